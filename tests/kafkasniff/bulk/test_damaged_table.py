"""A damaged capture's table answers as its capture does, what it does not know marked alike: the
two reproductions of issue 47 (a snaplen that cut every request, one lost segment) indexed."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

pyspark = pytest.importorskip("pyspark")

from kafkasniff.analyses.commits import CommitsAnalysis  # noqa: E402
from kafkasniff.analyses.stats import StatsAnalysis  # noqa: E402
from kafkasniff.bulk import table_analyses  # noqa: E402
from kafkasniff.bulk.index_job import run_index  # noqa: E402
from tests.support import damage_rewrite as damage  # noqa: E402
from tests.support.analyses import SAMPLES, analyse  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not shutil.which("java"), reason="Spark needs java")]


def lost_segment() -> bytes:
    """tls-confluent.plain without a segment inside the first Produce request of three packets
    (frames 191 to 194: test_damaged.py finds it by its decode)."""
    return damage.lost_segment(SAMPLES, (191, 194))


DAMAGED = {"snaplen-cut": lambda: damage.snaplen_cut(SAMPLES), "lost-segment": lost_segment}


@pytest.fixture(scope="module")
def tables(spark: Any, tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, Path]]:
    out = {}
    for name, make in DAMAGED.items():
        folder = tmp_path_factory.mktemp(name)
        capture = folder / f"{name}.pcap"
        capture.write_bytes(make())
        run_index(spark, [str(capture)], str(folder / "table"))
        out[name] = (capture, folder / "table")
    return out


@pytest.mark.parametrize("damaged", DAMAGED)
@pytest.mark.parametrize(("name", "analysis"), [("stats", StatsAnalysis), ("commits", CommitsAnalysis)])
def test_a_damaged_capture_s_table_answers_as_the_capture_marks_and_all(
    spark: Any, tables: dict, damaged: str, name: str, analysis: Any
):
    capture, table = tables[damaged]
    got = getattr(table_analyses, f"{name}_rows")(spark, str(table))
    want = analyse(capture.stem, analysis(), capture.parent)
    if name == "stats":  # clients without Produce/Fetch have no record counters in the single-file rows
        fill = ("records_produced", "records_fetched")
        want, got = ([{**r, **{k: r.get(k, 0) for k in fill}} if r["kind"] == "client" else r for r in rows]
                     for rows in (want, got))  # fmt: skip
        assert any("bound" in r for r in got)
    assert json.dumps(got, sort_keys=True, default=str) == json.dumps(want, sort_keys=True, default=str)
