"""Command line: `kafkasniff CAPTURE` (or `-i IFACE`) and its subcommands.

Exit status: 0 success, 1 an internal error (a bug), 2 bad usage or unreadable input,
130 interrupted while reading a file.
"""

from __future__ import annotations

import contextlib
import gc
import json
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
from kafkasniff.dissection import dissect
from kafkasniff.filters import FilterError, Filters
from kafkasniff.model import DecodedExchange, Notice, endpoint_text
from kafkasniff.pipeline import Options, decoded
from kafkasniff.progress import FileProgress, file_progress
from kafkasniff.reassembly import DEFAULT_BUFFER_CAP
from kafkasniff.rendering import lines, ndjson
from kafkasniff.rendering.values import DEFAULT_MAX_LEN, MODES, value_renderer
from kafkasniff.split_process import exchanges_from_child, worth_splitting

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


def relax_garbage_collector() -> None:
    """Decoding allocates millions of short-lived, acyclic objects (field nodes) that reference
    counting frees; the cyclic collector's frequent passes over them cost a third of the run."""
    gc.freeze()
    gc.set_threshold(100_000, 50, 1000)


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
    relax_garbage_collector()


def _decorate(f: Callable[..., Any], decorators: list[Callable[..., Any]]) -> Callable[..., Any]:
    for decorator in reversed(decorators):
        f = decorator(f)
    return f


def input_options(f: Callable[..., Any]) -> Callable[..., Any]:
    """Where packets come from and how they are reassembled: every command takes these."""
    return _decorate(f, [
        click.argument("capture", metavar="[CAPTURE]", required=False),
        click.option("-i", "--interface", help="Capture live from this interface instead of a file."),
        click.option("-f", "--filter", "bpf", help="BPF filter for live capture, e.g. 'tcp port 9092'."),
        click.option("--duration", type=click.FloatRange(0, min_open=True), help="Live: stop after N seconds."),
        click.option("-w", "--write", "write_path", help="Live: also save every captured packet to this pcap."),
        click.option("--port", "ports", multiple=True, type=click.IntRange(1, 65535), help="Extra Kafka port."),
        click.option("--mongo-port", "mongo_ports", multiple=True, type=click.IntRange(1, 65535),
                     help="Extra MongoDB port (27017 is known)."),
        click.option("--buffer-cap", default=f"{DEFAULT_BUFFER_CAP >> 20}M", show_default=True,
                     help="Per-direction cap for out-of-order data and partial frames."),
        click.option("--max-decompressed", default="64M", show_default=True,
                     help="Largest size a batch may inflate to."),
        click.option("--max-ratio", default=1000, show_default=True,
                     help="Largest inflation ratio followed (above 1M)."),
        click.option("-q", "--quiet", is_flag=True, help="No summary or notices on stderr."),
        click.option("-v", "--verbose", is_flag=True, help="Also print stream notices (resyncs, gaps) on stderr."),
    ])  # fmt: skip


def show_options(f: Callable[..., Any]) -> Callable[..., Any]:
    return _decorate(f, [
        click.option("-c", "--count", type=click.IntRange(1), help="Stop after this many exchanges."),
        click.option("-j", "--jobs", type=click.IntRange(1),
                     help="Decode connections in this many processes (files; line and --json views). "
                          "Default: reading overlaps decoding in a second process for files over 16 MB "
                          "when there are two cores; -j 1: one process."),
        click.option("--json", "as_json", is_flag=True, help="NDJSON: one object per exchange."),
        click.option("--json-summary", is_flag=True,
                     help="With --json: end with a {\"summary\": {...}} object of every count (lost, skipped...)."),
        click.option("-V", "--tree", is_flag=True, help="The full decoded request and response as a tree."),
        click.option("-x", "--hex", "show_hex", is_flag=True, help="With the tree, the frame bytes in hex."),
        click.option("--records", is_flag=True, help="Decode record contents (keys, values, headers)."),
        click.option("--values", type=click.Choice(MODES), default="text", show_default=True,
                     help="How bytes are shown: text (UTF-8 if printable, else 0x-hex), hex, base64, json, none."),
        click.option("--max-value-len", default=DEFAULT_MAX_LEN, show_default=True,
                     help="Cut longer values (0: never)."),
        click.option("--redact", is_flag=True,
                     help="Hide record keys, values and header values (sizes only); MongoDB: document data."),
        click.option("--show-secrets", is_flag=True, help="Show SASL passwords instead of masking them."),
        click.option("--api", "apis", multiple=True,
                     help="Only this api, by name or key; MongoDB: a command name (repeatable)."),
        click.option("--topic", "topics", multiple=True, help="Only exchanges about this topic (repeatable)."),
        click.option("--group", "groups", multiple=True, help="Only this consumer group (repeatable)."),
        click.option("--client-id", "client_ids", multiple=True,
                     help="Only this client id (MongoDB: the handshake's application or driver) (repeatable)."),
        click.option("--collection", "collections", multiple=True,
                     help="MongoDB: only this collection, as name or database.name (repeatable)."),
        click.option("--errors", "errors_only", is_flag=True, help="Only exchanges whose response has an error."),
        click.option("--conn", "conns", multiple=True, help="Only connections with this HOST:PORT, HOST or :PORT."),
        click.option("--since", help="Only from this time (epoch seconds or ISO 8601, UTC by default)."),
        click.option("--until", help="Only up to this time."),
        click.option("--min-latency", type=float, help="Only exchanges slower than this many milliseconds."),
    ])  # fmt: skip


