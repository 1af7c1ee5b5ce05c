"""IP fragments (kafkasniff/net/fragments.py) are put together before TCP sees them: a real
capture whose long packets were cut into IPv4 or IPv6 fragments, in order or not, repeated,
overlapping with the same bytes, or as the outer packets of a VXLAN tunnel, decodes to exactly the
exchanges of the capture as sent; a datagram with a lost or a contradicting piece is dropped,
counted and named, and TCP reports the hole. The reassembler's bounds are specified below."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from kafkasniff.counters import Counters
from kafkasniff.net.fragments import Fragment, FragmentFailure, Reassembler
from tests.support import captures as cap
from tests.support import fragment_rewrite as frag
from tests.support.fragment_rewrite import Fault

SAMPLE = cap.sample_path("confluent")  # 41 exchanges; 14 packets longer than 256 bytes of IP
MTU = 256
WHERE = ("tcp_stream", "frames")  # frame numbers change when packets are cut in several


def exchanges(path: Path, *options: str) -> tuple[list[dict], dict]:
    command = [sys.executable, "-m", "kafkasniff", str(path), "--json", "--json-summary", *options]
    run = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    *found, summary = map(json.loads, run.stdout.splitlines())
    return [{k: v for k, v in e.items() if k not in WHERE} for e in found], summary["summary"]


@pytest.fixture(scope="module")
def plain() -> list[dict]:
    return exchanges(SAMPLE)[0]


@pytest.mark.parametrize("fault", [Fault.NONE, Fault.REVERSED, Fault.REPEATED, Fault.OVERLAP_SAME])
def test_fragments_put_together_decode_like_the_packets_sent(fault, plain, tmp_path):
    found, summary = exchanges(frag.fragmented(SAMPLE, tmp_path / "f.pcap", MTU, fault))
    assert found == plain
    assert summary["ip_datagrams_reassembled"] == 14 and summary["ip_datagrams_failed"] == {}
    assert (summary["gaps"], summary["bytes_skipped"]) == (0, 0)


def test_ipv6_fragments_are_put_together(tmp_path):
    whole, _ = exchanges(frag.fragmented(SAMPLE, tmp_path / "v6.pcap", mtu=65535, ipv6=True))
    found, summary = exchanges(frag.fragmented(SAMPLE, tmp_path / "v6-frag.pcap", MTU, ipv6=True))
    assert len(whole) == 41 and found == whole
    assert summary["ip_datagrams_reassembled"] == 14


def test_a_tunnel_fragmented_on_its_path_is_opened_after_its_outer_packets_are_put_together(plain, tmp_path):
    found, summary = exchanges(frag.in_vxlan_fragmented(SAMPLE, tmp_path / "vxlan.pcap", mtu=300))
    assert found == plain
    assert summary["ip_datagrams_reassembled"] == 14


def test_a_lost_fragment_drops_its_datagram_and_tcp_reports_the_hole(tmp_path):
    found, summary = exchanges(frag.fragmented(SAMPLE, tmp_path / "lost.pcap", MTU, Fault.LOST))
    assert summary["ip_datagrams_failed"] == {"incomplete at the end of the capture": 14}
    assert summary["packets_skipped_by_kind"] == {"IP fragments of datagrams not put together": 15}
    assert summary["gaps"] > 0 and summary["bytes_lost"] > 0


def test_fragments_that_contradict_each_other_are_never_passed_off_as_data(tmp_path):
    found, summary = exchanges(frag.fragmented(SAMPLE, tmp_path / "conflict.pcap", MTU, Fault.OVERLAP_OTHER))
    assert summary["ip_datagrams_failed"] == {"conflicting overlap": 14}
    assert summary["ip_datagrams_reassembled"] == 0 and summary["gaps"] > 0


def test_fragmented_captures_split_over_processes_print_as_one_process_does(tmp_path):
    capture = frag.fragmented(SAMPLE, tmp_path / "f.pcap", MTU, Fault.REVERSED)
    one, two = (
        subprocess.run([sys.executable, "-m", "kafkasniff", str(capture), "-j", j], capture_output=True, text=True)
        for j in ("1", "2")
    )
    assert one.stdout == two.stdout and one.stdout.count("\n") == 41


# -- the reassembler's policy and bounds --


def piece(offset: int, data: bytes, more: bool = True) -> Fragment:
    return Fragment(offset, more, data, b"H" if offset == 0 else None)


def test_pieces_in_any_order_give_the_header_and_the_payload():
    reassembler = Reassembler(Counters())
    assert reassembler.add(("k",), piece(8, b"B" * 8, more=False), 0) is None
    assert reassembler.add(("k",), piece(0, b"A" * 8), 1) == b"H" + b"A" * 8 + b"B" * 8


def test_a_datagram_not_whole_in_time_is_dropped_as_timed_out():
    counters = Counters()
    reassembler = Reassembler(counters, timeout_ns=10)
    reassembler.add(("old",), piece(0, b"A" * 8), 0)
    reassembler.add(("new",), piece(0, b"A" * 8), 11)
    assert counters.ip_datagrams_failed == {FragmentFailure.TIMED_OUT: 1}


def test_a_datagram_past_65535_bytes_is_dropped():
    counters = Counters()
    Reassembler(counters).add(("k",), piece(65528, b"A" * 16, more=False), 0)
    assert counters.ip_datagrams_failed == {FragmentFailure.TOO_LARGE: 1}


def test_the_datagrams_held_share_a_memory_budget_the_oldest_dropped_first():
    counters = Counters()
    reassembler = Reassembler(counters, budget=30)
    reassembler.add(("first",), piece(0, b"A" * 16), 0)
    reassembler.add(("second",), piece(0, b"B" * 16), 1)
    assert counters.ip_datagrams_failed == {FragmentFailure.OVER_BUDGET: 1}
    assert reassembler.add(("second",), piece(16, b"C" * 8, more=False), 2) == b"H" + b"B" * 16 + b"C" * 8


def test_too_many_pieces_drop_the_datagram():
    counters = Counters()
    reassembler = Reassembler(counters, max_fragments=2)
    for offset in (0, 8, 16):
        reassembler.add(("k",), piece(offset, b"A" * 8), offset)
    assert counters.ip_datagrams_failed == {FragmentFailure.TOO_MANY_FRAGMENTS: 1}
