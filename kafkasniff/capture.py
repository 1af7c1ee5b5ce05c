"""Capture sources: pcap and pcapng files (optionally gzip-compressed) or standard input.

A hand-rolled struct reader rather than dpkt's Reader: dpkt's readers take the first pcapng
interface for every packet, skip Simple Packet Blocks, drop the original packet length and
build a Decimal per nanosecond timestamp. This one streams, never seeks (so `-` works) and
yields integer-nanosecond Packets.
"""

from __future__ import annotations

import gzip
import os
import struct
import sys
from collections.abc import Callable, Iterator
from typing import Any, BinaryIO

from kafkasniff.counters import Counters
from kafkasniff.model import Packet

PCAP_MAGICS = {
    b"\xd4\xc3\xb2\xa1": ("<", 1000),
    b"\xa1\xb2\xc3\xd4": (">", 1000),
    b"\x4d\x3c\xb2\xa1": ("<", 1),
    b"\xa1\xb2\x3c\x4d": (">", 1),
}
PCAPNG_SHB = b"\x0a\x0d\x0d\x0a"
GZIP_MAGIC = b"\x1f\x8b"
MAX_RECORD = 256 * 1024 * 1024  # larger records mean a corrupt file, not a packet


class CaptureError(Exception):
    """The input cannot be read as a capture; the message is one line for the user."""


def open_capture(path: str, wrap: Callable[[BinaryIO], Any] | None = None) -> BinaryIO:
    """Open a path (or '-' for stdin), transparently un-gzipping; `wrap` sees the raw file."""
    try:
        raw: BinaryIO = sys.stdin.buffer if path == "-" else open(path, "rb")  # noqa: SIM115
    except OSError as exc:
        raise CaptureError(f"{path}: {exc.strerror or exc}") from None
    if os.path.isdir(path):
        raise CaptureError(f"{path}: is a directory")
    if wrap is not None:
        raw = wrap(raw)
    head = _peek(raw, 2)
    if head == GZIP_MAGIC:
        return gzip.GzipFile(fileobj=raw, mode="rb")  # type: ignore[return-value]
    return raw


def _peek(stream: BinaryIO, n: int) -> bytes:
    peek = getattr(stream, "peek", None)
    if peek is None:
        raise CaptureError("input stream cannot be peeked")
    try:
        return bytes(peek(n)[:n])
    except OSError as exc:
        raise CaptureError(str(exc)) from None


def read_packets(stream: BinaryIO, counters: Counters | None = None) -> Iterator[Packet]:
    """Yield every packet of a pcap or pcapng stream."""
    counters = counters if counters is not None else Counters()
    try:
        magic = _peek(stream, 4)
    except (OSError, EOFError, gzip.BadGzipFile) as exc:
        raise CaptureError(f"cannot read capture: {exc}") from None
    if magic in PCAP_MAGICS:
        reader = _read_pcap(stream, counters)
    elif magic == PCAPNG_SHB:
        reader = _read_pcapng(stream, counters)
    else:
        shown = magic.hex() if magic else "empty input"
        raise CaptureError(f"not a pcap or pcapng capture (starts with {shown})")
    try:
        yield from reader
    except (OSError, EOFError, gzip.BadGzipFile) as exc:
        counters.capture_truncated = True
        raise CaptureError(f"capture unreadable after {counters.packets} packets: {exc}") from None


def _read_exact(stream: BinaryIO, n: int, counters: Counters) -> bytes | None:
    """n bytes, or None at a clean end; a partial read marks the capture truncated."""
    data = stream.read(n)
    if len(data) == n:
        return data
    if data:
        counters.capture_truncated = True
    return None


def _read_pcap(stream: BinaryIO, counters: Counters) -> Iterator[Packet]:
    header = _read_exact(stream, 24, counters)
    if header is None:
        raise CaptureError("pcap file header is truncated")
    order, frac_ns = PCAP_MAGICS[header[:4]]
    linktype = struct.unpack(order + "I", header[20:24])[0] & 0xFFFF
    record = struct.Struct(order + "IIII")
    read = stream.read
    while True:
        rh = read(16)
        if len(rh) < 16:
            counters.capture_truncated |= bool(rh)
            return
        sec, frac, caplen, wirelen = record.unpack(rh)
        if caplen > MAX_RECORD:
            raise CaptureError(f"corrupt pcap record after {counters.packets} packets")
        data = read(caplen)
        if len(data) < caplen:
            counters.capture_truncated = True
            return
        counters.packets += 1
        yield Packet(sec * 1_000_000_000 + frac * frac_ns, linktype, data, max(wirelen, caplen))


