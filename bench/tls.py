#!/usr/bin/env python3
"""The cost of TLS decryption (issue 18): kafkasniff and tshark on the TLS capture and on its
plaintext twin (both made by bench/make_tls_capture.py), as markdown.

    python -m bench.tls bench/data/tls-49 bench/data/tls-500 --runs 3
    python -m bench.tls bench/data/tls-500 --runs 5 --tree /tmp/ks-COMMIT   # a `git archive` snapshot

Target: kafkasniff's one-line view on OUT.tls.pcap (with --keylog OUT.keys) takes at most 15% more
wall time than on OUT.plain.pcap. Each kafkasniff mode is timed with each --ks-args variant (by
default as it is, where a file over 16 MB is read in a second process, and with -j 1); tshark
decrypts with `-o tls.keylog_file:KEYS -d tcp.port==P,tls -d tls.port==P,kafka`. Runs go
round-robin as in bench/run.py (median wall, CPU, peak RSS of the largest process). First, each
pair of runs is checked to print the same thing (JSON without its "tls" object).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from bench.run import ROOT, Timing, measure, wait_idle

TARGET = 1.15  # TLS wall time over plaintext's, one-line view, at most
KS_MODES = {"one-line": [], "json": ["--json"]}


@dataclass(frozen=True)
class Files:
    """What make_tls_capture.py wrote for one OUT."""

    given: str
    tls: Path
    plain: Path
    keys: Path
    port: int

    @classmethod
    def of(cls, given: str) -> Files:
        stem = Path(given).resolve()
        facts = Path(f"{stem}.json")
        port = json.loads(facts.read_text()).get("port") if facts.exists() else None
        return cls(given, Path(f"{stem}.tls.pcap"), Path(f"{stem}.plain.pcap"), Path(f"{stem}.keys"), port or 9092)


def commands(files: Files, variants: list[str]) -> dict[tuple[str, str], list[str]]:
    """(mode, plain or tls) -> command. kafkasniff's modes once per --ks-args variant."""
    out: dict[tuple[str, str], list[str]] = {}
    ks = [sys.executable, "-m", "kafkasniff", "-q"]
    for variant in variants:
        for mode, extra in KS_MODES.items():
            name = f"{mode} {variant}".strip()
            out[name, "plain"] = [*ks, *extra, *shlex.split(variant), str(files.plain)]
            out[name, "tls"] = [*ks, "--keylog", str(files.keys), *extra, *shlex.split(variant), str(files.tls)]
    if shutil.which("tshark"):
        fields, port = ["-T", "fields", "-e", "kafka.request_key"], files.port
        out["tshark -T fields", "plain"] = ["tshark", "-r", str(files.plain), "-d", f"tcp.port=={port},kafka", *fields]
        keys = f"tls.keylog_file:{files.keys}"
        decrypt = ["-o", keys, "-d", f"tcp.port=={port},tls", "-d", f"tls.port=={port},kafka"]
        out["tshark -T fields", "tls"] = ["tshark", "-r", str(files.tls), *decrypt, *fields]
    return out


def shown(command: list[str], files: Files) -> str:
    """The command as one would type it from the repository's root."""
    words = ["kafkasniff", *command[3:]] if command[0] == sys.executable else command
    text = shlex.join(words)
    for path in (files.tls, files.plain, files.keys):
        text = text.replace(str(path), os.path.relpath(path, ROOT))
    return text


# -- same output ------------------------------------------------------------------------------


def digest(command: list[str], cwd: Path) -> tuple[str, int, str]:
    """(digest of stdout's lines, line count, stderr's last line), JSON lines without "tls"
    (the TLS run's only addition) and with keys sorted. tshark -T fields prints a line per
    packet, empty for one that ends no Kafka message: the TLS file has other packets, so only
    its non-empty lines are compared."""
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd)
    assert proc.stdout is not None and proc.stderr is not None
    summed, lines = hashlib.sha256(), 0
    for line in proc.stdout:
        if line == b"\n":
            continue
        if line.startswith(b"{"):
            shown = json.loads(line)
            shown.pop("tls", None)
            line = json.dumps(shown, sort_keys=True).encode() + b"\n"
        summed.update(line)
        lines += 1
    errors = proc.stderr.read().decode(errors="replace").splitlines()
    proc.wait()
    last = next((e for e in reversed(errors) if "dangerous" not in e), "")
    return summed.hexdigest(), lines, f"exit {proc.returncode}: {last}" if proc.returncode else last


def check(files: Files, todo: dict[tuple[str, str], list[str]], tree: Path) -> None:
    """Each mode's TLS run against its plaintext run (without -q: the summaries are shown)."""
    print(f"\n#### {files.given}: same output with TLS as without?\n")
    print("| mode | plaintext lines | TLS lines | same | TLS run's summary (stderr) |")
    print("| --- | ---: | ---: | --- | --- |")
    for mode in dict.fromkeys(m for m, _ in todo):
        (plain, n_plain, _), (tls, n_tls, summary) = (
            digest([w for w in todo[mode, side] if w != "-q"], tree) for side in ("plain", "tls")
        )
        print(f"| {mode} | {n_plain} | {n_tls} | {'yes' if plain == tls else '**NO**'} | {summary} |")


