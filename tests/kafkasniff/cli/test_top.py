"""`kafkasniff top` driven as a person drives it: in a terminal (tmux, 80x24), keys sent, the screen
read back. Every wait polls the screen until what it waits for is there (bounded), never a
fixed sleep."""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import termios
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from rich.cells import cell_len

from kafkasniff.capture.file_sets import read_files
from kafkasniff.cli.keyboard import Keyboard
from kafkasniff.cli.top import stopped_on_ctrl_z
from kafkasniff.counters import Counters
from kafkasniff.rendering.dashboard_views import APIS
from tests.support.analyses import SAMPLES, facts_of
from tests.support.cli import kafkasniff

ROOT = Path(__file__).resolve().parents[3]
SAMPLE = SAMPLES / "mixed-load.pcap"
WIDTH, HEIGHT = 80, 24
TITLES = {
    "1": "Requests per api",
    "2": "Top clients by requests and bytes",
    "3": "Top topics by requests and bytes",
    "4": "Consumer groups",
    "5": "Partitions behind or held back",
    "6": "Throttling",
}
needs_tmux = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed (install-deps.sh adds it)")


class Pane:
    """A tmux pane of its own server running one shell command; `screen()` is what it shows."""

    def __init__(self, command: str) -> None:
        self.server = f"kafkasniff-test-{uuid.uuid4().hex[:8]}"
        self._tmux("new-session", "-d", "-x", str(WIDTH), "-y", str(HEIGHT), "-s", "top", command)

    def _tmux(self, *args: str) -> str:
        done = subprocess.run(["tmux", "-u", "-L", self.server, *args], capture_output=True, text=True, timeout=30,
                              env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color"})  # fmt: skip
        return done.stdout

    def screen(self) -> list[str]:
        """The pane's lines, a line the terminal wrapped joined back (-J): as long as it was drawn."""
        return self._tmux("capture-pane", "-p", "-J", "-t", "top").rstrip("\n").split("\n")

    def until(self, condition: Callable[[list[str]], bool], what: str, timeout: float = 60) -> list[str]:
        deadline = time.monotonic() + timeout
        while True:
            lines = self.screen()
            if condition(lines):
                return lines
            if time.monotonic() > deadline:
                raise AssertionError(f"no {what} within {timeout} s; the screen:\n" + "\n".join(lines))
            time.sleep(0.05)

    def showing(self, text: str, timeout: float = 60) -> list[str]:
        return self.until(lambda lines: any(text in line for line in lines), repr(text), timeout)

    def keys(self, *keys: str) -> None:
        self._tmux("send-keys", "-t", "top", *keys)

    def typed(self, line: str) -> None:
        """A line typed at the pane's shell, then Enter."""
        self._tmux("send-keys", "-t", "top", "-l", line)
        self.keys("Enter")

    def flag(self, name: str) -> str:
        """A tmux format variable of the pane (alternate_on: the alternate screen is up; cursor_flag:
        the cursor is shown)."""
        return self._tmux("display-message", "-p", "-t", "top", f"#{{{name}}}").strip()

    def resize(self, width: int, height: int) -> None:
        self._tmux("resize-window", "-t", "top", "-x", str(width), "-y", str(height))

    def command_pid(self) -> int:
        """The process the pane's shell runs (kafkasniff)."""
        shell = self._tmux("list-panes", "-t", "top", "-F", "#{pane_pid}").strip()
        found = subprocess.run(["ps", "-o", "pid=", "--ppid", shell], capture_output=True, text=True, timeout=10)
        return int(found.stdout.split()[0])

    def close(self) -> None:
        self._tmux("kill-server")


def top_command(*args: str) -> str:
    """kafkasniff top in the pane, then its status and the terminal's modes once it ends."""
    run = shlex.join([sys.executable, "-m", "kafkasniff", "top", *args])
    return f"cd {shlex.quote(str(ROOT))} && {run}; echo EXIT=$?; stty -a; sleep 600"


@pytest.fixture
def pane_of() -> Iterator[Callable[..., Pane]]:
    panes: list[Pane] = []

    def start(*args: str) -> Pane:
        panes.append(Pane(top_command(*args)))
        return panes[-1]

    yield start
    for pane in panes:
        pane.close()


def table(lines: list[str]) -> list[list[str]]:
    """The rows of the view shown: the cells of each line between the headings and the keys."""
    headings = next(i for i, line in enumerate(lines) if line.split()[:1] in (["api"], ["client"], ["topic"]))
    keys = next(i for i, line in enumerate(lines) if line.startswith("1-6/tab"))
    return [line.split() for line in lines[headings + 1 : keys] if line.strip()]


def stats_counts(sample: Path) -> dict[str, int]:
    done = kafkasniff("stats", "--json", "-q", sample)
    return {row["api"]: row["count"] for row in map(json.loads, done.stdout.splitlines()) if row["kind"] == "api"}


def capture_seconds(sample: Path) -> float:
    times = [packet.ts for packet in read_files([str(sample)], Counters())]
    return (max(times) - min(times)) / 1e9


def ended(pane: Pane) -> list[str]:
    return pane.showing("input ended")


@needs_tmux
def test_a_replay_shows_each_apis_requests_as_stats_counts_them(pane_of: Callable[..., Pane]) -> None:
    lines = ended(pane_of(str(SAMPLE), "--speed", "max"))
    expected = stats_counts(SAMPLE)
    shown = {}
    for cells in table(lines):
        name = cells[0].rstrip("…")
        [api] = [api for api in expected if api == name or (cells[0].endswith("…") and api.startswith(name))]
        shown[api] = int(cells[1].replace(",", ""))
    assert shown == expected
    headings = next(line for line in lines if line.startswith("api"))
    columns = [c.heading for c in APIS.columns if re.search(rf"(^| ){re.escape(c.heading)}[▲▼]?( |$)", headings)]
    assert len(columns) >= 8  # the counts, rates, p50/p99 and errors fit in 80 columns
    assert all(len(cells) == len(columns) for cells in table(lines))  # no cell cut in two, none lost


@needs_tmux
def test_each_view_comes_with_its_key_and_shows_its_title_and_the_samples_rows(
    pane_of: Callable[..., Pane],
) -> None:
    facts = facts_of("mixed-load")
    pane = pane_of(str(SAMPLE))
    ended(pane)
    known = {"2": facts["client_ids"][1], "3": sorted(facts["produced"])[0], "4": facts["groups"][0],
             "5": "no partition behind", "6": "no response throttled"}  # fmt: skip
    assert all(group[f"{partition}"] == facts["consumed_per_partition_by_group"][name][partition]
               for name, group in facts["committed"].items() for partition in group)  # fmt: skip  # (so none is behind)
    for key, row in known.items():
        pane.keys(key)
        lines = pane.showing(TITLES[key])
        assert any(line.split()[:1] == [row] or line.strip() == row for line in lines), "\n".join(lines)
    pane.keys("Tab")
    pane.showing(TITLES["1"])


@needs_tmux
def test_nothing_on_the_screen_is_wider_than_the_terminal_in_any_view(pane_of: Callable[..., Pane]) -> None:
    pane = pane_of(str(SAMPLES / "sarama-stale-commit.pcap"))
    ended(pane)
    for key in TITLES:
        pane.keys(key)
        lines = pane.showing(TITLES[key])
        assert len(lines) <= HEIGHT and lines[-1].startswith("1-6/tab")
        assert [line for line in lines if cell_len(line) > WIDTH] == []


@needs_tmux
def test_the_lag_view_names_who_holds_a_partition_back(pane_of: Callable[..., Pane]) -> None:
    culprit = facts_of("sarama-stale-commit")["culprit"]
    pane = pane_of(str(SAMPLES / "sarama-stale-commit.pcap"))
    ended(pane)
    pane.keys("5")
    lines = pane.showing(TITLES["5"])
    behind = [line for line in lines if line.startswith("invoices/")]
    held = sorted(culprit["stale_commits_per_partition"])
    assert sorted(line.split()[0] for line in behind) == held
    assert all(culprit["client_id"] in line for line in behind)


@needs_tmux
def test_s_sorts_by_the_next_column_and_r_reverses_it(pane_of: Callable[..., Pane]) -> None:
    pane = pane_of(str(SAMPLE))
    ended(pane)
    pane.keys("2")
    pane.showing("requests▼")
    pane.keys("s")
    pane.showing("now/s▼")
    pane.keys("s", "s")
    lines = pane.showing("bytes in▼")
    received = [row[0] for row in table(lines)]
    pane.keys("r")
    lines = pane.showing("bytes in▲")
    assert [row[0] for row in table(lines)] == received[::-1]


@needs_tmux
def test_q_quits_with_status_0_and_the_terminal_as_it_was(pane_of: Callable[..., Pane]) -> None:
    pane = pane_of(str(SAMPLE))
    ended(pane)
    pane.keys("q")
    lines = pane.until(lambda lines: "EXIT=0" in lines and "icanon" in " ".join(lines[lines.index("EXIT=0") :]),
                       "the status and the modes after it")  # fmt: skip
    modes = " ".join(lines[lines.index("EXIT=0") :])
    assert re.search(r"(?<![-\w])icanon\b", modes) and re.search(r"(?<![-\w])echo\b", modes)


def modes_after(lines: list[str]) -> str:
    return " ".join(lines[next(i for i, line in enumerate(lines) if line.startswith("EXIT=")) :])


@needs_tmux
def test_sigterm_ends_a_replay_as_ctrl_c_does_with_the_terminal_as_it_was(pane_of: Callable[..., Pane]) -> None:
    pane = pane_of(str(SAMPLE), "--speed", "0.1")
    pane.showing("running")
    os.kill(pane.command_pid(), signal.SIGTERM)
    lines = pane.until(lambda lines: "EXIT=130" in lines and "icanon" in modes_after(lines), "status 130 and modes")
    assert re.search(r"(?<![-\w])icanon\b", modes_after(lines)) and re.search(r"(?<![-\w])echo\b", modes_after(lines))


@needs_tmux
def test_q_stops_a_replay_before_its_end(pane_of: Callable[..., Pane]) -> None:
    pane = pane_of(str(SAMPLE), "--speed", "0.1")
    pane.showing("running")
    pane.keys("q")
    assert "EXIT=0" in pane.showing("EXIT=", timeout=20)


@needs_tmux
def test_a_silent_input_still_refreshes_and_q_ends_it_while_it_waits() -> None:
    run = shlex.join([sys.executable, "-m", "kafkasniff", "top", "-", "--refresh", "0.2"])
    pane = Pane(f"cd {shlex.quote(str(ROOT))} && sleep 600 | {{ {run}; echo EXIT=$?; }}; sleep 600")
    try:
        first = pane.until(lambda lines: re.match(r"top  \d\d:\d\d:\d\d  running", lines[0]) is not None,
                           "a first answer without a packet")[0]  # fmt: skip
        pane.until(lambda lines: lines[0].split()[1] != first.split()[1], "a later answer")
        pane.keys("q")
        assert "EXIT=0" in pane.showing("EXIT=", timeout=20)
    finally:
        pane.close()


@needs_tmux
def test_a_replay_at_speed_1_takes_the_captures_time(pane_of: Callable[..., Pane]) -> None:
    duration = capture_seconds(SAMPLE)
    started = time.monotonic()
    pane = pane_of(str(SAMPLE), "--speed", "1")
    ended(pane)
    assert time.monotonic() - started >= 0.8 * duration


PROMPT = "ready> "


def prompt_back(lines: list[str]) -> bool:
    shown = [line for line in lines if line.strip()]
    return bool(shown) and shown[-1].rstrip() == PROMPT.rstrip()


@needs_tmux
def test_ctrl_z_hands_the_terminal_back_to_the_shell_and_fg_brings_the_screen_back_at_once() -> None:
    # An interactive shell, for job control; a refresh of 30 s, so that what is drawn at once after
    # fg is the resumption's drawing, not the next refresh's (a key draws the first screen).
    pane = Pane("bash --norc --noprofile -i")
    try:
        pane.typed(f"PS1={shlex.quote(PROMPT)}; cd {shlex.quote(str(ROOT))}")
        pane.typed(shlex.join([sys.executable, "-m", "kafkasniff", "top", str(SAMPLE), "--speed", "0.1",
                               "--refresh", "30"]))  # fmt: skip
        pane.until(lambda _: pane.flag("alternate_on") == "1", "the alternate screen")
        pane.keys("1")
        pane.showing(TITLES["1"])
        pane.keys("C-z")
        lines = pane.until(lambda lines: any("Stopped" in line for line in lines) and prompt_back(lines),
                           "the stopped job and the prompt")  # fmt: skip
        assert not any(TITLES["1"] in line for line in lines)
        assert (pane.flag("alternate_on"), pane.flag("cursor_flag")) == ("0", "1")
        pane.typed("stty -a | grep -ow -e '-\\?icanon' -e '-\\?echo' | paste -sd' '")
        modes = pane.until(lambda lines: any(line.strip().endswith("echo") for line in lines[-3:]), "the modes")
        assert "icanon echo" in [line.strip() for line in modes]

        pane.resize(100, 30)  # while stopped: the screen comes back at the new size
        pane.typed("fg")
        lines = pane.until(lambda lines: any(TITLES["1"] in line for line in lines) and lines[-1].startswith("1-6/tab"),
                           "the screen redrawn", timeout=10)  # fmt: skip
        assert pane.flag("alternate_on") == "1" and len(lines) == 30
        pane.keys("2")
        pane.showing(TITLES["2"], timeout=10)
        pane.keys("q")
        pane.until(prompt_back, "the prompt after q", timeout=20)
        pane.typed("echo EXIT=$?")
        assert "EXIT=0" in pane.until(lambda lines: any(line.startswith("EXIT=") for line in lines), "the status")
    finally:
        pane.close()


def lflags(fd: int) -> int:
    return int(termios.tcgetattr(fd)[3])


def test_the_keyboard_gives_the_terminal_its_modes_back_while_suspended_and_cbreak_again_on_resume() -> None:
    leader, follower = os.openpty()
    try:
        cooked = lflags(follower) & (termios.ICANON | termios.ECHO)
        assert cooked == termios.ICANON | termios.ECHO
        with Keyboard.open(os.ttyname(follower)) as keys:
            assert keys.present and lflags(follower) & cooked == 0
            keys.suspend()
            assert lflags(follower) & cooked == cooked
            keys.resume()
            assert lflags(follower) & cooked == 0
        assert lflags(follower) & cooked == cooked
    finally:
        os.close(leader)
        os.close(follower)


def test_ctrl_z_is_handled_only_with_a_terminal_and_the_previous_handler_comes_back() -> None:
    previous = signal.getsignal(signal.SIGTSTP)
    without = SimpleNamespace(keys=Keyboard(None, None))
    with stopped_on_ctrl_z(without):  # type: ignore[arg-type]
        assert signal.getsignal(signal.SIGTSTP) == previous
    leader, follower = os.openpty()
    try:
        with Keyboard.open(os.ttyname(follower)) as keys:
            screen = SimpleNamespace(keys=keys)
            with stopped_on_ctrl_z(screen):  # type: ignore[arg-type]
                assert callable(signal.getsignal(signal.SIGTSTP))
            assert signal.getsignal(signal.SIGTSTP) == previous
    finally:
        os.close(leader)
        os.close(follower)


def test_top_refuses_an_output_that_is_not_a_terminal() -> None:
    done = kafkasniff("top", SAMPLE)
    assert done.returncode == 2
    assert done.stdout == "" and len(done.stderr.splitlines()) == 1 and "not" in done.stderr
