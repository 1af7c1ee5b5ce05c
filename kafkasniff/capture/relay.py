"""Carries a live capture's pcap stream from the capture process to decoding, and to the -w file.

A thread reads tcpdump's pipe as fast as it fills and cuts the stream at packet records; it
writes every whole record to the -w file first (rotated there: rotation.py), so the file is
complete whatever the decoding speed, then queues whole packets for decoding. The queue is
bounded (QUEUE_LIMIT bytes): when decoding falls behind and the queue is full, the packets that
do not fit are not decoded (they are still in the -w file) and are counted in `not_decoded`,
which the user is told about.
"""

from __future__ import annotations

import io
import os
import struct
import threading
from collections import deque
from typing import IO, BinaryIO

from kafkasniff.capture.pcap import PCAP_MAGICS
from kafkasniff.capture.rotation import RotatingWriter, RotationLimit

QUEUE_LIMIT = 64 << 20  # bytes waiting for decoding: seconds of a busy broker's traffic
READ_SIZE = 1 << 20
PCAP_HEADER = 24
RECORD_HEADER = 16


class PacketQueue(io.RawIOBase):
    """Whole-packet pieces of a pcap stream waiting for decoding, at most `limit` bytes; read as a
    stream (each read blocks until there is something, and gives what there is)."""

    def __init__(self, limit: int = QUEUE_LIMIT) -> None:
        super().__init__()
        self.limit = limit
        self.held = 0
        self._pieces: deque[memoryview] = deque()
        self._ready = threading.Condition()
        self._ended = False

    def room(self) -> int:
        """Bytes that may be put now (only reads change it, and they make more)."""
        return max(0, self.limit - self.held)

    def put(self, piece: bytes) -> None:
        """Queue `piece` (its taker checked `room`; the file header and a last cut-off record
        go through regardless)."""
        with self._ready:
            self._pieces.append(memoryview(piece))
            self.held += len(piece)
            self._ready.notify()

    def end(self) -> None:
        """No more pieces: a read after the last one gets the end of the stream."""
        with self._ready:
            self._ended = True
            self._ready.notify()

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
        with self._ready:
            while not self._pieces and not self._ended:
                self._ready.wait()
            if not self._pieces:
                return 0
            piece = self._pieces[0]
            n = min(len(buffer), len(piece))
            buffer[:n] = piece[:n]
            if n == len(piece):
                self._pieces.popleft()
            else:
                self._pieces[0] = piece[n:]
            self.held -= n
            return n


class Relay:
    """Moves `source` (a pcap stream) to `save` and to `queue` on a thread of its own."""

    def __init__(self, source: IO[bytes], save: RotatingWriter | None, queue: PacketQueue) -> None:
        self.source, self.save, self.queue = source, save, queue
        self.packets = 0  # whole packets read from the capture process
        self.not_decoded = 0  # of them, those the queue had no room for
        self.failure: str | None = None  # why relaying stopped early (the -w file could not be written)
        self.ended: str | None = None  # why relaying stopped where it should (-G -W's last file is done)
        self._thread = threading.Thread(target=self._run, name="kafkasniff-relay", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def join(self) -> None:
        self._thread.join()

    def stream(self) -> BinaryIO:
        """The queued packets as a pcap stream, for the capture reader."""
        return io.BufferedReader(self.queue, READ_SIZE)

    def _run(self) -> None:
        try:
            self._relay()
        except OSError as exc:
            self.failure = f"{getattr(self.save, 'name', 'output')}: {exc.strerror or exc}"
        except RotationLimit as end:  # the packets of that moment are neither saved nor decoded, as tcpdump's
            self.ended = str(end)
        finally:
            self.queue.end()

    def _relay(self) -> None:
        fd = self.source.fileno()
        pending = b""
        record_length: struct.Struct | None = None
        save = self.save
        while piece := os.read(fd, READ_SIZE):
            data = pending + piece if pending else piece
            if record_length is None:  # the file header goes through whatever the queue holds
                if len(data) < PCAP_HEADER:
                    pending = data
                    continue
                record_length = record_length_reader(data)
                if save is not None:
                    save.start(data[:PCAP_HEADER])
                self.queue.put(data[:PCAP_HEADER])
                data = data[PCAP_HEADER:]
            end, count = whole_records(data, record_length)
            pending = data[end:]
            if not count:
                continue
            records = data[:end]
            if save is not None:  # whole records: the -w file is cut only between packets
                save.write(records, record_length)
            self.packets += count
            self._queue_what_fits(records, count, record_length)
        if pending:  # a record cut off at the end: the reader marks the capture truncated
            if save is not None:
                save.tail(pending)
            self.queue.put(pending)

    def _queue_what_fits(self, records: bytes, count: int, record_length: struct.Struct) -> None:
        room = self.queue.room()
        if len(records) > room:  # decoding is behind: the first packets that fit, the rest counted
            end, fits = whole_records(records, record_length, room)
            self.not_decoded += count - fits
            records = records[:end]
        if records:
            self.queue.put(records)


def record_length_reader(header: bytes) -> struct.Struct:
    """How a record's captured length is read, in the byte order the file header gives."""
    order = PCAP_MAGICS.get(header[:4], ("<", 0))[0]
    return struct.Struct(order + "I")


def whole_records(data: bytes | memoryview, length: struct.Struct, limit: int | None = None) -> tuple[int, int]:
    """Where the last whole pcap record in `data` (in its first `limit` bytes) ends, and how many
    whole records there are up to there."""
    pos, count, size = 0, 0, len(data) if limit is None else min(limit, len(data))
    unpack = length.unpack_from
    while pos + RECORD_HEADER <= size:
        end = pos + RECORD_HEADER + unpack(data, pos + 8)[0]
        if end > size:
            break
        pos, count = end, count + 1
    return pos, count
