"""Rebalance storms as events, read from `groups`' own rows: each row is a generation (classic
groups) or a group epoch (KIP-848 consumer groups, share groups) with the time it formed; a
rebalance is one formed. A storm is `storm_rebalances` or more of one group within
`storm_window_s`: its episode begins at the rebalance that completes the count and ends once the
window (sliding with the checks' time) holds fewer: the group stayed settled a whole window."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable
from typing import Any

from kafkasniff.analyses.epoch_groups import COMMIT_APIS, EPOCH_APIS
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
from kafkasniff.analyses.groups import GROUP_APIS, GroupsAnalysis
from kafkasniff.model import DecodedExchange

# What `groups` reads (its own lists), and Metadata for the topic ids KIP-848 heartbeats name:
# the rest of a busy tap (Produce, Fetch) is not decoded for this
FED_APIS = frozenset({*GROUP_APIS, "DescribeGroups", *COMMIT_APIS, *EPOCH_APIS, "Metadata"})


class RebalanceStorms(RowsRule[str]):
    def __init__(self, settings: EventSettings, capture: str,
                 factory: Callable[[], Any] = GroupsAnalysis) -> None:  # fmt: skip
        super().__init__(settings, capture, factory)
        self._ended: dict[str, float] = {}  # group -> when its last storm ended

    def feed(self, e: DecodedExchange) -> None:
        if is_kafka(e) and e.fields.get("api") in FED_APIS:
            self.analysis.feed(e)

    def check(self, now: float) -> list[Event]:
        rows = self.cadence.run(now, self.analysis.rows)
        if rows is None:
            return []
        by_group: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for row in rows:
            if isinstance(row.get("formed_ts"), float | int) and row["formed_ts"] <= now:
                by_group[row["group"]].append(row)
        found: list[Event] = []
        for group in sorted(set(by_group) | set(self.episodes.open)):
            found += self._group(group, sorted(by_group.get(group, []), key=lambda r: r["formed_ts"]), now)
        return found

    def _group(self, group: str, formed: list[dict[str, Any]], now: float) -> list[Event]:
        window, least = self.settings.storm_window_s, self.settings.storm_rebalances
        found: list[Event] = []
        if group not in self.episodes.open:
            start = self._storm_start(formed, self._ended.get(group))
            if start is None:
                return []
            found += self.episodes.start(group, self._started(group, formed[start + 1 - least : start + 1], now))
        recent = sum(1 for r in formed if r["formed_ts"] > now - window)
        if recent < least:  # (a storm a late check found over already: its start, then its end)
            # the count fell below the threshold when the least recent rebalance keeping it up left the window
            keeping = formed[-least]["formed_ts"] + window if len(formed) >= least else now
            settled = min(keeping, now)
            self._ended[group] = settled
            text = f"group {group}: settled, fewer than {least} rebalances in {window:g} s"
            found += self.episodes.end(group, settled, now, text)
        return found

    def _storm_start(self, formed: list[dict[str, Any]], after: float | None) -> int | None:
        """The index of the first rebalance completing `storm_rebalances` within the window,
        after the previous episode ended."""
        least, window = self.settings.storm_rebalances, self.settings.storm_window_s
        times = [r["formed_ts"] for r in formed]
        for i in range(least - 1, len(times)):
            if (after is None or times[i] > after) and times[i] - times[i + 1 - least] < window:
                return i
        return None

    def _started(self, group: str, storm: list[dict[str, Any]], now: float) -> Event:
        first, last = storm[0], storm[-1]
        span = last["formed_ts"] - first["formed_ts"]
        numbers = f"{first['epoch_kind']}s {first['generation']}-{last['generation']}"
        churn = _churn(storm)
        clients = [client for client, _ in churn.most_common()]
        coming = f"; members coming and going: {', '.join(clients)}" if clients else ""
        text = f"group {group}: {len(storm)} rebalances in {span:.1f} s ({numbers}){coming}"
        subject = Subject(group=group, client=clients[0] if clients else None)
        hint = command("kafkasniff", "groups", self.capture, filter_flag("groups"), group)
        return Event(EventKind.REBALANCE_STORM, last["formed_ts"], subject, text, hint, now)


def _churn(storm: list[dict[str, Any]]) -> Counter[str]:
    """Clients (else member ids) by how often their members joined or left between the storm's
    generations: the ones to look at."""
    counts: Counter[str] = Counter()
    for before, after in zip(storm, storm[1:], strict=False):
        names = {**before.get("member_clients", {}), **after.get("member_clients", {})}
        for member in set(before["members"]) ^ set(after["members"]):
            counts[names.get(member, member)] += 1
    return counts
