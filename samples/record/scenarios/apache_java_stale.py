"""The stale-commit incident with Apache's Java consumer (kafka-clients 4.4.0, classic group protocol,
manual commits) against Apache Kafka 4.4.0 (one combined KRaft node): the program in
samples/record/java/stale/, compiled at recording time (samples/record/java_program.py).

Three members of group billing read invoices (4 partitions, range assignor) and commit the offsets
they consumed with commitSync(Map) after every poll that read something. java-b keeps those offsets in
a map its onPartitionsRevoked never clears (a real bug pattern), so after each rebalance it keeps
committing the offsets of partitions that moved to another member; the rightful owners commit only
their own. java-b also commits its map once more before it closes, after the owners' last commits.
Every commit is logged with its offsets, generation, member id, what the member owned, the answer
(or the exception commitSync raised), the program's own moments around the call, and the coordinator
connection the client wrote it to; every assignment the rebalance listener was told of too.

Measured (kafka-clients 4.4.0, broker 4.4.0): the broker accepts a commit of the current generation
for partitions the member does not own; commitSync(Map) sends it without a check of its own; commits
sent while a join rebalances the group, before the sender's own poll rejoins, carry the generation
still current and are accepted too. Once the member's poll has sent its JoinGroup, commitSync raises
RebalanceInProgressException itself until the join completes, and a member whose client left the
group (max.poll.interval.ms expired) gets CommitFailedException from its client: in neither case is
a request written, so no commit carries an ended generation and Kafka answers none ILLEGAL_GENERATION
(the probe, group billing-late).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Any

from samples.record.capture import Wire
from samples.record.java_program import client_versions, compiled
from samples.record.program_events import Event, of
from samples.record.sample_kinds import KafkaSample
from samples.record.scenarios.apache_java_clients import apache_node
from samples.record.sent import Facts, SentRecord, records_facts, topic_totals
from samples.record.stuck_commits import stuck_commits

PROGRAM_S = 180  # the whole run; each of the program's steps is bounded at 60 s
TOPIC, GROUP, PARTITIONS = "invoices", "billing", 4
PRODUCER, ADMIN, CULPRIT = "java-stale-producer", "java-stale-admin", "java-b"
MEMBERS = ("java-a", "java-b", "java-c")
LATE_TOPIC, LATE_GROUP = "late-invoices", "billing-late"
LATE_MEMBERS = ("java-late-x", "java-late-y", "java-late-z")
# The texts of the exceptions ConsumerCoordinator raises from its own checks, before any request is
# written: a commit while the member rejoins, and one from a member that left the group.
CLIENT_REFUSALS = (
    "Offset commit cannot be completed since the consumer is undergoing a rebalance",
    "Offset commit cannot be completed since the consumer is not part of an active group",
)
# The generations the plan makes after the first (java-b alone), in order: members and their partitions.
PLANNED = [
    {"java-a": ["invoices/0", "invoices/1"], "java-b": ["invoices/2", "invoices/3"]},
    {"java-a": ["invoices/0", "invoices/1"], "java-b": ["invoices/2"], "java-c": ["invoices/3"]},
    {"java-b": ["invoices/0", "invoices/1"], "java-c": ["invoices/2", "invoices/3"]},
]


def run(port: int) -> list[Event]:
    with compiled("stale", "StaleMain") as program:
        return program.run(f"127.0.0.1:{port}", timeout=PROGRAM_S)


def records_sent(events: list[Event]) -> list[SentRecord]:
    sent = []
    for batch in of(events, "produced"):
        for r in batch["records"]:
            record = SentRecord(PRODUCER, batch["topic"], "none", 2, r["key"].encode(), r["value"].encode(),
                                extra=(("round", batch["round"]),))  # fmt: skip
            record.acked(r["partition"], r["offset"])
            sent.append(record)
    return sent


def generations(events: list[Event]) -> list[dict[str, list[str]]]:
    """The assignments each generation handed out, as the members' rebalance listeners were told."""
    found: dict[int, dict[str, list[str]]] = defaultdict(dict)
    for e in of(events, "assigned"):
        if e["group"] == GROUP:
            found[e["generation"]][e["client_id"]] = e["assignment"]
    return [found[g] for g in sorted(found)]


def client_refused(commit: Event) -> bool:
    """The client raised the commit's exception itself: nothing was written."""
    return commit["error"] is not None and commit["error_message"].startswith(CLIENT_REFUSALS)


