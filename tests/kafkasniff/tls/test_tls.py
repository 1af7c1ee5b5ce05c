"""The TLS stage: real TLS conversations (OpenSSL on both ends, in memory, with its key log) fed
as stream events come out of reassembly; what comes out must be exactly the plaintext each side
sent, whatever the segmentation, and never a byte that did not authenticate."""

from __future__ import annotations

import random
import ssl
from pathlib import Path

import pytest

from kafkasniff.counters import Counters
from kafkasniff.model import Flow, Notice, StreamData, StreamEnd, StreamEvent, StreamGap, StreamOpen, StreamTls
from kafkasniff.tls.keys import KeyLog
from kafkasniff.tls.records import looks_like_tls, record_start
from kafkasniff.tls.stage import TlsStage
from tests.support import captures as cap
from tests.support.tls_sessions import Conversation, Message, conversation, tls13_conversation

CLIENT, SERVER = ("10.0.0.1", 50000), ("10.0.0.2", 9093)
C2S, S2C = Flow(CLIENT, SERVER), Flow(SERVER, CLIENT)
RNG = random.Random(7)
# requests and responses of assorted sizes; the last response spans several records
MESSAGES: list[Message] = [
    (True, RNG.randbytes(120)), (False, RNG.randbytes(900)), (True, RNG.randbytes(40)),
    (False, RNG.randbytes(3000)), (True, RNG.randbytes(77)), (False, RNG.randbytes(40_000)),
    (True, RNG.randbytes(64)), (False, RNG.randbytes(64)),
]  # fmt: skip


def sent(from_client: bool) -> bytes:
    return b"".join(data for side, data in MESSAGES if side == from_client)


def events_of(conv: Conversation, chunk: int = 1448, opening: bool = True) -> list[StreamEvent]:
    """The conversation as reassembly hands it on: each flight in `chunk`-byte segments."""
    events: list[StreamEvent] = [StreamOpen(0, C2S)] if opening else []
    offsets = {True: 0, False: 0}
    ts = 1
    for from_client, data in conv.flights:
        flow = C2S if from_client else S2C
        for at in range(0, len(data), chunk):
            events.append(StreamData(ts, flow, offsets[from_client], data[at : at + chunk]))
            offsets[from_client] += len(data[at : at + chunk])
            ts += 1
    return [*events, StreamEnd(ts, C2S, "fin"), StreamEnd(ts, S2C, "fin")]


def run(events: list[StreamEvent], keys: KeyLog | None) -> tuple[list[StreamEvent | Notice], Counters]:
    counters = Counters()
    stage = TlsStage(keys, counters)
    out: list[StreamEvent | Notice] = []
    for ev in events:
        out.extend(stage.feed(ev))
    return out, counters


def plaintext(out: list[StreamEvent | Notice], flow: Flow) -> bytes:
    """A flow's plaintext, checking that its offsets run on without holes."""
    data = b""
    for ev in out:
        if isinstance(ev, StreamData) and ev.flow == flow:
            assert ev.offset == len(data)
            data += ev.data
    return data


@pytest.fixture(scope="module")
def tls13(tmp_path_factory: pytest.TempPathFactory) -> Conversation:
    return conversation(tmp_path_factory.mktemp("tls13"), MESSAGES)


# -- decrypting ----------------------------------------------------------------------------


@pytest.mark.parametrize("chunk", [1, 7, 1448, 65536])
def test_tls13_decrypts_to_what_each_side_sent_however_it_is_segmented(tls13: Conversation, chunk: int):
    out, counters = run(events_of(tls13, chunk), tls13.keys)
    assert plaintext(out, C2S) == sent(True)
    assert plaintext(out, S2C) == sent(False)
    assert counters.connections_decrypted == 1 and counters.bytes_encrypted == 0 and counters.tls_records_failed == 0


def test_the_negotiated_session_comes_before_the_plaintext(tls13: Conversation):
    out, _ = run(events_of(tls13), tls13.keys)
    sessions = [ev for ev in out if isinstance(ev, StreamTls)]
    assert len(sessions) == 1
    session = sessions[0].session
    assert (session.version, session.cipher) == ("TLS 1.3", "TLS_AES_256_GCM_SHA384")
    assert session.server_name == "broker.example"
    assert session.client_random == tls13.wire(True)[11:43].hex() and not session.recovered
    assert out.index(sessions[0]) < min(i for i, ev in enumerate(out) if isinstance(ev, StreamData))


@pytest.mark.parametrize("suite", ["TLS_AES_128_GCM_SHA256", "TLS_CHACHA20_POLY1305_SHA256"])
def test_every_tls13_cipher_suite_decrypts(tmp_path: Path, suite: str):
    conv = tls13_conversation(tmp_path, MESSAGES, suite)
    out, _ = run(events_of(conv), conv.keys)
    assert [ev.session.cipher for ev in out if isinstance(ev, StreamTls)] == [suite]
    assert plaintext(out, C2S) == sent(True) and plaintext(out, S2C) == sent(False)


