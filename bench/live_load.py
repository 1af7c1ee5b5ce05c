#!/usr/bin/env python3
"""Live capture under load (issue 19): does `kafkasniff -i lo` keep every packet that tcpdump does?

For each --rates rate, for --seconds: a fresh tansu on a free port with one topic; a reference
`tcpdump -i lo -w REF.pcap 'tcp port P'` and `kafkasniff -i lo -f 'tcp port P' -w LIVE.pcap --json
--json-summary` both listening; then librdkafka producers (confluent-kafka, each in a process of
its own: acks=1, linger.ms=0, batch.num.messages=1, so one small message per Produce request)
paced to the rate ("max": as fast as they go). After the load, a settle pause, then both captures
get SIGINT. Compared: packets in REF.pcap (and tcpdump's own kernel drops) with what kafkasniff
decoded, what it says the kernel dropped and it did not decode, the packets of its -w file, and the
Produce exchanges it decoded with those in REF.pcap (decoded afterwards by this tree's kafkasniff).

    python -m bench.live_load                                   # this tree, default rates
    python -m bench.live_load --rates 300 1000 2000 5000 max --seconds 15
    git worktree add /tmp/ks-old ecc7c61                        # the scapy tap, for before/after
    python -m bench.live_load --old-tree /tmp/ks-old --rates 300 5000
    git worktree remove /tmp/ks-old

Needs root (or CAP_NET_RAW) and tcpdump; the old tree's tap needs scapy. Before each run it waits
(at most --idle-wait seconds) for the machine to be --idle idle: on a 2-core box tansu, the load, and
two captures already compete for the CPU, so the CPU table says who used what during the load.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import mmap
import os
import resource
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from bench.run import ROOT, idle_share
from kafkasniff.capture.relay import PCAP_HEADER, record_length_reader, whole_records
from kafkasniff.capture.tcpdump import CaptureStats, read_counts
from samples.record.ports import listening_process

DEFAULT_RATES = ["300", "1000", "2000", "5000", "8000", "max"]
TOPIC = "live-load"
VALUE = b"v" * 100  # a small record
PER_WORKER = 5000  # target Produce/s one load process is given at most
MAX_WORKERS = 2  # load processes for "max"
MAX_OUTSTANDING = 2000  # "max": messages a producer may have waiting for their acks
SETTLE_S = 1.5  # after the load and before SIGINT: tcpdump hands over a block a second at the latest
START_S = 30.0  # for a capture to say it listens
WORKER_GRACE_S = 60.0  # a load process's bound past --seconds (connect, flush, last stats)
DRAIN_S = 180.0  # for kafkasniff to end after SIGINT (it decodes what it queued)
CLIENT_TIMEOUT_S = 15
CLK_TCK = os.sysconf("SC_CLK_TCK")


# ---------------------------------------------------------------- the load (a process of its own)


def produce_paced(port: int, rate: float, seconds: float, start_at: float) -> dict[str, Any]:
    """One librdkafka producer sending one message per Produce request at `rate` per second
    (0: as fast as it goes) for `seconds` from wall time `start_at`; what it did, as a dict."""
    from confluent_kafka import Producer

    counts = {"delivered": 0, "errors": 0}
    stats: dict[str, int] = {}

    def on_delivery(err: Any, msg: Any) -> None:
        counts["errors" if err is not None else "delivered"] += 1

    def on_stats(text: str) -> None:
        brokers = json.loads(text).get("brokers", {}).values()
        stats["produce_requests"] = sum(b.get("req", {}).get("Produce", 0) for b in brokers)

    producer = Producer({
        "bootstrap.servers": f"127.0.0.1:{port}", "client.id": f"live-load-{os.getpid()}",
        "acks": 1, "linger.ms": 0, "batch.num.messages": 1, "enable.idempotence": False,
        "statistics.interval.ms": 500, "stats_cb": on_stats, "on_delivery": on_delivery,
        "queue.buffering.max.messages": 1_000_000,
    })  # fmt: skip
    producer.list_topics(TOPIC, timeout=CLIENT_TIMEOUT_S)  # connected before the clock starts
    time.sleep(max(0.0, start_at - time.time()))
    produced, started, cpu_started = 0, time.monotonic(), cpu_self()
    end = started + seconds
    while (now := time.monotonic()) < end:
        due = (now - started) * rate if rate else produced + MAX_OUTSTANDING - len(producer)
        while produced < due:
            try:
                producer.produce(TOPIC, VALUE)
            except BufferError:
                break
            produced += 1
        # librdkafka waits whole milliseconds (less is a busy loop): at high rates a few go per wake-up
        wait = (started + (produced + 1) / rate - time.monotonic()) if rate else 0.0
        producer.poll(min(max(wait, 0.001), 0.005))
    cpu = cpu_self() - cpu_started
    producer.flush(CLIENT_TIMEOUT_S)
    elapsed = time.monotonic() - started
    producer.poll(1.1)  # one more statistics report, after the last request
    return {**counts, **stats, "produced": produced, "seconds": elapsed, "cpu_s": cpu}


def cpu_self() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)  # all threads: librdkafka's too
    return usage.ru_utime + usage.ru_stime


def worker_main(args: argparse.Namespace) -> int:
    print(json.dumps(produce_paced(args.port, args.worker_rate, args.seconds, args.start_at)), flush=True)
    return 0


# ---------------------------------------------------------------- processes and their CPU


def proc_cpu(pid: int) -> float:
    """CPU seconds (user + system) process pid used so far; 0 once it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / CLK_TCK


