"""Samples of Apache's own Java client (kafka-clients 4.4.0) against Apache Kafka 4.4.0 itself, a
combined KRaft node (samples/record/apache_kafka.py): producers, transactions, consumer groups and a
share consumer.

The client is the program in samples/record/java/clients/ (compiled with javac at recording time,
samples/record/java_program.py); it prints one JSON line per action, and the facts are those lines:
what the callbacks, rebalance listeners and commit callbacks reported, and the producer id, epoch and
sequences the producer itself holds (read from its transaction manager: not in the public api).

Measured here (kafka-clients 4.4.0, broker 4.4.0):
- A 4.4 client follows the transaction.version the broker finalizes (ApiVersions' finalized
  features); no client setting picks v1. Downgrading the feature at run time (UpdateFeatures,
  SAFE_DOWNGRADE to 1) is accepted, and a producer started afterwards uses transactions v1
  (AddPartitionsToTxn v3, AddOffsetsToTxn v4, TxnOffsetCommit v4, EndTxn v4, Produce v11); under v2
  it sends Produce v13, TxnOffsetCommit v6 (topic ids) and EndTxn v5, which bumps the epoch.
- The broker's own clients reach the client port of a combined node (inter.broker.listener.name is
  PLAINTEXT): AddPartitionsManager-client-N (AddPartitionsToTxn v5: adding the partitions a v2
  Produce names, verify_only under v1), broker-1-txn-marker-sender (WriteTxnMarkers v2) and
  Persister-client-N (share group state apis 83-85), so they are in the captures too.
- The first InitProducerId, FindCoordinator or JoinGroup on a fresh node is often answered
  COORDINATOR_LOAD_IN_PROGRESS or COORDINATOR_NOT_AVAILABLE (internal topics being created); the
  client retries.
- KIP-848 and share-group heartbeats default to 5 s, also their minimum: 1 s (NODE_PROPERTIES).
- A share group starts at the latest offset: the group's share.auto.offset.reset is set to earliest
  through IncrementalAlterConfigs on the GROUP resource before the records are written.
"""

from __future__ import annotations

import contextlib
import tempfile
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from samples.record.apache_kafka import Extras, kraft_cluster
from samples.record.brokers import Endpoint
from samples.record.capture import Wire
from samples.record.java_program import client_versions, compiled
from samples.record.program_events import Event, of
from samples.record.sample_kinds import KafkaSample, OwnCaptureSample
from samples.record.sent import Facts, SentRecord, records_facts, topic_totals

PROGRAM_S = 120  # the program's whole run; each of its waits has a tighter bound of its own
# KIP-848 and share groups hand out assignments on heartbeats, every 5 s by default (also the
# minimum): 1 s keeps the joins and leaves of a small sample within seconds.
NODE_PROPERTIES = (
    ("group.consumer.min.heartbeat.interval.ms", "1000"),
    ("group.consumer.heartbeat.interval.ms", "1000"),
    ("group.share.min.heartbeat.interval.ms", "1000"),
    ("group.share.heartbeat.interval.ms", "1000"),
)


@contextlib.contextmanager
def apache_node(format_args: tuple[str, ...] = ()) -> Iterator[Endpoint]:
    """A combined KRaft node of Apache Kafka in a folder of its own, heartbeats every second."""
    extras = Extras(broker_properties=NODE_PROPERTIES, format_args=format_args)
    with tempfile.TemporaryDirectory(prefix="apache-node-") as tmp, kraft_cluster(Path(tmp), extras=extras) as cluster:
        yield Endpoint(cluster.broker_ports[0], cluster.describe())


def run(scenario: str, port: int) -> list[Event]:
    """The Java program's events for one scenario against the broker on port."""
    with compiled("clients", "ClientsMain") as program:
        return program.run(scenario, f"127.0.0.1:{port}", timeout=PROGRAM_S)


def data(text: str | None) -> bytes | None:
    return None if text is None else bytes.fromhex(text)


