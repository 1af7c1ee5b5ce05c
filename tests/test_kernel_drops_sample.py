"""samples/kernel-drops.pcap: real Kafka traffic with holes from real kernel drops (the capturing
tcpdump's small ring overflowed while it was stopped mid-load), decoded against its sidecar: what the
producers sent (librdkafka's protocol log), what tcpdump reported, and what a reference tcpdump of
the same traffic that dropped nothing shows the holes hit (samples/record/scenarios/kernel_drops.py).

Segments are Ethernet-sized (1448 bytes), so holes also end inside frames and the framer must find
the next real request among record bytes."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from kafkasniff.counters import Counters
from kafkasniff.model import Connection, DecodedExchange, ExchangeStatus, Notice
from tests.support.decode import decode

SAMPLES = Path(__file__).resolve().parents[1] / "samples"
FACTS: dict[str, Any] = json.loads((SAMPLES / "kernel-drops.facts.json").read_text())
HOLES: dict[str, Any] = FACTS["holes"]
Decoded = tuple[list[DecodedExchange], list[Notice], Counters]


@pytest.fixture(scope="module")
def sample() -> Decoded:
    return decode(SAMPLES / FACTS["pcap"])


def correlation_ids(runs: list[list[int]]) -> set[int]:
    return {n for first, last in runs for n in range(first, last + 1)}


def whole(e: DecodedExchange) -> bool:
    """Request and response both decoded, neither cut short."""
    return e.exchange.status == ExchangeStatus.OK and not e.warnings


def statuses(exchanges: list[DecodedExchange]) -> Counter[str]:
    return Counter(str(e.exchange.status) for e in exchanges)


def named_partitions(request: dict[str, Any]) -> set[tuple[str, int]]:
    """The (topic, partition) pairs a Produce request names, as far as its bytes reached the capture."""
    topics = [t for t in request.get("topic_data", []) if "name" in t]
    return {(t["name"], p["index"]) for t in topics for p in t.get("partition_data", []) if "index" in p}


def sent_on(exchanges: list[DecodedExchange]) -> dict[Connection, dict[str, set[int]]]:
    """Per connection of a producer: the correlation ids it sent there, per librdkafka api name."""
    producers = {p["client_id"]: p for p in FACTS["producers"]}
    owners = {e.exchange.conn: e.fields["client_id"] for e in exchanges if e.fields["client_id"] in producers}
    producing = {e.exchange.conn for e in exchanges if e.fields["api"] == "Produce"}
    sent: dict[Connection, dict[str, set[int]]] = {}
    for conn, client in owners.items():
        requests = producers[client]["connections"]["broker" if conn in producing else "bootstrap"]["requests"]
        sent[conn] = {api: correlation_ids(runs) for api, runs in requests.items()}
    return sent


def test_tcpdump_reported_kernel_drops_and_the_capture_lacks_what_they_took(sample: Decoded):
    """Each packet the capture lacks against the reference was counted by the kernel (on loopback
    twice: going out and coming in)."""
    _, _, counters = sample
    capture = FACTS["capture"]
    assert counters.packets == capture["packets_captured"]
    assert 0 < HOLES["packets_missing"] <= capture["packets_dropped_by_kernel"]


def test_the_decoder_sees_every_hole_and_only_on_the_producer_connections(sample: Decoded):
    exchanges, notices, counters = sample
    assert counters.gaps == sum(HOLES["holes"].values()) > 0
    assert counters.bytes_lost == sum(HOLES["bytes_missing"].values()) > 0
    producing = {e.exchange.conn for e in exchanges if e.fields["api"] == "Produce"}
    resynced = {n.conn for n in notices if n.kind == "resync"}
    assert resynced and resynced <= producing


def test_every_exchange_carries_a_correlation_id_its_producer_sent(sample: Decoded):
    """A request decoded is one a producer sent, a Produce to the one partition of the topic (as far
    as a request cut by a hole names it); a response whose request fell into a hole answers one of
    its connection's requests."""
    exchanges, _, _ = sample
    assert {e.fields["client_id"] for e in exchanges} - {None} == {p["client_id"] for p in FACTS["producers"]}
    sent = sent_on(exchanges)
    for e in exchanges:
        ids = sent[e.exchange.conn]
        assert e.fields["correlation_id"] in set().union(*ids.values())
        if e.fields["api"] == "Produce":
            assert e.fields["correlation_id"] in ids["Produce"]
            named, sent_to = named_partitions(e.fields["request"]), {(FACTS["topic"], 0)}
            assert named == sent_to if whole(e) else named <= sent_to


def test_exactly_the_exchanges_whose_bytes_all_reached_the_capture_are_decoded_whole(sample: Decoded):
    """No fewer: after a hole the framer resynchronises at the next real frame, losing nothing the
    holes did not hit (record bytes taken for a frame header, such as an 11 MB Produce v0 one,
    would swallow real requests behind it). No more: a frame a hole hit cannot be whole."""
    exchanges, _, _ = sample
    assert sum(map(whole, exchanges)) == HOLES["intact"]


def test_an_exchange_missing_a_half_is_one_a_hole_hit(sample: Decoded):
    """A response without its request: its request was hit (alone, or with the response whose head
    survived); an unanswered request: its response was hit, or never sent. Every exchange with one
    whole half is reported; those hit on both sides may vanish. (tcpdump's drop count bounds
    nothing here: one lost 1448-byte segment can hold ten requests, and the count is of copies.)"""
    exchanges, _, _ = sample
    seen = statuses(exchanges)
    assert seen["no-request"] <= HOLES["request_hit"] + HOLES["both_hit"]
    assert seen["unanswered"] <= HOLES["response_hit"] + HOLES["both_hit"] + HOLES["never_answered"]
    hit_on_one_side = HOLES["request_hit"] + HOLES["response_hit"]
    assert HOLES["intact"] + hit_on_one_side <= len(exchanges) <= HOLES["exchanges"]


def test_every_message_whose_exchange_the_holes_missed_is_a_whole_produce(sample: Decoded):
    """One message per Produce request: all sent messages but at most those whose request or
    response a hole hit are decoded as whole Produce exchanges."""
    exchanges, _, _ = sample
    produced = sum(1 for e in exchanges if e.fields["api"] == "Produce" and whole(e))
    hit = HOLES["request_hit"] + HOLES["response_hit"] + HOLES["both_hit"]
    assert all(p["produce_requests"] == p["messages"] == p["delivered"] for p in FACTS["producers"])
    assert FACTS["messages_sent"] - hit <= produced < FACTS["messages_sent"]
