"""A BSON document as a field tree: each element's name, type, value, offset and length.

The values come from pymongo's `bson` (which also validates the document); this module only
measures where each element lies, from the BSON type table below, so the tree and the hex dump
can point at the bytes. JSON uses MongoDB's relaxed Extended JSON for non-JSON types.
"""

from __future__ import annotations

import json
import struct
from collections.abc import Mapping
from typing import Any

from kafkasniff.dissectors.tree import Node

_I32 = struct.Struct("<i")

# BSON type byte -> (name, size rule): an int is a fixed size; "string" an int32 length then the
# bytes; "sized" an int32 that counts itself (documents, arrays, code with scope); "binary" an
# int32 length, a subtype byte, the bytes; "regex" two cstrings; "dbpointer" a string then 12
TYPES: dict[int, tuple[str, int | str]] = {
    0x01: ("double", 8), 0x02: ("string", "string"), 0x03: ("document", "sized"), 0x04: ("array", "sized"),
    0x05: ("binary", "binary"), 0x06: ("undefined", 0), 0x07: ("objectId", 12), 0x08: ("bool", 1),
    0x09: ("date", 8), 0x0A: ("null", 0), 0x0B: ("regex", "regex"), 0x0C: ("dbPointer", "dbpointer"),
    0x0D: ("javascript", "string"), 0x0E: ("symbol", "string"), 0x0F: ("javascriptWithScope", "sized"),
    0x10: ("int32", 4), 0x11: ("timestamp", 8), 0x12: ("int64", 8), 0x13: ("decimal128", 16),
    0xFF: ("minKey", 0), 0x7F: ("maxKey", 0),
}  # fmt: skip


def decode(data: bytes) -> Any:
    """A whole BSON document (pymongo's decoder); raises on anything that is not valid BSON."""
    import bson  # pymongo's BSON: imported when a MongoDB message is decoded

    return bson.decode(data)


def elements(buf: bytes, offset: int, value: Mapping[str, Any] | list[Any]) -> list[Node]:
    """The element nodes of the (already validated) document at `offset` whose decoded form is
    `value`: a dict for a document, a list for an array."""
    end = offset + _I32.unpack_from(buf, offset)[0] - 1  # the trailing NUL
    out: list[Node] = []
    pos = offset + 4
    while pos < end:
        kind = buf[pos]
        nul = buf.index(b"\x00", pos + 1)
        name = buf[pos + 1 : nul].decode("utf-8", "replace")
        at = nul + 1
        type_name, _ = TYPES[kind]
        size = _value_size(buf, at, kind)
        # by name in a document (a repeated name shows the value the decoder kept), by place in an array
        item = value.get(name) if isinstance(value, Mapping) else value[len(out)] if len(out) < len(value) else None
        node = Node(name, type_name, None, pos, at + size - pos)
        if kind in (0x03, 0x04) and isinstance(item, Mapping | list):
            node.children = elements(buf, at, item)
        else:
            node.value = item
        out.append(node)
        pos = at + size
    return out


def _value_size(buf: bytes, at: int, kind: int) -> int:
    rule = TYPES[kind][1]
    if isinstance(rule, int):
        return rule
    if rule == "sized":
        return int(_I32.unpack_from(buf, at)[0])
    if rule == "string":
        return 4 + int(_I32.unpack_from(buf, at)[0])
    if rule == "binary":
        return 5 + int(_I32.unpack_from(buf, at)[0])
    if rule == "dbpointer":
        return 4 + int(_I32.unpack_from(buf, at)[0]) + 12
    first = buf.index(b"\x00", at)  # regex: pattern and options, both cstrings
    return buf.index(b"\x00", first + 1) + 1 - at


def to_json(document: Any) -> Any:
    """A decoded document as JSON-ready values: relaxed Extended JSON for BSON's own types
    (ObjectId as {"$oid": ...}, dates as {"$date": ...}, binary as {"$binary": ...})."""
    if _plain(document):
        return document
    from bson import json_util

    return json.loads(json_util.dumps(document, json_options=json_util.RELAXED_JSON_OPTIONS))


def _plain(value: Any) -> bool:
    """Whether a decoded value is JSON as it is (the common case: no conversion needed)."""
    kind = type(value)
    if kind is str or isinstance(value, int) or value is None:  # bool and bson's Int64 are ints
        return True
    if kind is float:
        return value == value and value not in (float("inf"), float("-inf"))  # NaN and infinities need $numberDouble
    if kind is dict:
        return all(type(k) is str for k in value) and all(_plain(v) for v in value.values())
    if kind is list:
        return all(_plain(v) for v in value)
    return False
