"""--json: one JSON object per exchange, one per line (layout documented in the README)."""

from __future__ import annotations

import json
from typing import Any

from kafkasniff.model import DecodedExchange, LazyFields
from kafkasniff.rendering.exchange_fields import common_fields

FIELD_ORDER = (
    "ts", "client", "broker", "protocol", "api_key", "api", "api_version", "correlation_id",
    "client_id", "group", "topics", "latency_ms", "status", "request_size", "response_size", "request", "response",
    "errors", "error_details", "topic_ids", "warnings",
)  # fmt: skip


def exchange_object(item: DecodedExchange) -> dict[str, Any]:
    fields = item.fields.resolved() if isinstance(item.fields, LazyFields) else item.fields
    merged = {**common_fields(item), **fields, "errors": list(item.errors), "warnings": list(item.warnings)}
    ordered = {key: merged.pop(key) for key in FIELD_ORDER if key in merged}
    ordered.update(merged)
    return ordered


def render(item: DecodedExchange) -> str:
    return json.dumps(exchange_object(item), ensure_ascii=False, separators=(",", ":"))
