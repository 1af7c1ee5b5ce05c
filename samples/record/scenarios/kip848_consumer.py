"""KIP-848 consumer groups (group.protocol=consumer) from librdkafka against its mock cluster.

Two members of one group, each in a process of its own (member_process), read topic orders
(4 partitions) in five rounds; after each round every member commits what it read (OffsetCommit
carrying its member epoch):

1. kip848-c1 joins alone and gets all four partitions;
2. kip848-c2 joins: c1 revokes two partitions, c2 gets them (the group epoch moves on);
3. c2 is paused (SIGSTOP) past the broker's session timeout: the broker fences it and c1 gets all
   four partitions; resumed, c2's next heartbeat is refused (UNKNOWN_MEMBER_ID or
   FENCED_MEMBER_EPOCH), its partitions are lost, and it joins again at epoch 0;
4. both read again with two partitions each;
5. c1 leaves (heartbeat with epoch -1) and c2 gets all four partitions.

The mock is started through its C API (mock_api) to shorten the broker-side session timeout and
heartbeat interval, as a real broker's group.consumer.* settings would.
"""

from __future__ import annotations

import importlib.metadata
import json
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from samples.record.capture import Wire
from samples.record.clients import CLIENT_TIMEOUT_S, confluent_delivery, delivery_tally
from samples.record.group_wire import group_facts, member_epochs, only_topic_id
from samples.record.member_process import Remote
from samples.record.mock_api import MOCK_KNOWN_MALFORMED, MockSettings
from samples.record.sent import Facts, SentRecord, partition_key, records_facts
from samples.record.waits import wait_until

TOPIC, GROUP, PARTITIONS = "orders", "kip848-group", 4
PRODUCER, C1, C2 = "kip848-producer", "kip848-c1", "kip848-c2"
PER_PARTITION = 2  # records per partition per round
SESSION_TIMEOUT_MS, HEARTBEAT_INTERVAL_MS = 6000, 1000
SETTINGS = MockSettings(
    topics={TOPIC: PARTITIONS},
    consumer_session_timeout_ms=SESSION_TIMEOUT_MS,
    consumer_heartbeat_interval_ms=HEARTBEAT_INTERVAL_MS,
)
STEP_S = 30  # bound for one step's assignments and reads
ALL = [[TOPIC, p] for p in range(PARTITIONS)]
FENCE_ERRORS = {25: "UNKNOWN_MEMBER_ID", 110: "FENCED_MEMBER_EPOCH"}


class Members:
    """The scenario's view of the group: what each member reported, step by step."""

    def __init__(self) -> None:
        self.remotes: dict[str, Remote] = {}
        self.assignment: dict[str, list[list[Any]]] = {}
        self.member_ids: dict[str, set[str]] = {}
        self.events: dict[str, list[Facts]] = {}
        self.errors: dict[str, list[str]] = {}
        self.read: dict[str, list[Facts]] = {}
        self.commits: list[Facts] = []
        self.steps: list[Facts] = []
        self.step = "start"

    def start(self, name: str, bootstrap: str, log: Path) -> None:
        config = {"bootstrap.servers": bootstrap, "client.id": name, "group.id": GROUP, "group.protocol": "consumer",
                  "enable.auto.commit": False, "auto.offset.reset": "earliest"}  # fmt: skip
        self.remotes[name] = Remote(name, "consumer", config, [TOPIC], log)
        for book in (self.events, self.errors, self.read):
            book.setdefault(name, [])
        self.member_ids.setdefault(name, set())
        self.assignment[name] = []

    def absorb(self, name: str, reply: dict[str, Any]) -> None:
        self.assignment[name] = reply["assignment"]
        if reply.get("member_id"):
            self.member_ids[name].add(reply["member_id"])
        for event in reply["events"]:
            self.events[name].append({**event, "step": self.step})
        self.errors[name].extend(reply["errors"])
        for record in reply.get("records", []):
            self.read[name].append({**record, "step": self.step})

    def poll(self, names: list[str]) -> None:
        for name in names:
            self.absorb(name, self.remotes[name].send("poll", seconds=0.3))

    def until(self, names: list[str], reached: Any, what: str) -> None:
        def polled() -> bool:
            self.poll(names)
            return bool(reached())

        wait_until(polled, seconds=STEP_S, step=f"{self.step}: {what}",
                   state=lambda: f"assignments {self.assignment}, events {self.events}", interval=0)  # fmt: skip

    def read_offsets(self) -> set[tuple[str, int, int]]:
        return {(r["topic"], r["partition"], r["offset"]) for rs in self.read.values() for r in rs}

    def commit(self, name: str) -> None:
        reply = self.remotes[name].send("commit")
        self.absorb(name, reply)
        if "commit_error" in reply:
            raise RuntimeError(f"{self.step}: {name}'s commit failed: {reply['commit_error']}")
        if reply["committed"]:
            self.commits.append({"step": self.step, "client_id": name, "member_id": reply["member_id"],
                                 "offsets": reply["committed"]})  # fmt: skip

    def snapshot(self, paused: list[str] | None = None) -> None:
        """Each member's assignment as it last reported it (a paused member's is stale), and reads so far."""
        read = {n: len(r) for n, r in sorted(self.read.items())}
        self.steps.append({"step": self.step, "assignments": dict(sorted(self.assignment.items())), "read": read,
                           "paused": paused or []})  # fmt: skip


