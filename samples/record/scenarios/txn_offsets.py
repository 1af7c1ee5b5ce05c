"""Transactions that commit a consumer group's offsets, and those offsets read back after each one.

ledger-source writes ledger-in; ledger-reader (group ledger-settle, read_committed) reads it all;
ledger-txn (confluent-kafka's transactional producer) then processes what was read in three
transactions, commit, abort, commit, each writing ledger-out and sending the reader's offsets
(send_offsets_to_transaction: AddOffsetsToTxn, TxnOffsetCommit; then EndTxn). The third redoes the
aborted one's record, as an application that rewinds to its last committed offset does. After each
transaction ledger-admin fetches the group's offsets (OffsetFetch), and at the end the reader asks
for its committed() offsets (OffsetFetch from the member itself).

Recorded twice: against librdkafka's mock cluster, and against Apache Kafka (one combined KRaft
node), the control. Measured here (confluent-kafka 2.16.1, librdkafka 2.16.0, Apache Kafka 4.4.0):
- The mock answers TxnOffsetCommit and EndTxn(commit) without error and keeps none of the offsets:
  every later OffsetFetch answers -1 for every partition, the admin's and the member's alike. It
  offers OffsetFetch up to v6, which has no require_stable field.
- Apache Kafka keeps a committed transaction's offsets and drops an aborted one's, but an
  OffsetFetch sent right after EndTxn (commit or abort) can come before the markers are written:
  with require_stable it is answered UNSTABLE_OFFSET_COMMIT for the partitions it names, and a
  fetch of all the group's partitions lists none while the group's first offsets are pending;
  without require_stable it answers the previous offset. So the admin names the partitions,
  requires stable offsets and asks again while a partition is unstable; every answer is in the
  sidecar. The member's committed() requires stable offsets too (read_committed) and librdkafka
  retries it by itself.
"""

from __future__ import annotations

import contextlib
import importlib.metadata
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from samples.record.brokers import Endpoint
from samples.record.capture import Wire
from samples.record.clients import CK_MANUAL_GROUP, CLIENT_TIMEOUT_S, confluent_delivery, delivery_tally
from samples.record.consuming import confluent_read
from samples.record.groups import AssignmentTracker, confluent_subscribe
from samples.record.mock_api import MOCK_KNOWN_MALFORMED, MockSettings, tuned_mock_cluster
from samples.record.sample_kinds import KafkaSample
from samples.record.scenarios.apache_java_clients import apache_node
from samples.record.scenarios.txn_offsets_fetch import Answer, admin_fetch_stable, member_committed, read_back_facts
from samples.record.sent import Facts, SentRecord, partition_key, records_facts, topic_totals

SOURCE, OUT, PARTITIONS, PER_PARTITION = "ledger-in", "ledger-out", 2, 3
GROUP, TXN_ID = "ledger-settle", "ledger-txn-app"
TOPICS = {SOURCE: PARTITIONS, OUT: PARTITIONS}


@dataclass(frozen=True)
class Txn:
    """One transaction: which offsets of each ledger-in partition it processes ([start, end)),
    so that it commits `end` for each, and how it ends."""

    number: int
    outcome: str  # "commit" or "abort"
    start: int
    end: int


# The third redoes the aborted second's record: the application rewinds to its committed offset.
PLAN = (Txn(1, "commit", 0, 1), Txn(2, "abort", 1, 2), Txn(3, "commit", 1, 3))


def create_topics(admin: Any) -> None:
    from confluent_kafka.admin import NewTopic

    futures = admin.create_topics([NewTopic(t, n, 1) for t, n in TOPICS.items()], request_timeout=CLIENT_TIMEOUT_S)
    for future in futures.values():
        future.result()


def write_source(bootstrap: str, sent: list[SentRecord]) -> Counter[str]:
    """ledger-source's records, PER_PARTITION on each partition, acknowledged before anyone reads."""
    from confluent_kafka import Producer

    producer = Producer({"bootstrap.servers": bootstrap, "client.id": "ledger-source", "acks": "all"})
    tally, errors = Counter[str](), list[str]()
    for i in range(PER_PARTITION * PARTITIONS):
        partition = i % PARTITIONS
        record = SentRecord("ledger-source", SOURCE, "none", 2, f"acct-{i}".encode(), f"entry {i}".encode())
        producer.produce(SOURCE, key=record.key, value=record.value, partition=partition,
                         on_delivery=confluent_delivery(record, delivery_tally(tally, errors)))  # fmt: skip
        sent.append(record)
    if producer.flush(CLIENT_TIMEOUT_S) or errors:
        raise RuntimeError(f"ledger-source's produce failed: {errors or 'flush timed out'}")
    return tally


def read_source(consumer: Any, tracker: AssignmentTracker) -> dict[tuple[int, int], Any]:
    """Everything ledger-source wrote, by (partition, offset), read in one assignment."""
    messages: list[Any] = []
    generations: set[int] = set()

    def keep(batch: list[Any], generation: int) -> None:
        messages.extend(batch)
        generations.add(generation)

    total = PER_PARTITION * PARTITIONS
    confluent_read(consumer, tracker, total, keep, f"ledger-reader reads {SOURCE} in {GROUP}", total)
    if len(generations) != 1 or len(messages) != total:
        raise RuntimeError(f"ledger-reader read {len(messages)} of {total} over assignments {sorted(generations)}")
    return {(m.partition(), m.offset()): m for m in messages}


