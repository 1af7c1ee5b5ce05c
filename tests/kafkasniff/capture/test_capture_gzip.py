"""Gzip-compressed captures. Cut off anywhere (inside the deflate data, inside the trailer, between
members), a .gz reads like the pcap it had inflated to so far: every whole packet decoded, the
capture noted as truncated in the summary, exit 0, exactly as a cut-off plain pcap. Corrupt (a
deflate error, a CRC-32 or length mismatch, trailing data that is not gzip), it is an error that
says "corrupt" and which corruption, after every packet inflated before the damage.
"""

from __future__ import annotations

import gzip
import io
import subprocess
import sys
import tracemalloc
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from kafkasniff.capture.gzip_stream import GZIP_PIECE, GzipStream
from kafkasniff.capture.pcap import CaptureError, open_capture, read_packets
from kafkasniff.counters import Counters
from tests.support import captures as cap

SAMPLE = "kafka-python-v2.5"
Packets = list[tuple[int, int, bytes, int]]


@pytest.fixture(scope="module")
def segs() -> list[cap.Seg]:
    return cap.load_segments(cap.sample_path(SAMPLE))


@pytest.fixture(scope="module")
def pcap(segs) -> bytes:
    return cap.pcap_bytes(segs)


@pytest.fixture(scope="module")
def gz(pcap) -> bytes:
    return gzip.compress(pcap, mtime=0)


# Where a .gz may end early: a name and, from the whole file's length, how many bytes remain.
CUTS: dict[str, Callable[[int], int]] = {
    "a-third-in": lambda n: n // 3,
    "mid-stream": lambda n: n // 2,
    "just-before-the-trailer": lambda n: n - 8,
    "inside-the-trailer": lambda n: n - 3,
}


def inflated_so_far(data: bytes) -> bytes:
    """What a gzip stream inflates to before it ends (zlib's own reading of a cut-off stream)."""
    return zlib.decompressobj(wbits=31).decompress(data)


def read(stream: Any) -> tuple[Packets, Counters, str | None]:
    """The packets a stream gives, its counters and the error that stopped it, if any."""
    counters = Counters()
    packets: Packets = []
    try:
        packets.extend((p.ts, p.linktype, p.data, p.wire_len) for p in read_packets(stream, counters))
    except CaptureError as exc:
        return packets, counters, str(exc)
    return packets, counters, None


def plain(data: bytes) -> io.BufferedReader:
    return io.BufferedReader(io.BytesIO(data))


def gunzip(data: bytes) -> GzipStream:
    return GzipStream(plain(data))


