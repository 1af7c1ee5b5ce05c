"""The protocols kafkasniff decodes, by name, and what each declares of itself: the pipeline's way
in to the dissectors, with base.py. Adding a protocol is adding it here; options, filters, views
and the Spark job read its declaration (dissectors/declaration.py) from `DECLARATIONS`."""

from __future__ import annotations

from kafkasniff.dissectors.base import DissectOptions, WireProtocol
from kafkasniff.dissectors.declaration import ProtocolDeclaration
from kafkasniff.dissectors.kafka.declaration import KAFKA
from kafkasniff.dissectors.kafka.protocol import KafkaProtocol
from kafkasniff.dissectors.mongo.declaration import MONGO
from kafkasniff.dissectors.mongo.protocol import MongoProtocol

# Content detection asks them in this order; their headers cannot be mistaken for each other
# (Kafka's sizes are big-endian, MongoDB's little-endian). Options, JSON keys and table columns
# of the protocols come in this order too where they share a place.
PROTOCOL_CLASSES: dict[str, type[WireProtocol]] = {cls.name: cls for cls in (KafkaProtocol, MongoProtocol)}
DECLARATIONS: tuple[ProtocolDeclaration, ...] = (KAFKA, MONGO)


def make_protocols(options: DissectOptions | None = None) -> dict[str, WireProtocol]:
    """Fresh protocol instances (they keep per-capture state, such as SASL mechanisms)."""
    return {name: cls(options) for name, cls in PROTOCOL_CLASSES.items()}


def protocol_class(name: str) -> type[WireProtocol] | None:
    return PROTOCOL_CLASSES.get(name)


def declared_class(declaration: ProtocolDeclaration) -> type[WireProtocol]:
    """The protocol class a declaration is of (its api and opcode names, for --api)."""
    return PROTOCOL_CLASSES[declaration.name]
