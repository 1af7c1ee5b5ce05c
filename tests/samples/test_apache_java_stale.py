"""java-stale-commit decodes to what Apache's Java consumer (kafka-clients 4.4.0) logged of the
incident on Apache Kafka 4.4.0: the assignments each generation handed out, every commit each member
sent (member id, generation, offsets, the coordinator connection, the answer, within the moments its
commitSync call began and returned), and what `kafkasniff commits` concludes: the partitions left
behind, who sent the stale commits that took effect (client, member, connection), how many, since
when; and the probe, where kafka-clients refused commits itself and wrote nothing."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from kafkasniff.analyses.kafka_fields import conn_text
from tests.support.record_facts import exchanges_of, sample
from tests.support.stale_incident import checked_stuck, named_culprits, per_partition, requested

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
NAME = "java-stale-commit"
MEMBERS = ("java-a", "java-b", "java-c")
PROBE = ("java-late-x", "java-late-z")  # java-late-y commits nothing: it joins, then the sample ends


def logged_calls(facts: dict[str, Any], client_id: str) -> list[dict[str, Any]]:
    """One member's commitSync calls as it logged them, in the order made (billing's facts keep one
    entry per partition, the probe's one per call)."""
    calls: dict[float, dict[str, Any]] = {}
    for e in [e for c in facts["commits"].values() for e in c] + facts["rebalance_probe"]["commits"]:
        if e["client_id"] == client_id:
            call = calls.setdefault(e["sent_ts"], {**e, "offsets": {}})
            call["offsets"].update({e["partition"]: e["offset"]} if "partition" in e else e["offsets"])
    return [calls[ts] for ts in sorted(calls)]


def logged_commits(facts: dict[str, Any], client_id: str) -> list[dict[str, Any]]:
    """The calls whose request the client wrote, as the wire should show them (the broker refused none)."""
    return [
        {
            "member_id": c["member_id"],
            "generation": c["generation"],
            "conn": c["connection"],
            "offsets": c["offsets"],
            "errors": {where: 0 for where in c["offsets"]},
        }
        for c in logged_calls(facts, client_id)
        if not c["client_refused"]
    ]


def wire_commits(client_id: str) -> list[dict[str, Any]]:
    return [
        {
            "member_id": e.fields["request"]["member_id"],
            "generation": e.fields["request"]["generation_id_or_member_epoch"],
            "conn": conn_text(e),
            "offsets": per_partition(e.fields["request"], "committed_offset"),
            "errors": per_partition(e.fields["response"], "error_code"),
        }
        for e in exchanges_of(NAME, "OffsetCommit", client_id)
    ]


@pytest.mark.parametrize("client_id", MEMBERS + PROBE)
def test_every_commit_a_member_logged_is_on_the_wire_with_its_member_id_generation_connection_and_answer(
    client_id: str,
):
    facts, _ = sample(NAME)
    assert wire_commits(client_id) == logged_commits(facts, client_id)


@pytest.mark.parametrize("client_id", MEMBERS + PROBE)
def test_each_commit_reached_the_wire_while_its_commit_sync_call_was_running(client_id: str):
    facts, _ = sample(NAME)
    calls = [(c["sent_ts"], c["answer_ts"]) for c in logged_calls(facts, client_id) if not c["client_refused"]]
    wire = exchanges_of(NAME, "OffsetCommit", client_id)
    assert len(wire) == len(calls)
    for e, (sent, answered) in zip(wire, calls, strict=True):
        assert e.exchange.response is not None
        assert sent <= requested(e) <= e.exchange.response.ts / 1e9 <= answered