def commit_entries(events: list[Event], group: str) -> list[Facts]:
    """Every commit one group's members made, one entry per partition, in the order the program made them."""
    entries = []
    for c in of(events, "commit"):
        if c["group"] != group:
            continue
        for where, offset in c["offsets"].items():
            entries.append({
                "partition": where,
                "offset": offset,
                "owned": where in c["owned"],
                "client_refused": client_refused(c),
                **{k: c[k] for k in ("client_id", "member_id", "generation", "kind", "sent_ts", "answer_ts",
                                     "connection", "error", "error_message")},
            })  # fmt: skip
    return sorted(entries, key=lambda e: (e["sent_ts"], e["partition"]))


def check_sequential(events: list[Event]) -> None:
    """One thread drives every member and commitSync returns with the answer: each commit is
    answered before the next is sent, so the program's order is the broker's."""
    commits = sorted(of(events, "commit"), key=lambda c: c["sent_ts"])
    for first, second in zip(commits, commits[1:], strict=False):
        if first["answer_ts"] > second["sent_ts"]:
            raise RuntimeError(f"two commits overlap: {first} and {second}")


def replay(entries: list[Facts]) -> tuple[dict[str, int], list[Facts], list[Facts], list[Facts]]:
    """The accepted commits applied in order: the committed offset per partition at the end, the
    regressions, the refused commits (with what the partition held then), and the stale commits
    (accepted, below the highest offset committed before them, not advancing: `commits`' rule)."""
    committed: dict[str, int] = {}
    highest: dict[str, int] = {}
    regressions: list[Facts] = []
    refused: list[Facts] = []
    stale: list[Facts] = []
    for e in entries:
        where, offset = e["partition"], e["offset"]
        before = committed.get(where, -1)
        if e["client_refused"]:
            raise RuntimeError(f"the client refused a commit of {GROUP} itself: {e}")
        if e["error"] is not None:
            refused.append({**e, "committed_then": before, "redundant": offset <= before})
            continue
        if offset < highest.get(where, -1) and offset <= before:
            stale.append(e)
        if offset < before:
            regressions.append({"partition": where, "from": before, "to": offset,
                                **{k: e[k] for k in ("client_id", "generation", "owned", "sent_ts")}})  # fmt: skip
        committed[where] = offset
        highest[where] = max(highest.get(where, -1), offset)
    return committed, regressions, refused, stale


def consumed_by_owner(events: list[Event]) -> tuple[dict[str, int], dict[str, str]]:
    """Per partition: the offset after the last record consumed, and the member that consumed it."""
    to: dict[str, int] = {}
    by: dict[str, str] = {}
    for e in of(events, "consumed"):
        if e["group"] != GROUP:
            continue
        for record in e["records"]:
            where, offset = record.split("@")
            if int(offset) + 1 > to.get(where, 0):
                to[where], by[where] = int(offset) + 1, e["client_id"]
    return to, by


def expected_verdicts(
    entries: list[Facts], regressions: list[Facts], refused: list[Facts], group: str = GROUP
) -> dict[str, list[str]]:
    """regressed: an accepted commit lowered the offset; failing: a refused commit neither redundant
    nor made good by a later accepted one as high; stuck: stuck_commits.RULE; competing never
    applies (commits are sequential)."""
    verdicts = {}
    for where in sorted({e["partition"] for e in entries}):
        found = ["regressed"] if any(r["partition"] == where for r in regressions) else []
        accepted = [e for e in entries if e["partition"] == where and e["error"] is None]
        if any(r["partition"] == where and not r["redundant"]
               and not any(a["sent_ts"] > r["sent_ts"] and a["offset"] >= r["offset"] for a in accepted)
               for r in refused):  # fmt: skip
            found.append("failing")
        if stuck_commits((e for e in entries if e["partition"] == where), "sent_ts", lambda e: e["error"] is None):
            found.append("stuck")
        verdicts[f"{group}/{where}"] = found or ["advancing"]
    return verdicts


def culprit_facts(entries: list[Facts], stale: list[Facts], events: list[Event]) -> Facts:
    """Who sent the stale commits that took effect, how many, and since when, per partition; and
    the commits java-b sent for partitions it did not own (its own view), taking effect or not."""
    per_partition: dict[str, list[Facts]] = defaultdict(list)
    for e in stale:
        per_partition[e["partition"]].append(e)
    not_owned = [e for e in entries if e["client_id"] == CULPRIT and not e["owned"]]
    senders = sorted({e["client_id"] for e in stale})
    if senders != [CULPRIT]:
        raise RuntimeError(f"stale commits came from {senders}, not {CULPRIT} alone")
    return {
        "client_id": CULPRIT,
        "member_ids": sorted({e["member_id"] for e in stale}),
        "commit_connections": sorted({c["connection"] for c in of(events, "commit") if c["client_id"] == CULPRIT}),
        "why": "java-b keeps the offsets it consumed in a map its onPartitionsRevoked never clears and commits "
        "the whole map with commitSync(Map) after every poll that read something and once before it closes",
        "not_owned_commits": len(not_owned),
        "not_owned_commits_per_partition": dict(sorted(Counter(e["partition"] for e in not_owned).items())),
        "stale_applied": len(stale),
        "stale_applied_per_partition": {
            where: {
                "count": len(rows),
                "first": {k: rows[0][k] for k in ("sent_ts", "answer_ts", "generation", "offset", "kind")},
                "last": {k: rows[-1][k] for k in ("sent_ts", "answer_ts", "generation", "offset", "kind")},
                "connections": sorted({r["connection"] for r in rows}),
                "generations": sorted({r["generation"] for r in rows}),
                "member_ids": sorted({r["member_id"] for r in rows}),
                "offsets": sorted({r["offset"] for r in rows}),
                "owned": sorted({r["owned"] for r in rows}),
            }
            for where, rows in sorted(per_partition.items())
        },
    }


