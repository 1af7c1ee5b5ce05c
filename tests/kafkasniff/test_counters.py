"""The summary line says what a live capture lost, and says nothing of it for files."""

from __future__ import annotations

from kafkasniff.counters import Counters, kernel_drops_text


def test_a_file_has_no_capture_drops_to_report():
    line = Counters(packets=10).summary_line()
    assert "dropped by the kernel" not in line
    assert "not decoded" not in line


def test_a_live_capture_always_says_what_the_kernel_dropped_even_none():
    line = Counters(packets=10, packets_dropped_by_kernel=0, packets_not_decoded=0, kernel_copies_per_packet=1)
    assert line.summary_line().startswith("summary: 10 packets, 0 packets dropped by the kernel, 0 connections")


def test_packets_decoding_had_no_time_for_are_counted_apart_from_the_kernels():
    line = Counters(packets=10, packets_dropped_by_kernel=3, packets_not_decoded=40, kernel_copies_per_packet=1)
    assert "3 packets dropped by the kernel, 40 captured but not decoded (decoding fell behind)" in line.summary_line()


def test_on_loopback_the_kernels_count_of_copies_is_shown_with_the_packets_it_stands_for():
    assert kernel_drops_text(10651, 2) == (
        "10651 packet copies (about 5326 packets: on loopback each packet is counted twice)"
    )
    assert kernel_drops_text(0, 2) == "0 packets"
    assert kernel_drops_text(1, 1) == "1 packet"
