"""The readers generated ahead of time: modules under readers/generated/, written from the schema by
scripts/generate_kafka_readers.py (a test checks they are what it writes now), so a run imports
its readers instead of compiling them.

A body's readers are grouped by family (what they build) and api, one module each, imported on
first use; headers, leading fields and the schema's data messages have a module each. A reader
that was not generated (another projection, say) raises NotPrebuilt: the caller compiles it.
"""

from __future__ import annotations

import importlib
from collections.abc import Hashable
from enum import StrEnum
from typing import Any

from kafkasniff.dissectors.kafka.readers.runtime import Reader

PACKAGE = "kafkasniff.dissectors.kafka.readers.generated"


class Family(StrEnum):
    """What a body's generated readers build, each a subpackage of generated/."""

    TREE = "tree"  # a node for every field
    SUMMARY_TREE = "summary_tree"  # nodes for the one-line view's projection (projections.py)
    FACTS = "facts"  # the one-line summary's facts (summary_reader.py), or None for a version without
    JSON = "json"  # the JSON form (json_reader.py)


class NotPrebuilt(LookupError):
    """No reader of this key was generated ahead of time."""


def body_reader(family: Family, kind: str, api_key: int, version: int, highlight: str | None = None) -> Reader | None:
    """The reader of a request or response body (`kind`) of an api at a version the schema knows;
    facts readers are generated for the api's own highlighted field only. None: the family
    has no reader of that body (a facts reader of a version read off trees)."""
    key = (kind, version, highlight) if family is Family.FACTS else (kind, version)
    return lookup(f"{family}.api_{api_key}", key)


def header_reader(header: str, version: int, projection: str) -> Reader:
    """A RequestHeader or ResponseHeader reader, `projection` named as in projections.PROJECTION_NAMES."""
    return _reader("headers", (header, version, projection))


def leading_reader(kind: str, api_key: int, version: int, through: str) -> Reader:
    """A reader of a body's leading fields up to `through` (compiler.prefix_reader's)."""
    return _reader("leading", (kind, api_key, version, through))


def data_reader(table: str, key: int | str, version: int) -> Reader:
    """The tree reader of one of the schema's data messages: "data" by name or "metadata_record"
    by record type."""
    return _reader("data", (table, key, version))


def lookup(module: str, key: Hashable) -> Any:
    """READERS[key] of a generated module (imported once, by Python's module cache)."""
    name = f"{PACKAGE}.{module}"
    try:
        readers = importlib.import_module(name).READERS
    except ModuleNotFoundError as exc:
        if exc.name is None or not name.startswith(exc.name):
            raise  # a generated module that imports what is not there is a bug, not a missing reader
        raise NotPrebuilt(module) from exc
    try:
        return readers[key]
    except KeyError as exc:
        raise NotPrebuilt(f"{module}: {key!r}") from exc


def _reader(module: str, key: Hashable) -> Reader:
    reader: Reader = lookup(module, key)
    return reader
