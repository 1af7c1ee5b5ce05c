#!/usr/bin/env python3
"""More cores, more speed? kafkasniff's modes timed on this machine, its parts measured, and
the wall each mode should take on 1 to 16 cores predicted from those parts, as markdown.

1. Runs: the one-line view (`-q`), `--json` and `--json --records` at `-j 1`, the default, and
   `-j 2`/`-j 3`/`-j 4` (on fewer cores than workers they take turns: time-sliced). Medians of
   --runs, round-robin, after waiting (at most --idle-limit seconds) for the machine to be --idle
   idle. Each run is `bench.own_cpu`, which tells the CPU of the printing process from its
   children's.
2. Parts, in a process of their own per view (CPU time, robust to a shared machine): capture ->
   pairing over the whole file (the serial part), then decoding, filtering and rendering each
   exchange (timed per connection, to weigh -j's hash of connections to workers), then ordering
   and writing; start-up from a run on a small sample; the default's hand-over and the -j parent's
   merge from the runs' own CPU.
3. The model (bench/scaling_model.py) predicts each mode's wall on 1, 2, 4, 8 and 16 cores.

    python -m bench.scaling bench/data/real-50.pcap bench/data/rdk-50.pcap --runs 3
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field, replace
from pathlib import Path

from bench import scaling_model as model
from bench.run import ROOT, byte_compile, idle_share, wait_idle
from bench.scaling_parts import Measured

VIEWS = {"one-line": ["-q"], "json": ["-q", "--json"], "json-records": ["-q", "--json", "--records"]}
MODES = {"-j 1": ["-j", "1"], "default": [], "-j 2": ["-j", "2"], "-j 3": ["-j", "3"], "-j 4": ["-j", "4"]}
CORES = (1, 2, 4, 8, 16)
SMALL_SAMPLE = ROOT / "samples" / "mongo-crud.pcap"  # start-up: a run with next to nothing to decode


@dataclass
class Runs:
    """One mode's runs: wall seconds, the printing process's CPU and its children's."""

    walls: list[float] = field(default_factory=list)
    own: list[float] = field(default_factory=list)
    children: list[float] = field(default_factory=list)
    idle: list[float] = field(default_factory=list)  # the machine's idle share just before

    @property
    def wall(self) -> float:
        return statistics.median(self.walls)

    @property
    def cpu(self) -> float:
        return statistics.median(o + c for o, c in zip(self.own, self.children, strict=True))

    @property
    def parent(self) -> float:
        return statistics.median(self.own)


def run_once(args: list[str], runs: Runs) -> None:
    with tempfile.NamedTemporaryFile("r", suffix=".json") as report:
        command = [sys.executable, "-m", "bench.own_cpu", report.name, *args]
        started = time.perf_counter()
        done = subprocess.run(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        wall = time.perf_counter() - started
        if done.returncode:
            raise SystemExit(f"{' '.join(args)}: exit {done.returncode}\n{done.stderr[-2000:]}")
        cpu = json.loads(report.read())
    runs.walls.append(wall)
    runs.own.append(cpu["own"])
    runs.children.append(cpu["children"])


def time_modes(path: Path, count: int, idle: float, idle_limit: float) -> dict[tuple[str, str], Runs]:
    """(view, mode) -> its runs, round-robin so that a busy spell spreads over every mode."""
    timed = {(view, mode): Runs() for view in VIEWS for mode in MODES}
    for _ in range(count):
        for (view, mode), runs in timed.items():
            wait_idle(idle, idle_limit)
            runs.idle.append(idle_share(0.5))
            run_once([*VIEWS[view], *MODES[mode], str(path)], runs)
    return timed


def start_up(count: int) -> float:
    """CPU of a one-process run on a small sample: Python's start-up and kafkasniff's imports."""
    runs = Runs()
    for _ in range(count):
        run_once(["-q", "-j", "1", str(SMALL_SAMPLE)], runs)
    return runs.cpu


def measure_parts(path: Path, view: str, count: int) -> list[Measured]:
    """The in-process parts (scaling_parts.py), each repetition in a fresh process."""
    found = []
    for _ in range(count):
        command = [sys.executable, "-m", "bench.scaling_parts", str(path), *VIEWS[view]]
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=True)
        found.append(Measured.from_json(done.stdout))
    return found


