"""The summary's facts read straight off the bytes (summary_reader.py) are the facts the tree
decoders give, exchange by exchange: on every Kafka sample, whole and damaged, and on the
struct layouts where reading in wire order could tell a different story."""

from __future__ import annotations

import json
import random
import struct
import uuid
from dataclasses import replace

import pytest

from kafkasniff.capture.pcap import open_capture, read_packets
from kafkasniff.counters import Counters
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.kafka import protocol as kafka_protocol
from kafkasniff.dissectors.kafka.body import decode
from kafkasniff.dissectors.kafka.protocol import summary_projection
from kafkasniff.dissectors.kafka.readers.compiler import Context, message_reader
from kafkasniff.dissectors.kafka.readers.summary_reader import facts_reader
from kafkasniff.dissectors.kafka.schema import Field, Message, Versions
from kafkasniff.dissectors.kafka.schema_data import REQUESTS, RESPONSES
from kafkasniff.dissectors.kafka.summary import ABSENT, Digest, digest
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import DecodedExchange, Exchange, Frame
from kafkasniff.pipeline.wiring import Options, exchanges
from tests.support.captures import SAMPLES, is_mongo_sample

# TLS captures a sidecar names (kafka-sasl-tls has no plaintext twin: its broker terminates TLS)
TLS_CAPTURES = frozenset(json.loads(p.read_text())["files"]["tls_pcap"] for p in SAMPLES.glob("*.tls-facts.json"))
KAFKA_SAMPLES = sorted(  # TLS captures by their plaintext twins
    p.name
    for p in SAMPLES.glob("*.pcap")
    if not is_mongo_sample(p.name)
    and (".plain." in p.name or not p.name.startswith("tls-"))
    and p.name not in TLS_CAPTURES
)
EVERY_API = frozenset(REQUESTS)


def summaries(path: str, monkeypatch: pytest.MonkeyPatch, walk: bool, damage: random.Random | None = None) -> list:
    """What each exchange's summary dissection gives (line, fields, warnings), walking the bytes
    where a reader exists (`walk`) or decoding every exchange into trees."""
    monkeypatch.setattr(kafka_protocol, "TREE_ONLY", kafka_protocol.TREE_ONLY if walk else EVERY_API)
    protocols = make_protocols(DissectOptions(summary_only=True))
    counters = Counters()
    out = []
    with open_capture(path) as stream:
        for item in exchanges(read_packets(stream, counters), counters, Options(protocols=protocols)):
            if not isinstance(item, Exchange) or item.conn.protocol != "kafka":
                continue
            if damage is not None:
                item = damaged(item, damage)
            decoded = protocols["kafka"].dissect(item)
            assert isinstance(decoded, DecodedExchange)
            fields = {k: decoded.fields[k] for k in ("error_details", "topic_ids", "topics", "group")}
            out.append((decoded.summary, fields, decoded.errors, decoded.warnings, decoded.hidden))
    return out


def damaged(item: Exchange, rng: random.Random) -> Exchange:
    """The exchange with one byte of a frame changed (the length prefix and header spared)."""
    side = "response" if item.response is not None and rng.random() < 0.5 else "request"
    frame: Frame | None = getattr(item, side)
    if frame is None or len(frame.data) <= 14:
        return item
    data = bytearray(frame.data)
    at = rng.randrange(14, len(data))
    data[at] ^= 1 << rng.randrange(8)
    return replace(item, **{side: replace(frame, data=bytes(data))})


@pytest.mark.parametrize("sample", KAFKA_SAMPLES)
def test_facts_read_off_the_bytes_are_the_trees_facts(sample, monkeypatch):
    path = str(SAMPLES / sample)
    walked = summaries(path, monkeypatch, walk=True)
    assert walked == summaries(path, monkeypatch, walk=False)
    assert walked


@pytest.mark.parametrize("sample", ["confluent.pcap", "mixed-load.pcap", "stale-commit.pcap", "mock-txn.pcap"])
def test_facts_of_damaged_bytes_are_the_trees_facts(sample, monkeypatch):
    """A flipped bit anywhere in a body: the reader meets it as the tree decoder does, or hands
    the exchange to it (every warning, error and fact the same)."""
    path = str(SAMPLES / sample)
    walked = summaries(path, monkeypatch, walk=True, damage=random.Random(19))
    assert walked == summaries(path, monkeypatch, walk=False, damage=random.Random(19))


def test_the_busiest_apis_have_readers_at_every_version():
    """Produce, Fetch, ListOffsets, OffsetCommit/Fetch, Heartbeat...: what a capture is mostly made of."""
    for api_key in (0, 1, 2, 8, 9, 12, 22, 24, 25, 26, 28):
        for table, request in ((REQUESTS, True), (RESPONSES, False)):
            message = table[api_key]
            for version in range(message.low, message.high + 1):
                assert facts_reader(message, version, summary_projection, request, None), (api_key, version, request)


