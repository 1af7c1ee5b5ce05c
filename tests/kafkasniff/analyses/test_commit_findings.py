"""Findings beside the verdicts: the broker's OffsetFetch answers checked against what accepted
commits wrote, and aborted records given to read_committed consumers."""

from __future__ import annotations

from kafkasniff.analyses.commit_verdicts import Commit, Observations, TxnEnd, partition_row
from kafkasniff.analyses.consumed import AbortedDelivery, Consumption, Marker, Read, TxnEvent

KEY = ("settle", "payments", 0)
TXN = ("payments-txn", 7, 0)


def commit(ts: float, offset: int, txn: tuple[str, int, int] | None = None) -> Commit:
    api = "TxnOffsetCommit" if txn else "OffsetCommit"
    return Commit(ts, ts + 0.01, api, offset, None, 1, None, "m", "app", "app:1->broker:9092", int(ts * 100), None, txn)


def finding(row: dict, name: str) -> dict | None:
    return next((f for f in row["findings"] if f["finding"] == name), None)


def test_an_offset_fetch_that_loses_a_committed_transactions_offsets_is_a_finding_not_the_committed_offset():
    row = partition_row(KEY, [commit(1, 6, TXN)], Observations([(3.0, -1)], (), ()), [TxnEnd(TXN, True, 2.0)])
    assert (row["committed"], row["committed_from"]) == (6, "commit")
    found = finding(row, "offset-fetch-contradicts")
    assert found is not None and found["count"] == 1
    [evidence] = found["evidence"]
    assert (evidence["answered"], evidence["written"], evidence["written_by"]["transactional_id"]) == (-1, 6, TXN[0])


def test_an_offset_fetch_that_agrees_with_the_last_commit_is_no_finding():
    row = partition_row(KEY, [commit(1, 6), commit(2, 9)], Observations([(1.5, 6), (3.0, 9)], (), ()))
    assert row["findings"] == [] and row["committed"] == 9


def test_an_offset_fetch_answered_while_a_commit_was_in_flight_may_give_either_offset():
    row = partition_row(KEY, [commit(1, 6), commit(2, 9)], Observations([(2.005, 6)], (), ()))
    assert row["findings"] == []


def test_an_offset_fetch_before_any_commit_took_effect_and_after_an_offset_delete_contradicts_nothing():
    early = partition_row(KEY, [commit(2, 9)], Observations([(1.0, 4)], (), ()))
    deleted = partition_row(KEY, [commit(1, 6)], Observations([(3.0, 2)], (), (), offset_deletes=[2.0]))
    assert early["findings"] == [] and deleted["findings"] == []


def test_a_read_committed_consumer_given_records_of_a_transaction_that_then_aborts_was_given_aborted_data():
    consumption = Consumption()
    where = ("audit", "payments", 0)
    consumption.answer(where, 1.0, Read(3, 2, (TxnEvent(7, 2, None, 2),)))
    consumption.answer(where, 2.0, Read(3, None, (TxnEvent(7, 3, Marker.ABORT),)))
    consumption.answer(where, 3.0, Read(6, 5, (TxnEvent(7, 5, None, 2), TxnEvent(7, 6, Marker.COMMIT))))
    given = consumption.aborted_delivered(["audit"], "payments", 0)
    assert given == [AbortedDelivery(2.0, "audit", 7, 2)]
    seen = Observations((), [(1.0, 2), (3.0, 5)], [(3.0, 6)], aborted_delivered=given)
    row = partition_row(KEY, [commit(4, 6)], seen)
    assert finding(row, "aborted-delivered") == {
        "finding": "aborted-delivered", "count": 2, "at": [2.0],
        "evidence": [{"ts": 2.0, "client_id": "audit", "producer_id": 7, "records": 2}],
    }  # fmt: skip
