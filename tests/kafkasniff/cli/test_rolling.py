"""An analysis of a running input (a live tap, a capture streamed on stdin) answers while it runs:
every --interval and on SIGUSR1, over the run so far and over the last interval."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

from tests.support.analyses import SAMPLES
from tests.support.cli import kafkasniff

SAMPLE = SAMPLES / "mixed-load.pcap"
KEYS = ["snapshot", "window", "from", "to", "final", "forgotten", "rows"]


def streamed(*args: str) -> subprocess.Popen[str]:
    """kafkasniff reading a capture from a pipe the test holds open."""
    return subprocess.Popen([sys.executable, "-m", "kafkasniff", *args, "-"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=False)  # fmt: skip


def api_counts(line: dict) -> Counter[str]:
    return Counter({r["api"]: r["count"] for r in line["rows"] if r["kind"] == "api"})


def whole_answer() -> list[dict]:
    done = kafkasniff("stats", "--json", SAMPLE)
    return [json.loads(line) for line in done.stdout.splitlines()]


def snapshots_of(out: bytes) -> list[dict]:
    return [json.loads(line) for line in out.decode().splitlines()]


def rest_of(process: subprocess.Popen[bytes]) -> bytes:
    """What it prints after its input ends (read through the same buffered reader as the lines
    before: `communicate` would read the pipe beneath it and miss what the reader holds)."""
    assert process.stdin is not None and process.stdout is not None
    process.stdin.close()
    out = process.stdout.read()
    process.wait(timeout=60)
    return out


def test_snapshots_come_while_the_input_is_still_open_and_the_last_one_is_the_whole_answer():
    process = streamed("stats", "--json", "--interval", "0.2")
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(SAMPLE.read_bytes())
    process.stdin.flush()
    first = json.loads(process.stdout.readline())  # the pipe is still open: no end of input yet
    assert list(first) == KEYS and first["window"] == "run" and first["final"] is False
    lines = [first, *snapshots_of(rest_of(process))]
    assert all(list(line) == KEYS for line in lines)
    last_run, last_interval = lines[-2], lines[-1]
    assert (last_run["window"], last_interval["window"]) == ("run", "interval")
    assert last_run["final"] and last_interval["final"]
    assert last_run["rows"] == whole_answer()
    assert [line["snapshot"] for line in lines] == [n for n in range(1, len(lines) // 2 + 1) for _ in (0, 1)]


def test_the_intervals_add_up_to_the_run():
    process = streamed("stats", "--json", "--interval", "0.1")
    out, _ = process.communicate(SAMPLE.read_bytes(), timeout=60)
    lines = snapshots_of(out)
    intervals = sum((api_counts(line) for line in lines if line["window"] == "interval"), Counter())
    assert intervals == api_counts(lines[-2]) == api_counts({"rows": whole_answer()})


def test_sigusr1_asks_for_a_snapshot_without_an_interval():
    process = streamed("topology", "--json")
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(SAMPLE.read_bytes())
    process.stdin.flush()
    _until_it_catches(process.pid, signal.SIGUSR1)  # sent sooner, the signal would end it
    process.send_signal(signal.SIGUSR1)
    first = json.loads(process.stdout.readline())
    assert first["snapshot"] == 1 and first["window"] == "run" and not first["final"]
    lines = [first, *snapshots_of(rest_of(process))]
    whole = [json.loads(x) for x in kafkasniff("topology", "--json", SAMPLE).stdout.splitlines()]
    assert lines[-1]["final"] and lines[-2]["rows"] == whole
    assert process.returncode == 0


def _until_it_catches(pid: int, signum: int) -> None:
    """Wait until the process has a handler for `signum` (Linux's /proc says which it catches)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        status = Path(f"/proc/{pid}/status").read_text()
        caught = int(next(line.split()[1] for line in status.splitlines() if line.startswith("SigCgt:")), 16)
        if caught & (1 << (signum - 1)):
            return
        time.sleep(0.01)
    raise AssertionError(f"no handler for signal {signum} within 60 s")


def test_without_interval_or_signal_the_answer_is_as_it_always_was():
    done = subprocess.run([sys.executable, "-m", "kafkasniff", "stats", "--json", "-"], input=SAMPLE.read_bytes(),
                          capture_output=True, timeout=60)  # fmt: skip
    assert [json.loads(x) for x in done.stdout.splitlines()] == whole_answer()


def test_interval_on_a_capture_file_is_refused_with_one_line():
    done = kafkasniff("stats", "--interval", "5", SAMPLE)
    assert done.returncode == 2
    assert "--interval answers while the input runs" in done.stderr and len(done.stderr.splitlines()) == 1


def test_forget_after_alone_is_refused():
    done = kafkasniff("commits", "--forget-after", "60", "-i", "lo")
    assert done.returncode == 2 and "--forget-after" in done.stderr


def test_tables_say_which_window_and_snapshot_they_answer(tmp_path: Path):
    done = subprocess.run([sys.executable, "-m", "kafkasniff", "topology", "--interval", "30", "-"],
                          input=SAMPLE.read_bytes(), capture_output=True, timeout=60)  # fmt: skip
    titles = [line for line in done.stdout.decode().splitlines() if "snapshot" in line]
    assert len(titles) == 2
    assert "snapshot 1" in titles[0] and "final: run so far" in titles[0]
    assert "final: last interval" in titles[1]
