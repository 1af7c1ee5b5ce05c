"""Capture sources: pcap and pcapng files (optionally gzip-compressed) or standard input.

A hand-rolled struct reader rather than dpkt's Reader: dpkt's readers take the first pcapng
interface for every packet, skip Simple Packet Blocks, drop the original packet length and
build a Decimal per nanosecond timestamp. This one streams, never seeks (so `-` works) and
yields integer-nanosecond Packets. It reads ahead a quarter megabyte at a time and cuts the
records out of that buffer (two reads per packet cost more than decoding it), and hands fast
consumers whole batches of records located in the buffer, so they copy out only what they keep.

A gzip-compressed capture is inflated by gzip_stream.GzipStream rather than gzip.GzipFile, so that its end is
told apart: cut off (a copy taken while the capture was still being written) it reads like a
cut-off pcap, every whole packet decoded and the capture noted as truncated; corrupt (a deflate
error, a CRC-32 or length mismatch) it is an error, after every packet inflated before the damage.
"""

from __future__ import annotations

import os
import struct
import sys
import zlib
from collections.abc import Callable, Iterator
from typing import Any, BinaryIO

from kafkasniff.capture.gzip_stream import GzipCorrupt, GzipStream, read_method
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
SHB_TYPE = 0x0A0D0D0A  # the section header block type reads the same in either byte order
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
    return capture_stream(raw, owns_raw=path != "-")


def capture_stream(raw: BinaryIO, owns_raw: bool = True) -> BinaryIO:
    """An open file (it must peek: io.BufferedReader), transparently un-gzipped."""
    head = _peek(raw, 2)
    if head == GZIP_MAGIC:
        return GzipStream(raw, owns_raw=owns_raw)  # type: ignore[return-value]
    return raw


def capture_format(head: bytes) -> str | None:
    """What a file is, from its first bytes (a few hundred are enough when it is gzipped):
    "pcap", "pcapng", "pcap, gzipped", "pcapng, gzipped"; None when it is no capture. Captures
    are recognised by content, never by name: tcpdump -C's x.pcap10 has no suffix to go by."""
    suffix = ""
    if head[:2] == GZIP_MAGIC:
        try:
            head = zlib.decompressobj(wbits=31).decompress(head, 4)
        except zlib.error:
            return None
        suffix = ", gzipped"
    if head[:4] in PCAP_MAGICS:
        return "pcap" + suffix
    if head[:4] == PCAPNG_SHB:
        return "pcapng" + suffix
    return None


def _peek(stream: BinaryIO, n: int) -> bytes:
    peek = getattr(stream, "peek", None)
    if peek is None:
        raise CaptureError("input stream cannot be peeked")
    try:
        return bytes(peek(n)[:n])
    except (OSError, GzipCorrupt) as exc:
        raise CaptureError(str(exc)) from None


# A batch of packets: a read buffer and, for each packet in it, (ts, link, start, end,
# wire_len) with its link-layer bytes at buffer[start:end]. Fast consumers slice only what they
# need (the TCP payload) from the shared buffer instead of copying every packet out first.
# `link` is the link type, with the capture interface above it when a pcapng has several
# (`link_key`): a consumer that looks the link type up once per change of `link` sees a change of
# interface at no cost per packet.
Record = tuple[int, int, int, int, int]
Batch = tuple[bytes, list[Record]]
INTERFACE_SHIFT = 16  # link types are 16-bit (pcapng's IDB field)


def link_key(linktype: int, interface: int | None) -> int:
    """A record's `link`: the link type alone, or with the interface (of several) it was captured on."""
    return linktype if interface is None else linktype | (interface + 1) << INTERFACE_SHIFT


def split_link_key(link: int) -> tuple[int, int | None]:
    """A record's (link type, interface index or None)."""
    interface = link >> INTERFACE_SHIFT
    return link & 0xFFFF, (interface - 1 if interface else None)


# Bytes asked of the stream at a time: two reads per packet cost more than decoding the packet,
# and a quarter megabyte is as fast as more while keeping peak memory where it was.
READ_AHEAD = 1 << 18


SecretsSink = Callable[[bytes], None]  # takes a key log a pcapng embeds (Decryption Secrets Block)
DSB_TYPE, TLS_KEY_LOG = 0x0000000A, 0x544C534B  # block type; secrets type "TLSK" (an NSS key log)


