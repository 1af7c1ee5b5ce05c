"""Error bursts as events: one error carried by many of one api's answers in a short time.

What an exchange's errors are is what every view and `stats` read: its error names (Kafka error
codes, MongoDB codeNames), once per exchange. Per api, the last `burst_window_s` seconds are held
as one bucket per second (answers, and exchanges per error and per client), so feeding costs a
few dict updates at any rate and the state stays the window's. A burst holds while an error
is carried by at least `burst_errors` answers and `burst_share` of the api's answers within the
window; its episode begins with the exchange that made it hold and ends at the first check that
finds it no longer holds (the window, sliding with the checks' time, is its own hysteresis).

Some errors are steps of the protocol, not failures, and never make a burst (EXPECTED_ERRORS)."""

from __future__ import annotations

from collections import Counter, deque
from dataclasses import dataclass, field

from kafkasniff.analyses.event_records import Episodes, Event, EventKind, EventSettings, Subject, command, exchange_time
from kafkasniff.model import DecodedExchange

# (api, error) answers a healthy cluster gives as part of the protocol
EXPECTED_ERRORS = frozenset({
    ("JoinGroup", "MEMBER_ID_REQUIRED"),  # KIP-394: a new member's first JoinGroup is answered with its id
    ("ApiVersions", "UNSUPPORTED_VERSION"),  # KIP-511: a client asks its newest version, then the broker's
    # the coordinator telling members to rejoin: a rebalance, which the storm rule judges
    ("Heartbeat", "REBALANCE_IN_PROGRESS"),
})  # fmt: skip


@dataclass
class _Second:
    second: int
    answers: int = 0
    errors: Counter[str] = field(default_factory=Counter)  # error -> exchanges carrying it
    clients: Counter[tuple[str, str]] = field(default_factory=Counter)  # (error, client id) -> exchanges


@dataclass
class _Api:
    """One api's window: its seconds, and their sums."""

    seconds: deque[_Second] = field(default_factory=deque)
    answers: int = 0
    errors: Counter[str] = field(default_factory=Counter)
    clients: Counter[tuple[str, str]] = field(default_factory=Counter)

    def add(self, at: float, errors: list[str], client: str) -> None:
        second = int(at)
        if not self.seconds or self.seconds[-1].second < second:
            self.seconds.append(_Second(second))
        bucket = self.seconds[-1]  # (an exchange a little late joins the latest second)
        bucket.answers += 1
        self.answers += 1
        for error in errors:
            bucket.errors[error] += 1
            bucket.clients[(error, client)] += 1
        self.errors.update(errors)
        self.clients.update((error, client) for error in errors)

    def age(self, now: float, window: float) -> None:
        """Drop the seconds that left the window (now - window, now]."""
        if not self.seconds or self.seconds[0].second + 1 > now - window:
            return  # (the common case, at every exchange: nothing to drop)
        while self.seconds and self.seconds[0].second + 1 <= now - window:
            gone = self.seconds.popleft()
            self.answers -= gone.answers
            self.errors.subtract(gone.errors)
            self.clients.subtract(gone.clients)
        self.errors = +self.errors  # (counts at zero dropped)
        self.clients = +self.clients


class ErrorBursts:
    def __init__(
        self, settings: EventSettings, capture: str, expected: frozenset[tuple[str, str]] = EXPECTED_ERRORS
    ) -> None:
        self.settings, self.capture, self.expected = settings, capture, expected
        self.episodes: Episodes[tuple[str, str]] = Episodes()
        self._apis: dict[str, _Api] = {}
        self._onsets: dict[tuple[str, str], float] = {}  # burst -> when it began to hold, not reported yet

    def feed(self, e: DecodedExchange) -> None:
        api, at = e.fields.get("api") or "unknown", exchange_time(e)
        window = self._apis.get(api)
        if window is None:
            window = self._apis[api] = _Api()
        errors = [error for error in dict.fromkeys(e.errors) if (api, error) not in self.expected]
        window.age(at, self.settings.burst_window_s)
        window.add(at, errors, e.fields.get("client_id") or "-")
        for error in errors:
            key = (api, error)
            if key not in self._onsets and key not in self.episodes.open and self._holds(window, error):
                self._onsets[key] = at

    def _holds(self, window: _Api, error: str) -> bool:
        count = window.errors[error]
        return count >= self.settings.burst_errors and count >= self.settings.burst_share * window.answers

    def check(self, now: float) -> list[Event]:
        found: list[Event] = []
        for api in list(self._apis):
            window = self._apis[api]
            window.age(now, self.settings.burst_window_s)
            for error in list(window.errors):
                key = (api, error)
                if key not in self.episodes.open and key not in self._onsets and self._holds(window, error):
                    self._onsets[key] = now  # (a burst the window's sliding made: older answers left it)
            if not window.seconds:
                del self._apis[api]
        for key, at in sorted(self._onsets.items(), key=lambda kv: kv[1]):
            found += self.episodes.start(key, self._started(key, at, now))
        self._onsets.clear()
        return found + self._cleared(now)

    def _cleared(self, now: float) -> list[Event]:
        """The ends of the bursts that no longer hold."""
        found: list[Event] = []
        for api, error in list(self.episodes.open):
            held = self._apis.get(api)
            if held is None or not self._holds(held, error):
                found += self.episodes.end((api, error), now, now, f"{api} {error}: below the burst thresholds again")
        return found

    def _started(self, key: tuple[str, str], at: float, now: float) -> Event:
        api, error = key
        window = self._apis.get(api) or _Api()
        count, answers = window.errors[error], window.answers
        clients = Counter({client: n for (err, client), n in window.clients.items() if err == error})
        top = ", ".join(f"{client} ({n})" for client, n in clients.most_common(3))
        share = f"{100 * count / answers:.0f}%" if answers else "all"
        text = (f"{api} answered {error} {count} times in {self.settings.burst_window_s:g} s ({share} of its "
                f"{answers} answers){f'; clients: {top}' if top else ''}")  # fmt: skip
        top_client = clients.most_common(1)[0][0] if clients else None
        subject = Subject(api=api, error=error, client=top_client)
        hint = command("kafkasniff", self.capture, "--api", api, "-Y", f'errors == "{error}"')
        return Event(EventKind.ERROR_BURST, at, subject, text, hint, now)
