"""`kafkasniff report --table DIR`: the report of an index table is the report of the captures it
was made from, byte for byte: the same tables, the same pictures."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pyspark")

from kafkasniff.bulk.index_job import run_index  # noqa: E402
from kafkasniff.bulk.session import spark_session  # noqa: E402
from kafkasniff.bulk.table_analyses import report_data  # noqa: E402
from kafkasniff.rendering.report import render  # noqa: E402
from tests.support import cli
from tests.support.captures import sample_path  # noqa: E402
from tests.support.rotation import rotate  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not shutil.which("java"), reason="Spark needs java")]


def kafkasniff(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return cli.kafkasniff(*args, cwd=cwd, timeout=600)


def test_the_stale_commit_incident_s_report_from_its_table_is_the_capture_s(tmp_path: Path):
    (tmp_path / "captures").mkdir()
    rotate("sarama-stale-commit", tmp_path / "captures", 3)
    assert kafkasniff("index", "captures", "--out", "t", "-q", cwd=tmp_path).returncode == 0
    run = kafkasniff("report", "--table", "t", "-o", "table.html", "--title", "incident", cwd=tmp_path)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stderr.strip().splitlines()[-1].startswith("wrote table.html (")
    capture = kafkasniff("report", str(sample_path("sarama-stale-commit")), "-o", "capture.html", "--title",
                         "incident", "-q", cwd=tmp_path)  # fmt: skip
    assert capture.returncode == 0, capture.stderr
    table, captured = (tmp_path / "table.html").read_text(), (tmp_path / "capture.html").read_text()
    assert "stale commits by" in table and table.count("<svg") >= 6
    assert table == captured


def test_a_transactional_capture_s_report_from_its_table_is_the_capture_s(tmp_path: Path):
    from tests.support.analyses import SAMPLES

    spark: Any = spark_session("local[2]")
    try:
        rotated = rotate("kafkajs-txn", tmp_path, 3)
        run_index(spark, [str(p) for p in rotated], str(tmp_path / "t"))
        table = render(report_data(spark, str(tmp_path / "t")), "txn")
    finally:
        spark.stop()
    run = kafkasniff("report", str(SAMPLES / "kafkajs-txn.pcap"), "-o", "capture.html", "--title", "txn", "-q",
                     cwd=tmp_path)  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert ">aborted<" in table and "discarded" in table
    assert table == (tmp_path / "capture.html").read_text()


def test_report_table_refuses_capture_options(tmp_path: Path):
    run = kafkasniff("report", "--table", "t", "-o", "r.html", "--api", "Produce", cwd=tmp_path)
    assert run.returncode == 2 and "--api is for reading captures" in run.stderr
