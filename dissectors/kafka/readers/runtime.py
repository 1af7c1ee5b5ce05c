"""What a generated reader runs with: the per-decode Context (warnings, records met, memory
budget), the errors it raises on bytes that cannot be what the schema says, and the small helpers
its code calls. Nothing here generates code (generator.py does)."""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import Any

from kafkasniff.dissectors.common.varint import read_uvarint
from kafkasniff.dissectors.tree import DecodeError, Node, warning
from kafkasniff.model import WarningKind, WarningList

# read(buf, pos, end, out, ctx) -> new pos: decodes from `pos`, never at or past `end`, into `out`
Reader = Callable[[bytes, int, int, Any, "Context"], int]
UnknownTag = Callable[[Any, int, bytes, int, int, "Context"], None]  # (out, tag, buf, pos, size, ctx)
Keep = Callable[[str, "str | None", str], bool]  # a projection: (field name, entity, type) -> build its node?


def keep_nothing(name: str, entity: str | None, typ: str) -> bool:
    """The empty projection: check the bytes, build no nodes."""
    return False


NODE_COST = 250  # bytes a decoded field costs: its Node, its value, its share of the JSON form
DECODE_BUDGET = 256 * 1024 * 1024  # a decode's memory when the run sets none (--max-memory does)
UNKNOWN_TAGS_SHOWN = 64  # unknown tagged fields of one section kept as nodes (the warning counts all)
FIELDS_RESERVE = 4 * 1024 * 1024  # of a decode's budget, what records leave for the fields around them


class Context:
    """Per-decode state shared by all readers: the warnings found so far (merged per kind and
    frame), the `records` fields met (so their contents can be checked without walking the tree
    for them), and the memory the decode has used of its budget: array elements as they are
    read, bytes decompressed and records built (records.py)."""

    __slots__ = ("warnings", "records", "inflated", "cost", "budget", "render", "record_sets")

    def __init__(self, budget: int = DECODE_BUDGET, render: Callable[[bytes], Any] = bytes.hex) -> None:
        self.warnings = WarningList()
        self.render = render  # bytes values as the view shows them (readers that make JSON)
        self.records: list[Node] = []
        self.inflated = 0  # bytes decompressed (records.RecordLimits.total bounds them)
        self.cost = 0  # what the decode holds: nodes, inflated bytes, records
        self.budget = budget  # the most `cost` may reach (--max-memory, what is left of it)
        # readers that make JSON: a record set's JSON (field start, set start, size), else its size
        self.record_sets: Callable[[bytes, int, int, int], Any] | None = None

    @property
    def records_left(self) -> int:
        """What records may still take: the budget less what is held, less FIELDS_RESERVE, so that
        the fields after a cut record set (the response's, say) still decode."""
        return self.budget - FIELDS_RESERVE - self.cost

    def charge(self, pos: int, name: str, count: int, weight: int) -> None:
        """An array of `count` elements of `weight` nodes each is about to be built (generated
        code does the same inline, and calls `over_budget` when the budget runs out)."""
        self.cost += count * weight * NODE_COST
        if self.cost > self.budget:
            raise self.over_budget(pos, name, count)

    def over_budget(self, pos: int, name: str, count: int) -> DecodeError:
        msg = f"{name}: {count} elements would take the decode past its memory budget of {self.budget} bytes"
        return DecodeError(pos, msg, kind=WarningKind.MEMORY_BUDGET)


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
SIZED = ("string", "bytes", "records")
KNOWN_TYPES = frozenset({*FIXED, "uuid", "struct", *SIZED})  # a schema type outside these is refused


# -- what generated code calls: errors (raised only on bad input) and small helpers --------


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


def run_error(pos: int, end: int, run: tuple[tuple[str, str, int], ...]) -> DecodeError:
    """The first field of a run of fixed-size fields that does not fit."""
    for name, typ, size in run:
        if pos + size > end:
            return past_end(pos, name, typ)
        pos += size
    raise AssertionError("run_error called on a run that fits")


def uuid_text(buf: bytes, pos: int) -> str:
    """16 bytes as a UUID's text (what str(uuid.UUID) gives, without building one per topic id)."""
    h = buf[pos : pos + 16].hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def tagged_section(known: dict[int, tuple[str, Reader]], unknown: UnknownTag | None) -> Reader:
    """The general path of a tagged-field section (generated code handles "no tags" inline);
    `unknown` keeps an unknown tagged field's bytes where the reader's output wants them."""

    def read(buf: bytes, pos: int, end: int, out: Any, ctx: Context) -> int:
        count, pos = read_uvarint(buf, pos, end)
        if count > end - pos:
            raise DecodeError(pos, f"{count} tagged fields cannot fit in {end - pos} bytes", True)
        seen = 0
        for _ in range(count):
            tag, pos = read_uvarint(buf, pos, end)
            size, pos = read_uvarint(buf, pos, end)
            if pos + size > end:
                raise DecodeError(pos, f"tagged field {tag} of {size} bytes runs past the end", True)
            entry = known.get(tag)
            if entry is None:
                if unknown is not None and seen < UNKNOWN_TAGS_SHOWN:
                    unknown(out, tag, buf, pos, size, ctx)
                seen += 1
                ctx.warnings.append(warning("unknown-tag", pos, f"unknown tagged field {tag} ({size} bytes)"))
            else:
                used = entry[1](buf, pos, pos + size, out, ctx) - pos
                if used != size:
                    msg = f"tagged field {entry[0]} used {used} of its {size} bytes"
                    ctx.warnings.append(warning("malformed", pos, msg))
            pos += size
        return pos

    return read


def unknown_tag_node(out: list[Node], tag: int, buf: bytes, pos: int, size: int, ctx: Context) -> None:
    """Tree readers keep an unknown tagged field as a node of its bytes."""
    out.append(Node(f"unknown_tag_{tag}", "unknown-tag", buf[pos : pos + size], pos, size))


def unknown_tag_json(out: dict[str, Any], tag: int, buf: bytes, pos: int, size: int, ctx: Context) -> None:
    """JSON readers keep an unknown tagged field as its bytes, rendered as the view renders bytes."""
    out[f"unknown_tag_{tag}"] = ctx.render(buf[pos : pos + size])


unpack_int8 = FIXED["int8"].unpack_from
unpack_int16 = FIXED["int16"].unpack_from
unpack_int32 = FIXED["int32"].unpack_from
unpack_int64 = FIXED["int64"].unpack_from
unpack_uint16 = FIXED["uint16"].unpack_from
unpack_uint32 = FIXED["uint32"].unpack_from
unpack_float64 = FIXED["float64"].unpack_from
unpack_bool = FIXED["bool"].unpack_from
Struct = struct.Struct

# the names every generated function may use: each is this module's, so a generated module
# imports them from here (generator.py, scripts/generate_kafka_readers.py)
RUNTIME: dict[str, Any] = {
    name: globals()[name]
    for name in (
        "Node", "read_uvarint", "past_end", "sized_error", "count_error", "run_error", "uuid_text",
        "tagged_section", "unknown_tag_node", "unknown_tag_json", "Struct", *(f"unpack_{typ}" for typ in FIXED),
    )
}  # fmt: skip
