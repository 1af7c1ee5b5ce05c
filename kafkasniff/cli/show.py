"""`kafkasniff [show] CAPTURE`: one line, NDJSON or a tree per exchange."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, TypeVar

import click

from kafkasniff.capture.file_sets import first_timestamp
from kafkasniff.capture.pcap import CaptureError
from kafkasniff.cli.options import dissect_options, filter_options, input_options, make_filters, show_options
from kafkasniff.cli.output import block_buffered, emitter, plain_text
from kafkasniff.cli.source import ShownItems, Source, flag, given
from kafkasniff.cli.status import EPILOG, finish, guarded
from kafkasniff.model import DecodedExchange, Notice
from kafkasniff.pipeline.ordering import OrderStats, in_request_order, request_time, seen_time
from kafkasniff.pipeline.split_process import Render, Rendered
from kafkasniff.rendering import lines
from kafkasniff.rendering.clock import DEFAULT_TIME_FORMAT, time_format
from kafkasniff.rendering.values import value_renderer
from kafkasniff.select.filters import FilterError, Filters

if TYPE_CHECKING:
    from kafkasniff.select.extract import PacketSelection

Shown = DecodedExchange | Notice | Rendered
HELD_AS_TEXT = 10_000  # lines request-time order may hold, as their texts
# ... and the memory those texts may take: --json --records lines run to megabytes, so a count alone
# would let a busy second of them hold hundreds (16 MB: more than the bench captures' records hold
# in the window, so their order is whole, and a peak RSS under 100 MB at 5 GB)
HELD_TEXT_BYTES = 16 << 20
T = TypeVar("T")
BODY_OPTIONS = ("records", "values", "max_value_len", "show_secrets")  # how --json and -V show bodies


@click.command(epilog=EPILOG)
@input_options
@show_options
@filter_options
def show(**opts: Any) -> None:
    """Decode CAPTURE (pcap or pcapng, optionally gzipped; '-' for stdin) or a live interface.

    \b
    Examples:
      kafkasniff samples/confluent.pcap
      kafkasniff samples/confluent.pcap --api OffsetCommit --group audit
      kafkasniff samples/confluent.pcap --min-latency 100
      kafkasniff samples/confluent.pcap --errors
      kafkasniff -r samples/confluent.pcap -Y 'api == OffsetCommit && latency_ms > 100 || errors'
      kafkasniff samples/confluent.pcap -T fields -e frame -e api -e latency_ms
      kafkasniff samples/codecs.pcap --json --records --values=json | jq .
      kafkasniff -V -x samples/kafka-python-v2.5.pcap --api SyncGroup
      kafkasniff 'rotated.pcap*' --group audit -w audit.pcap
      kafkasniff samples/mongo-crud.pcap --collection shop.orders --errors
      sudo kafkasniff -i lo -f 'tcp port 9092' -w out.pcap --duration 60
    """
    take_output_format(opts)
    check_view_options(opts)
    render_bytes = value_renderer(opts["values"], opts["max_value_len"])
    one_line = not (opts["as_json"] or opts["tree"] or opts["show_hex"])  # the summary is all it shows
    trees = opts["tree"] or opts["show_hex"]
    options = dissect_options(opts, render_bytes=render_bytes, records=opts["records"], redact=opts["redact"],
                              show_secrets=opts["show_secrets"], summary_only=one_line, trees=trees,
                              view_cost=tree_view_cost() if trees else 1,
                              batch_headers=watched(opts))  # fmt: skip
    filters = make_filters(opts)
    source = Source.from_options(opts, options)
    resolve_times(filters, source)
    block_buffered(sys.stdout, source.live or "-" in opts["capture"])  # stdin may be a live pipe
    if (opts["jobs"] or 1) > 1:
        if source.live or opts["capture"] == ("-",) or opts["tree"] or opts["show_hex"] or opts["write_path"]:
            raise click.UsageError("-j works on capture files with the line, -T fields and --json views, without -w")
        finish(guarded(lambda: show_parallel(opts, source, filters)))
        return
    view = ShownView(opts, source, filters)
    render = None if view.selection is not None else shared_view(opts, filters)
    finish(guarded(lambda: view.run(render)))


def watched(opts: dict[str, Any]) -> bool:
    """Whether metrics or events read the exchanges too: they count records and deliveries from
    the record batches' headers, so the decode reads those (and --json shows them)."""
    return bool(opts["metrics"] or opts["events_path"] or (opts["interface"] and not opts["quiet"]))


