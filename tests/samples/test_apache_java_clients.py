"""The Apache Java client samples (kafka-clients 4.4.0 against Apache Kafka 4.4.0) decode to what the
Java program reported: the records each producer's callbacks placed, acks per request, the base offsets
the broker answered, the idempotent producers' ids, epochs and sequences."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest

from kafkasniff.model import DecodedExchange
from tests.support.record_facts import SAMPLES, check_records_sent_are_decoded_exactly, exchanges_of, sample

PRODUCER = "java-producer"
ACKS = {"all": -1, "1": 1, "0": 0}


def batches(produce: DecodedExchange) -> dict[str, list[dict[str, Any]]]:
    """topic/partition -> the batches a Produce request carried (topic ids named)."""
    out: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for topic in produce.fields["request"]["topic_data"]:
        name = topic.get("name") or produce.fields["topic_ids"][topic["topic_id"]]
        for part in topic["partition_data"]:
            out[f"{name}/{part['index']}"] += part["records"]["batches"]
    return out


def base_offsets(produce: DecodedExchange) -> dict[str, int]:
    answer = produce.fields["response"]
    return {
        f"{t.get('name') or produce.fields['topic_ids'][t['topic_id']]}/{p['index']}": p["base_offset"]
        for t in answer["responses"]
        for p in t["partition_responses"]
        if p["error_code"] == 0
    }


def producers() -> list[dict[str, Any]]:
    facts, _ = sample(PRODUCER)
    return facts["producers"]


def by_client(name: str) -> dict[str, dict[str, Any]]:
    facts, _ = sample(name)
    return {p["client_id"]: p for p in facts["producers"]}


# --- java-producer ---


def test_every_record_each_producer_sent_is_decoded_with_its_key_value_and_headers():
    facts, _ = sample(PRODUCER)
    check_records_sent_are_decoded_exactly(facts, SAMPLES / facts["pcap"])


@pytest.mark.parametrize("producer", producers(), ids=lambda p: p["client_id"])
def test_each_producer_sends_one_request_with_its_acks_and_codec(producer: dict[str, Any]):
    (produce,) = exchanges_of(PRODUCER, "Produce", producer["client_id"])
    assert produce.fields["request"]["acks"] == ACKS[producer["acks"]]
    sent = batches(produce)
    assert {b["codec"] for bs in sent.values() for b in bs} == {producer["codec"]}
    assert {w: sum(b["record_count"] for b in bs) for w, bs in sent.items()} == producer["records_per_partition"]


@pytest.mark.parametrize("producer", producers(), ids=lambda p: p["client_id"])
def test_the_base_offsets_the_broker_answered_are_the_callbacks_offsets(producer: dict[str, Any]):
    (produce,) = exchanges_of(PRODUCER, "Produce", producer["client_id"])
    if producer["acks"] == "0":
        assert produce.exchange.status == "no-response-expected" and producer["base_offsets"] == {}
    else:
        assert base_offsets(produce) == producer["base_offsets"]


@pytest.mark.parametrize("producer", producers(), ids=lambda p: p["client_id"])
def test_idempotent_producers_write_the_id_and_epoch_init_producer_id_gave_and_sequences_from_zero(
    producer: dict[str, Any],
):
    inits = exchanges_of(PRODUCER, "InitProducerId", producer["client_id"])
    (produce,) = exchanges_of(PRODUCER, "Produce", producer["client_id"])
    sent = batches(produce)
    if not producer["idempotent"]:
        assert inits == []
        assert {(b["producer_id"], b["base_sequence"]) for bs in sent.values() for b in bs} == {(-1, -1)}
        return
    granted = [e.fields["response"] for e in inits if e.fields["response"]["error_code"] == 0]
    assert [(g["producer_id"], g["producer_epoch"]) for g in granted] == [
        (producer["producer_id"], producer["producer_epoch"])
    ]
    assert {(b["producer_id"], b["producer_epoch"]) for bs in sent.values() for b in bs} == {
        (producer["producer_id"], producer["producer_epoch"])
    }
    # one batch per partition, the first of its producer there: sequence 0, and the producer's next
    # sequence is the count it wrote
    assert {w: [b["base_sequence"] for b in bs] for w, bs in sent.items()} == {w: [0] for w in sent}
    assert {w: sum(b["record_count"] for b in bs) for w, bs in sent.items()} == producer["next_sequence"]


def test_each_producer_id_is_granted_once_and_apart_from_the_others():
    granted = [
        e.fields["response"]["producer_id"]
        for e in exchanges_of(PRODUCER, "InitProducerId")
        if e.fields["response"]["error_code"] == 0
    ]
    assert sorted(granted) == sorted(p["producer_id"] for p in producers() if p["idempotent"])
    assert len(set(granted)) == len(granted)


def test_real_kafka_traffic_decodes_without_a_warning():
    _, exchanges = sample(PRODUCER)
    assert [(e.fields["api"], e.fields["api_version"], w.kind) for e in exchanges for w in e.warnings] == []
