"""The seam between the reader generator and what a generated reader builds.

The generator (generator.py) writes the code that checks every byte as the schema says: lengths,
counts, bounds, tagged sections, memory charges. Wherever a kept field has been read, it asks an
Emitter for the code that makes something of it: a tree reader appends Nodes (tree_reader.py), a
facts reader sets locals and appends the summary's facts (summary_reader.py), a JSON reader fills
dicts and lists (json_reader.py). Every hook writes Python source into a `Code`, in terms of
expressions the generator hands it (`Value`, `Into`), and each generated function has the
emitter's `params`.

A new output is a new Emitter: the checks, and so the errors and warnings, stay the generator's.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from kafkasniff.dissectors.kafka.readers.runtime import FIXED, KNOWN_TYPES, Keep, UnknownTag
from kafkasniff.dissectors.kafka.readers.runtime import keep_nothing as keep_nothing
from kafkasniff.dissectors.kafka.schema import Field, within

FieldSpec = Field  # one field of the generated schema


class Namespace:
    """The names one generator's functions share: the runtime's, constants, and the generated
    functions themselves (they call one another by name). A constant is kept with the source
    that makes it again, so the functions can be written out as a module (generator.py)."""

    def __init__(self, runtime: Mapping[str, Any], label: str = "") -> None:
        self.values: dict[str, Any] = dict(runtime)
        self.consts: dict[str, str] = {}  # source of a constant -> its name (one name per source)
        self.count = 0
        self.label = label  # in every name, so namespaces written into one module do not clash

    def fresh(self, prefix: str) -> str:
        self.count += 1
        return f"{prefix}{self.label}{self.count}"

    def const(self, value: Any, source: str) -> str:
        """A name generated code reads `value` by; `source` is a Python expression that makes it
        from the runtime's names and the generated functions' (constants are made after them)."""
        name = self.consts.get(source)
        if name is None:
            name = self.consts[source] = self.fresh("k")
            self.values[name] = value
        return name


class Code:
    """Lines of one generated function's Python source at an indentation level. Its locals are
    numbered within the function, so two functions that do the same thing read the same."""

    def __init__(self, namespace: Namespace) -> None:
        self.lines: list[str] = []
        self.depth = 1
        self.namespace = namespace
        self.locals = 0

    def __call__(self, line: str) -> None:
        self.lines.append("    " * self.depth + line)

    def indent(self) -> Code:
        self.depth += 1
        return self

    def dedent(self) -> None:
        self.depth -= 1

    def fresh(self, prefix: str) -> str:
        """A local name no other code of this function uses (the module's names end in a digit
        after a longer prefix, or are the runtime's: see generator.py)."""
        self.locals += 1
        return f"{prefix}{self.locals}"

    def const(self, value: Any, source: str) -> str:
        return self.namespace.const(value, source)


class FieldAt:
    """A field's schema facts at one version, in the terms the generator and emitters need."""

    __slots__ = ("name", "typ", "entity", "children", "flexible", "nullable", "is_array", "base", "kept", "fixed_size")

    def __init__(self, spec: FieldSpec, version: int, flexible: bool, keep: Keep | None) -> None:
        typ = spec.type
        self.name, self.typ, self.entity, self.children = spec.name, typ, spec.entity, spec.children
        self.flexible = within(version, spec.own_flexible) if spec.states_flexible else flexible
        self.nullable = within(version, spec.nullable)
        self.is_array = typ.startswith("[]")
        self.base = typ[2:] if self.is_array else typ  # an array's element type
        self.kept = keep is None or projected(spec, version, keep)  # has (or holds) something to emit
        fixed = not self.is_array and (self.base in FIXED or (self.base == "uuid" and not self.kept))
        self.fixed_size = (16 if self.base == "uuid" else FIXED[self.base].size) if fixed else None
        if self.base not in KNOWN_TYPES:
            raise ValueError(f"unknown type {typ} in the schema")


def projected(spec: FieldSpec, version: int, keep: Keep) -> bool:
    """Whether a field, or any field inside it at this version, is in the projection."""
    if not within(version, spec.versions):
        return False
    if keep(spec.name, spec.entity, spec.type.removeprefix("[]")):
        return True
    return bool(spec.children) and any(projected(c, version, keep) for c in spec.children)


@dataclass(frozen=True, slots=True)
class Value:
    """A value generated code has read, as Python expressions: the value itself ("None" for a
    null), where its bytes start and how many they are; `typ` is its schema type."""

    typ: str
    expr: str
    start: str
    length: str

    @property
    def null(self) -> bool:
        return self.expr == "None"


@dataclass(frozen=True, slots=True)
class Into:
    """Where a kept value goes: `out`, the expression of what the enclosing struct or array is read
    into, and whether the value is one element of an array field (else the field itself)."""

    out: str
    element: bool


@dataclass(frozen=True, slots=True)
class Opened:
    """A struct or array an emitter opened: what its fields or elements are read into, and a
    name it wants back in `closed` (None: nothing to close)."""

    items: str
    node: str | None = None


@dataclass(frozen=True, slots=True)
class StructAt:
    """A struct whose function the generator is about to write: its fields at `version`, the
    projection, whether it is the message itself (`top`) or one tagged field (`tagged`)."""

    specs: tuple[FieldSpec, ...]
    version: int
    flexible: bool
    keep: Keep | None
    top: bool = False
    tagged: bool = False


class Emitter:
    """What a generated reader makes of the fields it keeps. The generator calls these hooks while
    it writes each function; they write code into `code`. The defaults write nothing."""

    params = "buf, pos, end, out, ctx"  # of every generated function (extra ones need defaults)
    unknown_tag: UnknownTag | None = None  # keeps an unknown tagged field's bytes in `out`
    runtime: Mapping[str, Any] = {}  # names the emitter's code uses, beside the generator's
    runtime_modules: Mapping[str, str] = {}  # each of those names -> the module a generated module imports it from

    def call(self, function: str, out: str) -> str:
        """A call of a generated function reading into `out` (a struct's fields, say)."""
        return f"{function}(buf, pos, end, {out}, ctx)"

    @contextmanager
    def scope(self, struct: StructAt) -> Iterator[None]:
        """While the function of `struct` (and the functions it calls) is written."""
        yield

    def value(self, code: Code, field: FieldAt, value: Value, into: Into) -> None:
        """A kept value has been read (or a null, or a null struct, array or sized value)."""

    def struct_opened(self, code: Code, field: FieldAt, start: str, into: Into) -> Opened:
        """A kept struct begins at `start`: what its fields are read into."""
        return Opened(into.out)

    def array_opened(self, code: Code, field: FieldAt, start: str, into: Into) -> Opened:
        """A kept array field begins (its count checked and charged): what its elements go into."""
        return Opened(into.out)

    def closed(self, code: Code, opened: Opened, start: str) -> None:
        """A struct or array opened at `start` has been read (`pos` is past it)."""

    def record_set(self, code: Code, field: FieldAt, value: Value, size: str, into: Into) -> None:
        """A kept record set (`size`: its bytes after the length). Its batches are checked later,
        from ctx.records, so every emitter that does not check them itself appends it there."""

    def struct_started(self, code: Code) -> None:
        """Code at the start of a struct function, before its fields."""

    def struct_ended(self, code: Code) -> None:
        """Code at the end of a struct function, after its tagged section."""

    def fields_read(self, code: Code, names: list[str]) -> None:
        """Code after the fields `names` (one field, or a run of fixed-size ones) are read."""
