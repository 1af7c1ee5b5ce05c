"""The rules `commits` judges a partition by, one at a time, on commit records (the samples'
tests check them on real clients' traffic)."""

from __future__ import annotations

from kafkasniff.analyses.commit_verdicts import Commit, Observations, TxnEnd, partition_row

KEY = ("billing", "orders", 0)
NOTHING_SEEN = Observations((), (), ())


def commit(ts: float, offset: int, who: str = "a", error: str | None = None, txn: tuple[str, int, int] | None = None,
           generation: int = 1, answered_after: float = 0.01) -> Commit:  # fmt: skip
    return Commit(ts, ts + answered_after, "TxnOffsetCommit" if txn else "OffsetCommit", offset, None, generation,
                  None, f"{who}-member", who, f"{who}:1->broker:9092", int(ts * 1000), error, txn)  # fmt: skip


def verdicts(row: dict) -> dict[str, int]:
    return {v["verdict"]: v["count"] for v in row["verdicts"]}


def test_redundant_failed_commits_after_the_offset_was_committed_are_not_failing():
    commits = [commit(1, 10), commit(2, 20), commit(3, 20, error="REBALANCE_IN_PROGRESS"),
               commit(4, 15, error="REBALANCE_IN_PROGRESS")]  # fmt: skip
    row = partition_row(KEY, commits, NOTHING_SEEN)
    assert verdicts(row) == {"advancing": 2}
    assert row["failed"] == {"REBALANCE_IN_PROGRESS": 2}


def test_a_failed_commit_whose_offset_was_never_reached_is_failing_and_is_the_evidence():
    commits = [commit(1, 10), commit(2, 20, error="REBALANCE_IN_PROGRESS"), commit(3, 12)]
    row = partition_row(KEY, commits, NOTHING_SEEN)
    [failing] = [v for v in row["verdicts"] if v["verdict"] == "failing"]
    assert failing["count"] == 1 and [e["offset"] for e in failing["evidence"]] == [20]


def test_a_caught_up_partition_that_regressed_once_keeps_the_history_apart_from_the_state():
    commits = [commit(1, 10), commit(2, 20), commit(3, 12, who="stale", generation=2), commit(4, 30)]
    row = partition_row(KEY, commits, Observations((), [(4.5, 30)], [(4.5, 30)]))
    assert (row["state"], row["committed"], row["consumed"]) == ("caught-up", 30, 30)
    assert verdicts(row) == {"regressed": 1}
    assert [v["at"] for v in row["verdicts"]] == [[3]]


def test_the_member_re_committing_an_old_offset_is_named_and_the_new_owner_catching_up_is_not():
    commits = [commit(1, 50, who="old-owner"), commit(2, 20, who="culprit", generation=2),
               commit(3, 21, who="new-owner", generation=2), commit(4, 20, who="culprit", generation=3),
               commit(5, 20, who="culprit", generation=3)]  # fmt: skip
    row = partition_row(KEY, commits, Observations((), [(5.5, 60)], [(5.5, 60)]))
    [culprit] = row["stale_committers"]
    assert (culprit["client_id"], culprit["commits"], culprit["lowered"]) == ("culprit", 3, 2)
    assert (culprit["generations"], culprit["first_ts"], culprit["last_ts"]) == ([2, 3], 2, 5)
    assert row["state"] == "behind" and row["lag"] == 40


def test_every_regression_is_counted_while_the_evidence_shows_the_first_and_the_last():
    commits = [
        c for i in range(40) for c in (commit(2 * i + 1, 100 + i, who="owner"), commit(2 * i + 2, 5, who="culprit"))
    ]
    row = partition_row(KEY, commits, NOTHING_SEEN)
    regressed = next(v for v in row["verdicts"] if v["verdict"] == "regressed")
    assert regressed["count"] == 40 and len(regressed["at"]) == 40
    assert len(regressed["evidence"]) == 12 and regressed["evidence_omitted"] == 28
    assert regressed["evidence"][-1]["ts"] == 80


def test_offsets_of_an_aborted_transaction_are_discarded_and_the_broker_answer_after_it_is_the_state():
    txn = ("payments-txn", 7, 0)
    commits = [commit(1, 9, txn=txn)]
    ends = [TxnEnd(txn, committed=False, ts=1.5)]
    row = partition_row(KEY, commits, Observations([(2.0, -1)], [(0.5, 9)], [(0.5, 9)]), ends)
    assert (row["last_committed"], row["discarded"], row["committed"], row["state"]) == (None, 1, -1, "never-committed")
    assert verdicts(row) == {"discarded": 1}


