"""Every codec (none, gzip, snappy, lz4, zstd), one partition each: a kafka-python and a
confluent-kafka producer per codec each send one batch of four records; a group-less consumer
reads them all back from offset 0."""

from __future__ import annotations

import importlib.metadata
import json
from collections import Counter
from typing import Any

from samples.record.capture import Wire
from samples.record.clients import (
    CLIENT_TIMEOUT_S,
    CONSUME_S,
    KAFKA_PYTHON_API_VERSION,
    confluent_delivery,
    kafka_python_create,
    kafka_python_magic,
    kafka_python_settle,
)
from samples.record.sent import Facts, Header, SentRecord, partition_key, records_facts
from samples.record.waits import wait_until

CODECS = ("none", "gzip", "snappy", "lz4", "zstd")
CODECS_TOPIC = "codecs"  # one partition per codec, in CODECS order
CODECS_CLIENT_LIMITATIONS = {
    "kafka-python": "send() takes headers only as (str, bytes) tuples: no null header value, "
    "so its second record carries an empty-valued header instead",
}


def batch_of_four(client_id: str, codec: str, null_header: bool) -> list[SentRecord]:
    """Four records for one batch: null key + JSON, tombstone, binary key + non-UTF-8 value, text."""
    partition = CODECS.index(codec)
    json_value = json.dumps(
        {"client": client_id, "codec": codec, "text": "grüße, 世界", "n": [1, 2.5, None]}, ensure_ascii=False
    )
    shapes: list[tuple[bytes | None, bytes | None, tuple[Header, ...]]] = [
        (None, json_value.encode(), (("trace-id", f"{client_id}-0".encode()), ("content-type", b"application/json"))),
        (
            f"{client_id}-key-1".encode(),
            None,
            (("deleted", None),) if null_header else (("deleted", b""),),
        ),
        (
            b"\x00\xffkey-2",
            bytes(range(0xF8, 0x100)) + b"\x00\x80" + codec.encode() * 3,
            (("bin", b"\xfe\xff\x00\x01"), ("dup", b"first"), ("dup", b"second")),
        ),
        (f"{client_id}-key-3".encode(), f"plain text from {client_id} ".encode() * 6, ()),
    ]
    return [
        SentRecord(client_id, CODECS_TOPIC, codec, 2, key, value, headers, partition=partition)
        for key, value, headers in shapes
    ]


def send_kafka_python(port: int, codec: str) -> list[SentRecord]:
    from kafka import KafkaProducer

    producer = KafkaProducer(
        bootstrap_servers=f"127.0.0.1:{port}",
        client_id=f"kp-{codec}",
        api_version=KAFKA_PYTHON_API_VERSION,
        compression_type=None if codec == "none" else codec,
        acks="all",
        linger_ms=10_000,  # only flush() sends: the four records go out as one batch
        request_timeout_ms=CLIENT_TIMEOUT_S * 1000,
    )
    records = batch_of_four(f"kp-{codec}", codec, null_header=False)
    if kafka_python_magic(producer) != 2:
        raise RuntimeError(f"kp-{codec} would write magic {kafka_python_magic(producer)}")
    futures = [
        producer.send(r.topic, partition=r.partition, key=r.key, value=r.value, headers=list(r.headers))
        for r in records
    ]
    producer.flush(timeout=CLIENT_TIMEOUT_S)
    outcomes = [kafka_python_settle(r, f) for r, f in zip(records, futures, strict=True)]
    producer.close(timeout=CLIENT_TIMEOUT_S)
    if failed := [o for o in outcomes if not o.startswith("ok")]:
        raise RuntimeError(f"kp-{codec} produce failed: {failed}")
    return records


def send_confluent(port: int, codec: str) -> list[SentRecord]:
    from confluent_kafka import Producer

    producer = Producer(
        {
            "bootstrap.servers": f"127.0.0.1:{port}",
            "client.id": f"ck-{codec}",
            "compression.type": codec,
            "acks": "all",
            "linger.ms": 2000,  # all four are queued long before this; flush() sends them as one batch
        }
    )
    records = batch_of_four(f"ck-{codec}", codec, null_header=True)
    errors: list[str] = []

    def on_error(err: Any, msg: Any) -> None:
        if err is not None:
            errors.append(str(err))

    partition = CODECS.index(codec)
    for r in records:
        callback = confluent_delivery(r, on_error)
        producer.produce(
            r.topic, partition=partition, key=r.key, value=r.value, headers=list(r.headers), on_delivery=callback
        )
    if producer.flush(CLIENT_TIMEOUT_S) or errors:
        raise RuntimeError(f"ck-{codec} produce failed: {errors or 'flush timed out'}")
    return records


