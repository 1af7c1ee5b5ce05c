"""`kafkasniff report`: a capture's analyses as one self-contained HTML file."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from kafkasniff.cli.options import dissect_options, filter_options, input_options, make_filters
from kafkasniff.cli.source import Items, Source
from kafkasniff.cli.status import EPILOG, finish, guarded
from kafkasniff.model import DecodedExchange


@click.command(epilog=EPILOG)
@input_options
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False, writable=True),
              help="The HTML file to write.")  # fmt: skip
@click.option("--title", help="The report's title (default: the capture's name).")
@filter_options
def report(**opts: Any) -> None:
    """Write one HTML file of pictures and tables that opens offline: per group and partition
    the committed offset against what the group consumed, each commit marked by who sent it;
    latency (p50/p99) and request and error rates over time per api; the rebalance and
    transaction timelines; and the tables of commits, groups, txn, stats and topology.

    \b
    Examples:
      kafkasniff report samples/sarama-stale-commit.pcap -o report.html
      kafkasniff report capture.pcap --group billing -o billing.html"""
    if opts["write_path"] and not opts["interface"]:
        raise click.UsageError("-w with a capture file saves what `show` prints; report saves a live tap only")
    filters = make_filters(opts)
    source = Source.from_options(opts, dissect_options(opts, records=True, render_bytes=len))
    title = opts["title"] or ", ".join(opts["capture"] or opts["read_files"] or [opts["interface"] or "stdin"])
    finish(guarded(lambda: write_report(source, filters, Path(opts["output"]), title)))


def write_report(source: Source, filters: Any, output: Path, title: str) -> None:
    from kafkasniff.rendering.report import ReportAnalyses, render

    analyses = ReportAnalyses()
    keep = filters if filters is not None and filters.active else None

    def consume(items: Items) -> None:
        for item in items:
            if not isinstance(item, DecodedExchange):
                source.notice(item)
            elif keep is None or keep(item):
                analyses.feed(item)

    source.run(consume)
    document = render(analyses, title)
    output.write_text(document, encoding="utf-8")
    print(f"wrote {output} ({len(document) >> 10} KiB)", file=sys.stderr)


# -o is the report's output here, as in the other tools that write one file; tshark's `-o
# tls.keylog_file:` preference is --keylog for this command
report.params = [p for p in report.params if p.name != "preferences"]
