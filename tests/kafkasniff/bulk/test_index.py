"""The Spark pipeline: rotated files in, the same exchanges and answers as one machine out."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import urllib.request
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

pyspark = pytest.importorskip("pyspark")

from kafkasniff.analyses.commits import CommitsAnalysis  # noqa: E402
from kafkasniff.analyses.facts import exchange_row  # noqa: E402
from kafkasniff.analyses.groups import GroupsAnalysis  # noqa: E402
from kafkasniff.analyses.stats import StatsAnalysis  # noqa: E402
from kafkasniff.analyses.topology import TopologyAnalysis  # noqa: E402
from kafkasniff.analyses.txn import TxnAnalysis  # noqa: E402
from kafkasniff.bulk import table_analyses  # noqa: E402
from kafkasniff.bulk.index_job import run_index  # noqa: E402
from kafkasniff.bulk.sources import find_sources  # noqa: E402
from kafkasniff.dissectors.base import DissectOptions  # noqa: E402
from kafkasniff.dissectors.registry import make_protocols  # noqa: E402
from kafkasniff.pipeline.wiring import Options  # noqa: E402
from samples.record.ports import free_port, listens  # noqa: E402
from samples.record.waits import wait_until  # noqa: E402
from tests.kafkasniff.bulk.test_crossing import assert_single_machine_rows, write_rotations  # noqa: E402
from tests.support import captures as cap  # noqa: E402
from tests.support.analyses import analyse  # noqa: E402
from tests.support.captures import sample_path  # noqa: E402
from tests.support.decode import decode  # noqa: E402
from tests.support.rotation import crossing_connections, rotate  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not shutil.which("java"), reason="Spark needs java")]
SAMPLES = ("mixed-load", "stale-commit", "mock-txn", "java-admin")  # java-admin: an OffsetDelete between commits
FILES = 4


@pytest.fixture(scope="module")
def tables(spark: Any, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    out = {}
    for sample in SAMPLES:
        rotated = rotate(sample, tmp_path_factory.mktemp(f"{sample}-rotated"), FILES)
        table = tmp_path_factory.mktemp(f"{sample}-table")
        files = find_sources([str(rotated[0].parent)]).files
        assert files == [str(p) for p in rotated]  # rotation order, not name order
        run_index(spark, files, str(table), with_records=True)
        out[sample] = table
    return out


def test_the_embedded_jvm_compiles_with_its_quick_compiler_only(spark: Any) -> None:
    """Local mode's JVM only hands heads between Python tasks: C2 cost CPU and bought nothing;
    its code cache keeps tiered compilation's size, which a long session needs."""
    runtime = spark.sparkContext._jvm.java.lang.management.ManagementFactory.getRuntimeMXBean()
    arguments = list(runtime.getInputArguments())
    assert "-XX:TieredStopAtLevel=1" in arguments and "-XX:ReservedCodeCacheSize=240m" in arguments


def normalised(row: dict[str, Any]) -> str:
    """A row as the single-machine path makes it (the table adds its hour and source files)."""
    row = {k: v for k, v in row.items() if k not in ("hour", "files")}
    row["metadata_topics"] = dict(row["metadata_topics"] or {})
    return json.dumps(row, sort_keys=True, default=str)


def single_machine_rows(sample: str) -> list[dict[str, Any]]:
    options = Options(protocols=make_protocols(DissectOptions(records=True, render_bytes=len)))
    return [exchange_row(e) for e in decode(sample_path(sample), options)[0]]


def table_rows(spark: Any, table: Path) -> list[dict[str, Any]]:
    return [r.asDict(recursive=True) for r in spark.read.parquet(str(table / "exchanges")).collect()]


@pytest.mark.parametrize("sample", SAMPLES)
def test_rotated_files_give_the_single_machine_exchanges_one_for_one(spark: Any, tables: dict, sample: str):
    """Row for row, topic ids named exactly where one machine names them."""
    assert crossing_connections(sample, FILES) >= 1
    single, rows = single_machine_rows(sample), table_rows(spark, tables[sample])
    assert len(rows) == len(single)
    assert Counter(map(normalised, rows)) == Counter(map(normalised, single))


@pytest.mark.parametrize("partitions", [1, 8])
def test_topic_ids_are_named_from_metadata_on_other_connections_whatever_the_partitioning(
    spark: Any, tmp_path: Path, partitions: int
):
    """kip848-consumer's Fetch v13+ and ConsumerGroupHeartbeat connections learn their topic ids
    from Metadata sent on other connections: each row is named as one machine names it, however
    the connections are spread over Spark's partitions."""
    single = single_machine_rows("kip848-consumer")
    named = [r for r in single if any(p["topic_id"] and p["topic"] for p in r["partitions"])]
    assert named and {r["conn"] for r in named}.isdisjoint({r["conn"] for r in single if r["metadata_topics"]})
    files = find_sources([str(p) for p in rotate("kip848-consumer", tmp_path, FILES)]).files
    run_index(spark, files, str(tmp_path / "t"), partitions=partitions)
    assert Counter(map(normalised, table_rows(spark, tmp_path / "t"))) == Counter(map(normalised, single))


