"""The protocols kafkasniff decodes, by name."""

from __future__ import annotations

from dissectors.base import WireProtocol
from dissectors.kafka.protocol import KafkaProtocol

PROTOCOLS: dict[str, WireProtocol] = {p.name: p for p in (KafkaProtocol(),)}
