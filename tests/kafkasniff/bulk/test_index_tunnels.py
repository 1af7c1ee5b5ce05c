"""`kafkasniff index --vxlan-port`: rotations of a capture mirrored in VXLAN to a port of the user's
choosing give the table of the plain capture, connections crossing the rotations included (stage 2
reads their parts again from the files, through the same layers)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

pytest.importorskip("pyspark")

import pyarrow.parquet as pq  # noqa: E402

from tests.kafkasniff.bulk.test_index import normalised, single_machine_rows  # noqa: E402
from tests.support import tunnel_rewrite as tun  # noqa: E402
from tests.support.rotation import crossing_connections, rotate  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not shutil.which("java"), reason="Spark needs java")]
SAMPLE, FILES = "mixed-load", 2


def mirrored(frame: bytes) -> bytes:
    return tun.vxlan(frame, port=tun.VXLAN_ODD_PORT)


def test_rotations_in_vxlan_on_a_port_given_index_to_the_plain_capture_s_rows(tmp_path: Path):
    assert crossing_connections(SAMPLE, FILES) >= 1
    for folder in ("plain", "mirrored"):
        (tmp_path / folder).mkdir()
    for path in rotate(SAMPLE, tmp_path / "plain", FILES):
        tun.rewrite_frames(path, mirrored, tmp_path / "mirrored" / path.name)
    out = tmp_path / "t"
    command = [sys.executable, "-m", "kafkasniff", "index", str(tmp_path / "mirrored"), "--out", str(out)]
    run = subprocess.run([*command, "--vxlan-port", str(tun.VXLAN_ODD_PORT)], capture_output=True, text=True,
                         timeout=600)  # fmt: skip
    assert run.returncode == 0, run.stderr[-2000:]
    assert f"indexed {FILES} files: 455 exchanges" in run.stderr
    rows = pq.read_table(out / "exchanges").to_pylist()
    assert Counter(map(normalised, rows)) == Counter(map(normalised, single_machine_rows(SAMPLE)))
