"""The protocols kafkasniff decodes, by name."""

from __future__ import annotations

from dissectors.base import DissectOptions, WireProtocol
from dissectors.kafka.protocol import KafkaProtocol
from dissectors.mongo.protocol import MongoProtocol


def make_protocols(options: DissectOptions | None = None) -> dict[str, WireProtocol]:
    """Fresh protocol instances (they keep per-capture state, such as SASL mechanisms). Content
    detection asks them in this order; their headers cannot be mistaken for each other (Kafka's
    sizes are big-endian, MongoDB's little-endian)."""
    return {p.name: p for p in (KafkaProtocol(options), MongoProtocol(options))}


PROTOCOLS = make_protocols()
