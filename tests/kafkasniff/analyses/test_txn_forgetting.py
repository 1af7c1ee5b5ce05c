"""`txn` on a tap that runs for days: it forgets the producers it is told to (the others answer
as before), keeps the markers it matched across snapshots, and with a history cap holds a bounded
number of transactions however many a producer finishes."""

from __future__ import annotations

import pytest

from kafkasniff.analyses.rolling import Forgetting
from kafkasniff.analyses.txn import TxnAnalysis
from tests.support.analyses import sample_names
from tests.support.long_runs import exchanges, fed, replayed

WITH_TXNS = ["java-txn", "txn-offsets-kafka", "txn-offsets-mock", "mock-txn", "kafkajs-txn", "platformatic-txn",
             "platformatic-txn-tansu", "java-streams", "java-admin"]  # fmt: skip


def test_txn_names_its_keys_for_the_rolling_driver():
    assert isinstance(TxnAnalysis(), Forgetting)


@pytest.mark.parametrize("name", WITH_TXNS)
def test_forgetting_every_key_leaves_no_rows_and_nothing_held(name: str):
    analysis = fed(TxnAnalysis(), name)
    assert any(kind == "producer" for kind, _ in analysis.state_keys())

    analysis.forget(list(analysis.state_keys()))

    assert analysis.rows() == []
    assert list(analysis.state_keys()) == []
    assert analysis.held() == 0


@pytest.mark.parametrize("name", ["java-txn", "txn-offsets-kafka", "platformatic-txn"])
def test_forgetting_one_producer_leaves_the_other_producers_rows_as_they_were(name: str):
    analysis = fed(TxnAnalysis(), name)
    before = analysis.rows()
    gone = before[-1]["producer_id"]

    analysis.forget([("producer", gone)])

    assert analysis.rows() == [row for row in before if row["producer_id"] != gone]
    assert analysis.rows()


@pytest.mark.parametrize("name", WITH_TXNS)
def test_answers_asked_part_way_as_snapshots_do_change_no_later_answer(name: str):
    items = exchanges(name)
    for cut in (len(items) // 4, len(items) // 2, 3 * len(items) // 4):
        analysis = TxnAnalysis()
        for e in items[:cut]:
            analysis.feed(e)
        analysis.rows()
        for e in items[cut:]:
            analysis.feed(e)

        assert analysis.rows() == fed(TxnAnalysis(), name).rows()


@pytest.mark.parametrize("name", sample_names())
def test_a_cap_above_what_the_capture_holds_changes_no_answer(name: str):
    capped = fed(TxnAnalysis(history=300), name)

    assert not capped.dropped
    assert capped.rows() == fed(TxnAnalysis(), name).rows()


def test_with_a_small_cap_the_transactions_held_stay_flat_as_a_producer_keeps_committing():
    analysis, uncapped = TxnAnalysis(history=3), TxnAnalysis()
    per_replay = len(exchanges("java-txn"))
    held = []
    for i, e in enumerate(replayed("java-txn", 40), start=1):
        analysis.feed(e)
        uncapped.feed(e)
        if i % per_replay == 0:
            held.append(analysis.held())

    assert len(set(held[2:])) == 1, held  # (full from the third replay on)
    assert uncapped.held() > 10 * held[-1]
    producers = {row["producer_id"] for row in uncapped.rows()}
    assert len(analysis.rows()) == 3 * len(producers)  # the last three of each
    assert analysis.dropped["transaction"] == len(uncapped.rows()) - len(analysis.rows())
