"""Throughput: five confluent-kafka producers (one per codec) and a kafka-python gzip producer over
three topics, then a confluent-kafka group and a kafka-python group each reading everything with
manual commits."""

from __future__ import annotations

import functools
import importlib.metadata
import json
import random
import threading
import time
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from samples.record.capture import Wire
from samples.record.clients import (
    CK_MANUAL_GROUP,
    CLIENT_TIMEOUT_S,
    GROUP_JOIN_S,
    KP_MANUAL_GROUP,
    confluent_delivery,
    kafka_python_magic,
    kafka_python_settle,
    position,
)
from samples.record.consuming import KafkaPythonCommits, confluent_read, kafka_python_join, kafka_python_read_to_end
from samples.record.groups import AssignmentTracker, KafkaPythonMember, confluent_commit, confluent_subscribe
from samples.record.sent import Facts, SentRecord, partition_key, records_facts, topic_totals
from samples.record.waits import WaitTimedOut

MIXED_TOPICS = {"telemetry": 4, "logs": 2, "payments": 1}
MIXED_TOPIC_WEIGHTS = (5, 3, 1)
MIXED_CK_CODECS = ("none", "gzip", "snappy", "lz4", "zstd")
MIXED_KP_CODEC = "gzip"
MIXED_RECORDS_PER_PRODUCER = 800
MIXED_GROUPS = {"ml-analytics": "confluent-kafka", "ml-archive": "kafka-python"}
MIXED_CONSUME_S = 35
MIXED_SAMPLE_RECORDS = 3


def mixed_record(rng: random.Random, seq: int) -> tuple[str, bytes, bytes]:
    """A topic, key and JSON value of a few hundred bytes, partly incompressible."""
    (topic,) = rng.choices(list(MIXED_TOPICS), weights=MIXED_TOPIC_WEIGHTS)
    value = {
        "seq": seq,
        "host": f"node-{rng.randrange(24):02d}",
        "level": rng.choice(["debug", "info", "info", "warn", "error"]),
        "latency_ms": round(rng.expovariate(1 / 40), 3),
        "payload": rng.randbytes(rng.randint(60, 160)).hex(),
    }
    return topic, f"{topic}-{rng.randrange(50)}".encode(), json.dumps(value).encode()


@dataclass
class Tally:
    """Acknowledged records per producer (client id) and per topic/partition."""

    per_client: Counter[str]
    per_partition: Counter[str]
    value_bytes: Counter[str]
    errors: list[str]
    sample: list[SentRecord]  # the first MIXED_SAMPLE_RECORDS of each producer


def mixed_producers(bootstrap: str) -> tuple[dict[str, Any], Any]:
    from confluent_kafka import Producer
    from kafka import KafkaProducer

    confluent = {
        f"ml-ck-{codec}": Producer(
            {
                "bootstrap.servers": bootstrap,
                "client.id": f"ml-ck-{codec}",
                "compression.type": codec,
                "acks": "all",
                "linger.ms": 10,
            }
        )
        for codec in MIXED_CK_CODECS
    }
    kafka_python = KafkaProducer(
        bootstrap_servers=bootstrap,
        client_id="ml-kp-producer",
        compression_type=MIXED_KP_CODEC,
        acks="all",
        linger_ms=10,
        request_timeout_ms=CLIENT_TIMEOUT_S * 1000,
    )
    return confluent, kafka_python


