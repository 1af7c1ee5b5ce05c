"""The analysis commands (commits, stats, groups, txn, topology): one declaration each, made into
click commands by one function, from a capture, a live tap or a Spark table."""

from __future__ import annotations

import contextlib
import math
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import click

from kafkasniff import analyses
from kafkasniff.analyses import commits, groups, stats, topology, txn
from kafkasniff.analyses.history import LIVE_HISTORY
from kafkasniff.analyses.latencies import LATENCY_LIMIT
from kafkasniff.analyses.rolling import RollingAnalysis
from kafkasniff.bulk import table_analyses
from kafkasniff.cli.nothing_matched import unmatched
from kafkasniff.cli.options import TAP_WRITE_HELP, dissect_options, filter_options, input_options_for, make_filters
from kafkasniff.cli.output import Section, print_sections
from kafkasniff.cli.rolling import Ticker, forget_after_option, print_snapshot
from kafkasniff.cli.source import Items, Source, given, streamed
from kafkasniff.cli.status import EPILOG, InputError, Interrupted, finish, guarded
from kafkasniff.cli.table import answer_from_table, check_table_options
from kafkasniff.dissectors.kafka.vocabulary import PROTOCOL as KAFKA_PROTOCOL
from kafkasniff.dissectors.registry import DECLARATIONS
from kafkasniff.model import DecodedExchange
from kafkasniff.rendering import group_columns, txn_columns
from kafkasniff.select.filters import Filters

ANALYSIS_HELP = """\b
Input: CAPTURE (pcap/pcapng/gz, '-' for stdin) or -i IFACE for a live tap (results when it
stops: Ctrl-C or --duration; while it runs every --interval SECONDS and on SIGUSR1).
Output: a table, or with --json one JSON object per line."""
KAFKA = frozenset({KAFKA_PROTOCOL})
# What --table still means something with: the analysis's own options, and -q (there is no summary)
TABLE_OPTIONS = frozenset({"as_json", "table_dir", "master", "quiet", "capture", "interface"})
# An analysis's rows from a `kafkasniff index` table: (Spark session, table directory) -> rows
TableAnswer = Callable[[Any, str], list[dict[str, Any]]]


@dataclass(frozen=True)
class Analysis:
    name: str
    factory: Callable[[], Any]  # a fresh analysis: feed(DecodedExchange), rows()
    sections: Callable[[Any], list[Section]]  # its tables, from its rows()
    doc: str
    protocols: frozenset[str] = KAFKA  # the exchanges it reads
    table: TableAnswer | None = None  # its answer from a `kafkasniff index` table, if it has one
    # filter options that select the answer's rows (row key -> option) instead of the exchanges it
    # reads: a group's commits are judged against Fetches, which name no group
    row_filters: tuple[tuple[str, str], ...] = ()
    options: tuple[Callable[[Any], Any], ...] = ()  # click options of its own
    # prints the answer its own way when its options ask (True), instead of the tables
    present: Callable[[Any, dict[str, Any]], bool] | None = None
    # a fresh analysis for a run of days (--interval): its state held within bounds
    rolling_factory: Callable[[], Any] | None = None


class TableRows:
    """Rows computed by Spark, presented like an analysis."""

    def __init__(self, rows: list[dict[str, Any]]) -> None:
        self._rows = rows

    def rows(self) -> list[dict[str, Any]]:
        return self._rows


def stats_sections(analysis: Any) -> list[Section]:
    rows = analysis.rows()
    kinds = (("api", "Latency and volume per api (MongoDB: per command)", stats.API_COLUMNS),
             ("error", "Errors by api and code", stats.ERROR_COLUMNS),
             ("partition", "Records and bytes per topic/partition", stats.PARTITION_COLUMNS),
             ("client", "Per client id", stats.CLIENT_COLUMNS))  # fmt: skip
    return [(title, cols, [r for r in rows if r["kind"] == kind]) for kind, title, cols in kinds]


def commits_sections(analysis: Any) -> list[Section]:
    rows = analysis.rows()
    title = "Offset commits per group/topic/partition" + (
        f" (lag status: {commits.group_statuses(rows)})" if rows else ""
    )
    return [(title, commits.COLUMNS, rows)]


