"""`kafkasniff report`: the analyses of one capture as one self-contained HTML file. Pictures
are inline SVG (plots.py), styles inline; no script, no font or image fetched: a Content
Security Policy forbids any fetch, so the file reads the same offline as on a web server.

Laid out for pages from 800 to 1,280 px wide: tables as html_table.py fits them, legends under
the plots, and a partition with nothing that moves to draw said in a sentence, not a chart."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from kafkasniff.analyses import commits, stats, topology
from kafkasniff.analyses.report_data import ReportData
from kafkasniff.rendering import group_columns, txn_columns
from kafkasniff.rendering.html_table import BAD, CSS, html_table
from kafkasniff.rendering.tables import Columns, time_of_day

MAX_PARTITION_PLOTS = 24  # partitions drawn: those with something wrong first
TROUBLE = ("behind", "never-committed", "ahead")
STYLE = (
    """
body { font-family: system-ui, sans-serif; margin: 1.5em auto; padding: 0 1em; max-width: 1180px; color: #222; }
h1 { font-size: 1.5em; } h2 { border-bottom: 1px solid #ccc; padding-bottom: .2em; margin-top: 2em; }
figure { margin: .5em 0 1.5em; } figure svg { max-width: 100%; height: auto; } .note { color: #666; }
"""
    + CSS
)
CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"


def _sent(row: dict[str, Any]) -> str | None:
    first, last = time_of_day(row["first_ts"]), time_of_day(row["last_ts"])
    return first if first == last else f"{first} to {last}"


UNANSWERED_COLUMNS: Columns = (
    ("api", "api"), ("client_id", "client id"), ("conn", "connection"), ("requests", "requests"), (_sent, "sent (UTC)"),
)  # fmt: skip


def render(data: ReportData, title: str) -> str:
    """The whole HTML document."""
    from kafkasniff.rendering import plots

    t0, t1 = data.span if data.span is not None else (0.0, 1.0)
    group_rows, txn_rows = data.group_rows, data.txn_rows
    parts = [f"<h1>kafkasniff report: {html.escape(title)}</h1>", _overview(data)]
    parts += _commits(data, t0)
    parts.append("<h2 id='latency'>Latency and rates</h2>")
    if data.series:
        parts.append(_figure(plots.latency(data.series, t0), "latency per api"))
        parts.append(_figure(plots.rates(data.series, data.bucket_width, t0), "requests and errors per second"))
    parts += _unanswered(data.unanswered_rows)
    parts += _section("groups", "Consumer groups", group_rows, group_columns.COLUMNS,
                      lambda: plots.rebalances(group_rows, t0, t1), "rebalance timeline")  # fmt: skip
    parts += _section("txn", "Transactions", txn_rows, txn_columns.columns(txn_rows),
                      lambda: plots.transactions(txn_rows, t0, t1), "transaction timeline")  # fmt: skip
    parts.append("<h2 id='stats'>Statistics</h2>")
    for heading, columns, rows in _stats_sections(data.stats_rows):
        parts.append(f"<h3>{html.escape(heading)}</h3>" + html_table(rows, columns))
    parts.append("<h2 id='topology'>Clients and topics</h2>" + html_table(data.topology_rows, topology.COLUMNS))
    return _document(title, "\n".join(parts))


def _commits(data: ReportData, t0: float) -> list[str]:
    """The commits table, and a picture per partition (the worst first) or a sentence for one
    with nothing that moves to draw."""
    from kafkasniff.rendering import plots

    rows = data.commit_rows
    parts = ["<h2 id='commits'>Committed offsets</h2>"]
    if not rows:
        return [*parts, "<p class='note'>No offset commits in this capture.</p>"]
    parts.append(html_table(rows, commits.COLUMNS))
    shown = _worst_first(rows)[:MAX_PARTITION_PLOTS]
    keys = [(r["group"], r["topic"], r["partition"]) for r in shown]
    found = data.commit_timelines(keys)
    timelines = [found[key] for key in keys]
    senders = sorted({plots.sender(c) for t in timelines for c in t["commits"]})
    colours = {who: f"C{i % 10}" for i, who in enumerate(senders)}
    for row, timeline in zip(shown, timelines, strict=True):
        name = f"{row['group']} {row['topic']}/{row['partition']}: {row['state']}, " + commits.verdict_names(row)
        if plots.has_drawing(timeline):
            parts.append(_figure(plots.commit_timeline(name, timeline, t0, colours), "what happened: " + name))
        else:
            parts.append(f"<p class='note'>{html.escape(name)}: nothing to draw: {_quiet(timeline)}.</p>")
    return parts


def _quiet(timeline: dict[str, Any]) -> str:
    """What a partition with nothing to draw did have."""
    fetched = timeline["fetched"]
    said = "no commit, nothing delivered, no committed offset in OffsetFetch answers"
    if fetched:
        positions = sorted({offset for _, offset in fetched})
        at = f"offset {positions[0]}" if len(positions) == 1 else f"offsets {positions[0]} to {positions[-1]}"
        said += f"; fetched {len(fetched)} times at {at}"
    return said


def _unanswered(rows: list[dict[str, Any]] | None) -> list[str]:
    """The requests no response answered, when there were any (the overview links to them)."""
    if not rows:
        return []
    heading = "<h2 id='unanswered'>Unanswered requests</h2>"
    total = sum(r["requests"] for r in rows)
    note = (f"<p class='note'>{total} request{'s' * (total != 1)} without a response by the end of "
            "their connection or of the capture.</p>")  # fmt: skip
    return [heading, note, html_table(rows, UNANSWERED_COLUMNS)]


def _section(anchor: str, heading: str, rows: list[dict[str, Any]], columns: Columns,
             picture: Callable[[], str], caption: str) -> list[str]:  # fmt: skip
    """A heading, its picture and its table; a note when the capture has none of it."""
    if not rows:
        return [f"<h2 id='{anchor}'>{heading}</h2>", f"<p class='note'>No {heading.lower()} in this capture.</p>"]
    return [f"<h2 id='{anchor}'>{heading}</h2>", _figure(picture(), caption), html_table(rows, columns)]


def _document(title: str, body: str) -> str:
    return (
        "<!DOCTYPE html>\n<html lang='en'><head><meta charset='utf-8'>"
        f"<meta http-equiv='Content-Security-Policy' content=\"{CSP}\">"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>kafkasniff: {html.escape(title)}</title><style>{STYLE}</style></head>\n"
        f"<body>\n{body}\n</body></html>\n"
    )


def _overview(data: ReportData) -> str:
    import datetime

    exchanges, span, commit_rows = data.exchanges, data.span, data.commit_rows
    when = "no exchanges"
    if span is not None:
        start = datetime.datetime.fromtimestamp(span[0], datetime.UTC).isoformat(timespec="seconds")
        when = f"from {start} for {span[1] - span[0]:.0f} s"
    behind = [r for r in commit_rows if r["state"] in TROUBLE]
    items = [f"{exchanges} exchanges, {when}",
             f"{len(commit_rows)} group partitions with offsets, {len(behind)} not caught up at the end"]  # fmt: skip
    if data.unanswered_rows:
        total = sum(r["requests"] for r in data.unanswered_rows)
        apis = ", ".join(dict.fromkeys(html.escape(r["api"]) for r in data.unanswered_rows))
        items.append(f"<a href='#unanswered'>{total} unanswered request{'s' * (total != 1)}</a> ({apis})")
    items += [f"<span class='bad'>{html.escape(r['group'])} {html.escape(r['topic'])}/{r['partition']}: "
              f"{r['state']} (committed {r['committed']}, consumed {r['consumed']})"
              + (f", stale commits by {html.escape(commits.stale_cell(r))}" if r["stale_committers"] else "")
              + "</span>" for r in behind]  # fmt: skip
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"


def _worst_first(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    def trouble(row: dict[str, Any]) -> int:
        named = {v["verdict"] for v in row["verdicts"]}
        return -(2 * (row["state"] in TROUBLE) + bool(named & BAD))

    return sorted(rows, key=trouble)


def _stats_sections(rows: list[dict[str, Any]]) -> list[tuple[str, Columns, list[dict[str, Any]]]]:
    kinds = (("api", "Latency and volume per api", stats.API_COLUMNS),
             ("error", "Errors by api and code", stats.ERROR_COLUMNS),
             ("partition", "Records and bytes per topic/partition", stats.PARTITION_COLUMNS),
             ("client", "Per client id", stats.CLIENT_COLUMNS))  # fmt: skip
    return [(title, cols, [r for r in rows if r["kind"] == kind]) for kind, title, cols in kinds]


def _figure(svg: str, caption: str) -> str:
    return f"<figure>{svg}<figcaption class='note'>{html.escape(caption)}</figcaption></figure>"
