"""`kafkasniff index`: many (rotated) captures -> Parquet tables of exchanges (and records).

Stage 1, one task per file: TCP segments keyed by connection (mapInArrow). Stage 2: segments
repartitioned by connection and sorted by time, then the same reassembly, framing, pairing and
dissection as the single-machine path (mapInArrow), so connections that cross file boundaries
come out whole. Tables are partitioned by hour.
"""

from __future__ import annotations

import glob
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

CAPTURE_SUFFIXES = (".pcap", ".pcapng", ".cap", ".pcap.gz", ".pcapng.gz", ".gz")


def expand_inputs(inputs: Iterable[str]) -> list[str]:
    """Files, directories (their captures) and globs -> sorted unique paths (rotation order)."""
    found: list[str] = []
    for item in inputs:
        if os.path.isdir(item):
            for root, _, names in os.walk(item):
                found += [os.path.join(root, n) for n in names if _is_capture(n)]
        elif any(ch in item for ch in "*?["):
            found += [p for p in glob.glob(item) if os.path.isfile(p)]
        else:
            found.append(item)
    return sorted(set(found), key=_rotation_order)


def _is_capture(name: str) -> bool:
    base = name.removesuffix(".gz")
    return name.endswith(CAPTURE_SUFFIXES) or any(base.endswith(f".pcap{n}") for n in "0123456789")


def _rotation_order(path: str) -> tuple[str, int, str]:
    """tcpdump -C names files x.pcap, x.pcap1, x.pcap2...: order them numerically."""
    stem = path.removesuffix(".gz")
    digits = len(stem) - len(stem.rstrip("0123456789"))
    number = int(stem[-digits:]) if digits else -1
    return (stem[: len(stem) - digits], number, path)


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
