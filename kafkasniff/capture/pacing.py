"""A capture replayed at the pace it was captured (or a multiple of it): each packet handed on no
sooner than its time since the first packet, divided by the speed, after the replay started.

The pace is kept against the start, not packet to packet, so that the time spent decoding
between two packets does not add up into a replay slower than asked. A packet stamped earlier
than the one before it (captures merged from several interfaces) is handed on at once; a
stretch of silence in the capture is waited out, as it was lived."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator

from kafkasniff.model import Packet

NANOSECONDS = 1_000_000_000


def paced(packets: Iterable[Packet], speed: float, clock: Callable[[], float] = time.monotonic,
          sleep: Callable[[float], None] = time.sleep) -> Iterator[Packet]:  # fmt: skip
    """`packets` at `speed` times the capture's pace (1: as captured, 10: ten times faster)."""
    if speed <= 0:
        raise ValueError("a replay's speed is above 0")
    started: float | None = None
    first_ts = 0
    for packet in packets:
        if started is None:
            started, first_ts = clock(), packet.ts
        else:
            delay = started + (packet.ts - first_ts) / NANOSECONDS / speed - clock()
            if delay > 0:
                sleep(delay)
        yield packet
