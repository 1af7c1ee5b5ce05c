"""TLS decryption: the stage between reassembly and framing. A connection's two in-order byte
streams in; when it is TLS and the key log has its secrets, its two plaintext streams out, with
their own offsets (the framer cuts frames in those), preceded by a StreamTls event that says
what was negotiated. Plaintext connections pass through untouched.

- Which connections are TLS: a direction's first bytes are a ClientHello or ServerHello record;
  a direction whose start was not captured is TLS when a chain of record headers begins within
  the first record's span of its bytes (`tls_records`). Until one direction decides, both are held.
- Keys (`tls_keys`): by the ClientHello's random, at the ServerHello. TLS 1.3 switches each
  direction from its handshake secret to its traffic secret at its Finished and on KeyUpdate;
  TLS 1.2 starts protecting a direction at its ChangeCipherSpec (`tls_crypto`).
- Nothing unauthenticated goes on: a record whose tag fails is a `decryption-failed` notice at
  its stream offset and a plaintext gap of its size, which the framer marks in the frame it hits.
- A hole in the TCP stream loses the record it cuts: the next record boundary is found by
  scanning (with keys known, one whole record will do: its tag decides), and the keys and
  record sequence number by trying those the hole can have covered (`_resync`).
- A connection whose handshake (or only its hello) was not captured: TLS 1.3 records are tried
  against each traffic and handshake secret of the key log not claimed by a captured handshake,
  at sequence numbers from 0, within a bounded number of tries (RECOVERY_TRIES per direction,
  RUN_RECOVERY_TRIES per run). TLS 1.2 keys depend on the handshake's randoms: such a
  connection cannot be recovered (told by its explicit nonces, without a search), and says so.
- A direction still finding its keys or a record boundary holds the other's later plaintext
  back (`_note_waiting`, `_emit`): framing sees a request before the response to it.
- A connection without keys is reported (client random, bytes) and counted as encrypted.
- What the stage holds draws from the run's memory budget (--max-memory, buffers half).

Notices carry TCP stream offsets; `stream_offset` maps a plaintext offset of a recent record back.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field

from kafkasniff.counters import Counters
from kafkasniff.model import (
    Connection,
    Endpoint,
    Flow,
    MemoryBudget,
    Notice,
    StreamData,
    StreamEnd,
    StreamEvent,
    StreamGap,
    StreamOpen,
    StreamTls,
    TlsSession,
)
from kafkasniff.tls.crypto import SUITES, TLS13, DecryptionFailed, RecordDecryptor, next_traffic_secret
from kafkasniff.tls.handshake import (
    CLIENT_HELLO,
    FINISHED,
    KEY_UPDATE,
    SERVER_HELLO,
    VERSION_NAMES,
    VERSION_TLS12,
    VERSION_TLS13,
    HandshakeBuffer,
    client_hello,
    key_update_requested,
    server_hello,
)
from kafkasniff.tls.keys import KeyLog, Secrets
from kafkasniff.tls.records import (
    ALERT,
    APPLICATION_DATA,
    CHANGE_CIPHER_SPEC,
    HANDSHAKE,
    HEADER,
    SEARCH_SPAN,
    SNIFF,
    header_ok,
    looks_like_tls,
    record_start,
)

StageOutput = StreamEvent | Notice
RECOVERY_TRIES = 50_000  # record decryptions tried to recover one direction (about 0.1 s)
RUN_RECOVERY_TRIES = 2_000_000  # ... and in a whole run
FAILURES_IN_A_ROW = 8  # records in a row that do not decrypt: the direction is given up
RECORDS_MAPPED = 256  # recent records per direction whose offsets `stream_offset` can map back
LOST_CCS_SEARCH = 64  # sequence numbers tried for a TLS 1.2 record whose ChangeCipherSpec was lost
RESYNC_SEARCH = 4096  # sequence numbers tried after a hole, past those it can have covered
UNDECIDED_LIMIT = 4 * SEARCH_SPAN  # bytes of a direction begun mid-connection held while it may be TLS
HOLD_LIMIT = 4 * 1024 * 1024  # plaintext one direction holds back while the other finds its keys
ALERTS = {0: "close_notify", 10: "unexpected_message", 20: "bad_record_mac", 40: "handshake_failure",
          42: "bad_certificate", 46: "certificate_unknown", 48: "unknown_ca", 50: "decode_error",
          51: "decrypt_error", 70: "protocol_version", 80: "internal_error", 90: "user_canceled",
          109: "missing_extension", 112: "unrecognized_name", 116: "certificate_required"}  # fmt: skip


class _Mode:
    CLEAR = "clear"  # records in clear: the handshake before keys
    ENCRYPTED = "encrypted"
    RESYNC = "resync"  # after a hole: records wait for the search of their sequence number
    RECOVER = "recover"  # handshake not captured: records wait for the key search
    DEAD = "dead"  # bytes only counted


@dataclass
class _Conn:
    """One TLS connection: what its handshake said and the secrets found for it."""

    key: tuple[Endpoint, Endpoint]
    sides: dict[Flow, _Side] = field(default_factory=dict)
    client_random: bytes | None = None
    server_random: bytes | None = None
    server_name: str | None = None
    suite: int | None = None
    version: int | None = None
    secrets: Secrets | None = None
    session: TlsSession | None = None
    keyless: str | None = None  # why it is not decrypted
    total_bytes: int = 0
    undecrypted: int = 0  # of a decrypted connection: bytes lost, skipped or failing (counted at its end)
    reported_end: bool = False

    @property
    def tls13(self) -> bool:
        return self.version == VERSION_TLS13


@dataclass
class _Side:
    """One direction of a TLS connection."""

    flow: Flow
    conn: _Conn
    peer: _Side | None = None  # the other direction
    is_client: bool | None = None
    mode: str = _Mode.CLEAR
    synced: bool = True  # at a record boundary
    buf: bytes = b""  # bytes of a record not complete yet (or, unsynced, bytes being scanned)
    parts: list[bytes] = field(default_factory=list)  # ... and its later pieces, joined when it is whole
    more: int = 0  # bytes that record still needs past buf and parts
    buf_off: int = 0  # stream offset of buf[0]
    scan_from: int = 0
    plain_off: int = 0  # the plaintext stream's next offset
    decryptor: RecordDecryptor | None = None
    secret: bytes | None = None  # TLS 1.3: the traffic secret in use (KeyUpdate derives the next)
    next_secret: bytes | None = None  # TLS 1.3: the one after the handshake
    handshake: HandshakeBuffer = field(default_factory=HandshakeBuffer)
    queue: list[tuple[int, int, bytes, bytes]] = field(default_factory=list)  # RESYNC/RECOVER: (ts, off, header, body)
    queued_bytes: int = 0
    lost_from: int = 0  # RESYNC: stream offset where the lost span began
    lost_reason: str = "lost"
    failures: int = 0
    waiting_since: int | None = None  # since when it holds bytes it cannot decrypt yet
    held: list[StreamData | StreamGap] = field(default_factory=list)  # plaintext waiting for the other direction
    held_bytes: int = 0
    midstream: bool = False  # its start was not captured: the framer is told before its first plaintext
    ended: bool = False
    plain: list[bytes] = field(default_factory=list)  # decrypted, not yet handed on
    plain_ts: int = 0
    mapped: deque[tuple[int, int]] = field(default_factory=lambda: deque(maxlen=RECORDS_MAPPED))


class _Held:
    """A connection's events while nobody knows yet whether it is TLS."""

    __slots__ = ("events", "data", "midstream", "taken", "scanned")

    def __init__(self) -> None:
        self.events: list[StreamEvent] = []
        self.data: dict[Flow, bytes] = {}
        self.midstream: set[Flow] = set()
        self.taken = 0  # bytes drawn from the memory budget
        self.scanned: dict[Flow, int] = {}  # mid-connection: where the search for records goes on


