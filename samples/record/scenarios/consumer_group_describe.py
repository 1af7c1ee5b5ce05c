"""ConsumerGroupDescribe (api 69, KIP-848's describe) from librdkafka's admin client against tansu.

tansu advertises ConsumerGroupDescribe v0 (and no ConsumerGroupHeartbeat), so librdkafka's
describe_consumer_groups() asks with it rather than with DescribeGroups, also for a classic group:
a classic consumer (ledger-reader, group ledger-readers) reads topic ledger and commits, and while
it is a stable member the admin describes ledger-readers and a group nobody joined, then lists the
groups (ListGroups v5). What tansu answers (no members, epochs -1, and for the unknown group a state
rather than GROUP_ID_NOT_FOUND) is recorded as the client saw it and as it was on the wire.
"""

from __future__ import annotations

import importlib.metadata
from collections import Counter
from typing import Any

from samples.record.capture import Wire
from samples.record.clients import CK_MANUAL_GROUP, CLIENT_TIMEOUT_S, confluent_delivery, delivery_tally
from samples.record.consuming import confluent_read
from samples.record.group_wire import group_facts
from samples.record.groups import AssignmentTracker, confluent_batch_committer, confluent_subscribe
from samples.record.sent import Facts, SentRecord, one_group_facts, partition_key

TOPIC, GROUP, UNKNOWN_GROUP = "ledger", "ledger-readers", "nobody-joined"
ADMIN, PRODUCER, CONSUMER = "cgd-admin", "cgd-producer", "ledger-reader"


def described(admin: Any, group: str) -> Facts:
    """describe_consumer_groups() as the client reports it."""
    found = admin.describe_consumer_groups([group], request_timeout=CLIENT_TIMEOUT_S)[group].result(CLIENT_TIMEOUT_S)
    return {
        "group_id": found.group_id,
        "state": found.state.name,
        "type": found.type.name,
        "is_simple_consumer_group": found.is_simple_consumer_group,
        "partition_assignor": found.partition_assignor,
        "members": [
            {
                "member_id": m.member_id,
                "client_id": m.client_id,
                "host": m.host,
                "assignment": sorted(partition_key(tp.topic, tp.partition) for tp in m.assignment.topic_partitions),
            }
            for m in found.members
        ],  # fmt: skip
        "coordinator": f"{found.coordinator.host}:{found.coordinator.port}",
    }


def listed(admin: Any) -> list[Facts]:
    result = admin.list_consumer_groups(request_timeout=CLIENT_TIMEOUT_S).result(CLIENT_TIMEOUT_S)
    if result.errors:
        raise RuntimeError(f"list_consumer_groups: {result.errors}")
    return sorted(
        ({"group_id": g.group_id, "state": g.state.name, "type": g.type.name} for g in result.valid),
        key=lambda g: g["group_id"],
    )


def scenario(port: int, wire: Wire) -> Facts:
    import confluent_kafka
    from confluent_kafka import Consumer, Producer
    from confluent_kafka.admin import AdminClient, NewTopic

    bootstrap = f"127.0.0.1:{port}"
    admin = AdminClient({"bootstrap.servers": bootstrap, "client.id": ADMIN})
    admin.create_topics([NewTopic(TOPIC, num_partitions=2, replication_factor=1)],
                        request_timeout=CLIENT_TIMEOUT_S)[TOPIC].result(CLIENT_TIMEOUT_S)  # fmt: skip

    producer = Producer({"bootstrap.servers": bootstrap, "client.id": PRODUCER, "acks": "all", "linger.ms": 5})
    tally, errors, sent = Counter[str](), list[str](), list[SentRecord]()
    on_delivery = delivery_tally(tally, errors)
    for i in range(6):
        record = SentRecord(PRODUCER, TOPIC, "none", 2, f"entry-{i}".encode(), f'{{"amount": {10 * i}}}'.encode(),
                            partition=i % 2)  # fmt: skip
        producer.produce(TOPIC, key=record.key, value=record.value, partition=i % 2,
                         on_delivery=confluent_delivery(record, on_delivery))  # fmt: skip
        sent.append(record)
    if producer.flush(CLIENT_TIMEOUT_S) or errors:
        raise RuntimeError(f"produce failed: {errors or 'flush timed out'}")
    del producer

    consumer = Consumer({"bootstrap.servers": bootstrap, "client.id": CONSUMER, "group.id": GROUP, **CK_MANUAL_GROUP})
    tracker = AssignmentTracker(CONSUMER, GROUP)
    consumed, committed = Counter[str](), dict[str, int]()

    commit = confluent_batch_committer(consumer, tracker, consumed, committed, CONSUMER)

    confluent_subscribe(consumer, [TOPIC], tracker)
    try:
        confluent_read(consumer, tracker, tally.total(), commit, f"{CONSUMER} reads {TOPIC}", 10)
        member_id = consumer.memberid()
        tracker.require_stable(f"{CONSUMER} is a stable member while its group is described")
        descriptions = {group: described(admin, group) for group in (GROUP, UNKNOWN_GROUP)}
        groups_listed = listed(admin)
    finally:
        consumer.close()
    del admin
    return {
        "clients": {
            "confluent-kafka": importlib.metadata.version("confluent-kafka"),
            "librdkafka": confluent_kafka.libversion()[0],
        },  # fmt: skip
        "client_ids": [ADMIN, PRODUCER, CONSUMER],
        "member_id": member_id,
        "described": descriptions,
        "listed": groups_listed,
        **one_group_facts(TOPIC, 2, GROUP, tally, consumed, committed, sent),
    }


def capture_facts(pcap: Any, port: int, facts: Facts) -> None:
    """tansu's ConsumerGroupDescribe answers as they were on the wire (own decoder: tshark 4.0 does not
    know api 69), checked against what the admin client reported."""
    wire = group_facts(pcap, port)
    describes = wire["consumer_group_describes"]
    facts["group_wire"] = {k: wire[k] for k in ("decoder", "request_versions", "responses", "consumer_group_describes")}
    answered = {g["group_id"]: g for d in describes for g in d["groups"] or []}
    if set(answered) != set(facts["described"]):
        raise RuntimeError(f"ConsumerGroupDescribe answered {sorted(answered)}, the admin: {facts['described']}")
    for group, seen in answered.items():
        if seen["group_state"].upper() != facts["described"][group]["state"]:
            raise RuntimeError(f"{group}: state {seen['group_state']} on the wire, {facts['described'][group]}")
