"""What a damaged exchange still says, and how sure each figure built from it is.

A side of an exchange is damaged when it lost bytes (`Frame.lost`): its decode stops at the first
hole, so the entries after it are missing and the entry it cut lacks its last fields. What the
other side says stands: a Produce or OffsetCommit response names each partition and its error, so
a partition it answered without error was written or committed even when the request carrying
its records or offset was cut; the values that lived only in the lost bytes are unknown (None).

Rows say how sure their values are the way the tables and the JSON read it
(rendering/tables.py `marked`):
- "uncertain": [field, ...]: the value was built from a damaged exchange, in no known direction;
- "bound": {field: ">=" or "<="}: the true value is at least (at most) the one shown.
A field is in one or the other, never both.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Any

from kafkasniff.analyses.kafka_fields import body_of, topic_partitions
from kafkasniff.model import DecodedExchange, Frame


class Bound(StrEnum):
    """Which side of a value shown the true one lies."""

    AT_LEAST = ">="
    AT_MOST = "<="


# Exchange.latency_bound -> the bound of the latency shown; "unknown" (both sides lost their
# end) is no bound: uncertain
LATENCY_BOUNDS = {"lower": Bound.AT_LEAST, "upper": Bound.AT_MOST}


def with_marks(
    row: dict[str, Any], uncertain: Iterable[str] = (), bound: Mapping[str, Bound] | None = None
) -> dict[str, Any]:
    """The row with its "uncertain" and "bound" keys, each only when it names a field."""
    bounds = {field: str(b) for field, b in sorted((bound or {}).items())}
    doubtful = sorted(set(uncertain) - set(bounds))
    if doubtful:
        row["uncertain"] = doubtful
    if bounds:
        row["bound"] = bounds
    return row


def damaged(frame: Frame | None) -> bool:
    """Whether a side was captured but lost bytes (its decode stops at the first hole)."""
    return frame is not None and frame.lost > 0


# -- the partitions a request names and its response answers ------------------------------------

# api -> (topics, partitions) of its request, and of its response that answers each partition
_ANSWERED = {
    "Produce": (("topic_data", "partition_data"), ("responses", "partition_responses")),
    "OffsetCommit": (("topics", "partitions"), ("topics", "partitions")),
    "TxnOffsetCommit": (("topics", "partitions"), ("topics", "partitions")),
    "OffsetDelete": (("topics", "partitions"), ("topics", "partitions")),
}
ANSWERED_APIS = frozenset(_ANSWERED)


class Answer(Enum):
    ANSWERED = "answered"  # the response has its entry
    UNANSWERED = "unanswered"  # no response came
    LOST = "lost"  # the response came, but the bytes answering this partition were lost
    NOT_NAMED = "not named"  # the response, whole, does not name it


@dataclass(frozen=True, slots=True)
class PartitionAnswer:
    """One partition of a request and what its response said of it. `request` is the request's
    entry as decoded ({} when only the response named it: the request's bytes naming it were
    lost); `error_code` the response's (None unless ANSWERED)."""

    topic: str
    partition: int
    request: dict[str, Any]
    answer: Answer
    error_code: int | None

    def value(self, field: str) -> Any:
        """A field of the request's entry; None when the request's bytes holding it were lost."""
        return self.request.get(field)

    @property
    def named_by_response_only(self) -> bool:
        return not self.request


def answered_partitions(e: DecodedExchange) -> list[PartitionAnswer]:
    """Each partition a Produce, OffsetCommit, TxnOffsetCommit or OffsetDelete request names,
    with its answer; then, when the request lost bytes, the partitions only its response names
    (their entries were in the lost bytes). [] for other apis."""
    spec = _ANSWERED.get(str(e.fields.get("api")))
    if spec is None:
        return []
    (req_topics, req_parts), (resp_topics, resp_parts) = spec
    ids, ex = e.fields.get("topic_ids") or {}, e.exchange
    requested = {
        (t, p): entry for t, p, entry in topic_partitions(body_of(e.fields, "request"), req_topics, req_parts, ids)
    }
    codes = {(t, p): entry.get("error_code") for t, p, entry in
             topic_partitions(body_of(e.fields, "response"), resp_topics, resp_parts, ids)}  # fmt: skip
    missing = Answer.UNANSWERED if ex.response is None else Answer.LOST if damaged(ex.response) else Answer.NOT_NAMED

    def answer(key: tuple[str, int], entry: dict[str, Any]) -> PartitionAnswer:
        code = codes.get(key)
        if key not in codes:
            return PartitionAnswer(*key, entry, missing, None)
        return PartitionAnswer(*key, entry, Answer.ANSWERED, code if isinstance(code, int) else None)

    found = [answer(key, entry) for key, entry in requested.items()]
    if damaged(ex.request):
        found += [answer(key, {}) for key in codes if key not in requested]
    return found
