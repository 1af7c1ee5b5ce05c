"""NFLOG (link type 239), what Linux netfilter's log target hands to `tcpdump -i nflog:N`, as a
layer (see layers.py).

A 4-byte header: the address family, version 0, the log group (big-endian). Then TLVs, each a
16-bit length (its own 4 bytes included) and a 16-bit type, in the byte order of the capture file
(its magic number's), each padded to a multiple of 4. The payload TLV (type 9) holds the packet from
its IP header; the others (packet header, prefix, marks, time stamp, uid...) are skipped. A layer
does not see the file's header: the byte order is the one in which the first TLV's type is a small
number (the types are below 256).

A TLV whose length is under 4, or one before the payload that runs past the packet, is
undecodable; a record without a payload (the log rule copied no bytes) or of another version is
not followed.
"""

from __future__ import annotations

from typing import Literal

from kafkasniff.net.ip import IP
from kafkasniff.net.layers import IpFields, Layer, Step, Verdict

NFLOG_HEADER, TLV_HEADER = 4, 4
NFULA_PAYLOAD = 9
ByteOrder = Literal["little", "big"]


def read_nflog(data: bytes, pos: int, ip: IpFields) -> Step:
    if len(data) < pos + NFLOG_HEADER:
        return Verdict.UNDECODABLE
    if data[pos + 1] != 0:
        return Verdict.NOT_TCP
    pos += NFLOG_HEADER
    if len(data) < pos + TLV_HEADER:  # no TLV: nothing logged; or the first one's header cut
        return Verdict.NOT_TCP if len(data) == pos else Verdict.UNDECODABLE
    order = _byte_order(data[pos + 2], data[pos + 3])
    if order is None:
        return Verdict.UNDECODABLE
    while len(data) >= pos + TLV_HEADER:
        length = int.from_bytes(data[pos : pos + 2], order)
        kind = int.from_bytes(data[pos + 2 : pos + 4], order)
        if length < TLV_HEADER:
            return Verdict.UNDECODABLE
        if kind == NFULA_PAYLOAD:  # cut by the capture's snap length, it still holds the headers
            return NFULA_PAYLOAD, pos + TLV_HEADER
        if len(data) < pos + length:
            return Verdict.UNDECODABLE
        pos += (length + 3) & ~3
    return Verdict.NOT_TCP if pos >= len(data) else Verdict.UNDECODABLE  # no payload; or a TLV header cut


def _byte_order(first: int, second: int) -> ByteOrder | None:
    """The byte order a TLV type written as these two bytes is in: the one making it below 256."""
    if second == 0 and first != 0:
        return "little"
    if first == 0 and second != 0:
        return "big"
    return None


NFLOG = Layer("nflog", read_nflog, {NFULA_PAYLOAD: IP})
