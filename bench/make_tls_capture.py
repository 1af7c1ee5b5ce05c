#!/usr/bin/env python3
"""A plaintext capture's Kafka connections carried over real TLS sessions, and their plaintext twin:
the files of the TLS decryption benchmark (issue 18).

    python -m bench.make_tls_capture bench/data/real-500-head49.pcap bench/data/tls-49
    python -m bench.make_tls_capture bench/data/real-500.pcap bench/data/tls-500 [--tls12]

Writes OUT.tls.pcap (every connection over its own TLS 1.3 session, OpenSSL at both ends in
memory, as tests/support/tls_sessions.py makes them), OUT.plain.pcap (the same frames without TLS,
made the same way), OUT.keys (the NSS key log OpenSSL wrote) and OUT.json (what was made).

Each connection's frames come from kafkasniff's own undecoded pipeline (reassembly, framing,
pairing). Both files get the same connections (addresses, ports), the same frames in the same
order, every flight cut into 1448-byte segments, and every segment of a frame's flight stamped
with that frame's original first-byte time: each frame then has the same times in both files,
so the one-line view must print the same lines for both.

Memory stays flat on a large capture: frames are spooled to a temporary file next to OUT and
only one int per frame (its sort key and spool position) is kept; the output is written as it is
made, one live TLS session per open connection.
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import os
import ssl
import struct
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from bench.make_capture import Rotating
from kafkasniff.capture.pcap import read_packets
from kafkasniff.counters import Counters
from kafkasniff.model import ACK, FIN, PSH, SYN, Connection, Exchange, Frame
from kafkasniff.pipeline.wiring import Options, exchanges
from tests.support.captures import Seg
from tests.support.tls_sessions import Session, contexts

MSS = 1448
SPOOLED = struct.Struct("<IBI")  # a spooled frame's head: connection number, from the client, length
# One int per frame: (first-byte time, responses after requests, stream offset, spool position).
# Sorting these ints sorts frames by time, each direction's frames staying in stream order.
OFFSET_BITS = POSITION_BITS = 40
TLS12_CIPHERS = "ECDHE-ECDSA-AES256-GCM-SHA384"  # TLS 1.3's default suite's match: AES-256-GCM, SHA-384


@dataclass
class Spool:
    """Pass 1's result: frames' bytes in a file, the sort keys, each connection's frame count."""

    file: BinaryIO
    keys: list[int] = field(default_factory=list)
    conns: list[Connection] = field(default_factory=list)
    frames_left: list[int] = field(default_factory=list)  # per connection number
    skipped: int = 0  # frames with bytes not captured: they cannot be re-sent whole
    numbers: dict[Connection, int] = field(default_factory=dict)
    size: int = 0

    def add(self, frame: Frame) -> None:
        if not frame.complete:
            self.skipped += 1
            return
        number = self.numbers.get(frame.conn)
        if number is None:
            number = self.numbers[frame.conn] = len(self.conns)
            self.conns.append(frame.conn)
            self.frames_left.append(0)
        self.frames_left[number] += 1
        order = frame.ts_first * 2 + (not frame.from_client)
        offset = frame.offset & ((1 << OFFSET_BITS) - 1)
        self.keys.append((((order << OFFSET_BITS) | offset) << POSITION_BITS) | self.size)
        self.file.write(SPOOLED.pack(number, frame.from_client, len(frame.data)) + frame.data)
        self.size += SPOOLED.size + len(frame.data)

    def in_order(self) -> Iterator[tuple[int, int, bool, bytes]]:
        """(first-byte time, connection number, from the client, bytes) of every frame, by time."""
        self.file.flush()
        self.keys.sort()
        fd, mask = self.file.fileno(), (1 << POSITION_BITS) - 1
        for key in self.keys:
            position = key & mask
            number, from_client, length = SPOOLED.unpack(os.pread(fd, SPOOLED.size, position))
            data = os.pread(fd, length, position + SPOOLED.size)
            yield key >> (POSITION_BITS + OFFSET_BITS + 1), number, bool(from_client), data


def spool_frames(capture: Path, spool: Spool, options: Options) -> Counters:
    """Pass 1: every frame of every Kafka connection, through kafkasniff's undecoded pipeline."""
    counters = Counters()
    last_request: dict[Connection, Frame] = {}
    with open(capture, "rb") as f:
        for item in exchanges(read_packets(f, counters), counters, options):
            if type(item) is not Exchange:
                continue  # stream notices: nothing to carry
            request, response = item.request, item.response
            # a request answered by several responses (a follow-up) comes out once per response
            if request is not None and last_request.get(item.conn) is not request:
                last_request[item.conn] = request
                spool.add(request)
            if response is not None:
                spool.add(response)
    return counters


class TcpStream:
    """One made-up TCP connection written as it goes (tests.support.captures.conversation makes
    a whole one at once; here a connection's messages are interleaved with other connections')."""

    def __init__(self, conn: Connection) -> None:
        self.ends = {True: _address(conn.client), False: _address(conn.server)}
        self.seq = {True: 0x10000000, False: 0x70000000}

    def segment(self, from_client: bool, flags: int, ts: int, payload: bytes = b"") -> Seg:
        (src, sport), (dst, dport) = self.ends[from_client], self.ends[not from_client]
        ack = 0 if flags == SYN else self.seq[not from_client]
        seg = Seg(ts, src, dst, sport, dport, self.seq[from_client], ack, flags, payload)
        self.seq[from_client] = (self.seq[from_client] + len(payload) + bool(flags & (SYN | FIN))) & 0xFFFFFFFF
        return seg

    def open(self, ts: int) -> list[Seg]:
        return [self.segment(True, SYN, ts), self.segment(False, SYN | ACK, ts), self.segment(True, ACK, ts)]

    def data(self, from_client: bool, data: bytes, ts: int) -> list[Seg]:
        return [self.segment(from_client, ACK | PSH, ts, data[i : i + MSS]) for i in range(0, len(data), MSS)]

    def close(self, ts: int) -> list[Seg]:
        return [self.segment(True, FIN | ACK, ts), self.segment(False, FIN | ACK, ts), self.segment(True, ACK, ts)]


