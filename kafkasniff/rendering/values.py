"""How bytes (record keys, values, header values, other bytes fields) are shown: --values."""

from __future__ import annotations

import base64
import json
from collections.abc import Callable
from typing import Any

MODES = ("text", "hex", "base64", "json", "none")
DEFAULT_MAX_LEN = 256


def _printable_but_breaks(text: str) -> bool:
    """Printable but for line breaks and tabs (checked in C, not per character)."""
    return text.replace("\n", "").replace("\r", "").replace("\t", "").isprintable()


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
    text; hex; base64; none: null. Strings longer than max_len (0: no limit) are cut visibly.
    One function per mode: it runs for every key, value and header value of every record."""
    if mode == "none":
        return _none
    if mode == "hex":
        return lambda data: _hex_cut("", data, max_len)
    if mode == "base64":
        return lambda data: _cut(base64.b64encode(data).decode(), max_len, len(data))
    text = _text_renderer(max_len)
    if mode != "json":
        return text

    def parsed(data: bytes) -> Any:
        try:
            return json.loads(data)
        except ValueError:
            return text(data)

    return parsed


def _none(data: bytes) -> None:
    return None


# printable ASCII, line breaks and tabs: what text may hold and still be shown as text
_ASCII_SHOWN = bytes(range(0x20, 0x7F)) + b"\n\r\t"


def _text_renderer(max_len: int) -> Callable[[bytes], str]:
    def text(data: bytes) -> str:
        if data.isascii():  # the common case, checked on the bytes in C (str.isprintable is per character)
            if data.translate(None, _ASCII_SHOWN):  # something else is left
                return _hex_cut("0x", data, max_len)
            if max_len and len(data) > max_len:  # one character a byte: decode only what is shown
                return f"{data[:max_len].decode('ascii')}…(+{len(data) - max_len} more, {len(data)} bytes)"
            return data.decode("ascii")
        try:
            shown = data.decode("utf-8")
        except UnicodeDecodeError:
            return _hex_cut("0x", data, max_len)
        if not shown.isprintable() and not _printable_but_breaks(shown):
            return _hex_cut("0x", data, max_len)
        if max_len and len(shown) > max_len:
            return f"{shown[:max_len]}…(+{len(shown) - max_len} more, {len(data)} bytes)"
        return shown

    return text
