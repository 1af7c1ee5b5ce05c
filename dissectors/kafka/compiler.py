"""Compiles the generated Kafka schema into decoders: one closure per field, built once per
(message, version), so decoding does no schema look-ups.

A compiled reader has the signature read(buf, pos, end, out, ctx) -> new pos: it decodes one
field starting at `pos`, never reading at or past `end`, appends its Node(s) to `out`, and
raises DecodeError at the offending offset when the bytes cannot be what the schema says.
"""

from __future__ import annotations

import struct
import uuid
from collections.abc import Callable
from typing import Any

from dissectors.tree import DecodeError, Node, warning

Reader = Callable[[bytes, int, int, list[Node], "Context"], int]
Range = tuple[int, int] | None
FieldSpec = tuple[Any, ...]  # see the field layout in schema_data.py


class Context:
    """Per-decode state shared by all readers: the warnings found so far."""

    __slots__ = ("warnings",)

    def __init__(self) -> None:
        self.warnings: list[dict[str, Any]] = []


def within(version: int, versions: Range) -> bool:
    return versions is not None and versions[0] <= version <= versions[1]


def read_uvarint(buf: bytes, pos: int, end: int) -> tuple[int, int]:
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


# -- primitives ---------------------------------------------------------------------------

FIXED = {
    "int8": struct.Struct(">b"),
    "int16": struct.Struct(">h"),
    "int32": struct.Struct(">i"),
    "int64": struct.Struct(">q"),
    "uint16": struct.Struct(">H"),
    "uint32": struct.Struct(">I"),
    "float64": struct.Struct(">d"),
    "bool": struct.Struct(">?"),
}
_I16 = FIXED["int16"]
_I32 = FIXED["int32"]


def fixed_reader(name: str, typ: str, entity: str | None) -> Reader:
    st = FIXED[typ]
    size, unpack = st.size, st.unpack_from

    def read(buf: bytes, pos: int, end: int, out: list[Node], ctx: Context) -> int:
        if pos + size > end:
            raise DecodeError(pos, f"{name}: {typ} runs past the end", True)
        out.append(Node(name, typ, unpack(buf, pos)[0], pos, size, None, entity))
        return pos + size

    return read


def uuid_reader(name: str, entity: str | None) -> Reader:
    def read(buf: bytes, pos: int, end: int, out: list[Node], ctx: Context) -> int:
        if pos + 16 > end:
            raise DecodeError(pos, f"{name}: uuid runs past the end", True)
        out.append(Node(name, "uuid", str(uuid.UUID(bytes=bytes(buf[pos : pos + 16]))), pos, 16, None, entity))
        return pos + 16

    return read


def length_reader(name: str, typ: str, compact: bool, wide: bool) -> Callable[[bytes, int, int], tuple[int, int]]:
    """How many bytes follow (-1 for null): int16/int32 or unsigned varint (length + 1)."""
    if compact:

        def compact_length(buf: bytes, pos: int, end: int) -> tuple[int, int]:
            n, pos = read_uvarint(buf, pos, end)
            return n - 1, pos

        return compact_length
    st = _I32 if wide else _I16
    size, unpack = st.size, st.unpack_from

    def plain_length(buf: bytes, pos: int, end: int) -> tuple[int, int]:
        if pos + size > end:
            raise DecodeError(pos, f"{name}: {typ} length runs past the end", True)
        return unpack(buf, pos)[0], pos + size

    return plain_length


def sized_reader(name: str, typ: str, compact: bool, entity: str | None) -> Reader:
    """string, bytes and records: a length, then that many bytes."""
    length_of = length_reader(name, typ, compact, wide=typ != "string")
    is_string = typ == "string"

    def read(buf: bytes, pos: int, end: int, out: list[Node], ctx: Context) -> int:
        start = pos
        n, pos = length_of(buf, pos, end)
        if n < 0:
            if n != -1:
                raise DecodeError(start, f"{name}: negative {typ} length {n}")
            out.append(Node(name, typ, None, start, pos - start, None, entity))
            return pos
        if pos + n > end:
            raise DecodeError(start, f"{name}: {typ} of {n} bytes runs past the end ({end - pos} left)", True)
        raw = buf[pos : pos + n]
        value: Any = raw.decode("utf-8", "replace") if is_string else raw
        out.append(Node(name, typ, value, start, pos + n - start, None, entity))
        return pos + n

    return read


# -- structures ---------------------------------------------------------------------------


