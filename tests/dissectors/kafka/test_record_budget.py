"""A batch's records charged to the exchange's memory budget one by one, as they are read: the
record that takes the budget past its end is kept, and none after it is read."""

from __future__ import annotations

import pytest

from kafkasniff.dissectors.kafka.readers.runtime import FIELDS_RESERVE, Context
from kafkasniff.dissectors.kafka.records import BATCH_COST, RECORD_COST, RecordLimits, decode_records
from kafkasniff.dissectors.tree import Node, to_json
from tests.dissectors.kafka.test_records import batch, v2_record

RECORD = v2_record(b"v" * 100)  # (a value's length of two bytes)
EACH = RECORD_COST + len(RECORD)  # what holding one record costs


def decoded_with_room_for(room: int, count: int = 5) -> tuple[list[dict], list[str]]:
    """The records kept of a batch of `count` records when, its header charged, `room` is left."""
    data = batch(RECORD * count, 0, count)
    node = Node("records", "records", data, 0, len(data))
    ctx = Context(FIELDS_RESERVE + BATCH_COST + room)
    decode_records(node, data, ctx, RecordLimits(), True, True)
    records = to_json(node, bytes.decode)["batches"][0]["records"]
    return records, [w.kind.value for w in ctx.warnings]


@pytest.mark.parametrize(("room", "kept"), [(2 * EACH + 1, 3), (3 * EACH, 4), (3 * EACH - 1, 3), (0, 1)])
def test_the_record_that_crosses_the_budget_is_the_last_kept(room: int, kept: int):
    records, warnings = decoded_with_room_for(room)
    assert len(records) == kept
    assert warnings == ["memory-budget"]


def test_records_within_the_budget_are_all_kept_and_nothing_is_said():
    records, warnings = decoded_with_room_for(5 * EACH)
    assert len(records) == 5 and records[0]["value"] == "v" * 100
    assert warnings == []
