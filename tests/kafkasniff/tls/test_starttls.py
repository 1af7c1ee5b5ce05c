"""STARTTLS: a connection that begins in plaintext and turns to TLS part way. For a connection
`may_start_tls` says yes to, the stage watches for a data event that begins with a ClientHello;
the plaintext before it passes through untouched, and from it on the connection is decrypted as
one that was TLS from its first byte: a StreamTls event, then both directions' plaintext with
offsets from 0. The connections are real: a plaintext exchange, then OpenSSL's handshake and
records (in memory, with its key log) on the same byte streams."""

from __future__ import annotations

import pickle
import random
from pathlib import Path

import pytest

from kafkasniff.counters import Counters
from kafkasniff.model import Flow, Notice, StreamData, StreamEnd, StreamEvent, StreamGap, StreamOpen, StreamTls
from kafkasniff.tls.detection import PlaintextWatch, begins_client_hello
from kafkasniff.tls.direction import TlsDirection
from kafkasniff.tls.keys import KeyLog, read_key_log
from kafkasniff.tls.stage import TlsStage
from tests.kafkasniff.tls.test_tls import C2S, S2C, plaintext
from tests.support.tls_sessions import Message, Session, contexts

RNG = random.Random(45)
BEFORE: list[Message] = [(True, b"HELLO kafkasniff\r\n"), (False, b"250 ready\r\n"), (True, b"STARTTLS\r\n"),
                         (False, b"220 go ahead\r\n")]  # fmt: skip
AFTER: list[Message] = [(True, RNG.randbytes(300)), (False, RNG.randbytes(5000)), (True, RNG.randbytes(40)),
                        (False, RNG.randbytes(20_000))]  # fmt: skip


def may_start_tls(flow: Flow) -> bool:
    """The server port speaks a protocol with STARTTLS (module level: a stage's state is pickled)."""
    return flow.dst[1] == S2C.src[1]


def never(flow: Flow) -> bool:
    return False


def sent(messages: list[Message], from_client: bool) -> bytes:
    return b"".join(data for side, data in messages if side == from_client)


def switch_after(folder: Path, before: list[Message]) -> tuple[list[Message], KeyLog]:
    """The wire: the `before` flights in plaintext, then a TLS 1.3 handshake and the AFTER
    messages; and the key log."""
    key_log = folder / "keys.log"
    session = Session(*contexts(folder, key_log), "broker.example")
    flights = list(before) + session.handshake()
    for from_client, data in AFTER:
        flights += session.message(from_client, data)
    return flights, read_key_log(str(key_log))


@pytest.fixture(scope="module")
def switched(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[Message], KeyLog]:
    return switch_after(tmp_path_factory.mktemp("starttls"), BEFORE)


def events_of(flights: list[Message], chunk: int = 1448, opening: bool = True) -> list[StreamEvent]:
    """The flights as reassembly hands them on: each cut into `chunk`-byte data events."""
    events: list[StreamEvent] = [StreamOpen(0, C2S)] if opening else [StreamGap(0, C2S, 0, 0, "midstream")]
    offsets = {C2S: 0, S2C: 0}
    ts = 1
    for from_client, data in flights:
        flow = C2S if from_client else S2C
        if not opening and not offsets[S2C] and flow == S2C:
            events.append(StreamGap(ts, S2C, 0, 0, "midstream"))
        for at in range(0, len(data), chunk):
            events.append(StreamData(ts, flow, offsets[flow], data[at : at + chunk], ts))
            offsets[flow] += len(data[at : at + chunk])
            ts += 1
    return [*events, StreamEnd(ts, C2S, "fin"), StreamEnd(ts, S2C, "fin")]


