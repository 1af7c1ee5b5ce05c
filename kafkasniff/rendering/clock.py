"""How a line shows its time: the kinds of tshark's -t.

`time_format(kind)` gives a function from a timestamp (nanoseconds since the epoch) to its text.
Where we differ from tshark, on purpose:

- Absolute times are UTC, not the local time zone: a capture is often read on another machine,
  in another zone, than where it was taken, and UTC reads the same everywhere. So `u`/`ud` (UTC
  in tshark) are the same as `a`/`ad`.
- Always microseconds (tshark follows the capture's precision): lines have always shown six
  digits, and no client or broker timing is meaningful below that.
- `d` is the delta from the previous line *shown* (tshark's `dd`; tshark's `d` counts from the
  previous packet captured, displayed or not). Our lines are exchanges, not packets, and an
  exchange a filter hides has no line to measure from, so the two would differ only by counting
  from an invisible line: `dd` is accepted as the same format, for tshark users' fingers.
- `r` is relative to the first line shown (or to `origin_ns` when the caller gives one, say the
  capture's first packet).

Digits past the microsecond are cut, not rounded, as tshark does (wsutil's fractional part
divides nanoseconds by 1000): rounding would carry 23:59:59.9999996 into the next day. A delta or
a relative time is computed exactly in nanoseconds and cut the same way, its sign shown apart
(a late line, out of order, has a negative delta: -0.000001 is a delta of -1.5 µs).

Relative and delta formats keep state: each call of `time_format` gives a fresh formatter, for
one run, fed the lines in the order they are shown.
"""

from __future__ import annotations

import time
from collections.abc import Callable

TimeFormatter = Callable[[int], str]

# kind -> what it shows (the CLI's help and the README list these).
TIME_FORMATS: dict[str, str] = {
    "a": "absolute time of day, UTC (HH:MM:SS.ffffff): the default",
    "ad": "absolute date and time, UTC (YYYY-MM-DD HH:MM:SS.ffffff)",
    "u": "the same as a (tshark's UTC time of day; ours is always UTC)",
    "ud": "the same as ad (tshark's UTC date and time; ours is always UTC)",
    "e": "seconds since the epoch (1763717607.123456)",
    "r": "seconds since the first line shown (12.345678)",
    "d": "seconds since the previous line shown (0.000123; negative for a line out of order)",
    "dd": "the same as d (tshark's delta displayed: our lines are the exchanges shown)",
}
DEFAULT_TIME_FORMAT = "a"

_NS = 1_000_000_000


def time_format(kind: str = DEFAULT_TIME_FORMAT, origin_ns: int | None = None) -> TimeFormatter:
    """A fresh formatter for `kind` (one of TIME_FORMATS). `origin_ns`: what `r` counts from,
    instead of the first line shown; the other kinds ignore it."""
    if kind in ("a", "u"):
        return _absolute("%H:%M:%S")
    if kind in ("ad", "ud"):
        return _absolute("%Y-%m-%d %H:%M:%S")
    if kind == "e":
        return seconds
    if kind == "r":
        return _relative(origin_ns)
    if kind in ("d", "dd"):
        return _delta()
    raise ValueError(f"unknown time format {kind!r}: one of {', '.join(TIME_FORMATS)}")


def seconds(ns: int) -> str:
    """Signed seconds with six decimals, cut (not rounded) to the microsecond, toward zero."""
    if ns < 0:
        whole, rest = divmod(-ns, _NS)
        return f"-{whole}.{rest // 1000:06d}"
    whole, rest = divmod(ns, _NS)
    return f"{whole}.{rest // 1000:06d}"


def exact_seconds(ns: int) -> str:
    """Seconds with all nine decimals: a nanosecond time stamp exactly (a float of epoch seconds
    is a quarter of a microsecond coarse)."""
    sign = "-" if ns < 0 else ""
    whole, rest = divmod(abs(ns), _NS)
    return f"{sign}{whole}.{rest:09d}"


def _absolute(date_format: str) -> TimeFormatter:
    # Lines come in time order, so most share the previous line's second: its text is kept and
    # only the microseconds are formatted (strftime per line costs three times as much).
    last_second: int | None = None
    last_text = ""

    def absolute(ts_ns: int) -> str:
        nonlocal last_second, last_text
        second, ns = divmod(ts_ns, _NS)  # floor: a time before 1970 still has 0 <= ns < 1 s
        if second != last_second:
            last_second, last_text = second, time.strftime(date_format, time.gmtime(second))
        return f"{last_text}.{ns // 1000:06d}"

    return absolute


def _relative(origin_ns: int | None) -> TimeFormatter:
    origin = origin_ns

    def relative(ts_ns: int) -> str:
        nonlocal origin
        if origin is None:
            origin = ts_ns
        return seconds(ts_ns - origin)

    return relative


def _delta() -> TimeFormatter:
    previous: int | None = None

    def delta(ts_ns: int) -> str:
        nonlocal previous
        since = 0 if previous is None else ts_ns - previous
        previous = ts_ns
        return seconds(since)

    return delta


def span_text(seconds: float) -> str:
    """A duration for a person: seconds under two minutes, minutes under two hours, then hours."""
    if seconds < 120:
        return f"{seconds:.0f} s"
    if seconds < 7200:
        return f"{seconds / 60:.0f} min"
    return f"{seconds / 3600:.1f} h"
