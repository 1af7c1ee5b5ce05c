"""confluent-kafka (librdkafka) through the Python TLS front, once per leg: admin creates the topic,
a zstd acks=all producer, a group consumer committing synchronously (the confluent sample's steps).

librdkafka writes no key log (no ssl.keylog.file, SSLKEYLOGFILE ignored): the front writes it."""

from __future__ import annotations

import contextlib
import importlib.metadata
from pathlib import Path
from typing import Any

from samples.record.scenarios import confluent
from samples.record.sent import Facts, one_group_facts
from samples.record.tls.runs import Backend, LegRun, tansu_behind_front

# librdkafka sends the broker's host name as SNI (none for an IP address), so tansu advertises
# localhost; IPv4 only, where the front listens.
SNI = "localhost"
PARTITIONS = 2
SETTINGS: dict[str, Any] = {
    "security.protocol": "ssl",
    "enable.ssl.certificate.verification": False,  # the front's certificate is a throwaway self-signed one
    "ssl.endpoint.identification.algorithm": "none",
    "broker.address.family": "v4",
}


def versions() -> dict[str, str]:
    import confluent_kafka

    return {
        "confluent-kafka": importlib.metadata.version("confluent-kafka"),
        "librdkafka": confluent_kafka.libversion()[0],
    }


def backend(tls_port: int, log: Path) -> contextlib.AbstractContextManager[Backend]:
    return tansu_behind_front(tls_port, log, host=SNI)


def scenario(run: LegRun) -> Facts:
    bootstrap = f"{SNI}:{run.tls_port}"
    confluent.create_topic(bootstrap, SETTINGS)
    per_partition, sent = confluent.produce(bootstrap, SETTINGS)
    consumed, committed = confluent.consume(bootstrap, per_partition.total(), SETTINGS)
    return {
        "client_ids": ["ck-admin", "ck-producer", "ck-consumer"],
        "compression": "zstd",
        "sni": SNI,
        **one_group_facts(confluent.TOPIC, PARTITIONS, confluent.GROUP, per_partition, consumed, committed, sent),
    }
