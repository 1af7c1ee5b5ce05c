"""Which columns of a table stay columns at a given width, and which move under their row.

A table of analysis rows is read across: a row whose cells wrap over four or five lines, each
column broken at another place, stops reading as a row. So a value is never wrapped inside the
grid: each column is as wide as its longest value (its heading wraps between words), and the
columns that do not fit beside the ones before them are shown under each row instead, as
"heading: value" (wrapped between words there: that text has the table's whole width). The
terminal tables (tables.py) and the HTML report (report.py) decide alike."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from rich.cells import cell_len

WORD = re.compile(r"\S+")


@dataclass(frozen=True)
class Fit:
    """A table laid out for a width: `grid` the columns drawn as columns (in their order) and
    `widths` their content widths; `below` the columns shown under each row."""

    grid: tuple[int, ...]
    widths: tuple[int, ...]
    below: tuple[int, ...]

    @property
    def whole(self) -> bool:
        """Every column is a column."""
        return not self.below


def whole_widths(headings: Sequence[str], texts: Sequence[Sequence[str]]) -> list[int]:
    """Each column's width unwrapped: its longest value, or its heading's longest word."""
    widths = []
    for index, heading in enumerate(headings):
        words = max((cell_len(w) for w in WORD.findall(heading)), default=1)
        widths.append(max([words, *(cell_len(row[index]) for row in texts)]))
    return widths


def fit(headings: Sequence[str], texts: Sequence[Sequence[str]], room: int, cost: int) -> Fit:
    """The columns that fit in `room` characters, each taking its whole width and `cost` more
    (its rule and padding), in their order: a column that does not fit beside those before it
    goes under the rows, and a narrower one after it may still fit. The first column always
    stays (wrapped to the room when even it alone is wider). With values under the rows the
    table takes the whole room, shared out among its columns: the lines under a row are as
    long as the table is wide."""
    widths = whole_widths(headings, texts)
    if sum(widths) + cost * len(widths) <= room:
        return Fit(tuple(range(len(widths))), tuple(widths), ())
    grid, shown, below = [0], [max(1, min(widths[0], room - cost))], []
    used = shown[0] + cost
    for index in range(1, len(widths)):
        if used + widths[index] + cost <= room:
            grid.append(index)
            shown.append(widths[index])
            used += widths[index] + cost
        else:
            below.append(index)
    spare = room - used
    shown = [width + spare // len(shown) + (number < spare % len(shown)) for number, width in enumerate(shown)]
    return Fit(tuple(grid), tuple(shown), tuple(below))
