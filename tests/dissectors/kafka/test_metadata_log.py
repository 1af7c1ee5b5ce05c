"""The KRaft metadata log on the wire: with --records, the record values of a Fetch response for
`__cluster_metadata` (by topic id or by name) and of a FetchSnapshot response are decoded as the
release's metadata records, and KRaft control records as the data structure their type names;
each field has its place in the frame. Every other topic's values stay bytes."""

from __future__ import annotations

import gzip
import io
import struct
import uuid
from typing import Any

import crc32c
from rich.console import Console

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.kafka.metadata_log import CLUSTER_METADATA, METADATA_TOPIC_ID
from kafkasniff.dissectors.kafka.protocol import KafkaProtocol
from kafkasniff.dissectors.kafka.readers.compiler import FIELDS_RESERVE, NODE_COST, Context
from kafkasniff.dissectors.kafka.records import RECORD_COST, RecordLimits, decode_records
from kafkasniff.dissectors.kafka.schema_data import RESPONSES
from kafkasniff.dissectors.tree import Node
from kafkasniff.model import Connection, DecodedExchange, Exchange, Frame
from kafkasniff.rendering.tree import exchange_tree
from tests.support import kafka_frames as kf

FETCH, FETCH_SNAPSHOT = 1, 59
TOPIC_RECORD, FEATURE_LEVEL_RECORD = 2, 12
LEADER_CHANGE, SNAPSHOT_HEADER = 2, 3
CONN = Connection(("127.0.0.1", 40000), ("127.0.0.1", 9093), "kafka")
RECORDS = KafkaProtocol(DissectOptions(records=True))
ORDERS_ID = uuid.UUID("5f1e0d2c-3b4a-4968-8776-a5b4c3d2e1f0")


# -- bytes, written out by hand ---------------------------------------------------------------


def uvarint(value: int) -> bytes:
    out = bytearray()
    while value > 0x7F:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    return bytes(out + bytes([value]))


def compact_string(text: str) -> bytes:
    return uvarint(len(text) + 1) + text.encode()


def topic_record(name: str, topic_id: uuid.UUID) -> bytes:
    """Frame version 1, record type 2 (TopicRecord), version 0; name, topic id, no tagged fields."""
    return b"\x01" + uvarint(TOPIC_RECORD) + b"\x00" + compact_string(name) + topic_id.bytes + b"\x00"


def feature_level_record(name: str, level: int) -> bytes:
    return b"\x01" + uvarint(FEATURE_LEVEL_RECORD) + b"\x00" + compact_string(name) + struct.pack(">h", level) + b"\x00"


def kraft_control(control_type: int, value: bytes) -> bytes:
    """A control record: key (version 0, type), value as given."""
    return kf.record(value, key=struct.pack(">hh", 0, control_type))


def leader_change(leader: int, voters: list[int]) -> bytes:
    """LeaderChangeMessage v0: version, leader id, voters, granting voters (compact arrays)."""
    entries = uvarint(len(voters) + 1) + b"".join(struct.pack(">i", v) + b"\x00" for v in voters)
    return struct.pack(">hi", 0, leader) + entries + entries + b"\x00"


def gzip_batch(records: list[bytes]) -> bytes:
    """A RecordBatch v2 of gzip-compressed records."""
    payload = gzip.compress(b"".join(records))
    after_crc = struct.pack(">hiqqqhii", 1, len(records) - 1, 0, 0, -1, -1, -1, len(records)) + payload
    head = struct.pack(">qiib", 0, 4 + 1 + 4 + len(after_crc), 0, 2)
    return head + struct.pack(">I", crc32c.crc32c(after_crc)) + after_crc


