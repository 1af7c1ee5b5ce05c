"""What `stats` reads of one exchange, made alike from a decoded exchange and from its row in
the `index` table (whose columns analyses/facts.py's `exchange_row` fills from the same fields)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from kafkasniff.analyses.facts import partition_facts
from kafkasniff.analyses.kafka_fields import body_of
from kafkasniff.model import DecodedExchange, ExchangeStatus

# What became of a Produce request's records for one partition
PRODUCE_OUTCOMES = ("produced", "rejected", "unanswered", "unacknowledged")
FETCHED = "fetched"  # a Fetch answer's records for one partition
RECORD_APIS = ("Produce", "Fetch")

# The `index` table's columns `stats` reads
ROW_COLUMNS = ("api", "client_id", "status", "latency_ms", "latency_bound", "request_size", "response_size",
               "error_details", "throttle_ms", "acks", "partitions")  # fmt: skip


def produce_outcome(status: str, acks: int | None, error: str | None) -> str:
    """One of PRODUCE_OUTCOMES for a partition of a Produce request. acks=0 asks for no
    acknowledgement, whatever a broker answers (tansu answers)."""
    if acks == 0 or status == ExchangeStatus.NO_RESPONSE_EXPECTED:
        return "unacknowledged"
    if status != ExchangeStatus.OK:
        return "unanswered"
    return "rejected" if error is not None else "produced"


@dataclass(slots=True)
class PartitionRecords:
    """The records one partition entry of a Produce request or of a Fetch answer carried."""

    topic: str  # its name, or its id when no Metadata had named it
    partition: int
    outcome: str | None  # one of PRODUCE_OUTCOMES, or FETCHED; None: named only (a Fetch request's)
    records: int  # data records
    markers: int  # control records (transaction markers)
    batches: int
    bytes: int
    # the counts are of what survived a damaged exchange: the true ones are at least these
    at_least: bool = False
    outcome_unsure: bool = False  # the bytes answering it were lost: acknowledged or rejected, unknown


@dataclass(frozen=True, slots=True)
class ExchangeStats:
    api: str  # "unknown" when the request was not seen
    client_id: str  # "-" when it sent none
    latency_ms: float | None  # None: unanswered
    latency_bound: str | None  # Exchange.latency_bound: None when exact
    bytes_out: int
    bytes_in: int
    errors: frozenset[str]  # the errors it carried
    partition_errors: tuple[str, ...]  # the error of each partition entry answered with one
    throttle_ms: int  # 0: not throttled
    records: tuple[PartitionRecords, ...]  # Produce and Fetch only
    unanswered: bool = False  # a request that expected a response and got none


class _LastAsked:
    """The last exchange `stats_of_exchange` was asked about, with its answer: on a live tap
    `stats` and the Prometheus metrics both ask about each exchange, one after the other, and
    making the facts is most of what either costs (the exchange is held until the next one)."""

    answer: tuple[DecodedExchange, ExchangeStats] | None = None


def stats_of_exchange(e: DecodedExchange) -> ExchangeStats:
    last = _LastAsked.answer  # (one read: another thread may replace it meanwhile)
    if last is not None and last[0] is e:
        return last[1]
    stats = _stats_of_exchange(e)
    _LastAsked.answer = (e, stats)
    return stats


def _stats_of_exchange(e: DecodedExchange) -> ExchangeStats:
    f, ex = e.fields, e.exchange
    api = f.get("api") or "unknown"
    latency = ex.latency_ns
    throttle = body_of(f, "response").get("throttle_time_ms")
    records: tuple[PartitionRecords, ...] = ()
    if api in RECORD_APIS:
        records = partition_records(ex.status, body_of(f, "request").get("acks"), partition_facts(e))
    return _stats(api, f.get("client_id"), None if latency is None else latency / 1e6, ex.latency_bound,
                  ex.request.size if ex.request else 0, ex.response.size if ex.response else 0,
                  f.get("error_details", []), throttle, records, ex.status == ExchangeStatus.UNANSWERED)  # fmt: skip


def stats_of_row(row: dict[str, Any]) -> ExchangeStats:
    api = row["api"] or "unknown"
    records: tuple[PartitionRecords, ...] = ()
    if api in RECORD_APIS:
        records = partition_records(row["status"], row["acks"], row["partitions"] or ())
    return _stats(api, row["client_id"], row["latency_ms"], row.get("latency_bound"), row["request_size"] or 0,
                  row["response_size"] or 0, row["error_details"] or (), row["throttle_ms"], records,
                  row["status"] == ExchangeStatus.UNANSWERED)  # fmt: skip


def _stats(api: str, client_id: str | None, latency_ms: float | None, latency_bound: str | None, bytes_out: int,
           bytes_in: int, details: Iterable[dict[str, Any]], throttle: Any,
           records: tuple[PartitionRecords, ...], unanswered: bool = False) -> ExchangeStats:  # fmt: skip
    details = list(details)
    throttled = throttle if isinstance(throttle, int) and throttle > 0 else 0
    return ExchangeStats(
        api, client_id or "-", latency_ms, latency_bound, bytes_out, bytes_in, frozenset(d["error"] for d in details),
        tuple(d["error"] for d in details if d.get("partition") is not None), throttled, records, unanswered,
    )  # fmt: skip


def partition_records(status: str, acks: int | None, facts: Iterable[dict[str, Any]]) -> tuple[PartitionRecords, ...]:
    """The records of the partition facts (analyses/facts.py's, the table's `partitions`) of a
    Produce request and a Fetch answer, and the partitions the other facts of those exchanges name
    (a Fetch request's, a Produce answer's), which `stats` lists even when nothing is counted."""
    found = []
    for fact in facts:
        kind = fact["kind"]
        if kind == "produce":
            outcome: str | None = produce_outcome(status, acks, fact["error"])
        elif kind == FETCHED:
            outcome = FETCHED
        else:
            outcome = None
        doubt = fact.get("uncertain") or ()  # (tables indexed before it existed have none)
        found.append(PartitionRecords(
            fact["topic"] or fact["topic_id"], fact["partition"], outcome, fact["records"] or 0,
            fact["markers"] or 0, fact["batches"] or 0, fact["bytes"] or 0, "records" in doubt, "error" in doubt,
        ))  # fmt: skip
    return tuple(found)
