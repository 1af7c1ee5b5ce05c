"""The connections reassembly knows, by flow: those it follows, those set apart (waiting for their
handshake, or lingering after a RST), and where recently closed flows ended, so that a late copy
of their bytes is told from a new connection. What it remembers is bounded."""

from __future__ import annotations

from kafkasniff.counters import Counters
from kafkasniff.model import Flow, Segment
from kafkasniff.tcp.connection import OPEN, Connection, Direction, seq_diff
from kafkasniff.tcp.limits import CLOSED_AGE, CLOSED_FLOWS, LATE_REACH
from kafkasniff.tcp.timers import Timers


class ConnectionTable:
    """Both directions of every connection, each under its flow: one look-up per segment."""

    __slots__ = ("following", "waiting", "closed", "counters", "timers")

    def __init__(self, counters: Counters) -> None:
        self.counters = counters
        self.following: dict[Flow, Direction] = {}  # connections whose bytes are followed
        self.waiting: dict[Flow, Direction] = {}  # connections waiting for their handshake, or lingering after a RST
        # flow -> (sequence number past its end, when it ended), oldest first
        self.closed: dict[Flow, tuple[int, int]] = {}
        self.timers = Timers()  # when the waits of connections set apart or missing bytes end

    def holds(self, connection: Connection) -> bool:
        """Whether the connection is still known (followed or set apart), not over."""
        direction = connection.directions[0]
        flow = direction.flow
        return self.following.get(flow) is direction or self.waiting.get(flow) is direction

    def start(self, seg: Segment) -> Direction:
        """A new connection, first seen in `seg`; set apart until its handshake is settled. Its
        direction that sent `seg`."""
        connection = Connection(seg.flow, seg.ts)
        for direction in connection.directions:
            self.waiting[direction.flow] = direction
        self.counters.connections += 1
        return connection.directions[0]

    def follow(self, connection: Connection) -> None:
        """The connection, set apart, is followed from now on."""
        waiting, following = self.waiting, self.following
        for direction in connection.directions:
            if waiting.get(direction.flow) is direction:
                following[direction.flow] = waiting.pop(direction.flow)

    def set_apart(self, connection: Connection) -> None:
        """The connection, followed, lingers (after a RST): off the fast path."""
        waiting, following = self.waiting, self.following
        for direction in connection.directions:
            if following.get(direction.flow) is direction:
                del following[direction.flow]
                waiting[direction.flow] = direction

    def forget(self, connection: Connection, ts: int) -> None:
        """The connection is over at `ts`: remember where its flows ended, for a while."""
        following, waiting, closed = self.following, self.waiting, self.closed
        for direction in connection.directions:
            flow = direction.flow
            if following.get(flow) is direction:
                del following[flow]
            elif waiting.get(flow) is direction:
                del waiting[flow]
            else:
                continue
            if direction.next_seq is not None:
                if flow in closed:
                    del closed[flow]  # (to be the newest)
                closed[flow] = (direction.next_seq, ts)
        while len(closed) > CLOSED_FLOWS:  # (their age is checked when one is looked up)
            del closed[next(iter(closed))]

    def late_copy(self, seg: Segment) -> bool:
        """Whether `seg` is a late copy of bytes that a flow, now closed, already delivered: then
        counted as retransmitted, to be dropped."""
        closed = self.closed.get(seg.flow)
        if closed is None or seg.ts - closed[1] > CLOSED_AGE:
            return False
        behind = seq_diff(closed[0], seg.seq + len(seg.payload) + seg.missing)
        if not 0 <= behind <= LATE_REACH:
            return False
        self.counters.bytes_retransmitted += len(seg.payload)
        return True

    def quiet(self) -> tuple[tuple[Flow, int], ...] | None:
        """Where the one connection followed stands when nothing about it is pending (see
        Reassembler.quiet): each direction's flow and next sequence number, in flow order."""
        if self.waiting or len(self.following) != 2:
            return None
        ends = []
        for direction in self.following.values():
            if (direction.next_seq is None or direction.pending or direction.phase is not OPEN
                    or direction.deadline is not None or direction.connection.reset_at is not None
                    or direction.acked_off > direction.next_off):  # fmt: skip
                return None
            ends.append((direction.flow, direction.next_seq))
        return tuple(sorted(ends))
