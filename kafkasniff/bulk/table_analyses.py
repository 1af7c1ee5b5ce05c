"""`kafkasniff stats|commits|topology|groups|txn --table DIR`: the same answers as the
single-file commands, computed with Spark over the Parquet `exchanges` table, each by the code a
capture is answered with: `stats` and `topology` are keyed analyses run per key
(bulk/keyed_table.py); the per-partition commit verdict runs the very function the single-file
command uses, once per group/topic/partition (applyInPandas); `groups` and `txn` are replayed from
the bodies the table keeps (bulk/table_replay.py).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, replace
from itertools import chain
from typing import Any

from kafkasniff.analyses.commit_verdicts import (
    ANSWER_LOST,
    Commit,
    Observations,
    Owned,
    TxnEnd,
    partition_row,
    resolve,
    timeline,
)
from kafkasniff.analyses.commits import with_group_status
from kafkasniff.analyses.consumed import Consumption, Marker, Read, TxnEvent
from kafkasniff.analyses.latencies import LATENCY_LIMIT
from kafkasniff.analyses.ownership import Ownership
from kafkasniff.analyses.report_data import ReportData
from kafkasniff.analyses.stats import Stats
from kafkasniff.analyses.timeline import Bucket, bucket_width
from kafkasniff.analyses.topology import Topology
from kafkasniff.analyses.unanswered import Unanswered
from kafkasniff.bulk.keyed_table import keyed_rows
from kafkasniff.dissectors.kafka.vocabulary import PROTOCOL as KAFKA

COMMIT_APIS = ("OffsetCommit", "TxnOffsetCommit")


def load(spark: Any, table: str, kafka_only: bool = False) -> Any:
    """The exchanges table; `kafka_only` for analyses of Kafka's apis (tables indexed before the
    protocol column existed hold Kafka only)."""
    from pyspark.sql import functions as F

    path = os.path.join(table, "exchanges")
    exchanges = spark.read.parquet(path if os.path.isdir(path) else table)
    if "latency_bound" not in exchanges.columns:  # indexed before it existed: every latency taken as exact
        exchanges = exchanges.withColumn("latency_bound", F.lit(None).cast("string"))
    if "protocol" not in exchanges.columns:
        return exchanges.withColumn("protocol", F.lit(KAFKA))
    return exchanges.where(F.col("protocol") == KAFKA) if kafka_only else exchanges


def _topic_names(spark: Any, exchanges: Any) -> Any:
    """A column expression turning a partition fact's topic (or topic id) into a name."""
    from pyspark.sql import functions as F

    pairs = exchanges.select(F.explode("metadata_topics").alias("id", "name")).distinct().collect()
    mapping = {row["id"]: row["name"] for row in pairs}
    if not mapping:
        return F.coalesce(F.col("p.topic"), F.col("p.topic_id"))
    literal = F.create_map(*chain.from_iterable((F.lit(k), F.lit(v)) for k, v in mapping.items()))
    return F.coalesce(F.col("p.topic"), literal[F.col("p.topic_id")], F.col("p.topic_id"))


def _facts(spark: Any, exchanges: Any, *columns: Any) -> Any:
    """One row per partition fact, with the topic resolved, plus the exchange columns asked for."""
    from pyspark.sql import functions as F

    topic = _topic_names(spark, exchanges)
    exploded = exchanges.select(*columns, F.explode("partitions").alias("p"))
    return exploded.withColumn("topic", topic)


# -- stats and topology: the keyed analyses a capture is read with, run per key -------------


def stats_rows(spark: Any, table: str) -> list[dict[str, Any]]:
    return keyed_rows(load(spark, table), Stats(latency_limit=LATENCY_LIMIT))


def topology_rows(spark: Any, table: str) -> list[dict[str, Any]]:
    return keyed_rows(load(spark, table, kafka_only=True), Topology())


# -- commits ------------------------------------------------------------------------------