def tree_view_cost() -> int:
    from kafkasniff.rendering.tree import VIEW_COST  # (the views' modules load for the view asked)

    return VIEW_COST


def take_output_format(opts: dict[str, Any]) -> None:
    """tshark's -T: json and ek are our NDJSON, fields the -e columns, text the lines."""
    fmt = opts["output_format"]
    if opts["field_names"] and fmt != "fields":
        raise click.UsageError("-e names the columns of -T fields")
    if fmt in ("json", "ek"):
        opts["as_json"] = True
    opts["columns"] = None
    if fmt == "fields":
        if opts["as_json"] or opts["tree"] or opts["show_hex"]:
            raise click.UsageError("-T fields is a view of its own: not with --json, -V or -x")
        from kafkasniff.rendering.fields import field_columns  # with -Y's vocabulary

        try:
            opts["columns"] = field_columns(opts["field_names"])
        except FilterError as exc:
            raise click.UsageError(str(exc)) from None


def resolve_times(filters: Filters, source: Source) -> None:
    """--since/--until times of day on the date of the capture's first packet, before a second
    process starts judging exchanges (each would take the date of the first it judges)."""
    paths = source.opts["capture"]
    if filters.active and paths and paths != ("-",):
        first = first_timestamp(paths)
        if first is not None:
            filters.resolve_times(first)


def check_view_options(opts: dict[str, Any]) -> None:
    """Refuse, with one line and status 2, view options that would be silently ignored."""
    if opts["as_json"] and opts["tree"]:
        raise click.UsageError("-V/--tree and --json are two views of the exchanges: choose one")
    if opts["as_json"] and opts["show_hex"]:
        raise click.UsageError("-x/--hex adds the frame bytes to the tree view (-V); --json has no place for them")
    if given("time_format") and (opts["as_json"] or opts["columns"] is not None):
        raise click.UsageError("-t sets the time column of the lines and trees; --json and -T fields give ts")
    if opts["json_summary"] and not opts["as_json"]:
        raise click.UsageError("--json-summary ends the --json output; without --json the summary is on stderr")
    if not (opts["as_json"] or opts["tree"] or opts["show_hex"]) and opts["columns"] is None:
        for name in BODY_OPTIONS:  # (--redact is kept: a line never shows what it hides)
            if given(name):
                raise click.UsageError(f"{flag(name)} is about decoded bodies, which the line view does not show; "
                                       "add --json or -V")  # fmt: skip


def shared_view(opts: dict[str, Any], filters: Filters) -> Render | None:
    """The view as plain text per exchange (filters applied) when another process may render
    some of them: lines or NDJSON, not to a terminal (rich lines) and not live."""
    text = None if opts["interface"] else plain_text(opts, sys.stdout)
    if text is None:
        return None
    return lambda item: text(item) if filters(item) else None


