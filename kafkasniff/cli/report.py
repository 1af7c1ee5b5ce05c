"""`kafkasniff report`: a capture's analyses as one self-contained HTML file."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from kafkasniff.analyses import DECODE
from kafkasniff.cli.options import TAP_WRITE_HELP, dissect_options, filter_options, input_options_for, make_filters
from kafkasniff.cli.source import Items, Source
from kafkasniff.cli.status import EPILOG, finish, guarded
from kafkasniff.cli.table import answer_from_table, check_table_options
from kafkasniff.model import DecodedExchange


@click.command(epilog=EPILOG)
@input_options_for(TAP_WRITE_HELP)
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False, writable=True),
              help="The HTML file to write.")  # fmt: skip
@click.option("--title", help="The report's title (default: the capture's name).")
@click.option("--table", "table_dir", help="Draw from a Parquet table `kafkasniff index` made (Spark), not a capture.")
@click.option("--master", help="With --table: the Spark master (default: embedded local[*]).")
@filter_options
def report(**opts: Any) -> None:
    """Write one HTML file of pictures and tables that opens offline: per group and partition
    the committed offset against what the group consumed, each commit marked by who sent it;
    latency (p50/p99) and request and error rates over time per api; the rebalance and
    transaction timelines; and the tables of commits, groups, txn, stats and topology.

    \b
    Examples:
      kafkasniff report samples/sarama-stale-commit.pcap -o report.html
      kafkasniff report capture.pcap --group billing -o billing.html
      kafkasniff report --table /data/kafka-index -o week.html"""
    if opts["table_dir"]:
        check_table_options(opts, TABLE_REPORT_OPTIONS)
        title = opts["title"] or opts["table_dir"]
        finish(guarded(lambda: write_table_report(opts["table_dir"], opts["master"], Path(opts["output"]), title)))
        return
    if opts["master"]:
        raise click.UsageError("--master is the Spark master of --table; a capture is read without Spark")
    if opts["write_path"] and not opts["interface"]:
        raise click.UsageError("-w with a capture file saves what `show` prints; report saves a live tap only")
    filters = make_filters(opts)
    source = Source.from_options(opts, dissect_options(opts, **DECODE))
    title = opts["title"] or ", ".join(opts["capture"] or opts["read_files"] or [opts["interface"] or "stdin"])
    finish(guarded(lambda: write_report(source, filters, Path(opts["output"]), title)))


TABLE_REPORT_OPTIONS = frozenset({"output", "title", "table_dir", "master", "capture", "interface"})


def write_table_report(table: str, master: str | None, output: Path, title: str) -> None:
    from kafkasniff.bulk.table_analyses import report_data
    from kafkasniff.rendering.report import render

    _write(output, answer_from_table(table, master, lambda spark: render(report_data(spark, table), title)))


def write_report(source: Source, filters: Any, output: Path, title: str) -> None:
    from kafkasniff.analyses.report_data import ReportAnalyses
    from kafkasniff.rendering.report import render

    analyses = ReportAnalyses()
    keep = filters if filters is not None and filters.active else None

    def consume(items: Items) -> None:
        for item in items:
            if not isinstance(item, DecodedExchange):
                source.notice(item)
            elif keep is None or keep(item):
                analyses.feed(item)

    source.run(consume)
    _write(output, render(analyses.data(), title))


def _write(output: Path, document: str) -> None:
    output.write_text(document, encoding="utf-8")
    print(f"wrote {output} ({len(document) >> 10} KiB)", file=sys.stderr)


# -o is the report's output here, as in the other tools that write one file; tshark's `-o
# tls.keylog_file:` preference is --keylog for this command
report.params = [p for p in report.params if p.name != "preferences"]