def _commit_answers(spark: Any, table: str) -> Any:
    """(group, topic, partition, row, timeline): each partition's answer and timeline as JSON."""
    from pyspark.sql import functions as F

    ex = load(spark, table, kafka_only=True)
    key = [F.col("group"), F.col("topic"), F.col("p.partition").alias("partition")]
    commit_cols = ["ts_ns", "answered_ns", "api", "generation", "member_id", "client_id", "conn", "correlation_id",
                   "transactional_id", "producer_id", "producer_epoch"]  # fmt: skip
    commits = (
        _facts(spark, ex.where(F.col("api").isin(*COMMIT_APIS)), *commit_cols, F.col("group_id").alias("group"))
        # (an offset a damaged request lost is unknown; one missing otherwise, the decode could not finish)
        .where((F.col("p.kind") == "commit")
               & (F.col("p.offset").isNotNull() | F.array_contains(F.col("p.uncertain"), "offset")))
        .select(*key, F.lit("commit").alias("source"), "ts_ns", "answered_ns", "api", F.col("p.offset").alias("offset"),
                F.col("p.leader_epoch").alias("leader_epoch"), "generation", "member_id", "client_id", "conn",
                "correlation_id",
                F.when(F.array_contains(F.col("p.uncertain"), "error"), F.lit(ANSWER_LOST))
                .otherwise(F.col("p.error")).alias("error"),
                "transactional_id", "producer_id", "producer_epoch")
    )  # fmt: skip
    committed = (
        _facts(spark, ex.where(F.col("api") == "OffsetFetch"), "ts_ns", "answered_ns")
        .where((F.col("p.kind") == "committed") & F.col("p.offset").isNotNull() & F.col("p.error").isNull()
               & F.col("p.group").isNotNull() & F.col("answered_ns").isNotNull())
        .select(F.col("p.group").alias("group"), "topic", F.col("p.partition").alias("partition"),
                F.lit("committed").alias("source"), F.col("answered_ns").alias("ts_ns"),
                F.col("p.offset").alias("offset"))
    )  # fmt: skip
    deleted = (
        _facts(spark, ex.where(F.col("api") == "OffsetDelete"), "ts_ns", F.col("group_id").alias("group"))
        .where((F.col("p.kind") == "offset_delete") & F.col("p.error").isNull() & F.col("group").isNotNull())
        .select(*key, F.lit("deleted").alias("source"), "ts_ns")
    )  # fmt: skip
    members = ex.where(F.col("group_id").isNotNull() & F.col("client_id").isNotNull()).select(
        "client_id", F.col("group_id").alias("group")).distinct()  # fmt: skip
    fetches = (
        _facts(spark, ex.where((F.col("api") == "Fetch") & F.col("client_id").isNotNull()), "ts_ns", "answered_ns",
               "client_id")
        .where(F.col("p.kind").isin("fetch", "fetched"))
        .join(members, "client_id")
        .select("group", "topic", F.col("p.partition").alias("partition"), F.col("p.kind").alias("source"),
                F.when(F.col("p.kind") == "fetch", F.col("ts_ns")).otherwise(F.col("answered_ns")).alias("ts_ns"),
                F.coalesce(F.col("p.offset"), F.lit(-1)).alias("offset"), "client_id",
                F.col("p.fetched_end").alias("fetched_end"), F.col("p.delivered_end").alias("delivered_end"),
                F.col("p.txn_events").alias("txn_events"))
    )  # fmt: skip
    ends = ex.where(F.col("txn_result").isNotNull()).select("transactional_id", "producer_id", "producer_epoch",
                                                            "txn_result", "answered_ns").collect()  # fmt: skip
    txn_ends = [TxnEnd((r["transactional_id"], r["producer_id"], r["producer_epoch"]), r["txn_result"] == "COMMIT",
                       r["answered_ns"] / 1e9) for r in ends]  # fmt: skip
    events = (
        commits.unionByName(committed, allowMissingColumns=True)
        .unionByName(deleted, allowMissingColumns=True)
        .unionByName(fetches, allowMissingColumns=True)
    )
    events = events.unionByName(_watermark_events(spark, ex, events), allowMissingColumns=True)
    context = _CommitContext(txn_ends, _ownership(spark, ex), _capture_end(ex))
    return events.groupBy("group", "topic", "partition").applyInPandas(
        lambda frame: _verdict_rows(frame, context), "group string, topic string, partition int, row string, "
        "timeline string")  # fmt: skip


