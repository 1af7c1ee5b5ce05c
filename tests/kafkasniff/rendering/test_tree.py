"""-V, the tree view: it shows every fact the JSON has, each field at the bytes it occupies in its
frame, and no line is cut when the output is piped.

Checked on the real samples: the values expected come from their sidecars (what the clients sent
and saw) or from the JSON of the same decode, never from this file.
"""

from __future__ import annotations

import functools
import io
import re
import subprocess
import sys
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.kafka.readers.compiler import FIELDS_RESERVE, Context
from kafkasniff.dissectors.kafka.records import HEADER_COST, RecordLimits, decode_records
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.dissectors.tree import Node, to_json
from kafkasniff.model import DecodedExchange
from kafkasniff.pipeline.wiring import Options
from kafkasniff.rendering import ndjson
from kafkasniff.rendering.tree import exchange_tree
from kafkasniff.rendering.values import value_renderer
from tests.support.analyses import facts_of
from tests.support.captures import is_mongo_sample
from tests.support.decode import decode

SAMPLES = Path(__file__).resolve().parents[3] / "samples"
WHOLE = value_renderer("text", 0)  # --max-value-len 0: every value whole
WITH_BATCHES = ["aiokafka", "codecs", "confluent", "kafka-python-v2.5", "kip848-consumer", "mock-txn", "stale-commit"]
KAFKA = sorted(p.name.removesuffix(".facts.json") for p in SAMPLES.glob("*.facts.json") if not is_mongo_sample(p.name))


# -- decoding the samples and reading their trees ------------------------------------------


@functools.cache
def exchanges(sample: str) -> list[DecodedExchange]:
    """The sample decoded with --records (shared: no test changes them)."""
    return decoded(sample, records=True)


def decoded(sample: str, records: bool) -> list[DecodedExchange]:
    options = DissectOptions(records=records, render_bytes=WHOLE)
    return decode(SAMPLES / f"{sample}.pcap", Options(protocols=make_protocols(options)))[0]


def rendered(item: DecodedExchange, show_hex: bool = False) -> str:
    out = io.StringIO()
    Console(file=out, width=1 << 20, highlight=False).print(exchange_tree(item, WHOLE, show_hex))
    return out.getvalue()


@dataclass
class Line:
    """A line of a rendered tree (its text after the guides) and the lines below it."""

    text: str
    children: list[Line] = field(default_factory=list)

    def child_texts(self) -> list[str]:
        return [c.text for c in self.children]


def parsed(text: str) -> Line:
    """The rendered tree back as a tree: a line's children are the lines indented past it."""
    root = Line("")
    open_lines: list[tuple[int, Line]] = [(-1, root)]
    for raw in text.splitlines():
        at = len(raw) - len(raw.lstrip("│├└─ "))
        line = Line(raw[at:])
        while open_lines[-1][0] >= at:
            open_lines.pop()
        open_lines[-1][1].children.append(line)
        open_lines.append((at, line))
    return root


def lines_of(line: Line, kind: str) -> Iterator[Line]:
    """Every line of a kind of entry ("batch batch", "record record"...), in the tree's order."""
    for child in line.children:
        if child.text.startswith(kind + " "):
            yield child
        yield from lines_of(child, kind)


def json_objects(value: Any, wanted: Callable[[dict[str, Any]], bool]) -> Iterator[dict[str, Any]]:
    """The JSON objects `wanted` picks, in the order the JSON (and the tree) lists them."""
    if isinstance(value, dict):
        if wanted(value):
            yield value
        for inner in value.values():
            yield from json_objects(inner, wanted)
    elif isinstance(value, list):
        for inner in value:
            yield from json_objects(inner, wanted)


def is_batch(obj: dict[str, Any]) -> bool:
    return "record_count" in obj


def sent_bytes(encoded: dict[str, str] | None) -> bytes | None:
    """A key or value as a sidecar writes it (utf8 or hex)."""
    if encoded is None:
        return None
    return encoded["utf8"].encode() if "utf8" in encoded else bytes.fromhex(encoded["hex"])


# -- record batches, records, legacy messages -----------------------------------------------

BATCH_FACTS = ("base_offset", "magic", "partition_leader_epoch", "producer_id", "producer_epoch", "base_sequence",
               "base_timestamp", "max_timestamp", "record_count")  # fmt: skip