class ShownView:
    """What `show` does with the exchanges of one process: filters them (counting what matched),
    puts them in request-time order (--order), prints them with the time column asked for (-t),
    remembers the packets of those shown for -w, and stops at -c."""

    def __init__(self, opts: dict[str, Any], source: Source, filters: Filters) -> None:
        self.opts, self.source, self.filters = opts, source, filters
        self.emit = emitter(opts, sys.stdout, live=source.live)
        self.clock = time_format(opts["time_format"]) if opts["time_format"] != DEFAULT_TIME_FORMAT else None
        self.order = OrderStats()
        self.matched_elsewhere = 0  # exchanges the reading process kept (it judged them)
        self.selection = packet_selection() if opts["write_path"] and not source.live else None
        # a plain-text view waiting for request-time order holds each exchange's text only (a
        # decoded exchange holds its frames: a Fetch response may be megabytes)
        text = plain_text(opts, sys.stdout)
        ordered = opts["order"] == "request"
        self.light = text if ordered and text is not None else None

    def run(self, render: Render | None) -> None:
        self.source.run_shown(self.show, render)
        if self.selection is not None:
            self._write()

    def show(self, items: ShownItems) -> None:
        try:
            self._show(items)
        finally:
            if self.filters.active:
                self.source.counters.exchanges_matched = self.filters.matched + self.matched_elsewhere
            if self.order.late:
                self.source.counters.exchanges_late = self.order.late

    def _show(self, items: ShownItems) -> None:
        failure = Failure()
        write, retime = sys.stdout.write, self._retime()  # (per line: looked up once)
        for item in self._ordered(failure.ends(self._limited(self._judged(items)))):
            if isinstance(item, Rendered):  # most lines: rendered already (held for its order, or elsewhere)
                text = item.text or ""
                write(f"{text}\n" if retime is None else f"{lines.retimed(text, retime(item.ts))}\n")
            elif isinstance(item, Notice):
                self.source.notice(item)
            else:
                self.emit(item, self.clock(item.exchange.ts) if self.clock is not None else None)
        failure.raise_it()

    def _retime(self) -> Callable[[int], str] | None:
        """The time column (-t) that a line rendered elsewhere takes here; None: it keeps its own."""
        return self.clock if self.opts["columns"] is None and not self.opts["as_json"] else None

    def _limited(self, items: Iterator[Shown]) -> Iterator[Shown]:
        """-c N: the first N exchanges that match, counted as they complete (before request-time
        order, so that where reading stops does not depend on how long order holds lines)."""
        limit = self.opts["count"]
        return items if limit is None else self._first(items, limit)

    def _first(self, items: Iterator[Shown], limit: int) -> Iterator[Shown]:
        shown = 0
        for item in items:
            if shown >= limit and type(item) is not Notice:
                if not self.source.stop_early():
                    return
                continue  # a live tap drains what it captured
            if type(item) is not Notice:
                shown += 1
            yield item

    def _judged(self, items: ShownItems) -> Iterator[Shown]:
        selection, filters = self.selection, self.filters
        protocols = self.source.options.protocols
        filtered = filters.active
        for item in items:
            if type(item) is Rendered:
                if filtered and item.text is not None:
                    self.matched_elsewhere += 1
                if item.text is not None:
                    yield item
                continue
            if type(item) is DecodedExchange:
                if selection is not None and protocols[item.exchange.conn.protocol].informs_later(item.exchange):
                    selection.add(item.exchange)  # its Metadata names the topics of what is written
                if not filters(item):
                    continue
                if selection is not None:
                    selection.add(item.exchange)  # (-c: those printed; judged before the count)
                if self.light is not None:  # held as its text while it waits for its place
                    yield Rendered(self.light(item), None, request_time(item) or 0, seen_time(item) or 0)
                    continue
            yield item

    def _ordered(self, items: Iterator[Shown]) -> Iterator[Shown]:
        if self.opts["order"] == "arrival" or self.light is None:
            return items  # trees and coloured lines: a decoded exchange is too large to hold (its tree, frames)
        return in_request_order(items, _request_ts, _seen_ts, max_held=HELD_AS_TEXT, stats=self.order,
                                size=_held_size, max_bytes=HELD_TEXT_BYTES)  # fmt: skip

    def _write(self) -> None:
        assert self.selection is not None
        path = self.opts["write_path"]
        try:
            from kafkasniff.select.extract import write_selected

            with open(path, "wb") as out:
                writer = write_selected(self.opts["capture"], self.selection, out)
        except OSError as exc:
            raise CaptureError(f"-w {path}: {exc.strerror or exc}") from None
        if not self.opts["quiet"]:
            left_out = (f" ({writer.fragments_left_out} IP fragments of datagrams never put together left out)"
                        if writer.fragments_left_out else "")  # fmt: skip
            click.echo(f"kafkasniff: wrote {writer.written} packets of {self.selection.exchanges} exchanges "
                       f"to {path}{left_out}", err=True)  # fmt: skip


