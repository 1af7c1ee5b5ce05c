"""The kafka-cluster sidecar: what the cluster program's admin and clients reported (DescribeQuorum
answers, topic descriptions, quotas, throttle-time metrics, acknowledged offsets, the clients' own
log lines naming an error or a throttle), what the recorder did to each node and what the node's
own log said (apache_cluster.py records it). The recorder checks here that the story happened."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from samples.record.apache_kafka import Cluster, Extras
from samples.record.java_program import client_versions
from samples.record.program_events import Event, of, one
from samples.record.sent import Facts

NAME = "kafka-cluster"
ADMIN = "cluster-admin"
# "[Producer clientId=throttled-producer] Connection to node 2 is throttled for 394 ms until timestamp ..."
THROTTLED = re.compile(
    r"clientId=(?P<client>[^,\]]+).*Connection to node (?P<node>\d+) is throttled for (?P<ms>\d+) ms"
)
CLIENT = re.compile(r"\[(?:Producer|Consumer) clientId=(?P<client>[^,\]]+)")
DESCRIPTION = (
    "Apache Kafka 4.4.0, 3 brokers (1-3) and 3 controllers (101-103), every node's port captured in a network "
    "namespace of its own from before the first node starts until the program ends (pure ACKs left out): the "
    "KRaft election (Vote, BeginQuorumEpoch), ControllerRegistration, BrokerRegistration, BrokerHeartbeat, the "
    "metadata log's Fetch from controllers and brokers, replication between brokers (follower Fetch with fetch "
    "sessions), forwarded admin requests (Envelope); cluster-admin (Apache kafka-clients 4.4.0) describes the "
    "quorum, creates cluster-throttled (RF 3) and sets client quotas of 1024 B/s on throttled-producer "
    "(producer_byte_rate) and throttled-consumer (consumer_byte_rate); cluster-moving (RF 3) is created with "
    "its leader on the broker coordinating cluster-group, and that broker is stopped (SIGTERM, controlled "
    "shutdown) while moving-producer writes a record every 100 ms and moving-consumer (cluster-group) reads and "
    "commits: the leader and the coordinator move (NOT_LEADER_OR_FOLLOWER, NOT_COORDINATOR); the active "
    "controller is stopped (EndQuorumEpoch, a new election); cluster-later is created and the throttled clients "
    "write and read six 400-byte records (throttle_time_ms > 0); once the new active controller's log cleaner "
    "has moved its log start past where the stopped nodes' logs end, both nodes start again and fetch a "
    "snapshot (FetchSnapshot); the facts are the program's admin and clients' reports and what the recorder did"
)


def picked(e: Event, *keys: str) -> Facts:
    return {k: e[k] for k in keys}


def client_of(message: str) -> str | None:
    m = CLIENT.search(message)
    return m.group("client") if m else None


def client_log(events: list[Event]) -> list[Facts]:
    return [{"client_id": client_of(e["message"]), **picked(e, "level", "logger", "message", "t")}
            for e in of(events, "client_log")]  # fmt: skip


def throttles(events: list[Event]) -> dict[str, list[Facts]]:
    """Per client, each throttle its client logged: the broker and the milliseconds it was told to wait."""
    out: dict[str, list[Facts]] = {}
    for e in of(events, "client_log"):
        if m := THROTTLED.search(e["message"]):
            out.setdefault(m.group("client"), []).append({"node": int(m.group("node")), "ms": int(m.group("ms"))})
    return out


def errors_logged(events: list[Event], client: str, *names: str) -> list[str]:
    return [line["message"] for line in client_log(events)
            if line["client_id"] == client and any(n in line["message"] for n in names)]  # fmt: skip


def topics(events: list[Event]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for e in of(events, "topic"):
        topic = out.setdefault(e["topic"], {"topic_id": e["topic_id"]})
        topic[e["step"]] = e["partitions"]
    return out


def quorum_steps(events: list[Event]) -> dict[str, Facts]:
    keys = ("leader_id", "leader_epoch", "high_watermark", "voters", "observers", "t")
    return {e["step"]: picked(e, *keys) for e in of(events, "quorum")}


def answers(events: list[Event]) -> list[Facts]:
    return [picked(e, "action", "node", "answer", "t") for e in of(events, "answered")]


def leader_move(events: list[Event], moving: dict[str, Any]) -> Facts:
    produced, consumed = one(events, "moving_produced"), one(events, "moving_consumed")
    acked = [r for r in produced["records"] if r["error"] is None]
    return {
        "topic": produced["topic"],
        "partition": produced["partition"],
        "replicas": moving["created"]["0"]["replicas"],
        "leader_before": moving["created"]["0"]["leader"],
        "stopped_broker": produced["leader_stopped"],
        "leader_after": moving["after_stop"]["0"]["leader"],
        "isr_after": moving["after_stop"]["0"]["isr"],
        "producer": {
            "client_id": produced["client_id"],
            "records_sent": len(produced["records"]),
            "records_acked": len(acked),
            "offsets": sorted(r["offset"] for r in acked),
            "failed": [r for r in produced["records"] if r["error"] is not None],
            "record_retry_total": produced["retries"],
            "errors_logged": errors_logged(events, produced["client_id"], "NOT_LEADER_OR_FOLLOWER"),
        },
        "consumer": {
            **picked(consumed, "client_id", "group", "commits"),
            "offsets": consumed["offsets"],
            "errors_logged": errors_logged(
                events,
                consumed["client_id"],
                "NOT_COORDINATOR",
                "COORDINATOR_",
                "not the correct coordinator",
                "NOT_LEADER_OR_FOLLOWER",
            ),  # fmt: skip
            "coordinators_discovered": errors_logged(events, consumed["client_id"], "Discovered group coordinator"),
        },
    }


def quotas(events: list[Event]) -> Facts:
    produced, consumed = one(events, "throttled_produced"), one(events, "throttled_consumed")
    logged = throttles(events)
    return {
        "client_quotas": one(events, "quotas")["client_quotas"],
        "quota_window": "quota.window.num=2, quota.window.size.seconds=1 on every broker",
        "producer": {**picked(produced, "client_id", "topic", "partition", "offsets", "value_bytes", "metrics"),
                     "throttles_logged": logged.get(produced["client_id"], [])},
        "consumer": {**picked(consumed, "client_id", "topic", "partition", "offsets", "metrics"),
                     "throttles_logged": logged.get(consumed["client_id"], [])},
    }  # fmt: skip


def failover(steps: dict[str, Facts], done: list[Facts]) -> Facts:
    before, after = steps["before_failover"], steps["after_failover"]
    stopped = next(a["node"] for a in done if a["action"] == "stop" and a["node"] == before["leader_id"])
    return {"stopped_controller": stopped, "leader_before": before["leader_id"], "epoch_before": before["leader_epoch"],
            "leader_after": after["leader_id"], "epoch_after": after["leader_epoch"]}  # fmt: skip


def check(facts: Facts) -> None:
    """The story the sample is for happened: otherwise the recording is refused."""
    move, quota, fo = facts["leader_move"], facts["quotas"], facts["controller_failover"]
    failed = {
        "the partition's leader did not move": move["leader_after"] in (move["leader_before"], -1),
        "the producer lost records": bool(move["producer"]["failed"]),
        # timing: the producer must write to the old leader between the move and its socket's close
        "no NOT_LEADER_OR_FOLLOWER reached the producer: record again": not move["producer"]["errors_logged"],
        "the controller leader did not change": fo["leader_after"] == fo["leader_before"],
        "the producer was not throttled": not quota["producer"]["throttles_logged"],
        "the consumer was not throttled": not quota["consumer"]["throttles_logged"],
    }
    if problems := [what for what, happened in failed.items() if happened]:
        raise RuntimeError(f"{NAME}: {'; '.join(problems)}")


def sidecar(events: list[Event], cluster: Cluster, extras: Extras, pcap: Path, capture_filter: str) -> Facts:
    steps, done, named = quorum_steps(events), answers(events), topics(events)
    coordinator = one(events, "coordinator")
    facts: Facts = {
        "description": DESCRIPTION,
        "recorded_with": f"python -m samples.record --only {NAME}",
        "pcap": pcap.name,
        "capture_filter": capture_filter,
        "cluster": cluster.describe(),
        "nodes": {
            str(n.node_id): {"roles": list(n.roles), "port": n.broker_port or n.controller_port} for n in cluster.nodes
        },  # fmt: skip
        "broker_properties": dict(extras.broker_properties),
        "controller_properties": dict(extras.controller_properties),
        "clients": client_versions(),
        "client_ids": sorted({ADMIN} | {c for e in events if (c := e.get("client_id"))}),
        "quorum": steps,
        "controller_failover": failover(steps, done),
        "recorder_actions": done,
        "topics": named,
        "coordinator": {
            **picked(coordinator, "group", "offsets_partition"),
            "coordinator_before": coordinator["leader"],
        },
        "leader_move": leader_move(events, named["cluster-moving"]),
        "quotas": quotas(events),
        "client_log": client_log(events),
        "end": {"brokers": sorted(one(events, "cluster")["brokers"])},
    }
    check(facts)
    return facts
