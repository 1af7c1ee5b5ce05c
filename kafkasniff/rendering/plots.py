"""The report's pictures, drawn with matplotlib into SVG text (vector, text kept as text, no
script, nothing fetched): one function per picture, each taking the analyses' answers.

matplotlib is imported here only, by `kafkasniff report`: every other command starts without it."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

from kafkasniff.analyses.timeline import Bucket

MAX_LINES = 8  # apis drawn in the latency and rate pictures: the busiest
STATUS_MARKERS = {"committed": "o", "failed": "X", "discarded": "s", "pending": "d"}
OUTCOME_COLOURS = {"committed": "#2ca02c", "aborted": "#ff7f0e", "open": "#d62728", "abandoned": "#9467bd",
                   "end-failed": "#d62728", "never-began": "#7f7f7f", "init-failed": "#7f7f7f"}  # fmt: skip


def _pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    matplotlib.rcParams.update({"svg.fonttype": "none", "font.size": 9, "axes.grid": True, "grid.alpha": 0.3,
                                "svg.hashsalt": "kafkasniff"})  # fmt: skip
    import matplotlib.pyplot as plt

    return plt


def _svg(fig: Any) -> str:
    out = io.StringIO()
    fig.savefig(out, format="svg", bbox_inches="tight", metadata={"Date": None})  # the same data, the same file
    _pyplot().close(fig)
    text = out.getvalue()
    return text[text.index("<svg") :]  # the XML prologue and doctype are not HTML


def sender(commit: dict[str, Any]) -> str:
    """Who sent a commit, as the pictures name it."""
    return str(commit["client_id"] or commit["member_id"] or commit["conn"])


def commit_timeline(title: str, timeline: dict[str, Any], t0: float, colours: dict[str, str]) -> str:
    """One partition: the committed offset (what the commits made it, and what OffsetFetch
    answered), what the group consumed and fetched, and every commit marked by who sent it."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(10, 3.2))
    delivered, fetched = timeline["delivered"], timeline["fetched"]
    if fetched:
        ax.step([t - t0 for t, _ in fetched], [o for _, o in fetched], where="post", color="#bbbbbb", lw=1,
                label="fetcher position")  # fmt: skip
    if delivered:
        ax.step(*_running_max(delivered, t0), where="post", color="#1f77b4", lw=1.5, label="consumed (delivered)")
    committed = [(c["at"], c["offset"]) for c in timeline["commits"] if c["status"] == "committed"]
    if committed:
        ax.step([t - t0 for t, _ in committed], [o for _, o in committed], where="post", color="black", lw=1.8,
                label="committed offset")  # fmt: skip
    answers = timeline["offset_fetches"]
    if answers:
        ax.scatter([t - t0 for t, _ in answers], [o for _, o in answers], marker="_", s=120, color="black",
                   label="OffsetFetch answer", zorder=4)  # fmt: skip
    _commit_markers(ax, timeline["commits"], t0, colours)
    ax.set_title(title, loc="left")
    ax.set_xlabel("seconds since the capture's first exchange")
    ax.set_ylabel("offset")
    ax.legend(loc="upper left", fontsize=7, ncol=2, framealpha=0.8)
    return _svg(fig)


def _running_max(points: Sequence[tuple[float, int]], t0: float) -> tuple[list[float], list[int]]:
    xs, ys, best = [], [], -1
    for t, offset in sorted(points):
        best = max(best, offset)
        xs.append(t - t0)
        ys.append(best)
    return xs, ys


def _commit_markers(ax: Any, commits: list[dict[str, Any]], t0: float, colours: dict[str, str]) -> None:
    """Each sender in its colour (the same in every picture: `colours`), each status its marker."""
    for who in dict.fromkeys(sender(c) for c in commits):
        mine = [c for c in commits if sender(c) == who]
        for status, marker in STATUS_MARKERS.items():
            shown = [c for c in mine if c["status"] == status]
            if not shown:
                continue
            label = f"{who} ({status})" if status != "committed" else who
            ax.scatter([c["ts"] - t0 for c in shown], [c["offset"] for c in shown], marker=marker, s=36,
                       color=colours.get(who, "C9"), label=label, zorder=5)  # fmt: skip
    stale = [c for c in commits if c["stale"]]
    if stale:
        ax.scatter([c["ts"] - t0 for c in stale], [c["offset"] for c in stale], marker="o", s=140,
                   facecolors="none", edgecolors="red", linewidths=1.5, label="stale commit", zorder=6)  # fmt: skip


