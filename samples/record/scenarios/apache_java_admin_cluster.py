"""`java-admin-cluster`: the AdminClient calls that need several brokers, against Apache Kafka 4.4.0
with three brokers (ids 1-3) and one controller (id 101): a reassignment that changes a partition's
preferred leader and one that moves a replica to another broker, the reassignments listed until done,
a preferred election that then moves a leader, every broker's log dirs.

A sample of its own capture: tcpdump on every broker's port (the admin talks to each broker, the
brokers replicate to each other there), started once the cluster is up, so every connection in it is
whole; the controller's port is not captured. Its sidecar holds the program's JSON lines and no tshark
counts: the sample checks of tests/test_samples.py assume one broker address.

Measured here: a reassignment that only reorders the replicas completes at once and leaves the leader
where it was; the preferred election then moves it (error 0) and answers ELECTION_NOT_NEEDED (84) for
the partitions already led by their preferred replica; moving a one-replica partition to another broker
shows in ListPartitionReassignments (adding and removing replicas) until the new broker caught up.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

from samples.record import tshark
from samples.record.apache_kafka import Cluster, kraft_cluster
from samples.record.capture import tcpdump, wait_for_closings
from samples.record.java_program import client_versions, compiled
from samples.record.program_events import Event, of
from samples.record.recorder import write_sidecar
from samples.record.sample_kinds import OwnCaptureSample
from samples.record.sent import Facts
from samples.record.waits import deadline

NAME = "java-admin-cluster"
DEADLINE_S = 300
PROGRAM_S = 150
BROKERS, CONTROLLERS = 3, 1
DESCRIPTION = (
    "Apache's AdminClient (kafka-clients 4.4.0, client id java-admin-cluster) against Apache Kafka 4.4.0 with three "
    "brokers and one controller, every broker's port captured: creates cluster-spread (3 partitions, replicas "
    "placed by hand, preferred leaders 1, 2, 3) and cluster-lonely (one replica, on broker 1); "
    "java-admin-cluster-producer writes 12 and 6 records; then reassigns cluster-spread/0 to [2, 1, 3] (a new "
    "preferred leader) and cluster-lonely/0 to [2] (broker 2 copies the log), lists reassignments until none "
    "runs, elects preferred leaders of cluster-spread (partition 0's moves to broker 2, the others are not "
    "needed), describes the topics after each step and every broker's log dirs"
)


def sidecar(events: list[Event], cluster: Cluster, pcap: Path) -> Facts:
    return {
        "description": DESCRIPTION,
        "recorded_with": f"python -m samples.record --only {NAME}",
        "pcap": pcap.name,
        "pcap_packets": tshark.packet_count(pcap),
        "broker_software": cluster.describe(),
        "broker_ports": {str(n.node_id): n.broker_port for n in cluster.brokers},
        "controller_ports": {str(n.node_id): n.controller_port for n in cluster.nodes if n.controller_port},
        "capture_filter": capture_filter(cluster),
        "clients": client_versions(),
        "client_ids": sorted({e["client_id"] for e in events if "client_id" in e}),
        "admin_calls": [e for e in events if e["event"] not in ("produced", "done")],
        "produced": of(events, "produced")[0]["records"],
    }


def capture_filter(cluster: Cluster) -> str:
    return " or ".join(f"tcp port {port}" for port in cluster.broker_ports)


def run(folder: Path) -> None:
    pcap = folder / f"{NAME}.pcap"
    with kraft_cluster(folder / "cluster", BROKERS, CONTROLLERS) as cluster, compiled("admin", "AdminMain") as program:
        with tcpdump(pcap, capture_filter(cluster)):
            events = program.run("cluster", cluster.bootstrap, timeout=PROGRAM_S)
            for port in cluster.broker_ports:
                wait_for_closings(pcap, port)
        write_sidecar(folder / f"{NAME}.facts.json", sidecar(events, cluster, pcap))


def record(out: Path) -> int:
    """Record into a work folder; move the capture and its sidecar to `out` once both are whole."""
    folder = Path(tempfile.mkdtemp(prefix=f"{NAME}-"))
    try:
        with deadline(DEADLINE_S, f"recording {NAME}"):
            run(folder)
    except Exception as exc:
        print(f"   FAILED: {exc} (what was recorded is in {folder})", file=sys.stderr)
        return 1
    for suffix in (".pcap", ".facts.json"):
        shutil.move(folder / f"{NAME}{suffix}", out / f"{NAME}{suffix}")
    shutil.rmtree(folder, ignore_errors=True)
    print(f"   done: {out / NAME}.pcap", flush=True)
    return 0


SAMPLE = OwnCaptureSample(NAME, DESCRIPTION, record)
