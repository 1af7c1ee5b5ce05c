"""The TLS connections a stage decrypts, and the parts that decrypt them (`keying`, `recovery`,
`record_layer`, `output`). The stage makes this at its first TLS connection: a capture without
TLS never imports them (they were 4% of showing a small capture)."""

from __future__ import annotations

from kafkasniff.counters import Counters
from kafkasniff.model import Flow, MemoryBudget, StreamData, StreamEnd, StreamEvent, StreamGap, StreamOpen
from kafkasniff.tls.detection import ConnectionKey, PlaintextWatch
from kafkasniff.tls.direction import Mode, TlsConnection, TlsDirection, new_connection
from kafkasniff.tls.keying import Keying
from kafkasniff.tls.keys import KeyLog
from kafkasniff.tls.output import PlaintextOut, StageOutput, notice
from kafkasniff.tls.record_layer import RecordLayer
from kafkasniff.tls.recovery import Recovery

_ENCRYPTED = Mode.ENCRYPTED  # per segment: a module global is found several times faster than an enum member


class TlsConnections:
    """The directions of the stage's TLS connections in its `sides`, their events in, their
    plaintext and notices out."""

    def __init__(
        self,
        keys: KeyLog,
        counters: Counters,
        memory: MemoryBudget | None,
        sides: dict[Flow, TlsDirection | PlaintextWatch | None],
    ) -> None:
        self.counters = counters
        self.sides = sides  # the stage's: each TLS direction is put there, and taken out at its connection's end
        self.plain = PlaintextOut(memory)
        self.keying = Keying(keys, counters, set())
        self.recovery = Recovery(self.keying, self.plain)
        self.records = RecordLayer(counters, self.keying, self.recovery, self.plain)

    def start(self, key: ConnectionKey, events: list[StreamEvent], out: list[StageOutput]) -> TlsConnection:
        conn = new_connection(key)
        self.sides.update(conn.sides)
        for e in events:
            self.event(conn.sides[e.flow], e, out)
        return conn

    def steady_data(self, side: TlsDirection, ts: int, offset: int, data: bytes) -> list[StageOutput] | None:
        """A data event's output when its direction decrypts at a record boundary with the keys in
        use (the common case: no event is built); None otherwise, for `event` to handle."""
        if side.mode is not _ENCRYPTED or not side.synced or side.waiting_since is not None:
            return None
        out: list[StageOutput] = []
        side.conn.total_bytes += len(data)
        self.records.feed(side, ts, offset, data, out)
        self.plain.flush(side, out)
        if side.queue or not side.synced:
            self.plain.note_waiting(side, ts, out)
        return out

    def event(self, side: TlsDirection, ev: StreamEvent, out: list[StageOutput]) -> None:
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
