"""Compiles the generated Kafka schema into decoders: Python source generated once per
(message, version, projection) and compiled, so decoding runs straight-line code with no
schema look-ups and one call per struct rather than one per field.

A compiled reader has the signature read(buf, pos, end, out, ctx) -> new pos: it decodes a
message's fields starting at `pos`, never reading at or past `end`, appends their Nodes to
`out`, and raises DecodeError at the offending offset when the bytes cannot be what the
schema says.

A reader may be compiled for a projection (`keep`): fields outside it, and structures holding
none of it, are checked exactly as a full decode checks them (same errors, same warnings) but
build no nodes. Views that show only a few fields (the one-line summary) decode that way.
"""

from __future__ import annotations

import struct
import uuid
from collections.abc import Callable
from typing import Any

from kafkasniff.dissectors.common.varint import read_uvarint
from kafkasniff.dissectors.kafka.schema import Field, Message, within
from kafkasniff.dissectors.tree import DecodeError, Node, warning
from kafkasniff.model import WarningKind, WarningList

Reader = Callable[[bytes, int, int, list[Node], "Context"], int]
FieldSpec = Field  # one field of the generated schema
Keep = Callable[[str, "str | None", str], bool]  # (field name, entity, type) -> build its node?
UnknownTag = Callable[[Any, int, bytes, int, int, "Context"], None]  # (out, tag, buf, pos, size, ctx)


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


def keep_nothing(name: str, entity: str | None, typ: str) -> bool:
    """The empty projection: check the bytes, build no nodes."""
    return False


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
    return str(uuid.UUID(bytes=bytes(buf[pos : pos + 16])))


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
    out.append(Node(f"unknown_tag_{tag}", "unknown-tag", buf[pos : pos + size], pos, size))


_RUNTIME: dict[str, Any] = {
    "Node": Node,
    "read_uvarint": read_uvarint,
    "past_end": past_end,
    "sized_error": sized_error,
    "count_error": count_error,
    "run_error": run_error,
    "uuid_text": uuid_text,
    **{f"unpack_{typ}": st.unpack_from for typ, st in FIXED.items()},
}


# -- the generator ------------------------------------------------------------------------


def message_reader(message: Message, version: int, keep: Keep | None = None) -> Reader:
    """The body reader of a whole message (request, response, header or data) at `version`;
    with `keep`, only the projection's fields (and the structures holding them) get nodes."""
    _, _, flexible_versions, fields = message
    gen = _Generator()
    top = gen.struct_function(fields, version, within(version, flexible_versions), keep)
    return gen.build(top)


def prefix_reader(message: Message, version: int, through: str) -> Reader:
    """A reader of a message's leading fields up to `through` (included) that builds a node for
    that field alone: what pairing needs of a body, read by the same generated code as a decode."""
    _, _, flexible_versions, fields = message
    gen = _Generator()
    top = gen.prefix_function(fields, version, within(version, flexible_versions), through)
    return gen.build(top)


def _compile(name: str, source: str, namespace: dict[str, Any]) -> None:
    exec(compile(source, f"<kafka decoder {name}>", "exec"), namespace)  # noqa: S102 (our own source)


def _compile_on_first_call(name: str, source: str, namespace: dict[str, Any]) -> Reader:
    """A stand-in that compiles the function, puts it in its place (generated code calls its
    functions by name) and runs it."""

    def first_call(*args: Any) -> int:  # (buf, pos, end, out, ctx) and what a generator adds
        _compile(name, source, namespace)
        function: Callable[..., int] = namespace[name]
        return function(*args)

    return first_call


