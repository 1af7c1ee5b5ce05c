"""How results reach stdout: lines, NDJSON, trees, tables."""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable
from typing import Any, TextIO

from kafkasniff.model import DecodedExchange
from kafkasniff.rendering import lines
from kafkasniff.rendering.values import value_renderer

Section = tuple[str, Any, list[dict[str, Any]]]  # (title, columns, rows)

# Piped tables are read by tools and by people with wide windows: laid out for 200 columns, not 80
PIPED_TABLE_WIDTH = 200
# Piped trees are never wrapped nor cut: a line is one field, whole, whatever its length (rich
# pads nothing to the width for a tree, so a width this large costs nothing)
UNWRAPPED = 1 << 20


def plain_text(opts: dict[str, Any], out: TextIO) -> Callable[[DecodedExchange], str] | None:
    """The view's text of one exchange when the view is plain text (NDJSON, or lines not on a
    terminal); None for the views that print through rich (trees, coloured lines)."""
    if opts["as_json"]:
        from kafkasniff.rendering import ndjson  # (with orjson and zoneinfo: 1% of the line view's run)

        return ndjson.render
    if opts.get("columns") is not None:
        return opts["columns"]
    if opts["tree"] or opts["show_hex"] or out.isatty():
        return None
    return lines.render


Emit = Callable[[DecodedExchange, "str | None"], None]  # an exchange, and its time column when -t asks


def emitter(opts: dict[str, Any], out: TextIO, live: bool) -> Emit:
    text = plain_text(opts, out)
    if text is not None:
        return writer(out, text, live, timed=text is lines.render)
    if opts["tree"] or opts["show_hex"]:
        from kafkasniff.rendering.tree import exchange_tree

        con = console(piped_width=UNWRAPPED)
        render_bytes = value_renderer(opts["values"], opts["max_value_len"])
        return lambda item, when: con.print(exchange_tree(item, render_bytes, opts["show_hex"], when))
    con = console()
    return lambda item, when: con.print(lines.render_rich(item, when), soft_wrap=True)


def block_buffered(out: TextIO, streamed: bool) -> None:
    """The lines of capture files written to a file or a pipe in blocks, as tshark and tcpdump
    write them, even when PYTHONUNBUFFERED (set in many container images) asks for a write per
    line: that took a tenth of the line view's time. A terminal's lines, a live tap's (`writer`
    flushes each) and those of a capture streamed on stdin (`tcpdump -w - | kafkasniff -`) are
    left as the interpreter writes them: PYTHONUNBUFFERED then streams them through a pipe."""
    if streamed or not getattr(out, "write_through", False) or out.isatty():
        return
    reconfigure = getattr(out, "reconfigure", None)
    if reconfigure is not None:
        reconfigure(write_through=False)


def writer(out: TextIO, render: Callable[[DecodedExchange], str], live: bool, timed: bool = False) -> Emit:
    def write(item: DecodedExchange, when: str | None = None) -> None:
        line = lines.render(item, when) if timed and when is not None else render(item)
        out.write(line + "\n")
        if live:
            out.flush()

    return write


def print_sections(sections: list[Section], as_json: bool) -> None:
    from kafkasniff.rendering import tables

    if as_json:
        for _, _, rows in sections:
            sys.stdout.write(tables.ndjson(rows))
        return
    con = console()
    for title, columns, rows in sections:
        # not cropped: a table whose whole values are wider than the window is printed wider
        con.print(tables.table(title, columns, rows), crop=False)


def console(piped_width: int = PIPED_TABLE_WIDTH) -> Any:
    """A rich console on stdout: the terminal's width on a terminal, `piped_width` otherwise
    unless COLUMNS says how wide to be (as for a pager's window)."""
    if sys.stdout.isatty():
        return _console_class()(highlight=False, width=None)
    columns = os.environ.get("COLUMNS", "")
    width = int(columns) if columns.isdigit() and piped_width == PIPED_TABLE_WIDTH else piped_width
    return _console_class()(highlight=False, width=width)


@functools.cache
def _console_class() -> type:
    from rich.console import Console

    class StdoutConsole(Console):
        def on_broken_pipe(self) -> None:
            # rich's own exits with status 1 (an internal error, for us); a reader that went away
            # (`| head`) is the broken pipe the command's guard ends with status 0, as for text
            self.quiet = True
            raise BrokenPipeError

    return StdoutConsole
