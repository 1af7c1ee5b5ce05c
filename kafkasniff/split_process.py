"""The undecoded stages (capture -> segments -> reassembly -> framing -> pairing) in a child
process, so that on a machine with two cores or more they overlap with decoding and rendering.

Decoding stays in the calling process, in capture order, so its per-capture memory (topic ids
learned from Metadata, SASL mechanisms) works exactly as in one process: the output is the same
byte for byte. The child sends its exchanges and notices in pickled batches, each with how far
into the file it has read (for the progress bar); its last message carries its counters, or the
one-line error that stopped it.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import pickle
from collections.abc import Callable, Iterator
from dataclasses import fields
from typing import TYPE_CHECKING, Any

from kafkasniff.capture import CaptureError, open_capture, read_packets
from kafkasniff.counters import Counters
from kafkasniff.model import Exchange, Notice
from kafkasniff.pipeline import Options, exchanges

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

BATCH = 64  # exchanges and notices per message (about 300 KB of frames)
FIRST_BATCH = 8
PIPE_SIZE = 1024 * 1024
WORTH_IT = 16 * 1024 * 1024  # smaller files are done before a second process pays off


def worth_splitting(path: str) -> bool:
    """A capture file large enough, and a second core to run on."""
    return (
        path != "-"
        and (os.cpu_count() or 1) > 1
        and os.path.isfile(path)
        and os.path.getsize(path) >= WORTH_IT
        and "fork" in multiprocessing.get_all_start_methods()
    )


def exchanges_from_child(
    path: str, options: Options, counters: Counters, advance: Callable[[int], None] | None = None
) -> Iterator[Exchange | Notice]:
    """The undecoded exchanges of a capture file, made by a child process; `counters` gets the
    child's counts at the end, `advance` the bytes of the file read so far."""
    receiver, sender = multiprocessing.get_context("fork").Pipe(duplex=False)
    child = multiprocessing.get_context("fork").Process(target=_produce, args=(path, options, sender), daemon=True)
    child.start()
    sender.close()
    _widen(receiver)
    read = 0
    try:
        while True:
            kind, payload, position = pickle.loads(receiver.recv_bytes())
            if advance is not None and position > read:
                advance(position - read)
                read = position
            if kind == "items":
                items, counts = payload
                _copy_counters(counts, counters)  # as far as the child got, should we stop early
                yield from items
                continue
            _copy_counters(payload, counters)
            if kind == "error":
                raise CaptureError(payload["error"])
            return
    finally:
        receiver.close()
        if child.is_alive():
            child.terminate()
        child.join()


def _widen(end: Connection) -> None:
    """A pipe of a megabyte rather than 64 KiB (Linux): the child keeps a few batches ahead
    instead of waiting for the decoder to take each one."""
    with contextlib.suppress(ImportError, OSError):
        import fcntl

        fcntl.fcntl(end.fileno(), getattr(fcntl, "F_SETPIPE_SZ", 1031), PIPE_SIZE)


def _produce(path: str, options: Options, out: Connection) -> None:
    """The child: run the undecoded stages and send what they yield."""
    counters = Counters()
    try:
        stream = open_capture(path)
        batch: list[Exchange | Notice] = []
        size = FIRST_BATCH  # a small first batch: decoding starts sooner
        for item in exchanges(read_packets(stream, counters, options.keys.add_text), counters, options):
            batch.append(item)
            if len(batch) >= size:
                _send(out, "items", (batch, counters.as_dict()), stream)
                batch, size = [], BATCH
        _send(out, "items", (batch, counters.as_dict()), stream)
        _send(out, "done", counters.as_dict(), stream)
    except CaptureError as exc:
        _send(out, "error", {**counters.as_dict(), "error": str(exc)}, None)
    except (BrokenPipeError, KeyboardInterrupt):
        pass  # the reader went away (output closed, Ctrl-C): nothing to tell
    finally:
        out.close()


def _send(out: Connection, kind: str, payload: Any, stream: Any) -> None:
    position = stream.tell() if stream is not None else 0
    out.send_bytes(pickle.dumps((kind, payload, position), protocol=pickle.HIGHEST_PROTOCOL))


def _copy_counters(values: dict[str, Any], counters: Counters) -> None:
    for f in fields(Counters):
        if f.name in values:
            setattr(counters, f.name, values[f.name])
