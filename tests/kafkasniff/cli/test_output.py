"""How lines reach stdout: those of capture files in blocks to a file or a pipe, even under
PYTHONUNBUFFERED; as the interpreter writes them to a terminal, from a live tap, and from a
capture streamed on stdin."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from kafkasniff.cli.output import block_buffered

SAMPLE = Path(__file__).resolve().parents[3] / "samples" / "confluent.pcap"


class CountedWrites(io.RawIOBase):
    def __init__(self, tty: bool = False) -> None:
        self.writes: list[bytes] = []
        self.tty = tty

    def writable(self) -> bool:
        return True

    def isatty(self) -> bool:
        return self.tty

    def write(self, data: bytes) -> int:  # type: ignore[override]
        self.writes.append(bytes(data))
        return len(data)


def unbuffered(raw: CountedWrites) -> io.TextIOWrapper:
    """stdout as PYTHONUNBUFFERED makes it: a text layer writing through to the file."""
    return io.TextIOWrapper(raw, encoding="utf-8", write_through=True)  # type: ignore[arg-type]


def test_lines_to_a_file_go_out_in_blocks_whatever_pythonunbuffered_says() -> None:
    raw = CountedWrites()
    out = unbuffered(raw)
    block_buffered(out, streamed=False)
    for n in range(100):
        out.write(f"line {n}\n")
    assert raw.writes == []
    out.flush()
    assert b"".join(raw.writes) == "".join(f"line {n}\n" for n in range(100)).encode()
    assert len(raw.writes) == 1


def test_a_live_tap_a_stream_and_a_terminal_keep_their_lines_flowing() -> None:
    for raw, streamed in ((CountedWrites(), True), (CountedWrites(tty=True), False)):
        out = unbuffered(raw)
        block_buffered(out, streamed)
        out.write("one\n")
        out.write("two\n")
        assert raw.writes == [b"one\n", b"two\n"]


def test_the_command_writes_its_lines_in_blocks_under_pythonunbuffered(tmp_path: Path) -> None:
    """(strace counts the writes: scripts/install-deps.sh installs it)"""
    target = tmp_path / "lines.txt"
    trace = tmp_path / "trace"
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    with target.open("w") as out:
        subprocess.run(["strace", "-f", "-e", "trace=write", "-o", str(trace), sys.executable, "-m", "kafkasniff",
                        "-q", "-j", "1", str(SAMPLE)], stdout=out, env=env, check=True)  # fmt: skip
    lines = target.read_text().count("\n")
    to_stdout = [t for t in trace.read_text().splitlines() if " write(1, " in t]
    assert lines == 41
    assert len(to_stdout) < lines / 10