@pytest.mark.parametrize("sample", WITH_BATCHES)
def test_a_batch_shows_its_whole_header_as_its_json_does(sample: str):
    """Offset, count, producer id and epoch, base sequence, timestamps, and the attributes bit by
    bit: codec, timestamp type, transactional, control; the CRC and whether it matched."""
    seen = 0
    for item in exchanges(sample):
        batches = list(json_objects(ndjson.exchange_object(item), is_batch))
        shown = list(lines_of(parsed(rendered(item)), "batch batch"))
        assert len(shown) == len(batches)
        for batch, line in zip(batches, shown, strict=True):
            facts = line.child_texts()
            assert {f"{key} = {batch[key]}" for key in BATCH_FACTS} <= set(facts)
            [attributes] = [f for f in facts if f.startswith("attributes = ")]
            assert all(f"{key}={batch[key]}" in attributes for key in ("codec", "transactional", "control"))
            assert "timestamp_type=" in attributes
            [crc] = [f for f in facts if f.startswith("crc = ")]
            assert crc.endswith("(matches)" if batch["crc_ok"] else "(does not match its bytes)")
            seen += 1
    assert seen


@pytest.mark.parametrize("sample", WITH_BATCHES)
def test_a_record_shows_its_offset_timestamp_key_value_and_headers_as_its_json_does(sample: str):
    seen = 0
    for item in exchanges(sample):
        batches = json_objects(ndjson.exchange_object(item), is_batch)
        records = [record for batch in batches for record in batch["records"] or ()]
        shown = list(lines_of(parsed(rendered(item)), "record record"))
        assert len(shown) == len(records)
        for record, line in zip(records, shown, strict=True):
            for fact, label in (("offset", "offset"), ("timestamp", "ts"), ("key", "key"), ("value", "value")):
                assert f"{label}={record[fact]!r}" in line.text
            headers = [f"{h['key']!r} = {h['value']!r}" for h in record["headers"]]
            under = [c for c in line.children if c.text.startswith("headers ")]
            assert (under[0].child_texts() if under else []) == headers
            seen += 1
    assert seen


def test_records_show_the_headers_the_clients_sent():
    facts = facts_of("stale-commit")
    text = "\n".join(rendered(item) for item in exchanges("stale-commit"))
    sent = [r for r in facts["records_sent"] if r["headers"]]
    assert sent
    for record in sent:
        for name, value in record["headers"]:
            assert f"{name!r} = {WHOLE(sent_bytes(value))!r}" in text


def test_control_records_show_commit_or_abort_with_the_coordinator_epoch():
    """mock-txn: a transactional producer commits and aborts; a read_committed consumer fetches
    the markers the broker wrote."""
    transactions = facts_of("mock-txn")["transactions"]
    markers_json, markers_tree = [], []
    for item in exchanges("mock-txn"):
        for batch in json_objects(ndjson.exchange_object(item), is_batch):
            markers_json += [r["control"] for r in batch["records"] or () if r.get("control")]
        for line in lines_of(parsed(rendered(item)), "record record"):
            markers_tree += [c for c in line.child_texts() if c.startswith("control = ")]
    expected = [f"control = {m['type']} coordinator_epoch={m['coordinator_epoch']} version={m['version']}"
                for m in markers_json]  # fmt: skip
    assert markers_tree == expected
    outcomes = {"COMMIT": transactions["committed"], "ABORT": transactions["aborted"]}
    assert {m["type"] for m in markers_json} == {kind for kind, count in outcomes.items() if count}


def test_legacy_messages_show_their_keys_and_values_compressed_or_not():
    """kafka-python-legacy: magic 0 and 1 message sets in every codec; a compressed wrapper's
    messages are shown inside it, as inflated."""
    facts = facts_of("kafka-python-legacy")
    messages = [line for item in exchanges("kafka-python-legacy")
                for line in lines_of(parsed(rendered(item)), "message message")]  # fmt: skip
    for record in facts["records_sent"]:
        key, value = (WHOLE(b) if (b := sent_bytes(record[k])) is not None else None for k in ("key", "value"))
        wanted = {f"key = {key!r}", f"value = {value!r}"}
        matching = [m for m in messages if wanted <= set(m.child_texts())]
        assert matching, record
        assert any(f"magic={record['magic']} none " in m.text for m in matching)
        if record["codec"] != "none":
            assert all("(inflated " in m.text for m in matching)


