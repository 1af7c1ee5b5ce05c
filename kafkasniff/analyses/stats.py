"""`kafkasniff stats`: latency per api, errors by api and code, bytes and records produced and
fetched per topic/partition, throttling (per api and per client id: a client held back by a
quota is the client to name), and per client id.

Records produced are the ones the broker acknowledged; those it answered with an error
(rejected), those whose request was never answered and those sent with acks=0 (which nobody
acknowledges) are counted apart. Records fetched are data records: transaction control records
are counted as markers. Errors are counted per exchange (how many exchanges carried the error)
and per partition (how many partition entries did)."""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from typing import Any

from kafkasniff.analyses.facts import partition_facts
from kafkasniff.analyses.kafka_fields import body_of
from kafkasniff.model import DecodedExchange, ExchangeStatus

# What became of a Produce request's records for one partition
PRODUCE_OUTCOMES = ("produced", "rejected", "unanswered", "unacknowledged")


def percentile(sorted_values: list[float], q: float) -> float | None:
    """Nearest-rank percentile of already sorted values."""
    if not sorted_values:
        return None
    rank = max(1, math.ceil(q / 100 * len(sorted_values)))
    return sorted_values[rank - 1]


def produce_outcome(status: str, acks: int | None, error: str | None) -> str:
    """One of PRODUCE_OUTCOMES for a partition of a Produce request (the Spark table computes the
    same). acks=0 asks for no acknowledgement, whatever a broker answers (tansu answers)."""
    if acks == 0 or status == ExchangeStatus.NO_RESPONSE_EXPECTED:
        return "unacknowledged"
    if status != ExchangeStatus.OK:
        return "unanswered"
    return "rejected" if error is not None else "produced"


class StatsAnalysis:
    def __init__(self) -> None:
        self.latencies: dict[str, list[float]] = defaultdict(list)
        self.counts: Counter[str] = Counter()
        self.bytes_out: Counter[str] = Counter()
        self.bytes_in: Counter[str] = Counter()
        self.error_exchanges: Counter[tuple[str, str]] = Counter()
        self.error_partitions: Counter[tuple[str, str]] = Counter()
        self.throttled: dict[str, list[int]] = defaultdict(list)
        self.partitions: dict[tuple[str, int], Counter[str]] = defaultdict(Counter)
        self.clients: dict[str, Counter[str]] = defaultdict(Counter)

    def feed(self, e: DecodedExchange) -> None:
        api = e.fields.get("api") or "unknown"
        client = e.fields.get("client_id") or "-"
        self.counts[api] += 1
        latency = e.exchange.latency_ns
        if latency is not None:
            self.latencies[api].append(latency / 1e6)
        self.bytes_out[api] += e.exchange.request.size if e.exchange.request else 0
        self.bytes_in[api] += e.exchange.response.size if e.exchange.response else 0
        details = e.fields.get("error_details", [])
        for error in {d["error"] for d in details}:
            self.error_exchanges[(api, error)] += 1
        for d in details:
            if d.get("partition") is not None:
                self.error_partitions[(api, d["error"])] += 1
        per_client = self.clients[client]
        throttle = body_of(e.fields, "response").get("throttle_time_ms")
        if isinstance(throttle, int) and throttle > 0:
            self.throttled[api].append(throttle)
            per_client["throttled"] += 1
            per_client["throttle_max_ms"] = max(per_client["throttle_max_ms"], throttle)
        per_client["requests"] += 1
        per_client["exchanges_with_errors"] += 1 if details else 0
        per_client["partition_errors"] += sum(1 for d in details if d.get("partition") is not None)
        per_client["bytes_out"] += e.exchange.request.size if e.exchange.request else 0
        per_client["bytes_in"] += e.exchange.response.size if e.exchange.response else 0
        if api in ("Produce", "Fetch"):
            self._records(e, per_client)

    def _records(self, e: DecodedExchange, per_client: Counter[str]) -> None:
        acks = body_of(e.fields, "request").get("acks")
        for fact in partition_facts(e):
            counter = self.partitions[(fact["topic"] or fact["topic_id"], fact["partition"])]
            if fact["kind"] == "produce":
                outcome = produce_outcome(e.exchange.status, acks, fact["error"])
                counter[f"records_{outcome}"] += fact["records"] or 0
                per_client[f"records_{outcome}"] += fact["records"] or 0
                if outcome == "produced":
                    counter["batches_produced"] += fact["batches"] or 0
                    counter["bytes_produced"] += fact["bytes"] or 0
            elif fact["kind"] == "fetched":
                for key in ("records", "markers", "batches", "bytes"):
                    counter[f"{key}_fetched"] += fact[key] or 0
                per_client["records_fetched"] += fact["records"] or 0

    def rows(self) -> list[dict[str, Any]]:
        rows: list[dict[str, Any]] = []
        for api in sorted(self.counts):
            values = sorted(self.latencies.get(api, []))
            throttles = self.throttled.get(api, [])
            rows.append({
                "kind": "api", "api": api, "count": self.counts[api], "answered": len(values),
                "p50_ms": percentile(values, 50), "p90_ms": percentile(values, 90),
                "p99_ms": percentile(values, 99), "max_ms": values[-1] if values else None,
                "bytes_out": self.bytes_out[api], "bytes_in": self.bytes_in[api],
                "throttled": len(throttles), "throttle_max_ms": max(throttles, default=0),
            })  # fmt: skip
        for (api, error), count in sorted(self.error_exchanges.items()):
            rows.append({"kind": "error", "api": api, "error": error, "exchanges": count,
                         "partitions": self.error_partitions.get((api, error), 0)})  # fmt: skip
        for (topic, partition), counter in sorted(self.partitions.items()):
            rows.append(
                {"kind": "partition", "topic": topic, "partition": partition, **_counts(counter, PARTITION_KEYS)}
            )
        for client, counter in sorted(self.clients.items()):
            rows.append({"kind": "client", "client_id": client, **_counts(counter, CLIENT_KEYS)})
        return rows