def packet_selection() -> PacketSelection:
    """What -w writes of a capture file, loaded with -w only (with the pcap writer)."""
    from kafkasniff.select.extract import PacketSelection

    return PacketSelection()


class Failure:
    """An input that fails (a corrupt capture) ends the items quietly, so that what request-time
    order holds is printed first; the failure is raised after it (`raise_it`)."""

    def __init__(self) -> None:
        self.error: CaptureError | None = None

    def ends(self, items: Iterator[T]) -> Iterator[T]:
        try:
            yield from items
        except CaptureError as exc:
            self.error = exc

    def raise_it(self) -> None:
        if self.error is not None:
            raise self.error


def _request_ts(item: Shown) -> int | None:
    return item.ts if type(item) is Rendered else request_time(item)  # type: ignore[arg-type]


def _seen_ts(item: Shown) -> int | None:
    return item.seen if type(item) is Rendered else seen_time(item)  # type: ignore[arg-type]


def _held_size(item: Shown) -> int:
    """The memory a line waiting for request-time order holds: its text (a notice: nothing to speak of)."""
    return sys.getsizeof(item.text) if type(item) is Rendered else 0


def show_parallel(opts: dict[str, Any], source: Source, filters: Filters) -> None:
    """-j N: connections spread over N processes, output in capture order (request-time order
    by default, as one process prints it)."""
    from kafkasniff.pipeline.parallel import Result, run_parallel
    from kafkasniff.rendering import ndjson

    render_line = opts["columns"] or (ndjson.render if opts["as_json"] else lines.render)
    clock = time_format(opts["time_format"]) if opts["time_format"] != DEFAULT_TIME_FORMAT else None
    stats = OrderStats()

    def render(item: DecodedExchange | Notice) -> str | None:
        return render_line(item) if isinstance(item, DecodedExchange) else None

    def keep(item: DecodedExchange | Notice) -> bool:
        return isinstance(item, DecodedExchange) and filters(item)

    results = run_parallel(opts["capture"], opts["jobs"], source.options, keep, render, source.counters)
    failure = Failure()
    ordered: Iterator[Result] = failure.ends(results)
    if opts["order"] == "request":
        ordered = in_request_order(ordered, lambda r: r[3], lambda r: r[4], max_held=HELD_AS_TEXT, stats=stats,
                                   size=lambda r: sys.getsizeof(r[2]), max_bytes=HELD_TEXT_BYTES)  # fmt: skip
    shown = 0
    try:
        for _, _, text, ts, _ in ordered:
            shown += 1
            if opts["count"] is not None and shown > opts["count"]:
                continue  # let the workers finish so the summary is whole
            sys.stdout.write((lines.retimed(text, clock(ts)) if clock is not None else text) + "\n")
    except BaseException:  # the output stopped early: its reader went away (`| head`), or Ctrl-C
        end_workers(results)
        raise
    failure.raise_it()
    if filters.active:  # the workers judged every exchange; those shown are the ones they kept
        source.counters.exchanges_matched = shown
    if stats.late:
        source.counters.exchanges_late = stats.late
    source.finish()


def end_workers(results: Iterator[Any]) -> None:
    """End -j's workers before `run_parallel` waits for them: a worker whose pipe is full waits
    for a reader that is gone, and the command would never end."""
    import multiprocessing  # (-j's alone: a run in one process never loads it)

    for worker in multiprocessing.active_children():  # this command's only children are its workers
        worker.terminate()
    close = getattr(results, "close", None)
    if close is not None:
        close()