def test_a_topic_id_is_shown_with_the_name_the_exchange_knows_it_by():
    for sample in ("kip848-consumer", "share-group"):
        [(name, topic)] = facts_of(sample)["topics"].items()
        topic_id = str(uuid.UUID(topic["topic_id"]))
        named = 0
        for item in exchanges(sample):
            ids = item.fields["topic_ids"]
            for line in rendered(item).splitlines():
                if f"= '{topic_id}' @" in line:
                    assert line.endswith(f"  ({name})") == (topic_id in ids), line
                    named += topic_id in ids
        assert named


# -- without --records: batch and message headers (a tree asks for them) --------------------


def with_headers(item: DecodedExchange) -> list[Node]:
    """The record sets of an exchange decoded without --records, given their entries' headers in
    place the way a tree view's decode asks for them (decode_records with `headers`)."""
    sets = []
    for frame, tree, from_broker in ((item.exchange.request, item.request_tree, False),
                                     (item.exchange.response, item.response_tree, True)):  # fmt: skip
        if frame is None or tree is None:
            continue
        for node in nodes_of(tree):
            if node.type == "records" and node.value:
                if node.children is None:  # not yet (a tree view's own decode would have)
                    decode_records(node, frame.data, Context(), RecordLimits(), False, from_broker, headers=True)
                sets.append(node)
    return sets


def test_without_records_a_batch_still_shows_its_header_and_its_json_only_its_size():
    shown_batches = 0
    for item, full in zip(decoded("mock-txn", records=False), exchanges("mock-txn"), strict=True):
        for node in with_headers(item):
            assert to_json(node) == {"size": len(node.value)}  # the JSON without --records, unchanged
        batches = list(json_objects(ndjson.exchange_object(full), is_batch))
        shown = list(lines_of(parsed(rendered(item)), "batch batch"))
        assert len(shown) == len(batches)
        for batch, line in zip(batches, shown, strict=True):
            assert {f"{key} = {batch[key]}" for key in BATCH_FACTS} <= set(line.child_texts())
            assert not any(c.startswith("records ") for c in line.child_texts())  # contents: --records
            shown_batches += 1
    assert shown_batches


def test_without_records_a_legacy_message_shows_its_header_not_its_contents():
    item = next(e for e in decoded("kafka-python-legacy", records=False) if with_headers(e))
    [message, *_] = lines_of(parsed(rendered(item)), "message message")
    facts = message.child_texts()
    assert any(f.startswith("crc = ") for f in facts) and any(f.startswith("attributes = ") for f in facts)
    assert not any(f.startswith(("key = ", "value = ")) for f in facts)


def test_a_tree_views_decode_keeps_batch_headers_without_records():
    items = decoded("mock-txn", records=False)
    assert any(list(lines_of(parsed(rendered(item)), "batch batch")) for item in items)


def test_headers_kept_without_records_are_charged_to_the_decode_budget():
    item = next(e for e in decoded("kafka-python-legacy", records=False) if e.fields["api"] == "Produce")
    frame = item.exchange.request
    [node] = [n for n in nodes_of(item.request_tree) if n.type == "records" and n.value]
    ctx = Context()
    decode_records(node, frame.data, ctx, RecordLimits(), False, False, headers=True)
    entries = node.children[0].children[1].children
    assert len(entries) > 1 and ctx.cost == len(entries) * HEADER_COST
    node.children = None
    tight = Context(FIELDS_RESERVE + HEADER_COST)  # room for one entry's header
    decode_records(node, frame.data, tight, RecordLimits(), False, False, headers=True)
    assert [w.kind for w in tight.warnings] == ["memory-budget"]
    assert len(node.children[0].children[1].children) < len(entries)


# -- byte ranges ----------------------------------------------------------------------------

FIXED_SIZES = {"int8": 1, "int16": 2, "int32": 4, "int64": 8, "uint16": 2, "uint32": 4, "float64": 8, "bool": 1,
               "uuid": 16}  # fmt: skip


def nodes_of(node: Node) -> Iterator[Node]:
    yield node
    for child in node.children or ():
        yield from nodes_of(child)


