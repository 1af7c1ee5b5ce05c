"""An analysis answered while its input still runs (a live tap, a capture on stdin): every
interval, over the whole run so far and over the last interval alone.

Two instances of the analysis are fed alike: the run's, and the interval's, which a snapshot
hands out and replaces with a fresh one. Feeding and snapshots come from different threads (the
decoding loop, and a timer or SIGUSR1), so both hold one lock: a snapshot's answers are made
from a state no exchange is half-way into.

How the run's state stays bounded however long it runs: the interval's instance holds exactly
the keys (partitions, groups, clients, transactions...) the last interval's exchanges touched.
A key of the run's state that no interval touched for `forget_after` intervals is dropped from
it at a snapshot, and counted by what it was (the analysis names its keys' kinds). An analysis
that cannot name its keys is kept whole: it says so with `forgets = False`.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Generic, Protocol, TypeVar, runtime_checkable

from kafkasniff.model import DecodedExchange

A = TypeVar("A")  # the analysis
T = TypeVar("T")  # what an answer is made into (sections, rows)


class Window(StrEnum):
    RUN = "run"  # from the start of the run (less what was forgotten)
    INTERVAL = "interval"  # the last interval alone


@runtime_checkable
class Forgetting(Protocol):
    """An analysis whose state is held per key, which can drop the keys it is told to."""

    def state_keys(self) -> Iterable[tuple[str, Hashable]]:
        """(kind, key) of everything it holds state for: kind names it for the user ("partition")."""
        ...

    def forget(self, keys: Iterable[tuple[str, Hashable]]) -> None:
        """Drop the state of these keys (some may be gone already)."""
        ...


@dataclass(frozen=True)
class WindowAnswer(Generic[T]):
    window: Window
    since: float  # wall-clock seconds since the epoch: when the window began
    answer: T


@dataclass(frozen=True)
class Snapshot(Generic[T]):
    number: int  # 1, 2, ... in the order taken
    taken: float  # wall-clock seconds since the epoch
    final: bool  # the last one: the input ended
    windows: tuple[WindowAnswer[T], ...]
    forgotten: dict[str, int]  # kind -> keys dropped from the run's state since the start


@dataclass
class _Ages:
    """How many snapshots ago each key of the run's state was last touched."""

    idle: dict[tuple[str, Hashable], int] = field(default_factory=dict)
    forgotten: Counter[str] = field(default_factory=Counter)


class RollingAnalysis(Generic[A]):
    """`factory()` makes a fresh analysis (feed(DecodedExchange), rows() or whatever `answer`
    reads). `forget_after`: intervals a key may stay untouched before it is dropped; None keeps all."""

    def __init__(self, factory: Callable[[], A], forget_after: int | None = None,
                 clock: Callable[[], float] = time.time) -> None:  # fmt: skip
        self._factory, self._forget_after, self._clock = factory, forget_after, clock
        self._lock = threading.Lock()
        self.run = factory()
        self._interval = factory()
        self._started = self._interval_started = clock()
        self._taken = 0
        self._ages = _Ages()

    def feed(self, item: DecodedExchange) -> None:
        with self._lock:
            self.run.feed(item)  # type: ignore[attr-defined]
            self._interval.feed(item)  # type: ignore[attr-defined]

    def snapshot(self, answer: Callable[[A], T], final: bool = False) -> Snapshot[T]:
        """Both windows' answers now; the interval starts again (a final one ends the run)."""
        with self._lock:
            now = self._clock()
            self._taken += 1
            interval, self._interval = self._interval, self._factory()
            windows = (WindowAnswer(Window.RUN, self._started, answer(self.run)),
                       WindowAnswer(Window.INTERVAL, self._interval_started, answer(interval)))  # fmt: skip
            self._interval_started = now
            self._age(interval)
            return Snapshot(self._taken, now, final, windows, dict(self._ages.forgotten))

    def _age(self, interval: A) -> None:
        """Count one more idle interval for each key the interval did not touch; drop the ones
        idle for `forget_after` intervals (after the answers: a snapshot shows what it held)."""
        run = self.run
        if self._forget_after is None or not isinstance(run, Forgetting) or not isinstance(interval, Forgetting):
            return
        touched = set(interval.state_keys())
        before = self._ages.idle
        idle = {key: 0 if key in touched else before.get(key, 0) + 1 for key in run.state_keys()}
        stale = [key for key, intervals in idle.items() if intervals >= self._forget_after]
        if stale:
            run.forget(stale)
            for key in stale:
                del idle[key]
                self._ages.forgotten[key[0]] += 1
        self._ages.idle = idle
