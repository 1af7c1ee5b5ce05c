"""Where `index` keeps its decoded rows until the whole input is decoded, and how they become
the tables.

The decoding tasks write their exchange rows themselves, as Arrow IPC files (Arrow's own format:
read back as it was written, where Parquet would encode and decode them once more), under
{out}/_staging/{run}/: one file per stage 1 task (a capture file) and per stage 2 task. Handing
the rows to Spark instead cost more than decoding them: its conversions of every nested row out
of Arrow, its disk cache and its Parquet writer took about 7 s of CPU for the 125,000 exchanges
of a 450 MB capture, where Arrow writes them in 0.2 s (bench/RESULTS.md).

A row is not final when it is decoded: topic ids are named from every Metadata answer of the
input (topic_names.py), and a crossing part that stage 2 decodes again replaces its stage 1
rows. Both are known once both stages have run; then one finishing task per staged file
(`finish`) reads it, leaves out the rows of the parts decoded again, names the ids of the rows
that need it, and writes the tables' files: exchanges/hour=H/ (and records/hour=H/), one file
per staged file and hour, named by the run. They are made in the staging directory too, and
moved into the tables only when every one is made (`publish`), as Spark's own job commit does:
a run that fails leaves the tables as they were (an `append` run that failed can be run again
without rows twice). Every file is written under a hidden name and moved to its own when whole,
so a task run twice writes the same files again.
"""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.ipc as ipc
import pyarrow.parquet as pq

from kafkasniff.bulk.schemas import EXCHANGES, RECORDS
from kafkasniff.bulk.sources import filesystem
from kafkasniff.bulk.topic_names import Names, named_row

STAGING = "_staging"
TABLES = "tables"  # within a run's staging directory: the tables' files until the run publishes them
COMPRESSION = "snappy"  # Spark's default for Parquet: tables from earlier runs read the same


@dataclass(frozen=True)
class Staged:
    """A staged file of exchange rows: `file_seq` is the capture file of a stage 1 task's rows
    (-1 for a stage 2 task's, which no later stage replaces)."""

    path: str  # within the output's filesystem
    stem: str  # what the tables' files made from it are named by
    file_seq: int
    rows: int


@dataclass(frozen=True)
class Staging:
    """One run's staging directory under `out` (an absolute local path or a URL)."""

    out: str
    run_id: str

    @staticmethod
    def new_run(out: str) -> Staging:
        return Staging(out.rstrip("/"), uuid.uuid4().hex[:12])

    def rows(self, stem: str, file_seq: int, schema: pa.Schema) -> StagedRows:
        """A task's writer of staged rows."""
        return StagedRows(self, stem, file_seq, schema)

    def directory(self) -> tuple[Any, str]:
        fs, root = filesystem(self.out)
        return fs, f"{root}/{STAGING}/{self.run_id}"

    def remove(self) -> None:
        fs, directory = self.directory()
        with contextlib.suppress(FileNotFoundError):  # nothing was staged
            fs.delete_dir(directory)

    def finish(self, staged: Staged, names: Names, redone: Iterable[str], with_records: bool) -> tuple[int, int]:
        """A staged file into the tables (see the module's docstring); the exchanges and records
        written."""
        fs, directory = self.directory()
        tables = _HourFiles(fs, f"{directory}/{TABLES}", f"part-{self.run_id}-{staged.stem}.parquet")
        redone_parts = pa.array(sorted(set(redone)), pa.string())
        exchanges = records = 0
        with fs.open_input_file(staged.path) as source:
            reader = ipc.open_file(source)
            for batch in (reader.get_batch(i) for i in range(reader.num_record_batches)):
                if len(redone_parts):
                    batch = batch.filter(pc.invert(pc.is_in(batch.column("part"), value_set=redone_parts)))
                batch = _named(batch, names)
                for hour, rows in _by_hour(batch):
                    exchanges += rows.num_rows
                    tables.write("exchanges", hour, _exchange_columns(rows))
                    held = _records(rows) if with_records else None
                    if held is not None:
                        records += held.num_rows
                        tables.write("records", hour, held)
        tables.close()
        return exchanges, records

    def publish(self) -> int:
        """Once every staged file is finished: the tables' files moved into the tables (a run
        that fails before leaves the tables as they were); how many."""
        from pyarrow import fs as pafs

        fs, directory = self.directory()
        made = f"{directory}/{TABLES}"
        try:
            found = fs.get_file_info(pafs.FileSelector(made, recursive=True))
        except FileNotFoundError:
            return 0
        _, root = filesystem(self.out)
        moved = 0
        for info in found:
            if info.type == pafs.FileType.File and info.base_name.endswith(".parquet"):
                place = root + info.path[len(made) :]  # {table}/hour=H/{name}
                fs.create_dir(place.rsplit("/", 1)[0], recursive=True)
                fs.move(info.path, place)
                moved += 1
        return moved


