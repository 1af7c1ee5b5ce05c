"""Kafka messages built and encoded with kafka-python, and what kafkasniff should decode from them.

kafka-python has two kinds of protocol classes, both used here:
- classic classes (`kafka.protocol.old`): one hand-written Struct per api and version, back to
  v0, with a positional Schema;
- message classes (`kafka.protocol.admin`, `.consumer`, ...): generated at import time from
  Apache Kafka 4's JSON definitions, encoding any version from 0 to their newest (including
  the old ones Kafka 4 dropped), through their own encoder.

A message class's layout at a version is turned into a classic Schema, so one Builder fills
both. kafka-python names fields its own way, so the Builder pairs its fields with kafkasniff's,
in order, each pair agreeing on the wire type; the expected JSON takes kafkasniff's names.
kafka-python does not say what is nullable: the `nulls` variant puts null wherever kafkasniff's
schema allows it, checking how null is decoded.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import random
import struct
import uuid
import warnings
from collections import deque
from typing import Any

from kafkasniff.dissectors.kafka.readers.compiler import FieldSpec
from kafkasniff.dissectors.kafka.schema import within
from kafkasniff.dissectors.kafka.schema_data import REQUESTS, RESPONSES
from tests.support.differential import Combination

with warnings.catch_warnings():  # kafka-python 3 loads its definitions with deprecated importlib.resources calls
    warnings.simplefilter("ignore", DeprecationWarning)
    import kafka.protocol.old as classic
    from kafka.protocol import admin, consumer, metadata, producer, sasl
    from kafka.protocol.api_message import ApiMessage
    from kafka.protocol.old import types as kp

NON_ASCII = ("ü", "日本", "ñ", "🦀", "ß", "Ωμ")

# Classic classes whose bytes are not what Apache Kafka defines for their version.
CLASSIC_CLASS_ERRORS: dict[Combination, str] = {
    Combination(29, 2, "request"): "kafka-python's DescribeAcls v2 reuses v1's schema, but v2 is flexible",
    Combination(29, 2, "response"): "kafka-python's DescribeAcls v2 reuses v1's schema, but v2 is flexible",
    Combination(35, 0, "request"): "kafka-python's DescribeLogDirs v0 has one int32 where Kafka has []int32 partitions",
}


class LayoutMismatch(Exception):
    """kafka-python's layout and kafkasniff's schema cannot be paired field by field."""


def our_fields(combination: Combination) -> tuple[tuple[FieldSpec, ...], bool]:
    """kafkasniff's top-level field specs for the combination, and whether it is flexible."""
    table = REQUESTS if combination.direction == "request" else RESPONSES
    _, _, flexible_versions, fields = table[combination.api_key]
    return fields, within(combination.version, flexible_versions)


# -- classic classes ----------------------------------------------------------------------------


def is_class(value: Any) -> bool:
    """inspect.isclass, without narrowing the value's type to type[object] for mypy."""
    return inspect.isclass(value)


def classic_classes() -> dict[Combination, Any]:
    """Every request and response class in kafka.protocol.old, by combination."""
    found: dict[Combination, Any] = {}
    for module_info in pkgutil.iter_modules(classic.__path__):
        module = importlib.import_module(f"{classic.__name__}.{module_info.name}")
        for cls in vars(module).values():
            if not (is_class(cls) and isinstance(getattr(cls, "SCHEMA", None), kp.Schema)):
                continue
            if isinstance(getattr(cls, "API_KEY", None), int) and isinstance(getattr(cls, "API_VERSION", None), int):
                direction = "request" if cls.is_request() else "response"
                found[Combination(cls.API_KEY, cls.API_VERSION, direction)] = cls
    return found


def build_with_classic_class(combination: Combination, cls: Any, seed: str, nulls: bool = False) -> tuple[bytes, Any]:
    """A message of a classic class with a non-default value in every field, encoded, and the
    JSON kafkasniff should decode from it. Raises LayoutMismatch when the layouts differ."""
    fields, flexible = our_fields(combination)
    values, expected = Builder(combination, seed, nulls).struct(cls.SCHEMA, fields, flexible, "")
    return bytes(cls(*values).encode()), expected


# -- message classes ----------------------------------------------------------------------------


class UInt16(kp.AbstractType):
    """Stands for uint16 in a layout: classic kafka-python has no such type."""


SIMPLE_TYPES: dict[str, tuple[Any, Any]] = {  # JSON type -> (classic type, compact type)
    "int8": (kp.Int8, kp.Int8),
    "int16": (kp.Int16, kp.Int16),
    "uint16": (UInt16, UInt16),
    "int32": (kp.Int32, kp.Int32),
    "int64": (kp.Int64, kp.Int64),
    "float64": (kp.Float64, kp.Float64),
    "bool": (kp.Boolean, kp.Boolean),
    "uuid": (kp.UUID, kp.UUID),
    "string": (kp.String("utf-8"), kp.CompactString("utf-8")),
    "bytes": (kp.Bytes, kp.CompactBytes),
    "records": (kp.Bytes, kp.CompactBytes),
    "bitfield": (kp.BitField, kp.BitField),  # kafka-python's own type for authorized-operations int32s
}


