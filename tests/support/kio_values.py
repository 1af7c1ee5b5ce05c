"""Kafka messages built and serialized with kio (PyPI `kio`), and what kafkasniff should decode
from them.

`build_message` fills every field of a kio entity with a value other than its default (negative
numbers where signed, non-ASCII strings, some past 127 bytes, two-element arrays, random uuids,
tagged fields set so that kio writes them), deterministically from a seed. `expected_json` says what
kafkasniff's to_json should make of the serialized bytes, keyed by kafkasniff's field names.
"""

from __future__ import annotations

import dataclasses
import datetime
import enum
import io
import random
import types
import typing
import uuid
from typing import Any

from hypothesis import strategies as st
from kio.index import load_request_schema, load_response_schema
from kio.schema.errors import ErrorCode
from kio.serial import entity_writer
from kio.serial._implicit_defaults import get_tagged_field_default

from scripts.kio_layouts import kafka_name
from tests.support.differential import Combination

Entity = Any  # a kio dataclass instance
EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.UTC)

# Combinations whose kio definition differs on the wire from the one kafkasniff's schema has for
# the same version, so kio's bytes are not that version's as kafkasniff knows it.
DEFINITION_DRIFT: dict[Combination, str] = {}  # none: the schema takes Kafka 4.1's definitions, as kio does


def entity_class(combination: Combination) -> type | None:
    """kio's entity for the combination, or None when kio has none."""
    load = load_request_schema if combination.direction == "request" else load_response_schema
    try:
        return load(combination.api_key, combination.version)
    except Exception:  # kio's UnknownAPIKey / UnknownEntity
        return None


def entity(combination: Combination) -> type:
    """kio's entity for a combination it defines."""
    found = entity_class(combination)
    if found is None:
        raise LookupError(f"kio has no entity for {combination}")
    return found


def serialize(message: Entity) -> bytes:
    buffer = io.BytesIO()
    entity_writer(type(message))(buffer, message)
    return buffer.getvalue()


# -- field shapes -----------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Shape:
    """What a kio field holds: its element type, and whether it is an array and/or nullable."""

    element: Any
    array: bool
    nullable: bool
    kafka_type: str | None  # None for entities

    @property
    def is_entity(self) -> bool:
        return dataclasses.is_dataclass(self.element)


def shape(field: dataclasses.Field[Any]) -> Shape:
    annotation = field.type
    nullable = False
    if typing.get_origin(annotation) in (types.UnionType, typing.Union):
        (annotation,) = (a for a in typing.get_args(annotation) if a is not type(None))
        nullable = True
    array = typing.get_origin(annotation) is tuple
    element = typing.get_args(annotation)[0] if array else annotation
    return Shape(element, array, nullable, field.metadata.get("kafka_type"))


def is_tagged(field: dataclasses.Field[Any]) -> bool:
    return "tag" in field.metadata


def fields_of(entity_type: type) -> tuple[dataclasses.Field[Any], ...]:
    return dataclasses.fields(entity_type)


# -- building messages ------------------------------------------------------------------------

INT_RANGES = {
    "int8": (-(2**7), 2**7 - 1),
    "int16": (-(2**15), 2**15 - 1),
    "int32": (-(2**31), 2**31 - 1),
    "int64": (-(2**63), 2**63 - 1),
    "uint16": (1, 2**16 - 1),
    "uint32": (1, 2**32 - 1),
    # times: kio converts through floats, so stay where that is exact
    "timedelta_i32": (-(2**31), 2**31 - 1),
    "timedelta_i64": (-(2**40), 2**40),
}
NON_ASCII = ("ü", "日本", "ñ", "🦀", "ß", "Ωμ")
ERROR_CODES = [code for code in ErrorCode if code != ErrorCode.none]


def primitive_value(kafka_type: str, rng: random.Random) -> Any:
    """A random value of a kio primitive, never the type's zero/empty value."""
    if kafka_type in INT_RANGES:
        low, high = INT_RANGES[kafka_type]  # signed: negative, to catch sign errors; unsigned: positive
        small = rng.random() < 0.5  # half the time, so that no value is only ever seen huge
        if low < 0:
            number = rng.randint(max(low, -1000), -1) if small else rng.randint(low, -1)
        else:
            number = rng.randint(1, min(high, 1000)) if small else rng.randint(1, high)
        return datetime.timedelta(milliseconds=number) if kafka_type.startswith("timedelta") else number
    if kafka_type == "datetime_i64":  # kio's TZAware: whole seconds since the epoch
        return EPOCH + datetime.timedelta(seconds=rng.randint(1, 2**34))
    if kafka_type == "float64":
        return rng.uniform(-1e9, 1e9)
    if kafka_type == "bool":
        return True
    long = rng.random() < 0.2  # past 127 bytes, a compact length takes two varint bytes
    if kafka_type == "string":
        return f"{rng.choice(NON_ASCII)}-{rng.randint(0, 99999)}" * (40 if long else 1)
    if kafka_type in ("bytes", "records"):  # records stay opaque to the body decoder
        return rng.randbytes(rng.randint(128, 400) if long else rng.randint(1, 12))
    if kafka_type == "uuid":
        return uuid.UUID(int=rng.getrandbits(128) | 1)
    if kafka_type == "error_code":  # the only negative code half the time, as for other ints
        return ErrorCode.unknown_server_error if rng.random() < 0.5 else rng.choice(ERROR_CODES)
    raise NotImplementedError(f"no values for kio type {kafka_type}")


