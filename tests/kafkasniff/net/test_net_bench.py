"""The net stage's benchmark (bench/net_decode.py) runs: its figures are in its own output."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_the_decode_benchmark_times_every_link_layer_form():
    command = [sys.executable, "-m", "bench.net_decode", "--packets", "2000", "--runs", "1"]
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    rows = [line.split("|")[1].strip() for line in run.stdout.splitlines() if line.startswith("| ")]
    assert rows == ["form", "ethernet", "vlan", "sll", "sll2", "null", "ipv6"]
