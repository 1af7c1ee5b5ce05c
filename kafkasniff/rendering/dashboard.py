"""`kafkasniff top`'s frame: the dashboard's lines (analyses/dashboard_data.py) drawn as one
screen of the terminal's size, for rich's Live.

Every line is cut to the width before it is drawn, never wrapped: a row that wraps on a
dashboard redrawn each second stops reading as a row. Numeric columns keep their whole width
(their values are short); the name column (the first) takes the room left and is cut with a
mark; columns that do not fit beside it at its smallest are left out, the rightmost first.
Rows past the screen's height are counted on a last line."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from rich.cells import cell_len, set_cell_size
from rich.console import Group
from rich.text import Text

from kafkasniff.analyses.dashboard_data import Dashboard
from kafkasniff.rendering.dashboard_views import VIEWS, Column, ViewSpec, number

NAME_MIN = 10  # the name column is not cut narrower than this while another column can go
CHROME = 6  # lines besides the rows: header, state, tabs, title, headings, keys


@dataclass(frozen=True)
class Choice:
    """What the user picked: the view, and per view the column sorted by and its direction."""

    view: int = 0
    sorts: dict[int, tuple[int, bool]] = field(default_factory=dict)  # view -> (column, descending)

    def shown(self, number: int) -> Choice:
        return replace(self, view=number % len(VIEWS))

    def next_view(self) -> Choice:
        return self.shown(self.view + 1)

    def sort(self) -> tuple[int, bool]:
        spec = VIEWS[self.view]
        return self.sorts.get(self.view, (spec.sort, spec.columns[spec.sort].numeric))

    def next_sort(self) -> Choice:
        """The next column, in its natural order: numbers largest first, names from A."""
        columns = VIEWS[self.view].columns
        column = (self.sort()[0] + 1) % len(columns)
        return replace(self, sorts={**self.sorts, self.view: (column, columns[column].numeric)})

    def reversed(self) -> Choice:
        column, descending = self.sort()
        return replace(self, sorts={**self.sorts, self.view: (column, not descending)})


@dataclass(frozen=True)
class Status:
    """The header's facts: what is read, how far, what was lost."""

    source: str  # "eth0", "mixed-load.pcap at 10x"
    state: str  # "running", "input ended", "stopping"
    taken: float | None  # wall-clock time of the answers shown (None: none yet)
    window: float  # the last window's length in seconds
    packets: int
    live: bool
    kernel_drops: int | None  # None: not counted yet (a live tap counts them at its end), or a file
    queue_drops: int | None
    forgotten: dict[str, int]
    message: str | None  # the last line the run said on stderr (a warning)


@dataclass(frozen=True)
class Marks:
    """The marks a frame uses: Unicode ones where the terminal's encoding has them."""

    cut: str
    down: str
    up: str

    @classmethod
    def for_encoding(cls, encoding: str) -> Marks:
        return cls("…", "▼", "▲") if encoding.lower().startswith("utf") else cls("~", "v", "^")


def frame(board: Dashboard | None, status: Status, choice: Choice, width: int, height: int,
          marks: Marks | None = None, fill: bool = True) -> Group:  # fmt: skip
    """One screen: header, state, the views' tabs, the chosen view's title, headings and rows,
    and the keys at the bottom, each line at most `width` cells; `fill`: blank lines make it
    `height` lines whatever the rows."""
    marks = marks or Marks.for_encoding("utf-8")
    spec = VIEWS[choice.view]
    column, descending = choice.sort()
    lines = [_header(board, status), _state(status), _tabs(choice.view, width), Text(spec.title, style="bold")]
    room = max(0, height - CHROME)
    if board is None:
        lines.append(Text("waiting for the first answer..."))
    else:
        lines += _table(spec, spec.lines(board), column, descending, width, room, marks)
    if fill:
        lines += [Text("")] * max(0, height - 1 - len(lines))
    keys = f"1-{len(VIEWS)}/tab view  s sort ({spec.columns[column].heading})  r reverse  q quit"
    lines.append(Text(keys, style="reverse"))
    for line in lines:
        _cut(line, width, marks)
    return Group(*lines)


def _cut(line: Text, width: int, marks: Marks) -> None:
    line.no_wrap, line.overflow = True, "crop"
    if line.cell_len > width:
        line.truncate(max(0, width - 1))
        line.append(marks.cut[:width])