def message_classes() -> dict[tuple[int, str], Any]:
    """kafka-python's JSON-defined message classes, by (api key, direction)."""
    modules = [sasl]
    for package in (admin, consumer, metadata, producer):
        modules += [
            importlib.import_module(f"{package.__name__}.{m.name}") for m in pkgutil.iter_modules(package.__path__)
        ]
    found: dict[tuple[int, str], Any] = {}
    for module in modules:
        for cls in vars(module).values():
            if is_class(cls) and issubclass(cls, ApiMessage) and cls is not ApiMessage:
                found[(cls.API_KEY, cls.type)] = cls
    return found


def build_with_message_class(combination: Combination, cls: Any, seed: str, nulls: bool = False) -> tuple[bytes, Any]:
    """Like build_with_classic_class, with a message class."""
    fields, flexible = our_fields(combination)
    if flexible != cls.flexible_version_q(combination.version):
        raise LayoutMismatch("<body>: kafka-python and kafkasniff disagree on flexibility")
    schema = schema_of(cls._struct, combination.version, flexible)
    values, expected = Builder(combination, seed, nulls, null_structs=True).struct(schema, fields, flexible, "")
    message = container(cls._struct, cls, values, combination.version)
    return bytes(message.encode(version=combination.version)), expected


def schema_of(struct_field: Any, version: int, flexible: bool) -> kp.Schema:
    """The layout of a message class's struct at a version, as a classic Schema."""
    entries = [(f.name, type_of(f, version, flexible)) for f in struct_field.untagged_fields(version)]
    if flexible:
        entries.append(("tags", kp.TaggedFields))
    return kp.Schema(*entries)


def type_of(field: Any, version: int, flexible: bool) -> Any:
    if field.is_struct_array():
        element = schema_of(field.array_of, version, flexible)
    elif field.is_array():
        element = SIMPLE_TYPES[field.array_of.type_str][flexible]
    elif field.is_struct():
        return schema_of(field, version, flexible)
    else:
        return SIMPLE_TYPES[field.type_str][flexible]
    return (kp.CompactArray if flexible else kp.Array)(element)


def container(struct_field: Any, data_class: Any, values: list[Any], version: int) -> Any:
    """A message class (or a nested one) holding the Builder's positional values; the values'
    trailing tagged-fields entry, if any, has no field and is left out."""
    kwargs: dict[str, Any] = {}
    for field, value in zip(struct_field.untagged_fields(version), values, strict=False):
        if value is not None and field.is_struct_array():
            value = [container(field.array_of, field.data_class, list(v), version) for v in value]
        elif value is not None and field.is_struct():
            value = container(field, field.data_class, list(value), version)
        kwargs[field.name] = value
    return data_class(version=version, **kwargs)


# -- building values, paired with kafkasniff's fields --------------------------------------------


def kind_of(their_type: Any) -> type:
    """Classic schemas hold some types as classes (Int32), others as instances (String())."""
    return their_type if isinstance(their_type, type) else type(their_type)


INT_BITS = {kp.Int8: 8, kp.Int16: 16, kp.Int32: 32, kp.Int64: 64}
WIRE_TYPES: dict[type, tuple[str, ...]] = {  # kafka-python type -> kafkasniff types it can stand for
    kp.Int8: ("int8",),
    kp.Int16: ("int16",),
    UInt16: ("uint16",),
    kp.Int32: ("int32",),
    kp.BitField: ("int32",),
    kp.Int64: ("int64",),
    kp.Float64: ("float64",),
    kp.Boolean: ("bool",),
    kp.UUID: ("uuid",),
    kp.String: ("string",),
    kp.CompactString: ("string",),
    kp.Bytes: ("bytes", "records"),
    kp.CompactBytes: ("bytes", "records"),
}
NULLABLE = (kp.Array, kp.String, kp.Bytes, kp.CompactBytes)  # what classic types can write as null


