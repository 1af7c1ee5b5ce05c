"""-j N gives what one process gives, byte for byte, summary included."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

SAMPLES = Path(__file__).resolve().parents[3] / "samples"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "kafkasniff", *args], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("view", [[], ["--json"]], ids=["lines", "json"])
@pytest.mark.parametrize("name", ["kip848-consumer", "share-group", "mixed-load"])
def test_workers_print_what_one_process_prints(name, view):
    """kip848-consumer and share-group name topics by id after a Metadata on another connection:
    every worker learns the names in capture order, so no line shows an id one process names."""
    capture = str(SAMPLES / f"{name}.pcap")
    one = run(capture, "-j", "1", *view)
    assert one.returncode == 0 and one.stdout
    for workers in ("2", "3"):
        many = run(capture, "-j", workers, *view)
        assert (many.returncode, many.stdout, many.stderr) == (0, one.stdout, one.stderr)


def test_topic_filters_find_what_one_process_finds():
    capture = str(SAMPLES / "kip848-consumer.pcap")
    one = run(capture, "-j", "1", "--topic", "orders", "-q")
    assert one.stdout.count("\n") > 5
    assert run(capture, "-j", "2", "--topic", "orders", "-q").stdout == one.stdout
