"""`kafkasniff index` as a user runs it: a directory of tcpdump -C rotations with other files
among them, re-runs, and Spark's failures."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pyspark")

from tests.support import cli
from tests.support.rotation import rotations_with_a_note  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not shutil.which("java"), reason="Spark needs java")]
ROTATIONS = 13  # x.pcap to x.pcap12: names past x.pcap9 sort after x.pcap1 by name


def kafkasniff(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return cli.kafkasniff(*args, cwd=cwd, timeout=600)


@pytest.fixture(scope="module")
def rotations(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """13 rotations of mixed-load, the last cut short (being written), and notes beside them."""
    folder = tmp_path_factory.mktemp("work")
    (folder / "captures").mkdir()
    rotations_with_a_note("mixed-load", folder / "captures", ROTATIONS)
    (folder / "captures" / "README").write_text("captures of broker 1")
    return folder


def test_every_rotation_is_indexed_and_every_other_file_named(rotations: Path):
    run = kafkasniff("index", f"file://{rotations}/captures", "--out", "t", "--records", cwd=rotations)
    assert run.returncode == 0, run.stderr[-2000:]
    assert f"indexed {ROTATIONS} files: 455 exchanges" in run.stderr  # all of them: none lost
    assert "skipped " + str(rotations / "captures" / "notes.txt.gz") + ": gzipped, but not a pcap" in run.stderr
    assert "skipped " + str(rotations / "captures" / "README") + ": not a pcap or pcapng capture" in run.stderr
    cut = rotations / "captures" / f"mixed-load.pcap{ROTATIONS - 1}"
    assert f"kafkasniff: {cut}: " in run.stderr and "truncated" in run.stderr
    assert "mixed-load.pcap10: " in run.stderr  # each file's own count
    assert (rotations / "t" / "records").is_dir()


def readme_queries() -> list[str]:
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text()
    section = readme.split("#### Querying the tables", 1)[1].split("\n### ", 1)[0]
    return re.findall(r"```python\n(.*?)```", section, re.S)


def test_the_readme_queries_read_the_table(rotations: Path):
    """Spark SQL, DuckDB and pandas, as the README writes them, on the table just made."""
    queries = readme_queries()
    assert [q.splitlines()[0] for q in queries] == ["# Spark SQL (pyspark)", "# DuckDB",
                                                   "# pandas (pyarrow reads the hour partitions)"]  # fmt: skip
    spark = "from kafkasniff.bulk.session import spark_session\nspark = spark_session('local[1]')\n"
    script = spark + "\n".join(q.replace("/data/ks", str(rotations / "t")) for q in queries)
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-2000:]
    # the Produce row (its 361 exchanges) three times: Spark's and DuckDB's tables, pandas' frame
    assert len(re.findall(r"\bProduce\b\W+361\b", run.stdout)) == 3, run.stdout


def test_a_rerun_in_append_mode_indexes_only_new_rotations(rotations: Path):
    run = kafkasniff("index", "captures", "--out", "t", "--records", "--mode", "append", cwd=rotations)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stderr.count("already indexed (same path and size)") == ROTATIONS
    assert "nothing new to index" in run.stderr


def test_an_overwrite_without_records_leaves_no_stale_records(rotations: Path):
    assert (rotations / "t" / "records").is_dir()
    run = kafkasniff("index", "captures", "--out", "t", "-q", cwd=rotations)
    assert run.returncode == 0, run.stderr[-2000:]
    assert not (rotations / "t" / "records").exists()
    assert run.stderr.count("skipped") == 2  # the notes, still said with -q
    # nor Spark's start-up warnings about the machine ("WARN Utils: Your hostname ... loopback")
    spark_log = [line for line in run.stderr.splitlines() if " WARN " in line or "log4j" in line or "log level" in line]
    assert spark_log == []


def test_a_spark_failure_is_one_line(tmp_path: Path):
    (tmp_path / "t" / "exchanges").mkdir(parents=True)
    (tmp_path / "t" / "exchanges" / "part-0.parquet").write_bytes(b"not parquet at all")
    run = kafkasniff("stats", "--table", "t", cwd=tmp_path)
    assert run.returncode == 3
    lines = [line for line in run.stderr.splitlines() if line.startswith("kafkasniff:")]
    assert len(lines) == 1 and lines[0].startswith("kafkasniff: Spark failed: ")
    assert "Traceback" not in run.stderr and "py4j" not in run.stderr.lower()


def test_groups_from_a_table_indexed_before_bodies_were_kept_says_to_index_again(rotations: Path, tmp_path: Path):
    from kafkasniff.bulk.session import spark_session

    assert kafkasniff("index", "captures", "--out", "new", "-q", cwd=rotations).returncode == 0
    spark = spark_session("local[1]")
    try:
        old = spark.read.parquet(str(rotations / "new" / "exchanges")).drop("bodies")
        old.write.parquet(str(tmp_path / "old" / "exchanges"))
    finally:
        spark.stop()
    run = kafkasniff("groups", "--table", "old", cwd=tmp_path)
    assert run.returncode == 2
    assert run.stderr.strip().splitlines()[-1] == (
        "kafkasniff: old: this table was indexed before it kept the bodies groups and txn read: "
        "index the captures again"
    )
    answer = kafkasniff("groups", "--table", "new", "--json", "-q", cwd=rotations)
    assert answer.returncode == 0 and {json.loads(line)["group"] for line in answer.stdout.splitlines()}
