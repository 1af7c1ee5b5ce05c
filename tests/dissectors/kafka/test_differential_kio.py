"""kafkasniff against kio (PyPI `kio`), an independent Kafka serializer: for every (api key,
version, direction) of kafkasniff's schema that kio defines, a message with a non-default value
in every field, and one with every nullable field null, serialized by kio, decodes to exactly
those values, field by field, with no warning.

`python -m scripts.differential_coverage` reports how many combinations this and the
kafka-python suite verify, and why the others are not."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.support.differential import Combination, decoded_json, differences, schema_combinations, seed
from tests.support.kio_values import (
    DEFINITION_DRIFT,
    build_message,
    defaulted_fields,
    entity,
    entity_class,
    expected_json,
    message_strategy,
    serialize,
)

KIO_COMBINATIONS = [c for c in schema_combinations() if entity_class(c) is not None]
SAME_DEFINITION = [c for c in KIO_COMBINATIONS if c not in DEFINITION_DRIFT]


def kio_combinations() -> Iterator[Any]:
    for combination in KIO_COMBINATIONS:
        drift = DEFINITION_DRIFT.get(combination)
        marks = [pytest.mark.xfail(strict=True, reason=drift)] if drift else []
        yield pytest.param(combination, marks=marks, id=str(combination))


@pytest.mark.parametrize("nulls", [False, True], ids=["values", "nulls"])
@pytest.mark.parametrize("combination", kio_combinations())
def test_kafkasniff_decodes_every_field_kio_serializes(combination: Combination, nulls: bool) -> None:
    message = build_message(entity(combination), seed(combination, nulls), nulls)

    decoded, warnings = decoded_json(combination, serialize(message))

    assert warnings == []
    assert differences(expected_json(message, combination), decoded) == []


def test_the_messages_hold_no_default_value_in_any_field() -> None:
    """So that a field decoded as its default (or left out, for tagged fields) cannot pass."""
    defaulted = {
        str(c): fields
        for c in KIO_COMBINATIONS
        if (fields := defaulted_fields(build_message(entity(c), seed(c, False))))
    }
    assert defaulted == {}


@settings(
    derandomize=True,
    max_examples=1000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
)
@given(data=st.data())
def test_kafkasniff_decodes_any_message_kio_serializes(data: st.DataObject) -> None:
    """Values drawn by hypothesis, with kio's strategies for its types: empty and extreme ones too."""
    combination = data.draw(st.sampled_from(SAME_DEFINITION), label="combination")
    message = data.draw(message_strategy(entity(combination)), label="message")

    decoded, warnings = decoded_json(combination, serialize(message))

    assert warnings == []
    assert differences(expected_json(message, combination), decoded) == []
