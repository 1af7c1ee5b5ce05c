"""--json: one JSON object per exchange, one per line (layout documented in the README)."""

from __future__ import annotations

from typing import Any

from kafkasniff.dissectors.declaration import JsonKeys
from kafkasniff.dissectors.registry import DECLARATIONS
from kafkasniff.model import DecodedExchange, LazyFields
from kafkasniff.rendering.clock import exact_seconds
from kafkasniff.rendering.exchange_fields import common_fields
from kafkasniff.rendering.json_text import json_text

CONNECTION_KEYS = ("ts", "client", "broker", "protocol", "tls")
EXCHANGE_KEYS = ("latency_ms", "latency_bound", "status", "request_size", "response_size", "tcp_stream", "frames",
                 "request", "response")  # fmt: skip


def key_order(keys: JsonKeys) -> tuple[str, ...]:
    """The order of a protocol's exchange objects: the keys every exchange has, and the protocol's
    own where its declaration puts them (see the README's layout)."""
    return (*CONNECTION_KEYS, *keys.naming, *EXCHANGE_KEYS, *keys.outcome, "errors", *keys.after_errors, "warnings")


# protocol name -> the order of its objects' keys (keys of none come last, as they came)
FIELD_ORDER = {d.name: key_order(d.json_keys) for d in DECLARATIONS}
_UNDECLARED = key_order(JsonKeys(()))


def exchange_object(item: DecodedExchange) -> dict[str, Any]:
    fields = item.fields.resolved() if isinstance(item.fields, LazyFields) else item.fields
    warnings = [w.as_dict() for w in item.warnings]
    merged = {**common_fields(item), **fields, "errors": list(item.errors), "warnings": warnings}
    order = FIELD_ORDER.get(item.exchange.conn.protocol, _UNDECLARED)
    ordered = {key: merged.pop(key) for key in order if key in merged}
    ordered.update(merged)
    return ordered


def render(item: DecodedExchange) -> str:
    text = json_text(exchange_object(item))
    # "ts" comes first (CONNECTION_KEYS) as a float, a quarter of a microsecond coarse: written
    # instead as the exact decimal of the integer nanoseconds (a JSON number all the same)
    return f'{{"ts":{exact_seconds(item.exchange.ts)}{text[text.index(",") :]}'
