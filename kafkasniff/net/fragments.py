"""IP fragment reassembly: the fragments of one datagram (IPv4, or IPv6's fragment header) held
until they cover it, then handed back whole, as an IP packet the walk reads from its IP header on.

Traffic mirroring fragments at the outer header (a VXLAN or GRE packet too large for the
mirror's path), so a whole datagram may carry a tunnel, and the walk goes on through it.

The policy, stated:
- Fragments are keyed as the RFCs key them (addresses, protocol for IPv4, identification) and by
  the tenant tags read before the IP header, so two tenants' datagrams are never mixed.
- Overlaps: a byte seen twice must be the same byte. Repeated fragments (a retransmitting or
  doubly mirrored path) agree and change nothing; a fragment whose overlap disagrees makes the
  datagram ambiguous, and it is dropped ("conflicting overlap") rather than passed off as data.
  Kernels are stricter, as receivers must be: RFC 5722 (IPv6) and Linux since 4.19 (IPv4 too,
  after FragmentSmack) keep an exact duplicate but drop a datagram on any other overlap. A passive
  reader can compare the bytes, so an overlap that agrees (a path that cut a resent packet
  differently) costs no data here.
- A first fragment too small to hold a TCP header (RFC 1858's tiny fragment; RFC 8200 wants the
  upper-layer header in the first fragment) drops its datagram ("tiny first fragment").
- Bounds, in capture time and bytes, never in luck: a datagram not complete `timeout_ns` after its
  first fragment is dropped ("timed out"): 30 s, Linux's default for IPv4 (ipfrag_time; its IPv6
  default and RFC 8200's is 60 s), one bound for both so that expiring stays an oldest-first scan;
  one with more than `max_fragments` pieces, or reaching past 65,535 bytes, is dropped when that
  is known; all the datagrams held share `budget` bytes and `max_held_fragments` pieces (empty
  pieces cost no bytes but still memory), and the oldest is dropped ("over the memory budget") to
  make room. Those still incomplete when the capture ends are dropped ("incomplete at the end").
Each datagram dropped is counted by its reason, with the packets its fragments came in; TCP then
sees the hole, as it would for packets the capture lost.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from enum import StrEnum

from kafkasniff.counters import Counters
from kafkasniff.net.layers import IpFields

_H = struct.Struct("!H")
MAX_DATAGRAM = 65535
IPV4_MORE, IPV4_OFFSET = 0x2000, 0x1FFF
IPV6_FRAGMENT_HEADER = 8
FRAGMENTS_DROPPED = "IP fragments of datagrams not put together"
REPEATED_FRAGMENTS = "IP fragments repeated after their datagram was whole"
MIN_FIRST_FRAGMENT = 20  # TCP's fixed header: a first fragment with less can only hide it
MAX_REMEMBERED = 4096  # datagrams put together, remembered to know their repeated pieces


class FragmentFailure(StrEnum):
    """Why a datagram was not reassembled; the value is how the summary names it."""

    TIMED_OUT = "timed out"
    INCOMPLETE_AT_END = "incomplete at the end of the capture"
    CONFLICTING_OVERLAP = "conflicting overlap"
    TOO_LARGE = "past 65,535 bytes"
    TOO_MANY_FRAGMENTS = "too many fragments"
    TINY_FIRST = "tiny first fragment"
    OVER_BUDGET = "over the memory budget"


@dataclass(slots=True)
class Fragment:
    """One piece: where its data starts in the datagram's payload, whether more follow, its data,
    and the IP header to rebuild the datagram with (kept from the first piece, offset 0)."""

    offset: int
    more: bool
    data: bytes
    header: bytes | None  # the first piece's header, None for the others


@dataclass(slots=True)
class _Datagram:
    first_ts: int
    packets: int = 0
    size: int = 0  # bytes held
    end: int | None = None  # the payload's length, once the last piece came
    header: bytes | None = None
    pieces: dict[int, bytes] = field(default_factory=dict)  # offset -> data


DatagramKey = tuple[object, ...]


class Reassembler:
    """The datagrams of one capture being put together."""

    def __init__(
        self,
        counters: Counters,
        timeout_ns: int = 30 * 10**9,
        budget: int = 16 << 20,
        max_fragments: int = 256,
        max_held_fragments: int = 1 << 16,
    ) -> None:
        self.counters = counters
        self.timeout_ns, self.budget, self.max_fragments = timeout_ns, budget, max_fragments
        self._held: dict[DatagramKey, _Datagram] = {}  # in order of first fragment: the oldest first
        self.max_held_fragments = max_held_fragments
        self._bytes = self._pieces = 0  # what all the datagrams held hold
        # datagrams ended lately (put together or dropped) -> (first fragment's time, whether whole):
        # a repeated piece, or one of a dropped datagram, may still come
        self._ended: dict[DatagramKey, tuple[int, bool]] = {}

    def add(self, key: DatagramKey, piece: Fragment, ts: int) -> bytes | None:
        """Take a fragment; the whole datagram (its IP header, then its payload) once complete."""
        self.counters.ip_fragments += 1
        self._expire(ts)
        datagram = self._held.get(key)
        if datagram is None and key in self._ended:
            if self._ended[key][1]:
                self._count_kind(REPEATED_FRAGMENTS, 1)  # a repeat of a piece already used: nothing new
            else:
                self._count_dropped(1)
            return None
        if datagram is None:
            datagram = self._held[key] = _Datagram(ts)
        datagram.packets += 1
        held, pieces = datagram.size, len(datagram.pieces)
        failure = self._take(datagram, piece)
        if failure is not None:
            self._drop(key, failure)
            return None
        self._bytes += datagram.size - held
        self._pieces += len(datagram.pieces) - pieces
        whole = self._whole(key, datagram)
        while whole is None and (self._bytes > self.budget or self._pieces > self.max_held_fragments):
            self._drop(next(iter(self._held)), FragmentFailure.OVER_BUDGET)  # the oldest makes room
        return whole

    def holds(self, key: DatagramKey) -> bool:
        """Whether a datagram of this key is being put together (not whole, not dropped)."""
        return key in self._held

    def ended_whole(self, key: DatagramKey) -> bool:
        """Whether a datagram of this key was put together lately (a piece now is a repeat)."""
        ended = self._ended.get(key)
        return ended is not None and ended[1]

    def finish(self) -> None:
        """The capture ended: what is still held will never be complete."""
        for key in list(self._held):
            self._drop(key, FragmentFailure.INCOMPLETE_AT_END)

    def _take(self, datagram: _Datagram, piece: Fragment) -> FragmentFailure | None:
        stop = piece.offset + len(piece.data)
        if piece.offset == 0 and piece.more and len(piece.data) < MIN_FIRST_FRAGMENT:
            return FragmentFailure.TINY_FIRST
        if stop > MAX_DATAGRAM or (datagram.end is not None and stop > datagram.end):
            return FragmentFailure.TOO_LARGE
        if not piece.more:
            reach = max((offset + len(data) for offset, data in datagram.pieces.items()), default=0)
            if (datagram.end is not None and datagram.end != stop) or stop < reach:
                return FragmentFailure.CONFLICTING_OVERLAP  # two ends, or data past the end
            datagram.end = stop
        if piece.header is not None:
            datagram.header = datagram.header or piece.header
        if not _agrees(datagram.pieces, piece.offset, piece.data):
            return FragmentFailure.CONFLICTING_OVERLAP
        if len(datagram.pieces) >= self.max_fragments:
            return FragmentFailure.TOO_MANY_FRAGMENTS
        if piece.offset not in datagram.pieces or len(datagram.pieces[piece.offset]) < len(piece.data):
            datagram.size += len(piece.data) - len(datagram.pieces.get(piece.offset, b""))
            datagram.pieces[piece.offset] = piece.data
        return None

    def _whole(self, key: DatagramKey, datagram: _Datagram) -> bytes | None:
        if datagram.end is None or datagram.header is None:
            return None
        payload = bytearray(datagram.end)
        covered = 0
        for offset in sorted(datagram.pieces):
            if offset > covered:
                return None  # a hole: more to come
            data = datagram.pieces[offset]
            payload[offset : offset + len(data)] = data
            covered = max(covered, offset + len(data))
        if covered < datagram.end:
            return None
        self._forget(key)
        self.counters.ip_datagrams_reassembled += 1
        self._remember(key, datagram, whole=True)
        return datagram.header + bytes(payload)

    def _expire(self, ts: int) -> None:
        while self._ended and ts - next(iter(self._ended.values()))[0] > self.timeout_ns:
            del self._ended[next(iter(self._ended))]
        while self._held:
            key, oldest = next(iter(self._held.items()))
            if ts - oldest.first_ts <= self.timeout_ns:
                return
            self._drop(key, FragmentFailure.TIMED_OUT)

    def _drop(self, key: DatagramKey, failure: FragmentFailure) -> None:
        datagram = self._forget(key)
        counters = self.counters
        counters.ip_datagrams_failed[failure] = counters.ip_datagrams_failed.get(failure, 0) + 1
        self._count_dropped(datagram.packets)
        self._remember(key, datagram, whole=False)

    def _remember(self, key: DatagramKey, datagram: _Datagram, whole: bool) -> None:
        self._ended[key] = (datagram.first_ts, whole)
        if len(self._ended) > MAX_REMEMBERED:
            del self._ended[next(iter(self._ended))]

    def _count_dropped(self, packets: int) -> None:
        self.counters.packets_not_tcp += packets  # their packets gave no segment after all
        self._count_kind(FRAGMENTS_DROPPED, packets)

    def _count_kind(self, kind: str, packets: int) -> None:
        kinds = self.counters.packets_skipped_by_kind
        kinds[kind] = kinds.get(kind, 0) + packets

    def _forget(self, key: DatagramKey) -> _Datagram:
        datagram = self._held.pop(key)
        self._bytes -= datagram.size
        self._pieces -= len(datagram.pieces)
        return datagram


def _agrees(pieces: dict[int, bytes], offset: int, data: bytes) -> bool:
    """Whether `data` at `offset` says the same as every piece it overlaps."""
    stop = offset + len(data)
    for other_offset, other in pieces.items():
        lo, hi = max(offset, other_offset), min(stop, other_offset + len(other))
        if lo < hi and data[lo - offset : hi - offset] != other[lo - other_offset : hi - other_offset]:
            return False
    return True


def ipv4_fragment(data: bytes, pos: int, end: int) -> tuple[DatagramKey, Fragment]:
    """The key and piece of the IPv4 fragment whose header starts at data[pos] and whose packet
    ends at `end`. The piece's header is rebuilt as a whole datagram's: no fragment bits, and a
    total length of 0 until the datagram is put together."""
    ihl = (data[pos] & 0x0F) * 4
    flags_offset = _H.unpack_from(data, pos + 6)[0]
    offset = (flags_offset & IPV4_OFFSET) * 8
    header = None
    if offset == 0:
        header = data[pos : pos + 6] + b"\x00\x00" + data[pos + 8 : pos + ihl]
    key = (4, data[pos + 12 : pos + 20], data[pos + 9], data[pos + 4 : pos + 6])
    return key, Fragment(offset, bool(flags_offset & IPV4_MORE), data[pos + ihl : end], header)


def ipv6_fragment(data: bytes, ip_pos: int, pos: int, end: int) -> tuple[DatagramKey, Fragment]:
    """The same for IPv6: the IPv6 header at data[ip_pos], its fragment header at data[pos]. The
    whole datagram gets the fixed header alone, naming the fragment header's next header (the
    extension headers before it carry nothing the walk needs)."""
    next_header = data[pos]
    offset_more = _H.unpack_from(data, pos + 2)[0]
    offset = offset_more & 0xFFF8
    header = None
    if offset == 0:
        header = data[ip_pos : ip_pos + 6] + bytes([next_header]) + data[ip_pos + 7 : ip_pos + 40]
    key = (6, data[ip_pos + 8 : ip_pos + 40], data[pos + 4 : pos + 8])
    return key, Fragment(offset, bool(offset_more & 1), data[pos + IPV6_FRAGMENT_HEADER : end], header)


def with_length(datagram: bytes) -> bytes:
    """A datagram put together, its IP header's length field set to what it now holds."""
    if datagram[0] >> 4 == 4:
        return datagram[:2] + _H.pack(min(len(datagram), MAX_DATAGRAM)) + datagram[4:]
    return datagram[:4] + _H.pack(min(len(datagram) - 40, MAX_DATAGRAM)) + datagram[6:]


def put_together(data: bytes, ip: IpFields, ts: int, fragments: Reassembler) -> bytes | None:
    """The datagram of the fragment the walk stopped at (`ip` says where), once it is whole."""
    end = len(data) if ip.end is None else min(ip.end, len(data))
    if ip.stopped_at == "ipv4":
        key, piece = ipv4_fragment(data, ip.start, end)
    else:
        key, piece = ipv6_fragment(data, ip.start, ip.stopped_pos, end)
    whole = fragments.add((*key, ip.tag), piece, ts)
    return None if whole is None else with_length(whole)


def count_alone(counters: Counters) -> None:
    """A fragment with no capture around it (one packet decoded alone): its datagram is never whole."""
    reassembler = Reassembler(counters)
    reassembler.add(("alone",), Fragment(0, True, b"", None), 0)
    reassembler.finish()
