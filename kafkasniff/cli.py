"""Command line: `kafkasniff CAPTURE` (or `-i IFACE`) and its subcommands.

Exit status: 0 success, 1 an internal error (a bug), 2 bad usage or unreadable input,
130 interrupted while reading a file.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, TextIO

import click

from dissectors.base import DissectOptions
from dissectors.registry import make_protocols
from kafkasniff.capture import CaptureError, open_capture, read_packets
from kafkasniff.counters import Counters
from kafkasniff.filters import FilterError, Filters
from kafkasniff.model import DecodedExchange, Notice, Packet, endpoint_text
from kafkasniff.pipeline import Options, decoded
from kafkasniff.progress import file_progress
from kafkasniff.reassembly import DEFAULT_BUFFER_CAP
from kafkasniff.rendering import lines, ndjson
from kafkasniff.rendering.values import DEFAULT_MAX_LEN, MODES, value_renderer

EXIT_INPUT = 2
SIZE_UNITS = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
EPILOG = """\b
Exit status: 0 success; 2 bad usage or input that is not a readable capture (one line on
stderr); 130 interrupted while reading a file; 1 an internal error (please report it)."""


class DefaultGroup(click.Group):
    """A group whose first argument, when not a subcommand, goes to the `show` command."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0] not in self.commands and args[0] not in ("--help", "-h", "--version"):
            args = ["show", *args]
        return super().parse_args(ctx, args)


def parse_size(text: str) -> int:
    match = re.fullmatch(r"(\d+)\s*([KMG]?)i?B?", text.strip(), re.IGNORECASE)
    if not match:
        raise click.BadParameter(f"{text!r} is not a size like 64M")
    return int(match.group(1)) * SIZE_UNITS[match.group(2).upper()]


@click.group(cls=DefaultGroup, context_settings={"help_option_names": ["-h", "--help"]}, epilog=EPILOG)
@click.version_option(package_name="kafkasniff")
def main() -> None:
    """Kafka wire-protocol analyzer for packet captures and live interfaces.

    \b
    Examples:
      kafkasniff capture.pcap                one line per request/response exchange
      kafkasniff capture.pcapng.gz --json    NDJSON, one object per exchange
      kafkasniff -V --records capture.pcap   full decoded trees, records included
      kafkasniff -i eth0 -w seen.pcap        live, also saving the packets
      tcpdump -i lo -w - port 9092 | kafkasniff -
    """


