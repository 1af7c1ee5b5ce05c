"""How many (api key, version, direction) combinations of kafkasniff's schema the differential
tests verify, by which independent serializer or parser, and why the rest are not.

The serializers: kio 0.6.5 and kafka-python, installed by the `test` extra, and kio 0.5.0, which
still has what kio 0.6.5 dropped; it is installed into `.cache/kio-0.5.0/` on first use (network
to PyPI needed once) and run in a subprocess, for the combinations kio 0.6.5 lacks or defines
differently.

A combination is verified by a serializer when a message built with non-default values in every
field (and again with every nullable field null) is serialized by that source and kafkasniff
decodes it, with no warning, to exactly the expected values.

The third oracle parses rather than serializes: Apache Kafka 4.4's own parser (kafka-clients'
generated message classes, run in one JVM: tests/support/apache_oracle.py) reads every request
and response of the committed sample captures, and verifies a combination when it reads every one
of its messages on the wire as kafkasniff does, field by field, explained differences aside
(tests/support/apache_differential.py). It needs Java and the kafka-clients classpath that
scripts/install-deps.sh writes; without them the report says so and leaves it out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from itertools import groupby
from typing import Any

from tests.support import apache_differential, apache_oracle, kio_legacy
from tests.support import kafka_python_values as kpv
from tests.support import kio_values as kv
from tests.support.differential import (
    NEWER_THAN_EVERY_SERIALIZER_REASON,
    Combination,
    decoded_json,
    differences,
    newer_than_every_serializer,
    schema_combinations,
    seed,
)

# Why neither installed serializer (kio 0.6.5, kafka-python) can write these, so that kio 0.5.0 is
# their only source: documented, and checked by the kafka-python and kio 0.5.0 test modules.
ZOOKEEPER_ERA = "ZooKeeper-era inter-broker api, removed in Kafka 4: kio 0.6.5 and kafka-python lack it"
REMOVED_V0 = "v0 removed in Kafka 4: kio 0.6.5 lacks it, kafka-python has no such api"
EARLY_ACCESS_V0 = "early-access v0, replaced by v1 in later Kafka: kio 0.6.5 has only v1"
NOT_SERIALIZABLE: dict[str, tuple[range | None, str]] = {
    # api name: (versions, reason); None for all versions kafkasniff knows
    "LeaderAndIsr": (None, ZOOKEEPER_ERA),
    "StopReplica": (None, ZOOKEEPER_ERA),
    "UpdateMetadata": (None, ZOOKEEPER_ERA),
    "ControlledShutdown": (None, ZOOKEEPER_ERA),
    "CreateDelegationToken": (range(0, 1), REMOVED_V0),
    "RenewDelegationToken": (range(0, 1), REMOVED_V0),
    "ExpireDelegationToken": (range(0, 1), REMOVED_V0),
    "DescribeDelegationToken": (range(0, 1), REMOVED_V0),
    "AlterPartition": (range(0, 2), "v0-1 removed in Kafka 4: kio 0.6.5 lacks them, kafka-python has no such api"),
    "ShareGroupHeartbeat": (range(0, 1), EARLY_ACCESS_V0),
    "ShareGroupDescribe": (range(0, 1), EARLY_ACCESS_V0),
    "ShareFetch": (range(0, 1), EARLY_ACCESS_V0),
    "ShareAcknowledge": (range(0, 1), EARLY_ACCESS_V0),
}


def not_serializable_reason(combination: Combination) -> str | None:
    if newer_than_every_serializer(combination):
        return NEWER_THAN_EVERY_SERIALIZER_REASON
    versions, reason = NOT_SERIALIZABLE.get(combination.api_name, (range(0), ""))
    return reason if versions is None or combination.version in versions else None


VARIANTS = (False, True)  # every field set; every nullable field null


def check_kio(combination: Combination) -> str | None:
    """None when kio verifies the combination, else why not."""
    entity = kv.entity_class(combination)
    if entity is None:
        return "kio has no entity"
    if combination in kv.DEFINITION_DRIFT:
        return kv.DEFINITION_DRIFT[combination]
    for nulls in VARIANTS:
        message = kv.build_message(entity, seed(combination, nulls), nulls)
        problem = _problem(combination, kv.serialize(message), kv.expected_json(message, combination))
        if problem:
            return problem
    return None


def check_kafka_python_classic(combination: Combination) -> str | None:
    cls = _classic().get(combination)
    if cls is None:
        return "kafka-python has no classic class"
    if combination in kpv.CLASSIC_CLASS_ERRORS:
        return kpv.CLASSIC_CLASS_ERRORS[combination]
    return _check_built(
        combination, lambda nulls: kpv.build_with_classic_class(combination, cls, seed(combination, nulls), nulls)
    )


def check_kafka_python_message(combination: Combination) -> str | None:
    cls = _messages().get((combination.api_key, combination.direction))
    if cls is None or combination.version > cls.max_version:
        return "kafka-python has no message class for it"
    return _check_built(
        combination, lambda nulls: kpv.build_with_message_class(combination, cls, seed(combination, nulls), nulls)
    )


def check_kio_legacy(combination: Combination) -> str | None:
    """None when kio 0.5.0, run in a subprocess, verifies the combination, else why not."""
    if newer_than_every_serializer(combination):
        return "newer than kio 0.5.0"
    if combination not in _legacy_consulted():
        return "kio 0.6.5 serializes it, so kio 0.5.0 is not consulted"
    legacy = _legacy()
    if isinstance(legacy, kio_legacy.KioLegacyUnavailable):
        return str(legacy)
    if combination in legacy.undefined:
        return "kio 0.5.0 has no entity"
    for nulls in VARIANTS:
        message = legacy.message(combination, nulls)
        problem = _problem(combination, message.body, message.expected)
        if problem:
            return problem
    return None


def check_apache(combination: Combination) -> str | None:
    """None when Apache's parser reads every message of the combination in the samples as
    kafkasniff does, else why not."""
    compared = _apache()
    if isinstance(compared, apache_oracle.OracleUnavailable):
        return f"Apache's parser cannot run here: {compared}"
    return compared.why_not(combination)


KIO_LEGACY = "kio 0.5.0 (subprocess)"
APACHE = apache_differential.APACHE
SOURCES: dict[str, Callable[[Combination], str | None]] = {
    "kio 0.6.5": check_kio,
    "kafka-python classic classes": check_kafka_python_classic,
    "kafka-python message classes": check_kafka_python_message,
    KIO_LEGACY: check_kio_legacy,
    APACHE: check_apache,
}


@dataclass
class Coverage:
    combinations: list[Combination]
    verified_by: dict[Combination, list[str]] = field(default_factory=dict)
    not_verified: dict[Combination, dict[str, str]] = field(default_factory=dict)  # source -> why not

    @property
    def verified(self) -> int:
        return sum(1 for sources in self.verified_by.values() if sources)

    def headline(self) -> str:
        return f"{self.verified} of {len(self.combinations)} (api, version, direction) combinations verified"

    def report(self) -> str:
        lines = [self.headline()]
        for source in SOURCES:
            alone = sum(1 for s in self.verified_by.values() if s == [source])
            total = sum(1 for s in self.verified_by.values() if source in s)
            lines.append(f"  by {source}: {total} ({alone} by it alone)")
        if self.not_verified:
            lines.append(f"not verified ({len(self.not_verified)}):")
            key = _why_not
            for why, group in groupby(sorted(self.not_verified.items(), key=key), key=key):
                names = [str(c) for c, _ in group]
                lines.append(f"  {len(names)}: {why}")
                lines.append(f"      {', '.join(names)}")
        compared = _apache()
        lines.append("")
        lines.append(
            compared.report() if isinstance(compared, apache_differential.Comparison) else f"{APACHE}: {compared}"
        )
        return "\n".join(lines)


def coverage() -> Coverage:
    """Run every source over every combination of kafkasniff's schema."""
    result = Coverage(schema_combinations())
    for combination in result.combinations:
        reasons = {name: check(combination) for name, check in SOURCES.items()}
        result.verified_by[combination] = [name for name, why in reasons.items() if why is None]
        if not result.verified_by[combination]:
            result.not_verified[combination] = {name: why for name, why in reasons.items() if why is not None}
    return result


