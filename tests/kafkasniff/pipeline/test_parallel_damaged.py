"""-j N prints what one process prints on damaged captures too: lines, --json and the summary.

Damage settles several connections' exchanges at once (holes declared lost, connections still
waiting when the input ends), so results from different workers complete at the same packet:
their order must be one process's, not the order the workers happen to number them in.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.support import captures as cap

Damage = Callable[[Path], Path]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "kafkasniff", *args], capture_output=True, text=True, timeout=120)


def kernel_drops(_: Path) -> Path:
    return cap.sample_path("kernel-drops")  # recorded with the kernel dropping packets


def cut_off(tmp: Path) -> Path:
    """kafka-cluster copied while tcpdump was still writing: it ends inside a record."""
    data = cap.sample_path("kafka-cluster").read_bytes()
    return cap.write(tmp / "cut.pcap", data[: len(data) * 3 // 5 + 7])


def with_gaps(tmp: Path) -> Path:
    """kafkajs-group with every 17th segment lost."""
    segs = cap.load_segments(cap.sample_path("kafkajs-group"))
    return cap.write(tmp / "gaps.pcap", cap.pcap_bytes([s for i, s in enumerate(segs) if i % 17 != 5]))


def mid_connection(tmp: Path) -> Path:
    """kip848-consumer begun mid-connection: its first 60 packets not captured."""
    segs = cap.load_segments(cap.sample_path("kip848-consumer"))
    return cap.write(tmp / "late-start.pcap", cap.pcap_bytes(segs[60:]))


@pytest.mark.parametrize("view", [[], ["--json"]], ids=["lines", "json"])
@pytest.mark.parametrize("damage", [kernel_drops, cut_off, with_gaps, mid_connection])
def test_workers_print_what_one_process_prints_on_damaged_input(damage: Damage, view: list[str], tmp_path: Path):
    capture = str(damage(tmp_path))
    one = run(capture, "-j", "1", *view)
    assert one.stdout.count("\n") > 10 and "summary:" in one.stderr
    many = run(capture, "-j", "2", *view)
    assert (many.returncode, many.stdout, many.stderr) == (one.returncode, one.stdout, one.stderr)
