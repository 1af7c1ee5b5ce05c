#!/usr/bin/env python3
"""Cost of the bulk pipeline: `kafkasniff index` on Spark local[1] and local[2] against the
single-machine `kafkasniff --json` (and plain Python making the same rows), on the same rotated
capture files: wall time and CPU time (the processes and all they started), per MB.

    tcpdump -r bench/data/rdk-450.pcap -w /tmp/rot/rdk.pcap -C 50     # tcpdump -C rotations
    python -m bench.bench_bulk /tmp/rot/rdk.pcap* --runs 3

Also `index` of a 22 KB sample, whose cost is Spark's alone (the JVM, planning, the first
Python workers), so that the cost per byte past it can be told from it.
"""

from __future__ import annotations

import argparse
import itertools
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def plain_python(files: list[str]) -> tuple[int, int]:
    """Decode the files as one stream, making the same per-exchange rows as the Spark job."""
    from kafkasniff.analyses.facts import exchange_row
    from kafkasniff.capture.pcap import open_capture, read_packets
    from kafkasniff.counters import Counters
    from kafkasniff.dissectors.base import DissectOptions
    from kafkasniff.dissectors.registry import make_protocols
    from kafkasniff.model import DecodedExchange
    from kafkasniff.pipeline.wiring import Options, decoded

    counters = Counters()
    streams = [open_capture(f) for f in files]
    packets = itertools.chain.from_iterable(read_packets(s, counters) for s in streams)
    from kafkasniff.analyses import DECODE

    options = Options(protocols=make_protocols(DissectOptions(**DECODE)))  # as `index` without --records
    rows = sum(1 for item in decoded(packets, counters, options) if isinstance(item, DecodedExchange)
               and exchange_row(item))  # fmt: skip
    return rows, counters.packets


def machine_cpu() -> float:
    """CPU seconds the whole machine has spent busy (/proc/stat): Spark's JVM is not a child that
    is waited for, so its time shows only here; run on an otherwise idle machine."""
    with open("/proc/stat") as stat:
        fields = [int(x) for x in stat.readline().split()[1:]]
    idle = fields[3] + fields[4]  # idle and iowait
    return (sum(fields[:8]) - idle) / os.sysconf("SC_CLK_TCK")


def timed(command: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds of a command (CPU: the machine's, all processes)."""
    cpu, started = machine_cpu(), time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started, machine_cpu() - cpu


def spark_index(files: list[str], master: str) -> tuple[float, float]:
    out = tempfile.mkdtemp(prefix="kafkasniff-bench-")
    try:
        return timed([sys.executable, "-m", "kafkasniff", "index", *files, "--out", out, "--master", master, "-q"])
    finally:
        shutil.rmtree(out, ignore_errors=True)


FIXED_SAMPLE = ROOT / "samples" / "confluent.pcap"  # 22 KB: what `index` costs whatever the input


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--runs", type=int, default=1, help="rounds of every run (medians are shown)")
    args = parser.parse_args()
    files = sorted(args.files, key=lambda p: (len(p), p))
    size = sum(os.path.getsize(f) for f in files)
    measured: dict[str, list[tuple[float, float]]] = {}
    rows = packets = 0
    for _ in range(args.runs):  # round-robin, so that a slow spell of the machine hits every run alike
        started, cpu = time.perf_counter(), time.process_time()
        rows, packets = plain_python(files)
        measured.setdefault(PLAIN, []).append((time.perf_counter() - started, time.process_time() - cpu))
        measured.setdefault(JSON, []).append(timed([sys.executable, "-m", "kafkasniff", "--json", "-q", *files]))
        for master in ("local[1]", "local[2]"):
            measured.setdefault(f"kafkasniff index --master {master}", []).append(spark_index(files, master))
        measured.setdefault(FIXED, []).append(spark_index([str(FIXED_SAMPLE)], "local[2]"))
    runs = {name: (statistics.median(w for w, _ in m), statistics.median(c for _, c in m))
            for name, m in measured.items()}  # fmt: skip
    print(f"{len(files)} files, {size / 1e6:.0f} MB, {packets} packets, {rows} exchanges; {os.cpu_count()} cores; "
          f"medians of {args.runs}")  # fmt: skip
    base_wall, base_cpu = runs[JSON]
    print("| run | wall s | CPU s | MB/s | CPU s per 100 MB | wall / --json | CPU / --json |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name, (wall, cpu_s) in runs.items():
        if name != FIXED:
            print(
                f"| {name} | {wall:.1f} | {cpu_s:.1f} | {size / 1e6 / wall:.1f} | {cpu_s / size * 1e8:.2f} | "
                f"{wall / base_wall:.2f} | {cpu_s / base_cpu:.2f} |"
            )
    fixed_wall, fixed_cpu = runs[FIXED]
    wall2, cpu2 = runs["kafkasniff index --master local[2]"]
    print(f"\nSpark's fixed price (`index` of {FIXED_SAMPLE.name}, local[2]): {fixed_wall:.1f} s wall, "
          f"{fixed_cpu:.1f} s CPU. Past it, local[2] costs {cpu2 - fixed_cpu:.1f} s of CPU against --json's "
          f"{base_cpu:.1f} s: {(cpu2 - fixed_cpu) / base_cpu:.2f}x per byte.")  # fmt: skip
    return 0


PLAIN, JSON, FIXED = "plain Python, the same rows (1 process)", "kafkasniff --json (one machine)", "fixed"


if __name__ == "__main__":
    sys.exit(main())
