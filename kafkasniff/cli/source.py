"""Where a command's exchanges come from: a capture file (or stdin) or a live interface."""

from __future__ import annotations

import contextlib
import json
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import click

from kafkasniff.capture import CaptureError, open_capture, read_packets
from kafkasniff.cli.options import parse_size
from kafkasniff.counters import Counters
from kafkasniff.dissection import dissect
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import DecodedExchange, Notice, endpoint_text
from kafkasniff.pipeline import Options, decoded
from kafkasniff.progress import FileProgress, file_progress
from kafkasniff.split_process import Render, Rendered, exchanges_from_child, worth_splitting

if TYPE_CHECKING:
    from kafkasniff.live_tcpdump import CaptureSettings

Items = Iterator[DecodedExchange | Notice]
ShownItems = Iterator[DecodedExchange | Notice | Rendered]  # with a text view: some come rendered


@dataclass
class Source:
    opts: dict[str, Any]
    options: Options
    counters: Counters
    stop: threading.Event | None = None

    @classmethod
    def from_options(cls, opts: dict[str, Any], dissect_options: DissectOptions) -> Source:
        if (opts["capture"] is None) == (opts["interface"] is None):
            raise click.UsageError("give a CAPTURE file (or '-') or a live --interface, not both")
        if opts["write_path"] and not opts["interface"]:
            raise click.UsageError("-w/--write saves a live capture; it needs --interface")
        options = Options(
            extra_ports={"kafka": frozenset(opts["ports"]), "mongo": frozenset(opts["mongo_ports"])},
            buffer_cap=parse_size(opts["buffer_cap"]),
            protocols=make_protocols(dissect_options),
            memory=dissect_options.memory,
            keys=opts["keylog"],
        )
        return cls(opts, options, Counters(), threading.Event() if opts["interface"] else None)

    @property
    def live(self) -> bool:
        return self.stop is not None

    def stop_early(self) -> bool:
        """Ask a live capture to end (it still flushes); False for files, which just stop."""
        if self.stop is None:
            return False
        self.stop.set()
        return True

    def notice(self, item: Notice) -> None:
        if self.opts["verbose"] and not self.opts["quiet"]:
            click.echo(notice_text(item), err=True)

    def run(self, consume: Callable[[Items], None]) -> None:
        self.run_shown(consume)  # type: ignore[arg-type]  # no `render`: nothing comes rendered

    def run_shown(self, consume: Callable[[ShownItems], None], render: Render | None = None) -> None:
        """`run` for a view that prints text: `render` (filters included) lets the process reading
        a large file decode and render part of it too."""
        if self.stop is not None:
            failure = self._live(consume, self.stop)
            self.finish()
            if failure:  # after the summary of what was decoded until then
                raise CaptureError(failure)
            return
        with file_progress(self.opts["capture"]) as progress:
            self._file(consume, progress, render)
        self.finish()

    def finish(self) -> None:
        """The summary: on stderr (unless -q), and as a last JSON object when asked."""
        if self.opts.get("json_summary") and self.opts.get("as_json"):
            sys.stdout.write(json.dumps({"summary": self.counters.as_dict()}) + "\n")
        sys.stdout.flush()
        if not self.opts["quiet"]:
            click.echo(self.counters.summary_line(), err=True)

    def _file(self, consume: Callable[[ShownItems], None], progress: FileProgress, render: Render | None) -> None:
        path = self.opts["capture"]
        if self.opts.get("jobs") is None and worth_splitting(path):  # reading overlaps decoding
            undecoded = exchanges_from_child(path, self.options, self.counters, progress.advance, render)
            consume(dissect(undecoded, self.options.protocols, self.counters))
            return
        stream = open_capture(path, progress.wrap)
        try:
            packets = read_packets(stream, self.counters, self.options.keys.add_text)
            consume(decoded(packets, self.counters, self.options))
        finally:
            if stream is not sys.stdin.buffer:
                stream.close()

    def _live(self, consume: Callable[[Items], None], stop: threading.Event) -> str | None:
        from kafkasniff.live import LiveTap

        status = StatusLine() if sys.stderr.isatty() and not sys.stdout.isatty() and not self.opts["quiet"] else None
        warn = status.above if status is not None else _live_warning
        tap = LiveTap(self._capture_settings(), self.opts["write_path"], self.counters, warn, status)
        if not self.opts["quiet"]:
            bpf = f" ({self.opts['bpf']})" if self.opts["bpf"] else ""
            click.echo(f"kafkasniff: listening on {self.opts['interface']}{bpf}", err=True)
        previous = signal.signal(signal.SIGINT, lambda *_: stop.set())
        with contextlib.suppress(ValueError):  # not the main thread (tests): no SIGTERM hook
            signal.signal(signal.SIGTERM, lambda *_: stop.set())
        try:
            consume(decoded(tap.packets(stop, self.opts["duration"]), self.counters, self.options))
        finally:
            signal.signal(signal.SIGINT, previous)
            failure = tap.close()
            if status is not None:
                status.clear()
        return failure

    def _capture_settings(self) -> CaptureSettings:
        from kafkasniff.live_tcpdump import CaptureSettings

        return CaptureSettings(
            interface=self.opts["interface"], bpf=self.opts["bpf"], snaplen=self.opts["snaplen"],
            buffer_kib=self.opts["buffer_kib"], promiscuous=not self.opts["no_promiscuous"],
        )  # fmt: skip


def _live_warning(message: str) -> None:
    click.echo(f"kafkasniff: warning: {message}", err=True)


class StatusLine:
    """A live tap's state on the terminal's last line, rewritten each second, while its output
    goes to a file or a pipe (a warning is printed above it)."""

    def __call__(self, text: str) -> None:
        sys.stderr.write(f"\r\x1b[K{text}")
        sys.stderr.flush()

    def above(self, message: str) -> None:
        self.clear()
        _live_warning(message)

    def clear(self) -> None:
        sys.stderr.write("\r\x1b[K")
        sys.stderr.flush()


def notice_text(notice: Notice) -> str:
    where = f"{endpoint_text(notice.flow.src)} -> {endpoint_text(notice.flow.dst)}"
    return f"notice: {where} at stream offset {notice.offset}: {notice.message}"