def sent_record(client_id: str, codec: str, r: Event, *extra: tuple[str, Any]) -> SentRecord:
    """A record as the program sent it (the Java client writes magic 2 batches), where its callback put it."""
    headers = tuple((name, data(value)) for name, value in r["headers"])
    sent = SentRecord(client_id, r["topic"], codec, 2, data(r["key"]), data(r["value"]), headers, extra=extra)
    sent.acked(r["partition"], r["offset"])
    return sent


def per_partition(counts: Counter[str]) -> dict[str, int]:
    return dict(sorted(counts.items()))


def created_topics(events: list[Event]) -> dict[str, dict[str, int]]:
    return {name: {"partitions": n} for e in of(events, "topics_created") for name, n in sorted(e["topics"].items())}


def picked(events: list[Event], kind: str, keys: tuple[str, ...]) -> list[Facts]:
    """The events of one kind, with the fields the facts keep."""
    return [{k: e[k] for k in keys} for e in of(events, kind)]


def failed_sends(events: list[Event]) -> list[Event]:
    return [r for e in of(events, "produced") for r in e["records"] if r["error"] is not None]


# --- java-producer ----------------------------------------------------------------------------


def producer_facts(e: Event) -> Facts:
    """One producer as it reported itself: settings, its id, epoch and next sequences, where each record went."""
    where = Counter(f"{r['topic']}/{r['partition']}" for r in e["records"])
    first: dict[str, int] = {}
    for r in e["records"]:
        key = f"{r['topic']}/{r['partition']}"
        if r["offset"] >= 0:
            first[key] = min(first.get(key, r["offset"]), r["offset"])
    keys = ("client_id", "acks", "acks_configured", "codec", "idempotent", "producer_id", "producer_epoch")
    return {
        **{k: e.get(k) for k in keys},
        "next_sequence": {k: v for k, v in e.get("next_sequence", {}).items() if v},
        "records_per_partition": per_partition(where),
        "base_offsets": dict(sorted(first.items())),
    }


def producer_scenario(port: int, wire: Wire) -> Facts:
    events = run("producer", port)
    if failed := failed_sends(events):
        raise RuntimeError(f"sends failed: {failed}")
    sent: list[SentRecord] = []
    acked, fire_and_forget = Counter[str](), Counter[str]()
    producers = []
    for e in of(events, "produced"):
        sent += [sent_record(e["client_id"], e["codec"], r, ("acks", e["acks"])) for r in e["records"]]
        facts = producer_facts(e)
        (fire_and_forget if e["acks"] == "0" else acked).update(facts["records_per_partition"])
        producers.append(facts)
    return {
        "clients": client_versions(),
        "client_ids": ["java-produce-admin", *(p["client_id"] for p in producers)],
        "topics": created_topics(events),
        "producers": producers,
        "produced": topic_totals(acked),
        "produced_per_partition": per_partition(acked),
        "produced_acks0": topic_totals(fire_and_forget),
        "produced_acks0_per_partition": per_partition(fire_and_forget),
        "idempotence_note": "kafka-clients 4.x is idempotent by default (acks=all, enable.idempotence unset); "
        "setting acks=1 or acks=0 without enable.idempotence turns idempotence off (idempotent: false, no "
        "InitProducerId)",
        "records_sent": records_facts(sent),
    }


# --- java-txn ---------------------------------------------------------------------------------

CTP_GROUP = "java-ctp"
PRODUCER_KEYS = ("client_id", "transactional_id", "producer_id", "producer_epoch", "transaction_v2", "t")


def where_counts(records: list[Event]) -> Counter[str]:
    return Counter(f"{r['topic']}/{r['partition']}" for r in records)


def transaction_facts(e: Event) -> Facts:
    """One transaction as the program ended it: its producer's id and epochs, records, offsets sent."""
    first: dict[str, int] = {}
    for r in e["records"]:
        key = f"{r['topic']}/{r['partition']}"
        first[key] = min(first.get(key, r["offset"]), r["offset"])
    keys = ("client_id", "transactional_id", "number", "outcome", "producer_id", "producer_epoch", "epoch_after",
            "transaction_v2", "offsets_sent", "t")  # fmt: skip
    return {
        **{k: e[k] for k in keys},
        "records_per_partition": per_partition(where_counts(e["records"])),
        "base_offsets": dict(sorted(first.items())),
        "record_offsets": sorted(f"{r['topic']}/{r['partition']}@{r['offset']}" for r in e["records"]),
    }