def run(
    events: list[StreamEvent], keys: KeyLog | None, watch=may_start_tls
) -> tuple[list[StreamEvent | Notice], Counters, TlsStage]:
    """The stage fed as the pipeline feeds it: a flow `sides` maps to None bypasses it."""
    counters = Counters()
    stage = TlsStage(keys, counters, may_start_tls=watch)
    out: list[StreamEvent | Notice] = []
    for ev in events:
        if type(ev) is StreamData and stage.sides.get(ev.flow, 0) is None:
            out.append(ev)
        elif type(ev) is StreamData:
            out.extend(stage.data(ev.ts, ev.flow, ev.offset, ev.data, ev.number))
        else:
            out.extend(stage.feed(ev))
    return out, counters, stage


def split_at_tls(out: list[StreamEvent | Notice]) -> tuple[list[StreamEvent | Notice], list[StreamEvent | Notice]]:
    at = [i for i, ev in enumerate(out) if isinstance(ev, StreamTls)]
    assert len(at) == 1
    return out[: at[0]], out[at[0] + 1 :]


@pytest.mark.parametrize("chunk", [7, 100, 1448])
def test_plaintext_then_the_negotiated_session_then_the_decrypted_streams_from_offset_0(
    switched: tuple[list[Message], KeyLog], chunk: int
):
    flights, keys = switched
    events = events_of(flights, chunk)
    out, counters, _ = run(events, keys)
    before, after = split_at_tls(out)
    plaintext_events = [
        ev for ev in events if isinstance(ev, StreamData) and ev.offset < len(sent(BEFORE, ev.flow == C2S))
    ]
    assert [ev for ev in before if isinstance(ev, StreamData)] == plaintext_events  # untouched
    assert plaintext(before, C2S) == sent(BEFORE, True) and plaintext(before, S2C) == sent(BEFORE, False)
    assert plaintext(after, C2S) == sent(AFTER, True) and plaintext(after, S2C) == sent(AFTER, False)
    session = next(ev for ev in out if isinstance(ev, StreamTls)).session
    assert (session.version, session.server_name, session.recovered) == ("TLS 1.3", "broker.example", False)
    assert counters.connections_decrypted == 1 and counters.bytes_encrypted == 0 and counters.tls_records_failed == 0
    assert [n.kind for n in out if isinstance(n, Notice)] == ["tls"]


def test_the_plaintext_part_is_watched_in_the_clients_direction_only(switched: tuple[list[Message], KeyLog]):
    """Until the switch the server's direction is left to the pipeline's bypass; from it, both
    directions are TLS. After the connection's end the stage forgets it."""
    flights, keys = switched
    events = events_of(flights)
    hello = next(
        i for i, ev in enumerate(events) if isinstance(ev, StreamData) and ev.offset == len(sent(BEFORE, True))
    )
    _, _, stage = run(events[:hello], keys)
    assert type(stage.sides[C2S]) is PlaintextWatch and stage.sides[S2C] is None and stage.plaintext()
    _, _, stage = run(events[: hello + 1], keys)
    assert type(stage.sides[C2S]) is TlsDirection and type(stage.sides[S2C]) is TlsDirection
    assert not stage.plaintext()
    _, _, stage = run(events, keys)
    assert not stage.sides


def test_without_its_keys_it_is_reported_as_an_undecrypted_tls_connection_from_the_switch_on(
    switched: tuple[list[Message], KeyLog],
):
    flights, _ = switched
    out, counters, _ = run(events_of(flights), KeyLog())
    plaintext_bytes = len(sent(BEFORE, True)) + len(sent(BEFORE, False))
    tls_bytes = sum(len(data) for _, data in flights) - plaintext_bytes
    notices = [n for n in out if isinstance(n, Notice)]
    assert [n.kind for n in notices] == ["encrypted"]
    assert f"TLS connection not decrypted ({tls_bytes} bytes, client random" in notices[0].message
    assert sum(len(ev.data) for ev in out if isinstance(ev, StreamData)) == plaintext_bytes
    assert not [ev for ev in out if isinstance(ev, StreamTls)]
    assert counters.connections_encrypted == 1 and counters.bytes_encrypted == tls_bytes


