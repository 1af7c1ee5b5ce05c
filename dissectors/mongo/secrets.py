"""Credentials in MongoDB commands, masked unless --show-secrets: SASL payloads (SCRAM proofs,
PLAIN passwords) in saslStart/saslContinue and a handshake's speculativeAuthenticate, both ways,
and the passwords of createUser/updateUser. The values are replaced in the decoded documents
and their bytes are listed for the hex dump to hide."""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping
from typing import Any

from kafkasniff.dissectors.common.masks import MASK
from kafkasniff.dissectors.mongo import bson_tree
from kafkasniff.dissectors.mongo.commands import Asked
from kafkasniff.dissectors.tree import Node

SASL = frozenset({"saslStart", "saslContinue", "authenticate"})
Span = tuple[int, int]  # (offset, length) in the frame


def secret_paths(document: Mapping[str, Any], asked: Asked | None, reply: bool) -> list[tuple[str, ...]]:
    """Where a command or reply document holds a credential."""
    command = asked.command if asked is not None else None
    paths: list[tuple[str, ...]] = []
    if command in SASL:
        paths += [("payload",), ("key",)]
    if command in ("createUser", "updateUser") and not reply:
        paths.append(("pwd",))
    if isinstance(document.get("speculativeAuthenticate"), Mapping):
        paths.append(("speculativeAuthenticate", "payload"))
    return [p for p in paths if _get(document, p) is not None]


def mask(document_node: Node, data: bytes, asked: Asked | None, reply: bool) -> list[Span]:
    """Replace the credentials of one decoded document; their spans in `data`."""
    document = document_node.value
    if not isinstance(document, MutableMapping):
        return []
    spans: list[Span] = []
    for path in secret_paths(document, asked, reply):
        element = _element(document_node, data, path)
        _set(document, path, MASK)
        if element is not None:
            element.value, element.children = MASK, None
            spans.append((element.offset, element.length))
    return spans


def _element(document_node: Node, data: bytes, path: tuple[str, ...]) -> Node | None:
    children = document_node.children
    if children is None:
        children = bson_tree.elements(data, document_node.offset, document_node.value)
    node: Node | None = None
    for name in path:
        node = next((c for c in children or [] if c.name == name), None)
        if node is None:
            return None
        children = node.children
    return node


def _get(document: Mapping[str, Any], path: tuple[str, ...]) -> Any:
    value: Any = document
    for name in path:
        value = value.get(name) if isinstance(value, Mapping) else None
    return value


def _set(document: MutableMapping[str, Any], path: tuple[str, ...], value: Any) -> None:
    for name in path[:-1]:
        document = document[name]
    document[path[-1]] = value
