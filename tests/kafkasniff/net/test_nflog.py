"""NFLOG (kafkasniff/net/nflog.py): the IP packet in the payload TLV gives the segment it gives
alone, whatever TLVs come before it and in either byte order the capturing host wrote them; a
record without a payload is not followed, a TLV that breaks its own length is undecodable."""

from __future__ import annotations

import struct

import pytest

from kafkasniff.net.packets import ip_offset
from tests.kafkasniff.net.frames import IPV4, IPV6, counted, segment_of
from tests.support import tunnel_rewrite as tun

NFLOG = tun.LINKTYPE_NFLOG


@pytest.mark.parametrize("order", ["<", ">"], ids=["little-endian", "big-endian"])
@pytest.mark.parametrize("ip", [IPV4, IPV6], ids=["ipv4", "ipv6"])
def test_the_payload_tlv_carries_the_ip_packet(ip, order):
    record = tun.nflog(ip, order)
    assert segment_of(NFLOG, record) == segment_of(101, ip) is not None
    before_payload = 4 + 8 + 12  # header, packet header TLV, prefix TLV ("kafka\0" padded to 8)
    assert ip_offset(NFLOG, record) == before_payload + 4


def test_tlvs_are_padded_to_four_bytes_and_the_payload_may_come_first():
    uid = tun.nflog_tlv(11, struct.pack("!I", 1000))
    prefix = tun.nflog_tlv(10, b"a\0")  # 6 bytes, padded to 8
    assert len(prefix) == 8
    header = struct.pack("!BBH", 2, 0, 1)
    assert segment_of(NFLOG, header + prefix + uid + tun.nflog_tlv(9, IPV4)) == segment_of(101, IPV4)
    assert segment_of(NFLOG, header + tun.nflog_tlv(9, IPV4) + uid) == segment_of(101, IPV4)


@pytest.mark.parametrize(
    "record",
    [
        pytest.param(tun.nflog(None), id="no payload TLV"),
        pytest.param(struct.pack("!BBH", 2, 0, 5), id="no TLV at all"),
        pytest.param(b"\x02\x01" + tun.nflog(IPV4)[2:], id="version 1"),
    ],
)
def test_a_record_without_a_packet_is_not_tcp(record):
    assert counted(NFLOG, record) == "packets_not_tcp"


@pytest.mark.parametrize(
    "record",
    [
        pytest.param(b"\x02\x00\x00", id="header cut"),
        pytest.param(struct.pack("!BBH", 2, 0, 5) + struct.pack("<HH", 2, 9) + IPV4, id="TLV length under 4"),
        pytest.param(tun.nflog(IPV4)[:18], id="a TLV before the payload cut"),
        pytest.param(tun.nflog(IPV4)[:14], id="a TLV header cut"),
        pytest.param(struct.pack("!BBH", 2, 0, 5) + b"\x08\x00\x00\x00" + bytes(4), id="TLV type 0"),
    ],
)
def test_a_broken_record_is_undecodable(record):
    assert counted(NFLOG, record) == "packets_undecodable"
