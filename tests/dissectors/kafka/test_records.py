"""Records inside Produce and Fetch: every batch checked, every record decoded on request, and
damage (flipped bytes, bombs, junk) reported where it is while the rest still decodes."""

from __future__ import annotations

import gzip
import struct
import subprocess
import sys
import time
import tracemalloc
import zlib
from pathlib import Path

import crc32c
import pytest
import zstandard

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.kafka.protocol import KafkaProtocol
from kafkasniff.dissectors.kafka.readers.compiler import FIELDS_RESERVE, Context
from kafkasniff.dissectors.kafka.records import (
    RecordLimits,
    _plain_batches_json,
    batches_check_out,
    decode_records,
    decoded_set_json,
    record_set_json,
)
from kafkasniff.dissectors.tree import Node, to_json
from tests.support import frames
from tests.support.analyses import SAMPLES
from tests.support.decode import decode

FULL = DissectOptions(records=True, render_bytes=lambda b: b.decode("utf-8", "replace"))


def test_a_flipped_byte_in_a_batch_is_a_crc_mismatch_and_the_rest_still_decodes():
    e = frames.first_exchange("kafka-python-v2.5", "Produce")
    data = bytearray(e.exchange.request.data)
    _, start, end = frames.records_span(bytes(data), e.request_tree)
    data[end - 3] ^= 0x40  # inside the last record of the first batch
    damaged = frames.redissect(e, request=bytes(data), proto=KafkaProtocol(FULL))
    assert [w.kind for w in damaged.warnings] == ["crc-mismatch"]
    assert damaged.warnings[0].offset == start + 17
    partitions = damaged.fields["request"]["topic_data"][0]["partition_data"]
    assert partitions[0]["records"]["batches"][0]["crc_ok"] is False
    assert all(p["records"]["batches"][0]["crc_ok"] for p in partitions[1:])
    assert damaged.fields["response"]["responses"][0]["name"] == "orders"


def test_crc_is_checked_even_without_records_decoding():
    e = frames.first_exchange("kafka-python-v2.5", "Produce")
    data = bytearray(e.exchange.request.data)
    data[frames.records_span(bytes(data), e.request_tree)[2] - 1] ^= 1
    assert [w.kind for w in frames.redissect(e, request=bytes(data)).warnings] == ["crc-mismatch"]


def test_only_whole_batches_with_their_crc_pass_the_quick_check():
    """The quick check (batches_check_out) passes what checking finds nothing to say about,
    and nothing else: damaged and partial sets take the full check."""
    e = frames.first_exchange("kafka-python-v2.5", "Produce")
    frame = e.exchange.request.data
    node = next(n for n in frames.records_nodes(e.request_tree.children[1]) if n.value)
    assert batches_check_out(node, frame)
    end = node.offset + node.length
    flipped = bytearray(frame)
    flipped[end - 1] ^= 1
    assert not batches_check_out(node, bytes(flipped))
    cut = Node(node.name, node.type, node.value[:-1], node.offset, node.length - 1)
    assert not batches_check_out(cut, frame[:-1])
    legacy = frames.first_exchange("kafka-python-legacy", "Produce")
    old = next(n for n in frames.records_nodes(legacy.request_tree.children[1]) if n.value)
    assert not batches_check_out(old, legacy.exchange.request.data)  # magic 0/1: the full check


def batch(payload: bytes, codec: int, count: int) -> bytes:
    """A RecordBatch v2 around an already-compressed payload (test scaffolding)."""
    after_crc = struct.pack(">hiqqqhii", codec, count - 1, 0, 0, -1, -1, -1, count) + payload
    head = struct.pack(">qiib", 0, 4 + 1 + 4 + len(after_crc), 0, 2)
    return head + struct.pack(">I", crc32c.crc32c(after_crc)) + after_crc


def test_a_small_batch_that_inflates_past_the_cap_is_a_bomb_reported_fast_in_bounded_memory():
    bomb = zstandard.ZstdCompressor(level=19).compress(b"\x00" * (256 * 1024 * 1024))
    assert len(bomb) < 16 * 1024
    e = frames.first_exchange("kafka-python-v2.5", "Produce")
    request = frames.with_records(e.exchange.request.data, e.request_tree, batch(bomb, 4, 1))
    tracemalloc.start()
    started = time.process_time()  # CPU time: a busy machine does not make it look slow
    decoded = frames.redissect(e, request=request, proto=KafkaProtocol(FULL))
    elapsed = time.process_time() - started
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert [w.kind for w in decoded.warnings] == ["decompression-bomb"]
    assert elapsed < 1.0 and peak < 32 * 1024 * 1024
    assert decoded.fields["request"]["topic_data"][0]["partition_data"][0]["records"]["batches"][0]["records"] is None


def test_a_batch_that_does_not_decompress_is_flagged_and_the_message_still_decodes():
    e = frames.first_exchange("kafka-python-v2.5", "Produce")
    request = frames.with_records(e.exchange.request.data, e.request_tree, batch(b"not gzip at all", 1, 1))
    decoded = frames.redissect(e, request=request, proto=KafkaProtocol(FULL))
    assert [w.kind for w in decoded.warnings] == ["decompression-failed"]
    assert decoded.fields["request"]["acks"] == -1


