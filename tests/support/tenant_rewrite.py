"""A real capture turned into what a trunk or a second mirror point shows: each packet twice,
under two tags (VLAN ids, or VXLAN VNIs), either as two tenants that reuse the same addresses
(the second copy's TCP sequence and acknowledgement numbers moved, as another connection's
random initial numbers would be) or as the same packets seen at two mirror points (copies left
byte for byte). The time stamps are kept; the copies follow each other in the file."""

from __future__ import annotations

import struct
from collections.abc import Callable
from pathlib import Path

from tests.support import tunnel_rewrite as tun

ETH_HEADER, VLAN_TAG = 14, 4
SEQ_SHIFT = 0x5A5A_5A5A  # far from any number the first tenant uses, in both directions
_RECORD = struct.Struct("<IIII")


def with_vlan(frame: bytes, vlan: int) -> bytes:
    """An Ethernet frame with an 802.1Q tag inserted after its addresses."""
    return frame[:12] + struct.pack("!HH", tun.ETH_VLAN, vlan) + frame[12:]


def with_vni(frame: bytes, vni: int) -> bytes:
    """An Ethernet frame carried in VXLAN under this VNI."""
    wrapped = bytearray(tun.vxlan(frame))
    vxlan_at = ETH_HEADER + 20 + 8  # outer Ethernet, IPv4 without options, UDP
    wrapped[vxlan_at + 4 : vxlan_at + 8] = struct.pack("!I", vni << 8)
    return bytes(wrapped)


def another_connection(frame: bytes) -> bytes:
    """The frame as another connection on the same endpoints would carry it: its TCP numbers moved."""
    if len(frame) < ETH_HEADER + 20 or frame[12:14] != b"\x08\x00" or frame[ETH_HEADER + 9] != 6:
        return frame
    tcp = ETH_HEADER + (frame[ETH_HEADER] & 0x0F) * 4
    seq, ack = struct.unpack_from("!II", frame, tcp + 4)
    moved = struct.pack("!II", (seq + SEQ_SHIFT) % (1 << 32), (ack + SEQ_SHIFT) % (1 << 32))
    return frame[: tcp + 4] + moved + frame[tcp + 12 :]


def twice(source: Path, first: Callable[[bytes], bytes], second: Callable[[bytes], bytes], target: Path) -> Path:
    """`source` (a little-endian pcap of Ethernet frames) with each record followed by a second
    copy: the first rewritten by `first`, the copy by `second`."""
    data = source.read_bytes()
    out, pos = [data[:24]], 24
    while pos < len(data):
        ts_sec, ts_frac, captured, original = _RECORD.unpack_from(data, pos)
        frame = data[pos + 16 : pos + 16 + captured]
        for rewrite in (first, second):
            copy = rewrite(frame)
            out.append(_RECORD.pack(ts_sec, ts_frac, len(copy), original + len(copy) - len(frame)) + copy)
        pos += 16 + captured
    target.write_bytes(b"".join(out))
    return target


def two_vlan_tenants(source: Path, target: Path) -> Path:
    return twice(source, lambda f: with_vlan(f, 10), lambda f: with_vlan(another_connection(f), 20), target)


def two_vni_tenants(source: Path, target: Path) -> Path:
    return twice(source, lambda f: with_vni(f, 42), lambda f: with_vni(another_connection(f), 43), target)


def two_mirror_points(source: Path, target: Path) -> Path:
    return twice(source, lambda f: with_vlan(f, 10), lambda f: with_vlan(f, 30), target)


def once(source: Path, rewrite: Callable[[int, bytes], bytes], target: Path) -> Path:
    """`source` (a little-endian pcap of Ethernet frames) with each record rewritten by
    `rewrite(its index, frame)`."""
    data = source.read_bytes()
    out, pos, index = [data[:24]], 24, 0
    while pos < len(data):
        ts_sec, ts_frac, captured, original = _RECORD.unpack_from(data, pos)
        frame = data[pos + 16 : pos + 16 + captured]
        copy = rewrite(index, frame)
        out.append(_RECORD.pack(ts_sec, ts_frac, len(copy), original + len(copy) - len(frame)) + copy)
        pos, index = pos + 16 + captured, index + 1
    target.write_bytes(b"".join(out))
    return target


def to_broker_port(frame: bytes, port: int) -> bool:
    """Whether a frame's TCP segment goes to `port` (IPv4 in Ethernet)."""
    if len(frame) < ETH_HEADER + 20 or frame[12:14] != b"\x08\x00" or frame[ETH_HEADER + 9] != 6:
        return False
    tcp = ETH_HEADER + (frame[ETH_HEADER] & 0x0F) * 4
    return struct.unpack_from("!H", frame, tcp + 2)[0] == port


def a_vlan_per_direction(source: Path, target: Path, broker_port: int = 9092) -> Path:
    """Asymmetric paths: what goes to the broker on VLAN 10, what comes back on VLAN 20."""
    return once(source, lambda _, f: with_vlan(f, 10 if to_broker_port(f, broker_port) else 20), target)


def vlans_in_turn(source: Path, target: Path) -> Path:
    """A bond's members, or load-balanced paths: the packets on VLAN 10 and 20 in turn."""
    return once(source, lambda index, f: with_vlan(f, 10 + 10 * (index % 2)), target)
