"""Latency percentiles that merge: the latencies of one api held as value -> how many times.

Exact while the distinct values held stay within a limit (one machine sets none, and answers
exactly as it always has). Past the limit, neighbouring values are merged pairwise into the
lower one, halving what is held: Spark's per-key states stay small however many exchanges a
table holds, and a percentile is then a latency that was seen, off by the ranks merged into it.
How many were answered and the longest one stay exact.

A latency measured on an exchange that lost a side's end is a bound (Exchange.latency_bound):
held like the others, and counted by kind, so that the percentiles say what they are. Each
percentile and the longest is an order statistic, which can only rise when a value rises: with
lower bounds only among the values (true latencies at least those), each is a lower bound too;
with upper bounds only, an upper bound; with both, or a latency of unknown direction, uncertain.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Self

from kafkasniff.analyses.damaged import LATENCY_BOUNDS, Bound

# The distinct latencies an api's state holds at most where one must stay small (a Spark state, a
# live tap's run): a state is a few MB at most, and an answer is exact up to there
LATENCY_LIMIT = 100_000


def percentile(sorted_values: list[float], q: float) -> float | None:
    """Nearest-rank percentile of already sorted values."""
    if not sorted_values:
        return None
    rank = max(1, math.ceil(q / 100 * len(sorted_values)))
    return sorted_values[rank - 1]


def counted_percentiles(counts: Counter[float], qs: tuple[float, ...]) -> list[float | None]:
    """`percentile` of each q over values given as value -> how many times (the same answers)."""
    total = sum(counts.values())
    ranks = [max(1, math.ceil(q / 100 * total)) for q in qs]
    found: list[float | None] = [None] * len(qs)
    seen = 0
    for value, n in sorted(counts.items()):
        seen += n
        for i, rank in enumerate(ranks):
            if found[i] is None and rank <= seen:
                found[i] = value
    return found


class Latencies:
    __slots__ = ("counts", "limit", "answered", "longest", "bounded")

    def __init__(self, limit: int | None = None) -> None:
        self.counts: Counter[float] = Counter()  # latency (ms) -> exchanges answered in it
        self.limit = limit  # distinct latencies held at most; None: all
        self.answered = 0
        self.longest: float | None = None
        self.bounded: Counter[str] = Counter()  # Exchange.latency_bound -> latencies held that were one

    def add(self, ms: float, bound: str | None = None) -> None:
        """A latency; `bound` its Exchange.latency_bound ("lower", "upper", "unknown"), None: exact."""
        self.counts[ms] += 1
        self.answered += 1
        if bound is not None:
            self.bounded[bound] += 1
        if self.longest is None or ms > self.longest:
            self.longest = ms
        if self.limit is not None and len(self.counts) > self.limit:
            self._thin()

    def merge(self, other: Self) -> Self:
        self.counts.update(other.counts)
        self.answered += other.answered
        self.bounded.update(other.bounded)
        if other.longest is not None and (self.longest is None or other.longest > self.longest):
            self.longest = other.longest
        while self.limit is not None and len(self.counts) > self.limit:
            self._thin()
        return self

    def percentiles(self, qs: tuple[float, ...]) -> list[float | None]:
        return counted_percentiles(self.counts, qs)

    @property
    def bound(self) -> Bound | None:
        """The bound every percentile and the longest are (see the module's docstring); None
        when they are exact or `uncertain`."""
        kinds = set(self.bounded)
        return LATENCY_BOUNDS.get(kinds.pop()) if len(kinds) == 1 else None

    @property
    def uncertain(self) -> bool:
        """Whether the percentiles were built from bounds of both kinds or of unknown direction."""
        return bool(self.bounded) and self.bound is None

    def _thin(self) -> None:
        """Each pair of neighbouring values merged into the lower one."""
        items = sorted(self.counts.items())
        thinned: Counter[float] = Counter()
        for i in range(0, len(items), 2):
            thinned[items[i][0]] = sum(n for _, n in items[i : i + 2])
        self.counts = thinned