def read_committed_view(events: list[Event], txns: list[Facts]) -> Facts:
    """What the read_committed reader was handed, checked against the committed transactions' records."""
    (read,) = of(events, "read_committed")
    got = sorted(f"{read['topic']}/{r['partition']}@{r['offset']}" for r in read["records"])
    committed = sorted(o for t in txns if t["outcome"] == "COMMIT" for o in t["record_offsets"])
    if got != committed:
        raise RuntimeError(f"the read_committed reader got {got}, the committed transactions wrote {committed}")
    return {"client_id": read["client_id"], "end_offsets": read["end_offsets"], "records": got}


def txn_scenario(port: int, wire: Wire) -> Facts:
    events = run("txn", port)
    if failed := failed_sends(events):
        raise RuntimeError(f"sends failed: {failed}")
    txns = [transaction_facts(e) for e in of(events, "txn")]
    outcome = {(t["transactional_id"], t["number"]): t["outcome"] for t in txns}
    sent: list[SentRecord] = []
    produced, aborted = Counter[str](), Counter[str]()
    for e in of(events, "produced"):
        sent += [sent_record(e["client_id"], "none", r) for r in e["records"]]
        produced.update(where_counts(e["records"]))
    for e in of(events, "txn"):
        extra = (("transactional_id", e["transactional_id"]), ("transaction", e["number"]),
                 ("transaction_outcome", e["outcome"]))  # fmt: skip
        sent += [sent_record(e["client_id"], "none", r, *extra) for r in e["records"]]
        (produced if outcome[(e["transactional_id"], e["number"])] == "COMMIT" else aborted).update(
            where_counts(e["records"])
        )
    committed: dict[str, int] = {}
    for t in txns:
        committed.update(t["offsets_sent"].get(CTP_GROUP, {}))
    (group_offsets,) = of(events, "group_offsets")
    if group_offsets["offsets"] != committed:
        raise RuntimeError(f"{CTP_GROUP} holds {group_offsets['offsets']}, the transactions sent {committed}")
    view = read_committed_view(events, txns)
    features = of(events, "features")
    (update,) = of(events, "feature_update")
    return {
        "clients": client_versions(),
        "client_ids": sorted({e["client_id"] for e in events if "client_id" in e}),
        "topics": created_topics(events),
        "features_before": features[0]["finalized"],
        "feature_update": {k: update[k] for k in ("feature", "max_version_level", "upgrade_type", "error", "t")},
        "features_after": features[-1]["finalized"],
        "transactional_producers": picked(events, "initialised", PRODUCER_KEYS),
        "transactions": txns,
        "ctp_consumers": picked(
            events, "ctp_consumed", ("client_id", "group", "generation_id", "member_id", "records")
        ),
        "groups": [CTP_GROUP],
        "produced": topic_totals(produced),
        "produced_per_partition": per_partition(produced),
        "produced_aborted": topic_totals(aborted),
        "produced_aborted_per_partition": per_partition(aborted),
        "committed": {CTP_GROUP: dict(sorted(committed.items()))},
        "committed_note": "the consume-transform-produce transactions' TxnOffsetCommit offsets (both committed); "
        "java-txn-admin's OffsetFetch after them answered the same (group_offsets)",
        "group_offsets": group_offsets["offsets"],
        "isolation_level": "read_committed",
        "read_committed": view,
        "consumed": topic_totals(Counter(r.split("@")[0] for r in view["records"])),
        "consumed_per_partition": per_partition(Counter(r.split("@")[0] for r in view["records"])),
        "records_sent": records_facts(sent),
    }


# --- java-groups ------------------------------------------------------------------------------

MEMBER_KEYS = ("client_id", "member_id", "generation_id", "t")