def test_a_fetch_response_ending_in_a_partial_batch_is_partial_not_an_error():
    e = frames.first_exchange("kafka-python-v2.5", "Fetch")
    _, start, end = frames.records_span(e.exchange.response.data, e.response_tree)
    whole = e.exchange.response.data[start:end]
    response = frames.with_records(e.exchange.response.data, e.response_tree, whole + whole[:30])
    decoded = frames.redissect(e, response=response, proto=KafkaProtocol(FULL))
    assert decoded.warnings == ()
    batches = decoded.fields["response"]["responses"][0]["partitions"][0]["records"]["batches"]
    assert batches[-1] == {"partial": True, "size": 30}
    assert batches[0]["records"]


def test_redact_hides_keys_values_and_header_values_everywhere():
    e = frames.first_exchange("kafka-python-v2.5", "Produce")
    decoded = frames.redissect(e, proto=KafkaProtocol(DissectOptions(records=True, redact=True)))
    record = decoded.fields["request"]["topic_data"][0]["partition_data"][0]["records"]["batches"][0]["records"][0]
    assert record["key"].startswith("<redacted") and record["value"].startswith("<redacted")
    assert all(h["value"].startswith("<redacted") for h in record["headers"])


def legacy_message(offset: int, value: bytes, codec: int = 0, magic: int = 1, key: bytes | None = b"k") -> bytes:
    """One legacy message (test scaffolding for nesting deeper than real clients do)."""
    body = struct.pack(">bb", magic, codec) + (struct.pack(">q", 1000 + offset) if magic == 1 else b"")
    body += struct.pack(">i", -1) if key is None else struct.pack(">i", len(key)) + key
    body += struct.pack(">i", len(value)) + value
    message = struct.pack(">I", zlib.crc32(body)) + body
    return struct.pack(">qi", offset, len(message)) + message


def decode_set(data: bytes, from_broker: bool = True, limits: RecordLimits | None = None) -> tuple[dict, list]:
    node = Node("records", "records", data, 0, len(data))
    ctx = Context()
    decode_records(node, data, ctx, limits or RecordLimits(), True, from_broker)
    return to_json(node, lambda b: b.decode()), ctx.warnings


def test_wrappers_inside_wrappers_are_unwrapped_with_absolute_offsets():
    inner = legacy_message(0, b"a") + legacy_message(1, b"b")
    middle = legacy_message(0, gzip.compress(inner), codec=1) + legacy_message(1, b"c")
    outer = legacy_message(41, gzip.compress(middle), codec=1)
    decoded, warnings = decode_set(outer)
    assert warnings == []
    wrapper = decoded["batches"][0]
    assert wrapper["codec"] == "gzip" and wrapper["records"] == []
    first, second = wrapper["batches"]
    assert first["codec"] == "gzip" and second["records"][0]["value"] == "c"
    assert second["records"][0]["offset"] == 41
    assert [m["records"][0]["value"] for m in first["batches"]] == ["a", "b"]


def test_nesting_deeper_than_the_limit_is_flagged_not_followed():
    data = legacy_message(0, b"x")
    for _ in range(12):
        data = legacy_message(0, gzip.compress(data), codec=1)
    _, warnings = decode_set(data)
    assert [w.kind for w in warnings] == ["malformed"] and "nested deeper" in warnings[0].message


def test_legacy_crc32_mismatch_is_flagged():
    data = bytearray(legacy_message(5, b"payload"))
    data[-1] ^= 1
    decoded, warnings = decode_set(bytes(data))
    assert [w.kind for w in warnings] == ["crc-mismatch"] and decoded["batches"][0]["crc_ok"] is False


# -- found by fuzzing (tests/fuzz) ------------------------------------------------------------


def test_a_legacy_message_shorter_than_its_own_header_is_malformed_not_a_crash():
    data = struct.pack(">qi", 0, 2) + b"\x00\x00\x01\x00\x00"  # size 2: no room for crc, magic, attributes
    _, warnings = decode_set(data)
    assert [(w.kind, w.offset) for w in warnings] == [("malformed", 8)]


def test_a_legacy_value_running_past_the_set_is_marked_inside_the_set():
    data = legacy_message(0, b"value")[:-3]
    data = data[:8] + struct.pack(">i", len(data) - 12) + data[12:]  # the entry fits; its value does not
    _, warnings = decode_set(data)
    assert [w.kind for w in warnings] == ["crc-mismatch", "malformed"]
    assert all(0 <= w.offset <= len(data) for w in warnings)


def v2_batch(records: bytes, count: int, base_offset: int = 0) -> bytes:
    after_crc = struct.pack(">hiqqqhii", 0, count - 1, 0, 0, -1, -1, -1, count) + records
    head = struct.pack(">qiib", base_offset, 4 + 1 + 4 + len(after_crc), 0, 2)
    return head + struct.pack(">I", crc32c.crc32c(after_crc)) + after_crc


