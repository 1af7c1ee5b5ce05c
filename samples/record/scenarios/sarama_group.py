"""Samples recorded with Go sarama consumer groups (github.com/IBM/sarama, a Go module).

The clients are one Go program, samples/record/go/saramagroup, built at record time with the
machine's go in module mode: its go.mod pins sarama, its go.sum every dependency, and -mod=readonly
keeps a build from changing either (modules come from the Go module proxy into the ordinary module
cache, once). It prints one JSON line per action (what it sent, what it got back, when); the facts
below are made from those lines only.

sarama-stale-commit runs against librdkafka's mock cluster, which answers a commit sent while the
group gathers its members REBALANCE_IN_PROGRESS: billing-b's Cleanup commits are refused there.
sarama-stale-commit-kafka is the same incident on Apache Kafka, which accepts a commit of the
current generation while the group gathers its members and refuses one of a generation that has
ended ILLEGAL_GENERATION: there billing-b's Cleanup commit goes out through a committer that lags
(-lagging-cleanup), and is refused because it arrives after the next generation formed.
sarama-never-formed runs against Apache Kafka with a session timeout below the broker's minimum.
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import shutil
import subprocess
import tempfile
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path

from samples.record.apache_kafka import combined_node
from samples.record.brokers import Endpoint
from samples.record.capture import Wire
from samples.record.mock_api import MOCK_KNOWN_MALFORMED, MockSettings, tuned_mock_cluster
from samples.record.program_events import of, one, run_program
from samples.record.sample_kinds import KafkaSample
from samples.record.sent import Facts, SentRecord, partition_key, records_facts
from samples.record.stuck_commits import RULE as STUCK_RULE
from samples.record.stuck_commits import stuck_commits
from samples.record.waits import wait_until

PROGRAM = Path(__file__).resolve().parents[1] / "go" / "saramagroup"
SARAMA_MODULE = "github.com/IBM/sarama"
INSTALL = f"Go >= 1.26 on PATH (/usr/local/go/bin) and the Go module proxy: (cd {PROGRAM} && go mod download)"
BUILD_S = 300
STALE_PROGRAM_S = 150  # the program bounds each of its own waits (30 s); this bounds the whole run
NEVER_PROGRAM_S = 60
TOPIC_READY_S = 30
# A Go program reads an answer a few tenths of a millisecond after the capture sees it: closer than
# this, the clients cannot say which came first on the wire.
TOO_CLOSE_S = 0.002

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
ERROR_NAMES = {
    27: "REBALANCE_IN_PROGRESS",
    79: "MEMBER_ID_REQUIRED",
    22: "ILLEGAL_GENERATION",
    25: "UNKNOWN_MEMBER_ID",
    26: "INVALID_SESSION_TIMEOUT",
}

NEVER_TOPIC, NEVER_GROUP, NEVER_READER, NEVER_ADMIN = "ledger", "ledger-readers", "ledger-reader", "ledger-admin"
NEVER_ATTEMPTS = 8
NEVER_SESSION_TIMEOUT = "3s"  # Apache Kafka's group.min.session.timeout.ms is 6 s
NEVER_ERROR = 26


# -- the Go program ---------------------------------------------------------------------------


def go_environment() -> dict[str, str]:
    """Module mode with go.mod and go.sum as committed; the module and build caches are the
    machine's ordinary ones, which persist across runs."""
    return {
        **os.environ,
        "GO111MODULE": "on",
        "GOFLAGS": "-mod=readonly -buildvcs=false",
        "GOTOOLCHAIN": "local",  # the machine's go, never one downloaded for go.mod's go line
    }


def sarama_in_go_mod() -> str:
    """The sarama version go.mod requires."""
    match = re.search(rf"^\s*(?:require\s+)?{re.escape(SARAMA_MODULE)}\s+(v\S+)", (PROGRAM / "go.mod").read_text(),
                      re.MULTILINE)  # fmt: skip
    if match is None:
        raise RuntimeError(f"{PROGRAM / 'go.mod'} does not require {SARAMA_MODULE}")
    return match.group(1)


