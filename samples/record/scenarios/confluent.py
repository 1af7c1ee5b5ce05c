"""confluent-kafka (librdkafka): admin, a zstd acks=all producer with keys and headers, a group
consumer committing each batch synchronously."""

from __future__ import annotations

import importlib.metadata
import json
from collections import Counter
from collections.abc import Mapping
from typing import Any

from samples.record.capture import Wire
from samples.record.clients import CK_MANUAL_GROUP, CLIENT_TIMEOUT_S, confluent_delivery
from samples.record.consuming import confluent_read
from samples.record.groups import AssignmentTracker, confluent_batch_committer, confluent_subscribe
from samples.record.sent import Facts, SentRecord, one_group_facts, partition_key

TOPIC, GROUP = "events", "audit"


def create_topic(bootstrap: str, settings: Mapping[str, Any] | None = None) -> None:
    """settings: what every client of this module adds (TLS for the samples behind a TLS front)."""
    from confluent_kafka.admin import AdminClient, NewTopic

    admin = AdminClient({"bootstrap.servers": bootstrap, "client.id": "ck-admin", **(settings or {})})
    futures = admin.create_topics([NewTopic(TOPIC, num_partitions=2, replication_factor=1)],
                                  request_timeout=CLIENT_TIMEOUT_S, operation_timeout=CLIENT_TIMEOUT_S)  # fmt: skip
    futures[TOPIC].result(timeout=CLIENT_TIMEOUT_S)


def produce(bootstrap: str, settings: Mapping[str, Any] | None = None) -> tuple[Counter[str], list[SentRecord]]:
    from confluent_kafka import Producer

    producer = Producer({"bootstrap.servers": bootstrap, "client.id": "ck-producer", "acks": "all",
                         "compression.type": "zstd", "linger.ms": 20, **(settings or {})})  # fmt: skip
    per_partition: Counter[str] = Counter()
    errors: list[str] = []
    sent: list[SentRecord] = []

    def on_delivery(err: Any, msg: Any) -> None:
        if err is not None:
            errors.append(str(err))
        else:
            per_partition[partition_key(msg.topic(), msg.partition())] += 1

    for burst in range(2):
        for i in range(burst * 10, burst * 10 + 10):
            # librdkafka writes MessageSet v2 (magic 2) to brokers offering Produce v3+, as tansu does.
            record = SentRecord(
                "ck-producer", TOPIC, "zstd", 2, key=f"user-{i % 5}".encode(),
                value=json.dumps({"event": "login", "n": i}).encode() * 3,
                headers=(("trace-id", f"t-{i:04d}".encode()), ("origin", b"make_samples")),
            )  # fmt: skip
            producer.produce(TOPIC, key=record.key, value=record.value, headers=list(record.headers),
                             on_delivery=confluent_delivery(record, on_delivery))  # fmt: skip
            sent.append(record)
        if producer.flush(CLIENT_TIMEOUT_S):
            raise RuntimeError("confluent producer flush timed out")
    if errors:
        raise RuntimeError(f"delivery errors: {errors}")
    return per_partition, sent


def consume(
    bootstrap: str, expected: int, settings: Mapping[str, Any] | None = None
) -> tuple[Counter[str], dict[str, int]]:
    from confluent_kafka import Consumer

    consumer = Consumer({"bootstrap.servers": bootstrap, "client.id": "ck-consumer", "group.id": GROUP,
                         **CK_MANUAL_GROUP, **(settings or {})})  # fmt: skip
    tracker = AssignmentTracker("ck-consumer", GROUP)
    consumed, committed = Counter[str](), dict[str, int]()

    commit = confluent_batch_committer(consumer, tracker, consumed, committed, "ck-consumer")

    confluent_subscribe(consumer, [TOPIC], tracker)
    try:
        # Small batches so the capture holds several synchronous OffsetCommits.
        confluent_read(consumer, tracker, expected, commit, f"ck-consumer reads {TOPIC} in group {GROUP}", 8)
    finally:
        consumer.close()
    return consumed, committed


def scenario(port: int, wire: Wire) -> Facts:
    import confluent_kafka

    bootstrap = f"127.0.0.1:{port}"
    create_topic(bootstrap)
    per_partition, sent = produce(bootstrap)
    consumed, committed = consume(bootstrap, per_partition.total())
    return {
        "clients": {
            "confluent-kafka": importlib.metadata.version("confluent-kafka"),
            "librdkafka": confluent_kafka.libversion()[0],
        },
        "compression": "zstd",
        "client_ids": ["ck-admin", "ck-producer", "ck-consumer"],
        **one_group_facts(TOPIC, 2, GROUP, per_partition, consumed, committed, sent),
    }
