"""Lag status as Burrow judges it, from the broker's high watermarks against the commits: each
rule on a window of commits, then on real incidents."""

from __future__ import annotations

import json

from kafkasniff.analyses.commit_verdicts import Commit, Observations, partition_row
from kafkasniff.analyses.lag_status import WINDOW, LagStatus, group_status, high_watermark_at, partition_status
from tests.support import captures as cap
from tests.support.cli import kafkasniff


def status(commits: list[tuple[float, int]], log_end: list[tuple[float, int]], now: float) -> LagStatus:
    return partition_status(commits, log_end, now)


def test_a_consumer_at_the_log_end_is_ok():
    assert status([(1, 10), (2, 20)], [(0.5, 10), (1.5, 20)], now=100) is LagStatus.OK


def test_lag_with_no_commit_for_longer_than_the_window_spans_is_stop():
    assert status([(1, 10), (2, 20)], [(1, 20), (2, 30), (50, 90)], now=60) is LagStatus.STOP


def test_commits_of_one_offset_while_the_log_grows_are_stall():
    assert status([(t, 10) for t in range(1, 6)], [(t, 10 + 5 * t) for t in range(1, 6)], now=6) is LagStatus.STALL


def test_offsets_that_move_while_the_lag_never_shrinks_are_warn():
    commits = [(t, 10 * t) for t in range(1, 6)]
    assert status(commits, [(t, 10 * t + 2 * t) for t in range(1, 6)], now=6) is LagStatus.WARN


def test_lag_zero_anywhere_in_the_window_is_ok():
    commits = [(1, 10), (2, 10), (3, 10)]
    assert status(commits, [(0.5, 10), (2.5, 14)], now=3.5) is LagStatus.OK


def test_a_commit_below_the_one_before_with_no_recovery_is_rewind():
    commits = [(1, 50), (2, 60), (3, 20)]
    assert status(commits, [(0.5, 70), (1.5, 80), (2.5, 90)], now=3.5) is LagStatus.REWIND


def test_only_the_last_commits_are_judged():
    old_stall = [(t, 5) for t in range(1, 20)]
    recovered = [(20 + t, 5 + 10 * t) for t in range(1, WINDOW + 1)]
    log_end = [(t, 10 * t) for t in range(1, 40)]
    assert status(old_stall + recovered, log_end, now=31) is not LagStatus.STALL


def test_without_a_high_watermark_the_lag_is_unknown():
    assert status([(1, 10)], [], now=2) is LagStatus.UNKNOWN


def test_a_group_is_as_bad_as_its_worst_partition():
    assert group_status([LagStatus.OK, LagStatus.STALL, LagStatus.WARN]) is LagStatus.STALL
    assert group_status([]) is LagStatus.UNKNOWN


def test_the_high_watermark_at_a_commit_is_the_last_one_reported_before_it():
    marks = [(1.0, 10), (2.0, 20), (3.0, 30)]
    assert [high_watermark_at(marks, t) for t in (0.5, 1.0, 2.5, 9)] == [10, 10, 20, 30]


def commit(ts: float, offset: int) -> Commit:
    return Commit(ts, ts + 0.001, "OffsetCommit", offset, None, 1, None, "m", "c", "a->b", int(ts), None)


def test_a_consumer_that_stopped_while_the_log_grew_is_not_caught_up():
    """Everything it was delivered is committed, yet the broker's log went on: stopped, lag 40."""
    seen = Observations([], delivered=[(1.0, 10), (2.0, 20)], fetched=[(1.0, 10), (2.0, 20)],
                        high_watermarks=[(1.0, 10), (2.0, 20), (30.0, 60)], end=40.0)  # fmt: skip
    row = partition_row(("g", "t", 0), [commit(1.0, 10), commit(2.0, 20)], seen)
    assert (row["state"], row["lag_status"], row["broker_lag"], row["high_watermark"]) == ("stopped", "STOP", 40, 60)


def test_java_b_s_partitions_stop_behind_the_broker_s_log_end():
    """java-stale-commit: invoices/2 and /3 end behind the high watermark (12), nobody committing
    them after the group's last rebalance: STOP, and so the group."""
    run = kafkasniff("commits", "--json", "-q", "--group", "billing", cap.sample_path("java-stale-commit"))
    rows = {r["partition"]: r for r in map(json.loads, run.stdout.splitlines())}
    assert {p: (r["high_watermark"], r["broker_lag"], r["lag_status"]) for p, r in rows.items()} == {
        0: (12, 0, "OK"), 1: (12, 0, "OK"), 2: (12, 4, "STOP"), 3: (12, 8, "STOP")}  # fmt: skip
    assert {r["group_status"] for r in rows.values()} == {"STOP"}
    table = kafkasniff("commits", "-q", "--group", "billing", cap.sample_path("java-stale-commit")).stdout
    assert "lag status: billing STOP" in " ".join(table.split())
