"""Exit statuses, and the one place that turns expected failures into them.

0 success, 1 an internal error (a bug), 2 bad usage or unreadable input, 130 interrupted.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable

import click

from kafkasniff.capture import CaptureError
from kafkasniff.filters import FilterError

OK, INTERNAL, BAD_INPUT, INTERRUPTED = 0, 1, 2, 130
EPILOG = """\b
Exit status: 0 success; 2 bad usage or input that is not a readable capture (one line on
stderr); 130 interrupted while reading a file; 1 an internal error (please report it)."""


def guarded(action: Callable[[], None]) -> int:
    """Run a command's work; expected failures become one line on stderr and an exit status."""
    try:
        action()
    except (CaptureError, FilterError) as exc:
        with contextlib.suppress(BrokenPipeError):
            sys.stdout.flush()
        click.echo(f"kafkasniff: {exc}", err=True)
        return BAD_INPUT
    except BrokenPipeError:
        # stdout's reader went away (e.g. `| head`): stop without a traceback from the final flush
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return OK
    except KeyboardInterrupt:
        return INTERRUPTED
    return OK


def finish(status: int) -> None:
    """End the command with status: the only exit a command makes."""
    click.get_current_context().exit(status)
