"""Pairing: a response finds its request by correlation id, whatever else is in flight."""

from __future__ import annotations

from kafkasniff.counters import Counters
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import Connection, Exchange, Frame
from kafkasniff.stream.framing import ConnectionClosed
from kafkasniff.stream.pairing import Pairer
from tests.support import kafka_frames as kf

CONN = Connection(("10.0.0.1", 40000), ("10.0.0.2", 9092), "kafka")


def frame(data: bytes, from_client: bool, ts: int) -> Frame:
    return Frame(CONN, from_client, ts, ts, 0, len(data), data)


def run(frames: list[Frame]) -> list[Exchange]:
    pairer = Pairer(make_protocols(), Counters())
    out = []
    for f in frames:
        out += pairer.feed(f)
    out += pairer.feed(ConnectionClosed(CONN, 10**9))
    return [e for e in out if isinstance(e, Exchange)]


def summary(exchanges: list[Exchange]) -> list[tuple[int | None, str, int | None]]:
    return [(e.head if isinstance(e.head, int) else e.head.correlation_id, e.status, e.latency_ns) for e in exchanges]


def test_several_in_flight_answered_out_of_order():
    out = run([
        frame(kf.request(1, 11, 1), True, 10), frame(kf.request(3, 8, 2), True, 20),
        frame(kf.response(2), False, 25), frame(kf.response(1), False, 500),
    ])  # fmt: skip
    assert summary(out) == [(2, "ok", 5), (1, "ok", 490)]


def test_acks0_produce_is_let_go_when_a_later_request_is_answered():
    out = run([
        frame(kf.produce_v3(1, acks=0), True, 10), frame(kf.request(3, 8, 2), True, 20),
        frame(kf.response(2), False, 30),
    ])  # fmt: skip
    assert summary(out) == [(1, "no-response-expected", None), (2, "ok", 10)]


def test_acks0_produce_that_is_answered_anyway_is_paired():
    out = run([frame(kf.produce_v9(1, acks=0), True, 10), frame(kf.response(1, flexible=True), False, 12)])
    assert summary(out) == [(1, "ok", 2)]


def test_a_response_without_its_request_is_kept_and_marked():
    out = run([frame(kf.response(77), False, 5)])
    assert summary(out) == [(77, "no-request", None)]


def test_requests_still_waiting_at_close_are_unanswered():
    out = run([frame(kf.request(3, 8, 1), True, 10), frame(kf.produce_v3(2, acks=0), True, 11)])
    assert summary(out) == [(1, "unanswered", None), (2, "no-response-expected", None)]