class TlsStage:
    """Feed stream events; get stream events (plaintext for decrypted connections) and notices.
    `sides` maps each flow seen to its TLS direction, or to None for a plaintext flow: the
    pipeline passes those bytes to framing itself, without a call."""

    def __init__(self, keys: KeyLog | None, counters: Counters, memory: MemoryBudget | None = None) -> None:
        self.keys = keys if keys is not None else KeyLog()
        self.counters = counters
        self.memory = memory  # what is held (undecided bytes, plaintext waiting for order) draws from it
        self.sides: dict[Flow, _Side | None] = {}
        self._held: dict[tuple[Endpoint, Endpoint], _Held] = {}
        self._ended: dict[tuple[Endpoint, Endpoint], int] = {}  # plaintext connections: flows ended
        self.claimed: set[bytes] = set()  # client randoms whose handshake was captured
        self.tries_left = RUN_RECOVERY_TRIES
        self.number = 0  # the frame number of the packet being handled: plaintext it completes carries it

    def plaintext(self) -> bool:
        """Every flow seen was found plaintext, and none is held undecided."""
        return bool(self.sides) and not self._held and all(side is None for side in self.sides.values())

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
        if side is _UNSEEN:
            self._undecided(ev, out)
        else:
            assert isinstance(side, _Side)
            self._tls_event(side, ev, out)
        return out

    def data(self, ts: int, flow: Flow, offset: int, data: bytes, number: int = 0) -> list[StageOutput]:
        """What `feed` makes of StreamData(ts, flow, offset, data, number), without building one when
        the flow's keys are in use (the common case of a TLS connection)."""
        side = self.sides.get(flow)
        if side is None or side.mode != _Mode.ENCRYPTED or not side.synced or side.waiting_since is not None:
            return self.feed(StreamData(ts, flow, offset, data, number))
        self.number = number
        out: list[StageOutput] = []
        side.conn.total_bytes += len(data)
        self._bytes(side, ts, offset, data, out)
        self._flush_plain(side, out)
        if side.queue or not side.synced:
            self._note_waiting(side, ts, out)
        return out

    def stream_offset(self, flow: Flow, plain_offset: int) -> int | None:
        """The TCP stream offset of the record that holds a plaintext offset (recent records only)."""
        side = self.sides.get(flow)
        if side is None:
            return None
        found = None
        for plain_start, tcp_off in side.mapped:
            if plain_start > plain_offset:
                break
            found = tcp_off
        return found

    # -- deciding ----------------------------------------------------------------------

    def _undecided(self, ev: StreamEvent, out: list[StageOutput]) -> None:
        flow = ev.flow
        key = _key(flow)
        held = self._held.get(key)
        if held is None:
            held = self._held[key] = _Held()
        held.events.append(ev)
        if isinstance(ev, StreamGap):  # its start was not captured, or not all of it
            held.midstream.add(flow)
        verdict: bool | None = None
        if isinstance(ev, StreamData):
            data = held.data[flow] = held.data.get(flow, b"") + ev.data
            verdict, held.scanned[flow] = _verdict(data, flow in held.midstream, held.scanned.get(flow, 0))
            if verdict is None and not self._take(held, len(ev.data)):
                verdict = False  # no memory left to wait: taken for what it most likely is, plaintext
        elif isinstance(ev, StreamEnd):
            verdict = False  # a direction ended before saying: nothing to decrypt in it
        if verdict is None:
            return
        del self._held[key]
        if self.memory is not None:
            self.memory.give_back(held.taken)
        if verdict:
            self._start_tls(key, held, out)
        else:
            for f in (Flow(*key), Flow(key[1], key[0])):
                self.sides[f] = None
            for e in held.events:
                out.extend(self.feed(e))

    def _start_tls(self, key: tuple[Endpoint, Endpoint], held: _Held, out: list[StageOutput]) -> None:
        conn = _Conn(key)
        for f in (Flow(*key), Flow(key[1], key[0])):
            side = _Side(f, conn)
            conn.sides[f] = side
            self.sides[f] = side
        first, second = conn.sides.values()
        first.peer, second.peer = second, first
        for e in held.events:
            self._tls_event(conn.sides[e.flow], e, out)

    def _take(self, held: _Held, n: int) -> bool:
        if self.memory is None:
            return True
        if not self.memory.take(n):
            return False
        held.taken += n
        return True

    def _plain_end(self, flow: Flow) -> None:
        key = _key(flow)
        ended = self._ended.get(key, 0) + 1
        if ended < 2:
            self._ended[key] = ended
            return
        self._ended.pop(key, None)
        for f in (Flow(*key), Flow(key[1], key[0])):
            self.sides.pop(f, None)

    # -- a TLS connection's events -----------------------------------------------------

    def _tls_event(self, side: _Side, ev: StreamEvent, out: list[StageOutput]) -> None:
        if isinstance(ev, StreamData):
            side.conn.total_bytes += len(ev.data)
            self._bytes(side, ev.ts, ev.offset, ev.data, out)
            self._flush_plain(side, out)
        elif isinstance(ev, StreamGap):
            self._gap(side, ev, out)
        elif isinstance(ev, StreamEnd):
            self._end(side, ev, out)
        elif isinstance(ev, StreamOpen):
            out.append(ev)
        self._note_waiting(side, ev.ts, out)

    def _note_waiting(self, side: _Side, ts: int, out: list[StageOutput]) -> None:
        """Whether this direction holds bytes it cannot decrypt yet (a record boundary or keys
        still to find). While it does, the other direction's plaintext from after then waits
        too, so that framing and pairing still see requests before the responses to them."""
        undecided = bool(side.queue) or (not side.synced and bool(side.buf))
        waiting = undecided and side.mode != _Mode.DEAD and not side.ended
        if waiting:
            if side.waiting_since is None:
                side.waiting_since = ts
        elif side.waiting_since is not None:
            side.waiting_since = None
            self._release(_side_peer(side), out)

    def _emit(self, side: _Side, ev: StreamData | StreamGap, out: list[StageOutput]) -> None:
        """A plaintext event of this direction, now or, while the other waits, later."""
        peer = _side_peer(side)
        if peer.held and peer.held[0].ts <= ev.ts:  # what the other direction held from before this
            self._release(peer, out, ev.ts)
        waits = peer.waiting_since
        if side.held or (waits is not None and waits <= ev.ts):
            size = len(ev.data) if isinstance(ev, StreamData) else 0
            if side.held_bytes + size <= HOLD_LIMIT and (self.memory is None or self.memory.take(size)):
                side.held.append(ev)
                side.held_bytes += size
                return
            self._release(side, out)  # the other direction takes too long (or memory is short): order is given up
        out.append(ev)

    def _release(self, side: _Side, out: list[StageOutput], until: int | None = None) -> None:
        """The plaintext this direction held back (up to a time, in order)."""
        held = side.held
        count = len(held) if until is None else next((i for i, ev in enumerate(held) if ev.ts > until), len(held))
        out.extend(held[:count])
        side.held = held[count:]
        before, side.held_bytes = side.held_bytes, sum(len(ev.data) for ev in side.held if isinstance(ev, StreamData))
        if self.memory is not None:
            self.memory.give_back(before - side.held_bytes)

    def _bytes(self, side: _Side, ts: int, off: int, data: bytes, out: list[StageOutput]) -> None:
        if side.mode == _Mode.DEAD:
            side.conn.undecrypted += len(data)
            return
        if not side.synced:
            if not side.buf:
                side.buf_off = off
            side.buf += data
            # keys known: one whole record ending the bytes will do (its tag decides)
            if not self._find_boundary(side, ts, out, 1 if side.decryptor or side.conn.secrets else 2):
                return
            off, data, side.buf = side.buf_off, side.buf, b""
        if side.buf:
            if len(side.buf) >= HEADER and side.more > len(data):  # still inside the record: keep the pieces
                side.parts.append(data)
                side.more -= len(data)
                return
            buf, start = b"".join([side.buf, *side.parts, data]), side.buf_off
            side.parts = []
        else:
            buf, start = data, off
        pos, size = 0, len(buf)
        while pos + HEADER <= size:
            end = pos + HEADER + ((buf[pos + 3] << 8) | buf[pos + 4])
            if end > size:
                break
            if not header_ok(buf, pos):
                self._lost_boundary(side, ts, start + pos, buf[pos:], out)
                return
            self._record(side, ts, start + pos, buf[pos : pos + HEADER], buf[pos + HEADER : end], out)
            if side.mode == _Mode.DEAD:
                side.conn.undecrypted += size - end
                side.buf = b""
                return
            pos = end
        side.buf, side.buf_off = buf[pos:], start + pos
        if size - pos >= HEADER:  # bytes the incomplete record still needs
            side.more = HEADER + ((buf[pos + 3] << 8) | buf[pos + 4]) - (size - pos)

    def _find_boundary(self, side: _Side, ts: int, out: list[StageOutput], exact: int = 2) -> bool:
        """Unsynced: whether a record boundary is now in side.buf (which then starts there)."""
        at, side.scan_from = record_start(side.buf, side.scan_from, exact)
        if at is None:
            if side.scan_from >= SEARCH_SPAN:
                self._give_up(side, ts, side.buf_off, "no TLS record boundary found after the hole", out)
            return False
        side.conn.undecrypted += at
        side.buf, side.buf_off, side.synced, side.scan_from = side.buf[at:], side.buf_off + at, True, 0
        return True

    def _lost_boundary(self, side: _Side, ts: int, off: int, rest: bytes, out: list[StageOutput]) -> None:
        """A record header that cannot be one, where one was due: look for the next boundary."""
        self._notice(out, ts, side, off, "tls-resync", "not a TLS record header where one was due: resynchronising")
        if side.mode == _Mode.ENCRYPTED:
            self._enter_resync(side, off, "lost")
        side.synced, side.buf, side.buf_off, side.scan_from = False, rest[1:], off + 1, 0
        if self._find_boundary(side, ts, out):
            data, side.buf = side.buf, b""
            self._bytes(side, ts, side.buf_off, data, out)

    # -- records -----------------------------------------------------------------------

    def _record(self, side: _Side, ts: int, off: int, header: bytes, body: bytes, out: list[StageOutput]) -> None:
        kind, mode = header[0], side.mode
        if mode == _Mode.ENCRYPTED:
            if kind == CHANGE_CIPHER_SPEC and side.conn.tls13:
                return  # TLS 1.3's middlebox compatibility: not protected, means nothing
            self._decrypt(side, ts, off, header, body, out)
        elif mode in (_Mode.RESYNC, _Mode.RECOVER):
            self._queue(side, ts, off, header, body, out)
        elif kind == HANDSHAKE:
            for msg_type, msg in side.handshake.feed(body):
                self._clear_handshake(side, ts, off, msg_type, msg, out)
        elif kind == CHANGE_CIPHER_SPEC:
            self._change_cipher_spec(side, ts, off, out)
        elif kind == ALERT:
            self._alert(side, ts, off, body, out)
        elif kind == APPLICATION_DATA:
            self._protected_without_keys(side, ts, off, header, body, out)

    def _protected_without_keys(
        self, side: _Side, ts: int, off: int, header: bytes, body: bytes, out: list[StageOutput]
    ) -> None:
        conn = side.conn
        if conn.keyless is not None:
            return
        if not conn.tls13 and conn.suite is not None and conn.secrets is not None:
            self._after_lost_change_cipher_spec(side, ts, off, header, body, out)
            return
        if side.is_client and conn.client_random is not None and conn.suite is None:  # before the ServerHello
            if not conn.undecrypted:
                self._notice(out, ts, side, off, "tls-early-data", "TLS 1.3 early data (0-RTT): not decrypted")
            conn.undecrypted += HEADER + len(body)
            return
        if not self.keys.connections:
            self._without_keys(side, self._no_secrets())
            return
        side.mode = _Mode.RECOVER  # its handshake was not captured: search the key log
        self._queue(side, ts, off, header, body, out)

    def _after_lost_change_cipher_spec(
        self, side: _Side, ts: int, off: int, header: bytes, body: bytes, out: list[StageOutput]
    ) -> None:
        """TLS 1.2, keys known, a protected record where the ChangeCipherSpec that starts
        protection was lost: its keys are the ones the CCS would have started, at a sequence
        number near 0 (the Finished is 0)."""
        self._change_cipher_spec(side, ts, off, out)
        decryptor = side.decryptor
        if decryptor is not None:
            if decryptor.opens(header, body, range(LOST_CCS_SEARCH)):
                self._decrypt(side, ts, off, header, body, out)
                return
            side.decryptor, side.mode = None, _Mode.CLEAR
        side.conn.undecrypted += HEADER + len(body)

    def _decrypt(self, side: _Side, ts: int, off: int, header: bytes, body: bytes, out: list[StageOutput]) -> None:
        decryptor = side.decryptor
        assert decryptor is not None
        try:
            kind, plaintext = decryptor.decrypt(header, body)
        except DecryptionFailed as exc:
            if not self._next_epoch(side, header, body):
                self._failed(side, ts, off, header, body, str(exc), out)
                return
            decryptor = side.decryptor
            assert decryptor is not None
            kind, plaintext = decryptor.decrypt(header, body)
        side.failures = 0
        if kind == APPLICATION_DATA:
            if plaintext:
                if not side.plain:
                    side.plain_ts = ts
                    side.mapped.append((side.plain_off, off))
                side.plain.append(plaintext)
                side.plain_off += len(plaintext)
        elif kind == HANDSHAKE:
            for msg_type, msg in side.handshake.feed(plaintext):
                self._protected_handshake(side, msg_type, msg, out, ts, off)
        elif kind == ALERT:
            self._alert(side, ts, off, plaintext, out)

    def _next_epoch(self, side: _Side, header: bytes, body: bytes) -> bool:
        """TLS 1.3: whether the record is under the traffic secret that follows the handshake
        (its Finished was not seen: lost, or a key log without handshake secrets)."""
        if side.next_secret is None or side.conn.suite is None:
            return False
        candidate = RecordDecryptor.for_tls13(side.conn.suite, side.next_secret)
        if not candidate.opens(header, body, (0,)):
            return False
        side.decryptor, side.secret, side.next_secret = candidate, side.next_secret, None
        return True

    def _failed(
        self, side: _Side, ts: int, off: int, header: bytes, body: bytes, why: str, out: list[StageOutput]
    ) -> None:
        """A record that does not authenticate: its number is used up, its bytes are a gap."""
        assert side.decryptor is not None
        side.decryptor.seq += 1
        side.failures += 1
        self.counters.tls_records_failed += 1
        side.conn.undecrypted += HEADER + len(body)
        self._notice(out, ts, side, off, "decryption-failed",
                     f"TLS record of {len(body)} bytes does not decrypt ({why}): not passed on")  # fmt: skip
        self._plain_gap(side, ts, max(0, len(body) - _overhead(side.conn) + HEADER), "decryption-failed", out)
        if side.failures >= FAILURES_IN_A_ROW:
            self._give_up(side, ts, off, f"{side.failures} TLS records in a row do not decrypt", out)

    # -- handshake ---------------------------------------------------------------------

    def _clear_handshake(
        self, side: _Side, ts: int, off: int, msg_type: int, msg: bytes, out: list[StageOutput]
    ) -> None:
        conn = side.conn
        if msg_type == CLIENT_HELLO:
            asked = client_hello(msg)
            if asked is not None:
                side.is_client = True
                conn.client_random, conn.server_name = asked.random, asked.server_name
                for other in conn.sides.values():
                    if other is not side:
                        other.is_client = False
        elif msg_type == SERVER_HELLO:
            hello = server_hello(msg)
            if hello is None or hello.retry:
                return  # a HelloRetryRequest: the real ServerHello follows the second ClientHello
            side.is_client = False
            conn.server_random, conn.suite, conn.version = hello.random, hello.suite, hello.version
            self._keys_for(side, ts, off, out)

    def _keys_for(self, server: _Side, ts: int, off: int, out: list[StageOutput]) -> None:
        """At the ServerHello: the connection's secrets, and TLS 1.3's handshake keys."""
        conn = server.conn
        assert conn.suite is not None and conn.version is not None
        version = VERSION_NAMES.get(conn.version, f"TLS version 0x{conn.version:04x}")
        suite = SUITES.get(conn.suite)
        if (
            suite is None
            or (conn.version == VERSION_TLS12) == (conn.suite in TLS13)
            or conn.version not in (VERSION_TLS12, VERSION_TLS13)
        ):
            name = suite.name if suite else f"0x{conn.suite:04x}"
            self._without_keys(server, f"{version} cipher suite {name}: not one kafkasniff decrypts")
            return
        if conn.client_random is None:  # TLS 1.3 can still be found by trying the key log's secrets
            if conn.version == VERSION_TLS12:
                self._without_keys(server, "its ClientHello was not captured: TLS 1.2 keys need its random")
            return
        self.claimed.add(conn.client_random)
        conn.secrets = self.keys.secrets(conn.client_random)
        if conn.secrets is None or not self._has_secrets(conn):
            self._without_keys(server, f"{version} {suite.name}: {self._no_secrets()}")
            return
        self._establish(server, ts, off, out, recovered=False)
        if conn.tls13:
            for side in conn.sides.values():
                self._tls13_handshake_keys(side)

    def _no_secrets(self) -> str:
        if self.keys.connections:
            return "its secrets are not in the key log"
        return "no key log (--keylog FILE, or a pcapng with its secrets)"

    def _has_secrets(self, conn: _Conn) -> bool:
        assert conn.secrets is not None
        if not conn.tls13:
            return conn.secrets.get("CLIENT_RANDOM") is not None
        return any(conn.secrets.get(label) is not None for label in _TLS13_SECRETS)

    def _tls13_handshake_keys(self, side: _Side) -> None:
        conn = side.conn
        assert conn.secrets is not None and conn.suite is not None
        who = "CLIENT" if side.is_client else "SERVER"
        handshake = conn.secrets.get(f"{who}_HANDSHAKE_TRAFFIC_SECRET")
        traffic = conn.secrets.get(f"{who}_TRAFFIC_SECRET_0")
        first = handshake or traffic
        if first is None:
            side.mode = _Mode.DEAD
            return
        side.decryptor = RecordDecryptor.for_tls13(conn.suite, first)
        side.secret, side.next_secret = first, traffic if handshake else None
        side.mode = _Mode.ENCRYPTED

    def _change_cipher_spec(self, side: _Side, ts: int, off: int, out: list[StageOutput]) -> None:
        conn = side.conn
        if conn.tls13 or conn.secrets is None or conn.suite is None:
            return
        master = conn.secrets.get("CLIENT_RANDOM")
        if master is None or conn.client_random is None or conn.server_random is None or side.is_client is None:
            return
        side.decryptor = RecordDecryptor.for_tls12(
            conn.suite, master, conn.client_random, conn.server_random, side.is_client
        )
        side.mode = _Mode.ENCRYPTED

    def _protected_handshake(
        self, side: _Side, msg_type: int, msg: bytes, out: list[StageOutput], ts: int, off: int
    ) -> None:
        conn = side.conn
        if not conn.tls13 or conn.suite is None:
            return
        if msg_type == FINISHED and side.next_secret is not None:
            side.decryptor = RecordDecryptor.for_tls13(conn.suite, side.next_secret)
            side.secret, side.next_secret = side.next_secret, None
        elif msg_type == KEY_UPDATE and side.secret is not None:
            side.secret = next_traffic_secret(conn.suite, side.secret)
            side.decryptor = RecordDecryptor.for_tls13(conn.suite, side.secret)
            asked = " (and asks the peer to update)" if key_update_requested(msg) else ""
            self._notice(out, ts, side, off, "tls-key-update", f"TLS 1.3 KeyUpdate{asked}: next records under new keys")

    def _alert(self, side: _Side, ts: int, off: int, body: bytes, out: list[StageOutput]) -> None:
        if len(body) != 2:
            return
        level = "fatal" if body[0] == 2 else "warning"
        name = ALERTS.get(body[1], f"alert {body[1]}")
        if body[1] != 0:  # close_notify is the normal end
            self._notice(out, ts, side, off, "tls-alert", f"TLS {level} alert: {name}")

    # -- a connection's keys -------------------------------------------------------------

    def _establish(self, side: _Side, ts: int, off: int, out: list[StageOutput], recovered: bool) -> None:
        conn = side.conn
        assert conn.suite is not None and conn.version is not None
        conn.session = TlsSession(
            VERSION_NAMES[conn.version], SUITES[conn.suite].name, conn.server_name,
            conn.client_random.hex() if conn.client_random else None, recovered,
        )  # fmt: skip
        self.counters.connections_decrypted += 1
        out.append(StreamTls(ts, side.flow, conn.session))
        self._notice(out, ts, side, off, "tls", f"decrypting {conn.session.text}")

    def _without_keys(self, side: _Side, why: str) -> None:
        conn = side.conn
        if conn.keyless is not None:
            return
        conn.keyless = why
        counters = self.counters
        counters.connections_encrypted += 1
        counters.protocol_connections["tls"] = counters.protocol_connections.get("tls", 0) + 1
        for s in conn.sides.values():
            s.mode, s.buf, s.parts, s.queue, s.queued_bytes = _Mode.DEAD, b"", [], [], 0

    def _give_up(self, side: _Side, ts: int, off: int, why: str, out: list[StageOutput]) -> None:
        self._flush_plain(side, out)
        side.conn.undecrypted += _pending(side) + side.queued_bytes
        side.mode, side.buf, side.parts, side.queue, side.queued_bytes = _Mode.DEAD, b"", [], [], 0
        self._notice(out, ts, side, off, "tls-lost", f"{why}: the rest of this direction is not decrypted")
        self._plain_gap(side, ts, 0, "lost", out)

    # -- holes and searches --------------------------------------------------------------

    def _gap(self, side: _Side, ev: StreamGap, out: list[StageOutput]) -> None:
        self._flush_plain(side, out)
        if ev.reason == "midstream":  # the plaintext too will start somewhere inside the stream
            side.synced, side.buf, side.parts, side.scan_from, side.midstream = False, b"", [], 0, True
            return
        if side.mode == _Mode.DEAD:
            return
        lost_from = side.buf_off if side.buf else ev.offset
        side.conn.undecrypted += _pending(side)
        side.synced, side.buf, side.parts, side.scan_from = False, b"", [], 0
        if side.mode == _Mode.ENCRYPTED:
            self._enter_resync(side, lost_from, ev.reason)
        elif side.mode == _Mode.CLEAR:
            side.handshake.clear()

    def _enter_resync(self, side: _Side, lost_from: int, reason: str) -> None:
        side.mode, side.lost_from, side.lost_reason = _Mode.RESYNC, lost_from, reason

    def _queue(self, side: _Side, ts: int, off: int, header: bytes, body: bytes, out: list[StageOutput]) -> None:
        side.queue.append((ts, off, header, body))
        side.queued_bytes += HEADER + len(body)
        self._search(side, ts, out)  # at once: the other direction's plaintext must not overtake this one's

    def _search(self, side: _Side, ts: int, out: list[StageOutput]) -> None:
        queue = side.queue
        protected = [i for i, (_, _, h, _) in enumerate(queue) if h[0] == APPLICATION_DATA or side.mode == _Mode.RESYNC]
        if not protected:
            return
        if side.mode == _Mode.RESYNC:
            found = self._resync(side, queue, out)
        else:
            found = self._recover(side, queue, protected, out)
        if not found:
            return
        side.queue, side.queued_bytes = [], 0
        for q_ts, q_off, header, body in queue:
            self._record(side, q_ts, q_off, header, body, out)

    def _resync(self, side: _Side, queue: list[tuple[int, int, bytes, bytes]], out: list[StageOutput]) -> bool:
        """After a hole: the keys and sequence number of the first record after it. The plaintext
        gets a gap of what was lost: under the same keys, once application data flows, the span
        less each lost record's overhead; of unknown size when the keys changed inside the hole or
        before application data (the lost records may be handshake messages, with no plaintext)."""
        decryptor = side.decryptor
        assert decryptor is not None
        ts, off, header, body = queue[0]
        expected = decryptor.seq
        span = off - side.lost_from
        reach = span // 22 + 2 + RESYNC_SEARCH  # a record is 22 bytes at least
        for candidate, secret in self._resync_candidates(side, decryptor):
            first = expected if candidate is decryptor else 0
            if candidate.opens(header, body, range(first, first + reach)):
                seq = candidate.seq
                side.decryptor, side.mode = candidate, _Mode.ENCRYPTED
                if candidate is decryptor and side.plain_off:  # lost records of application data
                    lost = max(0, span - (seq - expected) * _overhead(side.conn))
                    self._plain_gap(side, ts, lost, side.lost_reason, out)
                    return True
                if candidate is decryptor:  # before any application data: session tickets as likely
                    self._plain_gap(side, ts, 0, "midstream", out)
                    return True
                if secret == side.next_secret:  # the hole held the end of the handshake
                    side.next_secret = None
                side.secret = secret
                if seq:  # application data lost under the new keys: how much is not known
                    self._plain_gap(side, ts, 0, "midstream", out)
                return True
        decryptor.seq = expected
        self._give_up(side, ts, off, "no keys and sequence number decrypt the first TLS record after the hole", out)
        return False

    def _resync_candidates(
        self, side: _Side, decryptor: RecordDecryptor
    ) -> Iterator[tuple[RecordDecryptor, bytes | None]]:
        """The keys in use; then TLS 1.3's next ones: the traffic secret when the hole held the
        end of the handshake, the next generation when it held a KeyUpdate."""
        yield decryptor, side.secret
        conn = side.conn
        if not conn.tls13 or conn.suite is None:
            return
        if side.next_secret is not None:
            yield RecordDecryptor.for_tls13(conn.suite, side.next_secret), side.next_secret
        if side.secret is not None:
            updated = next_traffic_secret(conn.suite, side.secret)
            yield RecordDecryptor.for_tls13(conn.suite, updated), updated

    def _recover(
        self, side: _Side, queue: list[tuple[int, int, bytes, bytes]], protected: list[int], out: list[StageOutput]
    ) -> bool:
        """The handshake was not captured: try TLS 1.3 traffic secrets of the key log."""
        ts, off = queue[0][0], queue[0][1]
        if _explicit_nonces([body for _, _, header, body in queue if header[0] != CHANGE_CIPHER_SPEC]):
            self._cannot_recover(side, ts, off, "TLS 1.2 (its records carry explicit nonces): its keys cannot be "
                                 "found without the handshake", out)  # fmt: skip
            return False
        _, _, header, body = queue[protected[0]]
        before = 0
        candidates = list(self._recovery_candidates(side))
        budget = min(RECOVERY_TRIES, self.tries_left)
        rounds = budget // max(1, len(candidates))
        for seq in range(before, before + rounds):
            for random, label, suite_id, decryptor in candidates:
                if not decryptor.opens(header, body, (seq,)):
                    continue
                self.tries_left -= (seq - before) * len(candidates)
                self._recovered(side, random, label, suite_id, decryptor, seq - before, queue, out)
                return True
        self.tries_left -= rounds * len(candidates)
        tried = f"sequence numbers 0-{rounds - 1} of {len(candidates)} secrets" if candidates else "none left to try"
        self._cannot_recover(side, ts, off, f"no TLS 1.3 traffic secret of the key log decrypts it ({tried}); TLS 1.2 "
                             "keys cannot be found without the handshake", out)  # fmt: skip
        return False

    def _cannot_recover(self, side: _Side, ts: int, off: int, why: str, out: list[StageOutput]) -> None:
        why = f"its handshake was not captured: {why}"
        if side.conn.session is not None:
            self._give_up(side, ts, off, why, out)
        else:
            self._without_keys(side, why)

    def _recovery_candidates(self, side: _Side) -> Iterator[tuple[bytes, str, int, RecordDecryptor]]:
        """Traffic secrets first; handshake secrets too, for a connection whose ClientHello alone was
        lost. Only the connection's own once the other direction found them."""
        conn = side.conn
        labels: tuple[str, ...] = _TLS13_SECRETS
        if side.is_client is not None:
            labels = tuple(label for label in labels if label.startswith("CLIENT") == side.is_client)
        if conn.client_random is not None:  # its ClientHello was seen, or the other direction found its secrets
            secrets = self.keys.secrets(conn.client_random)
            entries = [(conn.client_random, secrets)] if secrets is not None else []
        else:
            entries = [(r, s) for r, s in self.keys.connections.items() if r not in self.claimed]
        for random, secrets in entries:
            for label in labels:
                secret = secrets.get(label)
                if secret is None:
                    continue
                for suite_id in (0x1302,) if len(secret) == 48 else (0x1301, 0x1303):
                    if conn.suite is None or conn.suite == suite_id:
                        yield random, label, suite_id, RecordDecryptor.for_tls13(suite_id, secret)

    def _recovered(
        self, side: _Side, random: bytes, label: str, suite_id: int, decryptor: RecordDecryptor,
        first_seq: int, queue: list[tuple[int, int, bytes, bytes]], out: list[StageOutput],
    ) -> None:  # fmt: skip
        conn = side.conn
        decryptor.seq = first_seq
        side.decryptor, side.mode = decryptor, _Mode.ENCRYPTED
        side.is_client = label.startswith("CLIENT")
        secrets = self.keys.secrets(random)
        assert secrets is not None
        side.secret = secrets.get(label)
        if "HANDSHAKE" in label:  # its Finished switches to the traffic secret
            side.next_secret = secrets.get(label.replace("HANDSHAKE_TRAFFIC_SECRET", "TRAFFIC_SECRET_0"))
        if conn.session is None:
            self.claimed.add(random)
            conn.client_random, conn.secrets, conn.suite, conn.version = random, secrets, suite_id, VERSION_TLS13
            for other in conn.sides.values():
                if other is not side:
                    other.is_client = not side.is_client
            self._establish(side, queue[0][0], queue[0][1], out, recovered=True)

    # -- output --------------------------------------------------------------------------

    def _plain_gap(self, side: _Side, ts: int, length: int, reason: str, out: list[StageOutput]) -> None:
        self._flush_plain(side, out)
        if not length and reason != "midstream":
            return  # nothing of the plaintext was lost
        self._say_midstream(side, ts, out)
        self._emit(side, StreamGap(ts, side.flow, side.plain_off, length, reason), out)
        side.plain_off += length

    def _flush_plain(self, side: _Side, out: list[StageOutput]) -> None:
        if side.plain:
            self._say_midstream(side, side.plain_ts, out)
            data = side.plain[0] if len(side.plain) == 1 else b"".join(side.plain)
            plain = StreamData(side.plain_ts, side.flow, side.plain_off - len(data), data, self.number)
            self._emit(side, plain, out)
            side.plain = []

    def _say_midstream(self, side: _Side, ts: int, out: list[StageOutput]) -> None:
        """Before a direction's first plaintext: that it does not start at the stream's start."""
        if side.midstream:
            side.midstream = False
            self._emit(side, StreamGap(ts, side.flow, 0, 0, "midstream"), out)

    def _end(self, side: _Side, ev: StreamEnd, out: list[StageOutput]) -> None:
        if not side.synced and side.buf and side.mode != _Mode.DEAD and self._find_boundary(side, ev.ts, out, 1):
            data, side.buf = side.buf, b""  # no more bytes will come: one whole record ending them will do
            self._bytes(side, ev.ts, side.buf_off, data, out)
        if side.queue and side.mode in (_Mode.RESYNC, _Mode.RECOVER):
            self._search(side, ev.ts, out)
        self._flush_plain(side, out)
        if side.mode != _Mode.DEAD:
            side.conn.undecrypted += _pending(side) + side.queued_bytes
        side.ended = True
        self._release(side, out)
        out.append(ev)
        self._note_waiting(side, ev.ts, out)
        conn = side.conn
        if all(s.ended for s in conn.sides.values()):
            self.counters.bytes_encrypted += conn.total_bytes if conn.keyless is not None else conn.undecrypted
            if conn.keyless is not None:
                random = f", client random {conn.client_random.hex()}" if conn.client_random else ""
                why = f"TLS connection not decrypted ({conn.total_bytes} bytes{random}): {conn.keyless}"
                self._notice(out, ev.ts, side, 0, "encrypted", why)
            for f in conn.sides:
                self.sides.pop(f, None)

    def _notice(self, out: list[StageOutput], ts: int, side: _Side, off: int, kind: str, message: str) -> None:
        out.append(Notice(ts, _connection(side), side.flow, off, kind, message))