def latency(series: dict[str, list[Bucket]], t0: float) -> str:
    """p50 (solid) and p99 (dashed) latency per api over time, the busiest apis."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(10, 3.5))
    for i, api in enumerate(_busiest(series)):
        points = [(b.start - t0, b.p50_ms, b.p99_ms) for b in series[api] if b.p50_ms is not None]
        if not points:
            continue
        ax.plot([p[0] for p in points], [p[1] for p in points], color=f"C{i}", lw=1.4, label=f"{api} p50")
        ax.plot([p[0] for p in points], [p[2] for p in points], color=f"C{i}", lw=1, ls="--", label=f"{api} p99")
    ax.set_yscale("log")
    ax.set_title("Latency per api (p50 solid, p99 dashed)", loc="left")
    ax.set_xlabel("seconds since the capture's first exchange")
    ax.set_ylabel("ms")
    ax.legend(loc="upper left", fontsize=7, ncol=4, framealpha=0.8)
    return _svg(fig)


def rates(series: dict[str, list[Bucket]], width: float, t0: float) -> str:
    """Requests per second per api, and exchanges with an error per second."""
    plt = _pyplot()
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(10, 4.6), sharex=True, height_ratios=(3, 1.4))
    for i, api in enumerate(_busiest(series)):
        top.plot([b.start - t0 for b in series[api]], [b.requests / width for b in series[api]], color=f"C{i}",
                 lw=1.2, label=api)  # fmt: skip
    errors: dict[float, int] = {}
    for buckets in series.values():
        for b in buckets:
            errors[b.start - t0] = errors.get(b.start - t0, 0) + b.errors
    xs = sorted(errors)
    bottom.bar(xs, [errors[x] / width for x in xs], width=width, align="edge", color="#d62728")
    top.set_title(f"Requests per second per api ({width:g} s buckets)", loc="left")
    top.set_ylabel("requests/s")
    top.legend(loc="upper left", fontsize=7, ncol=4, framealpha=0.8)
    bottom.set_ylabel("errors/s")
    bottom.set_xlabel("seconds since the capture's first exchange")
    return _svg(fig)


def _busiest(series: dict[str, list[Bucket]]) -> list[str]:
    return sorted(series, key=lambda api: -sum(b.requests for b in series[api]))[:MAX_LINES]


def rebalances(rows: list[dict[str, Any]], t0: float, t1: float) -> str:
    """Per group: its generations (or epochs) as bands, and joins, leaves and errors on them."""
    plt = _pyplot()
    groups = sorted({r["group"] for r in rows})
    fig, ax = plt.subplots(figsize=(10, 0.7 + 0.6 * len(groups)))
    for y, group in enumerate(groups):
        mine = sorted((r for r in rows if r["group"] == group), key=lambda r: r["generation"] or -1)
        starts = [_first_ts(r) for r in mine]
        for i, (row, start) in enumerate(zip(mine, starts, strict=True)):
            if start is None:
                continue
            end = next((s for s in starts[i + 1 :] if s is not None), t1)
            colour = "#f2c6c6" if row.get("state") == "never-formed" else ("#c6dbef", "#deebf7")[i % 2]
            ax.barh(y, end - start, left=start - t0, height=0.6, color=colour, edgecolor="#6baed6")
            label = "never formed" if row["generation"] is None else f"{row['epoch_kind']} {row['generation']}"
            ax.text(start - t0, y + 0.36, label, fontsize=7, va="bottom")
        events = [e for r in mine for e in r.get("events") or []]
        _events(ax, y, events, t0)
    ax.set_yticks(range(len(groups)), groups)
    ax.set_ylim(-0.6, len(groups) - 0.1)
    ax.set_title("Rebalance timeline (bands: generations or epochs; ▲ join, ▼ leave, ✕ error)", loc="left")
    ax.set_xlabel("seconds since the capture's first exchange")
    return _svg(fig)


def _first_ts(row: dict[str, Any]) -> float | None:
    times = [e["ts"] for e in row.get("events") or [] if isinstance(e.get("ts"), float | int)]
    return min(times) if times else row.get("first_ts")


def _events(ax: Any, y: int, events: list[dict[str, Any]], t0: float) -> None:
    def at(kind: str) -> list[float]:
        return [e["ts"] - t0 for e in events if e.get("api") == kind and not e.get("errors")]

    joins = at("JoinGroup")
    ax.scatter(joins, [y] * len(joins), marker="^", color="#2ca02c", s=30, zorder=5)
    ax.scatter(at("LeaveGroup"), [y] * len(at("LeaveGroup")), marker="v", color="#9467bd", s=30, zorder=5)
    failed = [e["ts"] - t0 for e in events if e.get("errors")]
    ax.scatter(failed, [y - 0.15] * len(failed), marker="x", color="#d62728", s=24, zorder=6)


def transactions(rows: list[dict[str, Any]], t0: float, t1: float) -> str:
    """Per transactional id: each transaction from its start to its end, coloured by outcome."""
    plt = _pyplot()
    ids = sorted({r["transactional_id"] for r in rows})
    fig, ax = plt.subplots(figsize=(10, 0.9 + 0.5 * len(ids)))
    for row in rows:
        y = ids.index(row["transactional_id"])
        end = row["ended"] if row["ended"] is not None else t1
        ax.barh(y, max(end - row["started"], (t1 - t0) / 400), left=row["started"] - t0, height=0.5,
                color=OUTCOME_COLOURS.get(row["outcome"], "#7f7f7f"), edgecolor="black", lw=0.4)  # fmt: skip
    for outcome, colour in OUTCOME_COLOURS.items():
        if any(r["outcome"] == outcome for r in rows):
            ax.barh(0, 0, color=colour, label=outcome)
    ax.set_yticks(range(len(ids)), ids)
    ax.set_title("Transactions (from the first request naming them to EndTxn's answer)", loc="left")
    ax.set_xlabel("seconds since the capture's first exchange")
    ax.legend(loc="upper right", fontsize=7, framealpha=0.8)
    return _svg(fig)
