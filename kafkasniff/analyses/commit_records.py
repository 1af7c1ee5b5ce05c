"""The records `commits` judges a partition's commits with (commit_verdicts.py), and what is kept
of the commits a long run no longer holds one by one (`Settled`).

With a history cap (commits.py), a partition holds its last commits; the older ones are folded,
in the order they took effect, into a `Settled` summary as they leave: their number and what
became of them (statuses, failures, effects), each verdict's count with its first commits and
times, the stale commits per source, the names seen, the committed offset they left (so the
effects of the commits held stay right), and the last successful ones Burrow's window reads. A
commit is judged once, when it leaves, against the commits then held: what later commits would
have changed of it (a failed commit made good more than a history later, a transactional one
whose transaction ends after it left, which stays pending) is not changed any more.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

Key = tuple[str, str, int]  # group, topic, partition
TxnKey = tuple[str, int, int]  # transactional id, producer id, producer epoch

MAX_EVIDENCE = 12  # commits shown per verdict: the first and the last halves of them
MAX_STALE_OFFSETS = 20
WINDOW = 10  # successful commits Burrow's window reads (lag_status.WINDOW)


@dataclass(frozen=True)
class Commit:
    ts: float
    answered: float | None
    api: str
    offset: int | None  # None: the request's bytes holding it were lost (its response survived)
    leader_epoch: int | None
    generation: int | None  # a classic group's generation
    member_epoch: int | None  # a KIP-848 group's member epoch (OffsetCommit v9+ sends one or the other)
    member_id: str | None
    client_id: str | None
    conn: str
    correlation_id: int
    error: str | None
    txn: TxnKey | None = None  # TxnOffsetCommit: the transaction it belongs to

    @property
    def source(self) -> tuple[str, str | None]:
        return self.conn, self.member_id


@dataclass(frozen=True)
class TxnEnd:
    """An EndTxn answered without error: its transaction's offsets count, or are discarded."""

    txn: TxnKey
    committed: bool
    ts: float  # when it was answered


# A commit's error when the bytes of the response answering its partition were lost
ANSWER_LOST = "ANSWER_LOST"


class Status(StrEnum):
    COMMITTED = "committed"  # answered without error (a transaction's: and its transaction committed)
    FAILED = "failed"  # answered with an error, or never answered
    UNKNOWN = "unknown"  # answered, but the bytes saying how were lost
    DISCARDED = "discarded"  # a transactional commit whose transaction aborted
    PENDING = "pending"  # a transactional commit whose transaction did not end in the capture


class Effect(StrEnum):
    ADVANCED = "advanced"
    KEPT = "kept"
    LOWERED = "lowered"


class Failure(StrEnum):
    """What a failed commit cost: nothing when the offset was committed already (redundant) or a
    later commit reached it (made good); otherwise what it was to store was lost."""

    REDUNDANT = "redundant"
    MADE_GOOD = "made-good"
    LOST = "lost"


@dataclass(frozen=True)
class Outcome:
    """One commit with what became of it; `at` orders the committed offset's changes."""

    commit: Commit
    status: Status
    at: float
    effect: Effect | None = None  # for committed ones
    stale: bool = False
    failure: Failure | None = None  # for failed ones
    owned: bool | None = None  # whether its member owned the partition then (None: not known)


# Whether a commit's member owned its partition in the generation or member epoch it names
Owned = Callable[[Commit], bool | None]


@dataclass(frozen=True)
class Start:
    """The committed offset as commits no longer held left it: the effects of the next start here."""

    current: int | None  # the committed offset (None: nothing, or an OffsetDelete removed it)
    best: int | None  # the highest offset committed since (a lower one that does not advance is stale)
    at: float  # when the last of them took effect (an OffsetDelete before it is in `current` already)


@dataclass(frozen=True)
class Decision:
    """A verdict over the commits: those that decide it, and what each time it happened is about
    (`firsts`, with its time in `times`: a commit; for competing, the first of a pair)."""

    name: str
    decided: list[Commit]
    firsts: list[Commit]
    times: list[float]


@dataclass
class SettledVerdict:
    count: int = 0  # how many times it happened among the settled commits
    decided: int = 0  # how many settled commits decided it
    first: list[Commit] = field(default_factory=list)  # the first of them (half the evidence shown)
    times: list[float] = field(default_factory=list)  # the first times it happened


