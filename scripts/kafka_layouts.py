"""A message's layout at one version, whatever described it, and the versioned fields that
reproduce a set of such layouts.

Apache's JSON definitions describe fields with version ranges; kio describes one dataclass per
version. Both are brought down to the same per-version layout (what is on the wire at version v),
compared there, and merged back into version ranges by `synthesize`, which `project` checks: the
generated schema must reproduce every source's layout at every version it took from it.
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

PRIMITIVES = {"bool", "int8", "int16", "int32", "int64", "uint16", "uint32", "float64", "string", "bytes",
              "uuid", "records"}  # fmt: skip


class V(NamedTuple):
    """A version range as the generated module writes it: V(low) is open, V(low, high) closed."""

    low: int
    high: int | None = None

    def __repr__(self) -> str:
        return f"V({self.low})" if self.high is None else f"V({self.low}, {self.high})"

    def holds(self, version: int) -> bool:
        return self.low <= version and (self.high is None or version <= self.high)


def version_range(spec: str | None) -> V | None:
    """'0-3' -> V(0, 3), '2+' -> V(2), '1' -> V(1, 1), 'none' -> None."""
    if spec is None or spec == "none":
        return None
    if spec.endswith("+"):
        return V(int(spec[:-1]))
    if "-" in spec:
        lo, hi = spec.split("-")
        return V(int(lo), int(hi))
    return V(int(spec), int(spec))


def within(version: int, versions: V | None) -> bool:
    return versions is not None and versions.holds(version)


def snake(name: str) -> str:
    """'CommittedOffset' -> 'committed_offset', 'ISRNodes' -> 'isr_nodes'."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name).lower()


class FieldLayout(NamedTuple):
    """One field as it is at one version."""

    name: str
    type: str  # a primitive, "struct", or "[]" + either
    nullable: bool = False
    tag: int | None = None  # a tagged field's tag
    own_flexible: bool | None = None  # None: the field states no flexible versions of its own
    entity: str | None = None  # not part of the wire layout: compared only where both sources have it
    children: tuple[FieldLayout, ...] = ()


class MessageLayout(NamedTuple):
    flexible: bool
    fields: tuple[FieldLayout, ...]


# -- from Apache's JSON definitions ---------------------------------------------------------------


def json_layouts(definition: dict[str, Any]) -> dict[int, MessageLayout]:
    """Every valid version of one definition file, as its layout: none for an api a release keeps
    only as a number (Kafka 4.4's LeaderAndIsr: "validVersions": "none")."""
    valid = version_range(definition["validVersions"])
    if valid is None:
        return {}
    assert valid.high is not None
    flexible = version_range(definition.get("flexibleVersions"))
    common = {c["name"]: c["fields"] for c in definition.get("commonStructs", [])}
    return {
        v: MessageLayout(within(v, flexible), _json_fields(definition.get("fields", []), v, common))
        for v in range(valid.low, valid.high + 1)
    }


def _json_fields(fields: list[dict[str, Any]], v: int, common: dict[str, Any]) -> tuple[FieldLayout, ...]:
    out = []
    for f in fields:
        if not within(v, version_range(f["versions"])):
            continue
        ftype: str = f["type"]
        array = "[]" if ftype.startswith("[]") else ""
        base = ftype[len(array) :]
        children: tuple[FieldLayout, ...] = ()
        if base not in PRIMITIVES:
            children = _json_fields(f.get("fields") or common[base], v, common)
            base = "struct"
        tag = f.get("tag")  # an int, though BrokerHeartbeatRequest writes it as a string ("0")
        tagged = within(v, version_range(f.get("taggedVersions")))
        stated = "flexibleVersions" in f
        out.append(FieldLayout(
            snake(f["name"]), array + base, within(v, version_range(f.get("nullableVersions"))),
            int(tag) if tagged and tag is not None else None,
            within(v, version_range(f["flexibleVersions"])) if stated else None,
            f.get("entityType"), children,
        ))  # fmt: skip
    return tuple(out)


# -- comparing ------------------------------------------------------------------------------------


def differences(a: MessageLayout, b: MessageLayout) -> list[str]:
    """Where two layouts of one version differ on the wire, or in what a field names (the entity,
    where both say); empty when they agree."""
    found = [] if a.flexible == b.flexible else [f"flexible: {a.flexible} vs {b.flexible}"]
    return found + _field_differences(a.fields, b.fields, "")


