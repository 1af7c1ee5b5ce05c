"""A decoded record set's JSON form: batches, legacy messages and records as the views and the
analyses read them, registered as the tree's converters for those node types (records.py builds
the nodes and imports this module, which registers them)."""

from __future__ import annotations

from typing import Any

from kafkasniff.dissectors.common.masks import Redacted
from kafkasniff.dissectors.tree import CONVERTERS, BytesRenderer, Node, to_json

BATCH_KEYS = ("base_offset", "magic", "codec", "crc_ok", "transactional", "control", "producer_id", "producer_epoch",
              "base_sequence", "partition_leader_epoch", "base_timestamp", "max_timestamp", "record_count")  # fmt: skip


def _batch_json(node: Node, render: BytesRenderer) -> dict[str, Any]:
    container = node.children[0] if node.children else None
    if container is None:
        return header_json(node.value)
    out = {key: node.value[key] for key in BATCH_KEYS}
    # (a record with its value decoded, metadata_log.py, has children: the rare case)
    out["records"] = [
        _values_json(r.value, render) if r.children is None else _record_json(r, render)
        for r in container.children or ()
    ]
    return out


def header_json(fields: dict[str, Any]) -> dict[str, Any]:
    """A batch whose records were not decoded: where they end is the header's word."""
    out = {key: fields[key] for key in BATCH_KEYS}
    out["records"] = None
    out["last_offset_delta"] = fields["last_offset_delta"]
    return out


def _message_json(node: Node, render: BytesRenderer) -> dict[str, Any]:
    f = node.value
    out = {
        "base_offset": f["offset"], "magic": f["magic"], "codec": f["codec"], "crc_ok": f["crc_ok"],
        "transactional": False, "control": False, "producer_id": -1, "producer_epoch": -1, "base_sequence": -1,
        "timestamp": f["timestamp"],
    }  # fmt: skip
    if f["codec"] == "none":
        record = {key: f[key] for key in ("offset", "timestamp", "key", "value", "headers")}
        out["records"] = [_values_json(record, render)]
    else:
        container = node.children[0] if node.children else None
        out["records"] = []
        out["batches"] = [to_json(c, render) for c in container.children or ()] if container else None
    return out


def _shown(data: Any, render: BytesRenderer) -> Any:
    if data is None:
        return None
    return data if isinstance(data, Redacted) else render(data)


def _values_json(fields: dict[str, Any], render: BytesRenderer) -> dict[str, Any]:
    out = dict(fields)
    key, value, headers = fields["key"], fields["value"], fields["headers"]
    # the common case inline (a record per call, millions of them): plain bytes, not Redacted
    out["key"] = render(key) if key.__class__ is bytes else _shown(key, render)
    out["value"] = render(value) if value.__class__ is bytes else _shown(value, render)
    if headers:
        out["headers"] = [
            {"key": None if k is None else k.decode("utf-8", "replace"), "value": _shown(v, render)} for k, v in headers
        ]
    else:
        out["headers"] = []
    return out


def _checked_json(node: Node, render: BytesRenderer) -> dict[str, Any]:
    """A set whose entries were kept as headers only (for a tree): its JSON is what it is without
    them, its size (the first of its children)."""
    size = node.children[0] if node.children else None
    return {"size": size.value if size is not None else None}


def _record_json(node: Node, render: BytesRenderer) -> dict[str, Any]:
    out = _values_json(node.value, render)
    for decoded in node.children or ():  # its value as the schema's fields (metadata_log.py)
        out[decoded.name] = to_json(decoded, render)
    return out


CONVERTERS.update(
    {
        "batch": _batch_json,
        "message": _message_json,
        "record": _record_json,
        "partial": lambda node, render: {"partial": True, "size": node.length},
        "checked": _checked_json,
    }
)