def run_txn(producer: Any, reader: Any, read: dict[tuple[int, int], Any], txn: Txn, sent: list[SentRecord]) -> Facts:
    """One transaction: ledger-out records for the messages in its range, then the reader's offsets."""
    from confluent_kafka import TopicPartition

    began = time.time()
    producer.begin_transaction()
    tally, errors = Counter[str](), list[str]()
    for (partition, offset), message in sorted(read.items()):
        if txn.start <= offset < txn.end:
            extra = (("transaction", txn.number), ("transaction_outcome", txn.outcome))
            record = SentRecord("ledger-txn", OUT, "none", 2, message.key(), message.value().upper(), extra=extra)
            producer.produce(OUT, key=record.key, value=record.value, partition=partition,
                             on_delivery=confluent_delivery(record, delivery_tally(tally, errors)))  # fmt: skip
            sent.append(record)
    offsets = [TopicPartition(SOURCE, p, txn.end) for p in range(PARTITIONS)]
    producer.send_offsets_to_transaction(offsets, reader.consumer_group_metadata(), CLIENT_TIMEOUT_S)
    # On the wire and acknowledged before the commit or the abort (an abort drops what is unsent).
    if producer.flush(CLIENT_TIMEOUT_S) or errors:
        raise RuntimeError(f"transaction {txn.number}'s produce failed: {errors or 'flush timed out'}")
    end = producer.commit_transaction if txn.outcome == "commit" else producer.abort_transaction
    end(CLIENT_TIMEOUT_S)
    return {
        "number": txn.number,
        "outcome": txn.outcome,
        "client_id": "ledger-txn",
        "transactional_id": TXN_ID,
        "offsets_sent": {GROUP: {partition_key(tp.topic, tp.partition): tp.offset for tp in offsets}},
        "records_per_partition": dict(sorted(tally.items())),
        "began": round(began, 3),
        "ended": round(time.time(), 3),
    }


def ledger_admin(bootstrap: str) -> Any:
    from confluent_kafka.admin import AdminClient

    return AdminClient({"bootstrap.servers": bootstrap, "client.id": "ledger-admin"})


def ledger_reader(bootstrap: str) -> Any:
    """A group member that commits nothing itself: the transactions commit its offsets."""
    from confluent_kafka import Consumer

    return Consumer({"bootstrap.servers": bootstrap, "client.id": "ledger-reader", "group.id": GROUP,
                     "isolation.level": "read_committed", **CK_MANUAL_GROUP})  # fmt: skip


def ledger_txn(bootstrap: str) -> Any:
    from confluent_kafka import Producer

    return Producer({"bootstrap.servers": bootstrap, "client.id": "ledger-txn", "transactional.id": TXN_ID,
                     "linger.ms": 5})  # fmt: skip


def transactions(bootstrap: str, admin: Any, sent: list[SentRecord]) -> tuple[Counter[str], list[Facts], list[Answer]]:
    """Read ledger-in, run PLAN with an admin fetch after each transaction, then the member's committed()."""
    reader = ledger_reader(bootstrap)
    tracker = AssignmentTracker("ledger-reader", GROUP)
    confluent_subscribe(reader, [SOURCE], tracker)
    each: list[Facts] = []
    answers: list[Answer] = []
    try:
        read = read_source(reader, tracker)
        producer = ledger_txn(bootstrap)
        producer.init_transactions(CLIENT_TIMEOUT_S)
        for txn in PLAN:
            each.append(run_txn(producer, reader, read, txn, sent))
            tracker.require_stable(f"ledger-reader still in {GROUP} after transaction {txn.number}")
            answers += admin_fetch_stable(admin, GROUP, SOURCE, PARTITIONS, txn.number)
        answers.append(member_committed(reader, SOURCE, PARTITIONS, len(PLAN)))
    finally:
        reader.close()
    consumed = Counter(partition_key(SOURCE, p) for p, _ in read)
    return consumed, each, answers


def committed_facts(each: list[Facts]) -> Facts:
    """What the commit requests carried last (the generic sample checks count TxnOffsetCommit so,
    aborted or not) and what the committed transactions wrote."""
    last = each[-1]["offsets_sent"]
    effective = [t for t in each if t["outcome"] == "commit"][-1]["offsets_sent"]
    discarded = [t for t in each if t["outcome"] == "abort"]
    return {
        "committed": last,
        "committed_effective": effective,
        "committed_note": "committed is what the TxnOffsetCommit requests on the wire carried last per partition; "
        "committed_effective what the committed transactions wrote (here the same); the aborted transaction's "
        "offsets were discarded (discarded_offsets)",
        "discarded_offsets": {GROUP: {tp: o for t in discarded for tp, o in t["offsets_sent"][GROUP].items()}},
        # an aborted transaction's offsets on a partition: its verdict (README), beside whatever came after
        "expected_verdicts": {f"{GROUP}/{tp}": ["discarded"] for tp in last[GROUP]},
    }


