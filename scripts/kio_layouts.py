"""Layouts read from kio (PyPI, generated from Kafka 4.1's definitions): a build-time source for the
versions Apache's JSON folders here lack (newer group, share and streams group apis, KRaft), and a
check on the versions they share.

kio writes one frozen dataclass per (api, version, direction); a field's Kafka type is in its
metadata, nullability in its annotation (`X | None`), a tagged field's tag in its metadata. kio
renames a few fields for Python: a time as a timedelta or datetime loses its `_ms` suffix, `id`
becomes `id_`; the Kafka names are restored here so both sources name fields alike.
"""

from __future__ import annotations

import dataclasses
import importlib
import types
import typing
from typing import Any

from scripts.kafka_layouts import FieldLayout, MessageLayout

# kio's Kafka types that are one of the protocol's primitives under another name
_WIRE_TYPES = {"error_code": "int16", "timedelta_i32": "int32", "timedelta_i64": "int64", "datetime_i64": "int64"}
_CAN_BE_NULL = {"string", "bytes", "records", "struct"}
_ENTITIES = {"GroupId": "groupId", "TopicName": "topicName", "BrokerId": "brokerId",
             "TransactionalId": "transactionalId", "ProducerId": "producerId"}  # fmt: skip


def kio_version() -> str | None:
    try:
        from importlib.metadata import version

        return version("kio")
    except Exception:  # noqa: BLE001 - not installed: the generator says so
        return None


def kio_api_names() -> dict[int, str]:
    """api key -> kio's module name for it."""
    from kio.schema.index import api_key_map

    return dict(api_key_map)


def kio_layouts(api_key: int, kind: str) -> dict[int, MessageLayout]:
    """Every version kio has of one api's request or response."""
    module = kio_api_names().get(api_key)
    if module is None:
        return {}
    found = {}
    for v in range(0, 64):
        cls = _message_class(f"kio.schema.{module}.v{v}.{kind}", kind)
        if cls is not None:
            found[v] = MessageLayout(bool(cls.__flexible__), _fields(cls))
    return found


def kio_errors() -> dict[int, str]:
    from kio.schema.errors import ErrorCode

    return {int(e.value): e.name.upper() for e in ErrorCode}


def _message_class(module_name: str, kind: str) -> Any | None:
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError:
        return None
    for value in vars(module).values():
        entity_type = getattr(value, "__type__", None)
        if dataclasses.is_dataclass(value) and getattr(entity_type, "name", None) == kind:
            return value
    return None


def _fields(cls: Any) -> tuple[FieldLayout, ...]:
    hints = typing.get_type_hints(cls)
    return tuple(_field(f, hints[f.name]) for f in dataclasses.fields(cls))


def _field(f: dataclasses.Field[Any], annotation: Any) -> FieldLayout:
    annotation, nullable = _strip_none(annotation)
    array = typing.get_origin(annotation) is tuple
    element = typing.get_args(annotation)[0] if array else annotation
    kafka_type = f.metadata.get("kafka_type")
    children: tuple[FieldLayout, ...] = ()
    if dataclasses.is_dataclass(element):
        base = "struct"
        children = _fields(element)
    else:
        assert kafka_type is not None, f"{f.name}: no Kafka type"
        base = _WIRE_TYPES.get(kafka_type, kafka_type)
    if not array and base not in _CAN_BE_NULL:
        nullable = False  # kio reads a sentinel (the zero uuid, a time of -1) as None: not a null
    return FieldLayout(
        kafka_name(f.name, kafka_type), ("[]" if array else "") + base, nullable, f.metadata.get("tag"), None,
        _ENTITIES.get(getattr(element, "__name__", "")), children,
    )  # fmt: skip


def _strip_none(annotation: Any) -> tuple[Any, bool]:
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        rest = [a for a in typing.get_args(annotation) if a is not type(None)]
        if len(rest) < len(typing.get_args(annotation)):
            assert len(rest) == 1, f"{annotation}: more than one type besides None"
            return rest[0], True
    return annotation, False


def kafka_name(name: str, kafka_type: str | None) -> str:
    """Kafka's name of a kio field: kio drops `_ms` from fields it types as times and adds `_` to
    names Python has taken (`id_`)."""
    name = name.rstrip("_")
    return name + "_ms" if kafka_type in ("timedelta_i32", "timedelta_i64", "datetime_i64") else name
