"""The tables `kafkasniff index` writes under its --out directory: exchanges/ and records/
partitioned by hour (their files written by the tasks, staging.py), and files/, one row per
capture file read (what it held, what could not be read, which run read it), written here.

What a run leaves matches its mode: "overwrite" removes all three tables first (a records/ from
an earlier run with --records goes too, and whatever a failed run left staged), "append" adds
to them. The driver lists and removes through Spark's Hadoop filesystem, as `--table` commands
read the tables.
"""

from __future__ import annotations

from typing import Any

from kafkasniff.bulk.schemas import FILES
from kafkasniff.bulk.staging import STAGING
from kafkasniff.capture.file_sets import Skipped

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

    def clear(self) -> None:
        """Before an overwrite: no table of an earlier run survives it, nor what a run that
        failed left staged."""
        for name in (*TABLES, STAGING):
            if self.exists(name):
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

    def write_files(self, rows: list[dict[str, Any]]) -> None:
        from pyspark.sql.pandas.types import from_arrow_schema

        frame = self.spark.createDataFrame(rows, from_arrow_schema(FILES)).coalesce(1)
        frame.write.mode("append").parquet(self.table("files"))
