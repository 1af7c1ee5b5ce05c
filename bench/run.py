#!/usr/bin/env python3
"""Time kafkasniff's modes and tshark on the same captures, then the target ratios, as markdown.

Per mode: median wall seconds of --runs runs, median CPU seconds (user + system) and peak RSS
(GNU time's %M: the largest single process, not a sum over worker processes).

    python -m bench.run bench/data/real-50.pcap bench/data/real-500.pcap --runs 3
    python -m bench.run bench/data/rep-5000.pcap --runs 1 --modes one-line --ks-args "-j 2"

The broker port for tshark's decode-as comes from --port, else FILE.json (written by
make_bench_capture.py), else 9092. Runs go round-robin over the modes, the file read once first so
it is in the page cache; before each run it waits for the machine to be --idle idle (other work
on a 2-core box skews wall times; the CPU column is less sensitive to it).
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

KS_MODES = {"one-line": [], "json": ["--json"], "json-records": ["--json", "--records"]}
TSHARK_MODES = {"tshark-fields": ["-T", "fields", "-e", "kafka.request_key"], "tshark-json": ["-T", "json"]}
FIELD_OF = {"kafka": "kafka.request_key", "mongo": "mongo.opcode"}  # what -T fields prints per protocol
# (numerator, denominator, at most)
TARGETS = [("one-line", "tshark-fields", 0.5), ("json", "tshark-fields", 1.0), ("json-records", "tshark-json", 0.25)]
RSS_LIMIT_MB = 150
ROOT = Path(__file__).resolve().parents[1]  # the default --tree: this working tree


@dataclass
class Timing:
    command: list[str]
    cwd: Path
    walls: list[float] = field(default_factory=list)
    cpus: list[float] = field(default_factory=list)  # user + system seconds
    rss_kb: list[int] = field(default_factory=list)
    failure: str = ""

    @property
    def wall(self) -> float:
        return statistics.median(self.walls)

    @property
    def rss_mb(self) -> float:
        return max(self.rss_kb) / 1024


def commands(
    path: Path, port: int, ks_args: list[str], modes: list[str], protocol: str = "kafka"
) -> dict[str, list[str]]:
    """Mode -> command; kafkasniff as `sys.executable -m kafkasniff`, run from the tree to time."""
    out = {}
    for mode, extra in KS_MODES.items():
        out[mode] = [sys.executable, "-m", "kafkasniff", "-q", *extra, *ks_args, str(path)]
    if shutil.which("tshark"):
        for mode, extra in TSHARK_MODES.items():
            extra = [FIELD_OF[protocol] if arg == FIELD_OF["kafka"] else arg for arg in extra]
            out[mode] = ["tshark", "-r", str(path), "-d", f"tcp.port=={port},{protocol}", *extra]
    return {mode: cmd for mode, cmd in out.items() if not modes or mode in modes}


def shown(command: list[str], path: Path, given: str) -> str:
    """The command as one would type it: `kafkasniff`, the file as given on the command line."""
    words = ["kafkasniff", *command[3:]] if command[0] == sys.executable else command
    return shlex.join(given if w == str(path) else w for w in words)


def measure(timing: Timing) -> None:
    """One run: stdout to /dev/null, wall by the clock, peak RSS from GNU time."""
    with tempfile.NamedTemporaryFile("r") as report:
        started = time.perf_counter()
        proc = subprocess.run(
            ["/usr/bin/time", "-f", "%U %S %M", "-o", report.name, *timing.command],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            cwd=timing.cwd,
        )
        wall = time.perf_counter() - started
        if proc.returncode:
            tail = [line for line in proc.stderr.splitlines() if "dangerous" not in line][-15:]
            timing.failure = f"exit {proc.returncode}:\n" + "\n".join(tail)
            return
        user, system, rss = report.read().split()[-3:]
        timing.walls.append(wall)
        timing.cpus.append(float(user) + float(system))
        timing.rss_kb.append(int(rss))


def idle_share(seconds: float = 1.0) -> float:
    """Share of all cores' time spent idle over the next seconds (from /proc/stat)."""

    def sample() -> tuple[int, int]:
        values = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
        return values[3] + values[4], sum(values)

    idle0, total0 = sample()
    time.sleep(seconds)
    idle1, total1 = sample()
    return (idle1 - idle0) / max(1, total1 - total0)


