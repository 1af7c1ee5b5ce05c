"""kernel-drops: a capture with holes from real kernel packet drops, beside what really went over the wire.

Two confluent-kafka producers each hand librdkafka 1,500 messages at once, one message per Produce
request (acks=1, linger.ms=0, batch.num.messages=1, 100-byte values), to tansu. Two tcpdumps watch:
the sample's own with a 64 KiB ring (-B 64), stopped (SIGSTOP) for 20 ms three times mid-load, so
that the kernel drops what does not fit in its ring (the ring also overflows now and then under the
load alone; tcpdump's exit line "N packets dropped by kernel" counts both), and a reference with a
32 MiB ring that must drop nothing: compared with it by TCP sequence numbers, the sidecar says which
bytes and which exchanges the holes hit (kernel_drops_holes.py). The reference itself is not kept.

Everything runs in a private network namespace (`unshare --net`) whose loopback has an Ethernet MTU
(1500, and no larger segments): on the default 64 KiB loopback the segments measured all began with
a whole request, so a hole never left the framer inside a frame; with 1448-byte segments the
requests librdkafka writes back to back are cut anywhere, and after a hole the framer meets record
bytes first, as on a real network. The values are 100 bytes, as in bench/live_load.py's load: a
record batch of 128 to 255 bytes is where bytes at a segment start can read as an 11 MB Produce v0
request header (what the framing before 92ac924 believed).

The sidecar records what the producers sent, from librdkafka's own protocol log (per connection the
correlation ids of each api, the smallest frames sent and received), tcpdump's counts and the holes.
It holds neither tshark's request counts nor records_sent: the other samples' sidecars enlist in
exact checks (every response paired, every record decoded) that a capture with holes cannot pass.

python -m samples.record.scenarios.kernel_drops [--out DIR]   (root: tcpdump and a network namespace)
"""

from __future__ import annotations

import contextlib
import importlib.metadata
import logging
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from samples.record.brokers import Endpoint, tansu
from samples.record.capture import TcpdumpRun, kernel_drops, tcpdump, tcpdump_command, wait_for_closings
from samples.record.clients import CLIENT_TIMEOUT_S
from samples.record.ports import end_states
from samples.record.private_network import record_in_private_network
from samples.record.scenarios.kernel_drops_holes import holes_facts
from samples.record.sent import Facts
from samples.record.waits import wait_until

NAME = "kernel-drops"
TOPIC = "drops"
PRODUCERS = {"ck-drops-a": "a", "ck-drops-b": "b"}  # client id -> key prefix
MESSAGES_PER_PRODUCER = 1500
VALUE_BYTES = 100
PRODUCER_SETTINGS: dict[str, Any] = {"acks": 1, "linger.ms": 0, "batch.num.messages": 1, "enable.idempotence": False}
LOSSY_BUFFER_KIB = 64
REFERENCE_BUFFER_KIB = 32 * 1024
PAUSE_AT = (0.2, 0.45, 0.7)  # the share of all messages delivered when the sample's tcpdump is stopped
PAUSE_S = 0.02
MTU = 1500
BLOCK_TIMEOUT_S = 1.2  # without --immediate-mode the kernel hands a part-filled block over after 1 s
RECORD_DEADLINE_S = 180
TCPDUMP_COUNTS = {
    "packets_captured": re.compile(r"(\d+) packets? captured"),
    "packets_received_by_filter": re.compile(r"(\d+) packets? received by filter"),
}
# librdkafka's debug=protocol lines: "127.0.0.1:PORT/111: Sent ProduceRequest (v10, 147 bytes @ 0, CorrId 5)"
SENT = re.compile(r"/(?P<conn>\w+): Sent (?P<api>\w+)Request \(v\d+, (?P<size>\d+) bytes @ \d+, CorrId (?P<corr>\d+)")
RECEIVED = re.compile(
    r"/(?P<conn>\w+): Received (?P<api>\w+)Response \(v\d+, (?P<size>\d+) bytes, CorrId (?P<corr>\d+)"
)
DESCRIPTION = (
    f"real kernel drops: two confluent-kafka producers each send {MESSAGES_PER_PRODUCER} messages at once, one per "
    f"Produce request (acks=1), to topic {TOPIC} (1 partition) on tansu, in a network namespace whose loopback has "
    f"MTU {MTU}; the capturing tcpdump (-B {LOSSY_BUFFER_KIB}) is stopped {len(PAUSE_AT)} times for {PAUSE_S} s "
    "mid-load and its ring overflows: the kernel drops packets. holes: what the capture lacks against a reference "
    "tcpdump that dropped nothing; producers: correlation ids and frame sizes from librdkafka's protocol log"
)


