"""Readers that find a body's summary facts straight from its bytes, with no field tree.

The one-line view needs only what `summary.digest` and `summary.entities` read off a projected
tree: errors with their topic and partition, the structs that stand for one partition (with the
api's highlighted value), the topic names and ids mentioned, the request's group, transactional
id and producer id. These readers are generated from the same schema by the same generator as the
tree decoders (compiler.py), so they check every byte the same way, charge the same memory and
raise the same DecodeError; only their output hooks differ: a kept value lands in a local of the
generated function, and the facts are appended to a `summary.Digest` when the struct's fields
that decide them have been read.

`summary._visit` is the specification. A struct's topic and partition come from all of its
direct fields (a pre-pass over the children), so a reader is generated only for the message
versions where reading in wire order cannot change the answer: the fields naming a struct's topic
and partition come before any inner structure whose facts depend on them, and an error waits for
its `_message` sibling only when nothing with such facts lies in between. Other versions
(`facts_reader` returns None) are decoded into trees as before. A reader that raises leaves the
exchange to the tree decoders too: partly read structs are the tree's business.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.compiler import (
    FIXED,
    FieldSpec,
    Keep,
    Reader,
    _Code,
    _Field,
    _Generator,
    keep_nothing,
)
from kafkasniff.dissectors.kafka.schema import Message, within
from kafkasniff.dissectors.kafka.summary import ABSENT, ENTITY_KEYS, ERROR_FIELDS, NULL_UUID, ErrorAt
from kafkasniff.dissectors.kafka.vocabulary import PARTITION_FIELDS

MESSAGE_OF = {name: name.replace("_code", "_message") for name in ERROR_FIELDS}
SCALARS = frozenset({*FIXED, "uuid", "string", "bytes"})


class Unwalkable(Exception):
    """This message version's facts depend on fields read after them: decode it into a tree."""


@dataclass
class _Plan:
    """What a struct function does with its kept fields: the locals some of them land in, code to
    run after a field is read, and the facts its array elements give."""

    locals: dict[str, str] = field(default_factory=dict)  # field name -> local variable
    immediate: dict[str, list[str]] = field(default_factory=dict)  # field name -> code after its value
    after: dict[str, list[str]] = field(default_factory=dict)  # field name -> code after the field
    elements: dict[str, str] = field(default_factory=dict)  # array field name -> "names" | "ids"
    prologue: list[str] = field(default_factory=list)
    epilogue: list[str] = field(default_factory=list)


_EMPTY = _Plan()


def facts_reader(message: Message, version: int, keep: Keep, request: bool, highlight: str | None) -> Reader | None:
    """A reader of `message`'s facts at `version`, appending to the Digest it is given as `out`;
    `keep` is the projection the tree decoders of the summary use (so the checks and memory
    charges are theirs), `highlight` the per-partition field shown on the line. None when the
    version's facts cannot be found in one pass (see the module's doc)."""
    _, _, flexible_versions, fields = message
    gen = _FactsGenerator(request, highlight)
    try:
        top = gen.struct_function(fields, version, within(version, flexible_versions), keep)
    except Unwalkable:
        return None
    return gen.build(top)


