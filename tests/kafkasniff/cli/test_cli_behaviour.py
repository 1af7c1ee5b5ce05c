"""The command line behaves like a well-kept Unix tool: a closed pipe is not an error, Ctrl-C keeps
what was decoded, conflicting options and unusable tables are refused at once with one line, the
progress bar never mixes with the output, and tables and piped trees never cut a value."""

from __future__ import annotations

import contextlib
import fcntl
import io
import json
import os
import re
import signal
import subprocess
import sys
import termios
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from kafkasniff.capture.progress import SHOW_ABOVE, Terminals, bar_wanted
from kafkasniff.cli import main
from kafkasniff.pipeline import split_process
from kafkasniff.rendering.tables import table
from tests.support import captures as cap
from tests.support.terminal import run_on_a_terminal

SAMPLES = Path(__file__).resolve().parents[3] / "samples"
MIXED = SAMPLES / "mixed-load.pcap"
KAFKASNIFF = [sys.executable, "-m", "kafkasniff"]
SUMMARY = re.compile(rb"^summary: \d+ packets", re.M)
BAR = "━".encode()


@pytest.fixture(scope="module")
def big_capture(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """mixed-load five times over (other client ports, later times): large enough for the second
    process (split_process.worth_splitting) and the progress bar."""
    segs = cap.recut(cap.load_segments(MIXED), 1448)
    span = segs[-1].ts - segs[0].ts + 1_000_000_000

    def moved(s: cap.Seg, k: int) -> cap.Seg:
        return replace(s, ts=s.ts + k * span, sport=s.sport if s.sport == 9092 else s.sport + k,
                       dport=s.dport if s.dport == 9092 else s.dport + k)  # fmt: skip

    path = cap.write(tmp_path_factory.mktemp("big") / "big.pcap", cap.pcap_bytes([moved(s, k) for k in range(5)
                                                                                   for s in segs]))  # fmt: skip
    assert path.stat().st_size >= max(split_process.WORTH_IT, SHOW_ABOVE)
    return path


def clean(stderr: bytes) -> bool:
    return b"Traceback" not in stderr and b"Exception ignored" not in stderr and b"Error" not in stderr


# --- 1. a closed pipe ends the command with status 0, quietly


@pytest.mark.parametrize(
    "args",
    [["-V"], ["-x"], ["--json"], ["-V", "--records"]],
    ids=["tree", "hex", "json", "tree-records"],
)
def test_a_reader_that_stops_after_one_line_is_not_an_error(args: list[str]):
    assert_closed_after_one_line([*args, str(MIXED)])


@pytest.mark.parametrize(
    "args",
    [[], ["--json"], ["-V"], ["-j", "1"], ["-j", "1", "--json"], ["-j", "2"]],
    ids=["lines-split", "json-split", "tree-split", "lines-one-process", "json-one-process", "jobs"],
)
def test_a_closed_pipe_with_and_without_the_second_process(big_capture: Path, args: list[str]):
    assert_closed_after_one_line([*args, str(big_capture)])


def assert_closed_after_one_line(args: list[str]) -> None:
    proc = subprocess.Popen([*KAFKASNIFF, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    assert proc.stdout.readline()
    proc.stdout.close()  # what `| head -1` does after its line
    assert proc.wait(timeout=120) == 0
    stderr = proc.stderr.read()
    assert clean(stderr), stderr.decode()


@pytest.mark.parametrize(
    "args",
    [["stats"], ["commits"], ["topology"], ["stats", "--json"]],
    ids=["stats", "commits", "topology", "stats-json"],
)
def test_an_analysis_printed_into_a_closed_pipe_is_not_an_error(args: list[str]):
    """The table comes at the end: its reader is gone before it is printed."""
    proc = subprocess.Popen([*KAFKASNIFF, *args, str(MIXED)], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()
    assert proc.wait(timeout=120) == 0
    stderr = proc.stderr.read()
    assert SUMMARY.search(stderr) and clean(stderr), stderr.decode()


def test_the_shell_pipeline_with_head():
    command = f"{sys.executable} -m kafkasniff -V {MIXED} | head -1; echo status=${{PIPESTATUS[0]}}"
    run = subprocess.run(["bash", "-c", command], capture_output=True, timeout=120)
    assert run.stdout.splitlines()[-1] == b"status=0" and run.stderr == b""


# --- 2. Ctrl-C: what was decoded, the summary, status 130


def start(args: list[str], stdin: int | None = None) -> subprocess.Popen[bytes]:
    """kafkasniff in a process group of its own, as a terminal's foreground job is (Ctrl-C goes
    to every process of the group); its stdout unbuffered, to see how far it got."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    return subprocess.Popen([*KAFKASNIFF, *args], stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True, env=env)  # fmt: skip


def feed(proc: subprocess.Popen[bytes], data: bytes) -> threading.Thread:
    """Write `data` to the process's stdin without closing it: reading waits for more there."""
    assert proc.stdin is not None
    stdin = proc.stdin

    def write() -> None:
        try:
            stdin.write(data)
            stdin.flush()
        except BrokenPipeError:
            pass

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    return writer


def wait_until(condition: Callable[[], bool], what: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"still waiting for {what}"
        time.sleep(0.02)


def waiting_for_input(proc: subprocess.Popen[bytes], writer: threading.Thread) -> bool:
    """Everything fed was read (the pipe is empty) and the process sleeps in a read for more."""
    assert proc.stdin is not None
    queued = bytearray(4)
    fcntl.ioctl(proc.stdin.fileno(), termios.FIONREAD, queued)
    state = Path(f"/proc/{proc.pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    return not writer.is_alive() and int.from_bytes(queued, sys.byteorder) == 0 and state == "S"


def interrupt(proc: subprocess.Popen[bytes]) -> tuple[bytes, bytes]:
    """Ctrl-C to its process group, then what it printed after: read through the same buffered
    readers as the lines a test read before (`communicate` reads the pipes beneath them, and
    would miss what a `readline` had taken ahead)."""
    os.killpg(proc.pid, signal.SIGINT)
    if proc.stdin is not None:
        with contextlib.suppress(BrokenPipeError):
            proc.stdin.close()
    assert proc.stdout is not None and proc.stderr is not None
    read: dict[str, bytes] = {}
    readers = [threading.Thread(target=lambda n=n, f=f: read.__setitem__(n, f.read()), daemon=True)
               for n, f in (("out", proc.stdout), ("err", proc.stderr))]  # fmt: skip
    for reader in readers:
        reader.start()
    for reader in readers:
        reader.join(60)
    proc.wait(timeout=60)
    return read["out"], read["err"]


def test_ctrl_c_prints_the_lines_so_far_and_the_summary_then_exits_130():
    # in arrival order: in request order, an exchange still unanswered when reading stops is
    # missing between lines the whole run prints around it, so what was printed is no prefix
    whole = subprocess.run([*KAFKASNIFF, "-q", "--order", "arrival", "-"], input=MIXED.read_bytes(),
                           capture_output=True, timeout=120)  # fmt: skip
    proc = start(["--order", "arrival", "-"], stdin=subprocess.PIPE)
    writer = feed(proc, MIXED.read_bytes()[: MIXED.stat().st_size // 2])
    assert proc.stdout is not None
    first = [proc.stdout.readline() for _ in range(20)]  # decoding is under way
    out, err = interrupt(proc)
    writer.join()
    assert proc.returncode == 130
    shown = b"".join(first) + out
    assert 20 <= shown.count(b"\n") < whole.stdout.count(b"\n")
    assert whole.stdout.startswith(shown)  # whole lines, in order, up to where reading stopped
    assert SUMMARY.match(err) and err.count(b"\n") == 1, err.decode()


def test_ctrl_c_in_an_analysis_prints_the_table_of_what_was_seen():
    data = MIXED.read_bytes()
    proc = start(["stats", "-"], stdin=subprocess.PIPE)
    writer = feed(proc, data[: len(data) - 1000])
    wait_until(lambda: waiting_for_input(proc, writer), "the capture's first part to be read")
    out, err = interrupt(proc)
    assert proc.returncode == 130
    assert b"Latency and volume per api" in out and b"Produce" in out and b"Fetch" in out
    assert SUMMARY.match(err) and err.count(b"\n") == 1, err.decode()


def test_ctrl_c_stops_both_processes_of_a_large_file_quietly(big_capture: Path):
    proc = start(["-V", str(big_capture)])
    assert proc.stdout is not None
    first = proc.stdout.readline()  # the parent prints: the child is reading
    children = Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split()
    assert children, "no reading process"
    out, err = interrupt(proc)
    assert proc.returncode == 130
    assert first.count(b" -> ") == 1 and (first + out).endswith(b"\n")
    assert SUMMARY.match(err) and err.count(b"\n") == 1, err.decode()  # nothing from the child
    for pid in map(int, children):
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)


# --- 3. --table: a directory `kafkasniff index` made, checked before Spark starts

WITHOUT_SPARK = "import sys; sys.modules['pyspark'] = None; from kafkasniff.cli import main; main(sys.argv[1:])"


def without_spark(*args: str) -> subprocess.CompletedProcess[str]:
    """The command with pyspark unimportable: a check made after Spark's import would say how to
    install it instead of naming the table's problem."""
    return subprocess.run([sys.executable, "-c", WITHOUT_SPARK, *args], capture_output=True, text=True, timeout=60)


def test_a_table_that_is_not_there_or_not_a_table_is_one_line_before_spark(tmp_path: Path):
    (tmp_path / "file").write_text("x")
    (tmp_path / "empty").mkdir()
    (tmp_path / "done" / "exchanges").mkdir(parents=True)
    (tmp_path / "done" / "exchanges" / "_SUCCESS").write_text("")
    cases = {"missing": "No such directory", "file": "not a directory", "empty": "not a table made by",
             "done": "the table has no exchanges"}  # fmt: skip
    for name, message in cases.items():
        for command in ("commits", "stats", "topology"):
            run = without_spark(command, "--table", str(tmp_path / name))
            assert run.returncode == 2, run.stderr
            assert run.stderr.count("\n") == 1 and message in run.stderr and str(tmp_path / name) in run.stderr


def test_a_table_laid_out_as_index_writes_it_gets_to_spark(tmp_path: Path):
    for table_dir in (tmp_path / "out", tmp_path / "out" / "exchanges"):
        hour = tmp_path / "out" / "exchanges" / "hour=2025-11-24T07"
        hour.mkdir(parents=True, exist_ok=True)
        (hour / "part-00000-abc.c000.snappy.parquet").write_bytes(b"PAR1")
        run = without_spark("stats", "--table", str(table_dir))
        assert run.returncode == 2 and "needs PySpark" in run.stderr  # past the check


def test_index_refuses_an_out_that_is_a_file_before_spark(tmp_path: Path):
    (tmp_path / "out").write_text("x")
    run = without_spark("index", str(MIXED), "--out", str(tmp_path / "out"))
    assert run.returncode == 2 and run.stderr.count("\n") == 1 and "not a directory" in run.stderr


# --- 4. options that would silently ignore each other are refused

REFUSED = [
    (["--json-summary"], "--json-summary ends the --json output"),
    (["-V", "--json"], "-V/--tree and --json"),
    (["-x", "--json"], "-x/--hex"),
    (["-V", "-j", "2"], "-j works on capture files"),
    (["-q", "-v"], "-q/--quiet"),
    (["-f", "tcp port 9092"], "-f/--filter is for a live capture"),
    (["--duration", "5"], "--duration is for a live capture"),
    (["-B", "1024"], "-B/--buffer-size is for a live capture"),
    (["-s", "100"], "-s/--snapshot-length is for a live capture"),
    (["-p"], "-p/--no-promiscuous-mode is for a live capture"),
    (["-j", "2", "-w", "out.pcap"], "-j works on capture files"),
    (["-T", "fields"], "-T fields needs at least one -e"),
    (["-e", "api"], "-e names the columns of -T fields"),
    (["-t", "r", "--json"], "-t sets the time column"),
    (["-Y", "api =="], "-Y: "),
    (["stats", "-w", "out.pcap"], "-w with a capture file saves what `show` prints"),
    (["--records"], "--records is about decoded bodies"),
    (["--values", "hex"], "--values is about decoded bodies"),
    (["--max-value-len", "10"], "--max-value-len is about decoded bodies"),
    (["--show-secrets"], "--show-secrets is about decoded bodies"),
    (["stats", "-q", "-v"], "-q/--quiet"),
    (["stats", "-f", "port 1"], "-f/--filter is for a live capture"),
    (["stats", "--master", "local[2]"], "--master is the Spark master of --table"),
]
TABLE_REFUSED = [
    (["--port", "9093"], "--port is for reading captures"),
    (["--keylog", str(SAMPLES / "tls-confluent.keys")], "--keylog is for reading captures"),
    (["-v"], "-v/--verbose is for reading captures"),
    (["--max-memory", "1G"], "--max-memory is for reading captures"),
]


def invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args), prog_name="kafkasniff")
    return result.exit_code, result.output


@pytest.mark.parametrize(("args", "message"), REFUSED, ids=[" ".join(a) for a, _ in REFUSED])
def test_conflicting_options_are_a_usage_error(args: list[str], message: str):
    command = args[:1] if args[0] == "stats" else []
    status, output = invoke(*command, *args[len(command) :], str(MIXED))
    assert status == 2, output
    (error,) = output.splitlines()
    assert message in error and error.endswith("--help)"), output


@pytest.mark.parametrize(("args", "message"), TABLE_REFUSED, ids=[" ".join(a[:1]) for a, _ in TABLE_REFUSED])
def test_capture_options_with_a_table_are_a_usage_error(tmp_path: Path, args: list[str], message: str):
    status, output = invoke("stats", "--table", str(tmp_path), *args)
    assert status == 2 and output.startswith(f"kafkasniff stats: {message}") and output.count("\n") == 1, output


@pytest.mark.parametrize(
    "args",
    [["--redact"], ["-x"], ["-V", "-x", "--records", "--values", "hex"], ["--json", "--json-summary", "--records"],
     ["-q", "--json", "--show-secrets", "--max-value-len", "0"], ["-j", "1", "-c", "3"], ["stats", "-q", "--json"]],
)  # fmt: skip
def test_options_that_go_together_are_accepted(args: list[str]):
    command = args[:1] if args[0] == "stats" else []
    status, output = invoke(*command, *args[len(command) :], str(SAMPLES / "confluent.pcap"))
    assert status == 0, output


# --- 5. the progress bar: only where it cannot mix with the output

TTY, FILE = True, False


@pytest.mark.parametrize(
    ("size", "stderr", "stdout_same_terminal", "quiet", "bar"),
    [
        (SHOW_ABOVE, TTY, False, False, True),  # stdout a file, a pipe, /dev/null or another terminal
        (SHOW_ABOVE - 1, TTY, False, False, False),  # done before a bar helps
        (SHOW_ABOVE, FILE, False, False, False),  # stderr not a terminal (a log)
        (SHOW_ABOVE, TTY, True, False, False),  # the lines go to that terminal: they would mix
        (SHOW_ABOVE, TTY, False, True, False),  # -q
    ],
)
def test_when_the_bar_is_drawn(size: int, stderr: bool, stdout_same_terminal: bool, quiet: bool, bar: bool):
    assert bar_wanted(size, Terminals(stderr, stdout_same_terminal), quiet) is bar


def test_the_bar_is_on_the_terminal_and_the_output_in_its_file(big_capture: Path, tmp_path: Path):
    expected = subprocess.run([*KAFKASNIFF, "-q", str(big_capture)], capture_output=True, timeout=120).stdout
    for quiet in ([], ["-q"]):
        with open(tmp_path / "out.txt", "wb") as out:
            status, seen = run_on_a_terminal([*quiet, str(big_capture)], out.fileno())
        assert status == 0
        assert (tmp_path / "out.txt").read_bytes() == expected  # no line went to the bar's terminal
        if quiet:
            assert seen == b""
        else:
            assert BAR in seen and b"summary: " in seen


def test_no_bar_among_lines_on_the_same_terminal(big_capture: Path):
    status, seen = run_on_a_terminal(["-V", "-c", "50", str(big_capture)], None)
    assert status == 0 and b"\x1b[" in seen and BAR not in seen


# --- 6. tables never split a number or an id


def rendered(columns: list[tuple[str, str]], rows: list[dict[str, object]], width: int = 80) -> str:
    from rich.console import Console

    out = io.StringIO()
    Console(file=out, width=width, highlight=False).print(table("numbers", columns, rows), crop=False)
    return out.getvalue()


def test_long_numbers_in_80_columns_stay_whole():
    columns = [(f"c{i}", f"column {i}") for i in range(9)]
    rows = [{f"c{i}": 1234567890123 * (i + 1) + r for i in range(9)} for r in range(3)]
    text = rendered(columns, rows)
    for row in rows:
        for value in row.values():
            assert any(str(value) in line for line in text.splitlines()), (value, text)


def test_lists_wrap_between_their_items_within_80_columns():
    columns = [("group", "group"), ("offsets", "offsets"), ("members", "members")]
    rows = [{"group": "billing", "offsets": list(range(10**9, 10**9 + 12)),
             "members": [f"consumer-{i}-4f9a8b7e-aa11-4c3d-9e8f-{i:012d}" for i in range(4)]}]  # fmt: skip
    text = rendered(columns, rows)
    assert max(len(line) for line in text.splitlines()) <= 80  # it fits, by wrapping
    lines = text.splitlines()
    for value in [*rows[0]["offsets"], *rows[0]["members"]]:
        assert any(str(value) in line for line in lines), (value, text)


def test_an_analysis_table_on_a_narrow_terminal_keeps_its_values():
    from kafkasniff.analyses.stats import API_COLUMNS

    rows = [{"api": "OffsetCommit", "count": 123456789012, "p50_ms": 123456.789, "max_ms": 98765432.1}]
    text = rendered(list(API_COLUMNS), rows, width=60)
    for value in ("OffsetCommit", "123456789012", "123456.789", "98765432.100"):
        assert value in text and any(value in line for line in text.splitlines())


# --- 7. piped trees are neither wrapped nor cut


def test_a_piped_tree_line_longer_than_200_characters_is_whole():
    sample = str(SAMPLES / "codecs.pcap")
    options = ["--records", "--max-value-len", "0", "--api", "Produce", "-q"]
    as_json = subprocess.run([*KAFKASNIFF, *options, "--json", sample], capture_output=True, timeout=120).stdout
    objects = [json.loads(line) for line in as_json.splitlines()]
    values = {record["value"] for o in objects for topic in o["request"]["topic_data"]
              for partition in topic["partition_data"] for batch in partition["records"]["batches"]
              for record in batch["records"] if str(record["value"]).startswith("plain text")}  # fmt: skip
    assert values and all(len(value) > 100 for value in values)
    tree = subprocess.run([*KAFKASNIFF, *options, "-V", sample], capture_output=True, timeout=120).stdout.decode()
    for value in values:
        line = next((line for line in tree.splitlines() if value in line), None)
        assert line is not None and len(line) > 200, value  # one line, whole, past the 200 columns of tables
