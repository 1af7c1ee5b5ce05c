"""The facts an operator looks for in an exchange, read off its decoded trees: errors with the
topic and partition they concern, the group, and the topics and partitions with the one value
per partition that matters for the api (the committed offset of an OffsetCommit...)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from dissectors.kafka.apis import error_name
from dissectors.tree import Node

PARTITION_FIELDS = frozenset({"partition_index", "partition", "index", "partition_id"})
ERROR_FIELDS = frozenset({"error_code", "partition_error_code", "topic_config_error_code", "acknowledge_error_code"})
NULL_UUID = "00000000-0000-0000-0000-000000000000"  # "no topic id"
MAX_SHOWN = 8  # partitions listed on a summary line before "+N more"

# api name -> (which side, per-partition field worth showing)
HIGHLIGHTS = {
    "OffsetCommit": ("request", "committed_offset"),
    "TxnOffsetCommit": ("request", "committed_offset"),
    "OffsetFetch": ("response", "committed_offset"),
    "Fetch": ("request", "fetch_offset"),
    "ListOffsets": ("response", "offset"),
    "Produce": ("response", "base_offset"),
    "DeleteRecords": ("request", "offset"),
}
ENTITY_LABELS = (("groupId", "group"), ("transactionalId", "txn"), ("producerId", "pid"))

# Everything the summary (and the per-capture memory: topic ids, SASL mechanisms) reads, so a
# one-line view can decode only these: see `wanted`.
WANTED_NAMES = (
    PARTITION_FIELDS
    | ERROR_FIELDS
    | {name.replace("_code", "_message") for name in ERROR_FIELDS}
    | {field for _, field in HIGHLIGHTS.values()}
    | {"topic_id", "protocol_type", "mechanism"}
)
WANTED_ENTITIES = frozenset({"topicName", *(entity for entity, _ in ENTITY_LABELS)})


@dataclass(frozen=True, slots=True)
class ErrorAt:
    name: str
    code: int
    topic: str | None
    partition: int | None
    field: str
    message: str | None

    def as_dict(self) -> dict[str, Any]:
        return {
            "error": self.name,
            "code": self.code,
            "topic": self.topic,
            "partition": self.partition,
            "field": self.field,
            "message": self.message,
        }

    def label(self) -> str:
        where = f"{self.topic}/{self.partition}" if self.partition is not None else self.topic
        return f"{self.name}({where})" if where else self.name


def wanted(name: str, entity: str | None, typ: str) -> bool:
    """The projection a summary needs (records too: their checks raise warnings)."""
    return name in WANTED_NAMES or entity in WANTED_ENTITIES or typ == "records"


def _scope(node: Node, topic: str | None, partition: int | None, topic_ids: Mapping[str, str]) -> tuple[Any, Any]:
    for c in node.children or ():
        if c.entity == "topicName" and isinstance(c.value, str):
            topic = c.value
        elif c.name == "topic_id" and isinstance(c.value, str) and topic is None:
            topic = topic_ids.get(c.value, c.value)
        elif c.name in PARTITION_FIELDS and c.type == "int32":
            partition = c.value
    return topic, partition


def errors_in(tree: Node | None, topic_ids: Mapping[str, str]) -> list[ErrorAt]:
    found: list[ErrorAt] = []

    def visit(node: Node, topic: str | None, partition: int | None) -> None:
        if node.type == "struct":
            topic, partition = _scope(node, topic, partition, topic_ids)
        for c in node.children or ():
            if c.name in ERROR_FIELDS and c.value:
                msg_node = node.child(c.name.replace("_code", "_message"))
                message = msg_node.value if msg_node is not None else None
                found.append(ErrorAt(error_name(c.value), c.value, topic, partition, c.name, message))
            elif c.children:
                visit(c, topic, partition)

    if tree is not None:
        visit(tree, None, None)
    return found


def partition_values(tree: Node | None, field: str | None, topic_ids: Mapping[str, str]) -> dict[str, list[str]]:
    """topic -> ["partition" or "partition=value", ...] in wire order."""
    out: dict[str, list[str]] = {}

    def visit(node: Node, topic: str | None, partition: int | None) -> None:
        if node.type == "struct":
            topic, inner = _scope(node, topic, None, topic_ids)
            if inner is not None and topic is not None:
                value = node.child(field) if field else None
                text = str(inner) if value is None else f"{inner}={value.value}"
                out.setdefault(topic, []).append(text)
                return
        for c in node.children or ():
            if c.children:
                visit(c, topic, partition)

    if tree is not None:
        visit(tree, None, None)
    return out


def _leaf_values(tree: Node | None, keep: Callable[[Node], bool]) -> list[Any]:
    """Values of the leaf fields `keep` picks, depth first."""
    found: list[Any] = []

    def visit(node: Node) -> None:
        for c in node.children or ():
            if c.children is None and keep(c):
                found.append(c.value)
            elif c.children:
                visit(c)

    if tree is not None:
        visit(tree)
    return found


def topics_without_partitions(tree: Node | None) -> list[str]:
    names = _leaf_values(tree, lambda n: n.entity == "topicName" and isinstance(n.value, str))
    return list(dict.fromkeys(names))


def topics_and_ids(tree: Node | None) -> tuple[list[str], list[str]]:
    """Topic names and topic ids a body mentions, in one walk."""
    names: list[str] = []
    ids: list[str] = []

    def visit(node: Node) -> None:
        for c in node.children or ():
            if c.children is not None:
                visit(c)
            elif c.entity == "topicName" and isinstance(c.value, str):
                names.append(c.value)
            elif c.name == "topic_id" and isinstance(c.value, str) and c.value != NULL_UUID:
                ids.append(c.value)

    if tree is not None:
        visit(tree)
    return names, ids


def topic_names(names: list[str], ids: list[str], topic_ids: Mapping[str, str]) -> list[str]:
    """Every topic an exchange concerns, by name (ids resolved where known), in order."""
    return list(dict.fromkeys(names + [topic_ids.get(i, i) for i in ids]))


def group_of(request: Node | None) -> str | None:
    node = _first_entity(request, "groupId")
    return node.value if node is not None and isinstance(node.value, str) else None


def entity_facts(tree: Node | None) -> list[str]:
    facts: list[str] = []
    for entity, label in ENTITY_LABELS:
        node = _first_entity(tree, entity)
        if node is not None and node.value not in (None, -1, ""):
            facts.append(f"{label}={node.value}")
    return facts


def _first_entity(node: Node | None, entity: str) -> Node | None:
    if node is None:
        return None
    for c in node.children or ():
        if c.entity == entity and c.children is None:
            return c
    for c in node.children or ():
        if c.children and c.type == "struct":
            found = _first_entity(c, entity)
            if found is not None:
                return found
    return None


def summary_facts(api: str, request: Node | None, response: Node | None, topic_ids: Mapping[str, str]) -> list[str]:
    side, field = HIGHLIGHTS.get(api, ("request", None))
    tree = response if side == "response" and response is not None else request
    facts = entity_facts(request)
    per_topic = partition_values(tree, field if tree is not request or side == "request" else None, topic_ids)
    if not per_topic and tree is not request:
        per_topic = partition_values(request, None, topic_ids)
    for shown, (topic, parts) in enumerate(per_topic.items()):
        if shown >= MAX_SHOWN:
            facts.append(f"+{len(per_topic) - shown} topics")
            break
        extra = f",+{len(parts) - MAX_SHOWN}" if len(parts) > MAX_SHOWN else ""
        facts.append(f"{topic}:{','.join(parts[:MAX_SHOWN])}{extra}")
    if not per_topic:
        names = topics_without_partitions(request) or topics_without_partitions(response)
        if names:
            more = f",+{len(names) - MAX_SHOWN}" if len(names) > MAX_SHOWN else ""
            facts.append("topics=" + ",".join(names[:MAX_SHOWN]) + more)
    return facts