def pooled(by_view: dict[str, list[Measured]]) -> dict[str, Measured]:
    """Each view's medians, the serial part's over every view's repetitions: capture -> pairing
    does the same whatever the view, and on a shared machine its CPU varies by a third."""
    serial = statistics.median(m.serial for found in by_view.values() for m in found)
    return {view: replace(Measured.median(found), serial=serial) for view, found in by_view.items()}


def parts_of(m: Measured, timed: dict[str, Runs], start: float) -> model.Parts:
    """The model's parts: the in-process ones, start-up, and what the runs' CPU says of the
    view's bookkeeping (-j 1 beyond the parts), the hand-over (default beyond -j 1), the -j
    parent (its own CPU beyond start-up) and each -j worker beyond the serial part and its share
    (the workers' CPU less decoding, per worker, less the serial part: averaged over the N run)."""
    serial, informs, decode, order = m.serial, m.informs, m.decode, m.order
    view = max(0.0, timed["-j 1"].cpu - (start + serial + decode + order))
    handover = max(0.0, timed["default"].cpu - timed["-j 1"].cpu)
    jobs = {int(mode.split()[1]): runs for mode, runs in timed.items() if mode.startswith("-j ") and mode != "-j 1"}
    merge_base, merge_per_worker = model.fit_line([(n, runs.parent - start) for n, runs in jobs.items()])
    workers = [(statistics.median(r.children) - decode - informs * (n - 1)) / n - serial for n, r in jobs.items()]
    overhead = max(0.0, statistics.fmean(workers))
    return model.Parts(start, serial, informs, decode, order, view, handover, overhead, merge_base,
                       merge_per_worker, m.largest)  # fmt: skip


def predicted(p: model.Parts, mode: str, cores: int) -> tuple[float, float]:
    """(wall, CPU) the model gives a mode on `cores`."""
    if mode == "-j 1" or (mode == "default" and cores < 2):
        return model.one_process(p), model.one_process(p)
    if mode == "default":
        return model.split_wall(p, cores), model.split_cpu(p)
    workers = int(mode.split()[1])
    return model.parallel_wall(p, workers, cores), model.parallel_cpu(p, workers)