def struct_body(specs: tuple[FieldSpec, ...], version: int, flexible: bool) -> Reader:
    """The fields of a struct in order, then (flexible versions) its tagged-field section."""
    readers: list[Reader] = []
    tagged: dict[int, tuple[str, Reader]] = {}
    for spec in specs:
        name, _, versions, _, tagged_versions, tag, _, _, _ = spec
        if not within(version, versions):
            continue
        reader = field_reader(spec, version, flexible)
        if flexible and within(version, tagged_versions):
            tagged[tag] = (name, reader)
        else:
            readers.append(reader)
    if flexible:
        readers.append(tagged_section(tagged))

    def read(buf: bytes, pos: int, end: int, out: list[Node], ctx: Context) -> int:
        for r in readers:
            pos = r(buf, pos, end, out, ctx)
        return pos

    return read


def tagged_section(known: dict[int, tuple[str, Reader]]) -> Reader:
    def read(buf: bytes, pos: int, end: int, out: list[Node], ctx: Context) -> int:
        count, pos = read_uvarint(buf, pos, end)
        if count > end - pos:
            raise DecodeError(pos, f"{count} tagged fields cannot fit in {end - pos} bytes", True)
        for _ in range(count):
            tag, pos = read_uvarint(buf, pos, end)
            size, pos = read_uvarint(buf, pos, end)
            if pos + size > end:
                raise DecodeError(pos, f"tagged field {tag} of {size} bytes runs past the end", True)
            entry = known.get(tag)
            if entry is None:
                out.append(Node(f"unknown_tag_{tag}", "unknown-tag", buf[pos : pos + size], pos, size))
                ctx.warnings.append(warning("unknown-tag", pos, f"unknown tagged field {tag} ({size} bytes)"))
            else:
                used = entry[1](buf, pos, pos + size, out, ctx) - pos
                if used != size:
                    msg = f"tagged field {entry[0]} used {used} of its {size} bytes"
                    ctx.warnings.append(warning("malformed", pos, msg))
            pos += size
        return pos

    return read


def struct_reader(name: str, body: Reader, nullable: bool, entity: str | None) -> Reader:
    def read(buf: bytes, pos: int, end: int, out: list[Node], ctx: Context) -> int:
        start = pos
        if nullable:  # nullable structs carry a presence byte
            if pos >= end:
                raise DecodeError(pos, f"{name}: struct presence byte runs past the end", True)
            if buf[pos] >= 0x80:  # negative int8: null
                out.append(Node(name, "struct", None, start, 1, None, entity))
                return pos + 1
            pos += 1
        node = Node(name, "struct", None, start, 0, [], entity)
        out.append(node)
        pos = body(buf, pos, end, node.children, ctx)  # type: ignore[arg-type]
        node.length = pos - start
        return pos

    return read


def array_reader(name: str, typ: str, element: Reader, compact: bool, entity: str | None) -> Reader:
    count_of = length_reader(name, "array", compact, wide=True)

    def read(buf: bytes, pos: int, end: int, out: list[Node], ctx: Context) -> int:
        start = pos
        count, pos = count_of(buf, pos, end)
        if count < 0:
            if count != -1:
                raise DecodeError(start, f"{name}: negative array count {count}")
            out.append(Node(name, typ, None, start, pos - start, None, entity))
            return pos
        if count > end - pos:  # every element takes at least one byte
            raise DecodeError(start, f"{name}: array count {count} exceeds the {end - pos} bytes left", True)
        items: list[Node] = []
        node = Node(name, typ, None, start, 0, items, entity)
        out.append(node)
        for _ in range(count):
            pos = element(buf, pos, end, items, ctx)
        node.length = pos - start
        return pos

    return read


def field_reader(spec: FieldSpec, version: int, flexible: bool) -> Reader:
    name, typ, _, nullable_versions, _, _, flex_override, entity, children = spec
    if flex_override is not False:
        flexible = within(version, flex_override)
    nullable = within(version, nullable_versions)
    is_array = typ.startswith("[]")
    base = typ[2:] if is_array else typ
    if base == "struct":
        element = struct_reader(name, struct_body(children, version, flexible), nullable and not is_array, entity)
    elif base in FIXED:
        element = fixed_reader(name, base, entity)
    elif base == "uuid":
        element = uuid_reader(name, entity)
    elif base in ("string", "bytes", "records"):
        element = sized_reader(name, base, flexible, entity)
    else:
        raise ValueError(f"unknown type {typ} in the schema")
    return array_reader(name, typ, element, flexible, entity) if is_array else element


def message_reader(message: tuple[Any, ...], version: int) -> Reader:
    """The body reader of a whole message (request, response, header or data) at `version`."""
    _, _, flexible_versions, fields = message
    return struct_body(fields, version, within(version, flexible_versions))
