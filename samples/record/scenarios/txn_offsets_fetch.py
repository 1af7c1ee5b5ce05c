"""The OffsetFetch answers of the txn-offsets samples, as the clients reported them: the admin's
(listing the group's partitions, stable offsets required, asked again while the broker says its
commit markers are not all written) and the group member's committed()."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from samples.record.clients import CLIENT_TIMEOUT_S
from samples.record.sent import Facts, partition_key
from samples.record.waits import wait_until

UNSTABLE = "UNSTABLE_OFFSET_COMMIT"  # error 88: transactional offsets of the partition still pending
STABLE_S = 10  # for a broker to finish writing a transaction's markers
NO_OFFSET = -1  # the wire's "nothing committed"; librdkafka reports it as OFFSET_INVALID (-1001)


@dataclass(frozen=True)
class Answer:
    """One OffsetFetch answer a client reported: offsets (and errors) by topic/partition."""

    client_id: str
    after_transaction: int
    t: float
    offsets: dict[str, int]
    errors: dict[str, str] = field(default_factory=dict)

    @property
    def unstable(self) -> bool:
        return UNSTABLE in self.errors.values()

    def facts(self) -> Facts:
        return {"client_id": self.client_id, "after_transaction": self.after_transaction, "require_stable_asked": True,
                "t": round(self.t, 3), "offsets": self.offsets, "errors": self.errors}  # fmt: skip


def wire_offset(offset: int) -> int:
    return offset if offset >= 0 else NO_OFFSET


def answer_of(client_id: str, after: int, partitions: list[Any]) -> Answer:
    offsets = {partition_key(tp.topic, tp.partition): wire_offset(tp.offset) for tp in partitions}
    errors = {partition_key(tp.topic, tp.partition): tp.error.name() for tp in partitions if tp.error is not None}
    return Answer(client_id, after, time.time(), dict(sorted(offsets.items())), dict(sorted(errors.items())))


def admin_fetch_stable(admin: Any, group: str, topic: str, partitions: int, after: int) -> list[Answer]:
    """The admin's answers, asked until no partition's offsets are pending: every answer, in order."""
    from confluent_kafka import ConsumerGroupTopicPartitions, TopicPartition

    wanted = ConsumerGroupTopicPartitions(group, [TopicPartition(topic, p) for p in range(partitions)])
    answers: list[Answer] = []

    def stable() -> Answer | None:
        future = admin.list_consumer_group_offsets([wanted], require_stable=True, request_timeout=CLIENT_TIMEOUT_S)
        answers.append(answer_of("ledger-admin", after, future[group].result().topic_partitions))
        return None if answers[-1].unstable else answers[-1]

    wait_until(stable, seconds=STABLE_S, step=f"ledger-admin fetches {group}'s offsets after transaction {after}",
               state=lambda: f"answers so far: {[a.facts() for a in answers]}")  # fmt: skip
    return answers


def member_committed(consumer: Any, topic: str, partitions: int, after: int) -> Answer:
    """What the member's committed() says (read_committed: librdkafka requires stable offsets and retries)."""
    from confluent_kafka import TopicPartition

    asked = [TopicPartition(topic, p) for p in range(partitions)]
    return answer_of("ledger-reader", after, consumer.committed(asked, timeout=CLIENT_TIMEOUT_S))


def expected_after(offsets_sent: list[Facts], group: str, topic: str, partitions: int) -> list[dict[str, int]]:
    """What a broker that keeps committed transactions' offsets holds after each transaction:
    the last committed one's offsets (-1 before any)."""
    held = {partition_key(topic, p): NO_OFFSET for p in range(partitions)}
    after: list[dict[str, int]] = []
    for txn in offsets_sent:
        if txn["outcome"] == "commit":
            held = held | txn["offsets_sent"][group]
        after.append(dict(held))
    return after


def read_back_facts(each: list[Facts], answers: list[Answer], group: str, topic: str, partitions: int) -> Facts:
    """Per transaction, what the broker should hold and what the admin's settled answer said; then
    the member's committed() after the last one."""
    expected = expected_after(each, group, topic, partitions)
    settled = {a.after_transaction: a for a in answers if a.client_id == "ledger-admin"}
    per_txn = [{"transaction": t["number"], "outcome": t["outcome"], "expected": held,
                "answered": settled[t["number"]].offsets, "agrees": settled[t["number"]].offsets == held}
               for t, held in zip(each, expected, strict=True)]  # fmt: skip
    (member,) = [a for a in answers if a.client_id == "ledger-reader"]
    after_commit = {"client_id": member.client_id, "group": group, "offsets": member.offsets,
                    "expected": expected[-1], "agrees": member.offsets == expected[-1]}  # fmt: skip
    return {
        "offset_fetches": [a.facts() for a in answers],
        "offset_fetch_after_each_transaction": per_txn,
        "offset_fetch_after_commit": after_commit,
        "broker_keeps_transactional_offsets": all(t["agrees"] for t in per_txn) and after_commit["agrees"],
    }
