"""Several capture files read as one capture: rotated files (tcpdump -C/-G), globs, directories.

The files are read one after the other, in rotation order, as one packet stream: a connection
that crosses a file boundary continues, and frame numbers count on across files (as the files
merged with `mergecap -a` number them). The Spark path (`kafkasniff index`) takes its inputs
the same way.
"""

from __future__ import annotations

import glob
import itertools
import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, BinaryIO

from kafkasniff.capture.pcap import (
    GZIP_MAGIC,
    Batch,
    CaptureError,
    PacketReader,
    SecretsSink,
    capture_format,
    open_capture,
)
from kafkasniff.counters import Counters

HEAD_BYTES = 512  # enough of a file to tell a capture (gzipped or not) from anything else


@dataclass(frozen=True)
class Skipped:
    """A file found in a directory or glob that is not read, and why (one line for the user)."""

    path: str
    reason: str


@dataclass
class Inputs:
    files: list[str]  # in rotation order
    skipped: list[Skipped] = field(default_factory=list)


def find_captures(inputs: Iterable[str], absolute: bool = False) -> Inputs:
    """Files, directories (every capture inside) and globs -> the captures among them, in
    rotation order, each recognised by its content (pcap or pcapng, gzipped or not: never by its
    name), and every other file found with why it was left out. A file named on its own is kept
    whatever it holds: reading it says what is wrong. `absolute`: paths made absolute (for
    readers with another working directory, such as Spark's executors)."""
    named: list[str] = []
    found: list[str] = []
    for item in inputs:
        if os.path.isdir(item):
            for root, dirs, names in os.walk(item):
                dirs.sort()
                found += [os.path.join(root, n) for n in names]
        elif any(ch in item for ch in "*?["):
            found += [p for p in glob.glob(item) if os.path.isfile(p)]
        else:
            named.append(item)
    skipped: list[Skipped] = []
    files = set(named)
    for path in found:
        reason = not_a_capture(path)
        if reason is None:
            files.add(path)
        else:
            skipped.append(Skipped(path, reason))
    if absolute:
        files = {os.path.abspath(f) for f in files}
        skipped = [Skipped(os.path.abspath(s.path), s.reason) for s in skipped]
    return Inputs(in_rotation_order(files), sorted(set(skipped), key=lambda s: s.path))


def expand_inputs(inputs: Iterable[str]) -> list[str]:
    """The captures of `inputs` (see find_captures), skipped files left unsaid."""
    return find_captures(inputs).files


def not_a_capture(path: str) -> str | None:
    """None for a capture file, else why it is not one."""
    try:
        with open(path, "rb") as file:
            head = file.read(HEAD_BYTES)
    except OSError as exc:
        return f"unreadable: {exc.strerror or exc}"
    return head_problem(head)


def head_problem(head: bytes) -> str | None:
    """None when `head` (a file's first bytes) starts a capture, else why it does not."""
    if not head:
        return "empty"
    if capture_format(head) is not None:
        return None
    if head[:2] == GZIP_MAGIC:
        return "gzipped, but not a pcap or pcapng capture"
    return f"not a pcap or pcapng capture (starts with {head[:4].hex()})"


def rotation_order(path: str) -> tuple[str, int, str]:
    """tcpdump -C names files x.pcap, x.pcap1, x.pcap2...: order them numerically (tcpdump -G's
    time-stamped names sort as they are)."""
    stem = path.removesuffix(".gz")
    digits = len(stem) - len(stem.rstrip("0123456789"))
    number = int(stem[-digits:]) if digits else -1
    return (stem[: len(stem) - digits], number, path)


def in_rotation_order(paths: Iterable[str], first_time: Callable[[str], int | None] | None = None) -> list[str]:
    """`paths` in rotation order: by name (`rotation_order`), then the files of one rotation (one
    name but for its number) by their first packets' times (`first_time`: of a local file by
    default). A ring (tcpdump -C with -W) that has wrapped then reads from its oldest file: x.pcap0
    may be the newest. Files without a packet go last among theirs (they add nothing to the
    capture). One file alone is not opened."""
    first_time = first_time or _first_time
    ordered = sorted(paths, key=rotation_order)
    result: list[str] = []
    for _, group in itertools.groupby(ordered, key=lambda path: rotation_order(path)[0]):
        files = list(group)
        if len(files) > 1:  # sorted is stable: equal times keep the numbers' order
            times = {path: first_time(path) for path in files}
            files.sort(key=lambda path: (times[path] is None, times[path] or 0))
        result += files
    return result


class FilesReader(PacketReader):
    """The packets of several capture files, one after the other, as one PacketReader. Each file
    is opened when its turn comes and closed when it is read; an unreadable one stops the run with
    its name (a capture missing in the middle of a rotation would silently cut connections)."""

    def __init__(self, paths: Sequence[str], counters: Counters, secrets: SecretsSink | None = None,
                 wrap: Callable[[BinaryIO], Any] | None = None) -> None:  # fmt: skip
        super().__init__(None, counters, secrets)  # type: ignore[arg-type]  # no one stream: files in turn
        self.paths, self.wrap = list(paths), wrap
        self._done = 0  # bytes of the files read to their end
        self._stream: BinaryIO | None = None

    def batches(self, with_interfaces: bool = False) -> Iterator[Batch]:
        if self.started:
            raise RuntimeError("this capture is already being read")
        self.started = True
        return self._chained(with_interfaces)

    def tell(self) -> int:
        """Bytes of the files read so far (for progress)."""
        stream = self._stream
        return self._done + (stream.tell() if stream is not None else 0)

    def _chained(self, with_interfaces: bool) -> Iterator[Batch]:
        for path in self.paths:
            stream = self._stream = open_capture(path, self.wrap)
            try:
                yield from PacketReader(stream, self.counters, self.secrets).batches(with_interfaces)
            except CaptureError as exc:
                raise CaptureError(f"{path}: {exc}" if len(self.paths) > 1 else str(exc)) from None
            finally:
                self._stream = None
                stream.close()
            self._done += os.path.getsize(path)


def read_files(paths: Sequence[str], counters: Counters, secrets: SecretsSink | None = None,
               wrap: Callable[[BinaryIO], Any] | None = None) -> PacketReader:  # fmt: skip
    """The packets of capture files read as one capture (a single path reads as itself)."""
    return FilesReader(paths, counters, secrets, wrap)


def first_timestamp(paths: Sequence[str]) -> int | None:
    """The time of the first packet of the first file that has one (None: none has, or unreadable:
    the run itself will say why)."""
    for path in paths:
        try:
            packets = read_files([path], Counters())
            first = next(iter(packets), None)
        except CaptureError:
            return None
        if first is not None:
            return first.ts
    return None


def _first_time(path: str) -> int | None:
    """The time of a file's first packet; None if it has none or cannot be read (reading it in
    its turn says why)."""
    try:
        first = next(iter(read_files([path], Counters())), None)
    except (CaptureError, OSError):
        return None
    return None if first is None else first.ts
