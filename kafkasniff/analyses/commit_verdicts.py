"""What the commits of one group/topic/partition did: the committed offset at the end of the
capture against what the group consumed (the state), every verdict that applies over the capture
(what happened), and who sent the stale commits. Shared by `commits` on a capture and on a Spark
table (which builds the same records from its rows).

A commit takes effect when the broker answers it without error; a transactional one
(TxnOffsetCommit) only when its transaction commits (EndTxn), and is discarded when it aborts.
Commits are applied in the order they were sent, not answered: a broker applies a commit when
it reads it, and its answer may queue behind a long-poll Fetch on the same connection (measured
with sarama 1.22.1 on librdkafka's mock cluster, whose OffsetFetch answers agree with the send
order; sarama 1.61.1 writes a commit only once the Fetch is answered, and its monitor's OffsetFetch
answers agree with the send order on the mock and on Apache Kafka 4.4 alike). Apache Kafka reads a
connection's next request only once it answered the previous one: a commit pipelined behind a
pending Fetch would take effect at that Fetch's answer, later than sent (no sample shows one).
A commit is stale when its member did not own the partition in the generation or member epoch
the commit names (ownership.py: the assignments the capture shows; refused or not), or when it
succeeded with an offset below the highest offset committed before it and does not advance the committed
offset: the aftermath of a rebalance re-processed from a regressed offset advances it and is
not stale, the member re-committing an old offset is.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

from kafkasniff.analyses.commit_findings import Written, contradictions, findings
from kafkasniff.analyses.commit_records import (
    ANSWER_LOST,
    MAX_EVIDENCE,
    Commit,
    Decision,
    Effect,
    Failure,
    Key,
    Outcome,
    Owned,
    Settled,
    Source,
    StaleBy,
    Start,
    Status,
    TxnEnd,
    TxnKey,
    names_with,
)
from kafkasniff.analyses.consumed import AbortedDelivery
from kafkasniff.analyses.damaged import with_marks
from kafkasniff.analyses.lag_status import LagStatus, partition_status

# A consumer polls again within its long-poll wait (500 ms by default in the Java client and
# librdkafka) plus its processing: silent for longer than this (and than it had been fetching),
# it stopped reading
STOPPED_AFTER_S = 5.0


def resolve(commits: Iterable[Commit], ends: Iterable[TxnEnd], deletes: Iterable[float] = (),
            owned: Owned | None = None, start: Start | None = None) -> list[Outcome]:  # fmt: skip
    """Every commit's status, in the order the broker applied them (send time, a transaction's
    commits at its EndTxn), each committed one with its effect on the committed offset; an
    OffsetDelete (its time in `deletes`) leaves nothing committed, so the next commit starts afresh.
    `owned`, when given, says whether each commit's member owned the partition then; `start`,
    where earlier commits no longer held left the committed offset (commit_records.Settled)."""
    by_txn: dict[TxnKey, list[TxnEnd]] = {}
    for end in sorted(ends, key=lambda e: e.ts):
        by_txn.setdefault(end.txn, []).append(end)
    outcomes = [_status(c, by_txn) for c in commits]
    if owned is not None:
        outcomes = [replace(o, owned=owned(o.commit)) for o in outcomes]
    outcomes.sort(key=lambda o: (o.at, o.commit.ts, o.commit.correlation_id))
    return _effects(outcomes, sorted(deletes), start)


def _status(c: Commit, ends: dict[TxnKey, list[TxnEnd]]) -> Outcome:
    if c.error == ANSWER_LOST:
        return Outcome(c, Status.UNKNOWN, c.ts)
    if c.error is not None:
        return Outcome(c, Status.FAILED, c.ts)
    if c.txn is None:
        return Outcome(c, Status.COMMITTED, c.ts)
    end = next((e for e in ends.get(c.txn, []) if e.ts >= c.ts), None)
    if end is None:
        return Outcome(c, Status.PENDING, c.ts)
    return Outcome(c, Status.COMMITTED if end.committed else Status.DISCARDED, end.ts)


def _effects(outcomes: list[Outcome], deletes: list[float], start: Start | None = None) -> list[Outcome]:
    """Each committed outcome's effect on the committed offset, each failed one's cost."""
    current, best = (start.current, start.best) if start is not None else (None, None)
    out: list[Outcome] = []
    pending_deletes = iter(deletes if start is None else [d for d in deletes if d > start.at])
    next_delete = next(pending_deletes, None)
    for o in outcomes:
        while next_delete is not None and next_delete <= o.at:
            current = best = None  # the offset was removed: nothing to lower or to fall behind
            next_delete = next(pending_deletes, None)
        offset = o.commit.offset
        if o.status is Status.FAILED and current is not None and offset is not None and current >= offset:
            out.append(replace(o, failure=Failure.REDUNDANT, stale=o.owned is False))
            continue
        if o.status is not Status.COMMITTED or offset is None:  # (an unknown offset moves nothing we know)
            out.append(replace(o, stale=o.owned is False))  # sent by a member that did not own it: stale all the same
            continue
        if current is None or offset > current:
            effect = Effect.ADVANCED
        else:
            effect = Effect.KEPT if offset == current else Effect.LOWERED
        stale = o.owned is False or (best is not None and offset < best and effect is not Effect.ADVANCED)
        out.append(replace(o, effect=effect, stale=stale))
        current, best = offset, offset if best is None else max(best, offset)
    return _made_good(out)


def _made_good(outcomes: list[Outcome]) -> list[Outcome]:
    """The failed commits no earlier commit had covered: made good by a later one, or lost."""
    later: int | None = None  # the highest offset committed after the one at hand
    for i in reversed(range(len(outcomes))):
        o = outcomes[i]
        offset = o.commit.offset
        if offset is None:
            continue  # what it was to store is unknown: neither made good nor lost
        if o.status is Status.FAILED and o.failure is None:
            made_good = later is not None and later >= offset
            outcomes[i] = replace(o, failure=Failure.MADE_GOOD if made_good else Failure.LOST)
        elif o.status is Status.COMMITTED:
            later = offset if later is None else max(later, offset)
    return outcomes


@dataclass(frozen=True)
class Observations:
    """What else the capture says of the partition besides its commits."""

    offset_fetches: Sequence[tuple[float, int]]  # OffsetFetch answers (time, committed offset; -1: none)
    delivered: Sequence[tuple[float, int]]  # the group's consumers: (time, offset after the last record delivered)
    fetched: Sequence[tuple[float, int]]  # (time, their fetchers' position): past delivered only by undelivered records
    offset_deletes: Sequence[float] = ()  # when an OffsetDelete answered without error removed the committed offset
    # the broker's own numbers, from its Fetch answers: (time, high watermark), (time, last stable offset)
    high_watermarks: Sequence[tuple[float, int]] = ()
    stable_offsets: Sequence[tuple[float, int]] = ()
    end: float | None = None  # when the capture ends (its last exchange): Burrow's "now"
    aborted_delivered: Sequence[AbortedDelivery] = ()  # aborted records read_committed consumers were given


def partition_row(key: Key, commits: Iterable[Commit], seen: Observations, ends: Iterable[TxnEnd] = (),
                  owned: Owned | None = None, settled: Settled | None = None) -> dict[str, Any]:  # fmt: skip
    """The answer for one group/topic/partition: its commits held, after those `settled`."""
    group, topic, partition = key
    s = settled if settled is not None else Settled()
    outcomes = resolve(commits, ends, seen.offset_deletes, owned, s.start)
    ok = [*s.tail, *(o for o in outcomes if o.status is Status.COMMITTED and o.commit.offset is not None)]
    delivered = max((offset for _, offset in seen.delivered), default=None)
    fetched = max((offset for _, offset in seen.fetched), default=None)
    consumed = delivered if delivered is not None else min((offset for _, offset in seen.fetched), default=None)
    written = [w for o in ok if (w := _written(o)) is not None]
    contradicted = contradictions(written, seen.offset_fetches, seen.offset_deletes)
    contradicting = {c.ts for c in contradicted}
    agreeing = [f for f in seen.offset_fetches if f[0] not in contradicting]
    committed, committed_by = _committed_at_end(ok, agreeing, seen.offset_deletes)
    first_commit = s.first_ts if s.first_ts is not None else min((o.commit.ts for o in outcomes), default=None)
    before = [(ts, offset) for ts, offset in sorted(seen.offset_fetches) if first_commit is None or ts < first_commit]
    watermarks = sorted(seen.high_watermarks)
    high = watermarks[-1][1] if watermarks else None
    status = _lag_status(ok, watermarks, seen.end)
    state = _state(committed, consumed, fetched, delivered is not None)
    if state == "caught-up" and _stopped_behind(committed, high, seen):
        state = "stopped"  # what it read is committed, but it stopped reading while the broker's log grew
    row = {
        "group": group,
        "topic": topic,
        "partition": partition,
        "state": state,
        "committed": committed,
        "committed_from": committed_by,
        "consumed": consumed,
        "fetched": fetched,
        "lag": _lag(committed, consumed),
        "high_watermark": high,
        "last_stable_offset": max(seen.stable_offsets)[1] if seen.stable_offsets else None,
        "broker_lag": _broker_lag(high, committed),
        "lag_status": str(status),
        "verdicts": _verdicts(outcomes, seen, s),
        "findings": findings(contradicted, seen.aborted_delivered),
        "stale_committers": stale_committers(outcomes, s.stale),
        "last_committed": ok[-1].commit.offset if ok else None,
        "first_committed": s.first_committed if s.first_committed is not None else ok[0].commit.offset if ok else None,
        **_counts(outcomes, s),
        "committed_before": before[0][1] if before else None,
        "offsets_deleted": len(seen.offset_deletes) + s.deletes,
        "client_ids": names_with(s.client_ids, (o.commit.client_id for o in outcomes)),
        "connections": names_with(s.connections, (o.commit.conn for o in outcomes)),
        "members": names_with(s.members, (o.commit.member_id for o in outcomes)),
        "unknown_offsets": s.unknown_offsets + sum(1 for o in outcomes if _unknown(o) and o.status is Status.COMMITTED),
        "answers_lost": s.statuses[Status.UNKNOWN] + sum(1 for o in outcomes if o.status is Status.UNKNOWN),
    }
    return with_marks(row, _doubted(outcomes, ok, committed_by))


def _counts(outcomes: list[Outcome], s: Settled) -> dict[str, Any]:
    """How many commits, and of them how many failed (by error, by cost), were discarded or are pending."""
    failed: Counter[str] = Counter(o.commit.error for o in outcomes if o.status is Status.FAILED and o.commit.error)
    by_error = {**s.failed, **{e: s.failed[e] + n for e, n in failed.items()}} if s.failed else dict(failed)
    return {
        "commits": s.commits + len(outcomes),
        "failed": by_error,
        "failed_redundant": s.failures[Failure.REDUNDANT] + sum(1 for o in outcomes if o.failure is Failure.REDUNDANT),
        "failed_made_good": s.failures[Failure.MADE_GOOD] + sum(1 for o in outcomes if o.failure is Failure.MADE_GOOD),
        "discarded": s.statuses[Status.DISCARDED] + sum(1 for o in outcomes if o.status is Status.DISCARDED),
        "pending": s.statuses[Status.PENDING] + sum(1 for o in outcomes if o.status is Status.PENDING),
    }


def _doubted(outcomes: list[Outcome], ok: list[Outcome], committed_by: str | None) -> list[str]:
    """The values a damaged commit leaves in doubt: the verdicts (a regression or a repeat it
    hid), a failure's cost, and where the committed offset stands when a successful commit of
    an unknown offset, or one whose answer was lost, came after the last known one (an
    OffsetFetch answer or delete after them is the broker's word again)."""
    doubted = ["verdicts"] if any(o.commit.offset is None or _unknown(o) for o in outcomes) else []
    if any(o.status is Status.FAILED and o.commit.offset is None for o in outcomes):
        doubted.append("failed")
    after = ok[-1].at if ok else None
    if not any(_unknown(o) and (after is None or o.at > after) for o in outcomes):
        return doubted
    if committed_by not in ("commit", None):
        return [*doubted, "last_committed"]
    return [*doubted, "committed", "last_committed", "state", "lag", "broker_lag", "lag_status"]


def _written(o: Outcome) -> Written | None:
    """A commit that took effect, for checking the broker's OffsetFetch answers against: a plain
    commit surely in once answered, a transaction's once its EndTxn was answered."""
    c = o.commit
    if c.offset is None:
        return None
    sure = o.at if c.txn is not None or c.answered is None else c.answered
    who = {"api": c.api, "client_id": c.client_id, "member_id": c.member_id, "conn": c.conn,
           "transactional_id": c.txn[0] if c.txn else None}  # fmt: skip
    return Written(o.at, max(sure, o.at), c.offset, who)


def _unknown(o: Outcome) -> bool:
    """Whether what the commit did is unknown: its answer, or the offset it succeeded with, lost."""
    return o.status is Status.UNKNOWN or (o.status is Status.COMMITTED and o.commit.offset is None)


def _committed_at_end(
    ok: list[Outcome], offset_fetches: Sequence[tuple[float, int]], deletes: Sequence[float] = ()
) -> tuple[int | None, str | None]:
    """The committed offset when the capture ends: the last successful commit, unless a later
    OffsetDelete removed it or a later OffsetFetch answer (one that contradicts no commit: the
    caller leaves those out, they are findings) tells of a commit the capture did not show."""
    last_commit = ok[-1] if ok else None
    last_fetch = max(offset_fetches, default=None)
    last_delete = max(deletes, default=None)
    deleted_last = last_delete is not None and (last_commit is None or last_delete > last_commit.at)
    if deleted_last and (last_fetch is None or last_fetch[0] < last_delete):  # type: ignore[operator]
        return None, "offset-delete"
    if last_fetch is not None and (last_commit is None or last_fetch[0] > last_commit.at):
        return last_fetch[1], "offset-fetch"
    if last_commit is not None:
        return last_commit.commit.offset, "commit"
    return None, None


def _stopped_behind(committed: int | None, high: int | None, seen: Observations) -> bool:
    """Whether the group stopped fetching the partition (silent for longer than it had been
    fetching, as Burrow judges commits) while the broker's log end was past its committed offset."""
    if committed is None or high is None or high <= committed or not seen.fetched or seen.end is None:
        return False
    first, last = min(ts for ts, _ in seen.fetched), max(ts for ts, _ in seen.fetched)
    return seen.end - last > max(last - first, STOPPED_AFTER_S)


def _broker_lag(high: int | None, committed: int | None) -> int | None:
    """Lag as the broker sees it: its last high watermark seen, minus the committed offset."""
    if high is None or committed is None or committed < 0:
        return None
    return max(0, high - committed)


def _lag_status(ok: list[Outcome], watermarks: list[tuple[float, int]], end: float | None) -> LagStatus:
    """Burrow's status of the partition (lag_status.py) from its successful commits, in the order
    they took effect."""
    commits = [(o.at, o.commit.offset) for o in ok if o.commit.offset is not None]
    now = end if end is not None else max((ts for ts, _ in [*commits, *watermarks]), default=0.0)
    return partition_status(commits, watermarks, now)


def _state(committed: int | None, consumed: int | None, fetched: int | None, delivered: bool) -> str:
    """`consumed`: the offset after the last record delivered (else the first position read
    from); `fetched`: the fetcher's position, past `consumed` only by undelivered records."""
    if consumed is None or fetched is None:
        return "no-fetches-seen" if committed is not None and committed >= 0 else "idle"
    if committed is None or committed < 0:
        return "never-committed" if delivered else "nothing-consumed"
    if committed < consumed:
        return "behind"
    return "caught-up" if committed <= fetched else "ahead"


def _lag(committed: int | None, consumed: int | None) -> int | None:
    """Records delivered but not committed (0 when caught up or ahead)."""
    if committed is None or consumed is None or committed < 0:
        return None
    return max(0, consumed - committed)


# -- verdicts ------------------------------------------------------------------------------


def decisions(outcomes: list[Outcome], seen: Observations) -> list[Decision]:
    """The verdicts the commits decide, in the order rows list them (idle and advancing, which
    say that none of these happened, aside)."""
    known = [o for o in outcomes if o.status is Status.COMMITTED and o.commit.offset is not None]
    found = [
        ("regressed", [o.commit for o in outcomes if o.status is Status.COMMITTED and o.effect is Effect.LOWERED]),
        ("failing", [o.commit for o in outcomes if o.failure is Failure.LOST]),
        ("discarded", [o.commit for o in outcomes if o.status is Status.DISCARDED]),
        ("stuck", _stuck(known, seen.delivered)),
    ]
    out = [Decision(name, decided, decided, [c.ts for c in decided]) for name, decided in found]
    pairs = _overlaps([o.commit for o in outcomes])
    competing = list(dict.fromkeys(c for pair in pairs for c in pair))
    out.insert(1, Decision("competing", competing, [a for a, _ in pairs], [a.ts for a, _ in pairs]))
    return out


def _verdicts(outcomes: list[Outcome], seen: Observations, s: Settled) -> list[dict[str, Any]]:
    """Every verdict that applies, over the commits settled and held."""
    found = []
    for d in decisions(outcomes, seen):
        before = s.verdicts.get(d.name)
        if before is None and d.firsts:
            found.append(_verdict(d.name, d.decided, len(d.firsts), d.times, len(d.decided)))
        elif before is not None and (before.count or d.firsts):  # (a pair whose first commit is held: counted there)
            found.append(_verdict(d.name, [*before.first, *d.decided], before.count + len(d.firsts),
                                  [*before.times, *d.times], before.decided + len(d.decided)))  # fmt: skip
    committed = s.committed + sum(1 for o in outcomes if o.status is Status.COMMITTED)
    if not committed and not s.statuses[Status.DISCARDED] and not any(v["verdict"] == "discarded" for v in found):
        every = [o.commit for o in outcomes]
        found.append(_verdict("idle", every, s.commits + len(every), [c.ts for c in every], s.commits + len(every)))
    if not found:
        ok = [o.commit for o in outcomes if o.status is Status.COMMITTED]
        found.append(_verdict("advancing", ok, committed, [], s.committed + len(ok)))
    return found


def _verdict(name: str, decided: list[Commit], count: int, times: list[float], deciding: int) -> dict[str, Any]:
    """A verdict as rows show it: `decided` the commits known of the `deciding` ones that decide it."""
    half = MAX_EVIDENCE // 2
    shown = decided if len(decided) <= MAX_EVIDENCE else decided[:half] + decided[-half:]
    return {
        "verdict": name,
        "count": count,
        "at": times,
        "evidence": [evidence(c) for c in shown],
        "evidence_omitted": deciding - len(shown),
    }


def _overlaps(commits: list[Commit]) -> list[tuple[Commit, Commit]]:
    """Pairs of commits from different sources where one was sent before the other was answered."""
    ordered = sorted(commits, key=lambda c: (c.ts, c.correlation_id))
    found: list[tuple[Commit, Commit]] = []
    for i, a in enumerate(ordered):
        for b in ordered[i + 1 :]:
            if a.answered is not None and b.ts >= a.answered:
                break
            if a.source != b.source:
                found.append((a, b))
    return found


def _stuck(ok: list[Outcome], delivered: Sequence[tuple[float, int]]) -> list[Commit]:
    """Successful commits of an offset its source (member, connection) had committed before, sent
    once the group's consumers were delivered records past it: the source's committed offset
    stands still while the group reads on. Another source's commits in between (the partition's
    rightful owner advancing it) do not clear the repeats."""
    by_offset: dict[tuple[tuple[str, str | None], int], list[Commit]] = {}
    for o in ok:
        if o.commit.offset is not None:
            by_offset.setdefault((o.commit.source, o.commit.offset), []).append(o.commit)
    read_past = _ReadPast(delivered)
    stuck = [
        c
        for (_, offset), repeats in by_offset.items()
        if len(repeats) > 1
        for c in repeats
        if read_past.before(offset, c.ts)
    ]
    return sorted(stuck, key=lambda c: (c.ts, c.correlation_id))


class _ReadPast:
    """When the group was first delivered records past an offset: the deliveries in time order
    with the furthest position reached so far, searched by bisection (a partition may see
    thousands of deliveries and of repeated commits)."""

    def __init__(self, delivered: Sequence[tuple[float, int]]) -> None:
        self.times: list[float] = []
        self.furthest: list[int] = []
        for ts, position in sorted(delivered):
            self.times.append(ts)
            self.furthest.append(max(position, self.furthest[-1]) if self.furthest else position)

    def before(self, offset: int, until: float) -> bool:
        """Whether a delivery past `offset` came before `until`."""
        first = bisect_right(self.furthest, offset)
        return first < len(self.times) and self.times[first] < until


# -- who ------------------------------------------------------------------------------------


def stale_committers(outcomes: list[Outcome], settled: dict[Source, StaleBy] | None = None) -> list[dict[str, Any]]:
    """Per source (client id, member id, connection): its stale commits (`settled` ones first), most first."""
    by_source: dict[Source, StaleBy] = {}
    for o in outcomes:
        if o.stale:
            c = o.commit
            by_source.setdefault((c.client_id, c.member_id, c.conn), StaleBy()).add(o)
    if settled:
        by_source = {source: settled.get(source, StaleBy()).then(by_source.get(source, StaleBy()))
                     for source in {**settled, **by_source}}  # fmt: skip
    rows = [
        {"client_id": client_id, "member_id": member_id, "conn": conn, "commits": s.commits, "lowered": s.lowered,
         "not_owned": s.not_owned, "first_ts": s.first_ts, "last_ts": s.last_ts, "generations": sorted(s.generations),
         "member_epochs": sorted(s.member_epochs), "offsets": list(s.offsets)}
        for (client_id, member_id, conn), s in by_source.items()
    ]  # fmt: skip
    return sorted(rows, key=lambda r: (-r["commits"], r["first_ts"]))


def evidence(c: Commit) -> dict[str, Any]:
    return {k: v for k, v in asdict(c).items() if v is not None or k == "error"}


def timeline(outcomes: list[Outcome]) -> list[dict[str, Any]]:
    """Every commit as the report plots it: when, what offset, who, what became of it."""
    return [
        {"ts": o.commit.ts, "at": o.at, "offset": o.commit.offset, "status": str(o.status),
         "effect": None if o.effect is None else str(o.effect), "stale": o.stale, "owned": o.owned,
         "client_id": o.commit.client_id,
         "member_id": o.commit.member_id, "conn": o.commit.conn, "error": o.commit.error}
        for o in outcomes
        if o.commit.offset is not None  # (a plot has no place for an unknown offset)
    ]  # fmt: skip
