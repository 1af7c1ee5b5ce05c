"""The records of events (analyses/events.py): what kind, about what, when, what next; the
thresholds; the bookkeeping every rule shares (episodes, how often a costly rule runs)."""

from __future__ import annotations

import shlex
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, Generic, Protocol, TypeVar

from kafkasniff.analyses.kafka_fields import request_ts, response_ts
from kafkasniff.dissectors.kafka.vocabulary import PROTOCOL as KAFKA_PROTOCOL
from kafkasniff.dissectors.registry import DECLARATIONS
from kafkasniff.model import DecodedExchange

K = TypeVar("K", bound=Hashable)  # what an episode is of: a partition, a group...

# How a command in a `next` hint names the capture when the caller gives none (a tap with no -w)
CAPTURE_PLACEHOLDER = "CAPTURE"


class EventKind(StrEnum):
    STALE_COMMIT = "stale-commit"  # commits' "stuck": a member re-commits an offset the group read past
    REGRESSED_COMMIT = "regressed-commit"  # commits' "regressed": a successful commit lowered the offset
    REBALANCE_STORM = "rebalance-storm"  # a group formed many generations (or epochs) in a short time
    ERROR_BURST = "error-burst"  # one error on many of an api's answers in a short time
    TXN_PAST_TIMEOUT = "txn-past-timeout"  # a transaction still open past the timeout its producer declared


@dataclass(frozen=True)
class Subject:
    """What an event is about; None where it does not apply."""

    group: str | None = None
    topic: str | None = None
    partition: int | None = None
    member: str | None = None
    client: str | None = None
    api: str | None = None
    error: str | None = None
    transactional_id: str | None = None


@dataclass(frozen=True)
class Event:
    kind: EventKind
    time: float  # capture time (seconds since the epoch) the episode began
    subject: Subject
    text: str  # one line: what happened
    next: str  # what to look at next: a command to run
    detected: float  # the capture time of the check that reported it
    ended: float | None = None  # set on the event reporting an episode's end: the capture time it cleared


@dataclass(frozen=True)
class EventSettings:
    """Thresholds, each with its reason."""

    # A commit episode (stale, regressed) ends once no deciding commit came for this long and the
    # committed offset is past the episode's offsets again: consumers commit every few seconds
    # (auto-commit every 5 s in the Java client and librdkafka), so 30 s is several commit
    # rounds without a repeat, not a pause between two of them
    clear_after_s: float = 30.0
    # A rebalance storm: this many rebalances (generations or group epochs formed) of one group
    # within the window. A group's ordinary life forms a few close together: members arriving one
    # by one at start-up, a restart (a leave, a join), each doubled by the cooperative protocol
    # (a revoking round, then an assigning one); the samples show up to 4 in 1.4 s (java-groups'
    # cooperative group) and 5 group epochs in 13 s (kip848-consumer). Six within five minutes
    # (Kafka's default max.poll.interval.ms) is past that: the group does not settle.
    storm_rebalances: int = 6
    storm_window_s: float = 300.0
    # An error burst: at least this many answers of one api carrying one error within the window,
    # and at least this share of the api's answers. Clients retry within 100 ms by default
    # (retry.backoff.ms), so a failure that persists repeats many times in 10 s, while one leader
    # move costs a few; the share keeps a handful among thousands of answers at load quiet.
    burst_errors: int = 5
    burst_share: float = 0.05
    burst_window_s: float = 10.0
    # A transaction's timeout when its InitProducerId was not captured: the clients' default
    # transaction.timeout.ms (Java client, librdkafka), said as assumed in the event
    assumed_txn_timeout_s: float = 60.0
    # The share of one core a rule reading an analysis's rows may take: it runs less often than
    # asked when rows() costs more (Cadence); None: at every check, whatever it costs
    cpu_share: float | None = 0.05


class Rule(Protocol):
    def feed(self, e: DecodedExchange) -> None: ...

    def check(self, now: float) -> list[Event]: ...


class Episodes(Generic[K]):
    """Open episodes by subject key: a start is reported once, an end once after it."""

    def __init__(self) -> None:
        self.open: dict[K, Event] = {}

    def start(self, key: K, event: Event) -> list[Event]:
        if key in self.open:
            return []
        self.open[key] = event
        return [event]

    def end(self, key: K, at: float, now: float, text: str) -> list[Event]:
        started = self.open.pop(key, None)
        if started is None:
            return []
        return [replace(started, text=text, detected=now, ended=at)]


class RowsRule(Generic[K]):
    """What a rule that judges an analysis's rows holds: the analysis `factory` makes (a bounded
    one for a long run), how often its rows are read, and its open episodes by `K`."""

    def __init__(self, settings: EventSettings, capture: str, factory: Callable[[], Any]) -> None:
        self.settings, self.capture = settings, capture
        self.analysis = factory()
        self.cadence = Cadence(settings.cpu_share)
        self.episodes: Episodes[K] = Episodes()


class Cadence:
    """When a rule answering from an analysis's rows() runs: at most every `least` seconds of
    capture time, and no more often than keeps rows()' cost within `share` of one core (its last
    cost, measured, divided by the share: 5 ms at 5% is once a second, 200 ms once in 4 s; the
    wall-clock cost, as the decoding loop waits that long for the lock). A
    caller that knows nothing it reads changed since the last rows() gets those again, free."""

    def __init__(self, share: float | None, least: float = 1.0,
                 clock: Callable[[], float] = time.perf_counter) -> None:  # fmt: skip
        self.share, self.least, self._clock = share, least, clock
        self._next: float | None = None
        self._last: list[dict[str, Any]] | None = None
        self.costs: list[float] = []  # the last few costs measured (seconds)

    def run(self, now: float, rows: Callable[[], list[dict[str, Any]]],
            changed: bool = True) -> list[dict[str, Any]] | None:  # fmt: skip
        """rows() when due (None when not), its cost measured; the last answer when unchanged."""
        if self._next is not None and now + 1e-6 < self._next:
            return None
        if not changed and self._last is not None:
            self._next = now + self.least
            return self._last
        started = self._clock()
        self._last = rows()
        cost = self._clock() - started
        self.costs = [*self.costs[-9:], cost]
        self._next = now + (self.least if self.share is None else max(self.least, cost / self.share))
        return self._last


def exchange_time(e: DecodedExchange) -> float:
    """When an exchange was complete: its response, else its request (a tap sees it then)."""
    answered = response_ts(e)
    return answered if answered is not None else request_ts(e)


def is_kafka(e: DecodedExchange) -> bool:
    return e.exchange.conn.protocol == KAFKA_PROTOCOL


def filter_flag(dest: str) -> str:
    """The option that selects by this filter (the protocols declare their own: "groups" is
    `--group`), for a command in a `next` hint."""
    return next(o.flag for d in DECLARATIONS for o in d.filter_options if o.dest == dest)


def command(*words: str) -> str:
    """A command line to run next, each word quoted for a POSIX shell when it needs it."""
    return " ".join(shlex.quote(w) for w in words)
