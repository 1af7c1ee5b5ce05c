"""The TCP header, where every walk through the layers ends: the segment it starts."""

from __future__ import annotations

import struct

# socket's C half alone: the socket module wraps its constants in enums and imports selectors,
# 3 ms of every start, for the one function this module takes from it
from _socket import AF_INET, AF_INET6, inet_ntop

from kafkasniff.model import Flow, Segment
from kafkasniff.net.layers import IpFields, Layer, Step, Verdict

_TCP = struct.Struct("!HHIIBB")  # ports, sequence, ack, data offset, flags
TCP_HEADER_MIN = 20
_ip_text: dict[bytes, str] = {}


def _segment_starts_here(data: bytes, pos: int, ip: IpFields) -> Step:
    """TCP carries no layer: the walk stops where it starts (`walk(..., until=TCP)`), `segment` reads it."""
    return Verdict.NOT_TCP


TCP = Layer("tcp", _segment_starts_here, {})


def address_text(raw: bytes) -> str:
    """An IPv4 (4 bytes) or IPv6 (16) address as text, cached: a capture has few addresses."""
    text = _ip_text.get(raw)
    if text is None:
        if len(_ip_text) > 65536:
            _ip_text.clear()
        family = AF_INET if len(raw) == 4 else AF_INET6
        text = _ip_text[raw] = inet_ntop(family, raw)
    return text


def segment(data: bytes, pos: int, ip: IpFields, ts: int, wire_len: int, number: int) -> Segment | Verdict:
    """The segment whose TCP header starts at data[pos], in the IP packet `ip` describes; `number`
    is its packet's frame number."""
    if len(data) < pos + TCP_HEADER_MIN:
        return Verdict.UNDECODABLE
    sport, dport, seq, ack, off, flags = _TCP.unpack_from(data, pos)
    payload_pos = pos + (off >> 4) * 4
    ip_end = wire_len if ip.end is None else ip.end  # IPv4 total length 0: segmentation offload
    payload = data[payload_pos:ip_end]
    missing = max(0, min(ip_end, wire_len) - payload_pos - len(payload))
    flow = Flow((address_text(ip.src), sport), (address_text(ip.dst), dport))
    return Segment(ts, flow, seq, ack, flags, payload, missing, number)
