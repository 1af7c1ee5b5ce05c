"""The sarama samples decode to what the Go sarama programs reported: every commit each member
sent (member id, generation, offsets, the connection it was written to) and the broker's answer
to it, the commits in flight together, the committed offsets the lag monitor read, the
generations the members joined, the first OffsetFetch of a new group; on Apache Kafka, the
commits it refused and what `kafkasniff commits` says of the incident; and a group that never
forms: its refused joins and what DescribeGroups said of it."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import pytest

from kafkasniff.analyses.kafka_fields import conn_text
from kafkasniff.model import DecodedExchange
from tests.support.record_facts import exchanges_of, sample
from tests.support.stale_incident import checked_stuck, named_culprits, per_partition, requested, stale_sent

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
MOCK, KAFKA, NEVER = "sarama-stale-commit", "sarama-stale-commit-kafka", "sarama-never-formed"
STALE = (MOCK, KAFKA)
MEMBERS = ("billing-a", "billing-b", "billing-c")
CLOCKS_AGREE_S = 0.01  # a client's time of writing a request against the capture's time of it


def sent_commits(facts: dict[str, Any], client_id: str) -> list[dict[str, Any]]:
    """One client's commits as its program reported them, one per request, in the order written."""
    requests: dict[float, dict[str, Any]] = defaultdict(lambda: {"offsets": {}, "errors": {}})
    for entries in facts["commits"].values():
        for e in entries:
            if e["client_id"] == client_id:
                request = requests[e["written_ts"]]
                request.update(member_id=e["member_id"], generation=e["generation"], conn=e["connection"])
                request["offsets"][e["partition"]] = e["offset"]
                request["errors"][e["partition"]] = e["error_code"] or 0
    return [requests[ts] for ts in sorted(requests)]


def wire_commits(name: str, client_id: str) -> list[dict[str, Any]]:
    return [
        {
            "member_id": e.fields["request"]["member_id"],
            "generation": e.fields["request"]["generation_id_or_member_epoch"],
            "conn": conn_text(e),
            "offsets": per_partition(e.fields["request"], "committed_offset"),
            "errors": per_partition(e.fields["response"], "error_code"),
        }
        for e in exchanges_of(name, "OffsetCommit", client_id)
        if e.fields["request"]["topics"]  # a member with nothing consumed yet commits no partition
    ]


@pytest.mark.parametrize("name", STALE)
@pytest.mark.parametrize("client_id", MEMBERS)
def test_every_commit_a_member_sent_is_on_the_wire_with_its_member_id_generation_connection_and_answer(
    name: str, client_id: str
):
    facts, _ = sample(name)
    assert wire_commits(name, client_id) == sent_commits(facts, client_id)
    assert {e.fields["request"]["group_id"] for e in exchanges_of(name, "OffsetCommit", client_id)} == {"billing"}


@pytest.mark.parametrize("name", STALE)
def test_each_commit_reached_the_wire_when_its_client_says_it_wrote_it(name: str):
    facts, _ = sample(name)
    written = sorted({(e["client_id"], e["written_ts"]) for entries in facts["commits"].values() for e in entries})
    on_wire = sorted(
        (e.fields["client_id"], requested(e))
        for e in exchanges_of(name, "OffsetCommit")
        if e.fields["request"]["topics"]
    )
    assert [c for c, _ in on_wire] == [c for c, _ in written]
    assert max(abs(w - t) for (_, w), (_, t) in zip(written, on_wire, strict=True)) < CLOCKS_AGREE_S


@pytest.mark.parametrize("name", STALE)
def test_only_the_members_commit_and_the_culprit_is_the_one_whose_commits_are_stale(name: str):
    facts, _ = sample(name)
    assert {e.fields["client_id"] for e in exchanges_of(name, "OffsetCommit")} == set(MEMBERS)
    stale = [e for entries in facts["commits"].values() for e in entries if e["stale"]]
    assert {e["client_id"] for e in stale} == {facts["culprit"]["client_id"]} == {"billing-b"}
    assert len(stale) == facts["culprit"]["stale_commits"] and len(facts["culprit"]["generations"]) >= 2


@pytest.mark.parametrize("name", STALE)
def test_the_groups_first_offset_fetch_answers_nothing_committed(name: str):
    facts, _ = sample(name)
    first = exchanges_of(name, "OffsetFetch")[0]
    startup = facts["offset_fetch_at_startup"][0]
    assert first.fields["client_id"] == startup["client_id"] == "billing-a"
    assert per_partition(first.fields["response"], "committed_offset") == startup["offsets"]
    assert set(startup["offsets"].values()) == {-1}


