"""The incident this project was built for: group settlement reads payments-in in small batches and
commits after each (client settler), while a second member of the same group (checkpointer) keeps
committing the payments-in/0 offset it read at startup, so that partition's committed offset falls back.

Both members join first and the recorder waits until they report one stable generation; every
commit then checks that generation again, so a rebalance is a named failure, never a retried commit.
"""

from __future__ import annotations

import functools
import importlib.metadata
import json
import queue
import threading
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from samples.record.capture import Wire
from samples.record.clients import (
    CLIENT_TIMEOUT_S,
    CONSUME_S,
    GROUP_JOIN_S,
    KAFKA_PYTHON_API_VERSION,
    KP_MANUAL_GROUP,
    kafka_python_magic,
    kafka_python_settle,
)
from samples.record.groups import KafkaPythonMember, join_together, start_joining
from samples.record.sent import Facts, SentRecord, partition_key, records_facts
from samples.record.waits import WaitTimedOut

STALE_TOPIC, STALE_GROUP, STALE_PARTITIONS = "payments-in", "settlement", 3
STALE_CONTROL_TOPIC = "settlement-control"  # the checkpointer's own subscription, never written to
STALE_PRODUCER, STALE_SETTLER, STALE_CHECKPOINTER = "payments-producer", "settler", "checkpointer"
STALE_ROUNDS, STALE_RECORDS_PER_ROUND = 4, 15
STALE_KEYS = 9  # acct-0..acct-8: three keys per partition with kafka-python's murmur2 partitioner
STALE_ROUND_GAP_S = 1.0
STALE_MAX_POLL_RECORDS = 4
# The settler's commits touching partition 0 (counted from 1) that are sent at the same moment as a
# checkpointer commit, from two threads; the first one is what the checkpointer reads at startup.
STALE_CONCURRENT = frozenset({2, 4, 6})
STALE_VERDICTS = {
    # the second commit path re-commits offset 4 while the consumers read on
    f"{STALE_GROUP}/{STALE_TOPIC}/0": ["regressed", "competing", "stuck"],
    f"{STALE_GROUP}/{STALE_TOPIC}/1": ["advancing"],
    f"{STALE_GROUP}/{STALE_TOPIC}/2": ["advancing"],
}


def stale_common(port: int) -> dict[str, Any]:
    return {
        "bootstrap_servers": f"127.0.0.1:{port}",
        "api_version": KAFKA_PYTHON_API_VERSION,
        "request_timeout_ms": CLIENT_TIMEOUT_S * 1000,
    }


def stale_round(magic: int, number: int) -> list[SentRecord]:
    first = number * STALE_RECORDS_PER_ROUND
    return [
        SentRecord(
            STALE_PRODUCER,
            STALE_TOPIC,
            "none",
            magic,
            key=f"acct-{i % STALE_KEYS}".encode(),
            value=json.dumps({"payment": i, "amount_cents": 1000 + 37 * i, "currency": "EUR"}).encode(),
            headers=(("source", b"gateway"), ("round", str(number).encode())),
        )
        for i in range(first, first + STALE_RECORDS_PER_ROUND)
    ]


def stale_produce(producer: Any, rounds: range) -> list[SentRecord]:
    """Keyed rounds with a pause between them: a steady stream the settler reads in batches."""
    sent: list[SentRecord] = []
    for number in rounds:
        if sent:
            time.sleep(STALE_ROUND_GAP_S)  # pacing: the traffic shape, not a wait for a state
        batch = stale_round(kafka_python_magic(producer), number)
        futures = [producer.send(STALE_TOPIC, key=r.key, value=r.value, headers=list(r.headers)) for r in batch]
        producer.flush(timeout=CLIENT_TIMEOUT_S)
        for record, future in zip(batch, futures, strict=True):
            if not (outcome := kafka_python_settle(record, future)).startswith("ok"):
                raise RuntimeError(f"{STALE_PRODUCER} send failed: {outcome}")
        sent.extend(batch)
    return sent