def test_a_part_decoded_again_replaces_its_own_rows(spark: Any, tmp_path: Path):
    """kip848-consumer with a packet lost a third of the way in, cut in two: stage 2 cannot take
    up one part at its quiet point and decodes it again from its file; the table holds that
    part's exchanges once, the run counts them once, and topic ids are named as one machine names
    them."""
    whole = cap.load_segments(sample_path("kip848-consumer"))
    segs = cap.drop(whole, len(whole) // 3)
    paths = write_rotations(segs, tmp_path, 2)
    result = run_index(spark, paths, str(tmp_path / "t"))
    rows = table_rows(spark, tmp_path / "t")
    assert result.redone >= 1 and result.exchanges == len(rows)
    assert_single_machine_rows(rows, segs)


def test_every_row_names_the_files_that_held_it(spark: Any, tables: dict):
    rows = table_rows(spark, tables["mixed-load"])
    files = {r["path"] for r in spark.read.parquet(str(tables["mixed-load"] / "files")).collect()}
    assert len(files) == FILES and all(r["files"] and set(r["files"]) <= files for r in rows)
    assert any(len(r["files"]) > 1 for r in rows)  # an exchange cut by a rotation


@pytest.mark.parametrize("sample", SAMPLES)
@pytest.mark.parametrize(
    ("name", "analysis"),
    [("stats", StatsAnalysis), ("commits", CommitsAnalysis), ("topology", TopologyAnalysis), ("groups", GroupsAnalysis),
     ("txn", TxnAnalysis)],
)  # fmt: skip
def test_table_answers_equal_the_single_file_answers(spark: Any, tables: dict, sample: str, name: str, analysis: Any):
    got = getattr(table_analyses, f"{name}_rows")(spark, str(tables[sample]))
    want = analyse(sample, analysis())
    if name == "stats":  # clients without Produce/Fetch have no record counters in the single-file rows
        want = [{**r, **{k: r.get(k, 0) for k in ("records_produced", "records_fetched")}} if r["kind"] == "client"
                else r for r in want]  # fmt: skip
        got = [{**r, **{k: r.get(k, 0) for k in ("records_produced", "records_fetched")}} if r["kind"] == "client"
               else r for r in got]  # fmt: skip
    assert json.dumps(got, sort_keys=True, default=str) == json.dumps(want, sort_keys=True, default=str)


# Groups and transactions of other clients: a sarama group that never formed, KIP-848 heartbeats
# naming topics by id, a KIP-932 share group, kafkajs transactions with their markers, and the Java
# stale-commit incident (commits judged by the generations' assignments the bodies keep)
BODY_SAMPLES = ("sarama-never-formed", "kip848-consumer", "share-group", "kafkajs-txn", "java-stale-commit")


@pytest.fixture(scope="module")
def body_tables(spark: Any, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    out = {}
    for sample in BODY_SAMPLES:
        rotated = rotate(sample, tmp_path_factory.mktemp(f"{sample}-rotated"), 3)
        out[sample] = tmp_path_factory.mktemp(f"{sample}-table")
        run_index(spark, [str(p) for p in rotated], str(out[sample]))
    return out


@pytest.mark.parametrize("sample", BODY_SAMPLES)
def test_groups_and_txn_from_the_table_replay_the_capture_s_answers(spark: Any, body_tables: dict, sample: str):
    """The exchanges these analyses read are kept with their bodies and replayed through them; the
    commits answer reads the assignments from them (who owned which partition when)."""
    answers = {}
    for name, analysis in (("groups", GroupsAnalysis), ("txn", TxnAnalysis), ("commits", CommitsAnalysis)):
        answers[name] = got = getattr(table_analyses, f"{name}_rows")(spark, str(body_tables[sample]))
        want = analyse(sample, analysis())
        assert json.dumps(got, sort_keys=True, default=str) == json.dumps(want, sort_keys=True, default=str), name
    if sample == "kafkajs-txn":  # the markers come from Fetch answers, kept thinned to their control batches
        assert [(r["outcome"], r["marker_summary"]) for r in answers["txn"]] == [
            ("committed", "2 COMMIT"), ("aborted", "2 ABORT"), ("committed", "2 COMMIT")]  # fmt: skip


def test_only_the_exchanges_groups_and_txn_read_keep_bodies(spark: Any, tables: dict):
    rows = table_rows(spark, tables["mixed-load"])
    kept = Counter(r["api"] for r in rows if r["bodies"] is not None)
    assert set(kept) <= {"JoinGroup", "SyncGroup", "Heartbeat", "LeaveGroup", "DescribeGroups"}
    assert kept["JoinGroup"] and kept["SyncGroup"] and not any(r["bodies"] for r in rows if r["api"] == "Produce")


def test_the_stale_commit_answer_from_the_table_is_the_capture_s(spark: Any, tables: dict):
    """States, verdicts with their times and the stale committers: what `commits` says of the capture."""
    from kafkasniff.analyses.commits import CommitsAnalysis
    from tests.support.analyses import analyse

    def answer(rows: list[dict]) -> dict:
        keep = ("state", "committed", "consumed", "committed_before", "verdicts", "stale_committers", "last_committed")
        return {(r["group"], r["topic"], r["partition"]): {k: r[k] for k in keep} for r in rows}

    rows = table_analyses.commits_rows(spark, str(tables["stale-commit"]))
    assert answer(rows) == answer(analyse("stale-commit", CommitsAnalysis()))
    assert {r["partition"]: r["state"] for r in rows if r["topic"] == "payments-in"} == {
        0: "behind", 1: "caught-up", 2: "caught-up"}  # fmt: skip


def test_records_table_holds_every_record(spark: Any, tables: dict):
    facts = json.loads((sample_path("mock-txn").with_suffix(".facts.json")).read_text())
    records = spark.read.parquet(str(tables["mock-txn"] / "records"))
    produced = records.where("direction = 'produced'").count()
    assert produced == len(facts["records_sent"])
    assert set(r["hour"] for r in records.select("hour").distinct().collect())


def alive_workers(webui_port: int) -> int:
    """Workers the master reports alive (its web UI's JSON), 0 while it cannot say."""
    url = f"http://127.0.0.1:{webui_port}/json/"
    with contextlib.suppress(OSError, ValueError), urllib.request.urlopen(url, timeout=2) as answer:
        return int(json.load(answer).get("aliveworkers", 0))
    return 0


def test_index_on_a_standalone_master_and_worker(tmp_path: Path):
    """A real Spark cluster on loopback: spark-class master + worker, kafkasniff index --master."""
    spark_home = os.path.dirname(pyspark.__file__)
    port, webui = free_port(), free_port()
    env = {**os.environ, "SPARK_LOCAL_IP": "127.0.0.1", "PYSPARK_PYTHON": sys.executable,
           "SPARK_HOME": spark_home}  # fmt: skip
    cls = os.path.join(spark_home, "bin", "spark-class")
    master = subprocess.Popen([cls, "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port",
                               str(port), "--webui-port", str(webui)], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    worker = None
    try:
        # spark-class execs the JVM, so the master's own process must hold the port (Spark would
        # silently move to the next port if another process had taken this one).
        wait_until(lambda: master.poll() is not None or listens(master.pid, port), seconds=90,
                   step=f"Spark master listens on {port}", state=lambda: f"exit status {master.poll()}")  # fmt: skip
        assert master.poll() is None, "the Spark master exited"
        worker = subprocess.Popen([cls, "org.apache.spark.deploy.worker.Worker", f"spark://127.0.0.1:{port}",
                                   "--cores", "2", "--memory", "1g", "--webui-port", str(free_port())], env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
        wait_until(lambda: alive_workers(webui) >= 1, seconds=90, step="the worker registers with the master",
                   state=lambda: f"master reports {alive_workers(webui)} alive workers", interval=0.5)  # fmt: skip
        (tmp_path / "captures").mkdir()
        rotate("stale-commit", tmp_path / "captures", FILES)
        # relative paths: the executors run in their own working directory
        run = subprocess.run(
            [sys.executable, "-m", "kafkasniff", "index", "captures", "--out", "t",
             "--master", f"spark://127.0.0.1:{port}"],
            env=env, capture_output=True, text=True, timeout=300, cwd=tmp_path,
        )  # fmt: skip
        assert run.returncode == 0, run.stderr[-2000:]
        assert "indexed 4 files: 74 exchanges" in run.stderr
        answer = subprocess.run([sys.executable, "-m", "kafkasniff", "commits", "--table", "t", "--json", "-q"],
                                env=env, capture_output=True, text=True, timeout=300, cwd=tmp_path)  # fmt: skip
        verdicts = {
            f"{r['group']}/{r['topic']}/{r['partition']}": [v["verdict"] for v in r["verdicts"]]
            for r in map(json.loads, answer.stdout.splitlines())
        }
        facts = Path(__file__).resolve().parents[3] / "samples" / "stale-commit.facts.json"
        assert verdicts == json.loads(facts.read_text())["expected_verdicts"]
    finally:
        for proc in (worker, master):
            if proc is not None:
                proc.terminate()
                proc.wait(timeout=30)
