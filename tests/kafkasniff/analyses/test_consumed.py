"""What a Fetch answer delivered to a consumer's application: read_committed follows the wire,
skipping only what the answer lists as aborted."""

from __future__ import annotations

from typing import Any

from kafkasniff.analyses.consumed import Marker, TxnEvent, read_of

PID = 7


def data(base: int, count: int, transactional: bool = True) -> dict[str, Any]:
    return {"base_offset": base, "producer_id": PID, "transactional": transactional, "control": False,
            "records": [{"offset": base + i} for i in range(count)]}  # fmt: skip


def marker(offset: int, kind: str) -> dict[str, Any]:
    return {"base_offset": offset, "producer_id": PID, "transactional": True, "control": True,
            "records": [{"offset": offset, "control": {"type": kind}}]}  # fmt: skip


def entry(*batches: dict[str, Any], aborted: list[dict[str, int]] | None = None) -> dict[str, Any]:
    return {"records": {"batches": list(batches)}, "aborted_transactions": aborted or []}


def test_read_committed_skips_the_records_the_answer_lists_as_aborted():
    answer = entry(data(0, 2), marker(2, "COMMIT"), data(3, 2), marker(5, "ABORT"),
                   aborted=[{"producer_id": PID, "first_offset": 3}])  # fmt: skip
    read = read_of(answer, read_committed=True)
    assert (read.covered, read.delivered) == (6, 2)
    committed, aborted = TxnEvent(PID, 3, Marker.COMMIT), TxnEvent(PID, 6, Marker.ABORT)
    assert read.txn_events == (TxnEvent(PID, 2, None, 2), committed, aborted)


def test_read_committed_delivers_what_an_answer_that_lists_nothing_aborted_carries_as_a_client_does():
    read = read_of(entry(data(0, 2), marker(2, "ABORT"), data(3, 2), marker(5, "COMMIT")), read_committed=True)
    assert (read.covered, read.delivered) == (6, 5)


def test_read_uncommitted_delivers_every_data_record_and_tracks_no_transactions():
    read = read_of(entry(data(0, 2), marker(2, "ABORT"), aborted=[{"producer_id": PID, "first_offset": 0}]), False)
    assert (read.covered, read.delivered, read.txn_events) == (3, 2, ())
