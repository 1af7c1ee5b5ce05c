#!/usr/bin/env python3
"""Throughput of the bulk pipeline: plain Python (one process, the same decode and rows) vs
`kafkasniff index` on Spark local[1] and local[2], on the same rotated capture files.

    python -m bench.make_capture --copies 100 --file-mb 48 --out bench/data/big
    python -m bench.bench_bulk bench/data/big.pcap*
"""

from __future__ import annotations

import argparse
import itertools
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def plain_python(files: list[str]) -> tuple[int, int]:
    """Decode the files as one stream, making the same per-exchange rows as the Spark job."""
    from kafkasniff.analyses.facts import exchange_row
    from kafkasniff.capture import open_capture, read_packets
    from kafkasniff.counters import Counters
    from kafkasniff.dissectors.base import DissectOptions
    from kafkasniff.dissectors.registry import make_protocols
    from kafkasniff.model import DecodedExchange
    from kafkasniff.pipeline import Options, decoded

    counters = Counters()
    streams = [open_capture(f) for f in files]
    packets = itertools.chain.from_iterable(read_packets(s, counters) for s in streams)
    options = Options(protocols=make_protocols(DissectOptions(records=True, render_bytes=bytes)))
    rows = sum(1 for item in decoded(packets, counters, options) if isinstance(item, DecodedExchange)
               and exchange_row(item))  # fmt: skip
    return rows, counters.packets


def spark_index(files: list[str], master: str) -> float:
    out = tempfile.mkdtemp(prefix="kafkasniff-bench-")
    try:
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "kafkasniff", "index", *files, "--out", out, "--master", master, "-q"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
        return time.perf_counter() - started
    finally:
        shutil.rmtree(out, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    files = sorted(args.files, key=lambda p: (len(p), p))
    size = sum(os.path.getsize(f) for f in files)
    started = time.perf_counter()
    rows, packets = plain_python(files)
    runs = {"plain Python (1 process)": time.perf_counter() - started}
    for master in ("local[1]", "local[2]"):
        runs[f"kafkasniff index --master {master}"] = spark_index(files, master)
    print(f"{len(files)} files, {size / 1e6:.0f} MB, {packets} packets, {rows} exchanges; {os.cpu_count()} cores")
    print("| run | wall s | MB/s | packets/s |\n| --- | --- | --- | --- |")
    for name, seconds in runs.items():
        print(f"| {name} | {seconds:.1f} | {size / 1e6 / seconds:.1f} | {packets / seconds:,.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
