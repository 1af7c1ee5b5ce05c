"""Live capture from an interface (scapy opens the socket and compiles the BPF filter), and
saving what was seen as a pcap with -w. Imported only for -i, so file commands start fast."""

from __future__ import annotations

import select
import socket
import struct
import threading
import time
from collections.abc import Iterator
from typing import Any, BinaryIO

from kafkasniff.capture import CaptureError
from kafkasniff.counters import Counters
from kafkasniff.model import Packet
from kafkasniff.packets import LINKTYPE_ETHERNET, LINKTYPE_RAW

SNAPLEN = 262144
ARPHRD_ETHER, ARPHRD_LOOPBACK, ARPHRD_NONE = 1, 772, 65534
SO_TIMESTAMPNS = 35
POLL_SECONDS = 0.2


def open_socket(iface: str, bpf: str | None) -> Any:
    """A PF_PACKET socket on `iface` with the filter attached; CaptureError when not allowed."""
    try:
        import scapy.all  # noqa: F401  (registers the Linux sockets on conf)
        from scapy.config import conf
    except ImportError:
        raise CaptureError("live capture needs scapy: pip install 'kafkasniff[live]'") from None
    try:
        return conf.L2listen(iface=iface, filter=bpf)
    except PermissionError:
        raise CaptureError(f"live capture on {iface} needs root or CAP_NET_RAW") from None
    except OSError as exc:
        raise CaptureError(f"cannot capture on {iface}: {exc.strerror or exc}") from None
    except Exception as exc:  # scapy reports bad filters and unknown interfaces its own way
        raise CaptureError(f"cannot capture on {iface}: {exc}") from None


def live_packets(
    sock: Any, stop: threading.Event, counters: Counters, duration: float | None = None
) -> Iterator[Packet]:
    """Packets from an open capture socket as they arrive, until `stop` is set or `duration`
    seconds have passed; the socket is closed at the end."""
    raw: socket.socket = sock.ins
    deadline = None if duration is None else time.monotonic() + duration
    try:
        while not stop.is_set() and (deadline is None or time.monotonic() < deadline):
            if not select.select([raw], [], [], POLL_SECONDS)[0]:
                continue
            data, ancillary, _, address = raw.recvmsg(SNAPLEN, 64)
            hatype, pkttype = address[3], address[2]
            if hatype == ARPHRD_LOOPBACK and pkttype == socket.PACKET_OUTGOING:
                continue  # loopback shows every packet twice: going out and coming in
            linktype = LINKTYPE_RAW if hatype == ARPHRD_NONE else LINKTYPE_ETHERNET
            counters.packets += 1
            yield Packet(_timestamp(ancillary), linktype, data, len(data))
    finally:
        sock.close()


def _timestamp(ancillary: list[tuple[int, int, bytes]]) -> int:
    for level, kind, value in ancillary:
        if level == socket.SOL_SOCKET and kind == SO_TIMESTAMPNS and len(value) >= 16:
            sec, nsec = struct.unpack("qq", value[:16])
            return sec * 1_000_000_000 + nsec
    return time.time_ns()


class PcapSaver:
    """-w FILE: every packet written as it arrives, flushed, so the file is valid at any stop."""

    def __init__(self, path: str, linktype: int = LINKTYPE_ETHERNET) -> None:
        import dpkt

        try:
            self._file: BinaryIO = open(path, "wb")  # noqa: SIM115
        except OSError as exc:
            raise CaptureError(f"{path}: {exc.strerror or exc}") from None
        self._writer = dpkt.pcap.Writer(self._file, snaplen=SNAPLEN, linktype=linktype, nano=True)
        self._file.flush()  # a valid (empty) capture from the start

    def tee(self, packets: Iterator[Packet]) -> Iterator[Packet]:
        for packet in packets:
            self._writer.writepkt(packet.data, ts=packet.ts / 1e9)
            self._file.flush()
            yield packet

    def close(self) -> None:
        self._file.close()
