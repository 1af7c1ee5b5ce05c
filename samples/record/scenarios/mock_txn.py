"""librdkafka's mock cluster: a transactional producer commits two transactions and aborts one, then
a read_committed consumer feeds one consume-transform-produce transaction (send_offsets_to_transaction)."""

from __future__ import annotations

import importlib.metadata
import json
from collections import Counter
from typing import Any

from samples.record.capture import Wire
from samples.record.clients import CK_MANUAL_GROUP, CLIENT_TIMEOUT_S, confluent_delivery, delivery_tally
from samples.record.consuming import confluent_read
from samples.record.groups import AssignmentTracker, GroupUnstable, confluent_subscribe
from samples.record.read_committed_probe import aborted_records_handed_over
from samples.record.sent import Facts, SentRecord, partition_key, records_facts

TXN_ID = "txn-app"
TXN_PLAN = ("commit", "commit", "abort")  # then one consume-transform-produce commit
TXN_RECORDS = 5


def txn_record(topic: str, key: bytes | None, value: bytes | None, number: int, outcome: str) -> SentRecord:
    # librdkafka writes magic 2 (transactions need it); the mock cluster offers Produce v3+.
    extra = (("transaction", number), ("transaction_outcome", outcome))
    return SentRecord("txn-producer", topic, "none", 2, key, value, extra=extra)


def txn_batch(producer: Any, number: int, tally: Counter[str], sent: list[SentRecord]) -> None:
    errors: list[str] = []
    on_delivery = delivery_tally(tally, errors)
    for i in range(TXN_RECORDS):
        value = json.dumps({"txn": number, "item": i, "amount": 100 * number + i}).encode()
        record = txn_record("txn-in", f"acct-{i}".encode(), value, number, TXN_PLAN[number])
        callback = confluent_delivery(record, on_delivery)
        producer.produce("txn-in", key=record.key, value=record.value, on_delivery=callback)
        sent.append(record)
    # On the wire (and acknowledged) before the commit or the abort.
    if producer.flush(CLIENT_TIMEOUT_S) or errors:
        raise RuntimeError(f"transactional produce failed: {errors or 'flush timed out'}")


def txn_consume(consumer: Any, tracker: AssignmentTracker, expected: int) -> tuple[list[Any], int]:
    """read_committed until the committed records are in; the messages and the assignment they came in."""
    messages: list[Any] = []
    generations: set[int] = set()

    def keep(batch: list[Any], generation: int) -> None:
        messages.extend(batch)
        generations.add(generation)

    confluent_read(consumer, tracker, expected, keep, "txn-consumer reads txn-in (read_committed) in txn-group",
                   expected)  # fmt: skip
    if len(generations) != 1:
        raise GroupUnstable(f"txn-consumer read txn-in over assignments {sorted(generations)}: {tracker.describe()}")
    return messages, generations.pop()


def txn_transform(
    producer: Any,
    consumer: Any,
    read: tuple[list[Any], int],
    tracker: AssignmentTracker,
    tally: Counter[str],
    sent: list[SentRecord],
) -> dict[str, int]:
    """One consume-transform-produce transaction; returns the offsets it commits."""
    from confluent_kafka import TopicPartition

    messages, generation = read
    last = {(m.topic(), m.partition()): m.offset() for m in messages}
    offsets = [TopicPartition(t, p, offset + 1) for (t, p), offset in sorted(last.items())]
    errors: list[str] = []
    on_delivery = delivery_tally(tally, errors)
    producer.begin_transaction()
    for message in messages:
        record = txn_record("txn-out", message.key(), message.value().upper(), len(TXN_PLAN), "commit")
        callback = confluent_delivery(record, on_delivery)
        producer.produce("txn-out", key=record.key, value=record.value, on_delivery=callback)
        sent.append(record)
    tracker.check(generation, "txn-producer sends txn-consumer's offsets to its transaction")
    producer.send_offsets_to_transaction(offsets, consumer.consumer_group_metadata(), CLIENT_TIMEOUT_S)
    producer.commit_transaction(CLIENT_TIMEOUT_S)  # flushes, so the tally is complete
    if errors:
        raise RuntimeError(f"transactional produce failed: {errors}")
    return {partition_key(tp.topic, tp.partition): tp.offset for tp in offsets}


def txn_consumer(bootstrap: str, group: str) -> Any:
    from confluent_kafka import Consumer

    return Consumer(
        {
            "bootstrap.servers": bootstrap,
            "client.id": "txn-consumer",
            "group.id": group,
            "isolation.level": "read_committed",
            **CK_MANUAL_GROUP,
        }
    )


