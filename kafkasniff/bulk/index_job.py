"""`kafkasniff index`: many (rotated) captures -> Parquet tables of exchanges (and records).

Stage 1, one task per file: TCP segments keyed by connection (mapInArrow). Stage 2: segments
repartitioned by connection and sorted by time, then the same reassembly, framing, pairing and
dissection as the single-machine path (mapInArrow), so connections that cross file boundaries
come out whole. Tables are partitioned by hour.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from kafkasniff.capture_files import expand_inputs  # noqa: F401 (the CLI's and tests' way in)


@dataclass
class IndexResult:
    files: int
    exchanges: int
    records: int | None
    out: str


def run_index(
    spark: Any, files: list[str], out: str, with_records: bool = False, extra_ports: frozenset[int] = frozenset(),
    partitions: int | None = None,
) -> IndexResult:  # fmt: skip
    from pyspark.sql import functions as F
    from pyspark.sql.pandas.types import from_arrow_schema

    from kafkasniff.bulk import stages
    from kafkasniff.bulk.schemas import SEGMENTS

    def extract(batches: Iterator[Any]) -> Iterator[Any]:
        return stages.extract_segments(batches)

    def decode(batches: Iterator[Any]) -> Iterator[Any]:
        return stages.decode_connections(batches, extra_ports, with_records)

    listing = spark.createDataFrame([(p, i) for i, p in enumerate(files)], "path string, file_seq int")
    segments = listing.repartition(max(1, len(files))).mapInArrow(extract, from_arrow_schema(SEGMENTS))
    parallelism = partitions or spark.sparkContext.defaultParallelism
    by_connection = segments.repartition(parallelism, "conn").sortWithinPartitions("conn", "ts", "file_seq", "pkt_seq")
    out_schema = from_arrow_schema(stages._output_schema(with_records))
    exchanges = by_connection.mapInArrow(decode, out_schema).persist()
    try:
        table = exchanges.drop("records") if with_records else exchanges
        table.write.mode("overwrite").partitionBy("hour").parquet(os.path.join(out, "exchanges"))
        count = table.count()
        records = None
        if with_records:
            rows = exchanges.select(F.explode("records").alias("r")).select("r.*")
            rows.write.mode("overwrite").partitionBy("hour").parquet(os.path.join(out, "records"))
            records = rows.count()
    finally:
        exchanges.unpersist()
    return IndexResult(len(files), count, records, out)