@pytest.mark.parametrize("ciphers, rsa, name", [
    ("ECDHE-ECDSA-AES128-GCM-SHA256", False, "TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256"),
    ("ECDHE-RSA-AES256-GCM-SHA384", True, "TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384"),
    ("ECDHE-RSA-CHACHA20-POLY1305", True, "TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256"),
    ("AES128-GCM-SHA256", True, "TLS_RSA_WITH_AES_128_GCM_SHA256"),  # RSA key exchange
])  # fmt: skip
def test_tls12_suites_decrypt(tmp_path: Path, ciphers: str, rsa: bool, name: str):
    conv = conversation(tmp_path, MESSAGES, ssl.TLSVersion.TLSv1_2, ciphers, rsa)
    out, counters = run(events_of(conv, 1000), conv.keys)
    assert [(ev.session.version, ev.session.cipher) for ev in out if isinstance(ev, StreamTls)] == [("TLS 1.2", name)]
    assert plaintext(out, C2S) == sent(True) and plaintext(out, S2C) == sent(False)
    assert counters.bytes_encrypted == 0


def test_a_plaintext_connection_passes_through_untouched():
    events: list[StreamEvent] = [StreamOpen(0, C2S), StreamData(1, C2S, 0, b"\x00\x00\x00\x10" + bytes(16)),
                                 StreamData(2, S2C, 0, b"\x00\x00\x00\x04" + bytes(4)), StreamEnd(3, C2S, "fin"),
                                 StreamEnd(3, S2C, "fin")]  # fmt: skip
    out, counters = run(events, None)
    assert out == events and counters == Counters()


# -- what is not decrypted -------------------------------------------------------------------


def test_a_connection_without_keys_is_reported_once_with_its_client_random_and_size(tls13: Conversation):
    out, counters = run(events_of(tls13), KeyLog())
    notices = [ev for ev in out if isinstance(ev, Notice)]
    total = sum(len(data) for _, data in tls13.flights)
    assert [n.kind for n in notices] == ["encrypted"]
    assert f"{total} bytes, client random {tls13.wire(True)[11:43].hex()}" in notices[0].message
    assert notices[0].conn is not None and notices[0].conn.client == CLIENT
    assert not [ev for ev in out if isinstance(ev, StreamData | StreamTls)]
    assert counters.connections_encrypted == 1 and counters.bytes_encrypted == total
    assert counters.protocol_connections == {"tls": 1}


def test_a_damaged_record_is_a_decryption_failed_gap_never_its_bytes(tls13: Conversation):
    events = events_of(tls13, 100_000)
    client_data = [i for i, ev in enumerate(events) if isinstance(ev, StreamData) and ev.flow == C2S]
    at = client_data[-2]  # the third request's flight (one record)
    ev = events[at]
    assert isinstance(ev, StreamData)
    damaged = bytearray(ev.data)
    damaged[-3] ^= 0x40
    events[at] = StreamData(ev.ts, ev.flow, ev.offset, bytes(damaged))
    out, counters = run(events, tls13.keys)
    failed = [n for n in out if isinstance(n, Notice) and n.kind == "decryption-failed"]
    assert len(failed) == 1 and failed[0].offset == ev.offset
    gaps = [g for g in out if isinstance(g, StreamGap) and g.flow == C2S]
    requests = [data for side, data in MESSAGES if side]
    assert [(g.offset, g.length, g.reason) for g in gaps] == [(sum(map(len, requests[:2])), 77, "decryption-failed")]
    received = b"".join(e.data for e in out if isinstance(e, StreamData) and e.flow == C2S)
    assert received == sent(True).replace(requests[2], b"")
    assert counters.tls_records_failed == 1 and counters.bytes_encrypted == len(ev.data)