def listened(events: list[Event], kind: str) -> list[Facts]:
    """What the rebalance listeners were told, with the offsets map each member held then."""
    keys = ("client_id", "group", "member_id", "generation", "partitions", "cached", "t")
    return [{k: e[k] for k in keys} for e in of(events, kind)]


def rebalance_probe(events: list[Event]) -> Facts:
    """What became of billing-late's commits: java-late-x's while the rebalance waited for java-late-z
    (accepted while x had not yet rejoined, then refused by x's own client), and java-late-z's once
    its poll interval had expired and its client had left the group."""
    commits = [
        {**{k: c[k] for k in ("client_id", "member_id", "generation", "kind", "offsets", "owned", "sent_ts",
                              "answer_ts", "connection", "error", "error_message")},
         "client_refused": client_refused(c)}
        for c in of(events, "commit") if c["group"] == LATE_GROUP
    ]  # fmt: skip
    waits = [c for c in commits if c["kind"] == "while-rebalance-waits"]
    outcome = Counter(str(c["error"]) for c in waits)
    (late,) = [c for c in commits if c["kind"] == "after-poll-interval-expired"]
    if not (outcome["None"] and outcome["RebalanceInProgressException"]) or late["error"] != "CommitFailedException":
        raise RuntimeError(f"the probe did not measure both refusals: {dict(outcome)}, {late}")
    if [c for c in commits if c["error"] is not None and not c["client_refused"]]:
        raise RuntimeError(f"the broker refused a commit of {LATE_GROUP}: {commits}")
    return {
        "group": LATE_GROUP,
        "max_poll_interval_ms": 4000,
        "commits": commits,
        "while_rebalance_waits": dict(sorted(outcome.items())),
        "after_poll_interval_expired": {k: late[k] for k in ("client_id", "error", "error_message")},
        "left_group": [
            {k: e[k] for k in ("client_id", "member_id", "generation", "partitions", "t")}
            for e in of(events, "lost")
            if e["group"] == LATE_GROUP
        ],  # fmt: skip
    }


def last_sent(events: list[Event]) -> dict[str, dict[str, int]]:
    """The last offset each group's members wrote per partition (commits their client refused left out)."""
    out: dict[str, dict[str, int]] = defaultdict(dict)
    for c in sorted(of(events, "commit"), key=lambda c: c["sent_ts"]):
        if not client_refused(c):
            out[c["group"]].update(c["offsets"])
    return {g: dict(sorted(o.items())) for g, o in sorted(out.items())}


def partition_states(consumed_to: dict[str, int], owner: dict[str, str], committed: dict[str, int]) -> dict[str, Any]:
    states = {}
    for where in sorted(consumed_to):
        held, consumed = committed.get(where, -1), consumed_to[where]
        states[f"{GROUP}/{where}"] = {
            "state": "caught-up" if held >= consumed else "behind",
            "committed": held,
            "consumed": consumed,
            "consumed_by": owner[where],
            "lag": consumed - held,
        }
    return states


