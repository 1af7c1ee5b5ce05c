"""`groups` on a KIP-848 consumer group whose assignment changes within one member epoch, both
ways: the coordinator takes partitions back from a member before granting it the next epoch, and
gives a member partitions another member still owned only once that member released them. Each
epoch row shows what each member was given at it, in order, and as its assignment the last.

The heartbeats are kio's messages (Kafka 4.1), framed and decoded as a capture's are; the story
is the one Apache Kafka 4.4 told the Java client in samples/java-groups.pcap (group java-848)."""

from __future__ import annotations

import datetime
import uuid
from typing import Any

import kio.schema.consumer_group_heartbeat.v0.request as heartbeat
import kio.schema.consumer_group_heartbeat.v0.response as heartbeat_response
from kio.schema.errors import ErrorCode
from kio.schema.types import GroupId, TopicName
from kio.static.primitive import i32, i32Timedelta

from kafkasniff.analyses.groups import GroupsAnalysis
from tests.support.kio_exchanges import Conversation, metadata_exchange

JOBS = uuid.UUID("6f1c2a4e-0000-4000-8000-000000000002")
GROUP = GroupId("readers")
ALL, FIRST_HALF, SECOND_HALF = (0, 1, 2, 3), (0, 1), (2, 3)


def beat(c: Conversation, member: str, sent: int, granted: int, given: tuple[int, ...] | None,
         owned: tuple[int, ...] | None = None) -> Any:  # fmt: skip
    """A heartbeat at epoch `sent` answered with epoch `granted` and an assignment (None: unchanged)."""
    request = heartbeat.ConsumerGroupHeartbeatRequest(
        group_id=GROUP, member_id=member, member_epoch=i32(sent),
        subscribed_topic_names=(TopicName("jobs"),) if sent == 0 else None,
        topic_partitions=None if owned is None else (
            heartbeat.TopicPartitions(topic_id=JOBS, partitions=tuple(i32(p) for p in owned)),),
    )  # fmt: skip
    assignment = None
    if given is not None:
        parts = heartbeat_response.TopicPartitions(topic_id=JOBS, partitions=tuple(i32(p) for p in given))
        assignment = heartbeat_response.Assignment(topic_partitions=(parts,))
    response = heartbeat_response.ConsumerGroupHeartbeatResponse(
        throttle_time=i32Timedelta.parse(datetime.timedelta(0)), error_code=ErrorCode.none, member_id=member,
        member_epoch=i32(granted), heartbeat_interval=i32Timedelta.parse(datetime.timedelta(seconds=1)),
        assignment=assignment,
    )  # fmt: skip
    return c.exchange(request, response)


def epochs() -> dict[int, dict[str, Any]]:
    a = Conversation("reader-a", 40001)
    b = a.another("reader-b", 40002)
    exchanges = [
        metadata_exchange(a, {"jobs": JOBS}, partitions=4),
        beat(a, "A", 0, 2, ALL),  # alone: everything
        beat(a, "A", 2, 2, None, owned=ALL),
        beat(b, "B", 0, 2, ()),  # B joins; the target (A two, B two) is not computed yet
        beat(a, "A", 2, 2, FIRST_HALF),  # A gives two back before it may reach the next epoch
        beat(b, "B", 2, 3, None),  # B reaches epoch 3, its partitions still A's
        beat(a, "A", 2, 3, None, owned=FIRST_HALF),  # A released them: epoch 3
        beat(b, "B", 3, 3, SECOND_HALF),  # now B is given them, at the same epoch
        beat(b, "B", 3, 3, SECOND_HALF, owned=SECOND_HALF),  # the same again: no new step
    ]
    analysis = GroupsAnalysis()
    for e in exchanges:
        assert e.warnings == (), e.warnings
        analysis.feed(e)
    return {r["generation"]: r for r in analysis.rows() if r["group"] == GROUP}


def jobs(partitions: tuple[int, ...]) -> list[str]:
    return [f"jobs/{p}" for p in partitions]


def test_partitions_given_later_at_the_same_epoch_are_the_members_assignment_at_it():
    third = epochs()[3]
    assert third["members"] == ["A", "B"]
    assert third["assignments"] == {"A": jobs(FIRST_HALF), "B": jobs(SECOND_HALF)}
    assert third["assignment_steps"]["B"] == [[], jobs(SECOND_HALF)]  # reached with nothing, then given two


def test_partitions_taken_back_before_the_next_epoch_leave_the_member_what_it_kept():
    second = epochs()[2]
    assert second["assignments"] == {"A": jobs(FIRST_HALF), "B": []}
    assert second["assignment_steps"] == {"A": [jobs(ALL), jobs(FIRST_HALF)], "B": [[]]}
    assert second["owned"]["A"] == jobs(FIRST_HALF)  # what A reported owning when it left epoch 2


def test_a_member_granted_an_epoch_without_an_assignment_keeps_the_one_it_had():
    assert epochs()[3]["assignment_steps"]["A"] == [jobs(FIRST_HALF)]
