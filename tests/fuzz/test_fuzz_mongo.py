"""The MongoDB dissector fed damaged real exchanges (every opcode, compressor and outcome of the
MongoDB samples), random bodies behind real headers of every opcode, compression bombs, and
damaged MongoDB streams through the whole pipeline: nothing raises, warnings point inside the
frames, every view renders, each exchange is quick, and memory follows the bytes."""

from __future__ import annotations

import json
import struct
import zlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.mongo import wire
from kafkasniff.dissectors.mongo.protocol import MongoProtocol
from kafkasniff.model import Exchange
from kafkasniff.rendering import ndjson
from kafkasniff.rendering.tree import exchange_tree
from tests.fuzz import bombs, corpus
from tests.fuzz.test_fuzz_pipeline import decode_checked, restream, stream_of
from tests.support import captures as cap

pytest.importorskip("bson")

PROTOCOLS = {
    "summary": MongoProtocol(DissectOptions(summary_only=True)),
    "full": MongoProtocol(),
    "secrets": MongoProtocol(DissectOptions(show_secrets=True)),
    "redact": MongoProtocol(DissectOptions(redact=True)),
}
VIEWS = st.sampled_from(sorted(PROTOCOLS))
SIDES = st.sampled_from(["request", "response", "both"])
OPCODES = st.sampled_from(sorted(wire.OPCODES))
SEGMENTS = {name: cap.load_segments(cap.sample_path(name)) for name in ("mongo-crud", "mongo-compressed")}


def dissect_checked(view: str, ex: Exchange, request: bytes | None, response: bytes | None) -> None:
    decoded, elapsed = corpus.timed(
        lambda: corpus.dissect_fully(PROTOCOLS[view], corpus.with_frames(ex, request, response))  # type: ignore[arg-type]
    )
    assert elapsed < 1.0, f"{elapsed:.2f}s"
    corpus.check_markers_inside(decoded)
    json.loads(ndjson.render(decoded))
    from rich.console import Console

    Console(file=open("/dev/null", "w"), width=120).print(exchange_tree(decoded, bytes.hex, show_hex=True))  # noqa: SIM115


def test_the_seeds_cover_every_opcode_and_compressor_of_the_samples():
    opcodes, compressors = set(), set()
    for ex in corpus.mongo_exchanges():
        for frame in (ex.request, ex.response):
            opcode = struct.unpack_from("<i", frame.data, 12)[0]
            opcodes.add(opcode)
            if opcode == 2012:
                compressors.add(frame.data[24])
    assert opcodes == {1, 2004, 2012, 2013} and compressors == {0, 1, 2, 3}


@corpus.fuzz(ci=300)
@given(st.data(), corpus.MUTATIONS, SIDES, VIEWS)
def test_damaged_real_mongo_exchanges_dissect_without_raising(data, mutations, side, view):
    ex = data.draw(st.sampled_from(corpus.mongo_exchanges()), label="seed")
    corpus.tried("mongo: mutated real exchanges")
    request = corpus.mutate(ex.request.data, mutations) if side != "response" else None
    response = corpus.mutate(ex.response.data, mutations) if side != "request" else None
    dissect_checked(view, ex, request, response)


@corpus.fuzz(ci=200)
@given(st.data(), OPCODES, st.binary(max_size=300), st.binary(max_size=300), VIEWS)
def test_random_bodies_behind_every_opcode_dissect_without_raising(data, opcode, request, response, view):
    ex = data.draw(st.sampled_from(corpus.mongo_exchanges()), label="seed")
    corpus.tried("mongo: random bodies")

    def framed(old: bytes, body: bytes, opcode: int) -> bytes:
        _, request_id, response_to, _ = wire.header(old) or (0, 0, 0, 0)
        return struct.pack("<iiii", 16 + len(body), request_id, response_to, opcode) + body

    reply_opcode = data.draw(st.sampled_from([1, 2012, 2013]), label="reply opcode")
    dissect_checked(
        view, ex, framed(ex.request.data, request, opcode), framed(ex.response.data, response, reply_opcode)
    )


def compressed(body: bytes, compressor: int, declared: int, original: int = 2013) -> bytes:
    payload = struct.pack("<iiB", original, declared, compressor) + body
    return struct.pack("<iiii", 16 + len(payload), 5, 0, 2012) + payload


def one_side(frame: bytes) -> Exchange:
    seed = corpus.mongo_exchanges()[0]
    return corpus.with_frames(Exchange(seed.conn, seed.request, None, None, "unanswered"), frame, None)


@pytest.mark.parametrize("compressor", [1, 2, 3])
def test_a_message_declaring_a_gigabyte_is_not_inflated(compressor):
    codec = {1: 2, 2: 1, 3: 4}[compressor]  # the shared decompressors' numbering
    frame = compressed(bombs.gigabyte_of_zeros(codec)[: 1 << 16], compressor, bombs.GIGABYTE)
    decoded = corpus.dissect_fully(MongoProtocol(), one_side(frame))
    assert [w.kind for w in decoded.warnings] == ["decompression-bomb"]
    assert decoded.warnings[0].offset == 25


@pytest.mark.parametrize("compressor", [1, 2, 3])
def test_data_inflating_past_its_declared_size_stops_there(compressor):
    codec = {1: 2, 2: 1, 3: 4}[compressor]
    bomb = bombs.gigabyte_of_zeros(codec)
    frame = compressed(bomb, compressor, 1000)
    growth = bombs.peak_rss_growth(lambda: corpus.dissect_fully(MongoProtocol(), one_side(frame)))
    decoded = corpus.dissect_fully(MongoProtocol(), one_side(frame))
    assert [w.kind for w in decoded.warnings] == ["decompression-failed"]
    assert "declared" in decoded.warnings[0].message or "1000" in decoded.warnings[0].message
    if growth is not None:
        assert growth < 2 * len(frame) + (32 << 20)  # a copy of the frame's bytes, not the gigabyte


def test_a_small_declared_size_with_valid_data_still_decodes():
    body = struct.pack("<I", 0) + b"\x00" + _bson({"ping": 1})
    frame = compressed(zlib.compress(body), 2, len(body))
    decoded = corpus.dissect_fully(MongoProtocol(), one_side(frame))
    assert decoded.warnings == () and decoded.fields["api"] == "ping"


def _bson(doc: dict) -> bytes:
    import bson

    return bson.encode(doc)


@corpus.fuzz(ci=60)
@given(st.sampled_from(sorted(SEGMENTS)), st.data(), corpus.MUTATIONS, st.booleans())
def test_damaged_mongo_streams_go_through_the_pipeline_without_raising(sample, data, mutations, server):
    corpus.tried("mongo: mutated real streams")
    segs = SEGMENTS[sample]
    flows = sorted({s.flow for s in segs if s.payload and (s.sport == 27017) == server})
    flow = flows[data.draw(st.integers(0, len(flows) - 1), label="connection")]
    decode_checked(restream(segs, flow, corpus.mutate(stream_of(segs, flow), mutations)))
