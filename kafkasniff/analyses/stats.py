"""`kafkasniff stats`: latency per api, errors by api and code, bytes and records produced and
fetched per topic/partition, throttling (per api and per client id: a client held back by a
quota is the client to name), and per client id.

Records produced are the ones the broker acknowledged; those it answered with an error
(rejected), those whose request was never answered and those sent with acks=0 (which nobody
acknowledges) are counted apart. Records fetched are data records: transaction control records
are counted as markers. Errors are counted per exchange (how many exchanges carried the error)
and per partition (how many partition entries did).

Figures built from damaged exchanges say so (analyses/damaged.py): records counted from a request
cut short are at least those (`bound` `>=`), records whose answer was lost are `uncertain`, and
latency percentiles are bounds or uncertain as the latencies they were taken from
(analyses/latencies.py)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Self

from kafkasniff.analyses.damaged import Bound, with_marks
from kafkasniff.analyses.keyed import Key, KeyedAnalysis, PerKey, Rows
from kafkasniff.analyses.latencies import Latencies
from kafkasniff.analyses.stats_facts import (
    FETCHED,
    ROW_COLUMNS,
    ExchangeStats,
    PartitionRecords,
    stats_of_exchange,
    stats_of_row,
)
from kafkasniff.model import DecodedExchange


class Tally(Counter[str]):
    """Counts by name, added up when merged: a partition's or an error's."""

    def merge(self, other: Self) -> Self:
        self.update(other)
        return self


class ClientTally(Tally):
    """A client id's counts: added up when merged, but for the longest throttle, the larger."""

    def merge(self, other: Self) -> Self:
        longest = max(self["throttle_max_ms"], other["throttle_max_ms"])
        self.update(other)
        self["throttle_max_ms"] = longest
        return self


@dataclass(slots=True)
class ApiState:
    latencies: Latencies
    exchanges: int = 0
    unanswered: int = 0  # requests that expected a response and got none
    bytes_out: int = 0
    bytes_in: int = 0
    throttled: int = 0
    throttle_max_ms: int = 0

    def merge(self, other: ApiState) -> ApiState:
        self.exchanges += other.exchanges
        self.unanswered += other.unanswered
        self.latencies.merge(other.latencies)
        self.bytes_out += other.bytes_out
        self.bytes_in += other.bytes_in
        self.throttled += other.throttled
        self.throttle_max_ms = max(self.throttle_max_ms, other.throttle_max_ms)
        return self


StatsState = ApiState | Tally


class Stats(KeyedAnalysis[ExchangeStats, StatsState]):
    """Keys: ("api", api), ("error", api, error), ("partition", topic, partition), ("client", client id).
    `latency_limit`: the distinct latencies an api's state holds at most (analyses/latencies.py)."""

    row_columns = ROW_COLUMNS

    def __init__(self, latency_limit: int | None = None) -> None:
        self.latency_limit = latency_limit

    def fact_of_exchange(self, e: DecodedExchange) -> ExchangeStats:
        return stats_of_exchange(e)

    def fact_of_row(self, row: dict[str, Any]) -> ExchangeStats:
        return stats_of_row(row)

    def add(self, states: dict[Key, StatsState], fact: ExchangeStats) -> None:
        per_api = states.get(("api", fact.api))
        if not isinstance(per_api, ApiState):
            per_api = states[("api", fact.api)] = ApiState(Latencies(self.latency_limit))
        per_api.exchanges += 1
        per_api.unanswered += fact.unanswered
        if fact.latency_ms is not None:
            per_api.latencies.add(fact.latency_ms, fact.latency_bound)
        per_api.bytes_out += fact.bytes_out
        per_api.bytes_in += fact.bytes_in
        for error in fact.errors:
            _tally(states, ("error", fact.api, error))["exchanges"] += 1
        for error in fact.partition_errors:
            _tally(states, ("error", fact.api, error))["partitions"] += 1
        client = _tally(states, ("client", fact.client_id), ClientTally)
        if fact.throttle_ms:
            per_api.throttled += 1
            per_api.throttle_max_ms = max(per_api.throttle_max_ms, fact.throttle_ms)
            client["throttled"] += 1
            client["throttle_max_ms"] = max(client["throttle_max_ms"], fact.throttle_ms)
        client["requests"] += 1
        client["exchanges_with_errors"] += 1 if fact.errors else 0
        client["partition_errors"] += len(fact.partition_errors)
        client["bytes_out"] += fact.bytes_out
        client["bytes_in"] += fact.bytes_in
        for records in fact.records:
            _count_records(_tally(states, ("partition", records.topic, records.partition)), client, records)

    def rows(self, states: dict[Key, StatsState]) -> Rows:
        by_kind: dict[str, list[tuple[Key, Any]]] = {"api": [], "error": [], "partition": [], "client": []}
        for key, state in states.items():
            by_kind[key[0]].append((key[1:], state))
        rows = [_api_row(api, state) for (api,), state in sorted(by_kind["api"])]
        rows += [{"kind": "error", "api": api, "error": error, "exchanges": tally["exchanges"],
                  "partitions": tally["partitions"]} for (api, error), tally in sorted(by_kind["error"])]  # fmt: skip
        rows += [_marked({"kind": "partition", "topic": topic, "partition": partition,
                          **_counts(tally, PARTITION_KEYS)}, tally)
                 for (topic, partition), tally in sorted(by_kind["partition"])]  # fmt: skip
        rows += [_marked({"kind": "client", "client_id": client, **_counts(tally, CLIENT_KEYS)}, tally)
                 for (client,), tally in sorted(by_kind["client"])]  # fmt: skip
        return rows


