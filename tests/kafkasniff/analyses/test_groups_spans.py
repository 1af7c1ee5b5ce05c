"""`groups` rows say when each generation held, who its members are by client id, and the
commits the coordinator refused them: against the clients' own logs in the samples' facts."""

from __future__ import annotations

import datetime
import uuid
from typing import Any

import kio.schema.consumer_group_heartbeat.v0.request as cgh
import kio.schema.consumer_group_heartbeat.v0.response as cgh_response
import kio.schema.offset_commit.v9.request as oc
import kio.schema.offset_commit.v9.response as oc_response
import pytest
from kio.schema.errors import ErrorCode
from kio.schema.types import GroupId, TopicName
from kio.static.primitive import i32, i32Timedelta, i64

from kafkasniff.analyses.groups import GroupsAnalysis
from kafkasniff.rendering.group_columns import member_name, since
from tests.support.analyses import analyse, facts_of
from tests.support.kio_exchanges import Conversation, metadata_exchange

INCIDENT = "sarama-stale-commit-kafka"


@pytest.fixture(scope="module")
def incident() -> dict[int, dict[str, Any]]:
    return {row["generation"]: row for row in analyse(INCIDENT, GroupsAnalysis())}


def test_a_generation_holds_from_the_assignment_that_formed_it(incident: dict[int, dict[str, Any]]):
    """The client starts its session when it has read the SyncGroup answer: a few ms after the
    answer crossed the wire, never before."""
    for generation in facts_of(INCIDENT)["generations"]:
        formed = incident[generation["generation"]]["formed_ts"]
        assert 0 <= generation["started_ts"] - formed < 0.05, generation["generation"]


def test_a_generation_ends_when_the_next_one_forms_or_a_member_leaves(incident: dict[int, dict[str, Any]]):
    started = {g["generation"]: g["started_ts"] for g in facts_of(INCIDENT)["generations"]}
    rows = [incident[number] for number in sorted(incident)]
    for row, following in zip(rows, rows[1:], strict=False):
        assert row["formed_ts"] < row["ended_ts"] <= following["formed_ts"] <= started[following["generation"]]
    last = rows[-1]
    leaves = [e["ts"] for e in last["events"] if e["api"] == "LeaveGroup"]
    assert last["left"] and last["ended_ts"] == min(leaves)  # its first member to leave changed the set


def test_a_generation_still_current_at_the_end_holds_to_the_capture_s_end():
    [row] = analyse("aiokafka", GroupsAnalysis())  # its consumer never leaves
    assert row["formed_ts"] is not None and not row["left"] and row["ended_ts"] is None


def test_refused_commits_are_errors_of_the_generation_they_named(incident: dict[int, dict[str, Any]]):
    refused: dict[int, set[tuple[str, float]]] = {}
    for commit in facts_of(INCIDENT)["refused_commits"]:
        refused.setdefault(commit["generation"], set()).add((commit["connection"], commit["written_ts"]))
    assert refused  # the lagging committer's commits, ILLEGAL_GENERATION
    for number, row in incident.items():
        assert row["errors"].get("OffsetCommit:ILLEGAL_GENERATION", 0) == len(refused.get(number, ())), number
        commits = [e for e in row["events"] if e["api"] == "OffsetCommit"]
        assert all(e["generation"] == number and e["errors"] == ["ILLEGAL_GENERATION"] for e in commits)


def test_member_ids_that_do_not_name_their_client_are_shown_with_it():
    """librdkafka's mock cluster hands out member ids like 0x7fe434005280."""
    [row] = analyse("mock-txn", GroupsAnalysis())
    [member] = row["members"]
    assert row["member_clients"] == {member: "txn-consumer"}
    assert member_name(row, member) == f"{member} (txn-consumer)"


def test_member_ids_that_begin_with_their_client_id_are_shown_as_they_are(incident: dict[int, dict[str, Any]]):
    row = incident[1]
    assert row["member_clients"] and all(member_name(row, m) == m for m in row["members"])


