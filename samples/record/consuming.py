"""Consumer loops bounded by what the broker holds: read until each partition's high watermark.

The high watermark is the one Fetch responses carry (tansu's ListOffsets for the latest offset
answers the last batch's base offset plus one, so end_offsets() would stop early).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from samples.record.clients import CONSUME_S
from samples.record.groups import GroupUnstable, KafkaPythonMember, join_alone
from samples.record.sent import partition_key
from samples.record.waits import wait_until

Batch = dict[Any, list[Any]]  # kafka-python's poll(): TopicPartition -> records


class KafkaPythonCommits:
    """A kafka-python member's batches: each committed (the next offsets of its partitions) in the
    generation it was polled in; what was read and the last commit per topic/partition."""

    def __init__(self, member: KafkaPythonMember) -> None:
        self.member = member
        self.consumed: Counter[str] = Counter()
        self.committed: dict[str, int] = {}
        self.batches = 0

    def __call__(self, batch: Batch, generation: int) -> None:
        from kafka.structs import OffsetAndMetadata

        offsets = {tp: OffsetAndMetadata(records[-1].offset + 1, "", -1) for tp, records in batch.items()}
        self.batches += 1
        self.member.commit(offsets, generation, f"{self.member.name} commits batch {self.batches}")
        self.consumed.update({partition_key(tp.topic, tp.partition): len(r) for tp, r in batch.items()})
        self.committed.update({partition_key(tp.topic, tp.partition): om.offset for tp, om in offsets.items()})


def kafka_python_join(member: KafkaPythonMember, step: str) -> list[Any]:
    """Join the member's group alone; return its assignment."""
    join_alone(member, step)
    partitions = sorted(member.consumer.assignment())
    if not partitions:
        raise GroupUnstable(f"{step}: stable with no partition assigned ({member.describe()})")
    return partitions


def kafka_python_read_to_end(
    member: KafkaPythonMember,
    partitions: list[Any],
    on_batch: Callable[[Batch, int], None],
    step: str,
    seconds: float = CONSUME_S,
) -> None:
    """Poll until the member's position reaches the high watermark of every partition (all was
    produced before); on_batch(batch, generation) for each non-empty batch, with the stable
    generation the batch was polled in."""
    consumer = member.consumer

    def at_end() -> bool:
        if batch := consumer.poll(timeout_ms=200):
            on_batch(batch, member.require_stable(step))
        marks = {tp: consumer.highwater(tp) for tp in partitions}
        return all(mark is not None and consumer.position(tp) >= mark for tp, mark in marks.items())

    wait_until(
        at_end,
        seconds=seconds,
        step=step,
        state=lambda: (
            f"positions/high watermarks "
            f"{ {str(tp): (consumer.position(tp), consumer.highwater(tp)) for tp in partitions} }; {member.describe()}"
        ),
        interval=0,
    )


def confluent_read(
    consumer: Any,
    tracker: Any,
    expected: int,
    on_batch: Callable[[list[Any], int], None],
    step: str,
    batch_size: int,
    seconds: float = CONSUME_S,
) -> None:
    """consume() until expected records have come; on_batch(messages, generation) for each non-empty
    batch, with the assignment it was consumed in (librdkafka reports it by callback)."""
    count = [0]

    def all_read() -> bool:
        messages = [m for m in consumer.consume(num_messages=batch_size, timeout=0.2) if m.error() is None]
        if messages:
            on_batch(messages, tracker.require_stable(step))
            count[0] += len(messages)
        return count[0] >= expected

    wait_until(all_read, seconds=seconds, step=step,
               state=lambda: f"{count[0]} of {expected} records read; {tracker.describe()}", interval=0)  # fmt: skip
