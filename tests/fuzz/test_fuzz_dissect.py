"""The header and body dissectors (headers.py, the generated readers of body.py, the whole
KafkaProtocol.dissect) fed damaged real exchanges of every api and version in the samples,
random bodies behind real headers of every api and version in the schema, and bodies whose
every length and count is an extreme: nothing raises, warnings point inside the frames, each
exchange is quick, and memory follows the bytes, not what they claim."""

from __future__ import annotations

import struct
import tracemalloc

from hypothesis import given
from hypothesis import strategies as st

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.kafka import headers
from kafkasniff.dissectors.kafka.apis import response_header_version
from kafkasniff.dissectors.kafka.body import decode_body
from kafkasniff.dissectors.kafka.protocol import KafkaProtocol
from kafkasniff.dissectors.kafka.readers.compiler import Context
from kafkasniff.dissectors.kafka.schema_data import APIS
from tests.fuzz import corpus
from tests.support import kafka_frames

PROTOCOLS = {
    "summary": KafkaProtocol(DissectOptions(summary_only=True)),
    "full": KafkaProtocol(),
    "records": KafkaProtocol(DissectOptions(records=True)),
}
VIEWS = st.sampled_from(sorted(PROTOCOLS))
SIDES = st.sampled_from(["request", "response", "both"])
API_VERSIONS = st.sampled_from(
    [(key, v) for key, (_, low, high, _) in sorted(APIS.items()) for v in range(low, high + 1)]
)


def dissect_checked(view: str, ex, request: bytes | None, response: bytes | None) -> None:  # noqa: ANN001
    decoded, elapsed = corpus.timed(
        lambda: corpus.dissect_fully(PROTOCOLS[view], corpus.with_frames(ex, request, response))
    )
    assert elapsed < 1.0, f"{elapsed:.2f}s"
    corpus.check_markers_inside(decoded)


@corpus.fuzz(ci=400)
@given(st.data(), corpus.MUTATIONS, SIDES, VIEWS)
def test_damaged_real_exchanges_of_every_api_in_the_samples_dissect_without_raising(data, mutations, side, view):
    ex = data.draw(st.sampled_from(corpus.exchanges()), label="seed")
    corpus.tried("dissect: mutated real exchanges")
    request = corpus.mutate(ex.request.data, mutations) if side != "response" else None
    response = corpus.mutate(ex.response.data, mutations) if side != "request" else None
    dissect_checked(view, ex, request, response)


@corpus.fuzz(ci=300)
@given(API_VERSIONS, st.binary(max_size=200), st.binary(max_size=200), VIEWS)
def test_random_bodies_behind_real_headers_of_every_api_version_dissect_without_raising(api, request, response, view):
    corpus.tried("dissect: random bodies, every api version")
    key, version = api
    ex = corpus.exchanges()[0]
    flexible = response_header_version(key, version) >= 1
    dissect_checked(view, ex, kafka_frames.request(key, version, 7, body=request),
                    kafka_frames.response(7, response, flexible))  # fmt: skip


@corpus.fuzz(ci=400)
@given(st.binary(max_size=64))
def test_header_readers_on_random_bytes_answer_or_raise_header_error(data):
    corpus.tried("headers: random bytes")
    assert isinstance(headers.looks_like_request(data), bool)
    assert isinstance(headers.looks_like_response(data), bool)
    for from_client in (True, False):
        size = headers.frame_size(data, from_client)
        assert size is None or 12 <= size <= headers.MAX_RESPONSE + 4
    try:
        head = headers.parse_request_head(data)
    except HeaderError:
        return
    assert 12 <= head.body_offset <= len(data)


HeaderError = headers.HeaderError
EXTREMES = [b"\x7f\xff\xff\xff", b"\x80\x00\x00\x00", b"\xff\xff\xff\xfe", b"\x7f\xff",
            b"\xff\xff\xff\xff\xff\xff\xff\xff\x7f", b"\xfe\xff\xff\xff\x0f"]  # fmt: skip


@corpus.fuzz(ci=300)
@given(API_VERSIONS, st.sampled_from(["request", "response"]), st.sampled_from(EXTREMES), st.integers(0, 3))
def test_bodies_of_extreme_lengths_and_counts_allocate_by_their_bytes_not_their_claims(api, kind, filler, shift):
    corpus.tried("body: extreme lengths and counts")
    key, version = api
    body = (b"\x00" * shift + filler * 40)[:160]
    decode_body(kind, key, version, body, 0, 0, Context())  # compiles its readers (not what is measured)
    tracemalloc.start()
    ctx = Context()
    _, elapsed = corpus.timed(lambda: decode_body(kind, key, version, body, 0, 0, ctx))
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert elapsed < 1.0 and peak < 256 * 1024
    assert all(0 <= w.offset <= len(body) for w in ctx.warnings)


def test_a_produce_request_whose_every_length_claims_two_gigabytes_allocates_nothing_like_it():
    body = struct.pack(">hhi", -1, 1, 30000) + b"\x7f\xff\xff\xff" * 4  # txn id null, acks 1, topics 2**31 - 1
    request = kafka_frames.request(0, 3, 9, body=body)
    ex = corpus.exchanges()[0]
    tracemalloc.start()
    dissect_checked("records", ex, request, kafka_frames.response(9))
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 1 << 20


@corpus.fuzz(ci=100)
@given(st.data(), corpus.MUTATIONS)
def test_decoding_a_damaged_real_exchange_peaks_at_memory_proportional_to_its_frames(data, mutations):
    ex = data.draw(st.sampled_from(corpus.exchanges()), label="seed")
    corpus.tried("dissect: memory of mutated real exchanges")
    request, response = corpus.mutate(ex.request.data, mutations), corpus.mutate(ex.response.data, mutations)
    damaged = corpus.with_frames(ex, request, response)
    proto = KafkaProtocol(DissectOptions(records=True, max_decompressed=1 << 20))  # 4 MiB per exchange
    corpus.dissect_fully(proto, damaged)  # compiles its readers (not what is measured)
    tracemalloc.start()
    corpus.dissect_fully(proto, damaged)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 200 * (len(request) + len(response)) + 4 * proto.limits.total + (1 << 20)


def test_versions_on_the_wire_beyond_the_schema_share_one_reader_and_grow_no_cache():
    from kafkasniff.dissectors.kafka import body

    before = len(body._body_readers)
    for version in range(100, 5100):  # a hostile capture: a new version in every request
        decode_body("request", 3, version, b"\x00" * 8, 0, 0, Context())
    assert len(body._body_readers) - before <= 1
