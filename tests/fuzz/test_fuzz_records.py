"""The record decoder fed damaged real record sets (RecordBatch v2 of every codec, legacy
magic 0/1 message sets and their wrappers), random bytes and hostile constructions: nothing
raises, every warning points inside the record set, each call is quick, and what it allocates
is bounded by the bytes given plus the decompression budget, never by a count or length the
bytes claim."""

from __future__ import annotations

import tracemalloc

from hypothesis import given
from hypothesis import strategies as st

from kafkasniff.dissectors.kafka.readers.compiler import FIELDS_RESERVE, Context
from kafkasniff.dissectors.kafka.records import MESSAGE_COST, RECORD_COST, RecordLimits, decode_records
from kafkasniff.dissectors.tree import Node, to_json
from tests.fuzz import corpus

BEFORE, AFTER = b"\xaa" * 7, b"\xbb" * 5  # the record set sits inside a frame, not at its start
SMALL = RecordLimits(max_decompressed=4 << 20)  # 16 MiB per exchange: cheap to hit in a test
MIB = 1 << 20


def decode_in_frame(records: bytes, full: bool = True, from_broker: bool = True, hide: bool = False,
                    limits: RecordLimits = SMALL, json: bool = True,
                    budget: int | None = None) -> tuple[Node, Context, float]:  # fmt: skip
    """Decode a record set placed in a frame, and render it as JSON (`json`: the JSON of big
    values is bigger still, so the memory tests leave it out); (node, context, seconds)."""
    frame = BEFORE + records + AFTER
    node = Node("records", "records", records, len(BEFORE) - 4, len(records) + 4)
    ctx = Context() if budget is None else Context(budget)

    def run() -> None:
        decode_records(node, frame, ctx, limits, full, from_broker, hide)
        if json:
            to_json(node)

    _, elapsed = corpus.timed(run)
    for w in ctx.warnings:
        assert len(BEFORE) <= w.offset <= len(BEFORE) + len(records), f"warning outside the record set: {w}"
    return node, ctx, elapsed


@corpus.fuzz(ci=500)
@given(st.data(), corpus.MUTATIONS, st.booleans(), st.booleans())
def test_damaged_real_record_sets_decode_without_raising_and_mark_only_bytes_inside_them(data, mutations, full, hide):
    seed = data.draw(st.sampled_from(corpus.record_sets()), label="seed")
    corpus.tried("records: mutated real record sets")
    _, _, elapsed = decode_in_frame(corpus.mutate(seed.data, mutations), full, seed.from_broker, hide)
    assert elapsed < 1.0


@corpus.fuzz(ci=300)
@given(st.binary(max_size=300), st.booleans(), st.booleans())
def test_random_bytes_as_a_record_set_decode_without_raising(records, full, from_broker):
    corpus.tried("records: random bytes")
    _, _, elapsed = decode_in_frame(records, full, from_broker)
    assert elapsed < 1.0


@corpus.fuzz(ci=200)
@given(
    st.lists(st.tuples(st.integers(1, 4), st.sampled_from([0, 1])), min_size=1, max_size=14),
    st.booleans(),
)
def test_wrappers_of_any_codecs_nested_past_the_depth_limit_are_flagged_and_not_followed(levels, inner_batch):
    corpus.tried("records: nested wrappers")
    data = corpus.batch(corpus.record(b"innermost"), 0, 1) if inner_batch else corpus.legacy_message(0, b"innermost")
    for codec, magic in levels:
        data = corpus.legacy_message(0, corpus.compress(codec, data), codec, magic)
    node, ctx, elapsed = decode_in_frame(data)
    assert elapsed < 1.0
    if len(levels) > SMALL.max_depth:
        assert [w.kind for w in ctx.warnings] == ["malformed"]
        assert "nested deeper" in ctx.warnings[0].message
    else:
        assert ctx.warnings == []
        assert "696e6e65726d6f7374" in repr(to_json(node))  # "innermost", hex


def test_a_batch_claiming_two_billion_records_costs_only_the_records_it_holds():
    data = corpus.batch(corpus.record(b"x") * 3, 0, 0x7FFFFFFF)
    tracemalloc.start()
    node, ctx, elapsed = decode_in_frame(data, json=False)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 256 * 1024 and elapsed < 0.1
    assert len(node.children[0].children[1].children[0].children[0].children) == 3
    assert [w.kind for w in ctx.warnings] == ["malformed"]  # 3 records, header says 2147483647


def small_bomb_batch(offset: int) -> bytes:
    """A batch of ~120 bytes holding one record of a MiB of zeros (zstd): at the ratio floor."""
    return corpus.batch(corpus.compress(4, corpus.record(bytes(MIB - 16))), 4, 1, offset)


