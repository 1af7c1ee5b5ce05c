"""Nothing is dropped silently: a capture's packets that are not decoded are named by kind in the
summary and the JSON summary (ARP, UDP, ICMPv6, a broken VXLAN header...), beside the exchanges of
the rest, and the exit status stays 0."""

from __future__ import annotations

import json
import struct
import subprocess
import sys
from pathlib import Path

import dpkt

from tests.support import captures as cap
from tests.support import tunnel_rewrite as tun

SAMPLE = cap.sample_path("confluent")  # 41 exchanges
MACS = b"\x02" * 6 + b"\x04" * 6
ARP = MACS + b"\x08\x06" + bytes(28)
LLDP = MACS + b"\x88\xcc" + bytes(20)
DNS = tun.in_udp(53, bytes(12))
ICMPV6 = tun.in_ipv6(58, bytes(8))
BROKEN_VXLAN = tun.in_udp(4789, bytes(8) + bytes(60))  # no I flag: not a VXLAN header
CUT_TCP = tun.in_ipv4(dpkt.ip.IP_PROTO_TCP, bytes(8))  # a TCP header cut at 8 bytes


def with_other_traffic(target: Path) -> Path:
    """The sample with the other traffic after its first packet."""
    data = SAMPLE.read_bytes()
    first_end = 24 + 16 + struct.unpack_from("<I", data, 24 + 8)[0]
    ts_sec, ts_frac = struct.unpack_from("<II", data, 24)
    extra = [ARP, ARP, LLDP, DNS, DNS, DNS, ICMPV6, BROKEN_VXLAN, CUT_TCP]
    records = b"".join(struct.pack("<IIII", ts_sec, ts_frac, len(f), len(f)) + f for f in extra)
    target.write_bytes(data[:first_end] + records + data[first_end:])
    return target


def test_the_summary_names_every_kind_not_decoded(tmp_path):
    capture = with_other_traffic(tmp_path / "other.pcap")
    run = subprocess.run([sys.executable, "-m", "kafkasniff", capture], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0
    assert len(run.stdout.splitlines()) == 41
    assert (
        "packets not decoded: 3 UDP, 2 ARP, 1 ICMPv6, 1 LLDP, 1 broken tcp headers, 1 broken vxlan headers"
        in run.stderr
    )


def test_the_json_summary_counts_them_by_kind(tmp_path):
    capture = with_other_traffic(tmp_path / "other.pcap")
    command = [sys.executable, "-m", "kafkasniff", capture, "--json", "--json-summary"]
    run = subprocess.run(command, capture_output=True, text=True, timeout=60)
    summary = json.loads(run.stdout.splitlines()[-1])["summary"]
    assert summary["packets_skipped_by_kind"] == {
        "UDP": 3, "ARP": 2, "ICMPv6": 1, "LLDP": 1, "broken tcp headers": 1, "broken vxlan headers": 1,
    }  # fmt: skip
    assert summary["packets_not_tcp"] + summary["packets_undecodable"] == 9
