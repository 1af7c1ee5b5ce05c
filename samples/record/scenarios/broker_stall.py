"""broker-stall: thousands of Produce requests waiting on one connection while the broker is stopped.

A broker that stalls (a GC pause, a starved CPU) stops answering but its kernel keeps accepting
bytes; a librdkafka producer (max.in.flight.requests.per.connection defaults to 1,000,000) keeps
writing requests, each waiting for its answer, and every answer comes once the broker runs again.
Nothing is lost: a decoder that gave up the oldest waiting requests at some count (kafkasniff did
at 4,096 before its waiting requests were bounded by --max-memory) would show them unanswered and
their answers without a request.

One confluent-kafka producer (acks=1, linger.ms=0, batch.num.messages=1: one message per Produce
request; 20-byte values, no keys) connects to tansu, fetches the metadata of topic stall (1
partition) and has one warm-up message delivered, so that its connection to the partition's leader
is up. Then tansu is stopped (SIGSTOP), the producer is given STALLED_MESSAGES messages (poll(0)
between them), STALL_S later tansu is continued (SIGCONT) and every message is delivered.

Everything runs in a private network namespace (`unshare --net`) whose TCP buffers start at
SOCKET_BUFFER_BYTES (net.ipv4.tcp_rmem/tcp_wmem), so that the stopped broker's receive buffer takes
every request. Measured with the kernel's defaults (receive 128 KiB, send 16 KiB, both growing):
librdkafka still counted all 6,000 as written and waiting, but the capture held at most 967 at
once: the rest sat in the producer's own send buffer, never on the wire while the broker was
stopped, and the capture could not show what librdkafka reported.

The sidecar records what the client reported: librdkafka's statistics (its Produce request count,
the most requests waiting for an answer on the leader's connection while the broker was stopped)
and its protocol log (correlation ids of the Produce requests), the deliveries, and the capture.

python -m samples.record.scenarios.broker_stall [--out DIR]   (root: tcpdump and a network namespace)
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from samples.record.brokers import tansu
from samples.record.capture import tcpdump, tcpdump_command, wait_for_closings
from samples.record.clients import CLIENT_TIMEOUT_S
from samples.record.ports import listening_process
from samples.record.private_network import record_in_private_network
from samples.record.scenarios.kernel_drops import (
    RECEIVED,
    SENT,
    ProtocolLog,
    broker_facts,
    counts,
    create_topic,
    runs,
)
from samples.record.sent import Facts
from samples.record.waits import wait_until

NAME = "broker-stall"
TOPIC = "stall"
CLIENT_ID = "ck-stall"
STALLED_MESSAGES = 6000
WARM_UP_MESSAGES = 1
VALUE_BYTES = 20
STALL_S = 1.0
OLD_IN_FLIGHT_CAP = 4096  # what kafkasniff gave up at before: the stall must go beyond it
STATS_INTERVAL_MS = 20
SOCKET_BUFFER_BYTES = 8 << 20  # initial and largest TCP buffers in the namespace
PRODUCER_SETTINGS: dict[str, Any] = {"acks": 1, "linger.ms": 0, "batch.num.messages": 1, "enable.idempotence": False}
RECORD_DEADLINE_S = 180
# Not --immediate-mode: a recording with it (the shared capture's 32 MiB ring) dropped 32 packets in
# the burst of 6,000 answers; libpcap's immediate ring has fixed slots sized by the snaplen (-s 0),
# its block ring packs packets. The kernel hands over a part-filled block after 1 s.
BLOCK_TIMEOUT_S = 1.2
DESCRIPTION = (
    f"broker stall: one confluent-kafka producer (acks=1, one message per Produce request, {VALUE_BYTES}-byte "
    f"values) sends {STALLED_MESSAGES} messages to topic {TOPIC} (1 partition) on tansu while tansu is stopped "
    f"(SIGSTOP) for {STALL_S:g} s; the kernel takes every request, so all of them wait for their answer on one "
    "connection at once (librdkafka's waitresp_cnt), and once tansu runs again every one is answered"
)


def value(n: int) -> bytes:
    return f"stalled {n:05d} ".ljust(VALUE_BYTES, "-").encode()


@dataclass
class Stats:
    """What librdkafka's statistics said of the leader's connection: the latest, and the peaks."""

    latest: dict[str, Any] = field(default_factory=dict)
    peak_waiting: int = 0  # waitresp_cnt: requests written to the socket, waiting for their answer
    peak_queued: int = 0  # outbuf_cnt: requests not yet written to the socket
    stopped: bool = False  # whether the broker is stopped now: peaks are taken while it is

    def take(self, text: str) -> None:
        self.latest = json.loads(text)
        if self.stopped:
            for broker in self.leaders():
                self.peak_waiting = max(self.peak_waiting, broker["waitresp_cnt"])
                self.peak_queued = max(self.peak_queued, broker["outbuf_cnt"])

    def leaders(self) -> list[dict[str, Any]]:
        """The connections to a broker by its id (not the bootstrap one)."""
        return [b for b in self.latest.get("brokers", {}).values() if b.get("nodeid", -1) >= 0]

    def produce_requests(self) -> int:
        return sum(b["req"].get("Produce", 0) for b in self.latest["brokers"].values())


@dataclass
class Stalled:
    """The producer, its deliveries, its statistics and its protocol log."""

    bootstrap: str
    log: ProtocolLog = field(default_factory=ProtocolLog)
    stats: Stats = field(default_factory=Stats)
    delivered: int = 0
    errors: list[str] = field(default_factory=list)
    producer: Any = None

    def start(self) -> None:
        from confluent_kafka import Producer

        logger = logging.getLogger(f"{NAME}.{CLIENT_ID}")
        logger.propagate, logger.level = False, logging.DEBUG
        logger.addHandler(self.log)
        self.producer = Producer({"bootstrap.servers": self.bootstrap, "client.id": CLIENT_ID,
                                  "debug": "protocol", "logger": logger, "stats_cb": self.stats.take,
                                  "statistics.interval.ms": STATS_INTERVAL_MS, **PRODUCER_SETTINGS})  # fmt: skip
        self.producer.list_topics(TOPIC, timeout=CLIENT_TIMEOUT_S)
        # the leader's connection comes up with the first message for it
        self.producer.produce(TOPIC, value=value(0), on_delivery=self.on_delivery)
        self.flush()

    def on_delivery(self, err: Any, msg: Any) -> None:
        if err is not None:
            self.errors.append(str(err))
        else:
            self.delivered += 1

    def send_stalled(self) -> None:
        for n in range(1, STALLED_MESSAGES + 1):
            self.producer.produce(TOPIC, value=value(n), on_delivery=self.on_delivery)
            self.producer.poll(0)

    def wait(self, seconds: float) -> None:
        """Serve the producer's callbacks (statistics, log) for that long."""
        until = time.monotonic() + seconds
        while (left := until - time.monotonic()) > 0:
            self.producer.poll(min(left, 0.01))

    def flush(self) -> None:
        if self.producer.flush(CLIENT_TIMEOUT_S):
            raise RuntimeError(f"{CLIENT_ID}: flush timed out")

    def close(self) -> None:
        self.flush()
        self.wait(3 * STATS_INTERVAL_MS / 1000)  # the last statistics and protocol log lines
        self.producer = None  # librdkafka closes its connections as the handle is destroyed

    def facts(self) -> Facts:
        produce = [int(f["corr"]) for f in self.log.frames(SENT) if f["api"] == "Produce"]
        answered = [int(f["corr"]) for f in self.log.frames(RECEIVED) if f["api"] == "Produce"]
        messages = WARM_UP_MESSAGES + STALLED_MESSAGES
        requests = self.stats.produce_requests()
        if not requests == len(produce) == len(answered) == self.delivered == messages or self.errors:
            raise RuntimeError(
                f"{requests} Produce requests in the statistics, {len(produce)} sent and {len(answered)} answered "
                f"in the log, {self.delivered} of {messages} delivered, errors {self.errors[:3]}"
            )
        if self.stats.peak_waiting <= OLD_IN_FLIGHT_CAP:
            raise RuntimeError(f"at most {self.stats.peak_waiting} requests waited for their answer: the kernel "
                               f"took too few of them while the broker was stopped")  # fmt: skip
        return {
            "client_id": CLIENT_ID,
            "messages": messages,
            "warm_up_messages": WARM_UP_MESSAGES,
            "stalled_messages": STALLED_MESSAGES,
            "delivered": self.delivered,
            "delivery_errors": len(self.errors),
            "value": f"'stalled NNNNN ' and '-' up to {VALUE_BYTES} bytes (NNNNN 0 for the warm-up message), no key",
            "produce_requests": requests,
            "produce_correlation_ids": runs(produce),
            "first_produce_correlation_id": produce[0],
            "last_produce_correlation_id": produce[-1],
            "peak_waiting_for_response": self.stats.peak_waiting,
            "peak_not_yet_written": self.stats.peak_queued,
        }


