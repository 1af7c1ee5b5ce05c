"""Real TLS conversations made in memory: Python's ssl module (OpenSSL) on both ends, a real
handshake, then the given plaintext messages each sent by its side; the bytes each side put on
the wire, flight by flight, and the key log OpenSSL wrote. The oracle for the TLS stage: what a
decryptor makes of these bytes must be what was sent."""

from __future__ import annotations

import contextlib
import datetime
import ssl
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from kafkasniff.tls.keys import KeyLog, read_key_log

Message = tuple[bool, bytes]  # (from the client, plaintext)


@dataclass
class Conversation:
    flights: list[Message]  # (from the client, bytes on the wire), in the order they were sent
    keys: KeyLog
    key_log: Path

    def wire(self, from_client: bool) -> bytes:
        return b"".join(data for side, data in self.flights if side == from_client)


def self_signed(folder: Path, rsa: bool) -> tuple[Path, Path]:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.hazmat.primitives.asymmetric import rsa as rsa_keys
    from cryptography.x509.oid import NameOID

    key = rsa_keys.generate_private_key(65537, 2048) if rsa else ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "broker")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(1).not_valid_before(now).not_valid_after(now + datetime.timedelta(days=1))
            .sign(key, hashes.SHA256()))  # fmt: skip
    cert_path, key_path = folder / "cert.pem", folder / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))  # fmt: skip
    return cert_path, key_path


def contexts(
    folder: Path,
    key_log: Path,
    version: ssl.TLSVersion = ssl.TLSVersion.TLSv1_3,
    ciphers: str | None = None,
    rsa: bool = False,
) -> tuple[ssl.SSLContext, ssl.SSLContext]:
    """(client, server) contexts for in-memory sessions: a self-signed broker certificate in
    `folder`, the version (and TLS 1.2 ciphers) pinned, the client appending its secrets to `key_log`."""
    folder.mkdir(parents=True, exist_ok=True)
    cert, key = self_signed(folder, rsa)
    server_ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server_ctx.load_cert_chain(cert, key)
    client_ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    client_ctx.check_hostname, client_ctx.verify_mode = False, ssl.CERT_NONE
    client_ctx.keylog_filename = str(key_log)
    for ctx in (server_ctx, client_ctx):
        ctx.minimum_version = ctx.maximum_version = version
        if ciphers:
            ctx.set_ciphers(ciphers)
    return client_ctx, server_ctx


class Session:
    """One TLS connection in memory, kept open so that its messages can be streamed: each call
    returns the flights (from the client, bytes on the wire) it made."""

    def __init__(self, client_ctx: ssl.SSLContext, server_ctx: ssl.SSLContext, server_name: str) -> None:
        self.c_in, self.c_out, self.s_in, self.s_out = (ssl.MemoryBIO() for _ in range(4))
        self.client = client_ctx.wrap_bio(self.c_in, self.c_out, server_hostname=server_name)
        self.server = server_ctx.wrap_bio(self.s_in, self.s_out, server_side=True)
        self.flights: list[Message] = []

    def _send(self, from_client: bool) -> None:
        data = (self.c_out if from_client else self.s_out).read()
        if data:
            self.flights.append((from_client, data))
            (self.s_in if from_client else self.c_in).write(data)

    def _taken(self) -> list[Message]:
        flights, self.flights = self.flights, []
        return flights

    def handshake(self) -> list[Message]:
        for _ in range(6):
            for end, is_client in ((self.client, True), (self.server, False)):
                with contextlib.suppress(ssl.SSLWantReadError):  # waiting for the peer's next flight
                    end.do_handshake()
                self._send(is_client)
        return self._taken()

    def message(self, from_client: bool, data: bytes) -> list[Message]:
        """`data` sent by its side and read by the peer before this returns."""
        sender, receiver = (self.client, self.server) if from_client else (self.server, self.client)
        sender.write(data)
        self._send(from_client)
        got, size = [], 0
        while size < len(data):  # chunks joined once: a multi-MB message is read in 16 KB records
            got.append(receiver.read(len(data) - size))
            size += len(got[-1])
        assert b"".join(got) == data
        self._send(not from_client)  # anything reading made the receiver send (TLS 1.3 session tickets)
        return self._taken()


def conversation(
    folder: Path,
    messages: Sequence[Message],
    version: ssl.TLSVersion = ssl.TLSVersion.TLSv1_3,
    ciphers: str | None = None,
    rsa: bool = False,
    server_name: str = "broker.example",
) -> Conversation:
    """A handshake, then `messages` in order, each read by its peer before the next is sent."""
    key_log = folder / "keys.log"
    key_log.unlink(missing_ok=True)
    session = Session(*contexts(folder, key_log, version, ciphers, rsa), server_name)
    flights = session.handshake()
    for from_client, data in messages:
        flights += session.message(from_client, data)
    return Conversation(flights, read_key_log(str(key_log)), key_log)


def tls13_conversation(folder: Path, messages: Sequence[Message], suite: str) -> Conversation:
    """The same, under TLS 1.3 with the cipher suite `suite`: Python cannot choose TLS 1.3 suites,
    but OpenSSL's configuration can, so a child process runs the conversation under one."""
    import os
    import pickle
    import subprocess
    import sys

    folder.mkdir(parents=True, exist_ok=True)
    config = folder / "openssl.cnf"
    config.write_text(OPENSSL_CONFIG.format(suite=suite))
    (folder / "messages.pickle").write_bytes(pickle.dumps(list(messages)))
    env = {**os.environ, "OPENSSL_CONF": str(config)}
    subprocess.run([sys.executable, "-m", "tests.support.tls_sessions", str(folder)], env=env, check=True,
                   cwd=Path(__file__).resolve().parents[2], timeout=60)  # fmt: skip
    flights = pickle.loads((folder / "flights.pickle").read_bytes())
    return Conversation(flights, read_key_log(str(folder / "keys.log")), folder / "keys.log")


OPENSSL_CONFIG = """openssl_conf = openssl_init
[openssl_init]
ssl_conf = ssl_sect
[ssl_sect]
system_default = system_default_sect
[system_default_sect]
Ciphersuites = {suite}
"""


if __name__ == "__main__":  # the child of tls13_conversation
    import pickle
    import sys

    where = Path(sys.argv[1])
    made = conversation(where, pickle.loads((where / "messages.pickle").read_bytes()))
    (where / "flights.pickle").write_bytes(pickle.dumps(made.flights))