def test_a_commit_the_java_client_refused_itself_wrote_nothing():
    """RebalanceInProgressException while java-late-x waited to rejoin, CommitFailedException once
    java-late-z's client had left the group: no OffsetCommit from that client during the call."""
    facts, _ = sample(NAME)
    probe = facts["rebalance_probe"]
    refused = [c for c in probe["commits"] if c["client_refused"]]
    assert {c["error"] for c in refused} == {"RebalanceInProgressException", "CommitFailedException"}
    assert probe["while_rebalance_waits"]["RebalanceInProgressException"] > 0
    assert probe["after_poll_interval_expired"]["error"] == "CommitFailedException"
    for c in refused:
        wire = [e for e in exchanges_of(NAME, "OffsetCommit", c["client_id"])
                if c["sent_ts"] <= requested(e) <= c["answer_ts"]]  # fmt: skip
        assert wire == []


def test_commits_sent_while_the_rebalance_waited_carried_the_generation_still_current_and_were_accepted():
    """After java-late-y's JoinGroup started the rebalance and before java-late-x rejoined, x's
    commits went out with the generation still current and Kafka accepted them."""
    facts, _ = sample(NAME)
    joins = exchanges_of(NAME, "JoinGroup", "java-late-y")
    began = requested(joins[0])
    formed = next(e for e in joins if e.fields["response"]["error_code"] == 0).fields["response"]["generation_id"]
    probe = facts["rebalance_probe"]["commits"]
    waiting = [c for c in probe if c["kind"] == "while-rebalance-waits" and c["error"] is None and c["sent_ts"] > began]
    assert waiting
    for c in waiting:
        [e] = [e for e in exchanges_of(NAME, "OffsetCommit", c["client_id"])
               if c["sent_ts"] <= requested(e) <= c["answer_ts"]]  # fmt: skip
        assert e.fields["request"]["generation_id_or_member_epoch"] == c["generation"] == formed - 1
        assert set(per_partition(e.fields["response"], "error_code").values()) == {0}


def test_billing_s_commits_during_java_c_s_join_were_accepted_with_the_generation_still_current():
    facts, _ = sample(NAME)
    began = requested(exchanges_of(NAME, "JoinGroup", "java-c")[0])
    during = {(e["sent_ts"], e["answer_ts"], e["generation"]) for c in facts["commits"].values() for e in c
              if e["kind"] == "during-rebalance" and e["sent_ts"] > began}  # fmt: skip
    assert during
    for sent_ts, answer_ts, generation in during:
        [e] = [e for e in exchanges_of(NAME, "OffsetCommit", "java-b") if sent_ts <= requested(e) <= answer_ts]
        assert e.fields["request"]["generation_id_or_member_epoch"] == generation
        assert set(per_partition(e.fields["response"], "error_code").values()) == {0}


def test_the_assignments_the_listeners_were_told_are_the_ones_sync_group_handed_out():
    facts, _ = sample(NAME)
    told = {(a["client_id"], a["generation"]): sorted(a["partitions"]) for a in facts["assignments"]}
    assert {a["group"] for a in facts["assignments"]} == {"billing", "billing-late"}
    handed = {
        (e.fields["client_id"], e.fields["request"]["generation_id"]): sorted(
            f"{t['topic']}/{p}"
            for t in e.fields["response"]["assignment"]["assigned_partitions"]
            for p in t["partitions"]
        )
        for e in exchanges_of(NAME, "SyncGroup")
        if e.fields["response"]["error_code"] == 0
    }
    assert handed == told


def commits_rows() -> dict[str, dict[str, Any]]:
    """`kafkasniff commits java-stale-commit.pcap --json`, one row per group/topic/partition."""
    out = subprocess.run([sys.executable, "-m", "kafkasniff", "commits", str(SAMPLES / f"{NAME}.pcap"), "--json"],
                         capture_output=True, text=True, timeout=120, check=True).stdout  # fmt: skip
    rows = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    return {f"{r['group']}/{r['topic']}/{r['partition']}": r for r in rows if "partition" in r}


def incident_rows() -> dict[str, dict[str, Any]]:
    return {k: r for k, r in commits_rows().items() if r["group"] == "billing"}


