"""The default view: one line per exchange, coloured when stdout is a terminal."""

from __future__ import annotations

import time
from typing import Any

from kafkasniff.model import Connection, DecodedExchange, DecodeWarning, Endpoint, Exchange, ExchangeStatus, Frame

STATUS_TEXT = {
    "ok": "",
    "unanswered": "UNANSWERED",
    "no-request": "NO-REQUEST",
    "no-response-expected": "no response expected",
}
_OK = ExchangeStatus.OK
SLOW_MS = 100.0  # latencies above this are highlighted
# a latency measured to the last bytes seen of a side that lost its end (Exchange.latency_bound)
BOUND_MARKS = {None: "", "lower": ">=", "upper": "<=", "unknown": "~"}


_second: list[Any] = [None, ""]  # the last second formatted, and its text: lines come in time order
_labels: dict[tuple[Endpoint, Endpoint], str] = {}  # by the ends alone: compared in C, not by Connection's __eq__


def clock(ts_ns: int) -> str:
    """HH:MM:SS.ffffff in UTC."""
    seconds, ns = divmod(ts_ns, 1_000_000_000)
    if seconds != _second[0]:
        _second[:] = [seconds, time.strftime("%H:%M:%S.", time.gmtime(seconds))]
    return _second[1] + str(1_000_000 + ns // 1000)[1:]  # (the microseconds zero-padded, quicker than a format)


def _label(conn: Connection) -> str:
    ends = conn.client, conn.server
    label = _labels.get(ends)
    if label is None:
        if len(_labels) > 65536:
            _labels.clear()
        label = _labels[ends] = conn.label
    return label


def parts(item: DecodedExchange, when: str | None = None) -> list[tuple[str, str]]:
    """(text, style) pieces of a line; the style is a rich style name or ''. `when`: the time
    column in another format than the time of day (-t)."""
    ex = item.exchange
    latency = ex.latency_ns
    out = [(when or clock(ex.ts), "dim"), (_label(ex.conn), "blue"), (item.summary, "")]
    if latency is not None:
        ms = latency / 1e6
        out.append((f"{BOUND_MARKS[ex.latency_bound]}{ms:.3f} ms", "bold yellow" if ms >= SLOW_MS else "green"))
    status = STATUS_TEXT.get(ex.status, ex.status)
    if status:
        out.append((status, "bold red" if ex.status in ("unanswered", "no-request") else "dim"))
    if item.errors:
        out.append(("error=" + ",".join(item.errors), "bold red"))
    if item.warnings:
        out.append(("[" + "; ".join(_kind_count(w) for w in item.warnings) + "]", "magenta"))
    where = wireshark_refs(ex)
    if where:
        out.append((where, "dim"))
    return out


def wireshark_refs(ex: Exchange[Any]) -> str:
    """Where Wireshark shows the exchange, compactly: `s3 f10/12` is tcp.stream 3, the request
    in frame 10 and the response in frame 12 (`f10-11/12-15` when they span several packets,
    `-` for a side not captured); empty when the packets are not known."""
    if ex.conn.stream is None:
        return ""
    return f"s{ex.conn.stream} f{_span(ex.request)}/{_span(ex.response)}"


def _span(frame: Frame | None) -> str:
    if frame is None or not frame.packets[0]:
        return "-"
    first, last = frame.packets
    return str(first) if first == last else f"{first}-{last}"


def render(item: DecodedExchange, when: str | None = None) -> str:
    """The texts of `parts` joined by spaces, built at once: the line view renders every exchange
    (tests/kafkasniff/rendering/test_lines.py holds the two to the same words)."""
    ex = item.exchange
    request, response = ex.request, ex.response
    first = request or response
    line = f"{when or clock(first.ts)} {_label(ex.conn)} {item.summary}"  # type: ignore[union-attr]
    if request is not None and response is not None:
        marks = "" if request.end_seen and response.end_seen else BOUND_MARKS[ex.latency_bound]
        line += f" {marks}{(response.ts - request.ts) / 1e6:.3f} ms"
    if ex.status is not _OK:  # (an enum member is hashed in Python: most lines need no look-up)
        line += " " + STATUS_TEXT.get(ex.status, ex.status)
    if item.errors:
        line += " error=" + ",".join(item.errors)
    if item.warnings:
        line += " [" + "; ".join(_kind_count(w) for w in item.warnings) + "]"
    stream = ex.conn.stream
    if stream is not None:
        line += f" s{stream} f{_span(request)}/{_span(response)}"
    return line


def retimed(line: str, when: str) -> str:
    """A rendered line with another time column (-t): lines rendered elsewhere (the reading
    process, -j's workers) are retimed where they are printed, in the order they are printed."""
    return when + line[line.index(" ") :]


def render_rich(item: DecodedExchange, when: str | None = None) -> Any:
    from rich.text import Text

    line = Text()
    for i, (text, style) in enumerate(parts(item, when)):
        if i:
            line.append(" ")
        line.append(text, style=style)
    return line


def _kind_count(w: DecodeWarning) -> str:
    return str(w.kind) if w.count == 1 else f"{w.kind} x{w.count}"
