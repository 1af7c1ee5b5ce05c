"""KIP-932 share groups (ShareGroupHeartbeat, ShareFetch, ShareAcknowledge) from librdkafka's share
consumer (confluent-kafka's ShareConsumer, "preview") against librdkafka's mock cluster.

Two members of share group jobs-share read topic jobs (2 partitions), filled before they join
(share.auto.offset.reset=earliest, set through the mock's C API):

1. share-s1 acknowledges explicitly: the first record it gets it RELEASEs (the broker delivers it
   again, delivery count 2), the second it REJECTs (archived, never delivered again), the rest it
   ACCEPTs; share-s2 acknowledges implicitly (its records are accepted by its next poll or commit);
2. share-s1 leaves (heartbeat with epoch -1); share-s2 alone reads a second batch of records.
"""

from __future__ import annotations

import importlib.metadata
import json
import tempfile
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

TOPIC, GROUP, PARTITIONS = "jobs", "jobs-share", 2
PRODUCER, S1, S2 = "share-producer", "share-s1", "share-s2"
SETTINGS = MockSettings(
    topics={TOPIC: PARTITIONS},
    share_auto_offset_reset="earliest",
    share_session_timeout_ms=6000,
    share_heartbeat_interval_ms=1000,
)
STEP_S = 30
Where = tuple[str, int, int]  # topic, partition, offset


def produce(producer: Any, number: int, count: int, tally: Counter[str], sent: list[SentRecord]) -> set[Where]:
    errors: list[str] = []
    on_delivery = delivery_tally(tally, errors)
    batch = []
    for i in range(count):
        partition = i % PARTITIONS
        value = json.dumps({"job": f"{number}-{i}", "work": "resize", "size": 100 + i}).encode()
        record = SentRecord(PRODUCER, TOPIC, "none", 2, f"job-{number}-{i}".encode(), value, partition=partition,
                            extra=(("batch", number),))  # fmt: skip
        producer.produce(TOPIC, key=record.key, value=record.value, partition=partition,
                         on_delivery=confluent_delivery(record, on_delivery))  # fmt: skip
        batch.append(record)
    if producer.flush(CLIENT_TIMEOUT_S) or errors:
        raise RuntimeError(f"batch {number}: produce failed: {errors or 'flush timed out'}")
    sent.extend(batch)
    return {(r.topic, r.partition, r.offset) for r in batch if r.partition is not None and r.offset is not None}


class Share:
    """Deliveries as the members reported them, and how each was acknowledged."""

    def __init__(self) -> None:
        self.remotes: dict[str, Remote] = {}
        self.deliveries: list[Facts] = []
        self.callbacks: dict[str, list[Facts]] = {}
        self.errors: dict[str, list[str]] = {}
        self.step = "start"
        self.choices = iter(["RELEASE", "REJECT"])  # s1's first two records; ACCEPT after

    def start(self, name: str, bootstrap: str, mode: str, log: Path) -> None:
        config = {"bootstrap.servers": bootstrap, "client.id": name, "group.id": GROUP,
                  "share.acknowledgement.mode": mode}  # fmt: skip
        self.remotes[name] = Remote(name, "share", config, [TOPIC], log)
        self.callbacks[name], self.errors[name] = [], []

    def absorb(self, name: str, reply: dict[str, Any]) -> None:
        self.callbacks[name].extend({**c, "step": self.step} for c in reply["ack_callbacks"])
        self.errors[name].extend(reply["errors"])

    def poll_explicit(self, name: str) -> None:
        reply = self.remotes[name].send("poll", seconds=0.5)
        self.absorb(name, reply)
        if not reply["records"]:
            return
        types = {}
        for record in reply["records"]:
            where = f"{record['topic']}/{record['partition']}/{record['offset']}"
            types[where] = next(self.choices, "ACCEPT") if record["delivery_count"] == 1 else "ACCEPT"
            self.deliveries.append({**record, "client_id": name, "acknowledgement": types[where], "step": self.step})
        self.absorb(name, self.remotes[name].send("ack", types=types))

    def poll_implicit(self, name: str) -> None:
        reply = self.remotes[name].send("poll", seconds=0.5)
        self.absorb(name, reply)
        for record in reply["records"]:
            self.deliveries.append({**record, "client_id": name, "acknowledgement": "implicit", "step": self.step})

    def settled(self) -> set[Where]:
        """Records accepted (explicitly, or implicitly by delivery to the implicit member) or rejected."""
        return {(d["topic"], d["partition"], d["offset"]) for d in self.deliveries if d["acknowledgement"] != "RELEASE"}

    def until(self, polls: list[Any], reached: Any, what: str) -> None:
        def polled() -> bool:
            for poll in polls:
                poll()
            return bool(reached())

        wait_until(polled, seconds=STEP_S, step=f"{self.step}: {what}",
                   state=lambda: f"deliveries {self.deliveries}", interval=0)  # fmt: skip


def assignments_now(wire: Wire, port: int) -> dict[str, list[int]]:
    """Each member's latest assignment, as the capture so far shows it (the share consumer has no
    assignment() to ask)."""
    latest: dict[str, list[int]] = {}
    for b in group_facts(wire.pcap, port)["heartbeats"]:
        if b["response"] and b["response"]["assignment"] is not None:
            latest[b["client_id"]] = sorted(p for _, parts in b["response"]["assignment"] for p in parts)
    return latest


