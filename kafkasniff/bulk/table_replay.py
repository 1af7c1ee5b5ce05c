"""`groups --table` and `txn --table`: the exchanges those analyses read (coordination traffic,
transactional Produce requests, Fetch answers with transaction markers: few next to the data
traffic) streamed to the driver in the order one machine decodes them, rebuilt as decoded
exchanges from their rows and kept bodies (analyses/kept_bodies.py), and fed to the very
analyses a capture is read with, so both answer alike."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from kafkasniff.bulk.schemas import END_OF_INPUT
from kafkasniff.bulk.topic_names import metadata_names
from kafkasniff.model import Connection, DecodedExchange, Exchange, ExchangeStatus, Frame, text_endpoint

COLUMNS = ("ts_ns", "answered_ns", "client", "broker", "protocol", "api", "api_key", "api_version", "correlation_id",
           "client_id", "status", "request_size", "response_size", "errors", "error_details", "group_id", "topics",
           "bodies")  # fmt: skip


class TableTooOld(Exception):
    """A table indexed before it kept the bodies these analyses read."""


def replayed(spark: Any, exchanges: Any) -> Iterator[DecodedExchange]:
    """The exchanges with kept bodies, in the order pairing gave them out (their answer's time;
    unanswered ones at the end), each with the topic ids Metadata had named by then."""
    from pyspark.sql import functions as F

    if "bodies" not in exchanges.columns:
        raise TableTooOld(
            "this table was indexed before it kept the bodies groups and txn read: index the captures again"
        )
    order = F.coalesce(F.col("answered_ns"), F.lit(END_OF_INPUT))
    names = metadata_names(exchanges, order)
    kept = exchanges.where(F.col("bodies").isNotNull()).select(order.alias("order"), *COLUMNS)
    for row in kept.orderBy("order", "ts_ns", "client", "correlation_id").toLocalIterator():
        known = {i: name for i, (name, since) in names.items() if since <= row["order"]}
        yield decoded(row.asDict(recursive=True), known)


def decoded(row: dict[str, Any], topic_ids: dict[str, str]) -> DecodedExchange:
    """An exchange as the analyses read it, from its table row: times, endpoints, status, errors
    and bodies (its frames' bytes are not kept: only their sizes)."""
    conn = Connection(text_endpoint(row["client"]), text_endpoint(row["broker"]), row["protocol"])
    request = Frame(conn, True, row["ts_ns"], row["ts_ns"], 0, row["request_size"] or 0, b"")
    response = None
    if row["answered_ns"] is not None:
        response = Frame(conn, False, row["answered_ns"], row["answered_ns"], 0, row["response_size"] or 0, b"")
    exchange: Exchange[Any] = Exchange(conn, request, response, row["correlation_id"], ExchangeStatus(row["status"]))
    bodies = json.loads(row["bodies"])
    fields = {
        "api_key": row["api_key"], "api": row["api"], "api_version": row["api_version"],
        "correlation_id": row["correlation_id"], "client_id": row["client_id"],
        "error_details": [{**d, "field": None} for d in row["error_details"] or []],
        "topic_ids": topic_ids, "topics": row["topics"] or [], "group": row["group_id"],
        "request": bodies["request"], "response": bodies["response"],
    }  # fmt: skip
    return DecodedExchange(exchange, fields, "", tuple(row["errors"] or ()), ())