def read_packets(
    stream: BinaryIO, counters: Counters | None = None, secrets: SecretsSink | None = None
) -> PacketReader:
    """Every packet of a pcap or pcapng stream (read lazily, when iterated). TLS key logs that a
    pcapng embeds go to `secrets` as they are read: before the packets that follow them."""
    return PacketReader(stream, counters if counters is not None else Counters(), secrets)


class PacketReader(Iterator[Packet]):
    """Iterates a capture's Packets, counting them in `counters.packets` as they are taken.

    A consumer that keeps up with the whole capture can take `batches()` instead, once and before
    any Packet: it then counts each packet itself, as it uses it, so an early stop counts the same.
    """

    def __init__(self, stream: BinaryIO, counters: Counters, secrets: SecretsSink | None = None) -> None:
        self.stream, self.counters, self.secrets = stream, counters, secrets
        self.started = False
        self._packets: Iterator[Packet] | None = None

    def __next__(self) -> Packet:
        if self._packets is None:
            self._packets = _packets(self.batches(with_interfaces=True), self.counters)
        return next(self._packets)

    def batches(self, with_interfaces: bool = False) -> Iterator[Batch]:
        """The packets' records; `with_interfaces`: their `link` names the interface of a pcapng
        that has several (link_key), for a reader that tells them apart (net/packets.py)."""
        if self.started:
            raise RuntimeError("this capture is already being read")
        self.started = True
        return _batches(self.stream, self.counters, self.secrets, with_interfaces)


def _packets(batches: Iterator[Batch], counters: Counters) -> Iterator[Packet]:
    for buf, records in batches:
        for ts, link, start, end, wire_len in records:
            counters.packets += 1
            if link >> INTERFACE_SHIFT:
                linktype, interface = split_link_key(link)
                yield Packet(ts, linktype, buf[start:end], wire_len, interface)
            else:
                yield Packet(ts, link, buf[start:end], wire_len)


def _batches(
    stream: BinaryIO, counters: Counters, secrets: SecretsSink | None, with_interfaces: bool = False
) -> Iterator[Batch]:
    try:
        magic = _peek(stream, 4)
    except (OSError, EOFError) as exc:
        raise CaptureError(f"cannot read capture: {exc}") from None
    source = _ReadAhead(stream, counters)
    if magic in PCAP_MAGICS:
        reader = _read_pcap(source, counters)
    elif magic == PCAPNG_SHB:
        reader = _read_pcapng(source, counters, secrets, with_interfaces)
    elif len(magic) < 4 and _cut_off(stream):  # not a wrong format: too little to tell the format
        raise CaptureError("gzip stream truncated before the capture's first 4 bytes")
    else:
        shown = magic.hex() if magic else "empty input"
        raise CaptureError(f"not a pcap or pcapng capture (starts with {shown})")
    try:
        yield from reader
    except GzipCorrupt as exc:
        # every packet inflated before the damage has been handed over (and counted) by now
        raise CaptureError(f"gzip stream corrupt after {counters.packets} packets: {exc.reason}") from None
    except CaptureError as exc:
        # zlib notices a damaged deflate stream some way past the damage, and what it inflated in
        # between is garbage that may have broken a record first: name the cause, not the symptom
        reason = stream.corruption_ahead() if isinstance(stream, GzipStream) else None
        if reason is None:
            raise
        raise CaptureError(
            f"gzip stream corrupt after {counters.packets} packets: {reason}; "
            f"the data inflated just before it was already damaged ({exc})"
        ) from None
    except (OSError, EOFError) as exc:
        counters.capture_truncated = True
        raise CaptureError(f"capture unreadable after {counters.packets} packets: {exc}") from None


def _cut_off(stream: BinaryIO) -> bool:
    """Whether the stream ended early: a gzip stream cut off inside a member. (A plain file that
    ends mid-record shows it by itself; a gzip stream may end cut off at a record boundary.)"""
    return isinstance(stream, GzipStream) and stream.truncated