@pytest.mark.parametrize("watch", [None, never])
def test_a_connection_not_said_to_start_tls_stays_plaintext_as_today(switched: tuple[list[Message], KeyLog], watch):
    flights, keys = switched
    events = events_of(flights)
    out, counters, stage = run(events[:3], keys, watch)
    assert stage.sides == {C2S: None, S2C: None}
    out, counters, _ = run(events, keys, watch)
    assert out == events and counters == Counters()


def test_where_tls_begins_is_a_data_event_that_begins_with_a_client_hello_record(
    switched: tuple[list[Message], KeyLog],
):
    flights, _ = switched
    client_hello, server_hello = flights[len(BEFORE)][1], flights[len(BEFORE) + 1][1]
    assert begins_client_hello(client_hello) and begins_client_hello(client_hello[:6])
    assert not begins_client_hello(server_hello) and not begins_client_hello(client_hello[:5])
    assert not begins_client_hello(client_hello[1:]) and not begins_client_hello(
        b"\x16\x03\x01\x00\x05\x01" + bytes(10)
    )


def test_a_data_event_that_only_begins_like_a_handshake_record_passes():
    looks = b"\x16\x03\x01\x00\x05" + b"\x02" + bytes(10)  # a ServerHello's header: not a ClientHello
    events: list[StreamEvent] = [
        StreamOpen(0, C2S),
        StreamData(1, C2S, 0, b"EHLO\r\n"),
        StreamData(2, C2S, 6, looks),
        StreamEnd(3, C2S, "fin"),
        StreamEnd(3, S2C, "fin"),
    ]
    out, counters, stage = run(events, None)
    assert out == events and counters == Counters() and not stage.sides


def test_with_its_opening_not_captured_either_direction_may_start_tls(tmp_path: Path):
    """Plaintext long enough for detection to say so (a capture that begins inside a connection
    may begin inside a TLS one: its bytes are searched for records first)."""
    long_before = [(True, b"NOOP " * 4000 + b"\r\n"), *BEFORE]
    flights, keys = switch_after(tmp_path, long_before)
    out, counters, _ = run(events_of(flights, opening=False), keys)
    before, after = split_at_tls(out)
    assert plaintext(before, C2S) == sent(long_before, True) and plaintext(before, S2C) == sent(long_before, False)
    assert plaintext(after, C2S) == sent(AFTER, True) and plaintext(after, S2C) == sent(AFTER, False)
    assert counters.connections_decrypted == 1 and counters.bytes_encrypted == 0


def test_a_capture_that_begins_shortly_before_the_switch_finds_the_tls_records_by_searching(
    switched: tuple[list[Message], KeyLog],
):
    """Too little plaintext to say it is not TLS: the records are found as in a capture begun
    inside a TLS connection, and the plaintext before them is skipped, counted as not decrypted."""
    flights, keys = switched
    out, counters, _ = run(events_of(flights, opening=False), keys)
    _, after = split_at_tls(out)
    assert plaintext(after, C2S) == sent(AFTER, True) and plaintext(after, S2C) == sent(AFTER, False)
    assert counters.bytes_encrypted == len(sent(BEFORE, True)) + len(sent(BEFORE, False))


def test_a_watching_stage_is_carried_across_files_as_the_bulk_pipeline_pickles_it(
    switched: tuple[list[Message], KeyLog], tmp_path: Path
):
    flights, keys = switched
    events = events_of(flights)
    hello = next(
        i for i, ev in enumerate(events) if isinstance(ev, StreamData) and ev.offset == len(sent(BEFORE, True))
    )
    _, _, stage = run(events[:hello], keys)
    resumed = pickle.loads(pickle.dumps(stage))
    out: list[StreamEvent | Notice] = []
    for ev in events[hello:]:
        out.extend(resumed.feed(ev))
    _, after = split_at_tls(out)
    assert plaintext(after, S2C) == sent(AFTER, False)
