"""zstd as producers write it: one frame stating its size is inflated in one call; several frames,
a frame that states no size and one stating more than the limit inflate or fail
exactly as the stream reader judges them."""

from __future__ import annotations

import pytest
import zstandard

from kafkasniff.dissectors.common.codecs import BombError, decompress

DATA = b"orders:" + bytes(range(256)) * 40


def frame(data: bytes, stated: bool = True) -> bytes:
    return zstandard.ZstdCompressor(write_content_size=stated).compress(data)


def test_a_frame_stating_its_size_inflates_to_its_data():
    assert decompress("zstd", frame(DATA), len(DATA)) == DATA


def test_frames_one_after_another_inflate_to_all_their_data():
    assert decompress("zstd", frame(DATA) + frame(b"tail"), 1 << 20) == DATA + b"tail"


def test_a_frame_stating_no_size_inflates_as_one_that_does():
    assert decompress("zstd", frame(DATA, stated=False), 1 << 20) == DATA


@pytest.mark.parametrize("stated", [True, False], ids=["stated", "unstated"])
def test_a_frame_inflating_past_the_limit_is_a_bomb(stated: bool):
    with pytest.raises(BombError):
        decompress("zstd", frame(DATA, stated), len(DATA) - 1)