def _address(endpoint: tuple[str, int]) -> tuple[bytes, int]:
    return ipaddress.ip_address(endpoint[0]).packed, endpoint[1]


@dataclass
class Live:
    """An open connection: its TLS session and the two TCP connections (TLS, plaintext twin)."""

    session: Session
    tls: TcpStream
    plain: TcpStream


class Twins:
    """Pass 2: frames in time order out to OUT.tls.pcap and OUT.plain.pcap as they come."""

    def __init__(self, out: Path, tls_ctx: tuple[ssl.SSLContext, ssl.SSLContext], spool: Spool) -> None:
        self.tls_out, self.plain_out = Rotating(Path(f"{out}.tls"), 0), Rotating(Path(f"{out}.plain"), 0)
        self.tls_ctx, self.spool = tls_ctx, spool
        self.live: dict[int, Live] = {}
        self.suite = ""

    def frame(self, ts: int, number: int, from_client: bool, data: bytes) -> None:
        live = self.live.get(number) or self._open(number, ts)
        for side, flight in live.session.message(from_client, data):
            self._write(self.tls_out, live.tls.data(side, flight, ts))
        self._write(self.plain_out, live.plain.data(from_client, data, ts))
        self.spool.frames_left[number] -= 1
        if not self.spool.frames_left[number]:
            self._write(self.tls_out, live.tls.close(ts))
            self._write(self.plain_out, live.plain.close(ts))
            del self.live[number]

    def _open(self, number: int, ts: int) -> Live:
        conn = self.spool.conns[number]
        live = self.live[number] = Live(Session(*self.tls_ctx, "broker.example"), TcpStream(conn), TcpStream(conn))
        self._write(self.tls_out, live.tls.open(ts))
        self._write(self.plain_out, live.plain.open(ts))
        for side, flight in live.session.handshake():
            self._write(self.tls_out, live.tls.data(side, flight, ts))
        cipher = live.session.client.cipher()
        self.suite = f"{cipher[1]} {cipher[0]}" if cipher else ""
        return live

    @staticmethod
    def _write(writer: Rotating, segs: list[Seg]) -> None:
        for seg in segs:
            writer.write(seg)

    def close(self) -> None:
        self.tls_out.close()
        self.plain_out.close()


def make(capture: Path, out: Path, tls12: bool, options: Options) -> dict[str, object]:
    started = time.monotonic()
    out.parent.mkdir(parents=True, exist_ok=True)
    key_log = Path(f"{out}.keys")
    key_log.unlink(missing_ok=True)  # OpenSSL appends to it
    with tempfile.TemporaryFile(dir=out.parent) as spooled, tempfile.TemporaryDirectory() as certs:
        spool = Spool(spooled)
        counters = spool_frames(capture, spool, options)
        decoded_s = time.monotonic() - started
        version = ssl.TLSVersion.TLSv1_2 if tls12 else ssl.TLSVersion.TLSv1_3
        twins = Twins(out, contexts(Path(certs), key_log, version, TLS12_CIPHERS if tls12 else None), spool)
        for ts, number, from_client, data in spool.in_order():
            twins.frame(ts, number, from_client, data)
        twins.close()
    assert not twins.live, "every connection was closed after its last frame"
    return {
        "source": str(capture), "mss": MSS, "tls": twins.suite,
        "connections": len(spool.conns), "frames": len(spool.keys), "frame_bytes": spool.size,
        "frames_skipped_incomplete": spool.skipped, "source_packets": counters.packets,
        "tls_pcap": {"packets": twins.tls_out.packets, "bytes": twins.tls_out.total + 24},
        "plain_pcap": {"packets": twins.plain_out.packets, "bytes": twins.plain_out.total + 24},
        "seconds": {"frames": round(decoded_s, 1), "total": round(time.monotonic() - started, 1)},
    }  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("capture", type=Path, help="a plaintext capture of Kafka traffic")
    parser.add_argument("out", type=Path, help="output path without suffix: OUT.tls.pcap, OUT.plain.pcap, OUT.keys")
    parser.add_argument("--tls12", action="store_true", help=f"TLS 1.2 ({TLS12_CIPHERS}) instead of TLS 1.3")
    parser.add_argument("--port", type=int, action="append", default=[], help="a broker port not among the defaults")
    args = parser.parse_args()
    options = Options(extra_ports={"kafka": frozenset(args.port)} if args.port else {})
    facts = make(args.capture, args.out, args.tls12, options)
    source = args.capture.with_suffix(".json")  # the broker port for tshark's decode-as
    if source.exists():
        facts["port"] = json.loads(source.read_text()).get("port")
    Path(f"{args.out}.json").write_text(json.dumps(facts, indent=2) + "\n")
    print(json.dumps(facts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
