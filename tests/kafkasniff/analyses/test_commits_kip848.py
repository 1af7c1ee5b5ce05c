"""`commits` on a KIP-848 group: OffsetCommit v10 names topics by id and sends the member's epoch
where classic groups send a generation; rows name the topic, evidence says which it was.

kio's messages (Kafka 4.1), framed and decoded as a capture's are."""

from __future__ import annotations

import datetime
import uuid
from typing import Any

import kio.schema.consumer_group_heartbeat.v1.request as heartbeat
import kio.schema.consumer_group_heartbeat.v1.response as heartbeat_response
import kio.schema.offset_commit.v10.request as commit
import kio.schema.offset_commit.v10.response as commit_response
from kio.schema.errors import ErrorCode
from kio.schema.types import GroupId, TopicName
from kio.static.primitive import i32, i32Timedelta, i64

from kafkasniff.analyses.commits import CommitsAnalysis
from tests.support.kio_exchanges import Conversation, metadata_exchange

ORDERS = uuid.UUID("0b6e1f00-0000-4000-8000-0000000000aa")
GROUP = GroupId("billing")
NO_WAIT = i32Timedelta.parse(datetime.timedelta(0))


def heartbeat_at(c: Conversation, epoch: int) -> Any:
    request = heartbeat.ConsumerGroupHeartbeatRequest(
        group_id=GROUP, member_id="m-1", member_epoch=i32(epoch), subscribed_topic_names=(TopicName("orders"),),
        topic_partitions=None,
    )  # fmt: skip
    response = heartbeat_response.ConsumerGroupHeartbeatResponse(
        throttle_time=NO_WAIT, error_code=ErrorCode.none, member_id="m-1", member_epoch=i32(epoch + 1),
        heartbeat_interval=i32Timedelta.parse(datetime.timedelta(seconds=5)),
    )  # fmt: skip
    return c.exchange(request, response)


def commit_at(c: Conversation, epoch: int, offset: int, error: ErrorCode = ErrorCode.none) -> Any:
    request = commit.OffsetCommitRequest(
        group_id=GROUP, generation_id_or_member_epoch=i32(epoch), member_id="m-1",
        topics=(commit.OffsetCommitRequestTopic(topic_id=ORDERS, partitions=(commit.OffsetCommitRequestPartition(
            partition_index=i32(0), committed_offset=i64(offset), committed_metadata=""),)),),
    )  # fmt: skip
    response = commit_response.OffsetCommitResponse(throttle_time=NO_WAIT, topics=(
        commit_response.OffsetCommitResponseTopic(topic_id=ORDERS, partitions=(
            commit_response.OffsetCommitResponsePartition(partition_index=i32(0), error_code=error),)),))  # fmt: skip
    return c.exchange(request, response)


def test_a_kip848_commit_names_its_topic_and_carries_the_member_epoch():
    c = Conversation("billing-consumer")
    analysis = CommitsAnalysis()
    for e in [metadata_exchange(c, {"orders": ORDERS}), heartbeat_at(c, 0), commit_at(c, 1, 10),
              commit_at(c, 1, 25), commit_at(c, 0, 30, ErrorCode.stale_member_epoch)]:  # fmt: skip
        assert e.warnings == ()
        analysis.feed(e)
    [row] = analysis.rows()
    assert (row["group"], row["topic"], row["partition"], row["last_committed"]) == ("billing", "orders", 0, 25)
    [failing] = [v for v in row["verdicts"] if v["verdict"] == "failing"]
    assert row["failed"] == {"STALE_MEMBER_EPOCH": 1}
    assert {ev.get("member_epoch") for ev in failing["evidence"]} == {0}
    assert all("generation" not in ev for ev in failing["evidence"])
