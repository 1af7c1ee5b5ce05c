"""`kafkasniff top`'s screen: a thread of its own takes the answers every refresh, reads the keys
and draws, while the command's main thread decodes.

Why a thread, not the decoding loop between exchanges: a quiet tap yields no exchange for as
long as it is quiet (the loop waits in the capture queue), and the screen must still refresh
and answer keys; and a key must be answered at once, not when the next exchange comes. The
thread takes its answers through the RollingAnalysis's lock, which the decoding takes for each
exchange, so an answer never holds half an exchange (the decoding waits while the answers
are made). It alone takes answers and draws, so what the user chose (view, sort) needs no lock.

Ctrl-Z: the main thread, where Python runs signal handlers, takes the screen away (`suspended`)
under the lock each drawing holds, so that nothing is drawn on the shell's screen while the
command is stopped; once continued the thread is woken and draws at once, at the terminal's
size then (rich's console reads it at each drawing).

The rates divide by a window's length: wall-clock time on a live tap; on a capture read from a
file or stdin, capture time (the newest exchange's time less the newest of the window before),
so that a replay at 10x or as fast as possible shows the traffic's rates, not the replay's."""

from __future__ import annotations

import contextlib
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from rich.console import Group
from rich.live import Live

from kafkasniff.analyses.dashboard_data import Answers, Dashboard, DashboardAnalyses, Spans, dashboard
from kafkasniff.analyses.rolling import RollingAnalysis, Snapshot
from kafkasniff.cli.keyboard import Keyboard
from kafkasniff.counters import Counters
from kafkasniff.rendering.dashboard import Choice, Marks, Status, frame
from kafkasniff.rendering.dashboard_views import VIEWS


class HeldLines:
    """stderr while the screen is up: what the run says there (warnings, the summary) is held,
    its last line shown on the screen, and all of it printed once the screen is gone (the last
    `LIMIT` lines, after a count of those left out)."""

    LIMIT = 200

    def __init__(self) -> None:
        self.lines: deque[str] = deque(maxlen=self.LIMIT)
        self.dropped = 0
        self._partial = ""

    def write(self, text: str) -> int:
        *whole, self._partial = (self._partial + text).split("\n")
        for line in whole:
            if len(self.lines) == self.LIMIT:
                self.dropped += 1
            self.lines.append(line.rstrip("\r"))
        return len(text)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False

    @property
    def last(self) -> str | None:
        """The last thing the run said for the user (a warning, a notice): not the summary,
        which the screen's header shows already."""
        return next((line for line in reversed(self.lines) if line.startswith(("kafkasniff:", "notice:"))), None)

    def text(self) -> str:
        held = [*self.lines, *([self._partial] if self._partial else [])]
        skipped = [f"kafkasniff: ({self.dropped} earlier lines of stderr left out)"] if self.dropped else []
        return "".join(line + "\n" for line in [*skipped, *held])


@dataclass(frozen=True)
class Setting:
    source: str  # what the header names: the interface, or the file and its speed
    live: bool
    refresh: float  # seconds between answers


