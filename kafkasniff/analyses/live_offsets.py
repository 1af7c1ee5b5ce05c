"""The metrics a scrape reads from the `commits` and `groups` analyses' rows: committed offset,
high watermark and lag per group/topic/partition, stale commits per member, rebalances per group.

Read from the rows rather than counted beside them, so that the numbers are the ones
`kafkasniff commits` and `groups` answer over the same exchanges. A row whose group or topic was
folded into `other` (bounded_labels.py) has no offsets of its own under that name: a sum of
offsets means nothing, so committed offsets and high watermarks are left out for it, while its
lag (records behind, which do add up) is summed into one `other` series per group and topic.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from kafkasniff.analyses.bounded_labels import NO_VALUE, OTHER, BoundedLabel

PartitionKey = tuple[str, str, str]  # group, topic, partition


@dataclass(slots=True)
class Offsets:
    committed: dict[PartitionKey, int] = field(default_factory=dict)
    high_watermark: dict[tuple[str, str], int] = field(default_factory=dict)  # topic, partition
    lag: Counter[PartitionKey] = field(default_factory=Counter)  # the high watermark less the committed offset
    stale_commits: Counter[tuple[str, str, str]] = field(default_factory=Counter)  # group, member, client id
    rebalances: dict[str, int] = field(default_factory=dict)  # group -> generations (or epochs) formed


def offsets_of(commit_rows: list[dict[str, Any]], group_rows: list[dict[str, Any]],
               labels: dict[str, BoundedLabel], reported: dict[str, int]) -> Offsets:  # fmt: skip
    """The offsets of the rows; `reported` (group -> rebalances last reported) is raised to what
    the rows say now, and reported as it then is, so that a count never goes down."""
    offsets = Offsets()
    for row in commit_rows:
        _partition(offsets, row, labels)
        _stale(offsets, row, labels)
    formed: Counter[str] = Counter()
    for row in group_rows:
        formed[labels["group"].named(row["group"])] += row["generation"] is not None
    for group, count in formed.items():
        reported[group] = max(reported.get(group, 0), count)
    offsets.rebalances = dict(reported)
    return offsets


def _partition(offsets: Offsets, row: dict[str, Any], labels: dict[str, BoundedLabel]) -> None:
    group, topic = labels["group"].named(row["group"]), labels["topic"].named(row["topic"])
    number = str(row["partition"])
    named = OTHER not in (group, topic)
    key = (group, topic, number if named else OTHER)
    if named and row["committed"] is not None:
        offsets.committed[key] = row["committed"]
    if topic != OTHER and row["high_watermark"] is not None:
        where = (topic, number)
        offsets.high_watermark[where] = max(offsets.high_watermark.get(where, 0), row["high_watermark"])
    if row["broker_lag"] is not None:
        offsets.lag[key] += row["broker_lag"]


def _stale(offsets: Offsets, row: dict[str, Any], labels: dict[str, BoundedLabel]) -> None:
    """Stale commits by who sent them (commit_verdicts.py's stale committers), over all the
    group's partitions: a member by its member id, else its client id, else its connection."""
    group = labels["group"].named(row["group"])
    for s in row["stale_committers"]:
        member = labels["member"].named(s["member_id"] or s["client_id"] or s["conn"])
        client = labels["client_id"].named(s["client_id"] or NO_VALUE)
        offsets.stale_commits[(group, member, client)] += s["commits"]