# -- struct layouts where wire order matters (synthetic messages, non-flexible v0) ----------

ALL = Versions(0)


def f(name: str, typ: str = "int16", *children: Field, entity: str | None = None) -> Field:
    return Field(name, typ, ALL, entity=entity, children=children)


def encode(fields: tuple[Field, ...], values: dict) -> bytes:
    """A struct's bytes: ints, strings (int16 length), arrays (int32 count) of value dicts."""
    out = b""
    for spec in fields:
        value = values[spec.name]
        if spec.type == "[]struct":
            out += struct.pack(">i", len(value)) + b"".join(encode(spec.children, v) for v in value)
        elif spec.type == "string":
            out += struct.pack(">h", len(value)) + value.encode()
        else:
            out += struct.pack(">" + {"int16": "h", "int32": "i"}[spec.type], value)
    return out


def facts_both_ways(fields: tuple[Field, ...], values: dict, topic_ids: dict | None = None) -> tuple[Digest, Digest]:
    """(the facts reader's digest, the digest of the projected tree) of one encoded message."""
    message = Message(0, 0, None, fields)
    data = encode(fields, values)
    walked = Digest(topic_ids or {})
    reader = facts_reader(message, 0, summary_projection, False, None)
    assert reader is not None
    assert reader(data, 0, len(data), walked, Context()) == len(data)
    node, _ = decode("response", message_reader(message, 0, summary_projection), data, 0, len(data), 0, Context())
    return walked, digest(node, topic_ids or {})


def same(a: Digest, b: Digest) -> bool:
    return (a.errors, a.partitions, a.names, a.ids) == (b.errors, b.partitions, b.names, b.ids)


def test_a_partition_named_before_its_topic_lists_under_that_topic():
    fields = (f("topics", "[]struct", f("partition_index", "int32"), f("name", "string", entity="topicName"),
                                      f("error_code")),)  # fmt: skip
    walked, tree = facts_both_ways(fields, {"topics": [{"partition_index": 3, "name": "t", "error_code": 6}]})
    assert same(walked, tree)
    assert walked.partitions == [("t", 3, ABSENT)]
    assert walked.errors[0].label() == "NOT_LEADER_OR_FOLLOWER(t/3)"


def test_an_error_read_before_its_partition_belongs_to_that_partition():
    fields = (f("name", "string", entity="topicName"), f("partitions", "[]struct", f("error_code"),
                                                         f("partition_index", "int32")))  # fmt: skip
    walked, tree = facts_both_ways(fields, {"name": "t", "partitions": [{"error_code": 3, "partition_index": 1}]})
    assert same(walked, tree)
    assert (walked.errors[0].topic, walked.errors[0].partition) == ("t", 1)


def test_an_error_waits_for_its_message_past_an_inner_array_without_facts():
    fields = (f("partition_index", "int32"), f("error_code"), f("notes", "[]struct", f("note", "string")),
              f("error_message", "string"))  # fmt: skip
    values = {"partition_index": 0, "error_code": 87, "notes": [{"note": "x"}], "error_message": "bad batch"}
    walked, tree = facts_both_ways(fields, values)
    assert same(walked, tree)
    assert walked.errors[0].message == "bad batch"


def test_a_topic_id_names_its_struct_by_the_name_metadata_gave_it():
    fields = (f("topics", "[]struct", f("topic_id", "uuid"), f("partitions", "[]struct", f("partition", "int32"))),)
    topic_id = uuid.UUID(int=7)
    message = Message(0, 0, None, fields)
    data = struct.pack(">i", 1) + topic_id.bytes + struct.pack(">ii", 1, 4)
    walked = Digest({str(topic_id): "orders"})
    reader = facts_reader(message, 0, summary_projection, False, None)
    assert reader is not None
    reader(data, 0, len(data), walked, Context())
    node, _ = decode("response", message_reader(message, 0, summary_projection), data, 0, len(data), 0, Context())
    assert same(walked, digest(node, {str(topic_id): "orders"}))
    assert walked.partitions == [("orders", 4, ABSENT)] and walked.ids == [str(topic_id)]


@pytest.mark.parametrize(
    "fields",
    [
        (f("partitions", "[]struct", f("partition_index", "int32"), f("error_code")),
         f("name", "string", entity="topicName")),  # inner errors before the topic they belong to
        (f("error_code"), f("inner", "[]struct", f("error_code")), f("error_message", "string")),  # message after
    ],
    ids=["inner-facts-before-the-topic", "message-after-inner-errors"],
)  # fmt: skip
def test_layouts_whose_facts_come_after_them_are_left_to_the_tree(fields):
    assert facts_reader(Message(0, 0, None, fields), 0, summary_projection, False, None) is None
