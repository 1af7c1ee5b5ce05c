"""When a connection's wait ends by the capture's clock, not by its own next packet.

Reassembly waits for three things, each at most REORDER_WINDOW: a connection seen without its
handshake holds its packets for the handshake; a direction missing bytes its peer acknowledged
waits for them; a reset connection lingers for what was sent before its RST. Each wait used to
end only when that connection's next packet came past it, so a connection that then went quiet
(an idle consumer, a heartbeat every few seconds, a live tap's only connection of one client)
held its exchanges until its next packet or the end of the input, and they came out seconds or
minutes after later ones. A timer per wait lets any packet of the capture end it.

Timers are lazy: one whose wait ended otherwise (the handshake came, the bytes arrived) is popped
and finds nothing to do. At most three are set per wait, so the heap is bounded by the waits.
"""

from __future__ import annotations

import heapq

from kafkasniff.tcp.connection import Connection

NEVER = 1 << 63  # after any capture time: no timer set


class Timers:
    """Connections to look at again once the capture's clock passes a time; `due` is the
    earliest such time (NEVER when none), read per packet by the pipeline."""

    __slots__ = ("heap", "due", "_count")

    def __init__(self) -> None:
        self.heap: list[tuple[int, int, Connection]] = []  # (time, arrival, connection): never compares connections
        self.due = NEVER
        self._count = 0

    def wake(self, connection: Connection, at: int) -> None:
        """Look at `connection` again once the clock is past `at`."""
        heapq.heappush(self.heap, (at, self._count, connection))
        self._count += 1
        if at < self.due:
            self.due = at

    def expired(self, now: int) -> list[Connection]:
        """The connections whose timers `now` passed, in the order the timers end, each once."""
        heap = self.heap
        out: dict[Connection, None] = {}  # (a dict: each once, in order)
        while heap and heap[0][0] < now:
            out[heapq.heappop(heap)[2]] = None
        self.due = heap[0][0] if heap else NEVER
        return list(out)

    def __len__(self) -> int:
        return len(self.heap)
