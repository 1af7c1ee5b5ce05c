"""The `txn` table's columns (terminal and report): txn.COLUMNS, and the offsets each transaction
carried with what became of them when the rows say ("offsets")."""

from __future__ import annotations

from typing import Any

from kafkasniff.analyses import txn
from kafkasniff.rendering.tables import Columns, Items, shows


@shows("offsets")
def offsets(row: dict[str, Any]) -> Items:
    """Each offset the transaction sent as group/topic/partition@offset and its outcome
    (committed, discarded or pending): `g/t/0@6 committed`."""
    return Items(f"{o['group']}/{o['topic']}/{o['partition']}@{o['offset']} {o['outcome']}"
                 for o in row.get("offsets") or [])  # fmt: skip


def columns(rows: list[dict[str, Any]]) -> Columns:
    """txn.COLUMNS, with "offsets" when the rows carry them."""
    return (*txn.COLUMNS, (offsets, "offsets")) if any("offsets" in r for r in rows) else txn.COLUMNS
