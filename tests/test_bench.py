"""The benchmark harness works (CI runs it on a small capture; the figures come from bench/)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.captures import sample_path

ROOT = Path(__file__).resolve().parents[1]


def test_head_capture_cuts_whole_packets_and_keeps_the_broker_port(tmp_path):
    src = tmp_path / "mixed.pcap"
    shutil.copy(sample_path("mixed-load"), src)
    src.with_suffix(".json").write_text(json.dumps({"port": 9092}))
    dst = tmp_path / "head.pcap"
    subprocess.run([sys.executable, "-m", "bench.head_capture", str(src), "1", str(dst)], cwd=ROOT, check=True)
    facts = json.loads(dst.with_suffix(".json").read_text())
    assert facts["port"] == 9092 and 0 < facts["bytes"] <= 1_000_000
    shown = subprocess.run([sys.executable, "-m", "kafkasniff", str(dst)], cwd=ROOT, capture_output=True, text=True)
    assert shown.returncode == 0 and "packets" in shown.stderr
    assert "truncated" not in shown.stderr  # cut at a packet boundary


needs_tshark = pytest.mark.skipif(shutil.which("tshark") is None, reason="installed by scripts/install-deps.sh")


def bench_output(module: str) -> str:
    """What a timing bench prints for the mixed-load sample, one run each, not waiting for idle."""
    command = [sys.executable, "-m", module, str(sample_path("mixed-load")), "--runs", "1", "--idle", "0"]
    run = subprocess.run([*command, "--port", "9092"], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    return run.stdout


@pytest.mark.slow
@needs_tshark
def test_the_runner_times_every_mode_against_tshark_and_prints_the_ratios():
    table = bench_output("bench.run")
    for mode in ("one-line", "json", "json-records", "tshark-fields", "tshark-json"):
        assert f"| {mode} | " in table
    assert "FAILED" not in table
    for target in ("one-line / tshark-fields", "json / tshark-fields", "json-records / tshark-json"):
        assert f"| {target} | " in table
    assert "one-line peak RSS MB" in table


def test_the_budgets_reading_part_runs_the_reading_process_stages_to_every_exchange():
    from bench.cpu_budget import read_to_pairing

    facts = json.loads(sample_path("mixed-load").with_suffix(".facts.json").read_text())
    assert read_to_pairing(str(sample_path("mixed-load"))) == sum(facts["tshark"]["requests_per_api_key"].values())


@pytest.mark.slow
@needs_tshark
def test_the_cpu_budget_sets_each_part_against_what_the_target_allows():
    report = bench_output("bench.cpu_budget")
    for row in ("tshark -T fields", "one-line", "one-line -j 1", "reading to pairing"):
        assert f"| {row} | " in report
    assert "allows" in report and "with reading to pairing free" in report
