"""What a running input serves beside a command's own output: Prometheus metrics (`--metrics
HOST:PORT`, a live tap) and findings as events (on a live tap's stderr, and with `--events FILE`
on a live tap or stdin). Both see every decoded exchange before any filter, whatever the command
shows.

Events are checked once a second on a thread of their own, so a quiet tap still reports (and
ages transactions past their timeout, by the wall clock when no packet comes); the last check
runs when the input ends. Their numbers count across the run.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from typing import IO, TYPE_CHECKING, Any, TypeVar

import click

from kafkasniff.analyses.history import LIVE_HISTORY
from kafkasniff.counters import Counters
from kafkasniff.model import DecodedExchange

if TYPE_CHECKING:
    from kafkasniff.analyses.events import Event, EventWatch
    from kafkasniff.analyses.live_metrics import LiveMetrics
    from kafkasniff.rendering.prometheus import MetricsServer

T = TypeVar("T")
CHECK_SECONDS = 1.0  # how often events are looked for
Say = Callable[[str], None]  # a line on stderr (above the tap's status line, when one is drawn)


class LiveExtras:
    """Metrics and events of one run: `watching` feeds them, the `with` block serves them."""

    def __init__(self, metrics: tuple[str, int] | None, label_limit: int, events_path: str | None,
                 on_stderr: bool, capture: str | None, counters: Counters) -> None:  # fmt: skip
        self._metrics_address, self._events_path, self._on_stderr = metrics, events_path, on_stderr
        self.metrics: LiveMetrics | None = _metrics_state(counters, label_limit) if metrics else None
        self.watch: EventWatch | None = _event_watch(capture) if events_path or on_stderr else None
        self.say: Say = _stderr_line
        self.announce = False  # say where the metrics are served (not with -q)
        self._server: MetricsServer | None = None
        self._events_file: IO[str] | None = None
        self._numbered = 0
        self._ended, self._live = threading.Event(), False
        self._checker = threading.Thread(target=self._check_each_second, name="kafkasniff-events", daemon=True)

    @classmethod
    def from_options(cls, opts: dict[str, Any], counters: Counters, live: bool) -> LiveExtras | None:
        """None when the run asks for neither (a capture file, or nothing asked)."""
        metrics = _address(opts["metrics"]) if opts.get("metrics") else None
        on_stderr = live and not opts["quiet"]  # stdin's events go to --events only: its stderr is the summary's
        if metrics is None and not opts.get("events_path") and not on_stderr:
            return None
        capture = opts["write_path"] if live else None
        extras = cls(metrics, opts["metrics_labels"], opts.get("events_path"), on_stderr, capture, counters)
        extras.announce = not opts["quiet"]
        return extras

    def __enter__(self) -> LiveExtras:
        if self._metrics_address is not None and self.metrics is not None:
            self._server = _serve(self._metrics_address, self.metrics)
            if self.announce:  # the port chosen, when :0 asked for any
                host, port = self._server.address
                self.say(f"kafkasniff: serving metrics at http://{_host_text(host)}:{port}/metrics")
        if self._events_path:
            self._events_file = _open_events(self._events_path)
        if self.watch is not None:
            self._live = True
            self._checker.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._ended.set()
        if self._live:
            self._checker.join()
            self._report(self._check(final=True))
        if self._events_file is not None:
            self._events_file.close()
        if self._server is not None:
            self._server.close()

    def watching(self, items: Iterator[T]) -> Iterator[T]:
        """The items as they come, each decoded exchange fed to the metrics and the events first."""
        metrics, watch = self.metrics, self.watch
        for item in items:
            if isinstance(item, DecodedExchange):
                if metrics is not None:
                    metrics.feed(item)
                if watch is not None:
                    watch.feed(item)
            yield item

    def _check_each_second(self) -> None:
        while not self._ended.wait(CHECK_SECONDS):
            self._report(self._check(final=False))

    def _check(self, final: bool) -> list[Event]:
        watch = self.watch
        if watch is None or watch.latest is None:
            return []
        # a quiet tap's clock is the wall's; the input's end is its last capture time
        now = watch.latest if final else max(watch.latest, time.time())
        return watch.check(now)

    def _report(self, events: list[Event]) -> None:
        from kafkasniff.rendering.events import event_line, event_ndjson

        for event in events:
            self._numbered += 1
            if self._on_stderr:
                self.say(event_line(event))
            if self._events_file is not None:
                self._events_file.write(event_ndjson(event, self._numbered))


def _metrics_state(counters: Counters, label_limit: int) -> LiveMetrics:
    from kafkasniff.analyses.commits import CommitsAnalysis
    from kafkasniff.analyses.groups import GroupsAnalysis
    from kafkasniff.analyses.live_metrics import LiveMetrics

    return LiveMetrics(counters, label_limit, CommitsAnalysis(LIVE_HISTORY), GroupsAnalysis(LIVE_HISTORY))


def _event_watch(capture: str | None) -> EventWatch:
    from kafkasniff.analyses.events import EventWatch

    return EventWatch(capture=capture, history=LIVE_HISTORY)


def _address(text: str) -> tuple[str, int]:
    from kafkasniff.rendering.prometheus import parse_address

    try:
        return parse_address(text)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--metrics") from None


def _serve(address: tuple[str, int], state: LiveMetrics) -> MetricsServer:
    from kafkasniff.capture.pcap import CaptureError
    from kafkasniff.rendering.prometheus import serve

    try:
        return serve(*address, state)
    except OSError as exc:
        raise CaptureError(f"--metrics {address[0]}:{address[1]}: {exc.strerror or exc}") from None


def _open_events(path: str) -> IO[str]:
    from kafkasniff.capture.pcap import CaptureError

    try:
        return open(path, "w", buffering=1, encoding="utf-8")  # noqa: SIM115  # a line at a time: tail -f
    except OSError as exc:
        raise CaptureError(f"--events {path}: {exc.strerror or exc}") from None


def _host_text(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def _stderr_line(line: str) -> None:
    click.echo(line, err=True)