@pytest.mark.parametrize("name", STALE)
def test_the_monitor_reads_on_the_wire_what_the_program_read_and_two_partitions_end_behind(name: str):
    facts, _ = sample(name)
    reads = [per_partition(e.fields["response"], "committed_offset") for e in exchanges_of(name, "OffsetFetch")]
    monitor = exchanges_of(name, "OffsetFetch", "billing-monitor")
    assert [per_partition(e.fields["response"], "committed_offset") for e in monitor] == [
        r["offsets"] for r in facts["committed_reads"]
    ]
    assert reads[-1] == facts["committed_at_end"]["billing"]
    states = {k.removeprefix("billing/"): v["state"] for k, v in facts["expected_state"].items()}
    assert {k for k, v in states.items() if v == "behind"} == {"invoices/1", "invoices/3"}
    for where, state in states.items():
        committed, consumed = reads[-1][where], facts["consumed_position"][where]
        assert (committed < consumed) == (state == "behind")


def wire_overlaps(name: str) -> set[tuple[str, str, int, str, int]]:
    """Commits of one partition from two clients, the second's request on the wire before the
    first's answer: (partition, first client, its offset, second client, its offset)."""
    by_partition: dict[str, list[tuple[DecodedExchange, int]]] = defaultdict(list)
    for e in exchanges_of(name, "OffsetCommit"):
        for where, offset in per_partition(e.fields["request"], "committed_offset").items():
            by_partition[where].append((e, offset))
    found = set()
    for where, commits in by_partition.items():
        for i, (first, first_offset) in enumerate(commits):
            for second, second_offset in commits[i + 1 :]:
                answered = first.exchange.response.ts / 1e9 if first.exchange.response else None
                if (
                    first.fields["client_id"] != second.fields["client_id"]
                    and answered is not None
                    and requested(second) < answered
                ):
                    found.add(
                        (where, first.fields["client_id"], first_offset, second.fields["client_id"], second_offset)
                    )
    return found


@pytest.mark.parametrize("name", STALE)
def test_the_commits_in_flight_together_on_the_wire_are_the_ones_the_clients_reported(name: str):
    """sarama 1.61.1 writes a commit only once its connection's pending Fetch was answered, so two
    members' commits overlap only when their Fetches return together."""
    facts, _ = sample(name)
    reported = {
        (p["partition"], p["first"]["client_id"], p["first"]["offset"], p["second"]["client_id"], p["second"]["offset"])
        for p in facts["in_flight_together"]
    }
    assert wire_overlaps(name) == reported


@pytest.mark.parametrize("name", STALE)
def test_the_generations_the_members_saw_are_the_ones_the_broker_answered(name: str):
    facts, _ = sample(name)
    joined: dict[int, set[str]] = defaultdict(set)
    leaders: dict[int, set[str]] = defaultdict(set)
    for e in exchanges_of(name, "JoinGroup"):
        if e.fields["response"]["error_code"] == 0:
            joined[e.fields["response"]["generation_id"]].add(e.fields["response"]["member_id"])
            leaders[e.fields["response"]["generation_id"]].add(e.fields["response"]["leader"])
    ids = {m["client_id"]: m["member_id"] for g in facts["generations"] for m in g["members"]}
    assert {g["generation"]: {m["member_id"] for m in g["members"]} for g in facts["generations"]} == dict(joined)
    assert {g["generation"]: {ids[g["leader"]]} for g in facts["generations"]} == dict(leaders)


def test_on_the_mock_the_shutdown_re_commits_are_refused_rebalance_in_progress_after_the_partition_reached_its_end():
    facts, _ = sample(MOCK)
    last_two = exchanges_of(MOCK, "OffsetCommit", "billing-c")[-2:]
    assert [set(per_partition(e.fields["response"], "error_code").values()) for e in last_two] == [{27}, {27}]
    end = facts["consumed_position"]["invoices/2"]
    assert [per_partition(e.fields["request"], "committed_offset")["invoices/2"] for e in last_two] == [end, end]
    assert [r["kind"] for r in facts["redundant_refused_at_shutdown"] if r["partition"] == "invoices/2"] == [
        "cleanup",
        "shutdown",
    ]


