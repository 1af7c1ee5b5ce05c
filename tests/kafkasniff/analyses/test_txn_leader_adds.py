"""`txn` and the AddPartitionsToTxn a partition leader sends the transaction coordinator (v4+, brokers
only, a batch of transactions per request) while a transactional write waits on it: under
transactions v2 it enrolls the partitions on the Produce's behalf (verify_only false), so they are
enrolled by Produce; under transactions v1 it only checks that the client enrolled them
(verify_only), which enrolls nothing, begins no transaction and leaves no partition never joined.

What Apache Kafka 4.4 does in samples/java-txn.pcap, as kio's messages (Kafka 4.1), framed and
decoded as a capture's are."""

from __future__ import annotations

import datetime
from typing import Any

import kio.schema.add_partitions_to_txn.v3.request as client_add
import kio.schema.add_partitions_to_txn.v3.response as client_add_response
import kio.schema.add_partitions_to_txn.v5.request as leader_add
import kio.schema.add_partitions_to_txn.v5.response as leader_add_response
import kio.schema.end_txn.v4.request as end_v4
import kio.schema.end_txn.v4.response as end_v4_response
import kio.schema.end_txn.v5.request as end_v5
import kio.schema.end_txn.v5.response as end_v5_response
import kio.schema.init_producer_id.v5.request as init
import kio.schema.init_producer_id.v5.response as init_response
import kio.schema.produce.v11.request as produce_v11
import kio.schema.produce.v11.response as produce_v11_response
import kio.schema.produce.v12.request as produce_v12
import kio.schema.produce.v12.response as produce_v12_response
import pytest
from kio.schema.errors import ErrorCode
from kio.schema.types import ProducerId, TopicName, TransactionalId
from kio.static.primitive import i16, i32, i32Timedelta, i64

from kafkasniff.analyses.txn import TxnAnalysis
from tests.support import kafka_frames as kf
from tests.support.kio_exchanges import Conversation

NO_WAIT = i32Timedelta.parse(datetime.timedelta(0))
OUT = TopicName("out")
LEADER = "AddPartitionsManager-client-1"  # the client id Apache Kafka's partition leader sends with
Partitions = dict[int, ErrorCode]  # partition of "out" -> the coordinator's answer


def init_producer(c: Conversation, tid: str, pid: int, epoch: int) -> Any:
    request = init.InitProducerIdRequest(transactional_id=TransactionalId(tid), producer_id=ProducerId(-1),
        producer_epoch=i16(-1), transaction_timeout=i32Timedelta.parse(datetime.timedelta(seconds=60)))  # fmt: skip
    response = init_response.InitProducerIdResponse(throttle_time=NO_WAIT, error_code=ErrorCode.none,
                                                    producer_id=ProducerId(pid), producer_epoch=i16(epoch))  # fmt: skip
    return c.exchange(request, response)


def add_by_client(c: Conversation, tid: str, pid: int, epoch: int, partitions: Partitions) -> Any:
    request = client_add.AddPartitionsToTxnRequest(
        v3_and_below_transactional_id=TransactionalId(tid), v3_and_below_producer_id=ProducerId(pid),
        v3_and_below_producer_epoch=i16(epoch),
        v3_and_below_topics=(client_add.AddPartitionsToTxnTopic(name=OUT, partitions=tuple(map(i32, partitions))),),
    )  # fmt: skip
    results = tuple(client_add_response.AddPartitionsToTxnPartitionResult(partition_index=i32(p),
                    partition_error_code=error) for p, error in partitions.items())  # fmt: skip
    response = client_add_response.AddPartitionsToTxnResponse(throttle_time=NO_WAIT, results_by_topic_v3_and_below=(
        client_add_response.AddPartitionsToTxnTopicResult(name=OUT, results_by_partition=results),))  # fmt: skip
    return c.exchange(request, response)


def add_by_leader(c: Conversation, verify_only: bool, *transactions: tuple[str, int, int, Partitions]) -> Any:
    """One batched request: (transactional id, producer id, epoch, partitions) per transaction."""
    request = leader_add.AddPartitionsToTxnRequest(transactions=tuple(
        leader_add.AddPartitionsToTxnTransaction(
            transactional_id=TransactionalId(tid), producer_id=ProducerId(pid), producer_epoch=i16(epoch),
            verify_only=verify_only,
            topics=(leader_add.AddPartitionsToTxnTopic(name=OUT, partitions=tuple(map(i32, partitions))),))
        for tid, pid, epoch, partitions in transactions))  # fmt: skip
    response = leader_add_response.AddPartitionsToTxnResponse(throttle_time=NO_WAIT, error_code=ErrorCode.none,
        results_by_transaction=tuple(leader_add_response.AddPartitionsToTxnResult(
            transactional_id=TransactionalId(tid), topic_results=(leader_add_response.AddPartitionsToTxnTopicResult(
                name=OUT, results_by_partition=tuple(leader_add_response.AddPartitionsToTxnPartitionResult(
                    partition_index=i32(p), partition_error_code=error) for p, error in partitions.items())),))
            for tid, _, _, partitions in transactions))  # fmt: skip
    return c.exchange(request, response)


