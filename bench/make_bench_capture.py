#!/usr/bin/env python3
"""Record a large real Kafka capture for benchmarks, then re-cut it to Ethernet-sized segments.

tansu on loopback; producers (confluent-kafka with none/gzip/snappy/lz4/zstd, kafka-python) and
consumer groups (two members each, manual commits per batch), each client its own process; records
of a few hundred bytes. --tshark-decodable: kafka-python only, pinned to versions tshark 4.0 decodes;
--librdkafka-only: confluent-kafka only, at librdkafka's default (newest) versions, which tshark 4.0
decodes only the headers of. Producing stops when the raw capture reaches about --mb; consumers then
drain. Payloads are re-cut to 1448 bytes; --replicate K repeats the connections K times (other
client ports, later times) to reach multi-GB files cheaply.

    python -m bench.make_bench_capture --mb 50 --out bench/data/real-50
    python -m bench.make_bench_capture --mb 480 --librdkafka-only --out bench/data/rdk-450
    python -m bench.make_bench_capture --from-raw bench/data/real-50.raw.pcap --replicate 10 --out bench/data/rep-500

Writes OUT.pcap and OUT.json (port, clients, counts); the live run also leaves OUT.raw.pcap/.json.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing as mp
import random
import signal
import struct
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from multiprocessing.sharedctypes import SynchronizedArray
from multiprocessing.synchronize import Event
from pathlib import Path
from typing import Any

from bench.make_capture import Rotating
from samples.record.brokers import stop as stop_process
from samples.record.brokers import tansu
from samples.record.capture import kernel_drops
from samples.record.clients import REBALANCE_TIMEOUT_MS, SESSION_TIMEOUT_MS
from samples.record.waits import WaitTimedOut, wait_until
from tests.support import captures as cap

ROOT = Path(__file__).resolve().parents[1]

TOPICS = {"bench-telemetry": 6, "bench-logs": 3, "bench-payments": 1}
TOPIC_WEIGHTS = (5, 3, 1)
CODECS = ("none", "gzip", "snappy", "lz4", "zstd")
KP_API = (2, 5, 0)  # versions tshark 4.0 decodes fully
MSS = 1448
CHUNK = 50  # records produced between pacing sleeps


@dataclass(frozen=True)
class Client:
    name: str
    kind: str  # "ck" (confluent-kafka) or "kp" (kafka-python)
    codec: str = "none"  # producers
    group: str = ""  # consumers


def plan(mix: str) -> tuple[list[Client], list[Client]]:
    """Producers and consumers: "mixed", "tshark-decodable" (kafka-python at api 2.5.0) or "librdkafka-only"."""
    if mix == "tshark-decodable":
        producers = [Client(f"kp-{c}", "kp", c) for c in CODECS]
        groups = [("bench-archive", "kp"), ("bench-audit", "kp")]
    elif mix == "librdkafka-only":
        producers = [Client(f"ck-{c}", "ck", c) for c in CODECS]
        groups = [("bench-analytics", "ck"), ("bench-audit", "ck")]
    else:
        producers = [Client(f"ck-{c}", "ck", c) for c in CODECS] + [Client(f"kp-{c}", "kp", c) for c in ("none", "lz4")]
        groups = [("bench-analytics", "ck"), ("bench-archive", "kp")]
    consumers = [Client(f"{kind}-{g.removeprefix('bench-')}-{i}", kind, group=g) for g, kind in groups for i in (1, 2)]
    return producers, consumers


# -- records -------------------------------------------------------------------------------


def records(seed: int) -> Iterator[tuple[str, bytes, bytes, list[tuple[str, bytes]]]]:
    """Topic, key, a JSON value of 200-400 bytes (partly incompressible) and headers, forever."""
    rng = random.Random(seed)
    payloads = [rng.randbytes(rng.randint(60, 160)).hex() for _ in range(512)]
    levels = ("debug", "info", "info", "warn", "error")
    topics = rng.choices(list(TOPICS), weights=TOPIC_WEIGHTS, k=4096)
    seq = 0
    while True:
        topic = topics[seq % 4096]
        value = (
            f'{{"seq": {seq}, "host": "node-{rng.randrange(24):02d}", "level": "{levels[seq % 5]}", '
            f'"latency_ms": {rng.expovariate(1 / 40):.3f}, "payload": "{payloads[seq % 512]}"}}'
        )
        headers = [("trace-id", f"{seed:04x}-{seq:08x}".encode())] if seq % 4 == 0 else []
        yield topic, f"{topic}-{seq % 50}".encode(), value.encode(), headers
        seq += 1


# -- client processes ------------------------------------------------------------------------


def paced(stop: Event, rate: float) -> Iterator[int]:
    """Chunk numbers of CHUNK records until stop, at most rate records per second."""
    began, chunk = time.monotonic(), 0
    while not stop.is_set():
        yield chunk
        chunk += 1
        time.sleep(max(0.0, began + chunk * CHUNK / rate - time.monotonic()))


def produce(client: Client, index: int, bootstrap: str, stop: Event, acked: SynchronizedArray, rate: float) -> None:
    stream = records(1000 + index)
    if client.kind == "ck":
        from confluent_kafka import Producer

        producer = Producer(
            {
                "bootstrap.servers": bootstrap,
                "client.id": client.name,
                "compression.type": client.codec,
                "acks": "all",
                "linger.ms": 10,
                "queue.buffering.max.messages": 5000,
            }
        )

        def delivered(err: Any, msg: Any) -> None:
            if err is None:
                acked[index] += 1

        for _ in paced(stop, rate):
            for topic, key, value, headers in (next(stream) for _ in range(CHUNK)):
                while True:
                    try:
                        producer.produce(topic, value, key, headers=headers, on_delivery=delivered)
                        break
                    except BufferError:
                        producer.poll(0.05)
                producer.poll(0)
        producer.flush(60)
        return
    from kafka import KafkaProducer

    kp = KafkaProducer(
        bootstrap_servers=bootstrap, client_id=client.name, acks="all", linger_ms=10, api_version=KP_API,
        compression_type=None if client.codec == "none" else client.codec, request_timeout_ms=30000,
    )  # fmt: skip
    done = [0]

    def counted(_: Any) -> None:
        done[0] += 1

    for _ in paced(stop, rate):
        for topic, key, value, headers in (next(stream) for _ in range(CHUNK)):
            kp.send(topic, value, key, headers).add_callback(counted)
        acked[index] = done[0]
    kp.flush(timeout=60)
    kp.close(timeout=30)
    acked[index] = done[0]


def consume(client: Client, index: int, bootstrap: str, drained: Event, seen: SynchronizedArray,
            ready: SynchronizedArray) -> None:  # fmt: skip
    deadline = time.monotonic() + 3600
    if client.kind == "ck":
        from confluent_kafka import Consumer, TopicPartition

        consumer = Consumer(
            {
                "bootstrap.servers": bootstrap,
                "client.id": client.name,
                "group.id": client.group,
                "enable.auto.commit": False,
                "auto.offset.reset": "earliest",
                "session.timeout.ms": SESSION_TIMEOUT_MS,
                "max.poll.interval.ms": REBALANCE_TIMEOUT_MS,
                "heartbeat.interval.ms": 2000,
            }
        )
        consumer.subscribe(list(TOPICS), on_assign=lambda *_: ready.__setitem__(index, 1))
        while not drained.is_set() and time.monotonic() < deadline:
            messages = [m for m in consumer.consume(num_messages=500, timeout=0.5) if m.error() is None]
            if messages:
                last = {(m.topic(), m.partition()): m.offset() for m in messages}
                consumer.commit(offsets=[TopicPartition(t, p, o + 1) for (t, p), o in last.items()], asynchronous=False)
                seen[index] += len(messages)
        consumer.close()
        return
    from kafka import KafkaConsumer
    from kafka.structs import OffsetAndMetadata

    kc = KafkaConsumer(
        *TOPICS, bootstrap_servers=bootstrap, client_id=client.name, group_id=client.group, api_version=KP_API,
        enable_auto_commit=False, auto_offset_reset="earliest", session_timeout_ms=SESSION_TIMEOUT_MS,
        max_poll_interval_ms=REBALANCE_TIMEOUT_MS, heartbeat_interval_ms=2000, max_poll_records=500,
        request_timeout_ms=30000,
    )  # fmt: skip
    while not drained.is_set() and time.monotonic() < deadline:
        batch = kc.poll(timeout_ms=500)
        if kc.assignment():
            ready[index] = 1
        if batch:
            kc.commit({tp: OffsetAndMetadata(rs[-1].offset + 1, "", -1) for tp, rs in batch.items()})
            seen[index] += sum(len(rs) for rs in batch.values())
    kc.close(autocommit=False)


# -- the live run ----------------------------------------------------------------------------


@contextlib.contextmanager
def tcpdump(pcap: Path, port: int) -> Iterator[list[str]]:
    """tcpdump on lo for the broker's port; yields its stderr lines (filled in when it stops)."""
    cmd = ["tcpdump", "-i", "lo", "--immediate-mode", "-B", "65536", "-s", "0", "-w", str(pcap), f"tcp port {port}"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    lines: list[str] = []
    stderr = proc.stderr
    assert stderr is not None
    reader = threading.Thread(target=lambda: lines.extend(line.rstrip() for line in stderr), daemon=True)
    reader.start()
    try:
        wait_until(lambda: any("listening on" in line for line in lines) or proc.poll() is not None, seconds=10,
                   step="start tcpdump", state=lambda: " ".join(lines))  # fmt: skip
        if proc.poll() is not None:
            raise RuntimeError(f"tcpdump failed: {lines}")
        yield lines
    finally:
        stop_process(proc, signal.SIGINT)
        reader.join(timeout=5)


def create_topics(bootstrap: str) -> None:
    from confluent_kafka.admin import AdminClient, NewTopic

    admin = AdminClient({"bootstrap.servers": bootstrap, "client.id": "bench-admin", "log_level": 3})
    futures = admin.create_topics([NewTopic(t, n, 1) for t, n in TOPICS.items()], request_timeout=15)
    for future in futures.values():
        future.result(timeout=15)


def start(ctx: Any, target: Callable[..., None], clients: list[Client], *args: Any) -> list[Any]:
    procs = [ctx.Process(target=target, args=(c, i, *args), name=c.name) for i, c in enumerate(clients)]
    for proc in procs:
        proc.start()
    return procs


def drain(consumers: list[Client], seen: SynchronizedArray, total: int, patience: float = 10) -> None:
    """Until every group has seen total records, or nothing was consumed for patience seconds."""
    groups = {c.group: [i for i, d in enumerate(consumers) if d.group == c.group] for c in consumers}
    last, still_since = list(seen[:]), time.monotonic()
    while not all(sum(seen[i] for i in ix) >= total for ix in groups.values()):
        time.sleep(0.25)
        if seen[:] != last:
            last, still_since = list(seen[:]), time.monotonic()
        elif time.monotonic() - still_since > patience:
            print(f"consumers stalled at {last} of {total} per group", flush=True)
            return


def live_run(raw: Path, args: argparse.Namespace) -> dict[str, Any]:
    port, rate, mix = args.port, args.rate, mix_of(args)
    target_bytes, max_seconds = args.mb * 1e6 * args.fill, args.max_seconds
    producers, consumers = plan(mix)
    bootstrap = f"127.0.0.1:{port}"
    ctx = mp.get_context("spawn")
    stop, drained = ctx.Event(), ctx.Event()
    acked, seen, ready = ctx.Array("q", len(producers)), ctx.Array("q", len(consumers)), ctx.Array("b", len(consumers))
    raw.parent.mkdir(parents=True, exist_ok=True)
    raw.unlink(missing_ok=True)
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp, tansu(port, Path(tmp) / "tansu.log"), tcpdump(raw, port) as log:
        create_topics(bootstrap)
        cons = start(ctx, consume, consumers, bootstrap, drained, seen, ready)
        with contextlib.suppress(WaitTimedOut):
            wait_until(lambda: all(ready[:]), seconds=60, step="consumer assignments", state=lambda: str(ready[:]))
        print(f"consumers ready after {time.monotonic() - started:.0f}s: {list(ready[:])}", flush=True)
        produce_started = time.monotonic()
        prods = start(ctx, produce, producers, bootstrap, stop, acked, rate)
        report = produce_started + 10
        while (size := raw.stat().st_size) < target_bytes and time.monotonic() - started < max_seconds:
            time.sleep(0.25)
            if time.monotonic() > report:
                report += 10
                print(f"  {size / 1e6:.0f} MB, acked {sum(acked[:])}, seen {list(seen[:])}", flush=True)
        stop.set()
        produce_s = time.monotonic() - produce_started
        for proc in prods:
            proc.join(120)
        total = sum(acked[:])
        print(f"produced {total} records in {produce_s:.0f}s; draining consumers", flush=True)
        drain(consumers, seen, total)
        drained.set()
        for proc in cons:
            proc.join(60)
        time.sleep(1)  # closing FIN/ACKs
    failed = [c.name for c, p in zip(producers + consumers, prods + cons, strict=True) if p.exitcode != 0]
    return {
        "port": port,
        "tshark_decodable": mix == "tshark-decodable",
        "clients": mix,
        "seconds": round(time.monotonic() - started, 1),
        "produce_seconds": round(produce_s, 1),
        "rate_per_producer": rate,
        "producers": {c.name: {"client": c.kind, "codec": c.codec, "acked": acked[i]} for i, c in enumerate(producers)},
        "consumers": {c.name: {"client": c.kind, "group": c.group, "seen": seen[i]} for i, c in enumerate(consumers)},
        "failed_clients": failed,
        "tcpdump": [line for line in log if "packets" in line],
        "kernel_drops": kernel_drops(log),
        "raw_bytes": raw.stat().st_size,
    }


# -- re-cut and replicate ---------------------------------------------------------------------


def segments(raw: Path) -> Iterator[cap.Seg]:
    """The IPv4 TCP segments of an Ethernet pcap (what tcpdump writes on lo), streamed."""
    with open(raw, "rb") as f:
        magic, _, _, _, _, _, linktype = struct.unpack("<IHHiIII", f.read(24))
        if magic not in (0xA1B2C3D4, 0xA1B23C4D) or linktype != 1:
            raise SystemExit(f"{raw}: not a little-endian Ethernet pcap")
        scale = 1 if magic == 0xA1B23C4D else 1000
        while head := f.read(16):
            sec, frac, incl, _ = struct.unpack("<IIII", head)
            frame = f.read(incl)
            if frame[12:14] != b"\x08\x00" or frame[23] != 6:
                continue
            ihl = (frame[14] & 15) * 4
            total = struct.unpack_from("!H", frame, 16)[0]
            tcp = frame[14 + ihl : 14 + total]
            sport, dport, seq, ack, off, flags = struct.unpack_from("!HHIIBB", tcp)
            ts = sec * 1_000_000_000 + frac * scale
            yield cap.Seg(ts, frame[26:30], frame[30:34], sport, dport, seq, ack, flags, tcp[(off >> 4) * 4 :])


def time_span(raw: Path) -> int:
    """Nanoseconds from the first to the last packet, reading only record headers."""
    first = last = None
    with open(raw, "rb") as f:
        nano = struct.unpack("<I", f.read(24)[:4])[0] == 0xA1B23C4D
        while head := f.read(16):
            sec, frac, incl, _ = struct.unpack("<IIII", head)
            last = sec * 1_000_000_000 + frac * (1 if nano else 1000)
            first = last if first is None else first
            f.seek(incl, 1)
    return (last or 0) - (first or 0)


def recut_replicate(raw: Path, stem: Path, copies: int, port: int) -> tuple[int, int]:
    """OUT.pcap: the raw capture's payloads in MSS-byte segments, its connections repeated copies times."""
    span = time_span(raw) + 1_000_000_000
    writer = Rotating(stem, 0)

    def moved(p: int, shift: int) -> int:
        return p if p == port or not shift else 20000 + (p + shift) % 40000

    for copy in range(copies):
        shift, later = copy * 97, copy * span
        for seg in segments(raw):
            seg = replace(seg, ts=seg.ts + later, sport=moved(seg.sport, shift), dport=moved(seg.dport, shift))
            for part in cap.recut([seg], MSS):
                writer.write(part)
    writer.close()
    return writer.packets, writer.total + 24


def mix_of(args: argparse.Namespace) -> str:
    return "tshark-decodable" if args.tshark_decodable else "librdkafka-only" if args.librdkafka_only else "mixed"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="output path without .pcap")
    parser.add_argument("--mb", type=float, default=50, help="stop producing when the raw capture reaches about this")
    parser.add_argument("--port", type=int, default=9094, help="broker port (9094: a kafkasniff default port)")
    parser.add_argument("--replicate", type=int, default=1, help="repeat the connections K times")
    parser.add_argument("--from-raw", type=Path, help="skip the live run: re-cut this raw capture")
    only = parser.add_mutually_exclusive_group()
    only.add_argument("--tshark-decodable", action="store_true", help="only kafka-python clients (api 2.5.0)")
    only.add_argument("--librdkafka-only", action="store_true", help="only confluent-kafka clients (newest versions)")
    parser.add_argument("--rate", type=float, default=2000, help="records per second per producer, at most")
    parser.add_argument("--fill", type=float, default=0.85, help="stop producing at this share of --mb")
    parser.add_argument("--max-seconds", type=float, default=1200)
    args = parser.parse_args()
    if args.from_raw:
        raw = args.from_raw
        sidecar = raw.with_suffix(".json")
        facts = json.loads(sidecar.read_text()) if sidecar.exists() else {"port": args.port}
    else:
        raw = Path(f"{args.out}.raw.pcap")
        facts = live_run(raw, args)
        raw.with_suffix(".json").write_text(json.dumps(facts, indent=2) + "\n")
        print(f"raw capture {raw}: {facts['raw_bytes'] / 1e6:.0f} MB in {facts['seconds']}s; {facts['tcpdump']}")
        if facts["failed_clients"] or facts["kernel_drops"]:
            print(
                f"WARNING: failed clients {facts['failed_clients']}, {facts['kernel_drops']} dropped", file=sys.stderr
            )
    started = time.monotonic()
    packets, size = recut_replicate(raw, args.out, args.replicate, facts["port"])
    out = {"port": facts["port"], "mss": MSS, "replicate": args.replicate, "packets": packets, "bytes": size,
           "raw": str(raw), "live_run": facts}  # fmt: skip
    Path(f"{args.out}.json").write_text(json.dumps(out, indent=2) + "\n")
    print(f"wrote {args.out}.pcap: {size / 1e6:.0f} MB, {packets} packets in {time.monotonic() - started:.0f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
