"""With --records, --json reads bodies with the JSON readers and decodes each record set where
they meet it (records_json_path.py) instead of building a field tree of the whole body: the
output is the full tree's JSON byte for byte, near the memory budget and in the metadata log too."""

from __future__ import annotations

import json
import struct
from typing import Any

import pytest

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.kafka.body import decode_body
from kafkasniff.dissectors.kafka.readers.runtime import FIELDS_RESERVE, Context
from kafkasniff.dissectors.kafka.records import RecordLimits
from kafkasniff.dissectors.kafka.records_json_path import fetches_the_metadata_log, records_body_json
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import MemoryBudget
from kafkasniff.pipeline.wiring import Options
from kafkasniff.rendering import ndjson
from kafkasniff.rendering.values import value_renderer
from kafkasniff.tls.keys import KeyLog, read_key_log
from tests.support import captures as cap
from tests.support import kafka_frames as kf
from tests.support.captures import SAMPLES, is_mongo_sample, sample_path
from tests.support.decode import decode

KAFKA_SAMPLES = sorted(p.stem for p in SAMPLES.glob("*.pcap") if not is_mongo_sample(p.stem))
BROKER, CLIENT, TS = (bytes([10, 0, 0, 2]), 9092), (bytes([10, 0, 1, 1]), 40001), 1_700_000_000_000_000_000
MB = 1 << 20


def json_lines(source: str | bytes, **options: Any) -> list[str]:
    """The --json lines of a sample (by name) or a capture's bytes, with --records."""
    capture = sample_path(source) if isinstance(source, str) else source
    protocols = make_protocols(DissectOptions(records=True, **options))
    keys = SAMPLES / f"{source}.keys" if isinstance(source, str) else None  # a TLS sample's key log
    key_log = read_key_log(str(keys)) if keys is not None and keys.exists() else KeyLog()
    exchanges, _, _ = decode(capture, Options(protocols=protocols, keys=key_log))
    return [ndjson.render(e) for e in exchanges]


def assert_same_as_the_trees(source: str | bytes, **options: Any) -> list[str]:
    """The JSON view's lines (no trees: the JSON readers' way) are the full trees' lines."""
    fast, trees = json_lines(source, trees=False, **options), json_lines(source, trees=True, **options)
    assert len(fast) == len(trees) > 0
    for line, tree_line in zip(fast, trees, strict=True):
        assert line == tree_line
    return fast


@pytest.mark.parametrize("sample", KAFKA_SAMPLES)
def test_every_sample_s_json_is_its_full_trees(sample):
    assert_same_as_the_trees(sample)


@pytest.mark.parametrize(
    "options",
    [{"redact": True}, {"render_bytes": value_renderer("hex")}, {"render_bytes": value_renderer("base64", 0)},
     {"render_bytes": value_renderer("json")}, {"render_bytes": value_renderer("none")},
     {"render_bytes": value_renderer("text", 16), "redact": True}],
)  # fmt: skip
@pytest.mark.parametrize("sample", ["codecs", "kafka-python-legacy", "java-txn", "mixed-load"])
def test_redacted_and_rendered_values_are_the_full_trees(sample, options):
    assert_same_as_the_trees(sample, **options)


@pytest.mark.parametrize("kib", [8300, 8600, 9216, 12 * 1024])
def test_near_the_memory_budget_the_json_is_the_full_trees(kib):
    """A decode's budget is half of --max-memory, and records leave FIELDS_RESERVE (4 MiB) of it:
    these leave the records tens of KiB to a few MiB, cutting some exchanges' records and not others."""
    lines = assert_same_as_the_trees("mixed-load", memory=MemoryBudget(kib * 1024))
    cut = sum('"memory-budget"' in line for line in lines)
    assert 0 < cut < len(lines)


