"""`kafkasniff [show] CAPTURE`: one line, NDJSON or a tree per exchange."""

from __future__ import annotations

import multiprocessing
import sys
from collections.abc import Iterator
from typing import Any

import click

from kafkasniff.cli.options import dissect_options, input_options, show_options
from kafkasniff.cli.output import emitter, plain_text
from kafkasniff.cli.source import ShownItems, Source, flag, given
from kafkasniff.cli.status import EPILOG, finish, guarded
from kafkasniff.filters import FilterError, Filters
from kafkasniff.model import DecodedExchange, Notice
from kafkasniff.rendering import lines, ndjson, tree
from kafkasniff.rendering.values import value_renderer
from kafkasniff.split_process import Render, Rendered

BODY_OPTIONS = ("records", "values", "max_value_len", "show_secrets")  # how --json and -V show bodies


@click.command(epilog=EPILOG)
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
    check_view_options(opts)
    render_bytes = value_renderer(opts["values"], opts["max_value_len"])
    one_line = not (opts["as_json"] or opts["tree"] or opts["show_hex"])  # the summary is all it shows
    options = dissect_options(opts, render_bytes=render_bytes, records=opts["records"], redact=opts["redact"],
                              show_secrets=opts["show_secrets"], summary_only=one_line,
                              trees=opts["tree"] or opts["show_hex"],
                              view_cost=tree.VIEW_COST if opts["tree"] or opts["show_hex"] else 1)  # fmt: skip
    filters = make_filters(opts)
    source = Source.from_options(opts, options)
    if (opts["jobs"] or 1) > 1:
        if source.live or opts["capture"] == "-" or opts["tree"] or opts["show_hex"]:
            raise click.UsageError("-j works on capture files with the line and --json views")
        finish(guarded(lambda: show_parallel(opts, source, filters)))
        return
    render = shared_view(opts, filters)
    finish(guarded(lambda: source.run_shown(lambda items: show_items(opts, source, filters, items), render)))


def check_view_options(opts: dict[str, Any]) -> None:
    """Refuse, with one line and status 2, view options that would be silently ignored."""
    if opts["as_json"] and opts["tree"]:
        raise click.UsageError("-V/--tree and --json are two views of the exchanges: choose one")
    if opts["as_json"] and opts["show_hex"]:
        raise click.UsageError("-x/--hex adds the frame bytes to the tree view (-V); --json has no place for them")
    if opts["json_summary"] and not opts["as_json"]:
        raise click.UsageError("--json-summary ends the --json output; without --json the summary is on stderr")
    if not (opts["as_json"] or opts["tree"] or opts["show_hex"]):
        for name in BODY_OPTIONS:  # (--redact is kept: a line never shows what it hides)
            if given(name):
                raise click.UsageError(f"{flag(name)} is about decoded bodies, which the line view does not show; "
                                       "add --json or -V")  # fmt: skip


def make_filters(opts: dict[str, Any]) -> Filters:
    try:
        return Filters(
            apis=opts["apis"], topics=opts["topics"], groups=opts["groups"], client_ids=opts["client_ids"],
            collections=opts["collections"], errors_only=opts["errors_only"], conns=opts["conns"],
            since=opts["since"], until=opts["until"], min_latency_ms=opts["min_latency"],
        )  # fmt: skip
    except FilterError as exc:
        raise click.BadParameter(str(exc)) from None


def shared_view(opts: dict[str, Any], filters: Filters) -> Render | None:
    """The view as plain text per exchange (filters applied) when another process may render
    some of them: lines or NDJSON, not to a terminal (rich lines) and not live."""
    text = None if opts["interface"] else plain_text(opts, sys.stdout)
    if text is None:
        return None
    return lambda item: text(item) if filters(item) else None


def show_items(opts: dict[str, Any], source: Source, filters: Filters, items: ShownItems) -> None:
    emit = emitter(opts, sys.stdout, live=source.live)
    limit, shown = opts["count"], 0
    for item in filters.apply(items):
        if isinstance(item, Notice):
            source.notice(item)
            continue
        if isinstance(item, Rendered) and item.text is None:
            continue  # decoded by the reading process, and not shown
        if limit is not None and shown >= limit:
            if not source.stop_early():
                break
            continue
        if isinstance(item, DecodedExchange):
            emit(item)
        elif isinstance(item, Rendered):
            sys.stdout.write(f"{item.text}\n")
        shown += 1


def show_parallel(opts: dict[str, Any], source: Source, filters: Filters) -> None:
    """-j N: connections spread over N processes, output in capture order."""
    from kafkasniff.parallel import run_parallel

    render_line = ndjson.render if opts["as_json"] else lines.render

    def render(item: DecodedExchange | Notice) -> str | None:
        return render_line(item) if isinstance(item, DecodedExchange) else None

    def keep(item: DecodedExchange | Notice) -> bool:
        return isinstance(item, DecodedExchange) and filters(item)

    results = run_parallel(opts["capture"], opts["jobs"], source.options, keep, render, source.counters)
    try:
        for shown, text in enumerate(results):
            if opts["count"] is not None and shown >= opts["count"]:
                continue  # let the workers finish so the summary is whole
            sys.stdout.write(text + "\n")
    except BaseException:  # the output stopped early: its reader went away (`| head`), or Ctrl-C
        end_workers(results)
        raise
    source.finish()


def end_workers(results: Iterator[str]) -> None:
    """End -j's workers before `run_parallel` waits for them: a worker whose pipe is full waits
    for a reader that is gone, and the command would never end."""
    for worker in multiprocessing.active_children():  # this command's only children are its workers
        worker.terminate()
    close = getattr(results, "close", None)
    if close is not None:
        close()
