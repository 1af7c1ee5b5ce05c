"""What the wire shows of a partition beside its commits' verdicts, each a finding of its own:

- offset-fetch-contradicts: an OffsetFetch answer that disagrees with what the commits the broker
  had accepted wrote (a successful OffsetCommit, or a TxnOffsetCommit whose transaction
  committed). The commit stays the committed offset; the broker's answer is the finding (the
  librdkafka mock loses a committed transaction's offsets, for one).
- aborted-delivered: records of an aborted transaction given to a read_committed consumer
  (consumed.py: a broker that lists no aborted transactions lets them through).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import islice
from typing import Any

from kafkasniff.analyses.consumed import AbortedDelivery


@dataclass(frozen=True)
class Written:
    """A commit that took effect: when (the broker had it for sure from `sure` on; it may have
    from `at`), the offset, and who wrote it."""

    at: float
    sure: float
    offset: int
    who: dict[str, Any]


@dataclass(frozen=True)
class Contradiction:
    ts: float  # when the OffsetFetch was answered
    answered: int
    written: Written | None  # the commit it contradicts (None: a delete left nothing)


def contradictions(
    written: Sequence[Written], offset_fetches: Sequence[tuple[float, int]], deletes: Sequence[float]
) -> list[Contradiction]:
    """The OffsetFetch answers, after the first commit took effect, that agree with no offset the
    partition could hold when they were answered: the last commit the broker surely had, or any
    commit it may have had by then (sent, not yet answered). After an OffsetDelete removed the
    last one, any answer goes (a commit the capture did not show)."""
    if not written:
        return []
    by_sure = sorted(range(len(written)), key=lambda i: written[i].sure)  # (a monitor may ask thousands of times)
    widest = max(w.sure - w.at for w in written)  # how long a commit can be in flight
    found = []
    passed = 0  # how many of by_sure the broker surely had
    last = -1  # the latest of them in the order they took effect
    for ts, answered in sorted(offset_fetches):
        while passed < len(by_sure) and written[by_sure[passed]].sure <= ts:
            last = max(last, by_sure[passed])
            passed += 1
        if last < 0:
            continue  # before the first commit was surely in: nothing to contradict
        had = written[last]
        if any(had.sure < d <= ts for d in deletes):
            continue  # an OffsetDelete removed what was written: nothing left to contradict
        if answered != had.offset and answered not in _in_flight(written, by_sure, passed, ts, widest):
            found.append(Contradiction(ts, answered, had))
    return found


def _in_flight(written: Sequence[Written], by_sure: Sequence[int], passed: int, ts: float, widest: float) -> set[int]:
    """The offsets of the commits sent by `ts` and not yet surely in (by_sure from `passed` on)."""
    offsets = set()
    for i in islice(by_sure, passed, None):
        if written[i].sure > ts + widest:
            break
        if written[i].at <= ts:
            offsets.add(written[i].offset)
    return offsets


def findings(found: Sequence[Contradiction], aborted: Sequence[AbortedDelivery]) -> list[dict[str, Any]]:
    """The row's findings, as JSON shows them."""
    out: list[dict[str, Any]] = []
    if found:
        out.append({
            "finding": "offset-fetch-contradicts", "count": len(found), "at": [c.ts for c in found],
            "evidence": [{"ts": c.ts, "answered": c.answered, "written": c.written.offset if c.written else None,
                          "written_by": c.written.who if c.written else None} for c in found],
        })  # fmt: skip
    if aborted:
        out.append({
            "finding": "aborted-delivered", "count": sum(a.records for a in aborted), "at": [a.ts for a in aborted],
            "evidence": [{"ts": a.ts, "client_id": a.client_id, "producer_id": a.producer_id, "records": a.records}
                         for a in aborted],
        })  # fmt: skip
    return out
