"""IPv4 and IPv6: the version nibble decides, IPv6 extension headers are walked through, and what
is not a whole TCP segment is counted, as not TCP or as undecodable."""

from __future__ import annotations

import struct

import pytest

from tests.kafkasniff.net.frames import ETHERNET_ADDRESSES, IPV4, IPV6, counted, segment_of


def with_extensions(ipv6: bytes, *headers: tuple[int, int]) -> bytes:
    """The IPv6 packet with extension headers (kind, length in 8-byte units past the first 8)
    between its header and its TCP header, the payload length grown to match."""
    kinds = [kind for kind, _ in headers]
    chain = b"".join(
        bytes([nxt, units]) + bytes(6 + 8 * units) for nxt, (_, units) in zip(kinds[1:] + [6], headers, strict=True)
    )
    length = struct.unpack_from("!H", ipv6, 4)[0] + len(chain)
    return ipv6[:4] + struct.pack("!HB", length, kinds[0]) + ipv6[7:40] + chain + ipv6[40:]


@pytest.mark.parametrize("headers", [[(0, 0)], [(43, 1)], [(60, 2)], [(0, 0), (43, 0), (60, 1)]])
def test_ipv6_hop_by_hop_routing_and_destination_options_are_walked_through(headers):
    assert segment_of(101, with_extensions(IPV6, *headers)) == segment_of(101, IPV6) is not None


def test_an_atomic_fragment_is_the_whole_datagram():
    """A fragment header with offset 0 and no M flag (RFC 6946) holds the whole packet."""
    assert segment_of(101, with_extensions(IPV6, (44, 0))) == segment_of(101, IPV6) is not None


def test_the_ip_version_decides_whatever_the_ethertype_says():
    assert segment_of(1, ETHERNET_ADDRESSES + b"\x08\x00" + IPV6) == segment_of(101, IPV6) is not None


def _set(ip: bytes, offset: int, value: bytes) -> bytes:
    return ip[:offset] + value + ip[offset + len(value) :]


COUNTED = {
    "ipv4-udp": (_set(IPV4, 9, b"\x11"), "packets_not_tcp"),
    "ipv4-more-fragments": (_set(IPV4, 6, b"\x20\x00"), "packets_not_tcp"),
    "ipv4-fragment-offset": (_set(IPV4, 6, b"\x00\x10"), "packets_not_tcp"),
    "ipv4-ihl-under-20": (_set(IPV4, 0, b"\x44"), "packets_not_tcp"),
    "ipv4-tcp-header-cut": (IPV4[:39], "packets_undecodable"),
    "ipv4-ihl-past-the-packet": (_set(IPV4[:70], 0, b"\x4f"), "packets_undecodable"),
    "ipv6-header-cut": (IPV6[:39], "packets_not_tcp"),
    "ipv6-udp": (_set(IPV6, 6, b"\x11"), "packets_not_tcp"),
    "ipv6-fragment-alone": (_set(with_extensions(IPV6, (44, 0)), 43, b"\x01"), "packets_not_tcp"),  # M: more to come
    "ipv6-extension-cut": (with_extensions(IPV6, (0, 0))[:47], "packets_not_tcp"),
    "ipv6-tcp-header-cut": (IPV6[:59], "packets_undecodable"),
    "ip-version-5": (_set(IPV4, 0, b"\x55"), "packets_undecodable"),
}


@pytest.mark.parametrize("case", COUNTED)
def test_what_is_not_a_whole_tcp_segment_is_counted_under_its_name(case):
    ip, name = COUNTED[case]
    assert counted(101, ip) == name


@pytest.mark.parametrize("ip", [IPV4, IPV6], ids=["ipv4", "ipv6"])
def test_a_length_of_0_trusts_the_capture(ip):
    """IPv4 total length / IPv6 payload length 0: segmentation offload, the payload is what was captured."""
    offset = 2 if ip is IPV4 else 4
    segment = segment_of(101, _set(ip + b"more", offset, b"\x00\x00"))
    assert segment is not None and segment.payload == segment_of(101, ip).payload + b"more"


def test_bytes_past_the_ip_packet_are_not_payload():
    """Ethernet pads short frames: the IP length says where the segment ends."""
    assert segment_of(101, IPV4 + b"\x00" * 6) == segment_of(101, IPV4)
