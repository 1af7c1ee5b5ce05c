"""Keyed analyses (stats, topology) read the same fact of an exchange from its decode and from
its `index` table row, and their per-key states merge: any split of the exchanges, each part's
states merged, gives the rows of the whole."""

from __future__ import annotations

import json
import pickle
from functools import cache
from typing import Any

import pytest

from kafkasniff.analyses import DECODE
from kafkasniff.analyses.facts import exchange_row
from kafkasniff.analyses.keyed import Key, KeyedAnalysis
from kafkasniff.analyses.stats import Stats
from kafkasniff.analyses.topology import Topology
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import DecodedExchange
from kafkasniff.pipeline.wiring import Options
from tests.support.captures import sample_path
from tests.support.decode import decode

# Topic ids named by Metadata on other connections, transactions and markers, rejected and
# unanswered Produce requests, MongoDB commands, a share group
SAMPLES = ("mixed-load", "kip848-consumer", "mock-txn", "kafka-python-legacy", "mongo-crud", "share-group")
ANALYSES = (Stats, Topology)


@cache
def exchanges(sample: str) -> list[DecodedExchange]:
    return decode(sample_path(sample), Options(protocols=make_protocols(DissectOptions(**DECODE))))[0]


def read_by(analysis: KeyedAnalysis[Any, Any], e: DecodedExchange) -> bool:
    """Stats reads every exchange, topology Kafka's (as their commands do)."""
    return isinstance(analysis, Stats) or e.exchange.conn.protocol == "kafka"


@pytest.mark.parametrize("sample", SAMPLES)
@pytest.mark.parametrize("kind", ANALYSES)
def test_an_exchange_and_its_table_row_give_the_same_fact(sample: str, kind: type[KeyedAnalysis[Any, Any]]):
    analysis = kind()
    for e in exchanges(sample):
        if not read_by(analysis, e) or (kind is Topology and e.fields.get("api") == "ShareFetch"):
            continue  # (the table keeps no partition facts of ShareFetch requests)
        row = exchange_row(e)
        assert analysis.fact_of_row({column: row[column] for column in analysis.row_columns}) == (
            analysis.fact_of_exchange(e)
        )


def test_a_share_consumer_s_topics_come_from_its_requests_only_on_one_machine():
    """What the table lacks: ShareFetch requests' partitions are no partition facts."""
    share = [e for e in exchanges("share-group") if e.fields.get("api") == "ShareFetch"]
    analysis = Topology()
    assert any(analysis.fact_of_exchange(e).consumes for e in share)  # type: ignore[union-attr]
    assert not any(analysis.fact_of_row(exchange_row(e)).consumes for e in share)  # type: ignore[union-attr]


def states_of(analysis: KeyedAnalysis[Any, Any], items: list[DecodedExchange]) -> dict[Key, Any]:
    states: dict[Key, Any] = {}
    for e in items:
        fact = analysis.fact_of_exchange(e)
        if fact is not None:
            analysis.add(states, fact)
    return states


def as_moved(states: dict[Key, Any]) -> dict[Key, Any]:
    """States as Spark moves them between tasks: keys as JSON, states pickled."""
    return {tuple(json.loads(json.dumps(k))): pickle.loads(pickle.dumps(s)) for k, s in states.items()}


@pytest.mark.parametrize("sample", SAMPLES)
@pytest.mark.parametrize("kind", ANALYSES)
def test_states_merged_per_key_give_the_rows_of_all_the_exchanges(sample: str, kind: type[KeyedAnalysis[Any, Any]]):
    analysis = kind()
    items = [e for e in exchanges(sample) if read_by(analysis, e)]
    whole = analysis.rows(states_of(analysis, items))
    for parts in (2, 7):
        merged: dict[Key, Any] = {}
        for part in range(parts):
            for key, state in as_moved(states_of(analysis, items[part::parts])).items():
                merged[key] = state if key not in merged else merged[key].merge(state)
        assert analysis.rows(merged) == whole
