"""The default view: one line per exchange."""

from __future__ import annotations

import time

from kafkasniff.model import DecodedExchange

STATUS_TEXT = {
    "ok": "",
    "unanswered": "UNANSWERED",
    "no-request": "NO-REQUEST",
    "no-response-expected": "no response expected",
}


def clock(ts_ns: int) -> str:
    """HH:MM:SS.ffffff in UTC."""
    seconds, ns = divmod(ts_ns, 1_000_000_000)
    return time.strftime("%H:%M:%S", time.gmtime(seconds)) + f".{ns // 1000:06d}"


def render(item: DecodedExchange) -> str:
    ex = item.exchange
    latency = ex.latency_ns
    parts = [clock(ex.ts), ex.conn.label, item.summary]
    if latency is not None:
        parts.append(f"{latency / 1e6:.3f} ms")
    status = STATUS_TEXT.get(ex.status, ex.status)
    if status:
        parts.append(status)
    if item.errors:
        parts.append("error=" + ",".join(item.errors))
    if item.warnings:
        parts.append("[" + "; ".join(w["kind"] for w in item.warnings) + "]")
    return " ".join(parts)
