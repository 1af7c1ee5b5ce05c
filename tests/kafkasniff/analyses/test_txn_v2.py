"""`txn` on transactions v2 (KIP-890 part 2): no AddPartitionsToTxn, the first transactional
Produce (v12+) enrolls a partition; every EndTxn (v5+) bumps the producer epoch, which the next
transaction uses and the markers may carry.

kio's messages (Kafka 4.1), framed and decoded as a capture's are: record batches built whole
with their CRCs."""

from __future__ import annotations

import datetime
from typing import Any

import kio.schema.end_txn.v5.request as end_txn
import kio.schema.end_txn.v5.response as end_txn_response
import kio.schema.fetch.v12.request as fetch
import kio.schema.fetch.v12.response as fetch_response
import kio.schema.init_producer_id.v6.request as init
import kio.schema.init_producer_id.v6.response as init_response
import kio.schema.produce.v12.request as produce
import kio.schema.produce.v12.response as produce_response
from kio.schema.errors import ErrorCode
from kio.schema.types import BrokerId, ProducerId, TopicName, TransactionalId
from kio.static.primitive import i8, i16, i32, i32Timedelta, i64

from kafkasniff.analyses.txn import TxnAnalysis
from tests.support import kafka_frames as kf
from tests.support.kio_exchanges import Conversation

TXN, PID = TransactionalId("tv2-app"), ProducerId(42)
NO_WAIT = i32Timedelta.parse(datetime.timedelta(0))


def init_producer(c: Conversation) -> Any:
    request = init.InitProducerIdRequest(transactional_id=TXN, transaction_timeout=i32Timedelta.parse(
        datetime.timedelta(seconds=60)))  # fmt: skip
    response = init_response.InitProducerIdResponse(throttle_time=NO_WAIT, error_code=ErrorCode.none,
                                                    producer_id=PID, producer_epoch=i16(5))  # fmt: skip
    return c.exchange(request, response)


def send(c: Conversation, epoch: int, values: list[bytes], base_offset: int) -> Any:
    batch = kf.record_batch([kf.record(v, offset_delta=i) for i, v in enumerate(values)],
                            producer_id=PID, producer_epoch=epoch, transactional=True)  # fmt: skip
    request = produce.ProduceRequest(transactional_id=TXN, acks=i16(-1), timeout=NO_WAIT, topic_data=(
        produce.TopicProduceData(name=TopicName("out"), partition_data=(
            produce.PartitionProduceData(index=i32(0), records=batch),)),))  # fmt: skip
    response = produce_response.ProduceResponse(responses=(produce_response.TopicProduceResponse(
        name=TopicName("out"), partition_responses=(produce_response.PartitionProduceResponse(
            index=i32(0), error_code=ErrorCode.none, base_offset=i64(base_offset), record_errors=()),)),))  # fmt: skip
    return c.exchange(request, response)


def end(c: Conversation, epoch: int, commit: bool) -> Any:
    request = end_txn.EndTxnRequest(transactional_id=TXN, producer_id=PID, producer_epoch=i16(epoch), committed=commit)
    response = end_txn_response.EndTxnResponse(throttle_time=NO_WAIT, error_code=ErrorCode.none, producer_id=PID,
                                               producer_epoch=i16(epoch + 1))  # fmt: skip
    return c.exchange(request, response)


def read_markers(c: Conversation) -> Any:
    records = (kf.record_batch([kf.control_record(True)], base_offset=2, producer_id=PID, producer_epoch=6,
                               transactional=True, control=True)
               + kf.record_batch([kf.control_record(False)], base_offset=5, producer_id=PID, producer_epoch=7,
                                 transactional=True, control=True))  # fmt: skip
    request = fetch.FetchRequest(
        replica_id=BrokerId(-1), max_wait=NO_WAIT, min_bytes=i32(1), max_bytes=i32(1 << 20),
        isolation_level=i8(0), session_id=i32(0), session_epoch=i32(-1), forgotten_topics_data=(), rack_id="",
        topics=(fetch.FetchTopic(topic=TopicName("out"), partitions=(fetch.FetchPartition(
            partition=i32(0), current_leader_epoch=i32(-1), fetch_offset=i64(0), last_fetched_epoch=i32(-1),
            log_start_offset=i64(-1), partition_max_bytes=i32(1 << 20)),)),),
    )  # fmt: skip
    response = fetch_response.FetchResponse(throttle_time=NO_WAIT, error_code=ErrorCode.none, session_id=i32(0),
        responses=(fetch_response.FetchableTopicResponse(topic=TopicName("out"), partitions=(
            fetch_response.PartitionData(partition_index=i32(0), error_code=ErrorCode.none, high_watermark=i64(7),
                                         last_stable_offset=i64(7), log_start_offset=i64(0),
                                         aborted_transactions=(), records=records),)),))  # fmt: skip
    return c.exchange(request, response)


def transactions() -> list[dict[str, Any]]:
    producer = Conversation("tv2-producer", 40001)
    consumer = producer.another("tv2-consumer", 40002)
    exchanges = [
        init_producer(producer),
        send(producer, 5, [b"a", b"b"], 0), end(producer, 5, commit=True),
        send(producer, 6, [b"c", b"d"], 3), end(producer, 6, commit=False),
        read_markers(consumer),
    ]  # fmt: skip
    analysis = TxnAnalysis()
    for e in exchanges:
        assert e.warnings == (), (e.fields["api"], e.warnings)
        analysis.feed(e)
    return analysis.rows()


def test_the_first_transactional_produce_enrolls_its_partition():
    rows = transactions()
    assert [(r["producer_epoch"], r["protocol"], r["outcome"]) for r in rows] == [
        (5, "v2", "committed"),
        (6, "v2", "aborted"),
    ]
    assert all(r["partitions"] == ["out/0"] and r["enrolled_by_produce"] == ["out/0"] for r in rows)
    assert [r["records_produced"] for r in rows] == [2, 2]


def test_every_end_bumps_the_epoch_and_markers_with_the_bumped_epoch_end_their_transaction():
    rows = transactions()
    assert [r["next_epoch"] for r in rows] == [6, 7]
    assert [[(m["offset"], m["type"]) for m in r["markers"]] for r in rows] == [[(2, "COMMIT")], [(5, "ABORT")]]