class StatsAnalysis(PerKey[ExchangeStats, StatsState]):
    def __init__(self, latency_limit: int | None = None) -> None:
        super().__init__(Stats(latency_limit))

    @property
    def counts(self) -> dict[str, int]:
        """Exchanges per api."""
        return {key[1]: state.exchanges for key, state in self.states.items() if isinstance(state, ApiState)}


def _tally(states: dict[Key, StatsState], key: Key, kind: type[Tally] = Tally) -> Tally:
    found = states.get(key)
    if not isinstance(found, Tally):
        found = states[key] = kind()
    return found


# a tally's counts of the damaged exchanges that fed a count (by these prefixes and its name): the
# count is at least what it shows, or uncertain. Counts, so that tallies merge by adding up.
AT_LEAST, UNSURE = ">=:", "?:"


def _count_records(partition: Tally, client: Tally, records: PartitionRecords) -> None:
    if records.outcome is None:
        return
    if records.outcome == FETCHED:
        _add(partition, records, {"records_fetched": records.records, "markers_fetched": records.markers,
                                  "batches_fetched": records.batches, "bytes_fetched": records.bytes})  # fmt: skip
        _add(client, records, {"records_fetched": records.records})
        return
    counted = f"records_{records.outcome}"
    _add(client, records, {counted: records.records})
    if records.outcome == "produced":
        _add(partition, records, {counted: records.records, "batches_produced": records.batches,
                                  "bytes_produced": records.bytes})  # fmt: skip
    else:
        _add(partition, records, {counted: records.records})


def _add(tally: Tally, records: PartitionRecords, counts: dict[str, int]) -> None:
    """Add the counts; those a damaged exchange fed are noted as at least (or uncertain)."""
    for name, count in counts.items():
        tally[name] += count
        if records.at_least:
            tally[AT_LEAST + name] += 1
        if records.outcome_unsure:
            tally[UNSURE + name] += 1


def _marked(row: dict[str, Any], tally: Tally) -> dict[str, Any]:
    """The row of a tally, its counts fed by damaged exchanges marked."""
    unsure = [name for name in row if tally.get(UNSURE + name)]
    at_least = {name: Bound.AT_LEAST for name in row if tally.get(AT_LEAST + name) and name not in unsure}
    return with_marks(row, unsure, at_least)


def _api_row(api: str, state: ApiState) -> dict[str, Any]:
    latencies = state.latencies
    p50, p90, p99 = latencies.percentiles((50, 90, 99))
    row = {
        "kind": "api", "api": api, "count": state.exchanges, "answered": latencies.answered,
        "unanswered": state.unanswered,
        "p50_ms": p50, "p90_ms": p90, "p99_ms": p99, "max_ms": latencies.longest,
        "bytes_out": state.bytes_out, "bytes_in": state.bytes_in,
        "throttled": state.throttled, "throttle_max_ms": state.throttle_max_ms,
    }  # fmt: skip
    bound = latencies.bound
    return with_marks(row, LATENCY_FIELDS if latencies.uncertain else (),
                      dict.fromkeys(LATENCY_FIELDS, bound) if bound else None)  # fmt: skip


LATENCY_FIELDS = ("p50_ms", "p90_ms", "p99_ms", "max_ms")


def _counts(counter: Counter[str], keys: tuple[str, ...]) -> dict[str, int]:
    return {k: counter.get(k, 0) for k in keys}


PARTITION_KEYS = (
    "records_produced", "batches_produced", "bytes_produced", "records_rejected", "records_unanswered",
    "records_unacknowledged", "records_fetched", "markers_fetched", "batches_fetched", "bytes_fetched",
)  # fmt: skip
CLIENT_KEYS = (
    "requests", "exchanges_with_errors", "partition_errors", "bytes_out", "bytes_in", "records_produced",
    "records_rejected", "records_unanswered", "records_unacknowledged", "records_fetched", "throttled",
    "throttle_max_ms",
)  # fmt: skip

API_COLUMNS = (
    ("api", "api"), ("count", "exchanges"), ("unanswered", "unanswered"), ("p50_ms", "p50 ms"),
    ("p90_ms", "p90 ms"), ("p99_ms", "p99 ms"),
    ("max_ms", "max ms"), ("bytes_out", "bytes out"), ("bytes_in", "bytes in"), ("throttled", "throttled"),
)  # fmt: skip
ERROR_COLUMNS = (("api", "api"), ("error", "error"), ("exchanges", "exchanges with it"),
                 ("partitions", "partition entries with it"))  # fmt: skip
PARTITION_COLUMNS = (
    ("topic", "topic"), ("partition", "partition"), ("records_produced", "records acknowledged"),
    ("records_rejected", "rejected"), ("records_unanswered", "unanswered"), ("records_unacknowledged", "acks=0"),
    ("bytes_produced", "bytes acknowledged"), ("records_fetched", "records fetched"),
    ("markers_fetched", "markers fetched"), ("bytes_fetched", "bytes fetched"),
)  # fmt: skip
CLIENT_COLUMNS = (
    ("client_id", "client id"), ("requests", "requests"), ("exchanges_with_errors", "exchanges with errors"),
    ("partition_errors", "partition errors"), ("bytes_out", "bytes out"), ("bytes_in", "bytes in"),
    ("records_produced", "records acknowledged"), ("records_fetched", "records fetched"), ("throttled", "throttled"),
    ("throttle_max_ms", "throttle max ms"),
)  # fmt: skip
