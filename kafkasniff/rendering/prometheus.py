"""A running tap's metrics served over HTTP at /metrics in Prometheus' text format, through the
prometheus_client library (imported by this module only: a command imports it when metrics are
asked for). Every scrape turns one `Snapshot` of the tap's `LiveMetrics`
(analyses/live_metrics.py) into metric families; the README's "Prometheus metrics" lists them.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any
from wsgiref.simple_server import WSGIServer

from prometheus_client import CollectorRegistry, ProcessCollector, start_http_server
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, HistogramMetricFamily, Metric
from prometheus_client.registry import Collector
from prometheus_client.utils import floatToGoString

from kafkasniff.analyses.live_metrics import LATENCY_BUCKETS, LatencyHistogram, LiveMetrics, Snapshot

PREFIX = "kafkasniff_"


class Kind(StrEnum):
    COUNTER = "counter"
    GAUGE = "gauge"


@dataclass(frozen=True)
class Family:
    """One metric: its name (a counter's without `_total`, which the exposition adds), its labels
    in the order of its values' keys, and where a snapshot holds its values."""

    name: str
    kind: Kind
    labels: tuple[str, ...]
    help: str
    values: Callable[[Snapshot], Mapping[Any, float]]


C, G = Kind.COUNTER, Kind.GAUGE
CLIENT = ("api", "client_id")
FAMILIES = (
    Family("requests", C, ("api", "version", "client_id"), "Requests seen, answered or not.",
           lambda s: s.tallies.requests),
    Family("errors", C, ("api", "version", "client_id", "error"),
           "Exchanges whose response carried the error (once per exchange).", lambda s: s.tallies.errors),
    Family("topic_requests", C, ("api", "client_id", "topic"), "Requests naming the topic (once per topic named).",
           lambda s: s.tallies.topic_requests),
    Family("partition_errors", C, ("api", "topic", "error"), "Partition entries answered with the error.",
           lambda s: s.tallies.partition_errors),
    Family("unanswered_requests", C, ("api",), "Requests that expected a response and got none.",
           lambda s: s.tallies.unanswered),
    Family("throttled_responses", C, CLIENT, "Responses asking the client to hold back (throttle_time_ms > 0).",
           lambda s: s.tallies.throttled),
    Family("throttle_seconds", C, CLIENT, "Throttle time the brokers asked of the client, summed.",
           lambda s: {key: ms / 1000 for key, ms in s.tallies.throttle_ms.items()}),
    Family("produced_records", C, ("topic", "outcome"),
           "Records in Produce requests by what became of them: produced (acknowledged), rejected, unanswered, "
           "unacknowledged (acks=0).", lambda s: s.tallies.produced_records),
    Family("produced_bytes", C, ("topic",), "Bytes of the record batches the broker acknowledged.",
           lambda s: s.tallies.produced_bytes),
    Family("fetched_records", C, ("topic",), "Data records in Fetch responses (transaction markers not counted).",
           lambda s: s.tallies.fetched_records),
    Family("fetched_bytes", C, ("topic",), "Bytes of the record batches in Fetch responses.",
           lambda s: s.tallies.fetched_bytes),
    Family("decode_warnings", C, ("kind",), "Decode warnings by kind (each merged repeat counted).",
           lambda s: s.tallies.warnings),
    Family("consumer_group_committed_offset", G, ("group", "topic", "partition"),
           "The group's committed offset at the latest exchange (as `kafkasniff commits` answers).",
           lambda s: s.offsets.committed),
    Family("partition_high_watermark", G, ("topic", "partition"),
           "The latest high watermark a Fetch answer reported (partitions a group commits).",
           lambda s: s.offsets.high_watermark),
    Family("consumer_group_lag", G, ("group", "topic", "partition"),
           "Records between the high watermark and the committed offset.", lambda s: s.offsets.lag),
    Family("stale_commits", G, ("group", "member", "client_id"),
           "Partition commits `kafkasniff commits` names stale (from a member that did not own the partition, or "
           "below an offset committed before without advancing), by who sent them.",
           lambda s: s.offsets.stale_commits),
    Family("group_rebalances", C, ("group",), "Generations (or group epochs) formed.", lambda s: s.offsets.rebalances),
    Family("label_values_folded", C, ("label",),
           "Observations counted under the label value `other` because the label already had its limit of values.",
           lambda s: s.folded),
    Family("packets", C, (), "Packets read.", lambda s: _capture(s, "packets")),
    Family("kernel_dropped_packets", C, (),
           "Packets the kernel dropped, as tcpdump counts them (on loopback each packet twice).",
           lambda s: _capture(s, "kernel_drops")),
    Family("queue_dropped_packets", C, (),
           "Packets captured (and saved with -w) but not decoded: decoding fell behind.",
           lambda s: _capture(s, "queue_drops")),
)  # fmt: skip
LATENCY = PREFIX + "request_latency_seconds"
LATENCY_HELP = "Time from a request to its response."


def _capture(snapshot: Snapshot, name: str) -> dict[tuple[()], int]:
    return {} if snapshot.capture is None else {(): getattr(snapshot.capture, name)}


def metric_families(snapshot: Snapshot) -> Iterator[Metric]:
    for family in FAMILIES:
        kind = CounterMetricFamily if family.kind is Kind.COUNTER else GaugeMetricFamily
        metric = kind(PREFIX + family.name, family.help, labels=family.labels)
        for key, value in sorted(family.values(snapshot).items()):
            metric.add_metric(key if isinstance(key, tuple) else (key,), value)
        yield metric
    latency = HistogramMetricFamily(LATENCY, LATENCY_HELP, labels=("api",))
    for api, histogram in sorted(snapshot.tallies.latency.items()):
        latency.add_metric((api,), _cumulative(histogram), sum_value=histogram.total)
    yield latency


def _cumulative(histogram: LatencyHistogram) -> list[tuple[str, float]]:
    """The buckets as the exposition wants them: each counting what is at most its bound."""
    buckets, seen = [], 0
    for bound, count in zip((*map(floatToGoString, LATENCY_BUCKETS), "+Inf"), histogram.counts, strict=True):
        seen += count
        buckets.append((bound, float(seen)))
    return buckets


class LiveCollector(Collector):
    """Reads the tap's state at each scrape."""

    def __init__(self, state: LiveMetrics) -> None:
        self._state = state

    def collect(self) -> Iterator[Metric]:
        return metric_families(self._state.snapshot())

    def describe(self) -> list[Metric]:
        return []  # registering it need not take a snapshot; the names are checked by the tests


@dataclass
class MetricsServer:
    """prometheus_client's HTTP server, serving on a daemon thread of its own."""

    httpd: WSGIServer
    thread: threading.Thread

    @property
    def address(self) -> tuple[str, int]:
        """The host and port it listens on (the port chosen when 0 was asked for)."""
        host, port = self.httpd.server_address[:2]
        return str(host), int(port)

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(5)


def serve(host: str, port: int, state: LiveMetrics) -> MetricsServer:
    """Serve the state's metrics at http://HOST:PORT/metrics (port 0: any free one), with the
    process's own (memory, CPU, open files: prometheus_client's process_* metrics). OSError when
    the address cannot be listened on."""
    registry = CollectorRegistry(auto_describe=False)
    registry.register(LiveCollector(state))
    ProcessCollector(registry=registry)
    httpd, thread = start_http_server(port, addr=host, registry=registry)
    return MetricsServer(httpd, thread)


def parse_address(text: str) -> tuple[str, int]:
    """HOST:PORT (`[::1]:9100` for IPv6; `:9100` for every interface) as (host, port); ValueError
    saying what is wrong."""
    host, colon, port = text.rpartition(":")
    if not colon or not port.isdigit() or not 0 <= int(port) <= 65535:
        raise ValueError(f"{text!r} is not HOST:PORT (a port from 0 to 65535)")
    host = host.removeprefix("[").removesuffix("]")
    return host or "0.0.0.0", int(port)
