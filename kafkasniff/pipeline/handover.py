"""The reading process's batches as bytes on the pipe, and back: what the hand-over costs.

An exchange goes as a plain tuple of its fields (its frames' too, without their connection, which
the exchange names once): pickling a tuple is C throughout, where each record's own reduction is
a Python call, and the exchange is built again on the other side with its class's own
constructors. Everything else (notices, rendered lines) goes as it is.

A message is pickled straight into the pipe and unpickled straight from it: neither end builds a
whole message (a megabyte) in memory, whose fresh pages the kernel would map each time, and a
frame's data goes from the pipe into its own bytes with one copy. Pickle streams say where they
end, so no length goes before them.

The receiving end may also take what the pipe holds ahead of the message it is at (`Receiver.pump`,
up to READ_AHEAD bytes): a pipe holds a megabyte at most, less than a batch of --records lines,
and a sender blocked on a full pipe waits for the receiver to finish everything before, where it
could be decoding.
"""

from __future__ import annotations

import os
import pickle
import select
from collections import deque
from collections.abc import Sequence
from operator import attrgetter
from typing import Any

from kafkasniff.model import Exchange, Frame

READ_BUFFER = 256 * 1024  # what the receiving end reads ahead of the message it unpickles
READ_AHEAD = 8 * 1024 * 1024  # what `Receiver.pump` may hold: a few batches of --records lines

# Frame's fields after its connection, in its constructor's order (a test checks them)
_frame_fields = attrgetter("from_client", "ts", "ts_first", "offset", "size", "data", "lost", "loss", "packets",
                           "end_seen")  # fmt: skip
# an exchange as a tuple: (connection, request's fields, response's fields, head, status)
EncodedExchange = tuple[Any, Any, Any, Any, Any]


def encoded(items: Sequence[object]) -> list[object]:
    """The items with each exchange as a tuple (the rest as they are)."""
    out: list[object] = []
    append = out.append
    for item in items:
        if type(item) is Exchange:
            request, response = item.request, item.response
            append((item.conn, None if request is None else _frame_fields(request),
                    None if response is None else _frame_fields(response), item.head, item.status))  # fmt: skip
        else:
            append(item)
    return out


def decoded(items: list[Any]) -> list[Any]:
    """`encoded`'s items as they were."""
    for i, item in enumerate(items):
        if type(item) is tuple:
            conn, request, response, head, status = item
            items[i] = Exchange(conn, None if request is None else Frame(conn, *request),
                                None if response is None else Frame(conn, *response), head, status)  # fmt: skip
    return items


class Sender:
    """Messages pickled straight into a pipe's descriptor: pickle writes them in frames of
    64 KiB, and a frame's large bytes as they are, so no message is built whole in memory."""

    def __init__(self, fd: int) -> None:
        self.fd = fd  # the pipe's writing end
        self.written = 0

    def send(self, message: object) -> int:
        """Send a message; its size in bytes."""
        before = self.written
        pickle.dump(message, self, protocol=pickle.HIGHEST_PROTOCOL)
        return self.written - before

    def write(self, data: bytes | memoryview) -> int:  # what pickle.dump writes to
        with memoryview(data) as view:
            done, size = 0, len(view)
            while done < size:
                done += os.write(self.fd, view[done:])
        self.written += size
        return size


class Receiver:
    """`Sender`'s messages, read from the pipe through one buffer kept for them all: a large
    bytes object (a frame's data) is read from the pipe straight into itself. `pump` takes what
    the pipe holds already, so that the sender need not wait for it."""

    def __init__(self, fd: int, buffering: int = READ_BUFFER, ahead: int = READ_AHEAD) -> None:
        self.file = open(fd, "rb", buffering=buffering, closefd=False)  # noqa: SIM115 (closed with the pipe)
        self.ahead = _Ahead(self.file, ahead)

    def message(self) -> Any:
        """The next message; EOFError when the pipe ended before it did."""
        try:
            return pickle.load(self.ahead if self.ahead.held else self.file)
        except pickle.UnpicklingError as cut:  # the pipe ended inside a message
            raise EOFError(str(cut)) from None

    def pump(self) -> None:
        """Take what the pipe holds now (never waiting for more), up to READ_AHEAD bytes held."""
        self.ahead.pump()

    def close(self) -> None:
        self.file.close()


class _Ahead:
    """The bytes taken from the pipe ahead of the message being read, then the pipe: what
    `pickle.load` reads while any are held. All reads go through the one buffered file, so
    the bytes stay in the order sent."""

    def __init__(self, file: Any, limit: int) -> None:
        self.file, self.limit = file, limit
        self.chunks: deque[bytes] = deque()
        self.start = 0  # where chunks[0]'s unread bytes start
        self.held = 0  # unread bytes in chunks
        self.poll = select.poll()
        self.poll.register(file.fileno(), select.POLLIN)

    def pump(self) -> None:
        if self.held < self.limit and self.poll.poll(0):
            chunk = self.file.read1(self.limit - self.held)  # what the pipe has: it does not wait
            if chunk:
                self.chunks.append(chunk)
                self.held += len(chunk)

    def read(self, size: int) -> bytes:
        first = self.chunks[0] if self.chunks else b""
        if size <= len(first) - self.start:  # (pickle reads frames of 64 KiB: mostly here)
            part = first[self.start : self.start + size]
            self._advance(size)
            return part
        parts = []
        while self.chunks and size:
            part = self._take(size)
            parts.append(part)
            size -= len(part)
        if size:
            parts.append(self.file.read(size))
        return b"".join(parts)

    def readinto(self, buffer: Any) -> int:
        with memoryview(buffer) as view:
            done = 0
            while self.chunks and done < len(view):
                part = self._take(len(view) - done)
                view[done : done + len(part)] = part
                done += len(part)
            if done < len(view):
                done += self.file.readinto(view[done:]) or 0
            return done

    def readline(self) -> bytes:  # (pickle asks for it; the protocols it writes never read lines)
        parts = []
        while self.chunks:
            first = self.chunks[0]
            end = first.find(b"\n", self.start)
            part = self._take(len(first) - self.start if end < 0 else end + 1 - self.start)
            parts.append(part)
            if end >= 0:
                return b"".join(parts)
        return b"".join([*parts, self.file.readline()])

    def _take(self, size: int) -> bytes:
        """Up to `size` bytes from the first chunk."""
        first = self.chunks[0]
        part = first[self.start : self.start + size]
        self._advance(len(part))
        return part

    def _advance(self, size: int) -> None:
        self.start += size
        self.held -= size
        if self.start == len(self.chunks[0]):
            self.chunks.popleft()
            self.start = 0