def thread_states(pid: int) -> list[str]:
    """The state letter of each of the process's threads (R, S, T: stopped...)."""
    tasks = Path(f"/proc/{pid}/task")
    return [(task / "stat").read_text().rsplit(")", 1)[1].split()[0] for task in tasks.iterdir()]


def all_stopped(pid: int) -> bool:
    # a thread already inside a request when SIGSTOP is sent may still answer it: wait for every one
    return all(state == "T" for state in thread_states(pid))


def stall(producer: Stalled, broker_pid: int) -> float:
    """The broker stopped while the producer is given its messages, continued STALL_S later; how
    long it was stopped."""
    os.kill(broker_pid, signal.SIGSTOP)
    stopped = time.monotonic()
    producer.stats.stopped = True
    try:
        wait_until(lambda: all_stopped(broker_pid), seconds=CLIENT_TIMEOUT_S, step="stop tansu",
                   state=lambda: f"thread states {thread_states(broker_pid)}")  # fmt: skip
        producer.send_stalled()
        producer.wait(STALL_S)
    finally:
        producer.stats.stopped = False
        os.kill(broker_pid, signal.SIGCONT)
    return time.monotonic() - stopped


def record(pcap: Path, work: Path) -> Facts:
    """The sample (inside the private network namespace), written to pcap; its facts."""
    written = work / pcap.name  # tcpdump drops privileges: it writes where it may, then the copy is kept
    with tansu(None, work / "tansu.log") as broker:
        bootstrap = f"127.0.0.1:{broker.port}"
        create_topic(bootstrap, broker.port, TOPIC)
        with tcpdump(written, f"tcp port {broker.port}", immediate=False) as capturing:
            producer = Stalled(bootstrap)
            producer.start()
            stopped_s = stall(producer, listening_process(broker.port))
            producer.close()
            wait_for_closings(written, broker.port)
            time.sleep(BLOCK_TIMEOUT_S)
    facts = producer.facts()
    shutil.copyfile(written, pcap)
    return {
        "description": DESCRIPTION,
        **broker_facts(broker),
        "network": {"namespace": "unshare --net", **socket_buffers()},
        "topic": TOPIC,
        "partitions": 1,
        "producer_settings": PRODUCER_SETTINGS,
        "producer": facts,
        "stall": {"signal": "SIGSTOP then SIGCONT to tansu's pid", "seconds": round(stopped_s, 3)},
        "capture": {
            "tcpdump": " ".join(tcpdump_command(Path(pcap.name), f"tcp port {broker.port}", immediate=False)),
            **counts(capturing),
        },
        "pcap": pcap.name,
    }


def socket_buffers() -> dict[str, str]:
    return {name: Path(f"/proc/sys/net/ipv4/{name}").read_text().strip() for name in ("tcp_rmem", "tcp_wmem")}


def private_network() -> None:
    """This network namespace's loopback up, its TCP buffers large enough from the start."""
    subprocess.run(["ip", "link", "set", "lo", "up"], check=True, timeout=10)
    for name in ("tcp_rmem", "tcp_wmem"):
        limits = f"4096 {SOCKET_BUFFER_BYTES} {SOCKET_BUFFER_BYTES}"
        Path(f"/proc/sys/net/ipv4/{name}").write_text(limits)


def summary(facts: Facts) -> str:
    produced = facts["producer"]
    return (f"{NAME}: {produced['produce_requests']} Produce requests, {produced['delivered']} delivered; at most "
            f"{produced['peak_waiting_for_response']} waited for their answer while tansu was stopped "
            f"{facts['stall']['seconds']} s")  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    return record_in_private_network(argv, name=NAME, module="samples.record.scenarios.broker_stall",
                                     description=__doc__, prepare=private_network, record=record,
                                     summary=summary, deadline_s=RECORD_DEADLINE_S)  # fmt: skip


if __name__ == "__main__":
    sys.exit(main())
