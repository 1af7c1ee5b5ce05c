"""--json: one JSON object per exchange, one per line (layout documented in the README)."""

from __future__ import annotations

from typing import Any

from kafkasniff.model import DecodedExchange, LazyFields
from kafkasniff.rendering.exchange_fields import common_fields
from kafkasniff.rendering.json_text import json_text

FIELD_ORDER = (
    "ts",
    "client",
    "broker",
    "protocol",
    "tls",
    "api_key",
    "api",
    "api_version",
    "opcode",
    "compressor",
    "correlation_id",
    "request_id",
    "client_id",
    "group",
    "topics",
    "database",
    "collection",
    "latency_ms",
    "latency_bound",
    "status",
    "request_size",
    "response_size",
    "tcp_stream",
    "frames",
    "request",
    "response",
    "ok",
    "cursor_id",
    "errors",
    "error_details",
    "topic_ids",
    "warnings",
)  # fmt: skip (Kafka's keys and MongoDB's; each protocol has its own set, see the README)


def exchange_object(item: DecodedExchange) -> dict[str, Any]:
    fields = item.fields.resolved() if isinstance(item.fields, LazyFields) else item.fields
    warnings = [w.as_dict() for w in item.warnings]
    merged = {**common_fields(item), **fields, "errors": list(item.errors), "warnings": warnings}
    ordered = {key: merged.pop(key) for key in FIELD_ORDER if key in merged}
    ordered.update(merged)
    return ordered


def render(item: DecodedExchange) -> str:
    return json_text(exchange_object(item))
