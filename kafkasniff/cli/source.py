"""Where a command's exchanges come from: a capture file (or stdin) or a live interface."""

from __future__ import annotations

import contextlib
import json
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from types import FrameType, TracebackType
from typing import TYPE_CHECKING, Any, TypeVar

import click
from click.core import ParameterSource

from kafkasniff.capture.file_sets import read_files
from kafkasniff.capture.pcap import CaptureError, open_capture, read_packets
from kafkasniff.capture.progress import FileProgress, Terminals, file_progress, may_draw_on_stderr
from kafkasniff.cli.live_extras import LiveExtras
from kafkasniff.cli.options import capture_paths, extra_ports, parse_size, vxlan_ports
from kafkasniff.cli.status import Interrupted
from kafkasniff.counters import Counters
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import DecodedExchange, Notice, endpoint_text
from kafkasniff.net.tunnels import use_vxlan_ports
from kafkasniff.pipeline.dissection import dissect
from kafkasniff.pipeline.split_process import Render, Rendered, exchanges_from_child, worth_splitting
from kafkasniff.pipeline.wiring import Options, decoded

if TYPE_CHECKING:
    from kafkasniff.capture.rotation import Rotation
    from kafkasniff.capture.tcpdump import CaptureSettings

Items = Iterator[DecodedExchange | Notice]
ShownItems = Iterator[DecodedExchange | Notice | Rendered]  # with a text view: some come rendered
T = TypeVar("T")
ROTATION = ("file_size", "rotate_seconds", "file_count")  # tcpdump's -C, -G, -W: options of a live -w
LIVE_ONLY = (
    "bpf",
    "duration",
    "buffer_kib",
    "snaplen",
    "no_promiscuous",
    "metrics",
    "metrics_labels",
    *ROTATION,
)  # options of -i


