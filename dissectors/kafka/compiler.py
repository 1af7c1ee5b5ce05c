"""Compiles the generated Kafka schema into decoders: one closure per field, built once per
(message, version), so decoding does no schema look-ups.

A compiled reader has the signature read(buf, pos, end, out, ctx) -> new pos: it decodes one
field starting at `pos`, never reading at or past `end`, appends its Node(s) to `out`, and
raises DecodeError at the offending offset when the bytes cannot be what the schema says.

A reader may be compiled for a projection (`keep`): fields outside it, and structures holding
none of it, are checked exactly as a full decode checks them (same errors, same warnings) but
build no nodes, and runs of fixed-size fields are skipped in one step. Views that show only a
few fields (the one-line summary) decode that way.
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
Keep = Callable[[str, "str | None", str], bool]  # (field name, entity, type) -> build its node?
Fixed = tuple[tuple[str, str, int], ...]  # a run of skipped fixed-size fields: (name, type, size)


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


# -- errors (shared by decoding and skipping readers, so both report the same) -------------


def past_end(pos: int, name: str, what: str) -> DecodeError:
    return DecodeError(pos, f"{name}: {what} runs past the end", True)


def sized_error(start: int, pos: int, end: int, name: str, typ: str, n: int) -> DecodeError:
    if n < 0:
        return DecodeError(start, f"{name}: negative {typ} length {n}")
    return DecodeError(start, f"{name}: {typ} of {n} bytes runs past the end ({end - pos} left)", True)


def count_error(start: int, pos: int, end: int, name: str, count: int) -> DecodeError:
    if count < 0:
        return DecodeError(start, f"{name}: negative array count {count}")
    return DecodeError(start, f"{name}: array count {count} exceeds the {end - pos} bytes left", True)


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
            raise past_end(pos, name, typ)
        out.append(Node(name, typ, unpack(buf, pos)[0], pos, size, None, entity))
        return pos + size

    return read


def uuid_reader(name: str, entity: str | None) -> Reader:
    def read(buf: bytes, pos: int, end: int, out: list[Node], ctx: Context) -> int:
        if pos + 16 > end:
            raise past_end(pos, name, "uuid")
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
            raise past_end(pos, name, f"{typ} length")
        return unpack(buf, pos)[0], pos + size

    return plain_length


def sized_reader(name: str, typ: str, compact: bool, entity: str | None) -> Reader:
    """string, bytes and records: a length, then that many bytes."""
    length_of = length_reader(name, typ, compact, wide=typ != "string")
    is_string = typ == "string"

    def read(buf: bytes, pos: int, end: int, out: list[Node], ctx: Context) -> int:
        start = pos
        n, pos = length_of(buf, pos, end)
        if n < 0 or pos + n > end:
            if n != -1:
                raise sized_error(start, pos, end, name, typ, n)
            out.append(Node(name, typ, None, start, pos - start, None, entity))
            return pos
        raw = buf[pos : pos + n]
        value: Any = raw.decode("utf-8", "replace") if is_string else raw
        out.append(Node(name, typ, value, start, pos + n - start, None, entity))
        return pos + n

    return read


# -- structures ---------------------------------------------------------------------------


def struct_body(specs: tuple[FieldSpec, ...], version: int, flexible: bool, keep: Keep | None = None) -> Reader:
    """The fields of a struct in order, then (flexible versions) its tagged-field section."""
    steps: list[Reader | Fixed] = []
    tagged: dict[int, tuple[str, Reader]] = {}
    for spec in specs:
        name, _, versions, _, tagged_versions, tag, _, _, _ = spec
        if not within(version, versions):
            continue
        step = field_step(spec, version, flexible, keep)
        if flexible and within(version, tagged_versions):
            tagged[tag] = (name, step if callable(step) else fixed_skipper(step))
        else:
            steps.append(step)
    readers = [s if callable(s) else fixed_skipper(s) for s in _merge_fixed(steps)]
    if flexible:
        readers.append(tagged_section(tagged, keep is None))
    if len(readers) == 1:
        return readers[0]

    def read(buf: bytes, pos: int, end: int, out: list[Node], ctx: Context) -> int:
        for r in readers:
            pos = r(buf, pos, end, out, ctx)
        return pos

    return read


def _merge_fixed(steps: list[Reader | Fixed]) -> list[Reader | Fixed]:
    merged: list[Reader | Fixed] = []
    for step in steps:
        if merged and not callable(step) and not callable(merged[-1]):
            merged[-1] = merged[-1] + step
        else:
            merged.append(step)
    return merged


def tagged_section(known: dict[int, tuple[str, Reader]], keep_unknown: bool = True) -> Reader:
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
                if keep_unknown:
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
                raise past_end(pos, name, "struct presence byte")
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
        if count < 0 or count > end - pos:  # every element takes at least one byte
            if count != -1:
                raise count_error(start, pos, end, name, count)
            out.append(Node(name, typ, None, start, pos - start, None, entity))
            return pos
        items: list[Node] = []
        node = Node(name, typ, None, start, 0, items, entity)
        out.append(node)
        for _ in range(count):
            pos = element(buf, pos, end, items, ctx)
        node.length = pos - start
        return pos

    return read


def field_reader(spec: FieldSpec, version: int, flexible: bool) -> Reader:
    """The reader of one field, building its node(s)."""
    step = field_step(spec, version, flexible, None)
    assert callable(step)
    return step


def field_step(spec: FieldSpec, version: int, flexible: bool, keep: Keep | None) -> Reader | Fixed:
    """A field's reader, or (outside the projection, fixed size) its run to skip."""
    name, typ, _, nullable_versions, _, _, flex_override, entity, children = spec
    if flex_override is not False:
        flexible = within(version, flex_override)
    nullable = within(version, nullable_versions)
    is_array = typ.startswith("[]")
    base = typ[2:] if is_array else typ
    if keep is not None and not _projected(spec, version, keep):
        return _skip_step(name, base, is_array, nullable, flexible, children, version)
    if base == "struct":
        element = struct_reader(name, struct_body(children, version, flexible, keep), nullable and not is_array, entity)
    elif base in FIXED:
        element = fixed_reader(name, base, entity)
    elif base == "uuid":
        element = uuid_reader(name, entity)
    elif base in ("string", "bytes", "records"):
        element = sized_reader(name, base, flexible, entity)
    else:
        raise ValueError(f"unknown type {typ} in the schema")
    return array_reader(name, typ, element, flexible, entity) if is_array else element


