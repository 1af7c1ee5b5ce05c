"""The report's tables in HTML, laid out as the terminal's are (table_fit.py): the columns that
fit the page stay columns, and each row's other values go in a line under it spanning the table.
The report runs no script, so a table is laid out for two pages, a narrow one (800 px) and a
wide one (1,024 px and more), and a media query shows the one that fits: once when both are
the same."""

from __future__ import annotations

import html
import re
from typing import Any

from kafkasniff.rendering.table_fit import fit
from kafkasniff.rendering.tables import Columns, texts

# Characters of the tables' type (12 px; 11 px on a page under 900 px) in an 800 px page, and in
# a 1,024 px one (WIDE_PAGE), each column's padding and rule counted as COST more
ROOM, WIDE_ROOM, COST = 108, 130, 2
WIDE_PAGE = 1024
BAD = {"behind", "regressed", "competing", "failing", "never-formed", "open", "end-failed", "init-failed",
       "never-began", "abandoned", "never-committed"}  # fmt: skip
GOOD = {"caught-up", "advancing", "committed", "formed"}
# a value that reads as one word (a number, a time, a short name) never breaks across lines
WHOLE = re.compile(r"[^\s]{1,24}")
CSS = """
table { border-collapse: collapse; font-size: 12px; margin: .6em 0 1.2em; max-width: 100%; }
th, td { border: 1px solid #ddd; padding: 3px 6px; text-align: left; vertical-align: top; }
td { overflow-wrap: anywhere; } td.word { white-space: nowrap; }
th { background: #f3f3f3; } .bad { color: #b30000; font-weight: 600; } .good { color: #1a7f37; }
tr.lead td { border-bottom: 0; }
tr.under td { border-top: 0; padding: 0 6px 4px 1.6em; color: #333; }
tr.under div { contain: inline-size; }  /* the line under a row does not widen the table */
tr.under .key { color: #777; }
tr.under .item { display: inline-block; margin-right: 1.4em; }
table.wide { width: 100%; }  /* values under the rows: as wide as the page, as in a terminal */
@media (max-width: 900px) { table { font-size: 11px; } }
@media (max-width: 1023px) { .wide-page { display: none; } }
@media (min-width: 1024px) { .narrow-page { display: none; } }
"""


def html_table(rows: list[dict[str, Any]], columns: Columns) -> str:
    """The rows as a table of the columns that fit the page, the others under each row: one
    table for a narrow page and one for a wide page, or one for both when they are the same."""
    narrow, wide = _laid_out(rows, columns, ROOM), _laid_out(rows, columns, WIDE_ROOM)
    if narrow == wide:
        return narrow
    return f"<div class='narrow-page'>{narrow}</div><div class='wide-page'>{wide}</div>"


def _laid_out(rows: list[dict[str, Any]], columns: Columns, room: int) -> str:
    """The rows as a table of the columns that fit `room` characters, the others under each row."""
    headings = [heading for _, heading in columns]
    cells = texts(columns, rows)
    laid = fit(headings, cells, room, COST)
    if not laid.whole:  # long item lists shortened, as in a narrow terminal
        cells = texts(columns, rows, short=True)
        laid = fit(headings, cells, room, COST)
    head = "".join(f"<th>{html.escape(headings[i])}</th>" for i in laid.grid)
    body = []
    for row in cells:
        under = [(headings[i], row[i]) for i in laid.below if row[i] not in ("-", "")]
        lead = " class='lead'" if under else ""
        body.append(f"<tr{lead}>" + "".join(_cell(row[i]) for i in laid.grid) + "</tr>")
        if under:
            items = "".join(f"<span class='item'><span class='key'>{html.escape(heading)}:</span> "
                            f"{_styled(text)}</span> " for heading, text in under)  # fmt: skip
            body.append(f"<tr class='under'><td colspan='{len(laid.grid)}'><div>{items}</div></td></tr>")
    wide = "" if laid.whole else " class='wide'"
    return f"<table{wide}><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"


def _verdict_class(text: str) -> str | None:
    first = text.split(" ", 1)[0].rstrip(",")
    return "bad" if first in BAD else "good" if first in GOOD else None


def _cell(text: str) -> str:
    classes = [c for c in (_verdict_class(text), "word" if WHOLE.fullmatch(text) else None) if c]
    attribute = f" class='{' '.join(classes)}'" if classes else ""
    return f"<td{attribute}>{html.escape(text)}</td>"


def _styled(text: str) -> str:
    css = _verdict_class(text)
    return f"<span class='{css}'>{html.escape(text)}</span>" if css else html.escape(text)
