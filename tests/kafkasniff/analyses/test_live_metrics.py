"""A live tap's metrics state counts what `stats`, `commits` and `groups` answer over the same
exchanges, with each label's values bounded, and gives a scrape one consistent snapshot."""

from __future__ import annotations

import dataclasses
import threading
from bisect import bisect_left
from collections import Counter
from functools import cache

import pytest

from kafkasniff.analyses import DECODE
from kafkasniff.analyses.bounded_labels import OTHER, BoundedLabel
from kafkasniff.analyses.commits import CommitsAnalysis
from kafkasniff.analyses.groups import GroupsAnalysis
from kafkasniff.analyses.live_metrics import LATENCY_BUCKETS, LiveMetrics, Snapshot
from kafkasniff.analyses.live_offsets import offsets_of
from kafkasniff.analyses.stats import StatsAnalysis
from kafkasniff.counters import Counters
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import DecodedExchange
from kafkasniff.pipeline.wiring import Options
from tests.support.analyses import SAMPLES
from tests.support.decode import decode

# commits with stale ones and lag; records produced and fetched, errors, several groups; acks=0,
# rejected and unanswered produces; transactions (markers fetched); MongoDB commands
NAMES = ["java-stale-commit", "mixed-load", "kafka-python-legacy", "java-txn", "mongo-crud"]


@cache
def exchanges(name: str) -> tuple[DecodedExchange, ...]:
    options = Options(protocols=make_protocols(DissectOptions(**DECODE)))
    return tuple(decode(SAMPLES / f"{name}.pcap", options)[0])


def fed(name: str, limit: int = 50) -> Snapshot:
    state = LiveMetrics(label_limit=limit)
    for e in exchanges(name):
        state.feed(e)
    return state.snapshot()


def answer(name: str, analysis: StatsAnalysis | CommitsAnalysis | GroupsAnalysis) -> list[dict]:
    for e in exchanges(name):
        if isinstance(analysis, StatsAnalysis) or e.exchange.conn.protocol == "kafka":
            analysis.feed(e)
    return analysis.rows()


def summed(counts: dict[tuple, int], *positions: int) -> Counter:
    out: Counter = Counter()
    for key, n in counts.items():
        out[tuple(key[p] for p in positions) if len(positions) > 1 else key[positions[0]]] += n
    return out


@pytest.mark.parametrize("name", NAMES)
def test_requests_per_api_are_the_exchanges_stats_counts(name: str):
    rows = [r for r in answer(name, StatsAnalysis()) if r["kind"] == "api"]
    assert summed(fed(name).tallies.requests, 0) == {r["api"]: r["count"] for r in rows}


@pytest.mark.parametrize("name", NAMES)
def test_errors_per_api_are_the_exchanges_and_partition_entries_stats_counts(name: str):
    rows = [r for r in answer(name, StatsAnalysis()) if r["kind"] == "error"]
    tallies = fed(name).tallies
    assert summed(tallies.errors, 0, 3) == {(r["api"], r["error"]): r["exchanges"] for r in rows if r["exchanges"]}
    partitions = {(r["api"], r["error"]): r["partitions"] for r in rows if r["partitions"]}
    assert summed(tallies.partition_errors, 0, 2) == partitions


@pytest.mark.parametrize("name", NAMES)
def test_records_and_bytes_per_topic_are_what_stats_counts_per_partition(name: str):
    rows = [r for r in answer(name, StatsAnalysis()) if r["kind"] == "partition"]
    tallies = fed(name).tallies
    per_topic = {key: Counter() for key in ("records_fetched", "bytes_fetched", "bytes_produced")}
    outcomes: Counter = Counter()
    for row in rows:
        for key, counts in per_topic.items():
            counts[row["topic"]] += row[key]
        for outcome in ("produced", "rejected", "unanswered", "unacknowledged"):
            outcomes[(row["topic"], outcome)] += row[f"records_{outcome}"]
    assert tallies.fetched_records == +per_topic["records_fetched"]
    assert tallies.fetched_bytes == +per_topic["bytes_fetched"]
    assert tallies.produced_bytes == +per_topic["bytes_produced"]
    assert tallies.produced_records == +outcomes
    assert sum(tallies.produced_records.values()) + sum(tallies.fetched_records.values()) > 0 or name == "mongo-crud"


@pytest.mark.parametrize("name", NAMES)
def test_the_latency_histogram_of_an_api_counts_its_answered_exchanges(name: str):
    rows = {r["api"]: r for r in answer(name, StatsAnalysis()) if r["kind"] == "api"}
    latency = fed(name).tallies.latency
    answered = {api: r["answered"] for api, r in rows.items() if r["answered"]}
    assert {api: sum(h.counts) for api, h in latency.items()} == answered
    for api, histogram in latency.items():
        longest = rows[api]["max_ms"] / 1000
        highest = max(i for i, n in enumerate(histogram.counts) if n)
        assert highest == bisect_left(LATENCY_BUCKETS, longest)  # the longest one is in the bucket its bound says
        assert histogram.total >= longest


@pytest.mark.parametrize("name", ["java-stale-commit", "mixed-load", "txn-offsets-kafka"])
def test_committed_offsets_and_lag_per_partition_are_what_commits_answers(name: str):
    rows = answer(name, CommitsAnalysis())
    offsets = fed(name).offsets
    key = lambda r: (r["group"], r["topic"], str(r["partition"]))  # noqa: E731
    assert offsets.committed == {key(r): r["committed"] for r in rows if r["committed"] is not None}
    assert offsets.lag == {key(r): r["broker_lag"] for r in rows if r["broker_lag"] is not None}
    assert offsets.committed


