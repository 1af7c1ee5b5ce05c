"""What requests waiting for their answer hold of the run's memory budget (--max-memory).

A producer may have thousands of requests in flight on one connection when its broker falls
behind (librdkafka allows a million), and each waits with its bytes until its answer comes. A cap
on their number would give up requests that are still going to be answered: their answers would
show as responses without a request, and the requests as unanswered, which is not what happened.
So what waits is bounded by bytes, drawn from the buffers' half of the budget as partial frames
are, and given back when the answer comes or the request is let go:

1. a request whose bytes fit waits with them;
2. one whose bytes do not fit waits with its first `HEAD_KEPT` bytes (its header, usually its
   first topic): it still pairs, with its latency, and its decode ends where the bytes do, with a
   `memory-budget` warning (counted: `Counters.requests_cut_by_memory`);
3. when not even that fits, the connection's oldest waiting request is given up, unanswered, with
   a notice, so that the newest can wait (counted: `Counters.requests_given_up_by_memory`).
"""

from __future__ import annotations

from dataclasses import replace

from kafkasniff.counters import Counters
from kafkasniff.model import Frame, MemoryBudget, WarningKind

PENDING_COST = 512  # bytes a waiting request holds besides its own: its frame and head objects
HEAD_KEPT = 256  # bytes kept of a request whose bytes do not fit
# callers without a run budget (the Spark stages, library use) still bound what waits
DEFAULT_WAITING_MEMORY = 512 << 20


class WaitingMemory:
    """Draws and gives back what waiting requests hold; one per pairer, shared by its connections."""

    __slots__ = ("memory", "counters")

    def __init__(self, memory: MemoryBudget | None, counters: Counters) -> None:
        self.memory = memory if memory is not None else MemoryBudget(DEFAULT_WAITING_MEMORY)
        self.counters = counters

    def keep(self, frame: Frame) -> tuple[Frame, int] | None:
        """The frame to keep while it waits and the bytes it drew; the frame cut to its head when
        its bytes do not fit; None when not even that fits (nothing drawn)."""
        memory = self.memory
        whole = PENDING_COST + len(frame.data)
        if memory.take(whole):
            return frame, whole
        if len(frame.data) > HEAD_KEPT and memory.take(PENDING_COST + HEAD_KEPT):
            self.counters.requests_cut_by_memory += 1
            return _cut_to_head(frame), PENDING_COST + HEAD_KEPT
        return None

    def let_go(self, drawn: int) -> None:
        self.memory.give_back(drawn)


def _cut_to_head(frame: Frame) -> Frame:
    dropped = len(frame.data) - HEAD_KEPT
    return replace(frame, data=frame.data[:HEAD_KEPT], lost=frame.lost + dropped, loss=WarningKind.MEMORY_BUDGET)
