"""What a running tap counts for Prometheus: plain counters by bounded label values, fed one
decoded exchange at a time on the decoding thread, read as a consistent `Snapshot` by whoever
scrapes (rendering/prometheus.py turns a snapshot into metric families).

Per exchange, only dictionary increments on tuples of strings (the facts `stats` reads,
stats_facts.py); no metric-library object is touched while decoding. Committed offsets, lag,
stale commits and rebalances are not counted here: the `commits` and `groups` analyses are fed
alongside, and their rows are read at scrape time (live_offsets.py), so the metrics say what those
commands would answer over the run so far.
"""

from __future__ import annotations

import threading
from bisect import bisect_left
from collections import Counter
from dataclasses import dataclass, field, fields
from typing import Any

from kafkasniff.analyses.bounded_labels import DEFAULT_LIMIT, NO_VALUE, VOCABULARY_LIMIT, BoundedLabel
from kafkasniff.analyses.commits import CommitsAnalysis
from kafkasniff.analyses.groups import GroupsAnalysis
from kafkasniff.analyses.kafka_fields import body_of
from kafkasniff.analyses.live_offsets import Offsets, offsets_of
from kafkasniff.analyses.stats_facts import FETCHED, ExchangeStats, stats_of_exchange
from kafkasniff.counters import Counters
from kafkasniff.dissectors.kafka.vocabulary import PROTOCOL as KAFKA
from kafkasniff.model import DecodedExchange

# Upper bounds of the latency buckets, in seconds. Kafka's latencies span five orders of magnitude
# by design: metadata, heartbeats and acks=1 produces answer in well under a millisecond on a LAN,
# acks=all produces wait for the replicas (milliseconds to tens of them), Fetch long-polls up to
# fetch.max.wait.ms (500 ms by default: 0.5 and 0.75 tell a long-poll that timed out from one
# answered early), and JoinGroup is held up to the rebalance timeout (max.poll.interval.ms, five
# minutes by default). Roughly three buckets a decade, so p50/p99 interpolate within a factor ~2.5.
LATENCY_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 0.75, 1.0, 2.5, 5.0, 10.0,
                   30.0, 60.0, 300.0)  # fmt: skip
COMMIT_APIS = ("OffsetCommit", "TxnOffsetCommit")


@dataclass(slots=True)
class LatencyHistogram:
    """Answered exchanges by latency bucket (each bucket its own count, not cumulative; the last
    is beyond the largest bound) and the latencies' sum in seconds."""

    counts: list[int] = field(default_factory=lambda: [0] * (len(LATENCY_BUCKETS) + 1))
    total: float = 0.0

    def observe(self, seconds: float) -> None:
        self.counts[bisect_left(LATENCY_BUCKETS, seconds)] += 1  # a bucket holds what is <= its bound
        self.total += seconds

    def copy(self) -> LatencyHistogram:
        return LatencyHistogram(list(self.counts), self.total)


@dataclass(slots=True)
class Tallies:
    """Counts over the exchanges fed, keyed by label values in the order the names say."""

    requests: Counter[tuple[str, str, str]] = field(default_factory=Counter)  # api, version, client id
    errors: Counter[tuple[str, str, str, str]] = field(default_factory=Counter)  # ... and the error
    topic_requests: Counter[tuple[str, str, str]] = field(default_factory=Counter)  # api, client id, topic
    partition_errors: Counter[tuple[str, str, str]] = field(default_factory=Counter)  # api, topic, error
    unanswered: Counter[str] = field(default_factory=Counter)  # api
    throttled: Counter[tuple[str, str]] = field(default_factory=Counter)  # api, client id
    throttle_ms: Counter[tuple[str, str]] = field(default_factory=Counter)  # api, client id
    produced_records: Counter[tuple[str, str]] = field(default_factory=Counter)  # topic, outcome
    produced_bytes: Counter[str] = field(default_factory=Counter)  # topic
    fetched_records: Counter[str] = field(default_factory=Counter)  # topic
    fetched_bytes: Counter[str] = field(default_factory=Counter)  # topic
    warnings: Counter[str] = field(default_factory=Counter)  # warning kind
    latency: dict[str, LatencyHistogram] = field(default_factory=dict)  # api

    def copy(self) -> Tallies:
        counts = {f.name: Counter(getattr(self, f.name)) for f in fields(self) if f.name != "latency"}
        return Tallies(**counts, latency={api: h.copy() for api, h in self.latency.items()})


@dataclass(slots=True)
class CaptureCounts:
    """The run's own counters: packets read, dropped by the kernel (as tcpdump reports them: on
    loopback each packet is counted twice), captured but not decoded (the decode queue was full)."""

    packets: int
    kernel_drops: int
    queue_drops: int


@dataclass(slots=True)
class Snapshot:
    """Everything one scrape reports, taken at one instant."""

    tallies: Tallies
    offsets: Offsets
    folded: dict[str, int]  # label -> observations counted under `other`
    capture: CaptureCounts | None


