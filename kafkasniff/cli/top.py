"""`kafkasniff top`: a live dashboard on the terminal, of a tap, of stdin, or of a capture file
replayed at its own pace (`--speed`) or as fast as it decodes.

The main thread decodes and feeds one object holding stats, topology, groups and commits
(analyses/dashboard_data.py) through a RollingAnalysis; the screen's thread (top_screen.py)
answers every --refresh seconds, reads the keys and draws. q ends the input (a tap stops as
at Ctrl-C; a file's reading is interrupted as Ctrl-C interrupts it, then exits 0); a file or
stdin read to its end stays on screen, its last answer final, until q. Whatever ends the run,
the screen is left and the terminal's modes put back before anything else is printed: then
the last frame, on the plain terminal, and what the run said on stderr (the summary last).
Ctrl-Z stops it as it stops htop: the terminal is handed back to the shell first, and `fg`
brings the screen back, redrawn at once; the decoding only paused.

stdout that is not a terminal is refused with one line and status 2 rather than given one
frame per refresh: frames in a file or a pipe are what `stats`/`commits`/`groups --interval`
already print, as tables or NDJSON a program can read."""

from __future__ import annotations

import contextlib
import math
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any

import click
from rich.console import Console
from rich.live import Live

from kafkasniff import analyses
from kafkasniff.analyses.dashboard_data import DashboardAnalyses
from kafkasniff.analyses.rolling import RollingAnalysis
from kafkasniff.capture.file_sets import read_files
from kafkasniff.capture.pacing import paced
from kafkasniff.capture.pcap import open_capture, read_packets
from kafkasniff.cli.keyboard import Keyboard
from kafkasniff.cli.options import TAP_WRITE_HELP, dissect_options, filter_options, input_options_for, make_filters
from kafkasniff.cli.rolling import forget_after_option
from kafkasniff.cli.source import Interruption, Items, Source
from kafkasniff.cli.status import EPILOG, Interrupted, finish, guarded
from kafkasniff.cli.top_screen import HeldLines, Screen, Setting
from kafkasniff.model import DecodedExchange, Packet
from kafkasniff.pipeline.wiring import decoded
from kafkasniff.select.filters import Filters

HELP = """A live dashboard: requests per second, p50/p99 latency and errors per api (over the last
refresh and the run), top clients and topics by requests and bytes, consumer groups (state,
generation or epoch, rebalances), partitions behind and who holds them back, throttling, and
what the capture dropped. Keys: 1-6 or tab switch views, s cycles the column sorted by, r
reverses it, q quits.

\b
Input: -i IFACE for a live tap, '-' for a capture on stdin, or capture files, replayed as fast
as they decode (--speed max, the default) or at their own pace (--speed 1, or 10 for ten times
faster). A file's last answer stays on screen until q.

\b
Examples:
  sudo kafkasniff top -i eth0 -f 'tcp port 9092'
  kafkasniff top samples/mixed-load.pcap --speed 1
  tcpdump -i eth0 -w - port 9092 | kafkasniff top -"""


def speed_option(ctx: click.Context, param: click.Parameter, value: str | None) -> float | None:
    """--speed FACTOR or max: the factor, None for as fast as possible."""
    if value is None or value == "max":
        return None
    try:
        speed = float(value)
    except ValueError:
        speed = math.nan
    if not math.isfinite(speed) or speed <= 0:
        raise click.BadParameter(f"{value!r}: give a factor above 0 (1: as captured) or max")
    return speed


@dataclass(frozen=True)
class Settings:
    refresh: float
    speed: float | None  # None: as fast as the input comes
    forget_after: int  # refresh windows a key may stay idle


@click.command(name="top", help=HELP, epilog=EPILOG)
@input_options_for(TAP_WRITE_HELP)
@click.option(
    "--speed",
    callback=speed_option,
    metavar="FACTOR|max",
    help="A capture file or stdin: replay at FACTOR times the pace it was captured at (1: as "
    "captured), or max: as fast as it decodes (the default).",
)
@click.option(
    "--refresh",
    type=click.FloatRange(min=0.1),
    default=1.0,
    show_default=True,
    metavar="SECONDS",
    help="Answer and redraw every SECONDS (the last window's figures are over it).",
)
@forget_after_option(
    "What no exchange touched for SECONDS (a partition, group, client...) leaves the run's figures, "
    "counted, so a tap can run for days."
)
@filter_options
def top(**opts: Any) -> None:  # fmt: skip
    if not sys.stdout.isatty():
        raise click.UsageError("top draws on a terminal and stdout is not one (for answers in a file or a pipe: "
                               "stats, commits or groups with --interval)")  # fmt: skip
    if opts["write_path"] and not opts["interface"]:
        raise click.UsageError("-w saves a live tap; a capture file is not written again")
    if opts["speed"] is not None and opts["interface"]:
        raise click.UsageError("--speed replays a capture; a live tap runs at its own pace")
    filters = make_filters(opts)
    source = Source.from_options(opts, dissect_options(opts, **analyses.DECODE))
    settings = Settings(opts["refresh"], opts["speed"], max(1, math.ceil(opts["forget_after"] / opts["refresh"])))
    finish(guarded(lambda: run(source, filters if filters.active else None, settings)))


