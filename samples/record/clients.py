"""Client settings and helpers shared by the scenarios (kafka-python, confluent-kafka)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from samples.record.sent import SentRecord, partition_key

# tansu holds group joins until the rebalance timeout, so keep both short
# (see shared/real-traffic-notes.md).
SESSION_TIMEOUT_MS = 6000
REBALANCE_TIMEOUT_MS = 8000
HEARTBEAT_INTERVAL_MS = 2000
# A group join can take two rebalance timeouts on tansu (a member id round trip, then the join).
GROUP_JOIN_S = 3 * REBALANCE_TIMEOUT_MS / 1000 + 10
# kafka-python group members that commit by hand, with timeouts tansu's slow joins need
KP_MANUAL_GROUP = {
    "enable_auto_commit": False,
    "session_timeout_ms": SESSION_TIMEOUT_MS,
    "max_poll_interval_ms": REBALANCE_TIMEOUT_MS,
    "heartbeat_interval_ms": HEARTBEAT_INTERVAL_MS,
}
CK_MANUAL_GROUP = {
    "enable.auto.commit": False,
    "auto.offset.reset": "earliest",
    "session.timeout.ms": SESSION_TIMEOUT_MS,
    "max.poll.interval.ms": REBALANCE_TIMEOUT_MS,
    "heartbeat.interval.ms": HEARTBEAT_INTERVAL_MS,
}
CLIENT_TIMEOUT_S = 15
CONSUME_S = 40  # the bound for a consumer to read what was produced
KAFKA_PYTHON_API_VERSION = (2, 5, 0)


def kafka_python_magic(producer: Any) -> int:
    """The message format kafka-python writes for the api version it settled on."""
    return int(producer.max_usable_produce_magic(producer.config["api_version"]))


def kafka_python_settle(record: SentRecord, future: Any, acks0: bool = False) -> str:
    """Wait for a kafka-python send; fill in what the broker acknowledged; return the answer."""
    try:
        meta = future.get(timeout=CLIENT_TIMEOUT_S)
    except Exception as exc:
        errno = getattr(exc, "errno", None)
        return f"{type(exc).__name__} ({errno})" if errno is not None else repr(exc)
    # With acks=0 kafka-python 3 completes the batch from a synthetic response whose base offset is
    # 0, so its offsets are made up: keep only the partition it chose.
    record.acked(meta.partition, -1 if acks0 else meta.offset)
    return "ok (acks=0)" if acks0 else f"ok (offset {meta.offset})"


def kafka_python_create(port: int, topic: str, partitions: int, client_id: str) -> None:
    from kafka import KafkaAdminClient
    from kafka.admin import NewTopic

    admin = KafkaAdminClient(
        bootstrap_servers=f"127.0.0.1:{port}",
        client_id=client_id,
        api_version=KAFKA_PYTHON_API_VERSION,
        request_timeout_ms=CLIENT_TIMEOUT_S * 1000,
    )
    try:
        admin.create_topics([NewTopic(topic, partitions, 1)], timeout_ms=CLIENT_TIMEOUT_S * 1000)
    finally:
        admin.close()


def confluent_delivery(record: SentRecord, then: Callable[[Any, Any], None]) -> Callable[[Any, Any], None]:
    """A librdkafka delivery callback that fills in the record's partition and offset, then calls then."""

    def on_delivery(err: Any, msg: Any) -> None:
        if err is None:
            record.acked(msg.partition(), msg.offset())
        then(err, msg)

    return on_delivery


def delivery_tally(tally: Counter[str], errors: list[str]) -> Callable[[Any, Any], None]:
    def on_delivery(err: Any, msg: Any) -> None:
        if err is not None:
            errors.append(str(err))
        else:
            tally[partition_key(msg.topic(), msg.partition())] += 1

    return on_delivery


def position(message: Any) -> tuple[str, int, int]:
    return message.topic(), message.partition(), message.offset()
