"""A live tap's -w file cut into several as tcpdump's -C, -G and -W cut its own, for taps that run
for days.

tcpdump 4.99's rules, measured on its files (the tests hold the table):
- -C N: before a packet is written, a file already larger than N millions of bytes is closed and
  the next opened: x.pcap, x.pcap1, x.pcap2... (a file passes N by at most one packet).
- -C with -W N: a ring of N files, x.pcap0 .. x.pcap{N-1}, numbered with as many digits as N-1
  has, then overwritten from the first.
- -G S: when a packet comes S seconds (of the wall clock, in whole seconds) after the file was
  opened, the next file is opened, its name the -w name through strftime in local time. No packet,
  no new file: an idle tap keeps its file. Without a time format each file overwrites the last.
- -G with -W N: N files, then the capture ends (tcpdump exits 0 there).
- -G with -C: the -C numbers start again in each time's file (and -W only numbers and rings them).

Each file is a complete pcap: the stream's file header heads every one, and files are cut only
between packets. The clock is the time a packet is written, as tcpdump's is.
"""

from __future__ import annotations

import struct
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import BinaryIO

MILLION = 1_000_000  # tcpdump's -C unit: millions of bytes, not MiB
RECORD_HEADER = 16

Opener = Callable[[str], BinaryIO]


def open_for_writing(path: str) -> BinaryIO:
    return open(path, "wb")  # noqa: SIM115  # closed by the writer when it rotates or ends


@dataclass(frozen=True)
class Rotation:
    """tcpdump's -C (millions of bytes), -G (seconds) and -W (files); None when not given."""

    megabytes: int | None = None
    seconds: int | None = None
    files: int | None = None

    @property
    def size_limit(self) -> int | None:
        return None if self.megabytes is None else self.megabytes * MILLION

    @property
    def rotates(self) -> bool:
        return self.megabytes is not None or self.seconds is not None

    @property
    def ends_capture(self) -> bool:
        """-G with -W and no -C: the capture ends when the last file's time is over."""
        return self.seconds is not None and self.files is not None and self.megabytes is None

    def name(self, template: str, opened: int, number: int) -> str:
        """The file's name: `template` through strftime at `opened` (epoch seconds) with -G, then
        -C's `number` (none for the first without -W; zero-padded to -W's digits with it)."""
        name = time.strftime(template, time.localtime(opened)) if self.seconds is not None else template
        if self.megabytes is None:
            return name
        if self.files is not None:
            return f"{name}{number:0{len(str(self.files - 1))}d}"
        return f"{name}{number}" if number else name


NO_ROTATION = Rotation()  # one -w file, as tcpdump without -C or -G


class RotationLimit(Exception):  # noqa: N818  # not an error: the end tcpdump -G -W also makes
    """-G with -W: every file was written and the last one's time is over; the capture ends."""


@dataclass
class WrittenFiles:
    """What the rotation wrote, for the user: how many files, the first and last names, and how
    many overwrote a file written earlier in the same capture (a ring, or -G without a time)."""

    opened: int = 0
    overwrote: int = 0
    first: str = ""
    last: str = ""
    _names: set[str] = field(default_factory=set)  # one short string per file: bounded by the files on disk

    def add(self, name: str) -> None:
        self.opened += 1
        self.overwrote += name in self._names
        self._names.add(name)
        self.first = self.first or name
        self.last = name

    def text(self) -> str:
        files = "1 file" if self.opened == 1 else f"{self.opened:,} files"
        span = self.first if self.opened == 1 else f"{self.first} to {self.last}"
        over = f", {self.overwrote:,} of them over an earlier one" if self.overwrote else ""
        return f"-w wrote {files} ({span}){over}"


class RotatingWriter:
    """The -w file of a live tap, rotated by `rotation`. `start` takes the stream's file header,
    `write` whole packet records, `tail` a record cut off at the end; OSError when a file cannot
    be opened or written (its name in `name`), RotationLimit when -G -W ends the capture."""

    def __init__(self, template: str, rotation: Rotation = NO_ROTATION, clock: Callable[[], float] = time.time,
                 opener: Opener = open_for_writing) -> None:  # fmt: skip
        self.template, self.rotation, self.clock, self.opener = template, rotation, clock, opener
        self.written = WrittenFiles()
        self._header = b""
        self._opened_at = int(clock())  # whole seconds, as tcpdump's time(NULL)
        self._number = 0  # -C's count within this time's file
        self._timed_files = 1  # -G's files so far
        self.name = rotation.name(template, self._opened_at, 0)
        self._file = opener(self.name)  # opened now: a bad path fails before capture starts
        self._size = 0
        self.written.add(self.name)

    def start(self, header: bytes) -> None:
        """The stream's pcap file header: the head of this file and of every next one."""
        self._header = header
        self._put(header)
        self._file.flush()

    def write(self, records: bytes, length: struct.Struct) -> None:
        """Whole packet records (their captured length read with `length`), cut between files
        where -C says; -G is checked once, every record here having come at the same moment."""
        self._rotate_on_time()
        limit = self.rotation.size_limit
        if limit is None or self._size + len(records) <= limit:
            self._put(records)  # no packet here starts past the limit: written as one
        else:
            self._write_by_size(records, length, limit)
        self._file.flush()  # complete on disk whatever the decoding does next

    def tail(self, data: bytes) -> None:
        """The start of a record the stream ended in (the capture process died mid-write)."""
        self._put(data)
        self._file.flush()

    def close(self) -> None:
        self._file.close()

    def _write_by_size(self, records: bytes, length: struct.Struct, limit: int) -> None:
        pos = 0
        while pos < len(records):
            if self._size > limit:
                self._number = self._number + 1
                if self.rotation.files is not None:
                    self._number %= self.rotation.files
                self._next_file()
            end = records_starting_within(records, pos, length, limit - self._size)
            self._put(records[pos:end])
            pos = end

    def _rotate_on_time(self) -> None:
        seconds = self.rotation.seconds
        if seconds is None:
            return
        now = int(self.clock())
        if now - self._opened_at < seconds:
            return
        if self.rotation.ends_capture and self._timed_files >= (self.rotation.files or 0):
            raise RotationLimit(f"-G {seconds} -W {self.rotation.files}: the last file's time is over, "
                                f"the capture ends as tcpdump's does")  # fmt: skip
        self._opened_at, self._number = now, 0
        self._timed_files += 1
        self._next_file()

    def _next_file(self) -> None:
        self._file.close()
        self.name = self.rotation.name(self.template, self._opened_at, self._number)
        self._file = self.opener(self.name)
        self._size = 0
        self.written.add(self.name)
        self._put(self._header)

    def _put(self, data: bytes) -> None:
        self._file.write(data)
        self._size += len(data)


def records_starting_within(data: bytes, pos: int, length: struct.Struct, room: int) -> int:
    """Where the run of whole records from `pos` ends whose every record starts within `room`
    bytes of `pos` (the first always does: tcpdump writes a packet to a file not yet past -C)."""
    end = pos + RECORD_HEADER + length.unpack_from(data, pos + 8)[0]
    while end < len(data) and end - pos <= room:
        end += RECORD_HEADER + length.unpack_from(data, end + 8)[0]
    return end
