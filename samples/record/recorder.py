"""Record one sample: broker, tcpdump, scenario, the capture's closing, then the sidecar of facts."""

from __future__ import annotations

import contextlib
import json
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path

from samples.record import tshark
from samples.record.brokers import Endpoint, mock_cluster, tansu
from samples.record.capture import Wire, capture, capture_filter, wait_for_closings
from samples.record.sample_kinds import KafkaSample, MongoSample
from samples.record.scenarios.mongo_wire import mongo_tshark
from samples.record.sent import Facts
from samples.record.waits import deadline

SAMPLE_DEADLINE_S = 180  # last resort: every step has a tighter bound of its own


def endpoint(sample: KafkaSample, port: int | None, log_dir: Path) -> contextlib.AbstractContextManager[Endpoint]:
    if sample.broker is not None:
        return sample.broker()
    if sample.mock:
        return mock_cluster()
    return tansu(port, log_dir / f"{sample.name}.tansu.log")


def record_kafka(sample: KafkaSample, out_dir: Path, log_dir: Path, keep_ports: bool) -> Facts:
    pcap = out_dir / f"{sample.name}.pcap"
    port = sample.recorded_port if keep_ports and sample.recorded_port else None
    with (
        deadline(SAMPLE_DEADLINE_S, f"recording {sample.name}"),
        endpoint(sample, port, log_dir) as running,
        capture(pcap, running.port, running.exclude_ports),
    ):
        facts = sample.scenario(running.port, Wire(pcap))
        wait_for_closings(pcap, running.port)
    tshark_facts = tshark.kafka_facts(pcap, running.port)
    if sample.finish is not None:
        sample.finish(pcap, running.port, facts)
    facts.update(
        description=sample.description,
        broker=f"127.0.0.1:{running.port}",
        port=running.port,
        broker_software=running.software,
        pcap=pcap.name,
        pcap_packets=tshark.packet_count(pcap),
        tshark=tshark_facts,
        tshark_clean=tshark_facts["malformed"] == 0,
    )
    if running.exclude_ports:
        # The mock cluster's host client connected before the capture started.
        facts["capture_filter"] = capture_filter(running.port, running.exclude_ports)
    write_sidecar(out_dir / f"{sample.name}.facts.json", facts)
    return facts


def record_mongo(sample: MongoSample, out_dir: Path, keep_ports: bool) -> Facts:
    pcap = out_dir / f"{sample.name}.pcap"
    with deadline(SAMPLE_DEADLINE_S, f"recording {sample.name}"):
        facts = sample.make(pcap, sample.recorded_port if keep_ports else None, out_dir)
    port = facts["port"]
    facts.update(
        description=sample.description,
        server=f"127.0.0.1:{port}",
        pcap=pcap.name,
        pcap_packets=tshark.packet_count(pcap),
        tshark=mongo_tshark(pcap, port),
    )
    write_sidecar(out_dir / f"{sample.name}.facts.json", facts)
    return facts


def write_sidecar(path: Path, facts: Facts) -> None:
    path.write_text(json.dumps(facts, indent=2, sort_keys=True, default=str) + "\n")


def discard(name: str, exc: Exception, out_dir: Path, log_dir: Path) -> None:
    """Say why a sample failed and remove what it left: a partial pcap beside an older sidecar would disagree."""
    print(f"   FAILED: {exc}", file=sys.stderr)
    (out_dir / f"{name}.pcap").unlink(missing_ok=True)
    (out_dir / f"{name}.facts.json").unlink(missing_ok=True)
    log = log_dir / f"{name}.tansu.log"
    if log.exists():
        tail = log.read_text(errors="replace").splitlines()[-20:]
        print("   tansu log tail:\n" + "\n".join(tail), file=sys.stderr)


Job = tuple[str, Callable[[], Facts]]  # a sample's name, and what records it


def record_each(jobs: Iterable[Job], report: Callable[[Facts], str], failed: Callable[[str, Exception], None]) -> int:
    """Record each sample in turn: its name, then how long it took and `report`'s line, or, if
    it failed, `failed` says so; the number that failed."""
    failures = 0
    for name, record in jobs:
        print(f"== {name}", flush=True)
        started = time.monotonic()
        try:
            facts = record()
        except Exception as exc:
            failures += 1
            failed(name, exc)
            continue
        print(f"   done in {time.monotonic() - started:.1f}s{report(facts)}", flush=True)
    return failures
