"""kafkasniff run with a pseudo-terminal for its output, as a person at a terminal runs it."""

from __future__ import annotations

import os
import pty
import subprocess
import sys

KAFKASNIFF = [sys.executable, "-m", "kafkasniff"]


def run_on_a_terminal(args: list[str], stdout: int | None) -> tuple[int, bytes]:
    """kafkasniff with stderr on a pseudo-terminal (stdout too unless `stdout` is given): its
    status, and what the terminal saw."""
    master, slave = pty.openpty()
    proc = subprocess.Popen([*KAFKASNIFF, *args], stdout=slave if stdout is None else stdout, stderr=slave)
    os.close(slave)
    seen = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
    os.close(master)
    return proc.wait(timeout=120), seen
