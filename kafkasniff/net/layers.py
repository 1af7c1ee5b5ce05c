"""The net stage's dispatch table: each header kind is a Layer, declared as data, and one walk
follows a packet's headers from its link layer to its TCP header.

A Layer is a small reader and the table of what it carries. The reader gets the packet's bytes and
`pos`, where the previous header ended (so every offset in it is relative to its own header), and
returns the next layer's id (an ethertype, an IP protocol number, an address family...) with where
that layer starts, or a Verdict when the packet stops here. The walk looks the id up in the
layer's `carries`; an id not there ends the packet with the layer's `otherwise` verdict.

Adding an encapsulation (a tunnel, a tag, a shim header) is one small reader plus one entry in the
table of each layer that carries it; the walk never changes. For a header in Ethernet:

    def read_shim(data: bytes, pos: int, ip: IpFields) -> Step:
        if len(data) < pos + 4:
            return Verdict.NOT_TCP
        return int.from_bytes(data[pos + 2 : pos + 4]), pos + 4  # its next ethertype, its end

    ETHERTYPES[0x88B5] = Layer("shim", read_shim, ETHERTYPES)  # links.py: it carries ethertypes

A layer carried by IP goes in through `ip.carry` (IPv4's protocols and IPv6's next headers); a new
link type is an entry of `links.LINK_TYPES`. A tunnel whose inner packet has its own IP header
needs nothing more: the inner IP layer overwrites the addresses the outer one left in `IpFields`.
Nor does the fast path (fast_path.py): it declines all but plain TCP in IPv4 in Ethernet, and the
walk reads what it declines. tunnels.py registers the tunnels decoded (VXLAN, GENEVE, GRE,
IP-in-IP, MPLS) this way; tests/kafkasniff/net/test_layers.py registers made-up encapsulations.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum

from kafkasniff.counters import Counters
from kafkasniff.net.tenants import TAG_READERS, Tag


class Verdict(Enum):
    """Why a packet gives no TCP segment; the value names the Counters field that counts it."""

    NOT_TCP = "packets_not_tcp"  # traffic we do not follow: not IP, not TCP, cut short
    UNDECODABLE = "packets_undecodable"  # headers broken: an unknown IP version, a TCP header cut
    FRAGMENT = "ip_fragments"  # an IP fragment: the walk goes on once its datagram is whole (fragments.py)

    def count(self, counters: Counters) -> None:
        if self is Verdict.NOT_TCP:
            counters.packets_not_tcp += 1
        elif self is Verdict.UNDECODABLE:
            counters.packets_undecodable += 1


@dataclass(slots=True)
class IpFields:
    """What the walk learnt on its way, for the segment: the innermost IP header's raw addresses
    and where its packet ends in the frame (None: a total length of 0, trust the capture); the
    tenant tags of the headers passed (tenants.py); and where the walk stopped, for a packet that
    gives no segment (or a fragment, to be put together): the layer, where it starts, and the id
    it carries that no table has (None: its reader stopped it)."""

    src: bytes = b""
    dst: bytes = b""
    end: int | None = None
    start: int = 0  # where the innermost IP header starts
    tag: Tag = ()
    stopped_at: str = ""
    stopped_carrying: int | None = None
    stopped_pos: int = 0  # where the header of the layer that stopped the walk starts


Step = tuple[int, int] | Verdict  # (the next layer's id, where it starts), or why the packet stops
Reader = Callable[[bytes, int, IpFields], Step]  # (packet bytes, where this header starts, IP fields)


@dataclass(frozen=True, slots=True, eq=False)
class Layer:
    """One kind of header: how to read it, and the layers it carries by their id. `carries` is
    often shared (every layer carrying ethertypes has the same table) and may refer back to the
    layer itself (a VLAN tag carries ethertypes, VLAN tags among them)."""

    name: str
    read: Reader
    carries: Mapping[int, Layer]
    otherwise: Verdict = Verdict.NOT_TCP  # what an id not in `carries` counts as

    def __repr__(self) -> str:
        return f"Layer({self.name})"


def walk(layer: Layer, data: bytes, ip: IpFields, until: Layer) -> int | Verdict:
    """Where the layer `until` starts in `data`, whose first header is `layer`, or why the packet
    does not get there. The IP layers read on the way leave their fields in `ip`."""
    pos = 0
    while layer is not until:
        step = layer.read(data, pos, ip)
        if not isinstance(step, tuple):  # a Verdict (isinstance against an Enum is several times slower)
            ip.stopped_at, ip.stopped_pos = layer.name, pos
            return step
        if layer.name in TAG_READERS:  # its header was read whole: its tag is there
            ip.tag += (TAG_READERS[layer.name](data, pos),)
        next_id, pos = step
        carries = layer.carries
        if next_id not in carries:  # `in` then [] costs less than a .get() call
            ip.stopped_at, ip.stopped_carrying = layer.name, next_id
            return layer.otherwise
        layer = carries[next_id]
    return pos
