"""A value given to select an answer's rows that no row has is a mistake to point out (a typo, a
partition the capture never saw), not an empty table: one line naming the nearest values the
capture does have, exit 2."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from kafkasniff.select.values_seen import missing_text


def unmatched(rows: Iterable[Mapping[str, Any]], wanted: Mapping[str, set[Any]], partition: tuple[str, int] | None,
              where: str) -> str | None:  # fmt: skip
    """What to say when a value in `wanted` (row key -> values), or the `partition` (topic, number),
    matches no row of the answer named `where`; None when each matches some row."""
    rows = list(rows)
    if partition is not None:
        have = {f"{r['topic']}/{r['partition']}" for r in rows if "topic" in r and "partition" in r}
        asked = f"{partition[0]}/{partition[1]}"
        if asked not in have:
            return missing_text("partition", asked, have, where)
    for key, values in wanted.items():
        if partition is not None and key in ("topic", "partition"):
            continue  # (judged as the partition)
        have = {str(r[key]) for r in rows if r.get(key) is not None}
        for value in sorted(map(str, values)):
            if value not in have:
                return missing_text(key, value, have, where)
    return None
