"""The kafka-cluster program's dialogue with the recorder: the Java program (samples/record/java/cluster/)
asks for a node to be stopped or started (an `ask` event naming the node) and waits for the answer
on its stdin, so that the stop falls where the program has its clients busy. Each answer says what
the node's process did: a stop is SIGTERM (a graceful shutdown: a broker's controlled shutdown, an
active controller's resignation) and its exit status, a start is the node listening again."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import time
from pathlib import Path
from typing import IO

from samples.record.apache_kafka import STOP_S, Cluster, launch
from samples.record.brokers import stop
from samples.record.java_program import JavaProgram
from samples.record.ports import listens
from samples.record.program_events import Event
from samples.record.waits import wait_until

START_S = 90  # a JVM's start on 2 busy cores
# KRaft runs its metadata log cleaner every 60 s (a fixed timer in KafkaRaftClient): the first one
# after a stop comes within a minute, plus time for a busy machine
CLEAN_S = 100
# KafkaRaftLog's line as it drops a snapshot and moves the log start to the next one
CLEANED = re.compile(r"Marking snapshot (OffsetAndEpoch\[offset=(\d+), epoch=\d+\]|\S+) for deletion because .*")


def stop_node(cluster: Cluster, node_id: int) -> Event:
    proc = cluster.processes[node_id]
    began = time.monotonic()
    stop(proc, signal.SIGTERM, timeout=STOP_S)
    return {"stopped": node_id, "exit_code": proc.returncode, "seconds": round(time.monotonic() - began, 1)}


def start_node(cluster: Cluster, node_id: int) -> Event:
    (node,) = [n for n in cluster.nodes if n.node_id == node_id]
    began = time.monotonic()
    proc = cluster.processes[node_id] = launch(node)
    wait_until(lambda: proc.poll() is not None or all(listens(proc.pid, p) for p in node.ports),
               seconds=START_S, step=f"node {node_id} started again and listening",
               state=lambda: f"exit status {proc.poll()}")  # fmt: skip
    if proc.poll() is not None:
        raise RuntimeError(f"node {node_id} exited {proc.returncode} as it started again: see {node.log}")
    return {"started": node_id, "seconds": round(time.monotonic() - began, 1)}


def await_clean(cluster: Cluster, node_id: int) -> Event:
    """Wait until the node's log says its cleaner dropped a snapshot (and moved its log start), from now on."""
    (node,) = [n for n in cluster.nodes if n.node_id == node_id]
    began, seen = time.monotonic(), node.log.stat().st_size

    def cleaned() -> str | None:
        with open(node.log, errors="replace") as log:
            log.seek(seen)
            return next((m.group(0) for line in log if (m := CLEANED.search(line))), None)

    line = wait_until(cleaned, seconds=CLEAN_S, step=f"node {node_id}'s metadata log cleaned",
                      state=lambda: f"no cleaning logged in {node.log}", interval=0.5)  # fmt: skip
    return {"cleaned": node_id, "log_line": line, "seconds": round(time.monotonic() - began, 1)}


def answer(cluster: Cluster, ask: Event) -> Event:
    if ask["action"] == "stop":
        return stop_node(cluster, ask["node"])
    if ask["action"] == "start":
        return start_node(cluster, ask["node"])
    if ask["action"] == "await_clean":
        return await_clean(cluster, ask["node"])
    raise RuntimeError(f"the program asked for {ask['action']!r}, which the recorder does not do")


def converse(program: JavaProgram, cluster: Cluster, stderr: Path) -> list[Event]:
    """Run the program against the cluster to its `done` event, answering its asks; its events.
    The caller bounds the whole run (waits.deadline): each of the program's own waits is bounded too."""
    events: list[Event] = []
    with open(stderr, "w") as err:
        proc = subprocess.Popen(program.command(cluster.bootstrap), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=err, text=True)  # fmt: skip
        try:
            events = read_events(proc.stdout, proc.stdin, cluster)  # type: ignore[arg-type]
            proc.wait(timeout=30)
        finally:
            if proc.poll() is None:
                stop(proc, signal.SIGTERM)
    if proc.returncode != 0 or not events or events[-1]["event"] != "done":
        failed = next((e for e in events if e["event"] == "failed"), events[-1:] or None)
        raise RuntimeError(f"the cluster program exited {proc.returncode}: {failed}; stderr in {stderr}")
    return events


def read_events(out: IO[str], into: IO[str], cluster: Cluster) -> list[Event]:
    events: list[Event] = []
    for line in out:
        if not line.startswith("{"):
            continue
        event = json.loads(line)
        events.append(event)
        print(f"   {line.strip()[:160]}", flush=True)
        if event["event"] == "ask":
            into.write(json.dumps(answer(cluster, event)) + "\n")
            into.flush()
    return events