_UNSEEN = object()
# a TLS 1.3 connection's secrets in a key log: traffic secrets first (what a recovery tries first)
_TLS13_SECRETS = ("CLIENT_TRAFFIC_SECRET_0", "SERVER_TRAFFIC_SECRET_0", "CLIENT_HANDSHAKE_TRAFFIC_SECRET",
                  "SERVER_HANDSHAKE_TRAFFIC_SECRET")  # fmt: skip


def _pending(side: _Side) -> int:
    """Bytes a direction holds of a record not complete yet."""
    return len(side.buf) + sum(map(len, side.parts))


def _side_peer(side: _Side) -> _Side:
    assert side.peer is not None
    return side.peer


def _connection(side: _Side) -> Connection | None:
    """The TLS connection a notice is about, once it is known which side is the client."""
    if side.is_client is None:
        return None
    flow = side.flow if side.is_client else side.flow.reverse()
    return Connection(flow.src, flow.dst, "tls", side.conn.session)


def _key(flow: Flow) -> tuple[Endpoint, Endpoint]:
    return (flow.src, flow.dst) if flow.src <= flow.dst else (flow.dst, flow.src)


def _verdict(data: bytes, midstream: bool, scanned: int) -> tuple[bool | None, int]:
    """Whether a direction's first bytes are TLS (None: not known yet), and where a search of a
    direction begun mid-connection goes on when more bytes come."""
    if not midstream:
        return looks_like_tls(data[:SNIFF]), 0
    at, resume = record_start(data, scanned)
    if at is not None:
        return True, 0
    return (False if resume >= SEARCH_SPAN or len(data) > UNDECIDED_LIMIT else None), resume


def _explicit_nonces(bodies: list[bytes]) -> bool:
    """Whether records start with consecutive 8-byte counters: TLS 1.2 AES-GCM's explicit nonces,
    which OpenSSL, Go and Java count up record by record (TLS 1.3 records have none; chance
    alone makes two ciphertexts look so one time in 2**64, one small counter one in 2**40)."""
    if not bodies or any(len(b) < 8 for b in bodies):
        return False
    numbers = [int.from_bytes(b[:8]) for b in bodies]
    if len(numbers) == 1:  # alone, only a small counter tells (one that counts from the sequence number)
        return numbers[0] < 1 << 24
    return all(b == a + 1 for a, b in zip(numbers, numbers[1:], strict=False))


def _overhead(conn: _Conn) -> int:
    """Bytes a protected record adds to its plaintext (without padding)."""
    if conn.tls13:
        return HEADER + 16 + 1  # tag, inner content type
    suite = SUITES.get(conn.suite or 0)
    return HEADER + 16 + (8 if suite is not None and suite.aead == "aes-gcm" else 0)