def test_a_hole_loses_only_the_records_it_touches_and_says_how_much_plaintext(tls13: Conversation):
    """A hole in the middle of the big response: framing resumes at the next record, at the
    right plaintext offset (the hole's span less each lost record's overhead)."""
    events = events_of(tls13, 1000)
    server = [i for i, ev in enumerate(events) if isinstance(ev, StreamData) and ev.flow == S2C]
    lost = server[len(server) // 2 : len(server) // 2 + 3]
    first = events[lost[0]]
    assert isinstance(first, StreamData)
    hole = StreamGap(first.ts, S2C, first.offset, 3000, "lost")
    events = [*events[: lost[0]], hole, *events[lost[-1] + 1 :]]
    out, counters = run(events, tls13.keys)
    gaps = [g for g in out if isinstance(g, StreamGap) and g.flow == S2C]
    assert len(gaps) == 1 and gaps[0].reason == "lost"
    whole = sent(False)
    before = plaintext_until(out, S2C, gaps[0])
    after = b"".join(e.data for e in out if isinstance(e, StreamData) and e.flow == S2C)[len(before) :]
    assert whole.startswith(before) and whole.endswith(after)
    assert len(before) + gaps[0].length + len(after) == len(whole)  # the plaintext offsets stay true
    assert counters.tls_records_failed == 0


def plaintext_until(out: list[StreamEvent | Notice], flow: Flow, stop: StreamEvent) -> bytes:
    data = b""
    for ev in out:
        if ev is stop:
            return data
        if isinstance(ev, StreamData) and ev.flow == flow:
            data += ev.data
    raise AssertionError("not in the output")


# -- a capture that began mid-connection -------------------------------------------------------


def midstream(conv: Conversation, flights_missed: int) -> list[StreamEvent]:
    """The conversation as captured from after its first flights (reassembly's view)."""
    kept = Conversation(conv.flights[flights_missed:], conv.keys, conv.key_log)
    events = events_of(kept, 1448, opening=False)
    return [StreamGap(0, C2S, 0, 0, "midstream"), StreamGap(0, S2C, 0, 0, "midstream"), *events]


def test_tls13_mid_connection_is_recovered_from_the_key_log(tls13: Conversation):
    missed = 6  # the handshake and the first exchange
    out, counters = run(midstream(tls13, missed), tls13.keys)
    sessions = [ev.session for ev in out if isinstance(ev, StreamTls)]
    assert len(sessions) == 1 and sessions[0].recovered and sessions[0].version == "TLS 1.3"
    assert sent(True).endswith(plaintext_after_midstream(out, C2S))
    assert sent(False).endswith(plaintext_after_midstream(out, S2C))
    assert len(plaintext_after_midstream(out, S2C)) >= 40_000


def plaintext_after_midstream(out: list[StreamEvent | Notice], flow: Flow) -> bytes:
    gaps = [ev for ev in out if isinstance(ev, StreamGap) and ev.flow == flow]
    assert [g.reason for g in gaps] == ["midstream"]
    return b"".join(ev.data for ev in out if isinstance(ev, StreamData) and ev.flow == flow)


def test_tls12_mid_connection_says_it_cannot_be_recovered(tmp_path: Path):
    conv = conversation(tmp_path, MESSAGES, ssl.TLSVersion.TLSv1_2, "ECDHE-ECDSA-AES128-GCM-SHA256")
    out, counters = run(midstream(conv, 6), conv.keys)
    notices = [n for n in out if isinstance(n, Notice)]
    assert [n.kind for n in notices] == ["encrypted"]
    assert "TLS 1.2" in notices[0].message and "cannot be found without the handshake" in notices[0].message
    assert counters.connections_encrypted == 1 and not [ev for ev in out if isinstance(ev, StreamData)]


# -- telling TLS from the rest -----------------------------------------------------------------


def test_kafka_is_not_mistaken_for_tls():
    from tests.support import kafka_frames as kf

    for data in [kf.request(0, 3, 7, "c", b"\x00" * 20), kf.response(1, b"\x00" * 40),
                 b"\x16\x03\x01\x02\x00\x07" + bytes(600)]:  # fmt: skip
        assert looks_like_tls(data) is False
    assert looks_like_tls(b"\x16\x03") is None
    assert record_start(bytes(20_000))[0] is None


def test_records_are_found_in_bytes_that_begin_inside_one():
    records = cap.tls_application_data(random.Random(2), [700, 64, 3000, 90])  # records at 0, 705, 774, 3779
    for cut in (1, 5, 300, 704):
        assert record_start(records[cut:]) == (705 - cut, 0)
    assert record_start(records[706:]) == (774 - 706, 0)  # two whole records end the bytes: enough
    at, resume = record_start(records[706:-10])
    assert at is None and resume == 774 - 706  # a record and a partial one: not enough to be sure yet


@pytest.mark.parametrize("limit", [64, 1 << 20])
def test_what_the_stage_holds_draws_from_the_memory_budget_and_is_given_back(tls13: Conversation, limit: int):
    """Undecided first bytes and plaintext held back for order take from --max-memory's buffers
    half; short of it, the stage decides at once (a connection it cannot tell is TLS goes on as
    not TLS) rather than hold more."""
    from kafkasniff.model import MemoryBudget

    memory = MemoryBudget(2 * limit)
    counters = Counters()
    stage = TlsStage(tls13.keys, counters, memory)
    out: list[StreamEvent | Notice] = []
    for ev in midstream(tls13, 6):
        out.extend(stage.feed(ev))
        assert memory.held <= limit
    assert memory.held == 0
    decrypted = [ev for ev in out if isinstance(ev, StreamTls)]
    if limit >= 1 << 20:
        assert decrypted and sent(False).endswith(plaintext_after_midstream(out, S2C))
    else:
        assert not decrypted and counters.connections_decrypted == 0
