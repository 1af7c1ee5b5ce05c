"""Link layers as layers (see layers.py), and LINK_TYPES: the capture's link type -> its first
layer, with a fast path where one exists.

Ethernet and its VLAN tags carry ETHERTYPES, where a new ethertype (MPLS, a tunnel's) is one entry.
Linux cooked captures (SLL, SLL2) carry COOKED_PROTOCOLS: IP, and the VLAN tag libpcap puts back
after the cooked header when the kernel took it off (protocol 0x8100 or 0x88A8, then the tag and
the frame's own ethertype), which carries ETHERTYPES as in Ethernet. NFLOG (nflog.py) carries the
logged IP packet. Null/loopback carries address families, raw link types start at IP. A new link
type is one entry of LINK_TYPES; its number's name for the summary, when it is not decoded, is in
counters.py.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from kafkasniff.net.fast_path import FastPath, ethernet_ipv4_tcp, linux_sll_ipv4_tcp
from kafkasniff.net.ip import IP
from kafkasniff.net.layers import IpFields, Layer, Step, Verdict
from kafkasniff.net.nflog import NFLOG

# Link types (tcpdump.org/linktypes.html)
LINKTYPE_NULL = 0
LINKTYPE_ETHERNET = 1
LINKTYPE_RAW = 101
LINKTYPE_LOOP = 108
LINKTYPE_LINUX_SLL = 113
LINKTYPE_IPV4 = 228
LINKTYPE_NFLOG = 239
LINKTYPE_IPV6 = 229
LINKTYPE_LINUX_SLL2 = 276
DLT_RAW_ALIASES = (12, 14)  # DLT_RAW on some BSDs

ETH_IPV4, ETH_IPV6 = 0x0800, 0x86DD
VLAN_TAGS = (0x8100, 0x88A8, 0x9100)
AF_INET = 2
BSD_AF_INET6 = (10, 24, 28, 30)  # AF_INET6 differs between Linux and the BSDs

_H = struct.Struct("!H")
ETHERTYPES: dict[int, Layer] = {ETH_IPV4: IP, ETH_IPV6: IP}  # and the VLAN tags, below
COOKED_PROTOCOLS: dict[int, Layer] = {ETH_IPV4: IP, ETH_IPV6: IP}
ADDRESS_FAMILIES: dict[int, Layer] = dict.fromkeys((AF_INET, *BSD_AF_INET6), IP)  # the IP version decides


def read_ethernet(data: bytes, pos: int, ip: IpFields) -> Step:
    if len(data) < pos + 14:  # destination, source, ethertype
        return Verdict.NOT_TCP
    return _H.unpack_from(data, pos + 12)[0], pos + 14


def read_vlan_tag(data: bytes, pos: int, ip: IpFields) -> Step:
    if len(data) < pos + 4:  # tag control, ethertype
        return Verdict.NOT_TCP
    return _H.unpack_from(data, pos + 2)[0], pos + 4


def read_linux_sll(data: bytes, pos: int, ip: IpFields) -> Step:
    if len(data) < pos + 16:  # packet type, ARPHRD type, address length, address, protocol
        return Verdict.NOT_TCP
    return _H.unpack_from(data, pos + 14)[0], pos + 16


def read_linux_sll2(data: bytes, pos: int, ip: IpFields) -> Step:
    if len(data) < pos + 20:  # protocol first, then the rest of the 20 bytes
        return Verdict.NOT_TCP
    return _H.unpack_from(data, pos)[0], pos + 20


def read_null(data: bytes, pos: int, ip: IpFields) -> Step:
    """NULL stores the address family in the capturing host's byte order, LOOP in network order:
    a family is small, so read the wrong way round it is over 0xFFFF."""
    if len(data) < pos + 4:
        return Verdict.NOT_TCP
    family = int.from_bytes(data[pos : pos + 4], "little")
    if family > 0xFFFF:
        family = int.from_bytes(data[pos : pos + 4], "big")
    return family, pos + 4


ETHERNET = Layer("ethernet", read_ethernet, ETHERTYPES)
VLAN_TAG = Layer("vlan", read_vlan_tag, ETHERTYPES)
ETHERTYPES.update(dict.fromkeys(VLAN_TAGS, VLAN_TAG))
COOKED_PROTOCOLS.update(dict.fromkeys(VLAN_TAGS, VLAN_TAG))
LINUX_SLL = Layer("linux-sll", read_linux_sll, COOKED_PROTOCOLS)
LINUX_SLL2 = Layer("linux-sll2", read_linux_sll2, COOKED_PROTOCOLS)
NULL = Layer("null", read_null, ADDRESS_FAMILIES)


@dataclass(frozen=True, slots=True, eq=False)
class LinkType:
    """How packets of one link type are read: the walk from `first`, after `fast_path` (when
    there is one) declined."""

    first: Layer
    fast_path: FastPath | None = None


LINK_TYPES: dict[int, LinkType] = {
    LINKTYPE_ETHERNET: LinkType(ETHERNET, ethernet_ipv4_tcp),
    LINKTYPE_LINUX_SLL: LinkType(LINUX_SLL, linux_sll_ipv4_tcp),
    LINKTYPE_LINUX_SLL2: LinkType(LINUX_SLL2),
    LINKTYPE_NULL: LinkType(NULL),
    LINKTYPE_LOOP: LinkType(NULL),
    LINKTYPE_NFLOG: LinkType(NFLOG),
    **dict.fromkeys((LINKTYPE_RAW, LINKTYPE_IPV4, LINKTYPE_IPV6, *DLT_RAW_ALIASES), LinkType(IP)),  # IP from byte 0
}
