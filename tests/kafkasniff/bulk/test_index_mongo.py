"""The Spark pipeline on a capture of Kafka next to MongoDB: the table holds both protocols'
exchanges as one machine decodes them, stats answer per api and per command, and the Kafka
analyses read the Kafka rows only."""

from __future__ import annotations

import json
import shutil
import struct
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

pyspark = pytest.importorskip("pyspark")
bson = pytest.importorskip("bson")

from kafkasniff.analyses.commits import CommitsAnalysis  # noqa: E402
from kafkasniff.analyses.facts import exchange_row  # noqa: E402
from kafkasniff.analyses.topology import TopologyAnalysis  # noqa: E402
from kafkasniff.bulk import table_analyses  # noqa: E402
from kafkasniff.bulk.index_job import run_index  # noqa: E402
from kafkasniff.bulk.session import spark_session  # noqa: E402
from kafkasniff.dissectors.base import DissectOptions  # noqa: E402
from kafkasniff.dissectors.mongo.declaration import MONGO  # noqa: E402
from kafkasniff.dissectors.registry import make_protocols  # noqa: E402
from kafkasniff.pipeline.wiring import Options  # noqa: E402
from tests.support import captures as cap  # noqa: E402
from tests.support.decode import decode  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not shutil.which("java"), reason="Spark needs java")]
OPTIONS = Options(protocols=make_protocols(DissectOptions(records=True, render_bytes=len)))


@pytest.fixture(scope="module")
def both(tmp_path_factory: pytest.TempPathFactory) -> Path:
    segs = cap.merge(cap.load_segments(cap.sample_path("mixed-load")), cap.load_segments(cap.sample_path("mongo-crud")))
    return cap.write(tmp_path_factory.mktemp("both") / "both.pcap", cap.pcap_bytes(segs))


@pytest.fixture(scope="module")
def table(both: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[Any, Path]:
    spark = spark_session("local[2]")
    out = tmp_path_factory.mktemp("both-table")
    run_index(spark, [str(both)], str(out))
    yield spark, out
    spark.stop()


def rows_of(spark: Any, out: Path) -> list[dict[str, Any]]:
    return [r.asDict(recursive=True) for r in spark.read.parquet(str(out / "exchanges")).collect()]


def comparable(row: dict[str, Any]) -> str:
    """A row as one machine makes it (the table adds its hour and source files)."""
    row = {k: v for k, v in row.items() if k not in ("hour", "files")}
    return json.dumps({**row, "metadata_topics": dict(row["metadata_topics"] or {})}, sort_keys=True)


def test_the_table_holds_both_protocols_as_one_machine_decodes_them(table, both: Path):
    spark, out = table
    single = [exchange_row(e) for e in decode(both, OPTIONS)[0]]
    rows = rows_of(spark, out)
    assert Counter(r["protocol"] for r in rows) == Counter(r["protocol"] for r in single)
    assert Counter(r["protocol"] for r in rows)["mongo"] == 12
    assert Counter(map(comparable, rows)) == Counter(map(comparable, single))
    find = next(r for r in rows if r["api"] == "find")
    assert (find["database"], find["collection"], find["client_id"]) == ("shop", "orders", "make_samples")


def test_stats_count_commands_and_apis_alike(table, both: Path):
    spark, out = table
    got = {r["api"]: r["count"] for r in table_analyses.stats_rows(spark, str(out)) if r["kind"] == "api"}
    want = Counter(e.fields["api"] or "unknown" for e in decode(both, OPTIONS)[0])
    assert got == dict(want) and got["getMore"] == 2


@pytest.mark.parametrize(("name", "analysis"), [("commits", CommitsAnalysis), ("topology", TopologyAnalysis)])
def test_kafka_analyses_ignore_the_mongodb_rows(table, name: str, analysis: Any):
    spark, out = table
    got = getattr(table_analyses, f"{name}_rows")(spark, str(out))
    kafka_only = analysis()
    for item in decode(cap.sample_path("mixed-load"), OPTIONS)[0]:
        kafka_only.feed(item)
    assert json.dumps(got, sort_keys=True, default=str) == json.dumps(kafka_only.rows(), sort_keys=True, default=str)


def test_index_takes_extra_ports_per_protocol(table, tmp_path: Path):
    """A capture that begins mid-connection with a reply: on a port --mongo-port declares, it is
    framed as MongoDB all the same: an exchange without its request."""
    spark, _ = table
    body = struct.pack("<I", 0) + b"\x00" + bson.encode({"ok": 1})
    reply = struct.pack("<iiii", 16 + len(body), 9, 1, 2013) + body  # OP_MSG answering request 1
    local = b"\x7f\x00\x00\x01"
    segs = cap.conversation((local, 50000), (local, 4242), [(False, reply)], ts=1_700_000_000_000_000_000,
                            handshake=False)  # fmt: skip
    capture = cap.write(tmp_path / "reply-first.pcap", cap.pcap_bytes(segs))
    run_index(spark, [str(capture)], str(tmp_path / "t"), extra_ports={MONGO.name: frozenset({4242})})
    rows = rows_of(spark, tmp_path / "t")
    assert [(r["protocol"], r["status"], r["broker"]) for r in rows] == [(MONGO.name, "no-request", "127.0.0.1:4242")]
