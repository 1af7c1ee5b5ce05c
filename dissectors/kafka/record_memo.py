"""The record sets of the frames being decoded, remembered so that decoding one again costs nothing.

One exchange's record sets are decoded several times over: once for the summary and the
exchange's warnings, then again for each JSON body (exchange_decoder.py: `walk`, then `full_json`
per side, each decoding both sides). With --records that was three full decodes of every record
for one line. What a decode of a record set does depends on its bytes, its options and how much
room the exchange's budgets leave; when no budget, bomb or codec failure came into it, the same
bytes with the same options and at least that room decode to the same nodes and warnings, at the
same cost. So the first decode is kept here, and a later one replays it: the same nodes (read
only once built), the same warnings in the same order, the same charges to its context.

What is kept is bounded: the record sets of the last two frames (a request and its response),
and a frame's sets are let go as soon as nothing else holds the frame (its exchange was shown and
dropped), so a decode never finds a finished exchange's records still held beside its own.
"""

from __future__ import annotations

import sys
from collections.abc import Hashable
from dataclasses import dataclass

from kafkasniff.dissectors.kafka.readers.runtime import Context
from kafkasniff.dissectors.tree import Node
from kafkasniff.model import DecodeWarning

FRAMES_KEPT = 2  # a request and its response: the decodes of one exchange alternate between them

# (only_first, warning): said when it came, or with only_first only if the decode had said
# nothing before (the record count check: one warning explains a batch's count already)
Said = tuple[bool, DecodeWarning]


@dataclass(slots=True)
class Outcome:
    """What decoding one record set did: the node the `records` field got (None: nothing kept),
    the warnings it said, and what it charged to the context (cost) and inflated."""

    entries: Node | None
    said: tuple[Said, ...]
    cost: int
    inflated: int


def say(ctx: Context, said: tuple[Said, ...] | list[Said]) -> None:
    """Put a decode's warnings into its context, in the order they were found."""
    warnings = ctx.warnings
    for only_first, w in said:
        if not only_first or not warnings:
            warnings.append(w)


class RecordMemo:
    """Outcomes of record set decodes, per frame (the bytes object itself: the same object is
    the same bytes) and per key (the set's place and the decode's options)."""

    def __init__(self) -> None:
        self._frames: list[tuple[bytes, dict[Hashable, Outcome]]] = []

    def recall(self, frame: bytes, key: Hashable, ctx: Context, total: int) -> Outcome | None:
        """The outcome kept for this set, when `ctx` leaves it the room it took (`total`: what
        an exchange may inflate in all)."""
        outcome = self._outcomes(frame).get(key)
        if outcome is None or ctx.records_left < outcome.cost or ctx.inflated + outcome.inflated > total:
            return None
        return outcome

    def remember(self, frame: bytes, key: Hashable, outcome: Outcome) -> None:
        outcomes = self._outcomes(frame)
        if not outcomes:
            # frames nobody else holds any more belong to exchanges that are done: let them go first
            self._frames = [entry for entry in self._frames if sys.getrefcount(entry[0]) > _ONLY_OURS]
            if len(self._frames) >= FRAMES_KEPT:
                del self._frames[0]
            self._frames.append((frame, outcomes))
        outcomes[key] = outcome

    def _outcomes(self, frame: bytes) -> dict[Hashable, Outcome]:
        """The outcomes kept for `frame` (a new dict, not kept yet, when there are none)."""
        for held, outcomes in self._frames:
            if held is frame:
                return outcomes
        return {}


# sys.getrefcount of a frame the memo alone holds: the memo's tuple, and getrefcount's argument
_ONLY_OURS = 2

MEMO = RecordMemo()
"""The process's memo: decoding is single-threaded per process (-j runs processes)."""
