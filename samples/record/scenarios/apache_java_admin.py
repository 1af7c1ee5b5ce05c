"""Apache's AdminClient and Kafka's own kafka-consumer-groups tool (kafka-clients and kafka-tools 4.4.0)
against Apache Kafka 4.4.0 itself, one combined KRaft node with StandardAuthorizer (`java-admin`).

The admin is the program in samples/record/java/admin/ (compiled at recording time,
samples/record/java_program.py); it prints what each call returned as one JSON line, and those
lines are the facts. Between its two runs the scenario runs Kafka's ConsumerGroupCommand (the class
behind kafka-consumer-groups.sh, in kafka-tools) with --reset-offsets --to-earliest --execute, and
what it printed is a fact too.

This module's SAMPLES also declare the Kafka Streams samples (apache_java_streams.py), and its
OWN_SAMPLES the three-broker `java-admin-cluster` (apache_java_admin_cluster.py).

Measured here (4.4.0 client and broker, one node):
- ACLs need an authorizer: StandardAuthorizer with super.users=User:ANONYMOUS (every PLAINTEXT client
  and the node itself are ANONYMOUS). Extras.broker_properties reach the combined node's one file,
  controller role included; the node gets them in controller_properties too, so that the same
  extras serve a cluster whose controllers are nodes of their own (not recorded here).
- Admin 4.x has no alterConfigs (the legacy AlterConfigs api): only incrementalAlterConfigs.
- describeFeatures is an ApiVersions request (its finalized features); describeConsumerGroups (and the
  tool) ask ConsumerGroupDescribe v1 first, answered GROUP_ID_NOT_FOUND (69, "not a consumer group")
  for a classic group, then DescribeGroups v6.
- A describeClientQuotas right after alterClientQuotas may answer the quotas before it (the
  alteration goes through the controller): the program describes until it sees what it set, and
  reports every answer.
- On one node a preferred election is ELECTION_NOT_NEEDED (84) per partition, a reassignment onto the
  replica a partition already has completes at once, and cancelling one where none runs is
  NO_REASSIGNMENT_IN_PROGRESS (85); setting a static broker config (num.partitions) is INVALID_REQUEST (42).
"""

from __future__ import annotations

import contextlib
import subprocess
import tempfile
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from samples.record.apache_kafka import Extras, java_command, kraft_cluster
from samples.record.brokers import Endpoint
from samples.record.capture import Wire
from samples.record.java_program import client_versions, compiled
from samples.record.program_events import Event, of, one
from samples.record.sample_kinds import KafkaSample, OwnCaptureSample
from samples.record.scenarios import apache_java_admin_cluster, apache_java_streams
from samples.record.scenarios.apache_java_clients import apache_node
from samples.record.sent import Facts, SentRecord, records_facts, topic_totals

PROGRAM_S = 150  # the program's whole run; its waits have tighter bounds of their own
TOOL_S = 90
GROUP = "java-admin-group"
TOOL_CLIENT_ID = "kafka-consumer-groups"
CONSUMER_GROUP_COMMAND = "org.apache.kafka.tools.consumer.group.ConsumerGroupCommand"
AUTHORIZER = (
    ("authorizer.class.name", "org.apache.kafka.metadata.authorizer.StandardAuthorizer"),
    ("super.users", "User:ANONYMOUS"),
)
# Events that are the traffic the admin calls are about, not admin calls.
TRAFFIC_EVENTS = ("produced", "committed", "txn_committed", "done")


@contextlib.contextmanager
def authorized_node() -> Iterator[Endpoint]:
    """A combined KRaft node with StandardAuthorizer (ACLs), everyone on PLAINTEXT a super user."""
    extras = Extras(broker_properties=AUTHORIZER, controller_properties=AUTHORIZER)
    with tempfile.TemporaryDirectory(prefix="apache-admin-") as tmp, kraft_cluster(Path(tmp), extras=extras) as cluster:
        yield Endpoint(cluster.broker_ports[0], cluster.describe())


def tool_arguments(bootstrap: str, config: Path) -> list[str]:
    return ["--bootstrap-server", bootstrap, "--command-config", str(config), "--group", GROUP,
            "--reset-offsets", "--to-earliest", "--topic", "admin-a", "--execute"]  # fmt: skip


def printed_offsets(out: str) -> list[Facts]:
    """The table the tool prints: GROUP TOPIC PARTITION NEW-OFFSET, one row per partition reset."""
    rows = [line.split() for line in out.splitlines() if line.startswith(GROUP)]
    return sorted(({"group": g, "topic": t, "partition": int(p), "new_offset": int(o)} for g, t, p, o in rows),
                  key=lambda r: r["partition"])  # fmt: skip