class Screen:
    """The drawing thread: start it, tell it `input_ended()`, then `close()` it."""

    def __init__(self, live: Live, keys: Keyboard, rolling: RollingAnalysis[DashboardAnalyses], counters: Counters,
                 setting: Setting, held: HeldLines, stop_input: Callable[[], None]) -> None:  # fmt: skip
        self.live, self.keys, self.rolling, self.counters = live, keys, rolling, counters
        self.setting, self.held, self.stop_input = setting, held, stop_input
        self.quit = threading.Event()  # q was pressed (or the screen failed)
        self.failure: Exception | None = None
        self.choice = Choice()
        self._board: Dashboard | None = None
        self._taken: float | None = None
        self._window = 0.0
        self._forgotten: dict[str, int] = {}
        self._last_ts: float | None = None  # the capture time of the newest exchange at the last answer
        self._ended = self._final = self._closing = False
        self._painting = threading.Lock()  # held by each drawing, and while the screen is suspended
        self._thread = threading.Thread(target=self._run, name="kafkasniff-top", daemon=True)
        self._marks = Marks.for_encoding(live.console.encoding)

    def start(self) -> None:
        self._thread.start()

    def input_ended(self) -> None:
        """The input is read: one last answer, and no more after it."""
        self._ended = True
        self.keys.wake()

    def close(self) -> None:
        """The last answer drawn (if the input ended), then the thread ends."""
        self._closing = True
        self.keys.wake()
        self._thread.join()

    @contextlib.contextmanager
    def suspended(self) -> Iterator[None]:
        """The terminal as the shell wants it (its modes put back, the alternate screen left, the
        cursor shown) within the block, nothing drawn meanwhile; then the screen back, redrawn."""
        with self._painting:
            self.live.stop()
            self.keys.suspend()
            try:
                yield
            finally:
                self.keys.resume()
                self.live.start()
        self.keys.wake()

    def last_frame(self) -> Group:
        """The screen as last drawn, without the blank lines that filled it: for the plain terminal."""
        width, height = self.live.console.size
        return frame(self._board, self._status(), self.choice, width, height, self._marks, fill=False)

    def _run(self) -> None:
        try:
            self._loop()
        except Exception as exc:  # a bug: the run ends (as at q), and the main thread raises it
            self.failure = exc
            self.quit.set()
            self.stop_input()

    def _loop(self) -> None:
        tick = time.monotonic() + self.setting.refresh
        while True:
            for key in self.keys.wait(tick - time.monotonic()):
                self._key(key)
            now = time.monotonic()
            if self._ended and not self._final:
                self._answer(final=True)
            elif now >= tick and not self._final:
                self._answer(final=False)
            if now >= tick:
                tick += self.setting.refresh * (1 + (now - tick) // self.setting.refresh)
            self._draw()
            if self._closing and (self._final or not self._ended):
                return

    def _key(self, key: str) -> None:
        if key in "qQ":
            self.quit.set()
            self.stop_input()
        elif key == "\t":
            self.choice = self.choice.next_view()
        elif key.isdigit() and 1 <= int(key) <= len(VIEWS):
            self.choice = self.choice.shown(int(key) - 1)
        elif key == "s":
            self.choice = self.choice.next_sort()
        elif key == "r":
            self.choice = self.choice.reversed()

    def _answer(self, final: bool) -> None:
        snapshot = self.rolling.snapshot(lambda analyses: analyses.answers(), final)
        run, window = (w.answer for w in snapshot.windows)
        spans = self._spans(snapshot, run)
        self._board = dashboard(run, window, spans)
        self._taken, self._window, self._final = snapshot.taken, spans.window, final
        self._forgotten = snapshot.forgotten

    def _spans(self, snapshot: Snapshot[Answers], run: Answers) -> Spans:
        if self.setting.live:
            since_run, since_window = (w.since for w in snapshot.windows)
            return Spans(snapshot.taken - since_window, snapshot.taken - since_run)
        if run.first_ts is None or run.last_ts is None:
            return Spans(0.0, 0.0)
        before = self._last_ts if self._last_ts is not None else run.first_ts
        self._last_ts = run.last_ts
        return Spans(run.last_ts - before, run.last_ts - run.first_ts)

    def _status(self) -> Status:
        counters = self.counters
        ended = "stopped" if self.setting.live else "input ended"
        state = ended if self._final else "stopping" if self.quit.is_set() else "running"
        return Status(self.setting.source, state, self._taken, self._window, counters.packets, self.setting.live,
                      counters.packets_dropped_by_kernel, counters.packets_not_decoded,
                      self._forgotten, self.held.last)  # fmt: skip

    def _draw(self) -> None:
        with self._painting:
            size = self.live.console.size
            self.live.update(frame(self._board, self._status(), self.choice, size.width, size.height, self._marks),
                             refresh=True)  # fmt: skip
