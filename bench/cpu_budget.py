#!/usr/bin/env python3
"""Whether a wall-time target against tshark fits: the CPU it leaves, against what each part costs.

The one-line view runs in two processes (split_process.py), so its wall time is its CPU over the
cores it keeps busy. Against tshark `-T fields` (one core) the target `ratio` leaves
ratio x tshark's wall x the cores used of CPU. This measures, medians of --runs, round-robin:
tshark; the one-line view as run (two processes); the same in one process (`-j 1`: the whole
work, no hand-over); and reading to pairing alone (capture, reassembly, framing, pairing: what
the reading process does before any decode; a process of its own, so Python's start-up is counted
in it). What is left of `-j 1` is decoding, rendering and ordering; the two-process run's CPU
beyond `-j 1` is the hand-over. It then says what the run would take were either part free,
which bounds what speeding up that part alone can buy.

    python -m bench.cpu_budget bench/data/rdk-450.raw.pcap --runs 3
    python -m bench.cpu_budget bench/data/rdk-450.raw.pcap --tree /tmp/ks-mypyc   # bench.compiled's copy
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

from bench.run import ROOT, Timing, commands, measure, port_of, wait_idle


def read_to_pairing(path: str) -> int:
    """The undecoded stages over a capture, as the reading process runs them; the exchanges made."""
    from kafkasniff.capture.file_sets import read_files
    from kafkasniff.counters import Counters
    from kafkasniff.pipeline.wiring import Options, exchanges

    counters = Counters()
    return sum(1 for _ in exchanges(read_files([path], counters, None), counters, Options()))


def timings(path: Path, port: int, tree: Path) -> dict[str, Timing]:
    """The runs, by the commands bench.run times (kafkasniff from `tree`)."""
    as_run = commands(path, port, [], ["one-line", "tshark13-fields", "tshark12-fields"])
    in_one_process = commands(path, port, ["-j", "1"], ["one-line"])
    # today's tshark when built (bench.run's anchor): it reads the capture on stdin
    built = "tshark13-fields" in as_run
    anchor, stdin = (as_run["tshark13-fields"], path) if built else (as_run["tshark12-fields"], None)
    return {
        "tshark -T fields": Timing(anchor, ROOT, stdin),
        "one-line": Timing(as_run["one-line"], tree),
        "one-line -j 1": Timing(in_one_process["one-line"], tree),
        "reading to pairing": Timing([sys.executable, "-m", "bench.cpu_budget", "--read-only", str(path)], tree),
    }


def report(runs: dict[str, Timing], ratio: float) -> list[str]:
    wall = {name: statistics.median(t.walls) for name, t in runs.items()}
    cpu = {name: statistics.median(t.cpus) for name, t in runs.items()}
    cores = cpu["one-line"] / wall["one-line"]
    allowed_wall = ratio * wall["tshark -T fields"]
    allowed = allowed_wall * cores
    reading = cpu["reading to pairing"]
    rest = cpu["one-line -j 1"] - reading
    handover = max(0.0, cpu["one-line"] - cpu["one-line -j 1"])
    lines = ["| run | wall s | CPU s |", "| --- | ---: | ---: |"]
    lines += [f"| {name} | {wall[name]:.2f} | {cpu[name]:.2f} |" for name in runs]
    lines += [
        "",
        f"- one-line / tshark: {wall['one-line'] / wall['tshark -T fields']:.2f} (target {ratio}); the run keeps "
        f"{cores:.2f} cores busy",
        f"- the target's wall {allowed_wall:.2f} s at those cores allows {allowed:.2f} s of CPU "
        f"({allowed_wall * 2:.2f} s at two whole cores); the run takes {cpu['one-line']:.2f} s",
        f"- of the one-process work ({cpu['one-line -j 1']:.2f} s): reading to pairing {reading:.2f} s, "
        f"decoding, rendering and ordering {rest:.2f} s; the hand-over between the processes {handover:.2f} s",
        f"- with reading to pairing free the run would take {rest + handover:.2f} s of CPU, with decoding, "
        f"rendering and ordering free {reading + handover:.2f} s: "
        + ", ".join(f"{'fits' if need <= allowed else 'over'}" for need in (rest + handover, reading + handover)),
    ]
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--port", type=int, help="broker port for tshark -d (default: FILE.json's, else 9092)")
    parser.add_argument("--tree", type=Path, default=ROOT, help="kafkasniff source tree to time (default: this one)")
    parser.add_argument("--ratio", type=float, default=0.5, help="the target: one-line wall over tshark's")
    parser.add_argument("--idle", type=float, default=0.8, help="before each run wait for this idle share (0: off)")
    parser.add_argument("--read-only", action="store_true", help=argparse.SUPPRESS)  # the reading part, timed
    args = parser.parse_args()
    if args.read_only:
        read_to_pairing(args.file)
        return 0
    path = Path(args.file).resolve()
    if not path.is_file():
        parser.error(f"no such capture file: {args.file}")
    runs = timings(path, port_of(path, args.port), args.tree.resolve())
    for _ in range(args.runs):
        for timing in runs.values():
            wait_idle(args.idle)
            measure(timing)
            if timing.failure:
                print(f"{' '.join(timing.command)}: {timing.failure}", file=sys.stderr)
                return 1
    print(f"### {path.name}: {path.stat().st_size / 1e6:.0f} MB, medians of {args.runs}\n")
    print("\n".join(report(runs, args.ratio)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