def mixed_produce(bootstrap: str) -> Tally:
    tally = Tally(Counter(), Counter(), Counter(), [], [])
    confluent, kafka_python = mixed_producers(bootstrap)
    rng = random.Random(20240521)
    names = [*confluent, "ml-kp-producer"]
    kp_futures = []
    kp_sample: list[tuple[SentRecord, Any]] = []

    def on_delivery(err: Any, msg: Any) -> None:
        if err is not None:
            tally.errors.append(str(err))
            return
        tally.per_partition[partition_key(msg.topic(), msg.partition())] += 1
        tally.value_bytes[msg.topic()] += len(msg.value())

    for seq in range(MIXED_RECORDS_PER_PRODUCER * len(names)):
        name = names[seq % len(names)]
        topic, key, value = mixed_record(rng, seq)
        tally.per_client[name] += 1
        sampled = tally.per_client[name] <= MIXED_SAMPLE_RECORDS
        if name in confluent:
            callback: Callable[[Any, Any], None] = on_delivery
            if sampled:
                # librdkafka writes magic 2 to brokers offering Produce v3+, as tansu does.
                record = SentRecord(name, topic, name.removeprefix("ml-ck-"), 2, key, value)
                callback = confluent_delivery(record, on_delivery)
                tally.sample.append(record)
            confluent[name].produce(topic, key=key, value=value, on_delivery=callback)
            confluent[name].poll(0)
        else:
            future = kafka_python.send(topic, key=key, value=value)
            kp_futures.append((future, len(value)))
            if sampled:
                magic = kafka_python_magic(kafka_python)
                record = SentRecord(name, topic, MIXED_KP_CODEC, magic, key, value)
                kp_sample.append((record, future))
                tally.sample.append(record)
    for name, producer in confluent.items():
        if producer.flush(CLIENT_TIMEOUT_S):
            raise RuntimeError(f"{name} flush timed out")
    kafka_python.flush(timeout=CLIENT_TIMEOUT_S)
    for future, size in kp_futures:
        meta = future.get(timeout=CLIENT_TIMEOUT_S)
        tally.per_partition[partition_key(meta.topic, meta.partition)] += 1
        tally.value_bytes[meta.topic] += size
    kafka_python.close(timeout=CLIENT_TIMEOUT_S)
    for record, future in kp_sample:
        kafka_python_settle(record, future)
    if tally.errors:
        raise RuntimeError(f"delivery errors: {tally.errors[:5]}")
    return tally


def ck_group_consume(bootstrap: str, group: str, expected: int) -> Facts:
    from confluent_kafka import Consumer, TopicPartition

    consumer = Consumer({"bootstrap.servers": bootstrap, "client.id": "ml-ck-consumer", "group.id": group,
                         **CK_MANUAL_GROUP})  # fmt: skip
    tracker = AssignmentTracker("ml-ck-consumer", group)
    consumed, committed = Counter[str](), dict[str, int]()

    def commit(messages: list[Any], generation: int) -> None:
        last = {(topic, p): offset for topic, p, offset in map(position, messages)}
        offsets = [TopicPartition(t, p, offset + 1) for (t, p), offset in last.items()]
        confluent_commit(consumer, tracker, offsets, generation, f"ml-ck-consumer commits batch {len(committed) + 1}")
        consumed.update(partition_key(topic, p) for topic, p, _ in map(position, messages))
        committed.update({partition_key(tp.topic, tp.partition): tp.offset for tp in offsets})

    confluent_subscribe(consumer, list(MIXED_TOPICS), tracker)
    try:
        confluent_read(consumer, tracker, expected, commit, f"ml-ck-consumer reads everything in group {group}",
                       500, MIXED_CONSUME_S)  # fmt: skip
    finally:
        consumer.close()
    return {"per_partition": consumed, "committed": committed}


def kp_group_consume(bootstrap: str, group: str, expected: int) -> Facts:
    from kafka import KafkaConsumer

    consumer = KafkaConsumer(
        *MIXED_TOPICS, bootstrap_servers=bootstrap, client_id="ml-kp-consumer", group_id=group,
        auto_offset_reset="earliest", **KP_MANUAL_GROUP, max_poll_records=500,
        request_timeout_ms=CLIENT_TIMEOUT_S * 1000,
    )  # fmt: skip
    member = KafkaPythonMember(consumer, "ml-kp-consumer")
    commits = KafkaPythonCommits(member)
    try:
        partitions = kafka_python_join(member, f"ml-kp-consumer joins group {group}")
        kafka_python_read_to_end(member, partitions, commits, f"ml-kp-consumer reads everything in group {group}",
                                 MIXED_CONSUME_S)  # fmt: skip
    finally:
        consumer.close(autocommit=False)
    if commits.consumed.total() != expected:
        raise RuntimeError(f"ml-kp-consumer read {commits.consumed.total()} records up to the high watermarks, "
                           f"but {expected} were acknowledged")  # fmt: skip
    return {"per_partition": commits.consumed, "committed": commits.committed}


