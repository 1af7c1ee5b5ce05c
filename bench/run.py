#!/usr/bin/env python3
"""Time kafkasniff's modes and tshark on the same captures, then the target ratios, as markdown.

Two tsharks: Debian 13's (tshark13, 4.4, from the folder bench/tshark_current.py builds) is the
anchor the targets are measured against; the system's Debian 12 tshark (tshark12, 4.0) is a second
column. Without the folder (CI builds none) the targets fall back to tshark12, as the output says.
Each tshark prints with -T fields what the one-line view shows: time, addresses and ports, api key,
version, correlation id, client id, topic, partition, error, offset.

kafkasniff is timed as a user runs it: the tree installed (not editable) into a virtual
environment of its own (bench/user_install.py says why); --from-tree runs `python -m kafkasniff`
in the tree instead.

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
import compileall
import contextlib
import json
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from bench import tshark_current, user_install
from bench.tshark_current import Tshark

KS_MODES = {"one-line": [], "json": ["--json"], "json-records": ["--json", "--records"]}
ADDRESSES = ["frame.time_epoch", "ip.src", "tcp.srcport", "ip.dst", "tcp.dstport"]
# What -T fields prints per protocol: the facts of the one-line view (same names in tshark 4.0 and 4.4)
FIELDS = {
    "kafka": [
        *ADDRESSES,
        *("kafka.request_key", "kafka.api_version", "kafka.correlation_id", "kafka.client_id"),
        *("kafka.topic_name", "kafka.partition_id", "kafka.error", "kafka.offset"),
    ],
    "mongo": [*ADDRESSES, "mongo.opcode", "mongo.request_id", "mongo.response_to"],
}
TSHARK_LABELS = ("tshark13", "tshark12")  # the anchor first
TSHARK_KINDS = ("fields", "json")
# (kafkasniff mode, tshark output kind, at most): issue 48's targets against the anchor tshark
TARGETS = [("one-line", "fields", 0.5), ("json", "fields", 0.8), ("json-records", "json", 0.25)]
RSS_LIMIT_MB = 100
# The system tshark's modes by their names before Debian 13's came (bench/cpu_budget.py asks for them)
FORMER_NAMES = {"tshark-fields": "tshark12-fields", "tshark-json": "tshark12-json"}
TSHARK_MODE_NAMES = [f"{label}-{kind}" for label in TSHARK_LABELS for kind in TSHARK_KINDS]
ROOT = Path(__file__).resolve().parents[1]  # the default --tree: this working tree
FROM_TREE = (sys.executable, "-m", "kafkasniff")  # run in the tree's folder: the tree's package


@dataclass
class Timing:
    command: list[str]
    cwd: Path
    stdin: Path | None = None  # the capture, for a tshark that reads it on stdin
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


def tshark_args(kind: str, port: int, protocol: str) -> list[str]:
    """tshark's arguments after -r for one output kind: decode the broker port, then print."""
    printed = ["-T", "json"] if kind == "json" else ["-T", "fields", *(a for f in FIELDS[protocol] for a in ("-e", f))]
    return ["-d", f"tcp.port=={port},{protocol}", *printed]


def commands(
    path: Path,
    port: int,
    ks_args: list[str],
    modes: list[str],
    protocol: str = "kafka",
    tsharks: Sequence[Tshark] | None = None,
    kafkasniff: Sequence[str] = FROM_TREE,
) -> dict[str, list[str]]:
    """Mode -> command. kafkasniff: how it is started (default `sys.executable -m kafkasniff`, run
    from the tree to time; bench.user_install's console script as a user runs it).

    tsharks: those to time (default: every one available).
    """
    out = {}
    for mode, extra in KS_MODES.items():
        out[mode] = [*kafkasniff, "-q", *extra, *ks_args, str(path)]
    for tshark in available_tsharks() if tsharks is None else tsharks:
        for kind in TSHARK_KINDS:
            out[f"{tshark.label}-{kind}"] = tshark.command(path, tshark_args(kind, port, protocol))
    for former, mode in FORMER_NAMES.items():
        if former in (modes or ()) and mode in out:
            out[former] = out[mode]
    return {mode: cmd for mode, cmd in out.items() if not modes or mode in modes}


def shown(command: list[str], path: Path, given: str, stdin: Path | None = None) -> str:
    """The command as one would type it: `kafkasniff`, the file as given on the command line."""
    if command[0] == sys.executable:
        words = ["kafkasniff", *command[3:]]
    else:
        words = ["kafkasniff", *command[1:]] if command[0].endswith("/bin/kafkasniff") else command
    words = [str(Path(w).relative_to(ROOT)) if w.startswith(f"{ROOT}/") else w for w in words]
    typed = shlex.join(given if w == str(path) else w for w in words)
    return f"{typed} < {shlex.quote(given)}" if stdin else typed


def anchor(timings: dict[str, Timing]) -> str:
    """The tshark the targets are measured against: the first of TSHARK_LABELS that was timed."""
    timed = [label for label in TSHARK_LABELS if any(timings.get(f"{label}-{k}") for k in TSHARK_KINDS)]
    return timed[0] if timed else ""


def ratio_rows(timings: dict[str, Timing], label: str, verdicts: bool) -> list[str]:
    """`| one-line / tshark13-fields | 0.42 | 0.5 | ok |` per target both sides of which were timed."""
    rows = []
    for mode, kind, limit in TARGETS:
        a, b = timings.get(mode), timings.get(f"{label}-{kind}")
        if a and b and a.walls and b.walls:
            ratio = a.wall / b.wall
            verdict = ("ok" if ratio <= limit else "over") if verdicts else "(second column)"
            rows.append(f"| {mode} / {label}-{kind} | {ratio:.2f} | {limit if verdicts else ''} | {verdict} |")
    return rows