class LiveMetrics:
    """The state a tap's metrics are read from. `feed` on the decoding thread, `snapshot` from
    the HTTP server's threads."""

    def __init__(self, counters: Counters | None = None, label_limit: int = DEFAULT_LIMIT,
                 commits: CommitsAnalysis | None = None, groups: GroupsAnalysis | None = None) -> None:  # fmt: skip
        """`counters`: the run's (None for none: no capture metrics); `commits`, `groups`: the
        analyses to read offsets and rebalances from, if the caller bounds them its own way."""
        self._counters = counters
        # One lock for all of it, held by `feed` for one exchange's increments and by a scrape
        # for one snapshot: the analyses' dicts cannot be iterated while the decoding thread adds
        # to them (CPython raises), and a scrape must not show a request counted without its
        # errors. Uncontended, it costs tens of nanoseconds an exchange. A scrape holds it while
        # the `commits` and `groups` rows are made (measured: 0.02 s of CPU for 60 partitions,
        # 0.6 s for 1,800 partitions of 300 groups), and the tap's queue holds what arrives
        # meanwhile; copying the analyses instead would cost as much, and under CPython's one
        # running thread at a time, making the rows beside decoding would not give it that time back.
        self._lock = threading.Lock()
        self._labels = {name: BoundedLabel(name, label_limit) for name in ("client_id", "topic", "group", "member")}
        self._labels |= {name: BoundedLabel(name, VOCABULARY_LIMIT) for name in ("api", "version", "error")}
        self._tallies = Tallies()
        self._commits = commits if commits is not None else CommitsAnalysis()
        self._groups = groups if groups is not None else GroupsAnalysis()
        self._rebalances: dict[str, int] = {}  # group -> the most generations reported: never lower

    def feed(self, e: DecodedExchange) -> None:
        """Count one exchange (decoded with the analyses' options, analyses.DECODE)."""
        facts = stats_of_exchange(e)  # outside the lock: it reads the exchange only
        kafka = e.exchange.conn.protocol == KAFKA
        with self._lock:
            self._count(e, facts)
            if kafka:
                self._commits.feed(e)
                self._groups.feed(e)
                self._admit_names(e)

    def snapshot(self) -> Snapshot:
        with self._lock:
            offsets = offsets_of(self._commits.rows(), self._groups.rows(), self._labels, self._rebalances)
            return Snapshot(self._tallies.copy(), offsets, {name: label.folded for name, label in self._labels.items()},
                            self._capture())  # fmt: skip

    def _capture(self) -> CaptureCounts | None:
        c = self._counters
        if c is None:
            return None
        return CaptureCounts(c.packets, c.packets_dropped_by_kernel or 0, c.packets_not_decoded or 0)

    def _count(self, e: DecodedExchange, facts: ExchangeStats) -> None:
        t, label = self._tallies, self._labels
        f = e.fields
        api, client = label["api"].value(facts.api), label["client_id"].value(facts.client_id)
        version = f.get("api_version")
        key = (api, label["version"].value(NO_VALUE if version is None else str(version)), client)
        t.requests[key] += 1
        for error in facts.errors:
            t.errors[(*key, label["error"].value(error))] += 1
        for topic in _topics(f):
            t.topic_requests[(api, client, label["topic"].value(topic))] += 1
        for detail in f.get("error_details") or ():
            if detail.get("partition") is not None:
                topic = label["topic"].value(detail.get("topic") or NO_VALUE)
                t.partition_errors[(api, topic, label["error"].value(detail["error"]))] += 1
        if facts.unanswered:
            t.unanswered[api] += 1
        if facts.latency_ms is not None:
            histogram = t.latency.get(api) or t.latency.setdefault(api, LatencyHistogram())
            histogram.observe(facts.latency_ms / 1000)
        if facts.throttle_ms:
            t.throttled[(api, client)] += 1
            t.throttle_ms[(api, client)] += facts.throttle_ms
        self._count_records(facts)
        for warning in e.warnings:
            t.warnings[str(warning.kind)] += warning.count

    def _count_records(self, facts: ExchangeStats) -> None:
        """Records as `stats` counts them: produced ones by what became of them (bytes for the
        acknowledged ones), fetched data records (control records are not data)."""
        t = self._tallies
        for records in facts.records:
            if records.outcome is None:
                continue
            topic = self._labels["topic"].value(records.topic)
            if records.outcome == FETCHED:
                t.fetched_records[topic] += records.records
                t.fetched_bytes[topic] += records.bytes
                continue
            t.produced_records[(topic, records.outcome)] += records.records
            if records.outcome == "produced":
                t.produced_bytes[topic] += records.bytes

    def _admit_names(self, e: DecodedExchange) -> None:
        """Groups and committing members take their label values in the order the traffic shows
        them, not the order a scrape happens to read the analyses' rows in."""
        f = e.fields
        if isinstance(group := f.get("group"), str):
            self._labels["group"].value(group)
        if f.get("api") in COMMIT_APIS and isinstance(member := body_of(f, "request").get("member_id"), str) and member:
            self._labels["member"].value(member)


def _topics(f: dict[str, Any]) -> list[str]:
    """The topics an exchange names, once each: by name where a topic id was named (an id the
    capture never saw named stays an id)."""
    ids = f.get("topic_ids") or {}
    return list(dict.fromkeys(ids.get(topic, topic) for topic in f.get("topics") or ()))
