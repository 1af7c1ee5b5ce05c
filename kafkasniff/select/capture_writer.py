"""The capture -w writes: a pcap when the packets have one link type and interface, else a pcapng.

A pcap holds one link type, so a capture mixing them (a pcapng of `-i any` beside an Ethernet
interface, or two files merged) is written as a pcapng: one Interface Description Block per link
type, each packet an Enhanced Packet Block on its link type's interface. Packets that came from
several interfaces of a pcapng (a record's `link` names its interface, capture/pcap.py link_key)
keep them apart the same way: the interface is a tenant's tag, and a pcap would merge two
tenants that reuse the same addresses into one connection. Both keep nanosecond time
stamps (the pcap's nanosecond magic; the pcapng's if_tsresol of 9). Which form is needed is known
only once every packet is seen, so the packets wait in a spooled temporary file (in memory while
small) and the header goes first when the run ends: the output may be a pipe that cannot seek.
"""

from __future__ import annotations

import struct
import tempfile
from typing import BinaryIO

from kafkasniff.capture.pcap import split_link_key
from kafkasniff.net.packets import LINKTYPE_ETHERNET

PCAP_NANO_MAGIC = 0xA1B23C4D
SNAPLEN = 262144
SPOOL_IN_MEMORY = 16 << 20  # bytes of packets kept in memory before the spool moves to disk

_SPOOLED = struct.Struct("<QIII")  # time stamp (ns), interface index, captured length, original length
_PCAP_RECORD = struct.Struct("<IIII")
_EPB_HEAD = struct.Struct("<IIIIIII")  # type, length, interface, ts high, ts low, captured, original
SHB, IDB, EPB = 0x0A0D0D0A, 0x00000001, 0x00000006
BYTE_ORDER_MAGIC = 0x1A2B3C4D
IF_TSRESOL, OPT_END = 9, 0


class CaptureWriter:
    """Packets written in the order given, with their time stamps, bytes and original lengths."""

    def __init__(self, out: BinaryIO) -> None:
        self.out = out
        self.written = 0
        self.links: list[int] = []  # in order of first appearance: the pcapng's interfaces
        self._interface: dict[int, int] = {}
        self._spool = tempfile.SpooledTemporaryFile(max_size=SPOOL_IN_MEMORY)  # noqa: SIM115

    @property
    def linktypes(self) -> list[int]:
        """The link type of each interface written."""
        return [split_link_key(link)[0] for link in self.links]

    def write(self, ts: int, link: int, data: bytes, wire_len: int) -> None:
        """A packet; `link` is its link type, or a record's link naming its interface too."""
        interface = self._interface.get(link)
        if interface is None:
            interface = self._interface[link] = len(self.links)
            self.links.append(link)
        self._spool.write(_SPOOLED.pack(ts, interface, len(data), wire_len))
        self._spool.write(data)
        self.written += 1

    def finish(self) -> None:
        """Write the capture; nothing selected still makes a valid, empty (Ethernet) pcap."""
        self._spool.seek(0)
        if len(self.links) > 1:
            self._write_pcapng()
        else:
            self._write_pcap(self.linktypes[0] if self.linktypes else LINKTYPE_ETHERNET)
        self._spool.close()

    def discard(self) -> None:
        """Write nothing: the packets spooled are thrown away."""
        self._spool.close()

    def _spooled(self) -> tuple[int, int, bytes, int]:
        ts, interface, caplen, wire_len = _SPOOLED.unpack(self._spool.read(_SPOOLED.size))
        return ts, interface, self._spool.read(caplen), wire_len

    def _write_pcap(self, linktype: int) -> None:
        write = self.out.write
        write(struct.pack("<IHHiIII", PCAP_NANO_MAGIC, 2, 4, 0, 0, SNAPLEN, linktype))
        for _ in range(self.written):
            ts, _, data, wire_len = self._spooled()
            seconds, nanoseconds = divmod(ts, 1_000_000_000)
            write(_PCAP_RECORD.pack(seconds, nanoseconds, len(data), wire_len))
            write(data)

    def _write_pcapng(self) -> None:
        write = self.out.write
        write(struct.pack("<IIIHHqI", SHB, 28, BYTE_ORDER_MAGIC, 1, 0, -1, 28))  # section length unknown
        for linktype in self.linktypes:
            options = struct.pack("<HHB3xHH", IF_TSRESOL, 1, 9, OPT_END, 0)
            length = 20 + len(options)
            write(struct.pack("<IIHHI", IDB, length, linktype, 0, SNAPLEN) + options + struct.pack("<I", length))
        for _ in range(self.written):
            ts, interface, data, wire_len = self._spooled()
            padding = -len(data) % 4
            length = 32 + len(data) + padding
            write(_EPB_HEAD.pack(EPB, length, interface, ts >> 32, ts & 0xFFFFFFFF, len(data), wire_len))
            write(data + b"\0" * padding + struct.pack("<I", length))
