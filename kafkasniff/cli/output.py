"""How results reach stdout: lines, NDJSON, trees, tables."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, TextIO

from kafkasniff.model import DecodedExchange
from kafkasniff.rendering import lines, ndjson
from kafkasniff.rendering.values import value_renderer

Section = tuple[str, Any, list[dict[str, Any]]]  # (title, columns, rows)


def plain_text(opts: dict[str, Any], out: TextIO) -> Callable[[DecodedExchange], str] | None:
    """The view's text of one exchange when the view is plain text (NDJSON, or lines not on a
    terminal); None for the views that print through rich (trees, coloured lines)."""
    if opts["as_json"]:
        return ndjson.render
    if opts["tree"] or opts["show_hex"] or out.isatty():
        return None
    return lines.render


def emitter(opts: dict[str, Any], out: TextIO, live: bool) -> Callable[[DecodedExchange], None]:
    text = plain_text(opts, out)
    if text is not None:
        return writer(out, text, live)
    if opts["tree"] or opts["show_hex"]:
        from kafkasniff.rendering.tree import exchange_tree

        con = console()
        render_bytes = value_renderer(opts["values"], opts["max_value_len"])
        return lambda item: con.print(exchange_tree(item, render_bytes, opts["show_hex"]))
    con = console()
    return lambda item: con.print(lines.render_rich(item), soft_wrap=True)


def writer(out: TextIO, render: Callable[[DecodedExchange], str], live: bool) -> Callable[[DecodedExchange], None]:
    def write(item: DecodedExchange) -> None:
        out.write(render(item) + "\n")
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
        con.print(tables.table(title, columns, rows))


def console() -> Any:
    from rich.console import Console

    # piped output is read by tools and people with wide windows, not wrapped at 80 columns
    return Console(highlight=False, width=None if sys.stdout.isatty() else 200)
