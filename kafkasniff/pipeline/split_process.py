"""The undecoded stages (capture -> segments -> reassembly -> framing -> pairing) in a child
process, so that on a machine with two cores or more they overlap with decoding and rendering.

The child sends its exchanges and notices in pickled batches, each with how far into the file it
has read (for the progress bar); its last message carries its counters, or the one-line error
that stopped it. Decoding happens in the calling process, in capture order.

For views that print text (lines, NDJSON) the child also shares the decoding: given the view
(`render`: the filters and the renderer of one exchange), it decodes and renders a batch itself
whenever the parent still has enough undecoded exchanges to get through (`_Backlog`: those it sent
that the parent has not finished, which the parent tells through a shared counter), so both cores
decode when decoding is the slower half. An exchange of large frames (DECODED_WHERE_READ) it
decodes in any case: its line is cheaper to hand over than its bytes. Both processes still dissect
every exchange that informs later ones (Metadata's topic ids, SASL mechanisms:
`WireProtocol.informs_later`), in capture order, so their per-capture memories stay equal and the
output is the same byte for byte as in one process.

The child is forked directly (`_fork`), not through multiprocessing, and ends with os._exit.

Ctrl-C reaches both processes (the terminal signals the whole foreground process group). The
child ignores it: the parent decides what it means (print what it decoded, then stop), and ends
the child when it stops taking its batches, as it does on any early stop.
"""

from __future__ import annotations

import contextlib
import mmap
import os
import signal
import traceback
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from kafkasniff.capture.file_sets import read_files
from kafkasniff.capture.pcap import CaptureError
from kafkasniff.counters import COUNT_NAMES, Counters
from kafkasniff.dissectors.base import WireProtocol
from kafkasniff.model import DecodedExchange, Exchange, Notice, pickled_as_call
from kafkasniff.pipeline.dissection import dissect
from kafkasniff.pipeline.handover import READ_AHEAD, Receiver, Sender, decoded, encoded
from kafkasniff.pipeline.ordering import request_time, seen_time
from kafkasniff.pipeline.wiring import Options, exchanges

# A message carries up to BATCH exchanges and notices, or fewer whose frames reach BATCH_BYTES:
# large enough that the two processes seldom wait for each other, small enough to bound memory
BATCH = 128
BATCH_BYTES = 1024 * 1024
FIRST_BATCH = 8
# exchanges left to the parent that it has not finished: the parent is behind, the child decodes.
# While the child reads and decodes a batch the parent must have this much to do, or it waits: 64
# balanced the two processes' CPU best but made the line view and --json 5-10% slower (the parent
# waited); 128 to 256 were as fast as before in those and --records 10-20% faster. Since the child
# decodes exchanges of large frames in any case (DECODED_WHERE_READ), it does more of the decoding
# than then, and 384 is 1-4% faster than 128 in every view on loopback captures
WORTH_SHARING = 3 * BATCH
PIPE_SIZE = 1024 * 1024
# the parent looks for what the child sent after this many exchanges, not after each: a look is a
# system call, and 16 exchanges take well under a millisecond (against pumping after every one, the
# line view's CPU fell 1-3% on loopback captures; 8 to 32 alike)
PUMP_EVERY = 16
# An exchange with this many bytes of frames is decoded by the child whoever is behind: its line
# crosses the pipe instead of its bytes, whose copies (into the pipe, out of it into fresh pages)
# cost more than the parent's share of its decode saves. On loopback captures (frames up to a
# megabyte) 6% of the exchanges hold 70% of the bytes; 4 to 16 KiB cut the two processes' CPU by
# 4-7% alike, 2 KiB and less gave the child too much of the decoding
DECODED_WHERE_READ = 8 * 1024
WORTH_IT = 16 * 1024 * 1024  # smaller files are done before a second process pays off
BOTH_COUNT = ("decodes_cut_by_memory",)  # counted by whichever process decodes: the two add up

Render = Callable[[DecodedExchange], "str | None"]  # a view of one exchange; None: filtered out


@pickled_as_call  # (the child sends many: model.py says why)
@dataclass(slots=True, unsafe_hash=True)  # not frozen: made per exchange (model.py says why)
class Rendered:
    """An exchange the child decoded and rendered (`text` None: the filters dropped it). `memo`
    is the exchange itself when it informs later decodes: the parent dissects it for its memory."""

    text: str | None
    memo: Exchange | None = None
    ts: int = 0  # when its request was seen (the time its line shows), for request-time order
    seen: int = 0  # when it was complete (its response, else its request)


def worth_splitting(paths: str | Sequence[str]) -> bool:
    """Capture files large enough, and a second core to run on."""
    paths = [paths] if isinstance(paths, str) else paths
    return (
        "-" not in paths
        and (os.cpu_count() or 1) > 1
        and all(os.path.isfile(path) for path in paths)
        and sum(os.path.getsize(path) for path in paths) >= WORTH_IT
        and hasattr(os, "fork")
    )


