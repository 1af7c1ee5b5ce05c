#!/usr/bin/env python3
"""A soak of a long live tap (issue 49): does `kafkasniff stats -i lo --interval --metrics` stay flat for an hour?

A fresh tansu with one topic; `kafkasniff stats -i lo --interval INTERVAL --json --metrics
127.0.0.1:0 -w DIR/live.pcap -C 50 -W 4` listening (rolling answers, metrics served, a ring of four
50 MB capture files so the disk stays bounded); then librdkafka producers (bench.live_load's load
processes: one small message per Produce request) paced to --rate for --seconds. Every
--sample-every seconds this process writes a row to DIR/samples.tsv: kafkasniff's resident memory
and its tcpdump's, their CPU seconds, tansu's memory, and what a scrape of the metrics says
(Produce requests, kernel and queue drops). After the load, a settle pause, a last scrape, SIGINT.

Reported (stdout and DIR/report.md): the Produce requests librdkafka counted against those of the
final snapshot and of the last scrape; unanswered requests and drops; snapshots printed against
those expected; resident memory at 1, 2, 5, 10, 15, 20, 30, 45 and 60 minutes, its peak, and the
growth from the 25% mark to the peak of the second half; the ring's files at the end.

    python -m bench.live_soak --keep /tmp/soak                         # the hour at 2,000 Produce/s
    python -m bench.live_soak --seconds 180 --interval 20 --keep /tmp/soak-try

Needs root (or CAP_NET_RAW) and tcpdump. No reference tcpdump: an hour at 2,000/s would be several
GB; bench.live_load compares with one over short runs.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import signal
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.live_load import (
    PER_WORKER,
    LoadTotals,
    child_pids,
    create_topic,
    drive_load,
    kill_all,
    num,
    proc_cpu,
    reap,
    spawn,
    table,
    wait_for_line,
    workdir,
)
from samples.record.ports import listening_process

SETTLE_S = 3.0  # after the load: tcpdump hands over its last block, kafkasniff decodes what it queued
DRAIN_S = 180.0  # for kafkasniff to end after SIGINT
SCRAPE_TIMEOUT_S = 5.0
RING_MB, RING_FILES = 50, 4
MARKS_MIN = (1, 2, 5, 10, 15, 20, 30, 45, 60)
PROGRESS_EVERY_S = 60.0
ANNOUNCE = re.compile(r"kafkasniff: serving metrics at (http://\S+/metrics)")
PRODUCE = "Produce"


# ---------------------------------------------------------------- what is sampled


@dataclass
class Scrape:
    """What one scrape of /metrics said (None: not in the exposition, or the scrape failed)."""

    produce: float | None = None  # kafkasniff_requests_total{api="Produce"}, summed over version and client
    unanswered_produce: float | None = None
    kernel_drops: float | None = None
    queue_drops: float | None = None
    packets: float | None = None
    error: str = ""


def scrape(url: str) -> Scrape:
    from prometheus_client.parser import text_string_to_metric_families

    try:
        with urllib.request.urlopen(url, timeout=SCRAPE_TIMEOUT_S) as response:
            text = response.read().decode()
        found = Scrape(produce=0.0, unanswered_produce=0.0)  # a labelled series appears with its first count
        for family in text_string_to_metric_families(text):
            for sample in family.samples:
                read_sample(found, sample.name, sample.labels, sample.value)
        return found
    except Exception as exc:  # a failed scrape is a fact of the soak, reported in its row
        return Scrape(error=f"{type(exc).__name__}: {exc}")


def read_sample(found: Scrape, name: str, labels: dict[str, str], value: float) -> None:
    produce = labels.get("api") == PRODUCE
    if name == "kafkasniff_requests_total" and produce:
        found.produce = (found.produce or 0.0) + value
    elif name == "kafkasniff_unanswered_requests_total" and produce:
        found.unanswered_produce = (found.unanswered_produce or 0.0) + value
    elif name == "kafkasniff_kernel_dropped_packets_total":
        found.kernel_drops = value
    elif name == "kafkasniff_queue_dropped_packets_total":
        found.queue_drops = value
    elif name == "kafkasniff_packets_total":
        found.packets = value


def vm_rss_kb(pid: int) -> int | None:
    """Resident memory of pid in kB (VmRSS), None once it is gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return None