def runs(numbers: list[int]) -> list[list[int]]:
    """Sorted numbers as [first, last] runs of consecutive ones."""
    out: list[list[int]] = []
    for n in sorted(numbers):
        if out and n == out[-1][1] + 1:
            out[-1][1] = n
        else:
            out.append([n, n])
    return out


class ProtocolLog(logging.Handler):
    """librdkafka's debug=protocol lines of one client: each request sent and response received."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())

    def frames(self, pattern: re.Pattern[str]) -> list[dict[str, str]]:
        return [m.groupdict() for line in self.lines if (m := pattern.search(line))]


@dataclass
class Sender:
    """One producer, its messages, what it was told was delivered, and its protocol log."""

    client_id: str
    bootstrap: str
    log: ProtocolLog = field(default_factory=ProtocolLog)
    delivered: int = 0
    errors: list[str] = field(default_factory=list)
    producer: Any = None

    def start(self) -> None:
        from confluent_kafka import Producer

        logger = logging.getLogger(f"kernel-drops.{self.client_id}")
        logger.propagate, logger.level = False, logging.DEBUG
        logger.addHandler(self.log)
        self.producer = Producer({"bootstrap.servers": self.bootstrap, "client.id": self.client_id,
                                  "debug": "protocol", "logger": logger, **PRODUCER_SETTINGS})  # fmt: skip
        # connected (ApiVersions, Metadata) before the load begins
        self.producer.list_topics(TOPIC, timeout=CLIENT_TIMEOUT_S)

    def key(self, n: int) -> bytes:
        return f"{PRODUCERS[self.client_id]}-{n:05d}".encode()

    def value(self, n: int) -> bytes:
        return f"message {n:05d} of {self.client_id} ".ljust(VALUE_BYTES, "-").encode()

    def send_all(self) -> None:
        for n in range(MESSAGES_PER_PRODUCER):
            self.producer.produce(TOPIC, key=self.key(n), value=self.value(n), on_delivery=self.on_delivery)
        self.producer.poll(0)

    def on_delivery(self, err: Any, msg: Any) -> None:
        if err is not None:
            self.errors.append(str(err))
        else:
            self.delivered += 1

    def close(self) -> None:
        if self.producer.flush(CLIENT_TIMEOUT_S):
            raise RuntimeError(f"{self.client_id}: flush timed out")
        self.producer.poll(0.2)  # the last protocol log lines
        self.producer = None  # librdkafka closes its connections as the handle is destroyed

    def facts(self) -> Facts:
        sent, received = self.log.frames(SENT), self.log.frames(RECEIVED)
        connections: dict[str, Facts] = {}
        for conn in dict.fromkeys(frame["conn"] for frame in sent):
            apis = dict.fromkeys(f["api"] for f in sent if f["conn"] == conn)
            connections["bootstrap" if conn == "bootstrap" else "broker"] = {
                "requests": {api: runs([int(f["corr"]) for f in sent if f["conn"] == conn and f["api"] == api])
                             for api in apis},
            }  # fmt: skip
        produce = [f for f in sent if f["api"] == "Produce"]
        if len(produce) != MESSAGES_PER_PRODUCER or self.delivered != MESSAGES_PER_PRODUCER or self.errors:
            raise RuntimeError(
                f"{self.client_id}: {len(produce)} Produce requests, {self.delivered} delivered, errors "
                f"{self.errors[:3]}: expected one request per message, all delivered"
            )
        return {
            "client_id": self.client_id,
            "messages": MESSAGES_PER_PRODUCER,
            "delivered": self.delivered,
            "key": f"{PRODUCERS[self.client_id]}-NNNNN (0 to {MESSAGES_PER_PRODUCER - 1})",
            "value": f"'message NNNNN of {self.client_id} ' and '-' up to {VALUE_BYTES} bytes",
            "connections": connections,
            "produce_requests": len(produce),
            "smallest_request_bytes": min(int(f["size"]) for f in sent),
            "smallest_response_bytes": min(int(f["size"]) for f in received),
        }


def counts(capture: TcpdumpRun) -> Facts:
    """tcpdump's closing counters."""
    found = {name: [int(m.group(1)) for line in capture.report if (m := p.match(line))]
             for name, p in TCPDUMP_COUNTS.items()}  # fmt: skip
    return {**{name: sum(n) for name, n in found.items()}, "packets_dropped_by_kernel": kernel_drops(capture.report)}