def child_pids(pid: int) -> list[int]:
    found: list[int] = []
    with contextlib.suppress(OSError):
        for task in os.listdir(f"/proc/{pid}/task"):
            with contextlib.suppress(OSError):
                found += [int(c) for c in Path(f"/proc/{pid}/task/{task}/children").read_text().split()]
    return found


def machine_busy() -> float:
    """CPU seconds all cores spent busy since boot (from /proc/stat)."""
    values = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:8]]
    return (sum(values) - values[3] - values[4]) / CLK_TCK


def reap(proc: subprocess.Popen, timeout: float) -> tuple[int | None, float]:
    """Wait up to timeout for proc (then kill it); its exit status (None if it was killed) and the CPU
    seconds it and the children it waited for used, from wait4."""
    limit = time.monotonic() + timeout
    killed = False
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            proc.returncode = os.waitstatus_to_exitcode(status)
            return (None if killed else proc.returncode), usage.ru_utime + usage.ru_stime
        if time.monotonic() > limit and not killed:
            kill_tree(proc.pid)
            killed = True
        time.sleep(0.05)


def kill_tree(pid: int) -> None:
    """SIGKILL pid's process group (each child runs in its own) and its children, which may have
    sessions of their own (kafkasniff's tcpdump)."""
    for child in child_pids(pid):
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(child, signal.SIGKILL)
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)


def kill_all(procs: list[subprocess.Popen]) -> None:
    """Last resort for whatever is still running."""
    for proc in procs:
        if proc.poll() is None:
            kill_tree(proc.pid)
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(5)


def spawn(procs: list[subprocess.Popen], cmd: list[str], stdout: IO[bytes] | int, stderr: IO[bytes] | int,
          cwd: Path = ROOT, env: dict[str, str] | None = None) -> subprocess.Popen:  # fmt: skip
    proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=stdout, stderr=stderr, cwd=cwd, env=env,
                            start_new_session=True)  # fmt: skip
    procs.append(proc)
    return proc


def wait_for_line(proc: subprocess.Popen, path: Path, needle: str, what: str) -> None:
    limit = time.monotonic() + START_S
    while needle not in path.read_text(errors="replace"):
        if proc.poll() is not None or time.monotonic() > limit:
            raise RuntimeError(f"{what} did not start listening: {path.read_text(errors='replace')[-500:]}")
        time.sleep(0.05)


# ---------------------------------------------------------------- reading what was captured


def pcap_packets(path: Path) -> int:
    """Packets in a pcap file (a record cut off at the end is not counted)."""
    if not path.exists() or path.stat().st_size < PCAP_HEADER:
        return 0
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as data:
        records = memoryview(data)[PCAP_HEADER:]
        try:
            return whole_records(records, record_length_reader(data[:PCAP_HEADER]))[1]
        finally:
            records.release()


