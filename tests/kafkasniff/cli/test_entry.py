"""The `kafkasniff` command's process ends quickly, with the program's status, its exit handlers
run and its output flushed."""

from __future__ import annotations

import subprocess
import sys

from tests.support.captures import sample_path


def command(program: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", program, *args], capture_output=True, text=True, timeout=60)


def test_the_status_is_the_programs_and_every_line_is_flushed():
    done = command("import sys; from kafkasniff.cli import run; sys.argv[0] = 'kafkasniff'; run()", "-q",
                   str(sample_path("confluent")))  # fmt: skip
    assert done.returncode == 0
    assert done.stdout.count("\n") == 41 and done.stdout.endswith("\n")


def test_a_usage_error_keeps_its_status_and_its_line():
    done = command("import sys; from kafkasniff.cli import run; sys.argv[0] = 'kafkasniff'; run()", "--no-such")
    assert done.returncode == 2
    assert "No such option" in done.stderr


def test_exit_handlers_run_once_before_the_process_ends():
    program = ("import atexit, sys; from kafkasniff.cli import run; "
               "atexit.register(lambda: print('handler ran')); sys.argv[0] = 'kafkasniff'; run()")  # fmt: skip
    done = command(program, "--version")
    assert done.returncode == 0
    assert done.stdout.count("handler ran") == 1


def test_a_thread_still_running_is_waited_for_as_usual():
    program = ("import sys, threading, time; from kafkasniff.cli import run; "
               "threading.Thread(target=lambda: (time.sleep(0.3), print('thread done'))).start(); "
               "sys.argv[0] = 'kafkasniff'; run()")  # fmt: skip
    done = command(program, "--version")
    assert done.returncode == 0
    assert "thread done" in done.stdout


def test_a_message_as_the_status_is_printed_and_exits_1():
    program = ("import sys; import kafkasniff.cli.entry as entry; "
               "entry.main = lambda: sys.exit('kafkasniff: went wrong'); entry.run()")  # fmt: skip
    done = command(program)
    assert done.returncode == 1
    assert done.stderr.strip() == "kafkasniff: went wrong"
