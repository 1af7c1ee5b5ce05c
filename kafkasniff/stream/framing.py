"""Framing: in-order stream bytes -> length-prefixed frames, per connection and direction.

Decides each connection's protocol (detection.py) and hands each direction's bytes to its
framer (flow_framer.py: frames cut by the protocol's length prefix; resync.py: the next frame
found after a loss; damaged_length.py: a length prefix told from a long message), keeping each
connection's bookkeeping in connection.py.

TLS never reaches here: the TLS stage (tls/stage.py) hands on the plaintext of the connections
it decrypts, and of the others nothing. A StreamTls event tells a connection what the TLS stage
negotiated, for its Connection record; one that comes after plaintext (STARTTLS) ends the
plaintext phase (connection.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import replace

from kafkasniff.counters import Counters
from kafkasniff.dissectors.base import WireProtocol
from kafkasniff.model import (
    Connection,
    Endpoint,
    Flow,
    MemoryBudget,
    StreamData,
    StreamEnd,
    StreamEvent,
    StreamGap,
    StreamOpen,
    StreamTls,
)
from kafkasniff.stream.connection import ConnectionFraming, Phase, QuietFraming
from kafkasniff.stream.detection import Detector
from kafkasniff.stream.flow_framer import FlowFramer
from kafkasniff.stream.outputs import ConnectionClosed, FramingOutput
from kafkasniff.tcp.reassembly import DEFAULT_BUFFER_CAP

__all__ = ["ConnectionClosed", "Framer", "FramingOutput", "frames"]


class Framer:
    """Feed stream events; get frames, notices and connection ends."""

    def __init__(
        self,
        protocols: Sequence[WireProtocol],
        counters: Counters,
        extra_ports: Mapping[str, frozenset[int]] | None = None,
        buffer_cap: int = DEFAULT_BUFFER_CAP,
        memory: MemoryBudget | None = None,
        stream_of: Callable[[Flow], int | None] | None = None,
    ) -> None:
        self.detector = Detector(protocols, extra_ports or {})
        self.stream_of = stream_of  # a connection's Wireshark tcp.stream index (tcp_streams.py)
        self.counters = counters
        self.cap = buffer_cap
        self.memory = memory
        self._conns: dict[tuple[Endpoint, Endpoint], ConnectionFraming] = {}
        # The framer of each flow of a decided connection, keyed by the Flow object its first
        # StreamData carried: the capture's fast path hands out one object per flow, so later
        # look-ups match by identity, without comparing addresses.
        self._framers: dict[Flow, FlowFramer] = {}

    def feed(self, ev: StreamEvent) -> list[FramingOutput]:
        if type(ev) is StreamData:
            return self.data(ev.ts, ev.flow, ev.offset, ev.data, ev.number)
        return self._feed(ev)

    def data(self, ts: int, flow: Flow, offset: int, data: bytes, number: int = 0) -> list[FramingOutput]:
        """What `feed` makes of StreamData(ts, flow, offset, data, number), without building one:
        bytes of a connection already decided go straight to their framer (the common case)."""
        framer = self._framers.get(flow)
        if framer is None:
            return self._feed(StreamData(ts, flow, offset, data, number))
        out: list[FramingOutput] = []
        framer.data(ts, offset, data, out, number)
        return out

    def quiet(self) -> QuietFraming | None:
        """For the one connection followed, when both its directions are in sync and nothing it
        framed is still to be judged: all the past later framing reads. Else None. The bulk path
        splits long connections at such points (bulk/crossing.py)."""
        if len(self._conns) != 1:
            return None
        return next(iter(self._conns.values())).quiet()

    def _feed(self, ev: StreamEvent) -> list[FramingOutput]:
        out: list[FramingOutput] = []
        flow = ev.flow
        key = (flow.src, flow.dst) if flow.src <= flow.dst else (flow.dst, flow.src)
        state = self._conns.get(key)
        if state is None:
            state = self._conns[key] = ConnectionFraming()
        if isinstance(ev, StreamOpen):
            state.initiator = ev.flow
        elif isinstance(ev, StreamTls):
            self._start_tls(state, ev, out)
        elif isinstance(ev, StreamEnd):
            self._end(key, state, ev, out)
        elif state.phase is Phase.FRAMING:
            framer = self._framers[ev.flow] = state.framers[ev.flow]
            if type(ev) is StreamData and state.tls is None:
                state.framed_plaintext = True
            _dispatch(framer, ev, out)
        elif state.phase is Phase.IGNORED:
            if isinstance(ev, StreamData):
                self.counters.bytes_ignored += len(ev.data)
        else:
            self._sniff(state, ev, out)
        return out

    def _sniff(self, state: ConnectionFraming, ev: StreamEvent, out: list[FramingOutput]) -> None:
        """Hold a connection's first events until its protocol and roles are known."""
        state.hold(ev)
        verdict = self.detector.by_port(ev.flow, state.initiator)
        if verdict is not None:
            assert verdict.protocol is not None and verdict.connection is not None
            self._decide(state, verdict.protocol, verdict.connection, out)
            return
        data = b"".join(e.data for e in state.sniffed[ev.flow] if isinstance(e, StreamData))
        if not self.detector.can_judge(data):
            return
        proto = self.detector.by_content(ev.flow, data)
        if proto is not None and (state.initiator is None or state.initiator == ev.flow):
            self._decide(state, proto, Connection(ev.flow.src, ev.flow.dst, proto.name), out)
        elif state.initiator is not None or len(state.sniffed) == 2:
            state.ignore(self.counters)

    def _decide(
        self, state: ConnectionFraming, proto: WireProtocol, conn: Connection, out: list[FramingOutput]
    ) -> None:
        if self.stream_of is not None:
            conn = replace(conn, stream=self.stream_of(Flow(conn.client, conn.server)))
        counts = self.counters.protocol_connections
        counts[proto.name] = counts.get(proto.name, 0) + 1
        for held in state.decide(proto, conn, self.counters, self.cap, self.memory):
            _dispatch(state.framers[held.flow], held, out)

    def _start_tls(self, state: ConnectionFraming, ev: StreamTls, out: list[FramingOutput]) -> None:
        for flow in state.framers:
            self._framers.pop(flow, None)  # a STARTTLS gives its flows new framers
        state.start_tls(ev.ts, ev.session, self.counters, out)

    def _end(
        self, key: tuple[Endpoint, Endpoint], state: ConnectionFraming, ev: StreamEnd, out: list[FramingOutput]
    ) -> None:
        if state.phase is Phase.SNIFFING and state.sniffed:
            state.ignore(self.counters)  # too little data ever arrived to judge it
        if state.phase is Phase.FRAMING:
            state.framers[ev.flow].end(ev.ts, out)
        state.ended.add(ev.flow)
        if len(state.ended) == 2:
            if state.conn is not None:
                out.append(ConnectionClosed(state.conn, ev.ts))
            for flow in state.framers:
                self._framers.pop(flow, None)
            del self._conns[key]


def _dispatch(framer: FlowFramer, ev: StreamEvent, out: list[FramingOutput]) -> None:
    if isinstance(ev, StreamData):
        framer.data(ev.ts, ev.offset, ev.data, out, ev.number)
    elif isinstance(ev, StreamGap):
        framer.gap(ev, out)


def frames(events: Iterable[StreamEvent], framer: Framer) -> Iterator[FramingOutput]:
    for ev in events:
        yield from framer.feed(ev)
