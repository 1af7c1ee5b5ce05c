"""Findings reported while a tap runs, the moment they are detected: a stale commit, a regressed
commit, a rebalance storm, an error burst, a transaction open past its timeout.

An `EventWatch` is fed every decoded exchange (`feed`) and asked, about once a second, what
began or ended (`check(now)`, `now` a capture time). Each finding is reported once per episode:
its start, then its end once the condition clears; a new episode of the same subject may then
be reported again. An event carries when its episode began (capture time, as the analyses date
it), what it is about, one line of text, and what to look at next (a command to run).

The judgement is the analyses' own, read from their rows (the rules are in event_commits.py,
event_groups.py, event_errors.py and event_txn.py); a rule whose rows() is costly runs less
often than asked (`Cadence`), which delays a report but never moves the time it gives.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from functools import partial

from kafkasniff.analyses.commits import CommitsAnalysis
from kafkasniff.analyses.event_commits import CommitRules
from kafkasniff.analyses.event_errors import ErrorBursts
from kafkasniff.analyses.event_groups import RebalanceStorms
from kafkasniff.analyses.event_records import (
    CAPTURE_PLACEHOLDER,
    Event,
    EventKind,
    EventSettings,
    Rule,
    Subject,
    exchange_time,
)
from kafkasniff.analyses.event_txn import TxnTimeouts
from kafkasniff.analyses.groups import GroupsAnalysis
from kafkasniff.analyses.txn import TxnAnalysis
from kafkasniff.model import DecodedExchange

__all__ = ["Event", "EventKind", "EventSettings", "EventWatch", "Subject"]


class EventWatch:
    """Every rule fed alike; `check` asks each what began or ended by `now`. Feeding (the
    decoding loop) and checks (a ticker thread) may come from two threads: one lock."""

    def __init__(self, settings: EventSettings | None = None, capture: str | None = None,
                 rules: Sequence[Rule] | None = None, history: int | None = None) -> None:  # fmt: skip
        """`history`: what the default rules' analyses keep per key (analyses/history.py; None: all)."""
        self.settings = settings or EventSettings()
        self.capture = capture or CAPTURE_PLACEHOLDER
        self.rules = list(rules) if rules is not None else default_rules(self.settings, self.capture, history)
        self.latest: float | None = None  # the latest capture time seen
        self._lock = threading.Lock()

    def feed(self, e: DecodedExchange) -> None:
        seen = exchange_time(e)
        with self._lock:
            self.latest = seen if self.latest is None or seen > self.latest else self.latest
            for rule in self.rules:
                rule.feed(e)

    def check(self, now: float | None = None) -> list[Event]:
        """What began or ended by `now` (default: the latest capture time seen), in time order."""
        with self._lock:
            at = now if now is not None else self.latest
            if at is None:
                return []
            found = [event for rule in self.rules for event in rule.check(at)]
        return sorted(found, key=lambda ev: (ev.time if ev.ended is None else ev.ended, ev.kind))


def default_rules(settings: EventSettings, capture: str, history: int | None = None) -> list[Rule]:
    return [CommitRules(settings, capture, partial(CommitsAnalysis, history)),
            RebalanceStorms(settings, capture, partial(GroupsAnalysis, history)), ErrorBursts(settings, capture),
            TxnTimeouts(settings, capture, partial(TxnAnalysis, history))]  # fmt: skip
