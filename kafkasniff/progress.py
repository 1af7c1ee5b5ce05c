"""A progress bar on stderr while a large capture file is read (only when stderr is a terminal)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, BinaryIO

SHOW_ABOVE = 8 * 1024 * 1024  # files smaller than this finish before a bar helps


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
def file_progress(path: str) -> Iterator[FileProgress]:
    """A progress bar for reading a file (a silent one when small or stderr is not a terminal)."""
    size = os.path.getsize(path) if path != "-" and os.path.isfile(path) else 0
    if size < SHOW_ABOVE or not sys.stderr.isatty():
        yield FileProgress()
        return
    from rich.console import Console
    from rich.progress import BarColumn, DownloadColumn, Progress, TimeRemainingColumn, TransferSpeedColumn

    columns = (BarColumn(), DownloadColumn(), TransferSpeedColumn(), TimeRemainingColumn())
    with Progress(*columns, console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task(os.path.basename(path), total=size)

        def advance(n: int) -> None:
            progress.advance(task, n)

        yield FileProgress(advance)
