"""A live tap's -w file rotated as tcpdump 4.99's -C, -G and -W rotate theirs: its names, where it
cuts, every file a whole pcap, and -G -W's end of the capture."""

from __future__ import annotations

import io
import struct
import time
from pathlib import Path

import pytest

from kafkasniff.capture.pcap import read_packets
from kafkasniff.capture.rotation import MILLION, RotatingWriter, Rotation, RotationLimit

HEADER = struct.pack("<IHHiIII", 0xA1B23C4D, 2, 4, 0, 0, 262144, 1)  # nanosecond pcap, Ethernet
LENGTH = struct.Struct("<I")


def at_second(second: int) -> int:
    """An epoch time whose local-time seconds field is `second` (-G names use local time)."""
    return int(time.mktime((2026, 11, 29, 10, 0, second, 0, 0, -1)))


def record(n: int, size: int = 8000) -> bytes:
    return struct.pack("<IIII", n, 0, size, size) + (n.to_bytes(4, "big") * size)[:size]


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


# what tcpdump 4.99.3 named its files, measured on lo (-w NAME with the options, the file's
# -G time, its -C number)
TCPDUMP_NAMES = [
    (Rotation(megabytes=1), "d.pcap", 0, "d.pcap"),  # the first file unnumbered
    (Rotation(megabytes=1), "d.pcap", 1, "d.pcap1"),
    (Rotation(megabytes=1), "d.pcap", 105, "d.pcap105"),
    (Rotation(megabytes=1, files=3), "c.pcap", 0, "c.pcap0"),  # a ring: numbered from 0
    (Rotation(megabytes=1, files=3), "c.pcap", 2, "c.pcap2"),
    (Rotation(megabytes=1, files=12), "e.pcap", 0, "e.pcap00"),  # as many digits as W-1 has
    (Rotation(megabytes=1, files=12), "e.pcap", 11, "e.pcap11"),
    (Rotation(megabytes=1, files=10), "w.pcap", 9, "w.pcap9"),
    (Rotation(megabytes=1, files=9), "y.pcap", 8, "y.pcap8"),
    (Rotation(seconds=1, files=3), "g-%S.pcap", 0, "g-31.pcap"),  # strftime, no number without -C
    (Rotation(seconds=1), "h.pcap", 0, "h.pcap"),  # no time format: the same name every time
    (Rotation(megabytes=1, seconds=1), "k-%S.pcap", 0, "k-32.pcap"),
    (Rotation(megabytes=1, seconds=1), "k-%S.pcap", 1, "k-32.pcap1"),
    (Rotation(megabytes=1, seconds=1, files=3), "m-%S.pcap", 0, "m-52.pcap0"),
    (Rotation(), "%S.pcap", 0, "%S.pcap"),  # without -G the name is taken as written
]


@pytest.mark.parametrize(("rotation", "template", "number", "name"), TCPDUMP_NAMES)
def test_files_are_named_as_tcpdump_names_them(rotation: Rotation, template: str, number: int, name: str):
    second = int(name[2:4]) if "%S" in template and rotation.seconds else 0
    assert rotation.name(template, at_second(second), number) == name


def test_minus_c_counts_millions_of_bytes_not_mebibytes():
    assert Rotation(megabytes=3).size_limit == 3 * MILLION == 3_000_000


