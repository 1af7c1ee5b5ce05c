"""python -m samples.record.tls [--only NAME ...] [--out DIR]"""

from __future__ import annotations

import argparse
import functools
import sys
from pathlib import Path

from samples.record.recorder import record_each
from samples.record.sent import Facts
from samples.record.tls.catalogue import NAMES, TLS_SAMPLES
from samples.record.tls.facts import request_count
from samples.record.tls.recorder import record


def arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m samples.record.tls",
        description="Record real TLS samples (Kafka, MongoDB) with their key logs and plain-side twins on loopback.",
    )
    parser.add_argument("--only", nargs="+", choices=NAMES, metavar="NAME", help=f"one of: {', '.join(NAMES)}")
    parser.add_argument("--out", type=Path, default=Path("samples"), help="where the sample files go")
    return parser.parse_args(argv)


def report(facts: Facts) -> str:
    """The line a finished sample prints: its connections, and the requests tshark saw on each side."""
    counts = facts["tshark"]
    suites = sorted({f"{c['version']} {c['cipher_suite']}" for c in facts["tls_connections"]})
    return (f"{len(facts['tls_connections'])} TLS connections ({'; '.join(suites)}); requests tls="
            f"{request_count(counts['tls'])} plain={request_count(counts['plain'])}")  # fmt: skip


def print_failure(name: str, exc: Exception) -> None:
    notes = "".join(f"; {note}" for note in getattr(exc, "__notes__", []))
    print(f"   FAILED: {exc}{notes}", file=sys.stderr, flush=True)


def main(argv: list[str] | None = None) -> int:
    args = arguments(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    wanted = set(args.only or NAMES)
    jobs = ((s.name, functools.partial(record, s, args.out)) for s in TLS_SAMPLES if s.name in wanted)
    failures = record_each(jobs, lambda facts: f": {report(facts)}", print_failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