def measured_table(timed: dict[str, Runs], p: model.Parts, cores: int, runs: int) -> list[str]:
    rows = [
        f"| mode | wall s (median of {runs}) | predicted wall on {cores} idle cores | CPU s | predicted CPU "
        "| printing process CPU | others' CPU | idle before runs |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for mode, t in timed.items():
        wall, cpu = predicted(p, mode, cores)
        sliced = " (time-sliced)" if mode.startswith("-j ") and int(mode.split()[1]) > cores else ""
        rows.append(f"| {mode}{sliced} | {t.wall:.2f} | {wall:.2f} | {t.cpu:.2f} | {cpu:.2f} | {t.parent:.2f} "
                    f"| {statistics.median(t.children):.2f} | {statistics.median(t.idle):.0%} |")  # fmt: skip
    return rows


def parts_table(p: model.Parts, m: Measured) -> list[str]:
    whole = model.one_process(p)
    rows = ["| part | CPU s | share of -j 1 |", "| --- | ---: | ---: |"]
    for name, value in [
        ("start-up (Python, imports)", p.start),
        ("**serial: capture -> pairing** (every -j worker runs it whole)", p.serial),
        ("decoding, filtering, rendering (divided by connection)", p.decode),
        ("  of which dissecting exchanges that inform later ones (every worker)", p.informs),
        ("request-time ordering and writing (the printing process)", p.order),
        ("the one-process view's bookkeeping (-j 1 as run, beyond the parts above)", p.view),
        ("default: hand-over between the two processes (its runs' CPU beyond -j 1's)", p.handover),
        ("-j N: each worker beyond the serial part and its share (workers' CPU)", p.worker_overhead),
        ("-j N parent: receive, merge, order, write (own CPU beyond start-up, at N = 2)", p.merge(2)),
    ]:
        rows.append(f"| {name} | {value:.3f} | {value / whole:.0%} |")
    shares = ", ".join(f"{n}: {p.share(n):.2f}" for n in (2, 4, 8, 16))
    rows += [
        "",
        f"- {m.exchanges:.0f} exchanges on {m.connections:.0f} connections, the costliest {m.biggest:.0%} of decoding; "
        f"the busiest -j worker's share of it (even: 1/N): {shares}",
        f"- -j parent's CPU beyond start-up: {p.merge_base:.3f} + {p.merge_per_worker:.3f} x N s",
        f"- Amdahl's serial share s = serial / (serial + decode + order + view) = {p.serial_share:.0%}; "
        f"no number of -j workers gains more than {model.amdahl_limit(p):.2f}x over -j 1",
    ]
    return rows


def prediction_table(p: model.Parts) -> list[str]:
    rows = [
        "| cores | -j 1 | default | -j 2 | -j 4 | -j 8 | -j 16 | best -j N (N <= cores) | its wall | its speed-up |",
        "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for cores in CORES:
        walls = [predicted(p, mode, cores)[0] for mode in ("-j 1", "default", "-j 2", "-j 4", "-j 8", "-j 16")]
        best = model.best_workers(p, cores)
        fastest = model.parallel_wall(p, best, cores) if best > 1 else model.one_process(p)
        cells = " | ".join(f"{w:.2f}" for w in walls)
        rows.append(f"| {cores} | {cells} | {best} | {fastest:.2f} | {model.one_process(p) / fastest:.2f}x |")
    return rows


def bench_file(path: Path, args: argparse.Namespace, start: float) -> None:
    with open(path, "rb") as f:  # into the page cache before the first run
        while f.read(1 << 24):
            pass
    by_view = time_modes(path, args.runs, args.idle, args.idle_limit)
    print(f"\n### {path.name}: {path.stat().st_size / 1e6:.0f} MB\n")
    parts = pooled({view: measure_parts(path, view, args.runs) for view in VIEWS})
    for view, measured in parts.items():
        timed = {mode: by_view[view, mode] for mode in MODES}
        p = parts_of(measured, timed, start)
        cores = os.cpu_count() or 1
        print(f"#### {view}: runs on this machine ({cores} cores, shared: walls are noisy, CPU is not)\n")
        print("\n".join(measured_table(timed, p, cores, args.runs)))
        print(f"\n#### {view}: the parts (in-process CPU, medians of {args.runs}; the serial part's of every view's)\n")
        print("\n".join(parts_table(p, measured)))
        print(f"\n#### {view}: predicted wall s on idle cores\n")
        print("\n".join(prediction_table(p)))
        print()
        sys.stdout.flush()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--idle", type=float, default=0.8, help="before each run wait for this idle share (0: off)")
    parser.add_argument("--idle-limit", type=float, default=60, help="wait at most this many seconds for it")
    args = parser.parse_args()
    missing = [f for f in args.files if not f.is_file()]
    if missing:
        parser.error(f"no such capture file: {missing[0]}")
    byte_compile(ROOT)
    start = start_up(args.runs)
    print(f"{os.cpu_count()} cores; start-up {start:.2f} s CPU ({SMALL_SAMPLE.name}, -j 1); byte-compiled")
    for path in args.files:
        bench_file(path.resolve(), args, start)
    return 0


if __name__ == "__main__":
    sys.exit(main())
