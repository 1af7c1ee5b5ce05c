"""Analysis results as rich tables (default) or NDJSON rows (--json)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

Columns = Sequence[tuple[str, str]]  # (row key, heading)
VERDICT_STYLES = {"advancing": "green", "idle": "dim", "stuck": "bold yellow", "regressed": "bold red",
                  "competing": "bold red", "failing": "bold red", "open": "bold yellow", "aborted": "yellow",
                  "committed": "green"}  # fmt: skip


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
    from rich.markup import escape
    from rich.table import Table

    out = Table(title=title, title_justify="left", show_lines=False)
    for _, heading in columns:
        out.add_column(heading, overflow="fold")
    for row in rows:
        values = []
        for key, _ in columns:
            text = escape(cell(row.get(key)))
            style = VERDICT_STYLES.get(text) if key in ("verdict", "outcome") else None
            values.append(f"[{style}]{text}[/{style}]" if style else text)
        out.add_row(*values)
    return out


def ndjson(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(row, ensure_ascii=False, separators=(",", ":"), default=str) + "\n" for row in rows)
