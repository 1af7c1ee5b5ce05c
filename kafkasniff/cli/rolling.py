"""An analysis answered while its input runs: `--interval SECONDS` and SIGUSR1 on a live tap or a
capture read from stdin. A thread takes the snapshots (analyses/rolling.py) and prints them, so
an answer comes on time however quiet the traffic; the final answer is one more snapshot.

Each snapshot prints two answers: over the run so far and over the last interval. As tables,
each section's title says which; with --json, one line per window:
`{"snapshot": N, "window": "run"|"interval", "from": S, "to": S, "final": B, "forgotten": {...},
"rows": [...]}` (times in seconds since the epoch), in that order of keys, always all of them.
"""

from __future__ import annotations

import contextlib
import json
import math
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from types import FrameType
from typing import Any

import click

from kafkasniff.analyses.rolling import Snapshot, Window, WindowAnswer
from kafkasniff.cli.output import Section, print_sections
from kafkasniff.rendering.clock import span_text

SIGNAL = getattr(signal, "SIGUSR1", None)  # (not on Windows: --interval alone there)
FORGET_AFTER = 3600.0  # seconds a key may go untouched before a long run's answer drops it


def forget_after_option(help_text: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """--forget-after SECONDS, with what it bounds for the command that takes it."""
    return click.option("--forget-after", type=click.FloatRange(min=0, min_open=True), default=FORGET_AFTER,
                        show_default=True, metavar="SECONDS", help=help_text)  # fmt: skip


class Ticker:
    """Calls `tick` on a thread of its own every `interval` seconds after the start (None: never
    by itself) and whenever the process gets SIGUSR1, until the `with` block ends."""

    def __init__(self, interval: float | None, tick: Callable[[], None]) -> None:
        self.interval, self._tick = interval, tick
        self._wake, self._ended = threading.Event(), threading.Event()
        self._thread = threading.Thread(target=self._run, name="kafkasniff-snapshots", daemon=True)
        self._previous: Any = None

    def __enter__(self) -> Ticker:
        if SIGNAL is not None:
            with contextlib.suppress(ValueError):  # not the main thread (tests): no signal of ours
                self._previous = signal.signal(SIGNAL, self._on_signal)
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._ended.set()
        self._wake.set()
        self._thread.join()
        if self._previous is not None:
            signal.signal(SIGNAL, self._previous)  # type: ignore[arg-type]

    def _on_signal(self, signum: int, frame: FrameType | None) -> None:
        self._wake.set()  # only that: the handler runs between two bytecodes of the decoding loop

    def _run(self) -> None:
        for deadline in self._deadlines():
            self._wake.wait(None if deadline is None else max(0.0, deadline - time.monotonic()))
            if self._ended.is_set():
                return
            self._wake.clear()
            self._tick()

    def _deadlines(self) -> Iterator[float | None]:
        """Ticks fall on the start plus whole intervals, whatever a signal's snapshot took."""
        if self.interval is None:
            while True:
                yield None
        start = time.monotonic()
        while True:
            elapsed = time.monotonic() - start
            yield start + (math.floor(elapsed / self.interval) + 1) * self.interval


def print_snapshot(snapshot: Snapshot[list[Section]], as_json: bool, interval: float | None) -> None:
    """Both windows' answers: NDJSON lines, or titled tables."""
    if as_json:
        sys.stdout.write("".join(_json_line(snapshot, window) for window in snapshot.windows))
    else:
        print_sections([_titled(section, snapshot, window) for window in snapshot.windows
                        for section in window.answer], as_json=False)  # fmt: skip
        if snapshot.forgotten:
            sys.stdout.write(f"forgotten so far (idle too long): {_forgotten_text(snapshot.forgotten)}\n")
    sys.stdout.flush()


def _json_line(snapshot: Snapshot[list[Section]], window: WindowAnswer[list[Section]]) -> str:
    line = {
        "snapshot": snapshot.number,
        "window": str(window.window),
        "from": round(window.since, 3),
        "to": round(snapshot.taken, 3),
        "final": snapshot.final,
        "forgotten": snapshot.forgotten,
        "rows": [row for _, _, rows in window.answer for row in rows],
    }
    return json.dumps(line, ensure_ascii=False, separators=(",", ":"), default=str) + "\n"


def _titled(section: Section, snapshot: Snapshot[list[Section]], window: WindowAnswer[list[Section]]) -> Section:
    title, columns, rows = section
    clock = time.strftime("%H:%M:%S", time.localtime(snapshot.taken))
    since = time.strftime("%H:%M:%S", time.localtime(window.since))
    span = span_text(snapshot.taken - window.since)
    final = ", final" if snapshot.final else ""
    which = "run so far" if window.window is Window.RUN else "last interval"
    return (f"{title} — snapshot {snapshot.number} at {clock}{final}: {which}, since {since} ({span})", columns, rows)


def _forgotten_text(forgotten: dict[str, int]) -> str:
    return ", ".join(f"{n:,} {kind}{'' if n == 1 else 's'}" for kind, n in sorted(forgotten.items()))
