"""OP_COMPRESSED's compressors (noop, snappy, zlib, zstd), inflated with a hard output limit.

The bounded decompressors are the shared ones (dissectors/common/codecs.py); only the compressor
numbering is MongoDB's. A message may not inflate past the size it declares, nor past the user's
--max-decompressed / --max-ratio limits.
"""

from __future__ import annotations

from kafkasniff.dissectors.common.codecs import BombError, CodecError, decompress

COMPRESSORS = {0: "noop", 1: "snappy", 2: "zlib", 3: "zstd"}

__all__ = ["COMPRESSORS", "BombError", "CodecError", "inflate"]


def inflate(compressor_id: int, data: bytes, declared: int, limit: int) -> bytes:
    """The original message body; CodecError when it does not decompress or does not come out
    at its declared size, BombError when the declared size or the output passes `limit`."""
    if declared > limit:
        raise BombError(limit)
    if compressor_id == 0:
        out = data
    elif compressor_id in COMPRESSORS:
        try:
            out = decompress(COMPRESSORS[compressor_id], data, declared)
        except BombError:  # within the limit, but more than the message said it would be
            raise CodecError(f"{COMPRESSORS[compressor_id]}: inflates past the {declared} bytes declared") from None
    else:
        raise CodecError(f"unknown compressor id {compressor_id}")
    if len(out) != declared:
        raise CodecError(f"{COMPRESSORS[compressor_id]}: {len(out)} bytes, not the {declared} declared")
    return out
