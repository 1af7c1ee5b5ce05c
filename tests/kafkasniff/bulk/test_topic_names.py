"""Topic ids named as one machine names them: from the earliest Metadata answer that gave the
name, for rows emitted at or after it."""

from __future__ import annotations

from typing import Any

from kafkasniff.bulk.topic_names import Naming, first_names, named_row, needs_names

ORDERS_ID = "0b7e3c1a-5f2d-4e8a-9c6b-1d2e3f4a5b6c"


def fetch_row(emitted: int) -> dict[str, Any]:
    return {
        "emitted_ns": emitted, "topics": ["orders", ORDERS_ID],
        "partitions": [{"topic": None, "topic_id": ORDERS_ID, "partition": 1}],
        "error_details": [{"error": "NOT_LEADER_OR_FOLLOWER", "code": 6, "topic": ORDERS_ID, "partition": 1}],
    }  # fmt: skip


def test_the_earliest_metadata_answer_names_an_id():
    names = first_names([Naming("c|d", 1, 50, {ORDERS_ID: "orders"}), Naming("a|b", 0, 20, {ORDERS_ID: "orders"})])
    assert names == {ORDERS_ID: ("orders", 20)}


def test_a_row_emitted_after_the_naming_shows_names_each_topic_once():
    row = named_row(fetch_row(20), {ORDERS_ID: ("orders", 20)})
    assert row["topics"] == ["orders"]
    assert row["partitions"][0]["topic"] == "orders" and row["partitions"][0]["topic_id"] == ORDERS_ID
    assert row["error_details"][0]["topic"] == "orders"


def test_a_row_emitted_before_the_naming_keeps_the_id():
    row = named_row(fetch_row(19), {ORDERS_ID: ("orders", 20)})
    assert row["topics"] == ["orders", ORDERS_ID]
    assert row["partitions"][0]["topic"] is None and row["error_details"][0]["topic"] == ORDERS_ID


def test_only_rows_with_unnamed_ids_need_names():
    assert needs_names(fetch_row(1))
    named = {"topics": ["orders"], "partitions": [{"topic": "orders", "topic_id": ORDERS_ID}], "error_details": []}
    assert not needs_names(named)
