"""Samples recorded afresh by the sample recorder into a temporary directory (root, for tcpdump), each
on a free port chosen at run time."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def record(names: list[str], factory: pytest.TempPathFactory, label: str) -> Path:
    out = factory.mktemp(label)
    os.chmod(out, 0o777)  # tcpdump drops privileges before writing
    run = subprocess.run(
        [sys.executable, "-m", "samples.record", "--only", *names, "--out", str(out)],
        capture_output=True, text=True, timeout=600, cwd=ROOT,
    )  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    return out
