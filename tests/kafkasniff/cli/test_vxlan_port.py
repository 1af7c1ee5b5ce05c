"""--vxlan-port: VXLAN on a UDP port of the user's choosing (a mirror session's or an overlay's own)
decodes like the plain capture in one process, over -j 2 processes and in the analyses; without
the option that UDP is traffic not followed, as any other."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support import captures as cap
from tests.support import tunnel_rewrite as tun
from tests.support.cli import kafkasniff

SAMPLE = cap.sample_path("mixed-load")


@pytest.fixture(scope="module")
def odd_port(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """mixed-load with every frame in VXLAN to UDP 8472."""
    target = tmp_path_factory.mktemp("vxlan") / "vxlan-8472.pcap"
    return tun.rewrite_frames(SAMPLE, lambda frame: tun.vxlan(frame, port=tun.VXLAN_ODD_PORT), target)


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_vxlan_on_a_port_given_decodes_like_the_plain_capture(odd_port, jobs):
    plain = kafkasniff(SAMPLE, "-j", jobs)
    run = kafkasniff(odd_port, "-j", jobs, "--vxlan-port", "4790", "--vxlan-port", str(tun.VXLAN_ODD_PORT))
    assert "455 exchanges" in plain.stderr
    assert (run.returncode, run.stdout, run.stderr) == (plain.returncode, plain.stdout, plain.stderr)


def test_the_analyses_take_the_option_too(odd_port):
    plain = kafkasniff("stats", SAMPLE, "-q")
    assert kafkasniff("stats", odd_port, "-q", "--vxlan-port", str(tun.VXLAN_ODD_PORT)).stdout == plain.stdout


def test_without_the_option_that_udp_is_not_followed(odd_port):
    run = kafkasniff(odd_port, "--json", "--json-summary")
    summary = json.loads(run.stdout.splitlines()[-1])["summary"]
    assert (run.returncode, summary["exchanges"], summary["packets_not_tcp"]) == (0, 0, summary["packets"])


def test_the_help_says_what_the_option_is():
    assert "UDP port carrying VXLAN besides 4789" in " ".join(kafkasniff("show", "--help").stdout.split())
    assert "--vxlan-port" in kafkasniff("index", "--help").stdout