@main.command(epilog=EPILOG)
@input_options
@show_options
def show(**opts: Any) -> None:
    """Decode CAPTURE (pcap or pcapng, optionally gzipped; '-' for stdin) or a live interface.

    \b
    Examples:
      kafkasniff samples/confluent.pcap
      kafkasniff samples/confluent.pcap --api OffsetCommit --group audit
      kafkasniff samples/confluent.pcap --errors --min-latency 100
      kafkasniff samples/codecs.pcap --json --records --values=json | jq .
      kafkasniff -V -x samples/kafka-python-v2.5.pcap --api SyncGroup
      kafkasniff samples/mongo-crud.pcap --collection shop.orders --errors
      sudo kafkasniff -i lo -f 'tcp port 9092' -w out.pcap --duration 60
    """
    render_bytes = value_renderer(opts["values"], opts["max_value_len"])
    one_line = not (opts["as_json"] or opts["tree"] or opts["show_hex"])  # the summary is all it shows
    dissect_options = _dissect_options(opts, render_bytes=render_bytes, records=opts["records"],
                                       redact=opts["redact"], show_secrets=opts["show_secrets"],
                                       summary_only=one_line)  # fmt: skip
    try:
        filters = Filters(
            apis=opts["apis"], topics=opts["topics"], groups=opts["groups"], client_ids=opts["client_ids"],
            collections=opts["collections"], errors_only=opts["errors_only"], conns=opts["conns"],
            since=opts["since"], until=opts["until"], min_latency_ms=opts["min_latency"],
        )  # fmt: skip
    except FilterError as exc:
        raise click.BadParameter(str(exc)) from None
    source = Source.from_options(opts, dissect_options)
    if (opts["jobs"] or 1) > 1:
        _guarded(lambda: _show_parallel(opts, source, filters))
        return
    emit = _emitter(opts, sys.stdout, live=source.live)
    limit = opts["count"]

    def consume(items: Iterator[DecodedExchange | Notice]) -> None:
        shown = 0
        for item in filters.apply(items):
            if isinstance(item, Notice):
                source.notice(item)
                continue
            if limit is not None and shown >= limit:
                if not source.stop_early():
                    break
                continue
            emit(item)
            shown += 1

    _guarded(lambda: source.run(consume))


def _show_parallel(opts: dict[str, Any], source: Source, filters: Filters) -> None:
    from kafkasniff.parallel import run_parallel

    if source.live or opts["capture"] == "-" or opts["tree"] or opts["show_hex"]:
        raise click.UsageError("-j works on capture files with the line and --json views")
    render_line = ndjson.render if opts["as_json"] else lines.render

    def render(item: DecodedExchange | Notice) -> str | None:
        return render_line(item) if isinstance(item, DecodedExchange) else None

    def keep(item: DecodedExchange | Notice) -> bool:
        return isinstance(item, DecodedExchange) and filters(item)

    out = sys.stdout
    results = run_parallel(opts["capture"], opts["jobs"], source.options, keep, render, source.counters)
    for shown, text in enumerate(results):
        if opts["count"] is not None and shown >= opts["count"]:
            continue  # let the workers finish so the summary is whole
        out.write(text + "\n")
    source.finish()


