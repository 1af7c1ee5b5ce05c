"""-x/--hex: the frame's bytes, 16 per row with offsets and printable characters."""

from __future__ import annotations


def hexdump(data: bytes, width: int = 16) -> str:
    rows = []
    for pos in range(0, len(data), width):
        chunk = data[pos : pos + width]
        hexes = " ".join(f"{b:02x}" for b in chunk)
        text = "".join(chr(b) if 0x20 <= b < 0x7F else "." for b in chunk)
        rows.append(f"{pos:08x}  {hexes:<{width * 3 - 1}}  {text}")
    return "\n".join(rows)
