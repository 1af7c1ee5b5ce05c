"""Reading the decoded Kafka bodies (the JSON-ready `fields`) the way every analysis needs:
topic names whatever the version calls them, partition indexes, per-partition errors."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from kafkasniff.dissectors.kafka.vocabulary import PARTITION_FIELDS, TOPIC_NAME_FIELDS
from kafkasniff.model import DecodedExchange, endpoint_text


def looks_like_topic_id(topic: str) -> bool:
    """Newer versions name topics by uuid; these helpers hand either back as the topic."""
    return len(topic) == 36 and topic.count("-") == 4


def body_of(fields: dict[str, Any], side: str) -> dict[str, Any]:
    """A decoded request or response body as an object: {} when it is missing or is not one (the
    raw bytes of an api the schema does not know, rendered as whatever --values makes of bytes)."""
    value = fields.get(side)
    return value if isinstance(value, dict) else {}


def topic_name(entry: dict[str, Any], topic_ids: dict[str, str]) -> str | None:
    for key in TOPIC_NAME_FIELDS:
        if isinstance(entry.get(key), str):
            return str(entry[key])
    topic_id = entry.get("topic_id")
    return topic_ids.get(topic_id, topic_id) if isinstance(topic_id, str) else None


def partition_index(entry: dict[str, Any]) -> int | None:
    for key in PARTITION_FIELDS:
        if isinstance(entry.get(key), int):
            return int(entry[key])
    return None


def topic_partitions(
    body: dict[str, Any] | None, topics_key: str, partitions_key: str, topic_ids: dict[str, str]
) -> Iterator[tuple[str, int, dict[str, Any]]]:
    """(topic, partition, partition entry) for body[topics_key][*][partitions_key][*]."""
    for topic in (body or {}).get(topics_key) or []:
        name = topic_name(topic, topic_ids)
        for entry in topic.get(partitions_key) or []:
            index = partition_index(entry)
            if name is not None and index is not None:
                yield name, index, entry


def conn_text(e: DecodedExchange) -> str:
    return f"{endpoint_text(e.exchange.conn.client)}->{endpoint_text(e.exchange.conn.server)}"


def request_ts(e: DecodedExchange) -> float:
    return e.exchange.ts / 1e9


def latency_ms(e: DecodedExchange) -> float | None:
    latency = e.exchange.latency_ns
    return None if latency is None else round(latency / 1e6, 3)


def response_ts(e: DecodedExchange) -> float | None:
    response = e.exchange.response
    return response.ts / 1e9 if response is not None else None


def batches(records: dict[str, Any] | None) -> Iterator[dict[str, Any]]:
    """Every decoded batch (legacy wrappers and their inner messages included)."""
    for batch in (records or {}).get("batches") or []:
        if batch.get("partial"):
            continue
        yield batch
        inner = batch.get("batches")  # a legacy wrapper's messages
        if inner:
            yield from batches({"batches": inner})