def run(bootstrap: str, port: int, wire: Wire, logs: Path) -> Facts:
    import confluent_kafka

    producer = confluent_kafka.Producer({"bootstrap.servers": bootstrap, "client.id": PRODUCER, "linger.ms": 5})
    tally, sent = Counter[str](), list[SentRecord]()
    share = Share()
    try:
        share.step = "1 two members share jobs"
        share.start(S1, bootstrap, "explicit", logs / f"{S1}.log")
        share.start(S2, bootstrap, "implicit", logs / f"{S2}.log")

        def split() -> bool:
            now = assignments_now(wire, port)
            s1, s2 = now.get(S1, []), now.get(S2, [])
            return bool(s1) and bool(s2) and sorted(s1 + s2) == list(range(PARTITIONS))

        # Nothing to read yet: the records come once each member holds a partition of its own.
        share.until([lambda: share.poll_explicit(S1), lambda: share.poll_implicit(S2)], split,
                    "the partitions split between s1 and s2")  # fmt: skip
        wanted = produce(producer, 1, 12, tally, sent)
        released = lambda: [d for d in share.deliveries if d["acknowledgement"] == "RELEASE"]  # noqa: E731

        def first_batch_done() -> bool:
            again = {(d["topic"], d["partition"], d["offset"]) for d in share.deliveries if d["delivery_count"] > 1}
            returned = {(d["topic"], d["partition"], d["offset"]) for d in released()}
            return wanted <= share.settled() and bool(returned) and returned <= again

        share.until([lambda: share.poll_explicit(S1), lambda: share.poll_implicit(S2)], first_batch_done,
                    "every record accepted or rejected, the released one delivered again")  # fmt: skip
        share.absorb(S2, share.remotes[S2].send("commit"))  # accepts s2's last batch

        share.step = "2 s1 leaves, s2 alone"
        share.absorb(S1, share.remotes[S1].close())
        wanted |= produce(producer, 2, 4, tally, sent)
        share.until([lambda: share.poll_implicit(S2)], lambda: wanted <= share.settled(), "s2 reads batch 2")
        share.absorb(S2, share.remotes[S2].send("commit"))
        share.absorb(S2, share.remotes[S2].close())
    finally:
        for remote in share.remotes.values():
            remote.kill()
    del producer

    settled = share.settled()
    rejected = sorted((d["topic"], d["partition"], d["offset"]) for d in share.deliveries
                      if d["acknowledgement"] == "REJECT")  # fmt: skip
    accepted = sorted(settled - set(rejected))
    return {
        "clients": {
            "confluent-kafka": importlib.metadata.version("confluent-kafka"),
            "librdkafka": confluent_kafka.libversion()[0],
        },  # fmt: skip
        "broker_settings": SETTINGS.facts(),
        "client_ids": [PRODUCER, S1, S2],
        "topics": {TOPIC: {"partitions": PARTITIONS}},
        "share_groups": [GROUP],
        "acknowledgement_modes": {S1: "explicit", S2: "implicit"},
        "produced": {TOPIC: tally.total()},
        "produced_per_partition": dict(sorted(tally.items())),
        # Records came by ShareFetch, not Fetch: not "consumed" (which names records Fetch brought).
        "share_consumed": {TOPIC: len(accepted)},
        "share_consumed_per_partition": dict(sorted(Counter(partition_key(t, p) for t, p, _ in accepted).items())),
        "share_deliveries": share.deliveries,
        "share_deliveries_per_client": dict(sorted(Counter(d["client_id"] for d in share.deliveries).items())),
        "released": [
            [d["topic"], d["partition"], d["offset"]] for d in share.deliveries if d["acknowledgement"] == "RELEASE"
        ],  # fmt: skip
        "rejected": [list(r) for r in rejected],
        "redelivered": [
            [d["topic"], d["partition"], d["offset"], d["delivery_count"], d["client_id"]]
            for d in share.deliveries
            if d["delivery_count"] > 1
        ],  # fmt: skip
        "acknowledgement_callbacks": share.callbacks,
        "client_errors": share.errors,
        "records_sent": records_facts(sent),
        "known_malformed": [
            *MOCK_KNOWN_MALFORMED,
            {
                "api_key": 76,
                "api_version": 1,
                "kind": "trailing-bytes",
                "side": "response",
                "why": "the mock writes the top-level tagged fields of ShareGroupHeartbeat responses twice",
            },
        ],  # fmt: skip
    }


def scenario(port: int, wire: Wire) -> Facts:
    with tempfile.TemporaryDirectory(prefix="share-") as logs:
        return run(f"127.0.0.1:{port}", port, wire, Path(logs))


def capture_facts(pcap: Path, port: int, facts: Facts) -> None:
    """The share-group heartbeats as the broker saw them (own decoder: tshark 4.0 does not know api
    76); the member ids and assignments come from there (the share consumer does not expose them)."""
    wire = group_facts(pcap, port)
    facts["group_wire"] = wire
    beats = [b for b in wire["heartbeats"] if b["request"]["group_id"] == GROUP]
    facts["member_ids"] = {
        name: sorted({b["request"]["member_id"] for b in beats if b["client_id"] == name}) for name in (S1, S2)
    }
    if any(len(ids) != 1 for ids in facts["member_ids"].values()):
        raise RuntimeError(f"expected one member id per share consumer, got {facts['member_ids']}")
    facts["member_epochs"] = member_epochs(beats, (S1, S2))
    facts["assignments_on_wire"] = [
        {"client_id": b["client_id"], "member_epoch": b["response"]["member_epoch"],
         "partitions": sorted(p for _, parts in b["response"]["assignment"] for p in parts)}
        for b in beats if b["response"] and b["response"]["assignment"] is not None
    ]  # fmt: skip
    facts["topics"][TOPIC]["topic_id"] = only_topic_id(beats, TOPIC)