class Checkpointer:
    """The second commit path: its own client and connection, a live member of the same group.

    It subscribes to its own topic (settlement-control), so the settler keeps all of payments-in,
    and is never sent a record. It reads payments-in/0's committed offset once when its timer starts
    and then commits that same, soon stale, offset for payments-in/0 on every tick. A commit from an
    assign()-only client (generation -1, no member id) is what tansu, like Kafka, refuses while the
    group has members: UNKNOWN_MEMBER_ID. Every client call runs on the checkpointer's own thread,
    which polls between jobs to stay in the group.
    """

    def __init__(self, port: int) -> None:
        self.jobs: queue.Queue[tuple[Callable[[], Any], Future[Any]] | None] = queue.Queue()
        self.consumer: Any = None
        self.member: KafkaPythonMember | None = None
        self.generation: int | None = None  # the group generation it joined, set by the recorder
        self.captured: int | None = None
        self.commits: list[int] = []
        started: Future[None] = Future()
        self.thread = threading.Thread(target=self._run, args=(port, started), name=STALE_CHECKPOINTER, daemon=True)
        self.thread.start()
        started.result(timeout=2 * CLIENT_TIMEOUT_S)

    def _run(self, port: int, started: Future[None]) -> None:
        from kafka import KafkaConsumer

        try:
            self.consumer = KafkaConsumer(
                STALE_CONTROL_TOPIC,
                client_id=STALE_CHECKPOINTER,
                group_id=STALE_GROUP,
                auto_offset_reset="latest",
                **KP_MANUAL_GROUP,
                **stale_common(port),
            )
        except BaseException as exc:
            started.set_exception(exc)
            return
        self.member = KafkaPythonMember(self.consumer, STALE_CHECKPOINTER)
        started.set_result(None)
        self.member.join(GROUP_JOIN_S)  # the recorder waits for the outcome (join_together)
        try:
            while (item := self._next()) is not None:
                job, future = item
                try:
                    future.set_result(job())
                except BaseException as exc:
                    future.set_exception(exc)
        finally:
            self.consumer.close(autocommit=False)

    def _next(self) -> tuple[Callable[[], Any], Future[Any]] | None:
        """The next job; meanwhile poll (its own, silent topic): that joins the group, then keeps it a member."""
        while True:
            try:
                return self.jobs.get(timeout=0.1)
            except queue.Empty:
                if self.consumer.poll(timeout_ms=100):
                    raise RuntimeError(f"{STALE_CHECKPOINTER} got records from {STALE_CONTROL_TOPIC}") from None

    def submit(self, job: Callable[[], Any]) -> Future[Any]:
        future: Future[Any] = Future()
        self.jobs.put((job, future))
        return future

    def capture(self) -> int:
        """Once in the group, read payments-in/0's committed offset (OffsetFetch): what every tick commits."""
        self.captured = self.submit(self._capture).result(timeout=2 * CLIENT_TIMEOUT_S)
        return self.captured

    def _capture(self) -> int:
        from kafka import TopicPartition

        offset = self.consumer.committed(TopicPartition(STALE_TOPIC, 0), timeout_ms=CLIENT_TIMEOUT_S * 1000)
        if offset is None:
            raise RuntimeError(f"{STALE_CHECKPOINTER} found no committed offset for {STALE_TOPIC}/0")
        return int(offset)

    def tick(self, barrier: threading.Barrier | None = None) -> Future[None]:
        """Commit the captured offset, once past the barrier if one is given."""
        return self.submit(functools.partial(self._commit, barrier))

    def _commit(self, barrier: threading.Barrier | None) -> None:
        from kafka import TopicPartition
        from kafka.structs import OffsetAndMetadata

        if self.captured is None:
            raise RuntimeError(f"{STALE_CHECKPOINTER} ticked before capturing an offset")
        if barrier is not None:
            barrier.wait()
        if self.member is None or self.generation is None:
            raise RuntimeError(f"{STALE_CHECKPOINTER} ticked before joining the group")
        offsets = {TopicPartition(STALE_TOPIC, 0): OffsetAndMetadata(self.captured, "", -1)}
        # Sent with the checkpointer's own member id and generation; raises if the broker refuses it.
        self.member.commit(offsets, self.generation, f"{STALE_CHECKPOINTER} tick {len(self.commits) + 1}")
        self.commits.append(self.captured)

    def close(self) -> None:
        self.jobs.put(None)
        self.thread.join(timeout=2 * CLIENT_TIMEOUT_S)


@dataclass
class Settled:
    consumed: Counter[str]
    committed: dict[str, int]  # the settler's last commit per partition
    partition0: list[int]  # the settler's commits on partition 0, in order
    concurrent: int  # commits sent together with a checkpointer commit


