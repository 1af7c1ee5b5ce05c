"""`commits` on a capture whose snaplen cut every request while the responses stayed whole (issue
47's reproduction, made at test time from a real sample): the commits the responses answered are
commits, counted and attributed as on the undamaged capture; where the committed offset stands
is marked uncertain instead of read as idle."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from kafkasniff.analyses.commit_verdicts import ANSWER_LOST, Commit, Observations, partition_row
from kafkasniff.analyses.commits import CommitsAnalysis
from kafkasniff.model import DecodedExchange
from tests.kafkasniff.analyses.test_damaged import snaplen_cut, whole
from tests.support import damage_rewrite as damage

Rows = dict[str, dict[str, Any]]


def commits_rows(exchanges: Iterable[DecodedExchange]) -> Rows:
    analysis = CommitsAnalysis()
    for e in exchanges:
        analysis.feed(e)
    return {f"{r['group']}/{r['topic']}/{r['partition']}": r for r in analysis.rows()}


@pytest.fixture(scope="module")
def rows() -> tuple[Rows, Rows]:
    return commits_rows(snaplen_cut()), commits_rows(whole(damage.SNAPLEN_SAMPLE))


def test_every_commit_the_responses_answered_is_counted_with_its_sender_though_no_offset_survived(rows):
    cut, truth = rows
    assert set(cut) == set(truth)
    for key, row in cut.items():
        assert (row["commits"], row["failed"], row["client_ids"], row["members"]) == (
            truth[key]["commits"], truth[key]["failed"], truth[key]["client_ids"], truth[key]["members"])  # fmt: skip
        assert row["unknown_offsets"] == truth[key]["commits"] - sum(truth[key]["failed"].values())


def test_the_last_commits_offset_is_uncertain_and_the_brokers_offset_fetch_answers_say_where_it_stands(rows):
    """The sample's monitor asked the broker after the commits: its answers are the committed
    offsets, state and lag of the undamaged capture; only the commits' own offsets are unknown,
    and with them the verdicts (the regressions and repeats of the whole capture are hidden)."""
    cut, truth = rows
    for key, row in cut.items():
        assert [v["verdict"] for v in row["verdicts"]] == ["advancing"], key
        doubted = {"verdicts", "last_committed"} | ({"failed"} if row["failed"] else set())  # (redundant or not)
        assert set(row["uncertain"]) == doubted and row["last_committed"] is None, key
        assert (row["committed"], row["committed_from"], row["state"], row["lag"]) == (
            truth[key]["committed"], "offset-fetch", truth[key]["state"], truth[key]["lag"])  # fmt: skip


def test_without_the_brokers_word_where_the_committed_offset_stands_is_uncertain_not_idle():
    key = ("billing", "invoices", 0)
    sent = [Commit(1.0, 1.1, "OffsetCommit", None, None, 1, None, "m", "a", "a:1->b:9092", 1, None)]
    row = partition_row(key, sent, Observations((), [(0.5, 12)], [(0.5, 12)]))
    assert [v["verdict"] for v in row["verdicts"]] == ["advancing"] and row["unknown_offsets"] == 1
    assert {"committed", "last_committed", "state", "lag"} <= set(row["uncertain"])


def test_a_commit_whose_answer_was_lost_is_neither_a_success_nor_a_failure():
    key = ("billing", "invoices", 0)
    sent = [Commit(1.0, 1.1, "OffsetCommit", 10, None, 1, None, "m", "a", "a:1->b:9092", 1, None),
            Commit(2.0, 2.1, "OffsetCommit", 12, None, 1, None, "m", "a", "a:1->b:9092", 2, ANSWER_LOST)]  # fmt: skip
    row = partition_row(key, sent, Observations((), [(1.5, 12)], [(1.5, 12)]))
    assert (row["committed"], row["failed"], row["answers_lost"]) == (10, {}, 1)
    assert "committed" in row["uncertain"] and [v["verdict"] for v in row["verdicts"]] == ["advancing"]