def txn_sections(analysis: Any) -> list[Section]:
    rows = analysis.rows()
    return [("Transactions", txn_columns.columns(rows), rows)]


def partition_option(value: str | None) -> tuple[str, int] | None:
    if value is None:
        return None
    topic, _, number = value.rpartition("/")
    if not topic or not number.isdigit():
        raise click.BadParameter(f"{value!r}: give TOPIC/PARTITION, e.g. orders/3")
    return topic, int(number)


COMMIT_OPTIONS = (
    click.option("--partition", "partition", callback=lambda ctx, param, v: partition_option(v), metavar="TOPIC/P",
                 help="Only this partition's rows (of every group, or those --group names)."),
    click.option("--plot", is_flag=True, help="With --partition: its commit timeline drawn in the terminal."),
)  # fmt: skip


def present_commits(analysis: Any, opts: dict[str, Any]) -> bool:
    """--partition T/P --plot: the partition's commit timeline per group, drawn."""
    if not opts.get("plot"):
        return False
    from kafkasniff.rendering.terminal_plot import commit_plot

    topic, partition = opts["partition"]
    groups = set(opts.get("groups") or ())
    keys = [k for k in analysis.partition_keys() if k[1:] == (topic, partition) and (not groups or k[0] in groups)]
    if not keys:
        raise click.ClickException(f"no offsets of {topic}/{partition} in this capture")
    rows = {(r["group"], r["topic"], r["partition"]): r for r in analysis.rows()}
    width = max(40, min(shutil.get_terminal_size().columns - 12, 160))
    for key in keys:
        row = rows[key]
        title = f"{key[0]} {topic}/{partition}: {row['state']}, {commits.verdict_names(row)}"
        click.echo(commit_plot(title, analysis.timeline(key), width=width) + "\n")
    return True


ANALYSES = (
    Analysis("commits", commits.CommitsAnalysis,
             commits_sections,
             """Offset commits per group/topic/partition and whether they advance.

    Verdicts: advancing, stuck (fetches move, commits do not), regressed (a commit below an
    earlier successful one), competing (two connections or members with commits in flight at
    once), failing (commits answered with errors), idle (no successful commit).

    \b
    Examples:
      kafkasniff commits samples/stale-commit.pcap
      kafkasniff commits capture.pcap --json | jq 'select(any(.verdicts[]; .verdict != "advancing"))'""",
             table=table_analyses.commits_rows, row_filters=(("group", "groups"), ("topic", "topics")),
             rolling_factory=lambda: commits.CommitsAnalysis(LIVE_HISTORY),
             options=COMMIT_OPTIONS,
             present=present_commits),
    Analysis("stats", stats.StatsAnalysis, stats_sections,
             """Latency percentiles and counts per api, errors, records and bytes per
    topic/partition, throttling, per client id. MongoDB exchanges count per command.

    \b
    Examples:
      kafkasniff stats samples/mixed-load.pcap
      kafkasniff stats samples/mongo-crud.pcap
      kafkasniff stats capture.pcap --json | jq 'select(.kind == "api")'""",
             frozenset(d.name for d in DECLARATIONS), table=table_analyses.stats_rows,
             rolling_factory=lambda: stats.StatsAnalysis(LATENCY_LIMIT)),
    Analysis("groups", groups.GroupsAnalysis,
             lambda a: [("Consumer group generations and group epochs", group_columns.COLUMNS, a.rows())],
             """Consumer groups: generations, members, leaders, decoded assignments,
    rebalance durations, and the JoinGroup/SyncGroup/Heartbeat/LeaveGroup timeline (--json).

    \b
    Examples:
      kafkasniff groups samples/mixed-load.pcap""", row_filters=(("group", "groups"),),
             table=table_analyses.groups_rows, rolling_factory=lambda: groups.GroupsAnalysis(LIVE_HISTORY)),
    Analysis("txn", txn.TxnAnalysis, txn_sections,
             """Transactions per transactional id, producer id and epoch: partitions,
    offsets committed, records, commit or abort, control markers seen, duration, still open.

    \b
    Examples:
      kafkasniff txn samples/mock-txn.pcap""", table=table_analyses.txn_rows,
             rolling_factory=lambda: txn.TxnAnalysis(LIVE_HISTORY)),
    Analysis("topology", topology.TopologyAnalysis,
             lambda a: [("Clients and topics", topology.COLUMNS, a.rows())],
             """Which client (client id, address) produces to and consumes from which topic.

    \b
    Examples:
      kafkasniff topology samples/mixed-load.pcap""",
             table=table_analyses.topology_rows),
)  # fmt: skip
TABLE_ANALYSES = tuple(a.name for a in ANALYSES if a.table is not None)


