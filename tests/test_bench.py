"""The benchmark harness works (CI runs it on a small capture; the figures come from bench/)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bench import run, user_install
from bench.tshark_current import Tshark, built, current, version
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
    if module == "bench.run":  # (installing the tree into an environment of its own takes a minute)
        command.append("--from-tree")
    run = subprocess.run([*command, "--port", "9092"], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    return run.stdout


@pytest.mark.slow
@needs_tshark
def test_the_runner_times_every_mode_against_tshark_and_prints_the_ratios():
    table = bench_output("bench.run")
    anchor = "tshark13" if current() else "tshark12"  # CI builds no Debian 13 folder
    for mode in ("one-line", "json", "json-records", "tshark12-fields", "tshark12-json", f"{anchor}-fields"):
        assert f"| {mode} | " in table
    assert "FAILED" not in table
    assert f"targets against {anchor}" in table
    for target in ("one-line / {}-fields", "json / {}-fields", "json-records / {}-json"):
        assert f"| {target.format(anchor)} | " in table
    assert "one-line peak RSS MB" in table


def test_kafkasniff_is_timed_as_installed_and_shown_as_a_user_types_it():
    script = "/work/bench/.user-venv/bin/kafkasniff"
    todo = run.commands(Path("/data/x.pcap"), 9094, ["-j", "1"], ["json"], "kafka", [], (script,))
    assert todo == {"json": [script, "-q", "--json", "-j", "1", "/data/x.pcap"]}
    assert run.shown(todo["json"], Path("/data/x.pcap"), "x.pcap") == "kafkasniff -q --json -j 1 x.pcap"


def test_the_user_install_takes_the_dependencies_the_package_declares():
    declared = user_install.dependencies(ROOT)
    assert any(d.startswith("click") for d in declared) and any(d.startswith("crc32c") for d in declared)
    assert not any(d.startswith("pytest") for d in declared)  # the test extras are not a user's


def fake_tshark(tmp_path: Path, body: str) -> Path:
    """A shell script standing in for tshark (CI has no Debian 13 folder to run)."""
    script = tmp_path / "tshark"
    script.write_text(f"#!/bin/sh\n{body}\n")
    script.chmod(0o755)
    return script


def test_a_tshark_on_stdin_is_given_the_capture_as_dash_and_prints_the_one_line_views_fields():
    debian13 = Tshark("tshark13", ("/fake/chroot", "tshark"), reads_stdin=True)
    debian12 = Tshark("tshark12", ("/usr/bin/tshark",), reads_stdin=False)
    todo = run.commands(Path("/data/x.pcap"), 9094, [], [], "kafka", [debian13, debian12])
    assert todo["tshark13-fields"][:4] == ["/fake/chroot", "tshark", "-r", "-"]
    assert todo["tshark12-fields"][:3] == ["/usr/bin/tshark", "-r", "/data/x.pcap"]
    printed = todo["tshark13-fields"][todo["tshark13-fields"].index("fields") + 1 :][1::2]
    assert printed == run.FIELDS["kafka"]
    for fact in ("tcp.srcport", "kafka.api_version", "kafka.client_id", "kafka.topic_name", "kafka.offset"):
        assert fact in printed
    assert todo["tshark13-json"][-2:] == ["-T", "json"] and "tcp.port==9094,kafka" in todo["tshark13-json"]


def timed(wall: float) -> run.Timing:
    return run.Timing(["x"], ROOT, walls=[wall])


def test_the_targets_are_measured_against_debian_13s_tshark_and_debian_12s_is_a_second_column():
    timings = {"one-line": timed(1.0), "tshark13-fields": timed(4.0), "tshark12-fields": timed(1.0)}
    assert run.anchor(timings) == "tshark13"
    assert run.ratio_rows(timings, "tshark13", verdicts=True) == ["| one-line / tshark13-fields | 0.25 | 0.5 | ok |"]
    assert run.ratio_rows(timings, "tshark12", verdicts=False) == [
        "| one-line / tshark12-fields | 1.00 |  | (second column) |"
    ]


def test_without_debian_13s_tshark_the_targets_fall_back_to_the_systems():
    timings = {"json": timed(1.0), "tshark12-fields": timed(1.0)}
    assert run.anchor(timings) == "tshark12"
    assert run.ratio_rows(timings, "tshark12", verdicts=True) == ["| json / tshark12-fields | 1.00 | 0.8 | over |"]
    assert "tshark13 not built" in run.describe_tsharks([])


def test_debian_13s_tshark_is_absent_until_its_folder_is_built(tmp_path):
    assert current(tmp_path) is None and not built(tmp_path)


def test_a_tshark_on_stdin_is_timed_reading_the_capture(tmp_path):
    # fails unless its stdin starts with the pcap magic of the sample
    script = fake_tshark(tmp_path, 'test "$(head -c 4 | od -An -tx1 | tr -d " ")" = d4c3b2a1')
    timing = run.Timing([str(script), "-r", "-"], ROOT, stdin=sample_path("mixed-load"))
    run.measure(timing)
    assert timing.failure == "" and len(timing.walls) == 1 and timing.rss_kb[0] > 0


def test_the_version_is_read_from_tsharks_first_line(tmp_path):
    script = fake_tshark(tmp_path, 'echo "TShark (Wireshark) 4.4.19."; echo "Copyright"')
    assert version(Tshark("tshark13", (str(script),), reads_stdin=True)) == "4.4.19"
    assert version(Tshark("tshark13", (str(tmp_path / "missing"),), reads_stdin=True)) == ""


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
