"""`commits` on a tap that runs for days: it forgets the keys it is told to (the rest answer as
before), and with a history cap holds a bounded state however many commits come, its counts and
verdicts the same as without while the cap exceeds what the capture holds."""

from __future__ import annotations

from typing import Any

import pytest

from kafkasniff.analyses.commits import CommitsAnalysis
from kafkasniff.analyses.rolling import Forgetting, RollingAnalysis
from tests.support.analyses import sample_names
from tests.support.long_runs import exchanges, fed, replayed

WITH_COMMITS = ["stale-commit", "java-stale-commit", "sarama-stale-commit", "java-groups", "kip848-consumer",
                "txn-offsets-kafka", "txn-offsets-mock", "mock-txn", "kafkajs-txn", "java-streams",
                "mixed-load"]  # fmt: skip


def counts(row: dict[str, Any]) -> dict[str, Any]:
    """What a row says that a history cap keeps exact (stuck reads the deliveries held; a failure
    is judged lost or made good by the commits held when it leaves)."""
    return {
        **{k: row[k] for k in ("group", "topic", "partition", "state", "committed", "commits", "failed", "discarded",
                                "last_committed", "first_committed", "lag_status", "client_ids", "members")},
        "verdicts": {v["verdict"]: v["count"] for v in row["verdicts"] if v["verdict"] not in ("stuck", "failing")},
        "stale": [(s["client_id"], s["commits"], s["lowered"], s["offsets"]) for s in row["stale_committers"]],
    }  # fmt: skip


def failing(row: dict[str, Any]) -> int:
    return sum(v["count"] for v in row["verdicts"] if v["verdict"] == "failing")


def test_commits_names_its_keys_for_the_rolling_driver():
    assert isinstance(CommitsAnalysis(), Forgetting)


@pytest.mark.parametrize("name", WITH_COMMITS)
def test_forgetting_every_key_leaves_no_rows_and_nothing_held(name: str):
    analysis = fed(CommitsAnalysis(), name)
    kinds = {kind for kind, _ in analysis.state_keys()}
    assert {"partition", "topic-partition", "client", "group"} <= kinds

    analysis.forget(list(analysis.state_keys()))

    assert analysis.rows() == []
    assert list(analysis.state_keys()) == []
    assert analysis.held() == 0


@pytest.mark.parametrize("name", ["java-groups", "java-stale-commit", "mixed-load"])
def test_forgetting_one_groups_keys_leaves_the_other_groups_rows_as_they_were(name: str):
    analysis = fed(CommitsAnalysis(), name)
    before = analysis.rows()
    gone = before[0]["group"]

    analysis.forget([(kind, key) for kind, key in analysis.state_keys()
                     if kind in ("partition", "group") and (key == gone or key[0] == gone)])  # fmt: skip

    assert analysis.rows() == [row for row in before if row["group"] != gone]
    assert any(row["group"] == gone for row in before) and analysis.rows()


def test_forgetting_a_transaction_keeps_what_its_commits_became():
    analysis = fed(CommitsAnalysis(), "txn-offsets-kafka")
    before = analysis.rows()
    transactions = [(kind, key) for kind, key in analysis.state_keys() if kind == "transaction"]
    assert transactions

    analysis.forget(transactions)

    assert analysis.rows() == before
    assert not any(kind == "transaction" for kind, _ in analysis.state_keys())


@pytest.mark.parametrize("name", WITH_COMMITS)
def test_answers_asked_part_way_as_snapshots_do_change_no_later_answer(name: str):
    items = exchanges(name)
    for cut in (len(items) // 4, len(items) // 2, 3 * len(items) // 4):
        analysis = CommitsAnalysis()
        for e in items[:cut]:
            analysis.feed(e)
        analysis.rows()
        for e in items[cut:]:
            analysis.feed(e)

        assert analysis.rows() == fed(CommitsAnalysis(), name).rows()


@pytest.mark.parametrize("name", sample_names())
def test_a_cap_above_what_the_capture_holds_changes_no_answer(name: str):
    capped = fed(CommitsAnalysis(history=300), name)

    assert not capped.dropped
    assert capped.rows() == fed(CommitsAnalysis(), name).rows()


@pytest.mark.parametrize("name", ["stale-commit", "java-stale-commit", "sarama-stale-commit", "kafkajs-txn",
                                  "txn-offsets-kafka", "kip848-consumer", "mixed-load"])  # fmt: skip
def test_a_cap_below_the_commits_keeps_the_counts_verdicts_and_culprits_of_the_stale_commit_samples(name: str):
    uncapped, capped = CommitsAnalysis(), CommitsAnalysis(history=4)
    for e in replayed(name, 3):
        uncapped.feed(e)
        capped.feed(e)

    assert capped.dropped["commit"] + capped.dropped["txn-end"] > 0
    assert [counts(row) for row in capped.rows()] == [counts(row) for row in uncapped.rows()]
    for row, whole in zip(capped.rows(), uncapped.rows(), strict=True):
        assert failing(row) >= failing(whole)  # a failure that left before the commit making it good stays lost


def test_with_a_small_cap_what_is_held_stays_flat_as_commits_keep_coming():
    analysis = CommitsAnalysis(history=8)
    per_replay = len(exchanges("stale-commit"))
    held = []
    for i, e in enumerate(replayed("stale-commit", 40), start=1):
        analysis.feed(e)
        if i % (10 * per_replay) == 0:
            held.append(analysis.held())

    assert max(held) - min(held) <= 16, held  # (a partition settles its commits in steps of a quarter)
    assert max(len(state.commits) for state in analysis._partitions.values()) <= 8
    assert analysis.dropped["commit"] > 1000 and analysis.dropped["fetched"] > 1000
    assert analysis.rows()[0]["commits"] == 40 * 16  # every commit counted, though few are held


def test_the_rolling_driver_forgets_every_partition_once_no_interval_touches_it():
    clock = iter(range(100))
    rolling = RollingAnalysis(CommitsAnalysis, forget_after=2, clock=lambda: float(next(clock)))
    for e in exchanges("stale-commit"):
        rolling.feed(e)

    snapshots = [rolling.snapshot(lambda a: a.rows()) for _ in range(4)]

    # untouched for two intervals after the first, dropped after the third snapshot's answers
    assert [len(s.windows[0].answer) for s in snapshots] == [3, 3, 3, 0]
    assert snapshots[-1].forgotten["partition"] == 3
    assert list(rolling.run.state_keys()) == []
