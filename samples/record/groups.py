"""Consumer group membership as each client reports it.

A member commits only offsets it polled in a generation that is still its stable one: the
recorders wait for the join to finish (kafka-python's coordinator state, or the assignment
callbacks of librdkafka and aiokafka) and check the generation again right before each commit.
A rebalance nobody asked for is then a clear failure that names the step, not a retried commit.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from samples.record.clients import CLIENT_TIMEOUT_S, GROUP_JOIN_S, position
from samples.record.sent import partition_key
from samples.record.waits import wait_until


class GroupUnstable(RuntimeError):
    """A member's generation changed between the records it polled and the commit of their offsets."""


class KafkaPythonMember:
    """A kafka-python consumer in a group, as its coordinator reports its membership."""

    def __init__(self, consumer: Any, name: str) -> None:
        self.consumer = consumer
        self.name = name

    def stable_generation(self) -> int | None:
        from kafka.structs import MemberState

        metadata = self.consumer.group_metadata()
        return int(metadata.generation_id) if metadata.state == MemberState.STABLE else None

    def describe(self) -> str:
        m = self.consumer.group_metadata()
        return f"{self.name} in {m.group_id}: {m.state}, generation {m.generation_id}, member {m.member_id!r}"

    def join(self, seconds: float) -> None:
        """Join (JoinGroup, SyncGroup) without fetching any records, waiting up to seconds.

        One long wait, not a loop of short polls: kafka-python 3 drops a join that completes
        between two polls and starts another, which on a slow broker can go on for ever.
        """
        self.consumer._coordinator.poll(timeout_ms=int(seconds * 1000))  # no public join-only call

    def joining(self) -> bool:
        """Its JoinGroup with a member id is on its way: the broker has it, or will before a later member's."""
        from kafka.structs import MemberState

        metadata = self.consumer.group_metadata()
        return metadata.state == MemberState.REBALANCING and bool(metadata.member_id)

    def require_stable(self, step: str) -> int:
        generation = self.stable_generation()
        if generation is None:
            raise GroupUnstable(f"{step}: not a stable member ({self.describe()})")
        return generation

    def commit(self, offsets: dict[Any, Any], generation: int, step: str) -> None:
        """Commit offsets polled in generation, if that is still the member's stable one."""
        if self.stable_generation() != generation:
            raise GroupUnstable(f"{step}: polled in generation {generation}, now {self.describe()}")
        try:
            self.consumer.commit(offsets=offsets, timeout_ms=CLIENT_TIMEOUT_S * 1000)
        except Exception as exc:
            raise GroupUnstable(f"{step}: the commit for generation {generation} failed ({exc!r}); "
                                f"now {self.describe()}") from exc  # fmt: skip


def start_joining(member: KafkaPythonMember, step: str) -> threading.Thread:
    """Start member's join on a thread of its own and return once its JoinGroup (with the member id
    the broker asked for) is sent, so that it joins before any member created after this: the
    first member is the group's leader. Join the returned thread before using the member again."""
    joining = threading.Thread(target=member.join, args=(GROUP_JOIN_S,), name=f"{member.name}-join", daemon=True)
    joining.start()
    wait_until(member.joining, seconds=GROUP_JOIN_S, step=step, state=member.describe)
    return joining


def join_together(members: Sequence[KafkaPythonMember], step: str, assigned: Callable[[], bool] = lambda: True) -> int:
    """Wait, while each member joins on its own thread, until all report one and the same stable
    generation and assigned() holds; return the generation."""

    def one_generation() -> int | None:
        generations = {member.stable_generation() for member in members}
        settled = len(generations) == 1 and None not in generations and assigned()
        return generations.pop() if settled else None

    def state() -> str:
        return "; ".join(f"{m.describe()}, assigned {sorted(map(str, m.consumer.assignment()))}" for m in members)

    return wait_until(one_generation, seconds=GROUP_JOIN_S, step=step, state=state)


def join_alone(member: KafkaPythonMember, step: str) -> int:
    """Join member's group on this thread; return its stable generation."""
    member.join(GROUP_JOIN_S)
    return member.require_stable(f"{step} (within {GROUP_JOIN_S:g} s)")


class AssignmentTracker:
    """Membership of a client that reports it by rebalance callbacks (librdkafka, aiokafka).

    Its generation is the number of assignments received so far: the first assignment is 1.
    """

    def __init__(self, name: str, group: str) -> None:
        self.name, self.group = name, group
        self.assignments = 0
        self.revoked = False
        self.partitions: list[Any] = []

    def assigned(self, partitions: Sequence[Any]) -> None:
        self.assignments += 1
        self.revoked = False
        self.partitions = list(partitions)

    def revoke(self) -> None:
        self.revoked = True

    def stable_generation(self) -> int | None:
        return self.assignments if self.assignments and not self.revoked else None

    def describe(self) -> str:
        state = "no assignment yet" if not self.assignments else "revoked" if self.revoked else "assigned"
        return f"{self.name} in {self.group}: {state}, assignment {self.assignments}, partitions {self.partitions}"

    def require_stable(self, step: str) -> int:
        generation = self.stable_generation()
        if generation is None:
            raise GroupUnstable(f"{step}: records polled outside a stable assignment ({self.describe()})")
        return generation

    def check(self, generation: int, step: str) -> None:
        if self.stable_generation() != generation:
            raise GroupUnstable(f"{step}: polled in assignment {generation}, now {self.describe()}")


def confluent_subscribe(consumer: Any, topics: list[str], tracker: AssignmentTracker) -> None:
    """Subscribe a confluent-kafka consumer so that tracker follows its assignments."""
    consumer.subscribe(
        topics,
        on_assign=lambda _consumer, partitions: tracker.assigned(partitions),
        on_revoke=lambda _consumer, _partitions: tracker.revoke(),
        on_lost=lambda _consumer, _partitions: tracker.revoke(),
    )


def confluent_commit(consumer: Any, tracker: AssignmentTracker, offsets: list[Any], generation: int, step: str) -> None:
    """A synchronous commit of offsets polled in the tracker's generation, if it is still current."""
    tracker.check(generation, step)
    try:
        consumer.commit(offsets=offsets, asynchronous=False)
    except Exception as exc:
        raise GroupUnstable(f"{step}: the commit failed ({exc!r}); now {tracker.describe()}") from exc


def confluent_batch_committer(consumer: Any, tracker: AssignmentTracker, consumed: Counter[str],
                              committed: dict[str, int], client: str) -> Callable[[list[Any], int], None]:  # fmt: skip
    """What confluent_read calls with each polled batch: counts its records per partition in
    `consumed`, commits the offset after each partition's last one, and notes it in `committed`."""
    from confluent_kafka import TopicPartition

    def commit(messages: list[Any], generation: int) -> None:
        last: dict[tuple[str, int], int] = {}
        for message in messages:
            topic, partition, offset = position(message)
            last[(topic, partition)] = offset
            consumed[partition_key(topic, partition)] += 1
        offsets = [TopicPartition(t, p, offset + 1) for (t, p), offset in last.items()]
        confluent_commit(consumer, tracker, offsets, generation, f"{client} commits batch {len(committed) + 1}")
        committed.update({partition_key(tp.topic, tp.partition): tp.offset for tp in offsets})

    return commit
