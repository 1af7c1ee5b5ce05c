"""Exchanges built from kio's messages, for protocols no client or broker here speaks (share
groups): framed as a client and a broker frame them, in order on one connection, and decoded by
kafkasniff's Kafka protocol as a capture's exchanges are."""

from __future__ import annotations

import datetime
import uuid
from typing import Any

import kio.schema.metadata.v12.request as metadata_request
import kio.schema.metadata.v12.response as metadata
from kio.schema.errors import ErrorCode
from kio.schema.types import BrokerId, TopicName
from kio.static.primitive import i32, i32Timedelta

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.kafka.apis import API_VERSIONS
from kafkasniff.dissectors.kafka.protocol import KafkaProtocol
from kafkasniff.model import Connection, DecodedExchange, Exchange, Frame
from tests.support import kafka_frames as kf
from tests.support.kio_values import serialize

MS = 1_000_000  # nanoseconds


class Clock:
    """A capture's time: each exchange 10 ms after the last, whatever its connection."""

    def __init__(self) -> None:
        self.now = 1_700_000_000_000 * MS

    def tick(self) -> int:
        self.now += 10 * MS
        return self.now


class Conversation:
    """One client's connection to a broker, its exchanges answered in 1 ms."""

    def __init__(self, client_id: str = "kio-client", port: int = 40000) -> None:
        self.conn = Connection(("10.0.0.1", port), ("10.0.0.2", 9092), "kafka")
        self.protocol = KafkaProtocol(DissectOptions(records=True, render_bytes=len))
        self.client_id = client_id
        self.correlation_id = 0
        self.clock = Clock()

    def another(self, client_id: str, port: int) -> Conversation:
        """A second client's connection in the same capture (same clock, same topic ids learnt)."""
        other = Conversation(client_id, port)
        other.protocol, other.clock = self.protocol, self.clock
        return other

    def exchange(self, request: Any, response: Any | None) -> DecodedExchange:
        """A request and its answer (None: unanswered), both kio entities of one api and version."""
        self.correlation_id += 1
        sent_at = self.clock.tick()
        api_key, version = int(request.__api_key__), int(request.__version__)
        data = kf.request(api_key, version, self.correlation_id, self.client_id, serialize(request))
        sent = Frame(self.conn, True, sent_at, sent_at, 0, len(data), data)
        answer = None
        if response is not None:
            flexible = bool(response.__flexible__) and api_key != API_VERSIONS
            reply = kf.response(self.correlation_id, serialize(response), flexible)
            answer = Frame(self.conn, False, sent_at + MS, sent_at + MS, 0, len(reply), reply)
        head = self.protocol.request_head(data)
        status = "ok" if answer is not None else "unanswered"
        return self.protocol.dissect(Exchange(self.conn, sent, answer, head, status))


def metadata_exchange(c: Conversation, topics: dict[str, uuid.UUID], partitions: int = 2) -> DecodedExchange:
    """A Metadata v12 answer naming topics and their ids: what lets later exchanges that name
    topics by id (OffsetCommit v10, heartbeats, share fetches) be shown by name."""
    answer = tuple(
        metadata.MetadataResponseTopic(
            error_code=ErrorCode.none,
            name=TopicName(name),
            topic_id=topic_id,
            partitions=tuple(
                metadata.MetadataResponsePartition(
                    error_code=ErrorCode.none, partition_index=i32(p), leader_id=BrokerId(1)
                )
                for p in range(partitions)
            ),
        )  # fmt: skip
        for name, topic_id in topics.items()
    )
    request = metadata_request.MetadataRequest(topics=None, allow_auto_topic_creation=False,
                                               include_topic_authorized_operations=False)  # fmt: skip
    no_wait = i32Timedelta.parse(datetime.timedelta(0))
    return c.exchange(request, metadata.MetadataResponse(throttle_time=no_wait, brokers=(), topics=answer))
