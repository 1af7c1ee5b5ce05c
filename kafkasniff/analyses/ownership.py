"""Which member of a consumer group owned which partitions, by the generation or member epoch a
commit names: what makes a commit stale is that its member did not own the partition then.

- Classic and cooperative groups: a generation's assignment is what its SyncGroup answers gave
  each member (and what the leader's SyncGroup sent, for every member at once). A cooperative
  member's answer is its whole assignment in that generation, the partitions it keeps included.
- KIP-848 consumer groups: a member owns what the last ConsumerGroupHeartbeat answer carrying an
  assignment gave it, from the member epoch of that answer on (an answer without one changes
  nothing). A revocation comes at the same epoch (the epoch moves on once the member let the
  partitions go), so within one epoch the member owns every partition an answer gave it, and
  from the next epoch on what the last answer gave.

Only what the capture shows is known: a generation whose assignment was not captured, or a
member epoch before the first assignment seen, is unknown (None), never not-owned.

For a long run, `history` caps what is kept: per group its `history` highest generations, per
member its `history` highest member epochs; a commit naming one dropped is judged as one whose
assignment was not captured (unknown), and the drops are counted in `dropped` ("generation",
"member-epoch"). `forget(group)` drops everything known of a group.
"""

from __future__ import annotations

import bisect
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from kafkasniff.analyses.kafka_fields import body_of, looks_like_topic_id, topic_name
from kafkasniff.model import DecodedExchange

TopicPartition = tuple[str, int]


@dataclass(frozen=True)
class _Held:
    within: frozenset[TopicPartition]  # every partition an answer gave the member in this epoch
    last: frozenset[TopicPartition]  # its last assignment in this epoch: what it holds after