def _options(f: Callable[..., Any]) -> Callable[..., Any]:
    """The show command's options, grouped as --help lists them."""
    decorators = [
        click.argument("capture", metavar="[CAPTURE]", required=False),
        click.option("-i", "--interface", help="Capture live from this interface instead of a file."),
        click.option("-f", "--filter", "bpf", help="BPF filter for live capture, e.g. 'tcp port 9092'."),
        click.option("-c", "--count", type=click.IntRange(1), help="Stop after this many exchanges."),
        click.option("--duration", type=click.FloatRange(0, min_open=True), help="Live: stop after N seconds."),
        click.option("-w", "--write", "write_path", help="Live: also save every captured packet to this pcap."),
        click.option("--json", "as_json", is_flag=True, help="NDJSON: one object per exchange."),
        click.option("-V", "--tree", is_flag=True, help="The full decoded request and response as a tree."),
        click.option("-x", "--hex", "show_hex", is_flag=True, help="With the tree, the frame bytes in hex."),
        click.option("--records", is_flag=True, help="Decode record contents (keys, values, headers)."),
        click.option("--values", type=click.Choice(MODES), default="text", show_default=True,
                     help="How bytes are shown: text (UTF-8 if printable, else 0x-hex), hex, base64, json, none."),
        click.option("--max-value-len", default=DEFAULT_MAX_LEN, show_default=True,
                     help="Cut longer values (0: never)."),
        click.option("--redact", is_flag=True, help="Hide record keys, values and header values (sizes only)."),
        click.option("--show-secrets", is_flag=True, help="Show SASL passwords instead of masking them."),
        click.option("--api", "apis", multiple=True, help="Only this api, by name or key (repeatable)."),
        click.option("--topic", "topics", multiple=True, help="Only exchanges about this topic (repeatable)."),
        click.option("--group", "groups", multiple=True, help="Only this consumer group (repeatable)."),
        click.option("--client-id", "client_ids", multiple=True, help="Only this client id (repeatable)."),
        click.option("--errors", "errors_only", is_flag=True, help="Only exchanges whose response has an error."),
        click.option("--conn", "conns", multiple=True, help="Only connections with this HOST:PORT, HOST or :PORT."),
        click.option("--since", help="Only from this time (epoch seconds or ISO 8601, UTC by default)."),
        click.option("--until", help="Only up to this time."),
        click.option("--min-latency", type=float, help="Only exchanges slower than this many milliseconds."),
        click.option("--port", "ports", multiple=True, type=click.IntRange(1, 65535), help="Extra Kafka port."),
        click.option("--buffer-cap", default=f"{DEFAULT_BUFFER_CAP >> 20}M", show_default=True,
                     help="Per-direction cap for out-of-order data and partial frames."),
        click.option("--max-decompressed", default="64M", show_default=True,
                     help="Largest size a batch may inflate to."),
        click.option("--max-ratio", default=1000, show_default=True,
                     help="Largest inflation ratio followed (above 1M)."),
        click.option("-q", "--quiet", is_flag=True, help="No summary or notices on stderr."),
        click.option("-v", "--verbose", is_flag=True, help="Also print stream notices (resyncs, gaps) on stderr."),
    ]  # fmt: skip
    for decorator in reversed(decorators):
        f = decorator(f)
    return f


@main.command(epilog=EPILOG)
@_options
def show(**opts: Any) -> None:
    """Decode CAPTURE (pcap or pcapng, optionally gzipped; '-' for stdin) or a live interface.

    \b
    Examples:
      kafkasniff samples/confluent.pcap
      kafkasniff samples/confluent.pcap --api OffsetCommit --group audit
      kafkasniff samples/confluent.pcap --errors --min-latency 100
      kafkasniff samples/codecs.pcap --json --records --values=json | jq .
      kafkasniff -V -x samples/kafka-python-v2.5.pcap --api SyncGroup
      sudo kafkasniff -i lo -f 'tcp port 9092' -w out.pcap --duration 60
    """
    run = Run.from_options(opts)
    try:
        run.execute()
    except (CaptureError, FilterError) as exc:
        _fail(str(exc))
    except BrokenPipeError:
        _quiet_exit()
    except KeyboardInterrupt:
        sys.exit(130)


