"""Who owned which partition when, from the assignments the capture shows: each generation's
SyncGroup answers (classic), each member epoch's ConsumerGroupHeartbeat answers (KIP-848); a
generation or epoch the capture did not show is unknown, never not-owned."""

from __future__ import annotations

from typing import Any

from kafkasniff.analyses.ownership import Ownership
from kafkasniff.model import DecodedExchange
from tests.support.analyses import SAMPLES, facts_of
from tests.support.decode import decode


def fed(name: str) -> Ownership:
    from kafkasniff.analyses import DECODE
    from kafkasniff.dissectors.base import DissectOptions
    from kafkasniff.dissectors.registry import make_protocols
    from kafkasniff.pipeline.wiring import Options

    ownership = Ownership()
    options = Options(protocols=make_protocols(DissectOptions(**DECODE)))
    for item in decode(SAMPLES / f"{name}.pcap", options)[0]:
        if isinstance(item, DecodedExchange):
            ownership.feed(item)
    return ownership


def member_of(facts: dict[str, Any], client_id: str) -> str:
    return next(c["member_id"] for cs in facts["commits"].values() for c in cs if c["client_id"] == client_id)


def test_every_assignment_the_java_members_logged_is_owned_and_nothing_else():
    """java-stale-commit's members logged each assignment they got (group, generation, member)."""
    facts = facts_of("java-stale-commit")
    ownership = fed("java-stale-commit")
    topics = {where.split("/")[0] for a in facts["assignments"] for where in a["partitions"]}
    for a in facts["assignments"]:
        every = [(t, p) for t in topics for p in range(4)]
        owned = {
            f"{t}/{p}" for t, p in every if ownership.owned(a["group"], a["member_id"], a["generation"], None, (t, p))
        }
        assert owned == set(a["partitions"]), (a["group"], a["generation"], a["client_id"])


def test_the_commits_the_java_culprit_logged_as_not_owned_are_not_owned():
    facts = facts_of("java-stale-commit")
    ownership = fed("java-stale-commit")
    for where, commits in facts["commits"].items():
        topic, partition = where.split("/")
        for c in commits:
            said = ownership.owned("billing", c["member_id"], c["generation"], None, (topic, int(partition)))
            assert said is c["owned"], (where, c["client_id"], c["generation"])


def test_a_generation_the_capture_did_not_show_is_unknown():
    ownership = fed("java-stale-commit")
    member = member_of(facts_of("java-stale-commit"), "java-b")
    assert ownership.owned("billing", member, 99, None, ("invoices", 0)) is None
    assert ownership.owned("no-such-group", member, 2, None, ("invoices", 0)) is None
    assert ownership.owned("billing", None, 2, None, ("invoices", 0)) is None


def test_a_kip848_member_owns_by_epoch_and_keeps_what_it_revokes_within_the_epoch():
    ownership = fed("kip848-consumer")
    c1 = "vsS6QYJBSgCe98U4Ni0Nmg"  # kip848-c1's member id
    held = {epoch: {p for p in range(4) if ownership.owned("kip848-group", c1, None, epoch, ("orders", p))}
            for epoch in (2, 3, 4, 5)}  # fmt: skip
    assert held == {2: {0, 1, 2, 3}, 3: {0, 1}, 4: {0, 1, 2, 3}, 5: {0, 1}}
    assert ownership.owned("kip848-group", c1, None, 1, ("orders", 0)) is None, "before the first assignment seen"
