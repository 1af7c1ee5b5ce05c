"""A gigabyte of zeros compressed by each codec, built in a fraction of a second, and a way to
measure the resident memory a call peaks at (what tracemalloc cannot see: codec libraries
allocate in C)."""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

GIGABYTE = 1 << 30
_MEGABYTE = bytes(1 << 20)


def gigabyte_of_zeros(codec: int) -> bytes:
    """1 GiB of zero bytes compressed with `codec` (1 gzip, 2 snappy, 3 lz4, 4 zstd): well formed."""
    if codec == 1:  # one deflate block of a MiB of zeros, flushed so it can be repeated as is
        deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
        block = deflate.compress(_MEGABYTE) + deflate.flush(zlib.Z_FULL_FLUSH)
        crc = 0
        for _ in range(1024):
            crc = zlib.crc32(_MEGABYTE, crc)
        header = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff"
        return header + block * 1024 + b"\x03\x00" + struct.pack("<II", crc, GIGABYTE & 0xFFFFFFFF)
    if codec == 2:  # xerial framing, as Java clients write it: 32 KiB blocks
        import snappy

        block = snappy.compress(bytes(32768))
        framed = struct.pack(">i", len(block)) + block
        return b"\x82SNAPPY\x00" + struct.pack(">ii", 1, 1) + framed * (GIGABYTE // 32768)
    if codec == 3:
        import lz4.frame

        lz4c = lz4.frame.LZ4FrameCompressor()
        return lz4c.begin() + b"".join(lz4c.compress(_MEGABYTE) for _ in range(1024)) + lz4c.flush()
    if codec == 4:
        import zstandard

        zstd = zstandard.ZstdCompressor(level=1).compressobj()
        return b"".join(zstd.compress(_MEGABYTE) for _ in range(1024)) + zstd.flush()
    raise ValueError(codec)


def raw_snappy_claiming(size: int) -> bytes:
    """A raw snappy block whose length preamble says `size` (at most 2**32 - 1; its body says less)."""
    preamble = bytearray()
    while True:
        byte, size = size & 0x7F, size >> 7
        preamble.append(byte | (0x80 if size else 0))
        if not size:
            break
    return bytes(preamble) + b"\x00\x00" + b"\xfe\x01\x00" * 100


_STATUS = Path("/proc/self/status")
_CLEAR_REFS = Path("/proc/self/clear_refs")


def peak_rss_growth(call: Callable[[], Any]) -> int | None:
    """How far the resident set rose above its level before `call` at its peak (bytes), or None
    where the peak cannot be reset (not Linux, or /proc/self/clear_refs not writable)."""
    try:
        _CLEAR_REFS.write_text("5")  # resets VmHWM to the current RSS
        before = _status_kb("VmRSS")
    except OSError:
        return None
    try:
        call()
    finally:
        peak = _status_kb("VmHWM")
    return (peak - before) * 1024


def _status_kb(key: str) -> int:
    for line in _STATUS.read_text().splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1])
    raise OSError(f"no {key} in {_STATUS}")
