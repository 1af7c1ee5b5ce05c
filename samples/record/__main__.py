"""python -m samples.record [--only NAME ...] [--out DIR] [--keep-ports]"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from samples.record.catalogue import KAFKA_SAMPLES, MONGO_SAMPLES, NAMES
from samples.record.recorder import discard, record_kafka, record_mongo


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


def main(argv: list[str] | None = None) -> int:
    args = arguments(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    wanted = set(args.only or NAMES)
    failures = 0
    with tempfile.TemporaryDirectory(prefix="samples-record-") as tmp:
        for sample in [s for s in KAFKA_SAMPLES if s.name in wanted]:
            print(f"== {sample.name}", flush=True)
            started = time.monotonic()
            try:
                facts = record_kafka(sample, args.out, Path(tmp), args.keep_ports)
            except Exception as exc:
                failures += 1
                discard(sample.name, exc, args.out, Path(tmp))
                continue
            print(f"   done in {time.monotonic() - started:.1f}s on port {facts['port']}: produced={facts['produced']} "
                  f"consumed={facts['consumed']} tshark={facts['tshark']['requests_per_api_key']} "
                  f"malformed={facts['tshark']['malformed']}", flush=True)  # fmt: skip
        for mongo in [s for s in MONGO_SAMPLES if s.name in wanted]:
            print(f"== {mongo.name}", flush=True)
            started = time.monotonic()
            try:
                facts = record_mongo(mongo, args.out, args.keep_ports)
            except Exception as exc:
                failures += 1
                discard(mongo.name, exc, args.out, Path(tmp))
                continue
            print(f"   done in {time.monotonic() - started:.1f}s on port {facts['port']}: "
                  f"requests={facts['requests_per_command']} tshark={facts['tshark']['messages_per_opcode']} "
                  f"malformed={len(facts['tshark']['malformed_frames'])}", flush=True)  # fmt: skip
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