def reset_offsets(bootstrap: str) -> Facts:
    """kafka-consumer-groups --reset-offsets --to-earliest --execute, as Kafka ships it (its own JVM)."""
    with tempfile.TemporaryDirectory(prefix="consumer-groups-") as tmp:
        config = Path(tmp) / "command.properties"
        config.write_text(f"client.id={TOOL_CLIENT_ID}\n")
        args = tool_arguments(bootstrap, config)
        done = subprocess.run(java_command(CONSUMER_GROUP_COMMAND, *args, heap="-Xmx256m"), capture_output=True,
                              text=True, timeout=TOOL_S)  # fmt: skip
    printed = printed_offsets(done.stdout)
    if done.returncode != 0 or not printed:
        raise RuntimeError(f"kafka-consumer-groups exited {done.returncode}: {done.stdout[-800:]} {done.stderr[-800:]}")
    shown = [a if not a.endswith("command.properties") else "command.properties" for a in args]
    return {"class": CONSUMER_GROUP_COMMAND, "arguments": shown, "command_config": {"client.id": TOOL_CLIENT_ID},
            "client_id": TOOL_CLIENT_ID, "stdout": done.stdout, "printed": printed}  # fmt: skip


def sent_records(events: list[Event]) -> list[SentRecord]:
    """What the idempotent and the transactional producer sent, where the broker put it."""
    sent = []
    for kind, client in (("produced", "java-admin-producer"), ("txn_committed", "java-admin-txn")):
        for r in one(events, kind)["records"]:
            record = SentRecord(client, r["topic"], "none", 2, bytes.fromhex(r["key"]), bytes.fromhex(r["value"]))
            record.acked(r["partition"], r["offset"])
            sent.append(record)
    return sent


def admin_calls(events: list[Event]) -> list[Event]:
    """Every admin call's event in the order the program made them."""
    return [e for e in events if e["event"] not in TRAFFIC_EVENTS]


def scenario(port: int, wire: Wire) -> Facts:
    bootstrap = f"127.0.0.1:{port}"
    with compiled("admin", "AdminMain") as program:
        events = program.run("admin", bootstrap, timeout=PROGRAM_S)
        tool = reset_offsets(bootstrap)
        after = program.run("offsets", bootstrap, timeout=PROGRAM_S)
    sent = sent_records(events)
    produced = Counter(r.where() for r in sent)
    reset = {f"{r['topic']}/{r['partition']}": r["new_offset"] for r in tool["printed"]}
    checked = {w: o["offset"] for w, o in one(after, "group_offsets_after_tool")["offsets"].items()}
    if checked != reset:
        raise RuntimeError(f"the tool printed {reset}, the group then held {checked}")
    consumer = one(events, "committed")
    created = one(events, "create_topics")
    return {
        "clients": client_versions(),
        "client_ids": [
            "java-admin",
            "java-admin-producer",
            "java-admin-consumer",
            "java-admin-txn",
            TOOL_CLIENT_ID,
            "java-admin-check",
        ],  # fmt: skip
        "topics": {name: {"partitions": n} for name, n in sorted(created["topics"].items())},
        "broker_properties": dict(AUTHORIZER),
        "admin_calls": admin_calls(events),
        "consumer_commit": {k: consumer[k] for k in ("client_id", "group", "offsets", "read", "t")},
        "reset_offsets_tool": tool,
        "group_offsets_after_tool": one(after, "group_offsets_after_tool"),
        "groups": [GROUP],
        "committed": {GROUP: dict(sorted(reset.items()))},
        "committed_note": "the last OffsetCommit per partition on the wire: kafka-consumer-groups' reset (after the "
        "consumer's commit and the admin's alterConsumerGroupOffsets)",
        "produced": topic_totals(produced),
        "produced_per_partition": dict(sorted(produced.items())),
        "consumed": {"admin-a": consumer["read"]},
        "records_sent": records_facts(sent),
    } | commit_expectations(consumer, admin_calls(events), reset)


