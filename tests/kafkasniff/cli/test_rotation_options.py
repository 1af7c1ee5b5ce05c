"""-C, -G and -W rotate a live tap's -w file as tcpdump's do: anywhere they would be ignored they are
refused, with one line and status 2, before any capture starts."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from kafkasniff.cli import main

MIXED = Path(__file__).resolve().parents[3] / "samples" / "mixed-load.pcap"

REFUSED = [
    ([str(MIXED), "-w", "x.pcap", "-C", "1"], "-C/--file-size is for a live capture; it needs --interface"),
    ([str(MIXED), "-G", "60"], "-G/--rotate-seconds is for a live capture; it needs --interface"),
    (["stats", str(MIXED), "-W", "3"], "-W/--file-count is for a live capture; it needs --interface"),
    (["-i", "lo", "-C", "1"], "-C/--file-size rotates the -w file; it needs -w"),
    (["commits", "-i", "lo", "-G", "60", "-W", "2"], "-G/--rotate-seconds rotates the -w file; it needs -w"),
    (["-i", "lo", "-w", "x.pcap", "-W", "3"], "-W/--file-count counts the files of -C or -G; it needs one of them"),
    (["-i", "lo", "-w", "x.pcap", "-C", "0.5"], "'0.5' is not a valid integer"),  # tcpdump refuses it too
    (["-i", "lo", "-w", "x.pcap", "-C", "0"], "0 is not in the range x>=1"),
    (["-i", "lo", "-w", "x.pcap", "-G", "1", "-W", "0"], "0 is not in the range x>=1"),
]


@pytest.mark.parametrize(("args", "message"), REFUSED, ids=[" ".join(a[-4:]) for a, _ in REFUSED])
def test_rotation_options_that_would_be_ignored_are_refused_in_one_line(args: list[str], message: str):
    result = CliRunner().invoke(main, args, prog_name="kafkasniff")
    assert result.exit_code == 2, result.output
    (line,) = result.output.splitlines()
    assert message in line, line


def test_the_help_names_tcpdumps_options():
    text = CliRunner().invoke(main, ["show", "--help"], terminal_width=200).output
    for option in ("-C, --file-size MILLIONS", "-G, --rotate-seconds SECONDS", "-W, --file-count N"):
        assert option in text