def tcpdump_on(pcap: Path, buffer_kib: int, port: int) -> contextlib.AbstractContextManager[TcpdumpRun]:
    """tcpdump as the kernel hands it blocks (no immediate mode), its drops reported, not refused."""
    return tcpdump(pcap, f"tcp port {port}", buffer_kib, immediate=False, drops_allowed=True)


def command(pcap: str, buffer_kib: int, port: int) -> str:
    return " ".join(tcpdump_command(Path(pcap), f"tcp port {port}", buffer_kib, immediate=False))


def pause(pid: int) -> None:
    os.kill(pid, signal.SIGSTOP)
    time.sleep(PAUSE_S)
    os.kill(pid, signal.SIGCONT)


def load(senders: list[Sender], capturing: int) -> None:
    """Every producer is given all its messages at once; the capturing tcpdump is stopped for
    PAUSE_S as the share of messages delivered passes each of PAUSE_AT."""
    total = MESSAGES_PER_PRODUCER * len(senders)
    for sender in senders:
        sender.send_all()
    pending, pauses = list(PAUSE_AT), list[threading.Thread]()
    limit = time.monotonic() + CLIENT_TIMEOUT_S
    while (delivered := sum(s.delivered for s in senders)) < total and time.monotonic() < limit:
        if pending and delivered >= pending[0] * total:
            pending.pop(0)
            pauses.append(threading.Thread(target=pause, args=(capturing,)))
            pauses[-1].start()
        for sender in senders:
            sender.producer.poll(0.001)
    for thread in pauses:
        thread.join()
    if pending:
        raise RuntimeError(f"{delivered} of {total} messages delivered: no pause at {pending} of them")


def create_topic(bootstrap: str, port: int, topic: str) -> None:
    """The topic (1 partition), made before the capture starts: the capture holds the producers'
    connections only."""
    from confluent_kafka.admin import AdminClient, NewTopic

    admin = AdminClient({"bootstrap.servers": bootstrap, "client.id": "ck-admin"})
    futures = admin.create_topics([NewTopic(topic, num_partitions=1, replication_factor=1)],
                                  request_timeout=CLIENT_TIMEOUT_S, operation_timeout=CLIENT_TIMEOUT_S)  # fmt: skip
    futures[topic].result(timeout=CLIENT_TIMEOUT_S)
    del admin, futures
    wait_until(lambda: all(state == "TIME_WAIT" for state in end_states(port).values()), seconds=CLIENT_TIMEOUT_S,
               step="close the admin's connections", state=lambda: str(end_states(port)))  # fmt: skip


def broker_facts(broker: Endpoint) -> Facts:
    """The broker on loopback and the client library that spoke to it."""
    import confluent_kafka

    return {
        "broker": f"127.0.0.1:{broker.port}",
        "port": broker.port,
        "broker_software": broker.software,
        "clients": {
            "confluent-kafka": importlib.metadata.version("confluent-kafka"),
            "librdkafka": confluent_kafka.libversion()[0],
        },
    }


