#!/usr/bin/env python3
"""A MongoDB capture of any size for the benchmark: the real mongo-compressed sample's two
connections (pymongo against mockupdb: handshake, CRUD, cursors, errors, OP_COMPRESSED with every
compressor) replayed COPIES times one after another, each copy on its own client ports.

    python -m bench.make_mongo_capture 1500 bench/data/mongo-1500.pcap
    python -m bench.run bench/data/mongo-1500.pcap --protocol mongo --modes one-line json tshark-fields tshark-json
"""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from pathlib import Path

from tests.support import captures as cap

SERVER_PORT = 27017
FIRST_CLIENT_PORT = 30000  # copies take consecutive client ports upward, never the server's


def replicate(copies: int) -> list[cap.Seg]:
    segs = cap.load_segments(cap.sample_path("mongo-compressed"))
    clients = sorted({p for s in segs for p in (s.sport, s.dport) if p != SERVER_PORT})
    span = segs[-1].ts - segs[0].ts + 1_000_000
    out = []
    for copy in range(copies):
        ports = {old: FIRST_CLIENT_PORT + (copy * len(clients) + i) % 30000 for i, old in enumerate(clients)}
        for s in segs:
            out.append(replace(s, ts=s.ts + copy * span, sport=ports.get(s.sport, s.sport),
                               dport=ports.get(s.dport, s.dport)))  # fmt: skip
    return out


def main() -> None:
    copies, out = int(sys.argv[1]), Path(sys.argv[2])
    out.parent.mkdir(parents=True, exist_ok=True)
    cap.write(out, cap.pcap_bytes(replicate(copies)))
    out.with_suffix(".json").write_text(json.dumps({"port": SERVER_PORT, "copies": copies, "exchanges": 12 * copies}))
    print(f"{out}: {out.stat().st_size} bytes, {12 * copies} exchanges")


if __name__ == "__main__":
    main()
