"""Tunnels (kafkasniff/net/tunnels.py): a capture taken behind VXLAN, GENEVE, GRE, IP-in-IP or MPLS
decodes to exactly the exchanges of the same capture without them, in the one-line view (-j 2 too) and in
--json, with the same packet and connection counts. UDP that is no known tunnel is still counted as
not TCP, a tunnel header cut short as undecodable, and the Ethernet fast path leaves all of them to
the walk."""

from __future__ import annotations

import json
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from kafkasniff.net.fast_path import ethernet_ipv4_tcp
from tests.kafkasniff.net.frames import ETHERNET_ADDRESSES, IPV4, IPV6, counted, segment_of
from tests.support import captures as cap
from tests.support import tunnel_rewrite as tun
from tests.support.tunnel_rewrite import Tunnel

SAMPLE = cap.sample_path("mixed-load")
PLAIN_FRAME = ETHERNET_ADDRESSES + struct.pack("!H", tun.ETH_IPV4) + IPV4


def kafkasniff(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kafkasniff", *map(str, args)], capture_output=True, text=True, timeout=120
    )


def json_and_summary(path: Path) -> tuple[list[dict], dict]:
    run = kafkasniff(path, "--json", "--json-summary")
    assert run.returncode == 0, run.stderr
    *exchanges, summary = map(json.loads, run.stdout.splitlines())
    return exchanges, summary["summary"]


@pytest.fixture(scope="module")
def plain() -> tuple[subprocess.CompletedProcess[str], list[dict], dict]:
    return kafkasniff(SAMPLE), *json_and_summary(SAMPLE)


@pytest.mark.parametrize("tunnel", list(Tunnel))
def test_a_tunneled_capture_decodes_to_the_exchanges_of_the_plain_one(tunnel, plain, tmp_path):
    lines, exchanges, summary = plain
    tunneled = tun.rewrite_capture(SAMPLE, tunnel, tmp_path / f"{tunnel}.pcap")
    run = kafkasniff(tunneled)
    assert (run.returncode, run.stdout, run.stderr) == (lines.returncode, lines.stdout, lines.stderr)
    assert summary["exchanges"] > 0 and summary["packets_not_tcp"] == 0
    tunneled_exchanges, tunneled_summary = json_and_summary(tunneled)
    assert tunneled_exchanges == exchanges
    counts = ("packets", "connections", "packets_not_tcp", "packets_undecodable", "exchanges")
    assert {k: tunneled_summary[k] for k in counts} == {k: summary[k] for k in counts}


@pytest.mark.parametrize("tunnel", list(Tunnel))
def test_the_ethernet_fast_path_leaves_every_tunnel_to_the_walk(tunnel):
    frame = tun.REWRITES[tunnel](PLAIN_FRAME)
    assert ethernet_ipv4_tcp(PLAIN_FRAME, 0, len(PLAIN_FRAME), 0, len(PLAIN_FRAME), 1) is not None
    assert ethernet_ipv4_tcp(frame, 0, len(frame), 0, len(frame), 1) is None
    assert segment_of(1, frame) == segment_of(1, PLAIN_FRAME)


def test_ipv6_in_ip_protocol_41_carries_ipv6():
    assert segment_of(1, tun.in_ipv4(41, IPV6)) == segment_of(101, IPV6)


def test_geneve_and_gre_carry_ipv6_by_its_ethertype():
    assert segment_of(1, tun.geneve(tun.ETH_IPV6, IPV6)) == segment_of(101, IPV6)
    assert segment_of(1, tun.gre(tun.ETH_IPV6, IPV6, key=1)) == segment_of(101, IPV6)


def test_a_label_stack_of_one_and_of_several_labels_ends_at_its_bottom_of_stack_bit():
    assert (
        segment_of(1, tun.mpls([16], IPV4)) == segment_of(1, tun.mpls([16, 17, 18, 19], IPV4)) == segment_of(101, IPV4)
    )
    assert segment_of(1, tun.mpls([16, 17], IPV6)) == segment_of(101, IPV6)


def test_tunnels_nest():
    assert segment_of(1, tun.vxlan(tun.geneve(tun.ETH_BRIDGED, tun.mpls([16], IPV4)))) == segment_of(101, IPV4)


@pytest.mark.parametrize(
    "frame",
    [
        pytest.param(tun.in_udp(9092, IPV4), id="UDP to another port"),
        pytest.param(tun.vxlan(ETHERNET_ADDRESSES + b"\x08\x06" + bytes(28)), id="ARP in VXLAN"),
        pytest.param(tun.gre(0x880B, IPV4), id="GRE carrying PPP"),
        pytest.param(tun.in_ipv4(47, struct.pack("!HH", 0x3001, 0x880B) + bytes(8) + IPV4), id="GRE version 1 (PPTP)"),
        pytest.param(tun.mpls([16], b"\x00" * 4 + IPV4), id="MPLS with a pseudowire control word"),
    ],
)
def test_what_a_tunnel_carries_that_is_not_followed_is_not_tcp(frame):
    assert counted(1, frame) == "packets_not_tcp"


@pytest.mark.parametrize(
    "frame",
    [
        pytest.param(tun.vxlan(b"")[:-4], id="VXLAN header cut"),
        pytest.param(tun.in_udp(4789, b"\x00" * 8 + PLAIN_FRAME), id="VXLAN without its I flag"),
        pytest.param(tun.geneve(tun.ETH_BRIDGED, b"", option=bytes(8))[:-4], id="GENEVE options cut"),
        pytest.param(tun.in_udp(6081, b"\x80\x00\x65\x58" + bytes(4) + PLAIN_FRAME), id="GENEVE version 2"),
        pytest.param(tun.gre(tun.ETH_IPV4, b"", key=1, seq=2)[:-2], id="GRE sequence number cut"),
        pytest.param(tun.in_ipv4(47, b"\x00\x00"), id="GRE base header cut"),
        pytest.param(tun.mpls([16, 17], b"")[:-2], id="MPLS label stack cut"),
        pytest.param(tun.mpls([16], b""), id="MPLS with nothing below the stack"),
    ],
)
def test_a_tunnel_header_cut_short_or_broken_is_undecodable(frame):
    assert counted(1, frame) == "packets_undecodable"


def test_a_tunneled_capture_split_over_processes_gives_the_lines_of_the_plain_one(tmp_path):
    tunneled = tun.rewrite_capture(SAMPLE, Tunnel.VXLAN, tmp_path / "vxlan.pcap")
    plain, run = kafkasniff(SAMPLE, "-j", "2"), kafkasniff(tunneled, "-j", "2")
    assert (run.returncode, run.stdout, run.stderr) == (plain.returncode, plain.stdout, plain.stderr)
