"""Rotated capture files read as one capture: in rotation order, connections continuing across
the cuts, frame numbers counting on."""

from __future__ import annotations

import gzip

import pytest

from kafkasniff.capture.file_sets import expand_inputs, find_captures, read_files
from kafkasniff.capture.pcap import CaptureError
from kafkasniff.counters import Counters
from kafkasniff.model import DecodedExchange
from kafkasniff.pipeline.wiring import Options, decoded
from tests.support import captures as cap
from tests.support.decode import decode
from tests.support.rotation import crossing_connections, rotate


def decode_files(paths: list[str]) -> tuple[list[DecodedExchange], Counters]:
    counters = Counters()
    items = list(decoded(read_files(paths, counters), counters, Options()))
    return [i for i in items if isinstance(i, DecodedExchange)], counters


def shown(e: DecodedExchange) -> tuple[object, ...]:
    ex = e.exchange
    return (ex.conn, e.summary, ex.status, ex.ts, [f.packets for f in (ex.request, ex.response) if f is not None])


def test_rotated_files_decode_as_the_capture_they_were_cut_from(tmp_path):
    assert crossing_connections("mixed-load", 4) > 0  # the cuts fall inside connections
    files = rotate("mixed-load", tmp_path, 4)
    whole, _, counters = decode(cap.pcap_bytes(cap.load_segments(cap.sample_path("mixed-load"))))
    ordered = expand_inputs([str(tmp_path)])
    assert ordered == [str(p) for p in files]  # x.pcap, x.pcap1, x.pcap2, x.pcap3
    rotated, rotated_counters = decode_files(ordered)
    assert list(map(shown, rotated)) == list(map(shown, whole))  # frame numbers included
    assert rotated_counters.summary_line() == counters.summary_line()


def test_rotation_order_is_numeric_and_gzip_keeps_its_place(tmp_path):
    pcap = cap.sample_path("confluent").read_bytes()
    for name in ["x.pcap10", "x.pcap2", "x.pcap", "x.pcap11"]:
        (tmp_path / name).write_bytes(pcap)
    (tmp_path / "x.pcap1.gz").write_bytes(gzip.compress(pcap))
    assert [p.rsplit("/", 1)[1] for p in expand_inputs([str(tmp_path / "x.pcap*")])] == [
        "x.pcap", "x.pcap1.gz", "x.pcap2", "x.pcap10", "x.pcap11"]  # fmt: skip


def test_captures_are_recognised_by_content_and_every_other_file_is_named_with_why(tmp_path):
    """tcpdump -C's x.pcap10 and up, a pcapng without a suffix, a gzipped capture: read; notes,
    gzipped notes, an empty file being written: skipped, each with its reason."""
    pcap = cap.sample_path("confluent").read_bytes()
    pcapng = cap.sample_path("tls-kafka-python").with_suffix(".dsb.pcapng").read_bytes()
    (tmp_path / "sub").mkdir()
    for i in range(12):
        (tmp_path / f"x.pcap{i or ''}").write_bytes(pcap)
    (tmp_path / "sub" / "trace").write_bytes(pcapng)
    (tmp_path / "sub" / "old.gz").write_bytes(gzip.compress(pcap))
    (tmp_path / "notes.txt.gz").write_bytes(gzip.compress(b"not a capture"))
    (tmp_path / "notes.txt").write_bytes(b"hello")
    (tmp_path / "x.pcap12").write_bytes(b"")
    found = find_captures([str(tmp_path)])
    names = [p.removeprefix(str(tmp_path) + "/") for p in found.files]
    assert names == ["sub/old.gz", "sub/trace"] + [f"x.pcap{i or ''}" for i in range(12)]
    assert {s.path.removeprefix(str(tmp_path) + "/"): s.reason for s in found.skipped} == {
        "notes.txt.gz": "gzipped, but not a pcap or pcapng capture",
        "notes.txt": "not a pcap or pcapng capture (starts with 68656c6c)",
        "x.pcap12": "empty",
    }


def test_a_file_named_on_its_own_is_kept_whatever_it_holds(tmp_path):
    (tmp_path / "notes.txt").write_bytes(b"hello")
    assert find_captures([str(tmp_path / "notes.txt")]).files == [str(tmp_path / "notes.txt")]


def test_an_unreadable_file_in_a_rotation_stops_the_run_naming_it(tmp_path):
    files = rotate("confluent", tmp_path, 3)
    files[1].write_bytes(b"not a capture")
    with pytest.raises(CaptureError, match=r"confluent\.pcap1: not a pcap or pcapng capture"):
        decode_files([str(p) for p in files])


def test_a_ring_that_wrapped_reads_from_its_oldest_file(tmp_path):
    """tcpdump -C -W 3 wrote x.pcap0, 1, 2, then x.pcap0 again: x.pcap1 is the oldest, x.pcap0 the
    newest; a file just opened (its header only) adds nothing and goes last."""
    parts = rotate("mixed-load", tmp_path, 4)
    ring = {parts[1]: "x.pcap1", parts[2]: "x.pcap2", parts[3]: "x.pcap0"}
    for part, name in ring.items():
        part.rename(tmp_path / name)
    parts[0].unlink()
    (tmp_path / "x.pcap3").write_bytes(parts[1].with_name("x.pcap1").read_bytes()[:24])  # header only
    names = [p.rsplit("/", 1)[1] for p in expand_inputs([str(tmp_path)])]
    assert names == ["x.pcap1", "x.pcap2", "x.pcap0", "x.pcap3"]
    one = [str(tmp_path / n) for n in names[:3]]
    stamps = [p.ts for p in read_files(one, Counters())]
    assert stamps == sorted(stamps)  # the packets of three quarters of the capture, in time order


def test_a_single_file_is_not_opened_to_be_ordered(tmp_path):
    missing = str(tmp_path / "x.pcap7")
    assert expand_inputs([missing]) == [missing]  # reading it says it is missing, not ordering
