"""--redact for MongoDB: string and binary values in documents (the data of inserts, filters,
updates, results) become `<redacted N bytes>` in every view and their bytes `**` in the hex
dump. What says what the exchange is stays: a command's name and target collection, `$db`,
`collection`, `codeName`, a cursor's `ns`, and every number, boolean and key."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kafkasniff.dissectors.common.masks import Redacted
from kafkasniff.dissectors.tree import Node

KEPT = frozenset({"$db", "collection", "codeName", "mechanism", "ns"})  # top-level names of a command
Span = tuple[int, int]


def marker(value: str | bytes) -> Redacted:
    size = len(value.encode("utf-8", "replace")) if isinstance(value, str) else len(value)
    return Redacted.of(size)


def redact(document: Node, command: bool) -> list[Span]:
    """Redact one document node (and its element nodes, when expanded); the spans it hid.
    In a command document the command's own name and target and the KEPT names stay."""
    value = document.value
    if not isinstance(value, Mapping):
        return []
    first = next(iter(value), None)
    kept = KEPT | {first} if command and first is not None else frozenset({"ns"})
    document.value = {k: v if k in kept else _redacted(v) for k, v in value.items()}
    spans: list[Span] = []
    for element in document.children or []:
        if element.name not in kept:
            _redact_element(element, spans)
    return spans


def _redacted(value: Any) -> Any:
    if isinstance(value, Redacted):
        return value
    if isinstance(value, str | bytes):
        return marker(value)
    if isinstance(value, Mapping):
        return {k: v if k == "ns" else _redacted(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_redacted(v) for v in value]
    return value


def _redact_element(element: Node, spans: list[Span]) -> None:
    if element.children is not None:
        for child in element.children:
            if child.name != "ns":
                _redact_element(child, spans)
    elif isinstance(element.value, str | bytes) and not isinstance(element.value, Redacted):
        element.value = marker(element.value)
        spans.append((element.offset, element.length))
