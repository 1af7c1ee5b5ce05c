"""A connection that turns to TLS part way (STARTTLS): the TLS stage's StreamTls comes after
plaintext went by, and the decrypted streams follow from their offset 0. Framing ends the
plaintext phase of both directions and frames the decrypted streams under a Connection record
that names the TLS. Last, a real conversation through the TLS stage, as the pipeline wires it."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from kafkasniff.counters import Counters
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import (
    Exchange,
    Flow,
    Frame,
    Notice,
    StreamData,
    StreamEnd,
    StreamEvent,
    StreamOpen,
    StreamTls,
    TlsSession,
)
from kafkasniff.stream.detection import start_tls_ports
from kafkasniff.stream.framing import Framer
from kafkasniff.stream.outputs import ConnectionClosed, FramingOutput
from kafkasniff.stream.pairing import Pairer
from kafkasniff.tls.keys import read_key_log
from kafkasniff.tls.stage import TlsStage
from tests.support import kafka_frames as kf
from tests.support.tls_sessions import Session, contexts

C2S = Flow(("10.0.0.1", 40000), ("10.0.0.2", 9092))
S2C = C2S.reverse()
ODD = Flow(("10.0.0.1", 40000), ("10.0.0.2", 19092))
SESSION = TlsSession("TLS 1.3", "TLS_AES_128_GCM_SHA256", "broker")
ASKED, ANSWERED = kf.request(18, 0, 1, "app"), kf.response(1)
CUT = kf.request(3, 8, 2, "app", body=bytes(40))
SECURE, SECURE_ANSWER = kf.request(3, 8, 3, "app"), kf.response(3, body=bytes(12))


def framed(events: list[StreamEvent]) -> tuple[list[FramingOutput], Counters]:
    counters = Counters()
    framer = Framer(list(make_protocols().values()), counters)
    return [item for ev in events for item in framer.feed(ev)], counters


def turning_to_tls(cut: bytes = b"") -> list[StreamEvent]:
    """An exchange in plaintext (and `cut`, a request's first bytes), then TLS from offset 0."""
    return [
        StreamOpen(0, C2S), StreamData(1, C2S, 0, ASKED + cut), StreamData(2, S2C, 0, ANSWERED),
        StreamTls(3, C2S, SESSION),
        StreamData(4, C2S, 0, SECURE), StreamData(5, S2C, 0, SECURE_ANSWER),
    ]  # fmt: skip


def test_frames_after_the_turn_are_the_decrypted_streams_from_their_start_under_a_tls_record():
    out, counters = framed(turning_to_tls())
    frames = [o for o in out if isinstance(o, Frame)]
    assert [(f.data, f.offset, f.conn.tls) for f in frames] == [
        (ASKED, 0, None), (ANSWERED, 0, None), (SECURE, 0, SESSION), (SECURE_ANSWER, 0, SESSION),
    ]  # fmt: skip
    assert frames[0].conn.stream == frames[2].conn.stream and counters.protocol_connections == {"kafka": 1}


def test_the_plaintext_record_closes_at_the_turn_so_pairing_settles_it():
    out, _ = framed(turning_to_tls())
    closed = [o for o in out if isinstance(o, ConnectionClosed)]
    assert [(c.conn.tls, c.ts) for c in closed] == [(None, 3)]
    assert out.index(closed[0]) == 2  # after the plaintext frames, before the decrypted ones


def test_a_plaintext_frame_cut_by_the_turn_is_told_and_counted_as_a_stream_end_cuts_one():
    out, counters = framed(turning_to_tls(cut=CUT[:20]))
    cut = [o for o in out if isinstance(o, Frame) and not o.complete]
    assert [(f.data, f.lost, f.conn.tls) for f in cut] == [(CUT[:20], len(CUT) - 20, None)]
    notices = [(n.kind, n.offset, n.message) for n in out if isinstance(n, Notice)]
    assert notices == [("ended-mid-frame", len(ASKED), "plaintext ended inside a frame: the connection turned to TLS")]
    assert counters.frames == 5


def test_pairing_sees_the_plaintext_exchanges_end_with_their_record_and_the_decrypted_ones_after():
    counters = Counters()
    protocols = make_protocols()
    framer, pairer = Framer(list(protocols.values()), counters), Pairer(protocols, counters)
    ends = [StreamEnd(6, C2S, "fin"), StreamEnd(6, S2C, "fin")]
    paired = [e for ev in turning_to_tls(cut=CUT[:20]) + ends for item in framer.feed(ev) for e in pairer.feed(item)]
    exchanges = [(e.request and e.request.data, e.status, e.conn.tls) for e in paired if isinstance(e, Exchange)]
    assert exchanges == [(ASKED, "ok", None), (CUT[:20], "unanswered", None), (SECURE, "ok", SESSION)]


def test_plaintext_too_short_to_judge_is_let_go_and_the_decrypted_streams_judged_afresh():
    events = [StreamOpen(0, ODD), StreamData(1, ODD, 0, b"STLS\r\n"), StreamTls(2, ODD, SESSION),
              StreamData(3, ODD, 0, SECURE)]  # fmt: skip
    out, counters = framed(events)
    assert [(o.data, o.conn.tls) for o in out if isinstance(o, Frame)] == [(SECURE, SESSION)]
    assert counters.bytes_ignored == len(b"STLS\r\n")


def test_a_connection_in_tls_from_its_start_is_framed_as_before():
    events = [StreamOpen(0, C2S), StreamTls(1, C2S, SESSION), StreamData(2, C2S, 0, SECURE)]
    out, _ = framed(events)
    assert [(type(o), o.conn.tls) for o in out if isinstance(o, Frame | ConnectionClosed)] == [(Frame, SESSION)]


class KafkaWithStartTls(type(make_protocols()["kafka"])):  # type: ignore[misc]
    """Kafka as if its connections could turn to TLS part way (Kafka's cannot)."""

    may_start_tls: ClassVar[bool] = True


def test_a_real_conversation_turning_to_tls_pairs_in_plaintext_then_decrypted(tmp_path: Path):
    key_log = tmp_path / "keys.log"
    session = Session(*contexts(tmp_path, key_log), "broker.example")
    flights = [(True, ASKED), (False, ANSWERED), *session.handshake(), *session.message(True, SECURE),
               *session.message(False, SECURE_ANSWER)]  # fmt: skip
    protocols = {"kafka": KafkaWithStartTls()}
    counters = Counters()
    watch = start_tls_ports(list(protocols.values()), {})
    tls = TlsStage(read_key_log(str(key_log)), counters, may_start_tls=watch)
    framer, pairer = Framer(list(protocols.values()), counters), Pairer(protocols, counters)
    events: list[StreamEvent] = [StreamOpen(0, C2S)]
    offsets = {C2S: 0, S2C: 0}
    for ts, (from_client, data) in enumerate(flights, 1):
        flow = C2S if from_client else S2C
        events.append(StreamData(ts, flow, offsets[flow], data, ts))
        offsets[flow] += len(data)
    paired = []
    for ev in [*events, StreamEnd(99, C2S, "fin"), StreamEnd(99, S2C, "fin")]:
        bypass = type(ev) is StreamData and tls.sides.get(ev.flow, 0) is None  # as the pipeline's fast path
        for out in [ev] if bypass else tls.feed(ev):
            items = [out] if isinstance(out, Notice) else framer.feed(out)
            paired += [e for item in items for e in pairer.feed(item) if isinstance(e, Exchange)]
    assert [(e.request and e.request.data, e.response and e.response.data, e.status, e.conn.tls is not None)
            for e in paired] == [(ASKED, ANSWERED, "ok", False), (SECURE, SECURE_ANSWER, "ok", True)]  # fmt: skip
    assert paired[1].conn.tls is not None and paired[1].conn.tls.server_name == "broker.example"
