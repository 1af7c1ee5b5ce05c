"""How an analysis caps what it keeps per key for a long run: the last `limit` observations of a
list, counted by kind when dropped (each analysis's docstring says what a cap changes)."""

from __future__ import annotations

from collections import Counter
from typing import Any

# What a live run's analyses keep per key (a tap of days: the last this many commits of a
# partition, events of a group, transactions of a producer): rolling answers, metrics, events, top
LIVE_HISTORY = 1000


def keep_last(items: list[Any], limit: int | None, dropped: Counter[str], kind: str) -> None:
    """Drop the oldest of `items` beyond `limit` (None: keep all), counting them under `kind`."""
    if limit is not None and len(items) > limit:
        dropped[kind] += len(items) - limit
        del items[: len(items) - limit]


def keep_last_keys(items: dict[Any, Any], limit: int | None, dropped: Counter[str], kind: str) -> None:
    """Drop the keys of `items` first added beyond `limit` (None: keep all), counting them under `kind`."""
    if limit is not None and len(items) > limit:
        oldest = list(items)[: len(items) - limit]
        for key in oldest:
            del items[key]
        dropped[kind] += len(oldest)
