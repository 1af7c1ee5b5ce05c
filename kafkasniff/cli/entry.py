"""The `kafkasniff` command as a process: the program, then a quick way out.

When the program is done, CPython would tear the interpreter down: free every object and unload
every module, one by one, 5 to 10 ms of a run (2-3% of a 46 MB capture's line view; a small
capture's run takes 0.08 s in all). Nothing the user sees depends on it, so once the exit handlers
have run and the output is flushed, the process ends there. What needs the usual way out takes it:
a message as the exit status, threads still running, output that cannot be flushed.
"""

from __future__ import annotations

import atexit
import os
import sys
from typing import NoReturn

from kafkasniff.cli.program import main


def run() -> NoReturn:
    """Run the program with the command line's arguments and end the process with its status."""
    try:
        main()
    except SystemExit as done:
        status = done.code
    else:  # (main ends by sys.exit; a caller's own main may return)
        status = 0
    status = 0 if status is None else status
    if not isinstance(status, int) or _other_threads():
        sys.exit(status)
    atexit._run_exitfuncs()  # (they run once: this clears them)
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):  # what Python reports on its way out, as it would
        sys.exit(status)
    os._exit(status)


def _other_threads() -> bool:
    threading = sys.modules.get("threading")  # never imported: no thread was started by it
    return threading is not None and threading.active_count() > 1
