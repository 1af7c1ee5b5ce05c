"""TLS 1.3 KeyUpdate, as OpenSSL's s_client and s_server do it: each side's records after its
KeyUpdate are under the next traffic secret, which only the first is in the key log."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from kafkasniff.counters import Counters
from kafkasniff.model import Notice, StreamEvent
from kafkasniff.tls.keys import KeyLog, read_key_log
from tests.kafkasniff.tls.test_tls import C2S, S2C, events_of, plaintext, run
from tests.support.openssl_relay import WAIT_S, openssl_pair, type_line, wait_printed
from tests.support.tls_sessions import Conversation, Message

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not shutil.which("openssl"), reason="needs the openssl program")]


def test_records_after_a_key_update_decrypt_under_the_next_secret(tmp_path: Path):
    with openssl_pair(tmp_path) as (relay, client, server):
        # k: a KeyUpdate; K: a KeyUpdate asking the peer to update too (s_server then sends one)
        for line in (b"hello\n", b"k\n", b"world\n", b"K\n", b"again\n"):
            type_line(relay, client, True, line)
        # s_server answers the KeyUpdate request with its next write, but only once it has read the
        # request: a reply typed before then went out under the old secret, with no KeyUpdate
        wait_printed(server, b"again", "s_server did not read the client's last line")
        type_line(relay, server, False, b"reply\n")
        keys = read_key_log(str(tmp_path / "keys.log"))
        # s_server sends its KeyUpdate when asked or just before the reply: wait for the reply itself
        deadline = time.monotonic() + WAIT_S
        while plaintext(decrypt(relay.flights, keys)[0], S2C) != b"reply\n" and time.monotonic() < deadline:
            time.sleep(0.05)
        out, counters = decrypt(relay.flights, keys)
    assert plaintext(out, C2S) == b"hello\nworld\nagain\n"
    assert plaintext(out, S2C) == b"reply\n"
    updates = [n.flow for n in out if isinstance(n, Notice) and n.kind == "tls-key-update"]
    assert updates == [C2S, C2S, S2C]
    assert counters.tls_records_failed == 0 and counters.bytes_encrypted == 0


def decrypt(flights: list[Message], keys: KeyLog) -> tuple[list[StreamEvent | Notice], Counters]:
    return run(events_of(Conversation(list(flights), keys, Path("keys.log"))), keys)
