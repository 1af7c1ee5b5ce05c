"""Tenants: virtual networks that reuse the same addresses, told apart by the tags their packets
carry (a VLAN id, a VXLAN or GENEVE VNI, an ERSPAN session, the capture interface: a cooked v2
header's interface index, or the interface of a pcapng that has several).

A 4-tuple (the pair of endpoints) seen under one tag only keeps its plain addresses: a capture of
one tenant reads the same tunnelled or not. A second tag on the same 4-tuple is one of two things,
told apart by the sequence numbers, which a TCP connection picks at random:

- the same connection under another tag: its packets seen again at a second mirror point (or on
  a second interface of `-i any`), or some of them taking another path (one direction on each of
  two interfaces, a bond's members, a span session per direction). Their sequence and
  acknowledgement numbers are those the first tag's packets are at. They join that connection:
  a packet seen under both tags is a copy, dropped and counted (mirror_copies.py), and a packet
  only the second tag carried is kept;
- another tenant's connection: its numbers are anywhere else. Its addresses get the tag as a zone,
  `10.0.0.1%vlan20`, the way IPv6 writes a scope, so that it is a connection of its own in every
  stage and view, and `--conn`/`-Y` can name it.

The tag that came first on a pair keeps the plain addresses; the summary says which tags were
shown as zones and which joined another tag's connection. Memory is bounded: past `max_pairs`, the quarter of
the pairs least recently seen is forgotten.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum, StrEnum

from kafkasniff.net.mirror_copies import Fingerprint, RecentPackets


class TagKind(StrEnum):
    """What a tag numbers; its value is the zone's prefix (`vlan20`, `vni42`)."""

    VLAN = "vlan"
    VNI = "vni"
    ERSPAN = "erspan"
    INTERFACE = "if"  # a cooked v2 header's kernel interface index (`tcpdump -i any`)
    CAPTURE_INTERFACE = "iface"  # a pcapng's interface, by its index among the file's interfaces


Tag = tuple[tuple[TagKind, int], ...]  # outermost first; () for a packet without tags
UNTAGGED: Tag = ()
SEQ_SPACE = 1 << 32
SYN_FLAG, ACK_FLAG = 0x02, 0x10


_H, _I = struct.Struct("!H"), struct.Struct("!I")
TagReader = Callable[[bytes, int], tuple[TagKind, int]]  # (packet, where the layer's header starts)


def _vlan_id(data: bytes, pos: int) -> tuple[TagKind, int]:
    return TagKind.VLAN, _H.unpack_from(data, pos)[0] & 0x0FFF


def _vni(data: bytes, pos: int) -> tuple[TagKind, int]:
    """VXLAN's and GENEVE's 24-bit network identifier, in bytes 4-6 of their headers."""
    return TagKind.VNI, _I.unpack_from(data, pos + 4)[0] >> 8


def _erspan_session(data: bytes, pos: int) -> tuple[TagKind, int]:
    """ERSPAN II's and III's session id: the low 10 bits of the header's second 16-bit word."""
    return TagKind.ERSPAN, _H.unpack_from(data, pos + 2)[0] & 0x03FF


def _sll2_interface(data: bytes, pos: int) -> tuple[TagKind, int]:
    """A cooked v2 header's interface index (`tcpdump -i any`), after its protocol and reserved bytes."""
    return TagKind.INTERFACE, _I.unpack_from(data, pos + 4)[0]


# the layers whose headers carry a tag, by layer name: the walk notes where each starts
TAG_READERS: dict[str, TagReader] = {
    "vlan": _vlan_id,
    "vxlan": _vni,
    "geneve": _vni,
    "erspan-ii": _erspan_session,
    "erspan-iii": _erspan_session,
    "linux-sll2": _sll2_interface,
}


def zone_text(tag: Tag) -> str:
    """The zone a tag is shown as: its parts outermost first (`vni42.vlan20`)."""
    return ".".join(f"{kind}{number}" for kind, number in tag)