@dataclass(frozen=True)
class Sample:
    elapsed: float  # seconds since the load began (negative: before it)
    ks_rss_kb: int | None
    children_rss_kb: int  # kafkasniff's children (its tcpdump), summed
    cpu_s: float  # kafkasniff and its children, since they started
    tansu_rss_kb: int | None
    metrics: Scrape


TSV_HEADER = ["elapsed_s", "ks_rss_kb", "ks_children_rss_kb", "ks_cpu_s", "produce_requests", "kernel_drops",
              "queue_drops", "packets", "tansu_rss_kb", "scrape_error"]  # fmt: skip


def tsv_cell(value: float | int | str | None) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() else f"{value:.1f}"
    return str(value)


def tsv_row(s: Sample) -> str:
    m = s.metrics
    cells = [s.elapsed, s.ks_rss_kb, s.children_rss_kb, s.cpu_s, m.produce, m.kernel_drops, m.queue_drops, m.packets,
             s.tansu_rss_kb, m.error.replace("\t", " ")]  # fmt: skip
    return "\t".join(tsv_cell(c) for c in cells)


class Sampler:
    """Samples of kafkasniff's process (and tansu's), appended to samples.tsv as they are taken."""

    def __init__(self, path: Path, ks_pid: int, tansu_pid: int | None, url: str, load_start: float) -> None:
        self.path, self.ks_pid, self.tansu_pid, self.url, self.load_start = path, ks_pid, tansu_pid, url, load_start
        self.samples: list[Sample] = []
        path.write_text("\t".join(TSV_HEADER) + "\n")

    def take(self) -> Sample:
        children = child_pids(self.ks_pid)
        sample = Sample(
            elapsed=time.time() - self.load_start,
            ks_rss_kb=vm_rss_kb(self.ks_pid),
            children_rss_kb=sum(vm_rss_kb(c) or 0 for c in children),
            cpu_s=proc_cpu(self.ks_pid) + sum(proc_cpu(c) for c in children),
            tansu_rss_kb=vm_rss_kb(self.tansu_pid) if self.tansu_pid else None,
            metrics=scrape(self.url),
        )
        self.samples.append(sample)
        with open(self.path, "a") as f:
            f.write(tsv_row(sample) + "\n")
        return sample

    def every(self, step: float, until: float) -> None:
        """A sample every step seconds from the load's start until wall time until; progress each minute."""
        tick, said = 0, -PROGRESS_EVERY_S
        while (due := self.load_start + tick * step) <= until:
            time.sleep(max(0.0, due - time.time()))
            sample = self.take()
            if sample.elapsed - said >= PROGRESS_EVERY_S - step / 2:
                said = sample.elapsed
                print(progress_line(sample), flush=True)
            tick += 1


def progress_line(s: Sample) -> str:
    m = s.metrics
    scraped = m.error or f"Produce {num(m.produce)}, kernel drops {num(m.kernel_drops)}"
    return f"  {s.elapsed:6.0f} s: kafkasniff RSS {mib(s.ks_rss_kb)} MiB, CPU {s.cpu_s:.0f} s; {scraped}"


# ---------------------------------------------------------------- what kafkasniff printed


@dataclass(frozen=True)
class Final:
    """The final snapshot's run window: its span and its Produce row."""

    snapshot: int
    start: float
    end: float
    produce: int | None
    unanswered: int | None


def read_snapshots(path: Path) -> tuple[set[int], Final | None]:
    """The snapshot numbers of the NDJSON output, and its final run-window answer."""
    numbers: set[int] = set()
    final = None
    if not path.exists():
        return numbers, None
    with open(path) as f:
        for line in f:
            try:
                snap = json.loads(line)
            except ValueError:
                continue
            numbers.add(snap.get("snapshot", 0))
            if snap.get("final") and snap.get("window") == "run":
                final = final_of(snap)
    return numbers, final


def final_of(snap: dict[str, Any]) -> Final:
    rows = [r for r in snap.get("rows", []) if r.get("kind") == "api" and r.get("api") == PRODUCE]
    row = rows[0] if rows else {}
    return Final(snap["snapshot"], snap["from"], snap["to"], row.get("count"), row.get("unanswered"))


SUMMARY = re.compile(r"^(summary: )?\d+ packets")


