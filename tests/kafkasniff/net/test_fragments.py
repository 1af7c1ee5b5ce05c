"""IP fragments (kafkasniff/net/fragments.py) are put together before TCP sees them: a real
capture whose long packets were cut into IPv4 or IPv6 fragments, in order or not, repeated,
overlapping with the same bytes, or as the outer packets of a VXLAN or GRE tunnel, decodes to exactly the
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
from tests.support import tunnel_rewrite as tun
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


@pytest.fixture(scope="module")
def plain_ipv6(tmp_path_factory) -> list[dict]:
    return exchanges(frag.fragmented(SAMPLE, tmp_path_factory.mktemp("v6") / "v6.pcap", mtu=65535, ipv6=True))[0]


@pytest.mark.parametrize("fault", [Fault.NONE, Fault.REVERSED, Fault.REPEATED])
def test_ipv6_fragments_are_put_together(fault, plain_ipv6, tmp_path):
    found, summary = exchanges(frag.fragmented(SAMPLE, tmp_path / "v6-frag.pcap", MTU, fault, ipv6=True))
    assert len(plain_ipv6) == 41 and found == plain_ipv6
    assert summary["ip_datagrams_reassembled"] == 14 and summary["ip_datagrams_failed"] == {}


def test_a_lost_ipv6_fragment_drops_its_datagram_and_tcp_reports_the_hole(tmp_path):
    found, summary = exchanges(frag.fragmented(SAMPLE, tmp_path / "v6-lost.pcap", MTU, Fault.LOST, ipv6=True))
    assert summary["ip_datagrams_failed"] == {"incomplete at the end of the capture": 14}
    assert summary["gaps"] > 0 and summary["bytes_lost"] > 0


@pytest.mark.parametrize("form", [tun.Tunnel.VXLAN, tun.Tunnel.GRE_BRIDGED, tun.Tunnel.GRE_IP])
def test_a_tunnel_fragmented_on_its_path_is_opened_after_its_outer_packets_are_put_together(form, plain, tmp_path):
    found, summary = exchanges(frag.in_tunnel_fragmented(SAMPLE, tmp_path / f"{form}.pcap", form, mtu=300))
    assert found == plain
    assert summary["ip_datagrams_reassembled"] > 0 and summary["ip_datagrams_failed"] == {}


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


@pytest.mark.parametrize("name", ["frag-ipv4-kernel", "frag-vxlan-kernel"])
def test_fragments_made_by_the_kernel_are_put_together_as_tshark_counts_them(name):
    """A router namespace fragmenting plain TCP, and a VXLAN underlay fragmenting the outer UDP
    packets: every datagram whole, every exchange tshark saw answered, no hole."""
    facts = json.loads(cap.sample_path(name).with_suffix(".facts.json").read_text())["tshark"]
    found, summary = exchanges(cap.sample_path(name))
    assert (summary["ip_fragments"], summary["ip_datagrams_reassembled"]) == (
        facts["ipv4_fragments"],
        facts["ipv4_fragmented_datagrams"],
    )
    assert summary["ip_datagrams_failed"] == {} and (summary["gaps"], summary["bytes_skipped"]) == (0, 0)
    assert len(found) == facts["responses"] and summary["unanswered"] == 0


# -- the reassembler's policy and bounds --


A, B, C = b"A" * 24, b"B" * 24, b"C" * 8  # a first piece holds at least a TCP header


def piece(offset: int, data: bytes, more: bool = True) -> Fragment:
    return Fragment(offset, more, data, b"H" if offset == 0 else None)


def test_pieces_in_any_order_give_the_header_and_the_payload():
    reassembler = Reassembler(Counters())
    assert reassembler.add(("k",), piece(24, C, more=False), 0) is None
    assert reassembler.add(("k",), piece(0, A), 1) == b"H" + A + C


def test_an_overlap_that_agrees_is_kept_and_a_repeat_after_the_datagram_is_named_not_failed():
    counters = Counters()
    reassembler = Reassembler(counters)
    reassembler.add(("k",), piece(0, A), 0)
    assert reassembler.add(("k",), piece(16, A[16:] + C, more=False), 1) == b"H" + A + C
    assert reassembler.add(("k",), piece(16, A[16:] + C, more=False), 2) is None
    assert counters.ip_datagrams_reassembled == 1 and counters.ip_datagrams_failed == {}
    assert counters.packets_skipped_by_kind == {"IP fragments repeated after their datagram was whole": 1}


def test_an_overlap_that_disagrees_drops_the_datagram_and_its_later_pieces():
    counters = Counters()
    reassembler = Reassembler(counters)
    reassembler.add(("k",), piece(0, A), 0)
    assert reassembler.add(("k",), piece(16, B, more=False), 1) is None
    assert reassembler.add(("k",), piece(24, C, more=False), 2) is None
    assert counters.ip_datagrams_failed == {FragmentFailure.CONFLICTING_OVERLAP: 1}
    assert counters.packets_skipped_by_kind == {"IP fragments of datagrams not put together": 3}


def test_a_tiny_first_fragment_drops_its_datagram():
    counters = Counters()
    Reassembler(counters).add(("k",), piece(0, C), 0)
    assert counters.ip_datagrams_failed == {FragmentFailure.TINY_FIRST: 1}


def test_a_datagram_not_whole_in_time_is_dropped_as_timed_out():
    counters = Counters()
    reassembler = Reassembler(counters, timeout_ns=10)
    reassembler.add(("old",), piece(0, A), 0)
    reassembler.add(("new",), piece(0, A), 11)
    assert counters.ip_datagrams_failed == {FragmentFailure.TIMED_OUT: 1}


def test_a_datagram_past_65535_bytes_is_dropped():
    counters = Counters()
    Reassembler(counters).add(("k",), piece(65528, C + C, more=False), 0)
    assert counters.ip_datagrams_failed == {FragmentFailure.TOO_LARGE: 1}


def test_the_datagrams_held_share_a_memory_budget_the_oldest_dropped_first():
    counters = Counters()
    reassembler = Reassembler(counters, budget=40)
    reassembler.add(("first",), piece(0, A), 0)
    reassembler.add(("second",), piece(0, B), 1)
    assert counters.ip_datagrams_failed == {FragmentFailure.OVER_BUDGET: 1}
    assert reassembler.add(("second",), piece(24, C, more=False), 2) == b"H" + B + C


def test_the_datagrams_held_share_a_count_of_pieces_empty_ones_too():
    counters = Counters()
    reassembler = Reassembler(counters, max_held_fragments=2)
    for key in ("first", "second", "third"):
        reassembler.add((key,), piece(24, b""), 0)
    assert counters.ip_datagrams_failed == {FragmentFailure.OVER_BUDGET: 1}
    reassembler.finish()
    assert counters.ip_datagrams_failed[FragmentFailure.INCOMPLETE_AT_END] == 2


def test_too_many_pieces_drop_the_datagram():
    counters = Counters()
    reassembler = Reassembler(counters, max_fragments=2)
    for offset in (0, 24, 32):
        reassembler.add(("k",), piece(offset, A if offset == 0 else C), offset)
    assert counters.ip_datagrams_failed == {FragmentFailure.TOO_MANY_FRAGMENTS: 1}


def test_what_is_held_when_the_capture_ends_is_counted_incomplete():
    counters = Counters()
    reassembler = Reassembler(counters)
    reassembler.add(("k",), piece(0, A), 0)
    reassembler.finish()
    assert counters.ip_datagrams_failed == {FragmentFailure.INCOMPLETE_AT_END: 1}
