"""python -m samples.record [--only NAME ...] [--out DIR] [--keep-ports]"""

from __future__ import annotations

import argparse
import functools
import sys
import tempfile
from pathlib import Path

from samples.record.catalogue import KAFKA_SAMPLES, MONGO_SAMPLES, NAMES, OWN_CAPTURE_SAMPLES
from samples.record.recorder import Job, discard, record_each, record_kafka, record_mongo
from samples.record.sent import Facts


def arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m samples.record", description="Record real Kafka and MongoDB sample captures on loopback."
    )
    parser.add_argument("--only", nargs="+", choices=NAMES, metavar="NAME", help=f"one of: {', '.join(NAMES)}")
    parser.add_argument("--out", type=Path, default=Path("samples"), help="where NAME.pcap and NAME.facts.json go")
    parser.add_argument(
        "--keep-ports", action="store_true", help="record on the committed samples' ports, not on free ports"
    )
    return parser.parse_args(argv)


def report(facts: Facts) -> str:
    """The line a finished sample prints: what its clients did and what tshark saw."""
    if "requests_per_command" in facts:
        return (f"requests={facts['requests_per_command']} tshark={facts['tshark']['messages_per_opcode']} "
                f"malformed={len(facts['tshark']['malformed_frames'])}")  # fmt: skip
    return (f"produced={facts['produced']} consumed={facts.get('consumed', facts.get('share_consumed'))} "
            f"tshark={facts['tshark']['requests_per_api_key']} malformed={facts['tshark']['malformed']}")  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    args = arguments(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    wanted = set(args.only or NAMES)
    with tempfile.TemporaryDirectory(prefix="samples-record-") as tmp:
        logs = Path(tmp)
        jobs: list[Job] = [
            *((s.name, functools.partial(record_kafka, s, args.out, logs, args.keep_ports)) for s in KAFKA_SAMPLES),
            *((s.name, functools.partial(record_mongo, s, args.out, args.keep_ports)) for s in MONGO_SAMPLES),
        ]
        failures = record_each(
            (job for job in jobs if job[0] in wanted),
            lambda facts: f" on port {facts['port']}: {report(facts)}",
            lambda name, exc: discard(name, exc, args.out, logs),
        )
    for sample in OWN_CAPTURE_SAMPLES:
        if sample.name in wanted:
            print(f"== {sample.name}", flush=True)
            failures += sample.record(args.out) != 0
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