class Ownership:
    """Assignments seen, to ask who owned a partition at a commit's generation or member epoch."""

    def __init__(self, history: int | None = None, dropped: Counter[str] | None = None) -> None:
        self._history = history
        self.dropped: Counter[str] = dropped if dropped is not None else Counter()
        # (group, generation) -> member id -> its partitions (classic and cooperative)
        self._generations: dict[tuple[str, int], dict[str, frozenset[TopicPartition]]] = defaultdict(dict)
        self._whole: set[tuple[str, int]] = set()  # generations whose every member's assignment was seen
        # (group, member id) -> its member epochs, ascending, each with what it held within that
        # epoch and what it held at the epoch's last assignment (which later epochs keep) (KIP-848)
        self._epochs: dict[tuple[str, str], tuple[list[int], list[_Held]]] = {}
        self.epoch_groups: set[str] = set()  # groups seen heartbeating as KIP-848 consumer groups

    def feed(self, e: DecodedExchange) -> None:
        api = e.fields.get("api")
        if api == "ConsumerGroupHeartbeat" and isinstance(e.fields.get("group"), str):
            self.epoch_groups.add(e.fields["group"])
        if e.exchange.response is None or api not in ("SyncGroup", "ConsumerGroupHeartbeat"):
            return
        request, response = body_of(e.fields, "request"), body_of(e.fields, "response")
        if response.get("error_code") or not isinstance(request.get("group_id"), str):
            return
        if api == "SyncGroup":
            self._synced(request, response)
        else:
            self._heartbeat(request["group_id"], response, e.fields["topic_ids"])

    def owned(self, group: str, member: str | None, generation: int | None, member_epoch: int | None,
              partition: TopicPartition) -> bool | None:  # fmt: skip
        """Whether `member` owned `partition` in that generation (or member epoch); None: unknown."""
        if member is None:
            return None
        if generation is not None:
            assigned = self._generations.get((group, generation), {})
            if member in assigned:
                return _in(partition, assigned[member])
            return False if (group, generation) in self._whole else None
        if member_epoch is not None and (group, member) in self._epochs:
            epochs, held = self._epochs[(group, member)]
            at = bisect.bisect_right(epochs, member_epoch) - 1
            if at < 0:
                return None
            return _in(partition, held[at].within if epochs[at] == member_epoch else held[at].last)
        return None

    def _synced(self, request: dict[str, Any], response: dict[str, Any]) -> None:
        key = (request["group_id"], request.get("generation_id"))
        if not isinstance(key[1], int):
            return
        generation = self._generations[(key[0], key[1])]
        leader_sent = request.get("assignments") or []
        for entry in leader_sent:
            if isinstance(entry.get("member_id"), str):
                generation[entry["member_id"]] = _assigned(entry.get("assignment"))
        if leader_sent:
            self._whole.add((key[0], key[1]))
        if isinstance(request.get("member_id"), str) and isinstance(response.get("assignment"), dict):
            generation[request["member_id"]] = _assigned(response["assignment"])
        if self._history is not None:
            self._cap_generations(key[0], self._history)

    def _cap_generations(self, group: str, limit: int) -> None:
        numbers = sorted(number for name, number in self._generations if name == group)
        for number in numbers[: max(0, len(numbers) - limit)]:
            del self._generations[(group, number)]
            self._whole.discard((group, number))
            self.dropped["generation"] += 1

    def _heartbeat(self, group: str, response: dict[str, Any], topic_ids: dict[str, str]) -> None:
        member, epoch, assignment = response.get("member_id"), response.get("member_epoch"), response.get("assignment")
        if not isinstance(member, str) or not isinstance(epoch, int) or not isinstance(assignment, dict):
            return
        held = frozenset((name, p) for topic in assignment.get("topic_partitions") or []
                         if (name := topic_name(topic, topic_ids)) is not None
                         for p in topic.get("partitions") or [] if isinstance(p, int))  # fmt: skip
        epochs, sets = self._epochs.setdefault((group, member), ([], []))
        at = bisect.bisect_left(epochs, epoch)
        if at < len(epochs) and epochs[at] == epoch:
            sets[at] = _Held(sets[at].within | held, held)  # a revocation keeps the epoch: both held within it
        else:
            epochs.insert(at, epoch)
            sets.insert(at, _Held(held, held))
        if self._history is not None and len(epochs) > self._history:
            over = len(epochs) - self._history  # the lowest epochs: commits name the latest
            self.dropped["member-epoch"] += over
            del epochs[:over]
            del sets[:over]

    def groups(self) -> set[str]:
        """Every group something is known of."""
        return {g for g, _ in self._generations} | {g for g, _ in self._epochs} | self.epoch_groups

    def forget(self, groups: Iterable[str]) -> None:
        """Drop everything known of these groups."""
        gone = set(groups)
        for generation in [key for key in self._generations if key[0] in gone]:
            del self._generations[generation]
        for member in [key for key in self._epochs if key[0] in gone]:
            del self._epochs[member]
        self._whole = {key for key in self._whole if key[0] not in gone}
        self.epoch_groups -= gone

    def held(self) -> int:
        """Assignments held (how a long run's state is measured)."""
        return sum(map(len, self._generations.values())) + sum(len(e) for e, _ in self._epochs.values())


def _in(partition: TopicPartition, held: frozenset[TopicPartition]) -> bool | None:
    """Whether `partition` is held; None when it is not, but a topic held is an id no Metadata
    named (it may be the partition's topic)."""
    if partition in held:
        return True
    return None if any(looks_like_topic_id(topic) for topic, _ in held) else False


def _assigned(assignment: Any) -> frozenset[TopicPartition]:
    """The partitions of a decoded consumer-protocol assignment (none, when it did not decode)."""
    if not isinstance(assignment, dict):
        return frozenset()
    topics = [a for a in assignment.get("assigned_partitions") or [] if isinstance(a.get("topic"), str)]
    return frozenset((a["topic"], p) for a in topics for p in a.get("partitions") or [] if isinstance(p, int))