class _ReadAhead:
    """A stream read in large pieces; `buf[pos:]` is what has been read and not yet used."""

    __slots__ = ("_stream", "_read", "_counters", "buf", "pos", "eof")

    def __init__(self, stream: BinaryIO, counters: Counters) -> None:
        self._stream = stream
        self._read = read_method(stream)
        self._counters = counters
        self.buf, self.pos, self.eof = b"", 0, False

    def fill(self, n: int) -> bool:
        """Make n unused bytes available at `pos`; False if the stream ends first."""
        have = len(self.buf) - self.pos
        if have >= n:
            return True
        parts = [self.buf[self.pos :]] if have else []
        while have < n and not self.eof:
            # a record begun in the last piece is completed with a read of just what it lacks,
            # so that joining copies one record, not a whole piece
            piece = self._read(n - have if have else max(READ_AHEAD, n))
            if not piece:
                self.eof = True
                if _cut_off(self._stream):  # even when the cut fell between two records
                    self._counters.capture_truncated = True
                break
            parts.append(piece)
            have += len(piece)
        self.buf = parts[0] if len(parts) == 1 else b"".join(parts)
        self.pos = 0
        return have >= n

    def take(self, n: int) -> bytes | None:
        """n bytes, or None at the end; a partial piece marks the capture truncated (and is used up)."""
        if not self.fill(n):
            self.end_inside(0)
            return None
        data = self.buf[self.pos : self.pos + n]
        self.pos += n
        return data

    def end_inside(self, whole: int) -> None:
        """The stream ended with fewer unused bytes than a record needs: the capture is truncated
        if there are any beyond the first `whole` (a part that was complete on its own)."""
        if len(self.buf) - self.pos > whole:
            self._counters.capture_truncated = True
        self.pos = len(self.buf)


def _read_pcap(source: _ReadAhead, counters: Counters) -> Iterator[Batch]:
    header = source.take(24)
    if header is None:
        raise CaptureError("pcap file header is truncated")
    order, frac_ns = PCAP_MAGICS[header[:4]]
    snaplen, linktype = struct.unpack(order + "II", header[16:24])
    linktype &= 0xFFFF
    unpack_from = struct.Struct(order + "IIII").unpack_from
    while True:
        # every whole record already read, in one batch
        buf, pos = source.buf, source.pos
        size = len(buf)
        records: list[Record] = []
        append = records.append
        caplen = cut = 0
        while pos + 16 <= size:
            sec, frac, caplen, wirelen = unpack_from(buf, pos)
            end = pos + 16 + caplen
            if end > size or caplen > MAX_RECORD:
                break
            if wirelen > caplen:  # (max() costs more, per packet)
                wire_len = wirelen
                cut += 1
            else:
                wire_len = caplen
            append((sec * 1_000_000_000 + frac * frac_ns, linktype, pos + 16, end, wire_len))
            pos = end
        source.pos = pos
        if cut:
            _cut_by_snaplen(counters, cut, snaplen)
        if records:
            yield buf, records
        if caplen > MAX_RECORD:
            raise CaptureError(f"corrupt pcap record after {counters.packets} packets")
        if pos + 16 > size:
            if not source.fill(16):
                source.end_inside(0)
                return
        elif not source.fill(16 + caplen):
            source.end_inside(0)
            return


class _Interface:
    __slots__ = ("linktype", "link", "snaplen", "ts_mul", "ts_div", "ts_offset_ns")

    def __init__(self, linktype: int, snaplen: int, resol: int, offset_s: int) -> None:
        self.linktype = linktype
        self.link = linktype  # its records' `link` (link_key): with its index once there are several
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


