"""A TLS connection's keys from its handshake (`keys`: the key log, `crypto`): the ClientHello's
random at the ServerHello looks up the key log; TLS 1.3 switches each direction from its handshake
secret to its traffic secret at its Finished and on KeyUpdate; TLS 1.2 starts protecting a
direction at its ChangeCipherSpec. A connection that gets no keys says why once, and all of it
is then only counted."""

from __future__ import annotations

from kafkasniff.counters import Counters
from kafkasniff.model import StreamTls, TlsSession
from kafkasniff.tls.crypto import SUITES, TLS13, RecordDecryptor, next_traffic_secret
from kafkasniff.tls.direction import Mode, TlsConnection, TlsDirection
from kafkasniff.tls.handshake import (
    CLIENT_HELLO,
    FINISHED,
    KEY_UPDATE,
    SERVER_HELLO,
    VERSION_NAMES,
    VERSION_TLS12,
    VERSION_TLS13,
    client_hello,
    key_update_requested,
    server_hello,
)
from kafkasniff.tls.keys import KeyLog
from kafkasniff.tls.output import StageOutput, notice

ALERTS = {0: "close_notify", 10: "unexpected_message", 20: "bad_record_mac", 40: "handshake_failure",
          42: "bad_certificate", 46: "certificate_unknown", 48: "unknown_ca", 50: "decode_error",
          51: "decrypt_error", 70: "protocol_version", 80: "internal_error", 90: "user_canceled",
          109: "missing_extension", 112: "unrecognized_name", 116: "certificate_required"}  # fmt: skip
# a TLS 1.3 connection's secrets in a key log: traffic secrets first (what a recovery tries first)
TLS13_SECRETS = ("CLIENT_TRAFFIC_SECRET_0", "SERVER_TRAFFIC_SECRET_0", "CLIENT_HANDSHAKE_TRAFFIC_SECRET",
                 "SERVER_HANDSHAKE_TRAFFIC_SECRET")  # fmt: skip


class Keying:
    """Handshake messages in, keys on the directions out; `claimed` gathers the client randoms
    whose handshake was captured (a recovery does not try their secrets on other connections)."""

    def __init__(self, keys: KeyLog, counters: Counters, claimed: set[bytes]) -> None:
        self.keys = keys
        self.counters = counters
        self.claimed = claimed

    def clear_handshake(
        self, side: TlsDirection, ts: int, off: int, msg_type: int, msg: bytes, out: list[StageOutput]
    ) -> None:
        """A handshake message sent in clear: the hellos."""
        conn = side.conn
        if msg_type == CLIENT_HELLO:
            asked = client_hello(msg)
            if asked is not None:
                conn.set_client(side, True)
                conn.client_random, conn.server_name = asked.random, asked.server_name
        elif msg_type == SERVER_HELLO:
            hello = server_hello(msg)
            if hello is None or hello.retry:
                return  # a HelloRetryRequest: the real ServerHello follows the second ClientHello
            side.is_client = False
            conn.server_random, conn.suite, conn.version = hello.random, hello.suite, hello.version
            self._keys_for(side, ts, off, out)

    def _keys_for(self, server: TlsDirection, ts: int, off: int, out: list[StageOutput]) -> None:
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
            self.without_keys(server, f"{version} cipher suite {name}: not one kafkasniff decrypts")
            return
        if conn.client_random is None:  # TLS 1.3 can still be found by trying the key log's secrets
            if conn.version == VERSION_TLS12:
                self.without_keys(server, "its ClientHello was not captured: TLS 1.2 keys need its random")
            return
        self.claimed.add(conn.client_random)
        conn.secrets = self.keys.secrets(conn.client_random)
        if conn.secrets is None or not _has_secrets(conn):
            self.without_keys(server, f"{version} {suite.name}: {self.no_secrets()}")
            return
        self.establish(server, ts, off, out, recovered=False)
        if conn.tls13:
            for side in conn.sides.values():
                _tls13_handshake_keys(side)

    def no_secrets(self) -> str:
        if self.keys.connections:
            return "its secrets are not in the key log"
        return "no key log (--keylog FILE, or a pcapng with its secrets)"

    def protected_handshake(
        self, side: TlsDirection, msg_type: int, msg: bytes, out: list[StageOutput], ts: int, off: int
    ) -> None:
        """A handshake message under keys: TLS 1.3's Finished and KeyUpdate change them."""
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
            notice(out, ts, side, off, "tls-key-update", f"TLS 1.3 KeyUpdate{asked}: next records under new keys")

    def establish(self, side: TlsDirection, ts: int, off: int, out: list[StageOutput], recovered: bool) -> None:
        """The connection's keys are known: what was negotiated goes before its plaintext."""
        conn = side.conn
        assert conn.suite is not None and conn.version is not None
        conn.session = TlsSession(
            VERSION_NAMES[conn.version], SUITES[conn.suite].name, conn.server_name,
            conn.client_random.hex() if conn.client_random else None, recovered,
        )  # fmt: skip
        self.counters.connections_decrypted += 1
        out.append(StreamTls(ts, side.flow, conn.session))
        notice(out, ts, side, off, "tls", f"decrypting {conn.session.text}")

    def without_keys(self, side: TlsDirection, why: str) -> None:
        """The connection cannot be decrypted: counted as encrypted, reported at its end."""
        conn = side.conn
        if conn.keyless is not None:
            return
        conn.keyless = why
        counters = self.counters
        counters.connections_encrypted += 1
        counters.protocol_connections["tls"] = counters.protocol_connections.get("tls", 0) + 1
        for s in conn.sides.values():
            s.stop()


def change_cipher_spec(side: TlsDirection) -> None:
    """TLS 1.2: the direction's next records are protected, under keys from the master secret."""
    conn = side.conn
    if conn.tls13 or conn.secrets is None or conn.suite is None:
        return
    master = conn.secrets.get("CLIENT_RANDOM")
    if master is None or conn.client_random is None or conn.server_random is None or side.is_client is None:
        return
    side.decryptor = RecordDecryptor.for_tls12(conn.suite, master, conn.client_random, conn.server_random,
                                               side.is_client)  # fmt: skip
    side.mode = Mode.ENCRYPTED


def alert(side: TlsDirection, ts: int, off: int, body: bytes, out: list[StageOutput]) -> None:
    if len(body) != 2:
        return
    level = "fatal" if body[0] == 2 else "warning"
    name = ALERTS.get(body[1], f"alert {body[1]}")
    if body[1] != 0:  # close_notify is the normal end
        notice(out, ts, side, off, "tls-alert", f"TLS {level} alert: {name}")


def _has_secrets(conn: TlsConnection) -> bool:
    assert conn.secrets is not None
    if not conn.tls13:
        return conn.secrets.get("CLIENT_RANDOM") is not None
    return any(conn.secrets.get(label) is not None for label in TLS13_SECRETS)


def _tls13_handshake_keys(side: TlsDirection) -> None:
    conn = side.conn
    assert conn.secrets is not None and conn.suite is not None
    who = "CLIENT" if side.is_client else "SERVER"
    handshake = conn.secrets.get(f"{who}_HANDSHAKE_TRAFFIC_SECRET")
    traffic = conn.secrets.get(f"{who}_TRAFFIC_SECRET_0")
    first = handshake or traffic
    if first is None:
        side.mode = Mode.DEAD
        return
    side.decryptor = RecordDecryptor.for_tls13(conn.suite, first)
    side.secret, side.next_secret = first, traffic if handshake else None
    side.mode = Mode.ENCRYPTED