def produced_facts(sent: list[SentRecord]) -> Facts:
    kept = Counter(r.where() for r in sent if dict(r.extra).get("transaction_outcome", "commit") == "commit")
    aborted = Counter(r.where() for r in sent if dict(r.extra).get("transaction_outcome") == "abort")
    return {
        "produced": topic_totals(kept),
        "produced_per_partition": dict(sorted(kept.items())),
        "produced_aborted": topic_totals(aborted),
        "produced_aborted_per_partition": dict(sorted(aborted.items())),
        "records_sent": records_facts(sent),
    }


def scenario(port: int, create: bool) -> Facts:
    import confluent_kafka

    bootstrap = f"127.0.0.1:{port}"
    admin = ledger_admin(bootstrap)
    if create:
        create_topics(admin)
    sent: list[SentRecord] = []
    write_source(bootstrap, sent)
    consumed, each, answers = transactions(bootstrap, admin, sent)
    return {
        "clients": {
            "confluent-kafka": importlib.metadata.version("confluent-kafka"),
            "librdkafka": confluent_kafka.libversion()[0],
        },  # fmt: skip
        "client_ids": ["ledger-source", "ledger-reader", "ledger-txn", "ledger-admin"],
        "transactional_id": TXN_ID,
        "isolation_level": "read_committed",
        "topics": {t: {"partitions": n} for t, n in TOPICS.items()},
        "topics_created_by": "ledger-admin (CreateTopics)"
        if create
        else "the mock cluster's C API (rd_kafka_mock_topic_create): the mock has no CreateTopics",
        "groups": [GROUP],
        "transactions": {
            "committed": sum(t.outcome == "commit" for t in PLAN),
            "aborted": sum(t.outcome == "abort" for t in PLAN),
            "each": each,
        },  # fmt: skip
        "consumed": topic_totals(consumed),
        "consumed_per_partition": dict(sorted(consumed.items())),
        **produced_facts(sent),
        **committed_facts(each),
        **read_back_facts(each, answers, GROUP, SOURCE, PARTITIONS),
    }


def on_mock(port: int, wire: Wire) -> Facts:
    facts = scenario(port, create=False)
    return facts | {"known_malformed": MOCK_KNOWN_MALFORMED, "offset_fetch_note": MOCK_NOTE}


def on_kafka(port: int, wire: Wire) -> Facts:
    return scenario(port, create=True) | {"offset_fetch_note": KAFKA_NOTE}


MOCK_NOTE = (
    "librdkafka's mock cluster answers AddOffsetsToTxn, TxnOffsetCommit and EndTxn(commit) without error and keeps "
    "none of the offsets: after each transaction the admin's OffsetFetch answers -1 for every partition, and so "
    "does the member's committed() after the last commit; Apache Kafka answers the same sequence with the committed "
    "transactions' offsets (txn-offsets-kafka). The mock offers OffsetFetch up to v6, which has no require_stable "
    "field (v7+): the clients ask for stable offsets, the wire cannot say so"
)
KAFKA_NOTE = (
    "Apache Kafka keeps a committed transaction's offsets and drops an aborted one's; an OffsetFetch sent right "
    "after EndTxn may be answered UNSTABLE_OFFSET_COMMIT (require_stable) until the commit markers are written, so "
    "the admin asks again: every answer is in offset_fetches, the settled one in offset_fetch_after_each_transaction"
)


@contextlib.contextmanager
def mock_with_topics() -> Iterator[Endpoint]:
    with tuned_mock_cluster(MockSettings(topics=dict(TOPICS))) as running:
        yield running


STORY = (
    "ledger-source writes ledger-in (2 partitions, 3 records each); ledger-reader (group ledger-settle, "
    "read_committed) reads them; ledger-txn (confluent-kafka transactional producer, transactional id "
    "ledger-txn-app) writes ledger-out in three transactions with send_offsets_to_transaction for ledger-settle "
    "(AddOffsetsToTxn, TxnOffsetCommit, EndTxn): offsets 1 committed, 2 aborted, 3 committed; after each, "
    "ledger-admin fetches the group's offsets (OffsetFetch, require_stable, asked again while unstable), and at "
    "the end ledger-reader asks for its committed() offsets"
)
SAMPLES: list[KafkaSample] = [
    KafkaSample(
        "txn-offsets-mock",
        0,
        f"librdkafka's mock cluster (topics made through its C API): {STORY}; the mock keeps none of the "
        "transactions' offsets (every OffsetFetch answers -1); the mock chooses its port",
        on_mock,
        broker=mock_with_topics,
    ),
    KafkaSample(
        "txn-offsets-kafka",
        0,
        f"Apache Kafka 4.4.0 (one combined KRaft node), the control of txn-offsets-mock: ledger-admin creates the "
        f"topics; {STORY}; the broker answers the committed transactions' offsets",
        on_kafka,
        broker=apache_node,
    ),
]
