#!/usr/bin/env python3
"""Where TLS decryption's extra time goes: cProfile of kafkasniff's one-line view in one process
(-j 1, so that the profile sees every stage) on OUT.tls.pcap with its key log and on its
plaintext twin OUT.plain.pcap, as markdown: the TLS-related functions by own time, then the
functions whose own time grows most from the plaintext run to the TLS run.

    python -m bench.tls_profile bench/data/tls-49 [--tree /tmp/ks-COMMIT] [--top 20]

cProfile adds a roughly constant cost per Python call, so small functions called per segment or
per record look larger than they are: compare the totals with bench/tls.py's wall times.
"""

from __future__ import annotations

import argparse
import pstats
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from bench.run import ROOT
from bench.tls import Files

TLS_RELATED = ("tls", "cryptography", "_after_tls", "_locate")  # in a function's file or name

Key = tuple[str, int, str]  # pstats: (file, line, function)


def profile(command: list[str], tree: Path) -> tuple[float, dict[Key, Any]]:
    """(total seconds, pstats' table) of kafkasniff run with these arguments under cProfile."""
    with tempfile.NamedTemporaryFile(suffix=".prof") as out:
        run = [sys.executable, "-m", "cProfile", "-o", out.name, "-m", "kafkasniff", "-q", "-j", "1", *command]
        subprocess.run(run, stdout=subprocess.DEVNULL, check=True, cwd=tree)
        stats = pstats.Stats(out.name)
        return stats.total_tt, stats.stats  # type: ignore[attr-defined]


def name(key: Key, tree: Path) -> str:
    path, line, function = key
    path = path.removeprefix(f"{tree}/").split("site-packages/")[-1]
    return f"`{path}:{line}({function})`" if path != "~" else f"`{function}`"


def related(key: Key) -> bool:
    return any(word in key[0] or word in key[2] for word in TLS_RELATED)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="what make_tls_capture.py was given as OUT")
    parser.add_argument("--tree", type=Path, default=ROOT, help="kafkasniff source tree (default: this one)")
    parser.add_argument("--top", type=int, default=20)
    args = parser.parse_args()
    files, tree = Files.of(args.out), args.tree.resolve()
    tls_total, tls = profile(["--keylog", str(files.keys), str(files.tls)], tree)
    plain_total, plain = profile([str(files.plain)], tree)
    print(f"cProfile, `kafkasniff -q -j 1` on {files.given}: TLS run {tls_total:.2f} s, plaintext run "
          f"{plain_total:.2f} s (+{tls_total - plain_total:.2f} s under the profiler)\n")  # fmt: skip
    print("| own s | cumulative s | calls | TLS-related function (TLS run) |\n| ---: | ---: | ---: | --- |")
    rows = sorted(((v[2], v[3], v[1], k) for k, v in tls.items() if related(k)), reverse=True)
    for own, cumulative, calls, key in rows[: args.top]:
        print(f"| {own:.3f} | {cumulative:.3f} | {calls} | {name(key, tree)} |")
    print(f"\nAll TLS-related own time: {sum(r[0] for r in rows):.2f} s\n")
    print("| own s, TLS minus plaintext | calls TLS / plaintext | function |\n| ---: | ---: | --- |")
    none: tuple[int, int, float, float, dict[Key, Any]] = (0, 0, 0.0, 0.0, {})
    grown = sorted(((tls.get(k, none)[2] - plain.get(k, none)[2], k) for k in tls.keys() | plain.keys()), reverse=True)
    for delta, key in grown[: args.top]:
        print(f"| {delta:+.3f} | {tls.get(key, none)[1]} / {plain.get(key, none)[1]} | {name(key, tree)} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
