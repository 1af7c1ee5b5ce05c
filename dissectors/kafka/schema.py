"""The records the generated schema (schema_data.py) is written in: a declaration of every api,
message, version range and field, read by the compiler, never hand-edited."""

from __future__ import annotations

from typing import NamedTuple


class Versions(NamedTuple):
    """An inclusive range of versions; high None for an open range ("3+")."""

    low: int
    high: int | None = None

    def holds(self, version: int) -> bool:
        return self.low <= version and (self.high is None or version <= self.high)


class Field(NamedTuple):
    name: str  # snake_case
    type: str  # a primitive, "struct", or "[]" + either
    versions: Versions
    nullable: Versions | None = None
    tagged: Versions | None = None  # the versions in which it is a tagged field
    tag: int | None = None
    # A field that states its own flexible versions (e.g. the request header's client id, never
    # compact): them, rather than the message's.
    own_flexible: Versions | None = None
    states_flexible: bool = False
    entity: str | None = None  # what the value names (topicName, groupId...)
    children: tuple[Field, ...] = ()  # a struct's fields (common structs inlined)


class Message(NamedTuple):
    low: int  # valid versions
    high: int
    flexible: Versions | None
    fields: tuple[Field, ...]


class Api(NamedTuple):
    name: str
    low: int  # valid versions
    high: int
    first_flexible: int | None


def within(version: int, versions: Versions | None) -> bool:
    return versions is not None and versions.holds(version)
