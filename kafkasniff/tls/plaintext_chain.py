"""Evidence that a direction begun mid-connection is plaintext, not TLS.

The record search (records.record_start) proves TLS when record headers chain; proving the
opposite took SEARCH_SPAN bytes without one (a record may be 16 KB long, and the capture may have
begun inside it). A quiet plaintext connection (a consumer's heartbeats, an idle producer) sends
that much only after minutes, and its exchanges were held all that while. Its bytes say so
sooner: from a segment start, whole frames of a protocol decoded here follow one another and end
exactly where its bytes end, the first recognised as a request or a response. Ciphertext reads
as such a chain only by chance: lengths that land each on the next and on the data's end.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol


class FramedProtocol(Protocol):
    """What this needs of a protocol decoded here (a dissector's WireProtocol has it): the stage
    below framing knows no protocol by name, only how to measure and recognise a frame."""

    @property
    def prefix_size(self) -> int: ...

    def frame_size(self, head: bytes, from_client: bool) -> int | None: ...

    def looks_like_request(self, data: bytes) -> bool: ...

    def looks_like_response(self, data: bytes) -> bool: ...


CHAIN_FRAMES = 2  # whole frames in a row
STARTS_TRIED = 8  # segment starts tried, the first ones (the capture began inside at most one frame)
RECOGNISE_BYTES = 4096  # of a frame's start handed to the protocol's recogniser


class PlaintextChain:
    """Whether a direction's bytes, begun mid-connection, are frames of one of `protocols`."""

    __slots__ = ("protocols",)

    def __init__(self, protocols: Sequence[FramedProtocol]) -> None:
        self.protocols = tuple(protocols)

    def __call__(self, data: bytes, starts: Sequence[int]) -> bool:
        """Whether whole frames chain from one of the first segment `starts` to the end of `data`."""
        for start in starts[:STARTS_TRIED]:
            for proto in self.protocols:
                if _chains(proto, data, start, True) or _chains(proto, data, start, False):
                    return True
        return False


def _chains(proto: FramedProtocol, data: bytes, pos: int, from_client: bool) -> bool:
    head = data[pos : pos + RECOGNISE_BYTES]
    recognised = proto.looks_like_request(head) if from_client else proto.looks_like_response(head)
    if not recognised:
        return False
    frames, end, prefix = 0, len(data), proto.prefix_size
    while pos < end:
        size = proto.frame_size(data[pos : pos + prefix], from_client)
        if size is None:
            return False
        pos += size
        frames += 1
    return pos == end and frames >= CHAIN_FRAMES