def test_a_record_batch_inside_a_legacy_wrapper_decodes_with_its_offset_resolved():
    record = b"\x0e\x00\x00\x00\x01\x02v\x00"  # length 7: attributes, deltas, null key, value "v", no headers
    wrapper = legacy_message(100, gzip.compress(v2_batch(record, 1)), codec=1)
    decoded, warnings = decode_set(wrapper)
    assert warnings == []
    (inner,) = decoded["batches"][0]["batches"]
    assert inner["magic"] == 2 and inner["base_offset"] == 100
    assert inner["records"][0]["value"] == "v"


def test_damage_inside_a_wrapper_is_marked_at_the_wrapper_in_the_frame():
    inner = bytearray(v2_batch(b"\x0e\x00\x00\x00\x01\x02v\x00", 1) * 50)
    inner[-2] ^= (
        1  # a value byte of the last batch: its CRC no longer matches, thousands of bytes into the inflated data
    )
    wrapper = legacy_message(0, gzip.compress(bytes(inner)), codec=1)
    _, warnings = decode_set(wrapper)
    assert [(w.kind, w.offset) for w in warnings] == [("crc-mismatch", 0)]
    assert len(wrapper) < len(inner)


def varint(value: int) -> bytes:
    value = (value << 1) ^ (value >> 63)  # zigzag
    out = bytearray()
    while value > 0x7F:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    return bytes(out) + bytes([value])


def v2_record(value: bytes) -> bytes:
    body = b"\x00\x00\x00" + varint(-1) + varint(len(value)) + value + varint(0)  # null key, no headers
    return varint(len(body)) + body


def test_small_batches_at_the_ratio_floor_share_one_budget_per_exchange():
    bomb = zstandard.ZstdCompressor(level=19).compress(v2_record(b"\x00" * ((1 << 20) - 16)))
    data = b"".join(batch(bomb, 4, 1) for _ in range(40))  # 40 MiB of records in 5 KB
    assert len(data) < 40 * 200
    decoded, warnings = decode_set(data, limits=RecordLimits(max_decompressed=1 << 20, max_total=8 << 20))
    assert [w.kind for w in warnings] == ["decompression-bomb"]
    assert "inflate past 8388608 bytes" in warnings[0].message
    assert sum(b["records"] is not None for b in decoded["batches"]) == 8  # 8 records just under 1 MiB each


def _record_sets(sample: Path) -> list[tuple[bytes, Node, bool]]:
    """(frame, records field, from a broker) of every non-empty record set in a sample."""
    found = []
    for e in decode(sample)[0]:
        for tree, frame, from_broker in ((e.request_tree, e.exchange.request, False),
                                         (e.response_tree, e.exchange.response, True)):  # fmt: skip
            if tree is not None and frame is not None and len(tree.children or ()) > 1:
                found += [(frame.data, node, from_broker) for node in frames.records_nodes(tree.children[1])]
    return found


@pytest.mark.parametrize("sample", sorted(SAMPLES.glob("*.pcap")), ids=lambda p: p.stem)
def test_the_analyses_json_of_a_record_set_is_the_decoders_whichever_way_it_is_made(sample: Path):
    """Plain sets of data batches are turned into JSON without the decoder's nodes; every set
    gives what the decoder makes of it, with the same memory charged and the same warnings."""
    for frame, node, from_broker in _record_sets(sample):
        end = node.offset + node.length
        pos, size = end - len(node.value), len(node.value)
        made = [Context(), Context()]
        quick = record_set_json(frame, node.offset, pos, size, made[0], RecordLimits(), from_broker, len)
        slow = decoded_set_json(frame, node.offset, pos, size, made[1], RecordLimits(), from_broker, len)
        assert quick == slow
        assert made[0].cost == made[1].cost
        assert list(made[0].warnings) == list(made[1].warnings)


def test_a_damaged_or_control_set_is_left_to_the_decoder():
    e = frames.first_exchange("kafka-python-v2.5", "Produce")
    frame = e.exchange.request.data
    prefix, start, end = frames.records_span(frame, e.request_tree)
    assert _plain_batches_json(frame, start, end, Context()) is not None
    flipped = bytearray(frame)
    flipped[end - 1] ^= 1
    assert _plain_batches_json(bytes(flipped), start, end, Context()) is None  # its CRC: a warning to give
    control = bytearray(frame)
    control[start + 22] |= 0x20  # the attributes' control bit (and so a CRC that no longer matches)
    assert _plain_batches_json(bytes(control), start, end, Context()) is None
    over = Context(budget=FIELDS_RESERVE + 1)
    assert _plain_batches_json(frame, start, end, over) is None  # over budget: the decoder says so
    assert over.cost == 0


def test_importing_the_record_decoder_does_not_import_crc32c():
    """crc32c's package imports importlib.metadata (~15 ms): paid at the first batch met, not at start."""
    code = "import sys, kafkasniff.dissectors.kafka.protocol; print('crc32c' in sys.modules)"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "False"
