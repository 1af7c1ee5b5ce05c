"""A record set decoded again for another pass over the same exchange replays the first decode:
the same nodes, warnings and charges, and never where a budget could make the second differ."""

from __future__ import annotations

import struct

import crc32c

from kafkasniff.dissectors.kafka.readers.runtime import FIELDS_RESERVE, Context
from kafkasniff.dissectors.kafka.record_memo import Outcome, RecordMemo
from kafkasniff.dissectors.kafka.records import RecordLimits, decode_records
from kafkasniff.dissectors.tree import Node, warning
from tests.dissectors.kafka.test_records import v2_record

LIMITS = RecordLimits()


def v2_batch(records: bytes, count: int, declared: int | None = None) -> bytes:
    """A RecordBatch v2 of `count` records whose header may declare another count."""
    declared = count if declared is None else declared
    after_crc = struct.pack(">hiqqqhii", 0, count - 1, 0, 0, -1, -1, -1, declared) + records
    head = struct.pack(">qiib", 0, 4 + 1 + 4 + len(after_crc), 0, 2)
    return head + struct.pack(">I", crc32c.crc32c(after_crc)) + after_crc


def decoded(data: bytes, ctx: Context) -> Node:
    """The records field spanning `data`, decoded in full as a broker's set."""
    node = Node("records", "records", data, 0, len(data))
    decode_records(node, data, ctx, LIMITS, True, True)
    return node


def test_a_set_decoded_again_is_the_first_decodes_nodes_warnings_and_charges():
    data = bytearray(v2_batch(v2_record(b"a") + v2_record(b"b"), 2))
    data[-2] ^= 1  # a value byte: a CRC mismatch: a warning the second decode must say too
    data = bytes(data)
    first, second = Context(), Context()
    once, again = decoded(data, first), decoded(data, second)
    assert again.children is not None and once.children is not None
    assert again.children[0] is once.children[0]
    assert [w.kind for w in second.warnings] == ["crc-mismatch"] and list(second.warnings) == list(first.warnings)
    assert (second.cost, second.inflated) == (first.cost, first.inflated) and first.cost > 0


def test_the_same_bytes_in_another_frame_are_decoded_afresh():
    data = v2_batch(v2_record(b"a"), 1)
    once = decoded(data, Context())
    copy = bytes(bytearray(data))
    assert copy is not data
    assert decoded(copy, Context()).children[0] is not once.children[0]


def test_the_record_count_warning_is_said_only_where_the_context_had_nothing_to_say_yet():
    data = v2_batch(v2_record(b"a") + v2_record(b"b"), 2, declared=3)
    busy = Context()
    earlier = warning("unknown-tag", 4, "unknown tagged field 9 (1 bytes)")
    busy.warnings.append(earlier)
    decoded(data, busy)  # decoded first where another warning was said before
    quiet = Context()
    decoded(data, quiet)  # replayed where none was
    assert list(busy.warnings) == [earlier]
    assert [w.message for w in quiet.warnings] == ["batch at offset 0: 2 records, header says 3"]


def test_a_context_with_less_room_than_the_first_decode_took_decodes_afresh():
    data = v2_batch(b"".join(v2_record(b"x" * 100) for _ in range(20)), 20)
    roomy = Context()
    decoded(data, roomy)
    tight = Context(budget=FIELDS_RESERVE + roomy.cost // 2)
    decoded(data, tight)
    assert [w.kind for w in tight.warnings] == ["memory-budget"]
    assert tight.cost < roomy.cost


def test_a_decode_cut_by_its_budget_is_not_replayed_where_there_is_room():
    data = v2_batch(b"".join(v2_record(b"x" * 100) for _ in range(20)), 20)
    decoded(data, Context(budget=FIELDS_RESERVE + 3000))
    roomy = Context()
    node = decoded(data, roomy)
    assert list(roomy.warnings) == []
    assert len(node.children[0].children[1].children[0].children[0].children) == 20


def outcome() -> Outcome:
    return Outcome(None, (), 0, 0)


def test_the_memo_keeps_the_sets_of_the_last_two_frames():
    memo = RecordMemo()
    frames = [bytes(bytearray(b"frame %d" % i)) for i in range(3)]
    for frame in frames:
        memo.remember(frame, "set", outcome())
    assert memo.recall(frames[0], "set", Context(), LIMITS.total) is None
    assert all(memo.recall(f, "set", Context(), LIMITS.total) is not None for f in frames[1:])


def test_a_frame_nobody_else_holds_is_let_go_before_one_still_held():
    memo = RecordMemo()
    kept = bytes(bytearray(b"request"))
    memo.remember(kept, "set", outcome())
    memo.remember(bytes(bytearray(b"a response already shown")), "set", outcome())
    memo.remember(bytes(bytearray(b"the next request")), "set", outcome())
    assert memo.recall(kept, "set", Context(), LIMITS.total) is not None