class Source:
    """A command's input and what reading it counts; `stop` is a live capture's (None for files).
    A plain class: every run defines it, and as a dataclass it was 0.5% of showing a small capture."""

    def __init__(self, opts: dict[str, Any], options: Options, counters: Counters,
                 stop: threading.Event | None = None) -> None:  # fmt: skip
        self.opts, self.options, self.counters, self.stop = opts, options, counters, stop

    @classmethod
    def from_options(cls, opts: dict[str, Any], dissect_options: DissectOptions) -> Source:
        opts["capture"] = capture_paths(opts)
        check_input_options(opts)
        # the layer tables are the process's: -j N's and the reading child's processes fork with
        # them, and -w reads the files again through them
        use_vxlan_ports(vxlan_ports(opts))
        options = Options(
            extra_ports=extra_ports(opts),
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
        with file_progress(self.opts["capture"], self.opts["quiet"]) as progress, Interruption() as interruption:
            self._file(consume, progress, render, interruption)
        self.finish()
        if interruption.requested:
            raise Interrupted

    def finish(self) -> None:
        """The summary: on stderr (unless -q), and as a last JSON object when asked."""
        if self.opts.get("json_summary") and self.opts.get("as_json"):
            sys.stdout.write(json.dumps({"summary": self.counters.as_dict()}) + "\n")
        sys.stdout.flush()
        if not self.opts["quiet"]:
            click.echo(self.counters.summary_line(), err=True)

    def _file(self, consume: Callable[[ShownItems], None], progress: FileProgress, render: Render | None,
              interruption: Interruption) -> None:  # fmt: skip
        paths = self.opts["capture"]
        if self.opts.get("jobs") is None and worth_splitting(paths):  # reading overlaps decoding
            undecoded = exchanges_from_child(paths, self.options, self.counters, progress.advance, render)
            consume(interruption.items(dissect(undecoded, self.options.protocols, self.counters)))
            return
        if paths != ("-",):
            packets = read_files(paths, self.counters, self.options.keys.add_text, progress.wrap)
            consume(interruption.items(decoded(packets, self.counters, self.options)))
            return
        stream = open_capture("-", progress.wrap)
        packets = read_packets(stream, self.counters, self.options.keys.add_text)
        extras = LiveExtras.from_options(self.opts, self.counters, live=False)
        with extras or contextlib.nullcontext():
            items = decoded(packets, self.counters, self.options)
            consume(interruption.items(extras.watching(items) if extras is not None else items))

    def _live(self, consume: Callable[[Items], None], stop: threading.Event) -> str | None:
        from kafkasniff.capture.live import LiveTap

        status = StatusLine() if may_draw_on_stderr(Terminals.of_this_process(), self.opts["quiet"]) else None
        warn = status.above if status is not None else _live_warning
        # the tap first: no permission or no such interface is said before anything else starts
        tap = LiveTap(self._capture_settings(), self.opts["write_path"], self.counters, warn, status, self._rotation())
        previous = signal.signal(signal.SIGINT, lambda *_: stop.set())
        with contextlib.suppress(ValueError):  # not the main thread (tests): no SIGTERM hook
            signal.signal(signal.SIGTERM, lambda *_: stop.set())
        try:
            extras = LiveExtras.from_options(self.opts, self.counters, live=True)
            if extras is not None and status is not None:
                extras.say = status.line_above  # (else its own: a line on stderr)
            with extras or contextlib.nullcontext():
                if not self.opts["quiet"]:
                    bpf = f" ({self.opts['bpf']})" if self.opts["bpf"] else ""
                    click.echo(f"kafkasniff: listening on {self.opts['interface']}{bpf}", err=True)
                items = decoded(tap.packets(stop, self.opts["duration"]), self.counters, self.options)
                consume(extras.watching(items) if extras is not None else items)
        finally:
            signal.signal(signal.SIGINT, previous)
            failure = tap.close()
            if status is not None:
                status.clear()
        for line in (tap.ended, None if self.opts["quiet"] else tap.saved_text()):  # -G -W's end; the files
            if line:
                click.echo(f"kafkasniff: {line}", err=True)
        return failure

    def _rotation(self) -> Rotation:
        from kafkasniff.capture.rotation import Rotation

        return Rotation(self.opts["file_size"], self.opts["rotate_seconds"], self.opts["file_count"])

    def _capture_settings(self) -> CaptureSettings:
        from kafkasniff.capture.tcpdump import CaptureSettings

        return CaptureSettings(
            interface=self.opts["interface"], bpf=self.opts["bpf"], snaplen=self.opts["snaplen"],
            buffer_kib=self.opts["buffer_kib"], promiscuous=not self.opts["no_promiscuous"],
        )  # fmt: skip


def check_input_options(opts: dict[str, Any]) -> None:
    """Refuse, with one line and status 2, input options that would be silently ignored."""
    if bool(opts["capture"]) == (opts["interface"] is not None):
        raise click.UsageError("give a CAPTURE file (or '-') or a live --interface, not both")
    if opts["write_path"] and opts["capture"] == ("-",):
        raise click.UsageError("-w on stdin: the packets shown are written from a second reading of the files")
    if opts["quiet"] and opts["verbose"]:
        raise click.UsageError("-q/--quiet prints no notices and -v/--verbose asks for them: choose one")
    if not opts["interface"]:
        for name in LIVE_ONLY:
            if given(name):
                raise click.UsageError(f"{flag(name)} is for a live capture; it needs --interface")
    check_rotation_options(opts)
    if opts.get("events_path") and not streamed(opts):
        raise click.UsageError("--events reports while the input runs: a live tap (-i) or a capture on stdin ('-')")


def check_rotation_options(opts: dict[str, Any]) -> None:
    """-C, -G and -W rotate the -w file; -W counts the files of -C or -G (tcpdump ignores it alone)."""
    rotation = [name for name in ROTATION if opts.get(name) is not None]
    if rotation and not opts["write_path"]:
        raise click.UsageError(f"{flag(rotation[0])} rotates the -w file; it needs -w")
    if rotation == ["file_count"]:
        raise click.UsageError(f"{flag('file_count')} counts the files of -C or -G; it needs one of them")


def streamed(opts: dict[str, Any]) -> bool:
    """Whether the input runs while it is read (a live tap, or a capture on stdin), as the
    options give it: what answers, events and metrics while it runs need."""
    return bool(opts["interface"]) or tuple(opts["capture"]) == ("-",)


def given(name: str) -> bool:
    """Whether the user wrote the option `name` (not its default): what a conflict is made of."""
    context = click.get_current_context(silent=True)
    source = context.get_parameter_source(name) if context is not None else None
    return source not in (None, ParameterSource.DEFAULT, ParameterSource.DEFAULT_MAP)


def flag(name: str) -> str:
    """How the option `name` is written on the command line (`-f/--filter`), for a usage error."""
    context = click.get_current_context()
    return next("/".join(p.opts) for p in context.command.params if p.name == name)


class _StopReading(BaseException):
    """Raised by the Ctrl-C handler into the reading and decoding stages, to leave them at once
    (a read may block, a long stretch may yield nothing); not an Exception, so no stage takes it
    for a failure of its own."""


class Interruption:
    """Ctrl-C while a file is read. The first stops the reading where it is: the stages stop,
    the command prints what it has (the lines so far, an analysis of what it saw) and the summary,
    then exits 130. A second one interrupts at once."""

    def __init__(self) -> None:
        self.requested = False
        self._reading = False  # True while the stages make the next item, not while one is used
        self._previous: Any = None

    def __enter__(self) -> Interruption:
        with contextlib.suppress(ValueError):  # not the main thread (tests): Ctrl-C is not ours
            self._previous = signal.signal(signal.SIGINT, self._on_sigint)
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 traceback: TracebackType | None) -> None:  # fmt: skip
        if self._previous is not None:
            signal.signal(signal.SIGINT, self._previous)

    def _on_sigint(self, signum: int, frame: FrameType | None) -> None:
        if self.requested:
            raise KeyboardInterrupt
        self.requested = True
        if self._reading:
            raise _StopReading
        # otherwise the command is using an item (printing a line, feeding an analysis): it
        # finishes with it, and `items` gives no more

    def items(self, items: Iterator[T]) -> Iterator[T]:
        """`items` until Ctrl-C. Only the making of an item is cut short, never the command's use
        of one, so a line is printed whole and an analysis never holds half an exchange."""
        try:
            while not self.requested:
                self._reading = True
                try:
                    item = next(items)
                except StopIteration:
                    return
                finally:
                    self._reading = False
                yield item
        except _StopReading:
            return
        finally:
            close = getattr(items, "close", None)
            if close is not None:
                close()  # now, not when collected: a reading child process ends before the summary


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

    def line_above(self, line: str) -> None:
        self.clear()
        click.echo(line, err=True)

    def clear(self) -> None:
        sys.stderr.write("\r\x1b[K")
        sys.stderr.flush()


def notice_text(notice: Notice) -> str:
    where = f"{endpoint_text(notice.flow.src)} -> {endpoint_text(notice.flow.dst)}"
    return f"notice: {where} at stream offset {notice.offset}: {notice.message}"
