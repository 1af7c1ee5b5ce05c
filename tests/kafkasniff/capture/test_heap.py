"""A live tap holds glibc's mmap threshold, so its megabyte buffers never fragment the heap."""

from __future__ import annotations

import platform
import subprocess
import sys

import pytest

from kafkasniff.capture.heap import map_large_blocks_alone

glibc = pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="mallopt is glibc's")


@glibc
def test_glibc_takes_the_threshold():
    assert map_large_blocks_alone() is True


@glibc
def test_freed_megabyte_buffers_go_back_to_the_system_with_it():
    """Without it, the first megabyte freed raises the threshold and the next ones stay in the
    heap after they are freed; with it, each is unmapped when freed."""
    probe = (
        "import sys\n"
        "from kafkasniff.capture.heap import map_large_blocks_alone\n"
        "if sys.argv[1] == 'held': map_large_blocks_alone()\n"
        "def rss():\n"
        "    return int(open('/proc/self/statm').read().split()[1]) * 4096\n"
        "del_first = b'x' * (1 << 20); del del_first\n"  # what raises the threshold when it may move
        "kept = [b'x' * (1 << 20) for _ in range(64)]\n"
        "small = [bytes(100) for _ in range(1000)]\n"  # allocated after them: the heap cannot shrink past these
        "before = rss(); del kept; print(before - rss())\n"
    )
    freed = {how: int(subprocess.run([sys.executable, "-c", probe, how], capture_output=True, text=True,
                                     check=True).stdout) for how in ("moving", "held")}  # fmt: skip
    assert freed["held"] >= 60 << 20  # every megabyte handed back
    assert freed["moving"] < freed["held"]
