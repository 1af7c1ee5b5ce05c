#!/usr/bin/env python3
"""Where `--json --records`' peak memory goes: the decode, or the lines request-time order holds.

For each capture, `kafkasniff -q --json --records` runs under /usr/bin/time in four ways (default
and `-j 1`, lines in request-time order, the default, and in arrival order: `--order arrival`),
and the output of one run is read back to say what request-time order had to hold: the largest
line, and the most text held at once by a replay of `pipeline/ordering.py`'s rule (a line waits
until an exchange completes 2 s after its request; at most 10,000 lines), each line weighed as
the Python string it is held as (a line with any character past Latin-1, such as the `…` of a
cut value, takes two bytes a character).

    python -m bench.records_rss bench/data/real-50.pcap bench/data/rdk-50.pcap --runs 3
"""

from __future__ import annotations

import argparse
import heapq
import json
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WINDOW_S = 2.0  # ordering.DEFAULT_WINDOW_NS
MAX_HELD = 10_000  # cli/show.HELD_AS_TEXT
WAYS = {
    "default": [],
    "-j 1": ["-j", "1"],
    "default, --order arrival": ["--order", "arrival"],
    "-j 1, --order arrival": ["-j", "1", "--order", "arrival"],
}


@dataclass
class Run:
    cpu_s: float  # user + system
    peak_mb: float


def timed(capture: Path, args: list[str], out: Path) -> Run:
    """One run of kafkasniff -q --json --records, its output to `out`."""
    with tempfile.NamedTemporaryFile("r") as report, out.open("w") as sink:
        command = [sys.executable, "-m", "kafkasniff", "-q", "--json", "--records", *args, str(capture)]
        subprocess.run(["/usr/bin/time", "-f", "%U %S %M", "-o", report.name, *command], stdout=sink, cwd=ROOT,
                       check=True)  # fmt: skip
        user, system, peak_kb = report.read().split()[-3:]
    return Run(float(user) + float(system), int(peak_kb) / 1024)


@dataclass
class Held:
    lines: int
    largest_mb: float  # the largest line as the string it is held as
    held_mb: float  # the most text request-time order held at once


def held_by_order(output: Path) -> Held:
    """Replays request-time order over the lines: each released once a later completion is
    WINDOW_S past its request time, or when more than MAX_HELD wait (completion: ts + latency)."""
    lines = []
    with output.open(encoding="utf-8") as text:
        for line in text:
            exchange = json.loads(line)
            done = exchange["ts"] + (exchange.get("latency_ms") or 0) / 1000
            lines.append((done, exchange["ts"], sys.getsizeof(line)))
    lines.sort()
    waiting: list[tuple[float, int]] = []
    held = most = 0
    for done, requested, size in lines:
        heapq.heappush(waiting, (requested, size))
        held += size
        most = max(most, held)
        while waiting and (waiting[0][0] <= done - WINDOW_S or len(waiting) > MAX_HELD):
            held -= heapq.heappop(waiting)[1]
    largest = max((size for _, _, size in lines), default=0)
    return Held(len(lines), largest / 2**20, most / 2**20)


def main() -> None:
    parser = argparse.ArgumentParser(description="Where --json --records' peak memory goes.")
    parser.add_argument("captures", nargs="+", type=Path)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print("| capture | way | CPU s (median) | peak RSS MB (median) |")
    print("| --- | --- | ---: | ---: |")
    held = {}
    with tempfile.TemporaryDirectory() as tmp:
        output = Path(tmp) / "out.json"
        for capture in args.captures:
            for way, extra in WAYS.items():
                runs = [timed(capture.resolve(), extra, output) for _ in range(args.runs)]
                cpu = statistics.median(r.cpu_s for r in runs)
                peak = statistics.median(r.peak_mb for r in runs)
                print(f"| {capture.name} | {way} | {cpu:.2f} | {peak:.0f} |")
            held[capture.name] = held_by_order(output)
    print("\n| capture | lines | largest line MB | most text request-time order holds, MB |")
    print("| --- | ---: | ---: | ---: |")
    for name, h in held.items():
        print(f"| {name} | {h.lines} | {h.largest_mb:.2f} | {h.held_mb:.0f} |")


if __name__ == "__main__":
    main()
