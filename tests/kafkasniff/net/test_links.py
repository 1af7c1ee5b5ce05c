"""Link layers: the same IP packet behind every link type gives the same segment; a link header
cut short, or carrying anything but what the link type's table names, is traffic not followed. A
Linux cooked capture follows the VLAN tag libpcap puts back after its header, and its v1 header has
a fast path that gives what the walk gives."""

from __future__ import annotations

import struct

import pytest

from kafkasniff.model import Segment
from kafkasniff.net.fast_path import linux_sll_ipv4_tcp
from kafkasniff.net.packets import ip_offset
from tests.kafkasniff.net.frames import ETHERNET_ADDRESSES, IPV4, IPV6, SEG, counted, segment_of
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
    "sll-vlan-tag-cut": (113, cap.link_wrap(113, IPV4)[:14] + b"\x81\x00\x00\x64\x08"),
    "sll-vlan-tag-carrying-arp": (113, cap.link_wrap(113, IPV4)[:14] + b"\x81\x00\x00\x64\x08\x06" + IPV4),
    "sll2-not-ip": (276, b"\x08\x06" + cap.link_wrap(276, IPV4)[2:]),
    "sll2-cut": (276, cap.link_wrap(276, IPV4)[:19]),
    "loopback-family-not-ip": (0, struct.pack("<I", 7) + IPV4),
    "loopback-cut": (0, b"\x02\x00\x00"),
    "ip-header-under-20-bytes": (101, IPV4[:19]),
}


@pytest.mark.parametrize("case", NOT_FOLLOWED)
def test_link_layers_not_followed_are_counted_as_not_tcp(case):
    assert counted(*NOT_FOLLOWED[case]) == "packets_not_tcp"


def test_ip_offset_is_none_for_what_is_not_ip():
    assert ip_offset(1, ETHERNET_ADDRESSES + b"\x08\x06" + IPV4) is None
    assert ip_offset(105, cap.link_wrap(1, IPV4)) is None  # 802.11: not a link type we read


@pytest.mark.parametrize("ip", [IPV4, IPV6], ids=["ipv4", "ipv6"])
@pytest.mark.parametrize("tpid", [0x8100, 0x88A8])
@pytest.mark.parametrize("linktype", [113, 276])
def test_a_cooked_capture_follows_the_vlan_tag_libpcap_puts_back(linktype, tpid, ip):
    """`tcpdump -i any` on a VLAN interface: the kernel took the tag off, libpcap writes it back
    after the cooked header (the protocol says the tag's type, the frame's own follows the tag)."""
    plain = cap.link_wrap(linktype, ip)
    if linktype == 113:  # the protocol is the header's last field
        tagged = plain[:14] + struct.pack("!HH", tpid, 100) + plain[14:]
    else:  # its first
        tagged = struct.pack("!H", tpid) + plain[2:20] + struct.pack("!H", 100) + plain[:2] + ip
    assert segment_of(linktype, tagged) == segment_of(101, ip) is not None
    assert ip_offset(linktype, tagged) == IP_OFFSETS[linktype] + 4


def test_the_cooked_fast_path_gives_the_segment_the_walk_gives():
    frame = cap.link_wrap(113, IPV4)
    fields = linux_sll_ipv4_tcp(frame, 0, len(frame), SEG.ts, len(frame), 1)
    assert fields is not None and Segment(*fields) == segment_of(101, IPV4)
    buffer = b"\x00" * 7 + frame + b"\xff" * 5  # read in place from a capture's read buffer
    assert linux_sll_ipv4_tcp(buffer, 7, 7 + len(frame), SEG.ts, len(frame), 1) == fields


@pytest.mark.parametrize(
    "frame",
    [
        pytest.param(cap.link_wrap(113, IPV6), id="IPv6"),
        pytest.param(cap.link_wrap(113, IPV4)[:14] + b"\x81\x00\x00\x64\x08\x00" + IPV4, id="a VLAN tag"),
        pytest.param(cap.link_wrap(113, IPV4)[: -len(IPV4) + 39], id="a TCP header cut"),
        pytest.param(cap.link_wrap(113, bytes([0x46]) + IPV4[1:]), id="IPv4 options"),
    ],
)
def test_the_cooked_fast_path_leaves_all_else_to_the_walk(frame):
    assert linux_sll_ipv4_tcp(frame, 0, len(frame), SEG.ts, len(frame), 1) is None
