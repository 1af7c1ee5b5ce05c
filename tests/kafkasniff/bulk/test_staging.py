"""Staged exchange rows become the tables' files: by hour, without the rows of parts decoded
again, with topic ids named from the whole input's Metadata, never half written."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")
ds = pytest.importorskip("pyarrow.dataset")

from kafkasniff.bulk import stages  # noqa: E402
from kafkasniff.bulk.schemas import EXCHANGES, RECORDS  # noqa: E402
from kafkasniff.bulk.staging import Staging  # noqa: E402

TOPIC_ID = "0b7e3c1a-5f2d-4e8a-9c6b-1d2e3f4a5b6c"
HOUR = 3_600_000_000_000


def row(ts: int, part: str | None = None, fetched_id: str | None = None, **columns: Any) -> dict[str, Any]:
    """A staged row: empty but for its time, part, and a Fetch partition fact by topic id."""
    out: dict[str, Any] = {f.name: None for f in stages.staged_schema(True)}
    out.update(ts_ns=ts, emitted_ns=ts, part=part, hour=f"2026-11-25T{ts // HOUR:02d}", unnamed=False)
    out.update(topics=[], partitions=[], error_details=[], errors=[], warnings=[], files=[], records=[])
    if fetched_id is not None:
        fact = {"topic": None, "topic_id": fetched_id, "partition": 0, "kind": "fetched"}
        record = {f.name: None for f in RECORDS} | {"topic_id": fetched_id, "hour": out["hour"], "offset": ts}
        out.update(topics=[fetched_id], partitions=[fact], records=[record], unnamed=True)
    out.update(columns)
    return out


def staged(tmp_path: Path, rows: list[dict[str, Any]], file_seq: int = 0) -> tuple[Staging, Any]:
    staging = Staging.new_run(str(tmp_path / "out"))
    writer = staging.rows(f"file-{file_seq}", file_seq, stages.staged_schema(True))
    for start in range(0, len(rows), 2):  # batches of two rows: order must hold across batches
        writer.add(pa.RecordBatch.from_pylist(rows[start : start + 2], schema=stages.staged_schema(True)))
    return staging, writer.close()


def finished(staging: Staging, one: Any, names: dict[str, tuple[str, int]], redone: list[str],
             with_records: bool) -> tuple[int, int]:  # fmt: skip
    written = staging.finish(one, names, redone, with_records)
    staging.publish()
    return written


def table(tmp_path: Path, name: str) -> list[dict[str, Any]]:
    return ds.dataset(tmp_path / "out" / name, format="parquet", partitioning="hive").to_table().to_pylist()


def test_rows_are_written_by_hour_with_the_table_s_columns_only(tmp_path: Path):
    staging, one = staged(tmp_path, [row(1), row(2), row(HOUR + 5), row(3)])
    assert finished(staging, one, {}, [], with_records=True) == (4, 0)
    hours = sorted(p.parent.name for p in (tmp_path / "out" / "exchanges").rglob("*.parquet"))
    assert hours == ["hour=2026-11-25T00", "hour=2026-11-25T01"]
    written = pq.read_schema(next((tmp_path / "out" / "exchanges").rglob("*.parquet")))
    assert written.names == [f.name for f in EXCHANGES if f.name != "hour"]
    assert sorted(r["ts_ns"] for r in table(tmp_path, "exchanges")) == [1, 2, 3, HOUR + 5]


def test_rows_of_the_parts_stage_two_decoded_again_are_left_out(tmp_path: Path):
    rows = [row(1, part="a|b"), row(2, part="c|d"), row(3), row(4, part="a|b")]
    staging, one = staged(tmp_path, rows)
    assert finished(staging, one, {}, ["a|b"], with_records=False) == (2, 0)
    assert sorted(r["ts_ns"] for r in table(tmp_path, "exchanges")) == [2, 3]


def test_topic_ids_are_named_from_when_a_metadata_answer_gave_the_name(tmp_path: Path):
    rows = [row(10, fetched_id=TOPIC_ID), row(20), row(30, fetched_id=TOPIC_ID), row(40, fetched_id=TOPIC_ID)]
    staging, one = staged(tmp_path, rows)
    finished(staging, one, {TOPIC_ID: ("orders", 30)}, [], with_records=True)
    by_time = {r["ts_ns"]: r for r in table(tmp_path, "exchanges")}
    assert by_time[10]["topics"] == [TOPIC_ID] and by_time[10]["partitions"][0]["topic"] is None
    for ts in (30, 40):
        assert by_time[ts]["topics"] == ["orders"]
        fact = by_time[ts]["partitions"][0]
        assert (fact["topic"], fact["topic_id"]) == ("orders", TOPIC_ID)
    records = {r["offset"]: r for r in table(tmp_path, "records")}
    assert (records[10]["topic"], records[30]["topic"], records[40]["topic"]) == (None, "orders", "orders")
    # the file keeps the rows' order, named and not
    files = sorted((tmp_path / "out" / "exchanges").rglob("*.parquet"))
    assert pq.read_table(files[0]).column("ts_ns").to_pylist() == [10, 20, 30, 40]


def test_nothing_half_written_is_left_and_the_staging_goes(tmp_path: Path):
    staging, one = staged(tmp_path, [row(1, fetched_id=TOPIC_ID)])
    assert one is not None and one.rows == 1 and Path(one.path).exists()
    staging.finish(one, {}, [], with_records=True)
    assert not (tmp_path / "out" / "exchanges").exists()  # not in the tables before the run publishes
    assert staging.publish() == 2  # an exchanges file and a records file
    staging.remove()
    left = [p.name for p in (tmp_path / "out").rglob("*") if p.is_file()]
    assert left and all(not name.startswith(".") for name in left)
    assert not (tmp_path / "out" / "_staging").exists() or not any((tmp_path / "out" / "_staging").iterdir())


def test_a_task_without_rows_stages_no_file(tmp_path: Path):
    staging = Staging.new_run(str(tmp_path / "out"))
    assert staging.rows("conns-3", -1, stages.staged_schema(False)).close() is None
    staging.remove()
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").rglob("*.parquet"))
