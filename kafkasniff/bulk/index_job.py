"""`kafkasniff index`: many (rotated) captures -> Parquet tables of exchanges (and records).

Stage 1, one task per file: the file's own connections decoded on the spot, and the parts of
the others (those that cross the file's start or end) from their first quiet point; the
segments before it set aside (stages.py, crossing.py). Its rows are kept on disk. Stage 2: only
the set-aside rows, repartitioned by connection and sorted by file, go through the same
reassembly, framing, pairing and dissection as the single-machine path, so connections that
cross file boundaries come out as one machine decodes them. The tables are stage 1's own
exchanges (less those of the parts stage 2 had to decode again) and stage 2's, with topic ids
named from every Metadata answer of the input (topic_names.py, from what both stages report),
written partitioned by hour, with a `files` table of what each file held. Nothing but the
parts' heads is shuffled, and the exchanges are read back once, to be written.
"""

from __future__ import annotations

import dataclasses
import datetime
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from kafkasniff.capture_files import Skipped

MODES = ("overwrite", "append")
PARTITIONS_PER_CORE = 4  # stage 2's connection partitions by default


@dataclass
class FileResult:
    path: str
    exchanges: int
    crossing: int  # connections continued in another file
    error: str | None


@dataclass
class IndexResult:
    files: list[FileResult]
    exchanges: int
    records: int | None
    out: str
    already_indexed: list[Skipped] = field(default_factory=list)
    redone: int = 0  # crossing parts stage 2 decoded again from their files (damage after their quiet point)

    @property
    def unreadable(self) -> list[FileResult]:
        return [f for f in self.files if f.error is not None]


def run_index(
    spark: Any, files: list[str], out: str, with_records: bool = False, extra_ports: frozenset[int] = frozenset(),
    partitions: int | None = None, mode: str = "overwrite",
) -> IndexResult:  # fmt: skip
    """Index `files` (absolute paths or URLs, in rotation order) into the tables under `out`.
    `mode` "append" adds to the tables, leaving out the files they already hold (by path and
    size: new rotations only); "overwrite" replaces them, stale records/ included."""
    from pyspark import StorageLevel
    from pyspark.sql import functions as F
    from pyspark.sql.pandas.types import from_arrow_schema

    from kafkasniff.bulk import stages, topic_names
    from kafkasniff.bulk.output import Output

    output = Output(spark, out)
    already: list[Skipped] = []
    if mode == "append":
        files, already = output.new_files(files)
    else:
        output.clear(keep_records=with_records)
    if not files:
        return IndexResult([], 0, None if not with_records else 0, out, already)
    run = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")

    # each file's report from its stage 1 task; stage 2's, of the parts it redid and its namings
    files_read = spark.sparkContext.accumulator([], _Listed())
    followed = spark.sparkContext.accumulator([], _Listed())

    def stage1(batches: Iterator[Any]) -> Iterator[Any]:
        return stages.decode_files(batches, extra_ports, with_records, run, lambda report: files_read.add([report]))

    def stage2(batches: Iterator[Any]) -> Iterator[Any]:
        return stages.decode_connections(batches, files, extra_ports, with_records, lambda r: followed.add([r]))

    listing = spark.createDataFrame([(p, i) for i, p in enumerate(files)], "path string, file_seq int")
    # on disk: its own exchanges are read once more, for the tables, after stage 2 has said
    # which parts it redid; only the set-aside rows (the parts' heads) are shuffled
    first = listing.repartition(len(files)).mapInArrow(stage1, from_arrow_schema(stages.stage1_schema(with_records)))
    first = first.persist(StorageLevel.DISK_ONLY)
    own = F.col("kind") == stages.EXCHANGE
    # a few connections carry most bytes: more partitions than cores, so that tasks even out as
    # they are handed to free cores (one partition per core put 64% of rdk-450 in one of two)
    parallelism = partitions or PARTITIONS_PER_CORE * spark.sparkContext.defaultParallelism
    heads = first.filter(~own).repartition(parallelism, "conn").sortWithinPartitions(
        "conn", "file_seq", "kind", "segment.pkt_seq")  # fmt: skip
    schema = from_arrow_schema(stages.exchange_schema(with_records))
    from_heads = heads.mapInArrow(stage2, schema).persist(StorageLevel.DISK_ONLY)
    try:
        heads_count = from_heads.count()  # runs stage 1 (kept on disk) and stage 2
        reports: list[stages.FileReport] = list({r.facts.path: r for r in files_read.value}.values())
        followed_parts: list[stages.FollowReport] = followed.value
        redone = {part for r in followed_parts for part in r.redone}
        kept = first.filter(own)
        if redone:
            parts = spark.createDataFrame(sorted(redone), "conn string, file_seq int")
            kept = kept.join(F.broadcast(parts), ["conn", "file_seq"], "left_anti")
        decoded = kept.select("exchange.*").unionByName(from_heads)
        names = topic_names.first_names(
            [n for r in reports for n in r.namings if (n.conn, n.file_seq) not in redone]
            + [n for r in followed_parts for n in r.namings])  # fmt: skip
        table = topic_names.resolved(decoded, names).drop("emitted_ns")
        records = output.write(table, with_records, mode)
    finally:
        first.unpersist()
        from_heads.unpersist()
    output.write_files([dataclasses.asdict(r.facts) for r in reports])
    redone_rows = sum(n for r in reports for conn, n in r.parts.items() if (conn, r.file_seq) in redone)
    count = sum(r.facts.exchanges for r in reports) - redone_rows + heads_count
    results = [FileResult(r.facts.path, r.facts.exchanges, r.facts.crossing, r.facts.error) for r in reports]
    order = {p: i for i, p in enumerate(files)}
    results.sort(key=lambda r: order.get(r.path, len(order)))
    return IndexResult(results, count, records, out, already, len(redone))


def progress_reporter(spark: Any, files: int, show: Callable[[str], None]) -> Callable[[], None]:
    """Start showing, every second, how far Spark's stages are (tasks done of all); returns the
    function that stops it."""
    import threading

    tracker = spark.sparkContext.statusTracker()
    stop = threading.Event()

    def watch() -> None:
        while not stop.wait(1.0):
            parts = []
            for stage_id in sorted(tracker.getActiveStageIds()):
                info = tracker.getStageInfo(stage_id)
                if info is not None:
                    parts.append(f"stage {stage_id}: {info.numCompletedTasks}/{info.numTasks} tasks")
            if parts:
                show(f"indexing {files} files: " + ", ".join(parts))

    thread = threading.Thread(target=watch, name="kafkasniff-index-progress", daemon=True)
    thread.start()

    def stop_watching() -> None:
        stop.set()
        thread.join(timeout=2)

    return stop_watching


class _Listed:
    """An accumulator of lists (Spark's AccumulatorParam protocol)."""

    def zero(self, value: list[Any]) -> list[Any]:
        return []

    def addInPlace(self, left: list[Any], right: list[Any]) -> list[Any]:  # noqa: N802 (Spark's name)
        left.extend(right)
        return left