def zoned(address: str, zone: str) -> str:
    """An address text with its zone, if any."""
    return f"{address}%{zone}" if zone else address


def zone_of(address: str) -> str | None:
    """The zone an address text carries (`vlan20`), or None."""
    return address.partition("%")[2] or None


class Verdict(Enum):
    """What a tag is on a pair that another tag came to first."""

    FIRST = "first"  # the first tag on its pair: plain addresses
    TENANT = "tenant"  # another tenant's connection: zoned addresses
    MIRROR = "mirror"  # another tag's connection, seen again or in part: it joins that one


@dataclass(slots=True)
class _TagState:
    verdict: Verdict
    tag: Tag
    zone: str  # its own tag's (a MIRROR's, for the count), or the zone its addresses get
    joins: _TagState | None = None  # a MIRROR: the state of the connection it is part of
    seen: int = 0  # the resolver's clock when last used
    # the last sequence and acknowledgement numbers sent by each end (0: the lower endpoint)
    seq: list[int | None] = field(default_factory=lambda: [None, None])
    ack: list[int | None] = field(default_factory=lambda: [None, None])
    last: Fingerprint | None = None  # its last packet: a copy may be the next under another tag
    recent: RecentPackets[Tag] | None = None  # once another tag joined it: its packets, to tell copies


@dataclass(slots=True)
class TenantCounts:
    """What the resolver found, for the summary: zone -> pairs shown with it; zone of a tag that
    carried packets of another tag's connection -> its packets dropped as copies, and the pairs."""

    zones_shown: dict[str, int] = field(default_factory=dict)
    mirror_packets: dict[str, int] = field(default_factory=dict)
    joined: dict[str, int] = field(default_factory=dict)  # zone -> pairs whose connection it also carried


PairKey = tuple[str, str, int, int]  # (lower address, higher address, their ports)


def _pair_key(direction: tuple[str, int, str, int, Tag]) -> PairKey:
    src, sport, dst, dport, _ = direction
    return (src, dst, sport, dport) if (src, sport) <= (dst, dport) else (dst, src, dport, sport)


