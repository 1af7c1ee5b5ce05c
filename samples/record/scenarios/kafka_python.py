"""kafka-python pinned to api 2.5.0: admin, acks=all and acks=0 producers, a group consumer committing by hand."""

from __future__ import annotations

import importlib.metadata
import json
from collections import Counter
from collections.abc import Mapping
from typing import Any

from samples.record.capture import Wire
from samples.record.clients import (
    CLIENT_TIMEOUT_S,
    KAFKA_PYTHON_API_VERSION,
    KP_MANUAL_GROUP,
    kafka_python_magic,
    kafka_python_settle,
)
from samples.record.consuming import KafkaPythonCommits, kafka_python_join, kafka_python_read_to_end
from samples.record.groups import KafkaPythonMember
from samples.record.sent import Facts, SentRecord, records_facts

TOPIC, GROUP = "orders", "billing"


def common(port: int, connection: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Every client's settings; connection adds some (TLS for the samples behind a TLS front)."""
    # The pin keeps every request at a version tshark 4.0 decodes fully.
    return {
        "bootstrap_servers": f"127.0.0.1:{port}",
        "api_version": KAFKA_PYTHON_API_VERSION,
        "request_timeout_ms": CLIENT_TIMEOUT_S * 1000,
        **(connection or {}),
    }


def produce_acked(port: int, connection: Mapping[str, Any] | None = None) -> tuple[Counter[str], list[SentRecord]]:
    from kafka import KafkaProducer

    producer = KafkaProducer(client_id="kp-producer", acks="all", linger_ms=5, **common(port, connection))
    per_partition: Counter[str] = Counter()
    sent: list[SentRecord] = []
    for burst in range(3):
        batch = [
            SentRecord(
                "kp-producer", TOPIC, "none", kafka_python_magic(producer),
                key=f"customer-{i % 7}".encode(),
                value=json.dumps({"order": i, "amount": 10 + i}).encode(),
                headers=(("source", b"make_samples"), ("seq", str(i).encode())),
            )
            for i in range(burst * 10, burst * 10 + 10)
        ]  # fmt: skip
        futures = [producer.send(TOPIC, key=r.key, value=r.value, headers=list(r.headers)) for r in batch]
        producer.flush(timeout=CLIENT_TIMEOUT_S)
        for record, future in zip(batch, futures, strict=True):
            if not (outcome := kafka_python_settle(record, future)).startswith("ok"):
                raise RuntimeError(f"kp-producer send failed: {outcome}")
            per_partition[record.where()] += 1
        sent.extend(batch)
    producer.close(timeout=CLIENT_TIMEOUT_S)
    return per_partition, sent


def produce_acks0(port: int, wire: Wire) -> tuple[Counter[str], list[SentRecord]]:
    from kafka import KafkaProducer

    # All four in one batch, sent by flush(): with acks=0, kafka-python 3 can leave a second
    # request unsent for good once the first has gone (seen under load: fire-0 alone on the wire).
    fire = KafkaProducer(client_id="kp-fire-and-forget", acks=0, linger_ms=10_000, **common(port))
    sent = [
        SentRecord("kp-fire-and-forget", TOPIC, "none", kafka_python_magic(fire), b"ff", f"fire-{i}".encode())
        for i in range(4)
    ]
    futures = [fire.send(TOPIC, key=r.key, value=r.value) for r in sent]
    fire.flush(timeout=CLIENT_TIMEOUT_S)
    # With acks=0 kafka-python completes a send once the request is queued: keep the producer open
    # until every record is on the wire (what close() has not written is dropped).
    wire.wait_for([r.value for r in sent if r.value], "kp-fire-and-forget's acks=0 records reach the wire")
    per_partition: Counter[str] = Counter()
    for record, future in zip(sent, futures, strict=True):
        # acks=0: the partition is the client's choice, the offset unknown.
        kafka_python_settle(record, future, acks0=True)
        per_partition[record.where()] += 1
    fire.close(timeout=CLIENT_TIMEOUT_S)
    return per_partition, sent


def consume(port: int, connection: Mapping[str, Any] | None = None) -> tuple[Counter[str], dict[str, int]]:
    """Join billing, then read orders up to the high watermarks the broker reports (the acks=0 records
    it stored included), committing each batch of at most 8 in the generation it was polled in."""
    from kafka import KafkaConsumer

    consumer = KafkaConsumer(
        TOPIC, client_id="kp-consumer", group_id=GROUP, auto_offset_reset="earliest", **KP_MANUAL_GROUP,
        max_poll_records=8,  # small batches: the capture holds several manual OffsetCommits
        **common(port, connection),
    )  # fmt: skip
    member = KafkaPythonMember(consumer, "kp-consumer")
    commits = KafkaPythonCommits(member)
    try:
        partitions = kafka_python_join(member, f"kp-consumer joins group {GROUP}")
        kafka_python_read_to_end(member, partitions, commits, f"kp-consumer reads {TOPIC} to its high watermarks")
    finally:
        consumer.close(autocommit=False)
    return commits.consumed, commits.committed


def scenario(port: int, wire: Wire) -> Facts:
    from kafka import KafkaAdminClient
    from kafka.admin import NewTopic

    admin = KafkaAdminClient(client_id="kp-admin", **common(port))
    admin.create_topics([NewTopic(TOPIC, 3, 1)], timeout_ms=CLIENT_TIMEOUT_S * 1000)
    admin.close()
    per_partition, sent = produce_acked(port)
    acks0_per_partition, fire_sent = produce_acks0(port, wire)
    consumed, committed = consume(port)
    return {
        "clients": {"kafka-python": importlib.metadata.version("kafka-python")},
        "api_version_pin": ".".join(map(str, KAFKA_PYTHON_API_VERSION)),
        "client_ids": ["kp-admin", "kp-producer", "kp-fire-and-forget", "kp-consumer"],
        "topics": {TOPIC: {"partitions": 3}},
        "groups": [GROUP],
        "produced": {TOPIC: per_partition.total()},
        "produced_per_partition": dict(sorted(per_partition.items())),
        "produced_acks0": {TOPIC: len(fire_sent)},
        "produced_acks0_per_partition": dict(sorted(acks0_per_partition.items())),
        "consumed": {TOPIC: consumed.total()},
        "consumed_per_partition": dict(sorted(consumed.items())),
        "committed": {GROUP: dict(sorted(committed.items()))},
        "records_sent": records_facts([*sent, *fire_sent]),
    }
