"""`commits` says where each partition's committed offset stands at the end of the capture (the
state) apart from what happened on the way (every verdict that applies), and names who sent the
stale commits; checked against what the real clients of each sample did."""

from __future__ import annotations

from typing import Any

import pytest

from kafkasniff.analyses.commits import CommitsAnalysis
from tests.support.analyses import analyse, facts_of, sample_names


def rows_of(name: str) -> dict[str, dict[str, Any]]:
    return {f"{r['group']}/{r['topic']}/{r['partition']}": r for r in analyse(name, CommitsAnalysis())}


def names(row: dict[str, Any]) -> set[str]:
    return {v["verdict"] for v in row["verdicts"]}


@pytest.mark.parametrize("name", sample_names())
def test_every_verdict_that_applies_and_the_last_committed_offsets(name: str):
    facts = facts_of(name)
    got = {k: r for k, r in rows_of(name).items() if r["commits"]}
    sent = {f"{g}/{tp}" for g, parts in facts.get("committed", {}).items() for tp in parts}
    # what took effect: a transaction's offsets only when it committed, the last accepted commit
    effective = facts.get("committed_effective", facts.get("committed_at_end", facts.get("committed", {})))
    committed = {f"{g}/{tp}": offset for g, parts in effective.items() for tp, offset in parts.items()}
    assert set(got) == sent
    assert {k: r["last_committed"] for k, r in got.items() if r["last_committed"] is not None} == committed
    expected = facts.get("expected_verdicts", {k: ["advancing"] for k in sent})
    assert {k: sorted(names(r)) for k, r in got.items()} == {k: sorted(v) for k, v in expected.items()}


@pytest.mark.parametrize("name", sample_names())
def test_a_group_that_committed_what_it_consumed_is_caught_up(name: str):
    """Samples whose consumers commit after every batch and read from offset 0 end caught up:
    the committed offset is the one after the last record delivered to them; or, where the group
    was done before the capture ended and the broker's log grew after, stopped (Burrow's STOP)."""
    facts = facts_of(name)
    expected_behind = {k for k, v in facts.get("expected_verdicts", {}).items() if "regressed" in v}
    expected = {k: v["state"] for k, v in facts.get("expected_state", {}).items()}
    for key, row in rows_of(name).items():
        if row["last_committed"] is None:
            continue
        state = expected.get(key, "behind" if key in expected_behind else "caught-up")
        if state == "caught-up" and row["state"] == "stopped":  # a group done before the capture's end
            assert row["broker_lag"] > 0 and row["lag_status"] == "STOP", key
        else:
            assert row["state"] == state, (key, row["state"])
        assert row["lag"] == (row["consumed"] - row["committed"] if state == "behind" else 0)


@pytest.mark.parametrize("name", sample_names())
def test_aborted_records_a_read_committed_consumer_was_given_are_a_finding_as_its_client_reported(name: str):
    """kafkajs counted the aborted records it handed its application (the mock lists no aborted
    transaction); for librdkafka the recorder's probe measured that it hands them over alike."""
    facts = facts_of(name)
    given = facts.get("consumed_from_aborted_transactions", facts.get("delivered_from_aborted_transactions", {}))
    found = {
        f"{r['topic']}/{r['partition']}": f["count"]
        for r in rows_of(name).values()
        for f in r["findings"]
        if f["finding"] == "aborted-delivered"
    }
    assert found == given


@pytest.mark.parametrize("name", ["txn-offsets-mock", "txn-offsets-kafka"])
def test_offset_fetch_answers_that_lose_committed_transactions_offsets_are_findings_the_commit_stands(name: str):
    """The clients' OffsetFetch answers after each transaction against what the committed ones
    wrote: the mock's -1s are findings, with what they contradict; Apache Kafka's agree."""
    facts = facts_of(name)
    rows = rows_of(name)
    answers = [*facts["offset_fetch_after_each_transaction"], {**facts["offset_fetch_after_commit"],
               "answered": facts["offset_fetch_after_commit"]["offsets"]}]  # fmt: skip
    for tp, written in facts["committed_effective"]["ledger-settle"].items():
        row = rows[f"ledger-settle/{tp}"]
        assert (row["committed"], row["state"]) == (written, "caught-up")
        pairs = [(a["answered"][tp], a["expected"][tp]) for a in answers]
        disagreeing = [(answered, expected) for answered, expected in pairs if answered != expected]
        found = [f for f in row["findings"] if f["finding"] == "offset-fetch-contradicts"]
        assert [(e["answered"], e["written"]) for f in found for e in f["evidence"]] == disagreeing
    assert any(not a["agrees"] for a in answers) == (name == "txn-offsets-mock")


