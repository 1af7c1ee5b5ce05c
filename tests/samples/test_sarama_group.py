"""The sarama samples decode to what the Go sarama programs reported: every commit each member
sent (member id, generation, offsets) and the broker's answer to it, the commits in flight
together, the committed offsets the lag monitor read, the generations the members joined, the
first OffsetFetch of a new group; and a group that never formed: its refused joins and what
DescribeGroups said of it."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from kafkasniff.model import DecodedExchange
from tests.support.record_facts import exchanges_of, sample

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
STALE, NEVER = "sarama-stale-commit", "sarama-never-formed"
MEMBERS = ("billing-a", "billing-b", "billing-c")

def per_partition(body: dict[str, Any], value: str) -> dict[str, int]:
    return {f"{t['name']}/{p['partition_index']}": p[value] for t in body["topics"] for p in t["partitions"]}


def sent_commits(facts: dict[str, Any], client_id: str) -> list[dict[str, Any]]:
    """One client's commits as its program reported them, one per request, in the order sent."""
    requests: dict[float, dict[str, Any]] = defaultdict(lambda: {"offsets": {}, "errors": {}})
    for entries in facts["commits"].values():
        for e in entries:
            if e["client_id"] == client_id:
                request = requests[e["sent_ts"]]
                request.update(member_id=e["member_id"], generation=e["generation"])
                request["offsets"][e["partition"]] = e["offset"]
                request["errors"][e["partition"]] = e["error_code"] or 0
    return [requests[ts] for ts in sorted(requests)]


@pytest.mark.parametrize("client_id", MEMBERS)
def test_every_commit_a_member_sent_is_on_the_wire_with_its_member_id_generation_and_answer(client_id: str):
    facts, _ = sample(STALE)
    wire = [
        {
            "member_id": e.fields["request"]["member_id"],
            "generation": e.fields["request"]["generation_id_or_member_epoch"],
            "offsets": per_partition(e.fields["request"], "committed_offset"),
            "errors": per_partition(e.fields["response"], "error_code"),
        }
        for e in exchanges_of(STALE, "OffsetCommit", client_id)
    ]
    assert wire == sent_commits(facts, client_id)
    assert {e.fields["request"]["group_id"] for e in exchanges_of(STALE, "OffsetCommit", client_id)} == {"billing"}


def test_only_the_members_commit_and_the_culprit_is_the_one_whose_commits_are_stale():
    facts, _ = sample(STALE)
    assert {e.fields["client_id"] for e in exchanges_of(STALE, "OffsetCommit")} == set(MEMBERS)
    stale = [e for entries in facts["commits"].values() for e in entries if e["stale"]]
    assert {e["client_id"] for e in stale} == {facts["culprit"]["client_id"]} == {"billing-b"}
    assert len(stale) == facts["culprit"]["stale_commits"] and len(facts["culprit"]["generations"]) >= 2


def test_the_groups_first_offset_fetch_answers_nothing_committed():
    facts, _ = sample(STALE)
    first = exchanges_of(STALE, "OffsetFetch")[0]
    startup = facts["offset_fetch_at_startup"][0]
    assert first.fields["client_id"] == startup["client_id"] == "billing-a"
    assert per_partition(first.fields["response"], "committed_offset") == startup["offsets"]
    assert set(startup["offsets"].values()) == {-1}


def test_the_monitor_reads_on_the_wire_what_the_program_read_and_two_partitions_end_behind():
    facts, _ = sample(STALE)
    reads = [per_partition(e.fields["response"], "committed_offset") for e in exchanges_of(STALE, "OffsetFetch")]
    monitor = exchanges_of(STALE, "OffsetFetch", "billing-monitor")
    assert [per_partition(e.fields["response"], "committed_offset") for e in monitor] == [
        r["offsets"] for r in facts["committed_reads"]
    ]
    assert reads[-1] == facts["committed_at_end"]["billing"]
    states = {k.removeprefix("billing/"): v["state"] for k, v in facts["expected_state"].items()}
    assert {k for k, v in states.items() if v == "behind"} == {"invoices/1", "invoices/3"}
    for where, state in states.items():
        committed, consumed = reads[-1][where], facts["consumed_position"][where]
        assert (committed < consumed) == (state == "behind")