def written(directory: Path) -> dict[str, list[int]]:
    """Each file's packets (the numbers the records carry), every file read as a pcap of its own."""
    files = {}
    for path in sorted(directory.iterdir()):
        assert path.read_bytes()[:24] == HEADER  # a complete pcap: the stream's header heads it
        packets = list(read_packets(io.BufferedReader(io.BytesIO(path.read_bytes()))))
        files[path.name] = [p.ts // 10**9 for p in packets]
    return files


def test_minus_c_closes_a_file_once_it_is_past_the_limit_before_the_next_packet(tmp_path: Path):
    """tcpdump -C 1 with 8,016-byte records: 125 packets a file (24 + 124 x 8,016 is not yet past
    1,000,000, so the 125th is written too), the last packet taking the file past by one packet."""
    writer = RotatingWriter(str(tmp_path / "d.pcap"), Rotation(megabytes=1))
    writer.start(HEADER)
    writer.write(b"".join(record(n) for n in range(300)), LENGTH)  # cut inside one write
    writer.close()
    files = written(tmp_path)
    assert list(files) == ["d.pcap", "d.pcap1", "d.pcap2"]
    assert [len(p) for p in files.values()] == [125, 125, 50]
    assert sum(files.values(), []) == list(range(300))  # in order, none lost, none twice
    assert (tmp_path / "d.pcap").stat().st_size == 24 + 125 * 8016 == 1_002_024
    assert (tmp_path / "d.pcap").stat().st_size - 8016 <= MILLION  # past the limit by one packet at most


def test_the_cut_is_the_same_whatever_pieces_the_records_come_in(tmp_path: Path):
    records = [record(n, size=1000 + 7 * n) for n in range(1500)]
    for name, pieces in (("one", [b"".join(records)]), ("each", records), ("threes", [
            b"".join(records[i : i + 3]) for i in range(0, len(records), 3)])):  # fmt: skip
        (tmp_path / name).mkdir()
        writer = RotatingWriter(str(tmp_path / name / "x.pcap"), Rotation(megabytes=1))
        writer.start(HEADER)
        for piece in pieces:
            writer.write(piece, LENGTH)
        writer.close()
    assert written(tmp_path / "one") == written(tmp_path / "each") == written(tmp_path / "threes")


def test_minus_w_with_minus_c_is_a_ring_overwritten_from_its_first_file(tmp_path: Path):
    writer = RotatingWriter(str(tmp_path / "c.pcap"), Rotation(megabytes=1, files=3))
    writer.start(HEADER)
    for n in range(125 * 4 + 10):  # four files and a bit
        writer.write(record(n), LENGTH)
    writer.close()
    files = written(tmp_path)
    assert files["c.pcap0"] == list(range(375, 500))  # the fourth file, over the first
    assert files["c.pcap1"] == list(range(500, 510))  # the fifth, over the second: being written
    assert files["c.pcap2"] == list(range(250, 375))
    assert (
        writer.written.text()
        == f"-w wrote 5 files ({tmp_path}/c.pcap0 to {tmp_path}/c.pcap1), 2 of them over an earlier one"
    )


def test_minus_g_opens_the_next_file_when_a_packet_comes_its_seconds_later(tmp_path: Path):
    clock = Clock(at_second(31) + 0.9)
    writer = RotatingWriter(str(tmp_path / "g-%S.pcap"), Rotation(seconds=2), clock=clock)
    writer.start(HEADER)
    writer.write(record(1), LENGTH)
    clock.now = at_second(32) + 0.99  # 2.09 s later but one second by whole seconds: same file
    writer.write(record(2), LENGTH)
    clock.now = at_second(38)  # idle for five seconds: no file for them, the packet's time names it
    writer.write(record(3), LENGTH)
    writer.close()
    assert written(tmp_path) == {"g-31.pcap": [1, 2], "g-38.pcap": [3]}


def test_minus_g_without_a_time_in_the_name_overwrites_the_file(tmp_path: Path):
    clock = Clock(at_second(10))
    writer = RotatingWriter(str(tmp_path / "h.pcap"), Rotation(seconds=1), clock=clock)
    writer.start(HEADER)
    for n in range(3):
        clock.now += 1
        writer.write(record(n), LENGTH)
    writer.close()
    assert written(tmp_path) == {"h.pcap": [2]}
    assert (
        writer.written.text()
        == f"-w wrote 4 files ({tmp_path}/h.pcap to {tmp_path}/h.pcap), 3 of them over an earlier one"
    )


def test_minus_g_with_minus_w_ends_the_capture_when_the_last_files_time_is_over(tmp_path: Path):
    clock = Clock(at_second(31))
    writer = RotatingWriter(str(tmp_path / "g-%S.pcap"), Rotation(seconds=1, files=3), clock=clock)
    writer.start(HEADER)
    for n in range(3):
        writer.write(record(n), LENGTH)
        clock.now += 1
    with pytest.raises(RotationLimit) as ended:
        writer.write(record(3), LENGTH)
    writer.close()
    assert written(tmp_path) == {"g-31.pcap": [0], "g-32.pcap": [1], "g-33.pcap": [2]}  # the fourth not saved
    assert str(ended.value) == "-G 1 -W 3: the last file's time is over, the capture ends as tcpdump's does"


def test_minus_g_with_minus_c_numbers_each_times_files_from_the_start(tmp_path: Path):
    clock = Clock(at_second(32))
    writer = RotatingWriter(str(tmp_path / "k-%S.pcap"), Rotation(megabytes=1, seconds=1), clock=clock)
    writer.start(HEADER)
    writer.write(b"".join(record(n) for n in range(130)), LENGTH)
    clock.now += 1
    writer.write(record(130), LENGTH)
    writer.close()
    files = written(tmp_path)
    assert files == {"k-32.pcap": list(range(125)), "k-32.pcap1": list(range(125, 130)), "k-33.pcap": [130]}


def test_minus_g_with_minus_c_and_minus_w_rings_within_each_time_and_never_ends(tmp_path: Path):
    """tcpdump's man page: with both -C and -G, -W only numbers the files (measured: and rings them)."""
    clock = Clock(at_second(52))
    writer = RotatingWriter(str(tmp_path / "m-%S.pcap"), Rotation(megabytes=1, seconds=1, files=2), clock=clock)
    writer.start(HEADER)
    writer.write(b"".join(record(n) for n in range(260)), LENGTH)
    for n in range(260, 264):
        clock.now += 1
        writer.write(record(n), LENGTH)
    writer.close()
    files = written(tmp_path)
    assert files["m-52.pcap0"] == list(range(250, 260))  # the third file of :52, over its first
    assert files["m-52.pcap1"] == list(range(125, 250))
    assert [files[f"m-{s}.pcap0"] for s in (53, 54, 55, 56)] == [[260], [261], [262], [263]]


def test_a_file_that_cannot_be_opened_is_an_os_error_naming_it(tmp_path: Path):
    opened: list[str] = []

    def opener(path: str) -> io.BytesIO:
        if opened:
            raise PermissionError(13, "Permission denied", path)
        opened.append(path)
        return io.BytesIO()

    writer = RotatingWriter(str(tmp_path / "d.pcap"), Rotation(megabytes=1), opener=opener)
    writer.start(HEADER)
    with pytest.raises(OSError, match="Permission denied"):
        writer.write(b"".join(record(n) for n in range(126)), LENGTH)
    assert writer.name == str(tmp_path / "d.pcap1")  # what the relay names in its one line


def test_without_rotation_the_file_is_the_stream_byte_for_byte(tmp_path: Path):
    records = b"".join(record(n, size=100) for n in range(50))
    writer = RotatingWriter(str(tmp_path / "x.pcap"))
    writer.start(HEADER)
    writer.write(records, LENGTH)
    writer.tail(record(50)[:30])  # the stream ended inside a record: kept as it came
    writer.close()
    assert (tmp_path / "x.pcap").read_bytes() == HEADER + records + record(50)[:30]