def summary_line(stderr: str) -> str:
    """kafkasniff's summary on stderr at exit ('summary: N packets, ... N unanswered, N without request, ...')."""
    lines = [line for line in stderr.splitlines() if SUMMARY.match(line)]
    return lines[-1] if lines else ""


def summary_count(line: str, what: str) -> int | None:
    found = re.search(rf"(\d+) {what}\b", line)
    return int(found.group(1)) if found else None


# ---------------------------------------------------------------- the soak


@dataclass
class Soak:
    rate: float
    seconds: float
    interval: float
    sample_every: float
    load_start: float = 0.0  # wall time
    ks_start: float = 0.0
    ks_stop: float = 0.0  # wall time of SIGINT
    load: LoadTotals = field(default_factory=LoadTotals)
    samples: list[Sample] = field(default_factory=list)
    last_scrape: Scrape | None = None
    snapshots: set[int] = field(default_factory=set)
    final: Final | None = None
    summary: str = ""
    warnings: list[str] = field(default_factory=list)
    ks_status: int | None = None
    ks_cpu_total: float = 0.0
    files: list[tuple[str, int]] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)


def ks_command(port: int, args: argparse.Namespace, work: Path) -> list[str]:
    return [sys.executable, "-m", "kafkasniff", "stats", "-i", "lo", "-f", f"tcp port {port}", "--port", str(port),
            "--interval", f"{args.interval:g}", "--json", "--metrics", "127.0.0.1:0", "-w", str(work / "live.pcap"),
            "-C", str(RING_MB), "-W", str(RING_FILES), *shlex.split(args.ks_args)]  # fmt: skip


def metrics_url(err: Path) -> str:
    found = ANNOUNCE.search(err.read_text(errors="replace"))
    if not found:
        raise RuntimeError(f"kafkasniff did not say where it serves metrics: {err.read_text(errors='replace')[-500:]}")
    return found.group(1)


def run_soak(soak: Soak, args: argparse.Namespace, work: Path) -> None:
    """tansu, topic, kafkasniff, the load with samples, SIGINT; soak is filled as it goes (for a report
    even when a step fails or the run is interrupted)."""
    from samples.record.brokers import tansu

    procs: list[subprocess.Popen] = []
    with tansu(None, work / "tansu.log") as broker:
        port = broker.port
        create_topic(port, args.partitions)
        try:
            with open(work / "stats.ndjson", "wb") as out, open(work / "ks.err", "wb") as err:
                ks = spawn(procs, ks_command(port, args, work), out, err)
            soak.ks_start = time.time()
            wait_for_line(ks, work / "ks.err", "kafkasniff: listening on", "kafkasniff")
            url = metrics_url(work / "ks.err")
            print(f"tansu on {port}; kafkasniff {ks.pid} serves {url}", flush=True)
            start_at, reports = drive_load(procs, port, f"{args.rate:g}", args.seconds, work, PER_WORKER)
            soak.load_start = start_at
            sampler = Sampler(work / "samples.tsv", ks.pid, listening_process(port), url, start_at)
            soak.samples = sampler.samples
            sampler.take()  # before the load: the baseline
            sampler.every(args.sample_every, start_at + args.seconds)
            soak.load = LoadTotals.of(reports())
            time.sleep(SETTLE_S)
            soak.last_scrape = sampler.take().metrics
            soak.ks_stop = time.time()
            os.killpg(ks.pid, signal.SIGINT)
            soak.ks_status, soak.ks_cpu_total = reap(ks, DRAIN_S)
            if soak.ks_status is None:
                soak.failures.append(f"kafkasniff did not end within {DRAIN_S:g} s of SIGINT (killed)")
            elif soak.ks_status != 0:
                soak.failures.append(f"kafkasniff exited {soak.ks_status}")
        finally:
            kill_all(procs)


def fill_outputs(soak: Soak, work: Path) -> None:
    soak.snapshots, soak.final = read_snapshots(work / "stats.ndjson")
    err = (work / "ks.err").read_text(errors="replace") if (work / "ks.err").exists() else ""
    soak.summary = summary_line(err)
    soak.warnings = [line for line in err.splitlines() if line.startswith("kafkasniff: warning:")]
    soak.files = sorted((p.name, p.stat().st_size) for p in work.glob("live.pcap*"))


# ---------------------------------------------------------------- the report


def mib(kb: int | None) -> str:
    return "–" if kb is None else f"{kb / 1024:,.1f}"


