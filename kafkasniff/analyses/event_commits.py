"""Stale and regressed commits as events, read from `commits`' own rows: a row's "stuck" verdict
(a member re-committed an offset the group had read past) is a stale commit, its "regressed"
verdict (a successful commit lowered the committed offset) a regressed one.

An episode of a partition begins with the first deciding commit a check finds that no open
episode covers (its time is the verdict's `at` for that commit: what `commits --json` lists) and
ends once no deciding commit came for `clear_after_s` and the committed offset is past every
offset the episode's commits wrote: the partition's commits move again."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kafkasniff.analyses.commits import CommitsAnalysis
from kafkasniff.analyses.event_records import (
    Event,
    EventKind,
    EventSettings,
    RowsRule,
    Subject,
    command,
    filter_flag,
    is_kafka,
)
from kafkasniff.model import DecodedExchange

VERDICT_KINDS = {"stuck": EventKind.STALE_COMMIT, "regressed": EventKind.REGRESSED_COMMIT}
# What can change a row's verdicts or committed offset: a commit (stuck and regressed are judged
# as commits arrive: the deliveries a stuck commit follows came before it), what ends a
# transaction's commits, the broker's word on the committed offset, its deletion. Between
# them the last rows stand, and a check only ages the open episodes.
CHANGING_APIS = frozenset({"OffsetCommit", "TxnOffsetCommit", "EndTxn", "OffsetFetch", "OffsetDelete"})
Key = tuple[str, str, int]  # group, topic, partition


@dataclass
class _Track:
    """What a check saw of one verdict of one partition."""

    seen: int = 0  # deciding commits already accounted for (the verdict's count)
    last_at: float = 0.0  # the latest one's time
    highest: int | None = None  # the highest offset the open episode's commits wrote


class CommitRules(RowsRule[tuple[EventKind, Key]]):
    """Both commit rules on one CommitsAnalysis (`factory` makes it: a bounded one for a long run)."""

    def __init__(self, settings: EventSettings, capture: str,
                 factory: Callable[[], Any] = CommitsAnalysis) -> None:  # fmt: skip
        super().__init__(settings, capture, factory)
        self._tracks: dict[tuple[EventKind, Key], _Track] = {}
        self._changed = False  # a CHANGING_APIS exchange fed since the last rows()

    def feed(self, e: DecodedExchange) -> None:
        # (Produce is most of a busy tap's exchanges and says nothing of commits: its request's
        # records are not decoded for this)
        if is_kafka(e) and e.fields.get("api") != "Produce":
            self.analysis.feed(e)
            self._changed = self._changed or e.fields.get("api") in CHANGING_APIS

    def check(self, now: float) -> list[Event]:
        rows = self.cadence.run(now, self.analysis.rows, self._changed)
        if rows is None:
            return []
        self._changed = False
        found: list[Event] = []
        for row in rows:
            key = (row["group"], row["topic"], row["partition"])
            for verdict in row["verdicts"]:
                kind = VERDICT_KINDS.get(verdict["verdict"])
                if kind is not None:
                    found += self._verdict(kind, key, row, verdict, now)
        return found

    def _verdict(self, kind: EventKind, key: Key, row: dict[str, Any], verdict: dict[str, Any],
                 now: float) -> list[Event]:  # fmt: skip
        track = self._tracks.setdefault((kind, key), _Track())
        new = verdict["count"] - track.seen
        track.seen = verdict["count"]  # (a count that fell, a commit judged again, reports nothing)
        episode = (kind, key)
        if new > 0:
            fresh = verdict["evidence"][-new:]  # the deciding commits, in order: the new ones last
            times = verdict["at"][-new:] or [now]
            offsets = [c["offset"] for c in fresh if isinstance(c.get("offset"), int)]
            opening = episode not in self.episodes.open
            track.last_at = max(track.last_at, *times)
            track.highest = max([*offsets, *([] if opening or track.highest is None else [track.highest])],
                                default=None)  # fmt: skip
            if opening:
                return self.episodes.start(episode, self._started(kind, key, row, fresh, min(times), now))
            return []
        if episode in self.episodes.open and self._cleared(track, row, now):
            return self.episodes.end(episode, now, now, f"{_where(key)}: commits move again, committed "
                                     f"{row['committed']}")  # fmt: skip
        return []

    def _cleared(self, track: _Track, row: dict[str, Any], now: float) -> bool:
        if now - track.last_at < self.settings.clear_after_s:
            return False
        committed = row["committed"]
        return track.highest is None or (isinstance(committed, int) and committed > track.highest)

    def _started(self, kind: EventKind, key: Key, row: dict[str, Any], fresh: list[dict[str, Any]],
                 at: float, now: float) -> Event:  # fmt: skip
        group, topic, partition = key
        culprit = fresh[-1] if fresh else {}
        who = _who(culprit)
        offset = culprit.get("offset")
        if kind is EventKind.STALE_COMMIT:
            text = (f"{_where(key)}: {who} re-committed offset {offset} after the group read past it; "
                    f"committed {row['committed']}, consumed {row['consumed']}")  # fmt: skip
        else:
            text = f"{_where(key)}: a commit by {who} lowered the committed offset to {offset}"
        subject = Subject(group=group, topic=topic, partition=partition, member=culprit.get("member_id") or None,
                          client=culprit.get("client_id"))  # fmt: skip
        hint = command("kafkasniff", "commits", self.capture, filter_flag("groups"), group, "--partition",
                       f"{topic}/{partition}", "--plot")  # fmt: skip
        return Event(kind, at, subject, text, hint, now)


def _where(key: Key) -> str:
    group, topic, partition = key
    return f"group {group} {topic}/{partition}"


def _who(commit: dict[str, Any]) -> str:
    """A commit's sender as a reader knows it: client id, member id and generation or member epoch."""
    named = commit.get("client_id") or commit.get("conn") or "an unnamed client"
    details = [f"member {commit['member_id']}"] if commit.get("member_id") else []
    if commit.get("generation") is not None:
        details.append(f"generation {commit['generation']}")
    elif commit.get("member_epoch") is not None:
        details.append(f"member epoch {commit['member_epoch']}")
    return named + (f" ({', '.join(details)})" if details else "")
