"""TLS records decrypted with the secrets of a key log, checked against OpenSSL: Python's ssl
module (OpenSSL) runs a real handshake and exchange in memory, writing its key log; the records
it put on the wire decrypt to exactly what each side sent, and a damaged record is refused."""

from __future__ import annotations

import ssl
import struct
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from kafkasniff.tls.crypto import APPLICATION_DATA, SUITES, DecryptionFailed, RecordDecryptor
from kafkasniff.tls.keys import KeyLog
from tests.support.tls_sessions import conversation

REQUEST, RESPONSE = b"\x00\x00\x00\x0bkafka request", b"\x00\x00\x00\x0ckafka response" * 100


@dataclass
class Wire:
    to_server: bytes
    to_client: bytes
    keys: KeyLog


def exchange(tmp_path: Path, version: ssl.TLSVersion, ciphers: str | None = None, rsa: bool = False) -> Wire:
    """A handshake, a request and a response between two OpenSSL endpoints in memory."""
    talk = conversation(tmp_path, [(True, REQUEST), (False, RESPONSE)], version, ciphers, rsa)
    return Wire(talk.wire(True), talk.wire(False), talk.keys)


def records(data: bytes) -> Iterator[tuple[bytes, bytes]]:
    pos = 0
    while pos + 5 <= len(data):
        size = struct.unpack_from(">H", data, pos + 3)[0]
        yield data[pos : pos + 5], data[pos + 5 : pos + 5 + size]
        pos += 5 + size


def hello(data: bytes) -> tuple[bytes, int]:
    """(random, cipher suite) of the ClientHello or ServerHello opening `data`."""
    header, body = next(records(data))
    assert header[0] == 22 and body[0] in (1, 2)
    random = body[6:38]
    session_id = body[38]
    suite = struct.unpack_from(">H", body, 39 + session_id)[0]
    return random, suite


def plaintexts(decryptors: list[RecordDecryptor], data: bytes) -> list[tuple[int, bytes]]:
    """Each protected record decrypted, moving to the next decryptor when one no longer fits
    (TLS 1.3: handshake keys, then application keys)."""
    out = []
    for header, body in records(data):
        if header[0] in (20, 22) and not out:
            continue  # the plaintext hello and a compatibility ChangeCipherSpec
        if header[0] == 20:
            continue
        while True:
            try:
                out.append(decryptors[0].decrypt(header, body))
                break
            except DecryptionFailed:
                decryptors.pop(0)
                assert decryptors, "no keys decrypt this record"
    return out


def application_data(items: list[tuple[int, bytes]]) -> bytes:
    return b"".join(data for kind, data in items if kind == APPLICATION_DATA)


def test_tls13_records_decrypt_to_what_each_side_sent(tmp_path: Path):
    wire = exchange(tmp_path, ssl.TLSVersion.TLSv1_3)
    client_random, _ = hello(wire.to_server)
    _, suite = hello(wire.to_client)
    secrets = wire.keys.secrets(client_random)
    assert secrets is not None and suite in SUITES

    def keys(*labels: str) -> list[RecordDecryptor]:
        return [RecordDecryptor.for_tls13(suite, secrets.get(label)) for label in labels]  # type: ignore[arg-type]

    to_server = plaintexts(keys("CLIENT_HANDSHAKE_TRAFFIC_SECRET", "CLIENT_TRAFFIC_SECRET_0"), wire.to_server)
    to_client = plaintexts(keys("SERVER_HANDSHAKE_TRAFFIC_SECRET", "SERVER_TRAFFIC_SECRET_0"), wire.to_client)
    assert application_data(to_server) == REQUEST
    assert application_data(to_client) == RESPONSE


@pytest.mark.parametrize("ciphers, rsa", [
    ("ECDHE-ECDSA-AES128-GCM-SHA256", False), ("ECDHE-ECDSA-AES256-GCM-SHA384", False),
    ("ECDHE-RSA-AES128-GCM-SHA256", True), ("ECDHE-ECDSA-CHACHA20-POLY1305", False),
])  # fmt: skip
def test_tls12_records_decrypt_to_what_each_side_sent(tmp_path: Path, ciphers: str, rsa: bool):
    wire = exchange(tmp_path, ssl.TLSVersion.TLSv1_2, ciphers, rsa)
    client_random, _ = hello(wire.to_server)
    server_random, suite = hello(wire.to_client)
    secrets = wire.keys.secrets(client_random)
    assert secrets is not None
    master = secrets.get("CLIENT_RANDOM")
    assert master is not None

    def decrypted(data: bytes, from_client: bool) -> list[tuple[int, bytes]]:
        """Every record after ChangeCipherSpec (where TLS 1.2's protection starts), in order:
        the Finished message, then application data."""
        decryptor = RecordDecryptor.for_tls12(suite, master, client_random, server_random, from_client)
        protected = list(records(data))
        start = next(i for i, (header, _) in enumerate(protected) if header[0] == 20) + 1
        return [decryptor.decrypt(header, body) for header, body in protected[start:]]

    to_server, to_client = decrypted(wire.to_server, True), decrypted(wire.to_client, False)
    assert to_server[0][0] == to_client[0][0] == 22  # Finished
    assert application_data(to_server) == REQUEST
    assert application_data(to_client) == RESPONSE


def test_a_damaged_record_is_refused_not_passed_on(tmp_path: Path):
    wire = exchange(tmp_path, ssl.TLSVersion.TLSv1_3)
    client_random, _ = hello(wire.to_server)
    _, suite = hello(wire.to_client)
    secret = wire.keys.secrets(client_random).get("CLIENT_TRAFFIC_SECRET_0")  # type: ignore[union-attr]
    header, body = list(records(wire.to_server))[-1]  # the request
    damaged = body[:3] + bytes([body[3] ^ 1]) + body[4:]
    decryptor = RecordDecryptor.for_tls13(suite, secret)  # type: ignore[arg-type]
    with pytest.raises(DecryptionFailed):
        decryptor.decrypt(header, damaged)
    assert decryptor.seq == 0  # a refused record does not move the sequence on
    assert decryptor.decrypt(header, body) == (APPLICATION_DATA, REQUEST)