def nearest(samples: list[Sample], at: float) -> Sample | None:
    return min(samples, key=lambda s: abs(s.elapsed - at)) if samples else None


def peak(samples: list[Sample]) -> Sample | None:
    measured = [s for s in samples if s.ks_rss_kb is not None]
    return max(measured, key=lambda s: s.ks_rss_kb or 0) if measured else None


RSS_HEADER = ["at", "elapsed s", "kafkasniff RSS MiB", "its tcpdump RSS MiB", "CPU s (both)", "Produce (metrics)",
              "kernel drops", "tansu RSS MiB"]  # fmt: skip


def rss_row(label: str, s: Sample) -> list[str]:
    m = s.metrics
    produce = m.error and f"scrape failed: {m.error}" or num(m.produce)
    return [label, f"{s.elapsed:.0f}", mib(s.ks_rss_kb), mib(s.children_rss_kb), f"{s.cpu_s:.1f}", produce,
            num(m.kernel_drops), mib(s.tansu_rss_kb)]  # fmt: skip


def rss_table(soak: Soak) -> list[str]:
    samples = soak.samples
    if not samples:
        return ["No samples were taken."]
    rows = [rss_row("before the load", samples[0])]
    reached = min(soak.seconds, samples[-1].elapsed + soak.sample_every / 2)  # an interrupted run: its samples
    rows += [rss_row(f"{m} min", s) for m in MARKS_MIN if m * 60 <= reached and (s := nearest(samples, m * 60))]
    rows.append(rss_row("end (after settle)", samples[-1]))
    top = peak(samples)
    if top:
        rows.append(rss_row("peak", top))
    return [table(RSS_HEADER, rows), "", flatness(soak)]


def flatness(soak: Soak) -> str:
    quarter = nearest(soak.samples, soak.seconds / 4)
    late = peak([s for s in soak.samples if s.elapsed >= soak.seconds / 2])
    if not quarter or not late or quarter.ks_rss_kb is None or late.ks_rss_kb is None:
        return "Flatness: not enough samples."
    growth = (late.ks_rss_kb - quarter.ks_rss_kb) / 1024
    return (f"Flatness: peak RSS over the second half {mib(late.ks_rss_kb)} MiB (at {late.elapsed:.0f} s) vs "
            f"{mib(quarter.ks_rss_kb)} MiB at the 25% mark ({quarter.elapsed:.0f} s): growth {growth:+.1f} MiB "
            f"({100 * growth * 1024 / quarter.ks_rss_kb:+.1f}%).")  # fmt: skip


def count_line(name: str, value: float | int | None, sent: int) -> str:
    if value is None:
        return f"- {name}: –"
    return f"- {name}: {num(int(value))} ({num(int(value) - sent)} vs librdkafka's)"


def produce_lines(soak: Soak) -> list[str]:
    load, f = soak.load, soak.final
    sent = load.produce_requests
    span = (f"snapshot {f.snapshot}, from {f.start - soak.load_start:+.1f} s to {f.end - soak.load_start:+.1f} s of "
            f"the load's start (it ran {load.seconds:.1f} s)") if f else "no final snapshot"  # fmt: skip
    covers = bool(f and f.start <= soak.load_start and f.end >= soak.load_start + load.seconds)
    scraped = soak.last_scrape
    lines = [
        f"- Load: {load.workers} process(es), target {soak.rate:g}/s for {soak.seconds:g} s; achieved "
        f"{load.achieved:,.1f} Produce/s; sent {num(load.produced)}, {num(load.delivered)} acked, "
        f"{num(load.errors)} failed",
        f"- librdkafka's count of Produce requests: {num(sent)}",
        count_line(f"final snapshot's Produce count ({span}; covers the whole load: {'yes' if covers else 'NO'})",
                   f.produce if f else None, sent),
        count_line("last scrape's kafkasniff_requests_total{api=\"Produce\"}",
                   scraped.produce if scraped and not scraped.error else None, sent),
    ]  # fmt: skip
    if scraped and scraped.error:
        lines.append(f"- last scrape failed: {scraped.error}")
    return lines


def whole(value: float | None) -> str:
    """A counter scraped (a float) as the count it is."""
    return num(None if value is None else int(value))


