"""Several capture files read as one capture: rotated files (tcpdump -C/-G), globs, directories.

The files are read one after the other, in rotation order, as one packet stream: a connection
that crosses a file boundary continues, and frame numbers count on across files (as the files
merged with `mergecap -a` number them). The Spark path (`kafkasniff index`) takes its inputs
the same way.
"""

from __future__ import annotations

import glob
import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, BinaryIO

from kafkasniff.capture import Batch, CaptureError, PacketReader, SecretsSink, open_capture
from kafkasniff.counters import Counters

CAPTURE_SUFFIXES = (".pcap", ".pcapng", ".cap", ".pcap.gz", ".pcapng.gz", ".gz")


def expand_inputs(inputs: Iterable[str]) -> list[str]:
    """Files, directories (their captures) and globs -> sorted unique paths (rotation order)."""
    found: list[str] = []
    for item in inputs:
        if os.path.isdir(item):
            for root, _, names in os.walk(item):
                found += [os.path.join(root, n) for n in names if _is_capture(n)]
        elif any(ch in item for ch in "*?["):
            found += [p for p in glob.glob(item) if os.path.isfile(p)]
        else:
            found.append(item)
    return sorted(set(found), key=rotation_order)


def _is_capture(name: str) -> bool:
    base = name.removesuffix(".gz")
    return name.endswith(CAPTURE_SUFFIXES) or any(base.endswith(f".pcap{n}") for n in "0123456789")


def rotation_order(path: str) -> tuple[str, int, str]:
    """tcpdump -C names files x.pcap, x.pcap1, x.pcap2...: order them numerically (tcpdump -G's
    time-stamped names sort as they are)."""
    stem = path.removesuffix(".gz")
    digits = len(stem) - len(stem.rstrip("0123456789"))
    number = int(stem[-digits:]) if digits else -1
    return (stem[: len(stem) - digits], number, path)


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

    def batches(self) -> Iterator[Batch]:
        if self.started:
            raise RuntimeError("this capture is already being read")
        self.started = True
        return self._chained()

    def tell(self) -> int:
        """Bytes of the files read so far (for progress)."""
        stream = self._stream
        return self._done + (stream.tell() if stream is not None else 0)

    def _chained(self) -> Iterator[Batch]:
        for path in self.paths:
            stream = self._stream = open_capture(path, self.wrap)
            try:
                yield from PacketReader(stream, self.counters, self.secrets).batches()
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