def send(c: Conversation, schema: Any, answer: Any, tid: str, pid: int, epoch: int, partition: int) -> Any:
    """A transactional Produce of one record to out/partition (schema: the request module, answer: the response's)."""
    batch = kf.record_batch([kf.record(b"v")], producer_id=pid, producer_epoch=epoch, transactional=True)
    request = schema.ProduceRequest(transactional_id=TransactionalId(tid), acks=i16(-1), timeout=NO_WAIT,
        topic_data=(schema.TopicProduceData(name=OUT, partition_data=(
            schema.PartitionProduceData(index=i32(partition), records=batch),)),))  # fmt: skip
    response = answer.ProduceResponse(responses=(answer.TopicProduceResponse(name=OUT, partition_responses=(
        answer.PartitionProduceResponse(index=i32(partition), error_code=ErrorCode.none, base_offset=i64(0),
                                        record_errors=()),)),))  # fmt: skip
    return c.exchange(request, response)


def end(c: Conversation, v2: bool, tid: str, pid: int, epoch: int, commit: bool) -> Any:
    schema, answer = (end_v5, end_v5_response) if v2 else (end_v4, end_v4_response)
    request = schema.EndTxnRequest(transactional_id=TransactionalId(tid), producer_id=ProducerId(pid),
                                   producer_epoch=i16(epoch), committed=commit)  # fmt: skip
    bumped = {"producer_id": ProducerId(pid), "producer_epoch": i16(epoch + 1)} if v2 else {}
    return c.exchange(request, answer.EndTxnResponse(throttle_time=NO_WAIT, error_code=ErrorCode.none, **bumped))


def rows_of(exchanges: list[Any]) -> list[dict[str, Any]]:
    analysis = TxnAnalysis()
    for e in exchanges:
        assert e.warnings == (), (e.fields["api"], e.warnings)
        analysis.feed(e)
    return analysis.rows()


def transactions_v2(produce_answered_first: bool) -> list[dict[str, Any]]:
    """tv2-app writes out/0; the leader enrolls it in one batch with another producer's out/0,
    which the coordinator refuses (that one's previous transaction is still ending)."""
    producer = Conversation("tv2-producer", 40001)
    leader = producer.another(LEADER, 40002)
    start = init_producer(producer, "tv2-app", 42, 5)
    enrol = add_by_leader(leader, False, ("tv2-app", 42, 5, {0: ErrorCode.none}),
                          ("other-app", 43, 0, {0: ErrorCode.concurrent_transactions}))  # fmt: skip
    write = send(producer, produce_v12, produce_v12_response, "tv2-app", 42, 5, 0)
    written = [write, enrol] if produce_answered_first else [enrol, write]
    return rows_of([start, *written, end(producer, True, "tv2-app", 42, 5, commit=True)])


@pytest.mark.parametrize("produce_answered_first", [False, True], ids=["leader-first", "produce-first"])
def test_transactions_v2_partitions_the_leader_enrolled_for_a_produce_are_enrolled_by_produce(
    produce_answered_first: bool,
):
    rows = {r["transactional_id"]: r for r in transactions_v2(produce_answered_first)}
    tv2, other = rows["tv2-app"], rows["other-app"]
    assert (tv2["protocol"], tv2["outcome"]) == ("v2", "committed")
    assert tv2["partitions"] == tv2["enrolled_by_produce"] == ["out/0"]
    assert tv2["not_joined"] == {}  # the batch's refusal was the other transaction's
    assert other["outcome"] == "never-began" and other["not_joined"] == {"out/0": "CONCURRENT_TRANSACTIONS"}


def transactions_v1() -> list[dict[str, Any]]:
    """tv1-app commits a write to out/0 the leader verified, then aborts a transaction whose out/1
    the leader found not in it; a producer with no open transaction is verified and refused."""
    producer = Conversation("tv1-producer", 40001)
    leader = producer.another(LEADER, 40002)
    ok, refused = ErrorCode.none, ErrorCode.invalid_txn_state
    return rows_of([
        init_producer(producer, "tv1-app", 44, 0),
        add_by_client(producer, "tv1-app", 44, 0, {0: ok}),
        add_by_leader(leader, True, ("tv1-app", 44, 0, {0: ok})),
        send(producer, produce_v11, produce_v11_response, "tv1-app", 44, 0, 0),
        end(producer, False, "tv1-app", 44, 0, commit=True),
        add_by_client(producer, "tv1-app", 44, 0, {1: ok}),
        add_by_leader(leader, True, ("tv1-app", 44, 0, {1: refused}), ("zombie-app", 45, 3, {0: refused})),
        end(producer, False, "tv1-app", 44, 0, commit=False),
    ])  # fmt: skip


def test_transactions_v1_verifications_enroll_nothing():
    rows = transactions_v1()
    assert [(r["transactional_id"], r["protocol"], r["outcome"]) for r in rows] == [
        ("tv1-app", "v1", "committed"), ("tv1-app", "v1", "aborted"),
    ]  # fmt: skip
    assert [r["partitions"] for r in rows] == [["out/0"], ["out/1"]]  # the client's AddPartitionsToTxn
    assert all(r["enrolled_by_produce"] == [] and r["not_joined"] == {} for r in rows)


def test_a_refused_verification_is_the_transactions_error_not_a_partition_that_never_joined():
    committed, aborted = transactions_v1()
    assert committed["errors"] == {}
    assert aborted["errors"] == {"AddPartitionsToTxn:INVALID_TXN_STATE": 1}
