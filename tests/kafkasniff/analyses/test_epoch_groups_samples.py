"""`groups` and `commits` on real KIP-848 and share-group traffic: librdkafka 2.16 consumers
(`group.protocol=consumer`, and its preview ShareConsumer) against librdkafka's mock cluster,
checked against what the clients themselves reported (the samples' sidecars)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from kafkasniff.analyses.commits import CommitsAnalysis
from kafkasniff.analyses.groups import GroupsAnalysis
from tests.support.analyses import SAMPLES, analyse, facts_of


def members_by_client(facts: dict[str, Any]) -> dict[str, str]:
    return {client: ids[0] for client, ids in facts["member_ids"].items()}


def check_each_kip848_epoch_begins_with_the_assignment_the_clients_saw_at_each_step(folder: Path) -> None:
    facts = facts_of("kip848-consumer", folder)
    member = members_by_client(facts)
    rows = analyse("kip848-consumer", GroupsAnalysis(), folder)
    by_epoch = [r for r in rows if r["epoch_kind"] == "group epoch"]
    steps = [{member[c]: sorted(f"{t}/{p}" for t, p in parts) for c, parts in step["assignments"].items()
              if parts and c not in step["paused"]} for step in facts["steps"]]  # fmt: skip
    assert [{m: given[0] for m, given in r["assignment_steps"].items()} for r in by_epoch] == steps
    assert all(r["protocol"] == "consumer" for r in by_epoch)


def check_kip848_partitions_taken_back_within_an_epoch_leave_what_the_client_held_next(folder: Path) -> None:
    """c1 is given all four partitions alone, then (c2 joining) gives two back before the next epoch:
    the epoch's assignment is what c1 held at the next step, and what it reported owning."""
    facts = facts_of("kip848-consumer", folder)
    member = members_by_client(facts)
    by_epoch = [r for r in analyse("kip848-consumer", GroupsAnalysis(), folder) if r["epoch_kind"] == "group epoch"]
    revoked = [(i, m) for i, r in enumerate(by_epoch) for m, given in r["assignment_steps"].items() if len(given) > 1]
    assert revoked, "the sample revokes within an epoch"
    for i, m in revoked:
        (client,) = [c for c, mid in member.items() if mid == m]
        held_next = sorted(f"{t}/{p}" for t, p in facts["steps"][i + 1]["assignments"][client])
        assert by_epoch[i]["assignment_steps"][m][-1] == by_epoch[i]["assignments"][m] == held_next
        assert set(held_next) < set(by_epoch[i]["assignment_steps"][m][0])
        assert by_epoch[i]["owned"][m] == held_next


def check_kip848_member_epochs_and_the_fencing_error_are_where_the_clients_saw_them(folder: Path) -> None:
    facts = facts_of("kip848-consumer", folder)
    member = members_by_client(facts)
    rows = analyse("kip848-consumer", GroupsAnalysis(), folder)
    reached = {m: sorted(r["generation"] for r in rows if m in r["members"]) for m in member.values()}
    assert reached == {member[c]: [e for e in epochs if e > 0] for c, epochs in facts["member_epochs"].items()}
    fenced = facts["fenced"]["heartbeat_error"]
    errors = {r["generation"]: r["errors"] for r in rows if r["errors"]}
    assert errors == {fenced["member_epoch_sent"]: {fenced["error_name"]: 1}}
    assert sorted(rows[-1]["left"]) == sorted(member.values())


def check_kip848_commits_carry_member_epochs_and_reach_what_the_group_committed(folder: Path) -> None:
    facts = facts_of("kip848-consumer", folder)
    rows = analyse("kip848-consumer", CommitsAnalysis(), folder)
    assert {f"{r['topic']}/{r['partition']}": r["last_committed"] for r in rows} == facts["committed"]["kip848-group"]
    evidence = [ev for r in rows for v in r["verdicts"] for ev in v["evidence"]]
    epochs = {(ev["member_id"], ev["member_epoch"]) for ev in evidence}
    assert epochs and epochs <= {(c["member_id"], c["member_epoch"]) for c in facts["commits"]}
    assert all("generation" not in ev for ev in evidence)


def check_share_group_deliveries_add_up_to_what_the_consumers_acknowledged(folder: Path) -> None:
    facts = facts_of("share-group", folder)
    rows = analyse("share-group", GroupsAnalysis(), folder)
    totals: dict[str, Counter[str]] = {}
    for row in rows:
        for where, counts in (row.get("deliveries") or {}).items():
            totals.setdefault(where, Counter()).update(counts)
    expected: dict[str, Counter[str]] = {}
    for d in facts["share_deliveries"]:
        counts = expected.setdefault(f"{d['topic']}/{d['partition']}", Counter())
        counts["acquired"] += 1
        kind = d["acknowledgement"].lower()
        counts["accept" if kind == "implicit" else kind] += 1  # implicit acknowledgement accepts on the next poll
    assert totals == expected


def check_share_group_epochs_show_the_assignments_sent_on_the_wire(folder: Path) -> None:
    facts = facts_of("share-group", folder)
    member = members_by_client(facts)
    rows = analyse("share-group", GroupsAnalysis(), folder)
    sent: dict[tuple[str, int], list[list[str]]] = {}  # each change of what a member was sent at an epoch
    for a in facts["assignments_on_wire"]:
        given = sent.setdefault((member[a["client_id"]], a["member_epoch"]), [])
        parts = [f"jobs/{p}" for p in sorted(a["partitions"])]
        if not given or given[-1] != parts:
            given.append(parts)
    assert {(m, r["generation"]): steps for r in rows for m, steps in r["assignment_steps"].items()} == sent
    assert {(m, r["generation"]): parts for r in rows for m, parts in r["assignments"].items()} == {
        key: steps[-1] for key, steps in sent.items()
    }


def check_describing_a_classic_group_makes_no_epoch_of_it(folder: Path) -> None:
    facts = facts_of("consumer-group-describe", folder)
    rows = analyse("consumer-group-describe", GroupsAnalysis(), folder)
    assert [(r["group"], r["epoch_kind"]) for r in rows] == [(group, "generation") for group in facts["groups"]]


CHECKS = [check_each_kip848_epoch_begins_with_the_assignment_the_clients_saw_at_each_step,
          check_kip848_partitions_taken_back_within_an_epoch_leave_what_the_client_held_next,
          check_kip848_member_epochs_and_the_fencing_error_are_where_the_clients_saw_them,
          check_kip848_commits_carry_member_epochs_and_reach_what_the_group_committed,
          check_share_group_deliveries_add_up_to_what_the_consumers_acknowledged,
          check_share_group_epochs_show_the_assignments_sent_on_the_wire,
          check_describing_a_classic_group_makes_no_epoch_of_it]  # fmt: skip


@pytest.mark.parametrize("check", CHECKS, ids=lambda c: c.__name__.removeprefix("check_"))
def test_the_committed_samples(check: Any) -> None:
    check(SAMPLES)