def exchanges_from_child(
    paths: str | Sequence[str], options: Options, counters: Counters, advance: Callable[[int], None] | None = None,
    render: Render | None = None, parent_behind: Callable[[], bool] | None = None,
) -> Iterator[Exchange | Notice | Rendered]:  # fmt: skip
    """The undecoded exchanges of a capture file, made by a child process; `counters` gets the
    child's counts at the end, `advance` the bytes of the file read so far. With `render`, some
    exchanges come decoded and rendered by the child instead (see the module's docstring): each
    batch the child makes when `parent_behind()` (by default `_Backlog`: enough of the undecoded
    exchanges it sent are not finished yet)."""
    paths = [paths] if isinstance(paths, str) else paths
    finished = _Finished()
    behind = parent_behind or _Backlog(finished)
    share = _Sharing(options.protocols, render, behind) if render is not None else None
    receiving, sending = os.pipe()
    child = _fork(lambda: _produce(paths, options, sending, share), close=receiving)
    os.close(sending)
    _widen(receiving)
    messages = Receiver(receiving, ahead=READ_AHEAD if share is not None else 0)  # (nothing to do but wait, else)
    read = 0
    done = finished.count  # done[0]: the exchanges this process decoded, for the child's `_Backlog`
    childs = dict.fromkeys(BOTH_COUNT, 0)  # the child's own counts of these, as last copied
    try:
        while True:
            kind, payload, position = _receive(messages)
            if advance is not None and position > read:
                advance(position - read)
                read = position
            if kind == "items":
                items, counts = payload
                _copy_counters(counts, counters, childs)  # as far as the child got, should we stop early
                for item in decoded(items):
                    if type(item) is Rendered and item.memo is not None:
                        options.protocols[item.memo.conn.protocol].dissect(item.memo)  # for the memory only
                    yield item
                    if type(item) is Exchange:  # back here: it went through the view
                        done[0] += 1
                        if not done[0] % PUMP_EVERY:  # what the child sent meanwhile: it need not wait on a full pipe
                            messages.pump()
                continue
            _copy_counters(payload, counters, childs)
            if kind == "crash":
                raise RuntimeError(f"the reading process failed:\n{payload['error']}")
            if kind == "error":
                raise CaptureError(payload["error"])
            return
    finally:
        messages.close()
        os.close(receiving)
        _end(child)


def _fork(run: Callable[[], None], close: int) -> int:
    """A child process that runs `run` and ends, never returning into the caller's code; it
    closes the parent's end of the pipe first (`close`), so that its writes fail should the
    parent go. os.fork rather than multiprocessing, whose modules (its connections import
    tempfile, shutil, socket and more) took 8 ms of every large capture's start, before the two
    processes could share any work."""
    with _ctrl_c_held():
        pid = os.fork()
        if pid == 0:
            status = 1
            try:
                _ignore_ctrl_c()
                os.close(close)
                run()
                status = 0
            finally:
                os._exit(status)  # no exit handlers, no buffers of the parent's flushed twice
    return pid


def _end(pid: int) -> None:
    """Wait for the child; end it first when it is still at work (the parent stopped early)."""
    with contextlib.suppress(ChildProcessError):  # (reaped already, by a handler of the caller's)
        ended, _ = os.waitpid(pid, os.WNOHANG)
        if not ended:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGTERM)
            os.waitpid(pid, 0)


def _receive(messages: Receiver) -> Any:
    try:
        return messages.message()
    except EOFError:  # the child was killed before its last word (its own failures are sent)
        raise RuntimeError("the reading process ended without finishing (killed?)") from None


@contextlib.contextmanager
def _ctrl_c_held() -> Iterator[None]:
    """SIGINT held back (not lost: the parent gets it after) while the child is forked, so that the
    child never runs the parent's Ctrl-C handler before it ignores Ctrl-C (`_ignore_ctrl_c`)."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def _ignore_ctrl_c() -> None:
    """In the child: Ctrl-C is the parent's to handle (see the module's docstring)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def _widen(fd: int) -> None:
    """A pipe of a megabyte rather than 64 KiB (Linux): the child keeps a few batches ahead
    instead of waiting for the decoder to take each one."""
    with contextlib.suppress(ImportError, OSError):
        import fcntl

        fcntl.fcntl(fd, getattr(fcntl, "F_SETPIPE_SZ", 1031), PIPE_SIZE)