@dataclass
class StaleBy:
    """One source's stale commits (client id, member id, connection), as its row shows them."""

    commits: int = 0
    lowered: int = 0
    not_owned: int = 0
    first_ts: float = 0.0
    last_ts: float = 0.0
    generations: set[int] = field(default_factory=set)
    member_epochs: set[int] = field(default_factory=set)
    offsets: list[int] = field(default_factory=list)  # the lowest MAX_STALE_OFFSETS, ascending

    def add(self, o: Outcome) -> None:
        c = o.commit
        self.first_ts = c.ts if self.commits == 0 else self.first_ts
        self.last_ts = c.ts
        self.commits += 1
        self.lowered += o.effect is Effect.LOWERED
        self.not_owned += o.owned is False
        if c.generation is not None:
            self.generations.add(c.generation)
        if c.member_epoch is not None:
            self.member_epochs.add(c.member_epoch)
        if c.offset is not None and c.offset not in self.offsets:
            self.offsets = sorted([*self.offsets, c.offset])[:MAX_STALE_OFFSETS]

    def then(self, later: StaleBy) -> StaleBy:
        """This source's stale commits followed by `later` ones."""
        if not self.commits:
            return later
        return StaleBy(
            self.commits + later.commits, self.lowered + later.lowered, self.not_owned + later.not_owned,
            self.first_ts, later.last_ts if later.commits else self.last_ts, self.generations | later.generations,
            self.member_epochs | later.member_epochs, sorted({*self.offsets, *later.offsets})[:MAX_STALE_OFFSETS],
        )  # fmt: skip


Source = tuple[str | None, str | None, str]  # client id, member id, connection


@dataclass
class Settled:
    """What is kept of a partition's commits once they leave its history (the module docstring)."""

    commits: int = 0
    start: Start | None = None
    first_ts: float | None = None  # when the first of them was sent
    first_committed: int | None = None  # the first offset committed
    committed: int = 0  # how many took effect (offset known or not)
    tail: list[Outcome] = field(default_factory=list)  # the last WINDOW that took effect with a known offset
    failed: Counter[str] = field(default_factory=Counter)  # failed ones by error
    failures: Counter[Failure] = field(default_factory=Counter)
    statuses: Counter[Status] = field(default_factory=Counter)
    unknown_offsets: int = 0  # took effect with an offset lost
    verdicts: dict[str, SettledVerdict] = field(default_factory=dict)
    stale: dict[Source, StaleBy] = field(default_factory=dict)
    client_ids: set[str] = field(default_factory=set)
    connections: set[str] = field(default_factory=set)
    members: set[str] = field(default_factory=set)
    deletes: int = 0  # OffsetDeletes no longer held

    def fold(self, gone: list[Outcome], decisions: Iterable[Decision], deletes: Iterable[float]) -> None:
        """Fold the first outcomes in the order they took effect (`decisions` are over them and
        the ones still held, `deletes` the OffsetDeletes held)."""
        if not gone:
            return
        self.commits += len(gone)
        self.first_ts = min(o.commit.ts for o in gone) if self.first_ts is None else self.first_ts
        for o in gone:
            self._one(o)
        ids = {id(o.commit) for o in gone}
        half = MAX_EVIDENCE // 2
        for d in decisions:
            counted = [(c, ts) for c, ts in zip(d.firsts, d.times, strict=True) if id(c) in ids]
            decided = [c for c in d.decided if id(c) in ids]
            if not counted and not decided:
                continue
            v = self.verdicts.setdefault(d.name, SettledVerdict())
            v.count += len(counted)
            v.decided += len(decided)
            v.first.extend(decided[: max(0, half - len(v.first))])
            v.times.extend(ts for _, ts in counted[: max(0, half - len(v.times))])
        self.start = _state_after(gone, sorted(deletes), self.start)

    def _one(self, o: Outcome) -> None:
        c = o.commit
        self.statuses[o.status] += 1
        if o.status is Status.COMMITTED:
            self.committed += 1
            self.unknown_offsets += c.offset is None
            if c.offset is not None:
                self.first_committed = c.offset if self.first_committed is None else self.first_committed
                self.tail = [*self.tail, o][-WINDOW:]
        if o.status is Status.FAILED and c.error:
            self.failed[c.error] += 1
        if o.failure is not None:
            self.failures[o.failure] += 1
        if o.stale:
            self.stale.setdefault((c.client_id, c.member_id, c.conn), StaleBy()).add(o)
        self.client_ids.update([c.client_id] if c.client_id else [])
        self.members.update([c.member_id] if c.member_id else [])
        self.connections.add(c.conn)


def _state_after(gone: list[Outcome], deletes: list[float], start: Start | None) -> Start:
    """The committed offset after `gone` (in the order they took effect), as _effects moves it."""
    current, best = (start.current, start.best) if start is not None else (None, None)
    pending = iter([d for d in deletes if start is None or d > start.at])
    next_delete = next(pending, None)
    for o in gone:
        while next_delete is not None and next_delete <= o.at:
            current = best = None
            next_delete = next(pending, None)
        if o.effect is not None and o.commit.offset is not None:
            current, best = o.commit.offset, o.commit.offset if best is None else max(best, o.commit.offset)
    return Start(current, best, gone[-1].at)


def names_with(settled: set[str], held: Iterable[Any]) -> list[str]:
    """The names of the held commits and the settled ones, sorted."""
    return sorted(settled | {name for name in held if name})
