"""`kafkasniff stats`: latency per api, errors by api and code, bytes and records produced and
fetched per topic/partition, throttling, and per client id."""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from typing import Any

from kafkasniff.analyses.kafka_fields import batches, body_of, topic_partitions
from kafkasniff.model import DecodedExchange

PRODUCE_PATH = ("topic_data", "partition_data")
FETCH_PATH = ("responses", "partitions")


def percentile(sorted_values: list[float], q: float) -> float | None:
    """Nearest-rank percentile of already sorted values."""
    if not sorted_values:
        return None
    rank = max(1, math.ceil(q / 100 * len(sorted_values)))
    return sorted_values[rank - 1]


class StatsAnalysis:
    def __init__(self) -> None:
        self.latencies: dict[str, list[float]] = defaultdict(list)
        self.counts: Counter[str] = Counter()
        self.bytes_out: Counter[str] = Counter()
        self.bytes_in: Counter[str] = Counter()
        self.errors: Counter[tuple[str, str]] = Counter()
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
        for detail in e.fields.get("error_details", []):
            self.errors[(api, detail["error"])] += 1
        response = body_of(e.fields, "response")
        if isinstance(response.get("throttle_time_ms"), int) and response["throttle_time_ms"] > 0:
            self.throttled[api].append(response["throttle_time_ms"])
        per_client = self.clients[client]
        per_client["requests"] += 1
        per_client["errors"] += len(e.fields.get("error_details", []))
        per_client["bytes_out"] += e.exchange.request.size if e.exchange.request else 0
        per_client["bytes_in"] += e.exchange.response.size if e.exchange.response else 0
        if api == "Produce":
            per_client["records_produced"] += self._records(e, e.fields.get("request"), PRODUCE_PATH, "produced")
        elif api == "Fetch":
            per_client["records_fetched"] += self._records(e, response, FETCH_PATH, "fetched")

    def _records(self, e: DecodedExchange, body: dict[str, Any] | None, path: tuple[str, str], verb: str) -> int:
        total = 0
        for topic, partition, entry in topic_partitions(body, *path, e.fields["topic_ids"]):
            counter = self.partitions[(topic, partition)]
            for batch in batches(entry.get("records")):
                if batch.get("record_count") is not None:  # v2 batch; legacy messages count once
                    records = batch["record_count"]
                else:
                    records = len(batch.get("records") or [])
                counter[f"records_{verb}"] += records
                counter[f"batches_{verb}"] += 1
                total += records
            counter[f"bytes_{verb}"] += (entry.get("records") or {}).get("size") or 0
        return total

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
        for (api, error), count in sorted(self.errors.items()):
            rows.append({"kind": "error", "api": api, "error": error, "count": count})
        for (topic, partition), counter in sorted(self.partitions.items()):
            rows.append({"kind": "partition", "topic": topic, "partition": partition, **_partition_counts(counter)})
        for client, counter in sorted(self.clients.items()):
            rows.append({"kind": "client", "client_id": client, **dict(counter)})
        return rows


def _partition_counts(counter: Counter[str]) -> dict[str, int]:
    keys = ("records_produced", "batches_produced", "bytes_produced", "records_fetched", "batches_fetched",
            "bytes_fetched")  # fmt: skip
    return {k: counter.get(k, 0) for k in keys}


API_COLUMNS = (
    ("api", "api"), ("count", "count"), ("p50_ms", "p50 ms"), ("p90_ms", "p90 ms"), ("p99_ms", "p99 ms"),
    ("max_ms", "max ms"), ("bytes_out", "bytes out"), ("bytes_in", "bytes in"), ("throttled", "throttled"),
)  # fmt: skip
ERROR_COLUMNS = (("api", "api"), ("error", "error"), ("count", "count"))
PARTITION_COLUMNS = (
    ("topic", "topic"), ("partition", "partition"), ("records_produced", "records produced"),
    ("bytes_produced", "bytes produced"), ("records_fetched", "records fetched"), ("bytes_fetched", "bytes fetched"),
)  # fmt: skip
CLIENT_COLUMNS = (
    ("client_id", "client id"), ("requests", "requests"), ("errors", "errors"), ("bytes_out", "bytes out"),
    ("bytes_in", "bytes in"), ("records_produced", "records produced"), ("records_fetched", "records fetched"),
)  # fmt: skip