def measure(timing: Timing) -> None:
    """One run: stdout to /dev/null, wall by the clock, peak RSS from GNU time."""
    with contextlib.ExitStack() as stack:
        report = stack.enter_context(tempfile.NamedTemporaryFile("r"))
        stdin = stack.enter_context(open(timing.stdin, "rb")) if timing.stdin else subprocess.DEVNULL
        started = time.perf_counter()
        proc = subprocess.run(
            ["/usr/bin/time", "-f", "%U %S %M", "-o", report.name, *timing.command],
            stdin=stdin,
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


def available_tsharks() -> list[Tshark]:
    return [t for t in (tshark_current.current(), tshark_current.system()) if t]


def bench_file(given: str, args: argparse.Namespace) -> None:
    path = Path(given).resolve()
    size = path.stat().st_size
    port = port_of(path, args.port)
    with open(path, "rb") as f:
        while f.read(1 << 24):
            pass
    tsharks = available_tsharks()
    todo = commands(path, port, shlex.split(args.ks_args), args.modes, args.protocol, tsharks, args.kafkasniff)
    on_stdin = {f"{t.label}-{kind}" for t in tsharks if t.reads_stdin for kind in TSHARK_KINDS}
    timings = {
        mode: Timing(cmd, args.tree if mode in KS_MODES else ROOT, path if mode in on_stdin else None)
        for mode, cmd in todo.items()
    }
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
        command = shown(t.command, path, given, t.stdin)
        if t.failure:
            print(f"| {mode} | FAILED | | | | | `{command}` |")
            continue
        walls = " ".join(f"{w:.2f}" for w in t.walls)
        cpu = statistics.median(t.cpus)
        speed = size / 1e6 / t.wall
        print(f"| {mode} | {t.wall:.2f} | {speed:.1f} | {cpu:.2f} | {t.rss_mb:.0f} | {walls} | `{command}` |")
    print("\n| target | ratio | at most | verdict |\n| --- | ---: | ---: | --- |")
    first = anchor(timings)
    for label in TSHARK_LABELS:
        for row in ratio_rows(timings, label, verdicts=label == first):
            print(row)
    for mode in KS_MODES:
        ks = timings.get(mode)
        if ks and ks.rss_kb:
            verdict = "ok" if ks.rss_mb < RSS_LIMIT_MB else "over"
            print(f"| {mode} peak RSS MB | {ks.rss_mb:.0f} | {RSS_LIMIT_MB} | {verdict} |")
    for mode, t in timings.items():
        if t.failure:
            print(f"\n{mode} failed: `{shlex.join(t.command)}`\n```\n{t.failure}\n```")
    sys.stdout.flush()


def describe_tsharks(tsharks: list[Tshark]) -> str:
    """Which tsharks are timed, their versions, and which one the targets are measured against."""
    names = {"tshark13": "Debian 13's tshark", "tshark12": "the system's tshark"}
    said = [f"{t.label} = {names.get(t.label, 'tshark')} {tshark_current.version(t)}" for t in tsharks]
    if not any(t.label == "tshark13" for t in tsharks):
        said.append("tshark13 not built (python -m bench.tshark_current builds it)")
    first = next((t.label for t in tsharks), "")
    target = f"targets against {first}" if first else "no tshark: no targets"
    return "; ".join([*said, target])


def byte_compile(tree: Path) -> None:
    """Byte-compile the timed tree, as installing it does: where PYTHONDONTWRITEBYTECODE is set
    (CI machines), every run would otherwise compile every module, the generated readers too."""
    for folder in ("kafkasniff", "dissectors"):
        compileall.compile_dir(tree / folder, quiet=2)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--protocol", choices=sorted(FIELDS), default="kafka", help="what tshark decodes the port as")
    parser.add_argument("--port", type=int, help="broker port for tshark -d (default: FILE.json's, else 9092)")
    parser.add_argument("--tree", type=Path, default=ROOT, help="kafkasniff source tree to time (default: this one)")
    parser.add_argument("--ks-args", default="", help='extra kafkasniff arguments, e.g. "-j 2"')
    parser.add_argument("--from-tree", action="store_true",
                        help="time `python -m kafkasniff` in the tree, not the tree installed")  # fmt: skip
    parser.add_argument("--idle", type=float, default=0.8, help="before each run wait for this idle share (0: off)")
    parser.add_argument("--modes", nargs="+", choices=[*KS_MODES, *TSHARK_MODE_NAMES], help="only these modes")
    args = parser.parse_args()
    args.tree = args.tree.resolve()
    missing = [f for f in args.files if not Path(f).is_file()]
    if missing:
        parser.error(f"no such capture file: {missing[0]}")
    if args.from_tree:
        byte_compile(args.tree)
        args.kafkasniff = FROM_TREE
        print(f"{os.cpu_count()} cores; kafkasniff = {sys.executable} -m kafkasniff run in {args.tree}, byte-compiled")
    else:
        script = user_install.installed(args.tree)
        args.kafkasniff = (str(script),)
        print(f"{os.cpu_count()} cores; kafkasniff = {args.tree} installed as a user installs it: {script}")
    print(describe_tsharks(available_tsharks()))
    for given in args.files:
        bench_file(given, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
