"""A TLS connection and its two directions, as the stage keeps them: what the handshake said and
the secrets found for it; per direction, its mode, the record being read, the keys in use and the
plaintext not yet handed on."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from enum import Enum

from kafkasniff.model import Connection, Endpoint, Flow, StreamData, StreamGap, TlsSession
from kafkasniff.tls.crypto import SUITES, RecordDecryptor
from kafkasniff.tls.handshake import VERSION_TLS13, HandshakeBuffer
from kafkasniff.tls.keys import Secrets
from kafkasniff.tls.records import HEADER

RECORDS_MAPPED = 256  # recent records per direction whose offsets `TlsStage.stream_offset` can map back
QueuedRecord = tuple[int, int, bytes, bytes]  # a record waiting for a search: (ts, stream offset, header, body)


class Mode(Enum):
    """What a direction does with its next record."""

    CLEAR = "clear"  # records in clear: the handshake before keys
    ENCRYPTED = "encrypted"  # decrypted with the keys in use
    RESYNC = "resync"  # after a hole: records wait for the search of their keys and sequence number
    RECOVER = "recover"  # handshake not captured: records wait for the search of the key log
    DEAD = "dead"  # bytes only counted


@dataclass
class TlsConnection:
    """One TLS connection: what its handshake said and the secrets found for it."""

    key: tuple[Endpoint, Endpoint]
    sides: dict[Flow, TlsDirection] = field(default_factory=dict)
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

    @property
    def tls13(self) -> bool:
        return self.version == VERSION_TLS13

    def record_overhead(self) -> int:
        """Bytes a protected record adds to its plaintext (without padding)."""
        if self.tls13:
            return HEADER + 16 + 1  # tag, inner content type
        suite = SUITES.get(self.suite or 0)
        return HEADER + 16 + (8 if suite is not None and suite.aead == "aes-gcm" else 0)

    def set_client(self, client: TlsDirection, is_client: bool) -> None:
        """Which direction is the client's: the one said, and so the other."""
        client.is_client = is_client
        for other in self.sides.values():
            if other is not client:
                other.is_client = not is_client


@dataclass
class TlsDirection:
    """One direction of a TLS connection."""

    flow: Flow
    conn: TlsConnection
    peer: TlsDirection | None = None  # the other direction
    is_client: bool | None = None
    mode: Mode = Mode.CLEAR
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
    queue: list[QueuedRecord] = field(default_factory=list)  # RESYNC/RECOVER: records waiting for the search
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

    @property
    def other(self) -> TlsDirection:
        assert self.peer is not None
        return self.peer

    def pending(self) -> int:
        """Bytes it holds of a record not complete yet."""
        return len(self.buf) + sum(map(len, self.parts))

    def stop(self) -> None:
        """Nothing more of it is decrypted: what it held is let go."""
        self.mode, self.buf, self.parts, self.queue, self.queued_bytes = Mode.DEAD, b"", [], [], 0

    def unsync(self) -> None:
        """Off a record boundary: the next one is to be found by scanning what comes."""
        self.synced, self.buf, self.parts, self.scan_from = False, b"", [], 0

    def notice_connection(self) -> Connection | None:
        """The TLS connection a notice is about, once it is known which side is the client."""
        if self.is_client is None:
            return None
        flow = self.flow if self.is_client else self.flow.reverse()
        return Connection(flow.src, flow.dst, "tls", self.conn.session)


def new_connection(key: tuple[Endpoint, Endpoint]) -> TlsConnection:
    """A TLS connection from its first record on, both directions at a record boundary in clear."""
    conn = TlsConnection(key)
    first, second = TlsDirection(Flow(*key), conn), TlsDirection(Flow(key[1], key[0]), conn)
    first.peer, second.peer = second, first
    conn.sides = {first.flow: first, second.flow: second}
    return conn
