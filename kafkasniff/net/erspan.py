"""ERSPAN, the encapsulation switch span sessions send their mirrored frames in, as layers carried
by GRE (see layers.py; tunnels.py registers them by their GRE protocol types).

Type II (GRE protocol 0x88BE) is an 8-byte header: version 1, the original VLAN, class of service,
encapsulation and truncation bits, the 10-bit session id; then reserved bits and a port index. An
Ethernet frame follows. Type III (0x22EB) is 12 bytes: version 2, VLAN, class of service, BSO, T,
session id; a 32-bit time stamp; the security group tag, then P, the frame type (5 bits), the
hardware id, direction, time stamp granularity and O, which says an 8-byte platform-specific
subheader follows. Frame type 0 is an Ethernet frame; other frame types are not followed.

Type I (0x88BE without a GRE sequence number, no ERSPAN header) cannot be told from type II here:
a version nibble other than 1 is a variant not followed. A header cut short is undecodable.
"""

from __future__ import annotations

from kafkasniff.net.layers import IpFields, Layer, Step, Verdict
from kafkasniff.net.links import ETHERNET

GRE_ERSPAN_II, GRE_ERSPAN_III = 0x88BE, 0x22EB
ERSPAN_II_HEADER, ERSPAN_III_HEADER, PLATFORM_SUBHEADER = 8, 12, 8
VERSION_II, VERSION_III = 1, 2
FRAME_TYPE_ETHERNET = 0
PLATFORM_FLAG = 0x01  # O, the last bit of the type III header


def read_erspan_ii(data: bytes, pos: int, ip: IpFields) -> Step:
    if len(data) < pos + ERSPAN_II_HEADER:
        return Verdict.UNDECODABLE
    if data[pos] >> 4 != VERSION_II:
        return Verdict.NOT_TCP
    return FRAME_TYPE_ETHERNET, pos + ERSPAN_II_HEADER


def read_erspan_iii(data: bytes, pos: int, ip: IpFields) -> Step:
    if len(data) < pos + ERSPAN_III_HEADER:
        return Verdict.UNDECODABLE
    if data[pos] >> 4 != VERSION_III:
        return Verdict.NOT_TCP
    frame_type = (data[pos + 10] >> 2) & 0x1F
    end = pos + ERSPAN_III_HEADER
    if data[pos + 11] & PLATFORM_FLAG:
        end += PLATFORM_SUBHEADER
        if len(data) < end:
            return Verdict.UNDECODABLE
    return frame_type, end


# the layer names are what net/tenants.py reads a session from
ERSPAN_II = Layer("erspan-ii", read_erspan_ii, {FRAME_TYPE_ETHERNET: ETHERNET})
ERSPAN_III = Layer("erspan-iii", read_erspan_iii, {FRAME_TYPE_ETHERNET: ETHERNET})