def run_in_threads(jobs: Mapping[str, Callable[[], Facts]], timeout: float) -> dict[str, Facts]:
    """Run jobs concurrently; re-raise the first failure; never wait past timeout."""
    results: dict[str, Facts] = {}
    failures: dict[str, BaseException] = {}

    def run(name: str, job: Callable[[], Facts]) -> None:
        try:
            results[name] = job()
        except BaseException as exc:
            failures[name] = exc

    threads = [threading.Thread(target=run, args=item, daemon=True) for item in jobs.items()]
    for thread in threads:
        thread.start()
    stop_at = time.monotonic() + timeout
    for thread in threads:
        thread.join(max(0.0, stop_at - time.monotonic()))
    if failures:
        name, exc = next(iter(failures.items()))
        raise RuntimeError(f"{name} failed: {exc!r}") from exc
    if len(results) < len(jobs):
        raise WaitTimedOut(f"consumer groups still reading after {timeout:g} s: {sorted(set(jobs) - set(results))}")
    return results


def mixed_create_topics(bootstrap: str) -> None:
    from confluent_kafka.admin import AdminClient, NewTopic

    admin = AdminClient({"bootstrap.servers": bootstrap, "client.id": "ml-admin"})
    new = [NewTopic(t, num_partitions=n, replication_factor=1) for t, n in MIXED_TOPICS.items()]
    futures = admin.create_topics(new, request_timeout=CLIENT_TIMEOUT_S)
    for future in futures.values():
        future.result(timeout=CLIENT_TIMEOUT_S)


def scenario(port: int, wire: Wire) -> Facts:
    import confluent_kafka

    bootstrap = f"127.0.0.1:{port}"
    mixed_create_topics(bootstrap)
    started = time.monotonic()
    tally = mixed_produce(bootstrap)
    produce_s = time.monotonic() - started
    expected = tally.per_partition.total()
    consumers = {"ml-analytics": ck_group_consume, "ml-archive": kp_group_consume}
    jobs = {g: functools.partial(f, bootstrap, g, expected) for g, f in consumers.items()}
    groups = run_in_threads(jobs, GROUP_JOIN_S + MIXED_CONSUME_S + 10)
    all_groups = sum((r["per_partition"] for r in groups.values()), Counter[str]())
    return {
        "clients": {
            "confluent-kafka": importlib.metadata.version("confluent-kafka"),
            "librdkafka": confluent_kafka.libversion()[0],
            "kafka-python": importlib.metadata.version("kafka-python"),
        },
        "producers": {
            name: {
                "client": "kafka-python" if name == "ml-kp-producer" else "confluent-kafka",
                "compression": MIXED_KP_CODEC if name == "ml-kp-producer" else name[6:],
                "records": n,
            }
            for name, n in sorted(tally.per_client.items())
        },
        "compression": sorted({*MIXED_CK_CODECS, MIXED_KP_CODEC}),
        "client_ids": ["ml-admin", *sorted(tally.per_client), "ml-ck-consumer", "ml-kp-consumer"],
        "topics": {t: {"partitions": n} for t, n in MIXED_TOPICS.items()},
        "groups": sorted(MIXED_GROUPS),
        "group_clients": MIXED_GROUPS,
        "produce_seconds": round(produce_s, 2),
        "produced": topic_totals(tally.per_partition),
        "produced_per_partition": dict(sorted(tally.per_partition.items())),
        "produced_value_bytes": dict(sorted(tally.value_bytes.items())),
        # Only the first records of each producer: the whole list would dwarf the sidecar.
        "records_sent_sample": records_facts(sorted(tally.sample, key=lambda r: r.client_id)),
        "records_sent_sample_per_producer": MIXED_SAMPLE_RECORDS,
        # Every record goes to both groups: consumed is summed over them, then split per group.
        "consumed": topic_totals(all_groups),
        "consumed_per_partition": dict(sorted(all_groups.items())),
        "consumed_by_group": {g: topic_totals(r["per_partition"]) for g, r in sorted(groups.items())},
        "consumed_per_partition_by_group": {
            g: dict(sorted(r["per_partition"].items())) for g, r in sorted(groups.items())
        },
        "committed": {g: dict(sorted(r["committed"].items())) for g, r in sorted(groups.items())},
    }