def tool_versions(go: str) -> dict[str, str]:
    version = subprocess.run([go, "version"], capture_output=True, text=True, timeout=30).stdout.strip()
    return {"sarama": f"{SARAMA_MODULE} {sarama_in_go_mod()} (go.mod)", "go": version}


@contextlib.contextmanager
def built_program() -> Iterator[tuple[Path, dict[str, str]]]:
    """The Go program built into a temporary directory (module mode, go.mod and go.sum read-only),
    and the tool versions."""
    go = shutil.which("go")
    if go is None:
        raise RuntimeError(f"the sarama samples need Go: {INSTALL}")
    with tempfile.TemporaryDirectory(prefix="saramagroup-") as tmp:
        work = Path(tmp)
        binary = work / "saramagroup"
        built = subprocess.run(
            [go, "build", "-o", str(binary), "."],
            cwd=PROGRAM,
            env=go_environment(),
            capture_output=True,
            text=True,
            timeout=BUILD_S,
        )
        if built.returncode != 0:
            raise RuntimeError(f"go build {PROGRAM} failed ({INSTALL}?): {built.stderr[-2000:]}")
        yield binary, tool_versions(go)


def check_sarama(events: list[Facts], versions: dict[str, str]) -> None:
    """The program reports the sarama its binary was built with: it must be go.mod's."""
    reported = one(events, "start")["sarama"]
    if reported != sarama_in_go_mod():
        raise RuntimeError(f"the program ran sarama {reported}, go.mod requires {versions['sarama']}")


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


def writes_of(events: list[Facts]) -> dict[tuple[str, float], Facts]:
    """Each commit's request as its client's connection wrote it (commit-written) and when that
    connection read its answer (commit-answer-read), by the commit's client and sent_ts: a client's
    commits go out one at a time, so its k-th write and k-th answer are its k-th commit's."""
    found: dict[tuple[str, float], Facts] = {}
    for client in {c["client_id"] for c in of(events, "commit")}:
        commits = sorted((c for c in of(events, "commit") if c["client_id"] == client), key=lambda c: c["sent_ts"])
        writes = sorted((w for w in of(events, "commit-written") if w["client_id"] == client), key=lambda w: w["ts"])
        reads = sorted((r for r in of(events, "commit-answer-read") if r["client_id"] == client), key=lambda r: r["ts"])
        if not len(writes) == len(reads) == len(commits):
            raise RuntimeError(f"{client}: {len(commits)} commits, {len(writes)} written, {len(reads)} answers read")
        for c, w, r in zip(commits, writes, reads, strict=True):
            if not c["sent_ts"] <= w["ts"] <= r["ts"] <= c["answer_ts"] or w["local"] != r["local"]:
                raise RuntimeError(f"{client}: a commit written {w} and answered {r} outside its call {c}")
            found[client, c["sent_ts"]] = {**w, "answer_read_ts": r["ts"]}
    return found


def commit_entries(events: list[Facts]) -> list[Facts]:
    """Every commit the members sent, one entry per partition, in the order they were sent:
    sent_ts when the program called, written_ts when the request reached the connection."""
    entries = []
    writes = writes_of(events)
    for c in of(events, "commit"):
        if "transport_error" in c:
            raise RuntimeError(f"{c['client_id']}: a commit got no answer: {c['transport_error']}")
        written = writes[c["client_id"], c["sent_ts"]]
        stale = set(c["stale"] or [])
        for p, offset in c["offsets"].items():
            code = c["errors"][p]
            entry: Facts = {
                "partition": tp(p),
                "client_id": c["client_id"],
                "member_id": c["member_id"],
                "generation": c["generation"],
                "offset": offset,
                "kind": c["kind"],
                "stale": int(p) in stale,
                "sent_ts": c["sent_ts"],
                "written_ts": written["ts"],
                "answer_read_ts": written["answer_read_ts"],
                "connection": f"{written['local']}->{written['remote']}",
                "answer_ts": c["answer_ts"],
                "error": error_name(code),
                "error_code": code,
                **{k: c[k] for k in ("held_ts", "released_by") if k in c},
            }
            entries.append(entry)
    return sorted(entries, key=lambda e: (e["sent_ts"], e["client_id"], e["partition"]))


