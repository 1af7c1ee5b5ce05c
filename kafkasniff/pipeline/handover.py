"""The reading process's batches as bytes on the pipe, and back: what the hand-over costs.

An exchange goes as a plain tuple of its fields (its frames' too, without their connection, which
the exchange names once): pickling a tuple is C throughout, where each record's own reduction is
a Python call, and the exchange is built again on the other side with its class's own
constructors. Everything else (notices, rendered lines) goes as it is.

A message is pickled straight into the pipe and unpickled straight from it: neither end builds a
whole message (a megabyte) in memory, whose fresh pages the kernel would map each time, and a
frame's data goes from the pipe into its own bytes with one copy. Pickle streams say where they
end, so no length goes before them.
"""

from __future__ import annotations

import os
import pickle
from collections.abc import Sequence
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from kafkasniff.model import Exchange, Frame

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

READ_BUFFER = 256 * 1024  # what the receiving end reads ahead of the message it unpickles

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

    def __init__(self, end: Connection) -> None:
        self.fd = end.fileno()
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
    bytes object (a frame's data) is read from the pipe straight into itself."""

    def __init__(self, end: Connection, buffering: int = READ_BUFFER) -> None:
        self.file = open(end.fileno(), "rb", buffering=buffering, closefd=False)  # noqa: SIM115 (closed with the pipe)

    def message(self) -> Any:
        """The next message; EOFError when the pipe ended before it did."""
        try:
            return pickle.load(self.file)
        except pickle.UnpicklingError as cut:  # the pipe ended inside a message
            raise EOFError(str(cut)) from None

    def close(self) -> None:
        self.file.close()
