"""The TLS stage fed real TLS connections (samples/tls-*, with their key logs) whose encrypted
byte streams were damaged, cut or replaced: it never raises, each capture decodes quickly, no
record whose tag fails is passed on (every exchange that comes out is one of the undamaged
capture's, or marked), and connections the damage did not touch decode as before."""

from __future__ import annotations

import functools
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from kafkasniff.model import DecodedExchange
from kafkasniff.pipeline.wiring import Options
from kafkasniff.rendering.ndjson import exchange_object
from kafkasniff.tls.keys import KeyLog, read_key_log
from tests.fuzz import corpus
from tests.fuzz.test_fuzz_pipeline import Flow, restream, stream_of
from tests.support import captures as cap
from tests.support.decode import decode

NAMES = ["tls-kafka-python", "tls-confluent", "tls-mongo"]
SEGMENTS = {name: cap.load_segments(cap.sample_path(name)) for name in NAMES}


@functools.cache
def keys(name: str) -> KeyLog:
    return read_key_log(str(cap.sample_path(name).with_suffix(".keys")))


def flows(name: str) -> list[Flow]:
    return sorted({s.flow for s in SEGMENTS[name] if s.payload})


def shown(item: DecodedExchange) -> str:
    """An exchange as compared: without its timing, without what TLS negotiated (a damaged
    handshake leaves the keys to be found by trying the key log, with less known about them),
    and for MongoDB without the client name its connection's hello gave (damage can take it)."""
    fields = exchange_object(item)
    for key in ("ts", "latency_ms", "tls", "frames", "tcp_stream"):  # packets dropped renumber the rest
        fields.pop(key, None)
    if fields["protocol"] == "mongo":
        fields.pop("client_id", None)
    return str(fields)


@functools.cache
def undamaged(name: str) -> Counter[str]:
    exchanges, _, _ = decode(cap.pcap_bytes(SEGMENTS[name]), Options(keys=keys(name)))
    return Counter(map(shown, exchanges))


def decode_checked(name: str, segs: list[cap.Seg], damaged: Flow) -> None:
    (exchanges, _, counters), elapsed = corpus.timed(
        lambda: decode(cap.pcap_bytes(segs), Options(keys=keys(name))))  # fmt: skip
    assert elapsed < 5.0, f"{elapsed:.2f}s"
    before = undamaged(name)
    for item in exchanges:
        corpus.check_markers_inside(item)
        conn = item.exchange.conn
        touched = {(bytes(map(int, ip.split("."))), port) for ip, port in (conn.client, conn.server)}
        if touched != {(damaged[0], damaged[1]), (damaged[2], damaged[3])}:
            assert before[shown(item)], "an exchange of a connection the damage did not touch changed"
        elif item.exchange.status == "ok" and not item.warnings:  # whole and answered: never made up
            assert before[shown(item)], "an exchange out of damaged TLS that the capture never had"


@corpus.fuzz(ci=80)
@given(st.sampled_from(NAMES), st.data(), corpus.MUTATIONS)
def test_damaged_tls_streams_go_through_the_pipeline_without_raising(name, data, mutations):
    corpus.tried("tls: mutated real TLS streams")
    flow = data.draw(st.sampled_from(flows(name)), label="direction")
    segs = SEGMENTS[name]
    decode_checked(name, restream(segs, flow, corpus.mutate(stream_of(segs, flow), mutations)), flow)


@corpus.fuzz(ci=40)
@given(st.sampled_from(NAMES), st.data(), st.binary(min_size=1, max_size=3000))
def test_random_bytes_for_a_tls_direction_go_through_the_pipeline_without_raising(name, data, junk):
    corpus.tried("tls: random TLS streams")
    flow = data.draw(st.sampled_from(flows(name)), label="direction")
    segs = SEGMENTS[name]
    stream = stream_of(segs, flow)
    cut = data.draw(st.integers(0, len(stream)), label="junk from")
    decode_checked(name, restream(segs, flow, stream[:cut] + junk), flow)
