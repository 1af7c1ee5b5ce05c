"""The capture process: tcpdump asked for what the user asked kafkasniff for, its counters read from
what it reports, and its failures turned into one line."""

from __future__ import annotations

import os
import shutil
import time

import pytest

from kafkasniff.capture.pcap import CaptureError
from kafkasniff.capture.tcpdump import CaptureSettings, CaptureStats, TcpdumpProcess, copies_per_packet, read_counts

needs_tcpdump_as_root = pytest.mark.skipif(
    os.geteuid() != 0 or shutil.which("tcpdump") is None, reason="capturing needs tcpdump and root"
)


def test_tcpdump_writes_nanosecond_pcap_to_the_pipe_packet_by_packet_with_the_users_settings():
    cmd = CaptureSettings("eth0", "tcp port 9092", snaplen=128, buffer_kib=4096, promiscuous=False).command()
    assert cmd[:5] == ["tcpdump", "-i", "eth0", "-w", "-"]
    assert {"-U", "-n", "--time-stamp-precision=nano", "-p"} <= set(cmd)
    assert "--immediate-mode" not in cmd  # its TPACKET_V2 ring holds a few hundred packets on loopback
    assert cmd[cmd.index("-s") + 1] == "128"
    assert cmd[cmd.index("-B") + 1] == "4096"
    assert cmd[-2:] == ["--", "tcp port 9092"]  # a filter is never read as an option


def test_promiscuous_by_default_like_tcpdump_and_no_filter_means_everything():
    cmd = CaptureSettings("any").command()
    assert "-p" not in cmd
    assert "--" not in cmd


@needs_tcpdump_as_root
def test_counters_come_from_what_tcpdump_reports_when_asked_and_at_exit():
    tcpdump = TcpdumpProcess(CaptureSettings("lo", "udp port 9"))
    tcpdump.wait_until_listening()
    tcpdump.ask_for_stats()
    time.sleep(0.5)
    tcpdump.stop()
    assert tcpdump.wait() == 0
    assert tcpdump.stats.dropped_by_kernel == 0
    assert tcpdump.exit_failure() is None


@needs_tcpdump_as_root
@pytest.mark.parametrize(
    ("settings", "message"),
    [
        (CaptureSettings("lo", "tcp port"), "can't parse filter expression: syntax error"),
        (CaptureSettings("nosuch0"), "nosuch0: No such device exists"),
    ],
)
def test_what_tcpdump_refuses_is_one_line_in_its_words(settings: CaptureSettings, message: str):
    with pytest.raises(CaptureError) as refused:
        TcpdumpProcess(settings).wait_until_listening()
    assert str(refused.value) == message


def test_counts_are_read_from_both_of_tcpdumps_report_forms():
    stats = CaptureStats()
    assert read_counts("tcpdump: 120 packets captured, 130 packets received by filter, "
                       "7 packets dropped by kernel, 2 packets dropped by interface", stats)  # fmt: skip
    assert (stats.captured, stats.dropped_by_kernel, stats.dropped_by_interface) == (120, 7, 2)
    assert read_counts("1 packet dropped by kernel", stats)  # the form it prints at exit
    assert stats.dropped_by_kernel == 1
    assert not read_counts("tcpdump: listening on lo, link-type EN10MB (Ethernet)", stats)


def test_the_kernel_counts_loopback_packets_twice_and_other_interfaces_once():
    assert copies_per_packet("lo") == 2
    assert copies_per_packet("any") == 1
    assert copies_per_packet("nosuch0") == 1
