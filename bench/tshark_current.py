#!/usr/bin/env python3
"""Debian 13's tshark beside the system's: a debootstrap'd folder of the project's, built once.

The system's tshark is Debian 12's (4.0), which decodes only the headers of librdkafka's newest
Produce and Fetch versions; the tshark a user reaches for today is Debian 13's (4.4). It is
installed into bench/.tshark-trixie (git-ignored) with debootstrap, so nothing on the system
changes, and run with `chroot DIR tshark -r -`, the capture on stdin: the capture's path need not
be reachable inside the folder, and stdin is the file itself (not a pipe), so tshark reads it as
it would a path.

    python -m bench.tshark_current            # build when missing, print the version
    python -m bench.tshark_current --version  # the version only (exit 1 when not built)
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROOT = ROOT / "bench" / ".tshark-trixie"
SUITE = "trixie"
MIRROR = "http://deb.debian.org/debian"


@dataclass(frozen=True)
class Tshark:
    """One tshark to time: how to start it and whether the capture goes on stdin."""

    label: str  # the column's name, e.g. "tshark13"
    argv: tuple[str, ...]  # the command up to tshark's own arguments
    reads_stdin: bool  # True: `-r -` with the capture as stdin

    def command(self, capture: Path, args: list[str]) -> list[str]:
        source = "-" if self.reads_stdin else str(capture)
        return [*self.argv, "-r", source, *args]


def built(root: Path = CHROOT) -> bool:
    return (root / "usr" / "bin" / "tshark").is_file()


def current(root: Path = CHROOT) -> Tshark | None:
    """Debian 13's tshark when its folder is built and this process may chroot (root), else None."""
    if not built(root) or os.geteuid() != 0 or shutil.which("chroot") is None:
        return None
    return Tshark("tshark13", ("chroot", str(root), "tshark"), reads_stdin=True)


def system() -> Tshark | None:
    """The system's tshark (Debian 12's on the project's machines), else None."""
    path = shutil.which("tshark")
    return Tshark("tshark12", (path,), reads_stdin=False) if path else None


def version(tshark: Tshark) -> str:
    """`TShark (Wireshark) 4.4.x`'s version number, or "" when it does not start."""
    try:
        run = subprocess.run([*tshark.argv, "--version"], capture_output=True, text=True)
    except OSError:  # a folder half removed, chroot refused
        return ""
    words = run.stdout.split("\n", 1)[0].split() if run.returncode == 0 else []
    return words[2].rstrip(".") if len(words) > 2 else ""


def build(root: Path = CHROOT) -> float:
    """debootstrap minbase + tshark into root; return the seconds it took.

    Into root.partial first, renamed when complete, so an interrupted build is never taken for a
    finished one (a partial folder is removed and built again).
    """
    partial = root.with_name(root.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    started = time.monotonic()
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    command = ["debootstrap", "--variant=minbase", "--include=tshark", SUITE, str(partial), MIRROR]
    subprocess.run(command, check=True, env=env, stdout=subprocess.DEVNULL)
    partial.rename(root)
    return time.monotonic() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="store_true", help="print the version only; do not build")
    args = parser.parse_args()
    if not built() and not args.version:
        if os.geteuid() != 0 or shutil.which("debootstrap") is None:
            print("building needs root and debootstrap (scripts/install-deps.sh)", file=sys.stderr)
            return 1
        seconds = build()
        print(f"built {CHROOT.relative_to(ROOT)} in {seconds:.0f} s", file=sys.stderr)
    tshark = current()
    found = version(tshark) if tshark else ""
    if not found:
        print(f"Debian 13's tshark is not usable from {CHROOT.relative_to(ROOT)}", file=sys.stderr)
        return 1
    print(found)
    return 0


if __name__ == "__main__":
    sys.exit(main())
