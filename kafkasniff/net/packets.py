"""Packets -> TCP segments: each packet through its link type's fast path if it has one, else the
walk through the declared layers (links.py, ip.py, tunnels.py, tcp_header.py; how to add one: layers.py).

Nothing here knows a header: a new link type or encapsulation is an entry of the tables.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from kafkasniff.capture.pcap import Batch, PacketReader, split_link_key
from kafkasniff.counters import Counters
from kafkasniff.model import Packet, Segment, SegmentFields
from kafkasniff.net import tunnels  # noqa: F401  imported, the tunnels are in the tables
from kafkasniff.net.fragments import Reassembler, count_alone, put_together
from kafkasniff.net.ip import IP
from kafkasniff.net.layers import IpFields, Verdict, walk
from kafkasniff.net.links import LINK_TYPES, LINKTYPE_ETHERNET, LinkType
from kafkasniff.net.skipped_kinds import skipped_kind
from kafkasniff.net.tcp_header import TCP, segment
from kafkasniff.net.tenant_segments import in_tenant, resolver
from kafkasniff.net.tenants import TagKind, TenantResolver

__all__ = ["LINKTYPE_ETHERNET", "CaptureState", "decode_segment", "ip_offset", "segment_fields", "segments"]
MAX_FRAGMENTED_LEVELS = 4  # a fragmented datagram inside one (a tunnel's): how deep to put them together


def decode_segment(packet: Packet, counters: Counters, state: CaptureState | None = None) -> Segment | None:
    """The TCP segment inside a packet, or None (counted) for anything else. The packet is the
    last one counted: its frame number is `counters.packets`. Give the packets of one capture
    the same `state`, so that its tenants are told apart and its fragments put together as
    `segments` does."""
    link = LINK_TYPES.get(packet.linktype)
    if link is not None and link.fast_path is not None and packet.interface is None:
        fields = link.fast_path(packet.data, 0, len(packet.data), packet.ts, packet.wire_len, counters.packets)
        if fields is not None:
            return Segment(*fields)
    return _walk_to_segment(
        link, packet.linktype, packet.data, packet.ts, packet.wire_len, counters, state, packet.interface
    )


def ip_offset(linktype: int, data: bytes) -> int | None:
    """Where the IP header starts inside a link-layer frame, or None if not IP."""
    link = LINK_TYPES.get(linktype)
    pos = None if link is None else walk(link.first, data, IpFields(), until=IP)
    return pos if isinstance(pos, int) else None


@dataclass(slots=True)
class CaptureState:
    """What the walk keeps across one capture's packets: its tenants and its fragments."""

    tenants: TenantResolver
    fragments: Reassembler

    @classmethod
    def of(cls, counters: Counters) -> CaptureState:
        return cls(resolver(counters), Reassembler(counters))


def _walk_to_segment(
    link: LinkType | None,
    linktype: int,
    data: bytes,
    ts: int,
    wire_len: int,
    counters: Counters,
    state: CaptureState | None,
    interface: int | None = None,
) -> Segment | None:
    """The general path: any declared link layer and encapsulation. Without a `state`, the packet
    is on its own: first on its endpoints, and a fragment of it never whole. `interface`: the
    pcapng interface (of several) it was captured on, its first tenant tag."""
    if link is None:
        skipped = counters.packets_of_unknown_linktypes
        skipped[linktype] = skipped.get(linktype, 0) + 1
        counters.packets_not_tcp += 1
        return None
    ip = IpFields() if interface is None else IpFields(tag=((TagKind.CAPTURE_INTERFACE, interface),))
    tcp = walk(link.first, data, ip, until=TCP)
    if tcp is Verdict.FRAGMENT:  # rare: the loop out of the way of every other packet
        datagram = _reassembled(data, ip, ts, counters, state)
        if datagram is None:
            return None
        data, ip, tcp = datagram
        wire_len = len(data)
    if isinstance(tcp, int):
        found = segment(data, tcp, ip, ts, wire_len, counters.packets)
        if isinstance(found, Segment):
            return found if not ip.tag or state is None else in_tenant(found, ip.tag, state.tenants)
        ip.stopped_at = "tcp"
    else:
        found = tcp
    found.count(counters)
    kind = skipped_kind(ip.stopped_at, ip.stopped_carrying, broken=found is not Verdict.NOT_TCP)
    counters.packets_skipped_by_kind[kind] = counters.packets_skipped_by_kind.get(kind, 0) + 1
    return None


