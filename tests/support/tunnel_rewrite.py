"""A real Ethernet capture rewritten into the tunnel forms field captures arrive in: every frame
(or its IP packet) wrapped in outer headers, each record's time stamp kept byte for byte.

The outer Ethernet, IP and UDP headers are built with dpkt; the tunnel headers themselves
(VXLAN, GENEVE, GRE, MPLS) with struct, as their RFCs lay them out, so that the flags and optional
fields under test are exactly the ones written. A frame that is not IP stays as it is in the forms
that carry IP packets (it was not TCP before, it is not now).
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


def vxlan(frame: bytes) -> bytes:
    return in_udp(4789, struct.pack("!B3xI", 0x08, 42 << 8) + frame)


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
}


def rewrite_capture(source: Path, tunnel: Tunnel, target: Path) -> Path:
    """`source` (a little-endian pcap of Ethernet frames) with every frame in `tunnel`, to `target`."""
    data = source.read_bytes()
    assert data[:4] in (b"\xd4\xc3\xb2\xa1", b"\x4d\x3c\xb2\xa1") and struct.unpack_from("<I", data, 20)[0] == 1
    out, pos, wrap = [data[:24]], 24, REWRITES[tunnel]
    while pos < len(data):
        ts_sec, ts_frac, captured, original = _RECORD.unpack_from(data, pos)
        frame = data[pos + 16 : pos + 16 + captured]
        wrapped = wrap(frame)
        out.append(_RECORD.pack(ts_sec, ts_frac, len(wrapped), original + len(wrapped) - len(frame)) + wrapped)
        pos += 16 + captured
    target.write_bytes(b"".join(out))
    return target