def run(source: Source, keep: Filters | None, settings: Settings) -> None:
    """The dashboard until q (or Ctrl-C, or a tap's end); then what it held back, printed."""
    rolling = RollingAnalysis(DashboardAnalyses, settings.forget_after)
    console = Console()
    held = HeldLines()
    reading = Reading(source, settings.speed)
    screen: Screen | None = None
    try:
        live = Live(console=console, screen=True, auto_refresh=False, redirect_stdout=False, redirect_stderr=False)
        terminated = contextlib.nullcontext() if source.live else terminated_as_interrupted()
        with terminated, contextlib.redirect_stderr(held), Keyboard.open() as keys, live:
            setting = Setting(_named(source, settings), source.live, settings.refresh)
            screen = Screen(live, keys, rolling, source.counters, setting, held, reading.stop)
            screen.start()
            with stopped_on_ctrl_z(screen):
                try:
                    reading.run(lambda items: _feed(items, source, keep, rolling.feed))
                    screen.input_ended()
                    if not source.live and not reading.interrupted:
                        screen.quit.wait()
                finally:
                    screen.close()
            if screen.failure is not None:
                raise screen.failure
    finally:
        if screen is not None and screen.failure is None:
            console.print(screen.last_frame())
        sys.stderr.write(held.text())
    if reading.interrupted and not (screen is not None and screen.quit.is_set()):
        raise Interrupted


@contextlib.contextmanager
def terminated_as_interrupted() -> Iterator[None]:
    """SIGTERM ends a file's run as Ctrl-C does, so that the terminal is put back (a tap's
    Source stops the tap on SIGTERM already)."""
    previous = signal.signal(signal.SIGTERM, lambda *_: signal.raise_signal(signal.SIGINT))
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


@contextlib.contextmanager
def stopped_on_ctrl_z(screen: Screen) -> Iterator[None]:
    """Ctrl-Z (SIGTSTP) hands the terminal back before the process stops, and takes it again
    once continued. Python runs the handler in the main thread, the decoding's: it pauses with
    the process. Without a terminal there is no screen to hand back: SIGTSTP is left alone."""
    if not screen.keys.present:
        yield
        return

    def stop(signum: int, frame: FrameType | None) -> None:
        with screen.suspended():
            _stop_as_by_default(stop)

    previous = signal.signal(signal.SIGTSTP, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTSTP, previous)


def _stop_as_by_default(handler: Callable[[int, FrameType | None], None]) -> None:
    """Stopped by SIGTSTP's own action (so the shell sees a stopped job), until SIGCONT (fg)."""
    signal.signal(signal.SIGTSTP, signal.SIG_DFL)
    try:
        signal.raise_signal(signal.SIGTSTP)
    finally:
        signal.signal(signal.SIGTSTP, handler)


def _feed(items: Items, source: Source, keep: Filters | None, feed: Callable[[DecodedExchange], None]) -> None:
    for item in items:
        if not isinstance(item, DecodedExchange):
            source.notice(item)
        elif keep is None or keep(item):
            feed(item)


def _named(source: Source, settings: Settings) -> str:
    if source.live:
        return str(source.opts["interface"])
    paths = source.opts["capture"]
    if paths == ("-",):
        return "stdin" if settings.speed is None else f"stdin at {settings.speed:g}x"
    name = Path(paths[0]).name + (f" +{len(paths) - 1}" if len(paths) > 1 else "")
    return f"{name} at {'max' if settings.speed is None else f'{settings.speed:g}x'}"


class Reading:
    """The input read on the main thread: a tap through its Source (q stops it as Ctrl-C does),
    files and stdin here, paced when asked; q interrupts their reading as a Ctrl-C does (a read
    of stdin may be waiting), by sending SIGINT to the main thread while it reads."""

    def __init__(self, source: Source, speed: float | None) -> None:
        self.source, self.speed = source, speed
        self.interrupted = False  # the reading of a file or stdin was interrupted (Ctrl-C or q)
        self._lock = threading.Lock()
        self._reading = False
        self._main = threading.get_ident()

    def run(self, consume: Callable[[Items], None]) -> None:
        source = self.source
        if source.live:
            source.run(consume)
            return
        counters, options = source.counters, source.options
        packets = self._packets()
        with Interruption() as interruption:
            try:
                with self._lock:
                    self._reading = True
                consume(interruption.items(decoded(packets if self.speed is None else paced(packets, self.speed),
                                                   counters, options)))  # fmt: skip
            finally:
                with self._lock:
                    self._reading = False
        self.interrupted = interruption.requested
        source.finish()

    def _packets(self) -> Iterator[Packet]:
        """The files' or stdin's packets, opened when the first is asked for: within the reading
        that Ctrl-C and q interrupt (stdin's first bytes may be long in coming)."""
        counters, keys, paths = self.source.counters, self.source.options.keys, self.source.opts["capture"]
        if paths == ("-",):
            yield from read_packets(open_capture("-"), counters, keys.add_text)
        else:
            yield from read_files(paths, counters, keys.add_text)

    def stop(self) -> None:
        """Called from the screen's thread on q."""
        if self.source.stop_early():
            return
        with self._lock:
            if self._reading:
                signal.pthread_kill(self._main, signal.SIGINT)
