"""Generates a reader's Python source from the schema: one function per struct (and per tagged
field), straight-line code with no schema look-ups, checking every byte as the schema says.

What a reader builds from the fields it keeps is its Emitter's (emitter.py); the checks here are
the same for all of them, so every reader of a body raises the same DecodeError at the same offset,
warns the same and charges the same memory. compiler.py holds the entry points.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import Any

from kafkasniff.dissectors.kafka.readers.emitter import (
    Code,
    Emitter,
    FieldAt,
    FieldSpec,
    Into,
    Keep,
    Namespace,
    StructAt,
    Value,
    keep_nothing,
)
from kafkasniff.dissectors.kafka.readers.runtime import (
    FIXED,
    NODE_COST,
    RUNTIME,
    SIZED,
    Reader,
    UnknownTag,
    tagged_section,
)
from kafkasniff.dissectors.kafka.schema import within


class Generator:
    """Writes the functions of one reader (`sources`, by name) with `emitter`'s output hooks, and
    compiles them (`build`)."""

    def __init__(self, emitter: Emitter, label: str = "") -> None:
        self.emitter = emitter
        self.namespace = Namespace({**RUNTIME, **emitter.runtime}, label)  # label: a lowercase letter or ""
        self.sources: dict[str, str] = {}  # function name -> its source
        self.bodies: dict[str, str] = {}  # a function's body -> its name: one function per body

    def build(self, top: str) -> Reader:
        """Compile the top function now and every other one on its first call: compiling costs
        about a millisecond per 200 lines, and many structures (errors, tagged fields, rarely
        used branches) never occur in a given capture."""
        names = self.namespace.values
        for name, source in self.sources.items():
            if name != top:
                names[name] = _compile_on_first_call(name, source, names)
        _compile(top, self.sources[top], names)
        reader: Reader = names[top]
        return reader

    def function(self, prefix: str, emit_body: Callable[[Code], None]) -> str:
        """The name of a function whose body `emit_body` writes: a new one, or the one already
        written with that body (the functions it calls, and its constants, are shared the same
        way, so versions of a message that read alike share their code)."""
        code = Code(self.namespace)
        emit_body(code)
        code("return pos")
        body = "\n".join(code.lines)
        name = self.bodies.get(body)
        if name is None:
            name = self.bodies[body] = self.namespace.fresh(prefix)
            self.sources[name] = f"def {name}({self.emitter.params}):\n" + body
        return name

    # -- structs ------------------------------------------------------------------------

    def struct_function(self, specs: tuple[FieldSpec, ...], version: int, flexible: bool, keep: Keep | None,
                        top: bool = False) -> str:  # fmt: skip
        """A function decoding a struct's fields (then its tagged section) into `out`."""
        with self.emitter.scope(StructAt(specs, version, flexible, keep, top)):
            fields: list[FieldSpec] = []
            tagged: dict[int, tuple[str, str]] = {}  # tag -> (field name, its function's name)
            for spec in specs:
                if not within(version, spec.versions):
                    continue
                if flexible and within(version, spec.tagged) and spec.tag is not None:
                    tagged[spec.tag] = (spec.name, self.field_function(spec, version, flexible, keep))
                else:
                    fields.append(spec)
            unknown = self.emitter.unknown_tag if keep is None else None  # a projection keeps none

            def body(code: Code) -> None:
                self.emitter.struct_started(code)
                self.fields(code, fields, version, flexible, keep)
                if flexible:
                    self.tagged_fields(code, tagged, unknown)
                self.emitter.struct_ended(code)

            return self.function("struct_", body)

    def tagged_fields(self, code: Code, tagged: dict[int, tuple[str, str]], unknown: UnknownTag | None) -> None:
        """A struct's tagged-field section: "none" inline, the general path in runtime.tagged_section."""
        names = self.namespace.values
        readers = {tag: (field, _by_name(names, function)) for tag, (field, function) in tagged.items()}
        listed = ", ".join(f"{tag}: ({field!r}, {function})" for tag, (field, function) in tagged.items())
        unknown_source = "None" if unknown is None else unknown.__name__
        section = code.const(tagged_section(readers, unknown), f"tagged_section({{{listed}}}, {unknown_source})")
        code("if pos < end and buf[pos] == 0:")
        code.indent()("pos += 1")
        code.dedent()
        code("else:")
        code.indent()(f"pos = {section}(buf, pos, end, out, ctx)")
        code.dedent()

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

    def field_function(self, spec: FieldSpec, version: int, flexible: bool, keep: Keep | None) -> str:
        """One field as a function of its own (tagged fields are looked up by tag): its name."""
        with self.emitter.scope(StructAt((spec,), version, flexible, keep, tagged=True)):
            return self.function("field_", lambda code: self.fields(code, [spec], version, flexible, keep))

    def fields(self, code: Code, specs: list[FieldSpec], version: int, flexible: bool, keep: Keep | None) -> None:
        run: list[FieldAt] = []  # consecutive fixed-size fields
        for spec in specs:
            field = FieldAt(spec, version, flexible, keep)
            if field.fixed_size is not None:
                run.append(field)
                continue
            if run:
                self.fixed_run(code, run)
                run = []
            self.field(code, field, version, keep, "out")
            self.emitter.fields_read(code, [field.name])
        if run:
            self.fixed_run(code, run)

    def fixed_run(self, code: Code, run: list[FieldAt]) -> None:
        """Fixed-size fields in a row: one bounds check and one unpack for all of them."""
        sizes = [f.fixed_size or 0 for f in run]
        total = sum(sizes)
        layout_value = tuple((f.name, f.base, size) for f, size in zip(run, sizes, strict=True))
        layout = code.const(layout_value, repr(layout_value))
        code(f"if pos + {total} > end:")
        code.indent()(f"raise run_error(pos, end, {layout})")
        code.dedent()
        if any(f.kept for f in run):
            pairs = zip(run, sizes, strict=True)
            fmt = "".join(FIXED[f.base].format[1:] if f.kept else f"{size}x" for f, size in pairs)
            unpack = code.const(struct.Struct(">" + fmt).unpack_from, f"Struct({'>' + fmt!r}).unpack_from")
            values = code.fresh("v")
            code(f"{values} = {unpack}(buf, pos)")
            index = offset = 0
            for f, size in zip(run, sizes, strict=True):
                if f.kept:
                    value = Value(f.base, f"{values}[{index}]", f"pos + {offset}", str(size))
                    self.emitter.value(code, f, value, Into("out", False))
                    index += 1
                offset += size
        code(f"pos += {total}")
        self.emitter.fields_read(code, [f.name for f in run])

    # -- one field ----------------------------------------------------------------------

    def field(self, code: Code, f: FieldAt, version: int, keep: Keep | None, out: str) -> None:
        if not f.is_array:
            self.element(code, f, version, keep, Into(out, False), nullable=f.nullable)
            return
        start, count = self.length_or_null(code, f, Into(out, False), "array", f.typ, wide=True)
        if f.kept:
            code(f"ctx.cost += {count} * {_weight(f) * NODE_COST}")  # ctx.charge, inline
            code("if ctx.cost > ctx.budget:")
            code.indent()(f"raise ctx.over_budget({start}, {f.name!r}, {count})")
            code.dedent()
            opened = self.emitter.array_opened(code, f, start, Into(out, False))
            code(f"for _ in range({count}):")
            self.element(code.indent(), f, version, keep, Into(opened.items, True), nullable=False)
            code.dedent()
            self.emitter.closed(code, opened, start)
        elif f.base in FIXED or f.base == "uuid":
            size = 16 if f.base == "uuid" else FIXED[f.base].size
            code(f"if pos + {size} * {count} > end:")
            code.indent()(f"raise past_end(pos + (end - pos) // {size} * {size}, {f.name!r}, {f.base!r})")
            code.dedent()
            code(f"pos += {size} * {count}")
        else:
            code(f"for _ in range({count}):")
            self.element(code.indent(), f, version, keep, Into(out, True), nullable=False)
            code.dedent()
        code.dedent()

    def element(self, code: Code, f: FieldAt, version: int, keep: Keep | None, into: Into, nullable: bool) -> None:
        """One value of a field (the field itself, or one element of an array field)."""
        if f.base == "struct":
            self.struct(code, f, version, keep, into, nullable)
        elif f.base in SIZED:
            self.sized(code, f, into)
        elif f.base in FIXED or f.base == "uuid":
            size = 16 if f.base == "uuid" else FIXED[f.base].size
            code(f"if pos + {size} > end:")
            code.indent()(f"raise past_end(pos, {f.name!r}, {f.base!r})")
            code.dedent()
            if f.kept:
                value = "uuid_text(buf, pos)" if f.base == "uuid" else f"unpack_{f.base}(buf, pos)[0]"
                self.emitter.value(code, f, Value(f.base, value, "pos", str(size)), into)
            code(f"pos += {size}")
        else:
            raise ValueError(f"unknown type {f.typ} in the schema")

    def struct(self, code: Code, f: FieldAt, version: int, keep: Keep | None, into: Into, nullable: bool) -> None:
        inner = self.struct_function(f.children, version, f.flexible, keep if f.kept else keep_nothing)
        start = code.fresh("s")
        code(f"{start} = pos")
        if nullable:  # nullable structs carry a presence byte
            code("if pos >= end:")
            code.indent()(f"raise past_end(pos, {f.name!r}, 'struct presence byte')")
            code.dedent()
            code("if buf[pos] >= 128:")
            code.indent()
            if f.kept:
                self.emitter.value(code, f, Value("struct", "None", start, "1"), into)
            code("pos += 1")
            code.dedent()
            code("else:")
            code.indent()("pos += 1")
        if f.kept:
            opened = self.emitter.struct_opened(code, f, start, into)
            code(f"pos = {self.emitter.call(inner, opened.items)}")
            self.emitter.closed(code, opened, start)
        else:
            code(f"pos = {self.emitter.call(inner, into.out)}")
        if nullable:
            code.dedent()

    def sized(self, code: Code, f: FieldAt, into: Into) -> None:
        """string, bytes and records: a length (-1 for null), then that many bytes."""
        start, n = self.length_or_null(code, f, into, f.base, f.base, wide=f.base != "string")
        if f.kept:
            raw = f"buf[pos : pos + {n}]"
            value = Value(f.base, f"{raw}.decode('utf-8', 'replace')" if f.base == "string" else raw, start,
                          f"pos + {n} - {start}")  # fmt: skip
            if f.base == "records":
                self.emitter.record_set(code, f, value, n, into)
            else:
                self.emitter.value(code, f, value, into)
        code(f"pos += {n}")
        code.dedent()

    def length_or_null(self, code: Code, f: FieldAt, into: Into, what: str, typ: str, wide: bool) -> tuple[str, str]:
        """A length (what: a sized type) or an array count, checked: an impossible one raises, -1 is
        null (a value when kept). Leaves `code` inside the branch where the value follows; returns
        the names of the start offset and of the length."""
        start, n = code.fresh("s"), code.fresh("n")
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
            self.emitter.value(code, f, Value(typ, "None", start, f"pos - {start}"), into)
        code.dedent()
        code("else:")
        code.indent()
        return start, n

    def length(self, code: Code, var: str, name: str, typ: str, compact: bool, wide: bool) -> None:
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


def _by_name(names: dict[str, Any], function: str) -> Reader:
    """A reader that calls the generated function `function` as it is when called (compiled on
    its first call, it replaces its stand-in in `names`)."""
    return lambda buf, pos, end, out, ctx: names[function](buf, pos, end, out, ctx)


def _compile(name: str, source: str, namespace: dict[str, Any]) -> None:
    exec(compile(source, f"<kafka decoder {name}>", "exec"), namespace)  # noqa: S102 (our own source)


def _compile_on_first_call(name: str, source: str, namespace: dict[str, Any]) -> Reader:
    """A stand-in that compiles the function, puts it in its place (generated code calls its
    functions by name) and runs it."""

    def first_call(*args: Any) -> int:  # (buf, pos, end, out, ctx) and what an emitter adds
        _compile(name, source, namespace)
        function: Callable[..., int] = namespace[name]
        return function(*args)

    return first_call


def _weight(f: FieldAt) -> int:
    """Nodes one element of an array field builds at most, its own arrays' elements aside (they
    are charged when their counts are read)."""
    return 1 + _nodes(f.children)


def _nodes(fields: tuple[FieldSpec, ...]) -> int:
    return sum(1 + (_nodes(c.children) if c.type == "struct" else 0) for c in fields)
