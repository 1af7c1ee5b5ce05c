"""Copies of one packet seen under two tags of one connection (two mirror points, both ports of
a bridge under `-i any`), told from packets that only one tag carries (a direction, or some
packets, taking another path).

A copy repeats its twin's direction, sequence and acknowledgement numbers, length and flags; a
packet of the connection's own (a retransmission too) is seen under one tag. Only the twin that
comes second is a copy: whichever tag it comes under, the first goes on to reassembly.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Generic, TypeVar

Fingerprint = tuple[int, int, int, int, int]  # (side, seq, ack, payload length, flags)
Tag = TypeVar("Tag", bound=Hashable)  # a tenant tag (tenants.Tag), compared only
RECENT = 4096  # packets remembered per connection: copies come within a few of each other


class RecentPackets(Generic[Tag]):
    """The last packets of one connection seen under any of its tags, with the tag of each."""

    __slots__ = ("_seen",)

    def __init__(self, *seen: tuple[Fingerprint, Tag]) -> None:
        self._seen: dict[Fingerprint, Tag] = dict(seen)  # -> the tag it came under

    def twin_of(self, fingerprint: Fingerprint, tag: Tag) -> Tag | None:
        """The tag this packet's twin came under already, when it is another tag: then this one
        is the copy. Else None (and the packet is remembered)."""
        first = self._seen.get(fingerprint)
        if first is not None:
            return first if first != tag else None  # under its own tag again: a retransmission, TCP's to judge
        if len(self._seen) >= RECENT:
            del self._seen[next(iter(self._seen))]
        self._seen[fingerprint] = tag
        return None
