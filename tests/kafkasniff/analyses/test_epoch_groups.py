"""`groups` on share groups (KIP-932): rows per group epoch, with the members that reached it,
their assignments, heartbeat errors, leaves, and per partition the records members acquired and
how they acknowledged them.

No client or broker available here speaks share groups, so the exchanges are kio's messages
(generated from Kafka 4.1), framed and decoded as a capture's are."""

from __future__ import annotations

import datetime
import uuid
from typing import Any

import kio.schema.share_acknowledge.v2.request as ack
import kio.schema.share_acknowledge.v2.response as ack_response
import kio.schema.share_fetch.v2.request as fetch
import kio.schema.share_fetch.v2.response as fetch_response
import kio.schema.share_group_heartbeat.v1.request as heartbeat
import kio.schema.share_group_heartbeat.v1.response as heartbeat_response
from kio.schema.errors import ErrorCode
from kio.schema.types import BrokerId, GroupId, TopicName
from kio.static.primitive import i8, i16, i32, i32Timedelta, i64

from kafkasniff.analyses.groups import GroupsAnalysis
from tests.support.kio_exchanges import Conversation, metadata_exchange

JOBS = uuid.UUID("6f1c2a4e-0000-4000-8000-000000000001")
GROUP = GroupId("workers")
NO_WAIT = i32Timedelta.parse(datetime.timedelta(0))
ACCEPT, RELEASE, REJECT = i8(1), i8(2), i8(3)


def join(c: Conversation, member: str, sent: int, granted: int, partitions: tuple[int, ...] | None,
         error: ErrorCode = ErrorCode.none) -> Any:  # fmt: skip
    request = heartbeat.ShareGroupHeartbeatRequest(
        group_id=GROUP, member_id=member, member_epoch=i32(sent),
        subscribed_topic_names=(TopicName("jobs"),) if sent == 0 else None,
    )  # fmt: skip
    assignment = None
    if partitions is not None:
        owned = heartbeat_response.TopicPartitions(topic_id=JOBS, partitions=tuple(i32(p) for p in partitions))
        assignment = heartbeat_response.Assignment(topic_partitions=(owned,))
    response = heartbeat_response.ShareGroupHeartbeatResponse(
        throttle_time=NO_WAIT, error_code=error, member_id=member, member_epoch=i32(granted),
        heartbeat_interval=i32Timedelta.parse(datetime.timedelta(seconds=5)), assignment=assignment,
    )  # fmt: skip
    return c.exchange(request, response)


def share_fetch(c: Conversation, member: str, acks: tuple[tuple[int, int, tuple[i8, ...]], ...],
                acquired: tuple[int, int]) -> Any:  # fmt: skip
    batches = tuple(fetch.AcknowledgementBatch(first_offset=i64(a), last_offset=i64(b), acknowledge_types=t)
                    for a, b, t in acks)  # fmt: skip
    request = fetch.ShareFetchRequest(
        group_id=GROUP, member_id=member, share_session_epoch=i32(0), max_wait=NO_WAIT, min_bytes=i32(1),
        max_records=i32(500), batch_size=i32(500), forgotten_topics_data=(),
        topics=(fetch.FetchTopic(topic_id=JOBS, partitions=(
            fetch.FetchPartition(partition_index=i32(0), acknowledgement_batches=batches),)),),
    )  # fmt: skip
    partition = fetch_response.PartitionData(
        partition_index=i32(0), error_code=ErrorCode.none, acknowledge_error_code=ErrorCode.none,
        current_leader=fetch_response.LeaderIdAndEpoch(leader_id=BrokerId(1), leader_epoch=i32(0)), records=b"",
        acquired_records=(fetch_response.AcquiredRecords(
            first_offset=i64(acquired[0]), last_offset=i64(acquired[1]), delivery_count=i16(1)),),
    )  # fmt: skip
    response = fetch_response.ShareFetchResponse(
        throttle_time=NO_WAIT, error_code=ErrorCode.none, acquisition_lock_timeout=NO_WAIT, node_endpoints=(),
        responses=(fetch_response.ShareFetchableTopicResponse(topic_id=JOBS, partitions=(partition,)),),
    )  # fmt: skip
    return c.exchange(request, response)


def acknowledge(c: Conversation, member: str, first: int, last: int, kind: i8) -> Any:
    request = ack.ShareAcknowledgeRequest(
        group_id=GROUP, member_id=member, share_session_epoch=i32(1),
        topics=(ack.AcknowledgeTopic(topic_id=JOBS, partitions=(ack.AcknowledgePartition(
            partition_index=i32(0), acknowledgement_batches=(ack.AcknowledgementBatch(
                first_offset=i64(first), last_offset=i64(last), acknowledge_types=(kind,)),)),)),),
    )  # fmt: skip
    response = ack_response.ShareAcknowledgeResponse(
        throttle_time=NO_WAIT, error_code=ErrorCode.none, acquisition_lock_timeout=NO_WAIT, responses=(),
        node_endpoints=(),
    )  # fmt: skip
    return c.exchange(request, response)


def share_group_rows() -> list[dict[str, Any]]:
    a = Conversation("worker-a", 40001)
    b = a.another("worker-b", 40002)
    exchanges = [
        metadata_exchange(a, {"jobs": JOBS}),
        join(a, "A", 0, 1, (0, 1)),
        join(b, "B", 0, 2, (1,)),
        join(a, "A", 1, 2, (0,)),
        share_fetch(a, "A", (), (0, 9)),
        share_fetch(a, "A", ((0, 6, (ACCEPT,)), (7, 9, (RELEASE, RELEASE, REJECT))), (10, 11)),
        acknowledge(a, "A", 10, 11, ACCEPT),
        join(b, "B", 1, 2, None, ErrorCode.fenced_member_epoch),
        join(a, "A", -1, -1, None),
    ]
    analysis = GroupsAnalysis()
    for e in exchanges:
        assert e.warnings == (), e.warnings
        analysis.feed(e)
    return analysis.rows()


def test_share_group_epochs_name_their_members_and_assignments_by_topic_name():
    rows = share_group_rows()
    assert [(r["group"], r["generation"], r["epoch_kind"], r["protocol"]) for r in rows] == [
        ("workers", 1, "group epoch", "share"),
        ("workers", 2, "group epoch", "share"),
    ]
    first, second = rows
    assert first["members"] == ["A"] and first["assignments"] == {"A": ["jobs/0", "jobs/1"]}
    assert second["members"] == ["A", "B"]
    assert second["assignments"] == {"A": ["jobs/0"], "B": ["jobs/1"]}
    assert first["subscriptions"] == {"A": {"subscribed_topic_names": ["jobs"]}}


def test_share_group_rows_count_acquired_and_acknowledged_records_per_partition():
    second = share_group_rows()[1]
    assert second["deliveries"] == {"jobs/0": {"acquired": 12, "accept": 9, "release": 2, "reject": 1}}


def test_heartbeat_errors_and_leaves_are_kept_with_the_epoch_they_were_sent_at():
    rows = share_group_rows()
    assert rows[0]["errors"] == {"FENCED_MEMBER_EPOCH": 1}  # B heartbeated at epoch 1, long gone
    assert rows[1]["errors"] == {}
    assert rows[1]["left"] == ["A"]
    assert rows[1]["rebalance_ms"] == 10.0  # A answered epoch 2 one exchange (10 ms) after B
