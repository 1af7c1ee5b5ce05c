"""The facts a one-line summary shows, declared once.

FACTS says which fields carry them: a topic's name or id, a partition, an error (and the sibling
holding its message), a request's labelled entity, a SASL token's refusal; each by field name or
by the entity the schema gives the field, of the types it is read from. API_LINES says what each
api's line shows beyond those: the per-partition value (from vocabulary's per-partition offsets),
from which side the partitions are listed, a failed authentication's reason.

Both ways of finding the facts read this declaration and nothing else of the kind: the walk over
a decoded tree (summary.digest, summary.entities) and the generated facts readers
(summary_reader.py). A new error field, partition field or entity is one entry in FACTS.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from kafkasniff.dissectors.kafka.vocabulary import HIGHLIGHTS, PARTITION_FIELDS


class FactKind(Enum):
    """What a field tells the summary, and so where on the line it shows."""

    TOPIC_NAME = "topic name"  # names the topic of its struct; listed among the exchange's topics
    TOPIC_ID = "topic id"  # the same by id, resolved to the name Metadata gave it where known
    PARTITION = "partition"  # makes its struct one partition of its topic (listed, errors belong to it)
    ERROR = "error"  # an error code: non-zero, an error of its struct's topic and partition
    ENTITY = "entity"  # a request's labelled entity (the first one met): label=value on the line
    REFUSAL = "refusal"  # a SASL token: the mechanism's own refusal in it is an error (summary.sasl_refusal)


class Source(Enum):
    """How the schema's fields that carry a fact are found."""

    FIELD = "field"  # by the field's name
    ENTITY = "entity"  # by the entity type the schema gives the field


ANY_TYPE = None  # a fact read from a field of whatever type it has
TEXT = frozenset({"string", "uuid"})  # the types a topic's name or id is read from
INT32 = frozenset({"int32"})


@dataclass(frozen=True, slots=True)
class Fact:
    """One source of a fact: the fields `name` names (by field name, or entity), when their type
    (an array's: its elements') is one of `types`."""

    kind: FactKind
    by: Source
    name: str
    types: frozenset[str] | None = ANY_TYPE
    message: str | None = None  # ERROR: the sibling field that says why
    label: str = ""  # ENTITY: its name on the line


FACTS: tuple[Fact, ...] = (
    Fact(FactKind.TOPIC_NAME, Source.ENTITY, "topicName", TEXT),
    Fact(FactKind.TOPIC_ID, Source.FIELD, "topic_id", TEXT),
    *(Fact(FactKind.PARTITION, Source.FIELD, name, INT32) for name in PARTITION_FIELDS),
    Fact(FactKind.ERROR, Source.FIELD, "error_code", message="error_message"),
    Fact(FactKind.ERROR, Source.FIELD, "partition_error_code", message="partition_error_message"),
    Fact(FactKind.ERROR, Source.FIELD, "topic_config_error_code", message="topic_config_error_message"),
    Fact(FactKind.ERROR, Source.FIELD, "acknowledge_error_code", message="acknowledge_error_message"),
    Fact(FactKind.ENTITY, Source.ENTITY, "groupId", label="group"),  # in this order on the line
    Fact(FactKind.ENTITY, Source.ENTITY, "transactionalId", label="txn"),
    Fact(FactKind.ENTITY, Source.ENTITY, "producerId", label="pid"),
    Fact(FactKind.REFUSAL, Source.FIELD, "auth_bytes"),
)

BY_FIELD = {fact.name: fact for fact in FACTS if fact.by is Source.FIELD}
BY_ENTITY: dict[str | None, Fact] = {fact.name: fact for fact in FACTS if fact.by is Source.ENTITY}
ERROR_FIELDS = frozenset(fact.name for fact in FACTS if fact.kind is FactKind.ERROR)
MESSAGES = frozenset(fact.message for fact in FACTS if fact.message is not None)  # errors' siblings
ENTITY_LABELS = tuple((fact.name, fact.label) for fact in FACTS if fact.kind is FactKind.ENTITY)  # line order
ENTITY_KEYS = frozenset(entity for entity, _ in ENTITY_LABELS)
REFUSALS = frozenset(fact.name for fact in FACTS if fact.kind is FactKind.REFUSAL)
NULL_UUID = "00000000-0000-0000-0000-000000000000"  # a topic id that names no topic

# what else the per-capture memory reads off a summary's bodies: Metadata's topic ids (a fact's
# field too), the consumer protocol's type, SASL mechanisms
REMEMBERED = frozenset({"topic_id", "protocol_type", "mechanism"})


def fact_of(name: str, entity: str | None, typ: str) -> Fact | None:
    """The fact a field (or each element of an array field: `typ` the elements' type) carries."""
    fact = BY_FIELD.get(name) or BY_ENTITY.get(entity)
    if fact is None or (fact.types is not None and typ not in fact.types):
        return None
    return fact


def declares(name: str, entity: str | None) -> bool:
    """Whether a field is a source of any fact (or an error's message), whatever its type."""
    return name in BY_FIELD or entity in BY_ENTITY or name in MESSAGES


def wanted_names() -> frozenset[str]:
    """The fields a summary reads by name: the facts', their messages, every api's highlighted
    value, and what the per-capture memory remembers."""
    highlighted = {field for _, field in HIGHLIGHTS.values() if field is not None}
    return frozenset(BY_FIELD) | MESSAGES | highlighted | REMEMBERED


@dataclass(frozen=True, slots=True)
class ApiLine:
    """What one api's summary line shows beyond the facts every line shows (errors, entities,
    topics and partitions)."""

    request_value: str | None = None  # the field whose value each partition listed from the request shows
    response_value: str | None = None  # the same, from the response
    from_response: bool = False  # the partitions listed are the response's (when it lists any)
    reason: bool = False  # a failed authentication's reason: the broker's message or the mechanism's refusal


def _api_lines() -> dict[str, ApiLine]:
    lines = {"SaslAuthenticate": ApiLine(reason=True)}
    for api, (side, field) in HIGHLIGHTS.items():  # vocabulary's per-partition offsets, one entry per api
        from_response = side == "response"
        lines[api] = ApiLine(None if from_response else field, field if from_response else None, from_response)
    return lines


API_LINES = _api_lines()
PLAIN_LINE = ApiLine()


def api_line(api: str) -> ApiLine:
    return API_LINES.get(api, PLAIN_LINE)


def highlights(api: str) -> tuple[str | None, str | None]:
    """The field whose value a listed partition shows, in (the request's, the response's) facts."""
    line = api_line(api)
    return line.request_value, line.response_value
