"""The facts an operator looks for in an exchange, read off its decoded trees, and the words of
its summary line: errors with the topic and partition they concern, the group, and the topics and
partitions with the one value per partition that matters for the api (the committed offset of an
OffsetCommit...). Which fields carry them is declared in readers/summary_facts.py, which the
generated facts readers (readers/summary_reader.py) read too: both find the same Digest."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from kafkasniff.dissectors.kafka.apis import error_name
from kafkasniff.dissectors.kafka.readers.summary_facts import (
    BY_ENTITY,
    BY_FIELD,
    ENTITY_KEYS,
    ENTITY_LABELS,
    NULL_UUID,
    REFUSALS,
    FactKind,
    api_line,
    wanted_names,
)
from kafkasniff.dissectors.kafka.readers.summary_facts import highlights as highlights  # protocol.py's
from kafkasniff.dissectors.tree import Node

MAX_SHOWN = 8  # partitions listed on a summary line before "+N more"

# Everything the summary (and the per-capture memory: topic ids, SASL mechanisms) reads, so a
# one-line view can decode only these: see `wanted`.
WANTED_NAMES = wanted_names()
WANTED_ENTITIES = frozenset(BY_ENTITY)


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


# A SASL mechanism may refuse inside its own message while the Kafka error code says NONE: a SCRAM
# server-final message `e=...` (RFC 5802: tansu refuses an unknown user so), or an OAUTHBEARER
# server's error challenge, a JSON object with a `status` (RFC 7628; Apache Kafka sends one before
# failing the next exchange with SASL_AUTHENTICATION_FAILED). Either is that refusal, error code 0.
SASL_FAILED = "SASL_AUTHENTICATION_FAILED"
_SCRAM_REFUSAL = re.compile(rb"e=([\x21-\x2b\x2d-\x7e]+)(,[\x20-\x7e]*)?")
_OAUTH_REFUSAL = re.compile(rb'\{[\x20-\x7e]*"status"[\x20-\x7e]*\}')


def sasl_refusal(auth_bytes: Any) -> str | None:
    """The mechanism's own refusal in a server's auth_bytes (as it is written: `e=unknown-user`, or
    the OAUTHBEARER error's JSON), else None."""
    if not isinstance(auth_bytes, (bytes, bytearray, memoryview)) or not auth_bytes:
        return None
    raw = bytes(auth_bytes)
    if _SCRAM_REFUSAL.fullmatch(raw) or (_OAUTH_REFUSAL.fullmatch(raw) and _has_status(raw)):
        return raw.decode("ascii")
    return None


def _has_status(raw: bytes) -> bool:
    try:
        found = json.loads(raw)
    except ValueError:
        return False
    return isinstance(found, dict) and isinstance(found.get("status"), str)


def wanted(name: str, entity: str | None, typ: str) -> bool:
    """The projection a summary needs (records too: their checks raise warnings)."""
    return name in WANTED_NAMES or entity in WANTED_ENTITIES or typ == "records"


ABSENT = object()  # a listed partition's struct has no field of the api's highlighted value


class Digest:
    """What one walk over a body finds: errors with their topic and partition, the structs that
    stand for one partition of a topic (with the api's highlighted value, or ABSENT), every topic
    name and topic id mentioned, and (a request's, when a reader finds them: summary_reader.py)
    its labelled entities. `topic_ids` resolves ids met on the way."""

    __slots__ = ("errors", "partitions", "names", "ids", "entities", "topic_ids")

    def __init__(self, topic_ids: Mapping[str, str]) -> None:
        self.errors: list[ErrorAt] = []
        self.partitions: list[tuple[str, int, Any]] = []  # (topic, partition, highlighted value)
        self.names: list[str] = []
        self.ids: list[str] = []
        self.entities: dict[str, Any] = {}
        self.topic_ids = topic_ids


def digest(tree: Node | None, topic_ids: Mapping[str, str], highlight: str | None = None) -> Digest:
    """The facts of a decoded body; `highlight`: the field whose value a listed partition shows."""
    found = Digest(topic_ids)
    if tree is not None:
        _visit(tree, None, None, True, found, highlight)
    return found


def _visit(node: Node, topic: str | None, partition: int | None, open_: bool, found: Digest,
           highlight: str | None) -> None:  # fmt: skip
    """`partition` is inherited (errors belong to the nearest); `open_` is False inside a struct
    already listed as a partition (its inner structs are details of that partition). A field's
    fact is looked up inline (BY_FIELD, BY_ENTITY): this runs for every field of every tree."""
    children = node.children or ()
    if node.type == "struct":  # the topic (by name, or id resolved where known) and partition it is about
        own = None
        for c in children:
            name = c.name
            if name in BY_FIELD:
                fact = BY_FIELD[name]
            elif c.entity in BY_ENTITY:
                fact = BY_ENTITY[c.entity]
            else:
                continue
            value = c.value
            if value is None or (fact.types is not None and c.type not in fact.types):
                continue
            kind = fact.kind
            if kind is _TOPIC_NAME:
                topic = value
            elif kind is _TOPIC_ID:
                if topic is None:
                    topic = found.topic_ids.get(value, value)
            elif kind is _PARTITION:
                own = value
        if own is not None:
            partition = own
            if open_ and topic is not None:
                shown = node.child(highlight) if highlight is not None else None
                found.partitions.append((topic, own, ABSENT if shown is None else shown.value))
                open_ = False
    for c in children:
        if c.name in REFUSALS:  # SaslAuthenticate's token: nothing else to find in it
            _sasl_refusal(node, c, found)
            continue
        inner = c.children
        if inner:
            if c.type != "records":  # record contents name no topics, partitions or errors
                _visit(c, topic, partition, open_, found, highlight)
        elif inner is None:
            name = c.name
            if name in BY_FIELD:
                fact = BY_FIELD[name]
            elif c.entity in BY_ENTITY:
                fact = BY_ENTITY[c.entity]
            else:
                continue
            value = c.value
            if value is None or (fact.types is not None and c.type not in fact.types):
                continue
            kind = fact.kind
            if kind is _ERROR:
                if value:
                    msg_node = node.child(fact.message) if fact.message is not None else None
                    message = msg_node.value if msg_node is not None else None
                    found.errors.append(ErrorAt(error_name(value), value, topic, partition, name, message))
            elif kind is _TOPIC_NAME:
                found.names.append(value)
            elif kind is _TOPIC_ID and value != NULL_UUID:
                found.ids.append(value)


# the kinds the walk tells apart, as module names (an Enum member's look-up costs more)
_ERROR, _TOPIC_NAME, _TOPIC_ID, _PARTITION = FactKind.ERROR, FactKind.TOPIC_NAME, FactKind.TOPIC_ID, FactKind.PARTITION


def _sasl_refusal(node: Node, auth_bytes: Node, found: Digest) -> None:
    """A refusal inside the token of a reply whose error code says none (a reply with an error code
    already fails, its error_message says why)."""
    reason = sasl_refusal(auth_bytes.value)
    code = node.child("error_code")
    if reason is not None and (code is None or not code.value):
        found.errors.append(ErrorAt(SASL_FAILED, 0, None, None, "auth_bytes", reason))


def partition_values(found: Digest) -> dict[str, list[str]]:
    """topic -> ["partition" or "partition=value", ...] in wire order."""
    out: dict[str, list[str]] = {}
    for topic, partition, value in found.partitions:
        out.setdefault(topic, []).append(str(partition) if value is ABSENT else f"{partition}={value}")
    return out


def topic_names(names: list[str], ids: list[str], topic_ids: Mapping[str, str]) -> list[str]:
    """Every topic an exchange concerns, by name (ids resolved where known), in order."""
    return list(dict.fromkeys(names + [topic_ids.get(i, i) for i in ids]))


def entities(tree: Node | None) -> dict[str, Any]:
    """The first value of each labelled entity (group, transactional id, producer id), looking
    at a struct's own fields before its inner structs (arrays are lists of things, not it)."""
    found: dict[str, Any] = {}
    if tree is not None:
        _first_entities(tree, found)
    return found


def _first_entities(node: Node, found: dict[str, Any]) -> None:
    children = node.children or ()
    for c in children:
        if c.entity in ENTITY_KEYS and c.children is None and c.entity not in found:
            found[c.entity] = c.value
    if len(found) < len(ENTITY_KEYS):
        for c in children:
            if c.children and c.type == "struct":
                inner: dict[str, Any] = {}
                _first_entities(c, inner)
                for key, value in inner.items():
                    found.setdefault(key, value)


def sasl_reason(response: Digest) -> list[str]:
    """Why an authentication failed, on its line: the broker's error message, or the mechanism's
    own refusal (the one line shows error names only, and every refusal is the same name)."""
    reasons = [e.message for e in response.errors if e.message]
    return [f"reason={json.dumps(reasons[0], ensure_ascii=False)}"] if reasons else []


def group_of(found: dict[str, Any]) -> str | None:
    value = found.get("groupId")
    return value if isinstance(value, str) else None


def entity_facts(found: dict[str, Any]) -> list[str]:
    facts: list[str] = []
    for entity, label in ENTITY_LABELS:
        value = found.get(entity)
        if entity in found and value not in (None, -1, ""):
            facts.append(f"{label}={value}")
    return facts


def summary_facts(api: str, request: Digest, response: Digest | None) -> list[str]:
    """The words after the api on a summary line: the request's entities, then topics with their
    partitions (and the value per partition that matters for the api)."""
    line = api_line(api)
    facts = entity_facts(request.entities)
    if line.reason and response is not None:
        facts += sasl_reason(response)
    from_response = line.from_response and response is not None
    per_topic = partition_values(response if from_response and response is not None else request)
    if not per_topic and from_response:
        per_topic = partition_values(request)
    for shown, (topic, parts) in enumerate(per_topic.items()):
        if shown >= MAX_SHOWN:
            facts.append(f"+{len(per_topic) - shown} topics")
            break
        extra = f",+{len(parts) - MAX_SHOWN}" if len(parts) > MAX_SHOWN else ""
        facts.append(f"{topic}:{','.join(parts[:MAX_SHOWN])}{extra}")
    if not per_topic:
        names = list(dict.fromkeys(request.names)) or list(dict.fromkeys(response.names if response else []))
        if names:
            more = f",+{len(names) - MAX_SHOWN}" if len(names) > MAX_SHOWN else ""
            facts.append("topics=" + ",".join(names[:MAX_SHOWN]) + more)
    return facts
