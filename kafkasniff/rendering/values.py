"""How bytes (record keys, values, header values, other bytes fields) are shown: --values."""

from __future__ import annotations

import base64
import json
from collections.abc import Callable
from typing import Any

MODES = ("text", "hex", "base64", "json", "none")
DEFAULT_MAX_LEN = 256


def _printable_text(data: bytes) -> str | None:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if text.isprintable() or text.replace("\n", "").replace("\r", "").replace("\t", "").isprintable():
        return text  # printable, line breaks and tabs allowed (checked in C, not per character)
    return None


def _cut(text: str, max_len: int, size: int) -> str:
    if max_len and len(text) > max_len:
        return f"{text[:max_len]}…(+{len(text) - max_len} more, {size} bytes)"
    return text


def _hex_cut(prefix: str, data: bytes, max_len: int) -> str:
    """_cut(prefix + data.hex(), ...) without spelling out the part that is cut away."""
    length = len(prefix) + 2 * len(data)
    if max_len and length > max_len:
        shown = (prefix + data[: (max_len - len(prefix)) // 2 + 1].hex())[:max_len]
        return f"{shown}…(+{length - max_len} more, {len(data)} bytes)"
    return prefix + data.hex()


def value_renderer(mode: str = "text", max_len: int = DEFAULT_MAX_LEN) -> Callable[[bytes], Any]:
    """text: UTF-8 when printable, else 0x-prefixed hex; json: parsed when it is JSON, else as
    text; hex; base64; none: null. Strings longer than max_len (0: no limit) are cut visibly."""

    def render(data: bytes) -> Any:
        if mode == "none":
            return None
        if mode == "hex":
            return _hex_cut("", data, max_len)
        if mode == "base64":
            return _cut(base64.b64encode(data).decode(), max_len, len(data))
        if mode == "json":
            try:
                return json.loads(data)
            except ValueError:
                pass
        text = _printable_text(data)
        if text is None:
            return _hex_cut("0x", data, max_len)
        return text if not max_len or len(text) <= max_len else _cut(text, max_len, len(data))

    return render
