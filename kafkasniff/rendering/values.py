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
    return text if all(c.isprintable() or c in "\n\r\t" for c in text) else None


def _cut(text: str, max_len: int, size: int) -> str:
    if max_len and len(text) > max_len:
        return f"{text[:max_len]}…(+{len(text) - max_len} more, {size} bytes)"
    return text


def value_renderer(mode: str = "text", max_len: int = DEFAULT_MAX_LEN) -> Callable[[bytes], Any]:
    """text: UTF-8 when printable, else 0x-prefixed hex; json: parsed when it is JSON, else as
    text; hex; base64; none: null. Strings longer than max_len (0: no limit) are cut visibly."""

    def render(data: bytes) -> Any:
        if mode == "none":
            return None
        if mode == "hex":
            return _cut(data.hex(), max_len, len(data))
        if mode == "base64":
            return _cut(base64.b64encode(data).decode(), max_len, len(data))
        if mode == "json":
            try:
                return json.loads(data)
            except ValueError:
                pass
        text = _printable_text(data)
        return _cut(text if text is not None else "0x" + data.hex(), max_len, len(data))

    return render
