"""Link layers, IP and TCP headers: packets -> TCP segments.

packets.py runs each packet through its link type's fast path (fast_path.py) or walks it through
the declared layers: layers.py (the Layer record, the walk, and how to add an encapsulation),
links.py (link types, ethertypes, VLAN tags), ip.py (IPv4, IPv6 and its extension headers),
tcp_header.py (where every walk ends).
"""
