"""Link layer -> IPv4/IPv6 -> TCP, by slicing headers with struct (no per-packet objects).

Nearly every packet of a Kafka capture is TCP in IPv4 (no options) in plain Ethernet: that case
is read with one fixed-offset unpack straight from the capture's read buffer, and its Flow comes
from a cache keyed by the raw address and port bytes. Everything else takes the general path.
"""

from __future__ import annotations

import socket
import struct
from collections.abc import Iterable, Iterator

from kafkasniff.capture.pcap import Batch, PacketReader
from kafkasniff.counters import Counters
from kafkasniff.model import Flow, Packet, Segment, SegmentFields

# Link types (tcpdump.org/linktypes.html)
LINKTYPE_NULL = 0
LINKTYPE_ETHERNET = 1
LINKTYPE_RAW = 101
LINKTYPE_LOOP = 108
LINKTYPE_LINUX_SLL = 113
LINKTYPE_IPV4 = 228
LINKTYPE_IPV6 = 229
LINKTYPE_LINUX_SLL2 = 276
DLT_RAW_ALIASES = (12, 14)  # DLT_RAW on some BSDs
RAW_IP_LINKTYPES = frozenset({LINKTYPE_RAW, LINKTYPE_IPV4, LINKTYPE_IPV6, *DLT_RAW_ALIASES})  # IP from byte 0
KNOWN_LINKTYPES = RAW_IP_LINKTYPES | {LINKTYPE_NULL, LINKTYPE_ETHERNET, LINKTYPE_LOOP, LINKTYPE_LINUX_SLL,
                                      LINKTYPE_LINUX_SLL2}  # fmt: skip

ETH_IPV4, ETH_IPV6 = 0x0800, 0x86DD
VLAN_TAGS = (0x8100, 0x88A8, 0x9100)
BSD_AF_INET6 = (10, 24, 28, 30)  # AF_INET6 differs between Linux and the BSDs

_H = struct.Struct("!H")
_TCP = struct.Struct("!HHIIBB")
_IPV6_EXT = (0, 43, 60)  # hop-by-hop, routing, destination options
# Ethernet II, IPv4 without options, TCP: ethertype, version+IHL, total length, fragment bits,
# protocol, then addresses and ports as one 12-byte key, sequence, ack, data offset, flags.
_ETH_IPV4_TCP = struct.Struct("!12xHBxH2xHxB2x12sIIBB")
_ETH_IPV4_TCP_MIN = 14 + 20 + 20  # and a whole TCP header, or the general path decides
_flows: dict[bytes, Flow] = {}  # raw IPv4 addresses and ports -> Flow

_ip_text: dict[bytes, str] = {}


def _ip(raw: bytes) -> str:
    text = _ip_text.get(raw)
    if text is None:
        if len(_ip_text) > 65536:
            _ip_text.clear()
        family = socket.AF_INET if len(raw) == 4 else socket.AF_INET6
        text = _ip_text[raw] = socket.inet_ntop(family, raw)
    return text


def ip_offset(linktype: int, data: bytes) -> int | None:
    """Where the IP header starts inside a link-layer frame, or None if not IP."""
    if linktype == LINKTYPE_ETHERNET:
        pos = 12
        while len(data) >= pos + 2:
            ethertype = _H.unpack_from(data, pos)[0]
            if ethertype in VLAN_TAGS:
                pos += 4
                continue
            return pos + 2 if ethertype in (ETH_IPV4, ETH_IPV6) else None
        return None
    if linktype == LINKTYPE_LINUX_SLL:
        return 16 if len(data) >= 16 and _H.unpack_from(data, 14)[0] in (ETH_IPV4, ETH_IPV6) else None
    if linktype == LINKTYPE_LINUX_SLL2:
        return 20 if len(data) >= 20 and _H.unpack_from(data, 0)[0] in (ETH_IPV4, ETH_IPV6) else None
    if linktype in (LINKTYPE_NULL, LINKTYPE_LOOP):
        if len(data) < 4:
            return None
        # NULL stores the family in the capturing host's byte order, LOOP in network order
        families = {int.from_bytes(data[:4], "little"), int.from_bytes(data[:4], "big")}
        return 4 if 2 in families or families.intersection(BSD_AF_INET6) else None
    if linktype in RAW_IP_LINKTYPES:
        return 0
    return None


def decode_segment(packet: Packet, counters: Counters) -> Segment | None:
    """The TCP segment inside a packet, or None (counted) for anything else."""
    if packet.linktype == LINKTYPE_ETHERNET:
        fields = ethernet_ipv4_tcp(packet.data, 0, len(packet.data), packet.ts, packet.wire_len, counters.packets)
        if fields is not None:
            return Segment(*fields)
    return _decode_segment(packet, counters)


