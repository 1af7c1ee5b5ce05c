"""Requests no response answered by the end of their connection or of the capture, per api,
client id and connection: what the report lists under "Unanswered requests". A request that
expects no answer (a Produce with acks=0) is not one of them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kafkasniff.analyses.kafka_fields import conn_text
from kafkasniff.model import DecodedExchange, ExchangeStatus


@dataclass
class _Unanswered:
    count: int
    first_ts: float
    last_ts: float


class UnansweredAnalysis:
    def __init__(self) -> None:
        self._found: dict[tuple[str, str | None, str], _Unanswered] = {}

    def feed(self, e: DecodedExchange) -> None:
        if e.exchange.status != ExchangeStatus.UNANSWERED:
            return
        ts = e.exchange.ts / 1e9
        key = (str(e.fields.get("api") or "unknown"), e.fields.get("client_id"), conn_text(e))
        found = self._found.get(key)
        if found is None:
            self._found[key] = _Unanswered(1, ts, ts)
        else:
            found.count += 1
            found.last_ts = max(found.last_ts, ts)

    def rows(self) -> list[dict[str, Any]]:
        return [
            {"api": api, "client_id": client_id, "conn": conn, "requests": found.count, "first_ts": found.first_ts,
             "last_ts": found.last_ts}
            for (api, client_id, conn), found in sorted(self._found.items(), key=lambda item: item[1].first_ts)
        ]  # fmt: skip
