"""The projections views decode Kafka bodies and headers with (which fields get nodes), and the
name each goes by among the readers generated ahead of time (readers/prebuilt.py)."""

from __future__ import annotations

from kafkasniff.dissectors.kafka import summary
from kafkasniff.dissectors.kafka.carriers import CARRIER_NAMES
from kafkasniff.dissectors.kafka.readers.runtime import Keep, keep_nothing


def summary_projection(name: str, entity: str | None, typ: str) -> bool:
    """The fields a one-line summary is made of, the consumer protocol's carriers included
    (their subscriptions and assignments name topics)."""
    return summary.wanted(name, entity, typ) or name in CARRIER_NAMES


def client_id_only(name: str, entity: str | None, typ: str) -> bool:
    """A request header's client id: what pairing reads of a header."""
    return name == "client_id"


# a projection (None: every field) -> its name in the generated readers' keys
PROJECTION_NAMES: dict[Keep | None, str] = {
    None: "all",
    summary_projection: "summary",
    keep_nothing: "nothing",
    client_id_only: "client_id",
}