def fetch_v13(topic_id: str, records: bytes) -> tuple[bytes, bytes]:
    """A Fetch v13 request and its response: one topic (by id), one partition holding `records`."""
    topic = uuid.UUID(topic_id).bytes
    partition = struct.pack(">iiqiqi", 0, 1, 0, -1, 0, 1 << 20) + b"\x00"
    request = struct.pack(">iiiibii", 1, 500, 1, 1 << 20, 0, 0, -1)
    request += b"\x02" + topic + b"\x02" + partition + b"\x00" + b"\x01" + compact_string("") + b"\x00"
    partition = struct.pack(">ihqqq", 0, 0, 10, 10, 0) + b"\x01" + struct.pack(">i", -1)
    partition += uvarint(len(records) + 1) + records + b"\x00"
    response = struct.pack(">ihi", 0, 0, 0) + b"\x02" + topic + b"\x02" + partition + b"\x00" + b"\x00"
    return kf.request(FETCH, 13, 7, "raft", request), kf.response(7, response, flexible=True)


def fetch_v4(topic: str, records: bytes) -> tuple[bytes, bytes]:
    """A Fetch v4 request and its response: one topic (by name), one partition holding `records`."""
    name = struct.pack(">h", len(topic)) + topic.encode()
    request = struct.pack(">iiiib", -1, 500, 1, 1 << 20, 0) + struct.pack(">i", 1) + name
    request += struct.pack(">i", 1) + struct.pack(">iqi", 0, 0, 1 << 20)
    partition = struct.pack(">ihqqi", 0, 0, 10, 10, -1) + struct.pack(">i", len(records)) + records
    response = struct.pack(">i", 0) + struct.pack(">i", 1) + name + struct.pack(">i", 1) + partition
    return kf.request(FETCH, 4, 8, "broker", request), kf.response(8, response)


def fetch_snapshot_v0(records: bytes, position: int = 0) -> tuple[bytes, bytes]:
    """A FetchSnapshot v0 request and its response: a chunk of the metadata log's snapshot."""
    name = compact_string(CLUSTER_METADATA)
    snapshot_id = struct.pack(">qi", 10, 1)
    request = struct.pack(">ii", 1, 1 << 20) + b"\x02" + name + b"\x02"
    request += struct.pack(">ii", 0, 1) + snapshot_id + b"\x00" + struct.pack(">q", position) + b"\x00\x00\x00"
    partition = struct.pack(">ih", 0, 0) + snapshot_id + b"\x00" + struct.pack(">qq", position + len(records), position)
    partition += uvarint(len(records) + 1) + records + b"\x00"
    response = struct.pack(">ih", 0, 0) + b"\x02" + name + b"\x02" + partition + b"\x00" + b"\x00"
    return kf.request(FETCH_SNAPSHOT, 0, 9, "raft", request), kf.response(9, response, flexible=True)


# -- dissecting -------------------------------------------------------------------------------


def dissect(frames: tuple[bytes, bytes], proto: KafkaProtocol = RECORDS) -> DecodedExchange:
    request, response = frames
    req = Frame(CONN, True, 1, 1, 0, len(request), request)
    resp = Frame(CONN, False, 2, 2, 0, len(response), response)
    return proto.dissect(Exchange(CONN, req, resp, proto.request_head(request), "ok"))


def fetched(e: DecodedExchange, topics: str = "responses", partitions: str = "partitions",
            records: str = "records") -> list[dict[str, Any]]:  # fmt: skip
    """The JSON of every record in the first partition's batches."""
    partition = e.fields["response"][topics][0][partitions][0]
    return [r for b in partition[records]["batches"] for r in b["records"]]


def find(node: Node, name: str) -> Node:
    """The first node of that name, depth first."""
    if node.name == name:
        return node
    for child in node.children or ():
        try:
            return find(child, name)
        except LookupError:
            pass
    raise LookupError(name)


# -- what a user sees -------------------------------------------------------------------------


def test_a_fetch_of_the_metadata_log_by_topic_id_shows_each_record_as_its_fields():
    batch = kf.record_batch([kf.record(topic_record("orders", ORDERS_ID)),
                             kf.record(feature_level_record("metadata.version", 27), offset_delta=1)])  # fmt: skip
    e = dissect(fetch_v13(METADATA_TOPIC_ID, batch))

    assert e.warnings == ()
    topic, feature = fetched(e)
    assert topic["metadata"] == {"frame_version": 1, "type": TOPIC_RECORD, "version": 0,
                                 "TopicRecord": {"name": "orders", "topic_id": str(ORDERS_ID)}}  # fmt: skip
    assert feature["metadata"]["FeatureLevelRecord"] == {"name": "metadata.version", "feature_level": 27}
    assert topic["value"] == topic_record("orders", ORDERS_ID).hex()  # the bytes are still there too