def tcpdump_counts(stderr: str) -> tuple[int | None, int | None]:
    """(packets captured, dropped by kernel) from what tcpdump printed at exit (None: not printed)."""
    stats = CaptureStats()
    reported = [read_counts(line, stats) for line in stderr.splitlines()]
    return (stats.captured, stats.dropped_by_kernel) if any(reported) else (None, None)


def json_output(path: Path) -> tuple[int, dict[str, Any]]:
    """Produce exchanges in kafkasniff's NDJSON output, and its summary (the last line)."""
    produce, summary = 0, {}
    with open(path, "rb") as f:
        for line in f:
            if b'"api":"Produce"' in line:
                produce += 1
            elif line.startswith(b'{"summary"'):
                summary = json.loads(line)["summary"]
    return produce, summary


def produce_in(pcap: Path, port: int) -> int:
    """Produce exchanges in a capture file, decoded by this tree's kafkasniff."""
    with tempfile.NamedTemporaryFile(suffix=".ndjson") as out:
        cmd = [sys.executable, "-m", "kafkasniff", "-q", "--json", "--api", "Produce", "--port", str(port), str(pcap)]
        subprocess.run(cmd, stdout=out, stderr=subprocess.DEVNULL, cwd=ROOT, timeout=600, check=False)
        return json_output(Path(out.name))[0]


# ---------------------------------------------------------------- one run


@dataclass(frozen=True)
class Tree:
    name: str
    path: Path

    def env(self) -> dict[str, str]:
        return {**os.environ, "PYTHONPATH": str(self.path)}


@dataclass(frozen=True)
class LoadTotals:
    """What the load workers reported (produce_paced), summed over them."""

    workers: int = 0
    seconds: float = 0.0  # the load's length, first Produce to last ack: the longest worker's
    produced: int = 0
    delivered: int = 0
    errors: int = 0
    produce_requests: int = 0  # as librdkafka counted them

    @classmethod
    def of(cls, reports: list[dict[str, Any]]) -> LoadTotals:
        return cls(
            workers=len(reports),
            seconds=max(r["seconds"] for r in reports),
            produced=sum(r["produced"] for r in reports),
            delivered=sum(r["delivered"] for r in reports),
            errors=sum(r["errors"] for r in reports),
            produce_requests=sum(r.get("produce_requests", 0) for r in reports),
        )

    @property
    def achieved(self) -> float:
        """Produce requests per second, as librdkafka counted them (its acks if it did not report)."""
        sent = self.produce_requests or self.delivered
        return sent / self.seconds if self.seconds else 0.0


@dataclass
class Run:
    """What one run at one rate with one kafkasniff tree measured."""

    tree: str
    target: str
    load: LoadTotals = field(default_factory=LoadTotals)
    ref_packets: int = 0
    ref_captured: int | None = None
    ref_dropped: int | None = None
    ref_produce: int = 0
    live_file_packets: int = 0
    produce_decoded: int = 0
    summary: dict[str, Any] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    ks_status: int | None = None
    ks_cpu_total: float = 0.0  # its whole life, with the tcpdump it runs (wait4)
    cpu: dict[str, float] = field(default_factory=dict)  # CPU seconds during the load, per component
    failure: str = ""

    @property
    def lost_pct(self) -> float:
        decoded = self.summary.get("packets", 0)
        return 100.0 * (self.ref_packets - decoded) / self.ref_packets if self.ref_packets else 0.0


def ks_command(port: int, live: Path, extra: str) -> list[str]:
    return [sys.executable, "-m", "kafkasniff", "-i", "lo", "-f", f"tcp port {port}", "-w", str(live), "--json",
            "--json-summary", "--port", str(port), *shlex.split(extra)]  # fmt: skip


class Sampler:
    """CPU seconds of the run's processes (and of the whole machine) at the start and end of the load."""

    def __init__(self, pids: dict[str, int], ks_pid: int) -> None:
        self.pids, self.ks_pid = pids, ks_pid
        self.start = self.sample()

    def sample(self) -> dict[str, float]:
        now = {name: proc_cpu(pid) for name, pid in self.pids.items()}
        now["kafkasniff children"] = sum(proc_cpu(c) for c in child_pids(self.ks_pid))
        now["machine"] = machine_busy()
        return now

    def used(self) -> dict[str, float]:
        end = self.sample()
        return {name: end[name] - self.start[name] for name in end}


