"""The Kafka client of the net_forms samples, run inside a client network namespace: kafka-python
(api 2.5.0) creates a topic, produces records with acks=all and reads them back without a group;
it prints what it did as JSON (topics, offsets, counts).

python -m samples.record.scenarios.net_client BOOTSTRAP TOPIC CLIENT_PREFIX VALUE_BYTES RECORDS
"""

from __future__ import annotations

import json
import sys

from samples.record.clients import CLIENT_TIMEOUT_S, KAFKA_PYTHON_API_VERSION
from samples.record.sent import Facts

SETTINGS = {"api_version": KAFKA_PYTHON_API_VERSION, "request_timeout_ms": CLIENT_TIMEOUT_S * 1000}


def create(bootstrap: str, topic: str, client_id: str) -> None:
    from kafka import KafkaAdminClient
    from kafka.admin import NewTopic

    admin = KafkaAdminClient(bootstrap_servers=bootstrap, client_id=client_id, api_version=KAFKA_PYTHON_API_VERSION,
                             request_timeout_ms=CLIENT_TIMEOUT_S * 1000)  # fmt: skip
    try:
        admin.create_topics([NewTopic(topic, 1, 1)], timeout_ms=CLIENT_TIMEOUT_S * 1000)
    finally:
        admin.close()


def produce(bootstrap: str, topic: str, client_id: str, value_bytes: int, records: int) -> list[int]:
    from kafka import KafkaProducer

    producer = KafkaProducer(bootstrap_servers=bootstrap, client_id=client_id, acks="all", **SETTINGS)
    futures = [
        producer.send(
            topic, key=f"{client_id}-{n}".encode(), value=f"{client_id} record {n} ".encode().ljust(value_bytes, b".")
        )
        for n in range(records)
    ]
    producer.flush(timeout=CLIENT_TIMEOUT_S)
    offsets = [f.get(timeout=CLIENT_TIMEOUT_S).offset for f in futures]
    producer.close(timeout=CLIENT_TIMEOUT_S)
    return offsets


def consume(bootstrap: str, topic: str, client_id: str, expected: int) -> list[int]:
    from kafka import KafkaConsumer, TopicPartition

    consumer = KafkaConsumer(bootstrap_servers=bootstrap, client_id=client_id, enable_auto_commit=False, **SETTINGS)
    partition = TopicPartition(topic, 0)
    consumer.assign([partition])
    consumer.seek(partition, 0)
    offsets: list[int] = []
    for _ in range(100):
        for batch in consumer.poll(timeout_ms=200).values():
            offsets.extend(r.offset for r in batch)
        if len(offsets) >= expected:
            break
    consumer.close()
    return offsets


def run(bootstrap: str, topic: str, prefix: str, value_bytes: int, records: int) -> Facts:
    create(bootstrap, topic, f"{prefix}-admin")
    produced = produce(bootstrap, topic, f"{prefix}-producer", value_bytes, records)
    consumed = consume(bootstrap, topic, f"{prefix}-consumer", records)
    return {
        "client_ids": [f"{prefix}-admin", f"{prefix}-producer", f"{prefix}-consumer"],
        "topics": {topic: {"partitions": 1}},
        "value_bytes": value_bytes,
        "produced": {topic: len(produced)},
        "produced_offsets": produced,
        "consumed": {topic: len(consumed)},
        "consumed_offsets": consumed,
    }


if __name__ == "__main__":
    bootstrap, topic, prefix, value_bytes, records = sys.argv[1:6]
    print(json.dumps(run(bootstrap, topic, prefix, int(value_bytes), int(records))))
