"""A progress bar on stderr while a large capture file is read, where it cannot mix with the output.

The bar is drawn only when stderr is a terminal and stdout is not that terminal: stdout is a
file, /dev/null, a pipe or another terminal. On the terminal the output goes to, a redrawn bar
would interleave with the lines being printed. A pipe is accepted although its reader may be a
pager drawing on the same terminal (`| less`): nothing tells a pager from `| jq` or `| wc -l`,
the bar is transient (gone when the file is read), and `-q` or `2>/dev/null` removes it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, BinaryIO

SHOW_ABOVE = 8 * 1024 * 1024  # files smaller than this finish before a bar helps


@dataclass(frozen=True)
class Terminals:
    """Where stderr and stdout go, as far as drawing on stderr is concerned."""

    stderr_is_terminal: bool
    stdout_is_that_terminal: bool  # stdout is the very terminal stderr is (same device)

    @classmethod
    def of_this_process(cls) -> Terminals:
        return cls(_isatty(2), _isatty(1) and _isatty(2) and _same_device(1, 2))


def may_draw_on_stderr(terminals: Terminals, quiet: bool) -> bool:
    """Whether something redrawn on stderr (a progress bar, a live status line) stays apart from
    the output: stderr is a terminal the output does not go to, and the user did not ask for -q."""
    return terminals.stderr_is_terminal and not terminals.stdout_is_that_terminal and not quiet


def bar_wanted(size: int, terminals: Terminals, quiet: bool) -> bool:
    """A bar for reading a file of `size` bytes: large enough to take a while, and room to draw."""
    return size >= SHOW_ABOVE and may_draw_on_stderr(terminals, quiet)


def _isatty(fd: int) -> bool:
    try:
        return os.isatty(fd)
    except OSError:
        return False


def _same_device(a: int, b: int) -> bool:
    try:
        first, second = os.fstat(a), os.fstat(b)
    except OSError:
        return False
    return (first.st_rdev, first.st_ino) == (second.st_rdev, second.st_ino)


class _CountingReader:
    """Passes reads through to the raw file and reports how far into it we are."""

    def __init__(self, raw: BinaryIO, advance: Any) -> None:
        self._raw, self._advance = raw, advance

    def read(self, n: int = -1) -> bytes:
        data = self._raw.read(n)
        self._advance(len(data))
        return data

    def readinto(self, buffer: Any) -> int:
        n = self._raw.readinto(buffer)  # type: ignore[attr-defined]
        self._advance(n or 0)
        return n or 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self._raw, name)


class FileProgress:
    """How a reader reports progress: wrap the raw file it reads, or tell how far it got."""

    def __init__(self, advance: Callable[[int], None] | None = None) -> None:
        self._advance = advance

    def wrap(self, raw: BinaryIO) -> Any:
        return raw if self._advance is None else _CountingReader(raw, self._advance)

    def advance(self, n: int) -> None:
        if self._advance is not None:
            self._advance(n)


@contextmanager
def file_progress(paths: Sequence[str], quiet: bool = False) -> Iterator[FileProgress]:
    """A progress bar for reading files (a silent one when small or when it has no room: see
    the module's docstring)."""
    size = sum(os.path.getsize(p) for p in paths if p != "-" and os.path.isfile(p))
    if not bar_wanted(size, Terminals.of_this_process(), quiet):
        yield FileProgress()
        return
    from rich.console import Console
    from rich.progress import BarColumn, DownloadColumn, Progress, TimeRemainingColumn, TransferSpeedColumn

    columns = (BarColumn(), DownloadColumn(), TransferSpeedColumn(), TimeRemainingColumn())
    # stdout is not redirected through the bar's console, which draws on stderr: the output would
    # land on the terminal instead of its file or pipe; stderr is (notices are printed above the bar)
    with Progress(*columns, console=Console(stderr=True), transient=True, redirect_stdout=False) as progress:
        name = os.path.basename(paths[0]) + (f" (+{len(paths) - 1} files)" if len(paths) > 1 else "")
        task = progress.add_task(name, total=size)

        def advance(n: int) -> None:
            progress.advance(task, n)

        yield FileProgress(advance)