def _decode_segment(packet: Packet, counters: Counters) -> Segment | None:
    """The general path: any link layer, IPv4 or IPv6 (ethernet_ipv4_tcp is the fast one). The
    packet is the last one counted: its frame number is `counters.packets`."""
    data = packet.data
    pos = ip_offset(packet.linktype, data)
    if pos is None or len(data) < pos + 20:
        if pos is None and packet.linktype not in KNOWN_LINKTYPES:
            skipped = counters.packets_of_unknown_linktypes
            skipped[packet.linktype] = skipped.get(packet.linktype, 0) + 1
        counters.packets_not_tcp += 1
        return None
    version = data[pos] >> 4
    if version == 4:
        parsed = _ipv4(data, pos)
    elif version == 6:
        parsed = _ipv6(data, pos)
    else:
        counters.packets_undecodable += 1
        return None
    if parsed is None:
        counters.packets_not_tcp += 1
        return None
    src, dst, tcp_pos, ip_end = parsed
    if len(data) < tcp_pos + 20:
        counters.packets_undecodable += 1
        return None
    sport, dport, seq, ack, off, flags = _TCP.unpack_from(data, tcp_pos)
    payload_pos = tcp_pos + (off >> 4) * 4
    if ip_end is None:  # IPv4 total length 0: segmentation offload, trust the capture
        ip_end = packet.wire_len
    payload = data[payload_pos:ip_end]
    missing = max(0, min(ip_end, packet.wire_len) - payload_pos - len(payload))
    flow = Flow((_ip(src), sport), (_ip(dst), dport))
    return Segment(packet.ts, flow, seq, ack, flags, payload, missing, counters.packets)


def _ipv4(data: bytes, pos: int) -> tuple[bytes, bytes, int, int | None] | None:
    ihl = (data[pos] & 0x0F) * 4
    if data[pos + 9] != 6 or ihl < 20:
        return None
    frag = _H.unpack_from(data, pos + 6)[0]
    if frag & 0x3FFF:  # a fragment: rare for TCP, not reassembled
        return None
    total = _H.unpack_from(data, pos + 2)[0]
    return data[pos + 12 : pos + 16], data[pos + 16 : pos + 20], pos + ihl, (pos + total if total else None)


def _ipv6(data: bytes, pos: int) -> tuple[bytes, bytes, int, int | None] | None:
    if len(data) < pos + 40:
        return None
    next_header = data[pos + 6]
    payload_len = _H.unpack_from(data, pos + 4)[0]
    cur = pos + 40
    while next_header in _IPV6_EXT and len(data) >= cur + 8:
        next_header, cur = data[cur], cur + (data[cur + 1] + 1) * 8
    if next_header != 6:
        return None
    end = pos + 40 + payload_len if payload_len else None
    return data[pos + 8 : pos + 24], data[pos + 24 : pos + 40], cur, end


def ethernet_ipv4_tcp(buf: bytes, start: int, end: int, ts: int, wire_len: int, number: int) -> SegmentFields | None:
    """The fast path: the segment in buf[start:end] if it is the common case (TCP, IPv4 without
    options or fragmentation, Ethernet without VLAN tags), else None: the general path,
    `_decode_segment`, decides, and counts. test_packets.py's test_fast_path_agrees_with_the_general_path
    proves both give the same segment."""
    if end - start < _ETH_IPV4_TCP_MIN:
        return None
    ethertype, version_ihl, total, frag, proto, key, seq, ack, off, flags = _ETH_IPV4_TCP.unpack_from(buf, start)
    if ethertype != ETH_IPV4 or version_ihl != 0x45 or proto != 6 or frag & 0x3FFF:
        return None
    flow = _flows.get(key)
    if flow is None:
        flow = _flow(key)
    # positions as in decode_segment, relative to the packet; its bytes end at `end`
    payload_pos = 34 + (off >> 4) * 4
    ip_end = 14 + total if total else wire_len  # total 0: segmentation offload, trust the capture
    stop = start + ip_end
    payload = buf[start + payload_pos : stop if stop < end else end]
    missing = (ip_end if ip_end < wire_len else wire_len) - payload_pos - len(payload)
    return ts, flow, seq, ack, flags, payload, missing if missing > 0 else 0, number


def _flow(key: bytes) -> Flow:
    if len(_flows) > 65536:
        _flows.clear()
    flow = _flows[key] = Flow((_ip(key[0:4]), _H.unpack_from(key, 8)[0]), (_ip(key[4:8]), _H.unpack_from(key, 10)[0]))
    return flow


def segments(packets: Iterable[Packet], counters: Counters) -> Iterator[Segment]:
    """The TCP segments of a packet stream."""
    for fields in segment_fields(packets, counters):
        yield fields if type(fields) is Segment else Segment(*fields)


def segment_fields(packets: Iterable[Packet], counters: Counters) -> Iterator[SegmentFields]:
    """The same as plain tuples (or Segments), for a consumer that needs no objects."""
    if isinstance(packets, PacketReader) and not packets.started:
        return _batch_segments(packets.batches(), counters)
    return _packet_segments(packets, counters)


def _packet_segments(packets: Iterable[Packet], counters: Counters) -> Iterator[Segment]:
    for packet in packets:
        segment = decode_segment(packet, counters)
        if segment is not None:
            yield segment


def _batch_segments(batches: Iterable[Batch], counters: Counters) -> Iterator[SegmentFields]:
    """Segments straight from a capture's read buffers, packets counted as they are used."""
    fast = ethernet_ipv4_tcp
    for buf, records in batches:
        for ts, linktype, start, end, wire_len in records:
            counters.packets += 1
            fields = fast(buf, start, end, ts, wire_len, counters.packets) if linktype == LINKTYPE_ETHERNET else None
            if fields is None:
                fields = _decode_segment(Packet(ts, linktype, buf[start:end], wire_len), counters)
                if fields is None:
                    continue
            yield fields
