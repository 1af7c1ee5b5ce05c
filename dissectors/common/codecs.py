"""Compression codecs by name (gzip, zlib, snappy, lz4, zstd), decompressed with a hard output
limit so a bomb is seen, not followed. Each protocol maps its own codec numbers to these names.
The codec libraries are imported when first needed: views that only check batches never load them.
"""

from __future__ import annotations

import io
import zlib
from typing import Any

from kafkasniff.dissectors.common.varint import read_uvarint
from kafkasniff.dissectors.tree import DecodeError

XERIAL_MAGIC = b"\x82SNAPPY\x00"
LZ4_MAGIC = b"\x04\x22\x4d\x18"


class CodecError(Exception):
    """The data does not decompress with its codec."""


class BombError(CodecError):
    """The data inflates past the limit (decompression stopped there)."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"inflates past the {limit}-byte limit")
        self.limit = limit


def decompress(codec: str, data: bytes, limit: int) -> bytes:
    """Decompressed bytes, at most `limit` of them (BombError beyond)."""
    inflate = _BY_NAME.get(codec)
    if inflate is None:
        raise CodecError(f"unknown compression codec {codec}")
    try:
        return inflate(data, limit)
    except CodecError:
        raise
    except Exception as exc:  # each library raises its own types; all mean "corrupt"
        raise CodecError(f"{codec}: {exc}") from None


def _check(out: bytes, limit: int) -> bytes:
    if len(out) > limit:
        raise BombError(limit)
    return out


def _gzip(data: bytes, limit: int) -> bytes:
    inflater = zlib.decompressobj(wbits=47)  # gzip or zlib header, detected
    out = inflater.decompress(data, limit + 1)
    return _check(out, limit)


def _snappy_block(block: bytes, limit: int) -> bytes:
    try:
        stated = read_uvarint(block, 0, min(len(block), 5))[0]
    except DecodeError:
        raise CodecError("snappy: bad length preamble") from None
    if stated > limit:  # raw snappy states its size up front: refuse before inflating
        raise BombError(limit)
    import snappy

    return bytes(snappy.decompress(block))


def _snappy(data: bytes, limit: int) -> bytes:
    """Raw snappy, or the xerial framing Java clients write (8-byte magic, 2 ints, sized blocks)."""
    if not data.startswith(XERIAL_MAGIC):
        return _snappy_block(data, limit)
    out = bytearray()
    pos = 16
    while pos + 4 <= len(data):
        size = int.from_bytes(data[pos : pos + 4], "big")
        pos += 4
        if size < 0 or pos + size > len(data):
            raise CodecError("snappy: xerial block runs past the end")
        out += _snappy_block(data[pos : pos + size], limit - len(out))
        pos += size
    return _check(bytes(out), limit)


def _lz4(data: bytes, limit: int) -> bytes:
    try:
        return _lz4_frame(data, limit)
    except RuntimeError as exc:
        if "headerChecksum" not in str(exc):
            raise
    return _lz4_frame(_fix_header_checksum(data), limit)


def _lz4_frame(data: bytes, limit: int) -> bytes:
    import lz4.frame

    decompressor = lz4.frame.LZ4FrameDecompressor()
    out = decompressor.decompress(data, max_length=limit + 1)
    return _check(out, limit)


def _fix_header_checksum(data: bytes) -> bytes:
    """Kafka's magic 0/1 lz4 (KAFKA-3160) hashed the frame magic into the header checksum.

    The checksum is the second byte of xxh32 over the frame descriptor; recompute it over the
    descriptor alone so a standard decoder accepts the frame.
    """
    if not data.startswith(LZ4_MAGIC) or len(data) < 7:
        raise CodecError("lz4: not a frame")
    flags = data[4]
    descriptor_len = 2 + (8 if flags & 0x08 else 0) + (4 if flags & 0x01 else 0)
    end = 4 + descriptor_len
    import xxhash

    checksum = (xxhash.xxh32(data[4:end]).intdigest() >> 8) & 0xFF
    return data[:end] + bytes([checksum]) + data[end + 1 :]


_ZSTD: list[Any] = []  # one decompressor, made on first use: making one per message cost 6% of a run


def _zstd(data: bytes, limit: int) -> bytes:
    if not _ZSTD:
        import zstandard

        _ZSTD.append(zstandard.ZstdDecompressor())
        _ZSTD.append(zstandard)
    decompressor, zstandard = _ZSTD
    # One frame that states its size within the limit, as producers write them, in one call: the
    # stream reader costs 20 times more per batch. Anything else (no stated size, a size past the
    # limit, more frames, damage) is the stream reader's to judge, as it always was.
    try:
        stated = zstandard.frame_content_size(data)
        if 0 <= stated <= limit:
            return bytes(decompressor.decompress(data, allow_extra_data=False))
    except zstandard.ZstdError:
        pass
    reader = decompressor.stream_reader(io.BytesIO(data), read_across_frames=True)
    chunks: list[bytes] = []
    size = 0
    while size <= limit:
        chunk = reader.read(limit + 1 - size)
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    if size > limit:
        raise BombError(limit)
    return chunks[0] if len(chunks) == 1 else b"".join(chunks)


_BY_NAME = {"gzip": _gzip, "zlib": _gzip, "snappy": _snappy, "lz4": _lz4, "zstd": _zstd}
