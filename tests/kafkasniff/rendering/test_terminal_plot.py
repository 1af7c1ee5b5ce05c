"""`commits --partition T/P --plot` draws one partition's commit timeline in the terminal: the
stale commits stand out as their sender's capital letter."""

from __future__ import annotations

import subprocess
import sys

from tests.support.analyses import SAMPLES, facts_of


def plot(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "kafkasniff", "commits", str(SAMPLES / "sarama-stale-commit.pcap"),
                           "-q", *args], capture_output=True, text=True, timeout=120)  # fmt: skip


def test_the_plot_marks_each_stale_commit_with_its_senders_capital_letter():
    facts = facts_of("sarama-stale-commit")
    expected = facts["expected_state"]["billing/invoices/1"]
    run = plot("--partition", "invoices/1", "--plot")
    assert run.returncode == 0, run.stderr
    title, *grid = run.stdout.splitlines()
    assert title.startswith(f"billing invoices/1: {expected['state']}, regressed x{len(expected['regressed_at'])}")
    legend = next(line for line in grid if line.startswith("· consumed"))
    letter = next(part.split()[0] for part in legend.split(", ") if facts["culprit"]["client_id"] in part)
    drawn = "".join(line.split("│", 1)[1] for line in grid if "│" in line)
    assert drawn.count(letter[-1].upper()) == len(expected["regressed_at"])
    assert "·" in drawn and "─" in drawn


def test_plot_needs_one_partition_and_a_capture():
    assert plot("--plot").returncode == 2
    assert "give --partition" in plot("--plot").stderr
    missing = plot("--partition", "nosuch/0", "--plot")
    assert missing.returncode == 2 and "no partition 'nosuch/0' in this capture's commits; nearest: " in missing.stderr