class _Code:
    """Lines of Python source at an indentation level."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.depth = 1

    def __call__(self, line: str) -> None:
        self.lines.append("    " * self.depth + line)

    def indent(self) -> _Code:
        self.depth += 1
        return self

    def dedent(self) -> None:
        self.depth -= 1


class _Generator:
    """Generates readers that check every byte as the schema says; what a reader makes of the
    fields it keeps is up to its output hooks (`leaf`, `open_struct`, `open_array`, `records`,
    `after_fields`...). This class's own hooks build Node trees; subclasses build other outputs
    from the same checks (facts.py: the summary's facts, no tree)."""

    PARAMS = "buf, pos, end, out, ctx"  # of every generated function (a subclass may add some with defaults)
    UNKNOWN_TAG: UnknownTag | None = staticmethod(unknown_tag_node)

    def __init__(self) -> None:
        self.sources: dict[str, str] = {}  # function name -> its source
        self.names: dict[str, Any] = dict(_RUNTIME)
        self.count = 0

    def fresh(self, prefix: str) -> str:
        self.count += 1
        return f"{prefix}{self.count}"

    def const(self, value: Any) -> str:
        name = self.fresh("k")
        self.names[name] = value
        return name

    def build(self, top: str) -> Reader:
        """Compile the top function now and every other one on its first call: compiling costs
        about a millisecond per 200 lines, and many structures (errors, tagged fields, rarely
        used branches) never occur in a given capture."""
        for name, source in self.sources.items():
            if name != top:
                self.names[name] = _compile_on_first_call(name, source, self.names)
        _compile(top, self.sources[top], self.names)
        reader: Reader = self.names[top]
        return reader

    def function(self, prefix: str, emit_body: Callable[[_Code], None]) -> str:
        name = self.fresh(prefix)
        code = _Code()
        emit_body(code)
        code("return pos")
        self.sources[name] = f"def {name}({self.PARAMS}):\n" + "\n".join(code.lines)
        return name

    def call(self, function: str, out: str) -> str:
        """A call of a generated function reading into `out`."""
        return f"{function}(buf, pos, end, {out}, ctx)"

    # -- output hooks (a Node tree) ------------------------------------------------------

    def leaf(self, code: _Code, f: _Field, typ: str, value: str, start: str, length: str, out: str,
             element: bool) -> None:  # fmt: skip
        """A kept value (`element`: of an array, `out` its items) that is read: Python expressions."""
        code(f"{out}.append(Node({f.name!r}, {typ!r}, {value}, {start}, {length}, None, {f.entity!r}))")

    def open_struct(self, code: _Code, f: _Field, start: str, out: str, element: bool) -> tuple[str, str | None]:
        """A kept struct begins: (what its fields are read into, a name for `close`)."""
        return self.container(code, f, "struct", start, out, ("c", "t"))

    def open_array(self, code: _Code, f: _Field, start: str, out: str) -> tuple[str, str | None]:
        """A kept array begins (its count checked): (what its elements are read into, a name for `close`)."""
        return self.container(code, f, f.typ, start, out, ("items", "a"))

    def close(self, code: _Code, node: str | None, start: str) -> None:
        if node is not None:
            code(f"{node}.length = pos - {start}")

    def records(self, code: _Code, f: _Field, value: str, start: str, length: str, size: str, out: str,
                element: bool) -> None:  # fmt: skip
        """A kept record set (`size`: its bytes after the length): every output registers it in
        ctx.records, where its batches are checked, except JSON's (they were checked already)."""
        code(f"ctx.records.append(Node({f.name!r}, 'records', {value}, {start}, {length}, None, {f.entity!r}))")
        code(f"{out}.append(ctx.records[-1])")

    def prologue(self, code: _Code) -> None:
        """Code at the start of a struct function (before its fields)."""

    def epilogue(self, code: _Code) -> None:
        """Code at the end of a struct function (after its tagged section)."""

    def after_fields(self, code: _Code, names: list[str]) -> None:
        """Code after the fields `names` (one field, or a run of fixed-size ones) are read."""

    def container(
        self, code: _Code, f: _Field, typ: str, start: str, out: str, prefixes: tuple[str, str]
    ) -> tuple[str, str]:
        """A struct or array node appended to `out`, its children list to fill: (list, node) names;
        the caller sets the node's length once the children are read."""
        children, node = self.fresh(prefixes[0]), self.fresh(prefixes[1])
        code(f"{children} = []")
        code(f"{node} = Node({f.name!r}, {typ!r}, None, {start}, 0, {children}, {f.entity!r})")
        code(f"{out}.append({node})")
        return children, node

    # -- structs ------------------------------------------------------------------------

    def struct_function(self, specs: tuple[FieldSpec, ...], version: int, flexible: bool, keep: Keep | None) -> str:
        """A function decoding a struct's fields (then its tagged section) into `out`."""
        fields: list[FieldSpec] = []
        tagged: dict[int, tuple[str, Reader]] = {}
        for spec in specs:
            if not within(version, spec.versions):
                continue
            if flexible and within(version, spec.tagged) and spec.tag is not None:
                tagged[spec.tag] = (spec.name, self.field_function(spec, version, flexible, keep))
            else:
                fields.append(spec)

        def body(code: _Code) -> None:
            self.prologue(code)
            self.fields(code, fields, version, flexible, keep)
            if flexible:
                section = self.const(tagged_section(tagged, self.UNKNOWN_TAG if keep is None else None))
                code("if pos < end and buf[pos] == 0:")
                code.indent()("pos += 1")
                code.dedent()
                code("else:")
                code.indent()(f"pos = {section}(buf, pos, end, out, ctx)")
                code.dedent()
            self.epilogue(code)

        return self.function("struct_", body)

    def prefix_function(self, specs: tuple[FieldSpec, ...], version: int, flexible: bool, through: str) -> str:
        """A function decoding a struct's fields in order until `through`; no tagged section."""

        def only_it(name: str, entity: str | None, typ: str) -> bool:
            return name == through

        leading: list[FieldSpec] = []
        for spec in specs:
            if not within(version, spec.versions) or (flexible and within(version, spec.tagged)):
                continue
            leading.append(spec)
            if spec.name == through:
                break
        return self.function("prefix_", lambda code: self.fields(code, leading, version, flexible, only_it))

    def field_function(self, spec: FieldSpec, version: int, flexible: bool, keep: Keep | None) -> Reader:
        """One field as a reader of its own (tagged fields are looked up by tag)."""
        name = self.function("field_", lambda code: self.fields(code, [spec], version, flexible, keep))
        return lambda buf, pos, end, out, ctx: self.names[name](buf, pos, end, out, ctx)

    def fields(self, code: _Code, specs: list[FieldSpec], version: int, flexible: bool, keep: Keep | None) -> None:
        run: list[_Field] = []  # consecutive fixed-size fields
        for spec in specs:
            field = _Field(spec, version, flexible, keep)
            if field.fixed_size is not None:
                run.append(field)
                continue
            if run:
                self.fixed_run(code, run)
                run = []
            self.field(code, field, version, keep, "out")
            self.after_fields(code, [field.name])
        if run:
            self.fixed_run(code, run)

    def fixed_run(self, code: _Code, run: list[_Field]) -> None:
        """Fixed-size fields in a row: one bounds check and one unpack for all of them."""
        sizes = [f.fixed_size or 0 for f in run]
        total = sum(sizes)
        layout = self.const(tuple((f.name, f.base, size) for f, size in zip(run, sizes, strict=True)))
        code(f"if pos + {total} > end:")
        code.indent()(f"raise run_error(pos, end, {layout})")
        code.dedent()
        if any(f.kept for f in run):
            pairs = zip(run, sizes, strict=True)
            fmt = "".join(FIXED[f.base].format[1:] if f.kept else f"{size}x" for f, size in pairs)
            unpack = self.const(struct.Struct(">" + fmt).unpack_from)
            values = self.fresh("v")
            code(f"{values} = {unpack}(buf, pos)")
            index = offset = 0
            for f, size in zip(run, sizes, strict=True):
                if f.kept:
                    self.leaf(code, f, f.base, f"{values}[{index}]", f"pos + {offset}", str(size), "out", False)
                    index += 1
                offset += size
        code(f"pos += {total}")
        self.after_fields(code, [f.name for f in run])

    # -- one field ----------------------------------------------------------------------

    def field(self, code: _Code, f: _Field, version: int, keep: Keep | None, out: str) -> None:
        if not f.is_array:
            self.element(code, f, version, keep, out, nullable=f.nullable, element=False)
            return
        start, count = self.length_or_null(code, f, out, "array", f.typ, wide=True, element=False)
        if f.kept:
            code(f"ctx.cost += {count} * {_weight(f) * NODE_COST}")  # ctx.charge, inline
            code("if ctx.cost > ctx.budget:")
            code.indent()(f"raise ctx.over_budget({start}, {f.name!r}, {count})")
            code.dedent()
            items, node = self.open_array(code, f, start, out)
            code(f"for _ in range({count}):")
            self.element(code.indent(), f, version, keep, items, nullable=False, element=True)
            code.dedent()
            self.close(code, node, start)
        elif f.base in FIXED or f.base == "uuid":
            size = 16 if f.base == "uuid" else FIXED[f.base].size
            code(f"if pos + {size} * {count} > end:")
            code.indent()(f"raise past_end(pos + (end - pos) // {size} * {size}, {f.name!r}, {f.base!r})")
            code.dedent()
            code(f"pos += {size} * {count}")
        else:
            code(f"for _ in range({count}):")
            self.element(code.indent(), f, version, keep, out, nullable=False, element=True)
            code.dedent()
        code.dedent()

    def element(self, code: _Code, f: _Field, version: int, keep: Keep | None, out: str, nullable: bool,
                element: bool) -> None:  # fmt: skip
        """One value of a field (the field itself, or one element of an array field)."""
        if f.base == "struct":
            self.struct(code, f, version, keep, out, nullable, element)
        elif f.base in SIZED:
            self.sized(code, f, out, element)
        elif f.base in FIXED or f.base == "uuid":
            size = 16 if f.base == "uuid" else FIXED[f.base].size
            code(f"if pos + {size} > end:")
            code.indent()(f"raise past_end(pos, {f.name!r}, {f.base!r})")
            code.dedent()
            if f.kept:
                value = "uuid_text(buf, pos)" if f.base == "uuid" else f"unpack_{f.base}(buf, pos)[0]"
                self.leaf(code, f, f.base, value, "pos", str(size), out, element)
            code(f"pos += {size}")
        else:
            raise ValueError(f"unknown type {f.typ} in the schema")

    def struct(self, code: _Code, f: _Field, version: int, keep: Keep | None, out: str, nullable: bool,
               element: bool) -> None:  # fmt: skip
        inner = self.struct_function(f.children, version, f.flexible, keep if f.kept else keep_nothing)
        start = self.fresh("s")
        code(f"{start} = pos")
        if nullable:  # nullable structs carry a presence byte
            code("if pos >= end:")
            code.indent()(f"raise past_end(pos, {f.name!r}, 'struct presence byte')")
            code.dedent()
            code("if buf[pos] >= 128:")
            code.indent()
            if f.kept:
                self.leaf(code, f, "struct", "None", start, "1", out, element)
            code("pos += 1")
            code.dedent()
            code("else:")
            code.indent()("pos += 1")
        if f.kept:
            children, node = self.open_struct(code, f, start, out, element)
            code(f"pos = {self.call(inner, children)}")
            self.close(code, node, start)
        else:
            code(f"pos = {self.call(inner, out)}")
        if nullable:
            code.dedent()

    def sized(self, code: _Code, f: _Field, out: str, element: bool) -> None:
        """string, bytes and records: a length (-1 for null), then that many bytes."""
        start, n = self.length_or_null(code, f, out, f.base, f.base, wide=f.base != "string", element=element)
        if f.kept:
            raw = f"buf[pos : pos + {n}]"
            value = f"{raw}.decode('utf-8', 'replace')" if f.base == "string" else raw
            length = f"pos + {n} - {start}"
            if f.base == "records":
                self.records(code, f, value, start, length, n, out, element)
            else:
                self.leaf(code, f, f.base, value, start, length, out, element)
        code(f"pos += {n}")
        code.dedent()

    def length_or_null(self, code: _Code, f: _Field, out: str, what: str, typ: str, wide: bool,
                       element: bool) -> tuple[str, str]:  # fmt: skip
        """A length (what: a sized type) or an array count, checked: an impossible one raises, -1 is
        null (a leaf when kept). Leaves `code` inside the branch where the value follows; returns
        the names of the start offset and of the length."""
        start, n = self.fresh("s"), self.fresh("n")
        code(f"{start} = pos")
        self.length(code, n, f.name, what, f.flexible, wide)
        if what == "array":  # every element takes at least one byte
            code(f"if {n} < 0 or {n} > end - pos:")
            error = f"count_error({start}, pos, end, {f.name!r}, {n})"
        else:
            code(f"if {n} < 0 or pos + {n} > end:")
            error = f"sized_error({start}, pos, end, {f.name!r}, {what!r}, {n})"
        code.indent()(f"if {n} != -1:")
        code.indent()(f"raise {error}")
        code.dedent()
        if f.kept:
            self.leaf(code, f, typ, "None", start, f"pos - {start}", out, element)
        code.dedent()
        code("else:")
        code.indent()
        return start, n

    def length(self, code: _Code, var: str, name: str, typ: str, compact: bool, wide: bool) -> None:
        """A length or count into `var` (-1 for null): unsigned varint (n + 1) or int16/int32."""
        if compact:
            code("if pos < end and buf[pos] < 128:")
            code.indent()(f"{var} = buf[pos] - 1")
            code("pos += 1")
            code.dedent()
            code("else:")
            code.indent()(f"{var}, pos = read_uvarint(buf, pos, end)")
            code(f"{var} -= 1")
            code.dedent()
            return
        size, typ_name = (4, "int32") if wide else (2, "int16")
        code(f"if pos + {size} > end:")
        code.indent()(f"raise past_end(pos, {name!r}, {typ + ' length'!r})")
        code.dedent()
        code(f"{var} = unpack_{typ_name}(buf, pos)[0]")
        code(f"pos += {size}")


class _Field:
    """A field's schema facts at one version, in the terms the generator needs."""

    def __init__(self, spec: FieldSpec, version: int, flexible: bool, keep: Keep | None) -> None:
        typ = spec.type
        self.name, self.typ, self.entity, self.children = spec.name, typ, spec.entity, spec.children
        self.flexible = within(version, spec.own_flexible) if spec.states_flexible else flexible
        self.nullable = within(version, spec.nullable)
        self.is_array = typ.startswith("[]")
        self.base = typ[2:] if self.is_array else typ
        self.kept = keep is None or _projected(spec, version, keep)
        fixed = not self.is_array and (self.base in FIXED or (self.base == "uuid" and not self.kept))
        self.fixed_size = (16 if self.base == "uuid" else FIXED[self.base].size) if fixed else None
        if self.base not in KNOWN_TYPES:
            raise ValueError(f"unknown type {typ} in the schema")


def _weight(f: _Field) -> int:
    """Nodes one element of an array field builds at most, its own arrays' elements aside (they
    are charged when their counts are read)."""
    return 1 + _nodes(f.children)


def _nodes(fields: tuple[FieldSpec, ...]) -> int:
    return sum(1 + (_nodes(c.children) if c.type == "struct" else 0) for c in fields)


def _projected(spec: FieldSpec, version: int, keep: Keep) -> bool:
    """Whether a field, or any field inside it at this version, is in the projection."""
    if not within(version, spec.versions):
        return False
    if keep(spec.name, spec.entity, spec.type.removeprefix("[]")):
        return True
    return bool(spec.children) and any(_projected(c, version, keep) for c in spec.children)
