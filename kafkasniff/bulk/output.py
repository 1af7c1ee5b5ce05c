"""The tables `kafkasniff index` writes under its --out directory (a local path or any URL the
cluster's Hadoop filesystems take): exchanges/ and records/ partitioned by hour, and files/,
one row per capture file read (what it held, what could not be read, which run read it).

Directories are created, listed and removed through Spark's own Hadoop filesystem, so --out
works wherever Spark can write, and what a run leaves matches its mode: "overwrite" replaces all
three tables (a records/ from an earlier run with --records goes too), "append" adds to them.
"""

from __future__ import annotations

from typing import Any

from kafkasniff.bulk.schemas import FILES
from kafkasniff.capture_files import Skipped

TABLES = ("exchanges", "records", "files")


class Output:
    def __init__(self, spark: Any, out: str) -> None:
        self.spark, self.out = spark, out.rstrip("/")
        jvm = spark.sparkContext._jvm
        self._path = jvm.org.apache.hadoop.fs.Path
        self._fs = self._path(self.out).getFileSystem(spark.sparkContext._jsc.hadoopConfiguration())

    def table(self, name: str) -> str:
        return f"{self.out}/{name}"

    def exists(self, name: str) -> bool:
        return bool(self._fs.exists(self._path(self.table(name))))

    def clear(self, keep_records: bool) -> None:
        """Before an overwrite: no table of an earlier run survives it (Spark's own overwrite
        replaces only the tables written)."""
        for name in TABLES:
            if (name != "records" or not keep_records) and self.exists(name):
                self._fs.delete(self._path(self.table(name)), True)

    def new_files(self, files: list[str]) -> tuple[list[str], list[Skipped]]:
        """The files the tables do not hold yet (a file is held when a run read one of its path
        and size), and the others as skipped."""
        if not self.exists("files"):
            return files, []
        from kafkasniff.bulk.sources import source_size

        held = {(r["path"], r["size"]) for r in self.spark.read.parquet(self.table("files")).select("path", "size")
                .distinct().collect()}  # fmt: skip
        new, old = [], []
        for path in files:
            if (path, source_size(path)) in held:
                old.append(Skipped(path, "already indexed (same path and size)"))
            else:
                new.append(path)
        return new, old

    def write(self, table: Any, with_records: bool, mode: str) -> int | None:
        """The exchanges (and records) tables; the number of records written, if asked."""
        from pyspark.sql import functions as F

        exchanges = table.drop("records") if with_records else table
        exchanges.write.mode(mode).partitionBy("hour").parquet(self.table("exchanges"))
        if not with_records:
            return None
        rows = table.select(F.explode("records").alias("r")).select("r.*")
        rows.write.mode(mode).partitionBy("hour").parquet(self.table("records"))
        return int(table.select(F.coalesce(F.sum(F.size("records")), F.lit(0))).first()[0])

    def write_files(self, rows: list[dict[str, Any]]) -> None:
        from pyspark.sql.pandas.types import from_arrow_schema

        frame = self.spark.createDataFrame(rows, from_arrow_schema(FILES)).coalesce(1)
        frame.write.mode("append").parquet(self.table("files"))