def record(pcap: Path, work: Path) -> Facts:
    """The sample (inside the private network namespace), written to pcap; its facts."""
    lossy, reference = work / "lossy.pcap", work / "reference.pcap"
    with tansu(None, work / "tansu.log") as broker:
        bootstrap = f"127.0.0.1:{broker.port}"
        create_topic(bootstrap, broker.port, TOPIC)
        with (
            tcpdump_on(reference, REFERENCE_BUFFER_KIB, broker.port) as complete,
            tcpdump_on(lossy, LOSSY_BUFFER_KIB, broker.port) as lossy_capture,
        ):
            senders = [Sender(client_id, bootstrap) for client_id in PRODUCERS]
            for sender in senders:
                sender.start()
            load(senders, lossy_capture.proc.pid)
            for sender in senders:
                sender.close()
            wait_for_closings(reference, broker.port)
            time.sleep(BLOCK_TIMEOUT_S)
        producers = [sender.facts() for sender in senders]
    check_drops(complete, lossy_capture)
    holes = holes_facts(reference, lossy, broker.port)
    shutil.copyfile(lossy, pcap)
    return {
        "description": DESCRIPTION,
        **broker_facts(broker),
        "network": {"namespace": "unshare --net", "lo_mtu": MTU, "lo_gso_max_size": MTU},
        "topic": TOPIC,
        "partitions": 1,
        "producer_settings": PRODUCER_SETTINGS,
        "producers": producers,
        "messages_sent": sum(p["messages"] for p in producers),
        "capture": {
            "tcpdump": command(pcap.name, LOSSY_BUFFER_KIB, broker.port),
            "stopped": {"at_share_delivered": list(PAUSE_AT), "seconds": PAUSE_S},
            **counts(lossy_capture),
            # on loopback the kernel counts a packet going out and coming in: about two per packet lost
            "kernel_copies_per_packet": 2,
        },
        "reference_capture": {
            "tcpdump": command("reference.pcap", REFERENCE_BUFFER_KIB, broker.port),
            **counts(complete),
        },
        "holes": {
            "packets_missing": counts(complete)["packets_captured"] - counts(lossy_capture)["packets_captured"],
            **holes,
        },
        "pcap": pcap.name,
    }


def check_drops(complete: TcpdumpRun, lossy: TcpdumpRun) -> None:
    """The reference saw everything; the sample lacks packets, each of them counted by the kernel."""
    reference, sample = counts(complete), counts(lossy)
    if reference["packets_dropped_by_kernel"]:
        raise RuntimeError(f"the reference tcpdump dropped packets too: {complete.report}")
    missing = reference["packets_captured"] - sample["packets_captured"]
    if not 0 < missing <= sample["packets_dropped_by_kernel"]:
        raise RuntimeError(f"{missing} packets missing against the reference; the sample's tcpdump: {lossy.report}")


def private_loopback() -> None:
    """This network namespace's loopback up, with an Ethernet MTU and no larger segments."""
    for args in (["mtu", str(MTU), "up"], ["gso_max_size", str(MTU)]):
        subprocess.run(["ip", "link", "set", "lo", *args], check=True, timeout=10)


def summary(facts: Facts) -> str:
    capture = facts["capture"]
    return (f"{NAME}: {facts['messages_sent']} messages sent; tcpdump captured {capture['packets_captured']} packets, "
            f"{capture['packets_dropped_by_kernel']} dropped by kernel; reference captured "
            f"{facts['reference_capture']['packets_captured']}")  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    return record_in_private_network(argv, name=NAME, module="samples.record.scenarios.kernel_drops",
                                     description=__doc__, prepare=private_loopback, record=record,
                                     summary=summary, deadline_s=RECORD_DEADLINE_S)  # fmt: skip


if __name__ == "__main__":
    sys.exit(main())