def test_stale_commits_are_counted_against_the_member_that_sent_them():
    offsets = fed("java-stale-commit").offsets
    rows = answer("java-stale-commit", CommitsAnalysis())
    sent = sum(s["commits"] for r in rows for s in r["stale_committers"])
    assert sent > 0 and sum(offsets.stale_commits.values()) == sent
    assert {client for _, _, client in offsets.stale_commits} == {"java-b"}


@pytest.mark.parametrize("name", ["java-stale-commit", "java-groups", "kip848-consumer", "sarama-never-formed"])
def test_rebalances_per_group_are_the_generations_groups_answers(name: str):
    rows = answer(name, GroupsAnalysis())
    expected = Counter({r["group"]: 0 for r in rows})
    expected.update(r["group"] for r in rows if r["generation"] is not None)
    assert fed(name).offsets.rebalances == dict(expected)


def test_a_rebalance_count_never_goes_down_between_scrapes():
    labels = {name: BoundedLabel(name) for name in ("group", "topic", "member", "client_id")}
    reported: dict[str, int] = {}
    three = [{"group": "g", "generation": n} for n in (1, 2, 3)]
    assert offsets_of([], three, labels, reported).rebalances == {"g": 3}
    assert offsets_of([], three[:1], labels, reported).rebalances == {"g": 3}  # its older generations aged out


def test_decode_warnings_are_counted_by_kind_with_their_merged_repeats():
    name = "kafka-python-legacy"
    expected: Counter = Counter()
    for e in exchanges(name):
        for w in e.warnings:
            expected[str(w.kind)] += w.count
    assert fed(name).tallies.warnings == expected


def with_client_id(e: DecodedExchange, client_id: str) -> DecodedExchange:
    return dataclasses.replace(e, fields={**e.fields.resolved(), "client_id": client_id})


def test_client_ids_past_the_limit_are_counted_under_other_and_the_folds_are_counted():
    metadata = next(e for e in exchanges("java-stale-commit") if e.fields["api"] == "Metadata")
    state = LiveMetrics(label_limit=5)
    for i in range(200):
        state.feed(with_client_id(metadata, f"client-{i % 40}"))
    snapshot = state.snapshot()
    clients = summed(snapshot.tallies.requests, 2)
    assert clients == {**{f"client-{i}": 5 for i in range(5)}, OTHER: 175}
    assert snapshot.folded["client_id"] == 175


def test_an_admitted_value_keeps_its_name_however_busy_the_later_ones_are():
    label = BoundedLabel("topic", limit=2)
    assert [label.value(v) for v in ("quiet", "rare")] == ["quiet", "rare"]
    assert [label.value("busy") for _ in range(1000)] == [OTHER] * 1000
    assert label.value("quiet") == "quiet" and label.admitted == {"quiet", "rare"}
    assert label.folded == 1000


def test_a_value_read_at_scrape_time_is_admitted_when_there_is_room_and_its_fold_is_not_counted():
    label = BoundedLabel("group", limit=1)
    assert label.named("billing") == "billing"
    assert [label.named("audit") for _ in range(3)] == [OTHER] * 3
    assert label.folded == 0


def test_lag_of_folded_groups_adds_up_under_other_and_their_offsets_are_left_out():
    labels = {name: BoundedLabel(name, limit=1) for name in ("group", "topic", "member", "client_id")}
    rows = [{"group": g, "topic": "t", "partition": p, "committed": 10, "high_watermark": 15, "broker_lag": 5,
             "stale_committers": []} for g in ("a", "b", "c") for p in (0, 1)]  # fmt: skip
    offsets = offsets_of(rows, [], labels, {})
    assert offsets.committed == {("a", "t", "0"): 10, ("a", "t", "1"): 10}
    assert offsets.lag == {("a", "t", "0"): 5, ("a", "t", "1"): 5, (OTHER, "t", OTHER): 20}
    assert offsets.high_watermark == {("t", "0"): 15, ("t", "1"): 15}


def test_memory_is_bounded_by_the_limit_whatever_the_traffic_names():
    metadata = next(e for e in exchanges("java-stale-commit") if e.fields["api"] == "Metadata")
    state = LiveMetrics(label_limit=3)
    for i in range(500):
        state.feed(with_client_id(metadata, f"client-{i}"))
    assert len(state.snapshot().tallies.requests) == 4  # three client ids and `other`


def test_a_scrape_during_feeding_sees_a_consistent_snapshot_and_the_last_one_sees_everything():
    """The decoding thread feeds while another thread takes snapshots, as the HTTP server does."""
    items = exchanges("java-stale-commit")
    state = LiveMetrics()
    done = threading.Event()
    seen: list[int] = []

    def scrape() -> None:
        while not done.is_set() and len(seen) < 10_000:
            snapshot = state.snapshot()
            requests = sum(snapshot.tallies.requests.values())
            assert requests >= sum(sum(h.counts) for h in snapshot.tallies.latency.values())
            seen.append(requests)

    scraper = threading.Thread(target=scrape)
    scraper.start()
    for _ in range(3):
        for e in items:
            state.feed(e)
    done.set()
    scraper.join(60)
    assert seen == sorted(seen)  # each snapshot at least the one before: counters never go down
    assert sum(state.snapshot().tallies.requests.values()) == 3 * len(items)


def test_a_file_has_no_capture_counters_and_a_tap_reports_its_own():
    counters = Counters(packets=10, packets_dropped_by_kernel=4, packets_not_decoded=None)
    assert LiveMetrics().snapshot().capture is None
    capture = LiveMetrics(counters).snapshot().capture
    assert capture is not None and (capture.packets, capture.kernel_drops, capture.queue_drops) == (10, 4, 0)
