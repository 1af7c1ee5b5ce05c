"""Exit statuses, and the one place that turns expected failures into them.

0 success, 1 an internal error (a bug), 2 bad usage or unreadable input, 130 interrupted.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable

import click

from kafkasniff.capture.pcap import CaptureError
from kafkasniff.select.filters import FilterError

OK, INTERNAL, BAD_INPUT, SPARK_FAILED, INTERRUPTED = 0, 1, 2, 3, 130
EPILOG = """\b
Exit status: 0 success; 2 bad usage or input that is not a readable capture (one line on
stderr); 3 Spark failed (index, --table: one line on stderr); 130 interrupted while reading a
file (what was decoded until then is printed, and the summary); 1 an internal error (please
report it)."""


class InputError(Exception):
    """Input the user named that cannot be used (a table directory that is not one): one line, exit 2."""


class Interrupted(KeyboardInterrupt):
    """Ctrl-C stopped the reading of a file after what was decoded so far (and the summary) was
    printed; a command that prints at the end (an analysis) prints what it saw, then re-raises."""


def guarded(action: Callable[[], None]) -> int:
    """Run a command's work; expected failures become one line on stderr and an exit status."""
    try:
        action()
        sys.stdout.flush()  # here, not at exit: a reader gone away must end as a broken pipe below
    except (CaptureError, FilterError, InputError) as exc:
        with contextlib.suppress(BrokenPipeError):
            sys.stdout.flush()
        click.echo(f"kafkasniff: {exc}", err=True)
        return BAD_INPUT
    except BrokenPipeError:
        # stdout's reader went away (`| head`): what it read is all it wanted, like any Unix filter
        _discard_stdout()
        return OK
    except KeyboardInterrupt:
        return INTERRUPTED
    except _spark_failure() as exc:  # (an except clause's type is looked up when an exception reaches it)
        click.echo(f"kafkasniff: Spark failed: {exc}", err=True)
        return SPARK_FAILED
    return OK


def _spark_failure() -> type[Exception]:
    """Spark's failure type, imported only when an exception is being handled: the Spark
    session's module loads logging and pathlib, 2% of showing a small capture, which runs no Spark."""
    from kafkasniff.bulk.session import SparkFailure

    return SparkFailure


def _discard_stdout() -> None:
    """Point stdout at /dev/null, so that the interpreter's last flush of what is still buffered
    neither fails nor prints "Exception ignored ... BrokenPipeError" on the way out."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


def finish(status: int) -> None:
    """End the command with status: the only exit a command makes."""
    click.get_current_context().exit(status)