def group_story(events: list[Event], group: Event) -> Facts:
    """One group's story as its members reported it: assignments (after every rebalance the
    listener was told of), revocations, commits in the order they were answered, leaves."""
    name = group["group"]
    mine = [e for e in events if e.get("group") == name]
    members: dict[str, list[str]] = {}
    for e in mine:
        if e.get("member_id"):
            ids = members.setdefault(e["client_id"], [])
            if e["member_id"] not in ids:
                ids.append(e["member_id"])
    commits = [{k: e[k] for k in (*MEMBER_KEYS, "offsets", "mode", "error")} for e in of(mine, "committed")]
    if failed := [c for c in commits if c["error"] is not None]:
        raise RuntimeError(f"{name}: commits failed: {failed}")
    consumed = Counter(r.split("@")[0] for e in of(mine, "consumed") for r in e["records"])
    committed: dict[str, int] = {}
    for c in commits:
        committed.update(c["offsets"])
    settings = group["settings"]
    return {
        "group": name,
        "protocol": dict(zip(settings[::2], settings[1::2], strict=True))["group.protocol"],
        "assignor": group["assignor"],
        "members": members,
        "assigned": [{k: e[k] for k in (*MEMBER_KEYS, "partitions", "assignment")} for e in of(mine, "assigned")],
        "revoked": [{k: e[k] for k in (*MEMBER_KEYS, "partitions", "assignment")} for e in of(mine, "revoked")],
        "lost": [{k: e[k] for k in (*MEMBER_KEYS, "partitions")} for e in of(mine, "lost")],
        "commits": commits,
        "committed": dict(sorted(committed.items())),
        "consumed_per_partition": per_partition(consumed),
        "left": [{k: e[k] for k in (*MEMBER_KEYS, "assignment")} for e in of(mine, "left")],
        "steps": [{k: e[k] for k in ("step", "t")} for e in of(mine, "step")],
    }


def groups_scenario(port: int, wire: Wire) -> Facts:
    events = run("groups", port)
    if failed := failed_sends(events):
        raise RuntimeError(f"sends failed: {failed}")
    stories = [group_story(events, g) for g in of(events, "group")]
    sent: list[SentRecord] = []
    produced = Counter[str]()
    for e in of(events, "produced"):
        sent += [sent_record(e["client_id"], "none", r, ("round", e["round"])) for r in e["records"]]
        produced.update(where_counts(e["records"]))
    return {
        "clients": client_versions(),
        "client_ids": sorted({e["client_id"] for e in events if "client_id" in e}),
        "topics": created_topics(events),
        "groups": [s["group"] for s in stories],
        "stories": stories,
        "produced": topic_totals(produced),
        "produced_per_partition": per_partition(produced),
        "committed": {s["group"]: s["committed"] for s in stories},
        "consumed_per_group": {s["group"]: s["consumed_per_partition"] for s in stories},
        "commit_modes": "member a of each group commits with commitSync, member b with commitAsync (its commits' "
        "t is when the callback ran); every group reads java-groups from the earliest offset",
        "records_sent": records_facts(sent),
    }


# --- java-share -------------------------------------------------------------------------------


def share_scenario(port: int, wire: Wire) -> Facts:
    events = run("share", port)
    if failed := failed_sends(events):
        raise RuntimeError(f"sends failed: {failed}")
    (produced_event,) = of(events, "produced")
    sent = [sent_record(produced_event["client_id"], "none", r) for r in produced_event["records"]]
    produced = where_counts(produced_event["records"])
    acknowledged = [{"poll": e["poll"], **r} for e in of(events, "acknowledged") for r in e["records"]]
    commits = picked(events, "commit", ("client_id", "group", "poll", "results", "t"))
    if failed_commits := [c for c in commits if any(v is not None for v in c["results"].values())]:
        raise RuntimeError(f"acknowledgements failed: {failed_commits}")
    settled = Counter(f"{a['topic']}/{a['partition']}" for a in acknowledged if a["type"] != "RELEASE")
    (configured,) = of(events, "group_configured")
    return {
        "clients": client_versions(),
        "client_ids": sorted({e["client_id"] for e in events if "client_id" in e}),
        "topics": created_topics(events),
        "share_group": configured["group"],
        "group_config": {"share.auto.offset.reset": configured["share.auto.offset.reset"]},
        "acknowledgement_mode": "explicit",
        "acknowledgements": acknowledged,
        "acknowledgement_counts": dict(sorted(Counter(a["type"] for a in acknowledged).items())),
        "commits": commits,
        "left": picked(events, "left", ("client_id", "group", "t")),
        "produced": topic_totals(produced),
        "produced_per_partition": per_partition(produced),
        "share_consumed": topic_totals(settled),
        "share_consumed_note": "records accepted or rejected (a released record counts once, when it is settled)",
        "records_sent": records_facts(sent),
    }