def command(spec: Analysis) -> click.Command:
    """The click command for one analysis."""

    @click.command(name=spec.name, help=spec.doc + "\n\n" + ANALYSIS_HELP, epilog=EPILOG)
    @input_options_for(TAP_WRITE_HELP)
    @click.option("--json", "as_json", is_flag=True, help="One JSON object per line instead of tables.")
    @click.option("--table", "table_dir", help="Answer from a Parquet table made by `kafkasniff index` (Spark).")
    @click.option("--master", help="With --table: the Spark master (default: embedded local[*]).")
    @click.option(
        "--interval",
        type=click.FloatRange(min=0, min_open=True),
        metavar="SECONDS",
        help="A live tap or stdin: the answer every SECONDS, over the run so far and over the "
        "last interval (SIGUSR1 asks for one at any time).",
    )
    @forget_after_option(
        "With --interval: what no exchange touched for SECONDS (a partition, group, client...) "
        "leaves the run's answer, counted, so a tap can run for days."
    )
    @filter_options
    def run_command(**opts: Any) -> None:
        if opts.get("plot") and not opts.get("partition"):
            raise click.UsageError("--plot draws one partition: give --partition TOPIC/P")
        if opts["table_dir"] and opts.get("plot"):
            raise click.UsageError("--plot reads a capture (its commits' times), not --table")
        if opts["table_dir"]:
            answer = table_answer(spec, opts)
            finish(guarded(lambda: from_table(spec, answer, opts)))
            return
        if opts["master"]:
            raise click.UsageError("--master is the Spark master of --table; a capture is read without Spark")
        check_interval_options(opts)
        if opts["write_path"] and not opts["interface"]:
            raise click.UsageError("-w with a capture file saves what `show` prints; an analysis saves a live tap only")
        rows = RowFilters({key: set(opts[option]) for key, option in spec.row_filters if opts[option]},
                          opts.get("partition"))  # fmt: skip
        filters = make_filters({**opts, **{option: () for _, option in spec.row_filters}})
        filters.watch_values()  # a value no exchange had is named, with the nearest ones
        source = Source.from_options(opts, dissect_options(opts, **analyses.DECODE))
        own = spec.present
        present = (lambda analysis: own(analysis, opts)) if own is not None else None
        pace = Pace.of(opts) if streamed(opts) else None
        finish(guarded(lambda: from_source(spec, source, opts["as_json"], filters, rows, present, pace)))

    for option in reversed(spec.options):
        run_command = option(run_command)
    return run_command


@dataclass(frozen=True)
class RowFilters:
    """What selects an answer's rows: row key -> values (--group, --topic where the analysis
    reads them as rows), and the one --partition TOPIC/P."""

    values: dict[str, set[Any]]
    partition: tuple[str, int] | None = None

    def by_key(self) -> dict[str, set[Any]]:
        if self.partition is None:
            return self.values
        topic, number = self.partition
        return {**self.values, "topic": {topic}, "partition": {number}}


@dataclass(frozen=True)
class Pace:
    """How an analysis answers while its input runs (a live tap, stdin): every `interval`
    seconds (None: on SIGUSR1 only), keys idle for `forget_after` intervals dropped (None: kept)."""

    interval: float | None
    forget_after: int | None

    @classmethod
    def of(cls, opts: dict[str, Any]) -> Pace:
        interval = opts["interval"]
        return cls(interval, None if interval is None else max(1, math.ceil(opts["forget_after"] / interval)))


def check_interval_options(opts: dict[str, Any]) -> None:
    if opts["interval"] is None:
        if given("forget_after"):
            raise click.UsageError("--forget-after ages a run answered every --interval: give --interval too")
        return
    if not streamed(opts):
        raise click.UsageError("--interval answers while the input runs: a live tap (-i) or a capture on stdin ('-')")
    if opts.get("plot"):
        raise click.UsageError("--plot draws the timeline of a whole run: not with --interval")


