"""Link layers: the same IP packet behind every link type gives the same segment; a link header
cut short, or carrying anything but what the link type's table names, is traffic not followed."""

from __future__ import annotations

import struct

import pytest

from kafkasniff.net.packets import ip_offset
from tests.kafkasniff.net.frames import ETHERNET_ADDRESSES, IPV4, IPV6, counted, segment_of
from tests.support import captures as cap

# link type -> where IP starts behind it
IP_OFFSETS = {1: 14, 113: 16, 276: 20, 0: 4, 108: 4, 101: 0, 228: 0, 229: 0}
RAW_ALIASES = (12, 14)  # DLT_RAW on some BSDs


@pytest.mark.parametrize("ip", [IPV4, IPV6], ids=["ipv4", "ipv6"])
@pytest.mark.parametrize("linktype", IP_OFFSETS)
def test_every_link_type_gives_the_segment_of_the_ip_packet_it_carries(linktype, ip):
    frame = cap.link_wrap(linktype, ip)
    assert segment_of(linktype, frame) == segment_of(101, ip) is not None
    assert ip_offset(linktype, frame) == IP_OFFSETS[linktype]


@pytest.mark.parametrize("linktype", RAW_ALIASES)
def test_the_bsd_numbers_of_raw_ip_are_raw_ip(linktype):
    assert segment_of(linktype, IPV4) == segment_of(101, IPV4) is not None


@pytest.mark.parametrize("tags", [1, 2, 3])
@pytest.mark.parametrize("tpid", [0x8100, 0x88A8, 0x9100])
def test_ethernet_walks_through_stacked_vlan_tags(tags, tpid):
    frame = ETHERNET_ADDRESSES + struct.pack("!HH", tpid, 100) * tags + b"\x08\x00" + IPV4
    assert segment_of(1, frame) == segment_of(101, IPV4)
    assert ip_offset(1, frame) == 14 + 4 * tags


@pytest.mark.parametrize("family", [2, 10, 24, 28, 30])
@pytest.mark.parametrize("order", ["<", ">"])
def test_loopback_families_are_read_in_either_byte_order_and_the_ip_version_decides(family, order):
    """NULL writes the family in the capturing host's order, LOOP in network order; the IPv6
    family differs between Linux and the BSDs, and any of them may front either IP version."""
    for linktype in (0, 108):
        for ip in (IPV4, IPV6):
            assert segment_of(linktype, struct.pack(order + "I", family) + ip) == segment_of(101, ip)


NOT_FOLLOWED = {
    "ethernet-arp": (1, ETHERNET_ADDRESSES + b"\x08\x06" + IPV4),
    "ethernet-cut-in-ethertype": (1, ETHERNET_ADDRESSES + b"\x08"),
    "vlan-tag-cut": (1, ETHERNET_ADDRESSES + b"\x81\x00\x00\x64\x08"),
    "sll-not-ip": (113, cap.link_wrap(113, IPV4)[:14] + b"\x08\x06" + IPV4),
    "sll-cut": (113, cap.link_wrap(113, IPV4)[:15]),
    "sll-vlan-tag": (113, cap.link_wrap(113, IPV4)[:14] + b"\x81\x00\x00\x64\x08\x00" + IPV4),
    "sll2-not-ip": (276, b"\x08\x06" + cap.link_wrap(276, IPV4)[2:]),
    "sll2-cut": (276, cap.link_wrap(276, IPV4)[:19]),
    "loopback-family-not-ip": (0, struct.pack("<I", 7) + IPV4),
    "loopback-cut": (0, b"\x02\x00\x00"),
    "ip-header-under-20-bytes": (101, IPV4[:19]),
}


@pytest.mark.parametrize("case", NOT_FOLLOWED)
def test_link_layers_not_followed_are_counted_as_not_tcp(case):
    """A Linux cooked capture's VLAN tags are not followed: its table names IPv4 and IPv6 only."""
    assert counted(*NOT_FOLLOWED[case]) == "packets_not_tcp"


def test_ip_offset_is_none_for_what_is_not_ip():
    assert ip_offset(1, ETHERNET_ADDRESSES + b"\x08\x06" + IPV4) is None
    assert ip_offset(105, cap.link_wrap(1, IPV4)) is None  # 802.11: not a link type we read