def drive_load(procs: list[subprocess.Popen], port: int, target: str, seconds: float, work: Path,
               per_worker: int) -> tuple[float, Callable[[], list[dict[str, Any]]]]:  # fmt: skip
    """Start the load processes; the wall time at which they begin to produce, and a function
    that waits for them and returns their reports."""
    rate = 0.0 if target == "max" else float(target)
    count = MAX_WORKERS if rate == 0 else max(1, math.ceil(rate / per_worker))
    start_at = time.time() + 2.0  # all begin together, once imported and connected
    workers = []
    for i in range(count):
        cmd = [sys.executable, "-m", "bench.live_load", "--worker", "--port", str(port), "--worker-rate",
               str(rate / count), "--seconds", str(seconds), "--start-at", str(start_at)]  # fmt: skip
        out, err = open(work / f"load-{i}.json", "wb"), open(work / f"load-{i}.err", "wb")  # noqa: SIM115
        with out, err:
            workers.append(spawn(procs, cmd, out, err))

    def reports() -> list[dict[str, Any]]:
        found = []
        for i, worker in enumerate(workers):
            status, _ = reap(worker, seconds + WORKER_GRACE_S)
            text = (work / f"load-{i}.json").read_text().strip()
            if status != 0 or not text:
                raise RuntimeError(f"load process {i} failed ({status}): {(work / f'load-{i}.err').read_text()[-500:]}")
            found.append(json.loads(text.splitlines()[-1]))
        return found

    return start_at, reports


def create_topic(port: int, partitions: int) -> None:
    from confluent_kafka.admin import AdminClient, NewTopic

    admin = AdminClient({"bootstrap.servers": f"127.0.0.1:{port}", "client.id": "live-load-admin"})
    futures = admin.create_topics([NewTopic(TOPIC, num_partitions=partitions, replication_factor=1)],
                                  request_timeout=CLIENT_TIMEOUT_S, operation_timeout=CLIENT_TIMEOUT_S)  # fmt: skip
    futures[TOPIC].result(timeout=CLIENT_TIMEOUT_S)


def one_run(tree: Tree, target: str, args: argparse.Namespace, work: Path) -> Run:
    """tansu, topic, both captures, the load, SIGINT; then count everything."""
    from samples.record.brokers import tansu

    run = Run(tree.name, target)
    work.mkdir(parents=True, exist_ok=True)
    ref, live, ks_out, ks_err, ref_err = (work / n for n in ("ref.pcap", "live.pcap", "ks.ndjson", "ks.err", "ref.err"))
    procs: list[subprocess.Popen] = []
    with tansu(None, work / "tansu.log") as broker:
        port = broker.port
        create_topic(port, args.partitions)
        try:
            ref_cmd = ["tcpdump", "-i", "lo", "-w", str(ref), *shlex.split(args.ref_args), f"tcp port {port}"]
            with open(ref_err, "wb") as err:
                ref_proc = spawn(procs, ref_cmd, subprocess.DEVNULL, err)
            with open(ks_out, "wb") as out, open(ks_err, "wb") as err:
                ks_proc = spawn(procs, ks_command(port, live, args.ks_args), out, err, cwd=tree.path, env=tree.env())
            wait_for_line(ref_proc, ref_err, "listening on", "tcpdump")
            wait_for_line(ks_proc, ks_err, "kafkasniff: listening on", "kafkasniff")
            pids = {"tansu": listening_process(port), "tcpdump (reference)": ref_proc.pid, "kafkasniff": ks_proc.pid}
            start_at, reports = drive_load(procs, port, target, args.seconds, work, args.per_worker)
            time.sleep(max(0.0, start_at - time.time()))
            sampler = Sampler(pids, ks_proc.pid)
            time.sleep(max(0.0, start_at + args.seconds - time.time()))
            run.cpu = sampler.used()
            done = reports()
            run.cpu["load"] = sum(r["cpu_s"] for r in done)
            time.sleep(SETTLE_S)
            for proc in (ref_proc, ks_proc):
                os.killpg(proc.pid, signal.SIGINT)
            ref_status, _ = reap(ref_proc, 30)
            run.ks_status, run.ks_cpu_total = reap(ks_proc, DRAIN_S)
            if ref_status is None:
                run.failure += "reference tcpdump did not end on SIGINT; "
            if run.ks_status is None:
                run.failure += f"kafkasniff did not end within {DRAIN_S:g} s of SIGINT (killed); "
            elif run.ks_status != 0:
                run.failure += f"kafkasniff exited {run.ks_status}; "
        finally:
            kill_all(procs)
    run.load = LoadTotals.of(done)
    fill_captures(run, ref, ref_err, live, ks_out, ks_err, port)
    return run


