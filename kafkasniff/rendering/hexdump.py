"""-x/--hex: the frame's bytes, 16 per row with offsets and printable characters; bytes no view
may show (credentials, record contents under --redact) are printed as ** and *."""

from __future__ import annotations

from collections.abc import Iterable

MASKED = -1


def hexdump(data: bytes, width: int = 16, hidden: Iterable[tuple[int, int]] = ()) -> str:
    """hidden: (offset, length) spans of data to mask."""
    values = list(data)
    for offset, length in hidden:
        for pos in range(max(0, offset), min(len(values), offset + length)):
            values[pos] = MASKED
    rows = []
    for pos in range(0, len(values), width):
        chunk = values[pos : pos + width]
        hexes = " ".join("**" if b == MASKED else f"{b:02x}" for b in chunk)
        text = "".join("*" if b == MASKED else chr(b) if 0x20 <= b < 0x7F else "." for b in chunk)
        rows.append(f"{pos:08x}  {hexes:<{width * 3 - 1}}  {text}")
    return "\n".join(rows)
