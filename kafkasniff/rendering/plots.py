"""The report's pictures, drawn with matplotlib into SVG text (vector, text kept as text, no
script, nothing fetched): one function per picture, each taking the analyses' answers.

Legends sit outside the plot areas, under them: a legend inside hides the data it happens to
cover (the first commits of a partition, a latency peak). Each plot area, legend and drawn
series carries an SVG id ("plot-area-N", "legend-N", "data-N") that the report's layout test
measures. Offsets are whole numbers, and so are the offset axis' ticks.

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


def _figure(plt: Any, size: tuple[float, float], rows: int = 1, **options: Any) -> tuple[Any, Any]:
    """A figure laid out by matplotlib's constrained layout (room for a legend outside), its
    plot areas marked."""
    fig, axes = plt.subplots(rows, 1, figsize=size, layout="constrained", **options)
    for index, ax in enumerate(axes if rows > 1 else [axes], start=1):
        ax.patch.set_gid(f"plot-area-{index}")
    return fig, axes


def _legend(fig: Any, axes: Sequence[Any], columns: int) -> None:
    """The axes' legend entries, under the plot areas; the drawn series marked as data."""
    handles, labels = [], []
    for ax in axes:
        found = ax.get_legend_handles_labels()
        handles += found[0]
        labels += found[1]
    if handles:
        legend = fig.legend(handles, labels, loc="outside lower left", ncol=min(columns, len(handles)), fontsize=7,
                            frameon=False)  # fmt: skip
        legend.set_gid("legend-1")


def _mark_data(fig: Any) -> None:
    """Marks what the plot areas draw (lines, markers, bars) as data: the layout test counts it."""
    drawn = [a for ax in fig.axes for a in (*ax.get_lines(), *ax.collections, *ax.patches)]
    for number, artist in enumerate(drawn, start=1):
        artist.set_gid(f"data-{number}")


def _svg(fig: Any) -> str:
    _mark_data(fig)
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
    from matplotlib.ticker import MaxNLocator

    fig, ax = _figure(plt, (10, 3.6))
    delivered, fetched = timeline["delivered"], timeline["fetched"]
    committed = [(c["at"], c["offset"]) for c in timeline["commits"] if c["status"] == "committed"]
    # each line held until the last thing drawn: one delivery or one commit is a line too
    last = max([t for t, _ in [*committed, *delivered, *fetched]] + [c["ts"] for c in timeline["commits"]],
               default=t0)  # fmt: skip
    if fetched:
        ax.step([t - t0 for t, _ in fetched], [o for _, o in fetched], where="post", color="#bbbbbb", lw=1,
                label="fetcher position")  # fmt: skip
    if delivered:
        xs, ys = _running_max(delivered, t0)
        ax.step([*xs, last - t0], [*ys, ys[-1]], where="post", color="#1f77b4", lw=1.5, label="consumed (delivered)")
    if committed:
        committed.append((last, committed[-1][1]))
        ax.step([t - t0 for t, _ in committed], [o for _, o in committed], where="post", color="black", lw=1.8,
                label="committed offset")  # fmt: skip
    answers = [(t, o) for t, o in timeline["offset_fetches"] if o >= 0]  # -1: no offset committed
    if answers:
        ax.scatter([t - t0 for t, _ in answers], [o for _, o in answers], marker="_", s=120, color="black",
                   label="OffsetFetch answer", zorder=4)  # fmt: skip
    _commit_markers(ax, timeline["commits"], t0, colours)
    ax.set_title(title, loc="left")
    ax.set_xlabel("seconds since the capture's first exchange")
    ax.set_ylabel("offset")
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    _legend(fig, [ax], 5)
    return _svg(fig)


def has_drawing(timeline: dict[str, Any]) -> bool:
    """Whether a partition's timeline has anything to draw that moves: a commit, a delivery, or
    an offset OffsetFetch answered (a fetcher position alone is a flat line)."""
    return bool(timeline["commits"] or timeline["delivered"] or any(o >= 0 for _, o in timeline["offset_fetches"]))


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
    fig, ax = _figure(plt, (10, 4.2))
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
    _legend(fig, [ax], 4)
    return _svg(fig)


def rates(series: dict[str, list[Bucket]], width: float, t0: float) -> str:
    """Requests per second per api, and exchanges with an error per second."""
    plt = _pyplot()
    fig, (top, bottom) = _figure(plt, (10, 5.2), 2, sharex=True, height_ratios=(3, 1.4))
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
    _legend(fig, [top], 4)
    bottom.set_ylabel("errors/s")
    bottom.set_xlabel("seconds since the capture's first exchange")
    return _svg(fig)


