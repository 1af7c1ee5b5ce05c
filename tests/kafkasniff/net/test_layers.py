"""The dispatch table's contract, which the tunnels to come rely on: a layer's reader reads at
offsets from where the previous header ended and names the next layer by its id; the walk follows
the ids through each layer's table. A new encapsulation is one reader plus one table entry: the
made-up ones here decode with nothing else changed."""

from __future__ import annotations

import io
import struct

from kafkasniff.capture.pcap import read_packets
from kafkasniff.counters import Counters
from kafkasniff.net import ip as ip_layers
from kafkasniff.net.layers import IpFields, Layer, Step, Verdict, walk
from kafkasniff.net.links import ETHERTYPES, LINK_TYPES, LinkType
from kafkasniff.net.packets import segments
from tests.kafkasniff.net.frames import ETHERNET_ADDRESSES, IPV4, IPV6, SEG, counted, decode, segment_of
from tests.support import captures as cap

SHIM_ETHERTYPE = 0x88B5  # IEEE 802 local experimental
SHIM_PROTOCOL = 253  # IP protocol for experimentation (RFC 3692)
USER0 = 147  # a link type reserved for private use


def read_shim(data: bytes, pos: int, ip: IpFields) -> Step:
    """A made-up 4-byte header: two bytes of anything, then the ethertype of what it carries."""
    if len(data) < pos + 4:
        return Verdict.NOT_TCP
    return struct.unpack_from("!H", data, pos + 2)[0], pos + 4


SHIM = Layer("shim", read_shim, ETHERTYPES)


def shim(ethertype: int, inner: bytes) -> bytes:
    return struct.pack("!HH", 0xABCD, ethertype) + inner


def in_ethernet(ethertype: int, inner: bytes) -> bytes:
    return ETHERNET_ADDRESSES + struct.pack("!H", ethertype) + inner


def test_the_walk_follows_ids_through_each_layers_table_at_relative_offsets():
    """Headers of one byte, each the id of the next: the walk ends where the layer it looks for starts."""
    end = Layer("end", read_shim, {})
    byte = Layer("byte", lambda data, pos, ip: (data[pos], pos + 1), {2: end}, otherwise=Verdict.UNDECODABLE)
    byte.carries[1] = byte
    assert walk(byte, b"\x01\x01\x02", IpFields(), until=end) == 3
    assert walk(byte, b"\x02", IpFields(), until=end) == 1
    assert walk(byte, b"\x01\x09", IpFields(), until=end) is Verdict.UNDECODABLE  # an id its table lacks


def test_an_ethertype_not_declared_is_not_followed():
    assert counted(1, in_ethernet(SHIM_ETHERTYPE, shim(0x0800, IPV4))) == "packets_not_tcp"


def test_a_new_ethertype_is_one_entry_in_the_table_every_ethertype_reader_shares(tables):
    ETHERTYPES[SHIM_ETHERTYPE] = SHIM
    plain = segment_of(101, IPV4)
    assert plain is not None
    assert segment_of(1, in_ethernet(SHIM_ETHERTYPE, shim(0x0800, IPV4))) == plain
    assert segment_of(1, in_ethernet(SHIM_ETHERTYPE, shim(0x86DD, IPV6))) == segment_of(101, IPV6)
    vlan_tag = struct.pack("!HH", 100, SHIM_ETHERTYPE)
    nested = in_ethernet(0x8100, vlan_tag + shim(SHIM_ETHERTYPE, shim(0x0800, IPV4)))  # in a VLAN tag, in itself
    assert segment_of(1, nested) == plain
    assert counted(1, in_ethernet(SHIM_ETHERTYPE, b"\x00\x00\x08")) == "packets_not_tcp"  # cut: its reader says


def test_a_registered_encapsulation_decodes_in_a_whole_capture_too(tables):
    ETHERTYPES[SHIM_ETHERTYPE] = SHIM
    frame = in_ethernet(SHIM_ETHERTYPE, shim(0x0800, IPV4))
    data = cap.pcap_bytes([]) + struct.pack("<IIII", 1, 2, len(frame), len(frame)) + frame
    counters = Counters()
    [segment] = segments(read_packets(io.BufferedReader(io.BytesIO(data)), counters), counters)
    assert (segment.flow, segment.seq, segment.payload) == (segment_of(101, IPV4).flow, SEG.seq, SEG.payload)


OUTER_4, OUTER_16 = b"\x0a" * 4, b"\x0a" * 16


def outer_ip(version: int, inner: bytes) -> bytes:
    """An IP header of other addresses around `inner`, its protocol the made-up shim."""
    if version == 4:
        return (
            struct.pack("!BBHHHBBH4s4s", 0x45, 0, 20 + len(inner), 1, 0, 64, SHIM_PROTOCOL, 0, OUTER_4, OUTER_4) + inner
        )
    return struct.pack("!IHBB16s16s", 6 << 28, len(inner), SHIM_PROTOCOL, 64, OUTER_16, OUTER_16) + inner


def test_a_tunnel_in_ip_is_registered_with_carry_and_its_segment_has_the_inner_addresses(tables):
    """The inner IP header overwrites what the outer one said: the flow and where the payload ends
    are the inner packet's."""
    for version in (4, 6):
        tunnelled = outer_ip(version, shim(0x0800, IPV4) + b"\x00" * 8)  # the outer packet ends later
        assert counted(101, tunnelled) == "packets_not_tcp"
        ip_layers.carry(SHIM_PROTOCOL, SHIM)
        assert segment_of(101, tunnelled) == segment_of(101, IPV4) is not None
        assert segment_of(1, in_ethernet(0x0800 if version == 4 else 0x86DD, tunnelled)) == segment_of(101, IPV4)
        del ip_layers.IP_PROTOCOLS[SHIM_PROTOCOL], ip_layers.IPV6_NEXT_HEADERS[SHIM_PROTOCOL]


def test_a_new_link_type_is_one_entry(tables):
    frame = shim(0x0800, IPV4)
    segment, counters = decode(USER0, frame)
    assert segment is None and counters.packets_of_unknown_linktypes == {USER0: 1}
    LINK_TYPES[USER0] = LinkType(SHIM)
    segment, counters = decode(USER0, frame)
    assert segment == segment_of(101, IPV4) is not None and counters.packets_of_unknown_linktypes == {}
