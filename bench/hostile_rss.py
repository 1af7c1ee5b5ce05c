#!/usr/bin/env python3
"""Peak memory and time on hostile captures: frames that claim 2 GB, and decompression bombs.

Builds (in bench/data/hostile/) and decodes, under /usr/bin/time:
- huge-claim: a Kafka connection where a Fetch response says it is 1,000,000,000 bytes long and
  a Produce request says 2,000,000,000, each followed by --mb MB of bytes;
- bomb-CODEC: a Produce request whose record batch inflates to 1 GiB of zeros (gzip, snappy
  as xerial blocks, lz4, zstd), next to a normal batch.

    python -m bench.hostile_rss --mb 300
"""

from __future__ import annotations

import argparse
import json
import struct
import subprocess
import sys
import tempfile
import time
import zlib
from pathlib import Path

import crc32c

from tests.support import captures as cap
from tests.support import kafka_frames as kf

ROOT = Path(__file__).resolve().parents[1]

CLIENT, BROKER = (b"\x7f\x00\x00\x01", 40000), (b"\x7f\x00\x00\x01", 9092)
MSS = 1448


class Writer:
    """Streams one TCP connection's payloads into a pcap, cut into MSS-sized segments."""

    def __init__(self, path: Path) -> None:
        self.out = path.open("wb")
        self.out.write(struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 262144, 1))
        self.seq = {True: 1000, False: 5000}
        self.ts = 1_700_000_000_000_000_000
        self.handshake()

    def handshake(self) -> None:
        """SYN, SYN-ACK: the connection is seen from its start."""
        for from_client, flags in ((True, 0x02), (False, 0x12)):
            src, dst = (CLIENT, BROKER) if from_client else (BROKER, CLIENT)
            seg = cap.Seg(self.ts, src[0], dst[0], src[1], dst[1], self.seq[from_client] - 1, 0, flags, b"")
            data = cap.link_wrap(1, cap.ip_bytes(seg))
            sec, ns = divmod(self.ts, 1_000_000_000)
            self.out.write(struct.pack("<IIII", sec, ns // 1000, len(data), len(data)) + data)

    def send(self, from_client: bool, payload: bytes) -> None:
        for pos in range(0, len(payload), MSS):
            src, dst = (CLIENT, BROKER) if from_client else (BROKER, CLIENT)
            piece = payload[pos : pos + MSS]
            seg = cap.Seg(self.ts, src[0], dst[0], src[1], dst[1], self.seq[from_client], self.seq[not from_client],
                          0x18, piece)  # fmt: skip
            data = cap.link_wrap(1, cap.ip_bytes(seg))
            sec, ns = divmod(self.ts, 1_000_000_000)
            self.out.write(struct.pack("<IIII", sec, ns // 1000, len(data), len(data)) + data)
            self.seq[from_client] += len(piece)
            self.ts += 10_000

    def close(self) -> None:
        self.out.close()


def batch(codec: int, records_payload: bytes, count: int) -> bytes:
    """A RecordBatch v2 around already-encoded (maybe compressed) records, CRC right."""
    after_crc = struct.pack(">hiqqqhii", codec, count - 1, 0, 0, -1, -1, -1, count) + records_payload
    crc = crc32c.crc32c(after_crc)
    body = struct.pack(">ibI", 0, 2, crc) + after_crc
    return struct.pack(">qi", 0, len(body)) + body


def varint(n: int) -> bytes:
    n = (n << 1) ^ (n >> 63)  # zigzag
    out = bytearray()
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


def zero_record(total: int) -> tuple[bytes, bytes]:
    """One record whose value is `total` zero bytes: (what comes before the zeros, after them)."""
    inner = b"\x00" + varint(0) + varint(0) + varint(-1) + varint(total)
    return varint(len(inner) + total + 1) + inner, b"\x00"


def compressed_zeros(codec: str, total: int) -> bytes:
    head, tail = zero_record(total)
    zeros = b"\x00" * (1 << 20)
    if codec == "gzip":  # streaming compressors: the gigabyte never exists in memory
        comp = zlib.compressobj(9, zlib.DEFLATED, 31)
        parts = [comp.compress(head)] + [comp.compress(zeros) for _ in range(total >> 20)]
        return b"".join([*parts, comp.compress(tail), comp.flush()])
    if codec == "zstd":
        import zstandard

        comp = zstandard.ZstdCompressor().compressobj()
        parts = [comp.compress(head)] + [comp.compress(zeros) for _ in range(total >> 20)]
        return b"".join([*parts, comp.compress(tail), comp.flush()])
    if codec == "lz4":
        import lz4.frame

        comp = lz4.frame.LZ4FrameCompressor()
        parts = [comp.begin(), comp.compress(head)] + [comp.compress(zeros) for _ in range(total >> 20)]
        return b"".join([*parts, comp.compress(tail), comp.flush()])
    if codec == "snappy":  # xerial framing: blocks of 32 KiB each compressed alone
        import snappy

        block = snappy.compress(b"\x00" * 32768)
        blocks = [snappy.compress(head)] + [block] * (total // 32768) + [snappy.compress(tail)]
        return b"\x82SNAPPY\x00" + struct.pack(">ii", 1, 1) + b"".join(struct.pack(">i", len(b)) + b for b in blocks)
    raise ValueError(codec)


CODEC_IDS = {"gzip": 1, "snappy": 2, "lz4": 3, "zstd": 4}


def produce_request(corr: int, records: bytes) -> bytes:
    topic = struct.pack(">h", 5) + b"bombs"
    body = struct.pack(">hhi", -1, 1, 30000) + struct.pack(">i", 1) + topic + struct.pack(">ii", 1, 0)
    return kf.request(0, 3, corr, "hostile", body=body + struct.pack(">i", len(records)) + records)


def produce_response(corr: int) -> bytes:
    part = struct.pack(">ihqq", 0, 0, 0, -1)
    return kf.response(corr, struct.pack(">i", 1) + struct.pack(">h", 5) + b"bombs" + struct.pack(">i", 1) + part
                       + struct.pack(">i", 0))  # fmt: skip


def build_huge_claim(path: Path, megabytes: int) -> None:
    w = Writer(path)
    w.send(True, kf.request(18, 0, 1, "hostile"))
    w.send(False, kf.response(1, b"\x00\x00" + struct.pack(">i", 0)))
    fetch = struct.pack(">iiii", -1, 500, 1, 1 << 20) + struct.pack(">b", 0) + struct.pack(">i", 0)
    w.send(True, kf.request(1, 4, 2, "hostile", body=fetch))  # answered by a frame claiming 1 GB
    w.send(False, struct.pack(">ii", 1_000_000_000, 2) + b"\xcd" * (megabytes * 1_000_000))
    claimed = struct.pack(">i", 2_000_000_000) + struct.pack(">hhi", 0, 3, 3)  # a request claiming 2 GB
    w.send(True, claimed + b"\xab" * (megabytes * 1_000_000))
    w.close()


def build_bomb(path: Path, codec: str) -> None:
    w = Writer(path)
    head, tail = zero_record(100)
    good = batch(0, head + b"\x00" * 100 + tail, 1)
    bomb = batch(CODEC_IDS[codec], compressed_zeros(codec, 1 << 30), 1)
    w.send(True, produce_request(1, good + bomb))
    w.send(False, produce_response(1))
    w.close()


def measure(path: Path, args: list[str]) -> tuple[float, float, str]:
    with tempfile.NamedTemporaryFile("r") as report:
        started = time.perf_counter()
        proc = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report.name, sys.executable, "-m", "kafkasniff",
                               *args, str(path)], capture_output=True, text=True, cwd=ROOT)  # fmt: skip
        wall = time.perf_counter() - started
        rss_mb = int(report.read().split()[-1]) / 1024
    warnings = sorted({w["kind"] for line in proc.stdout.splitlines() if line.startswith("{")
                       for w in json.loads(line).get("warnings", [])})  # fmt: skip
    return wall, rss_mb, f"exit {proc.returncode}; warnings {warnings}; {proc.stderr.strip().splitlines()[-1]}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=int, default=300, help="bytes actually sent after the 2 GB claim")
    args = parser.parse_args()
    out = ROOT / "bench" / "data" / "hostile"
    out.mkdir(parents=True, exist_ok=True)
    cases = [("huge-claim", lambda p: build_huge_claim(p, args.mb))]
    cases += [(f"bomb-{codec}", lambda p, c=codec: build_bomb(p, c)) for codec in CODEC_IDS]
    print("| capture | size MB | view | wall s | peak RSS MB | result |\n| --- | ---: | --- | ---: | ---: | --- |")
    for name, build in cases:
        path = out / f"{name}.pcap"
        build(path)
        for view in (["--json"], ["--json", "--records"]):
            wall, rss, result = measure(path, view)
            size = path.stat().st_size / 1e6
            print(f"| {name} | {size:.1f} | `{' '.join(view)}` | {wall:.2f} | {rss:.0f} | {result} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
