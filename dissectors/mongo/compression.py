"""OP_COMPRESSED's compressors (noop, snappy, zlib, zstd), inflated with a hard output limit.

The bounded decompressors are the ones the Kafka records use (the same libraries, the same
bomb checks); only the compressor numbering is MongoDB's. A message may not inflate past the
size it declares, nor past the user's --max-decompressed / --max-ratio limits.
"""

from __future__ import annotations

from kafkasniff.dissectors.kafka.codecs import BombError, CodecError, decompress

COMPRESSORS = {0: "noop", 1: "snappy", 2: "zlib", 3: "zstd"}
_CODEC = {1: 2, 2: 1, 3: 4}  # MongoDB compressor id -> the shared decompressor's codec number
RATIO_FLOOR = 1024 * 1024  # the ratio limit only bites above this size

__all__ = ["COMPRESSORS", "BombError", "CodecError", "inflate", "limit_for"]


def limit_for(compressed: int, max_decompressed: int, max_ratio: int) -> int:
    return min(max_decompressed, max(RATIO_FLOOR, compressed * max_ratio))


def inflate(compressor_id: int, data: bytes, declared: int, limit: int) -> bytes:
    """The original message body; CodecError when it does not decompress or does not come out
    at its declared size, BombError when the declared size or the output passes `limit`."""
    if declared > limit:
        raise BombError(limit)
    if compressor_id == 0:
        out = data
    elif compressor_id in _CODEC:
        try:
            out = decompress(_CODEC[compressor_id], data, declared)
        except BombError:  # within the limit, but more than the message said it would be
            raise CodecError(f"{COMPRESSORS[compressor_id]}: inflates past the {declared} bytes declared") from None
    else:
        raise CodecError(f"unknown compressor id {compressor_id}")
    if len(out) != declared:
        raise CodecError(f"{COMPRESSORS[compressor_id]}: {len(out)} bytes, not the {declared} declared")
    return out
