"""Tunnels as layers (see layers.py): UDP with the tunnels it carries by destination port (VXLAN,
GENEVE, and VXLAN on the ports the user names: `use_vxlan_ports`), GRE (with ERSPAN II and III in
its table: erspan.py), IP-in-IP and MPLS label stacks, registered into the tables of the layers that
carry them when this module is imported (packets.py imports it).

A tunnel's header cut short, or one that breaks its own rules (VXLAN without its I flag, a GENEVE
version other than 0), is undecodable; UDP to any other port, a GRE version or payload other than
the ones below, stay traffic we do not follow (not TCP), as before these layers existed. The fast
path declines all of them: it reads TCP in IPv4 in Ethernet only.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable

from kafkasniff.net.erspan import ERSPAN_II, ERSPAN_III, GRE_ERSPAN_II, GRE_ERSPAN_III
from kafkasniff.net.ip import IP, carry
from kafkasniff.net.layers import IpFields, Layer, Step, Verdict
from kafkasniff.net.links import ETH_IPV4, ETH_IPV6, ETHERNET, ETHERTYPES

_H = struct.Struct("!H")
PROTOCOL_IPV4_IN_IP, PROTOCOL_UDP, PROTOCOL_IPV6_IN_IP, PROTOCOL_GRE = 4, 17, 41, 47
PORT_VXLAN, PORT_GENEVE = 4789, 6081
ETH_TRANSPARENT_BRIDGING = 0x6558  # the ethertype of an Ethernet frame carried whole
ETH_MPLS_UNICAST, ETH_MPLS_MULTICAST = 0x8847, 0x8848

# What GRE and GENEVE carry, by ethertype
TUNNELED: dict[int, Layer] = {ETH_TRANSPARENT_BRIDGING: ETHERNET, ETH_IPV4: IP, ETH_IPV6: IP}
GRE_PROTOCOLS: dict[int, Layer] = {**TUNNELED, GRE_ERSPAN_II: ERSPAN_II, GRE_ERSPAN_III: ERSPAN_III}
UDP_PORTS: dict[int, Layer] = {}  # destination port -> the tunnel it carries, below

GRE_CHECKSUM, GRE_ROUTING, GRE_KEY, GRE_SEQUENCE, GRE_VERSION = 0x8000, 0x4000, 0x2000, 0x1000, 0x0007


def read_udp(data: bytes, pos: int, ip: IpFields) -> Step:
    if len(data) < pos + 8:  # ports, length, checksum
        return Verdict.NOT_TCP
    return _H.unpack_from(data, pos + 2)[0], pos + 8


def read_vxlan(data: bytes, pos: int, ip: IpFields) -> Step:
    """Flags (I: a valid VNI), reserved, VNI, reserved; always an Ethernet frame after it."""
    if len(data) < pos + 8 or not data[pos] & 0x08:
        return Verdict.UNDECODABLE
    return ETH_TRANSPARENT_BRIDGING, pos + 8


def read_geneve(data: bytes, pos: int, ip: IpFields) -> Step:
    """Version and options length (in 4-byte words), flags, protocol type, VNI; the options follow."""
    if len(data) < pos + 8 or data[pos] >> 6:
        return Verdict.UNDECODABLE
    end = pos + 8 + (data[pos] & 0x3F) * 4
    if len(data) < end:
        return Verdict.UNDECODABLE
    return _H.unpack_from(data, pos + 2)[0], end


def read_gre(data: bytes, pos: int, ip: IpFields) -> Step:
    """Flags and version, protocol type, then a 4-byte field for each of checksum (with its
    reserved half), key and sequence number whose flag is set. Version 1 (PPTP's) and source
    routing (deprecated, RFC 2784) carry nothing we follow."""
    if len(data) < pos + 4:
        return Verdict.UNDECODABLE
    flags = _H.unpack_from(data, pos)[0]
    if flags & (GRE_ROUTING | GRE_VERSION):
        return Verdict.NOT_TCP
    end = pos + 4 + 4 * ((flags & GRE_CHECKSUM > 0) + (flags & GRE_KEY > 0) + (flags & GRE_SEQUENCE > 0))
    if len(data) < end:
        return Verdict.UNDECODABLE
    return _H.unpack_from(data, pos + 2)[0], end


def read_mpls(data: bytes, pos: int, ip: IpFields) -> Step:
    """4-byte label stack entries until the one with the bottom-of-stack bit; what follows names
    itself by its first nibble (4 or 6: IP; 0: a pseudowire control word, not followed)."""
    while True:
        if len(data) < pos + 4:
            return Verdict.UNDECODABLE
        bottom = data[pos + 2] & 0x01
        pos += 4
        if bottom:
            break
    if len(data) <= pos:
        return Verdict.UNDECODABLE
    return data[pos] >> 4, pos


UDP = Layer("udp", read_udp, UDP_PORTS)
VXLAN = Layer("vxlan", read_vxlan, TUNNELED)
GENEVE = Layer("geneve", read_geneve, TUNNELED)
GRE = Layer("gre", read_gre, GRE_PROTOCOLS)
MPLS = Layer("mpls", read_mpls, {4: IP, 6: IP})

UDP_PORTS.update({PORT_VXLAN: VXLAN, PORT_GENEVE: GENEVE})
carry(PROTOCOL_UDP, UDP)
carry(PROTOCOL_GRE, GRE)
carry(PROTOCOL_IPV4_IN_IP, IP)  # the inner IP's version decides, as behind an ethertype
carry(PROTOCOL_IPV6_IN_IP, IP)
ETHERTYPES.update(dict.fromkeys((ETH_MPLS_UNICAST, ETH_MPLS_MULTICAST), MPLS))


_given_ports: dict[int, Layer | None] = {}  # a port use_vxlan_ports set -> what it carried before


def use_vxlan_ports(ports: Iterable[int]) -> None:
    """UDP to these ports carries VXLAN too (--vxlan-port: a mirror session or an overlay may use
    its own port), instead of those given before in this process, for this run. Set per run, not
    added to: runs in one process (tests, a Spark worker reused across tasks) each get their own.
    -j N's processes are forked after it is set, so they read the same table."""
    for port, before in _given_ports.items():
        if before is None:
            UDP_PORTS.pop(port, None)
        else:
            UDP_PORTS[port] = before
    _given_ports.clear()
    for port in ports:
        _given_ports.setdefault(port, UDP_PORTS.get(port))
        UDP_PORTS[port] = VXLAN
