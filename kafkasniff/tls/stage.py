"""TLS decryption: the stage between reassembly and framing. A connection's two in-order byte
streams in; when it is TLS and the key log has its secrets, its two plaintext streams out, with
their own offsets (the framer cuts frames in those), preceded by a StreamTls event that says
what was negotiated. Plaintext connections pass through untouched.

The stage is a facade over the package's parts, each with one job:
- `detection`: which connections are TLS (held undecided until their first bytes say), and where
  a plaintext connection that may turn to TLS part way (STARTTLS) does so.
- `direction`: a TLS connection and the state of each of its directions (`Mode`).
- `record_layer`: a direction's bytes cut into records, each handled as its mode says.
- `connections`: the TLS connections and the parts below that decrypt them, made (and imported)
  at the first TLS connection: a capture without TLS never loads them.
- `keying`: the keys a captured handshake gives (`keys`: the key log; `crypto`: decryption).
- `recovery`: keys and sequence numbers found by trying, after a hole or without a handshake.
- `output`: the plaintext handed on, one direction's held back while the other finds its keys.

A connection without keys is reported (client random, bytes) and counted as encrypted. What the
stage holds draws from the run's memory budget (--max-memory, buffers half). Notices carry TCP
stream offsets; `stream_offset` maps a plaintext offset of a recent record back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from kafkasniff.counters import Counters
from kafkasniff.model import Flow, MemoryBudget, StreamData, StreamEnd, StreamEvent, StreamOpen
from kafkasniff.tls.detection import (
    HELLO_RECORD_TYPE,
    ConnectionKey,
    Detection,
    PlaintextWatch,
    begins_client_hello,
    connection_key,
)
from kafkasniff.tls.keys import KeyLog
from kafkasniff.tls.plaintext_chain import FramedProtocol, PlaintextChain
from kafkasniff.tls.stage_output import StageOutput

if TYPE_CHECKING:
    from kafkasniff.tls.connections import TlsConnections
    from kafkasniff.tls.direction import TlsConnection, TlsDirection

__all__ = ["StageOutput", "TlsStage"]


class TlsStage:
    """Feed stream events; get stream events (plaintext for decrypted connections) and notices.
    `sides` maps each flow seen to its TLS direction, or to None for a plaintext flow: the
    pipeline passes those bytes to framing itself, without a call. A plaintext connection that
    `may_start_tls` says yes to (asked once, with its client's flow) has its client's direction
    watched instead (a `PlaintextWatch`; both directions when its opening was not captured): its
    events pass through the stage until one begins with a ClientHello, where the connection turns
    to TLS (STARTTLS)."""

    def __init__(
        self,
        keys: KeyLog | None,
        counters: Counters,
        memory: MemoryBudget | None = None,
        *,
        may_start_tls: Callable[[Flow], bool] | None = None,
        protocols: Sequence[FramedProtocol] = (),
    ) -> None:
        self.counters = counters
        self.memory = memory  # what is held (undecided bytes, plaintext waiting for order) draws from it
        self.may_start_tls = may_start_tls
        self.sides: dict[Flow, TlsDirection | PlaintextWatch | None] = {}
        # a direction begun mid-connection is plaintext once frames of these protocols chain in it
        self.detection = Detection(memory, PlaintextChain(protocols) if protocols else None)
        self._ended: dict[ConnectionKey, int] = {}  # plaintext connections: flows ended
        # the key log, which the TLS connections' keying shares (a stage the bulk pipeline pickles
        # gets one back, shared as before)
        self.keys = keys if keys is not None else KeyLog()
        self._tls: TlsConnections | None = None  # made at the first TLS connection
        self.number = 0  # the frame number of the packet being handled: plaintext it completes carries it

    def _decrypting(self) -> TlsConnections:
        """The TLS connections, with the parts that decrypt them (made, and imported, when the
        first connection turns out to be TLS), told the frame number of the packet being handled."""
        if self._tls is None:
            from kafkasniff.tls.connections import TlsConnections

            self._tls = TlsConnections(self.keys, self.counters, self.memory, self.sides)
        self._tls.plain.number = self.number
        return self._tls

    def plaintext(self) -> bool:
        """Every flow seen was found plaintext (so far, for those watched), and none is held undecided."""
        return (
            bool(self.sides)
            and not self.detection.held
            and all(side is None or type(side) is PlaintextWatch for side in self.sides.values())
        )

    # -- input -------------------------------------------------------------------------

    def feed(self, ev: StreamEvent) -> list[StageOutput]:
        flow = ev.flow
        if type(ev) is StreamData:
            self.number = ev.number
        side = self.sides.get(flow, _UNSEEN)
        if side is None:
            if type(ev) is StreamEnd:
                self._plain_end(flow)
            return [ev]
        out: list[StageOutput] = []
        if isinstance(side, PlaintextWatch):
            self._watched(ev, out)
        elif side is _UNSEEN:
            self._undecided(ev, out)
        else:
            self._decrypting().event(cast("TlsDirection", side), ev, out)
        return out

    def data(self, ts: int, flow: Flow, offset: int, data: bytes, number: int = 0) -> list[StageOutput]:
        """What `feed` makes of StreamData(ts, flow, offset, data, number), without building one when
        the flow's keys are in use (the common case of a TLS connection)."""
        side = self.sides.get(flow)
        if isinstance(side, PlaintextWatch):
            if data[:1] != HELLO_RECORD_TYPE:  # not a ClientHello: passes
                self.number = number
                return [StreamData(ts, flow, offset, data, number)]
        elif side is not None:  # a TLS direction, made with the connections that decrypt
            tls = self._tls
            assert tls is not None
            tls.plain.number = self.number = number
            out = tls.steady_data(side, ts, offset, data)
            if out is not None:
                return out
        return self.feed(StreamData(ts, flow, offset, data, number))

    def stream_offset(self, flow: Flow, plain_offset: int) -> int | None:
        """The TCP stream offset of the record that holds a plaintext offset (recent records only)."""
        side = self.sides.get(flow)
        if side is None or isinstance(side, PlaintextWatch):
            return None
        found = None
        for plain_start, tcp_off in side.mapped:
            if plain_start > plain_offset:
                break
            found = tcp_off
        return found

    # -- deciding ----------------------------------------------------------------------

    def _undecided(self, ev: StreamEvent, out: list[StageOutput]) -> None:
        decided = self.detection.add(ev)
        if decided is None:
            return
        held, is_tls = decided
        key = connection_key(ev.flow)
        if is_tls:
            self._start_tls(key, held.events, out)
            return
        watched = self._watched_flows(key, held.events)
        for f in _flows(key):
            self.sides[f] = PlaintextWatch() if f in watched else None
        for e in held.events:
            out.extend(self.feed(e))

    def _start_tls(self, key: ConnectionKey, events: list[StreamEvent], out: list[StageOutput]) -> TlsConnection:
        return self._decrypting().start(key, events, out)

    def _plain_end(self, flow: Flow) -> None:
        key = connection_key(flow)
        ended = self._ended.get(key, 0) + 1
        if ended < 2:
            self._ended[key] = ended
            return
        self._ended.pop(key, None)
        for f in _flows(key):
            self.sides.pop(f, None)

    # -- STARTTLS ----------------------------------------------------------------------

    def _watched_flows(self, key: ConnectionKey, events: list[StreamEvent]) -> tuple[Flow, ...]:
        """The directions of a plaintext connection in which a ClientHello may turn it to TLS:
        the client's when its opening was captured, else both. `may_start_tls` is asked with the
        client's flow (or, its opening not captured, the flow of its first event)."""
        if self.may_start_tls is None:
            return ()
        opened = next((e.flow for e in events if type(e) is StreamOpen), None)
        if not self.may_start_tls(opened or events[0].flow):
            return ()
        return _flows(key) if opened is None else (opened,)

    def _watched(self, ev: StreamEvent, out: list[StageOutput]) -> None:
        """A direction watched for a ClientHello: its events pass through until one begins a
        data event. The other direction, unless watched too, is left to the pipeline's bypass
        until then."""
        if type(ev) is StreamData and begins_client_hello(ev.data):
            self._turn_to_tls(ev, out)
            return
        out.append(ev)
        if type(ev) is StreamEnd:
            self._plain_end(ev.flow)

    def _turn_to_tls(self, hello: StreamData, out: list[StageOutput]) -> None:
        """From the ClientHello on, the connection is TLS in both directions, its plaintext
        streams starting at offset 0 as for a connection that was TLS from its first byte."""
        key = connection_key(hello.flow)
        other_ended = self._ended.pop(key, 0) > 0  # (the direction sending the ClientHello has not)
        conn = self._start_tls(key, [hello], out)
        conn.sides[hello.flow.reverse()].ended = other_ended


_UNSEEN = object()


def _flows(key: ConnectionKey) -> tuple[Flow, Flow]:
    return Flow(*key), Flow(key[1], key[0])