def wait_idle(threshold: float, limit: float = 900) -> float:
    """Wait (at most limit seconds) until the machine is at least threshold idle; return the wait."""
    started = time.monotonic()
    while threshold and idle_share() < threshold and time.monotonic() - started < limit:
        pass
    return time.monotonic() - started


def port_of(path: Path, port: int | None) -> int:
    sidecar = path.with_suffix(".json")
    if port is None and sidecar.exists():
        port = json.loads(sidecar.read_text()).get("port")
    return port or 9092


def bench_file(given: str, args: argparse.Namespace) -> None:
    path = Path(given).resolve()
    size = path.stat().st_size
    port = port_of(path, args.port)
    with open(path, "rb") as f:
        while f.read(1 << 24):
            pass
    todo = commands(path, port, shlex.split(args.ks_args), args.modes, args.protocol)
    timings = {mode: Timing(cmd, args.tree if "kafkasniff" in cmd else ROOT) for mode, cmd in todo.items()}
    waited = 0.0
    for _ in range(args.runs):
        for timing in timings.values():
            if not timing.failure:
                waited += wait_idle(args.idle)
                measure(timing)
    runs = f"median of {args.runs}" if args.runs > 1 else "1 run"
    print(f"\n### {path.name}: {size / 1e6:.0f} MB, broker port {port}\n")
    if waited > 1:
        print(f"(waited {waited:.0f}s in all for the machine to be {args.idle:.0%} idle before runs)\n")
    print(f"| mode | wall s ({runs}) | MB/s | CPU s | peak RSS MB | runs s | command |")
    print("| --- | ---: | ---: | ---: | ---: | --- | --- |")
    for mode, t in timings.items():
        command = shown(t.command, path, given)
        if t.failure:
            print(f"| {mode} | FAILED | | | | | `{command}` |")
            continue
        walls = " ".join(f"{w:.2f}" for w in t.walls)
        cpu = statistics.median(t.cpus)
        speed = size / 1e6 / t.wall
        print(f"| {mode} | {t.wall:.2f} | {speed:.1f} | {cpu:.2f} | {t.rss_mb:.0f} | {walls} | `{command}` |")
    print("\n| target | ratio | at most | verdict |\n| --- | ---: | ---: | --- |")
    for num, den, limit in TARGETS:
        a, b = timings.get(num), timings.get(den)
        if a and b and a.walls and b.walls:
            ratio = a.wall / b.wall
            print(f"| {num} / {den} | {ratio:.2f} | {limit} | {'ok' if ratio <= limit else 'over'} |")
    for mode in KS_MODES:
        t = timings.get(mode)
        if t and t.rss_kb:
            verdict = "ok" if t.rss_mb < RSS_LIMIT_MB else "over"
            print(f"| {mode} peak RSS MB | {t.rss_mb:.0f} | {RSS_LIMIT_MB} | {verdict} |")
    for mode, t in timings.items():
        if t.failure:
            print(f"\n{mode} failed: `{shlex.join(t.command)}`\n```\n{t.failure}\n```")
    sys.stdout.flush()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--protocol", choices=sorted(FIELD_OF), default="kafka", help="what tshark decodes the port as")
    parser.add_argument("--port", type=int, help="broker port for tshark -d (default: FILE.json's, else 9092)")
    parser.add_argument("--tree", type=Path, default=ROOT, help="kafkasniff source tree to time (default: this one)")
    parser.add_argument("--ks-args", default="", help='extra kafkasniff arguments, e.g. "-j 2"')
    parser.add_argument("--idle", type=float, default=0.8, help="before each run wait for this idle share (0: off)")
    parser.add_argument("--modes", nargs="+", choices=[*KS_MODES, *TSHARK_MODES], help="only these modes")
    args = parser.parse_args()
    args.tree = args.tree.resolve()
    missing = [f for f in args.files if not Path(f).is_file()]
    if missing:
        parser.error(f"no such capture file: {missing[0]}")
    print(f"{os.cpu_count()} cores; kafkasniff = {sys.executable} -m kafkasniff run in {args.tree}")
    for given in args.files:
        bench_file(given, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
