"""A decoded MongoDB message as JSON (documents in relaxed Extended JSON), and the element
trees the tree view shows under each BSON document."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kafkasniff.dissectors.mongo import bson_tree
from kafkasniff.dissectors.mongo.compression import COMPRESSORS
from kafkasniff.dissectors.tree import BytesRenderer, Node

CONTAINERS = frozenset({"[]document", "[]section", "section", "sequence", "decompressed"})


def message(tree: Node, render: BytesRenderer) -> dict[str, Any]:
    """Header and body fields by name; an OP_COMPRESSED message adds the original one as
    `message`."""
    return _fields(tree.children or [], render)


def _fields(nodes: list[Node], render: BytesRenderer) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for node in nodes:
        out[node.name] = _json(node, render)
        if node.name == "compressor_id":
            out["compressor"] = COMPRESSORS.get(node.value)
    return out


def _json(node: Node, render: BytesRenderer) -> Any:
    kind = node.type
    if kind == "document":
        return bson_tree.to_json(node.value)
    if kind == "struct" or kind == "decompressed":
        return _fields(node.children or [], render)
    if kind == "section":
        return {"kind": 0, "body": _json((node.children or [])[0], render)} if node.children else {"kind": 0}
    if kind == "sequence":
        children = node.children or []
        documents = [_json(c, render) for c in children[1:]]
        return {"kind": 1, "identifier": node.name, "documents": documents}
    if kind.startswith("[]"):
        return [_json(c, render) for c in node.children or []]
    if kind == "bytes":
        return {"size": node.length} if node.name == "compressed_message" else render(bytes(node.value))
    return node.value


def expand_documents(data: bytes, nodes: list[Node]) -> None:
    """Give every BSON document node its element nodes (name, type, value, offset, length)."""
    for node in nodes:
        if node.type == "document" and isinstance(node.value, Mapping):
            node.children = bson_tree.elements(data, node.offset, node.value)
        elif node.type in CONTAINERS:
            expand_documents(data, node.children or [])