def test_a_consumer_group_epoch_holds_from_its_first_grant_to_the_next(incident: dict[int, dict[str, Any]]):
    rows = analyse("kip848-consumer", GroupsAnalysis())
    for row, following in zip(rows, rows[1:], strict=False):
        assert row["formed_ts"] <= row["ended_ts"] <= following["formed_ts"]
    assert all(member_name(row, m).endswith(")") for row in rows for m in row["members"])  # KIP-848 ids: no client


def test_the_time_column_is_the_utc_time_of_day_the_generation_formed(incident: dict[int, dict[str, Any]]):
    assert since(incident[1]) == "12:45:17.546369"
    assert since({"formed_ts": None, "first_ts": 0.25}) == "00:00:00.250000"  # a group that never formed


def test_a_consumer_group_member_s_refused_commit_is_an_error_of_the_member_epoch_it_named():
    """KIP-848: a commit carries the member epoch; one sent with an epoch the coordinator moved
    past is refused STALE_MEMBER_EPOCH, and counts among that epoch's errors."""
    c = Conversation("orders-c1")
    analysis = GroupsAnalysis()
    for item in (metadata_exchange(c, {"orders": ORDERS}), heartbeat(c, 0, 1, (0, 1)), heartbeat(c, 1, 2, (0,)),
                 commit(c, 1, ErrorCode.stale_member_epoch), commit(c, 2, ErrorCode.none)):  # fmt: skip
        analysis.feed(item)
    rows = {row["generation"]: row for row in analysis.rows()}
    assert set(rows) == {1, 2}  # no classic row for the group: its commits are the epoch rows'
    assert rows[1]["errors"] == {"OffsetCommit:STALE_MEMBER_EPOCH": 1} and rows[2]["errors"] == {}
    [refused] = [e for e in rows[1]["events"] if e["api"] == "OffsetCommit"]
    assert refused["member_epoch"] == 1 and refused["errors"] == ["STALE_MEMBER_EPOCH"]
    assert rows[1]["member_clients"] == {"m1": "orders-c1"}


ORDERS = uuid.UUID("6f1c2a4e-0000-4000-8000-0000000000aa")
NO_WAIT = i32Timedelta.parse(datetime.timedelta(0))


def heartbeat(c: Conversation, sent: int, granted: int, partitions: tuple[int, ...]) -> Any:
    request = cgh.ConsumerGroupHeartbeatRequest(
        group_id=GroupId("orders"), member_id="m1", member_epoch=i32(sent), instance_id=None, rack_id=None,
        rebalance_timeout=i32Timedelta.parse(datetime.timedelta(seconds=30)),
        subscribed_topic_names=(TopicName("orders"),) if sent == 0 else None, server_assignor=None,
        topic_partitions=None,
    )  # fmt: skip
    owned = cgh_response.TopicPartitions(topic_id=ORDERS, partitions=tuple(i32(p) for p in partitions))
    response = cgh_response.ConsumerGroupHeartbeatResponse(
        throttle_time=NO_WAIT, error_code=ErrorCode.none, error_message=None, member_id="m1",
        member_epoch=i32(granted), heartbeat_interval=i32Timedelta.parse(datetime.timedelta(seconds=5)),
        assignment=cgh_response.Assignment(topic_partitions=(owned,)),
    )  # fmt: skip
    return c.exchange(request, response)


def commit(c: Conversation, epoch: int, error: ErrorCode) -> Any:
    request = oc.OffsetCommitRequest(
        group_id=GroupId("orders"), generation_id_or_member_epoch=i32(epoch), member_id="m1", group_instance_id=None,
        topics=(oc.OffsetCommitRequestTopic(name=TopicName("orders"), partitions=(oc.OffsetCommitRequestPartition(
            partition_index=i32(0), committed_offset=i64(5), committed_leader_epoch=i32(-1),
            committed_metadata=""),)),),
    )  # fmt: skip
    response = oc_response.OffsetCommitResponse(throttle_time=NO_WAIT, topics=(oc_response.OffsetCommitResponseTopic(
        name=TopicName("orders"), partitions=(oc_response.OffsetCommitResponsePartition(
            partition_index=i32(0), error_code=error),)),))  # fmt: skip
    return c.exchange(request, response)
