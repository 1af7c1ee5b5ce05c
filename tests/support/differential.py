"""What the differential tests share: the (api key, version, direction) combinations our schema
defines, kafkasniff's decode of a serialized body as JSON, and a field-by-field comparison."""

from __future__ import annotations

from typing import Any, NamedTuple

from kafkasniff.dissectors.kafka.body import decode_body
from kafkasniff.dissectors.kafka.readers.compiler import Context
from kafkasniff.dissectors.kafka.schema_data import APIS, REQUESTS, RESPONSES
from kafkasniff.dissectors.tree import to_json


class Combination(NamedTuple):
    """One message kind the protocol defines: an api key at one version, request or response."""

    api_key: int
    version: int
    direction: str  # "request" or "response"

    @property
    def api_name(self) -> str:
        return APIS[self.api_key][0]

    def __str__(self) -> str:
        return f"{self.api_name}-v{self.version}-{self.direction}"


# Versions the pinned release (Kafka 4.4) brought that no serializer the tests run has: kio 0.6.5
# is generated from Kafka 4.1, kio 0.5.0 and kafka-python are older. (api name: versions; None for
# every version.) Only captures of a 4.4 cluster check them.
NEWER_THAN_EVERY_SERIALIZER: dict[str, range | None] = {
    "ApiVersions": range(5, 6),
    "TxnOffsetCommit": range(6, 7),
    "DeleteGroups": range(3, 4),
    "StreamsGroupHeartbeat": range(1, 2),
    "StreamsGroupDescribe": range(1, 2),
    "StreamsGroupTopologyDescriptionUpdate": None,
    "UnregisterController": None,
}
NEWER_THAN_EVERY_SERIALIZER_REASON = "new in Kafka 4.4: kio 0.6.5 (Kafka 4.1), kio 0.5.0 and kafka-python lack it"


def newer_than_every_serializer(combination: Combination) -> bool:
    if combination.api_name not in NEWER_THAN_EVERY_SERIALIZER:
        return False
    versions = NEWER_THAN_EVERY_SERIALIZER[combination.api_name]
    return versions is None or combination.version in versions


def schema_combinations() -> list[Combination]:
    """Every combination kafkasniff's schema defines: the M of 'N of M verified'."""
    return [
        Combination(api_key, version, direction)
        for direction, table in (("request", REQUESTS), ("response", RESPONSES))
        for api_key, (lowest, highest, _, _) in table.items()
        for version in range(lowest, highest + 1)
    ]


def seed(combination: Combination, nulls: bool) -> str:
    """The random seed of a test message: fixed, so every run builds the same messages."""
    return f"{combination}-{'nulls' if nulls else 'values'}"


def decoded_json(combination: Combination, body: bytes) -> tuple[Any, list[dict[str, Any]]]:
    """kafkasniff's decode of a body (the bytes after the header) as JSON, and its warnings."""
    ctx = Context()
    node = decode_body(combination.direction, combination.api_key, combination.version, body, 0, 0, ctx)
    assert node is not None, f"kafkasniff does not know api key {combination.api_key}"
    return to_json(node), ctx.warnings


def differences(expected: Any, actual: Any, path: str = "") -> list[str]:
    """Where `actual` differs from `expected`, one line per field: path, expected, actual."""
    where = path or "<body>"
    if isinstance(expected, dict) and isinstance(actual, dict):
        found: list[str] = []
        for key in expected.keys() | actual.keys():
            if key not in actual:
                found.append(f"{path}.{key}: missing (expected {expected[key]!r})")
            elif key not in expected:
                found.append(f"{path}.{key}: unexpected {actual[key]!r}")
            else:
                found += differences(expected[key], actual[key], f"{path}.{key}")
        return sorted(found)
    if isinstance(expected, list) and isinstance(actual, list):
        if len(expected) != len(actual):
            return [f"{where}: {len(actual)} elements, expected {len(expected)}"]
        return [
            line
            for i, (e, a) in enumerate(zip(expected, actual, strict=True))
            for line in differences(e, a, f"{path}[{i}]")
        ]
    if type(expected) is not type(actual) or expected != actual:
        return [f"{where}: {actual!r}, expected {expected!r}"]
    return []