def range_problems(node: Node, frame: bytes, outer: tuple[int, int], inflated: bool = False) -> Iterator[str]:
    """What is wrong with the ranges of node and the nodes below it: `outer` is the range of the
    nearest node above with one; nodes built out of decompressed bytes must claim no range."""
    where = f"{node.name}:{node.type} @{node.offset}+{node.length}"
    if inflated:
        if node.offset != -1:
            yield f"{where}: built from inflated bytes, yet claims frame bytes"
    elif node.offset < 0:
        yield f"{where}: in the frame's bytes, yet no range"
    else:
        if not (outer[0] <= node.offset and node.offset + node.length <= outer[1] <= len(frame)):
            yield f"{where}: outside {outer}"
        size = FIXED_SIZES.get(node.type)
        if node.children is None and size is not None and node.value is not None and node.length != size:
            yield f"{where}: a {node.type} takes {size} bytes"
        if node.type == "uvarint" and not 1 <= node.length <= 5:
            yield f"{where}: an unsigned varint of 32 bits takes 1 to 5 bytes"
        outer = (node.offset, node.offset + node.length)
    for child in node.children or ():
        yield from range_problems(child, frame, outer, inflated or node.type == "decompressed")


@pytest.mark.parametrize("sample", KAFKA)
@pytest.mark.parametrize("records", [True, False], ids=["records", "headers"])
def test_every_node_lies_within_its_parent_and_its_frame_and_fields_take_their_types_size(sample: str, records: bool):
    problems = []
    for item in exchanges(sample) if records else decoded(sample, records=False):
        if not records:
            with_headers(item)
        for frame, tree in ((item.exchange.request, item.request_tree), (item.exchange.response, item.response_tree)):
            if frame is not None and tree is not None:
                problems += range_problems(tree, frame.data, (0, len(frame.data)))
    assert problems == []


def test_a_record_sets_size_is_its_length_prefix():
    """The `size` of a record set is the field's length prefix: an int32 before flexible versions,
    an unsigned varint (size + 1) after."""
    kinds = set()
    for item in exchanges("mock-txn") + exchanges("kafka-python-legacy"):
        for tree in (item.request_tree, item.response_tree):
            for node in nodes_of(tree) if tree is not None else ():
                if node.type == "records" and node.children:
                    size = node.children[0].children[0]
                    assert size.offset == node.offset and size.value == len(node.value)
                    assert size.offset + size.length == node.offset + node.length - len(node.value)
                    kinds.add(size.type)
    assert kinds == {"int32", "uvarint"}


@pytest.mark.parametrize("sample", ["codecs", "kafka-python-legacy", "mongo-compressed"])
def test_what_came_out_of_compressed_bytes_is_shown_inflated_not_at_frame_offsets(sample: str):
    """A `decompressed` line spans the compressed bytes in the frame; nothing below it claims frame
    bytes (MongoDB's nodes there keep their offsets in the inflated message, shown as such)."""
    inflated = 0
    for item in exchanges(sample):
        for line in lines_below(parsed(rendered(item)), "decompressed"):
            assert FRAME_RANGE.search(line.text) is None, line.text
            inflated += "(inflated " in line.text
    assert inflated


FRAME_RANGE = re.compile(r"(?<!\(inflated )@\d+\+\d+")  # a range not marked as inflated


def lines_below(line: Line, kind: str, inside: bool = False) -> Iterator[Line]:
    """Every line below a line of type `kind` (the word after its name)."""
    for child in line.children:
        if inside:
            yield child
        words = child.text.split(" ")
        yield from lines_below(child, kind, inside or (len(words) > 1 and words[1] == kind))


# -- piped output ---------------------------------------------------------------------------


def test_piped_lines_are_neither_wrapped_nor_cut():
    """kafka-python-legacy's longest value, with the tree's guides before it, is wider than 200
    columns: piped, it is still on one line, whole."""
    facts = facts_of("kafka-python-legacy")
    longest = max((sent_bytes(r["value"]) or b"" for r in facts["records_sent"]), key=len)
    shown = f"value = {WHOLE(longest)!r}"
    command = [sys.executable, "-m", "kafkasniff", "-V", "--records", "--max-value-len", "0", "--api", "Produce",
               str(SAMPLES / "kafka-python-legacy.pcap")]  # fmt: skip
    run = subprocess.run(command, capture_output=True, timeout=120)
    assert run.returncode == 0
    lines = [line for line in run.stdout.decode().splitlines() if shown in line]
    assert lines and all(len(line) > 200 for line in lines)