def test_a_frame_of_many_small_bombs_stops_at_the_exchange_budget_with_one_warning():
    one = small_bomb_batch(0)
    data = b"".join(small_bomb_batch(i) for i in range(200))  # 24 KB that would hold 200 MiB of records
    assert len(one) < 150
    tracemalloc.start()
    _, ctx, elapsed = decode_in_frame(data, json=False)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert [w.kind for w in ctx.warnings] == ["decompression-bomb"]
    assert "inflate past 16777216 bytes" in ctx.warnings[0].message
    assert peak < SMALL.total + 2 * MIB and elapsed < 1.0


def test_wrappers_holding_many_wrappers_each_at_the_ratio_floor_stop_at_the_exchange_budget():
    leaf = corpus.legacy_message(0, corpus.compress(1, corpus.legacy_message(0, bytes(MIB - 64))), codec=1)
    inner = b"".join(leaf for _ in range(1000))  # inflates to a GiB, a wrapper level further down
    data = corpus.legacy_message(0, corpus.compress(4, inner), codec=4)
    assert len(data) < 64 * 1024
    tracemalloc.start()
    _, ctx, elapsed = decode_in_frame(data, json=False)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert [w.kind for w in ctx.warnings] == ["decompression-bomb"]
    assert peak < SMALL.total + 4 * MIB and elapsed < 1.0


def test_tiny_records_are_charged_until_the_memory_budget_stops_them():
    """Records cost what holding them costs, compressed or not: a batch of a million empty
    records stops at the exchange's memory budget with one warning."""
    tiny = corpus.record(b"")
    for codec in (0, 4):
        payload = tiny * (MIB // len(tiny))
        data = corpus.batch(corpus.compress(codec, payload) if codec else payload, codec, 0x7FFFFFFF)
        tracemalloc.start()
        node, ctx, elapsed = decode_in_frame(data, json=False, budget=4 * MIB + FIELDS_RESERVE)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert [w.kind for w in ctx.warnings] == ["memory-budget"]
        kept = node.children[0].children[1].children[0].children[0].children
        assert 0 < len(kept) <= 4 * MIB // RECORD_COST
        assert peak < 16 * MIB and elapsed < 1.0


@corpus.fuzz(ci=60)
@given(st.integers(1, 9), st.integers(2, 16), st.integers(1, 4), st.sampled_from([0, 1]))
def test_wrappers_fanning_out_at_every_level_stop_at_the_memory_budget(levels, fan, codec, magic):
    """fan**levels messages from a few hundred bytes: what is built stays within the exchange's
    memory budget, whatever the depth, fan-out or codec (each level inflates separately)."""
    corpus.tried("records: nested fan-out")
    budget = 8 * MIB
    data = corpus.fan_out(levels, fan, codec, magic)
    tracemalloc.start()
    _, ctx, elapsed = decode_in_frame(data, json=False, budget=budget)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < budget + 4 * MIB and elapsed < 2.0
    kinds = {str(w.kind) for w in ctx.warnings}
    assert kinds <= {"memory-budget", "malformed"}  # malformed: nested past the depth limit
    if fan**levels * MESSAGE_COST > budget and levels <= SMALL.max_depth:
        assert kinds == {"memory-budget"}


@corpus.fuzz(ci=200)
@given(
    st.lists(st.tuples(st.sampled_from(corpus.RECORD_HEADER_FIELDS),
                       st.one_of(st.sampled_from(corpus.INTERESTING), st.integers(-(1 << 63), (1 << 63) - 1))),
             min_size=1, max_size=8),
    st.integers(0, 4), st.booleans(),
)  # fmt: skip
def test_batches_of_records_with_hostile_headers_decode_without_raising(hostile, codec, good_first):
    """Record lengths, key, value and header lengths and counts rewritten to extremes, in a batch
    whose CRC is right (so nothing stops at the checksum): every record is judged on its own
    bytes, nothing raises, memory follows the bytes."""
    corpus.tried("records: hostile record headers")
    records = [corpus.record(b"fine")] if good_first else []
    records += [corpus.hostile_record(field, value) for field, value in hostile]
    payload = b"".join(records)
    data = corpus.batch(corpus.compress(codec, payload) if codec else payload, codec, len(records))
    tracemalloc.start()
    node, ctx, elapsed = decode_in_frame(data)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert elapsed < 1.0 and peak < 64 * len(data) + 2 * MIB
    decoded = node.children[0].children[1].children[0].children[0].children if node.children else []
    if good_first and codec == 0:
        assert decoded and decoded[0].value["value"] == b"fine"  # the record before the damage is kept
