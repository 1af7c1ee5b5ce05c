"""A gzip-compressed capture inflated as it is read, a bounded piece at a time, telling a stream
cut off (a copy taken while the capture was still being written) from a corrupt one. capture.py
reads through it and turns GzipCorrupt into its one-line CaptureError."""

from __future__ import annotations

import contextlib
import io
import zlib
from collections.abc import Callable
from typing import Any, BinaryIO

# Compressed bytes asked of the file at a time. zlib drops what it inflated in a call that fails,
# so the piece that holds a corruption is inflated again a byte at a time (see _salvage): a
# smaller piece makes that cheaper, a larger one costs nothing measurable otherwise.
GZIP_PIECE = 1 << 16
SALVAGE_STEP = 64  # inflated bytes per call while salvaging: at most this many are lost to the error
# How far past a broken record to look for the gzip damage that caused it: zlib reports a damaged
# deflate stream within a few kilobytes; a CRC-32 mismatch only at the end, too far to read for it.
LOOK_AHEAD = 1 << 20


class GzipCorrupt(Exception):
    """The gzip stream is damaged (not merely cut off): what `reason` says, after what was read."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"gzip stream corrupt: {reason}")
        self.reason = reason


class GzipStream(io.BufferedIOBase):
    """A gzip stream (one member or several, as `cat a.gz b.gz` makes) inflated as it is read, a
    bounded piece at a time, so memory stays flat however large the capture.

    Where gzip.GzipFile raises at its end, this one says how the stream ended:
    - input that ends inside a member (its header, deflate data or trailer) is a clean end after
      everything inflated so far, with `truncated` set: the capture reads like a cut-off pcap;
    - corruption (a deflate error, a CRC-32 or length mismatch, data after the last member that is
      not gzip) raises GzipCorrupt, once every byte inflated before the damage has been read.
    """

    def __init__(self, raw: BinaryIO, owns_raw: bool = True) -> None:
        super().__init__()
        self._raw, self._owns_raw = raw, owns_raw
        self._read = read_method(raw)
        self._inflater: Any = None  # the member being inflated (a zlib Decompress); None between members
        self._members = 0
        self._member_out = 0  # bytes the current member has inflated
        self._input = b""  # compressed bytes not yet given to zlib
        self._raw_read = 0  # compressed bytes read from the file
        self._more = False  # zlib may hold inflated output even without more input
        self._pending = b""  # inflated bytes not yet read (what a peek saw)
        self._position = 0
        self._done = False  # no more output will come: a clean end, a cut or a corruption
        self.truncated = False
        self._corrupt: str | None = None

    # the file interface: what _ReadAhead, open_capture's callers and the split reader use

    def readable(self) -> bool:
        return True

    def read1(self, n: int = -1) -> bytes:
        """Up to n inflated bytes, fewer if that is all one piece of input gives; b"" at the end."""
        if n == 0:
            return b""
        limit = n if n > 0 else GZIP_PIECE
        if self._pending:
            data, self._pending = self._pending[:limit], self._pending[limit:]
        else:
            data = self._inflate(limit)
        if not data and self._corrupt is not None:
            raise GzipCorrupt(self._corrupt)
        self._position += len(data)
        return data

    def read(self, n: int | None = -1) -> bytes:
        """n inflated bytes (all that are left when n is negative), fewer only at the end."""
        parts: list[bytes] = []
        want = -1 if n is None or n < 0 else n
        while want != 0:
            try:
                part = self.read1(want if want > 0 else GZIP_PIECE)
            except GzipCorrupt:
                if parts:  # the error stays: the next read raises it
                    break
                raise
            if not part:
                break
            parts.append(part)
            if want > 0:
                want -= len(part)
        return b"".join(parts)

    def peek(self, n: int = 1) -> bytes:
        """At least n inflated bytes without using them (fewer only at the end of the stream)."""
        while len(self._pending) < n and not self._done:
            self._pending += self._inflate(n - len(self._pending))
        if len(self._pending) < n and self._corrupt is not None:
            raise GzipCorrupt(self._corrupt)
        return self._pending

    def tell(self) -> int:
        """How many inflated bytes have been read."""
        return self._position

    def close(self) -> None:
        if self._owns_raw and not self.closed:
            self._raw.close()
        super().close()

    def corruption_ahead(self, limit: int = LOOK_AHEAD) -> str | None:
        """The corruption within the next `limit` compressed bytes, if any (what it inflates on the
        way is dropped: this is for a reader that has stopped at broken data)."""
        start = self._raw_read
        self._pending = b""
        with contextlib.suppress(OSError):  # a look for a better message: a read error is no answer
            while not self._done and self._raw_read - start < limit:
                self._inflate(GZIP_PIECE)
        return self._corrupt

    # inflating

    def _inflate(self, limit: int) -> bytes:
        """Up to `limit` more inflated bytes; b"" only once the stream has ended."""
        while not self._done:
            out = self._step(limit)
            if out:
                return out
        return b""

    def _step(self, limit: int) -> bytes:
        """One call to zlib (or the start of the next member, or the end); may inflate nothing."""
        if self._inflater is None and not self._next_member():
            return b""
        if not self._input and not self._more:
            self._input = self._read(GZIP_PIECE)
            self._raw_read += len(self._input)
            if not self._input:  # the input ends inside a member: cut off, not corrupt
                self.truncated = self._done = True
                return b""
        # zlib inflates in place: a copy of its state lets a failing call be replayed (_salvage)
        before = self._inflater.copy()
        try:
            out: bytes = self._inflater.decompress(self._input, limit)
        except zlib.error as exc:
            out = _salvage(before, self._input)
            self._fail(self._corruption(str(exc), out))
            return out
        self._member_out += len(out)
        if self._inflater.eof:  # the member's trailer checked out: what follows may be another member
            self._input, self._inflater, self._more = self._inflater.unused_data, None, False
        else:
            # with the output limit reached zlib may hold more output, and keeps the input it did
            # not get to in unconsumed_tail
            self._input, self._more = self._inflater.unconsumed_tail, len(out) >= limit
        return out

    def _next_member(self) -> bool:
        """Start inflating the next member; False (and done) when the input ends before one."""
        while True:
            # zeros after a member are padding (tape blocks), skipped as gzip(1) and GzipFile do
            rest = self._input.lstrip(b"\0")
            if rest:
                break
            self._input = self._read(GZIP_PIECE)
            self._raw_read += len(self._input)
            if not self._input:
                self._done = True
                return False
        self._input = rest
        self._inflater = zlib.decompressobj(wbits=31)  # 16 + 15: gzip header and trailer, 32 KiB window
        self._members += 1
        self._member_out = 0
        return True

    def _corruption(self, zlib_message: str, salvaged: bytes) -> str:
        """What is wrong, in the user's words, from zlib's message ("Error -3 ...: incorrect data check")."""
        detail = zlib_message.rsplit(": ", 1)[-1]
        if self._members > 1 and self._member_out == 0 and not salvaged and "header" in detail:
            return "data after the end of the gzip stream is not gzip"
        if detail == "incorrect data check":
            return "CRC-32 mismatch (the inflated data differs from what was compressed)"
        if detail == "incorrect length check":
            return "length mismatch (the inflated data is not as long as what was compressed)"
        if "header" in detail or "compression method" in detail:
            return f"bad gzip header in member {self._members} ({detail})"
        return f"deflate error ({detail})"

    def _fail(self, reason: str) -> None:
        self._corrupt, self._done = reason, True
        self._input, self._inflater, self._more = b"", None, False


def _salvage(before: Any, data: bytes) -> bytes:
    """What a zlib call that failed on `data` inflated before the error, replayed from `before` (the
    state ahead of that call) a byte of input and a few bytes of output at a time: zlib returns
    nothing from a call that fails, and that call may have inflated whole packets first."""
    parts: list[bytes] = []
    try:
        for i in range(len(data) + 1):  # the last round only drains what zlib holds
            out = before.decompress(data[i : i + 1], SALVAGE_STEP)
            parts.append(out)
            while len(out) >= SALVAGE_STEP or before.unconsumed_tail:
                out = before.decompress(before.unconsumed_tail, SALVAGE_STEP)
                parts.append(out)
    except zlib.error:
        pass
    return b"".join(parts)


def read_method(stream: BinaryIO) -> Callable[[int], bytes]:
    """read1 when the stream's type has it, else read.

    read1 hands over what is there without waiting for a whole piece: a pipe from a live tcpdump
    shows each packet as it comes. (A progress wrapper has no read1 of its own: it counts reads,
    and its attribute lookup would hand over the wrapped file's read1, which would not count.)
    """
    read1 = getattr(type(stream), "read1", None)
    return stream.read1 if read1 is not None else stream.read  # type: ignore[attr-defined]