class _Sharing:
    """The child's share of decoding: a batch is decoded here when the parent is behind, and an
    exchange of large frames whenever it comes."""

    def __init__(self, protocols: Mapping[str, WireProtocol], render: Render, parent_behind: Callable[[], bool]):
        self.protocols, self.render, self.parent_behind = protocols, render, parent_behind

    def batch(self, items: list[Exchange | Notice], counters: Counters) -> Sequence[Exchange | Notice | Rendered]:
        if self.parent_behind():
            return self.batch_decoded(items, counters)
        out: list[Exchange | Notice | Rendered] = []
        for item in items:  # the parent decodes most of these; the memory learns from them here
            if type(item) is not Exchange:
                out.append(item)
            elif self.protocols[item.conn.protocol].informs_later(item):
                self.protocols[item.conn.protocol].dissect(item)
                out.append(item)
            elif _frame_bytes(item) >= DECODED_WHERE_READ:
                out += self.batch_decoded([item], counters)
            else:
                out.append(item)
        return out

    def batch_decoded(self, items: list[Exchange | Notice], counters: Counters) -> list[Notice | Rendered]:
        decoded = dissect(items, self.protocols, counters)
        return [self._rendered(item) if isinstance(item, DecodedExchange) else item for item in decoded]

    def _rendered(self, decoded: DecodedExchange) -> Rendered:
        exchange = decoded.exchange
        informs = self.protocols[exchange.conn.protocol].informs_later(exchange)
        return Rendered(self.render(decoded), exchange if informs else None, request_time(decoded) or 0,
                        seen_time(decoded) or 0)  # fmt: skip


class _Finished:
    """How many of the exchanges the child left to it the parent has finished (each went through
    the view): a counter in memory the two processes share, written by the parent, read by the child."""

    def __init__(self) -> None:
        self._memory = mmap.mmap(-1, 8)  # anonymous and shared: the forked child sees the parent's writes
        self.count = memoryview(self._memory).cast("q")  # count[0]


class _Backlog:
    """Whether the parent is behind: at least WORTH_SHARING exchanges the child left to it are not
    finished yet (unread in the pipe, or read and waiting for their turn). The pipe's unread bytes
    do not say it: a batch the child rendered costs the parent nothing, and the parent reads a
    whole batch at once, then decodes it. So the child counts the exchanges it left to the parent,
    and the parent counts those it finished (`_Finished`)."""

    def __init__(self, finished: _Finished) -> None:
        self.finished = finished.count
        self.left = 0  # exchanges sent undecoded

    def sent(self, undecoded: int) -> None:
        self.left += undecoded

    def __call__(self) -> bool:
        return self.left - self.finished[0] >= WORTH_SHARING


def _produce(paths: Sequence[str], options: Options, out: int, share: _Sharing | None) -> None:
    """The child: run the undecoded stages and send what they yield (some of it decoded, with
    `share`) into the pipe's end `out`."""
    counters = Counters()
    sender = Sender(out)
    try:
        stream = read_files(paths, counters, options.keys.add_text)
        batch: list[Exchange | Notice] = []
        size, held = FIRST_BATCH, 0  # a small first batch: decoding starts sooner
        for item in exchanges(stream, counters, options):
            batch.append(item)
            if type(item) is Exchange:
                held += _frame_bytes(item)
            if len(batch) >= size or held >= BATCH_BYTES:
                _send_batch(sender, batch, share, counters, stream)
                batch, size, held = [], BATCH, 0
        _send_batch(sender, batch, share, counters, stream)
        _send(sender, "done", counters.as_dict(), stream)
    except CaptureError as exc:
        _send(sender, "error", {**counters.as_dict(), "error": str(exc)}, None)
    except (BrokenPipeError, KeyboardInterrupt):
        pass  # the parent went away, or Ctrl-C where SIGINT cannot be held at the fork: nothing to tell
    except Exception:  # a bug: the parent reports it as an internal error
        _send(sender, "crash", {**counters.as_dict(), "error": traceback.format_exc()}, None)
    finally:
        os.close(out)


def _send_batch(out: Sender, batch: list[Exchange | Notice], share: _Sharing | None, counters: Counters,
                stream: Any) -> None:  # fmt: skip
    sent = share.batch(batch, counters) if share is not None else batch
    _send(out, "items", (encoded(sent), counters.as_dict()), stream)
    if share is not None and isinstance(share.parent_behind, _Backlog):
        share.parent_behind.sent(sum(type(item) is Exchange for item in sent))


def _frame_bytes(exchange: Exchange) -> int:
    request, response = exchange.request, exchange.response
    return (len(request.data) if request is not None else 0) + (len(response.data) if response is not None else 0)


def _send(out: Sender, kind: str, payload: Any, stream: Any) -> int:
    """Send a message; its size in bytes."""
    position = stream.tell() if stream is not None else 0
    return out.send((kind, payload, position))


def _copy_counters(values: dict[str, Any], counters: Counters, childs: dict[str, int]) -> None:
    """The child's counts into `counters`; those both processes count (BOTH_COUNT) get the child's
    growth since the last copy (`childs`: its counts then) added to the parent's own."""
    for name in COUNT_NAMES:
        if name not in values:
            continue
        if name in childs:
            setattr(counters, name, getattr(counters, name) + values[name] - childs[name])
            childs[name] = values[name]
        else:
            setattr(counters, name, values[name])
