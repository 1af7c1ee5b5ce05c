"""aiokafka: admin (kafka-python's if tansu refuses aiokafka's), a gzip acks=all producer with keys
and headers, a group consumer committing each batch by hand."""

from __future__ import annotations

import asyncio
import importlib.metadata
import json
import time
from collections import Counter
from collections.abc import Mapping
from typing import Any

from samples.record.capture import Wire
from samples.record.clients import (
    CLIENT_TIMEOUT_S,
    CONSUME_S,
    HEARTBEAT_INTERVAL_MS,
    REBALANCE_TIMEOUT_MS,
    SESSION_TIMEOUT_MS,
    kafka_python_create,
)
from samples.record.groups import AssignmentTracker, GroupUnstable
from samples.record.sent import Facts, SentRecord, one_group_facts, partition_key
from samples.record.waits import WaitTimedOut

TOPIC, GROUP = "clicks", "dashboards"
SCENARIO_S = 70


async def admin_create(bootstrap: str, partitions: int, connection: Mapping[str, Any] | None = None) -> None:
    """connection: settings every client of this module adds (TLS for the samples behind a TLS front)."""
    from aiokafka.admin import AIOKafkaAdminClient, NewTopic

    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap, client_id="aio-admin",
                                request_timeout_ms=CLIENT_TIMEOUT_S * 1000, **(connection or {}))  # fmt: skip
    await admin.start()
    try:
        response = await admin.create_topics([NewTopic(TOPIC, partitions, 1)])
    finally:
        await admin.close()
    errors = [entry for entry in response.topic_errors if entry[1] != 0]
    if errors:
        raise RuntimeError(f"CreateTopics errors: {errors}")


async def create_topic(port: int, partitions: int) -> Facts:
    """aiokafka's admin client if tansu accepts it, else kafka-python's (recorded)."""
    try:
        await asyncio.wait_for(admin_create(f"127.0.0.1:{port}", partitions), CLIENT_TIMEOUT_S)
        return {"client": "aiokafka", "client_id": "aio-admin"}
    except Exception as exc:
        failure = repr(exc)
    await asyncio.to_thread(kafka_python_create, port, TOPIC, partitions, "aio-fallback-admin")
    return {"client": "kafka-python", "client_id": "aio-fallback-admin", "aiokafka_error": failure}


async def produce(bootstrap: str, connection: Mapping[str, Any] | None = None) -> tuple[Counter[str], list[SentRecord]]:
    from aiokafka import AIOKafkaProducer

    producer = AIOKafkaProducer(bootstrap_servers=bootstrap, client_id="aio-producer", compression_type="gzip",
                                acks="all", linger_ms=5, request_timeout_ms=CLIENT_TIMEOUT_S * 1000,
                                **(connection or {}))  # fmt: skip
    await producer.start()
    per_partition: Counter[str] = Counter()
    sent: list[SentRecord] = []
    try:
        for burst in range(2):
            # aiokafka 0.14 only builds DefaultRecordBatch (magic 2) for the producer.
            batch = [
                SentRecord(
                    "aio-producer", TOPIC, "gzip", 2, key=f"page-{i % 6}".encode(),
                    value=json.dumps({"click": i, "x": 3 * i, "y": 7 * i}).encode(),
                    headers=(("session", f"s-{i % 4}".encode()), ("ui", b"web")),
                )
                for i in range(burst * 10, burst * 10 + 10)
            ]  # fmt: skip
            futures = [await producer.send(TOPIC, key=r.key, value=r.value, headers=list(r.headers)) for r in batch]
            metas = await asyncio.wait_for(asyncio.gather(*futures), CLIENT_TIMEOUT_S)
            for record, meta in zip(batch, metas, strict=True):
                record.acked(meta.partition, meta.offset)
                per_partition[partition_key(meta.topic, meta.partition)] += 1
            sent.extend(batch)
    finally:
        await producer.stop()
    return per_partition, sent


def listener(tracker: AssignmentTracker) -> Any:
    from aiokafka import ConsumerRebalanceListener

    class Tracking(ConsumerRebalanceListener):
        def on_partitions_revoked(self, revoked: Any) -> None:
            tracker.revoke()

        def on_partitions_assigned(self, assigned: Any) -> None:
            tracker.assigned(sorted(assigned))

    return Tracking()


async def consume(
    bootstrap: str, expected: int, connection: Mapping[str, Any] | None = None
) -> tuple[Counter[str], dict[str, int]]:
    from aiokafka import AIOKafkaConsumer

    consumer = AIOKafkaConsumer(
        bootstrap_servers=bootstrap, client_id="aio-consumer", group_id=GROUP, enable_auto_commit=False,
        auto_offset_reset="earliest", session_timeout_ms=SESSION_TIMEOUT_MS,
        rebalance_timeout_ms=REBALANCE_TIMEOUT_MS, max_poll_interval_ms=REBALANCE_TIMEOUT_MS,
        heartbeat_interval_ms=HEARTBEAT_INTERVAL_MS, request_timeout_ms=CLIENT_TIMEOUT_S * 1000,
        **(connection or {}),
    )  # fmt: skip
    tracker = AssignmentTracker("aio-consumer", GROUP)
    consumer.subscribe([TOPIC], listener=listener(tracker))
    await asyncio.wait_for(consumer.start(), CLIENT_TIMEOUT_S)
    consumed, committed = Counter[str](), dict[str, int]()
    step = f"aio-consumer reads {TOPIC} in group {GROUP}"
    limit = time.monotonic() + CONSUME_S
    try:
        while consumed.total() < expected:
            if time.monotonic() > limit:
                raise WaitTimedOut(f"{step}: {consumed.total()} of {expected} records read within {CONSUME_S} s; "
                                   f"{tracker.describe()}")  # fmt: skip
            # Small batches so the capture holds several manual OffsetCommits.
            batch = await consumer.getmany(timeout_ms=200, max_records=8)
            if not batch:
                continue
            generation = tracker.require_stable(step)
            offsets = {tp: records[-1].offset + 1 for tp, records in batch.items()}
            commit_step = f"aio-consumer commits batch {len(committed) + 1}"
            tracker.check(generation, commit_step)
            try:
                await asyncio.wait_for(consumer.commit(offsets), CLIENT_TIMEOUT_S)
            except Exception as exc:
                raise GroupUnstable(f"{commit_step}: the commit failed ({exc!r}); now {tracker.describe()}") from exc
            consumed.update({partition_key(tp.topic, tp.partition): len(r) for tp, r in batch.items()})
            committed.update({partition_key(tp.topic, tp.partition): o for tp, o in offsets.items()})
    finally:
        await consumer.stop()
    return consumed, committed


async def flow(port: int) -> Facts:
    bootstrap = f"127.0.0.1:{port}"
    admin = await create_topic(port, 2)
    per_partition, sent = await produce(bootstrap)
    consumed, committed = await consume(bootstrap, per_partition.total())
    return {
        "clients": {
            "aiokafka": importlib.metadata.version("aiokafka"),
            "kafka-python": importlib.metadata.version("kafka-python"),
        },
        "compression": "gzip",
        "topic_created_by": admin,
        "client_ids": [admin["client_id"], "aio-producer", "aio-consumer"],
        **one_group_facts(TOPIC, 2, GROUP, per_partition, consumed, committed, sent),
    }


def scenario(port: int, wire: Wire) -> Facts:
    return asyncio.run(asyncio.wait_for(flow(port), SCENARIO_S))