def kafkasniff(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[str]:
    run = subprocess.run([sys.executable, "-m", "kafkasniff", *args], input=stdin, capture_output=True, timeout=120)
    return subprocess.CompletedProcess(run.args, run.returncode, run.stdout.decode(), run.stderr.decode())


def flipped(data: bytes, pos: int, mask: int = 0xFF) -> bytes:
    out = bytearray(data)
    out[pos] ^= mask
    return bytes(out)


# -- cut off: it reads like a cut-off pcap ---------------------------------------------------------


@pytest.mark.parametrize("cut", CUTS.values(), ids=CUTS.keys())
@pytest.mark.parametrize("container", ["pcap", "pcapng"])
def test_a_gzip_capture_cut_anywhere_reads_like_the_capture_it_had_inflated_to(segs, container, cut):
    if container == "pcap":
        data = cap.pcap_bytes(segs)
    else:
        data = cap.pcapng_bytes(segs, [(1, 6), (113, 9)], pick=lambda i: i % 2)
    gz = gzip.compress(data, mtime=0)
    cut_gz = gz[: cut(len(gz))]

    packets, counters, error = read(gunzip(cut_gz))
    same_packets, _, _ = read(plain(inflated_so_far(cut_gz)))

    assert error is None
    assert packets == same_packets and packets
    assert counters.capture_truncated  # even when the cut fell between two records
    assert counters.packets == len(packets)


def test_a_gzip_capture_cut_in_its_trailer_keeps_every_packet(segs, gz):
    packets, counters, error = read(gunzip(gz[:-3]))
    assert error is None and len(packets) == len(segs) and counters.capture_truncated


def test_a_whole_gzip_capture_is_not_truncated(segs, gz):
    packets, counters, error = read(gunzip(gz))
    assert error is None and len(packets) == len(segs) and not counters.capture_truncated


def test_several_gzip_members_read_as_one_capture_and_a_cut_in_the_second_is_a_truncation(pcap):
    two = gzip.compress(pcap[:12_000], mtime=0) + gzip.compress(pcap[12_000:], mtime=0)
    whole, counters, error = read(gunzip(two))
    assert error is None and whole == read(plain(pcap))[0] and not counters.capture_truncated

    second = len(gzip.compress(pcap[:12_000], mtime=0))
    for cut in (second + 1, second + 10, second + (len(two) - second) // 2):
        packets, counters, error = read(gunzip(two[:cut]))
        assert error is None and counters.capture_truncated
        assert packets == read(plain(inflated_so_far(two[:second]) + inflated_so_far(two[second:cut])))[0]


def test_zero_padding_after_the_gzip_stream_is_not_damage(segs, gz):
    packets, counters, error = read(gunzip(gz + b"\0" * 512))
    assert error is None and len(packets) == len(segs) and not counters.capture_truncated


class Trickle(io.RawIOBase):
    """Compressed bytes handed over at most `step` at a time, as a pipe does."""

    def __init__(self, data: bytes, step: int) -> None:
        self._data, self._step, self._pos = data, step, 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        n = min(len(buffer), self._step, len(self._data) - self._pos)
        buffer[:n] = self._data[self._pos : self._pos + n]
        self._pos += n
        return n


@pytest.mark.parametrize("step", [1, 7, 4096])
def test_gzip_arriving_in_small_pieces_reads_the_same(gz, step):
    for data in (gz, gz[: len(gz) // 2]):
        trickled = GzipStream(io.BufferedReader(Trickle(data, step), buffer_size=step))
        assert read(trickled) == read(gunzip(data))


def test_a_gzip_capture_is_inflated_a_bounded_piece_at_a_time():
    """Memory stays flat: a 100 MiB stream (of zeros, the best compression there is) is never held
    whole, nor even a large part of it."""
    bomb = gzip.compress(bytes(100 << 20), compresslevel=9, mtime=0)
    raw = plain(bomb)
    stream = GzipStream(raw)
    first = stream.read1(1000)
    assert len(first) == 1000 and raw.tell() <= GZIP_PIECE

    tracemalloc.start()
    try:
        total = len(first)
        while piece := stream.read1(1 << 18):
            assert len(piece) <= 1 << 18
            total += len(piece)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert total == 100 << 20 and peak < 4 << 20


# -- the command line: exit 0 and the note, as for a cut-off pcap ----------------------------------


@pytest.mark.parametrize("cut", CUTS.values(), ids=CUTS.keys())
def test_the_cli_decodes_a_cut_off_gzip_capture_like_the_plain_pcap_cut_at_the_same_point(tmp_path: Path, gz, cut):
    cut_gz = gz[: cut(len(gz))]
    got = kafkasniff(str(cap.write(tmp_path / "cut.pcap.gz", cut_gz)))
    want = kafkasniff(str(cap.write(tmp_path / "cut.pcap", inflated_so_far(cut_gz))))
    assert got.returncode == 0 == want.returncode
    assert got.stdout == want.stdout and got.stdout
    assert got.stderr.strip().endswith(", capture file truncated")
    # the plain pcap notes it too when its cut fell inside a record; the .gz always does
    assert got.stderr.replace(", capture file truncated", "") == want.stderr.replace(", capture file truncated", "")
    assert "Traceback" not in got.stderr


def test_an_analysis_of_a_cut_off_gzip_capture_prints_its_table_and_summary(tmp_path: Path, gz):
    cut_gz = gz[: len(gz) // 2]
    got = kafkasniff("stats", str(cap.write(tmp_path / "cut.pcap.gz", cut_gz)))
    want = kafkasniff("stats", str(cap.write(tmp_path / "cut.pcap", inflated_so_far(cut_gz))))
    assert got.returncode == 0
    assert got.stdout == want.stdout and got.stdout
    assert got.stderr.strip().startswith("summary: ") and got.stderr.strip().endswith(", capture file truncated")


def test_a_cut_off_gzip_capture_on_standard_input_reads_as_from_a_file(tmp_path: Path, gz):
    cut_gz = gz[: len(gz) // 2]
    piped = kafkasniff("-", stdin=cut_gz)
    from_file = kafkasniff(str(cap.write(tmp_path / "cut.pcap.gz", cut_gz)))
    assert piped.returncode == 0 and (piped.stdout, piped.stderr) == (from_file.stdout, from_file.stderr)
    assert piped.stderr.strip().endswith(", capture file truncated")


def test_a_gzip_capture_cut_before_any_capture_bytes_is_one_line_and_exit_2(tmp_path: Path, gz):
    """Right after its 10-byte header nothing is inflated: like an empty file, there is no capture."""
    for keep in (2, 10):
        run = kafkasniff(str(cap.write(tmp_path / "header.pcap.gz", gz[:keep])))
        assert run.returncode == 2 and run.stdout == ""
        assert run.stderr == "kafkasniff: gzip stream truncated before the capture's first 4 bytes\n"


# -- corrupt: an error that says which corruption, after what was inflated before it ---------------


CRC_MISMATCH = "CRC-32 mismatch (the inflated data differs from what was compressed)"


def test_a_crc_mismatch_is_corruption_after_every_packet(segs, gz):
    packets, counters, error = read(gunzip(flipped(gz, len(gz) - 6)))  # a byte of the CRC-32
    assert len(packets) == len(segs) and packets == read(gunzip(gz))[0]
    assert error == f"gzip stream corrupt after {len(segs)} packets: " + CRC_MISMATCH
    assert not counters.capture_truncated  # corrupt is not cut off


def test_a_length_mismatch_is_corruption(segs, gz):
    _, _, error = read(gunzip(flipped(gz, len(gz) - 2, 0x01)))  # a byte of ISIZE
    assert error is not None and error.startswith(f"gzip stream corrupt after {len(segs)} packets: length mismatch")


def first_deflate_error(gz: bytes, start: int) -> int:
    """The first byte from `start` whose flip makes zlib fail in the deflate data (not the CRC)."""
    for pos in range(start, len(gz) - 8):
        try:
            zlib.decompressobj(wbits=31).decompress(flipped(gz, pos))
        except zlib.error as exc:
            if "incorrect data check" not in str(exc):
                return pos
    raise AssertionError("no flip breaks the deflate data")


@pytest.mark.parametrize("where", [0.3, 0.5, 0.6])
def test_a_deflate_error_keeps_every_packet_inflated_before_the_damage(gz, where):
    """zlib notices the damage some way past it; what it inflates in between is garbage, which may
    break a record before zlib fails: either way the error names the gzip corruption."""
    pos = first_deflate_error(gz, int(len(gz) * where))
    before, _, _ = read(plain(inflated_so_far(gz[:pos])))  # what the bytes ahead of the flip inflate to
    packets, counters, error = read(gunzip(flipped(gz, pos)))
    assert before and packets[: len(before)] == before
    assert error is not None and error.startswith(f"gzip stream corrupt after {len(packets)} packets: deflate error (")
    assert not counters.capture_truncated


def test_a_deflate_error_is_named_even_when_the_garbage_before_it_broke_a_record_first(gz):
    for pos in range(len(gz) // 4, len(gz) - 8):
        packets, _, error = read(gunzip(flipped(gz, pos)))
        if error is not None and "corrupt pcap record" in error:
            break
    else:
        raise AssertionError("no flip breaks a record ahead of zlib's error")
    assert error == (
        f"gzip stream corrupt after {len(packets)} packets: deflate error ({zlib_complaint(flipped(gz, pos))}); "
        f"the data inflated just before it was already damaged (corrupt pcap record after {len(packets)} packets)"
    )


def zlib_complaint(data: bytes) -> str:
    try:
        zlib.decompressobj(wbits=31).decompress(data)
    except zlib.error as exc:
        return str(exc).rsplit(": ", 1)[-1]
    raise AssertionError("zlib has no complaint")


def test_a_bad_gzip_header_is_corruption(gz):
    _, _, error = read(gunzip(flipped(gz, 3, 0xE0)))  # reserved FLG bits
    assert error == "gzip stream corrupt: bad gzip header in member 1 (unknown header flags set)"


def test_data_after_the_gzip_stream_that_is_not_gzip_is_corruption(segs, gz):
    packets, _, error = read(gunzip(gz + b"garbage!"))
    assert len(packets) == len(segs)
    assert error == f"gzip stream corrupt after {len(segs)} packets: data after the end of the gzip stream is not gzip"


def test_the_cli_prints_what_decoded_before_corruption_then_says_corrupt_and_exits_2(tmp_path: Path, gz):
    whole = kafkasniff(str(cap.write(tmp_path / "whole.pcap.gz", gz)))
    run = kafkasniff(str(cap.write(tmp_path / "crc.pcap.gz", flipped(gz, len(gz) - 6))))
    assert run.returncode == 2 and run.stdout == whole.stdout
    assert run.stderr.startswith("kafkasniff: gzip stream corrupt after 146 packets: CRC-32 mismatch")
    assert run.stderr.count("\n") == 1 and "truncated" not in run.stderr

    pos = first_deflate_error(gz, len(gz) // 2)
    run = kafkasniff(str(cap.write(tmp_path / "deflate.pcap.gz", flipped(gz, pos))))
    assert run.returncode == 2 and run.stdout and whole.stdout.startswith(run.stdout)
    assert run.stderr.startswith("kafkasniff: gzip stream corrupt after ") and "deflate error" in run.stderr
    assert run.stderr.count("\n") == 1 and "Traceback" not in run.stderr


def test_a_flipped_byte_anywhere_never_costs_the_packets_before_it(pcap, gz):
    """Every byte of the file in turn (a stride through it, to stay quick): reading always ends, with
    at most the one-line error, and the packets inflated ahead of the damage survive.
    (Damaged deflate data may also inflate to garbage that breaks a record, or that runs to the end
    of the file as if cut off: nothing in the stream tells those apart from a real cut.)"""
    whole = read(plain(pcap))[0]
    for pos in range(0, len(gz), 7):
        packets, counters, error = read(gunzip(flipped(gz, pos)))
        if error is None:  # a byte nothing checks (the header's time stamp, padding bits), or "cut off"
            assert packets == whole or counters.capture_truncated, pos
        else:
            assert error.startswith(("gzip stream corrupt", "corrupt pcap record")), (pos, error)
        before = read(plain(inflated_so_far(gz[:pos])))[0]
        assert packets[: len(before)] == before, pos


def test_a_cut_anywhere_reads_every_packet_inflated_before_it(pcap, gz):
    for cut in range(1, len(gz), 7):
        packets, counters, error = read(gunzip(gz[:cut]))
        inflated = inflated_so_far(gz[:cut])
        if len(inflated) < 24:  # no whole pcap header: nothing to decode, as for a plain pcap that short
            assert error in (
                "gzip stream truncated before the capture's first 4 bytes",
                "pcap file header is truncated",
            )
            continue
        assert error is None and counters.capture_truncated, cut
        assert packets == read(plain(inflated))[0], cut


# -- the file interface the other readers use ------------------------------------------------------


def test_a_gzip_stream_tells_how_far_it_has_inflated_and_closes_its_file(tmp_path: Path, pcap):
    path = cap.write(tmp_path / "x.pcap.gz", pcap, gz=True)
    with open_capture(str(path)) as opened:
        assert isinstance(opened, GzipStream)
    raw = open(path, "rb")  # noqa: SIM115
    stream = GzipStream(raw)
    assert stream.peek(4)[:4] == pcap[:4] and stream.tell() == 0
    assert stream.read(100) == pcap[:100] and stream.tell() == 100
    assert stream.read() == pcap[100:] and stream.read1(10) == b""
    stream.close()
    assert stream.closed and raw.closed