def build_message(entity_type: type, seed: str, nulls: bool = False) -> Entity:
    """An entity with a non-default value in every field; with nulls=True every nullable field
    is null instead (kio writes null uuids and times as the zero uuid and -1)."""
    return _build(entity_type, random.Random(seed), nulls)


def _build(entity_type: type, rng: random.Random, nulls: bool) -> Entity:
    values: dict[str, Any] = {}
    for field in fields_of(entity_type):
        s = shape(field)
        if s.nullable and nulls:
            values[field.name] = None
            continue
        value = _field_value(field, s, rng, nulls)
        while value == field.default:  # e.g. an int field whose default is -1
            value = _field_value(field, s, rng, nulls)
        values[field.name] = value
    return entity_type(**values)


def _field_value(field: dataclasses.Field[Any], s: Shape, rng: random.Random, nulls: bool) -> Any:
    def one() -> Any:
        if s.is_entity:
            return _build(s.element, rng, nulls)
        assert s.kafka_type is not None
        if s.kafka_type == "bool" and not s.array:
            return field.default is not True  # the rare bool that defaults to true is set false
        return primitive_value(s.kafka_type, rng)

    return (one(), one()) if s.array else one()


# -- what kafkasniff should decode ------------------------------------------------------------


# Fields the pinned release (Kafka 4.4) renamed since kio's Kafka 4.1, the layout kept (the
# generator's EXPLAINED says so too): (kio entity, Kafka 4.1 name) -> the release's name
RENAMED_SINCE_KIO = {
    ("TxnOffsetCommitRequest", "generation_id"): "generation_id_or_member_epoch",
    ("StreamsGroupHeartbeatResponse", "acceptable_recovery_lag"): "acceptable_recovery_lag_legacy",
}


def our_name(field: dataclasses.Field[Any], entity: str = "") -> str:
    """kafkasniff's name for a kio field (Kafka's, as the pinned release names it)."""
    name = kafka_name(field.name, field.metadata.get("kafka_type"))
    return RENAMED_SINCE_KIO.get((entity, name), name)


def written(field: dataclasses.Field[Any], value: Any) -> bool:
    """kio leaves out a tagged field whose value is its default, as Kafka does."""
    return not is_tagged(field) or value != get_tagged_field_default(field)


def expected_json(message: Entity, combination: Combination) -> dict[str, Any]:
    """What kafkasniff's to_json gives for the body kio serializes from `message`."""
    return _expected_entity(message, combination)


def _expected_entity(entity: Entity, combination: Combination) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for field in fields_of(type(entity)):
        value = getattr(entity, field.name)
        if written(field, value):
            out[our_name(field, type(entity).__name__)] = _expected_field(shape(field), value, combination)
    return out


def _expected_field(s: Shape, value: Any, combination: Combination) -> Any:
    def one(v: Any) -> Any:
        if s.is_entity:
            return None if v is None else _expected_entity(v, combination)
        assert s.kafka_type is not None
        return expected_primitive(s.kafka_type, v)

    if s.array:
        return None if value is None else [one(v) for v in value]
    return one(value)


def expected_primitive(kafka_type: str, value: Any) -> Any:
    if kafka_type == "uuid":  # kio writes null as the zero uuid
        return str(value or uuid.UUID(int=0))
    if kafka_type == "datetime_i64":  # kio writes null as -1, a time as epoch milliseconds
        return -1 if value is None else round(value.timestamp() * 1000)
    if kafka_type.startswith("timedelta"):
        return round(value.total_seconds() * 1000)
    if value is None:
        return None
    if kafka_type == "records":  # records are not decoded yet: only their size is known
        return {"size": len(value)}
    if kafka_type == "bytes":
        return bytes(value).hex()
    if isinstance(value, enum.Enum) or kafka_type.startswith(("int", "uint")):
        return int(value)
    return value


def defaulted_fields(message: Entity, path: str = "") -> list[str]:
    """Fields of a built message (and its nested entities) that hold their default value."""
    found: list[str] = []
    for field in fields_of(type(message)):
        value = getattr(message, field.name)
        here = f"{path}.{field.name}"
        if value is None:
            continue
        if value == field.default or not written(field, value):
            found.append(here)
        s = shape(field)
        if s.is_entity:
            for i, element in enumerate(value if s.array else (value,)):
                found += defaulted_fields(element, f"{here}[{i}]" if s.array else here)
    return found


# -- hypothesis -------------------------------------------------------------------------------


def message_strategy(entity_type: type) -> st.SearchStrategy[Entity]:
    """Any message of the entity type, every field drawn (tagged ones included), using the
    strategies kio registers for its primitive types."""
    return st.fixed_dictionaries({field.name: _field_strategy(shape(field)) for field in fields_of(entity_type)}).map(
        lambda values: entity_type(**values)
    )


def _primitive_strategy(s: Shape) -> st.SearchStrategy[Any]:
    if s.kafka_type in ("bytes", "records"):
        return st.binary(max_size=300)
    if s.kafka_type == "datetime_i64":  # kio's own strategy roams all time zones: slow, no more telling
        return st.integers(0, 2**37).map(lambda seconds: EPOCH + datetime.timedelta(seconds=seconds))
    return st.from_type(s.element)


def _field_strategy(s: Shape) -> st.SearchStrategy[Any]:
    element = st.deferred(lambda: message_strategy(s.element)) if s.is_entity else _primitive_strategy(s)
    strategy = st.lists(element, max_size=2).map(tuple) if s.array else element
    return st.none() | strategy if s.nullable else strategy
