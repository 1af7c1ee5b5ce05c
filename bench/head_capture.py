#!/usr/bin/env python3
"""The first N MB of a pcap, cut at a packet boundary: the "49 MB cut" of a large capture.
A sidecar (DST.json) keeps the source's broker port for tshark's decode-as.

    python -m bench.head_capture bench/data/real-500.pcap 49 bench/data/real-500-head49.pcap
"""

from __future__ import annotations

import json
import struct
import sys
from pathlib import Path

RECORD = 16  # pcap record header: ts_sec, ts_frac, caplen, wirelen


def head(src: Path, megabytes: float, dst: Path) -> int:
    """Copy whole records while the output stays under the size; returns the packet count."""
    limit = int(megabytes * 1_000_000)
    packets = 0
    with src.open("rb") as fin, dst.open("wb") as fout:
        header = fin.read(24)
        order = "<" if header[:4] in (b"\xd4\xc3\xb2\xa1", b"\x4d\x3c\xb2\xa1") else ">"
        fout.write(header)
        written = 24
        while True:
            rh = fin.read(RECORD)
            if len(rh) < RECORD:
                break
            caplen = struct.unpack(order + "I", rh[8:12])[0]
            if written + RECORD + caplen > limit:
                break
            fout.write(rh + fin.read(caplen))
            written += RECORD + caplen
            packets += 1
    return packets


def main(src: Path, megabytes: float, dst: Path) -> None:
    count = head(src, megabytes, dst)
    facts = {"cut_of": str(src), "packets": count, "bytes": dst.stat().st_size}
    source_facts = src.with_suffix(".json")
    if source_facts.exists():
        facts["port"] = json.loads(source_facts.read_text()).get("port")
    dst.with_suffix(".json").write_text(json.dumps(facts, indent=2) + "\n")
    print(f"{dst}: {count} packets")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(Path(sys.argv[1]), float(sys.argv[2]), Path(sys.argv[3]))
