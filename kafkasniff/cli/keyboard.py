"""Keys pressed on the terminal, for a full-screen command (`top`).

Read from /dev/tty, not stdin: stdin may be the capture (`tcpdump -w - | kafkasniff top -`).
The terminal is put in cbreak mode (each key as it is pressed, not echoed; Ctrl-C still sends
SIGINT) and its modes are put back on `close`, which the command reaches whatever ends it (q,
Ctrl-C, an exception). Without a terminal to read (no controlling terminal) there are no keys:
Ctrl-C still ends the run. `suspend` and `resume` are for Ctrl-Z and `fg`: the shell gets its
terminal back as it was, and the keys come in cbreak mode again once the command is continued.

`wait` also returns when another thread calls `wake`, through a pipe watched beside the
terminal, so that one thread can wait for keys and for news from the decoding at once."""

from __future__ import annotations

import contextlib
import os
import select
import termios
import tty
from typing import Any

ESCAPE = "\x1b"  # an arrow or function key sends a sequence beginning with it: not a key of ours


class Keyboard:
    def __init__(self, fd: int | None, saved: list[Any] | None) -> None:
        self._fd, self._saved = fd, saved
        self._wake_read, self._wake_write = os.pipe()
        self._closed = False

    @classmethod
    def open(cls, path: str = "/dev/tty") -> Keyboard:
        try:
            fd = os.open(path, os.O_RDONLY | os.O_NOCTTY)
        except OSError:
            return cls(None, None)
        try:
            saved = termios.tcgetattr(fd)
            tty.setcbreak(fd, termios.TCSANOW)
        except termios.error:
            os.close(fd)
            return cls(None, None)
        return cls(fd, saved)

    @property
    def present(self) -> bool:
        return self._fd is not None

    def __enter__(self) -> Keyboard:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def wait(self, timeout: float) -> list[str]:
        """The keys pressed within `timeout` seconds (none: the time passed, or a `wake`)."""
        watched = [self._wake_read] + ([self._fd] if self._fd is not None else [])
        ready, _, _ = select.select(watched, [], [], max(0.0, timeout))
        if self._wake_read in ready:
            os.read(self._wake_read, 4096)
        if self._fd is None or self._fd not in ready:
            return []
        typed = os.read(self._fd, 64).decode("utf-8", "replace")
        return [] if typed.startswith(ESCAPE) else list(typed)

    def suspend(self) -> None:
        """The terminal's modes as they were before `open`, until `resume`."""
        if self._fd is not None and self._saved is not None:
            with contextlib.suppress(termios.error):
                termios.tcsetattr(self._fd, termios.TCSADRAIN, self._saved)

    def resume(self) -> None:
        """cbreak mode again (`close` still puts back the modes found at `open`, as curses does)."""
        if self._fd is not None:
            with contextlib.suppress(termios.error):
                tty.setcbreak(self._fd, termios.TCSANOW)

    def wake(self) -> None:
        """Make a `wait` in another thread return now."""
        with contextlib.suppress(OSError):
            os.write(self._wake_write, b"!")

    def close(self) -> None:
        """The terminal's modes as they were (once: later calls do nothing); `wait` and `wake`
        are not to be called after it."""
        if self._closed:
            return
        self._closed = True
        fd, saved, self._fd, self._saved = self._fd, self._saved, None, None
        if fd is not None and saved is not None:
            with contextlib.suppress(termios.error):
                termios.tcsetattr(fd, termios.TCSADRAIN, saved)
            os.close(fd)
        os.close(self._wake_read)
        os.close(self._wake_write)