class _Interface:
    __slots__ = ("linktype", "snaplen", "ts_mul", "ts_div", "ts_offset_ns")

    def __init__(self, linktype: int, snaplen: int, resol: int, offset_s: int) -> None:
        self.linktype = linktype
        self.snaplen = snaplen or 0xFFFFFFFF
        if resol & 0x80:  # negative power of two
            self.ts_mul, self.ts_div = 1_000_000_000, 1 << (resol & 0x7F)
        elif resol <= 9:
            self.ts_mul, self.ts_div = 10 ** (9 - resol), 1
        else:
            self.ts_mul, self.ts_div = 1, 10 ** (resol - 9)
        self.ts_offset_ns = offset_s * 1_000_000_000

    def ns(self, ts: int) -> int:
        return ts * self.ts_mul // self.ts_div + self.ts_offset_ns


def _read_pcapng(stream: BinaryIO, counters: Counters) -> Iterator[Packet]:
    order = "<"
    interfaces: list[_Interface] = []
    last_ts = 0
    while True:
        head = _read_exact(stream, 8, counters)
        if head is None:
            return
        if head[:4] == PCAPNG_SHB:  # a new section may switch byte order
            bom = _read_exact(stream, 4, counters)
            if bom is None:
                return
            order = "<" if bom == b"\x4d\x3c\x2b\x1a" else ">"
            if bom not in (b"\x4d\x3c\x2b\x1a", b"\x1a\x2b\x3c\x4d"):
                raise CaptureError("pcapng section header has an unknown byte-order magic")
            length = struct.unpack(order + "I", head[4:])[0]
            if length < 28 or length > MAX_RECORD or _read_exact(stream, length - 12, counters) is None:
                raise CaptureError("corrupt pcapng section header")
            interfaces = []
            continue
        btype, length = struct.unpack(order + "II", head)
        if length < 12 or length % 4 or length > MAX_RECORD:
            raise CaptureError(f"corrupt pcapng block after {counters.packets} packets")
        body = _read_exact(stream, length - 8, counters)
        if body is None:
            return
        body = body[:-4]  # trailing copy of the length
        if btype == 1:
            interfaces.append(_parse_idb(body, order))
        elif btype in (6, 2):
            packet = _parse_epb(body, order, interfaces, btype == 2)
            if packet is not None:
                last_ts = packet.ts
                counters.packets += 1
                yield packet
        elif btype == 3 and interfaces:
            iface = interfaces[0]
            wirelen = struct.unpack(order + "I", body[:4])[0]
            caplen = min(wirelen, iface.snaplen, len(body) - 4)
            counters.packets += 1
            yield Packet(last_ts, iface.linktype, body[4 : 4 + caplen], wirelen)


def _parse_idb(body: bytes, order: str) -> _Interface:
    linktype, _, snaplen = struct.unpack(order + "HHI", body[:8])
    resol, offset = 6, 0
    pos = 8
    while pos + 4 <= len(body):
        code, olen = struct.unpack(order + "HH", body[pos : pos + 4])
        value = body[pos + 4 : pos + 4 + olen]
        if code == 0:
            break
        if code == 9 and olen >= 1:
            resol = value[0]
        elif code == 14 and olen == 8:
            offset = struct.unpack(order + "q", value)[0]
        pos += 4 + ((olen + 3) & ~3)
    return _Interface(linktype, snaplen, resol, offset)


def _parse_epb(body: bytes, order: str, interfaces: list[_Interface], obsolete: bool) -> Packet | None:
    if len(body) < 20:
        return None
    if obsolete:  # Packet Block: 16-bit interface id and drop count
        iface_id, _, hi, lo, caplen, wirelen = struct.unpack(order + "HHIIII", body[:20])
    else:
        iface_id, hi, lo, caplen, wirelen = struct.unpack(order + "IIIII", body[:20])
    if iface_id >= len(interfaces):
        return None
    iface = interfaces[iface_id]
    data = body[20 : 20 + caplen]
    return Packet(iface.ns((hi << 32) | lo), iface.linktype, data, max(wirelen, len(data)))