def test_offsets_of_a_committed_transaction_count_from_its_end():
    txn = ("payments-txn", 7, 0)
    commits = [commit(1, 9, txn=txn)]
    row = partition_row(KEY, commits, Observations((), [(0.5, 9)], [(0.5, 9)]), [TxnEnd(txn, True, 3.0)])
    assert (row["last_committed"], row["state"], verdicts(row)) == (9, "caught-up", {"advancing": 1})


def test_a_transactional_commit_whose_transaction_did_not_end_is_pending_not_committed():
    row = partition_row(KEY, [commit(1, 9, txn=("t", 1, 0))], NOTHING_SEEN)
    assert (row["pending"], row["last_committed"]) == (1, None)


def test_a_committed_offset_between_the_delivered_end_and_the_fetcher_is_caught_up_beyond_it_ahead():
    seen = Observations((), [(1.0, 5)], [(1.0, 6)])  # a marker at 5: delivered to 5, fetcher at 6
    assert partition_row(KEY, [commit(2, 5)], seen)["state"] == "caught-up"
    assert partition_row(KEY, [commit(2, 6)], seen)["state"] == "caught-up"
    assert partition_row(KEY, [commit(2, 7)], seen)["state"] == "ahead"
    assert partition_row(KEY, [commit(2, 4)], seen)["state"] == "behind"


def test_a_commit_after_an_offset_delete_starts_afresh_neither_regressed_nor_stale():
    commits = [commit(1, 10, who="consumer"), commit(3, 0, who="reset-tool", generation=-1)]
    row = partition_row(KEY, commits, Observations((), [(0.5, 10)], [(0.5, 10)], offset_deletes=[2.0]))
    assert verdicts(row) == {"advancing": 2}
    assert row["stale_committers"] == [] and row["offsets_deleted"] == 1
    assert (row["state"], row["committed"], row["committed_from"]) == ("behind", 0, "commit")


def test_the_same_lowering_without_the_delete_is_a_regression():
    commits = [commit(1, 10, who="consumer"), commit(3, 0, who="reset-tool", generation=-1)]
    row = partition_row(KEY, commits, Observations((), [(0.5, 10)], [(0.5, 10)]))
    assert verdicts(row) == {"regressed": 1}


def test_an_offset_deleted_after_the_last_commit_leaves_nothing_committed_until_the_broker_says_otherwise():
    commits = [commit(1, 10)]
    deleted = partition_row(KEY, commits, Observations((), (), (), offset_deletes=[2.0]))
    assert (deleted["committed"], deleted["committed_from"], deleted["last_committed"]) == (None, "offset-delete", 10)
    fetched_later = partition_row(KEY, commits, Observations([(3.0, 7)], (), (), offset_deletes=[2.0]))
    assert (fetched_later["committed"], fetched_later["committed_from"]) == (7, "offset-fetch")


def test_a_member_re_committing_one_offset_while_the_group_reads_past_it_is_stuck_despite_the_owner():
    commits = [commit(1, 10, who="culprit"), commit(2, 12, who="owner"), commit(3, 10, who="culprit"),
               commit(4, 14, who="owner"), commit(5, 10, who="culprit")]  # fmt: skip
    row = partition_row(KEY, commits, Observations((), [(1.5, 12), (3.5, 14)], [(3.5, 14)]))
    [stuck] = [v for v in row["verdicts"] if v["verdict"] == "stuck"]
    assert stuck["count"] == 2 and stuck["at"] == [3, 5]
    assert {e["client_id"] for e in stuck["evidence"]} == {"culprit"}


def test_a_consumer_repeating_its_offset_at_the_end_of_what_it_was_delivered_is_not_stuck():
    commits = [commit(1, 10), commit(2, 12), commit(3, 12), commit(4, 12)]
    row = partition_row(KEY, commits, Observations((), [(1.5, 12)], [(1.5, 12)]))
    assert verdicts(row) == {"advancing": 4}


def test_a_repeat_sent_before_the_group_was_delivered_past_it_is_not_stuck():
    commits = [commit(1, 10), commit(2, 10), commit(3, 15)]
    row = partition_row(KEY, commits, Observations((), [(2.5, 15)], [(2.5, 15)]))
    assert verdicts(row) == {"advancing": 3}
