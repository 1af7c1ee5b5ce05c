"""The protocols kafkasniff decodes, by name."""

from __future__ import annotations

from dissectors.base import DissectOptions, WireProtocol
from dissectors.kafka.protocol import KafkaProtocol


def make_protocols(options: DissectOptions | None = None) -> dict[str, WireProtocol]:
    """Fresh protocol instances (they keep per-capture state, such as SASL mechanisms)."""
    return {p.name: p for p in (KafkaProtocol(options),)}


PROTOCOLS = make_protocols()
