"""A keyed analysis (analyses/keyed.py) over an `index` table: each Spark partition's rows made
into the analysis's facts and folded into states of its own (Arrow batches in, one row per key
out), the states merged per key (reduceByKey, combined before the shuffle), and the merged
states, one small one per key, made into rows on the driver by the analysis's own `rows`."""

from __future__ import annotations

import json
import pickle
from collections.abc import Iterator
from typing import Any

from kafkasniff.analyses.keyed import Key, KeyedAnalysis, Rows

STATES = "key string, state binary"


def keyed_rows(exchanges: Any, analysis: KeyedAnalysis[Any, Any]) -> Rows:
    """The analysis's rows of the exchanges (a DataFrame of `index` table rows)."""
    picked = exchanges.select(*analysis.row_columns)
    partial = picked.mapInArrow(lambda batches: partition_states(analysis, batches), STATES)
    merged = partial.rdd.map(lambda r: (r.key, r.state)).reduceByKey(_merged).collect()
    return analysis.rows({_key(key): pickle.loads(state) for key, state in merged})


def partition_states(analysis: KeyedAnalysis[Any, Any], batches: Iterator[Any]) -> Iterator[Any]:
    """The states of one partition's rows, one (JSON key, pickled state) row per key."""
    import pyarrow as pa

    states: dict[Key, Any] = {}
    for batch in batches:
        for row in batch.to_pylist():
            fact = analysis.fact_of_row(row)
            if fact is not None:
                analysis.add(states, fact)
    keys = [json.dumps(key) for key in states]
    yield pa.RecordBatch.from_pydict({"key": keys, "state": [pickle.dumps(s) for s in states.values()]},
                                     schema=pa.schema([("key", pa.string()), ("state", pa.binary())]))  # fmt: skip


def _merged(state: bytes, other: bytes) -> bytes:
    return pickle.dumps(pickle.loads(state).merge(pickle.loads(other)))


def _key(text: str) -> Key:
    return tuple(json.loads(text))