def stale_settler(port: int) -> Any:
    """The group member: small batches (max_poll_records) of payments-in, manual commits.

    It also subscribes to settlement-control, which nobody writes: as the group's leader it must
    have that topic's metadata to assign it, or the checkpointer is handed nothing and rejoins
    for ever (tansu never tells the leader of those rejoins). The range assignor gives the
    topic's one partition to the member id that sorts first, the checkpointer."""
    from kafka import KafkaConsumer

    return KafkaConsumer(
        STALE_TOPIC,
        STALE_CONTROL_TOPIC,
        client_id=STALE_SETTLER,
        group_id=STALE_GROUP,
        auto_offset_reset="earliest",
        **KP_MANUAL_GROUP,
        max_poll_records=STALE_MAX_POLL_RECORDS,
        **stale_common(port),
    )


def stale_settle(
    settler: KafkaPythonMember, checkpointer: Checkpointer, on_first_batch: Callable[[], None], expected: int
) -> Settled:
    """After each batch a synchronous commit of the next offsets of the batch's partitions; the
    checkpointer ticks after each of the settler's partition 0 commits, some times at the same moment."""
    from kafka import TopicPartition
    from kafka.structs import OffsetAndMetadata

    first = TopicPartition(STALE_TOPIC, 0)
    settled = Settled(Counter(), {}, [], 0)
    limit = time.monotonic() + CONSUME_S
    while settled.consumed.total() < expected:
        if time.monotonic() > limit:
            raise WaitTimedOut(f"{STALE_SETTLER} reads {STALE_TOPIC}: {settled.consumed.total()} of {expected} "
                               f"records within {CONSUME_S} s; {settler.describe()}")  # fmt: skip
        batch = settler.consumer.poll(timeout_ms=200)
        if not batch:
            continue
        generation = settler.require_stable(f"{STALE_SETTLER} polls {STALE_TOPIC}")
        on_first_batch()
        offsets = {tp: OffsetAndMetadata(records[-1].offset + 1, "", -1) for tp, records in batch.items()}
        if first in offsets:
            settled.partition0.append(offsets[first].offset)
        step = f"{STALE_SETTLER} commit {len(settled.committed) + 1}"
        together = first in offsets and len(settled.partition0) in STALE_CONCURRENT
        if together:
            # Both threads leave the barrier at once: two commits for partition 0 in flight together.
            barrier = threading.Barrier(2, timeout=CLIENT_TIMEOUT_S)
            stale = checkpointer.tick(barrier)
            barrier.wait()
            settler.commit(offsets, generation, step)
            stale.result(timeout=CLIENT_TIMEOUT_S)
            settled.concurrent += 1
        else:
            settler.commit(offsets, generation, step)
            if first in offsets and checkpointer.captured is None:
                checkpointer.capture()
            elif first in offsets:
                # The checkpoint timer fires right after the settler's commit was answered.
                checkpointer.tick().result(timeout=CLIENT_TIMEOUT_S)
        settled.consumed.update({partition_key(tp.topic, tp.partition): len(r) for tp, r in batch.items()})
        settled.committed.update({partition_key(tp.topic, tp.partition): om.offset for tp, om in offsets.items()})
    # One more tick after the settler's last commit: partition 0 ends on the stale offset.
    checkpointer.tick().result(timeout=CLIENT_TIMEOUT_S)
    return settled


def stale_create_topics(port: int) -> None:
    from kafka import KafkaAdminClient
    from kafka.admin import NewTopic

    admin = KafkaAdminClient(client_id="payments-admin", **stale_common(port))
    try:
        topics = [NewTopic(STALE_TOPIC, STALE_PARTITIONS, 1), NewTopic(STALE_CONTROL_TOPIC, 1, 1)]
        admin.create_topics(topics, timeout_ms=CLIENT_TIMEOUT_S * 1000)
    finally:
        admin.close()