def test_kafkasniff_commits_finds_nothing_wrong_in_the_probe_group():
    """billing-late's partitions end as its members committed them; the commits its client refused
    were never sent, so they are neither failures nor stale."""
    facts, _ = sample(NAME)
    rows = {k: r for k, r in commits_rows().items() if r["group"] == "billing-late"}
    assert {k: r["committed"] for k, r in rows.items()} == {
        f"billing-late/{where}": offset for where, offset in facts["committed"]["billing-late"].items()
    }
    assert {k: (r["state"], r["failed"], r["stale_committers"]) for k, r in rows.items()} == {
        k: ("caught-up", {}, []) for k in rows
    }


def test_kafkasniff_commits_names_the_partitions_left_behind_as_the_clients_logs_say():
    facts, _ = sample(NAME)
    rows = incident_rows()
    assert {k: r["state"] for k, r in rows.items()} == {k: s["state"] for k, s in facts["expected_state"].items()}
    assert {k for k, r in rows.items() if r["state"] == "behind"} == {"billing/invoices/2", "billing/invoices/3"}
    for key, expected in facts["expected_state"].items():
        assert (rows[key]["committed"], rows[key]["consumed"], rows[key]["lag"]) == (
            expected["committed"],
            expected["consumed"],
            expected["lag"],
        )
        assert [v["verdict"] for v in rows[key]["verdicts"]] == facts["expected_verdicts"][key]
        assert rows[key]["failed"] == {}
        assert rows[key]["commits"] == len(facts["commits"][key.removeprefix("billing/")])
    assert {k: r["committed"] for k, r in rows.items()} == {
        f"billing/{where}": offset for where, offset in facts["committed_at_end"]["billing"].items()
    }


def test_kafkasniff_commits_names_who_sent_the_stale_commits_how_many_and_since_when():
    """java-b's client id, member id and coordinator connection, as java-b logged them; the count,
    generations and offsets of the commits it sent for partitions it did not own, and how many of
    them lowered the committed offset; the first and the last of them within the commitSync calls
    java-b logged."""
    facts, _ = sample(NAME)
    rows = incident_rows()
    culprit = facts["culprit"]
    for who, logged in named_culprits(rows, facts):
        assert logged[0]["sent_ts"] <= who["first_ts"] <= logged[0]["answer_ts"]
        assert logged[-1]["sent_ts"] <= who["last_ts"] <= logged[-1]["answer_ts"]
    counted = sum(r["stale_committers"][0]["commits"] for r in rows.values() if r["stale_committers"])
    assert counted == culprit["not_owned_commits"], "every commit java-b sent for a partition it did not own"
    lowered = sum(r["stale_committers"][0]["lowered"] for r in rows.values() if r["stale_committers"])
    assert lowered == culprit["stale_applied"]


def test_java_b_s_repeats_of_an_offset_the_group_read_past_are_stuck_as_its_log_says():
    facts, _ = sample(NAME)
    assert checked_stuck(incident_rows(), facts, "sent_ts", lambda c: c["error"] is None) == 6


def test_java_late_z_s_own_client_left_the_group_before_its_refused_commit():
    """Once its poll interval expired, java-late-z's client sent LeaveGroup for the member id it had
    logged, after its last commit that went out and before the one its client refused."""
    facts, _ = sample(NAME)
    sent, refused = logged_calls(facts, "java-late-z")[-2:]
    assert (sent["client_refused"], refused["client_refused"]) == (False, True)
    [leave] = exchanges_of(NAME, "LeaveGroup", "java-late-z")
    [member] = leave.fields["request"]["members"]
    assert (leave.fields["request"]["group_id"], member["member_id"]) == ("billing-late", refused["member_id"])
    assert "poll timeout" in member["reason"]
    assert sent["answer_ts"] < requested(leave) < refused["sent_ts"]
    assert leave.fields["response"]["error_code"] == 0