def test_each_decoded_field_has_its_place_in_the_frame():
    value = topic_record("orders", ORDERS_ID)
    e = dissect(fetch_v13(METADATA_TOPIC_ID, kf.record_batch([kf.record(value)])))
    frame = e.exchange.response.data

    name = find(e.response_tree, "TopicRecord").child("name")
    assert name is not None and name.value == "orders"
    assert frame[name.offset : name.offset + name.length] == compact_string("orders")
    metadata = find(e.response_tree, "metadata")
    assert frame[metadata.offset : metadata.offset + metadata.length] == value


def test_another_topics_values_stay_bytes():
    batch = kf.record_batch([kf.record(topic_record("orders", ORDERS_ID))])
    e = dissect(fetch_v13(str(ORDERS_ID), batch))

    (record,) = fetched(e)
    assert "metadata" not in record and record["value"] == topic_record("orders", ORDERS_ID).hex()


def test_an_older_fetch_names_the_metadata_log_by_name():
    e = dissect(fetch_v4(CLUSTER_METADATA, kf.record_batch([kf.record(feature_level_record("kraft.version", 1))])))

    (record,) = fetched(e)
    assert record["metadata"]["FeatureLevelRecord"] == {"name": "kraft.version", "feature_level": 1}


def test_a_snapshot_shows_its_header_control_record_and_its_metadata_records():
    header = kraft_control(SNAPSHOT_HEADER, struct.pack(">hq", 0, 1_700_000_000_000) + b"\x00")  # no tagged fields
    records = kf.record_batch([header], control=True)
    records += kf.record_batch([kf.record(topic_record("orders", ORDERS_ID))], base_offset=1)
    e = dissect(fetch_snapshot_v0(records))

    assert e.warnings == ()
    head, topic = fetched(e, "topics", "partitions", "unaligned_records")
    assert head["control"]["type"] == "SNAPSHOT_HEADER"
    assert head["SnapshotHeaderRecord"] == {"version": 0, "last_contained_log_timestamp": 1_700_000_000_000}
    assert topic["metadata"]["TopicRecord"]["name"] == "orders"


def test_a_later_snapshot_chunk_starts_mid_batch_and_stays_bytes_without_a_warning():
    batch = kf.record_batch([kf.record(topic_record("orders", ORDERS_ID))])
    e = dissect(fetch_snapshot_v0(batch[30:], position=30))

    assert e.warnings == ()
    partition = e.fields["response"]["topics"][0]["partitions"][0]
    assert partition["position"] == 30 and partition["unaligned_records"] == {"size": len(batch) - 30}


def test_the_chunk_s_position_is_the_field_right_before_it_in_every_fetch_snapshot_version():
    topics = next(f for f in RESPONSES[FETCH_SNAPSHOT].fields if f.name == "topics")
    partitions = next(f for f in topics.children if f.name == "partitions")
    on_wire = [(f.name, f.type) for f in partitions.children if f.tagged is None]
    at = on_wire.index(("unaligned_records", "records"))
    assert on_wire[at - 1] == ("position", "int64")
    assert all(f.versions.low == 0 and f.versions.high is None for f in partitions.children if f.tagged is None)


def test_a_leader_change_control_record_is_decoded_in_any_fetch():
    batch = kf.record_batch([kraft_control(LEADER_CHANGE, leader_change(1, [1, 2, 3]))], control=True)
    e = dissect(fetch_v13(METADATA_TOPIC_ID, batch))

    (record,) = fetched(e)
    assert record["control"]["type"] == "LEADER_CHANGE" and record["control"]["coordinator_epoch"] is None
    assert record["LeaderChangeMessage"] == {
        "version": 0, "leader_id": 1, "voters": [{"voter_id": v} for v in (1, 2, 3)],
        "granting_voters": [{"voter_id": v} for v in (1, 2, 3)],
    }  # fmt: skip