def scenario(port: int, wire: Wire) -> Facts:
    from kafka import KafkaProducer, TopicPartition

    stale_create_topics(port)
    producer = KafkaProducer(client_id=STALE_PRODUCER, acks="all", linger_ms=5, **stale_common(port))
    expected = STALE_ROUNDS * STALE_RECORDS_PER_ROUND
    streaming = ThreadPoolExecutor(max_workers=1, thread_name_prefix=STALE_PRODUCER)
    stream: list[Future[list[SentRecord]]] = []
    checkpointer: Checkpointer | None = None
    settler: Any = None

    def start_stream() -> None:
        if not stream:
            stream.append(streaming.submit(stale_produce, producer, range(1, STALE_ROUNDS)))

    try:
        settler = stale_settler(port)
        member = KafkaPythonMember(settler, STALE_SETTLER)
        # The settler joins first and so leads the group: a kafka-python leader assigns only topics it
        # has metadata for, and only the settler subscribes to both topics.
        settler_joining = start_joining(member, f"{STALE_SETTLER} sends its JoinGroup to {STALE_GROUP}")
        checkpointer = Checkpointer(port)
        assert checkpointer.member is not None
        # Both join before any record exists, each on its own thread.
        everything = {TopicPartition(STALE_TOPIC, p) for p in range(STALE_PARTITIONS)}
        control = {TopicPartition(STALE_CONTROL_TOPIC, 0)}
        checkpointer.generation = join_together(
            [member, checkpointer.member],
            f"{STALE_SETTLER} and {STALE_CHECKPOINTER} join {STALE_GROUP}, the settler holding all of {STALE_TOPIC}"
            f" and the {STALE_CHECKPOINTER} {STALE_CONTROL_TOPIC}",
            assigned=lambda: settler.assignment() == everything and checkpointer.consumer.assignment() == control,
        )
        settler_joining.join()
        sent = stale_produce(producer, range(1))
        settled = stale_settle(member, checkpointer, start_stream, expected)
        start_stream()
        sent += stream[0].result(timeout=STALE_ROUNDS * (STALE_ROUND_GAP_S + CLIENT_TIMEOUT_S))
        stale = checkpointer.captured
        stale_commits = list(checkpointer.commits)
    finally:
        streaming.shutdown(wait=True, cancel_futures=True)
        producer.close(timeout=CLIENT_TIMEOUT_S)
        if settler is not None:
            settler.close(autocommit=False)
        if checkpointer is not None:
            checkpointer.close()
    if settled.consumed.total() != expected:
        raise RuntimeError(f"settler consumed {settled.consumed.total()} of {expected}")
    if stale is None or len(stale_commits) < 3:
        raise RuntimeError(f"checkpointer committed {stale_commits} (captured {stale})")
    produced = Counter(r.where() for r in sent)
    if len(produced) != STALE_PARTITIONS:
        raise RuntimeError(f"records reached only {sorted(produced)}")
    # The checkpointer's tick after the settler's last commit is the last commit on partition 0.
    committed = {**settled.committed, partition_key(STALE_TOPIC, 0): stale}
    return {
        "clients": {"kafka-python": importlib.metadata.version("kafka-python")},
        "api_version_pin": ".".join(map(str, KAFKA_PYTHON_API_VERSION)),
        "client_ids": ["payments-admin", STALE_PRODUCER, STALE_SETTLER, STALE_CHECKPOINTER],
        "topics": {STALE_TOPIC: {"partitions": STALE_PARTITIONS}, STALE_CONTROL_TOPIC: {"partitions": 1}},
        "groups": [STALE_GROUP],
        "produced": {STALE_TOPIC: len(sent)},
        "produced_per_partition": dict(sorted(produced.items())),
        "consumed": {STALE_TOPIC: settled.consumed.total()},
        "consumed_per_partition": dict(sorted(settled.consumed.items())),
        "committed": {STALE_GROUP: dict(sorted(committed.items()))},
        "records_sent": records_facts(sent),
        "expected_verdicts": STALE_VERDICTS,
        "incident": {
            "summary": "manual commits after each batch succeed, but a second commit path of the same group "
            "keeps committing a stale offset for partition 0, so its committed offset falls back every time",
            "partition": partition_key(STALE_TOPIC, 0),
            "paths": {
                STALE_SETTLER: f"group leader, subscribed to {STALE_TOPIC} (all of it assigned) and "
                f"{STALE_CONTROL_TOPIC}; after each batch commits the next offsets of the batch's partitions, "
                "synchronously",
                STALE_CHECKPOINTER: "second member of the same group on its own connection, subscribed to "
                f"{STALE_CONTROL_TOPIC} only (nothing of payments-in assigned, nothing consumed); on every tick "
                "commits for payments-in/0 the offset it read when it started, with its own member id",
            },
            "stale_offset": stale,
            "settler_partition0_offsets": settled.partition0,
            "checkpointer_partition0_offsets": stale_commits,
            "rounds_sent_together": settled.concurrent,  # barrier-released commits from both threads
            "assign_only_checkpointer": "refused: tansu answers an OffsetCommit with generation -1 and no "
            "member id UNKNOWN_MEMBER_ID (25) while the group has members, as Kafka does; hence a member",
            # The rest is read from the capture once it is complete (stale_commit_capture_facts).
        },
    }
