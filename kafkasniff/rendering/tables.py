"""Analysis results as rich tables (default) or NDJSON rows (--json).

Every analysis table goes through `table`: its cells are `marked` as their row says they are
known (built from damaged exchanges, or a bound of the true value), and it is laid out for the
width it is printed in: whole when it fits, else the columns that fit and the row's other
values under it (table_fit.py, compact_table.py)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from kafkasniff.rendering.table_fit import fit, whole_widths

Key = str | Callable[[dict[str, Any]], Any]
# (row key, or a function of the row for a cell the JSON does not carry; heading). A function's
# cell carries the marks of the row field it names as its `field` attribute, if any.
Columns = Sequence[tuple[Key, str]]
VERDICT_STYLES = {"advancing": "green", "idle": "dim", "stuck": "bold yellow", "regressed": "bold red",
                  "competing": "bold red", "failing": "bold red", "discarded": "yellow", "open": "bold yellow",
                  "aborted": "yellow", "committed": "green", "behind": "bold red", "caught-up": "green",
                  "ahead": "yellow", "never-committed": "bold yellow", "failed": "bold red",
                  "never-formed": "bold red"}  # fmt: skip
STYLED = ("verdict", "outcome", "state")  # columns whose first word is styled by VERDICT_STYLES
BOUNDS = (">=", "<=")  # a row's "bound": {field: ">="}: the true value is at least (at most) the one shown
SHORT_ITEMS = 3  # the items of an `Items` cell a table too narrow for it shows, then "+N more"
FRAME = 3  # a boxed column's rule and its padding on both sides


class Items(tuple[Any, ...]):
    """A cell's list of items, all shown in a table that fits; a narrower table shows the first
    SHORT_ITEMS and how many more (the JSON keeps them all)."""


def cell(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.3f}"
    if isinstance(value, dict):
        return ", ".join(f"{k}: {cell(v)}" for k, v in value.items()) or "-"
    if isinstance(value, list | tuple | set):
        return ", ".join(cell(v) for v in value) or "-"
    return str(value)


def short_cell(value: Any) -> str:
    """A cell's text in a table laid out narrower than its values: a long `Items` shortened."""
    if isinstance(value, Items) and len(value) > SHORT_ITEMS:
        return cell(value[:SHORT_ITEMS]) + f", +{len(value) - SHORT_ITEMS} more"
    return cell(value)


F = TypeVar("F", bound=Callable[..., Any])


def shows(name: str) -> Callable[[F], F]:
    """A computed column's cell shows the row field `name`: the row's marks of it apply."""

    def mark(function: F) -> F:
        function.field = name  # type: ignore[attr-defined]
        return function

    return mark


def field_of(key: Key) -> str | None:
    """The row field a column shows: its key, or what a function's `field` attribute names."""
    return key if isinstance(key, str) else getattr(key, "field", None)


def marked(row: dict[str, Any], key: Key, text: str) -> str:
    """A cell's text as its row says it is known: `VALUE?` for a field the row lists under
    "uncertain" (built from a damaged exchange), `>=VALUE` or `<=VALUE` for one its "bound"
    names (the true value is at least, or at most, this one)."""
    name = field_of(key)
    if name is None or text == "-":
        return text
    bound = (row.get("bound") or {}).get(name)
    if bound in BOUNDS:
        text = bound + text
    if name in (row.get("uncertain") or ()):
        text += "?"
    return text


def time_of_day(ts: float | None) -> str | None:
    """A time (seconds since the epoch) as the lines show it: UTC time of day to the µs."""
    from kafkasniff.rendering.clock import time_format

    return None if ts is None else time_format("a")(round(ts * 1e9))


def value(row: dict[str, Any], key: Key) -> Any:
    return key(row) if callable(key) else row.get(key)


def texts(columns: Columns, rows: list[dict[str, Any]], short: bool = False) -> list[list[str]]:
    """Each row's cells as text, marked; `short`: long `Items` shortened."""
    render = short_cell if short else cell
    return [[marked(row, key, render(value(row, key))) for key, _ in columns] for row in rows]


def table(title: str, columns: Columns, rows: list[dict[str, Any]]) -> Any:
    """A rich renderable of the rows, laid out for the width it is printed in: a number or an
    id is never split across lines nor cut (see AnalysisTable)."""
    return AnalysisTable(title, columns, texts(columns, rows), texts(columns, rows, short=True))


def style(key: Key, text: str) -> str | None:
    """The style of a cell of a verdict, outcome or state column: its first word's."""
    name = key if isinstance(key, str) else getattr(key, "style_as", None)
    return VERDICT_STYLES.get(text.split(" ", 1)[0].rstrip(",")) if name in STYLED else None


class AnalysisTable:
    """A table laid out for the width it is printed in. When every column fits at the width of
    its longest value it is a rich table (headings wrapped between words if need be); else the
    columns that fit stay columns and each row's other values are drawn under it across the
    table (table_fit.py), with long item lists shortened. A value is never wrapped inside a
    column: a row reads across."""

    def __init__(self, title: str, columns: Columns, full: list[list[str]], short: list[list[str]]) -> None:
        self.title, self.columns, self.full, self.short = title, columns, full, short

    def __rich_console__(self, console: Any, options: Any) -> Any:
        from kafkasniff.rendering.compact_table import Cells, draw  # rich's Text: when a table is printed

        width = options.max_width
        headings = [heading for _, heading in self.columns]
        laid = fit(headings, self.full, width - 1, FRAME)
        if laid.whole:
            yield self.rich_table(width)
            return
        laid = fit(headings, self.short, width - 1, FRAME)
        styles = [[style(key, text) for (key, _), text in zip(self.columns, row, strict=True)] for row in self.short]
        yield from draw(Cells(self.title, headings, self.short, styles), laid, console)

    def rich_table(self, width: int) -> Any:
        """The whole table as a rich Table: laid out by rich when its headings fit unwrapped,
        else each column as wide as its longest value."""
        from rich.cells import cell_len
        from rich.markup import escape
        from rich.table import Table

        headings = [heading for _, heading in self.columns]
        widths: list[int] | None = whole_widths(headings, self.full)
        unwrapped = [max(cell_len(h), w) for h, w in zip(headings, widths or [], strict=True)]
        if sum(unwrapped) + FRAME * len(unwrapped) + 1 <= width:
            widths = None
        total = None if widths is None else sum(widths) + FRAME * len(widths) + 1
        out = Table(title=self.title, title_justify="left", show_lines=False, padding=(0, 1), width=total)
        for index, heading in enumerate(headings):
            out.add_column(heading, overflow="fold", width=None if widths is None else widths[index])
        for row in self.full:
            values = []
            for (key, _), text in zip(self.columns, row, strict=True):
                styled = style(key, text)
                values.append(f"[{styled}]{escape(text)}[/{styled}]" if styled else escape(text))
            out.add_row(*values)
        return out


def ndjson(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(row, ensure_ascii=False, separators=(",", ":"), default=str) + "\n" for row in rows)