def test_a_transaction_marker_is_still_read_as_one():
    batch = kf.record_batch([kf.control_record(commit=True, coordinator_epoch=5)], control=True)
    (record,) = fetched(dissect(fetch_v13(METADATA_TOPIC_ID, batch)))

    assert record["control"] == {"type": "COMMIT", "version": 0, "coordinator_epoch": 5}
    assert "EndTxnMarker" not in record


def test_records_in_a_compressed_batch_are_decoded_and_warn_at_the_compressed_entry():
    good, unknown = topic_record("orders", ORDERS_ID), b"\x01" + uvarint(99) + b"\x00" + b"\x00"
    records = gzip_batch([kf.record(good), kf.record(unknown, offset_delta=1)])
    e = dissect(fetch_v13(METADATA_TOPIC_ID, records))

    first, second = fetched(e)
    assert first["metadata"]["TopicRecord"]["name"] == "orders"
    assert second["metadata"] == {"frame_version": 1, "type": 99, "version": 0}
    (w,) = e.warnings
    assert w.kind == "malformed" and "record type 99 is not in the schema" in w.message
    frame = e.exchange.response.data
    assert frame[w.offset + 16] == 2  # the batch's magic: the warning points at the batch


def test_a_record_newer_than_the_schema_is_decoded_as_its_newest_version_and_says_so():
    value = b"\x01" + uvarint(TOPIC_RECORD) + b"\x05" + compact_string("orders") + ORDERS_ID.bytes + b"\x00"
    e = dissect(fetch_v13(METADATA_TOPIC_ID, kf.record_batch([kf.record(value)])))

    (record,) = fetched(e)
    assert record["metadata"]["TopicRecord"]["name"] == "orders"
    assert [w.kind for w in e.warnings] == ["newer-version"]


def test_without_records_or_with_redact_nothing_of_a_value_is_decoded():
    batch = kf.record_batch([kf.record(topic_record("orders", ORDERS_ID))])
    redacted = dissect(fetch_v13(METADATA_TOPIC_ID, batch), KafkaProtocol(DissectOptions(records=True, redact=True)))
    (record,) = fetched(redacted)
    assert "metadata" not in record and record["value"] != topic_record("orders", ORDERS_ID).hex()
    plain = dissect(fetch_v13(METADATA_TOPIC_ID, batch), KafkaProtocol())
    assert "batches" not in plain.fields["response"]["responses"][0]["partitions"][0]["records"]


def test_the_tree_view_shows_the_record_fields_with_their_offsets():
    e = dissect(fetch_v13(METADATA_TOPIC_ID, kf.record_batch([kf.record(topic_record("orders", ORDERS_ID))])))
    name = find(e.response_tree, "TopicRecord").child("name")
    assert name is not None

    out = io.StringIO()
    Console(file=out, width=200, color_system=None).print(exchange_tree(e, bytes.hex, show_hex=False))
    assert f"name = 'orders' @{name.offset}+{name.length}" in out.getvalue()
    assert "TopicRecord struct" in out.getvalue()


def test_decoded_values_are_charged_to_the_exchange_s_memory_budget():
    """Each decoded field costs what a body's field costs: a budget that holds the records as bytes
    but not their decoded values stops with a memory-budget warning, not past it."""
    records = [kf.record(topic_record(f"t{i}", ORDERS_ID), offset_delta=i) for i in range(50)]
    batch = kf.record_batch(records)

    def decoded(budget: int) -> tuple[Context, int]:
        ctx = Context(FIELDS_RESERVE + budget)
        node = Node("records", "records", batch, 0, len(batch))
        decode_records(node, batch, ctx, RecordLimits(), full=True, from_broker=True, metadata=True)
        return ctx, ctx.cost

    roomy, cost = decoded(10 * 1024 * 1024)
    assert roomy.warnings == [] and cost >= 50 * (RECORD_COST + 7 * NODE_COST)
    tight, _ = decoded(50 * (RECORD_COST + 40))  # the records alone would fit
    assert [w.kind for w in tight.warnings] == ["memory-budget"]