def loss_lines(soak: Soak) -> list[str]:
    f, scraped, s = soak.final, soak.last_scrape or Scrape(), soak.summary
    return [
        f"- Produce unanswered: final snapshot {num(f.unanswered if f else None)}, metrics "
        f"{whole(scraped.unanswered_produce)}; summary: "
        f"{num(summary_count(s, 'unanswered'))} unanswered, {num(summary_count(s, 'without request'))} without request",
        f"- kernel drops (metrics): {whole(scraped.kernel_drops)}; "
        f"queue drops (captured, not decoded): {whole(scraped.queue_drops)}",
        f"- kafkasniff's stderr at exit: {s or '–'}",
        f"- kafkasniff: exit {num(soak.ks_status)}, CPU {soak.ks_cpu_total:.1f} s over its life with its tcpdump "
        f"({100 * soak.ks_cpu_total / max(soak.ks_stop - soak.ks_start, 1):.0f}% of one core); "
        f"{len(soak.warnings)} warnings" + (f", the first: {soak.warnings[0]}" if soak.warnings else ""),
    ]  # fmt: skip


def snapshot_lines(soak: Soak) -> list[str]:
    life = (soak.ks_stop or time.time()) - soak.ks_start if soak.ks_start else 0.0  # interrupted: until now
    expected = int(life // soak.interval) + 1 if life > 0 else None
    numbers = sorted(soak.snapshots)
    gaps = [n for n in range(1, numbers[-1] + 1) if n not in soak.snapshots] if numbers else []
    span = f"{numbers[0]}..{numbers[-1]}" if numbers else "–"
    return [
        f"- snapshots printed: {len(numbers)} (numbers {span}"
        f"{', missing ' + str(gaps) if gaps else ''}); expected: {soak.seconds / soak.interval:g} over the load "
        f"(seconds / interval), {num(expected)} over kafkasniff's {life:.0f} s to SIGINT (one every "
        f"{soak.interval:g} s, and the final one)",
    ]  # fmt: skip


def files_lines(soak: Soak) -> list[str]:
    if not soak.files:
        return ["- -w files: none"]
    listed = ", ".join(f"{name} {size / 1e6:.1f} MB" for name, size in soak.files)
    return [f"- -w files ({len(soak.files)}, ring of {RING_FILES} x {RING_MB} MB asked): {listed}"]


def report(soak: Soak, work: Path) -> str:
    parts = [f"## Live soak: {soak.rate:g} Produce/s for {soak.seconds:g} s, --interval {soak.interval:g}", ""]
    parts += [f"- FAILED: {f}" for f in soak.failures]
    parts += produce_lines(soak) + loss_lines(soak) + snapshot_lines(soak) + files_lines(soak)
    samples = f"a sample every {soak.sample_every:g} s in {work / 'samples.tsv'}"
    parts += ["", f"Resident memory ({samples}):", "", *rss_table(soak)]
    return "\n".join(parts)


# ---------------------------------------------------------------- main


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rate", type=float, default=2000.0, help="Produce requests/s")
    parser.add_argument("--seconds", type=float, default=3600.0, help="the load's length")
    parser.add_argument("--partitions", type=int, default=1)
    parser.add_argument("--interval", type=float, default=60.0, help="kafkasniff's --interval")
    parser.add_argument("--sample-every", type=float, default=10.0, help="seconds between samples")
    parser.add_argument("--keep", type=Path, help="keep the outputs here (default: a temp dir, removed)")
    parser.add_argument("--ks-args", default="", help='extra kafkasniff options, e.g. "-B 262144"')
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    # Ctrl-C or a SIGTERM (even when started in the background) unwinds the cleanup blocks
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    soak = Soak(args.rate, args.seconds, args.interval, args.sample_every)
    status = 0
    with workdir(args.keep) as work:
        print(f"{os.cpu_count()} cores; {args.rate:g} Produce/s for {args.seconds:g} s; outputs in {work}", flush=True)
        try:
            run_soak(soak, args, work)
        except KeyboardInterrupt:
            soak.failures.append("interrupted (what follows is up to then)")
            status = 130
        except Exception as exc:  # the report says what failed, with what was measured until then
            soak.failures.append(f"{type(exc).__name__}: {exc}")
            status = 1
        fill_outputs(soak, work)
        text = report(soak, work)
        (work / "report.md").write_text(text + "\n")
        print("\n" + text, flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
