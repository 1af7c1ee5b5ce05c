"""Packets -> TCP segments: the Ethernet/IPv4 fast path gives exactly what the general path gives,
for well-formed packets and for every way the headers it reads can be odd."""

from __future__ import annotations

import io
import struct
from collections.abc import Callable
from dataclasses import replace

import pytest

from kafkasniff.capture.pcap import read_packets
from kafkasniff.counters import Counters
from kafkasniff.model import Packet, Segment
from kafkasniff.net.packets import CaptureState, decode_segment, segment_fields, segments
from tests.support import captures as cap

SEGS = cap.load_segments(cap.sample_path("confluent"))[:60]


def _set(offset: int, value: bytes) -> Callable[[bytes], bytes]:
    return lambda f: f[:offset] + value + f[offset + len(value) :]


def _cut(size: int) -> Callable[[bytes], bytes]:
    return lambda f: f[:size]


# Changes to an Ethernet frame's IPv4 and TCP headers (offsets in the frame).
ODDITIES: dict[str, Callable[[bytes], bytes]] = {
    "plain": lambda f: f,
    "udp": _set(23, b"\x11"),
    "more-fragments": _set(20, b"\x20\x00"),
    "fragment-offset": _set(20, b"\x00\x10"),
    "dont-fragment": _set(20, b"\x40\x00"),
    "ip-options": lambda f: f[:14] + b"\x46" + f[15:34] + b"\x01\x01\x01\x00" + f[34:],
    "total-length-0": _set(16, b"\x00\x00"),
    "total-length-short": _set(16, struct.pack("!H", 30)),
    "total-length-past-capture": _set(16, b"\x0f\xff"),
    "tcp-options": lambda f: f[:46] + b"\x60" + f[47:54] + b"\x01\x01\x01\x01" + f[54:],
    "data-offset-past-end": _set(46, b"\xf0"),
    "ipv6-ethertype": _set(12, b"\x86\xdd"),
    "ip-version-5": _set(14, b"\x55"),
    "ihl-too-small": _set(14, b"\x44"),
    "vlan-ethertype": _set(12, b"\x81\x00"),
    **{f"cut-to-{n}": _cut(n) for n in (0, 13, 33, 40, 53, 54, 60)},
}


def as_sll(ethernet: bytes) -> bytes:
    """The same IP packet behind a Linux cooked header, which only the general path reads."""
    return struct.pack("!HHH8s", 0, 772, 6, b"\x00" * 8) + ethernet[12:]


@pytest.mark.parametrize("oddity", ODDITIES)
def test_fast_path_agrees_with_the_general_path(oddity):
    for i, s in enumerate(SEGS):
        frame = ODDITIES[oddity](cap.link_wrap(1, cap.ip_bytes(s)))
        wire = len(frame) + (i % 3) * 7  # some cut by a snaplen
        fast, general = Counters(), Counters()
        ours = decode_segment(Packet(s.ts, 1, frame, wire), fast)
        theirs = decode_segment(Packet(s.ts, 113, as_sll(frame), wire + 2), general)
        assert ours == theirs, (oddity, i)
        # the same counts; a packet cut inside its link header is named by that header
        assert replace(fast, packets_skipped_by_kind={}) == replace(general, packets_skipped_by_kind={})
        assert sum(fast.packets_skipped_by_kind.values()) == sum(general.packets_skipped_by_kind.values())


def test_segments_from_a_capture_equal_segments_packet_by_packet():
    frames = [ODDITIES[name](cap.link_wrap(1, cap.ip_bytes(s))) for name in ODDITIES for s in SEGS[:5]]
    data = cap.pcap_bytes([]) + b"".join(struct.pack("<IIII", 1, 2, len(f), len(f) + 3) + f for f in frames)

    def reader(counters: Counters):
        return read_packets(io.BufferedReader(io.BytesIO(data)), counters)

    batched, one_by_one = Counters(), Counters()
    fields = list(segment_fields(reader(batched), batched))
    state = CaptureState.of(one_by_one)  # one capture: its fragments put together across packets
    expected = [s for p in reader(one_by_one) if (s := decode_segment(p, one_by_one, state)) is not None]
    state.fragments.finish()
    assert [Segment(*f) for f in fields] == expected
    assert batched == one_by_one and batched.packets == len(frames)
    again = Counters()
    assert list(segments(reader(again), again)) == expected


def test_packets_of_a_link_type_not_decoded_are_counted_by_link_type_and_named_in_the_summary():
    """A capture of 802.11 or of a USER link type decodes nothing: the summary says why, not
    just "0 connections"."""
    ethernet = cap.pcap_bytes(SEGS)
    for linktype, name in ((105, "105 (IEEE802_11)"), (147, "147 (USER0)")):
        data = ethernet[:20] + struct.pack("<I", linktype) + ethernet[24:]  # the same packets, another link type
        counters = Counters()
        assert list(segments(read_packets(io.BufferedReader(io.BytesIO(data)), counters), counters)) == []
        assert counters.packets_of_unknown_linktypes == {linktype: len(SEGS)}
        assert f"{len(SEGS)} packets of link type {name} skipped (not decoded)" in counters.summary_line()


def test_every_segment_carries_its_packets_frame_number():
    """Frame numbers count every packet of the capture, as Wireshark's frame.number does."""
    data = cap.pcap_bytes(SEGS)
    counters = Counters()
    fast = list(segment_fields(read_packets(io.BufferedReader(io.BytesIO(data)), counters), counters))
    assert [seg[-1] for seg in fast] == list(range(1, len(SEGS) + 1))
    general = list(segments(read_packets(io.BufferedReader(io.BytesIO(cap.pcap_bytes(cap.to_ipv6(SEGS)))),
                                         Counters()), Counters()))  # fmt: skip
    assert [seg.number for seg in general] == list(range(1, len(SEGS) + 1))
