"""A partition's lag status judged the way Burrow (LinkedIn's consumer-lag checker) judges it,
from the broker's own numbers: the high watermark its Fetch answers reported, against the offsets
the group committed. Burrow keeps a window of the last commits per partition, each with the lag
at the time it was committed, and evaluates, in this order:

- OK when the lag now is zero (the last commit reached the newest high watermark seen);
- STOP when the time since the last commit is longer than the window's own span (the first to
  the last commit in it): the consumer stopped committing while there is lag;
- OK when the lag was zero at any commit in the window;
- REWIND when a commit in the window went below the one before it and the lag did not recover;
- STALL when every commit in the window carries the same offset while there is lag;
- WARN when the offsets move but the lag never decreased over the window (falling behind);
- OK otherwise.

`now` is the end of the capture. A window of one commit can only be OK or STOP. Without a high
watermark seen for the partition, the status is UNKNOWN (the lag cannot be told).
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from enum import StrEnum

WINDOW = 10  # commits evaluated: Burrow's default number of offsets stored per partition


class LagStatus(StrEnum):
    OK = "OK"
    WARN = "WARN"
    STALL = "STALL"
    STOP = "STOP"
    REWIND = "REWIND"
    UNKNOWN = "UNKNOWN"


# how bad each is, for a group's status (its worst partition's)
SEVERITY = {LagStatus.UNKNOWN: 0, LagStatus.OK: 1, LagStatus.WARN: 2, LagStatus.REWIND: 3, LagStatus.STALL: 4,
            LagStatus.STOP: 5}  # fmt: skip


def high_watermark_at(watermarks: Sequence[tuple[float, int]], ts: float) -> int | None:
    """The high watermark last reported at or before `ts` (the first one reported, before any)."""
    if not watermarks:
        return None
    at = bisect.bisect_right(watermarks, (ts, float("inf"))) - 1
    return watermarks[max(at, 0)][1]


def partition_status(commits: Sequence[tuple[float, int]], watermarks: Sequence[tuple[float, int]],
                     now: float) -> LagStatus:  # fmt: skip
    """The status of a partition from its successful commits (time, offset) in the order they took
    effect and the high watermarks reported (time, offset), sorted by time."""
    if not watermarks or not commits:
        return LagStatus.UNKNOWN
    window = list(commits[-WINDOW:])
    lags = [max(0, (high_watermark_at(watermarks, ts) or 0) - offset) for ts, offset in window]
    current = max(0, watermarks[-1][1] - window[-1][1])
    if current == 0:
        return LagStatus.OK
    first, last = window[0][0], window[-1][0]
    if now - last > last - first:
        return LagStatus.STOP
    if 0 in lags:
        return LagStatus.OK
    if len(window) < 2:
        return LagStatus.OK
    offsets = [offset for _, offset in window]
    if any(b < a for a, b in zip(offsets, offsets[1:], strict=False)) and current >= lags[0]:
        return LagStatus.REWIND
    if len(set(offsets)) == 1:
        return LagStatus.STALL
    if all(b >= a for a, b in zip(lags, lags[1:], strict=False)):
        return LagStatus.WARN
    return LagStatus.OK


def group_status(statuses: Sequence[LagStatus]) -> LagStatus:
    """A group's status: its worst partition's."""
    return max(statuses, key=SEVERITY.__getitem__, default=LagStatus.UNKNOWN)
