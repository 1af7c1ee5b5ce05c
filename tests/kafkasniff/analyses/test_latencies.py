"""Latency percentiles kept as value -> count: the nearest-rank percentiles of the latencies
themselves, merged from parts alike, and within a limit of distinct values held."""

from __future__ import annotations

import random
from collections import Counter

from kafkasniff.analyses.latencies import Latencies, counted_percentiles, percentile

QS = (50, 90, 99)


def test_percentiles_of_counted_latencies_are_those_of_the_latencies_themselves():
    latencies = [0.5, 3.25, 0.5, 9.0, 1.0, 3.25, 3.25, 120.0, 0.75, 2.0, 0.5]
    assert counted_percentiles(Counter(latencies), QS) == [percentile(sorted(latencies), q) for q in QS]
    assert counted_percentiles(Counter(), QS) == [None, None, None]
    assert percentile([1.0, 2.0, 3.0, 4.0], 50) == 2.0 and percentile([], 99) is None


def held(values: list[float], limit: int | None = None) -> Latencies:
    latencies = Latencies(limit)
    for value in values:
        latencies.add(value)
    return latencies


def test_parts_merged_give_the_percentiles_of_the_whole():
    values = [random.Random(7).expovariate(1.0) for _ in range(5000)]
    merged = held(values[::3]).merge(held(values[1::3])).merge(held(values[2::3]))
    assert merged.percentiles(QS) == [percentile(sorted(values), q) for q in QS]
    assert (merged.answered, merged.longest) == (len(values), max(values))


def test_past_its_limit_a_state_holds_no_more_values_and_its_percentiles_are_latencies_seen_near_the_rank():
    rng = random.Random(11)
    values = [round(rng.uniform(0, 100), 6) for _ in range(20_000)]
    latencies = held(values[:10_000], limit=1000).merge(held(values[10_000:], limit=1000))
    assert len(latencies.counts) <= 1000
    assert (latencies.answered, latencies.longest) == (len(values), max(values))
    ordered = sorted(values)
    for q, found in zip(QS, latencies.percentiles(QS), strict=True):
        assert found is not None and abs(ordered.index(found) / len(values) * 100 - q) <= 1  # within a percentile


def test_percentiles_of_lower_bounds_are_lower_bounds_of_upper_ones_upper_and_of_both_uncertain():
    """Each percentile is an order statistic: raising a value never lowers it. Latencies that are
    at least what was measured (a response that lost its end) make every percentile at least what
    it shows; at most (a request that lost its end), at most; both, or unknown, neither."""
    exact = held([1.0, 2.0, 3.0])
    assert (exact.bound, exact.uncertain) == (None, False)
    for bounds, expected in ((["lower"], (">=", False)), (["upper", "upper"], ("<=", False)),
                             (["lower", "upper"], (None, True)), (["unknown"], (None, True))):  # fmt: skip
        latencies = held([1.0, 2.0, 3.0])
        parts = [Latencies() for _ in bounds]
        for part, bound in zip(parts, bounds, strict=True):
            part.add(5.0, bound)
            latencies.merge(part)
        assert (latencies.bound, latencies.uncertain) == expected
        assert latencies.answered == 3 + len(bounds) and latencies.longest == 5.0