def test_commits_of_two_members_were_in_flight_together_on_the_wire():
    facts, _ = sample(STALE)
    assert facts["in_flight_together"]
    commits = exchanges_of(STALE, "OffsetCommit")

    def find(client_id: str, where: str, offset: int, after_ns: int) -> DecodedExchange:
        return next(
            e
            for e in commits
            if e.fields["client_id"] == client_id
            and per_partition(e.fields["request"], "committed_offset").get(where) == offset
            and e.exchange.request.ts >= after_ns
        )

    for pair in facts["in_flight_together"]:
        where = pair["partition"]
        # program clocks and capture clock agree to well within the ~250 ms a commit waited
        window = int((pair["first"]["sent_ts"] - 0.1) * 1e9)
        first = find(pair["first"]["client_id"], where, pair["first"]["offset"], window)
        second = find(pair["second"]["client_id"], where, pair["second"]["offset"], window)
        assert first.exchange.request.ts < second.exchange.request.ts < first.exchange.response.ts


def test_the_generations_the_members_saw_are_the_ones_the_broker_answered():
    facts, _ = sample(STALE)
    joined: dict[int, set[str]] = defaultdict(set)
    leaders: dict[int, set[str]] = defaultdict(set)
    for e in exchanges_of(STALE, "JoinGroup"):
        if e.fields["response"]["error_code"] == 0:
            joined[e.fields["response"]["generation_id"]].add(e.fields["response"]["member_id"])
            leaders[e.fields["response"]["generation_id"]].add(e.fields["response"]["leader"])
    ids = {m["client_id"]: m["member_id"] for g in facts["generations"] for m in g["members"]}
    assert {g["generation"]: {m["member_id"] for m in g["members"]} for g in facts["generations"]} == dict(joined)
    assert {g["generation"]: {ids[g["leader"]]} for g in facts["generations"]} == dict(leaders)


def test_the_shutdown_re_commits_are_refused_rebalance_in_progress_after_the_partition_reached_its_end():
    facts, _ = sample(STALE)
    last_two = exchanges_of(STALE, "OffsetCommit", "billing-c")[-2:]
    assert [set(per_partition(e.fields["response"], "error_code").values()) for e in last_two] == [{27}, {27}]
    end = facts["consumed_position"]["invoices/2"]
    assert [per_partition(e.fields["request"], "committed_offset")["invoices/2"] for e in last_two] == [end, end]
    assert [r["kind"] for r in facts["redundant_refused_at_shutdown"] if r["partition"] == "invoices/2"] == [
        "cleanup",
        "shutdown",
    ]


def test_a_group_that_never_forms_is_refused_member_id_required_at_every_join():
    facts, _ = sample(NEVER)
    joins = exchanges_of(NEVER, "JoinGroup", "ledger-reader")
    assert len(joins) == len(facts["join_attempts"]) == facts["join_attempts_summary"]["count"]
    assert {e.fields["api_version"] for e in joins} == {1}
    assert [e.fields["request"]["member_id"] for e in joins] == [""] * len(joins)
    assert [e.fields["response"]["error_code"] for e in joins] == [a["error_code"] for a in facts["join_attempts"]]
    assert {a["error_code"] for a in facts["join_attempts"]} == {79}
    handed_out = [e.fields["response"]["member_id"] for e in joins]
    assert len(set(handed_out)) == len(joins)  # a new member id every time, never used
    assert not exchanges_of(NEVER, "SyncGroup") and not exchanges_of(NEVER, "Heartbeat")
    (describe,) = exchanges_of(NEVER, "DescribeGroups", "ledger-admin")
    (group,) = describe.fields["response"]["groups"]
    expected = facts["describe_groups"]
    assert (group["group_id"], group["group_state"], group["protocol_type"]) == (
        expected["group"],
        expected["state"],
        expected["protocol_type"],
    )
    assert {m["member_id"] for m in group["members"]} == set(expected["members"]) == set(handed_out)