def _field_differences(a: tuple[FieldLayout, ...], b: tuple[FieldLayout, ...], path: str) -> list[str]:
    if [f.name for f in a] != [f.name for f in b]:
        return [f"{path or '<body>'}: fields {[f.name for f in a]} vs {[f.name for f in b]}"]
    found = []
    for x, y in zip(a, b, strict=True):
        where = f"{path}.{x.name}"
        for attr in ("type", "nullable", "tag", "own_flexible"):
            if getattr(x, attr) != getattr(y, attr):
                found.append(f"{where}: {attr} {getattr(x, attr)!r} vs {getattr(y, attr)!r}")
        if x.entity and y.entity and x.entity != y.entity:
            found.append(f"{where}: entity {x.entity!r} vs {y.entity!r}")
        found += _field_differences(x.children, y.children, where)
    return found


# -- back to version ranges -----------------------------------------------------------------------


class _Entry:
    """One field of the merged declaration: its layouts by version."""

    def __init__(self, name: str, type_: str, tag: int | None) -> None:
        self.name, self.type, self.tag = name, type_, tag
        self.versions: list[int] = []
        self.nullable: list[int] = []
        self.own_flexible: list[int] = []
        self.states_flexible = False
        self.entity: str | None = None
        self.children: dict[int, tuple[FieldLayout, ...]] = {}

    def continues(self, f: FieldLayout, v: int) -> bool:
        return (f.name, f.type, f.tag) == (self.name, self.type, self.tag) and self.versions[-1] == v - 1

    def add(self, f: FieldLayout, v: int) -> None:
        self.versions.append(v)
        if f.nullable:
            self.nullable.append(v)
        if f.own_flexible is not None:
            self.states_flexible = True
            if f.own_flexible:
                self.own_flexible.append(v)
        if f.entity is not None:
            assert self.entity in (None, f.entity), f"{self.name}: entity {self.entity} vs {f.entity}"
            self.entity = f.entity
        self.children[v] = f.children


def synthesize(layouts: dict[int, tuple[FieldLayout, ...]], newest: int) -> tuple[dict[str, Any], ...]:
    """Field declarations (the generator's dicts) whose projection at each version is that version's
    layout; ranges reaching `newest` are written open, as Apache writes them."""
    entries: list[_Entry] = []
    for v in sorted(layouts):
        pos = 0
        fields = layouts[v]
        for i, f in enumerate(fields):
            found = next((j for j in range(pos, len(entries)) if entries[j].continues(f, v)), None)
            if found is None:
                found = _insertion_point(entries, fields[i + 1 :], v, pos)
                entries.insert(found, _Entry(f.name, f.type, f.tag))
            entries[found].add(f, v)
            pos = found + 1
    return tuple(_declaration(e, newest) for e in entries)


def _insertion_point(entries: list[_Entry], later: tuple[FieldLayout, ...], v: int, pos: int) -> int:
    """Where a new field goes: before the first entry a later field of this version continues, so
    fields keep the order their definitions give them."""
    for j in range(pos, len(entries)):
        if any(entries[j].continues(f, v) for f in later):
            return j
    return len(entries)


def _span(versions: list[int], newest: int, what: str) -> V | None:
    if not versions:
        return None
    low, high = versions[0], versions[-1]
    assert versions == list(range(low, high + 1)), f"{what}: versions {versions} are not one range"
    return V(low) if high == newest else V(low, high)


def _declaration(e: _Entry, newest: int) -> dict[str, Any]:
    spec: dict[str, Any] = {"name": e.name, "type": e.type, "versions": _span(e.versions, newest, e.name)}
    nullable = _span(e.nullable, newest, e.name + " nullable")
    if nullable is not None:
        spec["nullable"] = _clip(nullable, e)
    if e.tag is not None:
        spec["tagged"] = spec["versions"]
        spec["tag"] = e.tag
    own = _span(e.own_flexible, newest, e.name + " flexible")
    if own is not None:
        spec["own_flexible"] = own
    if e.states_flexible:
        spec["states_flexible"] = True
    if e.entity is not None:
        spec["entity"] = e.entity
    if e.type.endswith("struct"):
        spec["children"] = synthesize(e.children, newest)
    return spec


def _clip(nullable: V, e: _Entry) -> V:
    """A nullable range as Apache writes it: open when it lasts as long as the field does."""
    if nullable.high is not None and nullable.high == e.versions[-1]:
        return V(nullable.low)
    return nullable


def project(fields: tuple[dict[str, Any], ...], v: int) -> tuple[FieldLayout, ...]:
    """The layout the generated declarations give at version v (the compiler's reading of them)."""
    out = []
    for f in fields:
        if not within(v, f["versions"]):
            continue
        tagged = within(v, f.get("tagged"))
        out.append(FieldLayout(
            f["name"], f["type"], within(v, f.get("nullable")), f.get("tag") if tagged else None,
            within(v, f.get("own_flexible")) if f.get("states_flexible") else None,
            f.get("entity"), project(f.get("children", ()), v),
        ))  # fmt: skip
    return tuple(out)
