"""IPv4 and IPv6 (with its hop-by-hop, routing, destination options and fragment headers) as layers.

A fragment stops the walk with Verdict.FRAGMENT, the IP header's place noted in IpFields:
net/packets.py has fragments.py put its datagram together, then walks the whole datagram from IP.

`IP` is where link layers hand over: it reads no bytes, only the version nibble, so that the
version decides whatever the link layer said (an IPv6 packet behind ethertype 0x0800 is read as
IPv6), and a version other than 4 or 6 is undecodable rather than merely not followed.

A layer carried by IP (UDP for a tunnel, GRE, ...) is registered with `carry(protocol, layer)`:
IPv4's protocol field and IPv6's last next-header field share one numbering. An IPv6 extension
header to walk through is an entry of IPV6_NEXT_HEADERS. See layers.py for the reader's contract.
"""

from __future__ import annotations

import struct

from kafkasniff.net.layers import IpFields, Layer, Step, Verdict
from kafkasniff.net.tcp_header import TCP

_H = struct.Struct("!H")
IPV4_HEADER_MIN, IPV6_HEADER = 20, 40
PROTOCOL_TCP = 6
IPV6_EXTENSIONS = (0, 43, 60)  # hop-by-hop, routing, destination options
IPV6_FRAGMENT = 44
IP_PROTOCOLS: dict[int, Layer] = {PROTOCOL_TCP: TCP}  # IPv4 protocol -> layer
IPV6_NEXT_HEADERS: dict[int, Layer] = dict(IP_PROTOCOLS)  # and the extension headers, below


def read_ip_version(data: bytes, pos: int, ip: IpFields) -> Step:
    if len(data) < pos + IPV4_HEADER_MIN:  # the shortest IP header
        return Verdict.NOT_TCP
    return data[pos] >> 4, pos


def read_ipv4(data: bytes, pos: int, ip: IpFields) -> Step:
    if len(data) < pos + IPV4_HEADER_MIN:
        return Verdict.NOT_TCP
    ihl = (data[pos] & 0x0F) * 4
    if ihl < IPV4_HEADER_MIN:
        return Verdict.NOT_TCP
    total = _H.unpack_from(data, pos + 2)[0]
    ip.src, ip.dst, ip.end = data[pos + 12 : pos + 16], data[pos + 16 : pos + 20], (pos + total if total else None)
    ip.start = pos
    if _H.unpack_from(data, pos + 6)[0] & 0x3FFF:  # more fragments, or an offset: put together first
        return Verdict.FRAGMENT
    return data[pos + 9], pos + ihl


def read_ipv6(data: bytes, pos: int, ip: IpFields) -> Step:
    if len(data) < pos + IPV6_HEADER:
        return Verdict.NOT_TCP
    payload_len = _H.unpack_from(data, pos + 4)[0]
    end = pos + IPV6_HEADER + payload_len if payload_len else None
    ip.src, ip.dst, ip.end, ip.start = data[pos + 8 : pos + 24], data[pos + 24 : pos + 40], end, pos
    return data[pos + 6], pos + IPV6_HEADER


def read_ipv6_extension(data: bytes, pos: int, ip: IpFields) -> Step:
    """Hop-by-hop, routing and destination options share a layout: next header, length in 8-byte
    units not counting the first 8."""
    if len(data) < pos + 8:
        return Verdict.NOT_TCP
    return data[pos], pos + (data[pos + 1] + 1) * 8


def read_ipv6_fragment(data: bytes, pos: int, ip: IpFields) -> Step:
    """The fragment header: next header, reserved, offset and M flag, identification. A fragment
    with offset 0 and no M flag (an atomic fragment, RFC 6946) is the whole datagram."""
    if len(data) < pos + 8:
        return Verdict.NOT_TCP
    if _H.unpack_from(data, pos + 2)[0] & 0xFFF9:
        return Verdict.FRAGMENT
    return data[pos], pos + 8


IPV4 = Layer("ipv4", read_ipv4, IP_PROTOCOLS)
IPV6 = Layer("ipv6", read_ipv6, IPV6_NEXT_HEADERS)
IPV6_EXTENSION = Layer("ipv6-extension", read_ipv6_extension, IPV6_NEXT_HEADERS)
IPV6_NEXT_HEADERS.update(dict.fromkeys(IPV6_EXTENSIONS, IPV6_EXTENSION))
IPV6_NEXT_HEADERS[IPV6_FRAGMENT] = Layer("ipv6-fragment", read_ipv6_fragment, IPV6_NEXT_HEADERS)
IP = Layer("ip", read_ip_version, {4: IPV4, 6: IPV6}, otherwise=Verdict.UNDECODABLE)


def carry(protocol: int, layer: Layer) -> None:
    """IP carries `layer` under this protocol number, in IPv4 and in IPv6 alike."""
    IP_PROTOCOLS[protocol] = layer
    IPV6_NEXT_HEADERS[protocol] = layer
