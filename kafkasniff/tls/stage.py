"""TLS decryption: the stage between reassembly and framing. A connection's two in-order byte
streams in; when it is TLS and the key log has its secrets, its two plaintext streams out, with
their own offsets (the framer cuts frames in those), preceded by a StreamTls event that says
what was negotiated. Plaintext connections pass through untouched.

The stage is a facade over the package's parts, each with one job:
- `detection`: which connections are TLS (held undecided until their first bytes say), and where
  a plaintext connection that may turn to TLS part way (STARTTLS) does so.
- `direction`: a TLS connection and the state of each of its directions (`Mode`).
- `record_layer`: a direction's bytes cut into records, each handled as its mode says.
- `keying`: the keys a captured handshake gives (`keys`: the key log; `crypto`: decryption).
- `recovery`: keys and sequence numbers found by trying, after a hole or without a handshake.
- `output`: the plaintext handed on, one direction's held back while the other finds its keys.

A connection without keys is reported (client random, bytes) and counted as encrypted. What the
stage holds draws from the run's memory budget (--max-memory, buffers half). Notices carry TCP
stream offsets; `stream_offset` maps a plaintext offset of a recent record back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from kafkasniff.counters import Counters
from kafkasniff.model import Flow, MemoryBudget, StreamData, StreamEnd, StreamEvent, StreamGap, StreamOpen
from kafkasniff.tls.detection import (
    HELLO_RECORD_TYPE,
    ConnectionKey,
    Detection,
    PlaintextWatch,
    begins_client_hello,
    connection_key,
)
from kafkasniff.tls.direction import Mode, TlsConnection, TlsDirection, new_connection
from kafkasniff.tls.keying import Keying
from kafkasniff.tls.keys import KeyLog
from kafkasniff.tls.output import PlaintextOut, StageOutput, notice
from kafkasniff.tls.plaintext_chain import FramedProtocol, PlaintextChain
from kafkasniff.tls.record_layer import RecordLayer
from kafkasniff.tls.recovery import Recovery

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
        self.plain = PlaintextOut(memory)
        # the key log is held in one place (`keying`): a stage the bulk pipeline pickles gets one back
        self.keying = Keying(keys if keys is not None else KeyLog(), counters, set())
        self.recovery = Recovery(self.keying, self.plain)
        self.records = RecordLayer(counters, self.keying, self.recovery, self.plain)

    @property
    def keys(self) -> KeyLog:
        return self.keying.keys

    @property
    def number(self) -> int:
        """The frame number of the packet being handled: plaintext it completes carries it."""
        return self.plain.number

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
            self.plain.number = ev.number
        side = self.sides.get(flow, _UNSEEN)
        if side is None:
            if type(ev) is StreamEnd:
                self._plain_end(flow)
            return [ev]
        out: list[StageOutput] = []
        if isinstance(side, TlsDirection):
            self._tls_event(side, ev, out)
        elif isinstance(side, PlaintextWatch):
            self._watched(ev, out)
        else:
            self._undecided(ev, out)
        return out

    def data(self, ts: int, flow: Flow, offset: int, data: bytes, number: int = 0) -> list[StageOutput]:
        """What `feed` makes of StreamData(ts, flow, offset, data, number), without building one when
        the flow's keys are in use (the common case of a TLS connection)."""
        side = self.sides.get(flow)
        if (
            type(side) is not TlsDirection
            or side.mode is not _ENCRYPTED
            or not side.synced
            or side.waiting_since is not None
        ):
            if type(side) is PlaintextWatch and data[:1] != HELLO_RECORD_TYPE:  # not a ClientHello: passes
                self.plain.number = number
                return [StreamData(ts, flow, offset, data, number)]
            return self.feed(StreamData(ts, flow, offset, data, number))
        self.plain.number = number
        out: list[StageOutput] = []
        side.conn.total_bytes += len(data)
        self.records.feed(side, ts, offset, data, out)
        self.plain.flush(side, out)
        if side.queue or not side.synced:
            self.plain.note_waiting(side, ts, out)
        return out

    def stream_offset(self, flow: Flow, plain_offset: int) -> int | None:
        """The TCP stream offset of the record that holds a plaintext offset (recent records only)."""
        side = self.sides.get(flow)
        if not isinstance(side, TlsDirection):
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
        conn = new_connection(key)
        self.sides.update(conn.sides)
        for e in events:
            self._tls_event(conn.sides[e.flow], e, out)
        return conn

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

    # -- a TLS connection's events -----------------------------------------------------

    def _tls_event(self, side: TlsDirection, ev: StreamEvent, out: list[StageOutput]) -> None:
        if isinstance(ev, StreamData):
            side.conn.total_bytes += len(ev.data)
            self.records.feed(side, ev.ts, ev.offset, ev.data, out)
            self.plain.flush(side, out)
        elif isinstance(ev, StreamGap):
            self.records.gap(side, ev, out)
        elif isinstance(ev, StreamEnd):
            self._end(side, ev, out)
        elif isinstance(ev, StreamOpen):
            out.append(ev)
        self.plain.note_waiting(side, ev.ts, out)

    def _end(self, side: TlsDirection, ev: StreamEnd, out: list[StageOutput]) -> None:
        records, plain = self.records, self.plain
        if not side.synced and side.buf and side.mode is not Mode.DEAD and records.find_boundary(side, ev.ts, out, 1):
            data, side.buf = side.buf, b""  # no more bytes will come: one whole record ending them will do
            records.feed(side, ev.ts, side.buf_off, data, out)
        if side.queue and side.mode in (Mode.RESYNC, Mode.RECOVER):
            records.search(side, out)
        plain.flush(side, out)
        if side.mode is not Mode.DEAD:
            side.conn.undecrypted += side.pending() + side.queued_bytes
        side.ended = True
        plain.release(side, out)
        out.append(ev)
        plain.note_waiting(side, ev.ts, out)
        conn = side.conn
        if all(s.ended for s in conn.sides.values()):
            self._connection_end(side, ev.ts, out)

    def _connection_end(self, side: TlsDirection, ts: int, out: list[StageOutput]) -> None:
        """Both directions ended: what was not decrypted is counted, a connection without keys reported."""
        conn = side.conn
        self.counters.bytes_encrypted += conn.total_bytes if conn.keyless is not None else conn.undecrypted
        if conn.keyless is not None:
            random = f", client random {conn.client_random.hex()}" if conn.client_random else ""
            why = f"TLS connection not decrypted ({conn.total_bytes} bytes{random}): {conn.keyless}"
            notice(out, ts, side, 0, "encrypted", why)
        for f in conn.sides:
            self.sides.pop(f, None)


_UNSEEN = object()
_ENCRYPTED = Mode.ENCRYPTED  # per segment: a module global is found several times faster than an enum member


def _flows(key: ConnectionKey) -> tuple[Flow, Flow]:
    return Flow(*key), Flow(key[1], key[0])
