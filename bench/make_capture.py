#!/usr/bin/env python3
"""Build a large capture from a real sample: its connections replayed many times (other client
ports, later times), payloads re-cut to Ethernet-sized 1448-byte segments, written as tcpdump -C
style rotated files (x.pcap, x.pcap1, ...) of about --file-mb each.

    python -m bench.make_capture --sample mixed-load --copies 100 --file-mb 50 --out bench/data/big
"""

from __future__ import annotations

import argparse
import struct
import sys
from dataclasses import replace
from pathlib import Path

from tests.support import captures as cap

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", default="mixed-load")
    parser.add_argument("--copies", type=int, default=100)
    parser.add_argument("--file-mb", type=int, default=0, help="rotate every N MB (0: one file)")
    parser.add_argument("--out", type=Path, required=True, help="path of the first file, without .pcap")
    args = parser.parse_args()
    segs = cap.recut(cap.load_segments(cap.sample_path(args.sample)), 1448)
    span = segs[-1].ts - segs[0].ts + 1_000_000_000
    broker_ports = {s.dport for s in segs if s.payload[:1] == b"\x00"} & {s.sport for s in segs}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    writer = Rotating(args.out, args.file_mb * 1024 * 1024)
    for copy in range(args.copies):
        for s in segs:
            shift = (copy * 97) % 20000
            sport = s.sport if s.sport in broker_ports else 20000 + (s.sport + shift) % 40000
            dport = s.dport if s.dport in broker_ports else 20000 + (s.dport + shift) % 40000
            writer.write(replace(s, ts=s.ts + copy * span, sport=sport, dport=dport))
    writer.close()
    print(f"wrote {writer.index + 1} files, {writer.total / 1e6:.0f} MB, {writer.packets} packets")
    return 0


class Rotating:
    def __init__(self, stem: Path, limit: int) -> None:
        self.stem, self.limit, self.index, self.total, self.packets = stem, limit, -1, 0, 0
        self._open_next()

    def _open_next(self) -> None:
        self.index += 1
        path = Path(f"{self.stem}.pcap{self.index if self.index else ''}")
        self.file = open(path, "wb")  # noqa: SIM115
        self.file.write(struct.pack("<IHHiIII", 0xA1B23C4D, 2, 4, 0, 0, 262144, 1))
        self.size = 24

    def write(self, seg: cap.Seg) -> None:
        data = cap.link_wrap(1, cap.ip_bytes(seg))
        sec, ns = divmod(seg.ts, 1_000_000_000)
        record = struct.pack("<IIII", sec, ns, len(data), len(data)) + data
        if self.limit and self.size + len(record) > self.limit:
            self.file.close()
            self._open_next()
        self.file.write(record)
        self.size += len(record)
        self.total += len(record)
        self.packets += 1

    def close(self) -> None:
        self.file.close()


if __name__ == "__main__":
    sys.exit(main())