@dataclass
class Run:
    """One `show` invocation: where packets come from, how they are decoded and shown."""

    opts: dict[str, Any]
    options: Options
    filters: Filters
    counters: Counters

    @classmethod
    def from_options(cls, opts: dict[str, Any]) -> Run:
        if (opts["capture"] is None) == (opts["interface"] is None):
            raise click.UsageError("give a CAPTURE file (or '-') or a live --interface, not both")
        if opts["write_path"] and not opts["interface"]:
            raise click.UsageError("-w/--write saves a live capture; it needs --interface")
        render_bytes = value_renderer(opts["values"], opts["max_value_len"])
        dissect = DissectOptions(
            show_secrets=opts["show_secrets"],
            render_bytes=render_bytes,
            records=opts["records"],
            redact=opts["redact"],
            max_decompressed=parse_size(opts["max_decompressed"]),
            max_ratio=opts["max_ratio"],
        )
        options = Options(
            extra_ports={"kafka": frozenset(opts["ports"])},
            buffer_cap=parse_size(opts["buffer_cap"]),
            protocols=make_protocols(dissect),
        )
        try:
            filters = Filters(
                apis=opts["apis"], topics=opts["topics"], groups=opts["groups"], client_ids=opts["client_ids"],
                errors_only=opts["errors_only"], conns=opts["conns"], since=opts["since"], until=opts["until"],
                min_latency_ms=opts["min_latency"],
            )  # fmt: skip
        except FilterError as exc:
            raise click.BadParameter(str(exc)) from None
        return cls(opts, options, filters, Counters())

    def execute(self) -> None:
        if self.opts["interface"]:
            self._live()
        else:
            with file_progress(self.opts["capture"]) as wrap:
                stream = open_capture(self.opts["capture"], wrap)
                try:
                    self._show(read_packets(stream, self.counters), None)
                finally:
                    if stream is not sys.stdin.buffer:
                        stream.close()
        if not self.opts["quiet"]:
            click.echo(self.counters.summary_line(), err=True)

    def _live(self) -> None:
        from kafkasniff.live import PcapSaver, live_packets, open_socket

        sock = open_socket(self.opts["interface"], self.opts["bpf"])
        if not self.opts["quiet"]:
            bpf = f" ({self.opts['bpf']})" if self.opts["bpf"] else ""
            click.echo(f"kafkasniff: listening on {self.opts['interface']}{bpf}", err=True)
        stop = threading.Event()
        previous = signal.signal(signal.SIGINT, lambda *_: stop.set())
        with contextlib.suppress(ValueError):  # not the main thread (tests): no SIGTERM hook
            signal.signal(signal.SIGTERM, lambda *_: stop.set())
        saver = PcapSaver(self.opts["write_path"]) if self.opts["write_path"] else None
        try:
            packets = live_packets(sock, stop, self.counters, self.opts["duration"])
            self._show(saver.tee(packets) if saver else packets, stop)
        finally:
            signal.signal(signal.SIGINT, previous)
            if saver:
                saver.close()

    def _show(self, packets: Iterator[Packet], stop: threading.Event | None) -> None:
        out = sys.stdout
        emit = self._emitter(out, live=stop is not None)
        limit = self.opts["count"]
        shown = 0
        for item in self.filters.apply(decoded(packets, self.counters, self.options)):
            if isinstance(item, Notice):
                if self.opts["verbose"] and not self.opts["quiet"]:
                    click.echo(_notice_text(item), err=True)
                continue
            if limit is not None and shown >= limit:
                if stop is None:
                    break
                stop.set()  # live: let the pipeline flush, but print no more
                continue
            emit(item)
            shown += 1
        out.flush()

    def _emitter(self, out: TextIO, live: bool) -> Callable[[DecodedExchange], None]:
        opts = self.opts
        if opts["as_json"]:
            return _writer(out, ndjson.render, live)
        if opts["tree"] or opts["show_hex"]:
            from kafkasniff.rendering.tree import exchange_tree

            console = _console()
            render_bytes = value_renderer(opts["values"], opts["max_value_len"])
            return lambda item: console.print(exchange_tree(item, render_bytes, opts["show_hex"]))
        if out.isatty():
            console = _console()
            return lambda item: console.print(lines.render_rich(item), soft_wrap=True)
        return _writer(out, lines.render, live)


def _writer(out: TextIO, render: Callable[[DecodedExchange], str], live: bool) -> Callable[[DecodedExchange], None]:
    def write(item: DecodedExchange) -> None:
        out.write(render(item) + "\n")
        if live:
            out.flush()

    return write


def _console() -> Any:
    from rich.console import Console

    # piped output is read by tools and people with wide windows, not wrapped at 80 columns
    return Console(highlight=False, width=None if sys.stdout.isatty() else 200)


def _notice_text(notice: Notice) -> str:
    where = f"{endpoint_text(notice.flow.src)} -> {endpoint_text(notice.flow.dst)}"
    return f"notice: {where} at stream offset {notice.offset}: {notice.message}"


def _fail(message: str) -> None:
    with contextlib.suppress(BrokenPipeError):
        sys.stdout.flush()
    click.echo(f"kafkasniff: {message}", err=True)
    sys.exit(EXIT_INPUT)


def _quiet_exit() -> None:
    # stdout's reader went away (e.g. `| head`): stop without a traceback from the final flush
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    sys.exit(0)
