"""Events (analyses/events.py) as a live tap reports them: one line on stderr each, and with
`--events FILE` one NDJSON object each.

The stderr line, an episode's start and its end (times UTC, as the exchange lines show them):

    kafkasniff: event: stale-commit at 09:33:31.117119: group billing invoices/2: billing-b
    (member ..., generation 3) re-committed offset 4 after the group read past it; committed 4,
    consumed 6; next: kafkasniff commits tap.pcap --group billing --partition invoices/2 --plot
    kafkasniff: event: stale-commit ended at 09:34:12.000000, 41 s after it began: group billing
    invoices/2: commits move again, committed 16; next: kafkasniff commits tap.pcap ...

(each on one line). The NDJSON object has every key, always, in this order (null where a key
does not apply):

- "event": its number in the run, 1, 2, ...
- "kind": stale-commit, regressed-commit, rebalance-storm, error-burst, txn-past-timeout
- "phase": "start" or "end"
- "time": when the episode began (capture time, seconds since the epoch)
- "ended": when it ended (an "end"'s), else null
- "detected": the capture time of the check that reported it
- "group", "topic", "partition", "member", "client", "api", "error", "transactional_id":
  what it is about
- "text": the line's words; "next": the command to run next
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from kafkasniff.analyses.events import Event
from kafkasniff.rendering.clock import span_text, time_format
from kafkasniff.rendering.json_text import json_text

PREFIX = "kafkasniff: event: "


def _clock(seconds: float) -> str:
    # to the microsecond first: a float of epoch seconds is a quarter of a microsecond coarse
    return time_format("a")(round(seconds * 1e6) * 1000)


def event_line(event: Event) -> str:
    """The one stderr line (no newline)."""
    if event.ended is None:
        head = f"{event.kind} at {_clock(event.time)}"
    else:
        head = f"{event.kind} ended at {_clock(event.ended)}, {span_text(event.ended - event.time)} after it began"
    return f"{PREFIX}{head}: {_one_line(event.text)}; next: {_one_line(event.next)}"


def event_object(event: Event, number: int) -> dict[str, Any]:
    """The NDJSON object, keys in the documented order."""
    return {
        "event": number,
        "kind": str(event.kind),
        "phase": "start" if event.ended is None else "end",
        "time": round(event.time, 6),
        "ended": None if event.ended is None else round(event.ended, 6),
        "detected": round(event.detected, 6),
        **asdict(event.subject),
        "text": event.text,
        "next": event.next,
    }


def event_ndjson(event: Event, number: int) -> str:
    """The NDJSON line, newline included."""
    return json_text(event_object(event, number)) + "\n"


def _one_line(text: str) -> str:
    """A client id or member id may hold a line break: a line stays one line."""
    return " ".join(text.splitlines())