@dataclass(frozen=True)
class _CommitContext:
    """What every partition's answer reads beside its own events: the transactions' ends, who
    owned which partition when, and where the capture ends."""

    txn_ends: list[TxnEnd]
    ownership: Ownership | None
    end: float | None


def _watermark_events(spark: Any, ex: Any, events: Any) -> Any:
    """The high watermarks and last stable offsets Fetch answers reported (any client's), once for
    each group whose partition they are: what CommitsAnalysis._broker_offsets keeps."""
    from pyspark.sql import functions as F

    if "high_watermark" not in ex.select(F.explode("partitions").alias("p")).select("p.*").columns:
        return events.limit(0)  # a table indexed before the broker's offsets were kept
    answers = (
        _facts(spark, ex.where((F.col("api") == "Fetch") & F.col("client_id").isNotNull()
                               & F.col("answered_ns").isNotNull()), "answered_ns")
        .where((F.col("p.kind") == "fetched") & F.col("p.error").isNull())
        .select("topic", F.col("p.partition").alias("partition"), F.col("answered_ns").alias("ts_ns"),
                F.col("p.high_watermark").alias("high_watermark"),
                F.col("p.last_stable_offset").alias("last_stable_offset"))
    )  # fmt: skip
    keys = events.select("group", "topic", "partition").distinct()
    return answers.join(keys, ["topic", "partition"]).withColumn("source", F.lit("watermark"))


def _ownership(spark: Any, ex: Any) -> Ownership | None:
    """The assignments the table's kept bodies show, read as a capture's are; None for a table
    indexed before it kept them."""
    from kafkasniff.bulk.table_replay import TableTooOld, replayed  # (pyarrow: only when a table is read)

    ownership = Ownership()
    try:
        for exchange in replayed(spark, ex):  # (every kept body: Metadata names the heartbeats' topic ids)
            ownership.feed(exchange)
    except TableTooOld:
        return None
    return ownership


def _capture_end(ex: Any) -> float | None:
    """The time of the last exchange (its answer's, else its request's): a capture's end."""
    from pyspark.sql import functions as F

    last = ex.agg(F.max(F.coalesce(F.col("answered_ns"), F.col("ts_ns"))).alias("end")).collect()[0]["end"]
    return None if last is None else last / 1e9


def commits_rows(spark: Any, table: str) -> list[dict[str, Any]]:
    return with_group_status(_sorted_rows(_commit_answers(spark, table).select("row").collect()))


def _sorted_rows(answers: list[Any]) -> list[dict[str, Any]]:
    rows = [json.loads(r["row"]) for r in answers]
    return sorted(rows, key=lambda r: (r["group"], r["topic"], r["partition"]))


def commit_timelines(answers: Any, keys: list[tuple[str, str, int]]) -> dict[tuple[str, str, int], dict[str, Any]]:
    """The timelines of some partitions' commits (CommitsAnalysis.timeline's), for the report."""
    from pyspark.sql import functions as F

    if not keys:
        return {}
    wanted = F.struct("group", "topic", "partition").isin([F.struct(*map(F.lit, key)) for key in keys])
    picked = answers.where(wanted).select("group", "topic", "partition", "timeline").collect()
    return {(r["group"], r["topic"], r["partition"]): json.loads(r["timeline"]) for r in picked}


