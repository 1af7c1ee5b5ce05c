"""The common case read at once: TCP in IPv4 without options in plain Ethernet, and the same in a
Linux cooked (v1) header, which `tcpdump -i any` writes.

Nearly every packet of a Kafka capture is that: it is read with one fixed-offset unpack straight
from the capture's read buffer, and its Flow comes from a cache keyed by the raw address and port
bytes. They are Ethernet's and SLL's entries in links.LINK_TYPES; whatever they decline, the walk
through the layers decides, and counts. tests/kafkasniff/net/test_packets.py and test_links.py prove
both give the same segment. Cooked v2 has none: its interface index is a tenant's tag
(net/tenants.py), which only the walk notes.
"""

from __future__ import annotations

import struct
from collections.abc import Callable

from kafkasniff.model import Flow, SegmentFields
from kafkasniff.net.tcp_header import address_text

# (buffer, start, end, ts, wire_len, frame number) -> the segment in buffer[start:end], or None
FastPath = Callable[[bytes, int, int, int, int, int], SegmentFields | None]

ETH_IPV4 = 0x0800
_H = struct.Struct("!H")
# Ethernet II, IPv4 without options, TCP: ethertype, version+IHL, total length, fragment bits,
# protocol, then addresses and ports as one 12-byte key, sequence, ack, data offset, flags.
_ETH_IPV4_TCP = struct.Struct("!12xHBxH2xHxB2x12sIIBB")
_ETH_IPV4_TCP_MIN = 14 + 20 + 20  # and a whole TCP header, or the walk decides
_flows: dict[bytes, Flow] = {}  # raw IPv4 addresses and ports -> Flow


def ethernet_ipv4_tcp(buf: bytes, start: int, end: int, ts: int, wire_len: int, number: int) -> SegmentFields | None:
    """The segment in buf[start:end] if it is the common case (TCP, IPv4 without options or
    fragmentation, Ethernet without VLAN tags), else None."""
    if end - start < _ETH_IPV4_TCP_MIN:
        return None
    ethertype, version_ihl, total, frag, proto, key, seq, ack, off, flags = _ETH_IPV4_TCP.unpack_from(buf, start)
    if ethertype != ETH_IPV4 or version_ihl != 0x45 or proto != 6 or frag & 0x3FFF:
        return None
    flow = _flows.get(key)
    if flow is None:
        flow = _flow(key)
    # positions as in tcp_header.segment, relative to the packet; its bytes end at `end`
    payload_pos = 34 + (off >> 4) * 4
    ip_end = 14 + total if total else wire_len  # total 0: segmentation offload, trust the capture
    stop = start + ip_end
    payload = buf[start + payload_pos : stop if stop < end else end]
    missing = (ip_end if ip_end < wire_len else wire_len) - payload_pos - len(payload)
    return ts, flow, seq, ack, flags, payload, missing if missing > 0 else 0, number


def _behind_link_header(layout: struct.Struct, header: int) -> FastPath:
    """ethernet_ipv4_tcp for a link header of `header` bytes, whose protocol (an ethertype) and
    the IPv4 and TCP fields after it `layout` unpacks in the order Ethernet's does."""
    shortest, tcp_at = header + 20 + 20, header + 20

    def ipv4_tcp(buf: bytes, start: int, end: int, ts: int, wire_len: int, number: int) -> SegmentFields | None:
        if end - start < shortest:
            return None
        ethertype, version_ihl, total, frag, proto, key, seq, ack, off, flags = layout.unpack_from(buf, start)
        if ethertype != ETH_IPV4 or version_ihl != 0x45 or proto != 6 or frag & 0x3FFF:
            return None
        flow = _flows.get(key)
        if flow is None:
            flow = _flow(key)
        payload_pos = tcp_at + (off >> 4) * 4
        ip_end = header + total if total else wire_len
        stop = start + ip_end
        payload = buf[start + payload_pos : stop if stop < end else end]
        missing = (ip_end if ip_end < wire_len else wire_len) - payload_pos - len(payload)
        return ts, flow, seq, ack, flags, payload, missing if missing > 0 else 0, number

    return ipv4_tcp


# packet type, ARPHRD type, address length, address (8), protocol: 16 bytes, then as Ethernet's
linux_sll_ipv4_tcp = _behind_link_header(struct.Struct("!14xHBxH2xHxB2x12sIIBB"), 16)


def _flow(key: bytes) -> Flow:
    if len(_flows) > 65536:
        _flows.clear()
    src, dst = (address_text(key[0:4]), _H.unpack_from(key, 8)[0]), (address_text(key[4:8]), _H.unpack_from(key, 10)[0])
    flow = _flows[key] = Flow(src, dst)
    return flow
