"""Bodies read straight into JSON (json_reader.py) are the JSON of their full trees, body by body:
on every Kafka sample, whole and bit-flipped (a reader that meets bad bytes raises, and the
body goes to the tree decoder), with each way of showing bytes."""

from __future__ import annotations

import base64
import random

import pytest

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.kafka.body import body_json, decode_body
from kafkasniff.dissectors.kafka.exchange_decoder import body_offset
from kafkasniff.dissectors.kafka.readers.compiler import Context
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.dissectors.tree import DecodeError, to_json
from kafkasniff.pipeline.wiring import Options
from tests.dissectors.kafka.readers.test_summary_reader import KAFKA_SAMPLES
from tests.support.captures import SAMPLES
from tests.support.decode import decode


def bodies(sample: str) -> list[tuple[str, int, int, bytes, int]]:
    """(kind, api key, version, frame, body offset) of every side of every Kafka exchange."""
    exchanges, _, _ = decode(SAMPLES / sample, Options(protocols=make_protocols(DissectOptions(summary_only=True))))
    out = []
    for decoded in exchanges:
        ex = decoded.exchange
        if ex.conn.protocol != "kafka" or not hasattr(ex.head, "api_key"):
            continue
        for side, frame in enumerate((ex.request, ex.response)):
            offset = body_offset(ex.head, frame.data, side) if frame is not None else None
            if offset is not None:
                kind = "response" if side else "request"
                out.append((kind, ex.head.api_key, ex.head.api_version, frame.data, offset))
    return out


def both_ways(kind: str, api_key: int, version: int, data: bytes, offset: int, render) -> tuple:
    """(the reader's JSON, or "raised"; the full tree's JSON)."""
    ctx = Context(render=render)
    try:
        read = body_json(kind, api_key, version, data, offset, ctx)
    except DecodeError:
        read = "raised"
    tree = decode_body(kind, api_key, version, data, offset, 0, Context())
    return read, to_json(tree, render) if tree is not None else None


@pytest.mark.parametrize("sample", KAFKA_SAMPLES)
def test_bodies_read_into_json_are_their_trees_json(sample):
    read_any = False
    for body in bodies(sample):
        read, tree = both_ways(*body, render=bytes.hex)
        assert read in ("raised", tree), body[:3]
        read_any |= read != "raised"
    assert read_any


def test_bytes_show_as_the_view_renders_them():
    for body in bodies("confluent.pcap"):
        read, tree = both_ways(*body, render=lambda b: base64.b64encode(b).decode())
        assert read in ("raised", tree)


@pytest.mark.parametrize("sample", ["confluent.pcap", "mixed-load.pcap", "mock-txn.pcap"])
def test_bit_flipped_bodies_read_into_json_are_their_trees_json_or_left_to_it(sample):
    rng = random.Random(20)
    raised = 0
    for kind, api_key, version, data, offset in bodies(sample):
        if len(data) <= offset:
            continue
        flipped = bytearray(data)
        at = rng.randrange(offset, len(data))
        flipped[at] ^= 1 << rng.randrange(8)
        read, tree = both_ways(kind, api_key, version, bytes(flipped), offset, bytes.hex)
        raised += read == "raised"
        assert read in ("raised", tree)
    assert raised  # some flips break the layout: those bodies come from their trees