def _verdict_rows(frame: Any, context: _CommitContext) -> Any:
    """All events of one group/topic/partition -> its answer and its timeline, by the
    single-file functions."""
    import pandas as pd

    txn_ends = context.txn_ends
    frame = frame.astype(object).where(frame.notna(), None)
    first = frame.iloc[0]
    commits = [_commit(r) for r in frame.itertuples() if r.source == "commit"]
    committed = [(r.ts_ns / 1e9, int(r.offset)) for r in frame.itertuples() if r.source == "committed"]
    if not commits and not committed:
        return pd.DataFrame({k: pd.Series([], dtype=t) for k, t in _ANSWER_TYPES.items()})
    consumption = Consumption()
    where = (first["topic"], int(first["partition"]))
    reads = sorted((r for r in frame.itertuples() if r.source in ("fetch", "fetched")), key=lambda r: r.ts_ns)
    for r in reads:
        if r.source == "fetch":
            consumption.position((r.client_id, *where), r.ts_ns / 1e9, int(r.offset))
        else:
            consumption.answer((r.client_id, *where), r.ts_ns / 1e9, _read(r))
    delivered, fetched = consumption.of(sorted({r.client_id for r in reads}), *where)
    deletes = [r.ts_ns / 1e9 for r in frame.itertuples() if r.source == "deleted"]
    marks = [r for r in frame.itertuples() if r.source == "watermark"]
    high = sorted((r.ts_ns / 1e9, int(r.high_watermark)) for r in marks if r.high_watermark is not None)
    stable = sorted((r.ts_ns / 1e9, int(r.last_stable_offset)) for r in marks if r.last_stable_offset is not None)
    aborted = consumption.aborted_delivered(sorted({r.client_id for r in reads}), *where)
    seen = Observations(committed, delivered, fetched, deletes, high, stable, context.end, aborted)
    key = (first["group"], first["topic"], int(first["partition"]))
    if context.ownership is not None and key[0] in context.ownership.epoch_groups:  # a KIP-848 group's
        commits = [replace(c, generation=None, member_epoch=c.generation) for c in commits]
    owned = _owner_of(context.ownership, key)
    row = partition_row(key, commits, seen, txn_ends, owned)
    drawn = {"commits": timeline(resolve(commits, txn_ends, deletes, owned)), "delivered": list(seen.delivered),
             "fetched": list(seen.fetched), "offset_fetches": sorted(seen.offset_fetches)}  # fmt: skip
    return pd.DataFrame({"group": [key[0]], "topic": [key[1]], "partition": [key[2]], "row": [json.dumps(row)],
                         "timeline": [json.dumps(drawn)]})  # fmt: skip


def _owner_of(ownership: Ownership | None, key: tuple[str, str, int]) -> Owned | None:
    if ownership is None:
        return None
    group, topic, partition = key
    return lambda c: ownership.owned(group, c.member_id, c.generation, c.member_epoch, (topic, partition))


_ANSWER_TYPES = {"group": "str", "topic": "str", "partition": "int32", "row": "str", "timeline": "str"}


def _opt_int(value: Any) -> int | None:
    """A nullable integer column's value, as pandas hands it over (numpy or None)."""
    return None if value is None else int(value)


def _read(r: Any) -> Read:
    events = r.txn_events if r.txn_events is not None else []
    return Read(_opt_int(r.fetched_end), _opt_int(r.delivered_end), tuple(_txn_event(e) for e in events))


def _txn_event(e: Any) -> TxnEvent:
    marker = None if e["marker"] is None else Marker(e["marker"])
    return TxnEvent(int(e["producer_id"]), int(e["end"]), marker, int(e["records"] or 0))


