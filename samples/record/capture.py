"""tcpdump on loopback, and the wait for the capture to hold every FIN the kernel has sent."""

from __future__ import annotations

import contextlib
import os
import re
import signal
import subprocess
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from samples.record.brokers import stop
from samples.record.ports import NOT_CLOSED_BY_THIS_END, end_states
from samples.record.waits import wait_until

CAPTURE_BUFFER_KIB = 32 * 1024  # 64 KB loopback packets overflow tcpdump's default 2 MiB under load
TCPDUMP_START_S = 10
CLOSINGS_S = 15
FIN, RST = 0x01, 0x04


def capture_filter(port: int, exclude_ports: tuple[int, ...]) -> str:
    if not exclude_ports:
        return f"tcp port {port}"
    excluded = " or ".join(f"tcp port {p}" for p in exclude_ports)
    return f"tcp port {port} and not ({excluded})"


def kernel_drops(tcpdump_stderr: list[str]) -> int:
    counts = (re.match(r"(\d+) packets? dropped by kernel", line) for line in tcpdump_stderr)
    return sum(int(match.group(1)) for match in counts if match)


def capture(
    pcap: Path, port: int, exclude_ports: tuple[int, ...] = ()
) -> contextlib.AbstractContextManager[TcpdumpRun]:
    """tcpdump writing pcap, each packet as it comes; the body runs once tcpdump says it listens."""
    return tcpdump(pcap, capture_filter(port, exclude_ports))


@dataclass
class TcpdumpRun:
    """A running tcpdump: its process and every line it printed (its closing counters too)."""

    proc: subprocess.Popen[str]
    report: list[str] = field(default_factory=list)


def tcpdump_command(pcap: Path, bpf: str, buffer_kib: int = CAPTURE_BUFFER_KIB, immediate: bool = True) -> list[str]:
    return ["tcpdump", "-i", "lo", *(["--immediate-mode"] if immediate else []), "-B", str(buffer_kib), "-s", "0",
            "-U", "-w", str(pcap), bpf]  # fmt: skip


@contextlib.contextmanager
def tcpdump(
    pcap: Path, bpf: str, buffer_kib: int = CAPTURE_BUFFER_KIB, immediate: bool = True, drops_allowed: bool = False
) -> Iterator[TcpdumpRun]:
    """tcpdump on lo with the filter bpf, writing pcap; the body runs once tcpdump says it listens.
    A capture the kernel dropped packets from is refused, unless `drops_allowed`."""
    pcap.unlink(missing_ok=True)
    proc = subprocess.Popen(tcpdump_command(pcap, bpf, buffer_kib, immediate), stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)  # fmt: skip
    running = TcpdumpRun(proc)
    listening = threading.Event()

    def drain(stream: IO[str]) -> None:
        for line in stream:
            running.report.append(line.rstrip())
            if "listening on" in line:
                listening.set()

    reader = threading.Thread(target=drain, args=(proc.stderr,), daemon=True)
    reader.start()
    try:
        wait_until(
            lambda: listening.is_set() or proc.poll() is not None,
            seconds=TCPDUMP_START_S,
            step="start tcpdump on lo",
            state=lambda: " ".join(running.report) or "tcpdump printed nothing",
        )
        if not listening.is_set():
            raise RuntimeError(f"tcpdump failed: {' '.join(running.report)}")
        yield running
    finally:
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGCONT)  # a stopped tcpdump would not see the SIGINT
        # SIGINT, not SIGTERM: tcpdump then flushes and reports its counters.
        stop(proc, signal.SIGINT)
        reader.join(timeout=5)
        print("   tcpdump:", "; ".join(line for line in running.report if "packets" in line))
    if not drops_allowed and (dropped := kernel_drops(running.report)):
        raise RuntimeError(f"tcpdump dropped {dropped} packets: the capture is incomplete")


@dataclass(frozen=True)
class Wire:
    """What the running capture holds so far: for a client whose library says "sent" before the
    bytes are on the wire (kafka-python with acks=0), the scenario waits until they are."""

    pcap: Path

    def missing(self, needles: list[bytes]) -> list[bytes]:
        data = self.pcap.read_bytes() if self.pcap.exists() else b""
        return [needle for needle in needles if needle not in data]

    def wait_for(self, needles: list[bytes], step: str) -> None:
        wait_until(lambda: not self.missing(needles), seconds=CLOSINGS_S, step=step,
                   state=lambda: f"not in the capture yet: {self.missing(needles)}", interval=0.1)  # fmt: skip


def captured_closings(pcap: Path, port: int) -> dict[int, set[str]]:
    """Per client port in the capture: which ends ("client", "server") sent a FIN; a RST closes both."""
    from tests.support.captures import load_segments

    closings: dict[int, set[str]] = {}
    for seg in load_segments(pcap):
        if port not in (seg.sport, seg.dport):
            continue  # a capture of several ports: another port's connection
        client, end = (seg.sport, "client") if seg.dport == port else (seg.dport, "server")
        ends = closings.setdefault(client, set())
        if seg.flags & RST:
            ends.update(("client", "server"))
        elif seg.flags & FIN:
            ends.add(end)
    return closings


def missing_closings(pcap: Path, port: int) -> list[str]:
    """Ends that the kernel says have closed but whose FIN (or a RST) the capture does not hold yet."""
    kernel = end_states(port)
    missing = []
    for client, ends in sorted(captured_closings(pcap, port).items()):
        for end in ("client", "server"):
            state = kernel.get((client, end), "closed")
            if state not in NOT_CLOSED_BY_THIS_END and end not in ends:
                missing.append(f"{end} end of :{client} is {state}, its FIN is not captured yet")
    return missing


def wait_for_closings(pcap: Path, port: int) -> None:
    """Hold the capture open until it has every FIN that the connections' ends have sent."""
    wait_until(
        lambda: not missing_closings(pcap, port),
        seconds=CLOSINGS_S,
        step=f"capture the closing of every connection to port {port}",
        state=lambda: "; ".join(missing_closings(pcap, port)),
        interval=0.1,
    )
