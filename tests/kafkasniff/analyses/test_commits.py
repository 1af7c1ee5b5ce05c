"""`commits` names the partition a stale second commit path keeps rolling back, and calls every
partition of the other real samples advancing."""

from __future__ import annotations

import pytest

from kafkasniff.analyses.commits import CommitsAnalysis
from tests.support.analyses import analyse, facts_of, sample_names


@pytest.mark.parametrize("name", sample_names())
def test_verdicts_and_last_committed_offsets(name: str):
    facts = facts_of(name)
    rows = analyse(name, CommitsAnalysis())
    got = {f"{r['group']}/{r['topic']}/{r['partition']}": r for r in rows}
    committed = {f"{g}/{tp}": offset for g, parts in facts.get("committed", {}).items() for tp, offset in parts.items()}
    assert set(got) == set(committed)
    assert {k: r["last_committed"] for k, r in got.items()} == committed
    expected = facts.get("expected_verdicts", {k: ["advancing"] for k in committed})
    assert {k: r["verdict"] for k, r in got.items() if r["verdict"] not in expected[k]} == {}


def test_the_stale_commit_incident_names_the_partition_and_its_evidence():
    facts = facts_of("stale-commit")
    rows = {(r["topic"], r["partition"]): r for r in analyse("stale-commit", CommitsAnalysis())}
    incident = rows[("payments-in", 0)]
    assert incident["verdict"] in ("regressed", "competing")
    assert set(incident["client_ids"]) >= {"settler", "checkpointer"}
    assert len(incident["connections"]) >= 2
    offsets = [e["offset"] for e in incident["evidence"]]
    assert any(later < earlier for earlier, later in zip(offsets, offsets[1:], strict=False))
    assert {e["client_id"] for e in incident["evidence"]} >= {"settler", "checkpointer"}
    for partition in (1, 2):
        assert rows[("payments-in", partition)]["verdict"] == "advancing"
        assert rows[("payments-in", partition)]["client_ids"] == ["settler"]
    assert facts["expected_verdicts"]["settlement/payments-in/0"]