def _why_not(item: tuple[Combination, dict[str, str]]) -> str:
    combination, reasons = item
    known = not_serializable_reason(combination)
    if known:  # the installed serializers' reasons say nothing more
        return f"{known}; {KIO_LEGACY}: {reasons[KIO_LEGACY]}; {APACHE}: {reasons[APACHE]}"
    return "; ".join(f"{source}: {why}" for source, why in reasons.items())


def _problem(combination: Combination, body: bytes, expected: object) -> str | None:
    decoded, warnings = decoded_json(combination, body)
    if warnings:
        return f"kafkasniff warns: {warnings[0].kind}: {warnings[0].message}"
    found = differences(expected, decoded)
    return f"kafkasniff decodes differently: {found[0]}" if found else None


def _check_built(combination: Combination, build: Callable[[bool], tuple[bytes, object]]) -> str | None:
    for nulls in VARIANTS:
        try:
            body, expected = build(nulls)
        except kpv.LayoutMismatch as exc:
            return f"layouts differ: {exc}"
        problem = _problem(combination, body, expected)
        if problem:
            return problem
    return None


@cache
def _classic() -> dict[Combination, Any]:
    return kpv.classic_classes()


@cache
def _messages() -> dict[tuple[int, str], Any]:
    return kpv.message_classes()


@cache
def _legacy_consulted() -> frozenset[Combination]:
    return frozenset(kio_legacy.consulted_combinations())


@cache
def _legacy() -> kio_legacy.Encoded | kio_legacy.KioLegacyUnavailable:
    try:
        return kio_legacy.encoded(tuple(kio_legacy.consulted_combinations()))
    except kio_legacy.KioLegacyUnavailable as unavailable:
        return unavailable


@cache
def _apache() -> apache_differential.Comparison | apache_oracle.OracleUnavailable:
    try:
        return apache_differential.comparison()
    except apache_oracle.OracleUnavailable as unavailable:
        return unavailable
