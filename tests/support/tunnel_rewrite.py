"""A real Ethernet capture rewritten into the tunnel and link forms field captures arrive in: every
frame (or its IP packet) wrapped in outer headers, each record's time stamp kept byte for byte.

The outer Ethernet, IP and UDP headers are built with dpkt; the tunnel headers themselves
(VXLAN, GENEVE, GRE, ERSPAN, MPLS) and the link headers (Linux cooked v1 and v2 with the VLAN tag
libpcap puts back, NFLOG) with struct, as their RFCs and tcpdump.org's link type pages lay them out,
so that the flags and optional fields under test are exactly the ones written. A frame that is not
IP stays as it is in the forms that carry IP packets (it was not TCP before, it is not now); in
NFLOG, which logs IP packets only, it becomes a record without a payload.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from enum import StrEnum
from pathlib import Path

import dpkt

OUTER_SRC, OUTER_DST = bytes([192, 0, 2, 1]), bytes([192, 0, 2, 2])  # TEST-NET-1
OUTER_SRC6, OUTER_DST6 = bytes.fromhex("20010db8" + "00" * 11 + "01"), bytes.fromhex("20010db8" + "00" * 11 + "02")
OUTER_MACS = {"src": b"\x02\x00\x00\x00\x00\x01", "dst": b"\x02\x00\x00\x00\x00\x02"}
ETH_IPV4, ETH_IPV6, ETH_BRIDGED, ETH_MPLS = 0x0800, 0x86DD, 0x6558, 0x8847
ETH_VLAN, ETH_QINQ, GRE_ERSPAN_II, GRE_ERSPAN_III = 0x8100, 0x88A8, 0x88BE, 0x22EB
LINKTYPE_ETHERNET, LINKTYPE_LINUX_SLL, LINKTYPE_NFLOG, LINKTYPE_LINUX_SLL2 = 1, 113, 239, 276
ERSPAN_SESSION, VXLAN_ODD_PORT = 5, 8472  # 8472: the port Linux used for VXLAN before IANA's
_RECORD = struct.Struct("<IIII")  # ts_sec, ts_frac, captured length, original length


class Tunnel(StrEnum):
    VXLAN = "vxlan"  # UDP 4789, VNI 42, the whole frame
    GENEVE = "geneve"  # UDP 6081, one 8-byte option, the whole frame
    GENEVE_IP = "geneve-ip"  # UDP 6081, no option, the IP packet (protocol 0x0800)
    GRE_BRIDGED = "gre-bridged"  # GRE with checksum, key and sequence number, the whole frame
    GRE_IP = "gre-ip"  # GRE with no optional field, the IP packet
    IPIP = "ipip"  # IPv4 protocol 4, the IP packet
    IPV4_IN_IPV6 = "ipv4-in-ipv6"  # IPv6 next header 4, the IP packet
    MPLS = "mpls"  # a two-label stack, the IP packet
    ERSPAN_II = "erspan-ii"  # GRE with a sequence number, ERSPAN type II, the whole frame
    ERSPAN_III = "erspan-iii"  # the same with a type III header, no platform subheader
    ERSPAN_III_PLATFORM = "erspan-iii-platform"  # type III with its O flag and 8-byte platform subheader


class LinkForm(StrEnum):
    """The forms that change the capture's link type (Tunnel's keep Ethernet)."""

    SLL = "sll"  # cooked v1, the frame's ethertype and payload
    SLL_VLAN = "sll-vlan"  # cooked v1 with the 802.1Q tag put back: 0x8100, tag, ethertype
    SLL2 = "sll2"  # cooked v2
    SLL2_QINQ = "sll2-qinq"  # cooked v2 with an 802.1ad tag put back and an 802.1Q tag in the frame
    NFLOG = "nflog"  # NFLOG group 5, packet header, prefix and payload TLVs, little-endian (IP packets under 64 KiB)


def ethernet(ethertype: int, payload: bytes) -> bytes:
    return bytes(dpkt.ethernet.Ethernet(type=ethertype, data=payload, **OUTER_MACS))


def length_field(length: int) -> int:
    """A length as a 16-bit field says it: 0 past 65535, as captures with segmentation offload have it."""
    return length if length <= 0xFFFF else 0


def in_ipv4(protocol: int, payload: bytes) -> bytes:
    outer = dpkt.ip.IP(src=OUTER_SRC, dst=OUTER_DST, p=protocol, ttl=64, len=length_field(20 + len(payload)))
    outer.sum = dpkt.in_cksum(outer.pack_hdr())  # set, so that dpkt keeps our length
    return ethernet(ETH_IPV4, bytes(outer) + payload)


def in_udp(port: int, payload: bytes) -> bytes:
    udp = dpkt.udp.UDP(sport=49152, dport=port, ulen=length_field(8 + len(payload)), data=payload)
    return in_ipv4(dpkt.ip.IP_PROTO_UDP, bytes(udp))


def vxlan(frame: bytes, port: int = 4789) -> bytes:
    return in_udp(port, struct.pack("!B3xI", 0x08, 42 << 8) + frame)


def geneve(protocol: int, inner: bytes, option: bytes = b"") -> bytes:
    assert len(option) % 4 == 0
    return in_udp(6081, struct.pack("!BBHI", len(option) // 4, 0, protocol, 42 << 8) + option + inner)


def gre(protocol: int, inner: bytes, checksum: bool = False, key: int | None = None, seq: int | None = None) -> bytes:
    flags = (0x8000 if checksum else 0) | (0x2000 if key is not None else 0) | (0x1000 if seq is not None else 0)
    fields = (b"\x00\x00\x00\x00" if checksum else b"") + b"".join(
        struct.pack("!I", v) for v in (key, seq) if v is not None
    )
    return in_ipv4(47, struct.pack("!HH", flags, protocol) + fields + inner)


def mpls(labels: list[int], ip: bytes) -> bytes:
    stack = b"".join(
        struct.pack("!I", label << 12 | (i == len(labels) - 1) << 8 | 64) for i, label in enumerate(labels)
    )
    return ethernet(ETH_MPLS, stack + ip)


def erspan_ii(frame: bytes, session: int = ERSPAN_SESSION) -> bytes:
    """Version 1 and the original VLAN 100; class of service, encapsulation and truncation bits 0
    and the session id; reserved and a port index of 3. In GRE with a sequence number, as sent."""
    header = struct.pack("!HHI", 1 << 12 | 100, session, 3)
    return gre(GRE_ERSPAN_II, header + frame, seq=1)


def erspan_iii(frame: bytes, session: int = ERSPAN_SESSION, platform: bytes | None = None) -> bytes:
    """Version 2, VLAN 100, session id, a time stamp, security group tag 0; then P 0, frame type 0
    (Ethernet), hardware id 1, direction 0, granularity 3 (PTP), and O when `platform` follows."""
    assert platform is None or len(platform) == 8
    low = 1 << 4 | 3 << 1 | (platform is not None)
    header = struct.pack("!HHIHH", 2 << 12 | 100, session, 0x5F3E2A10, 0, low) + (platform or b"")
    return gre(GRE_ERSPAN_III, header + frame, seq=1)


def sll(protocol: int, payload: bytes) -> bytes:
    """Cooked v1: sent to us (0), ARPHRD_ETHER, 6 address bytes padded to 8, the protocol."""
    return struct.pack("!HHH8sH", 0, 1, 6, OUTER_MACS["src"], protocol) + payload


def sll2(protocol: int, payload: bytes, interface: int = 2) -> bytes:
    """Cooked v2: the protocol, reserved, the interface index, ARPHRD_ETHER, packet type 0, 6 address bytes."""
    return struct.pack("!HHIHBB8s", protocol, 0, interface, 1, 0, 6, OUTER_MACS["src"]) + payload


def _cooked(frame: bytes, tags: list[tuple[int, int]]) -> tuple[int, bytes]:
    """(protocol, payload) of a frame in a cooked header, behind the tags given (outermost first)."""
    ethertype, payload = struct.unpack_from("!H", frame, 12)[0], frame[14:]
    for tpid, vlan in reversed(tags):
        ethertype, payload = tpid, struct.pack("!HH", vlan, ethertype) + payload
    return ethertype, payload


def nflog_tlv(kind: int, value: bytes, order: str = "<") -> bytes:
    """One TLV, its length counting its header, padded to 4 bytes."""
    tlv = struct.pack(order + "HH", 4 + len(value), kind) + value
    return tlv + bytes(-len(tlv) % 4)


def nflog(ip: bytes | None, order: str = "<", group: int = 5) -> bytes:
    """What netfilter's log target gives for an IPv4 packet: the packet header (hardware protocol,
    hook), the rule's prefix, the payload; without `ip`, no payload TLV. The kernel copies at most
    what a TLV's 16-bit length can count: a larger packet is cut (mixed-load's 64 KiB ones are)."""
    tlvs = nflog_tlv(1, struct.pack("!HBx", ETH_IPV4, 1), order) + nflog_tlv(10, b"kafka\0", order)
    if ip is not None:
        tlvs += nflog_tlv(9, ip[: 0xFFFF - 4], order)
    return struct.pack("!BBH", 2, 0, group) + tlvs


def _ip_of(frame: bytes) -> bytes | None:
    """The IP packet of a plain Ethernet frame, or None when it carries something else."""
    return frame[14:] if len(frame) >= 14 and struct.unpack_from("!H", frame, 12)[0] in (ETH_IPV4, ETH_IPV6) else None


def _around_ip(wrap: Callable[[bytes], bytes]) -> Callable[[bytes], bytes]:
    def rewrite(frame: bytes) -> bytes:
        ip = _ip_of(frame)
        return frame if ip is None else wrap(ip)

    return rewrite


def in_ipv6(next_header: int, payload: bytes) -> bytes:
    outer = dpkt.ip6.IP6(src=OUTER_SRC6, dst=OUTER_DST6, nxt=next_header, hlim=64, plen=length_field(len(payload)))
    return ethernet(ETH_IPV6, bytes(outer) + payload)


REWRITES: dict[Tunnel, Callable[[bytes], bytes]] = {
    Tunnel.VXLAN: vxlan,
    Tunnel.GENEVE: lambda frame: geneve(ETH_BRIDGED, frame, option=struct.pack("!HBB4s", 0x0101, 0x01, 1, b"tnnl")),
    Tunnel.GENEVE_IP: _around_ip(lambda ip: geneve(ETH_IPV4, ip)),
    Tunnel.GRE_BRIDGED: lambda frame: gre(ETH_BRIDGED, frame, checksum=True, key=7, seq=1),
    Tunnel.GRE_IP: _around_ip(lambda ip: gre(ETH_IPV4, ip)),
    Tunnel.IPIP: _around_ip(lambda ip: in_ipv4(4, ip)),
    Tunnel.IPV4_IN_IPV6: _around_ip(lambda ip: in_ipv6(4, ip)),
    Tunnel.MPLS: _around_ip(lambda ip: mpls([16, 17], ip)),
    Tunnel.ERSPAN_II: erspan_ii,
    Tunnel.ERSPAN_III: erspan_iii,
    Tunnel.ERSPAN_III_PLATFORM: lambda frame: erspan_iii(frame, platform=struct.pack("!II", 3 << 26 | 0x123, 7)),
}

# the link form -> its link type, and a frame rewritten
LINK_REWRITES: dict[LinkForm, tuple[int, Callable[[bytes], bytes]]] = {
    LinkForm.SLL: (LINKTYPE_LINUX_SLL, lambda frame: sll(*_cooked(frame, []))),
    LinkForm.SLL_VLAN: (LINKTYPE_LINUX_SLL, lambda frame: sll(*_cooked(frame, [(ETH_VLAN, 100)]))),
    LinkForm.SLL2: (LINKTYPE_LINUX_SLL2, lambda frame: sll2(*_cooked(frame, []))),
    LinkForm.SLL2_QINQ: (LINKTYPE_LINUX_SLL2, lambda frame: sll2(*_cooked(frame, [(ETH_QINQ, 200), (ETH_VLAN, 100)]))),
    LinkForm.NFLOG: (LINKTYPE_NFLOG, lambda frame: nflog(_ip_of(frame))),
}


def rewrite_capture(source: Path, form: Tunnel | LinkForm, target: Path) -> Path:
    """`source` (a little-endian pcap of Ethernet frames) with every frame in `form`, to `target`."""
    linktype, wrap = LINK_REWRITES[form] if isinstance(form, LinkForm) else (LINKTYPE_ETHERNET, REWRITES[form])
    return rewrite_frames(source, wrap, target, linktype)


def rewrite_frames(source: Path, wrap: Callable[[bytes], bytes], target: Path, linktype: int = 1) -> Path:
    """`source` with `wrap` applied to every frame, as a capture of `linktype`, to `target`."""
    data = source.read_bytes()
    assert data[:4] in (b"\xd4\xc3\xb2\xa1", b"\x4d\x3c\xb2\xa1") and struct.unpack_from("<I", data, 20)[0] == 1
    out, pos = [data[:20] + struct.pack("<I", linktype)], 24
    while pos < len(data):
        ts_sec, ts_frac, captured, original = _RECORD.unpack_from(data, pos)
        frame = data[pos + 16 : pos + 16 + captured]
        wrapped = wrap(frame)
        out.append(_RECORD.pack(ts_sec, ts_frac, len(wrapped), original + len(wrapped) - len(frame)) + wrapped)
        pos += 16 + captured
    target.write_bytes(b"".join(out))
    return target
