"""The wired pipeline lets a connection turn to TLS part way when its protocol declares it may:
the exchanges before the turn are paired in plaintext, those after it decrypted with the key log,
and a protocol that declares nothing of the kind keeps today's plaintext-for-good handling."""

from __future__ import annotations

import io
from pathlib import Path
from typing import ClassVar

from kafkasniff.capture.pcap import read_packets
from kafkasniff.counters import Counters
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import Exchange
from kafkasniff.pipeline.wiring import Options, exchanges
from kafkasniff.tls.keys import read_key_log
from tests.support import captures as cap
from tests.support import kafka_frames as kf
from tests.support.tls_sessions import Session, contexts

ASKED, ANSWERED = kf.request(18, 0, 1, "app"), kf.response(1)
SECURE, SECURE_ANSWER = kf.request(3, 8, 3, "app"), kf.response(3, body=bytes(12))
KAFKA_CLASS = type(make_protocols()["kafka"])


class KafkaWithStartTls(KAFKA_CLASS):  # type: ignore[misc, valid-type]
    """Kafka as if its connections could turn to TLS part way (Kafka's cannot)."""

    may_start_tls: ClassVar[bool] = True


def paired_through_the_pipeline(tmp_path: Path, protocol: object) -> tuple[list[Exchange], Counters]:
    key_log = tmp_path / "keys.log"
    session = Session(*contexts(tmp_path, key_log), "broker.example")
    flights = [(True, ASKED), (False, ANSWERED), *session.handshake(), *session.message(True, SECURE),
               *session.message(False, SECURE_ANSWER)]  # fmt: skip
    segments = cap.conversation((bytes([10, 0, 0, 1]), 40000), (bytes([10, 0, 0, 2]), 9092), flights, ts=0)
    counters = Counters()
    packets = read_packets(io.BufferedReader(io.BytesIO(cap.pcap_bytes(segments))), counters)
    options = Options(protocols={"kafka": protocol}, keys=read_key_log(str(key_log)))  # type: ignore[dict-item]
    return [e for e in exchanges(packets, counters, options) if isinstance(e, Exchange)], counters


def test_a_protocol_that_may_start_tls_is_paired_in_plaintext_then_decrypted(tmp_path: Path):
    paired, _ = paired_through_the_pipeline(tmp_path, KafkaWithStartTls())
    assert [(e.request and e.request.data, e.response and e.response.data, e.status) for e in paired] == [
        (ASKED, ANSWERED, "ok"),
        (SECURE, SECURE_ANSWER, "ok"),
    ]
    assert paired[0].conn.tls is None
    assert paired[1].conn.tls is not None and paired[1].conn.tls.server_name == "broker.example"


def test_a_protocol_that_declares_no_starttls_never_decrypts_part_way(tmp_path: Path):
    paired, _ = paired_through_the_pipeline(tmp_path, KAFKA_CLASS())
    assert all(e.conn.tls is None for e in paired)
    assert (
        paired[0].request and paired[0].request.data,
        paired[0].response and paired[0].response.data,
    ) == (ASKED, ANSWERED)
    assert SECURE not in [e.request and e.request.data for e in paired]
