"""`kafka-cluster`: traffic only a real cluster has, recorded against Apache Kafka 4.4.0 with three
brokers (ids 1-3) and a quorum of three controllers (ids 101-103), every node's port captured from
before the first node starts (the KRaft election, the nodes' registrations and heartbeats, the
metadata log's Fetch, replication between brokers) until the program ends; the cluster's own stop
is left out (record_inside says why), and so are pure ACKs (CAPTURE_FILTER).

The Java program in samples/record/java/cluster/ drives clients and asks the recorder to stop and
start nodes (apache_cluster_dialogue.py): client quotas far below what a producer and a consumer
move; a partition whose leader is also its group's coordinator, that broker stopped under a producer
and a committing group member (the leader and the coordinator move); the active controller stopped
(a new election); the throttled clients (throttled answers) while both nodes are away; both nodes
started again once the active controller's log cleaner has moved its log start past where they
stopped (FetchSnapshot). The facts are what the program's clients and admin reported (DescribeQuorum
answers, topic descriptions, quotas, throttle-time metrics, acknowledged offsets, the clients' own log
lines naming errors and throttles), what the recorder did to each node and what the node's log said.

Everything runs in a private network namespace (`unshare --net`), so the capture of all of its
loopback is the cluster's traffic alone, whatever ports the nodes took.

python -m samples.record.scenarios.apache_cluster [--out DIR]   (root: tcpdump and a network namespace)
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from samples.record.apache_kafka import Cluster, Extras, kraft_cluster
from samples.record.capture import tcpdump, wait_for_closings
from samples.record.java_program import compiled
from samples.record.program_events import Event
from samples.record.recorder import write_sidecar
from samples.record.sample_kinds import KafkaSample, OwnCaptureSample
from samples.record.scenarios.apache_cluster_dialogue import converse
from samples.record.scenarios.apache_cluster_facts import DESCRIPTION, NAME, sidecar
from samples.record.waits import deadline

DEADLINE_S = 600
BROKERS, CONTROLLERS = 3, 3
BROKER_PROPERTIES = (
    # quotas measured over 2 one-second windows (11 by default): a burst of a few KB is over the
    # rate at once, and the throttle lasts seconds, not tens of seconds
    ("quota.window.num", "2"),
    ("quota.window.size.seconds", "1"),
    # followers' fetches wait up to 5 s for data (0.5 s by default): fewer idle fetches, the same
    # replication (a fetch returns as soon as data comes)
    ("replica.fetch.wait.max.ms", "5000"),
)
CONTROLLER_PROPERTIES = (
    # a snapshot every 2 KB of metadata (20 MB by default), segments of 2 KB rolled every 3 s, and
    # nothing kept before the newest snapshot: a node away for some seconds has to FetchSnapshot
    ("metadata.log.max.record.bytes.between.snapshots", "2048"),
    ("metadata.log.max.snapshot.interval.ms", "3000"),
    ("internal.metadata.log.segment.bytes", "2048"),
    ("metadata.log.segment.ms", "3000"),
    ("metadata.max.retention.ms", "1000"),
    ("metadata.max.retention.bytes", "1"),
    # a no-op record every 5 s (0.5 s by default): each completes every follower's fetch twice
    ("metadata.max.idle.interval.ms", "5000"),
    # appends gathered for 250 ms (25 by default): each append completes every follower's pending
    # Fetch, and a starting cluster appends often
    ("controller.quorum.append.linger.ms", "250"),
)
# Every packet that carries bytes or opens or closes a connection: the pure ACKs (a fifth of a
# loopback capture's bytes here) are left out; kafkasniff reads the same exchanges without them.
CAPTURE_FILTER = (
    "tcp and ((tcp[tcpflags] & (tcp-syn|tcp-fin|tcp-rst)) != 0"
    " or (ip[2:2] - ((ip[0] & 0xf) << 2) - ((tcp[12] & 0xf0) >> 2)) != 0)"
)
EXTRAS = Extras(broker_properties=BROKER_PROPERTIES, controller_properties=CONTROLLER_PROPERTIES)
PROGRAM = ("cluster", "ClusterMain")


def record_inside(pcap: Path, work: Path) -> tuple[list[Event], Cluster]:
    """The cluster's life captured from before its first node starts to the program's end. The
    capture stops before the cluster does: a stopping quorum's followers fetch in a tight loop from
    the controller that resigned (a thousand Fetch answered NOT_LEADER_OR_FOLLOWER in a second,
    measured), which the mid-run failover already shows."""
    with compiled(*PROGRAM) as program, contextlib.ExitStack() as capturing:
        capturing.enter_context(tcpdump(pcap, CAPTURE_FILTER))
        with kraft_cluster(work / "cluster", BROKERS, CONTROLLERS, EXTRAS) as cluster:
            events = converse(program, cluster, work / "program.stderr")
            for port in (*cluster.broker_ports, *cluster.controller_ports):
                wait_for_closings(pcap, port)  # the program's own connections closed
            capturing.close()
    return events, cluster


def private_loopback() -> None:
    subprocess.run(["ip", "link", "set", "lo", "up"], check=True, timeout=10)


def inside(out: Path) -> int:
    private_loopback()
    work = Path(tempfile.mkdtemp(prefix=f"{NAME}-"))
    os.chmod(work, 0o777)  # tcpdump drops privileges before writing
    pcap = work / f"{NAME}.pcap"
    try:
        with deadline(DEADLINE_S, f"recording {NAME}"):
            events, cluster = record_inside(pcap, work)
        facts = sidecar(events, cluster, EXTRAS, pcap, CAPTURE_FILTER)
    except Exception as exc:
        print(f"   FAILED: {exc} (what was recorded is in {work})", file=sys.stderr)
        return 1
    shutil.move(pcap, out / pcap.name)
    write_sidecar(out / f"{NAME}.facts.json", facts)
    if not os.environ.get("KAFKA_CLUSTER_KEEP_WORK"):  # the nodes' logs, to read after a recording
        shutil.rmtree(work, ignore_errors=True)
    print(f"   done: {(out / pcap.name).stat().st_size} bytes", flush=True)
    return 0


def record(out: Path) -> int:
    """Record in a network namespace of its own (the capture is of its whole loopback)."""
    out.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, "-m", "samples.record.scenarios.apache_cluster", "--inside", "--out", str(out)]
    return subprocess.run(["unshare", "--net", *command], timeout=DEADLINE_S + 60).returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m samples.record.scenarios.apache_cluster", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)  # fmt: skip
    parser.add_argument("--out", type=Path, default=Path("samples"), help=f"where {NAME}.pcap and its facts go")
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)  # in the namespace already
    args = parser.parse_args(argv)
    return inside(args.out) if args.inside else record(args.out)


SAMPLES: list[KafkaSample] = []
OWN_SAMPLES: list[OwnCaptureSample] = [OwnCaptureSample(NAME, DESCRIPTION, record)]

if __name__ == "__main__":
    sys.exit(main())
