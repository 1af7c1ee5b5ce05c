"""A table too wide for its window, drawn as the columns that fit and, under each row, its other
values as "heading: value" across the table's whole width (table_fit.py decides which).

rich's Table has no cell spanning columns, so the box is drawn here, in rich's own heavy-headed
style: the table reads like the tables that fit, with the row's other values inside its box."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rich.text import Text

from kafkasniff.rendering.table_fit import Fit

SEPARATOR = "  ·  "  # between two values under a row
INDENT = 2  # values under a row start this far in; their continuation lines twice as far


@dataclass(frozen=True)
class Cells:
    """A table's text: headings, each row's cells as texts, and each cell's style (or None)."""

    title: str
    headings: Sequence[str]
    texts: Sequence[Sequence[str]]
    styles: Sequence[Sequence[str | None]]


def draw(cells: Cells, fit: Fit, console: Any) -> list[Text]:
    """The table's lines: its title, the boxed grid, each row's other values under it."""
    widths = fit.widths
    inner = sum(widths) + 3 * len(widths) - 1  # between the outer rules
    lines = [Text(cells.title, style="italic")] if cells.title else []
    lines.append(_rule("┏", "━", "┳", "┓", widths))
    headings = [Text(cells.headings[i], style="bold") for i in fit.grid]
    lines += _row(headings, widths, console, "┃")
    lines.append(_rule("┡", "━", "╇", "┩", widths))
    for number, (texts, styles) in enumerate(zip(cells.texts, cells.styles, strict=True)):
        if number and fit.below:  # rows with lines under them are told apart by a rule
            lines.append(_rule("├", "─", "┼", "┤", widths))
        lines += _row([Text(texts[i], style=styles[i] or "") for i in fit.grid], widths, console, "│")
        under = _under(cells, texts, styles, fit.below)
        for line in _wrapped(under, inner - INDENT, console):
            lines.append(Text.assemble("│", " " * INDENT, line, " " * (inner - INDENT - line.cell_len), "│"))
    lines.append(_rule("└", "─", "┴", "┘", widths))
    return lines


def _rule(left: str, line: str, cross: str, right: str, widths: Sequence[int]) -> Text:
    return Text(left + cross.join(line * (w + 2) for w in widths) + right)


def _row(cells: list[Text], widths: Sequence[int], console: Any, rule: str) -> list[Text]:
    """One row of the grid: each cell wrapped to its column (between words; a value is as wide
    as its column, so only headings and an overlong first column wrap)."""
    wrapped = [cell.wrap(console, width, overflow="fold") for cell, width in zip(cells, widths, strict=True)]
    height = max(len(lines) for lines in wrapped)
    out = []
    for index in range(height):
        parts: list[Text | str] = [rule]
        for lines, width in zip(wrapped, widths, strict=True):
            text = lines[index] if index < len(lines) else Text()
            parts += [" ", text, " " * (width - text.cell_len), " ", rule]
        out.append(Text.assemble(*parts))
    return out


def _under(cells: Cells, texts: Sequence[str], styles: Sequence[str | None], below: Sequence[int]) -> list[Text]:
    """The row's values of the columns under it, as "heading: value"; none that is empty."""
    return [Text.assemble((f"{cells.headings[i]}: ", "dim"), (texts[i], styles[i] or "")) for i in below
            if texts[i] not in ("-", "")]  # fmt: skip


def _wrapped(items: list[Text], width: int, console: Any) -> list[Text]:
    """The items side by side as long as they fit; one longer than a line wraps between words,
    its continuation lines indented."""
    lines: list[Text] = []
    current: Text | None = None
    for item in items:
        if current is not None and current.cell_len + len(SEPARATOR) + item.cell_len <= width:
            current.append(SEPARATOR)
            current.append_text(item)
            continue
        if current is not None:
            lines.append(current)
        if item.cell_len <= width:
            current = item.copy()
            continue
        parts = item.wrap(console, width - INDENT, overflow="fold")
        lines += [parts[0], *(Text.assemble(" " * INDENT, part) for part in parts[1:])]
        current = None
    if current is not None:
        lines.append(current)
    return lines