def _header(board: Dashboard | None, status: Status) -> Text:
    """The time of the answers, the run's state and size, then what is read (cut first)."""
    clock = time.strftime("%H:%M:%S", time.localtime(status.taken)) if status.taken is not None else "--:--:--"
    text = Text(f"top  {clock}  ", style="bold")
    text.append(status.state, style="green" if status.state == "running" else "yellow")
    if board is not None:
        rate = "-" if board.rate_now is None else number(board.rate_now)
        text.append(f"  {board.exchanges:,} exchanges  {rate}/s")
    text.append(f"  {status.source}")
    return text


def _state(status: Status) -> Text:
    if not status.live:
        drops = "no capture drops (not a tap)"
    else:
        drops = f"dropped: {_known(status.kernel_drops)} by the kernel, {_known(status.queue_drops)} not decoded"
    parts = [f"{status.packets:,} packets", drops]
    if status.forgotten:
        parts.append(f"forgotten {sum(status.forgotten.values()):,} idle keys")
    if status.message:
        parts.append(status.message)
    return Text("  ".join(parts), style="red" if status.kernel_drops or status.queue_drops else "")


def _known(count: int | None) -> str:
    return "?" if count is None else f"{count:,}"


def _tabs(current: int, width: int) -> Text:
    text = Text()
    for index, spec in enumerate(VIEWS):
        text.append(f" {index + 1} {spec.tab} ", style="reverse bold" if index == current else "")
    return text


def _table(spec: ViewSpec, lines: list[Any], column: int, descending: bool, width: int, room: int,
           marks: Marks) -> list[Text]:  # fmt: skip
    """Headings and as many rows as the room holds (the last one saying how many more)."""
    ordered = sorted(lines, key=lambda line: _sort_key(spec.columns[column], line), reverse=descending)
    if len(ordered) > room:
        shown, more = ordered[: max(0, room - 1)], len(ordered) - max(0, room - 1)
    else:
        shown, more = ordered, 0
    cells = [[c.text(c.value(line)) for c in spec.columns] for line in shown]
    headings = [c.heading + ((marks.down if descending else marks.up) if i == column else "")
                for i, c in enumerate(spec.columns)]  # fmt: skip
    kept, widths = layout(spec.columns, headings, cells, width)
    rows = [_row([headings[i] for i in kept], widths, spec.columns, kept, marks, "bold underline")]
    rows += [_row([row[i] for i in kept], widths, spec.columns, kept, marks) for row in cells]
    if not lines:
        rows.append(Text(spec.empty, style="dim"))
    if more:
        rows.append(Text(f"{marks.cut} {more:,} more", style="dim"))
    return rows


def _sort_key(column: Column, line: Any) -> tuple[bool, Any]:
    value = column.value(line)
    return (value is not None, value if value is not None else 0)


def layout(
    columns: Sequence[Column], headings: list[str], cells: list[list[str]], width: int
) -> tuple[list[int], list[int]]:
    """The columns kept and their widths: each its widest cell (a text column at most its
    `most`); the first takes what is left, and the rightmost others go while it would be
    narrower than NAME_MIN (or its content). A text column that does not fit whole after them
    stays, cut to the room left, if that is NAME_MIN or more."""
    whole = [max([cell_len(headings[i]), *(cell_len(row[i]) for row in cells)]) for i in range(len(columns))]
    whole = [whole[0], *(min(w, c.most or w) for w, c in zip(whole[1:], columns[1:], strict=True))]
    kept = list(range(len(columns)))
    while len(kept) > 1 and width - sum(whole[i] + 1 for i in kept[1:]) < min(whole[0], NAME_MIN):
        kept.pop()
    widths = [whole[i] for i in kept[1:]]
    name = max(1, min(whole[0], width - sum(w + 1 for w in widths)))
    after = len(kept)
    room = width - name - sum(w + 1 for w in widths) - 1
    if after < len(columns) and not columns[after].numeric and room >= NAME_MIN:
        kept.append(after)
        widths.append(min(room, whole[after]))
    return kept, [name, *widths]


def _row(texts: list[str], widths: list[int], columns: Sequence[Column], kept: list[int], marks: Marks,
         style: str = "") -> Text:  # fmt: skip
    parts = []
    for text, width, index in zip(texts, widths, kept, strict=True):
        if cell_len(text) > width:
            text = set_cell_size(text, max(0, width - 1)) + marks.cut
        parts.append(text.rjust(width) if columns[index].numeric else set_cell_size(text, width))
    return Text(" ".join(parts), style=style)