def _projected(spec: FieldSpec, version: int, keep: Keep) -> bool:
    """Whether a field, or any field inside it at this version, is in the projection."""
    name, typ, versions, _, _, _, _, entity, children = spec
    if not within(version, versions):
        return False
    if keep(name, entity, typ.removeprefix("[]")):
        return True
    return bool(children) and any(_projected(c, version, keep) for c in children)


# -- skipping (fields outside a projection) -------------------------------------------------


def _skip_step(name: str, base: str, is_array: bool, nullable: bool, flexible: bool,
               children: tuple[FieldSpec, ...] | None, version: int) -> Reader | Fixed:  # fmt: skip
    if base in FIXED or base == "uuid":
        size = 16 if base == "uuid" else FIXED[base].size
        if not is_array:
            return ((name, base, size),)
        element: Reader = fixed_skipper(((name, base, size),))
    elif base == "struct":
        body = struct_body(children or (), version, flexible, _NOTHING)
        element = struct_skipper(name, body, nullable and not is_array)
    elif base in ("string", "bytes", "records"):
        element = sized_skipper(name, base, flexible)
    else:
        raise ValueError(f"unknown type {base} in the schema")
    return array_skipper(name, element, flexible) if is_array else element


def keep_nothing(name: str, entity: str | None, typ: str) -> bool:
    """The empty projection: check the bytes, build no nodes."""
    return False


_NOTHING: Keep = keep_nothing


def fixed_skipper(run: Fixed) -> Reader:
    total = sum(size for _, _, size in run)

    def read(buf: bytes, pos: int, end: int, out: list[Node], ctx: Context) -> int:
        if pos + total > end:
            for name, typ, size in run:  # report the first field that does not fit
                if pos + size > end:
                    raise past_end(pos, name, typ)
                pos += size
        return pos + total

    return read


def sized_skipper(name: str, typ: str, compact: bool) -> Reader:
    length_of = length_reader(name, typ, compact, wide=typ != "string")

    def read(buf: bytes, pos: int, end: int, out: list[Node], ctx: Context) -> int:
        start = pos
        n, pos = length_of(buf, pos, end)
        if n < 0 or pos + n > end:
            if n != -1:
                raise sized_error(start, pos, end, name, typ, n)
            return pos
        return pos + n

    return read


def struct_skipper(name: str, body: Reader, nullable: bool) -> Reader:
    if not nullable:
        return body

    def read(buf: bytes, pos: int, end: int, out: list[Node], ctx: Context) -> int:
        if pos >= end:
            raise past_end(pos, name, "struct presence byte")
        if buf[pos] >= 0x80:
            return pos + 1
        return body(buf, pos + 1, end, out, ctx)

    return read


def array_skipper(name: str, element: Reader, compact: bool) -> Reader:
    count_of = length_reader(name, "array", compact, wide=True)

    def read(buf: bytes, pos: int, end: int, out: list[Node], ctx: Context) -> int:
        start = pos
        count, pos = count_of(buf, pos, end)
        if count < 0 or count > end - pos:
            if count != -1:
                raise count_error(start, pos, end, name, count)
            return pos
        for _ in range(count):
            pos = element(buf, pos, end, out, ctx)
        return pos

    return read


def message_reader(message: tuple[Any, ...], version: int, keep: Keep | None = None) -> Reader:
    """The body reader of a whole message (request, response, header or data) at `version`;
    with `keep`, only the projection's fields (and the structures holding them) get nodes."""
    _, _, flexible_versions, fields = message
    return struct_body(fields, version, within(version, flexible_versions), keep)
