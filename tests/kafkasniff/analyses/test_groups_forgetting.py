"""`groups` on a tap that runs for days: it forgets the groups it is told to (the others answer
as before), and with a history cap holds a bounded state however many heartbeats come."""

from __future__ import annotations

import pytest

from kafkasniff.analyses.groups import GroupsAnalysis
from kafkasniff.analyses.rolling import Forgetting
from tests.support.analyses import sample_names
from tests.support.long_runs import exchanges, fed, replayed

WITH_GROUPS = ["java-groups", "java-stale-commit", "kip848-consumer", "share-group", "java-share",
               "sarama-never-formed", "consumer-group-describe", "mixed-load", "kafkajs-group"]  # fmt: skip


def test_groups_names_its_keys_for_the_rolling_driver():
    assert isinstance(GroupsAnalysis(), Forgetting)


@pytest.mark.parametrize("name", WITH_GROUPS)
def test_forgetting_every_key_leaves_no_rows_and_nothing_held(name: str):
    analysis = fed(GroupsAnalysis(), name)
    assert any(kind == "group" for kind, _ in analysis.state_keys())

    analysis.forget(list(analysis.state_keys()))

    assert analysis.rows() == []
    assert list(analysis.state_keys()) == []


@pytest.mark.parametrize("name", ["java-groups", "java-stale-commit", "mixed-load"])
def test_forgetting_one_group_leaves_the_other_groups_rows_as_they_were(name: str):
    analysis = fed(GroupsAnalysis(), name)
    before = analysis.rows()
    gone = before[0]["group"]

    analysis.forget([("group", gone)])

    assert analysis.rows() == [row for row in before if row["group"] != gone]
    assert analysis.rows()


@pytest.mark.parametrize("name", WITH_GROUPS)
def test_answers_asked_part_way_as_snapshots_do_change_no_later_answer(name: str):
    items = exchanges(name)
    for cut in (len(items) // 4, len(items) // 2, 3 * len(items) // 4):
        analysis = GroupsAnalysis()
        for e in items[:cut]:
            analysis.feed(e)
        analysis.rows()
        for e in items[cut:]:
            analysis.feed(e)

        assert analysis.rows() == fed(GroupsAnalysis(), name).rows()


@pytest.mark.parametrize("name", sample_names())
def test_a_cap_above_what_the_capture_holds_changes_no_answer(name: str):
    capped = fed(GroupsAnalysis(history=300), name)

    assert not capped.dropped
    assert capped.rows() == fed(GroupsAnalysis(), name).rows()


@pytest.mark.parametrize("name", ["java-groups", "kip848-consumer", "share-group"])
def test_with_a_small_cap_the_events_held_stay_flat_as_the_group_keeps_heartbeating(name: str):
    analysis = GroupsAnalysis(history=5)
    per_replay = len(exchanges(name))
    events, held = [], []
    for i, e in enumerate(replayed(name, 30), start=1):
        analysis.feed(e)
        if i % (10 * per_replay) == 0:
            events.append(sum(len(row["events"]) for row in analysis.rows()))
            held.append(analysis.held())

    assert len(set(events)) == 1, events
    assert len(set(held)) == 1, held
    assert analysis.dropped["group-event"] > 0
    assert all(len(row["events"]) <= 5 for row in analysis.rows())


def test_with_a_cap_heartbeats_are_counted_whole():
    uncapped, capped = GroupsAnalysis(), GroupsAnalysis(history=5)
    for e in replayed("java-stale-commit", 3):
        uncapped.feed(e)
        capped.feed(e)

    def heartbeats(analysis: GroupsAnalysis) -> dict[tuple[str, int | None], int]:
        return {(row["group"], row["generation"]): row["heartbeats"] for row in analysis.rows()}

    assert heartbeats(capped) == heartbeats(uncapped)
    assert capped.dropped["group-event"] > 0
