"""Every codec, fed random bytes, damaged real payloads and gigabyte bombs: it returns at most
`limit` bytes or raises CodecError (BombError past the limit), nothing else, quickly, and a
bomb is refused without inflating it."""

from __future__ import annotations

import tracemalloc

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kafkasniff.dissectors.common.codecs import BombError, CodecError
from kafkasniff.dissectors.common.codecs import decompress as decompress_named
from kafkasniff.dissectors.kafka.records import CODECS as KAFKA_CODECS
from tests.fuzz import bombs, corpus

CODECS = st.integers(0, 7)  # Kafka's codec numbers; 0 (none) and 5..7 are not codecs: refused


def decompress(codec: int, data: bytes, limit: int) -> bytes:
    """The shared decompressors, by the Kafka codec number the payloads were written with."""
    return decompress_named(KAFKA_CODECS.get(codec, str(codec)), data, limit)


LIMITS = st.sampled_from([0, 1, 100, 4096, 1 << 20])


def decompress_within(codec: int, data: bytes, limit: int) -> None:
    result, elapsed = corpus.timed(lambda: _decompress_or_error(codec, data, limit))
    assert elapsed < 1.0, f"codec {codec} took {elapsed:.2f}s on {len(data)} bytes"
    if isinstance(result, bytes):
        assert len(result) <= limit


def _decompress_or_error(codec: int, data: bytes, limit: int) -> bytes | CodecError:
    try:
        return decompress(codec, data, limit)
    except CodecError as exc:  # BombError is one
        return exc


@corpus.fuzz(ci=400)
@given(CODECS, st.binary(max_size=512), LIMITS)
def test_random_bytes_under_any_codec_number_decompress_within_the_limit_or_raise_codec_error(codec, data, limit):
    corpus.tried("codecs: random bytes")
    decompress_within(codec, data, limit)


@corpus.fuzz(ci=400)
@given(st.integers(1, 4), st.data(), corpus.MUTATIONS, LIMITS)
def test_damaged_real_payloads_of_every_codec_decompress_within_the_limit_or_raise_codec_error(
    codec, data, mutations, limit
):
    corpus.tried(f"codecs: mutated real payloads ({codec})")
    payload = data.draw(st.sampled_from(corpus.compressed_payloads()[codec]))
    decompress_within(codec, corpus.mutate(payload, mutations), limit)


@pytest.mark.parametrize("codec", [1, 2, 3, 4], ids=["gzip", "snappy", "lz4", "zstd"])
def test_a_gigabyte_of_zeros_is_refused_at_the_limit_fast_and_in_memory_near_the_limit(codec):
    bomb = bombs.gigabyte_of_zeros(codec)
    limit = 8 << 20

    def refuse() -> None:
        with pytest.raises(BombError):
            decompress(codec, bomb, limit)

    _, elapsed = corpus.timed(refuse)
    assert elapsed < 1.0
    growth = bombs.peak_rss_growth(refuse)
    if growth is not None:
        assert growth < 2 * limit + (16 << 20)


def test_raw_snappy_stating_four_gigabytes_is_refused_before_anything_is_allocated():
    tracemalloc.start()
    with pytest.raises(BombError):
        decompress(2, bombs.raw_snappy_claiming((1 << 32) - 1), 1 << 20)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 1 << 20