def fetch(port: int, expected: int) -> list[Any]:
    """Read every partition from offset 0 without a group (no ListOffsets, no commits)."""
    from kafka import KafkaConsumer, TopicPartition

    consumer = KafkaConsumer(
        bootstrap_servers=f"127.0.0.1:{port}",
        client_id="codecs-consumer",
        api_version=KAFKA_PYTHON_API_VERSION,
        enable_auto_commit=False,
        request_timeout_ms=CLIENT_TIMEOUT_S * 1000,
    )
    partitions = [TopicPartition(CODECS_TOPIC, p) for p in range(len(CODECS))]
    consumer.assign(partitions)
    for tp in partitions:
        consumer.seek(tp, 0)
    fetched: list[Any] = []

    def all_fetched() -> bool:
        for records in consumer.poll(timeout_ms=200).values():
            fetched.extend(records)
        return len(fetched) >= expected

    try:
        wait_until(all_fetched, seconds=CONSUME_S, step=f"codecs-consumer fetches {CODECS_TOPIC} from offset 0",
                   state=lambda: f"{len(fetched)} of {expected} records fetched", interval=0)  # fmt: skip
    finally:
        consumer.close()
    return fetched


def fetch_mismatches(sent: list[SentRecord], fetched: list[Any]) -> list[str]:
    """How the records read back differ from those sent, matched by partition and offset."""
    by_position = {(r.partition, r.offset): r for r in sent}
    problems = []
    for got in fetched:
        want = by_position.pop((got.partition, got.offset), None)
        if want is None:
            problems.append(f"unexpected record at {got.partition}/{got.offset}")
        elif (got.key, got.value, [tuple(h) for h in got.headers]) != (want.key, want.value, list(want.headers)):
            problems.append(f"{got.partition}/{got.offset} ({want.client_id}) differs: {got!r}")
    problems.extend(f"{p}/{o} not fetched" for p, o in by_position)
    return problems


def scenario(port: int, wire: Wire) -> Facts:
    import confluent_kafka

    kafka_python_create(port, CODECS_TOPIC, len(CODECS), "codecs-admin")
    sent: list[SentRecord] = []
    for codec in CODECS:
        sent.extend(send_kafka_python(port, codec))
        sent.extend(send_confluent(port, codec))
    fetched = fetch(port, len(sent))
    mismatches = fetch_mismatches(sent, fetched)
    produced = Counter(r.where() for r in sent)
    consumed = Counter(partition_key(r.topic, r.partition) for r in fetched)
    return {
        "clients": {
            "kafka-python": importlib.metadata.version("kafka-python"),
            "confluent-kafka": importlib.metadata.version("confluent-kafka"),
            "librdkafka": confluent_kafka.libversion()[0],
        },
        "api_version_pin": ".".join(map(str, KAFKA_PYTHON_API_VERSION)),
        "compression": list(CODECS),
        "codec_partitions": {codec: partition_key(CODECS_TOPIC, p) for p, codec in enumerate(CODECS)},
        "client_ids": [
            "codecs-admin",
            *(f"{client}-{codec}" for codec in CODECS for client in ("kp", "ck")),
            "codecs-consumer",
        ],
        "client_limitations": CODECS_CLIENT_LIMITATIONS,
        "topics": {CODECS_TOPIC: {"partitions": len(CODECS)}},
        "groups": [],
        "produced": {CODECS_TOPIC: len(sent)},
        "produced_per_partition": dict(sorted(produced.items())),
        "consumed": {CODECS_TOPIC: len(fetched)},
        "consumed_per_partition": dict(sorted(consumed.items())),
        "committed": {},
        # Each producer sends its four records as one batch (one Produce request); the consumer's
        # Fetch responses carry the same batches back.
        "records_sent": records_facts(sent),
        "fetched_matches_sent": not mismatches,
        "fetch_mismatches": mismatches,
    }
