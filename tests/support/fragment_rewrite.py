"""A real capture with its IP packets cut into fragments, as a path with a small MTU (or a
mirror's tunnel too large for its path) cuts them: each IPv4 packet longer than `mtu` becomes
fragments of at most `mtu` bytes (IPv6: the packet first moved to IPv6 with the same TCP segment,
then cut with fragment headers), all with the original record's time stamp. Orders and faults
as a test asks: reversed, each fragment sent twice, a fragment overlapping its neighbour with
the same or other bytes, one fragment lost."""

from __future__ import annotations

import struct
from collections.abc import Callable
from enum import StrEnum
from pathlib import Path

from tests.support import tunnel_rewrite as tun

ETH_HEADER = 14
_RECORD = struct.Struct("<IIII")


class Fault(StrEnum):
    NONE = "in-order"
    REVERSED = "reversed"
    REPEATED = "repeated"  # every fragment twice
    OVERLAP_SAME = "overlap-same"  # the second fragment also carries the first's last 8 bytes, the same
    OVERLAP_OTHER = "overlap-other"  # ... with other bytes: the datagram is ambiguous
    LOST = "lost"  # the second fragment never arrives


def ipv4_fragments(frame: bytes, mtu: int) -> list[bytes]:
    """An Ethernet frame's IPv4 packet as fragments of at most `mtu` bytes, each in a frame."""
    ihl = (frame[ETH_HEADER] & 0x0F) * 4
    header, payload = frame[ETH_HEADER : ETH_HEADER + ihl], frame[ETH_HEADER + ihl :]
    step = (mtu - ihl) // 8 * 8
    pieces = []
    for offset in range(0, len(payload), step):
        data = payload[offset : offset + step]
        more = offset + step < len(payload)
        flags = (0x2000 if more else 0) | offset // 8
        ip = header[:2] + struct.pack("!H", ihl + len(data)) + header[4:6] + struct.pack("!H", flags) + header[8:]
        pieces.append((offset, frame[:ETH_HEADER] + ip + data))
    return [p for _, p in pieces]


def as_ipv6(frame: bytes) -> bytes:
    """The frame's IPv4 TCP packet as IPv6 between addresses made from the IPv4 ones."""
    ihl = (frame[ETH_HEADER] & 0x0F) * 4
    ip = frame[ETH_HEADER:]
    src, dst = b"\x20\x01\x0d\xb8" + bytes(8) + ip[12:16], b"\x20\x01\x0d\xb8" + bytes(8) + ip[16:20]
    payload = ip[ihl:]
    header = struct.pack("!IHBB16s16s", 6 << 28, len(payload), ip[9], 64, src, dst)
    return frame[:12] + struct.pack("!H", tun.ETH_IPV6) + header + payload


def ipv6_fragments(frame: bytes, mtu: int, identification: int) -> list[bytes]:
    header, payload = frame[ETH_HEADER : ETH_HEADER + 40], frame[ETH_HEADER + 40 :]
    step = (mtu - 48) // 8 * 8
    out = []
    for offset in range(0, len(payload), step):
        data = payload[offset : offset + step]
        more = offset + step < len(payload)
        fragment = struct.pack("!BxHI", header[6], offset | int(more), identification)
        ip = header[:4] + struct.pack("!H", 8 + len(data)) + bytes([44]) + header[7:]
        out.append(frame[:ETH_HEADER] + ip + fragment + data)
    return out


IPV6_FAULTS = (Fault.NONE, Fault.REVERSED, Fault.REPEATED, Fault.LOST)


def with_fault(pieces: list[bytes], fault: Fault) -> list[bytes]:
    if len(pieces) < 2 or fault is Fault.NONE:
        return pieces
    if fault is Fault.REVERSED:
        return pieces[::-1]
    if fault is Fault.REPEATED:
        return [p for piece in pieces for p in (piece, piece)]
    if fault is Fault.LOST:
        return pieces[:1] + pieces[2:]
    return [pieces[0], _overlapping(pieces[0], pieces[1], fault is Fault.OVERLAP_SAME), *pieces[2:]]


def _overlapping(first: bytes, second: bytes, same: bool) -> bytes:
    """IPv4 `second` starting 8 bytes earlier, those bytes the first's last 8 (or others)."""
    ihl = (second[ETH_HEADER] & 0x0F) * 4
    at = ETH_HEADER + ihl
    extra = first[-8:] if same else bytes(b ^ 0xFF for b in first[-8:])
    flags = struct.unpack_from("!H", second, ETH_HEADER + 6)[0]
    ip = bytearray(second[ETH_HEADER:at])
    struct.pack_into("!H", ip, 2, ihl + 8 + len(second) - at)
    struct.pack_into("!H", ip, 6, flags - 1)  # one 8-byte unit earlier, its M flag kept
    return second[:ETH_HEADER] + bytes(ip) + extra + second[at:]


def fragmented(source: Path, target: Path, mtu: int = 576, fault: Fault = Fault.NONE, ipv6: bool = False) -> Path:
    """`source` (a little-endian pcap of Ethernet frames) with its long IP packets fragmented."""

    def cut(frame: bytes, number: int) -> list[bytes]:
        if len(frame) - ETH_HEADER <= mtu or frame[12:14] != b"\x08\x00":
            return [as_ipv6(frame) if ipv6 and frame[12:14] == b"\x08\x00" else frame]
        if ipv6:
            assert fault in IPV6_FAULTS, "overlaps are written for IPv4"
            return with_fault(ipv6_fragments(as_ipv6(frame), mtu, number), fault)
        return with_fault(ipv4_fragments(frame, mtu), fault)

    return rewrite_records(source, cut, target)


def in_tunnel_fragmented(source: Path, target: Path, form: tun.Tunnel, mtu: int = 1500) -> Path:
    """Every frame carried in the tunnel `form` (tunnel_rewrite's, over IPv4), the outer packets
    fragmented at `mtu`, as a mirror's tunnel too large for its path is."""
    wrap = tun.REWRITES[form]

    def cut(frame: bytes, number: int) -> list[bytes]:
        outer = bytearray(wrap(frame))
        assert outer[12:14] == b"\x08\x00", "the outer packet is IPv4"
        struct.pack_into("!H", outer, ETH_HEADER + 4, number & 0xFFFF)  # each datagram its own id
        return ipv4_fragments(bytes(outer), mtu) if len(outer) - ETH_HEADER > mtu else [bytes(outer)]

    return rewrite_records(source, cut, target)


def rewrite_records(source: Path, cut: Callable[[bytes, int], list[bytes]], target: Path) -> Path:
    data = source.read_bytes()
    out, pos, number = [data[:24]], 24, 0
    while pos < len(data):
        ts_sec, ts_frac, captured, original = _RECORD.unpack_from(data, pos)
        frame = data[pos + 16 : pos + 16 + captured]
        number += 1
        for piece in cut(frame, number):
            out.append(_RECORD.pack(ts_sec, ts_frac, len(piece), len(piece)) + piece)
        pos += 16 + captured
    target.write_bytes(b"".join(out))
    return target
