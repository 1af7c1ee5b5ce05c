"""Real TLS traffic, made now: the recorder runs stunnel and a TLS front before tansu and
mockupdb, real clients through them, tcpdump on both sides of the front; the fresh captures
must decode with their key logs as the committed samples do (tests/test_tls_samples.py)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_tls_samples import CHECKS, NAMES, TlsSample

ROOT = Path(__file__).resolve().parents[1]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not all(map(shutil.which, ("tcpdump", "tshark", "stunnel4", "editcap"))),
        reason="needs tcpdump, tshark, editcap and stunnel4",
    ),  # fmt: skip
    pytest.mark.skipif(os.geteuid() != 0, reason="capturing on lo needs root"),
]


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("fresh-tls-samples")
    run = subprocess.run([sys.executable, "-m", "samples.record.tls", "--out", str(out)], cwd=ROOT,
                         capture_output=True, text=True, timeout=900)  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    return out


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("check", CHECKS, ids=lambda c: c.__name__.removeprefix("test_"))
def test_a_fresh_tls_recording_decodes_as_the_committed_one(fresh: Path, name: str, check):
    check(TlsSample(name, fresh))