def test_damaged_exchanges_json_is_the_full_trees():
    segs = cap.recut(cap.load_segments(sample_path("codecs")), 100)
    for index in range(5, len(segs), len(segs) // 7):
        assert_same_as_the_trees(cap.pcap_bytes(cap.drop(segs, index)))
    assert_same_as_the_trees(cap.snaplen_cut(segs, 90))


def test_a_decompression_bomb_and_a_small_inflate_limit_give_the_full_trees():
    lines = assert_same_as_the_trees("codecs", max_decompressed=512)
    assert any('"decompression-bomb"' in line for line in lines)


def test_the_metadata_log_s_records_are_decoded_as_in_the_tree():
    lines = assert_same_as_the_trees("kafka-cluster")
    assert any('"metadata":{"frame_version":1' in line for line in lines)  # the case was met


def fetch_request(partitions: int) -> bytes:
    """A Fetch v4 request of one topic with many partitions (its arrays charge ~2 KB each)."""
    body = struct.pack(">iiiib", -1, 500, 1, 1 << 20, 0) + struct.pack(">ih", 1, 1) + b"t"
    body += struct.pack(">i", partitions) + b"".join(struct.pack(">iqi", p, 0, 1 << 20) for p in range(partitions))
    return kf.request(1, 4, 7, body=body)


def fetch_response(records: bytes) -> bytes:
    """The Fetch v4 response: one partition holding `records`."""
    partition = struct.pack(">ihqqi", 0, 0, 10, 10, -1) + struct.pack(">i", len(records)) + records
    return kf.response(7, struct.pack(">i", 0) + struct.pack(">ih", 1, 1) + b"t" + struct.pack(">i", 1) + partition)


def response_records(json_line: str) -> list[Any]:
    [batch] = json.loads(json_line)["response"]["responses"][0]["partitions"][0]["records"]["batches"]
    return batch["records"] or []


def test_the_response_s_records_get_what_the_request_s_decode_left():
    """A tree decode draws the request's and the response's charges from one budget: what the
    request's partitions took leaves the response's 0.7 MB of records 0.4 MB, so they are cut
    part way, as in the tree."""
    n = 1000
    request, response = fetch_request(1000), fetch_response(kf.record_batch([kf.record(b"v" * 10)] * n))
    asked = Context()
    decode_body("request", 1, 4, request, 17, 0, asked)  # its body follows a 17-byte header
    assert asked.cost > MB
    capture = cap.pcap_bytes(cap.conversation(CLIENT, BROKER, [(True, request), (False, response)], TS))
    [line] = assert_same_as_the_trees(capture, memory=MemoryBudget(2 * (FIELDS_RESERVE + asked.cost + 400_000)))
    assert 0 < len(response_records(line)) < n
    [roomy] = json_lines(capture, trees=False)
    assert len(response_records(roomy)) == n


def test_a_body_whose_records_met_the_budget_is_left_to_the_tree():
    records = kf.record_batch([kf.record(b"v" * 10, offset_delta=i) for i in range(100)])
    frame = fetch_response(records)
    roomy, tight = Context(), Context(FIELDS_RESERVE + 10_000)
    options, limits = DissectOptions(records=True, trees=False), RecordLimits()
    body = records_body_json("response", 1, 4, frame, 8, roomy, options, limits)
    assert body is not None and len(body["responses"][0]["partitions"][0]["records"]["batches"][0]["records"]) == 100
    assert records_body_json("response", 1, 4, frame, 8, tight, options, limits) is None


def test_a_fetch_naming_the_metadata_log_by_name_or_id_is_the_tree_s():
    assert fetches_the_metadata_log({"responses": [{"topic": "t"}, {"topic": "__cluster_metadata"}]})
    assert fetches_the_metadata_log({"responses": [{"topic_id": "00000000-0000-0000-0000-000000000001"}]})
    assert not fetches_the_metadata_log({"responses": [{"topic_id": "00000000-0000-0000-0000-000000000002"}]})
    assert not fetches_the_metadata_log({"throttle_time_ms": 0, "responses": None})
