"""Names for the packets the walk does not follow, so that the summary says what they were:
"8 ARP, 3 UDP, 1 ICMPv6", not "12 packets not TCP".

A packet stops at a layer for one of two reasons: the layer carries something no table has
(an ethertype, an IP protocol, a UDP port...), named here by what the layer's ids number, or
the layer's own reader stopped it (a header cut short or broken, a variant not followed), named
by the layer. The names are made once per (layer, id): a capture has few kinds.
"""

from __future__ import annotations

from collections.abc import Callable

ETHERTYPE_NAMES = {
    0x0806: "ARP", 0x8035: "RARP", 0x809B: "AppleTalk", 0x8137: "IPX", 0x8808: "Ethernet flow control",
    0x8809: "slow protocols (LACP)", 0x8863: "PPPoE discovery", 0x8864: "PPPoE session", 0x888E: "EAPOL",
    0x88CC: "LLDP", 0x88E5: "MACsec", 0x88F7: "PTP", 0x8906: "FCoE", 0x8914: "FCoE initialization",
    0x9000: "Ethernet loopback",
}  # fmt: skip
IP_PROTOCOL_NAMES = {
    1: "ICMP", 2: "IGMP", 17: "UDP", 33: "DCCP", 44: "IPv6 fragment", 46: "RSVP", 47: "GRE", 50: "ESP",
    51: "AH", 58: "ICMPv6", 59: "IPv6 no next header", 88: "EIGRP", 89: "OSPF", 103: "PIM", 112: "VRRP",
    115: "L2TP", 132: "SCTP", 136: "UDP-Lite",
}  # fmt: skip
ADDRESS_FAMILY_NAMES = {2: "IPv4", 7: "OSI", 10: "IPv6", 16: "AppleTalk", 23: "IPX", 24: "IPv6", 28: "IPv6", 30: "IPv6"}


def _ethertype(number: int) -> str:
    if number < 0x0600:  # an IEEE 802.3 length, not a type: LLC follows (STP, CDP...)
        return "802.3 LLC frames"
    return ETHERTYPE_NAMES.get(number, f"ethertype 0x{number:04x}")


def _ip_protocol(number: int) -> str:
    return IP_PROTOCOL_NAMES.get(number, f"IP protocol {number}")


# what the ids a layer hands on number, by layer name; a layer not here is named "LAYER ID"
ID_KINDS: dict[str, Callable[[int], str]] = {
    "ethernet": _ethertype,
    "vlan": _ethertype,
    "linux-sll": _ethertype,
    "linux-sll2": _ethertype,
    "ipv4": _ip_protocol,
    "ipv6": _ip_protocol,
    "ipv6-extension": _ip_protocol,
    "udp": lambda port: "UDP",  # a port is no kind: DNS replies go to any port
    "gre": lambda number: f"GRE carrying {_ethertype(number)}",
    "geneve": lambda number: f"GENEVE carrying {_ethertype(number)}",
    "vxlan": lambda number: f"VXLAN carrying {_ethertype(number)}",
    "null": lambda family: ADDRESS_FAMILY_NAMES.get(family, f"address family {family}"),
    "ip": lambda version: f"IP version {version}",
    "erspan-iii": lambda frame_type: (
        "ERSPAN III carrying IP" if frame_type == 2 else f"ERSPAN III frame type {frame_type}"
    ),
    "mpls": lambda nibble: "MPLS pseudowire" if nibble == 0 else f"MPLS payload starting 0x{nibble:x}",
}

_names: dict[tuple[str, int | None, bool], str] = {}


def skipped_kind(layer: str, carried: int | None, broken: bool = False) -> str:
    """What a packet that stopped at `layer` is: the kind `carried` numbers when the layer
    carries nothing under it; when the layer's reader stopped it (`carried` None), the layer's
    headers, `broken` or merely not followed (cut short by the capture, a variant not decoded)."""
    key = (layer, carried, broken)
    name = _names.get(key)
    if name is None:
        if carried is None:
            name = f"broken {layer} headers" if broken else f"{layer} headers cut short or not followed"
        else:
            kind = ID_KINDS.get(layer)
            name = kind(carried) if kind is not None else f"{layer} {carried}"
        if len(_names) < 4096:
            _names[key] = name
    return name
