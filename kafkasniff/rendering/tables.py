"""Analysis results as rich tables (default) or NDJSON rows (--json)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from typing import Any

# (row key, or a function of the row for a cell the JSON does not carry; heading)
Columns = Sequence[tuple[str | Callable[[dict[str, Any]], Any], str]]
VERDICT_STYLES = {"advancing": "green", "idle": "dim", "stuck": "bold yellow", "regressed": "bold red",
                  "competing": "bold red", "failing": "bold red", "discarded": "yellow", "open": "bold yellow",
                  "aborted": "yellow", "committed": "green", "behind": "bold red", "caught-up": "green",
                  "ahead": "yellow", "never-committed": "bold yellow", "failed": "bold red",
                  "never-formed": "bold red"}  # fmt: skip
STYLED = ("verdict", "outcome", "state")  # columns whose first word is styled by VERDICT_STYLES


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


def table(title: str, columns: Columns, rows: list[dict[str, Any]]) -> Any:
    """A rich renderable of the rows whose cells wrap only between words (after ", " in lists):
    a number or an id is never split across lines nor cut (see WholeValuesTable)."""
    return WholeValuesTable(title, columns, [[cell(value(row, key)) for key, _ in columns] for row in rows])


def value(row: dict[str, Any], key: str | Callable[[dict[str, Any]], Any]) -> Any:
    return key(row) if callable(key) else row.get(key)


def _style(key: str | Callable[[dict[str, Any]], Any], text: str) -> str | None:
    name = key if isinstance(key, str) else getattr(key, "style_as", None)
    return VERDICT_STYLES.get(text.split(" ", 1)[0].rstrip(",")) if name in STYLED else None


class WholeValuesTable:
    """A table laid out for the width it is printed in, every column at least as wide as its
    longest word. rich's own layout shrinks the widest columns below that (folding or cutting a
    number) and does not give the room back, so the widths are worked out here: each column gets
    its longest word, then the room left is shared out in proportion to what each would take
    unwrapped. When the longest words alone do not fit, the table is wider than the window:
    whole values come before a neat edge."""

    PADDING = 1  # blank cells on each side of a column's content
    WRAPPABLE = re.compile(r"\S+")

    def __init__(self, title: str, columns: Columns, texts: list[list[str]]) -> None:
        self.title, self.columns, self.texts = title, columns, texts

    def __rich_console__(self, console: Any, options: Any) -> Any:
        yield self.laid_out(options.max_width)

    def laid_out(self, width: int) -> Any:
        """The rich Table for `width` columns of characters."""
        from rich.markup import escape
        from rich.table import Table

        widths = self.widths(width)
        total = None if widths is None else sum(widths) + self.frame()
        out = Table(title=self.title, title_justify="left", show_lines=False, padding=(0, self.PADDING), width=total)
        for index, (_, heading) in enumerate(self.columns):
            out.add_column(heading, overflow="fold", width=None if widths is None else widths[index])
        for row in self.texts:
            values = []
            for (key, _), text in zip(self.columns, row, strict=True):
                style = _style(key, text)
                values.append(f"[{style}]{escape(text)}[/{style}]" if style else escape(text))
            out.add_row(*values)
        return out

    def frame(self) -> int:
        """The table's width that is not content: its vertical lines and the columns' padding."""
        return len(self.columns) + 1 + 2 * self.PADDING * len(self.columns)

    def widths(self, width: int) -> list[int] | None:
        """Each column's content width, or None when the table fits unwrapped (rich lays it out)."""
        from rich.cells import cell_len

        columns = [[heading, *(row[i] for row in self.texts)] for i, (_, heading) in enumerate(self.columns)]
        longest = [max(cell_len(text) for text in texts) for texts in columns]
        narrowest = [max((cell_len(w) for text in texts for w in self.WRAPPABLE.findall(text)), default=1)
                     for texts in columns]  # fmt: skip
        room = width - self.frame()
        if sum(longest) <= room:
            return None
        spare = room - sum(narrowest)
        if spare <= 0:
            return narrowest
        wants = [most - least for most, least in zip(longest, narrowest, strict=True)]
        shares = [least + spare * want // sum(wants) for least, want in zip(narrowest, wants, strict=True)]
        for index in sorted(range(len(shares)), key=lambda i: wants[i], reverse=True)[: room - sum(shares)]:
            shares[index] += 1  # what the rounding down left
        return shares


def ndjson(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(row, ensure_ascii=False, separators=(",", ":"), default=str) + "\n" for row in rows)
