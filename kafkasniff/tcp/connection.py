"""A connection being reassembled: its two directions, each with its phase and its byte stream's
place (the next sequence number and stream offset, the segments held ahead of it, the FIN, the
bytes the peer acknowledged), and what the two share (when it was first seen, its RST)."""

from __future__ import annotations

import heapq
from enum import Enum

from kafkasniff.model import Flow, Segment

SEQ = 0xFFFFFFFF  # sequence numbers are 32 bits, and wrap


def seq_diff(a: int, b: int) -> int:
    """a - b in 32-bit sequence space, as a signed number."""
    return ((a - b + 0x80000000) & SEQ) - 0x80000000


# A held segment: (payload, bytes cut by snaplen, capture time, offset of the other direction
# that must be delivered first, 0 for none, its packet's frame number). An empty one marks where
# a FIN (or the bytes a RST says were sent) ends the flow. A plain tuple: one is made per segment
# held, and unpacked per segment delivered.
Held = tuple[bytes, int, int, int, int]


class Phase(Enum):
    """Where a direction stands. Both directions leave HANDSHAKE together; each then ends on its
    own (its FIN), or both together (a RST, a new connection on the ports, the end of the input)."""

    HANDSHAKE = "handshake"  # its packets are held until the handshake says where each direction starts
    OPEN = "open"  # its bytes are delivered as they come in order
    CLOSING = "closing"  # its FIN was seen: the bytes before it, and what it acknowledged, are awaited
    ENDED = "ended"  # its StreamEnd was given: what more comes of it is retransmitted


# The phases as names of this module: on the per-segment path an Enum's attribute costs ten times
# a global's (Python 3.11).
HANDSHAKE, OPEN, CLOSING, ENDED = Phase.HANDSHAKE, Phase.OPEN, Phase.CLOSING, Phase.ENDED


class Direction:
    """One direction of a connection (one flow): its phase and where its byte stream stands."""

    __slots__ = ("flow", "phase", "next_seq", "next_off", "pending", "offsets", "pending_bytes", "fin_off",
                 "fin_need", "reverse", "connection", "acked_off", "deadline", "early", "early_bytes")  # fmt: skip

    def __init__(self, flow: Flow, connection: Connection) -> None:
        self.flow = flow
        self.phase = HANDSHAKE
        self.next_seq: int | None = None  # sequence number of the next byte to deliver; None while its start is unknown
        self.next_off = 0  # stream offset of that byte
        self.pending: dict[int, Held] = {}  # offset -> held segment
        self.offsets: list[int] = []  # a heap of the offsets held (and of some no longer held)
        self.pending_bytes = 0
        self.fin_off: int | None = None
        self.fin_need = 0  # what the FIN's segment acknowledged of the other direction
        self.reverse: Direction = self  # the other direction, set by the connection
        self.connection = connection
        self.acked_off = 0  # the furthest offset the peer acknowledged
        self.deadline: int | None = None  # while bytes the peer acknowledged are missing: when to give up
        self.early: list[Segment] = []  # in HANDSHAKE: its packets, held for the handshake
        self.early_bytes = 0  # their payload, and 64 for each

    def offset_of(self, seq: int) -> int:
        """The stream offset of sequence number `seq` (the start is known)."""
        assert self.next_seq is not None
        return self.next_off + seq_diff(seq, self.next_seq)

    def advance(self, nbytes: int) -> None:
        """Past `nbytes` more bytes, delivered or declared lost."""
        assert self.next_seq is not None
        self.next_off += nbytes
        self.next_seq = (self.next_seq + nbytes) & SEQ

    def hold(self, offset: int, item: Held) -> None:
        self.pending[offset] = item
        heapq.heappush(self.offsets, offset)

    def first(self) -> int:
        """The lowest offset held (some are)."""
        offsets, pending = self.offsets, self.pending
        while offsets[0] not in pending:
            heapq.heappop(offsets)
        return offsets[0]

    def reached(self, offset: int) -> bool:
        """Whether the flow delivered everything before `offset` (everything, once at its FIN)."""
        return offset <= self.next_off or (self.fin_off is not None and self.next_off >= self.fin_off)

    def reached_fin(self) -> bool:
        """Whether the flow delivered everything before its FIN (it has one)."""
        return self.fin_off is not None and self.next_off >= self.fin_off


class Connection:
    """Both directions of a connection, the first segment's flow first, and what they share."""

    __slots__ = ("directions", "since", "reset_at")

    def __init__(self, flow: Flow, ts: int) -> None:
        first, second = Direction(flow, self), Direction(flow.reverse(), self)
        first.reverse, second.reverse = second, first
        self.directions = (first, second)
        self.since = ts  # when the connection was first seen
        self.reset_at: int | None = None  # when a RST ended it, while it lingers for what was sent before
