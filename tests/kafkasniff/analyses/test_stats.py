"""`stats` counts what tshark counts and what the clients sent."""

from __future__ import annotations

import subprocess
from collections import Counter

import pytest

from kafkasniff.analyses import DECODE
from kafkasniff.analyses.latencies import percentile
from kafkasniff.analyses.stats import PARTITION_KEYS, Stats, StatsAnalysis
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.kafka.apis import api_name
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.pipeline.wiring import Options
from tests.support.analyses import SAMPLES, analyse, facts_of, sample_names
from tests.support.decode import decode


@pytest.mark.parametrize("name", sample_names())
def test_requests_per_api_equal_tsharks_counts(name: str):
    facts = facts_of(name)
    rows = [r for r in analyse(name, StatsAnalysis()) if r["kind"] == "api"]
    expected = {api_name(int(key)): n for key, n in facts["tshark"]["requests_per_api_key"].items()}
    assert {r["api"]: r["count"] for r in rows} == expected
    assert sum(r["answered"] for r in rows) == facts["tshark"]["responses"]


def partition_rows(name: str) -> dict[str, dict]:
    return {f"{r['topic']}/{r['partition']}": r for r in analyse(name, StatsAnalysis()) if r["kind"] == "partition"}


@pytest.mark.parametrize("name", [n for n in sample_names() if "records_sent" in facts_of(n)])
def test_records_produced_are_the_records_the_broker_acknowledged_to_the_clients(name: str):
    """A record the client got an offset back for was acknowledged; acks=0 ones get none. Where the
    sidecar lists only some topics' records (a Kafka Streams app reports its input, not what it
    writes itself), those topics."""
    facts = facts_of(name)
    acked = Counter(f"{r['topic']}/{r['partition']}" for r in facts["records_sent"] if r["offset"] is not None)
    rows = partition_rows(name)
    if "records_sent_topics" in facts:
        rows = {k: r for k, r in rows.items() if k.rsplit("/", 1)[0] in facts["records_sent_topics"]}
    assert {k: r["records_produced"] for k, r in rows.items() if r["records_produced"]} == acked
    acks0 = facts.get("produced_acks0_per_partition", {})
    assert {k: r["records_unacknowledged"] for k, r in rows.items() if r["records_unacknowledged"]} == acks0


def test_rejected_and_unanswered_produce_requests_are_counted_apart_from_acknowledged_records():
    """kafka-python-legacy: tansu answers legacy message sets UNKNOWN_PRODUCER_ID or drops the
    connection; the sidecar has each client's answers, four records a request."""
    rejected = unanswered = 0
    for clients in facts_of("kafka-python-legacy")["legacy_produce"].values():
        for client in clients.values():
            per_request = client["records"] // client["requests"]
            for answer, n in client["broker_answers"].items():
                if answer.startswith("UnknownProducerIdError"):
                    rejected += n * per_request
                elif "disconnected" in answer:
                    unanswered += n * per_request
    row = partition_rows("kafka-python-legacy")["legacy/0"]
    assert (row["records_produced"], row["records_rejected"], row["records_unanswered"]) == (0, rejected, unanswered)
    assert rejected and unanswered


def test_records_fetched_are_data_records_and_markers_are_counted_apart():
    """mock-txn: a read_committed consumer fetched txn-in, whose partitions each carry the
    markers of two committed transactions and an aborted one."""
    facts = facts_of("mock-txn")
    rows = partition_rows("mock-txn")
    aborted = facts["produced_aborted_per_partition"]
    for where, produced in facts["produced_per_partition"].items():
        if where.startswith("txn-in/"):
            assert rows[where]["records_fetched"] == produced + aborted.get(where, 0)
            assert rows[where]["markers_fetched"] == 3


def test_records_fetched_per_partition_cover_what_the_consumer_got():
    facts = facts_of("kafka-python-v2.5")
    rows = [r for r in analyse("kafka-python-v2.5", StatsAnalysis()) if r["kind"] == "partition"]
    assert {f"{r['topic']}/{r['partition']}": r["records_fetched"] for r in rows} == facts["consumed_per_partition"]


def test_errors_by_api_and_latency_percentiles():
    rows = analyse("kafka-python-legacy", StatsAnalysis())
    errors = {(r["api"], r["error"]): (r["exchanges"], r["partitions"]) for r in rows if r["kind"] == "error"}
    assert errors[("Produce", "UNKNOWN_PRODUCER_ID")] == (14, 14)  # one partition a request
    produce = next(r for r in rows if r["kind"] == "api" and r["api"] == "Produce")
    assert produce["p50_ms"] <= produce["p90_ms"] <= produce["p99_ms"] <= produce["max_ms"]
    assert percentile([1.0, 2.0, 3.0, 4.0], 50) == 2.0 and percentile([], 99) is None


def test_a_partition_an_unanswered_fetch_asked_for_has_a_row_of_zeros():
    """Listed as the request named it, with nothing fetched: from a capture and from a table alike."""
    asked = {"topic": "orders", "topic_id": None, "partition": 3, "kind": "fetch", "error": None, "records": None,
             "markers": None, "batches": None, "bytes": None}  # fmt: skip
    row = {"api": "Fetch", "client_id": "c1", "status": "unanswered", "latency_ms": None, "request_size": 90,
           "response_size": None, "error_details": [], "throttle_ms": None, "acks": None,
           "partitions": [asked]}  # fmt: skip
    stats = Stats()
    states: dict = {}
    stats.add(states, stats.fact_of_row(row))
    partitions = [r for r in stats.rows(states) if r["kind"] == "partition"]
    assert partitions == [{"kind": "partition", "topic": "orders", "partition": 3, **dict.fromkeys(PARTITION_KEYS, 0)}]


def test_requests_left_unanswered_are_counted_per_api(tmp_path):
    """java-admin cut after DescribeConfigs #16, without the answer to #15: two DescribeConfigs
    unanswered, every other api answered in full."""
    cut = tmp_path / "cut.pcap"
    subprocess.run(["editcap", "-r", str(SAMPLES / "java-admin.pcap"), str(cut), "1-311", "313"], check=True,
                   capture_output=True, timeout=60)  # fmt: skip
    analysis = StatsAnalysis()
    for item in decode(cut, Options(protocols=make_protocols(DissectOptions(**DECODE))))[0]:
        analysis.feed(item)
    unanswered = {r["api"]: r["unanswered"] for r in analysis.rows() if r["kind"] == "api" and r["unanswered"]}
    assert unanswered == {"DescribeConfigs": 2}
