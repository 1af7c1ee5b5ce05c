"""Where the Spark path's captures come from: found and put in the order they were written."""

from __future__ import annotations

from kafkasniff.bulk.sources import find_sources, first_packet_time
from kafkasniff.capture.file_sets import read_files
from kafkasniff.counters import Counters
from tests.support.rotation import rotate


def test_a_ring_that_wrapped_is_indexed_from_its_oldest_file(tmp_path):
    """tcpdump -C -W 3 wrote x.pcap0, 1, 2, then x.pcap0 again: x.pcap1 is the oldest and x.pcap0
    the newest, as the one-machine path reads them."""
    parts = rotate("mixed-load", tmp_path, 4)
    for part, name in zip(parts[1:], ("x.pcap1", "x.pcap2", "x.pcap0"), strict=True):
        part.rename(tmp_path / name)
    parts[0].unlink()
    files = find_sources([str(tmp_path)]).files
    assert [f.rsplit("/", 1)[1] for f in files] == ["x.pcap1", "x.pcap2", "x.pcap0"]
    stamps = [p.ts for p in read_files(files, Counters())]
    assert stamps == sorted(stamps)


def test_file_urls_are_ordered_by_their_first_packets_too(tmp_path):
    parts = rotate("mixed-load", tmp_path, 3)
    for part, name in zip(parts, ("y.pcap2", "y.pcap0", "y.pcap1"), strict=True):  # the oldest numbered 2
        part.rename(tmp_path / name)
    files = find_sources([f"file://{tmp_path}/y.pcap{n}" for n in range(3)]).files
    assert [f.rsplit("/", 1)[1] for f in files] == ["y.pcap2", "y.pcap0", "y.pcap1"]


def test_the_first_packet_time_of_what_cannot_be_read_is_none(tmp_path):
    junk = tmp_path / "junk.pcap"
    junk.write_bytes(b"not a capture at all")
    assert first_packet_time(str(junk)) is None
    assert first_packet_time(str(tmp_path / "missing.pcap")) is None