SAMPLES: list[KafkaSample] = [
    KafkaSample(
        "java-producer",
        0,
        "Apache kafka-clients 4.4.0 (Java) against Apache Kafka 4.4.0 (one combined KRaft node): java-produce-admin "
        "creates java-produce (3 partitions); an idempotent acks=all producer per codec (java-idem-none, -gzip, "
        "-snappy, -lz4, -zstd: the client's defaults, InitProducerId then one Produce each), then java-acks1 (gzip, "
        "acks=1) and java-acks0 (zstd, acks=0, not answered); each sends four records in one request: a keyed "
        "record with headers (one null), one without key, binary key, value and header, a tombstone; the "
        "callbacks' partitions and offsets and the producers' ids, epochs and next sequences are the facts",
        producer_scenario,
        broker=apache_node,
    ),
    KafkaSample(
        "java-txn",
        0,
        "Apache kafka-clients 4.4.0 (Java) transactions against Apache Kafka 4.4.0 (one combined KRaft node, "
        "formatted with transaction.version 2): java-txn-source writes txn-in; java-txn-v2 (transactional id "
        "java-txn-app-v2, transactions v2: partitions enrolled by Produce v12+, EndTxn v5 bumping the epoch) commits "
        "transaction 1, aborts 2, and commits 3, a consume-transform-produce of txn-in read by java-txn-v2-reader "
        "(group java-ctp, read_committed) with sendOffsetsToTransaction; java-txn-admin then downgrades "
        "transaction.version to 1 (UpdateFeatures, SAFE_DOWNGRADE) and java-txn-v1 (java-txn-app-v1) does the same "
        "under transactions v1 (AddPartitionsToTxn, AddOffsetsToTxn, EndTxn v4); java-txn-audit reads txn-out "
        "read_committed to its end offsets (the committed transactions' records only), and java-txn-admin fetches "
        "java-ctp's offsets",
        txn_scenario,
        broker=apache_node,
    ),
    KafkaSample(
        "java-groups",
        0,
        "Apache kafka-clients 4.4.0 (Java) consumer groups against Apache Kafka 4.4.0 (one combined KRaft node, "
        "KIP-848 heartbeats every second): java-groups-admin creates java-groups (4 partitions); for each of three "
        "groups, java-eager (classic protocol, eager range assignor), java-coop (classic, cooperative-sticky) and "
        "java-848 (group.protocol=consumer: ConsumerGroupHeartbeat, the broker's uniform assignor), member a joins "
        "alone and reads a round of 8 records from java-groups-producer, member b joins and they share the four "
        "partitions (a rebalance; two under cooperative-sticky), b leaves and a takes all four back, a leaves; a "
        "commits with commitSync after every poll, b with commitAsync; the rebalance listeners' assignments, "
        "generations (member epochs under KIP-848) and the commits are the facts",
        groups_scenario,
        broker=apache_node,
    ),
    KafkaSample(
        "java-share",
        0,
        "Apache kafka-clients 4.4.0 (Java) share consumer (KIP-932, KafkaShareConsumer) against Apache Kafka 4.4.0 "
        "(one combined KRaft node, share.version 2 from the format, heartbeats every second): java-share-admin "
        "creates java-share (1 partition) and sets java-share-group's share.auto.offset.reset to earliest "
        "(IncrementalAlterConfigs on the group); java-share-producer writes six records; java-share-1 "
        "(share.acknowledgement.mode=explicit) RELEASEs offset 1 at its first delivery, REJECTs offset 2, ACCEPTs "
        "the others, and commitSync sends them (ShareAcknowledge); offset 1 comes back with delivery count 2 and "
        "is ACCEPTed; then it leaves (ShareGroupHeartbeat epoch -1)",
        share_scenario,
        broker=apache_node,
    ),
]
OWN_SAMPLES: list[OwnCaptureSample] = []