def test_kafka_refuses_only_the_held_cleanup_commits_illegal_generation():
    """Apache Kafka accepts a Cleanup commit sent while the group gathers its members (the
    generation is still current) and refuses one that arrives after the next generation formed."""
    facts, _ = sample(KAFKA)
    refused = [
        e
        for e in exchanges_of(KAFKA, "OffsetCommit")
        if set(per_partition(e.fields["response"], "error_code").values()) != {0}
    ]
    held = sorted(
        {
            (e["generation"], e["written_ts"])
            for c in facts["commits"].values()
            for e in c
            if e.get("released_by") == "next-plan"
        }
    )
    assert [(e.fields["client_id"], e.fields["request"]["generation_id_or_member_epoch"]) for e in refused] == [
        ("billing-b", generation) for generation, _ in held
    ]
    assert {code for e in refused for code in per_partition(e.fields["response"], "error_code").values()} == {22}
    cleanups = [e for c in facts["commits"].values() for e in c if e["kind"] == "cleanup" and "released_by" not in e]
    assert cleanups and {e["error"] for e in cleanups} == {None}
    assert not [
        e
        for e in exchanges_of(KAFKA, "OffsetCommit")
        if 27 in per_partition(e.fields["response"], "error_code").values()
    ]


def commits_json(name: str) -> dict[str, dict[str, Any]]:
    """`kafkasniff commits NAME.pcap --json`, one row per group/topic/partition."""
    out = subprocess.run([sys.executable, "-m", "kafkasniff", "commits", str(SAMPLES / f"{name}.pcap"), "--json"],
                         capture_output=True, text=True, timeout=120, check=True).stdout  # fmt: skip
    rows = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    return {f"{r['group']}/{r['topic']}/{r['partition']}": r for r in rows if "partition" in r}


def test_kafkasniff_commits_names_what_the_clients_logs_say_of_the_incident_on_kafka():
    """The partitions left behind, who sent the stale commits (client, member, connection), how
    many and since when: as billing-b's and its peers' own JSON lines say."""
    facts, _ = sample(KAFKA)
    rows = commits_json(KAFKA)
    assert {k: r["state"] for k, r in rows.items()} == {k: v["state"] for k, v in facts["expected_state"].items()}
    assert {k for k, r in rows.items() if r["state"] == "behind"} == {"billing/invoices/1", "billing/invoices/3"}
    for key, expected in facts["expected_state"].items():
        assert (rows[key]["committed"], rows[key]["consumed"]) == (expected["committed"], expected["consumed"])
        assert [v["verdict"] for v in rows[key]["verdicts"]] == facts["expected_verdicts"][key]
        refused = [c for c in facts["refused_commits"] if f"billing/{c['partition']}" == key]
        assert rows[key]["failed"] == dict(Counter(c["error"] for c in refused))
        assert rows[key]["failed_redundant"] == sum(1 for c in refused if c["redundant"])
    culprit = facts["culprit"]
    for who, logged in named_culprits(rows, facts):
        assert abs(who["first_ts"] - logged[0]["written_ts"]) < CLOCKS_AGREE_S
        assert abs(who["last_ts"] - logged[-1]["written_ts"]) < CLOCKS_AGREE_S
    assert sum(r["stale_committers"][0]["commits"] for r in rows.values() if r["stale_committers"]) == sum(
        len(stale_sent(facts, where)) for where in facts["commits"]
    )
    lowered = sum(r["stale_committers"][0]["lowered"] for r in rows.values() if r["stale_committers"])
    assert lowered == culprit["stale_applied"]


@pytest.mark.parametrize("name", STALE)
def test_the_culprits_repeats_of_an_offset_the_group_read_past_are_stuck_as_its_log_says(name: str):
    facts, _ = sample(name)
    assert checked_stuck(commits_json(name), facts, facts["applied_in_order_of"], lambda c: c["error_code"] is None) > 0


def test_a_group_that_never_forms_is_refused_invalid_session_timeout_at_every_join():
    facts, _ = sample(NEVER)
    joins = exchanges_of(NEVER, "JoinGroup", "ledger-reader")
    assert len(joins) == len(facts["join_attempts"]) == facts["join_attempts_summary"]["count"]
    assert [e.fields["request"]["session_timeout_ms"] for e in joins] == [
        facts["reader_config"]["session_timeout_ms"]
    ] * len(joins)
    assert [e.fields["request"]["member_id"] for e in joins] == [""] * len(joins)
    assert [e.fields["response"]["error_code"] for e in joins] == [a["error_code"] for a in facts["join_attempts"]]
    assert {a["error"] for a in facts["join_attempts"]} == {"INVALID_SESSION_TIMEOUT"}
    assert {e.fields["response"]["member_id"] for e in joins} == {""}  # no member id handed out
    assert not exchanges_of(NEVER, "SyncGroup") and not exchanges_of(NEVER, "Heartbeat")
    (describe,) = exchanges_of(NEVER, "DescribeGroups", "ledger-admin")
    (group,) = describe.fields["response"]["groups"]
    expected = facts["describe_groups"]
    assert (group["group_id"], group["group_state"], group["protocol_type"]) == (
        expected["group"],
        expected["state"],
        expected["protocol_type"],
    )
    assert group["members"] == [] and expected["members"] == {}
