"""The relay between the capture process and decoding: every byte reaches the -w file, whole packets
reach the decoder, and what the queue has no room for is counted, never half-sent."""

from __future__ import annotations

import io
import os
import struct
import threading
from pathlib import Path

from kafkasniff.capture.pcap import read_packets
from kafkasniff.capture.relay import PacketQueue, Relay, whole_records
from kafkasniff.capture.rotation import RotatingWriter
from kafkasniff.counters import Counters

PCAP_HEADER = struct.pack("<IHHiIII", 0xA1B23C4D, 2, 4, 0, 0, 262144, 1)  # nanosecond pcap, Ethernet


def record(n: int, size: int = 60) -> bytes:
    data = bytes([n % 256]) * size
    return struct.pack("<IIII", n, 0, len(data), len(data)) + data


def relay_through_pipe(stream: bytes, queue: PacketQueue, save: Path | None, write_in: int = 7) -> Relay:
    """Feed `stream` to a Relay through a real pipe, `write_in` bytes at a time, and wait for the end."""
    read_end, write_end = os.pipe()
    saved = RotatingWriter(str(save)) if save else None
    relay = Relay(os.fdopen(read_end, "rb"), saved, queue)
    relay.start()
    with os.fdopen(write_end, "wb", buffering=0) as pipe:
        for start in range(0, len(stream), write_in):
            pipe.write(stream[start : start + write_in])
    relay.join()
    if saved:
        saved.close()
    return relay


def test_whole_records_stops_before_a_record_cut_off():
    data = record(1) + record(2) + record(3)[:30]
    assert whole_records(data, struct.Struct("<I")) == (2 * 76, 2)
    assert whole_records(b"", struct.Struct("<I")) == (0, 0)
    assert whole_records(data, struct.Struct("<I"), limit=100) == (76, 1)


def test_packets_split_across_reads_reach_the_decoder_whole_and_the_file_byte_for_byte(tmp_path: Path):
    stream = PCAP_HEADER + b"".join(record(n) for n in range(200))
    queue = PacketQueue()
    relay = relay_through_pipe(stream, queue, tmp_path / "saved.pcap")
    assert (tmp_path / "saved.pcap").read_bytes() == stream
    assert (relay.packets, relay.not_decoded) == (200, 0)
    counters = Counters()
    packets = list(read_packets(io.BufferedReader(queue), counters))
    assert [p.ts for p in packets] == list(range(0, 200 * 10**9, 10**9))
    assert not counters.capture_truncated


def test_what_the_queue_has_no_room_for_is_counted_and_still_saved(tmp_path: Path):
    stream = PCAP_HEADER + b"".join(record(n) for n in range(100))
    queue = PacketQueue(limit=len(PCAP_HEADER) + 10 * 76)  # nobody reads: the header and ten packets fit
    relay = relay_through_pipe(stream, queue, tmp_path / "saved.pcap", write_in=76)
    assert (tmp_path / "saved.pcap").read_bytes() == stream
    assert relay.packets == 100
    decoded = list(read_packets(io.BufferedReader(queue), Counters()))
    assert len(decoded) == 10
    assert relay.not_decoded == 90
    assert [p.ts // 10**9 for p in decoded] == list(range(10))  # the first ones, whole


def test_a_record_cut_off_at_the_end_marks_the_capture_truncated():
    stream = PCAP_HEADER + record(1) + record(2)[:40]
    queue = PacketQueue()
    relay_through_pipe(stream, queue, None)
    counters = Counters()
    assert len(list(read_packets(io.BufferedReader(queue), counters))) == 1
    assert counters.capture_truncated


def test_a_read_waits_for_a_piece_and_gets_what_there_is():
    queue = PacketQueue()
    reader = io.BufferedReader(queue)
    got: list[bytes] = []
    thread = threading.Thread(target=lambda: got.append(reader.read1(1 << 18)))
    thread.start()
    queue.put(b"abc")
    thread.join(5)
    assert got == [b"abc"]
    queue.end()
    assert reader.read1(10) == b""
    assert queue.held == 0


def test_a_save_that_fails_stops_the_relay_with_a_one_line_reason(tmp_path: Path):
    class Full(io.BytesIO):
        def write(self, data: bytes) -> int:  # type: ignore[override]
            raise OSError(28, "No space left on device")

    read_end, write_end = os.pipe()
    queue = PacketQueue()
    relay = Relay(os.fdopen(read_end, "rb"), RotatingWriter("/full/disk.pcap", opener=lambda _: Full()), queue)
    relay.start()
    os.write(write_end, PCAP_HEADER)
    os.close(write_end)
    relay.join()
    assert relay.failure == "/full/disk.pcap: No space left on device"
    assert io.BufferedReader(queue).read() == b""  # decoding sees the end, not a hang
