"""kafkasniff against kafka-python's encoders, which reach the old versions kio (generated from
Kafka 4's definitions) lacks: for every (api key, version, direction) of kafkasniff's schema
that kafka-python's classic classes or its message classes can encode, a message with a
non-default value in every field, and one with every nullable field null, decodes to exactly
those values, field by field, with no warning.

`python -m scripts.differential_coverage` reports how many combinations this and the kio suite
verify, and why the others are not."""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.differential import Combination, decoded_json, differences, schema_combinations, seed
from tests.support.differential_coverage import not_serializable_reason
from tests.support.kafka_python_values import (
    CLASSIC_CLASS_ERRORS,
    LayoutMismatch,
    build_with_classic_class,
    build_with_message_class,
    classic_classes,
    message_classes,
)
from tests.support.kio_values import entity_class

OURS = schema_combinations()
CLASSIC = classic_classes()
MESSAGES = message_classes()


def message_class(combination: Combination) -> Any | None:
    cls = MESSAGES.get((combination.api_key, combination.direction))
    return cls if cls is not None and combination.version <= cls.max_version else None


CLASSIC_COMBINATIONS = [c for c in OURS if c in CLASSIC and c not in CLASSIC_CLASS_ERRORS]
MESSAGE_COMBINATIONS = [c for c in OURS if message_class(c) is not None]
VARIANTS = pytest.mark.parametrize("nulls", [False, True], ids=["values", "nulls"])


@VARIANTS
@pytest.mark.parametrize("combination", CLASSIC_COMBINATIONS, ids=str)
def test_kafkasniff_decodes_every_field_kafka_python_classic_classes_encode(
    combination: Combination, nulls: bool
) -> None:
    body, expected = build_with_classic_class(combination, CLASSIC[combination], seed(combination, nulls), nulls)

    decoded, warnings = decoded_json(combination, body)

    assert warnings == []
    assert differences(expected, decoded) == []


@VARIANTS
@pytest.mark.parametrize("combination", MESSAGE_COMBINATIONS, ids=str)
def test_kafkasniff_decodes_every_field_kafka_python_message_classes_encode(
    combination: Combination, nulls: bool
) -> None:
    body, expected = build_with_message_class(combination, message_class(combination), seed(combination, nulls), nulls)

    decoded, warnings = decoded_json(combination, body)

    assert warnings == []
    assert differences(expected, decoded) == []


@pytest.mark.parametrize("combination", list(CLASSIC_CLASS_ERRORS), ids=str)
def test_classic_classes_known_to_differ_from_kafka_are_left_out(combination: Combination) -> None:
    with pytest.raises(LayoutMismatch):
        build_with_classic_class(combination, CLASSIC[combination], seed(combination, False))


def test_only_the_documented_combinations_have_no_independent_serializer() -> None:
    """Neither kio nor kafka-python can write these; each has its reason in differential_coverage."""
    unserializable = {str(c) for c in OURS if entity_class(c) is None and c not in CLASSIC and message_class(c) is None}
    assert unserializable == {str(c) for c in OURS if not_serializable_reason(c)}
