"""The `groups` table's columns (terminal and report): a generation's rows with the time it formed
and its members named by their client ids where the member id does not already say it."""

from __future__ import annotations

from typing import Any

from kafkasniff.rendering.tables import Columns, Items, shows, time_of_day


@shows("formed_ts")
def since(row: dict[str, Any]) -> str | None:
    """When the row's generation (or epoch) formed, UTC as the lines show times; a group that
    never formed one, its first attempt."""
    ts = row.get("formed_ts")
    if ts is None:
        ts = row.get("first_ts")
    return time_of_day(ts)


def member_name(row: dict[str, Any], member: str) -> str:
    """A member id with its client id: librdkafka's mock cluster and KIP-848 coordinators hand
    out ids that do not name the client (Java's and sarama's begin with it: left as they are)."""
    client = (row.get("member_clients") or {}).get(member)
    return member if not client or member.startswith(client) else f"{member} ({client})"


@shows("members")
def members(row: dict[str, Any]) -> Items:
    return Items(member_name(row, m) for m in row["members"])


@shows("leader")
def leader(row: dict[str, Any]) -> str | None:
    return None if row["leader"] is None else member_name(row, row["leader"])


@shows("assignments")
def assignments(row: dict[str, Any]) -> str | None:
    """Each member's partitions, members apart by "; " (a member's partitions are apart by ", ")."""
    given = row["assignments"]
    return "; ".join(f"{member_name(row, m)}: {', '.join(parts) or '-'}" for m, parts in given.items()) or None


@shows("left")
def left(row: dict[str, Any]) -> Items:
    return Items(member_name(row, m) for m in row["left"])


@shows("errors")
def errors(row: dict[str, Any]) -> str | None:
    """ "api:ERROR xN" per error (its count when more than one), apart by "; "."""
    found = row["errors"]
    return "; ".join(f"{what} x{n}" if n > 1 else what for what, n in found.items()) or None


COLUMNS: Columns = (
    ("group", "group"), ("generation", "generation or epoch"), ("state", "state"), (since, "since (UTC)"),
    ("rebalance_ms", "rebalance ms"), ("heartbeats", "heartbeats"), ("protocol", "protocol"), (leader, "leader"),
    (members, "members"), (assignments, "assignments"), (left, "left"), (errors, "errors"),
)  # fmt: skip