class _FactsGenerator(_Generator):
    # the top function and tagged fields' (which hold no facts: see plan_struct) are called as Readers
    PARAMS = "buf, pos, end, out, ctx, topic=None, partition=None, open_=True"
    UNKNOWN_TAG = None

    def __init__(self, request: bool, highlight: str | None) -> None:
        super().__init__()
        self.names.update(_FACTS_RUNTIME)
        self.request, self.highlight = request, highlight
        self.plan = _EMPTY
        self.top = True

    def call(self, function: str, out: str) -> str:
        return f"{function}(buf, pos, end, out, ctx, topic, partition, open_)"

    def struct_function(self, specs: tuple[FieldSpec, ...], version: int, flexible: bool, keep: Keep | None) -> str:
        top, self.top = self.top, False
        plan = _EMPTY if keep is keep_nothing else self.plan_struct(specs, version, flexible, keep, top)
        outer, self.plan = self.plan, plan
        try:
            return super().struct_function(specs, version, flexible, keep)
        finally:
            self.plan = outer

    def field_function(self, spec: FieldSpec, version: int, flexible: bool, keep: Keep | None) -> Reader:
        outer, self.plan = self.plan, _EMPTY  # a tagged field has no facts (plan_struct checks)
        try:
            return super().field_function(spec, version, flexible, keep)
        finally:
            self.plan = outer

    # -- output hooks: locals and facts, no nodes -----------------------------------------

    def leaf(self, code: _Code, f: _Field, typ: str, value: str, start: str, length: str, out: str,
             element: bool) -> None:  # fmt: skip
        plan = self.plan
        if element:
            kind = plan.elements.get(f.name)
            if kind is not None and value != "None":
                code(f"e = {value}")
                check = "e != NULL_UUID" if kind == "ids" else "True"
                code(f"if {check}: out.{kind}.append(e)")
            return
        var = plan.locals.get(f.name)
        if var is None:
            return
        code(f"{var} = {value}")
        if value != "None":
            for line in plan.immediate.get(f.name, ()):
                code(line)

    def open_struct(self, code: _Code, f: _Field, start: str, out: str, element: bool) -> tuple[str, str | None]:
        return "out", None

    def open_array(self, code: _Code, f: _Field, start: str, out: str) -> tuple[str, str | None]:
        return "out", None

    def records(self, code: _Code, f: _Field, value: str, start: str, length: str, size: str, out: str,
                element: bool) -> None:  # fmt: skip
        code(f"ctx.records.append(Node({f.name!r}, 'records', {value}, {start}, {length}, None, {f.entity!r}))")

    def prologue(self, code: _Code) -> None:
        for line in self.plan.prologue:
            code(line)

    def epilogue(self, code: _Code) -> None:
        for line in self.plan.epilogue:
            code(line)

    def after_fields(self, code: _Code, names: list[str]) -> None:
        for name in names:
            for line in self.plan.after.get(name, ()):
                code(line)

    # -- planning -------------------------------------------------------------------------

    def plan_struct(self, specs: tuple[FieldSpec, ...], version: int, flexible: bool, keep: Keep | None,
                    top: bool) -> _Plan:  # fmt: skip
        """The plan of one struct at `version`, or Unwalkable."""
        fields: list[_Field] = []
        for spec in specs:
            if not within(version, spec.versions):
                continue
            f = _Field(spec, version, flexible, keep)
            tagged = flexible and within(version, spec.tagged) and spec.tag is not None
            if tagged:
                if f.kept and _has_facts(spec, version):
                    raise Unwalkable(f"tagged field {f.name} has facts")
            elif f.kept:
                fields.append(f)
        return _StructPlanner(fields, version, top and self.request, self.highlight).plan()


