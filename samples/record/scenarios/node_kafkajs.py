"""Samples recorded with Node.js kafkajs 2.2.4: transactions against librdkafka's mock cluster, a
consumer group with a rebalance and producers with every acks setting against tansu.

The clients are the programs in samples/record/node_kafkajs/ (node_modules installed there with
`npm ci` when missing); each prints one JSON line per action, and the facts come from those lines.

Why two brokers: tansu 0.6.0 answers kafkajs's InitProducerId (v1, no producer id or epoch fields)
with UNKNOWN_SERVER_ERROR, idempotent or transactional alike, so kafkajs cannot open a transaction
there; the mock cluster runs kafkajs's transactions, but it names controller 0 (a broker it does not
have: kafkajs's `idempotent: true` producer asks the controller for its id at connect and fails), it
stores no TxnOffsetCommit offsets, its Fetch responses list no aborted transactions (a read_committed
client is handed the aborted records too), and it answers LeaveGroup v3 in the v0-v2 layout.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections import Counter
from pathlib import Path
from typing import Any

from samples.record.capture import Wire
from samples.record.mock_api import MockSettings, tuned_mock_cluster
from samples.record.program_events import Event, of, one, run_program
from samples.record.sample_kinds import KafkaSample
from samples.record.sent import Facts, SentRecord, records_facts, topic_totals

PROGRAMS = Path(__file__).resolve().parents[1] / "node_kafkajs"
KAFKAJS_VERSION = "2.2.4"
PROGRAM_S = 120  # a program's whole run; each of its steps has a tighter bound of its own
INSTALL = "apt-get install -y nodejs npm"


# --- running the programs ---------------------------------------------------------------------


def installed_kafkajs() -> str | None:
    manifest = PROGRAMS / "node_modules" / "kafkajs" / "package.json"
    return json.loads(manifest.read_text())["version"] if manifest.exists() else None


def ready() -> dict[str, str]:
    """node and kafkajs, installed from the committed lock file if missing; their versions."""
    for tool in ("node", "npm"):
        if shutil.which(tool) is None:
            raise RuntimeError(f"{tool} not found: {INSTALL}")
    if installed_kafkajs() != KAFKAJS_VERSION:
        done = subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=PROGRAMS, capture_output=True, text=True,
                              timeout=300)  # fmt: skip
        if done.returncode != 0:
            raise RuntimeError(f"npm ci in {PROGRAMS} failed: {done.stderr.strip()[-500:]}")
    if (version := installed_kafkajs()) != KAFKAJS_VERSION:
        raise RuntimeError(f"kafkajs {version} installed in {PROGRAMS}, expected {KAFKAJS_VERSION}")
    node = subprocess.run(["node", "--version"], capture_output=True, text=True, timeout=10).stdout.strip()
    return {"kafkajs": KAFKAJS_VERSION, "node": node}


def run(program: str, port: int) -> list[Event]:
    """Run node PROGRAM.js PORT; its JSON lines, once it says it is done."""
    env = {**os.environ, "KAFKAJS_NO_PARTITIONER_WARNING": "1"}
    return run_program(["node", f"{program}.js", str(port)], PROGRAM_S, cwd=PROGRAMS, env=env)


def sent_record(client_id: str, r: Event, *extra: tuple[str, Any]) -> SentRecord:
    """A record as a program printed it: kafkajs writes magic 2, uncompressed here."""
    headers = tuple((name, value.encode()) for name, value in r["headers"])
    record = SentRecord(client_id, r["topic"], "none", 2, r["key"].encode(), r["value"].encode(), headers,
                        r["partition"], r["offset"], extra)  # fmt: skip
    return record


def client_errors(events: list[Event]) -> dict[str, list[str]]:
    """Warnings and errors kafkajs logged, per client: what the programs saw go wrong."""
    out: dict[str, list[str]] = {}
    for e in of(events, "log"):
        detail = f" ({e['error']})" if "error" in e else ""
        out.setdefault(e["client_id"], []).append(f"{e['level']}: {e['message']}{detail}")
    return out


def per_partition(counts: Counter[str]) -> dict[str, int]:
    return dict(sorted(counts.items()))


# --- kafkajs-txn ------------------------------------------------------------------------------

TXN_TOPICS = {"payments-in": 2, "payments-out": 2}
TXN_SETTINGS = MockSettings(topics=TXN_TOPICS)
TXN_ID, SETTLE_GROUP, AUDIT_GROUP = "payments-txn", "payments-settle", "payments-audit"

TXN_KNOWN_MALFORMED = [
    {
        "api_key": 13,
        "api_version": 3,
        "kind": "malformed",
        "side": "response",
        "why": "the mock answers LeaveGroup v3 in the v0-v2 layout (throttle time and error code, no members "
        "array); kafkajs fails to parse it too (logged as a LeaveGroup response error)",
    },
    {
        "api_key": 1,
        "api_version": 11,
        "kind": "crc-mismatch",
        "side": "response",
        "why": "the mock writes CRC 0 into the transaction control batches it creates",
    },
]


def transactions(events: list[Event]) -> list[Facts]:
    """Each transaction as txn.js printed it: sent records, offsets sent, outcome."""
    producer_ids = of(events, "producer_id")
    if len(producer_ids) != 1:
        raise RuntimeError(f"expected kafkajs to initialise one producer id, got {producer_ids}")
    pid = producer_ids[0]
    out = []
    for begin in of(events, "txn_begin"):
        number = begin["number"]
        sent = next(e for e in of(events, "txn_sent") if e["number"] == number)
        offsets = next((e for e in of(events, "txn_send_offsets") if e["number"] == number), None)
        end = next(e for e in of(events, "txn_end") if e["number"] == number)
        out.append(
            {
                "number": number,
                "transactional_id": begin["transactional_id"],
                "client_id": begin["client_id"],
                "producer_id": int(pid["producerId"]),
                "producer_epoch": pid["producerEpoch"],
                "records_per_partition": sent["sent_per_partition"],
                "base_offsets": sent["base_offsets"],
                "offsets_sent": {offsets["group"]: offsets["offsets"]} if offsets else {},
                "outcome": end["outcome"],
                "began": begin["t"],
                "ended": end["t"],
            }
        )
    return out


def expected_markers(txns: list[Facts]) -> tuple[dict[str, dict[str, int]], dict[str, list[int]]]:
    """Per partition of the transactional topic: markers by type, and the offset each takes (the one
    after its transaction's records there: one producer, one transaction at a time)."""
    kinds: dict[str, Counter[str]] = {}
    offsets: dict[str, list[int]] = {}
    for txn in txns:
        for where, base in txn["base_offsets"].items():
            kinds.setdefault(where, Counter())[txn["outcome"]] += 1
            offsets.setdefault(where, []).append(base + txn["records_per_partition"][where])
    return {k: dict(sorted(v.items())) for k, v in sorted(kinds.items())}, dict(sorted(offsets.items()))


def txn_scenario(port: int, wire: Wire) -> Facts:
    clients = ready()
    events = run("txn", port)
    txns = transactions(events)
    outcome = {t["number"]: t["outcome"] for t in txns}
    source = one(events, "produced")
    sent = [sent_record(source["client_id"], r) for r in source["records"]]
    produced, aborted = Counter[str](), Counter[str]()
    produced.update(source["sent_per_partition"])
    for e in of(events, "txn_sent"):
        extra = (("transaction", e["number"]), ("transaction_outcome", outcome[e["number"]]))
        sent += [sent_record(e["client_id"], r, *extra) for r in e["records"]]
        (produced if outcome[e["number"]] == "COMMIT" else aborted).update(e["sent_per_partition"])
    consumed = one(events, "consumed")
    read = Counter(f"{consumed['topic']}/{r['partition']}" for r in consumed["records"])
    read_aborted = Counter(f"{consumed['topic']}/{r['partition']}" for r in consumed["records"]
                           if outcome[r["txn"]] == "ABORT")  # fmt: skip
    markers, marker_offsets = expected_markers(txns)
    seen_markers: dict[str, list[int]] = {}
    for batch in consumed["filtered_batches"]:
        where = f"{batch['topic']}/{batch['partition']}"
        seen_markers.setdefault(where, []).extend(range(batch["first_offset"], batch["last_offset"] + 1))
    for where_offset in consumed["control_records"]:
        where, offset = where_offset.rsplit("/", 1)
        seen_markers.setdefault(where, []).append(int(offset))
    seen_markers = {k: sorted(set(v)) for k, v in sorted(seen_markers.items())}
    if seen_markers != marker_offsets:
        raise RuntimeError(f"audit-consumer skipped offsets {seen_markers}, expected the markers at {marker_offsets}")
    fetch = one(events, "offset_fetch")
    # What the commit requests on the wire carried last per partition, whatever became of them:
    # tests/support/facts.py counts TxnOffsetCommit offsets as committed, aborted or not.
    sent_offsets: dict[str, dict[str, int]] = {}
    for txn in txns:
        for group, offsets in txn["offsets_sent"].items():
            sent_offsets.setdefault(group, {}).update(offsets)
    discarded = {g: o for t in txns if t["outcome"] == "ABORT" for g, o in t["offsets_sent"].items()}
    return {
        "clients": clients,
        "client_ids": ["source-producer", "txn-producer", "settle-admin", "audit-consumer"],
        "topics": {name: {"partitions": n} for name, n in TXN_TOPICS.items()},
        "topics_created_by": "the mock cluster's C API (rd_kafka_mock_topic_create): the mock has no CreateTopics",
        "broker_settings": TXN_SETTINGS.facts(),
        "groups": [SETTLE_GROUP, AUDIT_GROUP],
        "known_malformed": TXN_KNOWN_MALFORMED,
        "transactional_id": TXN_ID,
        "producer_id": txns[0]["producer_id"],
        "producer_epoch": txns[0]["producer_epoch"],
        "idempotence": "the transactional producer is created without kafkajs's `idempotent: true` (its connect-time "
        "InitProducerId goes to the controller, which the mock names as broker 0, a broker it does not have); "
        "kafkajs writes every transactional batch idempotently all the same (producer id, epoch, sequences)",
        "transactions": {
            "committed": sum(t["outcome"] == "COMMIT" for t in txns),
            "aborted": sum(t["outcome"] == "ABORT" for t in txns),
            "order": [t["outcome"] for t in txns],
            "each": txns,
        },
        "produced": topic_totals(produced),
        "produced_per_partition": per_partition(produced),
        "produced_aborted": topic_totals(aborted),
        "produced_aborted_per_partition": per_partition(aborted),
        "isolation_level": "read_committed",
        "consumed": topic_totals(read),
        "consumed_per_partition": per_partition(read),
        "consumed_from_aborted_transactions": per_partition(read_aborted),
        "consumed_note": "the audit consumer asks for read_committed, but the mock's Fetch responses list no aborted "
        "transactions (and give the high watermark as last stable offset), so kafkajs hands it the aborted "
        "transaction's records too: consumed counts them, consumed_from_aborted_transactions says how many",
        "markers_expected": markers,
        "marker_offsets_expected": marker_offsets,
        "marker_offsets_skipped_by_consumer": seen_markers,
        "committed": sent_offsets,
        "committed_note": "committed is what the commit requests on the wire carried last per partition, as the "
        "generic sample checks count it (TxnOffsetCommit included); those offsets belong to the aborted "
        "transaction 2 and were discarded: see discarded_offsets and offset_fetch_after_abort",
        "discarded_offsets": discarded,
        # issue 22: offsets of an aborted transaction are shown as discarded, never as committed
        "expected_verdicts": {f"{g}/{tp}": ["discarded"] for g, o in discarded.items() for tp in o},
        "committed_effective": {SETTLE_GROUP: {}},
        "offset_fetch_after_abort": {
            "client_id": fetch["client_id"],
            "group": fetch["group"],
            "offsets": fetch["offsets"],
            "t": fetch["t"],
        },  # fmt: skip
        "left": [{k: e[k] for k in ("client_id", "group", "t")} for e in of(events, "left")],
        "leave_note": "the mock reads kafkajs's LeaveGroup v3 request (a members array) as v0-v2 (one member id), "
        "answers UNKNOWN_MEMBER_ID in the v0-v2 layout, and kafkajs fails to parse that answer (client_errors)",
        "client_errors": client_errors(events),
        "records_sent": records_facts(sent),
    }


# --- kafkajs-group ----------------------------------------------------------------------------

GROUP, ORDERS, ORDERS_PARTITIONS = "orders-workers", "orders", 4


def generations(events: list[Event]) -> list[Facts]:
    """Each generation the members reported (kafkajs's "Received assignment"), with its members."""
    leaders = {(e["generationId"], e["memberId"]) for e in of(events, "leader")}
    by_generation: dict[int, list[Facts]] = {}
    for e in of(events, "assignment"):
        by_generation.setdefault(e["generationId"], []).append(
            {
                "client_id": e["client_id"],
                "member_id": e["memberId"],
                "leader": (e["generationId"], e["memberId"]) in leaders,
                "partitions": [f"{t}/{p}" for t, ps in sorted(e["memberAssignment"].items()) for p in sorted(ps)],
                "assigned_at": e["t"],
            }
        )
    steps = {e["generation_id"]: e["step"] for e in of(events, "generation")}
    return [
        {"generation_id": g, "step": steps.get(g), "members": sorted(members, key=lambda m: m["client_id"])}
        for g, members in sorted(by_generation.items())
    ]


def group_scenario(port: int, wire: Wire) -> Facts:
    clients = ready()
    events = run("group", port)
    sent: list[SentRecord] = []
    produced, produced_acks0 = Counter[str](), Counter[str]()
    by_acks: dict[str, Facts] = {}
    for e in of(events, "produced"):
        sent += [sent_record(e["client_id"], r, ("acks", e["acks"])) for r in e["records"]]
        (produced_acks0 if e["acks"] == 0 else produced).update(e["sent_per_partition"])
        by_acks[str(e["acks"])] = {"client_id": e["client_id"], "round": e["round"], "sent": e["sent_per_partition"],
                                   "acknowledged_base_offsets": e["base_offsets"]}  # fmt: skip
    unmatched = [e for e in of(events, "log") if e["message"] == "Response without match"]
    consumed, per_client = Counter[str](), dict[str, Counter[str]]()
    for e in of(events, "batch"):
        consumed[e["partition"]] += len(e["offsets"])
        per_client.setdefault(e["client_id"], Counter())[e["partition"]] += len(e["offsets"])
    commits = [
        {k: e[k] for k in ("client_id", "member_id", "generation_id", "offsets", "t")} for e in of(events, "committed")
    ]
    attempts = of(events, "commit_sent")
    failed = of(events, "commit_failed")
    if failed or len(attempts) != len(commits):
        raise RuntimeError(f"commits failed or went unanswered: {failed or attempts}")
    committed: dict[str, int] = {}
    for commit in commits:
        committed.update(commit["offsets"])
    leaves = [{k: e[k] for k in ("client_id", "member_id", "generation_id", "t")} for e in of(events, "left")]
    gens = generations(events)
    if len(gens) < 3 or not any(len(g["members"]) == 2 for g in gens):
        raise RuntimeError(f"expected three generations, one of two members: {gens}")
    return {
        "clients": clients,
        "client_ids": [
            "orders-admin",
            "orders-acks-all",
            "orders-acks-leader",
            "orders-fire-and-forget",
            "worker-1",
            "worker-2",
        ],  # fmt: skip
        "topics": {ORDERS: {"partitions": ORDERS_PARTITIONS}},
        "groups": [GROUP],
        "produced": topic_totals(produced),
        "produced_per_partition": per_partition(produced),
        "produced_acks0": topic_totals(produced_acks0),
        "produced_acks0_per_partition": per_partition(produced_acks0),
        "produced_by_acks": by_acks,
        "acks0_answers_unmatched_by_client": len(unmatched),
        "acks0_note": "kafkajs resolves an acks=0 send without waiting (no offsets: produced_acks0 counts them apart); "
        "tansu answers the acks=0 Produce all the same (real Kafka does not), and kafkajs logs that answer as "
        "'Response without match' (acks0_answers_unmatched_by_client)",
        "consumed": topic_totals(consumed),
        "consumed_per_partition": per_partition(consumed),
        "consumed_per_client": {c: per_partition(n) for c, n in sorted(per_client.items())},
        "committed": {GROUP: dict(sorted(committed.items()))},
        "commits": commits,
        "generations": gens,
        "group_joins": [
            {k: e[k] for k in ("client_id", "member_id", "leader_id", "is_leader", "assignment", "duration_ms", "t")}
            for e in of(events, "group_join")
        ],
        "rebalances_seen": [{k: e[k] for k in ("client_id", "member_id", "t")} for e in of(events, "rebalancing")],
        "left": leaves,
        "steps": [{k: e[k] for k in ("step", "generation_id", "t")} for e in of(events, "generation")],
        "client_errors": client_errors(events),
        "records_sent": records_facts(sent),
    }


SAMPLES: list[KafkaSample] = [
    KafkaSample(
        "kafkajs-txn",
        0,
        "kafkajs 2.2.4 (Node.js) against librdkafka's mock cluster (tansu refuses kafkajs's InitProducerId v1): "
        "source-producer writes payments-in (acks=-1); txn-producer (transactional id payments-txn) commits "
        "transaction 1, aborts transaction 2 (records to payments-out plus sendOffsets for group payments-settle: "
        "AddOffsetsToTxn, TxnOffsetCommit), commits transaction 3; settle-admin then fetches payments-settle's "
        "offsets (OffsetFetch: -1, nothing committed); audit-consumer (group payments-audit, read_committed) reads "
        "payments-out, COMMIT and ABORT markers among the records (the mock lists no aborted transactions, so the "
        "aborted records are delivered too); the mock chooses its port",
        txn_scenario,
        broker=lambda: tuned_mock_cluster(TXN_SETTINGS),
    ),
    KafkaSample(
        "kafkajs-group",
        59355,
        "kafkajs 2.2.4 (Node.js) against tansu: orders-admin creates orders (4 partitions); three rounds of eight "
        "records from producers with acks=-1 (orders-acks-all), acks=1 (orders-acks-leader) and acks=0 "
        "(orders-fire-and-forget, answered by tansu all the same); group orders-workers: worker-1 joins alone, "
        "worker-2 joins (rebalance: two members, two partitions each), worker-1 leaves (worker-2 takes all "
        "four), worker-2 leaves; each member commits (OffsetCommit) after every batch",
        group_scenario,
    ),
]