def produce_round(producer: Any, number: int, tally: Counter[str], sent: list[SentRecord]) -> set[tuple[str, int, int]]:
    """PER_PARTITION records into every partition; the (topic, partition, offset) acknowledged."""
    errors: list[str] = []
    on_delivery = delivery_tally(tally, errors)
    batch = []
    for partition in range(PARTITIONS):
        for i in range(PER_PARTITION):
            value = json.dumps({"round": number, "partition": partition, "item": i}).encode()
            record = SentRecord(PRODUCER, TOPIC, "none", 2, f"order-{number}-{partition}-{i}".encode(), value,
                                partition=partition, extra=(("round", number),))  # fmt: skip
            producer.produce(TOPIC, key=record.key, value=record.value, partition=partition,
                             on_delivery=confluent_delivery(record, on_delivery))  # fmt: skip
            batch.append(record)
    if producer.flush(CLIENT_TIMEOUT_S) or errors:
        raise RuntimeError(f"round {number}: produce failed: {errors or 'flush timed out'}")
    sent.extend(batch)
    return {(r.topic, r.partition, r.offset) for r in batch if r.partition is not None and r.offset is not None}


def disjoint_cover(*assignments: list[list[Any]]) -> bool:
    """Each member holds partitions, none twice, all of them together."""
    flat = [tuple(p) for a in assignments for p in a]
    return all(assignments) and len(flat) == len(set(flat)) == PARTITIONS


def run(bootstrap: str, logs: Path) -> Facts:
    import confluent_kafka

    producer = confluent_kafka.Producer({"bootstrap.servers": bootstrap, "client.id": PRODUCER, "linger.ms": 5})
    tally, sent = Counter[str](), list[SentRecord]()
    group = Members()
    wanted: set[tuple[str, int, int]] = set()

    def everything_read() -> bool:
        return wanted <= group.read_offsets()

    try:
        group.step = "1 c1 joins alone"
        wanted |= produce_round(producer, 1, tally, sent)
        group.start(C1, bootstrap, logs / f"{C1}.log")
        group.until([C1], lambda: group.assignment[C1] == ALL and everything_read(), "c1 holds all and read round 1")
        group.commit(C1)
        group.snapshot()

        group.step = "2 c2 joins"
        group.start(C2, bootstrap, logs / f"{C2}.log")
        group.until([C1, C2], lambda: disjoint_cover(group.assignment[C1], group.assignment[C2]),
                    "the partitions split between c1 and c2")  # fmt: skip
        wanted |= produce_round(producer, 2, tally, sent)
        group.until([C1, C2], everything_read, "round 2 read")
        group.commit(C1)
        group.commit(C2)
        group.snapshot()

        group.step = "3 c2 paused past the session timeout, fenced"
        c2 = group.remotes[C2]
        c2.pause()
        paused = time.monotonic()
        group.until([C1], lambda: group.assignment[C1] == ALL, "c1 takes over c2's partitions")
        wanted |= produce_round(producer, 3, tally, sent)
        group.until([C1], everything_read, "round 3 read by c1")
        group.commit(C1)
        # c1 holding all four partitions is the broker's word that c2's session has expired.
        paused_s = round(time.monotonic() - paused, 1)
        group.snapshot(paused=[C2])
        c2.resume()

        group.step = "4 c2 rejoins"
        group.until([C1, C2], lambda: any(e["kind"] == "lost" for e in group.events[C2])
                    and disjoint_cover(group.assignment[C1], group.assignment[C2]),
                    "c2 loses its old partitions and gets new ones")  # fmt: skip
        wanted |= produce_round(producer, 4, tally, sent)
        group.until([C1, C2], everything_read, "round 4 read")
        group.commit(C1)
        group.commit(C2)
        group.snapshot()

        group.step = "5 c1 leaves"
        group.absorb(C1, group.remotes[C1].close())
        group.assignment[C1] = []
        group.until([C2], lambda: group.assignment[C2] == ALL, "c2 takes over c1's partitions")
        wanted |= produce_round(producer, 5, tally, sent)
        group.until([C2], everything_read, "round 5 read by c2")
        group.commit(C2)
        group.snapshot()
        group.absorb(C2, group.remotes[C2].close())
        group.assignment[C2] = []
    finally:
        for remote in group.remotes.values():
            remote.kill()
    del producer

    consumed = Counter(partition_key(t, p) for t, p, _ in group.read_offsets())
    committed: dict[str, int] = {}
    for commit in group.commits:
        committed.update(commit["offsets"])
    return {
        "clients": {
            "confluent-kafka": importlib.metadata.version("confluent-kafka"),
            "librdkafka": confluent_kafka.libversion()[0],
        },  # fmt: skip
        "group_protocol": "consumer",
        "broker_settings": SETTINGS.facts(),
        "client_ids": [PRODUCER, C1, C2],
        "topics": {TOPIC: {"partitions": PARTITIONS}},
        "groups": [GROUP],
        "member_ids": {name: sorted(found) for name, found in sorted(group.member_ids.items())},
        "steps": group.steps,
        "rebalance_events": group.events,
        "client_errors": group.errors,
        "fenced": {
            "client_id": C2,
            "paused_s": paused_s,
            "session_timeout_ms": SESSION_TIMEOUT_MS,
            "lost": [e for e in group.events[C2] if e["kind"] == "lost"],
        },  # fmt: skip
        "commits": group.commits,
        "produced": {TOPIC: tally.total()},
        "produced_per_partition": dict(sorted(tally.items())),
        "consumed": {TOPIC: len(group.read_offsets())},
        "consumed_per_partition": dict(sorted(consumed.items())),
        "consumed_per_client": {
            name: dict(sorted(Counter(partition_key(r["topic"], r["partition"]) for r in rs).items()))
            for name, rs in sorted(group.read.items())
        },
        "deliveries": sum(len(rs) for rs in group.read.values()),  # a record read twice counts twice
        "committed": {GROUP: dict(sorted(committed.items()))},
        "records_sent": records_facts(sent),
        "known_malformed": [*MOCK_KNOWN_MALFORMED],
    }


