"""Rates and latencies over time: per api and time bucket, how many requests, how many carried
an error, and the latency percentiles (the report plots them). Buckets are chosen once the
capture's span is known, from per-second counts kept as they come."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from kafkasniff.analyses.latencies import percentile
from kafkasniff.model import DecodedExchange

MAX_LATENCIES = 200_000  # latencies kept for percentiles; beyond, one in N is kept (N doubles)


@dataclass(frozen=True)
class Bucket:
    start: float  # seconds since the epoch
    requests: int
    errors: int
    p50_ms: float | None
    p99_ms: float | None


class TimelineAnalysis:
    def __init__(self) -> None:
        self._requests: dict[str, dict[int, int]] = defaultdict(lambda: defaultdict(int))
        self._errors: dict[str, dict[int, int]] = defaultdict(lambda: defaultdict(int))
        self._latencies: dict[str, list[tuple[float, float]]] = defaultdict(list)
        self._kept = 0
        self._every = 1
        self._seen = 0

    def feed(self, e: DecodedExchange) -> None:
        api = str(e.fields.get("api") or "unknown")
        ts = e.exchange.ts / 1e9
        second = int(ts)
        self._requests[api][second] += 1
        if e.fields.get("error_details"):
            self._errors[api][second] += 1
        latency = e.exchange.latency_ns
        if latency is None:
            return
        self._seen += 1
        if self._seen % self._every:
            return
        self._latencies[api].append((ts, latency / 1e6))
        self._kept += 1
        if self._kept > MAX_LATENCIES:  # memory stays bounded on long captures: thin out what is kept
            self._every *= 2
            for values in self._latencies.values():
                del values[1::2]
            self._kept = sum(len(v) for v in self._latencies.values())

    def span(self) -> tuple[float, float] | None:
        seconds = [s for per in self._requests.values() for s in per]
        return (min(seconds), max(seconds) + 1) if seconds else None

    def series(self, buckets: int = 120) -> tuple[float, dict[str, list[Bucket]]]:
        """(bucket width in seconds, api -> its buckets), at most `buckets` of whole seconds each."""
        span = self.span()
        if span is None:
            return 1.0, {}
        start = span[0]
        width, count = bucket_width(span, buckets)
        out: dict[str, list[Bucket]] = {}
        for api, per_second in sorted(self._requests.items()):
            requests = [0] * count
            errors = [0] * count
            for second, n in per_second.items():
                requests[int((second - start) // width)] += n
            for second, n in self._errors[api].items():
                errors[int((second - start) // width)] += n
            latencies: list[list[float]] = [[] for _ in range(count)]
            for ts, ms in self._latencies.get(api, []):
                latencies[int((ts - start) // width)].append(ms)
            out[api] = [Bucket(start + i * width, requests[i], errors[i], percentile(sorted(latencies[i]), 50),
                               percentile(sorted(latencies[i]), 99)) for i in range(count)]  # fmt: skip
        return width, out

    def rows(self) -> list[dict[str, Any]]:
        width, series = self.series()
        return [
            {"api": api, "start": b.start, "width_s": width, "requests": b.requests, "errors": b.errors,
             "p50_ms": b.p50_ms, "p99_ms": b.p99_ms}
            for api, buckets in series.items() for b in buckets
        ]  # fmt: skip


def bucket_width(span: tuple[float, float], buckets: int = 120) -> tuple[float, int]:
    """(width, how many) of the buckets of a span: whole seconds each, at most about `buckets`."""
    start, end = span
    width = max(1.0, float(-(-int(end - start) // buckets)))
    return width, int((end - start) // width) + 1
