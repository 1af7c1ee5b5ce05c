"""LEB128 varints, unsigned and zig-zag signed, read inside [pos, end) of a buffer."""

from __future__ import annotations

from kafkasniff.dissectors.tree import DecodeError

ZIGZAG = [(b >> 1) ^ -(b & 1) for b in range(0x80)]  # the one-byte varints, the common case


def read_uvarint(buf: bytes, pos: int, end: int) -> tuple[int, int]:
    """Unsigned varint at pos -> (value, next pos); DecodeError past end or beyond 10 bytes."""
    value = shift = 0
    while True:
        if pos >= end:
            raise DecodeError(pos, "unsigned varint runs past the end", True)
        byte = buf[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, pos
        shift += 7
        if shift > 63:
            raise DecodeError(pos, "unsigned varint longer than 10 bytes")


def read_varint(buf: bytes, pos: int, end: int) -> tuple[int, int]:
    """Zig-zag signed varint at pos -> (value, next pos)."""
    if pos < end and buf[pos] < 0x80:
        return ZIGZAG[buf[pos]], pos + 1
    value, pos = read_uvarint(buf, pos, end)
    return (value >> 1) ^ -(value & 1), pos