def fill_captures(run: Run, ref: Path, ref_err: Path, live: Path, ks_out: Path, ks_err: Path, port: int) -> None:
    run.ref_packets = pcap_packets(ref)
    run.ref_captured, run.ref_dropped = tcpdump_counts(ref_err.read_text(errors="replace"))
    run.ref_produce = produce_in(ref, port)
    run.live_file_packets = pcap_packets(live)
    run.produce_decoded, run.summary = json_output(ks_out)
    lines = ks_err.read_text(errors="replace").splitlines()
    run.warnings = [line for line in lines if line.startswith("kafkasniff: warning:")]
    if not run.summary:
        run.failure += f"no summary; stderr: {' | '.join(lines[-3:])}; "


# ---------------------------------------------------------------- tables


def num(value: float | int | None, digits: int = 0) -> str:
    if value is None:
        return "–"
    return f"{value:,.{digits}f}" if isinstance(value, float) else f"{value:,}"


RESULT_HEADER = [
    "tree", "target/s", "achieved Produce/s", "tcpdump packets (kernel drops)", "ks decoded", "ks dropped by kernel",
    "ks not decoded", "-w packets", "lost % vs tcpdump", "Produce decoded: ks / REF / sent", "unanswered + no_request",
    "ks warnings", "ks CPU s",
]  # fmt: skip
CPU_PARTS = ["tansu", "load", "tcpdump (reference)", "kafkasniff", "kafkasniff children", "machine"]


def result_row(run: Run) -> list[str]:
    s = run.summary
    pairs = (s.get("unanswered"), s.get("no_request"))
    unmatched = sum(pairs) if None not in pairs else None  # type: ignore[arg-type]
    produce = f"{num(run.produce_decoded)} / {num(run.ref_produce)} / {num(run.load.produce_requests)}"
    return [
        run.tree, run.target, num(run.load.achieved), f"{num(run.ref_packets)} ({num(run.ref_dropped)})",
        num(s.get("packets")), num(s.get("packets_dropped_by_kernel")), num(s.get("packets_not_decoded")),
        num(run.live_file_packets), f"{run.lost_pct:.2f}", produce, num(unmatched), str(len(run.warnings)),
        f"{run.ks_cpu_total:.1f}",
    ]  # fmt: skip


def cpu_row(run: Run, seconds: float) -> list[str]:
    share = [f"{100 * run.cpu[part] / seconds:.0f}" if part in run.cpu else "–" for part in CPU_PARTS]
    ours = sum(run.cpu.get(part, 0.0) for part in CPU_PARTS if part != "machine")
    other = f"{100 * (run.cpu['machine'] - ours) / seconds:.0f}" if "machine" in run.cpu else "–"
    return [run.tree, run.target, *share, other]


def table(header: list[str], rows: list[list[str]]) -> str:
    rule = ["---" if i < 2 else "---:" for i in range(len(header))]
    lines = ["| " + " | ".join(header) + " |", "| " + " | ".join(rule) + " |"]
    return "\n".join(lines + ["| " + " | ".join(row) + " |" for row in rows])


