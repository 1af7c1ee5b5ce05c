"""Samples recorded with Go sarama consumer groups (built offline from Debian's packages).

The clients are one Go program, samples/record/go/saramagroup, built at record time in GOPATH mode
against Debian's golang-github-shopify-sarama-dev (sarama 1.22.1). It prints one JSON line per
action (what it sent, what it got back, when); the facts below are made from those lines only.

sarama-stale-commit runs against librdkafka's mock cluster: stock sarama 1.22.1 cannot join a
group on tansu (next sample), and the mock answers a commit sent while the group rebalances
REBALANCE_IN_PROGRESS, as Kafka does, which is what the incident needs. sarama-never-formed runs
against tansu and records exactly that failure.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import tempfile
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path

from samples.record.capture import Wire
from samples.record.mock_api import MockSettings, tuned_mock_cluster
from samples.record.program_events import of, run_program
from samples.record.sample_kinds import KafkaSample
from samples.record.sent import Facts, SentRecord, partition_key, records_facts

PROGRAM = Path(__file__).resolve().parents[1] / "go" / "saramagroup"
GOPATH_SYSTEM = Path("/usr/share/gocode")
SARAMA_SOURCE = GOPATH_SYSTEM / "src" / "github.com" / "Shopify" / "sarama"
SARAMA_PACKAGE = "golang-github-shopify-sarama-dev"
INSTALL = f"apt-get install -y golang-go {SARAMA_PACKAGE}"
BUILD_S = 300
STALE_PROGRAM_S = 150  # the program bounds each of its own waits (30 s); this bounds the whole run
NEVER_PROGRAM_S = 60

TOPIC, GROUP, PARTITIONS = "invoices", "billing", 4
PRODUCER, MONITOR, CULPRIT = "billing-producer", "billing-monitor", "billing-b"
MEMBERS = ("billing-a", "billing-b", "billing-c")
SETTINGS = MockSettings(topics={TOPIC: PARTITIONS})
# The generations the program plans (its assignor is fixed), in order: members and their partitions.
PLANNED = [
    {"billing-a": [0, 1], "billing-b": [2, 3]},
    {"billing-a": [0], "billing-b": [1, 3], "billing-c": [2]},
    {"billing-b": [0], "billing-c": [1, 2, 3]},
]
ERROR_NAMES = {27: "REBALANCE_IN_PROGRESS", 79: "MEMBER_ID_REQUIRED", 22: "ILLEGAL_GENERATION", 25: "UNKNOWN_MEMBER_ID"}

NEVER_TOPIC, NEVER_GROUP, NEVER_READER, NEVER_ADMIN = "ledger", "ledger-readers", "ledger-reader", "ledger-admin"
NEVER_ATTEMPTS = 8


# -- the Go program ---------------------------------------------------------------------------


def go_environment(work: Path) -> dict[str, str]:
    return {
        **os.environ,
        "GO111MODULE": "off",
        "GOPATH": f"{GOPATH_SYSTEM}:{work / 'gopath'}",
        "GOCACHE": str(work / "cache"),
        "GOPROXY": "off",
        "GOFLAGS": "",
    }


def tool_versions(go: str) -> dict[str, str]:
    version = subprocess.run([go, "version"], capture_output=True, text=True, timeout=30).stdout.strip()
    package = subprocess.run(
        ["dpkg-query", "-W", "-f", "${Version}", SARAMA_PACKAGE], capture_output=True, text=True, timeout=30
    ).stdout.strip()
    return {"sarama": f"1.22.1 (Debian {SARAMA_PACKAGE} {package})", "go": version}


@contextlib.contextmanager
def built_program() -> Iterator[tuple[Path, dict[str, str]]]:
    """The Go program built into a temporary directory (GOPATH mode, offline), and the tool versions."""
    go = shutil.which("go")
    if go is None or not SARAMA_SOURCE.is_dir():
        raise RuntimeError(f"the sarama samples need Go and sarama 1.22.1 from Debian: {INSTALL}")
    with tempfile.TemporaryDirectory(prefix="saramagroup-") as tmp:
        work = Path(tmp)
        binary = work / "saramagroup"
        built = subprocess.run(
            [go, "build", "-o", str(binary), "."],
            cwd=PROGRAM,  # GOPATH mode builds a directory outside GOPATH only as a relative path
            env=go_environment(work),
            capture_output=True,
            text=True,
            timeout=BUILD_S,
        )
        if built.returncode != 0:
            raise RuntimeError(f"go build {PROGRAM} failed ({INSTALL}?): {built.stderr[-2000:]}")
        yield binary, tool_versions(go)


def error_name(code: int | None) -> str | None:
    return None if code is None else ERROR_NAMES.get(code, f"error {code}")


# -- sarama-stale-commit ----------------------------------------------------------------------


def tp(partition: int | str) -> str:
    return partition_key(TOPIC, int(partition))


def records_sent(events: list[Facts]) -> list[SentRecord]:
    sent = []
    for batch in of(events, "produced"):
        for r in batch["records"]:
            record = SentRecord(
                PRODUCER, TOPIC, "none", 2, r["key"].encode(), r["value"].encode(), extra=(("round", batch["round"]),)
            )
            record.acked(r["partition"], r["offset"])
            sent.append(record)
    return sent


def commit_entries(events: list[Facts]) -> list[Facts]:
    """Every commit the members sent, one entry per partition, in the order they were sent."""
    entries = []
    for c in of(events, "commit"):
        if "transport_error" in c:
            raise RuntimeError(f"{c['client_id']}: a commit got no answer: {c['transport_error']}")
        stale = set(c["stale"] or [])
        for p, offset in c["offsets"].items():
            code = c["errors"][p]
            entries.append(
                {
                    "partition": tp(p),
                    "client_id": c["client_id"],
                    "member_id": c["member_id"],
                    "generation": c["generation"],
                    "offset": offset,
                    "kind": c["kind"],
                    "stale": int(p) in stale,
                    "sent_ts": c["sent_ts"],
                    "answer_ts": c["answer_ts"],
                    "error": error_name(code),
                    "error_code": code,
                }
            )
    return sorted(entries, key=lambda e: (e["sent_ts"], e["client_id"], e["partition"]))


def replay(entries: list[Facts], reads: list[Facts]) -> tuple[list[Facts], list[Facts], dict[str, int]]:
    """Apply the accepted commits in the order the broker received them (the mock applies a commit
    when it reads it; its answer then waits behind the connection's pending Fetch): the
    regressions, the refused commits with what the partition held when they were answered, and
    the last accepted offset per partition. Every committed-offset read must agree."""
    committed: dict[str, int] = {}
    regressions: list[Facts] = []
    refused: list[Facts] = []
    timeline = sorted(
        [(e["sent_ts"], 0, e) for e in entries] + [(r["sent_ts"], 1, r) for r in reads],
        key=lambda item: (item[0], item[1]),
    )
    for _, kind, item in timeline:
        if kind == 1:
            held = {tp(p): o for p, o in item["offsets"].items() if o >= 0}
            if held != committed:
                raise RuntimeError(
                    f"{MONITOR} read {held} after {item['after']}, the replayed commits give {committed}"
                )
            continue
        where = item["partition"]
        if item["error_code"] is not None:
            refused.append(
                {
                    **item,
                    "committed_then": committed.get(where, -1),
                    "redundant": item["offset"] <= committed.get(where, -1),
                }
            )
            continue
        before = committed.get(where, -1)
        if item["offset"] < before:
            regressions.append(
                {
                    "partition": where,
                    "from": before,
                    "to": item["offset"],
                    **{k: item[k] for k in ("client_id", "member_id", "generation", "stale", "sent_ts", "answer_ts")},
                }
            )
        committed[where] = item["offset"]
    return regressions, refused, committed


def in_flight_together(entries: list[Facts]) -> list[Facts]:
    """Pairs of commits of one partition from two members, the second sent before the first's answer."""
    pairs = []
    by_partition: dict[str, list[Facts]] = defaultdict(list)
    for e in entries:
        by_partition[e["partition"]].append(e)
    for where, commits in sorted(by_partition.items()):
        for i, first in enumerate(commits):
            for second in commits[i + 1 :]:
                if (
                    second["client_id"] != first["client_id"]
                    and first["sent_ts"] <= second["sent_ts"] < first["answer_ts"]
                ):
                    pairs.append(
                        {
                            "partition": where,
                            "first": {k: first[k] for k in ("client_id", "offset", "sent_ts", "answer_ts")},
                            "second": {k: second[k] for k in ("client_id", "offset", "sent_ts", "answer_ts")},
                        }
                    )
    return pairs


def generations(events: list[Facts]) -> list[Facts]:
    """The members of each generation as the programs saw them (their sessions), and its leader:
    the member whose assignor planned that membership last before the generation started."""
    plans = [p for p in of(events, "plan") if p["planned"]]
    out: dict[int, Facts] = {}
    for s in of(events, "session"):
        g = out.setdefault(s["generation"], {"generation": s["generation"], "members": [], "started_ts": s["ts"]})
        g["members"].append({"client_id": s["client_id"], "member_id": s["member_id"], "claims": s["claims"]})
    for g in out.values():
        g["members"].sort(key=lambda m: m["client_id"])
        ids = {m["member_id"] for m in g["members"]}
        planned = [p for p in plans if p["ts"] <= g["started_ts"] and set(p["members"]) == ids]
        g["leader"] = planned[-1]["leader"] if planned else None
    return [out[k] for k in sorted(out)]


def check_generations(gens: list[Facts]) -> None:
    seen = [{m["client_id"]: m["claims"] for m in g["members"]} for g in gens]
    if seen != PLANNED:
        raise RuntimeError(f"the group's generations {seen} are not the planned {PLANNED}")


def partition_states(
    consumed_to: dict[str, int], committed: dict[str, int], regressions: list[Facts], entries: list[Facts]
) -> dict[str, Facts]:
    """The expected state of each partition at the end, and what happened to it on the way."""
    states = {}
    for where in sorted(consumed_to):
        mine = [r for r in regressions if r["partition"] == where]
        accepted = [e for e in entries if e["partition"] == where and e["error_code"] is None]
        last = max(accepted, key=lambda e: e["sent_ts"])
        state = "caught-up" if committed[where] >= consumed_to[where] else "behind"
        row: Facts = {
            "state": state,
            "committed": committed[where],
            "consumed": consumed_to[where],
            "lag": consumed_to[where] - committed[where],
            "last_accepted_commit": {k: last[k] for k in ("client_id", "generation", "offset", "stale", "answer_ts")},
            "regressed_at": [r["answer_ts"] for r in mine],
            "regressed_in_generations": sorted({r["generation"] for r in mine}),
            "regressed_by": sorted({r["client_id"] for r in mine}),
        }
        if mine and state == "caught-up":
            recovered = next(e for e in accepted if e["sent_ts"] > mine[-1]["sent_ts"] and e["offset"] > mine[-1]["to"])
            row["recovered"] = {k: recovered[k] for k in ("client_id", "generation", "offset", "answer_ts")}
        states[where] = row
    return states


def culprit_summary(entries: list[Facts], events: list[Facts]) -> Facts:
    stale = [e for e in entries if e["stale"]]
    per_partition = Counter(e["partition"] for e in stale)
    return {
        "client_id": CULPRIT,
        "member_ids": sorted({e["member_id"] for e in stale}),
        "why": "billing-b runs a build that keeps the offsets its Cleanup commit could not commit (refused "
        "REBALANCE_IN_PROGRESS at a rebalance) and adds them to every commit of its next session, for "
        "partitions it no longer owns",
        "carried": [
            {"refused_in_generation": c["generation"], "offsets": {tp(p): o for p, o in c["offsets"].items()}}
            for c in of(events, "carry")
        ],
        "stale_commits": len(stale),
        "stale_commits_per_partition": dict(sorted(per_partition.items())),
        "generations": sorted({e["generation"] for e in stale}),
        "first_ts": min(e["sent_ts"] for e in stale),
        "last_ts": max(e["sent_ts"] for e in stale),
    }


def stale_scenario(port: int, wire: Wire) -> Facts:
    with built_program() as (binary, versions):
        events = run_program([str(binary), "-mode", "stale-commit", "-broker", f"127.0.0.1:{port}"], STALE_PROGRAM_S)
    sent = records_sent(events)
    produced = Counter(r.where() for r in sent)
    consumed = of(events, "consumed")
    deliveries = Counter(tp(e["partition"]) for e in consumed)
    distinct = {(e["partition"], e["offset"]) for e in consumed}
    consumed_to = {tp(p): max(o for q, o in distinct if q == p) + 1 for p, _ in distinct}
    if len(distinct) != len(sent) or consumed_to != {k: n for k, n in produced.items()}:
        raise RuntimeError(f"the group processed {len(distinct)} of {len(sent)} records: {consumed_to} vs {produced}")
    entries = commit_entries(events)
    reads = of(events, "committed-read")
    regressions, refused, committed_now = replay(entries, reads)
    final = {tp(p): o for p, o in reads[-1]["offsets"].items()}
    gens = generations(events)
    check_generations(gens)
    states = partition_states(consumed_to, final, regressions, entries)
    together = in_flight_together(entries)
    startup = [
        {
            "client_id": f["client_id"],
            "sent_ts": f["sent_ts"],
            "answer_ts": f["answer_ts"],
            "offsets": {tp(p): o for p, o in f["offsets"].items()},
        }
        for f in of(events, "offset-fetch")
    ]
    redundant_at_shutdown = [
        r
        for r in refused
        if r["kind"] in ("cleanup", "shutdown") and r["redundant"] and r["generation"] == gens[-1]["generation"]
    ]
    expected = {"invoices/0": "caught-up", "invoices/1": "behind", "invoices/2": "caught-up", "invoices/3": "behind"}
    # invoices/2 regresses only while billing-c owns it in the second generation; invoices/1 and /3 in the third.
    second, third = gens[1]["generation"], gens[2]["generation"]
    regressed = {"invoices/0": [], "invoices/1": [third], "invoices/2": [second], "invoices/3": [third]}
    problems = [f"{where} ended {row['state']}" for where, row in states.items() if row["state"] != expected[where]]
    problems += [
        f"{where} regressed in generations {row['regressed_in_generations']}, not {regressed[where]}"
        for where, row in states.items()
        if row["regressed_in_generations"] != regressed[where]
    ]
    if set(startup[0]["offsets"].values()) != {-1}:
        problems.append(f"the first OffsetFetch answered {startup[0]['offsets']}, not -1 (a new group)")
    if not together:
        problems.append("no two members' commits of one partition were in flight together")
    if not any(r["partition"] == "invoices/2" and r["error"] == "REBALANCE_IN_PROGRESS" for r in redundant_at_shutdown):
        problems.append(f"no redundant commit of invoices/2 was refused at shutdown: {refused}")
    if problems:
        raise RuntimeError("the incident did not happen as planned: " + "; ".join(problems))
    # What the generic checks compare with the capture: the last commit SENT per partition, refused or not.
    last_sent = {e["partition"]: e["offset"] for e in entries}
    claims = [
        {
            "client_id": c["client_id"],
            "generation": c["generation"],
            "partition": tp(c["partition"]),
            "initial_offset": c["initial_offset"],
        }
        for c in of(events, "claim")
    ]
    reprocessed = Counter(deliveries)
    reprocessed.subtract(produced)
    return {
        "clients": versions,
        "client_ids": [PRODUCER, *MEMBERS, MONITOR],
        "topics": {TOPIC: {"partitions": PARTITIONS}},
        "topic_created_by": "the mock cluster's C API (rd_kafka_mock_topic_create) before the capture",
        "groups": [GROUP],
        "produced": {TOPIC: len(sent)},
        "produced_per_partition": dict(sorted(produced.items())),
        "consumed": {TOPIC: len(consumed)},
        "consumed_per_partition": dict(sorted(deliveries.items())),
        "reprocessed_per_partition": {k: n for k, n in sorted(reprocessed.items()) if n},
        "consumed_position": dict(sorted(consumed_to.items())),
        "committed": {GROUP: dict(sorted(last_sent.items()))},
        "committed_note": "`committed` is the last commit SENT per partition (what the generic sample checks "
        "compare with the capture), refused or not; `committed_at_end` is what the broker held at the end",
        "committed_at_end": {GROUP: dict(sorted(final.items()))},
        "records_sent": records_facts(sent),
        "commits": {where: [e for e in entries if e["partition"] == where] for where in sorted(consumed_to)},
        "culprit": culprit_summary(entries, events),
        "generations": gens,
        "claims": claims,
        "claims_note": "initial_offset is the committed offset sarama's own OffsetFetch found when the claim "
        "started; -2 (sarama's OffsetOldest) when the broker answered -1 (nothing committed)",
        "offset_fetch_at_startup": startup,
        "committed_reads": [
            {"after": r["after"], "sent_ts": r["sent_ts"], "offsets": {tp(p): o for p, o in r["offsets"].items()}}
            for r in reads
        ],
        "regressions": regressions,
        "refused_commits": refused,
        "redundant_refused_at_shutdown": redundant_at_shutdown,
        "in_flight_together": together,
        "in_flight_together_per_partition": dict(sorted(Counter(p["partition"] for p in together).items())),
        "expected_state": {f"{GROUP}/{where}": row for where, row in states.items()},
        "expected_verdicts": {
            f"{GROUP}/invoices/0": ["advancing"],
            f"{GROUP}/invoices/1": ["regressed", "competing", "failing"],
            f"{GROUP}/invoices/2": ["regressed", "competing"],
            f"{GROUP}/invoices/3": ["regressed", "competing", "failing"],
        },
        "expected_verdicts_rule": "regressed: an accepted commit below the offset the partition held; competing: "
        "commits of two members in flight together; failing: the partition ends behind and its last commits, "
        "which would have caught it up, were refused (invoices/2's refused commits at shutdown only repeat "
        "the offset it already held: not failing)",
        "incident": {
            "summary": "sarama consumer group billing (billing-a, billing-b, billing-c) commits by hand after each "
            "batch and in Cleanup; billing-b keeps the offsets its Cleanup commit could not commit at a "
            "rebalance and re-commits them with every commit of its next session: invoices/2 is held back "
            "for one generation and caught up in the next, invoices/1 and invoices/3 end behind",
            "rebalances": [
                "billing-a and billing-b form the group",
                "billing-c joins",
                "billing-a leaves",
                "billing-b leaves at shutdown (billing-c's last commits are refused)",
            ],
            "commit_request": "OffsetCommit v2 through Broker.CommitOffset with the session's generation and "
            "member id (sarama 1.22.1 has no session.Commit; its offset manager never commits here: nothing "
            "is marked)",
            "mock_quirk": "librdkafka's mock completes a SyncGroup round when the leader's SyncGroup arrives and "
            "answers later followers INVALID_REQUEST: the program's assignor waits 300 ms so followers sync first",
        },
    }


# -- sarama-never-formed ----------------------------------------------------------------------


def never_formed_scenario(port: int, wire: Wire) -> Facts:
    with built_program() as (binary, versions):
        args = ["-mode", "never-formed", "-broker", f"127.0.0.1:{port}", "-attempts", str(NEVER_ATTEMPTS)]
        events = run_program([str(binary), *args], NEVER_PROGRAM_S)
    (created,) = of(events, "create-topic")
    if created["error"] is not None:
        raise RuntimeError(f"{NEVER_ADMIN} could not create {NEVER_TOPIC}: {created['error']}")
    attempts = [
        {
            "attempt": a["attempt"],
            "sent_ts": a["sent_ts"],
            "returned_ts": a["returned_ts"],
            "error_code": a["error_code"],
            "error": error_name(a["error_code"]),
            "sarama_error": a["error"],
        }
        for a in of(events, "join-attempt")
    ]
    if len(attempts) != NEVER_ATTEMPTS or {a["error_code"] for a in attempts} != {79}:
        raise RuntimeError(f"expected {NEVER_ATTEMPTS} joins refused MEMBER_ID_REQUIRED, got {attempts}")
    (described,) = of(events, "describe-groups")
    if described["error"] is not None or len(described["groups"]) != 1:
        raise RuntimeError(f"DescribeGroups for {NEVER_GROUP} failed: {described}")
    group = described["groups"][0]
    return {
        "clients": versions,
        "client_ids": [NEVER_ADMIN, NEVER_READER],
        "topics": {NEVER_TOPIC: {"partitions": 1}},
        "groups": [NEVER_GROUP],
        "produced": {},
        "consumed": {},
        "committed": {},
        "group_formed": False,
        "join_attempts": attempts,
        "join_attempts_summary": {
            "count": len(attempts),
            "error_code": 79,
            "error": "MEMBER_ID_REQUIRED",
            "join_group_version": 1,
        },
        "describe_groups": {
            "client_id": NEVER_ADMIN,
            "sent_ts": described["sent_ts"],
            "answer_ts": described["answer_ts"],
            "group": group["group"],
            "error_code": group["error_code"],
            "state": group["state"],
            "protocol_type": group["protocol_type"],
            "protocol": group["protocol"],
            "members": group["members"],
        },
        "incident": {
            "summary": f"stock sarama 1.22.1 ({NEVER_READER}) calls Consume for group {NEVER_GROUP} in a loop; "
            "tansu answers each JoinGroup v1 MEMBER_ID_REQUIRED (79) with a new member id, which sarama does not "
            "know: Consume returns the error, keeps no member id, and the next call joins with an empty member "
            f"id again; the group never forms. After {NEVER_ATTEMPTS} attempts (500 ms apart) {NEVER_ADMIN} "
            "describes the group (DescribeGroups v0 through ClusterAdmin.DescribeConsumerGroups)",
            "describe_note": "tansu lists one member per refused join (the member ids it handed out), with empty "
            "client id and host, in a state it calls "
            f"{group['state']!r}",
        },
    }


SAMPLES: list[KafkaSample] = [
    KafkaSample(
        "sarama-stale-commit",
        0,
        "incident with Go sarama 1.22.1's consumer group (librdkafka mock cluster): group billing reads invoices "
        "(4 partitions) with billing-a, billing-b and billing-c, each its own client, committing by hand "
        "(OffsetCommit v2 with the session's generation and member id) after each batch and in Cleanup; "
        "billing-c joins and billing-a leaves; billing-b keeps the offsets its refused Cleanup commit held and "
        "re-commits them with every later commit, also in flight together with the owner's: invoices/2 is held "
        "back for one generation, then caught up; invoices/1 and invoices/3 end behind; at shutdown billing-c's "
        "re-commits are refused REBALANCE_IN_PROGRESS; the mock chooses its port",
        stale_scenario,
        broker=lambda: tuned_mock_cluster(SETTINGS),
    ),
    KafkaSample(
        "sarama-never-formed",
        49392,
        "a group that never forms: stock Go sarama 1.22.1 (ledger-reader) calls Consume for group ledger-readers "
        f"{NEVER_ATTEMPTS} times; tansu answers every JoinGroup v1 MEMBER_ID_REQUIRED (79), which sarama does not "
        "know, so it joins again with an empty member id; then ledger-admin describes the group (DescribeGroups "
        "v0)",
        never_formed_scenario,
    ),
]
