"""`kafkasniff top`'s views: for each, its tab, title, columns (what a cell shows and sorts by)
and which of the dashboard's lines it lists (analyses/dashboard_data.py). dashboard.py draws
them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kafkasniff.analyses.dashboard_data import Dashboard, GroupLine, LagLine


def number(value: float | None) -> str:
    """A count or a rate in a few characters: 987, 12.3, 12.3k, 4.56M."""
    if value is None:
        return "-"
    if value < 1000:
        return f"{value:.1f}" if isinstance(value, float) and value < 100 else f"{value:.0f}"
    for unit, size in (("k", 1e3), ("M", 1e6), ("G", 1e9)):
        if value < size * 1000:
            return f"{value / size:.3g}{unit}"
    return f"{value / 1e12:.3g}T"


def milliseconds(value: float | None) -> str:
    """A latency in milliseconds, to three significant figures or the whole milliseconds."""
    if value is None:
        return "-"
    return f"{value:.3g}" if value < 1000 else f"{value:.0f}"


def plain(value: Any) -> str:
    return "-" if value is None else str(value)


@dataclass(frozen=True)
class Column:
    heading: str
    value: Callable[[Any], Any]  # what a line holds in this column: shown and sorted by
    text: Callable[[Any], str] = plain
    numeric: bool = False  # right-aligned, sorted largest first at first
    most: int | None = None  # a text column (other than the first) cut to this width


def count(heading: str, value: Callable[[Any], Any], text: Callable[[Any], str] = number) -> Column:
    return Column(heading, value, text, numeric=True)


@dataclass(frozen=True)
class ViewSpec:
    tab: str
    title: str
    columns: tuple[Column, ...]
    lines: Callable[[Dashboard], list[Any]]
    sort: int  # the column sorted by at first
    empty: str  # what an empty view says


APIS = ViewSpec(
    "APIs", "Requests per api: now = the last refresh window, run = so far (latency in ms)",
    (
        Column("api", lambda a: a.api),
        count("total", lambda a: a.count),
        count("now/s", lambda a: a.rate_now),
        count("run/s", lambda a: a.rate_run),
        count("p50 now", lambda a: a.p50_now, milliseconds),
        count("p99 now", lambda a: a.p99_now, milliseconds),
        count("p50 run", lambda a: a.p50_run, milliseconds),
        count("p99 run", lambda a: a.p99_run, milliseconds),
        count("err now", lambda a: a.errors_now),
        count("err run", lambda a: a.errors_run),
        count("unanswered", lambda a: a.unanswered),
        count("throttled", lambda a: a.throttled),
    ),
    lambda board: board.apis, 1, "no exchanges yet",
)  # fmt: skip


CLIENTS = ViewSpec(
    "Clients", "Top clients by requests and bytes (over the run; now/s: the last window)",
    (
        Column("client id", lambda c: c.client_id),
        count("requests", lambda c: c.requests),
        count("now/s", lambda c: c.rate_now),
        count("bytes out", lambda c: c.bytes_out),
        count("bytes in", lambda c: c.bytes_in),
        count("errors", lambda c: c.errors),
        count("throttled", lambda c: c.throttled),
        count("max ms", lambda c: c.throttle_max_ms),
    ),
    lambda board: board.clients, 1, "no clients yet",
)  # fmt: skip

TOPICS = ViewSpec(
    "Topics", "Top topics by requests and bytes (Produce and Fetch, over the run)",
    (
        Column("topic", lambda t: t.topic),
        count("requests", lambda t: t.requests),
        count("bytes", lambda t: t.bytes),
        count("parts", lambda t: t.partitions),
        count("produced", lambda t: t.records_produced),
        count("fetched", lambda t: t.records_fetched),
        count("bytes prod", lambda t: t.bytes_produced),
        count("bytes fetch", lambda t: t.bytes_fetched),
    ),
    lambda board: board.topics, 2, "no topic produced to or fetched from yet",
)  # fmt: skip


def _generation(line: GroupLine) -> str:
    if line.generation is None:
        return "-"
    return f"{'epoch' if line.epoch_kind == 'group epoch' else 'gen'} {line.generation}"


GROUPS = ViewSpec(
    "Groups", "Consumer groups: last generation or group epoch, rebalances, lag status",
    (
        Column("group", lambda g: g.group),
        Column("state", lambda g: g.state),
        Column("gen/epoch", _generation),
        count("members", lambda g: g.members),
        count("rebalances", lambda g: g.rebalances),
        count("last ms", lambda g: g.rebalance_ms, milliseconds),
        Column("lag status", lambda g: g.lag_status),
        count("behind", lambda g: g.behind),
    ),
    lambda board: board.groups, 0, "no consumer group seen yet",
)  # fmt: skip


def _partition(line: LagLine) -> str:
    return f"{line.topic}/{line.partition}"


LAG = ViewSpec(
    "Lag", "Partitions behind or held back, and who holds them (commits: stale committers)",
    (
        Column("partition", _partition),
        Column("group", lambda p: p.group, most=16),
        Column("state", lambda p: p.state),
        count("lag", lambda p: p.lag),
        count("hw lag", lambda p: p.broker_lag),
        Column("culprit", lambda p: p.culprit or "-", most=28),
        Column("verdicts", lambda p: p.verdicts, most=34),
    ),
    lambda board: board.lag, 3, "no partition behind",
)  # fmt: skip

THROTTLES = ViewSpec(
    "Throttle", "Throttling: clients and apis held back by a quota (over the run)",
    (
        Column("client id or api", lambda t: t.name),
        Column("kind", lambda t: t.kind),
        count("throttled", lambda t: t.throttled),
        count("of requests", lambda t: t.of),
        count("max ms", lambda t: t.max_ms),
    ),
    lambda board: board.throttles, 2, "no response throttled",
)  # fmt: skip

VIEWS = (APIS, CLIENTS, TOPICS, GROUPS, LAG, THROTTLES)
