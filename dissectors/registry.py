"""The protocols kafkasniff decodes, by name: the pipeline's way in to the dissectors, with base.py."""

from __future__ import annotations

from kafkasniff.dissectors.base import DissectOptions, WireProtocol
from kafkasniff.dissectors.kafka.protocol import KafkaProtocol
from kafkasniff.dissectors.mongo.protocol import MongoProtocol

# Content detection asks them in this order; their headers cannot be mistaken for each other
# (Kafka's sizes are big-endian, MongoDB's little-endian).
PROTOCOL_CLASSES: dict[str, type[WireProtocol]] = {cls.name: cls for cls in (KafkaProtocol, MongoProtocol)}


def make_protocols(options: DissectOptions | None = None) -> dict[str, WireProtocol]:
    """Fresh protocol instances (they keep per-capture state, such as SASL mechanisms)."""
    return {name: cls(options) for name, cls in PROTOCOL_CLASSES.items()}


def protocol_class(name: str) -> type[WireProtocol] | None:
    return PROTOCOL_CLASSES.get(name)
