"""kafkasniff against kio 0.5.0, an older release of the independent serializer kio, for what
kio 0.6.5 no longer has: the ZooKeeper-era inter-broker apis (LeaderAndIsr, StopReplica,
UpdateMetadata, ControlledShutdown), versions removed in Kafka 4 and early-access v0 definitions.
For every (api key, version, direction) of kafkasniff's schema that kio 0.6.5 lacks or defines
differently, a message with a non-default value in every field, and one with every nullable
field null, serialized by kio 0.5.0, decodes to exactly those values, field by field, with no
warning.

kio 0.5.0 runs in a subprocess (one kio per interpreter), installed on first use into
`.cache/kio-0.5.0/`; without network to PyPI these tests skip, saying so.

`python -m scripts.differential_coverage` reports how many combinations this and the other
differential suites verify, and why the others are not."""

from __future__ import annotations

import pytest

from tests.support.differential import (
    Combination,
    decoded_json,
    differences,
    newer_than_every_serializer,
    schema_combinations,
)
from tests.support.differential_coverage import not_serializable_reason
from tests.support.kio_legacy import (
    CACHE_DIR,
    VERSION,
    Encoded,
    KioLegacyUnavailable,
    consulted_combinations,
    encoded,
)
from tests.support.kio_values import DEFINITION_DRIFT

CONSULTED = consulted_combinations()


@pytest.fixture(scope="session")
def kio_0_5_0() -> Encoded:
    """The messages kio 0.5.0 serializes for every consulted combination, once per session."""
    try:
        return encoded(tuple(CONSULTED))
    except KioLegacyUnavailable as exc:
        pytest.skip(str(exc))


@pytest.mark.parametrize("nulls", [False, True], ids=["values", "nulls"])
@pytest.mark.parametrize("combination", CONSULTED, ids=str)
def test_kafkasniff_decodes_every_field_kio_0_5_0_serializes(
    kio_0_5_0: Encoded, combination: Combination, nulls: bool
) -> None:
    message = kio_0_5_0.message(combination, nulls)

    decoded, warnings = decoded_json(combination, message.body)

    assert warnings == []
    assert differences(message.expected, decoded) == []


def test_the_messages_are_serialized_by_kio_0_5_0_not_by_the_installed_kio(kio_0_5_0: Encoded) -> None:
    assert kio_0_5_0.kio_version == VERSION
    assert kio_0_5_0.kio_file.is_relative_to(CACHE_DIR)


def test_kio_0_5_0_defines_every_combination_it_is_consulted_for(kio_0_5_0: Encoded) -> None:
    assert [str(c) for c in kio_0_5_0.undefined] == []


def test_the_messages_hold_no_default_value_in_any_field(kio_0_5_0: Encoded) -> None:
    """So that a field decoded as its default (or left out, for tagged fields) cannot pass."""
    defaulted = {
        str(c): message.defaulted for c in CONSULTED if (message := kio_0_5_0.message(c, nulls=False)).defaulted
    }
    assert defaulted == {}


def test_kio_0_5_0_is_consulted_for_everything_the_installed_serializers_cannot_write() -> None:
    """Every combination neither kio 0.6.5 nor kafka-python has, and every one kio 0.6.5
    defines differently from kafkasniff's schema, but for what Kafka 4.4 brought (no kio has it)."""
    no_installed_serializer = {
        c for c in schema_combinations() if not_serializable_reason(c) and not newer_than_every_serializer(c)
    }

    assert no_installed_serializer | set(DEFINITION_DRIFT) <= set(CONSULTED)
