"""Handshake messages as OpenSSL sends them: a ClientHello's random and server name, a
ServerHello's suite and version, and messages cut across records or packed into one."""

from __future__ import annotations

import ssl
from pathlib import Path

from kafkasniff.tls.handshake import (
    CLIENT_HELLO,
    MAX_HELD,
    SERVER_HELLO,
    VERSION_TLS12,
    VERSION_TLS13,
    HandshakeBuffer,
    client_hello,
    server_hello,
)
from tests.support import captures as cap
from tests.support.tls_sessions import conversation


def first_message(record_stream: bytes) -> tuple[int, bytes]:
    length = int.from_bytes(record_stream[3:5])
    (message,) = HandshakeBuffer().feed(record_stream[5 : 5 + length])
    return message


def test_a_client_hello_gives_its_random_and_server_name():
    record = cap.tls_client_hello()
    kind, body = first_message(record)
    hello = client_hello(body)
    assert kind == CLIENT_HELLO and hello is not None
    assert hello.random == record[11:43] and hello.server_name == "kafka.example"


def test_a_server_hello_gives_the_negotiated_suite_and_version(tmp_path: Path):
    for version, want in ((ssl.TLSVersion.TLSv1_3, VERSION_TLS13), (ssl.TLSVersion.TLSv1_2, VERSION_TLS12)):
        talk = conversation(tmp_path / str(want), [], version, "ECDHE-ECDSA-AES128-GCM-SHA256")
        kind, body = first_message(talk.wire(False))
        hello = server_hello(body)
        assert kind == SERVER_HELLO and hello is not None and not hello.retry
        assert hello.version == want
        assert hello.suite == (0x1302 if want == VERSION_TLS13 else 0xC02B)


def test_a_cut_message_parses_as_nothing_rather_than_failing():
    _, body = first_message(cap.tls_client_hello())
    for end in (0, 10, 40, len(body) - 3):
        hello = client_hello(body[:end])
        assert hello is None or hello.server_name is None  # cut inside the extensions at worst


def test_messages_split_across_records_and_packed_into_one_come_out_whole():
    messages = [bytes([20]) + (n).to_bytes(3, "big") + bytes([n % 251]) * n for n in (1, 300, 5000, 7)]
    stream = b"".join(messages)
    for piece in (1, 3, 1000, len(stream)):
        buffer, got = HandshakeBuffer(), []
        for at in range(0, len(stream), piece):
            got += buffer.feed(stream[at : at + piece])
        assert [(kind, len(body)) for kind, body in got] == [(20, 1), (20, 300), (20, 5000), (20, 7)]


def test_a_message_too_large_to_hold_is_passed_over_and_the_next_one_still_found():
    big = bytes([11]) + (MAX_HELD + 10).to_bytes(3, "big") + bytes(MAX_HELD + 10)  # a certificate chain
    finished = bytes([20]) + (32).to_bytes(3, "big") + bytes(range(32))
    buffer, got = HandshakeBuffer(), []
    stream = big + finished
    for at in range(0, len(stream), 16384):
        got += buffer.feed(stream[at : at + 16384])
    assert got == [(20, bytes(range(32)))] and len(buffer.pending) == 0