def commit_expectations(consumer: Facts, calls: list[Facts], reset: dict[str, int]) -> Facts:
    """What `commits` must conclude, replayed from what the clients reported in the order they did
    it: the consumer's commit, the admin's alter and delete, the tool's reset. A set that lowers an
    offset still committed is a regression (deliberate here, but a rewind all the same); a deleted
    offset is no longer there to lower. A partition ends behind when committed below what the
    consumer read."""
    steps: list[tuple[str, dict[str, int | None]]] = [("set", dict(consumer["offsets"]))]
    for call in calls:
        if call["event"] == "alter_consumer_group_offsets" and not call["result"]["error_code"]:
            steps.append(("set", dict(call["offsets"])))
        elif call["event"] == "delete_consumer_group_offsets" and not call["result"]["error_code"]:
            steps.append(("set", dict.fromkeys(call["partitions"])))
    steps.append(("set", dict(reset)))
    committed: dict[str, int | None] = {}
    regressed: set[str] = set()
    for _, offsets in steps:
        for where, offset in offsets.items():
            before = committed.get(where)
            if offset is not None and before is not None and offset < before:
                regressed.add(where)
            committed[where] = offset
    consumed = consumer["offsets"]
    return {
        "expected_verdicts": {f"{GROUP}/{w}": ["regressed" if w in regressed else "advancing"] for w in sorted(reset)},
        "expected_state": {
            f"{GROUP}/{w}": {"state": "behind" if (reset[w] < consumed[w]) else "caught-up"} for w in sorted(reset)
        },  # fmt: skip
    }


def calls_named(facts: Facts, kind: str) -> list[Facts]:
    """The admin call events of one kind, in order (for the tests)."""
    return of(facts["admin_calls"], kind)


SAMPLES: list[KafkaSample] = [
    KafkaSample(
        "java-admin",
        0,
        "Apache's AdminClient (kafka-clients 4.4.0, client id java-admin) against Apache Kafka 4.4.0 (one combined "
        "KRaft node, StandardAuthorizer, super user ANONYMOUS): creates admin-a (3 partitions), compacted admin-b and "
        "admin-doomed, admin-a again (TOPIC_ALREADY_EXISTS), grows admin-a to 4 partitions, lists and describes "
        "topics; java-admin-producer writes 40 records to admin-a and 5 to admin-b, java-admin-consumer reads "
        "admin-a in group java-admin-group and commits; java-admin-txn leaves a transaction open on admin-b while "
        "the admin describes and lists transactions, then commits; then describeProducers, describe and "
        "incrementalAlter configs (a topic's accepted, a static broker setting refused), list offsets, delete "
        "records before offset 3 of admin-a/0, a preferred election (not needed), a reassignment and a "
        "cancellation of none, list reassignments, describe log dirs, list groups, describe the group, list, alter "
        "and delete its offsets, alter and describe client quotas, create, describe and delete ACLs, upsert, "
        "describe and delete SCRAM credentials, describe cluster, metadata quorum and features, delete topics (one "
        "unknown); then Kafka's kafka-consumer-groups tool (ConsumerGroupCommand, client id kafka-consumer-groups) "
        "resets the group to the earliest offsets, and java-admin-check reads them back",
        scenario,
        broker=authorized_node,
    ),
    KafkaSample(
        "java-streams",
        0,
        "Kafka Streams 4.4.0 word count (application id java-streams-wc, processing.guarantee exactly_once_v2, "
        "store cache off) against Apache Kafka 4.4.0 (one combined KRaft node): java-streams-setup creates "
        "streams-lines and streams-counts (2 partitions each); java-streams-source writes six lines; the app "
        "(client id java-streams) splits them into words, regroups by word through its repartition topic, counts "
        "them in a store with a changelog topic and writes every count to streams-counts, in transactions with its "
        "offsets; once it forwarded a count per word it stops; java-streams-check reads streams-counts "
        "read_committed to its end offsets and java-streams-setup fetches the app's committed offsets",
        apache_java_streams.scenario,
        broker=apache_node,
    ),
    KafkaSample(
        "java-streams-kip1071",
        0,
        "java-streams' word count with group.protocol=streams (KIP-1071, streams.version 1 finalized by the "
        "format) against Apache Kafka 4.4.0 (one combined KRaft node): the app's member sends its topology (source, "
        "repartition and changelog topics) in StreamsGroupHeartbeat and the broker assigns it the tasks, no "
        "JoinGroup or SyncGroup; the rest as java-streams (exactly_once_v2, the same lines, every count forwarded, "
        "read back read_committed, the group's offsets fetched)",
        apache_java_streams.kip1071_scenario,
        broker=apache_node,
    ),
]
OWN_SAMPLES: list[OwnCaptureSample] = [apache_java_admin_cluster.SAMPLE]