# -- timing -----------------------------------------------------------------------------------


def bench(files: Files, args: argparse.Namespace) -> None:
    for path in (files.plain, files.tls):
        with open(path, "rb") as f:  # into the page cache
            while f.read(1 << 24):
                pass
    todo = commands(files, args.ks_args)
    if not args.no_check:
        check(files, todo, args.tree)
    if not args.runs:
        return
    timings = {key: Timing(cmd, args.tree if cmd[0] == sys.executable else ROOT) for key, cmd in todo.items()}
    for _ in range(args.runs):
        for timing in timings.values():
            if not timing.failure:
                wait_idle(args.idle)
                measure(timing)
    report(files, timings, args.runs)


def report(files: Files, timings: dict[tuple[str, str], Timing], runs: int) -> None:
    plain_mb, tls_mb = files.plain.stat().st_size / 1e6, files.tls.stat().st_size / 1e6
    print(f"\n#### {files.given}: plaintext {plain_mb:.0f} MB, TLS {tls_mb:.0f} MB, port {files.port}, "
          f"{'median of ' + str(runs) if runs > 1 else '1 run'}\n")  # fmt: skip
    print(
        "| mode | plaintext wall s | TLS wall s | TLS / plaintext | extra s | plaintext CPU s | TLS CPU s "
        "| peak RSS MB plain / TLS | walls plain; TLS |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    for mode in dict.fromkeys(m for m, _ in timings):
        plain, tls = timings[mode, "plain"], timings[mode, "tls"]
        if plain.failure or tls.failure:
            print(f"| {mode} | FAILED | | | | | | | {plain.failure or tls.failure} |")
            continue
        ratio = tls.wall / plain.wall
        verdict = f" ({'ok' if ratio <= TARGET else 'over'})" if mode.startswith("one-line") else ""
        cpu = [statistics.median(t.cpus) for t in (plain, tls)]
        walls = "; ".join(" ".join(f"{w:.2f}" for w in t.walls) for t in (plain, tls))
        print(f"| {mode} | {plain.wall:.2f} | {tls.wall:.2f} | {ratio:.2f}{verdict} | {tls.wall - plain.wall:.2f} "
              f"| {cpu[0]:.2f} | {cpu[1]:.2f} | {plain.rss_mb:.0f} / {tls.rss_mb:.0f} | {walls} |")  # fmt: skip
    tshark = ("tshark -T fields", "plain"), ("tshark -T fields", "tls")
    if all(k in timings and timings[k].walls for k in tshark):
        print("\n| kafkasniff mode | / tshark -T fields, plaintext | / tshark -T fields, TLS |\n| --- | ---: | ---: |")
        for mode in dict.fromkeys(m for m, _ in timings if not m.startswith("tshark")):
            a, b = timings[mode, "plain"], timings[mode, "tls"]
            if a.walls and b.walls:
                print(f"| {mode} | {a.wall / timings[tshark[0]].wall:.2f} | {b.wall / timings[tshark[1]].wall:.2f} |")
    print("\nCommands:\n")
    for (mode, side), t in timings.items():
        print(f"- {mode}, {side}: `{shown(t.command, files)}`")
    sys.stdout.flush()


def tree_state(tree: Path) -> str:
    """The commit timed, and whether the code differs from it (another engineer may be editing it)."""
    if not (tree / ".git").exists():
        return "not a git checkout"
    git = ["git", "-C", str(tree)]
    head = subprocess.run([*git, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run([*git, "status", "--porcelain", "kafkasniff", "dissectors"], capture_output=True, text=True)
    return f"commit {head or '?'}, kafkasniff/ and dissectors/ {'modified' if dirty.stdout.strip() else 'as committed'}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="+", help="what make_tls_capture.py was given as OUT")
    parser.add_argument("--runs", type=int, default=3, help="timed runs per command (0: only the output check)")
    parser.add_argument("--ks-args", nargs="+", default=["", "-j 1"],
                        help='kafkasniff argument variants, each timed (default: "" "-j 1")')  # fmt: skip
    parser.add_argument("--idle", type=float, default=0.8, help="before each run wait for this idle share (0: off)")
    parser.add_argument("--tree", type=Path, default=ROOT, help="kafkasniff source tree to time (default: this one)")
    parser.add_argument("--no-check", action="store_true", help="skip comparing the TLS runs' output to plaintext's")
    args = parser.parse_args()
    args.tree = args.tree.resolve()
    every = [Files.of(given) for given in args.out]
    missing = [str(p) for f in every for p in (f.tls, f.plain, f.keys) if not p.is_file()]
    if missing:
        parser.error(f"missing (make it with python -m bench.make_tls_capture IN.pcap OUT): {missing[0]}")
    state = tree_state(args.tree)
    print(f"{os.cpu_count()} cores; kafkasniff = {sys.executable} -m kafkasniff run in {args.tree} ({state})")
    for files in every:
        bench(files, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
