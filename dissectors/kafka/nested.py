"""Protocols Kafka carries inside `bytes` fields, decoded in place (offsets stay frame-relative):
the consumer protocol's subscription and assignment in JoinGroup/SyncGroup, and SASL PLAIN
credentials in SaslAuthenticate (password masked unless secrets are shown)."""

from __future__ import annotations

import struct

from dissectors.kafka.body import decode
from dissectors.kafka.compiler import Context, Reader, message_reader
from dissectors.kafka.schema_data import DATA
from dissectors.tree import Node

JOIN_GROUP, SYNC_GROUP, SASL_AUTHENTICATE = 11, 14, 36
MASK = "********"

# (api key, "request"/"response") -> (path of field names to the bytes, consumer protocol message)
CONSUMER_PROTOCOL_FIELDS = {
    (JOIN_GROUP, "request"): (("protocols", "metadata"), "ConsumerProtocolSubscription"),
    (JOIN_GROUP, "response"): (("members", "metadata"), "ConsumerProtocolSubscription"),
    (SYNC_GROUP, "request"): (("assignments", "assignment"), "ConsumerProtocolAssignment"),
    (SYNC_GROUP, "response"): (("assignment",), "ConsumerProtocolAssignment"),
}

CONSUMER_PROTOCOL_APIS = frozenset(key for key, _ in CONSUMER_PROTOCOL_FIELDS)
# the bytes fields (and arrays on the way) that carry them: a summary needs their topics
CARRIER_NAMES = frozenset(name for path, _ in CONSUMER_PROTOCOL_FIELDS.values() for name in path)

_readers: dict[tuple[str, int], Reader] = {}


def bytes_nodes(node: Node, path: tuple[str, ...]) -> list[Node]:
    """Nodes reached by following field names, through arrays."""
    if not path:
        return [node]
    found: list[Node] = []
    for child in node.children or ():
        if child.type.startswith("[]") and child.name == path[0] and len(path) > 1:
            for element in child.children or ():
                found += bytes_nodes(element, path[1:])
        elif child.name == path[0]:
            found += bytes_nodes(child, path[1:])
    return found


def payload_span(node: Node) -> tuple[int, int] | None:
    """Frame offsets of a bytes field's content (after its length prefix)."""
    if node.value is None or node.children is not None:
        return None
    end = node.offset + node.length
    return end - len(node.value), end


def decode_consumer_protocol(api_key: int, kind: str, body: Node, frame: bytes, protocol_type: str | None) -> None:
    entry = CONSUMER_PROTOCOL_FIELDS.get((api_key, kind))
    if entry is None or protocol_type not in ("consumer", None):
        return
    path, message_name = entry
    for node in bytes_nodes(body, path):
        span = payload_span(node)
        if span is None or span[1] - span[0] < 2:
            continue
        start, end = span
        version = struct.unpack_from(">h", frame, start)[0]
        low, high, _, _ = DATA[message_name]
        if version < low:
            continue
        use = min(version, high)
        reader = _readers.get((message_name, use))
        if reader is None:
            reader = _readers[(message_name, use)] = message_reader(DATA[message_name], use)
        ctx = Context()
        decoded, _ = decode(message_name, reader, frame, start + 2, end, 0, ctx, trailing=version <= high)
        if ctx.warnings and protocol_type is None:
            continue  # an unlabelled protocol that is not the consumer protocol after all
        decoded.children.insert(0, Node("version", "int16", version, start, 2))  # type: ignore[union-attr]
        decoded.name, decoded.offset, decoded.length = message_name, start, end - start
        node.children = [decoded]


def decode_sasl_plain(body: Node, frame: bytes, mechanism: str | None, show_secrets: bool) -> None:
    """authzid NUL username NUL password, when the mechanism is PLAIN (or looks like it)."""
    node = body.child("auth_bytes")
    if node is None or node.value is None:
        return
    raw = bytes(node.value)
    parts = raw.split(b"\x00")
    if mechanism not in ("PLAIN", None) or len(parts) != 3:
        return
    if mechanism is None and not all(p.isascii() for p in parts):
        return
    span = payload_span(node)
    assert span is not None
    pos, nodes = span[0], []
    for name, part in zip(("authzid", "username", "password"), parts, strict=True):
        text = part.decode("utf-8", "replace")
        nodes.append(Node(name, "string", text if name != "password" or show_secrets else MASK, pos, len(part)))
        pos += len(part) + 1
    node.children = [Node("sasl_plain", "struct", None, span[0], span[1] - span[0], nodes)]
