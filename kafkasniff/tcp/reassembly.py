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
"""

from __future__ import annotations

import heapq
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

DEFAULT_BUFFER_CAP = 64 * 1024 * 1024
# How late, in capture time, a segment may be captured and still take its place. Reordering on
# span ports and multi-queue NICs is microseconds to milliseconds; a second leaves room for clock
# skew between capture points, and still reports a real loss (or ends a reset connection) soon.
REORDER_WINDOW = 1_000_000_000
OPENING_HOLD = 64 * 1024  # bytes (and 64 per packet) a connection holds while waiting for its handshake
CLOSED_FLOWS = 16384  # ended flows remembered, to drop late copies of their bytes...
CLOSED_AGE = 60 * 1_000_000_000  # ... for this long (TCP's TIME_WAIT)
LATE_REACH = 1 << 24  # how far behind a closed flow's end a late copy may start
_SEQ = 0xFFFFFFFF
_SYN_FIN_RST = SYN | FIN | RST


def seq_diff(a: int, b: int) -> int:
    """a - b in 32-bit sequence space, as a signed number."""
    return ((a - b + 0x80000000) & _SEQ) - 0x80000000


# A held segment: (payload, bytes cut by snaplen, capture time, offset of the other direction
# that must be delivered first, 0 for none, its packet's frame number). An empty one marks where
# a FIN (or the bytes a RST says were sent) ends the flow.
_Held = tuple[bytes, int, int, int, int]


class _FlowState:
    __slots__ = ("flow", "next_seq", "next_off", "pending", "offsets", "pending_bytes", "fin_off", "fin_need",
                 "ended", "reverse", "pair", "acked_off", "deadline", "early", "early_bytes", "since",
                 "rst")  # fmt: skip

    def __init__(self, flow: Flow, ts: int) -> None:
        self.flow = flow
        self.next_seq: int | None = None  # sequence number of the next byte to deliver
        self.next_off = 0  # stream offset of that byte
        self.pending: dict[int, _Held] = {}  # offset -> held segment
        self.offsets: list[int] = []  # a heap of the offsets held (and of some no longer held)
        self.pending_bytes = 0
        self.fin_off: int | None = None
        self.fin_need = 0  # what the FIN's segment acknowledged of the other direction
        self.ended = False
        self.reverse: _FlowState = self  # the other direction, set once both exist
        self.pair: tuple[_FlowState, _FlowState] = (self, self)  # both, in the order they were made
        self.acked_off = 0  # the furthest offset the peer acknowledged
        self.deadline: int | None = None  # while bytes the peer acknowledged are missing: when to give up
        # while the flow's start is unknown: its packets, held for its SYN (or SYN-ACK); None once
        # its start is known, or once the connection stopped waiting for it
        self.early: list[Segment] | None = []
        self.early_bytes = 0  # their payload, and 64 for each
        self.since = ts  # when the connection was first seen
        self.rst: int | None = None  # when a RST ended the connection, while it lingers

    def offset_of(self, seq: int) -> int:
        assert self.next_seq is not None
        return self.next_off + seq_diff(seq, self.next_seq)

    def advance(self, nbytes: int) -> None:
        assert self.next_seq is not None
        self.next_off += nbytes
        self.next_seq = (self.next_seq + nbytes) & _SEQ

    def hold(self, offset: int, item: _Held) -> None:
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


class Reassembler:
    """Feed segments in capture order; each call returns the stream events they complete."""

    def __init__(self, counters: Counters, buffer_cap: int = DEFAULT_BUFFER_CAP) -> None:
        self.counters = counters
        self.buffer_cap = buffer_cap
        # both directions of every connection being followed, by flow: one look-up per segment
        self._flows: dict[Flow, _FlowState] = {}
        # both directions of connections waiting for their handshake, or lingering after a RST
        self._waiting: dict[Flow, _FlowState] = {}
        self._closed: dict[Flow, tuple[int, int]] = {}  # flow -> (sequence number past its end, time), oldest first

    def feed(self, seg: Segment) -> list[StreamEvent]:
        off = self.in_order(seg)
        if off is None:
            return self._feed(seg, self._flows.get(seg.flow))
        return [StreamData(seg.ts, seg.flow, off, seg.payload, seg.number)] if seg.payload else []

    def in_order(self, seg: SegmentFields) -> int | None:
        """The fast path: when `seg` is the next bytes of a healthy flow, advance the flow past
        them and return their stream offset, the data of the StreamData that `feed` returns; for a
        bare ACK that changes nothing, return the flow's offset. None for anything else, which only
        `feed` handles. (Most segments are one or the other, settled with a few comparisons.)
        test_pipeline.py's test_wired_pipeline_equals_the_stages_in_a_row proves the pipeline that
        uses it gives what `feed` alone gives, clean and damaged captures alike."""
        _, flow, seq, ack, flags, payload, missing, _ = seg
        state = self._flows.get(flow)
        if state is None or flags & _SYN_FIN_RST or missing:
            return None
        reverse = state.reverse
        if reverse.pending:
            return None
        off = state.next_off
        if not payload:
            return off
        if state.next_seq != seq or state.pending or state.ended:
            return None
        peer = reverse.next_seq
        if ack != peer and peer is not None and (ack - peer) & 0xFFFFFFFF < 0x80000000 and not reverse.ended:
            return None  # it acknowledges bytes of the other direction not seen yet: they go first
        state.next_off = off + len(payload)
        state.next_seq = (seq + len(payload)) & 0xFFFFFFFF
        return off

    def quiet(self) -> tuple[tuple[Flow, int], ...] | None:
        """Where the one connection followed stands when nothing about it is pending (no bytes
        held or awaited, no handshake, FIN or RST in play, nothing acknowledged beyond what was
        delivered): each direction's flow and next sequence number, in flow order. Then what it
        does next depends on its next segments alone, not on its past (see bulk/crossing.py)."""
        if self._waiting or len(self._flows) != 2:
            return None
        ends = []
        for state in self._flows.values():
            if (state.next_seq is None or state.pending or state.early is not None or state.ended
                    or state.deadline is not None or state.fin_off is not None or state.rst is not None
                    or state.acked_off > state.next_off):  # fmt: skip
                return None
            ends.append((state.flow, state.next_seq))
        return tuple(sorted(ends))

    def flush(self, ts: int) -> list[StreamEvent]:
        """End of input: give up on every hole and end every flow."""
        events: list[StreamEvent] = []
        while self._flows or self._waiting:  # (closing may replay packets that start another)
            state = next(iter((self._flows or self._waiting).values()))
            self._close(state.pair, ts, "eof", events)
        return events

    # -- what is not the next bytes of a healthy flow ---------------------------------------------

    def _feed(self, seg: Segment, state: _FlowState | None) -> list[StreamEvent]:
        events: list[StreamEvent] = []
        if state is None and self._waiting:
            state = self._waiting.get(seg.flow)
            if state is not None and state.rst is not None and seg.ts - state.rst > REORDER_WINDOW:
                self._close(state.pair, seg.ts, "rst", events)
                state = None
        if state is None:
            if not seg.flags & SYN:
                if not (seg.payload or seg.missing):
                    return events  # a closing ACK or RST of a connection already ended (or never seen)
                if self._closed and self._late_copy(seg):
                    return events
            state = self._connection(seg)
        elif seg.flags & (SYN | ACK) == SYN and state.next_seq is not None:
            if (seg.seq + 1 + state.next_off - state.next_seq) & _SEQ == 0:
                return events  # this connection's own SYN again (retransmitted, or captured late)
            self._close(state.pair, seg.ts, "eof", events)  # port reuse: a new connection
            state = self._connection(seg)
        if seg.flags & SYN:
            self._start(state, seg, events)
        else:
            self._segment(state, seg, events)
        return events

    def _segment(self, state: _FlowState, seg: Segment, events: list[StreamEvent]) -> None:
        ts, flags = seg.ts, seg.flags
        reverse = state.reverse
        if (state.deadline is not None and ts > state.deadline) or (
            reverse.deadline is not None and ts > reverse.deadline
        ):
            self._give_up(state.pair, events, ts)
        if state.early is not None:  # the connection waits for its handshake
            if flags & RST:
                self._open(state.pair, events)
            elif seg.payload or seg.missing or flags & FIN:
                self._hold_early(state, seg, events)
                return
            else:
                return  # a bare ACK: nothing to hold
        if flags & RST:
            need = self._acknowledged(reverse, seg.ack, ts) if flags & ACK and reverse.next_seq is not None else 0
            self._reset(state, seg, need, events)
            return
        need = 0
        if flags & ACK and seg.ack != reverse.next_seq and reverse.next_seq is not None and not reverse.ended:
            need = self._acknowledged(reverse, seg.ack, ts)
        if seg.payload or seg.missing:
            self._data(state, seg, need, events)
        elif not flags & FIN:
            return  # a bare ACK delivers nothing
        if flags & FIN and state.next_seq is not None and state.fin_off is None:
            state.fin_off = fin = state.offset_of(seg.seq) + len(seg.payload) + seg.missing
            state.fin_need = need
            early = state.next_off < fin or (need and not reverse.reached(need))
            if early and fin not in state.pending:  # the FIN waits, held (so that both directions see it)
                state.hold(fin, (b"", 0, ts, need, seg.number))
        waits = state.deadline is not None or reverse.deadline is not None or state.rst is not None
        if state.pending or reverse.pending or waits:
            self._settle(state.pair, ts, events)
        elif not state.ended and state.fin_off is not None and state.next_off >= state.fin_off:
            state.ended = True  # (what _settle does, when nothing is held)
            events.append(StreamEnd(ts, state.flow, "fin"))
            if reverse.ended:
                self._forget(state.pair, ts)

    # -- connections: start, reset, end ---------------------------------------------------------------

    def _connection(self, seg: Segment) -> _FlowState:
        state, reverse = _FlowState(seg.flow, seg.ts), _FlowState(seg.flow.reverse(), seg.ts)
        state.reverse, reverse.reverse = reverse, state
        state.pair = reverse.pair = (state, reverse)
        self._waiting[state.flow] = state
        self._waiting[reverse.flow] = reverse
        self.counters.connections += 1
        return state

    def _start(self, state: _FlowState, seg: Segment, events: list[StreamEvent]) -> None:
        """A SYN or SYN-ACK: where the flow starts. A SYN-ACK also says where the initiator's flow
        starts (it acknowledges the SYN), should the SYN be late or missing. Once both starts are
        known, a connection waiting for them opens."""
        if state.next_seq is None:
            state.next_seq = (seg.seq + 1) & _SEQ
            if not seg.flags & ACK:
                events.append(StreamOpen(seg.ts, state.flow))
        reverse = state.reverse
        if seg.flags & ACK and reverse.next_seq is None:
            reverse.next_seq = seg.ack & _SEQ
            events.append(StreamOpen(seg.ts, reverse.flow))
        if state.early is not None and reverse.next_seq is not None:
            self._open(state.pair, events)

    def _hold_early(self, state: _FlowState, seg: Segment, events: list[StreamEvent]) -> None:
        """A packet of a connection whose handshake is not all seen: held, as the handshake may be
        captured late, until it is or waiting is over (see the module's docstring)."""
        early, reverse = state.early, state.reverse
        assert early is not None
        early.append(seg)
        state.early_bytes += len(seg.payload) + 64
        if state.early_bytes + reverse.early_bytes > OPENING_HOLD or seg.ts - state.since > REORDER_WINDOW:
            self._open(state.pair, events)

    def _open(self, pair: tuple[_FlowState, _FlowState], events: list[StreamEvent]) -> None:
        """Follow the connection from where its handshake said each direction starts; a direction
        whose start is still unknown starts at the lowest sequence number it holds (the capture
        began mid-connection). Then the packets it held go through, as if they came now."""
        a, b = pair
        if not (a.early or b.early):  # (a handshake in order: nothing held)
            a.early = b.early = None
            waiting, flows = self._waiting, self._flows
            for state in pair:
                if waiting.get(state.flow) is state:
                    flows[state.flow] = waiting.pop(state.flow)
            return
        held: list[Segment] = []
        for state in pair:
            early, state.early, state.early_bytes = state.early or [], None, 0
            held += early
            data = [s for s in early if s.payload or s.missing]
            if state.next_seq is None and data:
                first = min(data, key=lambda s: seq_diff(s.seq, data[0].seq))
                state.next_seq = first.seq
                events.append(StreamGap(data[0].ts, state.flow, 0, 0, "midstream"))
            if self._waiting.get(state.flow) is state:
                del self._waiting[state.flow]
                self._flows[state.flow] = state
        held.sort(key=lambda s: s.ts)  # (both directions' packets, about as they were captured)
        for seg in held:
            now = self._flows.get(seg.flow)
            if now is None or now.pair is not pair:
                events.extend(self._feed(seg, now))  # the connection ended meanwhile
            else:
                self._segment(now, seg, events)

    def _reset(self, state: _FlowState, seg: Segment, need: int, events: list[StreamEvent]) -> None:
        """A RST from `state`'s side ends the connection. Segments sent before it may still be
        captured after it: while what the RST says was sent (its sequence number; its ACK of the
        other direction) is not all in, or held data waits, the connection lingers for them, at
        most REORDER_WINDOW; what is still missing then is lost."""
        if state.rst is not None:
            return  # already lingering
        reverse = state.reverse
        sent = state.offset_of(seg.seq) if state.next_seq is not None else 0
        for flow_state, end in ((state, sent), (reverse, need)):
            if flow_state.fin_off is not None:
                end = min(end, flow_state.fin_off)
            owed = flow_state.next_off < end <= flow_state.next_off + self.buffer_cap and not flow_state.ended
            if owed and end not in flow_state.pending:
                flow_state.hold(end, (b"", 0, seg.ts, 0, seg.number))
        if not (state.pending or reverse.pending):
            self._close(state.pair, seg.ts, "rst", events)
            return
        state.rst = reverse.rst = seg.ts
        for flow_state in state.pair:
            if self._flows.get(flow_state.flow) is flow_state:
                del self._flows[flow_state.flow]
                self._waiting[flow_state.flow] = flow_state

    def _close(self, pair: tuple[_FlowState, _FlowState], ts: int, reason: str, events: list[StreamEvent]) -> None:
        """The connection is over: every hole is lost, every held byte delivered, both flows end."""
        if pair[0].rst is not None:  # it was reset, and lingered for what was sent before
            ts, reason = pair[0].rst, "rst"
        if pair[0].early is not None:
            self._open(pair, events)
        self._give_up(pair, events)
        while pair[0].pending or pair[1].pending:
            moved = False
            for state in pair:
                if state.pending:
                    first = state.first()
                    if state.fin_off is not None and first > state.fin_off and not state.pending[first][0]:
                        del state.pending[first]  # an end a RST said, counting the FIN's sequence number
                        moved = True
                        continue
                    if first > state.next_off:
                        self._gap(state, first - state.next_off, state.pending[first][2], "lost", events)
                        moved = True
                    moved = self._drain(state, 0, events) or moved
            if not moved:  # each direction's next bytes wait for the other's (nonsense acknowledgements)
                for state in pair:
                    self._drain(state, 0, events, force=True)
        for state in pair:
            if not state.ended:
                state.ended = True
                events.append(StreamEnd(ts, state.flow, reason))
        self._forget(pair, ts)

    def _forget(self, pair: tuple[_FlowState, _FlowState], ts: int) -> None:
        flows, waiting, closed = self._flows, self._waiting, self._closed
        for state in pair:
            flow = state.flow
            if flows.get(flow) is state:
                del flows[flow]
            elif waiting.get(flow) is state:
                del waiting[flow]
            else:
                continue
            if state.next_seq is not None:
                if flow in closed:
                    del closed[flow]  # (to be the newest)
                closed[flow] = (state.next_seq, ts)
        while len(closed) > CLOSED_FLOWS:  # (their age is checked when one is looked up)
            del closed[next(iter(closed))]

    def _late_copy(self, seg: Segment) -> bool:
        """A late copy of bytes that a flow, now closed, already delivered: counted, dropped."""
        closed = self._closed.get(seg.flow)
        if closed is None or seg.ts - closed[1] > CLOSED_AGE:
            return False
        behind = seq_diff(closed[0], seg.seq + len(seg.payload) + seg.missing)
        if not 0 <= behind <= LATE_REACH:
            return False
        self.counters.bytes_retransmitted += len(seg.payload)
        return True

    # -- bytes ----------------------------------------------------------------------------------------

    def _acknowledged(self, state: _FlowState, ack: int, ts: int) -> int:
        """The peer's ACK of `state`'s bytes: when it covers bytes not delivered yet, start (or go
        on) waiting for them, and return the offset the peer's segment must wait for; else 0."""
        acked = state.offset_of(ack)
        if state.fin_off is not None and acked > state.fin_off:
            acked = state.fin_off  # the FIN's sequence number is no byte
        if state.reached(acked) or acked - state.next_off > self.buffer_cap:  # nothing missing, or nonsense
            return 0
        if state.deadline is None or state.reached(state.acked_off):  # a new wait
            state.deadline = ts + REORDER_WINDOW
        if acked > state.acked_off:
            state.acked_off = acked
        return acked

    def _data(self, state: _FlowState, seg: Segment, need: int, events: list[StreamEvent]) -> None:
        if state.ended:
            self.counters.bytes_retransmitted += len(seg.payload)
            return
        if state.next_seq is None:  # first bytes of a connection already open
            state.next_seq = seg.seq
            events.append(StreamGap(seg.ts, state.flow, 0, 0, "midstream"))
        off = state.offset_of(seg.seq)
        if off > state.next_off or not state.reverse.reached(need):
            self._hold(state, off, seg, need, events)
            return
        self._deliver(state, off, seg.payload, seg.missing, seg.ts, seg.number, events)

    def _deliver(
        self, state: _FlowState, off: int, payload: bytes, missing: int, ts: int, number: int,
        events: list[StreamEvent],
    ) -> None:  # fmt: skip
        """Deliver the part of (payload + missing tail) at `off` that is new."""
        skip = state.next_off - off
        if skip >= len(payload) + missing:
            self.counters.bytes_retransmitted += len(payload)
            return
        if skip > 0:
            self.counters.bytes_retransmitted += min(skip, len(payload))
        data = payload[skip:] if skip > 0 else payload
        if data:
            events.append(StreamData(ts, state.flow, state.next_off, data, number))
            state.advance(len(data))
        cut = missing - max(0, skip - len(payload))
        if cut > 0:
            self._gap(state, cut, ts, "snaplen", events)

    def _hold(self, state: _FlowState, off: int, seg: Segment, need: int, events: list[StreamEvent]) -> None:
        pending = state.pending
        previous = pending.get(off)
        if previous is not None:
            if len(previous[0]) >= len(seg.payload):
                self.counters.bytes_retransmitted += len(seg.payload)
                return
            state.pending_bytes -= len(previous[0])
        state.hold(off, (seg.payload, seg.missing, seg.ts, need, seg.number))
        state.pending_bytes += len(seg.payload)
        while state.pending_bytes > self.buffer_cap:
            first = state.first()
            if first > state.next_off:
                self.counters.bytes_dropped_by_cap += first - state.next_off
                self._gap(state, first - state.next_off, seg.ts, "overflow", events)
            elif not self._give_up(state.pair, events):  # the bytes are here, held behind the peer's
                self._drain(state, seg.ts, events, force=True)
            self._settle(state.pair, seg.ts, events)

    def _drain(self, state: _FlowState, ts: int, events: list[StreamEvent], force: bool = False) -> bool:
        """Deliver the held bytes that are next and may go (`force`: even those that wait for the
        other direction); each at the later of `ts` and its own capture time. Whether any went."""
        pending = state.pending
        reverse = state.reverse
        progressed = False
        while pending:
            off = state.next_off
            item = pending.get(off)
            if item is None:
                off = state.first()
                if off > state.next_off:
                    break
                item = pending[off]
            payload, missing, seen, need, number = item
            if (
                not force
                and not reverse.reached(need)
                and (off == state.next_off or off + len(payload) + missing > state.next_off)
            ):
                break  # it waits for the other direction (unless all of it was delivered already)
            del pending[off]
            state.pending_bytes -= len(payload)
            self._deliver(state, off, payload, missing, max(ts, seen), number, events)
            progressed = True
        return progressed

    def _settle(self, pair: tuple[_FlowState, _FlowState], ts: int, events: list[StreamEvent]) -> None:
        """Deliver what may go in both directions (one's progress may free the other's), then end
        a flow that reached its FIN."""
        a, b = pair
        progressed = bool(a.pending or b.pending)
        while progressed:
            progressed = bool(a.pending) and self._drain(a, ts, events)
            progressed = (bool(b.pending) and self._drain(b, ts, events)) or progressed
        for state in pair:
            if state.deadline is not None and state.reached(state.acked_off):
                state.deadline = None
            if (
                not state.ended
                and state.fin_off is not None
                and state.next_off >= state.fin_off
                and (not state.fin_need or state.reverse.reached(state.fin_need))
            ):
                state.ended = True
                events.append(StreamEnd(ts, state.flow, "fin"))
        if a.rst is not None and not (a.pending or b.pending):  # reset, and what it said was sent is in
            self._close(pair, a.rst, "rst", events)
        elif a.ended and b.ended:
            self._forget(pair, ts)

    def _give_up(self, pair: tuple[_FlowState, _FlowState], events: list[StreamEvent], now: int | None = None) -> bool:
        """Declare lost what the peer acknowledged and the capture never showed, in the flows whose
        wait is over at `now` (None: in both, whatever their wait); then deliver what waited behind
        it. Whether anything moved."""
        moved = False
        progressed = True
        while progressed:
            progressed = False
            for state in pair:
                if state.deadline is None or state.reached(state.acked_off):
                    continue
                if now is not None and now <= state.deadline:
                    continue
                pending = state.pending
                first = state.first() if pending else None
                if first is not None and first <= state.next_off:
                    continue  # its next bytes are here, waiting for the other direction
                end = state.acked_off if first is None else min(first, state.acked_off)
                if state.fin_off is not None:
                    end = min(end, state.fin_off)
                if end <= state.next_off:  # (cannot happen: a guard against looping)
                    state.deadline = None
                    continue
                since = state.deadline - REORDER_WINDOW  # when the peer's acknowledgement was first seen
                self._gap(state, end - state.next_off, since, "lost", events)
                self._settle(pair, since, events)
                progressed = moved = True
        return moved

    def _gap(self, state: _FlowState, length: int, ts: int, reason: str, events: list[StreamEvent]) -> None:
        if length <= 0:
            return
        events.append(StreamGap(ts, state.flow, state.next_off, length, reason))
        self.counters.gaps += 1
        self.counters.bytes_lost += length if reason in ("lost", "snaplen") else 0
        if reason == "snaplen":
            self.counters.snaplen_gaps += 1
            self.counters.bytes_cut_by_snaplen += length
        state.advance(length)


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
