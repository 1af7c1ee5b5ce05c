"""`stats` counts what tshark counts and what the clients sent."""

from __future__ import annotations

from collections import Counter

import pytest

from kafkasniff.analyses.stats import StatsAnalysis, percentile
from kafkasniff.dissectors.kafka.apis import api_name
from tests.support.analyses import analyse, facts_of, sample_names


@pytest.mark.parametrize("name", sample_names())
def test_requests_per_api_equal_tsharks_counts(name: str):
    facts = facts_of(name)
    rows = [r for r in analyse(name, StatsAnalysis()) if r["kind"] == "api"]
    expected = {api_name(int(key)): n for key, n in facts["tshark"]["requests_per_api_key"].items()}
    assert {r["api"]: r["count"] for r in rows} == expected
    assert sum(r["answered"] for r in rows) == facts["tshark"]["responses"]


@pytest.mark.parametrize("name", [n for n in sample_names() if "records_sent" in facts_of(n)])
def test_records_produced_per_partition_equal_what_the_clients_sent(name: str):
    sent = Counter(f"{r['topic']}/{r['partition']}" for r in facts_of(name)["records_sent"])
    rows = [r for r in analyse(name, StatsAnalysis()) if r["kind"] == "partition"]
    assert {f"{r['topic']}/{r['partition']}": r["records_produced"] for r in rows if r["records_produced"]} == sent


def test_records_fetched_per_partition_cover_what_the_consumer_got():
    facts = facts_of("kafka-python-v2.5")
    rows = [r for r in analyse("kafka-python-v2.5", StatsAnalysis()) if r["kind"] == "partition"]
    assert {f"{r['topic']}/{r['partition']}": r["records_fetched"] for r in rows} == facts["consumed_per_partition"]


def test_errors_by_api_and_latency_percentiles():
    rows = analyse("kafka-python-legacy", StatsAnalysis())
    errors = {(r["api"], r["error"]): r["count"] for r in rows if r["kind"] == "error"}
    assert errors[("Produce", "UNKNOWN_PRODUCER_ID")] >= 1
    produce = next(r for r in rows if r["kind"] == "api" and r["api"] == "Produce")
    assert produce["p50_ms"] <= produce["p90_ms"] <= produce["p99_ms"] <= produce["max_ms"]
    assert percentile([1.0, 2.0, 3.0, 4.0], 50) == 2.0 and percentile([], 99) is None