def from_source(spec: Analysis, source: Source, as_json: bool, filters: Filters | None = None,
                rows: RowFilters | None = None,
                present: Callable[[Any], bool] | None = None, pace: Pace | None = None) -> None:  # fmt: skip
    """The analysis of the exchanges the filters keep (the same filters as `show`'s), its rows
    those `rows` selects, if any: a value that selects none is an InputError naming the
    nearest values the answer has. With a `pace`, snapshots while the input runs
    (cli/rolling.py), and the final answer is one more."""
    wanted = rows.by_key() if rows is not None else {}
    rolling = Rolling(spec, pace, as_json, wanted) if pace is not None else None
    analysis = rolling.analysis.run if rolling is not None else spec.factory()
    feed = rolling.analysis.feed if rolling is not None else analysis.feed
    keep = filters if filters is not None and filters.active else None

    def consume(items: Items) -> None:
        try:
            for item in items:
                if not isinstance(item, DecodedExchange):
                    source.notice(item)
                elif item.exchange.conn.protocol in spec.protocols and (keep is None or keep(item)):
                    feed(item)
        finally:
            if keep is not None:
                source.counters.exchanges_matched = keep.matched

    try:
        with rolling.ticking() if rolling is not None else contextlib.nullcontext():
            source.run(consume)
    except Interrupted:  # Ctrl-C: the answer for what was read until then, then status 130
        answer_at_end(spec, analysis, rolling, as_json, wanted)
        raise
    if keep is not None and keep.values is not None and (message := keep.values.unmatched("this capture")):
        raise InputError(message)
    sections = spec.sections(analysis)
    if rows is not None and (message := unmatched_rows(spec.name, sections, rows)) is not None:
        raise InputError(message)
    if rolling is not None and rolling.printed:
        rolling.print(final=True)
    elif present is None or not present(analysis):
        print_sections(selected(sections, wanted), as_json)


def answer_at_end(spec: Analysis, analysis: Any, rolling: Rolling | None, as_json: bool,
                  wanted: dict[str, set[Any]]) -> None:  # fmt: skip
    if rolling is not None and rolling.printed:
        rolling.print(final=True)
    else:
        print_sections(selected(spec.sections(analysis), wanted), as_json)


class Rolling:
    """An analysis answered while its input runs, and whether a snapshot was printed yet (the
    final answer is then one more, in the same form)."""

    def __init__(self, spec: Analysis, pace: Pace, as_json: bool, wanted: dict[str, set[Any]]) -> None:
        self.analysis = RollingAnalysis(spec.rolling_factory or spec.factory, pace.forget_after)
        # with --interval every answer is a snapshot, the last one too, even before the first tick
        self.pace, self.as_json, self.printed = pace, as_json, pace.interval is not None
        self._answer = lambda analysis: selected(spec.sections(analysis), wanted)

    def ticking(self) -> Ticker:
        return Ticker(self.pace.interval, self.print)

    def print(self, final: bool = False) -> None:
        print_snapshot(self.analysis.snapshot(self._answer, final), self.as_json, self.pace.interval)
        self.printed = True


def unmatched_rows(name: str, sections: list[Section], rows: RowFilters) -> str | None:
    every = [row for _, _, found in sections for row in found]
    return unmatched(every, rows.values, rows.partition, f"this capture's {name}")


def selected(sections: list[Section], rows: dict[str, set[Any]] | None) -> list[Section]:
    if not rows:
        return sections
    return [(title, columns, [r for r in found if all(r.get(k) in v for k, v in rows.items())])
            for title, columns, found in sections]  # fmt: skip


def table_answer(spec: Analysis, opts: dict[str, Any]) -> TableAnswer:
    """How the analysis answers from a table, once the options are checked for --table."""
    if spec.table is None:
        raise click.UsageError(f"--table answers {', '.join(TABLE_ANALYSES)}; {spec.name} reads captures")
    check_table_options(opts, TABLE_OPTIONS)
    return spec.table


def from_table(spec: Analysis, answer: TableAnswer, opts: dict[str, Any]) -> None:
    rows = answer_from_table(opts["table_dir"], opts["master"], lambda spark: answer(spark, opts["table_dir"]))
    print_sections(spec.sections(TableRows(rows)), opts["as_json"])
