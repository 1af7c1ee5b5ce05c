"""Each direction's bytes, in order and once: a segment ahead of the next byte is held, the part of
one that was delivered already (a retransmission, an overlap) is counted and dropped, bytes that
acknowledge the other direction's not yet delivered wait for them, and a hole is declared (a
StreamGap) when the peer acknowledged it and the wait is over, when holding would pass the
buffer cap, or when the capture cut the packet (snaplen). See reassembly.py for when each wait
ends."""

from __future__ import annotations

from collections.abc import Callable

from kafkasniff.counters import Counters
from kafkasniff.model import Segment, StreamData, StreamEnd, StreamEvent, StreamGap
from kafkasniff.tcp.connection import CLOSING, ENDED, Connection, Direction
from kafkasniff.tcp.connection_table import ConnectionTable
from kafkasniff.tcp.limits import REORDER_WINDOW

# Ends a connection: (connection, time, reason, events to add to). Reassembly's, as settling a
# reset connection ends it once what its RST said was sent is in.
Closer = Callable[[Connection, int, str, list[StreamEvent]], None]


class Delivery:
    """Delivers the bytes of the connections' directions; every method adds the stream events it
    makes to `events`."""

    __slots__ = ("counters", "buffer_cap", "table", "close")

    def __init__(self, counters: Counters, buffer_cap: int, table: ConnectionTable, close: Closer) -> None:
        self.counters = counters
        self.buffer_cap = buffer_cap
        self.table = table
        self.close = close

    def acknowledged(self, direction: Direction, ack: int, ts: int) -> int:
        """The peer's ACK of `direction`'s bytes: when it covers bytes not delivered yet, start (or
        go on) waiting for them, and return the offset the peer's segment must wait for; else 0."""
        acked = direction.offset_of(ack)
        if direction.fin_off is not None and acked > direction.fin_off:
            acked = direction.fin_off  # the FIN's sequence number is no byte
        if direction.reached(acked) or acked - direction.next_off > self.buffer_cap:  # nothing missing, or nonsense
            return 0
        if direction.deadline is None or direction.reached(direction.acked_off):  # a new wait
            direction.deadline = ts + REORDER_WINDOW
            self.table.timers.wake(direction.connection, direction.deadline)
        if acked > direction.acked_off:
            direction.acked_off = acked
        return acked

    def data(self, direction: Direction, seg: Segment, need: int, events: list[StreamEvent]) -> None:
        """A segment with bytes (or bytes the capture cut), which may go once the other direction
        reached `need`."""
        if direction.phase is ENDED:
            self.counters.bytes_retransmitted += len(seg.payload)
            return
        if direction.next_seq is None:  # first bytes of a connection already open
            direction.next_seq = seg.seq
            events.append(StreamGap(seg.ts, direction.flow, 0, 0, "midstream"))
        off = direction.offset_of(seg.seq)
        if off > direction.next_off or not direction.reverse.reached(need):
            self._hold(direction, off, seg, need, events)
            return
        self._deliver(direction, off, seg.payload, seg.missing, seg.ts, seg.number, events)

    def drain(self, direction: Direction, ts: int, events: list[StreamEvent], force: bool = False) -> bool:
        """Deliver the held bytes that are next and may go (`force`: even those that wait for the
        other direction); each at the latest of `ts`, its own capture time and the time of the
        bytes delivered before it here (bytes are readable once all before them are in: a frame
        ends when its last-captured byte was). Whether any went."""
        pending = direction.pending
        reverse = direction.reverse
        progressed = False
        while pending:
            off = direction.next_off
            item = pending.get(off)
            if item is None:
                off = direction.first()
                if off > direction.next_off:
                    break
                item = pending[off]
            payload, missing, seen, need, number = item
            if (
                not force
                and not reverse.reached(need)
                and (off == direction.next_off or off + len(payload) + missing > direction.next_off)
            ):
                break  # it waits for the other direction (unless all of it was delivered already)
            del pending[off]
            direction.pending_bytes -= len(payload)
            ts = max(ts, seen)
            self._deliver(direction, off, payload, missing, ts, number, events)
            progressed = True
        return progressed

    def settle(self, connection: Connection, ts: int, events: list[StreamEvent], data_ts: int | None = None) -> None:
        """Deliver what may go in both directions (one's progress may free the other's), then end
        a flow that reached its FIN; then the connection, if both did or if it was reset and what
        the RST said was sent is in. Held bytes go at `data_ts` or later (default `ts`: the
        packet that freed them came then)."""
        a, b = connection.directions
        progressed = bool(a.pending or b.pending)
        at = ts if data_ts is None else data_ts
        while progressed:
            progressed = bool(a.pending) and self.drain(a, at, events)
            progressed = (bool(b.pending) and self.drain(b, at, events)) or progressed
        for direction in connection.directions:
            if direction.deadline is not None and direction.reached(direction.acked_off):
                direction.deadline = None
            if (
                direction.phase is CLOSING
                and direction.reached_fin()
                and (not direction.fin_need or direction.reverse.reached(direction.fin_need))
            ):
                direction.phase = ENDED
                events.append(StreamEnd(ts, direction.flow, "fin"))
        if connection.reset_at is not None and not (a.pending or b.pending):
            self.close(connection, connection.reset_at, "rst", events)
        elif a.phase is ENDED and b.phase is ENDED:
            self.table.forget(connection, ts)

    def give_up(self, connection: Connection, events: list[StreamEvent], now: int | None = None) -> bool:
        """Declare lost what the peer acknowledged and the capture never showed, in the directions
        whose wait is over at `now` (None: in both, whatever their wait); then deliver what waited
        behind it. Whether anything moved."""
        moved = False
        progressed = True
        while progressed:
            progressed = False
            for direction in connection.directions:
                if direction.deadline is None or direction.reached(direction.acked_off):
                    continue
                if now is not None and now <= direction.deadline:
                    continue
                pending = direction.pending
                first = direction.first() if pending else None
                if first is not None and first <= direction.next_off:
                    continue  # its next bytes are here, waiting for the other direction
                end = direction.acked_off if first is None else min(first, direction.acked_off)
                if direction.fin_off is not None:
                    end = min(end, direction.fin_off)
                if end <= direction.next_off:  # (cannot happen: a guard against looping)
                    direction.deadline = None
                    continue
                since = direction.deadline - REORDER_WINDOW  # when the peer's acknowledgement was first seen
                self.gap(direction, end - direction.next_off, since, "lost", events)
                # what waited behind the hole goes at its own capture time: no packet brought it
                # now, and a frame ending in it ended when it was captured, not when the peer's
                # acknowledgement gave up on the hole (a request would seem answered at once)
                self.settle(connection, since, events, data_ts=0)
                progressed = moved = True
        return moved

    def gap(self, direction: Direction, length: int, ts: int, reason: str, events: list[StreamEvent]) -> None:
        """`length` bytes at the direction's next byte will never be seen: past them."""
        if length <= 0:
            return
        events.append(StreamGap(ts, direction.flow, direction.next_off, length, reason))
        self.counters.gaps += 1
        self.counters.bytes_lost += length if reason in ("lost", "snaplen") else 0
        if reason == "snaplen":
            self.counters.snaplen_gaps += 1
            self.counters.bytes_cut_by_snaplen += length
        direction.advance(length)

    def _deliver(
        self, direction: Direction, off: int, payload: bytes, missing: int, ts: int, number: int,
        events: list[StreamEvent],
    ) -> None:  # fmt: skip
        """Deliver the part of (payload + missing tail) at `off` that is new; the rest was
        retransmitted."""
        skip = direction.next_off - off
        if skip >= len(payload) + missing:
            self.counters.bytes_retransmitted += len(payload)
            return
        if skip > 0:
            self.counters.bytes_retransmitted += min(skip, len(payload))
        data = payload[skip:] if skip > 0 else payload
        if data:
            events.append(StreamData(ts, direction.flow, direction.next_off, data, number))
            direction.advance(len(data))
        cut = missing - max(0, skip - len(payload))
        if cut > 0:
            self.gap(direction, cut, ts, "snaplen", events)

    def _hold(self, direction: Direction, off: int, seg: Segment, need: int, events: list[StreamEvent]) -> None:
        """Hold a segment that cannot go yet; past the buffer cap, give up on what it waits for."""
        pending = direction.pending
        previous = pending.get(off)
        if previous is not None:
            if len(previous[0]) >= len(seg.payload):
                self.counters.bytes_retransmitted += len(seg.payload)
                return
            direction.pending_bytes -= len(previous[0])
        direction.hold(off, (seg.payload, seg.missing, seg.ts, need, seg.number))
        direction.pending_bytes += len(seg.payload)
        connection = direction.connection
        while direction.pending_bytes > self.buffer_cap:
            first = direction.first()
            if first > direction.next_off:
                self.counters.bytes_dropped_by_cap += first - direction.next_off
                self.gap(direction, first - direction.next_off, seg.ts, "overflow", events)
            elif not self.give_up(connection, events):  # the bytes are here, held behind the peer's
                self.drain(direction, seg.ts, events, force=True)
            self.settle(connection, seg.ts, events)