def stale_scenario(port: int, wire: Wire) -> Facts:
    events = run(port)
    seen = generations(events)
    if seen[1:] != PLANNED:
        raise RuntimeError(f"the group's generations {seen} do not follow the plan {PLANNED}")
    check_sequential(events)
    sent = records_sent(events)
    produced = Counter(r.where() for r in sent)
    consumed_to, owner = consumed_by_owner(events)
    if consumed_to != {k: n for k, n in produced.items() if k.startswith(f"{TOPIC}/")}:
        raise RuntimeError(f"the group consumed to {consumed_to}, the producer wrote {dict(produced)}")
    entries = commit_entries(events, GROUP)
    committed, regressions, refused, stale = replay(entries)
    (held,) = of(events, "group_offsets")
    if held["offsets"] != committed:
        raise RuntimeError(f"{ADMIN} read {held['offsets']}, the replayed commits give {committed}")
    states = partition_states(consumed_to, owner, committed)
    behind = sorted(k for k, s in states.items() if s["state"] == "behind")
    if behind != [f"{GROUP}/invoices/2", f"{GROUP}/invoices/3"]:
        raise RuntimeError(f"the partitions left behind are {behind}, not invoices/2 and invoices/3")
    deliveries = Counter(r.split("@")[0] for e in of(events, "consumed") for r in e["records"])
    probe = rebalance_probe(events)
    # the probe group's commits count too: what took effect, and what commits must conclude of them
    late_entries = [e for e in commit_entries(events, LATE_GROUP) if not e["client_refused"]]  # those sent
    late_committed, late_regressions, late_refused, _ = replay(late_entries)
    return {
        "clients": client_versions(),
        "client_ids": [ADMIN, PRODUCER, *MEMBERS, *LATE_MEMBERS],
        "topics": {TOPIC: {"partitions": PARTITIONS}, LATE_TOPIC: {"partitions": 2}},
        "groups": [GROUP, LATE_GROUP],
        "group_protocol": "classic, range assignor, enable.auto.commit false, commitSync(Map)",
        "produced": topic_totals(produced),
        "produced_per_partition": dict(sorted(produced.items())),
        "consumed": topic_totals(deliveries),
        "consumed_per_partition": dict(sorted(deliveries.items())),
        "consumed_position": dict(sorted(consumed_to.items())),
        "committed": last_sent(events),
        "committed_note": "`committed` is the last commit SENT per partition (what the generic sample checks "
        "compare with the capture; commits the client refused itself are not sent); `committed_at_end` is what "
        "java-stale-admin read of billing at the end "
        "(ListConsumerGroupOffsets), which the commits replayed in the order sent give too",
        "committed_at_end": {GROUP: held["offsets"], LATE_GROUP: late_committed},
        "records_sent": records_facts(sent),
        "generations": [{"members": g} for g in seen],
        "assignments": listened(events, "assigned"),
        "revocations": listened(events, "revoked"),
        "commits": {where: [e for e in entries if e["partition"] == where] for where in sorted(consumed_to)},
        "commit_errors": dict(Counter(str(e["error"]) for e in entries)),
        "regressions": regressions,
        "refused_commits": refused,
        "culprit": culprit_facts(entries, stale, events),
        "expected_state": states,
        "expected_verdicts": expected_verdicts(entries, regressions, refused)
        | expected_verdicts(late_entries, late_regressions, late_refused, LATE_GROUP),
        "applied_note": "one thread drives the three members and commitSync returns with the answer: each commit "
        "was answered before the next was sent, so commits are applied in the order sent (sent_ts)",
        "broker_behaviour": "Apache Kafka 4.4 accepted every commit it was sent: those of the current generation "
        "for partitions the member did not own (the classic protocol checks the member id and generation, not "
        "the assignment), and those sent while a join rebalanced the group before the sender itself rejoined "
        "(billing's kind during-rebalance, billing-late's first while-rebalance-waits: the generation still "
        "current); it answered no commit ILLEGAL_GENERATION or REBALANCE_IN_PROGRESS: kafka-clients 4.4.0 "
        "never wrote one with an ended generation, it refused such commits itself (rebalance_probe)",
        "rebalance_probe": probe,
    }


SAMPLES: list[KafkaSample] = [
    KafkaSample(
        "java-stale-commit",
        0,
        "incident with Apache kafka-clients 4.4.0 (Java, classic group protocol, range assignor, manual "
        "commitSync(Map)) against Apache Kafka 4.4.0 (one combined KRaft node): java-stale-admin creates "
        "invoices (4 partitions); group billing: java-a and java-b form it, java-c joins, java-a leaves; "
        "java-stale-producer writes two rounds of 8 records per generation; java-b never clears its offsets "
        "map in onPartitionsRevoked and keeps committing the offsets of partitions that moved away (accepted: "
        "the generation is current), last before it closes: invoices/2 and invoices/3 end behind; then a "
        "probe, group billing-late on late-invoices (2 partitions, max.poll.interval.ms 4 s): java-late-y "
        "joins while java-late-z stops polling, java-late-x commits every 400 ms while the rebalance waits "
        "(accepted until x rejoins, then refused by its own client, RebalanceInProgressException, nothing "
        "sent), and z commits once its client left the group (CommitFailedException, nothing sent); the "
        "listeners' assignments and every commit (generation, member id, answer or exception, coordinator "
        "connection) are the facts",
        stale_scenario,
        broker=apache_node,
    ),
]
