"""Requests no response answered by the end of their connection or of the capture, per api,
client id and connection: what the report lists under "Unanswered requests". A request that
expects no answer (a Produce with acks=0) is not one of them.

A keyed analysis (keyed.py), so a table's report lists them as a capture's does:
`keyed_rows(load(spark, table), Unanswered())`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kafkasniff.analyses.kafka_fields import conn_text
from kafkasniff.analyses.keyed import Key, KeyedAnalysis, Rows
from kafkasniff.model import DecodedExchange, ExchangeStatus


@dataclass(frozen=True, slots=True)
class UnansweredRequest:
    api: str
    client_id: str | None
    conn: str
    ts: float  # seconds since the epoch


@dataclass(slots=True)
class Seen:
    """The unanswered requests of one api, client id and connection."""

    count: int
    first_ts: float
    last_ts: float

    def merge(self, other: Seen) -> Seen:
        self.count += other.count
        self.first_ts, self.last_ts = min(self.first_ts, other.first_ts), max(self.last_ts, other.last_ts)
        return self


class Unanswered(KeyedAnalysis[UnansweredRequest, Seen]):
    row_columns = ("api", "client_id", "conn", "status", "ts_ns")

    def fact_of_exchange(self, e: DecodedExchange) -> UnansweredRequest | None:
        if e.exchange.status != ExchangeStatus.UNANSWERED:
            return None
        return UnansweredRequest(str(e.fields.get("api") or "unknown"), e.fields.get("client_id"), conn_text(e),
                                 e.exchange.ts / 1e9)  # fmt: skip

    def fact_of_row(self, row: dict[str, Any]) -> UnansweredRequest | None:
        if row["status"] != ExchangeStatus.UNANSWERED:
            return None
        return UnansweredRequest(str(row["api"] or "unknown"), row["client_id"], row["conn"], row["ts_ns"] / 1e9)

    def add(self, states: dict[Key, Seen], fact: UnansweredRequest) -> None:
        seen = Seen(1, fact.ts, fact.ts)
        key = (fact.api, fact.client_id, fact.conn)
        states[key] = states[key].merge(seen) if key in states else seen

    def rows(self, states: dict[Key, Seen]) -> Rows:
        return [
            {"api": api, "client_id": client_id, "conn": conn, "requests": seen.count, "first_ts": seen.first_ts,
             "last_ts": seen.last_ts}
            for (api, client_id, conn), seen in sorted(states.items(), key=lambda item: (item[1].first_ts, item[0]))
        ]  # fmt: skip