def report(runs: list[Run], seconds: float) -> str:
    cpu_header = ["tree", "target/s", *[f"{p} %" for p in CPU_PARTS], "rest %"]
    parts = [table(RESULT_HEADER, [result_row(r) for r in runs]), "",
             f"CPU during the load ({seconds:g} s from its start), % of one core; machine: every process, of "
             f"{100 * (os.cpu_count() or 1)}%; rest: machine minus the others (kernel work not charged to them, "
             "other jobs):", "",
             table(cpu_header, [cpu_row(r, seconds) for r in runs])]  # fmt: skip
    notes = [f"- {r.tree} {r.target}: {r.failure}" for r in runs if r.failure]
    notes += [f"- {r.tree} {r.target}: load sent {num(r.load.produced)}, {num(r.load.delivered)} acked, "
              f"{num(r.load.errors)} failed, librdkafka counted {num(r.load.produce_requests)} Produce requests "
              f"({r.load.workers} load processes)" for r in runs]  # fmt: skip
    notes += [f"- {r.tree} {r.target}: first warning: {r.warnings[0]}" for r in runs if r.warnings]
    return "\n".join([*parts, "", *notes])


# ---------------------------------------------------------------- main


def wait_for_idle(threshold: float, limit: float) -> float:
    """Wait (at most limit seconds) until the machine is at least threshold idle; the wait."""
    started = time.monotonic()
    while threshold and idle_share(3.0) < threshold and time.monotonic() - started < limit:
        pass
    return time.monotonic() - started


@contextlib.contextmanager
def workdir(keep: Path | None) -> Iterator[Path]:
    if keep:
        keep.mkdir(parents=True, exist_ok=True)
        yield keep
        return
    path = Path(tempfile.mkdtemp(prefix="live-load-"))
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rates", nargs="+", default=DEFAULT_RATES, help='Produce requests/s, or "max"')
    parser.add_argument("--seconds", type=float, default=15.0, help="load per run")
    parser.add_argument("--partitions", type=int, default=1)
    parser.add_argument("--per-worker", type=int, default=PER_WORKER, help="most Produce/s given to one load process")
    parser.add_argument("--old-tree", type=Path, help="another checkout whose kafkasniff also runs, for comparison")
    parser.add_argument("--only-old", action="store_true", help="with --old-tree: run only that tree")
    parser.add_argument("--ref-args", default="", help='extra reference tcpdump options, e.g. "-B 32768"')
    parser.add_argument("--ks-args", default="", help='extra kafkasniff options (every tree), e.g. "-B 262144"')
    parser.add_argument("--idle", type=float, default=0.9, help="before each run wait for this idle share (0: off)")
    parser.add_argument("--idle-wait", type=float, default=1200.0, help="wait for idle at most this long")
    parser.add_argument("--keep", type=Path, help="keep the captures and outputs here (default: a temp dir)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--worker-rate", type=float, default=0.0, help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--start-at", type=float, default=0.0, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    bad = [r for r in args.rates if r != "max" and not r.replace(".", "", 1).isdigit()]
    if bad:
        parser.error(f"not a rate: {bad[0]}")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.worker:
        return worker_main(args)
    # Ctrl-C or a SIGTERM (even when started in the background) unwinds the cleanup blocks
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    trees = [] if args.only_old else [Tree("new", ROOT)]
    if args.old_tree:
        trees.append(Tree("old", args.old_tree.resolve()))
    print(f"{os.cpu_count()} cores; {args.seconds:g} s per run; kafkasniff = {sys.executable} -m kafkasniff in "
          + ", ".join(f"{t.name}: {t.path}" for t in trees), flush=True)  # fmt: skip
    runs: list[Run] = []
    with workdir(args.keep) as work:
        for target in args.rates:
            for tree in trees:
                waited = wait_for_idle(args.idle, args.idle_wait)
                load_avg = os.getloadavg()[0]
                print(f"\n{tree.name} at {target}/s (waited {waited:.0f} s for idle; load average {load_avg:.2f})",
                      flush=True)  # fmt: skip
                try:
                    run = one_run(tree, target, args, work / f"{target}-{tree.name}")
                except Exception as exc:  # one failed run does not end the benchmark
                    run = Run(tree.name, target, failure=f"{type(exc).__name__}: {exc}")
                runs.append(run)
                print(report([run], args.seconds), flush=True)
        print("\n## All runs\n\n" + report(runs, args.seconds), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