def _dissect_options(opts: dict[str, Any], **extra: Any) -> DissectOptions:
    return DissectOptions(max_decompressed=parse_size(opts["max_decompressed"]), max_ratio=opts["max_ratio"], **extra)


def _guarded(action: Callable[[], None]) -> None:
    """Run a command's work, turning expected failures into one line and an exit status."""
    try:
        action()
    except (CaptureError, FilterError) as exc:
        _fail(str(exc))
    except BrokenPipeError:
        _quiet_exit()
    except KeyboardInterrupt:
        sys.exit(130)


@dataclass
class Source:
    """Where exchanges come from: a capture file (or stdin) or a live interface."""

    opts: dict[str, Any]
    options: Options
    counters: Counters
    stop: threading.Event | None = None

    @classmethod
    def from_options(cls, opts: dict[str, Any], dissect: DissectOptions) -> Source:
        if (opts["capture"] is None) == (opts["interface"] is None):
            raise click.UsageError("give a CAPTURE file (or '-') or a live --interface, not both")
        if opts["write_path"] and not opts["interface"]:
            raise click.UsageError("-w/--write saves a live capture; it needs --interface")
        options = Options(
            extra_ports={"kafka": frozenset(opts["ports"]), "mongo": frozenset(opts["mongo_ports"])},
            buffer_cap=parse_size(opts["buffer_cap"]),
            protocols=make_protocols(dissect),
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
            click.echo(_notice_text(item), err=True)

    def run(self, consume: Callable[[Iterator[DecodedExchange | Notice]], None]) -> None:
        if self.stop is not None:
            self._live(consume, self.stop)
        else:
            with file_progress(self.opts["capture"]) as progress:
                self._file(consume, progress)
        self.finish()

    def finish(self) -> None:
        """The summary: on stderr (unless -q), and as a last JSON object when asked."""
        if self.opts.get("json_summary") and self.opts.get("as_json"):
            sys.stdout.write(json.dumps({"summary": self.counters.as_dict()}) + "\n")
        sys.stdout.flush()
        if not self.opts["quiet"]:
            click.echo(self.counters.summary_line(), err=True)

    def _file(self, consume: Callable[[Iterator[DecodedExchange | Notice]], None], progress: FileProgress) -> None:
        path = self.opts["capture"]
        if self.opts.get("jobs") is None and worth_splitting(path):  # reading overlaps decoding
            undecoded = exchanges_from_child(path, self.options, self.counters, progress.advance)
            consume(dissect(undecoded, self.options.protocols))
            return
        stream = open_capture(path, progress.wrap)
        try:
            consume(decoded(read_packets(stream, self.counters), self.counters, self.options))
        finally:
            if stream is not sys.stdin.buffer:
                stream.close()

    def _live(self, consume: Callable[[Iterator[DecodedExchange | Notice]], None], stop: threading.Event) -> None:
        from kafkasniff.live import PcapSaver, live_packets, open_socket

        sock = open_socket(self.opts["interface"], self.opts["bpf"])
        if not self.opts["quiet"]:
            bpf = f" ({self.opts['bpf']})" if self.opts["bpf"] else ""
            click.echo(f"kafkasniff: listening on {self.opts['interface']}{bpf}", err=True)
        previous = signal.signal(signal.SIGINT, lambda *_: stop.set())
        with contextlib.suppress(ValueError):  # not the main thread (tests): no SIGTERM hook
            signal.signal(signal.SIGTERM, lambda *_: stop.set())
        saver = PcapSaver(self.opts["write_path"]) if self.opts["write_path"] else None
        try:
            packets = live_packets(sock, stop, self.counters, self.opts["duration"])
            consume(decoded(saver.tee(packets) if saver else packets, self.counters, self.options))
        finally:
            signal.signal(signal.SIGINT, previous)
            if saver:
                saver.close()


def _emitter(opts: dict[str, Any], out: TextIO, live: bool) -> Callable[[DecodedExchange], None]:
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


# -- analyses -----------------------------------------------------------------------------

ANALYSIS_HELP = """\b
Input: CAPTURE (pcap/pcapng/gz, '-' for stdin) or -i IFACE for a live tap (results when it
stops: Ctrl-C or --duration). Output: a table, or with --json one JSON object per line."""


def _analysis_command(name: str, factory: Callable[[], Any], sections: Callable[[Any], list[tuple[str, Any, list]]],
                      doc: str, protocols: frozenset[str] = frozenset({"kafka"})) -> None:  # fmt: skip
    """A command that feeds an analysis the exchanges of the protocols it understands."""
    @main.command(name=name, help=doc + "\n\n" + ANALYSIS_HELP, epilog=EPILOG)
    @input_options
    @click.option("--json", "as_json", is_flag=True, help="One JSON object per line instead of tables.")
    @click.option("--table", "table_dir", help="Answer from a Parquet table made by `kafkasniff index` (Spark).")
    @click.option("--master", help="With --table: the Spark master (default: embedded local[*]).")
    def command(**opts: Any) -> None:
        if opts["table_dir"]:
            _guarded(lambda: _table_analysis(name, opts, sections, factory))
            return
        source = Source.from_options(opts, _dissect_options(opts, records=True, render_bytes=len))
        analysis = factory()

        def consume(items: Iterator[DecodedExchange | Notice]) -> None:
            for item in items:
                if not isinstance(item, DecodedExchange):
                    source.notice(item)
                elif item.exchange.conn.protocol in protocols:
                    analysis.feed(item)

        def run() -> None:
            source.run(consume)
            _print_analysis(sections(analysis), opts["as_json"])

        _guarded(run)


TABLE_ANALYSES = ("stats", "commits", "topology")


class _Rows:
    """Rows computed elsewhere (Spark), presented like an analysis object."""

    def __init__(self, rows: list[dict[str, Any]]) -> None:
        self._rows = rows

    def rows(self) -> list[dict[str, Any]]:
        return self._rows


def _table_analysis(name: str, opts: dict[str, Any], sections: Callable[[Any], list], factory: Any) -> None:
    if name not in TABLE_ANALYSES:
        raise click.UsageError(f"--table answers {', '.join(TABLE_ANALYSES)}; {name} reads captures")
    if opts["capture"] or opts["interface"]:
        raise click.UsageError("--table reads the table; give no CAPTURE or --interface")
    bulk = _bulk()
    from kafkasniff.bulk import table_analyses

    spark = bulk.spark_session(opts["master"])
    rows = getattr(table_analyses, f"{name}_rows")(spark, opts["table_dir"])
    _print_analysis(sections(_Rows(rows)), opts["as_json"])


def _bulk() -> Any:
    """The Spark side, or a one-line error saying how to install it."""
    try:
        import pyarrow  # noqa: F401
        import pyspark  # noqa: F401
    except ImportError:
        from kafkasniff.bulk import INSTALL_HINT

        raise CaptureError(INSTALL_HINT) from None
    from kafkasniff.bulk import session

    return session


@main.command(epilog=EPILOG)
@click.argument("captures", nargs=-1, required=True)
@click.option("--out", required=True, help="Directory for the Parquet tables (exchanges/, records/).")
@click.option("--records", is_flag=True, help="Also write a records table (one row per record).")
@click.option("--master", help="Spark master URL (default: embedded local[*]; spark-submit's when launched by it).")
@click.option("--partitions", type=click.IntRange(1), help="Connection partitions for stage 2 (default: parallelism).")
@click.option("--port", "ports", multiple=True, type=click.IntRange(1, 65535), help="Extra Kafka port.")
@click.option("-q", "--quiet", is_flag=True, help="No summary on stderr.")
def index(captures: tuple[str, ...], out: str, records: bool, master: str | None, partitions: int | None,
          ports: tuple[int, ...], quiet: bool) -> None:  # fmt: skip
    """Decode many (rotated) captures on Spark into Parquet tables of exchanges (and records).

    CAPTURES are files, directories (every capture inside) and globs: pcap, pcapng, gzipped,
    tcpdump -C/-G rotations (x.pcap, x.pcap1, ...). Connections that cross file boundaries come
    out whole. Tables are partitioned by hour; the schema is in the README.

    \b
    Examples:
      kafkasniff index /captures/broker-*/ --out /data/kafkasniff
      kafkasniff index 'rotated.pcap*' --out table --records --master spark://host:7077
      kafkasniff stats --table /data/kafkasniff
    """

    def run() -> None:
        bulk = _bulk()
        from kafkasniff.bulk.index_job import expand_inputs, run_index

        files = expand_inputs(captures)
        if not files:
            raise CaptureError("no capture files found in " + " ".join(captures))
        missing = [f for f in files if not os.path.isfile(f)]
        if missing:
            raise CaptureError(f"{missing[0]}: No such file")
        spark = bulk.spark_session(master)
        result = run_index(spark, files, out, records, frozenset(ports), partitions)
        if not quiet:
            extra = f", {result.records} records" if result.records is not None else ""
            click.echo(f"indexed {result.files} files: {result.exchanges} exchanges{extra} -> {out}", err=True)

    _guarded(run)


def _print_analysis(sections: list[tuple[str, Any, list]], as_json: bool) -> None:
    from kafkasniff.rendering import tables

    if as_json:
        for _, _, rows in sections:
            sys.stdout.write(tables.ndjson(rows))
        return
    console = _console()
    for title, columns, rows in sections:
        console.print(tables.table(title, columns, rows))


def _register_analyses() -> None:
    from kafkasniff.analyses import commits, groups, stats, topology, txn

    def by_kind(analysis: stats.StatsAnalysis) -> list[tuple[str, Any, list]]:
        rows = analysis.rows()
        kinds = (("api", "Latency and volume per api (MongoDB: per command)", stats.API_COLUMNS),
                 ("error", "Errors by api and code", stats.ERROR_COLUMNS),
                 ("partition", "Records and bytes per topic/partition", stats.PARTITION_COLUMNS),
                 ("client", "Per client id", stats.CLIENT_COLUMNS))  # fmt: skip
        return [(title, cols, [r for r in rows if r["kind"] == kind]) for kind, title, cols in kinds]

    _analysis_command("commits", commits.CommitsAnalysis,
                      lambda a: [("Offset commits per group/topic/partition", commits.COLUMNS, a.rows())],
                      """Offset commits per group/topic/partition and whether they advance.

    Verdicts: advancing, stuck (fetches move, commits do not), regressed (a commit below an
    earlier successful one), competing (two connections or members with commits in flight at
    once), failing (commits answered with errors), idle (no successful commit).

    \b
    Examples:
      kafkasniff commits samples/stale-commit.pcap
      kafkasniff commits capture.pcap --json | jq 'select(.verdict != "advancing")'""")  # fmt: skip
    _analysis_command("stats", stats.StatsAnalysis, by_kind,
                      """Latency percentiles and counts per api, errors, records and bytes per
    topic/partition, throttling, per client id. MongoDB exchanges count per command.

    \b
    Examples:
      kafkasniff stats samples/mixed-load.pcap
      kafkasniff stats samples/mongo-crud.pcap
      kafkasniff stats capture.pcap --json | jq 'select(.kind == "api")'""",
                      frozenset({"kafka", "mongo"}))  # fmt: skip
    _analysis_command("groups", groups.GroupsAnalysis,
                      lambda a: [("Consumer group generations", groups.COLUMNS, a.rows())],
                      """Consumer groups: generations, members, leaders, decoded assignments,
    rebalance durations, and the JoinGroup/SyncGroup/Heartbeat/LeaveGroup timeline (--json).

    \b
    Examples:
      kafkasniff groups samples/mixed-load.pcap""")  # fmt: skip
    _analysis_command("txn", txn.TxnAnalysis, lambda a: [("Transactions", txn.COLUMNS, a.rows())],
                      """Transactions per transactional id, producer id and epoch: partitions,
    offsets committed, records, commit or abort, control markers seen, duration, still open.

    \b
    Examples:
      kafkasniff txn samples/mock-txn.pcap""")  # fmt: skip
    _analysis_command("topology", topology.TopologyAnalysis,
                      lambda a: [("Clients and topics", topology.COLUMNS, a.rows())],
                      """Which client (client id, address) produces to and consumes from which topic.

    \b
    Examples:
      kafkasniff topology samples/mixed-load.pcap""")  # fmt: skip


_register_analyses()


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
