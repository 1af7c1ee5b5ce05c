"""TCP reassembly: segments in capture order -> in-order byte stream events per flow.

Handles out-of-order segments, retransmissions and overlaps, SYN/FIN/RST, holes the capture
never saw (declared lost when the peer acknowledges past them, when the out-of-order buffer
reaches its cap, or at the end), snaplen-cut payloads, and connections already open when the
capture started. Memory per flow is bounded by `buffer_cap` bytes of out-of-order data.

Nearly every segment is just the next bytes of a healthy flow, or a bare ACK: `in_order` settles
those with a few comparisons. The pipeline calls it directly, and `feed` only when it declines.
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

DEFAULT_BUFFER_CAP = 64 * 1024 * 1024


def seq_diff(a: int, b: int) -> int:
    """a - b in 32-bit sequence space, as a signed number."""
    return ((a - b + 0x80000000) & 0xFFFFFFFF) - 0x80000000


class _FlowState:
    __slots__ = ("flow", "next_seq", "next_off", "pending", "pending_bytes", "fin_off", "ended", "reverse", "pair")

    def __init__(self, flow: Flow) -> None:
        self.flow = flow
        self.next_seq: int | None = None  # sequence number of the next byte to deliver
        self.next_off = 0  # stream offset of that byte
        self.pending: dict[int, tuple[bytes, int]] = {}  # offset -> (payload, bytes cut by snaplen)
        self.pending_bytes = 0
        self.fin_off: int | None = None
        self.ended = False
        self.reverse: _FlowState = self  # the other direction, set once both exist
        self.pair: tuple[_FlowState, _FlowState] = (self, self)  # both, in the order they were made

    def offset_of(self, seq: int) -> int:
        assert self.next_seq is not None
        return self.next_off + seq_diff(seq, self.next_seq)

    def advance(self, nbytes: int) -> None:
        assert self.next_seq is not None
        self.next_off += nbytes
        self.next_seq = (self.next_seq + nbytes) & 0xFFFFFFFF


class Reassembler:
    """Feed segments in capture order; each call returns the stream events they complete."""

    def __init__(self, counters: Counters, buffer_cap: int = DEFAULT_BUFFER_CAP) -> None:
        self.counters = counters
        self.buffer_cap = buffer_cap
        # both directions of every connection being followed, by flow: one look-up per segment
        self._flows: dict[Flow, _FlowState] = {}

    def feed(self, seg: Segment) -> list[StreamEvent]:
        off = self.in_order(seg)
        if off is None:
            return self._feed(seg, self._flows.get(seg.flow))
        return [StreamData(seg.ts, seg.flow, off, seg.payload)] if seg.payload else []

    def in_order(self, seg: SegmentFields) -> int | None:
        """The fast path: when `seg` is the next bytes of a healthy flow, advance the flow past
        them and return their stream offset, the data of the StreamData that `feed` returns; for a
        bare ACK that changes nothing, return the flow's offset. None for anything else, which only
        `feed` handles. (Most segments are one or the other, settled with a few comparisons.)
        test_pipeline.py's test_wired_pipeline_equals_the_stages_in_a_row proves the pipeline that
        uses it gives what `feed` alone gives, clean and damaged captures alike."""
        _, flow, seq, _, flags, payload, missing = seg
        state = self._flows.get(flow)
        if state is None or flags & (SYN | FIN | RST) or missing or state.reverse.pending:
            return None
        off = state.next_off
        if not payload:
            return off
        if state.next_seq != seq or state.pending or state.ended:
            return None
        state.next_off = off + len(payload)
        state.next_seq = (seq + len(payload)) & 0xFFFFFFFF
        return off

    def _feed(self, seg: Segment, state: _FlowState | None) -> list[StreamEvent]:
        events: list[StreamEvent] = []
        if state is None and not (seg.payload or seg.missing or seg.flags & SYN):
            return events  # a closing ACK or RST of a connection already ended (or never seen)
        state = self._connection(seg, state, events)
        reverse = state.reverse
        if seg.flags & RST:
            self._close(state.pair, seg.ts, "rst", events)
            return events
        if seg.flags & ACK and reverse.pending:
            self._acked(reverse, seg.ack, seg.ts, events)
        if seg.flags & SYN:
            if state.next_seq is None:
                state.next_seq = (seg.seq + 1) & 0xFFFFFFFF
            return events
        if seg.payload or seg.missing:
            self._data(state, seg, events)
        if seg.flags & FIN and state.next_seq is not None:
            state.fin_off = state.offset_of(seg.seq) + len(seg.payload) + seg.missing
        if state.fin_off is not None and state.next_off >= state.fin_off and not state.ended:
            state.ended = True
            events.append(StreamEnd(seg.ts, state.flow, "fin"))
            if reverse.ended:
                self._forget(state.pair)
        return events

    def flush(self, ts: int) -> list[StreamEvent]:
        """End of input: give up on every hole and end every flow."""
        events: list[StreamEvent] = []
        for pair in [s.pair for s in self._flows.values() if s.pair[0] is s]:
            self._close(pair, ts, "eof", events)
        return events

    def _connection(self, seg: Segment, state: _FlowState | None, events: list[StreamEvent]) -> _FlowState:
        is_open = seg.flags & (SYN | ACK) == SYN
        if state is not None and is_open and state.next_off > 0:
            self._close(state.pair, seg.ts, "eof", events)  # port reuse: a new connection
            state = None
        if state is None:
            state, reverse = _FlowState(seg.flow), _FlowState(seg.flow.reverse())
            state.reverse, reverse.reverse = reverse, state
            state.pair = reverse.pair = (state, reverse)
            self._flows[state.flow] = state
            self._flows[reverse.flow] = reverse
            self.counters.connections += 1
        if is_open and state.next_seq is None:
            events.append(StreamOpen(seg.ts, seg.flow))
        return state

    def _forget(self, pair: tuple[_FlowState, _FlowState]) -> None:
        for state in pair:
            if self._flows.get(state.flow) is state:
                del self._flows[state.flow]

    def _data(self, state: _FlowState, seg: Segment, events: list[StreamEvent]) -> None:
        if state.ended:
            return
        if state.next_seq is None:  # first bytes of a connection already open
            state.next_seq = seg.seq
            events.append(StreamGap(seg.ts, state.flow, 0, 0, "midstream"))
        off = state.offset_of(seg.seq)
        if off > state.next_off:
            self._hold(state, off, seg, events)
            return
        self._deliver(state, off, seg.payload, seg.missing, seg.ts, events)
        self._drain(state, seg.ts, events)

    def _deliver(
        self, state: _FlowState, off: int, payload: bytes, missing: int, ts: int, events: list[StreamEvent]
    ) -> None:
        """Deliver the part of (payload + missing tail) at `off` that is new."""
        skip = state.next_off - off
        if skip >= len(payload) + missing:
            self.counters.bytes_retransmitted += len(payload)
            return
        if skip > 0:
            self.counters.bytes_retransmitted += min(skip, len(payload))
        data = payload[skip:] if skip > 0 else payload
        if data:
            events.append(StreamData(ts, state.flow, state.next_off, data))
            state.advance(len(data))
        cut = missing - max(0, skip - len(payload))
        if cut > 0:
            self._gap(state, cut, ts, "snaplen", events)

    def _hold(self, state: _FlowState, off: int, seg: Segment, events: list[StreamEvent]) -> None:
        previous = state.pending.get(off)
        if previous is not None and len(previous[0]) >= len(seg.payload):
            self.counters.bytes_retransmitted += len(seg.payload)
            return
        if previous is not None:
            state.pending_bytes -= len(previous[0])
        state.pending[off] = (seg.payload, seg.missing)
        state.pending_bytes += len(seg.payload)
        while state.pending_bytes > self.buffer_cap:
            first = min(state.pending)
            self.counters.bytes_dropped_by_cap += first - state.next_off
            self._gap(state, first - state.next_off, seg.ts, "overflow", events)
            self._drain(state, seg.ts, events)

    def _drain(self, state: _FlowState, ts: int, events: list[StreamEvent]) -> None:
        pending = state.pending
        while pending:
            item = pending.pop(state.next_off, None)
            off = state.next_off
            if item is None:
                off = min(pending)
                if off > state.next_off:
                    return
                item = pending.pop(off)
            state.pending_bytes -= len(item[0])
            self._deliver(state, off, item[0], item[1], ts, events)

    def _acked(self, state: _FlowState, ack: int, ts: int, events: list[StreamEvent]) -> None:
        """The peer acknowledged bytes we never saw: the capture lost them."""
        if state.next_seq is None:
            return
        acked = state.offset_of(ack)
        first = min(state.pending)
        if acked > state.next_off and acked >= first:
            self._gap(state, first - state.next_off, ts, "lost", events)
            self._drain(state, ts, events)

    def _gap(self, state: _FlowState, length: int, ts: int, reason: str, events: list[StreamEvent]) -> None:
        if length <= 0:
            return
        events.append(StreamGap(ts, state.flow, state.next_off, length, reason))
        self.counters.gaps += 1
        self.counters.bytes_lost += length if reason in ("lost", "snaplen") else 0
        state.advance(length)

    def _close(self, pair: tuple[_FlowState, _FlowState], ts: int, reason: str, events: list[StreamEvent]) -> None:
        for state in pair:
            while state.pending:
                first = min(state.pending)
                self._gap(state, first - state.next_off, ts, "lost", events)
                self._drain(state, ts, events)
            if not state.ended:
                state.ended = True
                events.append(StreamEnd(ts, state.flow, reason))
        self._forget(pair)


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
