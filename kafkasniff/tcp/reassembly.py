"""TCP reassembly: segments in capture order -> in-order byte stream events per flow.

Handles out-of-order segments, retransmissions and overlaps, SYN/FIN/RST, holes the capture
never saw, snaplen-cut payloads, and connections already open when the capture started. Memory
per flow is bounded by `buffer_cap` bytes of held data.

Capture order is not sending order. A span port, or a NIC whose receive queues each capture one
direction, shows a segment after the peer's packet that acknowledges it, after a FIN or a RST,
or a connection's first packets before its SYN. So the capture's order is trusted only as far
as TCP allows, and what it leaves open is waited for, for a bounded time:

- A hole (bytes of a flow not seen while later ones are, or that the peer acknowledged) is
  waited for. It is declared lost (a StreamGap with its size) only when
  * the peer acknowledged the missing bytes (so they were sent, and received: no retransmission
    will show them) and the capture has moved on REORDER_WINDOW past the first such
    acknowledgement seen while something waited for them; or
  * holding what follows it would pass `buffer_cap` ("overflow"); or
  * the connection is over: a RST (once what it says was sent is in, or REORDER_WINDOW after
    it), a new connection on its ports, or the end of the input.
  A FIN does not end the wait: a flow ends after its last byte, whenever that is captured. A
  hole nobody acknowledged (the network lost it too, the sender will retransmit) waits for the
  retransmission, bounded by the cap and the connection's end, as it always did.
- The ACK field orders the two directions: a segment (or FIN) whose ACK covers bytes of the
  other direction not delivered yet was sent after those arrived, so it is held until they are
  delivered (or declared lost). A response never reaches framing before the request it answers,
  however late the request's last segment was captured.
- A connection holds its packets until its handshake says where both directions start (a SYN
  for its own direction; a SYN-ACK for both, as it acknowledges the SYN), then replays them from
  there: a SYN captured after the first data changes nothing. It waits at most REORDER_WINDOW
  and OPENING_HOLD bytes; a direction whose start is still unknown then began before the capture
  did ("midstream"), at the lowest sequence number held. A handshake in order holds nothing.
- A RST ends the connection at once, unless it says bytes were sent that are not in yet (its
  sequence number; its ACK of the other direction), or held data waits: then the connection
  lingers for them, at most REORDER_WINDOW.
- Bytes a flow already delivered, seen again (a retransmission, captured late), are counted as
  retransmitted and dropped, also after the connection ended: the ends of recently closed flows
  are remembered (bounded in number and age), so a late copy does not open a phantom connection.

Time is the capture's, and only a connection's own packets move its clock: a wait is over when
one of them is stamped past its end (or the input ends). So what comes out for a connection, and
when, does not depend on the rest of the capture: -j N and the Spark job, which split captures by
connection, give what one process gives. (A connection that goes silent while it waits, say after
losing its last segment, is settled at the end of the input.)

Nearly every segment is just the next bytes of a healthy flow, or a bare ACK: `in_order` settles
those with a few comparisons. The pipeline calls it directly, and `feed` only when it declines.

The parts: Reassembler (here) follows each connection's life, segment by segment (which
connection, the handshake, a RST, the end); connection.py holds a connection's state and each
direction's, with its Phase; delivery.py puts a direction's bytes in order (held segments,
retransmissions and overlaps, holes); connection_table.py keeps the connections by flow and the
ends of closed ones; limits.py every bound on time and memory.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from kafkasniff.counters import Counters
from kafkasniff.model import (
    ACK,
    FIN,
    RST,
    SYN,
    Flow,
    Segment,
    SegmentFields,
    StreamData,
    StreamEnd,
    StreamEvent,
    StreamGap,
    StreamOpen,
)
from kafkasniff.tcp.connection import CLOSING, ENDED, HANDSHAKE, OPEN, SEQ, Connection, Direction, seq_diff
from kafkasniff.tcp.connection_table import ConnectionTable
from kafkasniff.tcp.delivery import Delivery
from kafkasniff.tcp.limits import DEFAULT_BUFFER_CAP, OPENING_HOLD, REORDER_WINDOW

__all__ = ["DEFAULT_BUFFER_CAP", "REORDER_WINDOW", "Reassembler", "reassemble"]

_SYN_FIN_RST = SYN | FIN | RST


class Reassembler:
    """Feed segments in capture order; each call returns the stream events they complete.

    It follows each connection through its life: the handshake (its packets held until it says
    where each direction starts), a RST (lingering for what it says was sent), its end. The
    connections, by flow, are a ConnectionTable's; each direction's bytes go in order through
    Delivery."""

    def __init__(self, counters: Counters, buffer_cap: int = DEFAULT_BUFFER_CAP) -> None:
        self.counters = counters
        self.buffer_cap = buffer_cap
        self._table = ConnectionTable(counters)
        # the table's dicts, read per segment: the fast path's one look-up, and the slow path's next
        self._following, self._waiting = self._table.following, self._table.waiting
        # its `due`: the capture time after which a wait ends (`expire` has work), read by the
        # pipeline before each packet
        self.timers = self._table.timers
        self._delivery = Delivery(counters, buffer_cap, self._table, self._close)

    def feed(self, seg: Segment) -> list[StreamEvent]:
        """The stream events of one more segment, in capture order; first those of the waits
        its time ended (`expire`: a caller that takes `in_order` itself calls it first)."""
        expired = self.expire(seg.ts) if seg.ts > self.timers.due else None
        off = self.in_order(seg)
        if off is None:
            events = self._feed(seg, self._following.get(seg.flow))
        else:
            events = [StreamData(seg.ts, seg.flow, off, seg.payload, seg.number)] if seg.payload else []
        return expired + events if expired else events

    def in_order(self, seg: SegmentFields) -> int | None:
        """The fast path: when `seg` is the next bytes of a healthy flow, advance the flow past
        them and return their stream offset, the data of the StreamData that `feed` returns; for a
        bare ACK that changes nothing, return the flow's offset. None for anything else, which only
        `feed` handles. (Most segments are one or the other, settled with a few comparisons.)
        test_pipeline.py's test_wired_pipeline_equals_the_stages_in_a_row proves the pipeline that
        uses it gives what `feed` alone gives, clean and damaged captures alike."""
        _, flow, seq, ack, flags, payload, missing, _ = seg
        state = self._following.get(flow)
        if state is None or flags & _SYN_FIN_RST or missing:
            return None
        reverse = state.reverse
        if reverse.pending:
            return None
        off = state.next_off
        if not payload:
            return off
        if state.next_seq != seq or state.pending or state.phase is ENDED:
            return None
        peer = reverse.next_seq
        if ack != peer and peer is not None and (ack - peer) & 0xFFFFFFFF < 0x80000000 and reverse.phase is not ENDED:
            return None  # it acknowledges bytes of the other direction not seen yet: they go first
        state.next_off = off + len(payload)
        state.next_seq = (seq + len(payload)) & 0xFFFFFFFF
        return off

    def quiet(self) -> tuple[tuple[Flow, int], ...] | None:
        """Where the one connection followed stands when nothing about it is pending (no bytes
        held or awaited, no handshake, FIN or RST in play, nothing acknowledged beyond what was
        delivered): each direction's flow and next sequence number, in flow order. Then what it
        does next depends on its next segments alone, not on its past (see bulk/crossing.py)."""
        return self._table.quiet()

    def expire(self, now: int) -> list[StreamEvent]:
        """The capture's clock is at `now` (a packet of any connection was captured then): end the
        waits it passed, as the connection's own next packet would have (see timers.py)."""
        events: list[StreamEvent] = []
        table = self._table
        for connection in table.timers.expired(now):
            if table.holds(connection):
                self._expire(connection, now, events)
        return events

    def _expire(self, connection: Connection, now: int, events: list[StreamEvent]) -> None:
        a, b = connection.directions
        if a.phase is HANDSHAKE:
            if (a.early or b.early) and now - connection.since > REORDER_WINDOW:
                self._open(connection, events)
        elif connection.reset_at is not None:
            if now - connection.reset_at > REORDER_WINDOW:
                self._close(connection, now, "rst", events)
        else:
            self._delivery.give_up(connection, events, now)

    def flush(self, ts: int) -> list[StreamEvent]:
        """End of input: give up on every hole and end every flow."""
        events: list[StreamEvent] = []
        following, waiting = self._following, self._waiting
        while following or waiting:  # (closing may replay packets that start another)
            state = next(iter((following or waiting).values()))
            self._close(state.connection, ts, "eof", events)
        return events

    # -- what is not the next bytes of a healthy flow ---------------------------------------------

    def _feed(self, seg: Segment, state: Direction | None) -> list[StreamEvent]:
        events: list[StreamEvent] = []
        if state is None and self._waiting:
            state = self._waiting.get(seg.flow)
            if state is not None:
                reset_at = state.connection.reset_at
                if reset_at is not None and seg.ts - reset_at > REORDER_WINDOW:
                    self._close(state.connection, seg.ts, "rst", events)
                    state = None
        if state is None:
            if not seg.flags & SYN:
                if not (seg.payload or seg.missing):
                    return events  # a closing ACK or RST of a connection already ended (or never seen)
                if self._table.closed and self._table.late_copy(seg):
                    return events
            state = self._table.start(seg)
        elif seg.flags & (SYN | ACK) == SYN and state.next_seq is not None:
            if (seg.seq + 1 + state.next_off - state.next_seq) & SEQ == 0:
                return events  # this connection's own SYN again (retransmitted, or captured late)
            self._close(state.connection, seg.ts, "eof", events)  # port reuse: a new connection
            state = self._table.start(seg)
        if seg.flags & SYN:
            self._start(state, seg, events)
        else:
            self._segment(state, seg, events)
        return events

    def _segment(self, state: Direction, seg: Segment, events: list[StreamEvent]) -> None:
        ts, flags = seg.ts, seg.flags
        reverse, connection, delivery = state.reverse, state.connection, self._delivery
        if (state.deadline is not None and ts > state.deadline) or (
            reverse.deadline is not None and ts > reverse.deadline
        ):
            delivery.give_up(connection, events, ts)
        if state.phase is HANDSHAKE:
            if flags & RST:
                self._open(connection, events)
            elif seg.payload or seg.missing or flags & FIN:
                self._hold_early(state, seg, events)
                return
            else:
                return  # a bare ACK: nothing to hold
        if flags & RST:
            need = delivery.acknowledged(reverse, seg.ack, ts) if flags & ACK and reverse.next_seq is not None else 0
            self._reset(state, seg, need, events)
            return
        need = 0
        if flags & ACK and seg.ack != reverse.next_seq and reverse.next_seq is not None and reverse.phase is not ENDED:
            need = delivery.acknowledged(reverse, seg.ack, ts)
        if seg.payload or seg.missing:
            delivery.data(state, seg, need, events)
        elif not flags & FIN:
            return  # a bare ACK delivers nothing
        if flags & FIN and state.next_seq is not None and state.fin_off is None:
            self._fin(state, seg, need)
        waits = state.deadline is not None or reverse.deadline is not None or connection.reset_at is not None
        if state.pending or reverse.pending or waits:
            delivery.settle(connection, ts, events)
        elif state.phase is CLOSING and state.reached_fin():
            state.phase = ENDED  # (what settle does, when nothing is held)
            events.append(StreamEnd(ts, state.flow, "fin"))
            if reverse.phase is ENDED:
                self._table.forget(connection, ts)

    def _fin(self, state: Direction, seg: Segment, need: int) -> None:
        """The direction's FIN, the first: where its bytes end. Held, when bytes before it or
        bytes of the other direction it acknowledged are not in yet (so that both directions
        see it)."""
        state.fin_off = fin = state.offset_of(seg.seq) + len(seg.payload) + seg.missing
        state.fin_need = need
        if state.phase is OPEN:
            state.phase = CLOSING
        early = state.next_off < fin or (need and not state.reverse.reached(need))
        if early and fin not in state.pending:
            state.hold(fin, (b"", 0, seg.ts, need, seg.number))

    # -- connections: start, reset, end ---------------------------------------------------------------

    def _start(self, state: Direction, seg: Segment, events: list[StreamEvent]) -> None:
        """A SYN or SYN-ACK: where the flow starts. A SYN-ACK also says where the initiator's flow
        starts (it acknowledges the SYN), should the SYN be late or missing. Once both starts are
        known, a connection waiting for them opens."""
        if state.next_seq is None:
            state.next_seq = (seg.seq + 1) & SEQ
            if not seg.flags & ACK:
                events.append(StreamOpen(seg.ts, state.flow))
        reverse = state.reverse
        if seg.flags & ACK and reverse.next_seq is None:
            reverse.next_seq = seg.ack & SEQ
            events.append(StreamOpen(seg.ts, reverse.flow))
        if state.phase is HANDSHAKE and reverse.next_seq is not None:
            self._open(state.connection, events)

    def _hold_early(self, state: Direction, seg: Segment, events: list[StreamEvent]) -> None:
        """A packet of a connection whose handshake is not all seen: held, as the handshake may be
        captured late, until it is or waiting is over (see the module's docstring)."""
        connection = state.connection
        if not (state.early or state.reverse.early):  # the first held: the wait starts
            self._table.timers.wake(connection, connection.since + REORDER_WINDOW)
        state.early.append(seg)
        state.early_bytes += len(seg.payload) + 64
        if state.early_bytes + state.reverse.early_bytes > OPENING_HOLD or seg.ts - connection.since > REORDER_WINDOW:
            self._open(connection, events)

    def _open(self, connection: Connection, events: list[StreamEvent]) -> None:
        """Follow the connection from where its handshake said each direction starts; a direction
        whose start is still unknown starts at the lowest sequence number it holds (the capture
        began mid-connection). Then the packets it held go through, as if they came now."""
        a, b = connection.directions
        if not (a.early or b.early):  # (a handshake in order: nothing held)
            a.phase = b.phase = OPEN
            self._table.follow(connection)
            return
        held: list[Segment] = []
        for state in connection.directions:
            early, state.early, state.early_bytes = state.early, [], 0
            state.phase = OPEN
            held += early
            data = [s for s in early if s.payload or s.missing]
            if state.next_seq is None and data:
                first = min(data, key=lambda s: seq_diff(s.seq, data[0].seq))
                state.next_seq = first.seq
                events.append(StreamGap(data[0].ts, state.flow, 0, 0, "midstream"))
        self._table.follow(connection)
        held.sort(key=lambda s: s.ts)  # (both directions' packets, about as they were captured)
        following = self._following
        for seg in held:
            now = following.get(seg.flow)
            if now is None or now.connection is not connection:
                events.extend(self._feed(seg, now))  # the connection ended meanwhile
            else:
                self._segment(now, seg, events)

    def _reset(self, state: Direction, seg: Segment, need: int, events: list[StreamEvent]) -> None:
        """A RST from `state`'s side ends the connection. Segments sent before it may still be
        captured after it: while what the RST says was sent (its sequence number; its ACK of the
        other direction) is not all in, or held data waits, the connection lingers for them, at
        most REORDER_WINDOW; what is still missing then is lost."""
        connection = state.connection
        if connection.reset_at is not None:
            return  # already lingering
        reverse = state.reverse
        sent = state.offset_of(seg.seq) if state.next_seq is not None else 0
        for direction, end in ((state, sent), (reverse, need)):
            if direction.fin_off is not None:
                end = min(end, direction.fin_off)
            owed = direction.next_off < end <= direction.next_off + self.buffer_cap and direction.phase is not ENDED
            if owed and end not in direction.pending:
                direction.hold(end, (b"", 0, seg.ts, 0, seg.number))
        if not (state.pending or reverse.pending):
            self._close(connection, seg.ts, "rst", events)
            return
        connection.reset_at = seg.ts
        self._table.timers.wake(connection, seg.ts + REORDER_WINDOW)
        self._table.set_apart(connection)

    def _close(self, connection: Connection, ts: int, reason: str, events: list[StreamEvent]) -> None:
        """The connection is over: every hole is lost, every held byte delivered, both flows end."""
        if connection.reset_at is not None:  # it was reset, and lingered for what was sent before
            ts, reason = connection.reset_at, "rst"
        a, b = connection.directions
        if a.phase is HANDSHAKE:
            self._open(connection, events)
        delivery = self._delivery
        delivery.give_up(connection, events)
        while a.pending or b.pending:
            moved = False
            for state in connection.directions:
                if state.pending:
                    first = state.first()
                    if state.fin_off is not None and first > state.fin_off and not state.pending[first][0]:
                        del state.pending[first]  # an end a RST said, counting the FIN's sequence number
                        moved = True
                        continue
                    if first > state.next_off:
                        delivery.gap(state, first - state.next_off, state.pending[first][2], "lost", events)
                        moved = True
                    moved = delivery.drain(state, 0, events) or moved
            if not moved:  # each direction's next bytes wait for the other's (nonsense acknowledgements)
                for state in connection.directions:
                    delivery.drain(state, 0, events, force=True)
        for state in connection.directions:
            if state.phase is not ENDED:
                state.phase = ENDED
                events.append(StreamEnd(ts, state.flow, reason))
        self._table.forget(connection, ts)


def reassemble(
    segments: Iterable[Segment], counters: Counters, buffer_cap: int = DEFAULT_BUFFER_CAP
) -> Iterator[StreamEvent]:
    """Stream events for a stream of segments, ending every flow when the input ends."""
    reassembler = Reassembler(counters, buffer_cap)
    last_ts = 0
    for seg in segments:
        last_ts = seg.ts
        yield from reassembler.feed(seg)
    yield from reassembler.flush(last_ts)
