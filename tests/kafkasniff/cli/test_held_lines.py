"""Lines waiting for request-time order are held within a memory budget as well as a count: once
their texts take more than HELD_TEXT_BYTES, the oldest go out, so --json --records lines of any
size cannot pile up."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SAMPLE = Path(__file__).resolve().parents[3] / "samples" / "confluent.pcap"
RUN = """
import sys
from kafkasniff.cli import main, show
show.HELD_TEXT_BYTES = {budget}
main(sys.argv[1:])
"""


def shown(budget: int, *args: str) -> str:
    command = [sys.executable, "-c", RUN.format(budget=budget), *args, "-q", str(SAMPLE)]
    return subprocess.run(command, capture_output=True, text=True, timeout=120, check=True).stdout


def test_a_budget_smaller_than_a_line_prints_lines_as_they_complete():
    arrival = shown(32 << 20, "--order", "arrival", "--json")
    assert shown(32 << 20, "--json") != arrival  # the sample's long polls complete out of order
    assert shown(1, "--json") == arrival


def test_the_default_budget_holds_a_small_capture_whole():
    assert shown(32 << 20, "--json", "--records") == shown(1 << 40, "--json", "--records")
