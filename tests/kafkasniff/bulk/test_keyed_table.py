"""Keyed analyses on Spark: however the table's rows are spread over partitions, the states each
partition folds, merged per key, give the rows a capture gives."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

pyspark = pytest.importorskip("pyspark")

from kafkasniff.analyses.keyed import KeyedAnalysis, PerKey  # noqa: E402
from kafkasniff.analyses.stats import Stats  # noqa: E402
from kafkasniff.analyses.topology import Topology  # noqa: E402
from kafkasniff.bulk.index_job import run_index  # noqa: E402
from kafkasniff.bulk.keyed_table import keyed_rows  # noqa: E402
from kafkasniff.bulk.table_analyses import load  # noqa: E402
from tests.support.analyses import analyse  # noqa: E402
from tests.support.captures import sample_path  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not shutil.which("java"), reason="Spark needs java")]
SAMPLE = "kip848-consumer"  # topic ids named by Metadata sent on other connections


@pytest.fixture(scope="module")
def table(spark: Any, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("table")
    run_index(spark, [str(sample_path(SAMPLE))], str(out))
    return out


def as_json(rows: list[dict[str, Any]]) -> str:
    return json.dumps(rows, sort_keys=True, default=str)


@pytest.mark.parametrize("partitions", [1, 7])
@pytest.mark.parametrize("kind", [Stats, Topology])
def test_rows_of_a_table_spread_over_partitions_are_the_capture_s(
    spark: Any, table: Path, partitions: int, kind: type[KeyedAnalysis[Any, Any]]
):
    exchanges = load(spark, str(table)).repartition(partitions)
    assert as_json(keyed_rows(exchanges, kind())) == as_json(analyse(SAMPLE, PerKey(kind())))


def test_no_rows_no_answer(spark: Any, table: Path):
    assert keyed_rows(load(spark, str(table)).limit(0), Stats()) == []