def _commit(r: Any) -> Commit:
    txn = None
    if r.api == "TxnOffsetCommit" and None not in (r.transactional_id, r.producer_id, r.producer_epoch):
        txn = (r.transactional_id, int(r.producer_id), int(r.producer_epoch))
    return Commit(
        r.ts_ns / 1e9, None if r.answered_ns is None else r.answered_ns / 1e9, r.api, _opt_int(r.offset),
        _opt_int(r.leader_epoch), _opt_int(r.generation), None, r.member_id, r.client_id, r.conn,
        int(r.correlation_id), r.error, txn,
    )  # fmt: skip


# -- groups and txn: replayed from the bodies the table keeps --------------------------------


def groups_rows(spark: Any, table: str) -> list[dict[str, Any]]:
    from kafkasniff.analyses.groups import GroupsAnalysis

    return _replayed_rows(spark, table, GroupsAnalysis())


def txn_rows(spark: Any, table: str) -> list[dict[str, Any]]:
    from kafkasniff.analyses.txn import TxnAnalysis

    return _replayed_rows(spark, table, TxnAnalysis())


def _replayed_rows(spark: Any, table: str, analysis: Any) -> list[dict[str, Any]]:
    from kafkasniff.bulk.table_replay import replayed

    for exchange in replayed(spark, load(spark, table, kafka_only=True)):
        analysis.feed(exchange)
    rows: list[dict[str, Any]] = analysis.rows()
    return rows


# -- report --------------------------------------------------------------------------------


def report_data(spark: Any, table: str) -> ReportData:
    """Everything `kafkasniff report` draws, from the table: the analyses above, and rates and
    latencies over time (TimelineAnalysis's buckets, in Spark SQL)."""
    answers = _commit_answers(spark, table).persist()
    span, width, series = _timeline_series(spark, table)
    return ReportData(
        exchanges=load(spark, table).count(), span=span, commit_rows=_sorted_rows(answers.select("row").collect()),
        commit_timelines=lambda keys: commit_timelines(answers, keys), bucket_width=width, series=series,
        group_rows=groups_rows(spark, table), txn_rows=txn_rows(spark, table), stats_rows=stats_rows(spark, table),
        topology_rows=topology_rows(spark, table), unanswered_rows=keyed_rows(load(spark, table), Unanswered()),
    )  # fmt: skip


def _timeline_series(spark: Any, table: str) -> tuple[tuple[float, float] | None, float, dict[str, list[Bucket]]]:
    """(span, bucket width, api -> its buckets) as TimelineAnalysis.span and .series give them."""
    from pyspark.sql import functions as F

    ex = load(spark, table).select(
        F.coalesce("api", F.lit("unknown")).alias("api"), F.floor(F.col("ts_ns") / 1e9).alias("second"),
        (F.size("error_details") > 0).alias("erred"), "latency_ms")  # fmt: skip
    first, last = ex.agg(F.min("second"), F.max("second")).first()
    if first is None:
        return None, 1.0, {}
    span = (float(first), float(last) + 1)
    width, count = bucket_width(span)
    quantiles = F.percentile_approx("latency_ms", F.array(F.lit(0.5), F.lit(0.99)), 1_000_000)
    per_bucket = ex.groupBy("api", F.floor((F.col("second") - span[0]) / width).cast("int").alias("bucket")).agg(
        F.count(F.lit(1)).alias("requests"), F.sum(F.col("erred").cast("int")).alias("errors"), quantiles.alias("q")
    )
    found: dict[str, dict[int, Any]] = {}
    for r in per_bucket.collect():
        found.setdefault(r["api"], {})[r["bucket"]] = r
    series = {}
    for api, buckets in sorted(found.items()):
        series[api] = [_bucket(span[0] + i * width, buckets.get(i)) for i in range(count)]
    return span, width, series


def _bucket(start: float, r: Any) -> Bucket:
    if r is None:
        return Bucket(start, 0, 0, None, None)
    q = r["q"] or [None, None]
    return Bucket(start, r["requests"], r["errors"], q[0], q[1])
