"""Tunnels (kafkasniff/net/tunnels.py, erspan.py): a capture taken behind VXLAN, GENEVE, GRE, ERSPAN
II or III, IP-in-IP or MPLS decodes to exactly the exchanges of the same capture without them, in the
one-line view (-j 2 too) and in --json, with the same packet and connection counts, and what -w
writes of it reads back to the same exchanges. UDP that is no known tunnel is still counted as not
TCP, a tunnel header cut short as undecodable, and the Ethernet fast path leaves all of them to the
walk."""

from __future__ import annotations

import json
import struct
import subprocess
from pathlib import Path

import pytest

from kafkasniff.net.fast_path import ethernet_ipv4_tcp
from kafkasniff.net.tenants import TAG_READERS
from kafkasniff.net.tunnels import use_vxlan_ports
from tests.kafkasniff.net.frames import ETHERNET_ADDRESSES, IPV4, IPV6, counted, segment_of
from tests.support import captures as cap
from tests.support import tunnel_rewrite as tun
from tests.support.cli import kafkasniff
from tests.support.tunnel_rewrite import Tunnel

SAMPLE = cap.sample_path("mixed-load")
PLAIN_FRAME = ETHERNET_ADDRESSES + struct.pack("!H", tun.ETH_IPV4) + IPV4


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
        pytest.param(tun.gre(0x88BE, PLAIN_FRAME), id="ERSPAN type I (no header): not followed"),
        pytest.param(tun.erspan_iii(IPV4)[: -len(IPV4) - 2] + b"\x08\x30" + IPV4, id="ERSPAN III carrying IP"),
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
        pytest.param(tun.erspan_ii(b"")[:-2], id="ERSPAN II header cut"),
        pytest.param(tun.erspan_iii(b"")[:-4], id="ERSPAN III header cut"),
        pytest.param(tun.erspan_iii(b"", platform=bytes(8))[:-2], id="ERSPAN III platform subheader cut"),
    ],
)
def test_a_tunnel_header_cut_short_or_broken_is_undecodable(frame):
    assert counted(1, frame) == "packets_undecodable"


def test_a_tunneled_capture_split_over_processes_gives_the_lines_of_the_plain_one(tmp_path):
    tunneled = tun.rewrite_capture(SAMPLE, Tunnel.VXLAN, tmp_path / "vxlan.pcap")
    plain, run = kafkasniff(SAMPLE, "-j", "2"), kafkasniff(tunneled, "-j", "2")
    assert (run.returncode, run.stdout, run.stderr) == (plain.returncode, plain.stdout, plain.stderr)


def test_erspan_session_ids_are_read_from_either_type():
    """What tenants.py tells mirror sessions apart by: the header right after GRE's 8 bytes."""
    gre_ends = 14 + 20 + 8  # outer Ethernet, IPv4, GRE with its sequence number
    session_id = TAG_READERS["erspan-ii"]  # type III keeps the id in the same place
    assert session_id(tun.erspan_ii(PLAIN_FRAME, session=1023), gre_ends)[1] == 1023
    assert session_id(tun.erspan_iii(PLAIN_FRAME, session=6, platform=bytes(8)), gre_ends)[1] == 6


@pytest.mark.parametrize("tunnel", [Tunnel.ERSPAN_III_PLATFORM, Tunnel.GRE_BRIDGED])
def test_what_w_writes_of_a_tunneled_capture_reads_back_to_the_same_exchanges(tunnel, tmp_path):
    """The same packets as -w of the plain capture, tunnelled as they were read."""
    tunneled = tun.rewrite_capture(SAMPLE, tunnel, tmp_path / f"{tunnel}.pcap")
    written, written_plain = tmp_path / "written.pcap", tmp_path / "written-plain.pcap"
    assert kafkasniff(tunneled, "--api", "Fetch", "-w", written, "-q").returncode == 0
    assert kafkasniff(SAMPLE, "--api", "Fetch", "-w", written_plain, "-q").returncode == 0
    assert written.read_bytes() == tun.rewrite_capture(written_plain, tunnel, tmp_path / "expected.pcap").read_bytes()
    read_back, read_back_plain = kafkasniff(written), kafkasniff(written_plain)
    assert read_back.stdout == read_back_plain.stdout and "Fetch" in read_back.stdout


def test_an_erspan_capture_split_over_processes_gives_the_lines_of_the_plain_one(tmp_path):
    tunneled = tun.rewrite_capture(SAMPLE, Tunnel.ERSPAN_II, tmp_path / "erspan.pcap")
    plain, run = kafkasniff(SAMPLE, "-j", "2"), kafkasniff(tunneled, "-j", "2")
    assert (run.returncode, run.stdout, run.stderr) == (plain.returncode, plain.stdout, plain.stderr)


def test_vxlan_ports_given_are_the_run_s_own():
    """Each run sets them (--vxlan-port), in place of the last run's in the same process: a port
    given once does not stay, and a default port it took over carries its own tunnel again."""
    odd, on_geneve_port = tun.vxlan(PLAIN_FRAME, port=8472), tun.vxlan(PLAIN_FRAME, port=6081)
    try:
        use_vxlan_ports([8472, 6081])
        assert segment_of(1, odd) == segment_of(1, on_geneve_port) == segment_of(1, PLAIN_FRAME)
        use_vxlan_ports([])
        assert counted(1, odd) == "packets_not_tcp"
        assert counted(1, on_geneve_port) == "packets_not_tcp"  # read as GENEVE, it names no protocol
        assert segment_of(1, tun.geneve(tun.ETH_BRIDGED, PLAIN_FRAME)) == segment_of(1, PLAIN_FRAME)
    finally:
        use_vxlan_ports([])
