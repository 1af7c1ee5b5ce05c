"""Facts about Kafka APIs from the generated schema: names, versions, header versions."""

from __future__ import annotations

from kafkasniff.dissectors.kafka.schema_data import APIS, ERRORS

API_VERSIONS = 18
CONTROLLED_SHUTDOWN = 7
PRODUCE = 0


def api_name(api_key: int) -> str:
    entry = APIS.get(api_key)
    return entry.name if entry else f"Unknown({api_key})"


def api_names() -> frozenset[str]:
    return frozenset(entry.name for entry in APIS.values())


def is_known(api_key: int) -> bool:
    return api_key in APIS


def highest_version(api_key: int) -> int:
    return APIS[api_key].high if api_key in APIS else -1


def is_flexible(api_key: int, version: int) -> bool:
    entry = APIS.get(api_key)
    return entry is not None and entry.first_flexible is not None and version >= entry.first_flexible


def request_header_version(api_key: int, version: int) -> int:
    if api_key == CONTROLLED_SHUTDOWN and version == 0:
        return 0  # the one request sent before client ids existed
    return 2 if is_flexible(api_key, version) else 1


def response_header_version(api_key: int, version: int) -> int:
    # ApiVersions answers with header v0 always, so a client that sent a version the broker
    # does not support can still read the error.
    if api_key == API_VERSIONS:
        return 0
    return 1 if is_flexible(api_key, version) else 0


def error_name(code: int) -> str:
    return ERRORS.get(code, f"UNKNOWN_ERROR_{code}")