def _reassembled(
    data: bytes, ip: IpFields, ts: int, counters: Counters, state: CaptureState | None
) -> tuple[bytes, IpFields, int | Verdict] | None:
    """The whole datagram of the fragment the walk stopped at, walked from its IP header (again,
    for a fragmented datagram inside one): its bytes, IP fields and where its TCP header starts (or
    why it has none); None while it is not whole, or never will be."""
    if state is None:
        count_alone(counters)
        return None
    tcp: int | Verdict = Verdict.FRAGMENT
    for _ in range(MAX_FRAGMENTED_LEVELS):
        if tcp is not Verdict.FRAGMENT:
            break
        whole = put_together(data, ip, ts, state.fragments)
        if whole is None:
            return None
        data, ip = whole, IpFields(tag=ip.tag)  # the tags of the headers before it
        tcp = walk(IP, data, ip, until=TCP)
    return data, ip, tcp


def segments(packets: Iterable[Packet], counters: Counters) -> Iterator[Segment]:
    """The TCP segments of a packet stream."""
    for fields in segment_fields(packets, counters):
        yield fields if type(fields) is Segment else Segment(*fields)


def segment_fields(packets: Iterable[Packet], counters: Counters) -> Iterator[SegmentFields]:
    """The same as plain tuples (or Segments), for a consumer that needs no objects."""
    if isinstance(packets, PacketReader) and not packets.started:
        return _batch_segments(packets.batches(with_interfaces=True), counters)
    return _packet_segments(packets, counters)


def _packet_segments(packets: Iterable[Packet], counters: Counters) -> Iterator[Segment]:
    """decode_segment over a stream of packets (a live capture's), the link type looked up once."""
    last_linktype, link, fast = -1, None, None
    state = CaptureState.of(counters)
    for packet in packets:
        linktype, data, interface = packet.linktype, packet.data, packet.interface
        if linktype != last_linktype:
            last_linktype, link = linktype, LINK_TYPES.get(linktype)
            fast = None if link is None else link.fast_path
        fields = None
        if fast is not None and interface is None:
            fields = fast(data, 0, len(data), packet.ts, packet.wire_len, counters.packets)
        if fields is not None:
            yield Segment(*fields)
        else:
            found = _walk_to_segment(link, linktype, data, packet.ts, packet.wire_len, counters, state, interface)
            if found is not None:
                yield found
    state.fragments.finish()


def _batch_segments(batches: Iterable[Batch], counters: Counters) -> Iterator[SegmentFields]:
    """Segments straight from a capture's read buffers, packets counted as they are used."""
    # a capture rarely changes link type or interface: looked up once per change
    last_key, linktype, interface, link, fast = -1, -1, None, None, None
    state = CaptureState.of(counters)
    for buf, records in batches:
        for ts, key, start, end, wire_len in records:
            counters.packets += 1
            if key != last_key:
                last_key, (linktype, interface) = key, split_link_key(key)
                link = LINK_TYPES.get(linktype)
                fast = None if link is None or interface is not None else link.fast_path
            fields = fast(buf, start, end, ts, wire_len, counters.packets) if fast is not None else None
            if fields is None:
                fields = _walk_to_segment(link, linktype, buf[start:end], ts, wire_len, counters, state, interface)
                if fields is None:
                    continue
            yield fields
    state.fragments.finish()