class StagedRows:
    """A task's staged file: its exchange rows' batches as they come, the file only made if one
    does."""

    def __init__(self, staging: Staging, stem: str, file_seq: int, schema: pa.Schema) -> None:
        self.staging, self.stem, self.file_seq, self.schema = staging, stem, file_seq, schema
        self._file: _WholeFile | None = None
        self.count = 0

    def add(self, batch: pa.RecordBatch) -> None:
        if self._file is None:
            fs, directory = self.staging.directory()
            self._file = _WholeFile(fs, f"{directory}/{self.stem}.arrow", self.schema, staged=True)
        self._file.write(batch)
        self.count += batch.num_rows

    def close(self) -> Staged | None:
        if self._file is None:
            return None
        self._file.close()
        return Staged(self._file.path, self.stem, self.file_seq, self.count)


class _WholeFile:
    """A Parquet file (`staged`: an Arrow IPC file) written under a hidden name beside its own
    and moved there when closed."""

    def __init__(self, fs: Any, path: str, schema: pa.Schema, staged: bool = False) -> None:
        self.fs, self.path = fs, path
        folder, name = path.rsplit("/", 1)
        self._partial = f"{folder}/.{name}.{uuid.uuid4().hex[:8]}.partial"  # its own, should two attempts run
        fs.create_dir(folder, recursive=True)
        self._stream = fs.open_output_stream(self._partial)
        if staged:
            self._writer: Any = ipc.new_file(self._stream, schema)
        else:
            self._writer = pq.ParquetWriter(self._stream, schema, compression=COMPRESSION)

    def write(self, batch: pa.RecordBatch) -> None:
        self._writer.write_batch(batch)

    def close(self) -> None:
        self._writer.close()
        self._stream.close()
        self.fs.move(self._partial, self.path)


class _HourFiles:
    """The tables' files of one staged file: one per table and hour, opened as rows come."""

    def __init__(self, fs: Any, root: str, name: str) -> None:
        self.fs, self.root, self.name = fs, root, name
        self._files: dict[tuple[str, str], _WholeFile] = {}

    def write(self, table: str, hour: str, batch: pa.RecordBatch) -> None:
        key = (table, hour)
        if key not in self._files:
            self._files[key] = _WholeFile(self.fs, f"{self.root}/{table}/hour={hour}/{self.name}", batch.schema)
        self._files[key].write(batch)

    def close(self) -> None:
        for file in self._files.values():
            file.close()


def _named(batch: pa.RecordBatch, names: Names) -> pa.RecordBatch:
    """The batch with its rows' topic ids named (those rows only go through Python), in order."""
    unnamed = batch.column("unnamed")
    if not names or not pc.any(unnamed).as_py():
        return batch
    named = [named_row(row, names) for row in batch.filter(unnamed).to_pylist()]
    rest = pc.invert(unnamed)
    positions = pa.array(range(batch.num_rows), pa.int64())
    together = pa.Table.from_batches([batch.filter(rest), pa.RecordBatch.from_pylist(named, schema=batch.schema)])
    order = pc.sort_indices(pa.concat_arrays([positions.filter(rest), positions.filter(unnamed)]))
    return together.take(order).combine_chunks().to_batches()[0]


def _by_hour(batch: pa.RecordBatch) -> Iterator[tuple[str, pa.RecordBatch]]:
    hours = batch.column("hour")
    for hour in pc.unique(hours).to_pylist():
        yield hour, batch.filter(pc.equal(hours, hour))


def _exchange_columns(batch: pa.RecordBatch) -> pa.RecordBatch:
    """The exchanges table's columns (its partition column, `hour`, is the directory's name)."""
    return batch.select([f.name for f in EXCHANGES if f.name != "hour"])


def _records(batch: pa.RecordBatch) -> pa.RecordBatch | None:
    """The records table's rows of the exchanges' records, if they hold any."""
    held = pc.list_flatten(batch.column("records"))
    if not len(held):
        return None
    return pa.RecordBatch.from_struct_array(held).select([f.name for f in RECORDS if f.name != "hour"])
