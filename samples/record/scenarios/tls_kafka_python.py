"""kafka-python through stunnel, once per leg: admin creates the topic, an acks=all producer, a group
consumer committing by hand (the steps of the kafka-python-v2.5 sample, over TLS)."""

from __future__ import annotations

from typing import Any

from samples.record.clients import CLIENT_TIMEOUT_S
from samples.record.scenarios import kafka_python
from samples.record.sent import Facts, one_group_facts
from samples.record.tls.runs import LegRun

SNI = "kafka.tls.test"
PARTITIONS = 3


def connection(run: LegRun) -> dict[str, Any]:
    # The context writes the key log; kafka-python uses it as given.
    return {"security_protocol": "SSL", "ssl_context": run.client_context(SNI)}


def create_topic(run: LegRun, settings: dict[str, Any]) -> None:
    from kafka import KafkaAdminClient
    from kafka.admin import NewTopic

    admin = KafkaAdminClient(client_id="kp-admin", **kafka_python.common(run.tls_port, settings))
    try:
        admin.create_topics([NewTopic(kafka_python.TOPIC, PARTITIONS, 1)], timeout_ms=CLIENT_TIMEOUT_S * 1000)
    finally:
        admin.close()


def scenario(run: LegRun) -> Facts:
    settings = connection(run)
    create_topic(run, settings)
    per_partition, sent = kafka_python.produce_acked(run.tls_port, settings)
    consumed, committed = kafka_python.consume(run.tls_port, settings)
    return {
        "client_ids": ["kp-admin", "kp-producer", "kp-consumer"],
        "sni": SNI,
        **one_group_facts(kafka_python.TOPIC, PARTITIONS, kafka_python.GROUP, per_partition, consumed, committed, sent),
    }
