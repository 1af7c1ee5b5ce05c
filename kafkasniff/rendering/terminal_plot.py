"""One partition's commit timeline in a terminal (`commits --partition T/P --plot`): offsets up,
time across; the consumed position as dots, the committed offset as a line, and every commit as
its sender's letter (capital when stale, x when refused)."""

from __future__ import annotations

import string
from typing import Any

CONSUMED, COMMITTED, FAILED = "·", "─", "x"


def commit_plot(title: str, timeline: dict[str, Any], width: int = 100, height: int = 18) -> str:
    commits = timeline["commits"]
    delivered = sorted(timeline["delivered"])
    points = [(c["ts"], c["offset"]) for c in commits] + delivered
    if not points:
        return f"{title}\n(no commits or fetches to draw)"
    t0, t1 = min(t for t, _ in points), max(t for t, _ in points)
    low, high = min(min(o for _, o in points), 0), max(o for _, o in points)
    grid = [[" "] * width for _ in range(height)]

    def x(t: float) -> int:
        return min(width - 1, int((t - t0) / ((t1 - t0) or 1) * (width - 1)))

    def y(offset: int) -> int:
        return height - 1 - min(height - 1, int((offset - low) / ((high - low) or 1) * (height - 1)))

    _step(grid, [(x(t), y(o)) for t, o in _running_max(delivered)], CONSUMED, width)
    committed = [(x(c["at"]), y(c["offset"])) for c in commits if c["status"] == "committed"]
    _step(grid, committed, COMMITTED, width, over=CONSUMED)
    letters = _letters(commits)
    for c in commits:
        mark = FAILED if c["status"] == "failed" else letters[_who(c)]
        grid[y(c["offset"])][x(c["ts"])] = mark.upper() if c["stale"] else mark
    label = len(str(high))
    lines = [title]
    for row, cells in enumerate(grid):
        offset = high - (high - low) * row / ((height - 1) or 1)
        tick = f"{offset:>{label}.0f}" if row in (0, height // 2, height - 1) else " " * label
        lines.append(f"{tick} │{''.join(cells)}")
    lines.append(" " * label + " └" + "─" * width)
    lines.append(" " * label + f"  0 s{'':>{width - 12}}{t1 - t0:.1f} s")
    legend = ", ".join(f"{letter} {who}" for who, letter in letters.items())
    lines.append(f"{CONSUMED} consumed  {COMMITTED} committed  {legend}  (capital: stale commit, {FAILED}: refused)")
    return "\n".join(lines)


def _who(commit: dict[str, Any]) -> str:
    return str(commit["client_id"] or commit["member_id"] or commit["conn"])


def _letters(commits: list[dict[str, Any]]) -> dict[str, str]:
    senders = sorted({_who(c) for c in commits})
    return {who: string.ascii_lowercase[i % 26] for i, who in enumerate(senders)}


def _running_max(points: list[tuple[float, int]]) -> list[tuple[float, int]]:
    out, best = [], -1
    for t, offset in points:
        best = max(best, offset)
        out.append((t, best))
    return out


def _step(grid: list[list[str]], points: list[tuple[int, int]], mark: str, width: int, over: str = " ") -> None:
    """A step line: each value held until the next, to the right edge after the last; it draws
    over blanks and `over` (the committed line over the consumed dots)."""
    for i, (col, row) in enumerate(points):
        end = points[i + 1][0] if i + 1 < len(points) else width
        for c in range(col, max(col + 1, end)):
            if grid[row][c] in (" ", over):
                grid[row][c] = mark
