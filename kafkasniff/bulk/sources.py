"""Where the Spark path's captures come from: local paths (made absolute, since executors run in
their own working directory) or URLs of Hadoop-compatible filesystems, read through Arrow's
filesystems so that a capture in HDFS or object storage streams to the executor that decodes it.

`file://` is a local path. `s3://`, `s3a://` and `s3n://` (Hadoop's names for the same store)
go to Arrow's S3 filesystem, configured as the AWS tools are (environment, ~/.aws, instance
role); `hdfs://` to Arrow's HDFS client, which needs libhdfs and Hadoop's CLASSPATH on every
machine; `gs://` to Google Cloud Storage. Every listing and open happens where the bytes are
read: on the driver to recognise captures, on the executors to decode them.
"""

from __future__ import annotations

import fnmatch
import io
import os
import re
from typing import Any, BinaryIO

from kafkasniff.capture.file_sets import HEAD_BYTES, Inputs, Skipped, find_captures, head_problem, in_rotation_order
from kafkasniff.capture.pcap import CaptureError, capture_stream, read_packets

_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://")
_SCHEME_ALIASES = {"s3a": "s3", "s3n": "s3"}  # Hadoop's connectors' names for what Arrow calls s3


def is_url(name: str) -> bool:
    return _URL.match(name) is not None


def find_sources(inputs: list[str]) -> Inputs:
    """Captures among files, directories, globs and URLs (of files, directories or globs), by
    content, in rotation order; local ones as absolute paths."""
    local = [i.removeprefix("file://") for i in inputs if not _remote(i)]
    found = find_captures(local, absolute=True)
    for url in (i for i in inputs if _remote(i)):
        remote = _find_remote(url)
        found.files += remote.files
        found.skipped += remote.skipped
    found.files = in_rotation_order(set(found.files), first_time=first_packet_time)
    return found


def first_packet_time(name: str) -> int | None:
    """The time of a local or remote capture's first packet; None if it has none or cannot be
    read (reading it in its turn says why)."""
    try:
        with open_source(name) as raw:
            first = next(iter(read_packets(capture_stream(raw, owns_raw=False))), None)
    except (CaptureError, OSError, EOFError):
        return None
    return None if first is None else first.ts


def open_source(name: str) -> BinaryIO:
    """A capture file opened for reading (peekable, as capture.capture_stream needs)."""
    if not _remote(name):
        path = name.removeprefix("file://")
        try:
            return open(path, "rb")  # noqa: SIM115 (the caller closes it)
        except OSError as exc:
            raise CaptureError(f"{path}: {exc.strerror or exc}") from None
    fs, path = _filesystem(name)
    try:
        raw = fs.open_input_stream(path, compression=None)  # gzip is ours to recognise, as on disk
    except (OSError, ValueError) as exc:
        raise CaptureError(f"{name}: {exc}") from None
    return io.BufferedReader(_RawArrowFile(raw), buffer_size=1 << 20)


def source_size(name: str) -> int | None:
    if not _remote(name):
        try:
            return os.path.getsize(name.removeprefix("file://"))
        except OSError:
            return None
    fs, path = _filesystem(name)
    try:
        size = fs.get_file_info(path).size
    except (OSError, ValueError):
        return None
    return int(size) if size is not None else None


def filesystem(location: str) -> tuple[Any, str]:
    """Arrow's filesystem of a local path (absolute) or URL, and the path within it."""
    if not _remote(location):
        from pyarrow import fs

        return fs.LocalFileSystem(), location.removeprefix("file://")
    return _filesystem(location)


def _remote(name: str) -> bool:
    return is_url(name) and not name.startswith("file://")


def _filesystem(url: str) -> tuple[Any, str]:
    from pyarrow import fs

    scheme, rest = url.split("://", 1)
    scheme = _SCHEME_ALIASES.get(scheme.lower(), scheme.lower())
    try:
        filesystem, path = fs.FileSystem.from_uri(f"{scheme}://{rest}")
    except (OSError, ValueError, ImportError) as exc:
        raise CaptureError(f"{url}: cannot open its filesystem: {_one_line(exc)}") from None
    return filesystem, path


def _find_remote(url: str) -> Inputs:
    from pyarrow import fs as pafs

    filesystem, path = _filesystem(url)
    prefix = url[: len(url) - len(path)] if url.endswith(path) else url.split("://", 1)[0] + "://"
    pattern = None
    if any(ch in path for ch in "*?["):
        path, pattern = os.path.dirname(path), path
    try:
        info = filesystem.get_file_info(path)
        if info.type == pafs.FileType.File and pattern is None:
            return Inputs([url])
        if info.type == pafs.FileType.NotFound:
            raise CaptureError(f"{url}: No such file or directory")
        listed = filesystem.get_file_info(pafs.FileSelector(path, recursive=pattern is None))
    except OSError as exc:
        raise CaptureError(f"{url}: {_one_line(exc)}") from None
    found = Inputs([])
    for entry in listed:
        if entry.type != pafs.FileType.File or (pattern is not None and not fnmatch.fnmatch(entry.path, pattern)):
            continue
        name = prefix + entry.path
        try:
            with filesystem.open_input_stream(entry.path, compression=None) as stream:  # (no guessing by name)
                reason = head_problem(stream.read(HEAD_BYTES))
        except OSError as exc:
            reason = f"unreadable: {_one_line(exc)}"
        if reason is None:
            found.files.append(name)
        else:
            found.skipped.append(Skipped(name, reason))
    return found


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split()) or type(exc).__name__


class _RawArrowFile(io.RawIOBase):
    """An Arrow input stream as a raw file, so io.BufferedReader can give it peek()."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        data = self._stream.read(len(buffer))
        buffer[: len(data)] = data
        return len(data)

    def close(self) -> None:
        self._stream.close()
        super().close()