def replay(
    entries: list[Facts], reads: list[Facts], applied: str
) -> tuple[list[Facts], list[Facts], dict[str, int], list[Facts]]:
    """Apply the accepted commits in the order the broker applied them (`applied`, written_ts: a
    broker reads a commit when it reaches a connection with no request pending, as each member's
    commit connection is): the regressions, the
    refused commits with what the partition held when they were answered, the last accepted offset
    per partition, and the stale commits (accepted, below the highest offset committed before them,
    not advancing). Every committed-offset read must agree."""
    committed: dict[str, int] = {}
    highest: dict[str, int] = {}
    regressions: list[Facts] = []
    refused: list[Facts] = []
    stale: list[Facts] = []
    timeline = sorted(
        [(e[applied], 0, e) for e in entries] + [(r["sent_ts"], 1, r) for r in reads],
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
        if item["offset"] < highest.get(where, -1) and item["offset"] <= before:
            stale.append(item)
        highest[where] = max(highest.get(where, -1), item["offset"])
        if item["offset"] < before:
            regressions.append(
                {
                    "partition": where,
                    "from": before,
                    "to": item["offset"],
                    **{
                        k: item[k]
                        for k in ("client_id", "member_id", "generation", "stale", "sent_ts", "written_ts", "answer_ts")
                    },
                }
            )
        committed[where] = item["offset"]
    return regressions, refused, committed, stale


def in_flight_together(entries: list[Facts]) -> list[Facts]:
    """Pairs of commits of one partition from two members, the second written before the first's
    answer arrived (both as the clients' connections saw them); a pair too close to call from the
    clients' clocks fails the recording."""
    pairs = []
    by_partition: dict[str, list[Facts]] = defaultdict(list)
    for e in sorted(entries, key=lambda e: e["written_ts"]):
        by_partition[e["partition"]].append(e)
    for where, commits in sorted(by_partition.items()):
        for i, first in enumerate(commits):
            for second in commits[i + 1 :]:
                if second["client_id"] == first["client_id"] or second["sent_ts"] >= first["answer_ts"]:
                    continue  # one client's commits, or the second sent once the program had the first's answer
                if abs(second["written_ts"] - first["answer_read_ts"]) < TOO_CLOSE_S:
                    raise RuntimeError(f"the clients' clocks cannot tell whether {first} and {second} overlapped")
                if first["written_ts"] <= second["written_ts"] < first["answer_read_ts"]:
                    pairs.append(
                        {
                            "partition": where,
                            "first": {k: first[k] for k in ("client_id", "offset", "written_ts", "answer_read_ts")},
                            "second": {k: second[k] for k in ("client_id", "offset", "written_ts", "answer_read_ts")},
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
    consumed_to: dict[str, int],
    committed: dict[str, int],
    regressions: list[Facts],
    entries: list[Facts],
    applied: str,
) -> dict[str, Facts]:
    """The expected state of each partition at the end, and what happened to it on the way."""
    states = {}
    for where in sorted(consumed_to):
        mine = [r for r in regressions if r["partition"] == where]
        accepted = [e for e in entries if e["partition"] == where and e["error_code"] is None]
        last = max(accepted, key=lambda e: e[applied])
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
            recovered = next(e for e in sorted(accepted, key=lambda e: e[applied])
                             if e[applied] > mine[-1][applied] and e["offset"] > mine[-1]["to"])  # fmt: skip
            row["recovered"] = {k: recovered[k] for k in ("client_id", "generation", "offset", "answer_ts")}
        states[where] = row
    return states


WHY = {
    False: "billing-b runs a build that keeps the offsets its Cleanup commit could not commit (refused "
    "REBALANCE_IN_PROGRESS at a rebalance) and adds them to every commit of its next session, for "
    "partitions it no longer owns",
    True: "billing-b runs a build whose Cleanup commit goes out through a background committer that lags: it "
    "reaches the broker after the group formed the next generation, with the generation that ended, and is "
    "refused ILLEGAL_GENERATION; the build keeps those offsets and adds them to every commit of its next "
    "session (its Cleanup commit included), for partitions it no longer owns",
}


def stale_effects(stale: list[Facts], events: list[Facts]) -> Facts:
    """The culprit's commits that took effect below the highest offset committed before them (the
    broker's order), per partition: what `commits` calls stale; and the connection billing-b's
    client wrote its commits to, as the client reported it."""
    per_partition: dict[str, list[Facts]] = defaultdict(list)
    for e in stale:
        per_partition[e["partition"]].append(e)
    connections = sorted({f"{w['local']}->{w['remote']}" for w in of(events, "commit-written")
                          if w["client_id"] == CULPRIT})  # fmt: skip
    return {
        "commit_connections": connections,
        "stale_applied": len(stale),
        "stale_applied_per_partition": {
            where: {
                "count": len(rows),
                "first_written_ts": rows[0]["written_ts"],
                "last_written_ts": rows[-1]["written_ts"],
                "connections": sorted({r["connection"] for r in rows}),
                "generations": sorted({r["generation"] for r in rows}),
                "member_ids": sorted({r["member_id"] for r in rows}),
                "client_ids": sorted({r["client_id"] for r in rows}),
                "offsets": sorted({r["offset"] for r in rows}),
            }
            for where, rows in sorted(per_partition.items())
        },
    }


def culprit_summary(entries: list[Facts], events: list[Facts], stale_applied: list[Facts], kafka: bool) -> Facts:
    stale = [e for e in entries if e["stale"]]
    per_partition = Counter(e["partition"] for e in stale)
    return {
        "client_id": CULPRIT,
        "member_ids": sorted({e["member_id"] for e in stale}),
        "why": WHY[kafka],
        **stale_effects(stale_applied, events),
        "carried": [
            {"refused_in_generation": c["generation"], "offsets": {tp(p): o for p, o in c["offsets"].items()}}
            for c in of(events, "carry")
        ],
        "stale_commits": len(stale),
        "stale_commits_per_partition": dict(sorted(per_partition.items())),
        "generations": sorted({e["generation"] for e in stale}),
        "first_ts": min(e["written_ts"] for e in stale),
        "last_ts": max(e["written_ts"] for e in stale),
    }


TOPIC_CREATED_BY = {
    False: "the mock cluster's C API (rd_kafka_mock_topic_create) before the capture",
    True: "the recorder's confluent-kafka admin client (CreateTopics) before the capture",
}
APPLIED_NOTE = (
    "commits are replayed in the order their requests reached the connection (written_ts, reported by the "
    "client's own connection); each member commits on a connection of its own, so a commit is written when "
    "the program sends it (sent_ts); every monitor read agrees"
)


def mock_problems(refused: list[Facts], redundant_at_shutdown: list[Facts]) -> list[str]:
    """On the mock, billing-c's last commits are refused REBALANCE_IN_PROGRESS after invoices/2 reached
    its end. (Commits of two members in flight together, which sarama 1.22.1 gave by queueing a commit
    behind the Fetch on the connection both shared, do not happen: each member commits on a connection
    of its own, and billing-b's commit of a round leaves 100 ms after the others'.)"""
    problems = []
    if not any(r["partition"] == "invoices/2" and r["error"] == "REBALANCE_IN_PROGRESS" for r in redundant_at_shutdown):
        problems.append(f"no redundant commit of invoices/2 was refused at shutdown: {refused}")
    return problems


def kafka_problems(entries: list[Facts], refused: list[Facts]) -> list[str]:
    """On Apache Kafka only billing-b's held Cleanup commits are refused, ILLEGAL_GENERATION, and
    every Cleanup commit sent while the group gathered its members is accepted."""
    problems = []
    held = [e for e in entries if e.get("released_by") == "next-plan"]
    if not held or {e["error"] for e in held} != {"ILLEGAL_GENERATION"}:
        problems.append(f"billing-b's held Cleanup commits were answered {sorted({str(e['error']) for e in held})}")
    if any(e.get("released_by") != "next-plan" for e in refused):
        problems.append(f"commits other than the held ones were refused: {refused}")
    return problems


def expected_verdicts(
    states: dict[str, Facts], together: list[Facts], refused: list[Facts], entries: list[Facts], applied: str
) -> dict[str, list[str]]:
    """The verdicts the facts call for, per partition (expected_verdicts_rule)."""
    verdicts = {}
    for where, row in states.items():
        found = []
        if row["regressed_at"]:
            found.append("regressed")
        if any(p["partition"] == where for p in together):
            found.append("competing")
        accepted = [e for e in entries if e["partition"] == where and e["error_code"] is None]
        unmade = [
            r for r in refused
            if r["partition"] == where and not r["redundant"]
            and not any(a[applied] > r[applied] and a["offset"] >= r["offset"] for a in accepted)
        ]  # fmt: skip
        if unmade:
            found.append("failing")
        if stuck_commits((e for e in entries if e["partition"] == where), applied, lambda e: e["error_code"] is None):
            found.append("stuck")
        verdicts[f"{GROUP}/{where}"] = found or ["advancing"]
    return verdicts


COMMIT_REQUEST = (
    "OffsetCommit v2 through Broker.CommitOffset on the member's own commit connection to the coordinator (sarama "
    "holds its shared connection for a request until the answer: a commit there waits behind the consumer's "
    "long-poll Fetch), with the session's generation and member id: the program "
    "logs every commit with its answer, which sarama's session.Commit does not return (it reports refused "
    "partitions later, on the group's Errors channel), and billing-b commits partitions its session does not "
    "own; AutoCommit is off, so sarama's offset manager sends nothing of its own"
)
INCIDENT = {
    False: {
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
        "commit_request": COMMIT_REQUEST,
        "mock_quirk": "librdkafka's mock completes a SyncGroup round when the leader's SyncGroup arrives and "
        "answers later followers INVALID_REQUEST: the program's assignor waits 300 ms so followers sync first",
    },
    True: {
        "summary": "sarama consumer group billing (billing-a, billing-b, billing-c) on Apache Kafka commits by "
        "hand after each batch and in Cleanup; billing-b's Cleanup commit goes out through a lagging committer "
        "and reaches the broker after the group formed its next generation: refused ILLEGAL_GENERATION, its "
        "offsets are kept and re-committed with every commit of billing-b's next session: invoices/2 is held "
        "back for one generation and caught up in the next, invoices/1 and invoices/3 end behind",
        "rebalances": [
            "billing-a and billing-b form the group",
            "billing-c joins",
            "billing-a leaves",
            "billing-c leaves at shutdown (its Cleanup commit catches invoices/1-3 up), then billing-b, whose "
            "last Cleanup commit, sent as it closes, takes invoices/1 and invoices/3 back",
        ],
        "commit_request": COMMIT_REQUEST,
        "broker_behaviour": "Apache Kafka accepted every Cleanup commit sent while the group gathered its members "
        "(state PreparingRebalance, the generation still current) and refused the held ones, which carried the "
        "generation that had ended, ILLEGAL_GENERATION; it answered no commit REBALANCE_IN_PROGRESS",
        "held_commits": "the program holds billing-b's Cleanup commit until the group's leader plans the next "
        "generation (every member has rejoined by then), or until billing-b closes",
    },
}


def stale_scenario(port: int, wire: Wire, *, kafka: bool = False) -> Facts:
    """kafka: Apache Kafka, billing-b's Cleanup commit through its lagging committer, billing-c
    leaving first; otherwise librdkafka's mock, billing-b leaving first."""
    args = ["-mode", "stale-commit", "-broker", f"127.0.0.1:{port}", *(["-lagging-cleanup"] if kafka else [])]
    with built_program() as (binary, versions):
        events = run_program([str(binary), *args], STALE_PROGRAM_S)
    check_sarama(events, versions)
    applied = "written_ts"
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
    regressions, refused, committed_now, stale_applied = replay(entries, reads, applied)
    final = {tp(p): o for p, o in reads[-1]["offsets"].items()}
    gens = generations(events)
    check_generations(gens)
    states = partition_states(consumed_to, final, regressions, entries, applied)
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
    problems += kafka_problems(entries, refused) if kafka else mock_problems(refused, redundant_at_shutdown)
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
        "topic_created_by": TOPIC_CREATED_BY[kafka],
        # sarama 1.61.1 asks ApiVersions v3 first; the mock refuses it in its broken hybrid layout
        "known_malformed": [] if kafka else [m for m in MOCK_KNOWN_MALFORMED if m["api_key"] == 18],
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
        "culprit": culprit_summary(entries, events, stale_applied, kafka),
        "applied_in_order_of": applied,
        "applied_note": APPLIED_NOTE,
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
        "expected_verdicts": expected_verdicts(states, together, refused, entries, applied),
        "expected_verdicts_rule": "regressed: an accepted commit below the offset the partition held; competing: "
        "commits of two members in flight together; failing: a refused commit that neither repeated an offset "
        "the partition held already (redundant) nor was made good by a later accepted commit of an offset as high; "
        + STUCK_RULE,
        "incident": INCIDENT[kafka],
    }


def partitions_led(bootstrap: str) -> int:
    """How many of the topic's partitions have a leader, by a Metadata answer."""
    from confluent_kafka.admin import AdminClient

    admin = AdminClient({"bootstrap.servers": bootstrap, "client.id": "kafkasniff-recorder-probe", "log_level": 0})
    topic = admin.list_topics(TOPIC, timeout=5).topics.get(TOPIC)
    if topic is None or topic.error is not None:
        return 0
    return sum(1 for p in topic.partitions.values() if p.leader >= 0 and p.error is None)


@contextlib.contextmanager
def kafka_with_invoices() -> Iterator[Endpoint]:
    """Apache Kafka (one combined KRaft node) with the topic made before the capture: Kafka's own
    automatic creation would give it one partition."""
    from confluent_kafka.admin import AdminClient, NewTopic

    with tempfile.TemporaryDirectory(prefix="sarama-kafka-") as home, combined_node(Path(home)) as running:
        bootstrap = f"127.0.0.1:{running.port}"
        admin = AdminClient({"bootstrap.servers": bootstrap, "client.id": "kafkasniff-recorder", "log_level": 0})
        for future in admin.create_topics([NewTopic(TOPIC, PARTITIONS, 1)]).values():
            future.result(TOPIC_READY_S)
        wait_until(lambda: partitions_led(bootstrap) == PARTITIONS or None, seconds=TOPIC_READY_S,
                   step=f"{TOPIC} has a leader for each of its {PARTITIONS} partitions",
                   state=lambda: f"{partitions_led(bootstrap)} led")  # fmt: skip
        yield running


@contextlib.contextmanager
def kafka_node() -> Iterator[Endpoint]:
    with tempfile.TemporaryDirectory(prefix="sarama-kafka-") as home, combined_node(Path(home)) as running:
        yield running


# -- sarama-never-formed ----------------------------------------------------------------------


def never_formed_scenario(port: int, wire: Wire) -> Facts:
    args = ["-mode", "never-formed", "-broker", f"127.0.0.1:{port}", "-attempts", str(NEVER_ATTEMPTS),
            "-session-timeout", NEVER_SESSION_TIMEOUT]  # fmt: skip
    with built_program() as (binary, versions):
        events = run_program([str(binary), *args], NEVER_PROGRAM_S)
    check_sarama(events, versions)
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
    if len(attempts) != NEVER_ATTEMPTS or {a["error_code"] for a in attempts} != {NEVER_ERROR}:
        raise RuntimeError(f"expected {NEVER_ATTEMPTS} joins refused {error_name(NEVER_ERROR)}, got {attempts}")
    (described,) = of(events, "describe-groups")
    if described["error"] is not None or len(described["groups"]) != 1:
        raise RuntimeError(f"DescribeGroups for {NEVER_GROUP} failed: {described}")
    group = described["groups"][0]
    config = one(events, "reader-config")
    return {
        "clients": versions,
        "client_ids": [NEVER_ADMIN, NEVER_READER],
        "topics": {NEVER_TOPIC: {"partitions": 1}},
        "groups": [NEVER_GROUP],
        "produced": {},
        "consumed": {},
        "committed": {},
        "group_formed": False,
        "reader_config": {k: v for k, v in config.items() if k not in ("event", "ts")},
        "join_attempts": attempts,
        "join_attempts_summary": {
            "count": len(attempts),
            "error_code": NEVER_ERROR,
            "error": error_name(NEVER_ERROR),
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
            "summary": f"sarama ({NEVER_READER}) calls Consume for group {NEVER_GROUP} in a loop with a session "
            f"timeout of {NEVER_SESSION_TIMEOUT}, below Apache Kafka's group.min.session.timeout.ms (6 s); Kafka "
            "answers every JoinGroup INVALID_SESSION_TIMEOUT and hands out no member id; sarama returns the error "
            f"from Consume and the next call joins again; the group never forms. After {NEVER_ATTEMPTS} attempts "
            f"(500 ms apart) {NEVER_ADMIN} describes the group (DescribeGroups through "
            "ClusterAdmin.DescribeConsumerGroups)",
            "describe_note": f"Kafka describes the group as {group['state']!r} with no members: no join created it",
            "history": "recorded until 2026-11 against tansu with sarama 1.22.1, which did not know tansu's "
            "MEMBER_ID_REQUIRED answer and joined again with no member id; sarama 1.61.1 rejoins with the member "
            "id tansu hands out and its group forms there, so this sample now records a group Kafka itself "
            "refuses",
        },
    }


SAMPLES: list[KafkaSample] = [
    KafkaSample(
        "sarama-stale-commit",
        0,
        "incident with Go sarama 1.61.1's consumer group (librdkafka mock cluster): group billing reads invoices "
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
        "sarama-stale-commit-kafka",
        0,
        "the same incident on Apache Kafka 4.4.0 (one combined KRaft node), Go sarama 1.61.1: group billing reads "
        "invoices (4 partitions, created before the capture) with billing-a, billing-b and billing-c committing by "
        "hand after each batch and in Cleanup; Kafka accepts the Cleanup commits sent while the group gathers its "
        "members, but billing-b's goes out through a lagging committer, arrives after the next generation formed "
        "and is refused ILLEGAL_GENERATION; billing-b keeps those offsets and re-commits them with every later "
        "commit: invoices/2 is held back for one generation, then caught up; at shutdown billing-c leaves first "
        "and billing-b's last commit takes invoices/1 and invoices/3 back: they end behind; the port is chosen at "
        "run time",
        functools.partial(stale_scenario, kafka=True),
        broker=kafka_with_invoices,
    ),
    KafkaSample(
        "sarama-never-formed",
        0,
        "a group that never forms on Apache Kafka 4.4.0: Go sarama 1.61.1 (ledger-reader, session timeout "
        f"{NEVER_SESSION_TIMEOUT}, below the broker's 6 s minimum) calls Consume for group ledger-readers "
        f"{NEVER_ATTEMPTS} times; Kafka answers every JoinGroup INVALID_SESSION_TIMEOUT and hands out no member id; "
        "then ledger-admin describes the group",
        never_formed_scenario,
        broker=kafka_node,
    ),
]
