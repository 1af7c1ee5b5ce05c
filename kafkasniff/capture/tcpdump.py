"""The capture process of a live tap: tcpdump, writing pcap to a pipe.

Capture runs in its own process, as tshark leaves it to dumpcap: tcpdump's kernel ring buffer
(-B) takes the bursts, and nothing the decoder does can stall it. tcpdump reports its counters
(packets captured, dropped by the kernel, dropped by the interface) when sent SIGUSR1, and once
more when it exits; `TcpdumpProcess.stats` holds the latest. Its errors (no permission, no such
interface, a bad filter) become one-line CaptureErrors before any packet is read.
"""

from __future__ import annotations

import contextlib
import re
import shutil
import signal
import subprocess
import threading
import time
from dataclasses import dataclass
from typing import IO

from kafkasniff.capture.pcap import CaptureError
from kafkasniff.capture.tcpdump_defaults import BUFFER_KIB, SNAPLEN

START_SECONDS = 30.0  # opening an interface and compiling a filter never takes this long
# The kernel hands tcpdump its packets a block at a time, a block at most a second after its first
# packet (TPACKET_V3's block timeout, tcpdump's 1000 ms): a stop sooner than that after the last
# packets would lose them, uncounted. (Immediate mode would hand each packet over at once, but
# falls back to TPACKET_V2, whose ring has a slot per packet sized for the MTU: on loopback the
# default buffer then holds a few hundred packets and drops under load where tcpdump does not.)
FLUSH_SECONDS = 1.1
PIPE_SIZE = 1 << 20  # the pipe to us: Linux's largest for an unprivileged process
F_SETPIPE_SZ = 1031
ARPHRD_LOOPBACK = 772
COUNTS = {
    "captured": re.compile(r"(\d+) packets? captured"),
    "dropped_by_kernel": re.compile(r"(\d+) packets? dropped by kernel"),
    "dropped_by_interface": re.compile(r"(\d+) packets? dropped by interface"),
}


@dataclass(frozen=True)
class CaptureSettings:
    """What tcpdump is asked for: the options keep tcpdump's names and defaults."""

    interface: str
    bpf: str | None = None
    snaplen: int = SNAPLEN
    buffer_kib: int = BUFFER_KIB
    promiscuous: bool = True

    def command(self, tcpdump: str = "tcpdump") -> list[str]:
        # -U: each packet reaches the pipe as tcpdump gets it, not when a 4 KiB buffer fills
        cmd = [tcpdump, "-i", self.interface, "-w", "-", "-U", "-n",
               "-s", str(self.snaplen), "-B", str(self.buffer_kib), "--time-stamp-precision=nano"]  # fmt: skip
        if not self.promiscuous:
            cmd.append("-p")
        if self.bpf:
            cmd += ["--", self.bpf]
        return cmd


def copies_per_packet(interface: str) -> int:
    """How many times the kernel counts each packet: twice on loopback (going out and coming in;
    libpcap drops the outgoing copy after the kernel has counted it)."""
    try:
        with open(f"/sys/class/net/{interface}/type") as kind:
            return 2 if kind.read().strip() == str(ARPHRD_LOOPBACK) else 1
    except OSError:  # "any", or not Linux
        return 1


@dataclass
class CaptureStats:
    """tcpdump's counters as last reported."""

    captured: int = 0
    dropped_by_kernel: int = 0
    dropped_by_interface: int = 0

    @property
    def dropped(self) -> int:
        """Packets lost before tcpdump saw them: its ring was full, or the interface's."""
        return self.dropped_by_kernel + self.dropped_by_interface


class TcpdumpProcess:
    """A running tcpdump: `output` is its pcap stream; `stats` its latest counters."""

    def __init__(self, settings: CaptureSettings) -> None:
        tcpdump = shutil.which("tcpdump") or shutil.which("tcpdump", path="/usr/sbin:/sbin")
        if tcpdump is None:
            raise CaptureError("live capture needs tcpdump (Debian: apt install tcpdump)")
        self.settings = settings
        self.stats = CaptureStats()
        self._errors: list[str] = []
        self._listening = threading.Event()
        self._started = time.monotonic()
        # its own session: Ctrl-C reaches kafkasniff only, which then stops tcpdump in order
        self._process = subprocess.Popen(
            settings.command(tcpdump), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, start_new_session=True,
        )  # fmt: skip
        assert self._process.stdout is not None and self._process.stderr is not None
        self.output: IO[bytes] = self._process.stdout
        with contextlib.suppress(OSError):  # a smaller pipe only means more, smaller reads
            import fcntl

            fcntl.fcntl(self.output.fileno(), F_SETPIPE_SZ, PIPE_SIZE)
        self._stderr = threading.Thread(target=self._read_stderr, args=(self._process.stderr,), daemon=True)
        self._stderr.start()

    def wait_until_listening(self) -> None:
        """Return once tcpdump captures; CaptureError (tcpdump's own reason) if it cannot."""
        while not self._listening.wait(0.05):
            if self._process.poll() is not None:
                self._stderr.join(5)
                raise CaptureError(self._failure())
            if time.monotonic() - self._started > START_SECONDS:
                self.stop()
                raise CaptureError(f"tcpdump did not start capturing on {self.settings.interface}")

    def ask_for_stats(self) -> None:
        """Have tcpdump report its counters (they land in `stats` a moment later)."""
        if self._listening.is_set() and self._process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                self._process.send_signal(signal.SIGUSR1)

    def stop(self) -> None:
        """End the capture: tcpdump writes what it holds, reports its counters and exits."""
        if self._process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                self._process.send_signal(signal.SIGTERM)

    def wait(self) -> int:
        """Wait for tcpdump to exit (after `stop`, or by itself); its exit status."""
        try:
            status = self._process.wait(10)
        except subprocess.TimeoutExpired:
            self._process.kill()
            status = self._process.wait()
        self._stderr.join(5)
        return status

    def exit_failure(self) -> str | None:
        """Why tcpdump ended, if it was not asked to (an interface going away, say)."""
        status = self._process.poll()
        if status in (None, 0, -signal.SIGTERM):
            return None
        return self._failure()

    def _read_stderr(self, stderr: IO[bytes]) -> None:
        for raw in stderr:
            line = raw.decode("utf-8", "replace").strip()
            if line.startswith("tcpdump: listening on"):
                self._listening.set()
            elif not read_counts(line, self.stats) and line and not line.startswith("tcpdump: data link type"):
                self._errors.append(line)

    def _failure(self) -> str:
        interface = self.settings.interface
        text = " ".join(self._errors)
        if "permission" in text.lower() or "not permitted" in text.lower():
            return f"live capture on {interface} needs root or CAP_NET_RAW"
        status = self._process.returncode
        ended = f"tcpdump was killed by signal {-status}" if status < 0 else f"tcpdump exited with status {status}"
        first = self._errors[0] if self._errors else ended
        return first.removeprefix("tcpdump: ")


def read_counts(line: str, stats: CaptureStats) -> bool:
    """Take the counters a line of tcpdump's report holds into `stats`; False if it holds none."""
    found = False
    for name, pattern in COUNTS.items():
        match = pattern.search(line)
        if match:
            setattr(stats, name, int(match.group(1)))
            found = True
    return found
