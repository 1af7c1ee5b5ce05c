"""`kafkasniff index` of captures in object storage: rotations in an S3 bucket (a moto server
speaking the S3 API on localhost) are found by content, decoded where they are read and named by
their URLs, exactly as the same files on disk are."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("pyspark")
pytest.importorskip("moto.server")

from tests.support import cli
from tests.support.rotation import rotations_with_a_note  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not shutil.which("java"), reason="Spark needs java")]
ROTATIONS = 13
BUCKET = "captures"


@pytest.fixture(scope="module")
def s3_env() -> Iterator[dict[str, str]]:
    """The environment of a user whose AWS tools point at the bucket's server."""
    from moto.server import ThreadedMotoServer

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    env = dict(os.environ, AWS_ACCESS_KEY_ID="testing", AWS_SECRET_ACCESS_KEY="testing",
               AWS_DEFAULT_REGION="us-east-1", AWS_ENDPOINT_URL=f"http://127.0.0.1:{port}",
               AWS_EC2_METADATA_DISABLED="true")  # fmt: skip
    try:
        yield env
    finally:
        server.stop()


@pytest.fixture(scope="module")
def bucket(s3_env: dict[str, str], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """13 rotations of mixed-load (the last cut short) and a note beside them, uploaded under
    broker-1/; returns the work directory (the local copies are under captures/)."""
    import boto3

    folder = tmp_path_factory.mktemp("work")
    (folder / "captures").mkdir()
    rotations_with_a_note("mixed-load", folder / "captures", ROTATIONS)
    s3 = boto3.client("s3", endpoint_url=s3_env["AWS_ENDPOINT_URL"], region_name="us-east-1",
                      aws_access_key_id="testing", aws_secret_access_key="testing")  # fmt: skip
    s3.create_bucket(Bucket=BUCKET)
    for path in (folder / "captures").iterdir():
        s3.put_object(Bucket=BUCKET, Key=f"broker-1/{path.name}", Body=path.read_bytes())
    return folder


def kafkasniff(*args: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return cli.kafkasniff(*args, cwd=cwd, env=env, timeout=600)


def test_rotations_in_a_bucket_index_as_the_same_files_on_disk(bucket: Path, s3_env: dict[str, str]):
    import pyarrow.parquet as pq

    url = f"s3a://{BUCKET}/broker-1/"  # Hadoop's name for the store: the one Spark users write
    run = kafkasniff("index", url, "--out", "from-s3", cwd=bucket, env=s3_env)
    assert run.returncode == 0, run.stderr[-2000:]
    local = kafkasniff("index", "captures", "--out", "from-disk", "-q", cwd=bucket, env=s3_env)
    assert local.returncode == 0, local.stderr[-2000:]
    assert f"indexed {ROTATIONS} files: 455 exchanges" in run.stderr  # every rotation, past x.pcap9 too
    assert f"skipped {url}notes.txt.gz: gzipped, but not a pcap" in run.stderr
    assert f"kafkasniff: {url}mixed-load.pcap{ROTATIONS - 1}: " in run.stderr and "truncated" in run.stderr

    def rows(table: str, files: str) -> list[tuple]:
        exchanges = pq.read_table(bucket / table / "exchanges").to_pylist()
        return sorted((r["ts_ns"], r["conn"], r["api"], r["correlation_id"], r["status"], r["topics"],
                       [f.removeprefix(files) for f in r["files"]]) for r in exchanges)  # fmt: skip

    assert rows("from-s3", url) == rows("from-disk", f"{bucket}/captures/")
    held = pq.read_table(bucket / "from-s3" / "files").to_pylist()
    sizes = {p.name: p.stat().st_size for p in (bucket / "captures").iterdir()}
    assert {r["path"]: r["size"] for r in held} == {url + name: size for name, size in sizes.items() if "pcap" in name}


def test_an_append_run_over_the_bucket_finds_nothing_new(bucket: Path, s3_env: dict[str, str]):
    url = f"s3://{BUCKET}/broker-1/*.pcap*"  # a glob in the bucket; s3 and s3a name the same store
    first = kafkasniff("index", url, "--out", "appended", "-q", cwd=bucket, env=s3_env)
    assert first.returncode == 0, first.stderr[-2000:]
    again = kafkasniff("index", url, "--out", "appended", "--mode", "append", cwd=bucket, env=s3_env)
    assert again.returncode == 0, again.stderr[-2000:]
    assert again.stderr.count("already indexed (same path and size)") == ROTATIONS  # sizes read from the bucket
    assert "nothing new to index" in again.stderr


def test_a_missing_bucket_is_one_line_and_a_non_zero_exit(bucket: Path, s3_env: dict[str, str]):
    run = kafkasniff("index", "s3://no-such-bucket/x/", "--out", "t", cwd=bucket, env=s3_env)
    assert run.returncode != 0
    lines = [line for line in run.stderr.splitlines() if line.startswith("kafkasniff:")]
    assert len(lines) == 1 and "s3://no-such-bucket/x/" in lines[0], run.stderr[-2000:]
    assert "Traceback" not in run.stderr