def scenario(port: int, wire: Wire) -> Facts:
    with tempfile.TemporaryDirectory(prefix="kip848-") as logs:
        return run(f"127.0.0.1:{port}", Path(logs))


def capture_facts(pcap: Path, port: int, facts: Facts) -> None:
    """The heartbeats as the broker saw them (own decoder: tshark 4.0 does not know api 68), checked
    against what the clients reported: their member ids, and the refused heartbeat of the fenced one."""
    wire = group_facts(pcap, port)
    facts["group_wire"] = wire
    beats = wire["heartbeats"]
    on_wire: dict[str, set[str]] = {b["client_id"]: set() for b in beats}
    for b in beats:
        on_wire[b["client_id"]].add(b["request"]["member_id"])
    reported = {name: set(ids) for name, ids in facts["member_ids"].items()}
    if on_wire != reported:
        raise RuntimeError(f"member ids on the wire {on_wire} differ from the clients' {reported}")
    refused = [b for b in beats if b["client_id"] == C2 and b["response"] and b["response"]["error_code"]]
    if not refused or refused[0]["response"]["error_code"] not in FENCE_ERRORS:
        raise RuntimeError(f"the fenced member's refused heartbeat is not in the capture: {refused}")
    facts["fenced"]["heartbeat_error"] = {
        "error_code": refused[0]["response"]["error_code"],
        "error_name": FENCE_ERRORS[refused[0]["response"]["error_code"]],
        "member_epoch_sent": refused[0]["request"]["member_epoch"],
        "correlation_id": refused[0]["correlation_id"],
    }
    epochs = [b["response"]["member_epoch"] for b in beats if b["response"] and not b["response"]["error_code"]]
    facts["member_epochs"] = member_epochs(beats, (C1, C2))
    facts["max_member_epoch"] = max(epochs)
    # Each commit on the wire: the member epoch it carried (OffsetCommit v9's generation field), and
    # the epoch the member's last heartbeat answer before it gave it.
    commits = wire["offset_commits"]
    ours = [(c["client_id"], c["offsets"]) for c in facts["commits"]]
    theirs = [(c["client_id"], c["offsets"]) for c in commits]
    if ours != theirs:
        raise RuntimeError(f"commits on the wire {theirs} differ from the clients' {ours}")
    if any(c["errors"] is None or any(c["errors"].values()) for c in commits):
        raise RuntimeError(f"a commit was refused or not answered: {commits}")
    for reported, seen in zip(facts["commits"], commits, strict=True):
        reported["member_epoch"] = seen["generation_id_or_member_epoch"]
        if seen["member_id"] != reported["member_id"]:
            raise RuntimeError(f"commit member id {seen['member_id']} on the wire, {reported['member_id']} reported")
    facts["topics"][TOPIC]["topic_id"] = only_topic_id(beats, TOPIC)