def delivered_facts(records: list[Facts], committed: dict[str, int], group: str, probe: Facts) -> Facts:
    """What the mock's Fetch answers gave txn-consumer beside what it read, given the probe's
    finding that librdkafka hands a read_committed application the records of an aborted
    transaction when the answer lists none: per partition, the aborted records it was given and
    where its delivered records end, against the offset it committed."""
    given = [r for r in records if r["topic"] == "txn-in" and (probe["aborted_handed_over"] or
             r["transaction_outcome"] == "commit")]  # fmt: skip
    ends: dict[str, int] = {}
    for r in given:
        where = partition_key(r["topic"], r["partition"])
        ends[where] = max(ends.get(where, 0), r["offset"] + 1)
    aborted = Counter(partition_key(r["topic"], r["partition"]) for r in given if r["transaction_outcome"] == "abort")
    return {
        "read_committed_on_mock": probe,
        "delivered_from_aborted_transactions": dict(sorted(aborted.items())),
        "expected_state": {
            f"{group}/{where}": {"state": "behind" if committed[where] < end else "caught-up",
                                 "committed": committed[where], "consumed": end}
            for where, end in sorted(ends.items()) if where in committed
        },
    }  # fmt: skip


def partition_counts(client: Any, topics: list[str]) -> dict[str, dict[str, int]]:
    metadata = client.list_topics(timeout=CLIENT_TIMEOUT_S)
    return {t: {"partitions": len(metadata.topics[t].partitions)} for t in topics}


def scenario(port: int, wire: Wire) -> Facts:
    import confluent_kafka

    bootstrap, group = f"127.0.0.1:{port}", "txn-group"
    producer = confluent_kafka.Producer(
        {
            "bootstrap.servers": bootstrap,
            "client.id": "txn-producer",
            "transactional.id": TXN_ID,
            "linger.ms": 5,
        }
    )
    producer.init_transactions(CLIENT_TIMEOUT_S)
    committed_in, aborted_in = Counter[str](), Counter[str]()
    sent: list[SentRecord] = []
    for number, outcome in enumerate(TXN_PLAN):
        producer.begin_transaction()
        txn_batch(producer, number, committed_in if outcome == "commit" else aborted_in, sent)
        if outcome == "commit":
            producer.commit_transaction(CLIENT_TIMEOUT_S)
        else:
            producer.abort_transaction(CLIENT_TIMEOUT_S)
    consumer = txn_consumer(bootstrap, group)
    tracker = AssignmentTracker("txn-consumer", group)
    confluent_subscribe(consumer, ["txn-in"], tracker)
    try:
        read = txn_consume(consumer, tracker, committed_in.total())
        messages = read[0]
        if len(messages) != committed_in.total():
            raise RuntimeError(f"read_committed got {len(messages)} of {committed_in.total()}")
        committed_out = Counter[str]()
        committed = txn_transform(producer, consumer, read, tracker, committed_out, sent)
    finally:
        consumer.close()
    topics = partition_counts(producer, ["txn-in", "txn-out"])
    del producer
    consumed = Counter(partition_key(m.topic(), m.partition()) for m in messages)
    return {
        "clients": {
            "confluent-kafka": importlib.metadata.version("confluent-kafka"),
            "librdkafka": confluent_kafka.libversion()[0],
        },
        "transactional_id": TXN_ID,
        # Bytes the mock really sends wrong: its UNSUPPORTED_VERSION answer to ApiVersions v3 has a
        # non-compact element count, no per-element tags and no top-level tags (tshark flags it too);
        # Metadata v13 messages end with bytes no layout of Kafka 4.1 has; the control batches it
        # writes for commits and aborts carry CRC 0.
        "known_malformed": [
            {
                "api_key": 18,
                "api_version": 3,
                "kind": "nonstandard-reply",
                "side": "response",
                "why": "the mock answers an unsupported ApiVersions v3 in a hybrid layout, neither v0's nor v3's",
            },
            {
                "api_key": 3,
                "api_version": 13,
                "kind": "trailing-bytes",
                "side": "both",
                "why": "librdkafka 2.16 ends a Metadata v13 request for all topics with 3 bytes more (01 00 00) "
                "and its mock a v13 response with 1 byte more than Kafka 4.1's layout",
            },
            {
                "api_key": 1,
                "api_version": 16,
                "kind": "crc-mismatch",
                "side": "response",
                "why": "the mock writes CRC 0 into the transaction control batches it creates",
            },
        ],
        "transactions": {
            "committed": TXN_PLAN.count("commit") + 1,
            "aborted": TXN_PLAN.count("abort"),
            "consume_transform_produce": 1,  # counted in committed
            "order": [*TXN_PLAN, "commit (send_offsets_to_transaction)"],
        },
        "isolation_level": "read_committed",
        "client_ids": ["txn-producer", "txn-consumer"],
        "topics": topics,
        "groups": [group],
        "produced": {"txn-in": committed_in.total(), "txn-out": committed_out.total()},
        "produced_per_partition": dict(sorted((committed_in + committed_out).items())),
        "produced_aborted": {"txn-in": aborted_in.total()},
        "produced_aborted_per_partition": dict(sorted(aborted_in.items())),
        "consumed": {"txn-in": len(messages)},
        "consumed_per_partition": dict(sorted(consumed.items())),
        "committed": {group: dict(sorted(committed.items()))},
        # Also the aborted ones: they are in the log (and on the wire) all the same.
        "records_sent": records_facts(sent),
    } | delivered_facts(records_facts(sent), committed, group, aborted_records_handed_over())
