"""`kafkasniff index`: many (rotated) captures -> Parquet tables of exchanges (and records).

Stage 1, one task per file: the file's own connections decoded on the spot, and the parts of
the others (those that cross the file's start or end) from their first quiet point; the
segments before it set aside (stages.py, crossing.py). Stage 2: only the set-aside rows,
repartitioned by connection and sorted by file, go through the same reassembly, framing, pairing
and dissection as the single-machine path, so connections that cross file boundaries come out
as one machine decodes them. Both stages' tasks stage their exchange rows themselves
(staging.py): nothing but the parts' heads passes through Spark. Then one task per staged file
writes the tables from it: stage 1's rows less those of the parts stage 2 had to decode again,
topic ids named from every Metadata answer of the input (topic_names.py, from what both stages
report), partitioned by hour; and the driver a `files` table of what each file held.
"""

from __future__ import annotations

import dataclasses
import datetime
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from kafkasniff.capture.file_sets import Skipped

if TYPE_CHECKING:
    from kafkasniff.bulk.staging import Staged, Staging
    from kafkasniff.bulk.topic_names import Names

MODES = ("overwrite", "append")
PARTITIONS_PER_CORE = 4  # stage 2's connection partitions by default
NO_PORTS: Mapping[str, frozenset[int]] = MappingProxyType({})  # extra ports by protocol name: none


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
    spark: Any, files: list[str], out: str, with_records: bool = False,
    extra_ports: Mapping[str, frozenset[int]] = NO_PORTS, partitions: int | None = None, mode: str = "overwrite",
    vxlan_ports: frozenset[int] = frozenset(),
) -> IndexResult:  # fmt: skip
    """Index `files` (absolute paths or URLs, in rotation order) into the tables under `out`
    (an absolute path or a URL). `mode` "append" adds to the tables, leaving out the files they
    already hold (by path and size: new rotations only); "overwrite" replaces them, stale
    records/ included. UDP to `vxlan_ports` carries VXLAN (--vxlan-port), in every task."""
    from pyspark.sql.pandas.types import from_arrow_schema

    from kafkasniff.bulk import stages, topic_names
    from kafkasniff.bulk.output import Output
    from kafkasniff.bulk.staging import Staging

    output = Output(spark, out)
    already: list[Skipped] = []
    if mode == "append":
        files, already = output.new_files(files)
    else:
        output.clear()
    if not files:
        return IndexResult([], 0, None if not with_records else 0, out, already)
    run = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    staging = Staging.new_run(out)
    schema = stages.staged_schema(with_records)

    # each file's report from its stage 1 task; stage 2's, of the parts it redid and its namings
    files_read = spark.sparkContext.accumulator([], _Listed())
    followed = spark.sparkContext.accumulator([], _Listed())

    def stage1(batches: Iterator[Any]) -> Iterator[Any]:
        def sink(file_seq: int) -> stages.RowSink:
            return staging.rows(f"file-{file_seq}", file_seq, schema)

        return stages.decode_files(batches, extra_ports, with_records, run, lambda r: files_read.add([r]), sink,
                                   vxlan_ports)  # fmt: skip

    def stage2(batches: Iterator[Any]) -> Iterator[Any]:
        from pyspark import TaskContext

        task = TaskContext.get()
        sink = staging.rows(f"conns-{task.partitionId() if task else 0}", -1, schema)
        followed.add([stages.decode_connections(batches, files, sink, extra_ports, with_records, vxlan_ports)])
        return iter(())

    listing = spark.createDataFrame([(p, i) for i, p in enumerate(files)], "path string, file_seq int")
    first = listing.repartition(len(files)).mapInArrow(stage1, from_arrow_schema(stages.stage1_schema()))
    # a few connections carry most bytes: more partitions than cores, so that tasks even out as
    # they are handed to free cores (one partition per core put 64% of rdk-450 in one of two)
    parallelism = partitions or PARTITIONS_PER_CORE * spark.sparkContext.defaultParallelism
    heads = first.repartition(parallelism, "conn").sortWithinPartitions("conn", "file_seq", "kind", "segment.pkt_seq")
    try:
        heads.mapInArrow(stage2, "done boolean").count()  # runs stage 1 and stage 2: the rows are staged
        reports: list[stages.FileReport] = list({r.facts.path: r for r in files_read.value}.values())
        followed_parts: list[stages.FollowReport] = followed.value
        redone = {part for r in followed_parts for part in r.redone}
        names = topic_names.first_names(
            [n for r in reports for n in r.namings if (n.conn, n.file_seq) not in redone]
            + [n for r in followed_parts for n in r.namings])  # fmt: skip
        staged = [r.staged for r in reports if r.staged] + [r.staged for r in followed_parts if r.staged]
        exchanges, records = _finish(spark, staging, staged, names, redone, with_records)
        staging.publish()
    finally:
        staging.remove()
    output.write_files([dataclasses.asdict(r.facts) for r in reports])
    results = [FileResult(r.facts.path, r.facts.exchanges, r.facts.crossing, r.facts.error) for r in reports]
    order = {p: i for i, p in enumerate(files)}
    results.sort(key=lambda r: order.get(r.path, len(order)))
    return IndexResult(results, exchanges, records if with_records else None, out, already, len(redone))


def _finish(
    spark: Any, staging: Staging, staged: list[Staged], names: Names, redone: set[tuple[str, int]], with_records: bool,
) -> tuple[int, int]:  # fmt: skip
    """The staged rows into the tables, one task per staged file (staging.Staging.finish); the
    exchanges and records written."""
    if not staged:
        return 0, 0
    redone_of: dict[int, list[str]] = {}
    for conn, file_seq in redone:
        redone_of.setdefault(file_seq, []).append(conn)
    by_path = {s.path: s for s in staged}

    def finish(batches: Iterator[Any]) -> Iterator[Any]:
        import pyarrow as pa

        for batch in batches:
            for path in batch.column("path").to_pylist():
                one: Staged = by_path[path]
                written = staging.finish(one, names, redone_of.get(one.file_seq, ()), with_records)
                yield pa.RecordBatch.from_pylist([{"exchanges": written[0], "records": written[1]}])

    paths = spark.createDataFrame([(s.path,) for s in staged], "path string").repartition(len(staged))
    totals = paths.mapInArrow(finish, "exchanges long, records long").groupBy().sum().first()
    return int(totals[0] or 0), int(totals[1] or 0)


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