class TenantResolver:
    """Decides, per tagged TCP segment, the zone of its addresses, or that it is a copy of a
    packet already seen under another tag."""

    def __init__(self, counts: TenantCounts | None = None, max_pairs: int = 65536, window: int = 1 << 24) -> None:
        self.max_pairs = max_pairs
        self.window = window  # how far apart two copies of one connection's numbers may be
        self.counts = TenantCounts() if counts is None else counts
        self._pairs: dict[PairKey, dict[Tag, _TagState]] = {}
        # (src, sport, dst, dport, tag) -> its state and side: one lookup per segment once known
        self._directions: dict[tuple[str, int, str, int, Tag], tuple[_TagState, int]] = {}
        self._clock = 0  # counts segments: when each state was last used, to forget the oldest

    def zone(
        self, src: str, dst: str, sport: int, dport: int, tag: Tag, seq: int, ack: int, flags: int, length: int = 0
    ) -> str | None:
        """The zone for this segment's addresses ("" for none), or None for a copy of a packet
        of its connection seen already under another tag (`length`: its payload's)."""
        known = self._directions.get((src, sport, dst, dport, tag))
        state, side = self._first_of_direction(src, dst, sport, dport, tag, seq, ack, flags) if known is None else known
        self._clock += 1
        state.seen = self._clock
        state.seq[side] = seq
        if flags & ACK_FLAG:
            state.ack[side] = ack
        root = state.joins or state
        fingerprint = (side, seq, ack if flags & ACK_FLAG else 0, length, flags)
        if root.recent is None:
            state.last = fingerprint
            return state.zone
        twin = root.recent.twin_of(fingerprint, tag)
        if twin is None:
            return root.zone
        # counted under the tag that joined the connection, whichever of the two came second
        second = state.zone if state.joins is not None else zone_text(twin) or "untagged"
        self.counts.mirror_packets[second] = self.counts.mirror_packets.get(second, 0) + 1
        return None

    def _first_of_direction(
        self, src: str, dst: str, sport: int, dport: int, tag: Tag, seq: int, ack: int, flags: int
    ) -> tuple[_TagState, int]:
        forward = (src, sport) <= (dst, dport)
        key = (src, dst, sport, dport) if forward else (dst, src, dport, sport)
        side = 0 if forward else 1
        tags = self._pairs.get(key)
        if tags is None:
            if len(self._pairs) >= self.max_pairs:
                self._forget_oldest()
            tags = self._pairs[key] = {}
        state = tags.get(tag)
        if state is None:
            state = tags[tag] = self._classify(tags, tag, side, seq, ack, flags)
        self._directions[(src, sport, dst, dport, tag)] = (state, side)
        return state, side

    def _forget_oldest(self) -> None:
        """Forget the quarter of the pairs least recently seen (at once: a sort per many segments)."""
        last_seen = {key: max(state.seen for state in tags.values()) for key, tags in self._pairs.items()}
        for key in sorted(last_seen, key=last_seen.__getitem__)[: max(1, len(last_seen) // 4)]:
            del self._pairs[key]
        self._directions = {
            direction: known
            for direction, known in self._directions.items()
            if _pair_key(direction) in self._pairs and direction[4] in self._pairs[_pair_key(direction)]
        }

    def _classify(self, tags: dict[Tag, _TagState], tag: Tag, side: int, seq: int, ack: int, flags: int) -> _TagState:
        if not tags:
            return _TagState(Verdict.FIRST, tag, "")
        zone = zone_text(tag) or "untagged"
        for other in tags.values():
            if other.verdict is not Verdict.MIRROR and self._same_numbers(other, side, seq, ack, flags):
                return self._joining(other, tag, zone)
        self.counts.zones_shown[zone] = self.counts.zones_shown.get(zone, 0) + 1
        return _TagState(Verdict.TENANT, tag, zone)

    def _joining(self, other: _TagState, tag: Tag, zone: str) -> _TagState:
        """A tag that carries packets of `other`'s connection: from now on the connection's packets
        are remembered, so that a packet seen under both is decoded once."""
        if other.recent is None:
            other.recent = RecentPackets() if other.last is None else RecentPackets((other.last, other.tag))
        self.counts.joined[zone] = self.counts.joined.get(zone, 0) + 1
        return _TagState(Verdict.MIRROR, tag, zone, joins=other)

    def _same_numbers(self, other: _TagState, side: int, seq: int, ack: int, flags: int) -> bool:
        """Whether a segment's numbers are where `other`'s connection is: its sequence number
        near what that side last sent (or what the other side last acknowledged), and, when it
        acknowledges, its acknowledgement near what the other side last sent. Whichever of the two
        `other` cannot tell (it saw neither end of that number yet: one direction on each tag) is
        not asked, but one must be: another tenant's numbers are random and match neither."""
        sent = other.seq[side] if other.seq[side] is not None else other.ack[1 - side]
        received = other.seq[1 - side] if other.seq[1 - side] is not None else other.ack[side]
        if flags & SYN_FLAG and not flags & ACK_FLAG:
            return seq == sent  # a copy of a connection's first packet has its very number
        seq_matches = sent is not None and self._near(seq, sent)
        ack_matches = bool(flags & ACK_FLAG) and received is not None and self._near(ack, received)
        if sent is not None and not seq_matches:
            return False
        if flags & ACK_FLAG and received is not None and not ack_matches:
            return False
        return seq_matches or ack_matches

    def _near(self, a: int, b: int) -> bool:
        distance = (a - b) % SEQ_SPACE
        return min(distance, SEQ_SPACE - distance) <= self.window