def _busiest(series: dict[str, list[Bucket]]) -> list[str]:
    return sorted(series, key=lambda api: -sum(b.requests for b in series[api]))[:MAX_LINES]


def rebalances(rows: list[dict[str, Any]], t0: float, t1: float) -> str:
    """Per group: each generation (or epoch) as a band from when it formed until its member set
    changed (groups.py: `formed_ts`, `ended_ts`; the capture's end while it held), a group that
    never formed one as a red band over its attempts; joins, leaves and errors marked on them."""
    plt = _pyplot()
    groups = sorted({r["group"] for r in rows})
    fig, ax = _figure(plt, (10, 1.3 + 0.6 * len(groups)))
    for y, group in enumerate(groups):
        mine = sorted((r for r in rows if r["group"] == group), key=lambda r: r["generation"] or -1)
        for i, row in enumerate(mine):
            start, end = band(row, t1)
            if start is None:
                continue
            never = row["generation"] is None
            colour = "#f2c6c6" if never else ("#c6dbef", "#deebf7")[i % 2]
            ax.barh(y, max(end - start, (t1 - t0) / 400), left=start - t0, height=0.6, color=colour,
                    edgecolor="#6baed6")  # fmt: skip
            label = "never formed" if never else ("epoch " if row["epoch_kind"] != "generation" else "gen ")
            ax.text(start - t0, y + 0.34, label + ("" if never else str(row["generation"])), fontsize=7,
                    va="bottom")  # fmt: skip
        _events(ax, y, [e for r in mine for e in r.get("events") or []], t0, first=y == 0)
    ax.set_yticks(range(len(groups)), groups)
    ax.set_ylim(-0.6, len(groups) - 0.05)
    ax.set_title("Rebalance timeline (bands: each generation or epoch, from forming to its member set's change)",
                 loc="left")  # fmt: skip
    ax.set_xlabel("seconds since the capture's first exchange")
    _legend(fig, [ax], 3)
    return _svg(fig)


def band(row: dict[str, Any], t1: float) -> tuple[float | None, float]:
    """(start, end) of a row's band: formed to ended (the capture's end while it held); a group
    that never formed a generation, its first attempt to its last event."""
    if row["generation"] is None:
        return row.get("first_ts"), row.get("last_ts") or t1
    start = row.get("formed_ts")
    if start is None:  # a row without the times (a table indexed before they were kept): its first event
        start = min((e["ts"] for e in row.get("events") or [] if isinstance(e.get("ts"), float | int)), default=None)
    end = row.get("ended_ts")
    return start, end if end is not None else t1


def _events(ax: Any, y: int, events: list[dict[str, Any]], t0: float, first: bool) -> None:
    """Joins, leaves and errors (refused commits among them) on a group's line; labelled once."""
    marks = (("JoinGroup", "^", "#2ca02c", "join", 0.0), ("LeaveGroup", "v", "#9467bd", "leave", 0.0),
             (None, "x", "#d62728", "error (refused join, sync, heartbeat or commit)", -0.15))  # fmt: skip
    for api, marker, colour, label, shift in marks:
        times = [e["ts"] - t0 for e in events if (e.get("errors") if api is None
                                                 else e.get("api") == api and not e.get("errors"))]  # fmt: skip
        if times:
            ax.scatter(times, [y + shift] * len(times), marker=marker, color=colour, s=30, zorder=5,
                       label=label if first else "_nolegend_")  # fmt: skip


def transactions(rows: list[dict[str, Any]], t0: float, t1: float) -> str:
    """Per transactional id: each transaction from its start to its end, coloured by outcome."""
    plt = _pyplot()
    ids = sorted({r["transactional_id"] for r in rows})
    fig, ax = _figure(plt, (10, 1.4 + 0.5 * len(ids)))
    labelled: set[str] = set()
    for row in rows:
        y = ids.index(row["transactional_id"])
        end = row["ended"] if row["ended"] is not None else t1
        label = row["outcome"] if row["outcome"] not in labelled else "_nolegend_"
        labelled.add(row["outcome"])
        ax.barh(y, max(end - row["started"], (t1 - t0) / 400), left=row["started"] - t0, height=0.5,
                color=OUTCOME_COLOURS.get(row["outcome"], "#7f7f7f"), edgecolor="black", lw=0.4,
                label=label)  # fmt: skip
    ax.set_yticks(range(len(ids)), ids)
    ax.set_title("Transactions (from the first request naming them to EndTxn's answer)", loc="left")
    ax.set_xlabel("seconds since the capture's first exchange")
    _legend(fig, [ax], 6)
    return _svg(fig)