def _counts(counter: Counter[str], keys: tuple[str, ...]) -> dict[str, int]:
    return {k: counter.get(k, 0) for k in keys}


PARTITION_KEYS = (
    "records_produced", "batches_produced", "bytes_produced", "records_rejected", "records_unanswered",
    "records_unacknowledged", "records_fetched", "markers_fetched", "batches_fetched", "bytes_fetched",
)  # fmt: skip
CLIENT_KEYS = (
    "requests", "exchanges_with_errors", "partition_errors", "bytes_out", "bytes_in", "records_produced",
    "records_rejected", "records_unanswered", "records_unacknowledged", "records_fetched", "throttled",
    "throttle_max_ms",
)  # fmt: skip

API_COLUMNS = (
    ("api", "api"), ("count", "exchanges"), ("p50_ms", "p50 ms"), ("p90_ms", "p90 ms"), ("p99_ms", "p99 ms"),
    ("max_ms", "max ms"), ("bytes_out", "bytes out"), ("bytes_in", "bytes in"), ("throttled", "throttled"),
)  # fmt: skip
ERROR_COLUMNS = (("api", "api"), ("error", "error"), ("exchanges", "exchanges with it"),
                 ("partitions", "partition entries with it"))  # fmt: skip
PARTITION_COLUMNS = (
    ("topic", "topic"), ("partition", "partition"), ("records_produced", "records acknowledged"),
    ("records_rejected", "rejected"), ("records_unanswered", "unanswered"), ("records_unacknowledged", "acks=0"),
    ("bytes_produced", "bytes acknowledged"), ("records_fetched", "records fetched"),
    ("markers_fetched", "markers fetched"), ("bytes_fetched", "bytes fetched"),
)  # fmt: skip
CLIENT_COLUMNS = (
    ("client_id", "client id"), ("requests", "requests"), ("exchanges_with_errors", "exchanges with errors"),
    ("partition_errors", "partition errors"), ("bytes_out", "bytes out"), ("bytes_in", "bytes in"),
    ("records_produced", "records acknowledged"), ("records_fetched", "records fetched"), ("throttled", "throttled"),
    ("throttle_max_ms", "throttle max ms"),
)  # fmt: skip