def _read_pcapng(
    source: _ReadAhead, counters: Counters, secrets: SecretsSink | None, with_interfaces: bool = False
) -> Iterator[Batch]:
    order = "<"
    block = struct.Struct(order + "II")
    interfaces: list[_Interface] = []
    last_ts = 0
    while True:
        # every whole block already read; the packets among them in one batch
        buf, pos = source.buf, source.pos
        size = len(buf)
        records: list[Record] = []
        btype = length = 0
        corrupt = False
        while pos + 8 <= size:
            btype, length = block.unpack_from(buf, pos)
            if btype == SHB_TYPE:  # the same number in either byte order
                break
            corrupt = length < 12 or length % 4 != 0 or length > MAX_RECORD
            if corrupt or pos + length > size:
                break
            body, body_end = pos + 8, pos + length - 4  # without the trailing copy of the length
            if btype == 6 or btype == 2:
                record = _epb(buf, body, body_end, order, interfaces, btype == 2)
                if record is not None:
                    last_ts = record[0]
                    records.append(record)
            elif btype == 1:
                _add_interface(interfaces, _parse_idb(buf[body:body_end], order), with_interfaces)
            elif btype == 3 and interfaces:
                records.append(_spb(buf, body, body_end, order, interfaces[0], last_ts))
            elif btype == DSB_TYPE and secrets is not None:
                _dsb(buf, body, body_end, order, secrets)
            pos += length
        source.pos = pos
        cut = sum(1 for _, _, start, end, wire_len in records if wire_len > end - start)
        if cut:
            _cut_by_snaplen(counters, cut, min(i.snaplen for i in interfaces) if interfaces else 0)
        if records:
            yield buf, records
        if corrupt:
            raise CaptureError(f"corrupt pcapng block after {counters.packets} packets")
        if pos + 8 > size:
            if not source.fill(8):
                source.end_inside(0)
                return
        elif btype == SHB_TYPE:  # a new section may switch byte order
            section = _section_header(source)
            if section is None:
                return
            order = section
            block = struct.Struct(order + "II")
            interfaces = []
        elif not source.fill(length):
            source.end_inside(8)  # a block header alone is not a truncation
            return


def _add_interface(interfaces: list[_Interface], interface: _Interface, with_interfaces: bool) -> None:
    """A section's next interface. Once it has several, every record names its interface (when
    asked): the same addresses seen on two of them may be two tenants' connections, or one seen
    twice."""
    interfaces.append(interface)
    if with_interfaces and len(interfaces) > 1:
        for index, known in enumerate(interfaces):
            known.link = link_key(known.linktype, index)


def _section_header(source: _ReadAhead) -> str | None:
    """Read a Section Header Block; its byte order, or None if the stream ends first."""
    head = source.take(8)
    bom = source.take(4)
    if head is None or bom is None:
        return None
    order = "<" if bom == b"\x4d\x3c\x2b\x1a" else ">"
    if bom not in (b"\x4d\x3c\x2b\x1a", b"\x1a\x2b\x3c\x4d"):
        raise CaptureError("pcapng section header has an unknown byte-order magic")
    length = struct.unpack(order + "I", head[4:])[0]
    if length < 28 or length > MAX_RECORD or source.take(length - 12) is None:
        raise CaptureError("corrupt pcapng section header")
    return order


def _epb(
    buf: bytes, body: int, body_end: int, order: str, interfaces: list[_Interface], obsolete: bool
) -> Record | None:
    """An Enhanced Packet Block (or an obsolete Packet Block) at buf[body:body_end]."""
    if body_end - body < 20:
        return None
    if obsolete:  # Packet Block: 16-bit interface id and drop count
        iface_id, _, hi, lo, caplen, wirelen = struct.unpack_from(order + "HHIIII", buf, body)
    else:
        iface_id, hi, lo, caplen, wirelen = struct.unpack_from(order + "IIIII", buf, body)
    if iface_id >= len(interfaces):
        return None
    iface = interfaces[iface_id]
    start = body + 20
    end = min(start + caplen, body_end)
    return iface.ns((hi << 32) | lo), iface.link, start, end, max(wirelen, end - start)


def _cut_by_snaplen(counters: Counters, packets: int, snaplen: int) -> None:
    counters.packets_cut_by_snaplen += packets
    if counters.snaplen is None and 0 < snaplen < 0x40000:  # a real limit, not "everything"
        counters.snaplen = snaplen


def _dsb(buf: bytes, body: int, body_end: int, order: str, secrets: SecretsSink) -> None:
    """A Decryption Secrets Block: a TLS key log goes to `secrets`; other kinds are skipped."""
    if body_end - body < 8:
        return
    kind, length = struct.unpack_from(order + "II", buf, body)
    if kind == TLS_KEY_LOG:
        secrets(bytes(buf[body + 8 : min(body + 8 + length, body_end)]))


def _spb(buf: bytes, body: int, body_end: int, order: str, iface: _Interface, ts: int) -> Record:
    """A Simple Packet Block: no interface id (the first) and no timestamp (the last one seen)."""
    wirelen = struct.unpack(order + "I", buf[body : min(body + 4, body_end)])[0]
    caplen = min(wirelen, iface.snaplen, body_end - body - 4)
    return ts, iface.link, body + 4, body + 4 + caplen, wirelen


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