class Builder:
    """Positional values for a classic Schema and, alongside, the JSON kafkasniff should decode
    from them: kafka-python's fields are paired in order with kafkasniff's at the same version."""

    def __init__(self, combination: Combination, seed: str, nulls: bool, null_structs: bool = False) -> None:
        self.version = combination.version
        self.rng = random.Random(seed)
        self.nulls = nulls
        self.null_structs = null_structs  # whether the encoder writes nullable structs' presence byte

    def struct(
        self, schema: kp.Schema, specs: tuple[FieldSpec, ...], flexible: bool, path: str
    ) -> tuple[list[Any], dict[str, Any]]:
        if (kp.TaggedFields in schema.fields) != flexible:
            raise LayoutMismatch(f"{path or '<body>'}: kafka-python and kafkasniff disagree on flexibility")
        ours = deque(
            s for s in specs if within(self.version, s.versions) and not (flexible and within(self.version, s.tagged))
        )
        expected: dict[str, Any] = {}
        values = self.fields(schema, ours, flexible, path, expected)
        if ours:
            raise LayoutMismatch(f"{path or '<body>'}: kafkasniff has more fields: {[s[0] for s in ours]}")
        return values, expected

    def fields(
        self, schema: kp.Schema, ours: deque[FieldSpec], flexible: bool, path: str, expected: dict[str, Any]
    ) -> list[Any]:
        """Values for kafka-python's fields, consuming the kafkasniff fields they stand for."""
        values: list[Any] = []
        for name, their_type in zip(schema.names, schema.fields, strict=True):
            if their_type is kp.TaggedFields:
                values.append({})  # kafka-python takes tagged fields only as raw bytes: none
                continue
            if not ours:
                raise LayoutMismatch(f"{path or '<body>'}: kafka-python has more fields, from {name}")
            if isinstance(their_type, kp.Schema) and ours[0][1] != "struct":
                # kafka-python groups fields that kafkasniff has in line: the same bytes
                values.append(tuple(self.fields(their_type, ours, flexible, path, expected)))
                continue
            spec = ours.popleft()
            value, expected[spec.name] = self.field(their_type, spec, flexible, f"{path}.{spec.name}")
            values.append(value)
        return values

    def field(self, their_type: Any, spec: FieldSpec, flexible: bool, path: str) -> tuple[Any, Any]:
        our_type, nullable_versions, children = spec.type, spec.nullable, spec.children
        if spec.states_flexible:
            flexible = within(self.version, spec.own_flexible)
        can_write_null = issubclass(kind_of(their_type), NULLABLE) or (
            self.null_structs and isinstance(their_type, kp.Schema)
        )
        if self.nulls and can_write_null and within(self.version, nullable_versions):
            return None, None
        if isinstance(their_type, kp.Array):
            if not our_type.startswith("[]"):
                raise LayoutMismatch(f"{path}: kafka-python has an array, kafkasniff {our_type}")
            pairs = [self.element(their_type.array_of, our_type[2:], children, flexible, path) for _ in range(2)]
            return [value for value, _ in pairs], [expected for _, expected in pairs]
        return self.element(their_type, our_type, children, flexible, path)

    def element(
        self, their_type: Any, our_type: str, children: tuple[FieldSpec, ...], flexible: bool, path: str
    ) -> tuple[Any, Any]:
        if isinstance(their_type, kp.Schema):
            values, expected = self.struct(their_type, children, flexible, path)
            return tuple(values), expected
        if our_type == "struct":
            # in a non-flexible version a struct of one field is that field's bytes alone, which
            # is how kafka-python writes e.g. Metadata's topics (names, not structs)
            inner = [s for s in children if within(self.version, s.versions)]
            if len(inner) != 1 or flexible:
                raise LayoutMismatch(f"{path}: kafka-python has {kind_of(their_type).__name__}, kafkasniff a struct")
            value, expected = self.field(their_type, inner[0], flexible, f"{path}.{inner[0][0]}")
            return value, {inner[0][0]: expected}
        if isinstance(their_type, kp.Array):
            raise LayoutMismatch(f"{path}: kafka-python has an array, kafkasniff {our_type}")
        return self.primitive(kind_of(their_type), our_type, path)

    def primitive(self, kind: type, our_type: str, path: str) -> tuple[Any, Any]:
        """A random non-default value of a kafka-python type, and its JSON in kafkasniff."""
        if our_type not in WIRE_TYPES.get(kind, ()):
            raise LayoutMismatch(f"{path}: kafka-python has {kind.__name__}, kafkasniff {our_type}")
        rng = self.rng
        if kind in INT_BITS:
            # negative, to catch sign errors; small half the time
            number = rng.randint(-(2 ** (INT_BITS[kind] - 1)), -1) if rng.random() < 0.5 else rng.randint(-99, -1)
            return number, number
        if kind is UInt16:
            number = rng.randint(1, 2**16 - 1)
            return number, number
        if kind is kp.BitField:  # a set of bit numbers, on the wire an int32
            bits = set(rng.sample(range(32), 3))
            return bits, struct.unpack(">i", struct.pack(">I", sum(1 << b for b in bits)))[0]
        if kind is kp.Float64:
            real = rng.uniform(-1e9, 1e9)
            return real, real
        if kind is kp.Boolean:
            return True, True
        if kind is kp.UUID:
            random_uuid = uuid.UUID(int=rng.getrandbits(128) | 1)
            return random_uuid, str(random_uuid)
        long = rng.random() < 0.2  # past 127 bytes, a compact length takes two varint bytes
        if issubclass(kind, kp.String):
            text = f"{rng.choice(NON_ASCII)}-{rng.randint(0, 99999)}" * (40 if long else 1)
            return text, text
        # bytes and records: records stay opaque to the body decoder, only their size shows
        blob = rng.randbytes(rng.randint(128, 400) if long else rng.randint(1, 12))
        return blob, {"size": len(blob)} if our_type == "records" else blob.hex()