def test_the_stale_commit_incident_is_behind_at_the_end_and_names_the_member_that_keeps_committing_offset_4():
    facts = facts_of("stale-commit")
    incident = facts["incident"]
    row = rows_of("stale-commit")["settlement/payments-in/0"]
    assert (row["state"], row["committed"], row["consumed"]) == (
        "behind",
        4,
        facts["consumed_per_partition"]["payments-in/0"],
    )
    # From the sidecar: the frames the clients' commits were sent in, the order the broker applies them
    current: int | None = None
    best: int | None = None
    stale, lowered = 0, 0
    for c in sorted(incident["partition0_commits"], key=lambda c: c["frame"]):
        offset = c["offset"]
        if best is not None and offset < best and (current is None or offset <= current):
            assert c["client_id"] == "checkpointer"
            stale += 1
            lowered += offset < current
        current, best = offset, offset if best is None else max(best, offset)
    [culprit] = row["stale_committers"]
    assert culprit["client_id"] == "checkpointer" and culprit["member_id"].startswith("checkpointer-")
    assert (culprit["commits"], culprit["lowered"], culprit["offsets"]) == (stale, lowered, [4])
    assert culprit["generations"] == [incident["generation_ids"]["checkpointer"]]
    assert culprit["first_ts"] <= culprit["last_ts"]
    regressed = next(v for v in row["verdicts"] if v["verdict"] == "regressed")
    assert regressed["count"] == lowered == len(regressed["at"])
    assert {e["client_id"] for e in regressed["evidence"]} == {"checkpointer"}


def test_competing_is_reported_beside_regressed_with_every_pair_in_flight_together():
    incident = facts_of("stale-commit")["incident"]
    row = rows_of("stale-commit")["settlement/payments-in/0"]
    competing = next(v for v in row["verdicts"] if v["verdict"] == "competing")
    assert competing["count"] == len(incident["overlaps"])
    assert {e["client_id"] for e in competing["evidence"]} == {"settler", "checkpointer"}


def test_committed_before_is_the_first_offset_fetch_answer_even_when_nothing_was_committed():
    rows = rows_of("stale-commit")
    assert {r["committed_before"] for r in rows.values()} == {-1}


def test_a_read_committed_consumer_given_an_aborted_transaction_is_behind_by_it_as_the_wire_shows():
    """mock-txn: the mock lists no aborted transaction, so librdkafka (read_committed) was given
    the aborted records past the offset it committed, as its recorder's probe measured; the
    consumer is behind by them, and the finding says why."""
    facts = facts_of("mock-txn")
    rows = rows_of("mock-txn")
    assert facts["read_committed_on_mock"]["aborted_handed_over"] > 0
    for key, expected in facts["expected_state"].items():
        row = rows[key]
        assert (row["state"], row["committed"], row["consumed"]) == (
            "behind",
            expected["committed"],
            expected["consumed"],
        )
        assert [f["finding"] for f in row["findings"]] == ["aborted-delivered"]
    assert rows["txn-group/txn-in/0"]["state"] == "nothing-consumed"  # no record was ever written to it


def test_offsets_sent_in_an_aborted_transaction_are_discarded_and_the_broker_says_nothing_was_committed():
    """kafkajs-txn: transaction 2 sent offsets for payments-settle and aborted; the OffsetFetch
    after it answered -1."""
    facts = facts_of("kafkajs-txn")
    rows = rows_of("kafkajs-txn")
    for tp, offset in facts["discarded_offsets"]["payments-settle"].items():
        row = rows[f"payments-settle/{tp}"]
        assert (row["discarded"], row["last_committed"]) == (1, None)
        assert row["committed"] == facts["offset_fetch_after_abort"]["offsets"][tp] == -1
        assert [v["verdict"] for v in row["verdicts"]] == ["discarded"]
        [discarded] = row["verdicts"]
        assert [e["offset"] for e in discarded["evidence"]] == [offset]
        assert discarded["evidence"][0]["txn"][0] == facts["transactional_id"]


def test_the_sarama_incident_names_the_member_re_committing_offsets_it_cached_before_a_rebalance():
    """sarama-stale-commit: billing-b re-sends offsets it kept from a refused Cleanup commit; the
    programs' OffsetFetch reads confirm every regression; p2 regressed and caught up, p1 and p3
    end behind, and billing-c's last commits were refused while they were behind."""
    facts = facts_of("sarama-stale-commit")
    rows = rows_of("sarama-stale-commit")
    for key, expected in facts["expected_state"].items():
        row = rows[key]
        assert (row["state"], row["committed"], row["consumed"]) == (
            expected["state"],
            expected["committed"],
            expected["consumed"],
        )
        regressed = next((v for v in row["verdicts"] if v["verdict"] == "regressed"), None)
        if not expected["regressed_at"]:
            assert regressed is None and row["stale_committers"] == []
            continue
        assert regressed is not None and regressed["count"] == len(expected["regressed_at"])
        [culprit] = row["stale_committers"]
        assert [culprit["client_id"]] == expected["regressed_by"] == [facts["culprit"]["client_id"]]
        assert culprit["member_id"] in facts["culprit"]["member_ids"]
        assert culprit["generations"] == expected["regressed_in_generations"]
    for key, row in rows.items():
        refused = [c for c in facts["refused_commits"] if f"billing/{c['partition']}" == key]
        assert row["failed_redundant"] == sum(1 for c in refused if c["redundant"]), key
        assert row["failed_made_good"] == (1 if key == "billing/invoices/2" else 0)  # its 10, refused at 4, then 12
        failing = "failing" in {v["verdict"] for v in row["verdicts"]}
        assert failing == ("failing" in facts["expected_verdicts"][key]), key
