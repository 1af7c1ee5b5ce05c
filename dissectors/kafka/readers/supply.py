"""Where a run's readers come from: the modules generated ahead of time (prebuilt.py) when the
reader was generated, else compiled now (compiler.py; only then is the generator imported).
Each function has the shape body.py's caches call to make a reader."""

from __future__ import annotations

from kafkasniff.dissectors.kafka.projections import PROJECTION_NAMES, summary_projection
from kafkasniff.dissectors.kafka.readers import prebuilt
from kafkasniff.dissectors.kafka.readers.prebuilt import Family, NotPrebuilt
from kafkasniff.dissectors.kafka.readers.runtime import Keep, Reader
from kafkasniff.dissectors.kafka.schema import Message
from kafkasniff.dissectors.kafka.schema_data import DATA, HEADERS, METADATA_RECORDS

_TREE_FAMILIES: dict[Keep | None, Family] = {None: Family.TREE, summary_projection: Family.SUMMARY_TREE}


def tree(kind: str, api_key: int, version: int, message: Message, keep: Keep | None) -> Reader:
    """A body's tree reader with the projection `keep` (None: every field)."""
    family = _TREE_FAMILIES.get(keep)
    ahead = _ahead(family, kind, api_key, version) if family is not None else None
    return ahead if ahead is not None else _compiled(message, version, keep)


def facts(kind: str, api_key: int, version: int, message: Message, keep: Keep, request: bool,
          highlight: str | None) -> Reader | None:  # fmt: skip
    """A body's summary-facts reader, or None for a version whose facts are read off trees."""
    if keep is summary_projection:
        try:
            return prebuilt.body_reader(Family.FACTS, kind, api_key, version, highlight)
        except NotPrebuilt:
            pass
    from kafkasniff.dissectors.kafka.readers.summary_reader import facts_reader

    return facts_reader(message, version, keep, request, highlight)


def json(kind: str, api_key: int, version: int, message: Message) -> Reader:
    """A body's JSON reader."""
    ahead = _ahead(Family.JSON, kind, api_key, version)
    if ahead is not None:
        return ahead
    from kafkasniff.dissectors.kafka.readers.json_reader import json_reader

    return json_reader(message, version)


def leading(kind: str, api_key: int, version: int, message: Message, through: str) -> Reader:
    """A reader of a body's leading fields up to `through` (the rest is not read)."""
    try:
        return prebuilt.leading_reader(kind, api_key, version, through)
    except NotPrebuilt:
        from kafkasniff.dissectors.kafka.readers.compiler import prefix_reader

        return prefix_reader(message, version, through)


def header(name: str, version: int, keep: Keep | None) -> Reader:
    """A RequestHeader or ResponseHeader reader with the projection `keep`."""
    projection = PROJECTION_NAMES.get(keep)
    if projection is not None:
        try:
            return prebuilt.header_reader(name, version, projection)
        except NotPrebuilt:
            pass
    return _compiled(HEADERS[name], version, keep)


def data(table: str, key: int | str, version: int) -> Reader:
    """The tree reader of a data message ("data", by name) or a metadata log record
    ("metadata_record", by type) at a version the schema has."""
    try:
        return prebuilt.data_reader(table, key, version)
    except NotPrebuilt:
        message = DATA[str(key)] if table == "data" else METADATA_RECORDS[int(key)]
        return _compiled(message, version, None)


def _ahead(family: Family, kind: str, api_key: int, version: int) -> Reader | None:
    """A body's reader of a family that has one for every body (trees, JSON), if generated."""
    try:
        return prebuilt.body_reader(family, kind, api_key, version)
    except NotPrebuilt:
        return None


def _compiled(message: Message, version: int, keep: Keep | None) -> Reader:
    from kafkasniff.dissectors.kafka.readers.compiler import message_reader

    return message_reader(message, version, keep)