class _StructPlanner:
    """Works out one struct's plan from its kept (untagged) fields, in wire order."""

    def __init__(self, fields: list[_Field], version: int, entities: bool, highlight: str | None) -> None:
        self.fields, self.version, self.entities, self.highlight = fields, version, entities, highlight
        self.out = _Plan()
        self.index = {f.name: i for i, f in enumerate(fields)}
        if len(self.index) != len(fields):
            raise Unwalkable("two fields of one name")

    def plan(self) -> _Plan:
        names, ids, parts, errors = self.scalars()
        identity = max((self.index[n] for n in names + ids + parts), default=-1)
        dependent = [i for i, f in enumerate(self.fields) if not _leafy(f) and _context_facts(f, self.version)]
        if any(i < identity for i in dependent):
            raise Unwalkable("an inner structure's facts come before its struct's topic or partition")
        if len(names) > 1 or len(ids) > 1:
            raise Unwalkable("two topic names or ids in one struct")
        if identity >= 0:
            self.identity(self.fields[identity].name, names, ids, parts)
        self.errors(errors, identity, dependent)
        return self.out

    def scalars(self) -> tuple[list[str], list[str], list[str], list[str]]:
        """Fields that decide facts: topic names, topic ids, partitions, errors (and the locals,
        elements and immediate facts of every kept field)."""
        names: list[str] = []
        ids: list[str] = []
        parts: list[str] = []
        errors: list[str] = []
        plan = self.out
        for f in self.fields:
            if f.is_array and f.base != "struct":
                self.array_of_values(f)
                continue
            if f.base == "struct":
                inside = not f.is_array and _entity_inside(f.children, self.version)
                if self.entities and (inside or f.entity in ENTITY_KEYS):
                    raise Unwalkable(f"{f.name}: an entity in a struct")
                if f.name == self.highlight:
                    raise Unwalkable(f"{f.name}: a highlighted value that is not a value")
                continue
            var = f"L_{f.name}"
            immediate: list[str] = []
            if f.entity == "topicName" and f.base in ("string", "uuid"):
                names.append(f.name)
                immediate.append(f"out.names.append({var})")
            if f.name == "topic_id" and f.base in ("string", "uuid"):
                ids.append(f.name)
                immediate.append(f"if {var} != NULL_UUID: out.ids.append({var})")
            if f.name in PARTITION_FIELDS and f.base == "int32":
                parts.append(f.name)
            if f.name in ERROR_FIELDS:
                errors.append(f.name)
            if f.name == self.highlight and f.base not in SCALARS:
                raise Unwalkable(f"{f.name}: a highlighted value that is not a value")
            if self.entities and f.entity in ENTITY_KEYS:  # null values count too: not immediate
                entity = f"if {f.entity!r} not in out.entities: out.entities[{f.entity!r}] = {var}"
                plan.after.setdefault(f.name, []).append(entity)
            plan.locals[f.name] = var
            if immediate:
                plan.immediate[f.name] = [f"if {var} is not None:", *(f"    {line}" for line in immediate)]
        return names, ids, parts, errors

    def array_of_values(self, f: _Field) -> None:
        if f.name in ERROR_FIELDS or (self.entities and f.entity in ENTITY_KEYS):
            raise Unwalkable(f"{f.name}: an array of errors or entities")
        if f.entity == "topicName" and f.base in ("string", "uuid"):
            self.out.elements[f.name] = "names"
        elif f.name == "topic_id" and f.base in ("string", "uuid"):
            self.out.elements[f.name] = "ids"

    def identity(self, last: str, names: list[str], ids: list[str], parts: list[str]) -> None:
        """After the last field naming the struct's topic or partition: the topic (a name wins,
        then the inherited topic, then the id resolved), the partition, and whether the struct is
        listed as one partition (then its inner structs are details of it, not listed)."""
        lines: list[str] = []
        if names:
            lines += [f"if L_{names[0]} is not None:", f"    topic = L_{names[0]}"]
        if ids:
            resolve = [f"topic = out.topic_ids.get(L_{ids[0]}, L_{ids[0]})"]
            lines += ["elif topic is None:" if names else "if topic is None:", *(f"    {r}" for r in resolve)]
        if parts:
            own = f"L_{parts[-1]}"
            lines += [f"partition = {own}", "if open_ and topic is not None:", "    open_ = False", "    listed = True"]
            shown = f"L_{self.highlight}" if self.highlight in self.out.locals else "ABSENT"
            self.out.prologue.append("listed = False")
            self.out.epilogue += ["if listed:", f"    out.partitions.append((topic, {own}, {shown}))"]
        self.out.after.setdefault(last, []).extend(lines)

    def errors(self, errors: list[str], identity: int, dependent: list[int]) -> None:
        """Each error is appended once its topic, partition and message are known, provided no
        inner structure with facts of their own is read in between (their order is the tree's)."""
        last = -1
        for name in errors:
            at = self.index[name]
            message = MESSAGE_OF.get(name)
            when = max(at, identity, self.index.get(message, -1) if message else -1)
            if when < last or any(at < i <= when for i in dependent):
                raise Unwalkable(f"{name} is known only after facts that follow it")
            last = when
            text = f"L_{message}" if message in self.out.locals else "None"
            append = f"out.errors.append(ErrorAt(error_name(L_{name}), L_{name}, topic, partition, {name!r}, {text}))"
            self.out.after.setdefault(self.fields[when].name, []).extend([f"if L_{name}:", f"    {append}"])


def _leafy(f: _Field) -> bool:
    return f.base in SCALARS or f.base == "records"


def _children_at(fields: tuple[FieldSpec, ...], version: int) -> list[FieldSpec]:
    return [c for c in fields if within(version, c.versions)]


def _context_facts(f: _Field, version: int) -> bool:
    """Whether an inner structure holds facts that depend on the topic and partition around it."""
    return _deep(f.children, version, lambda c: c.name in ERROR_FIELDS or c.name in PARTITION_FIELDS)


def _has_facts(spec: FieldSpec, version: int) -> bool:
    """Whether a field is, or holds, anything a summary reads."""

    def reads(c: FieldSpec) -> bool:
        return c.name in ERROR_FIELDS or c.name in PARTITION_FIELDS or c.name in MESSAGE_OF.values() or (
            c.entity in ("topicName", *ENTITY_KEYS)) or c.name == "topic_id"  # fmt: skip

    return reads(spec) or _deep(spec.children, version, reads)


def _deep(fields: tuple[FieldSpec, ...], version: int, test: Any) -> bool:
    return any(test(c) or _deep(c.children, version, test) for c in _children_at(fields, version))


def _entity_inside(fields: tuple[FieldSpec, ...], version: int) -> bool:
    """An entity `summary.entities` would find: in a struct, or a struct in it (not in arrays)."""
    for c in _children_at(fields, version):
        if c.entity in ENTITY_KEYS or (c.type == "struct" and _entity_inside(c.children, version)):
            return True
    return False


_FACTS_RUNTIME: dict[str, Any] = {
    "ErrorAt": ErrorAt, "error_name": error_name, "NULL_UUID": NULL_UUID, "ABSENT": ABSENT,
}  # fmt: skip
