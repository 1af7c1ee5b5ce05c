"""Capture files: every container, byte order, timestamp resolution and link layer of a real sample
decodes to the same exchanges as the original."""

from __future__ import annotations

import gzip
import io
from pathlib import Path

import pytest

from kafkasniff.capture.pcap import CaptureError, open_capture, read_packets
from kafkasniff.counters import Counters
from tests.support import captures as cap
from tests.support.decode import decode, identity

SAMPLE = "kafka-python-v2.5"


@pytest.fixture(scope="module")
def segs() -> list[cap.Seg]:
    return cap.load_segments(cap.sample_path(SAMPLE))


@pytest.fixture(scope="module")
def expected() -> list[tuple[object, ...]]:
    exchanges, _, _ = decode(cap.sample_path(SAMPLE))
    assert len(exchanges) == 35
    return sorted(map(identity, exchanges))


def same(data: bytes, expected: list[tuple[object, ...]]) -> None:
    exchanges, _, counters = decode(data)
    assert sorted(map(identity, exchanges)) == expected
    assert counters.gaps == 0 and counters.bytes_skipped == 0


@pytest.mark.parametrize("order", ["<", ">"])
@pytest.mark.parametrize("nano", [False, True])
def test_pcap_in_both_byte_orders_and_timestamp_resolutions(segs, expected, order, nano):
    same(cap.pcap_bytes(segs, order=order, nano=nano), expected)


def test_nanosecond_timestamps_keep_full_precision(segs):
    shifted = [cap.Seg(**{**s.__dict__, "ts": s.ts + 789}) for s in segs]
    packets = list(read_packets(io.BufferedReader(io.BytesIO(cap.pcap_bytes(shifted, nano=True))), Counters()))
    assert [p.ts for p in packets] == [s.ts for s in shifted]


@pytest.mark.parametrize("linktype", [1, 113, 276, 0, 108, 101, 228])
def test_every_link_layer(segs, expected, linktype):
    same(cap.pcap_bytes(segs, linktype=linktype), expected)


def test_ethernet_with_stacked_vlan_tags(segs, expected):
    same(cap.pcap_bytes(segs, linktype=1, vlan=2), expected)


@pytest.mark.parametrize("linktype", [1, 113, 276, 0, 101, 229])
def test_ipv6(segs, linktype):
    v6 = cap.to_ipv6(segs)
    exchanges, _, _ = decode(cap.pcap_bytes(v6, linktype=linktype))
    assert len(exchanges) == 35
    assert {e.exchange.conn.server for e in exchanges} == {("2001:db8::7f00:1", 19092)}
    assert all(e.exchange.status == "ok" for e in exchanges)


@pytest.mark.parametrize("order", ["<", ">"])
def test_pcapng_with_several_interfaces(segs, expected, order):
    interfaces = [(1, 6), (113, 9), (276, 6)]
    same(cap.pcapng_bytes(segs, interfaces, pick=lambda i: i % 3, order=order), expected)


def test_pcapng_interface_timestamp_resolutions(segs):
    data = cap.pcapng_bytes(segs, [(1, 6), (1, 9)], pick=lambda i: i % 2)
    packets = list(read_packets(io.BufferedReader(io.BytesIO(data)), Counters()))
    assert [p.ts // 1000 for p in packets] == [s.ts // 1000 for s in segs]


def test_pcapng_simple_packet_blocks(segs, expected):
    exchanges, _, _ = decode(cap.pcapng_bytes(segs, [(1, 6)], pick=lambda i: 0, simple=True))
    assert sorted(e[:-1] for e in map(identity, exchanges)) == sorted(e[:-1] for e in expected)


def test_gzip_compressed_capture(tmp_path: Path, segs):
    path = cap.write(tmp_path / "x.pcap.gz", cap.pcap_bytes(segs), gz=True)
    with open_capture(str(path)) as stream:
        assert sum(1 for _ in read_packets(stream, Counters())) == len(segs)


def test_a_file_that_is_not_a_capture_is_a_clear_error(tmp_path: Path):
    path = tmp_path / "notes.txt"
    path.write_text("hello, this is not a capture\n")
    with open_capture(str(path)) as stream, pytest.raises(CaptureError, match="not a pcap or pcapng"):
        list(read_packets(stream, Counters()))


def test_a_capture_cut_mid_packet_keeps_every_whole_packet(segs):
    data = cap.pcap_bytes(segs)
    counters = Counters()
    packets = list(read_packets(io.BufferedReader(io.BytesIO(data[:-10])), counters))
    assert len(packets) == len(segs) - 1
    assert counters.capture_truncated


@pytest.mark.parametrize("pcap", sorted(cap.SAMPLES.glob("*.pcap")), ids=lambda p: p.stem)
def test_reader_agrees_with_dpkt_on_every_sample(pcap: Path):
    import dpkt

    with open(pcap, "rb") as f:
        theirs = [(round(ts * 1e6), bytes(buf)) for ts, buf in dpkt.pcap.Reader(f)]
    with open(pcap, "rb") as f:
        ours = [(p.ts // 1000, p.data) for p in read_packets(f, Counters())]
    assert ours == theirs


class Trickle:
    """A stream that hands over at most `step` bytes per read, as a pipe does."""

    def __init__(self, data: bytes, step: int) -> None:
        self._stream, self._step = io.BufferedReader(io.BytesIO(data)), step

    def peek(self, n: int) -> bytes:
        return self._stream.peek(n)

    def read1(self, n: int) -> bytes:
        return self._stream.read1(min(n, self._step))


def packets_and_counters(stream) -> tuple[list, Counters]:
    counters = Counters()
    try:
        packets = [(p.ts, p.linktype, p.data, p.wire_len) for p in read_packets(stream, counters)]
    except CaptureError as exc:
        packets = [str(exc)]
    return packets, counters


@pytest.mark.parametrize("container", ["pcap", "pcapng"])
def test_records_split_across_reads_come_out_the_same(segs, container, monkeypatch):
    if container == "pcap":
        data = cap.pcap_bytes(segs[:40])
    else:  # two sections in opposite byte orders
        data = cap.pcapng_bytes(segs[:20], [(1, 6), (113, 9)], pick=lambda i: i % 2)
        data += cap.pcapng_bytes(segs[20:40], [(1, 9)], pick=lambda i: 0, order=">")
    for cut in (len(data), len(data) - 1, len(data) - 37, 30):
        expected = packets_and_counters(io.BufferedReader(io.BytesIO(data[:cut])))
        for step, read_ahead in ((1, 1), (7, 100), (1000, 64), (len(data), 1 << 20)):
            monkeypatch.setattr("kafkasniff.capture.pcap.READ_AHEAD", read_ahead)
            assert packets_and_counters(Trickle(data[:cut], step)) == expected, (cut, step, read_ahead)


def test_a_truncated_gzip_capture_keeps_every_whole_packet(tmp_path: Path, segs):
    """As a cut-off pcap does: no error, every whole packet, the capture noted as truncated (more
    cuts, and corruption, in test_capture_gzip.py)."""
    import zlib

    data = gzip.compress(cap.pcap_bytes(segs))
    cut = data[: len(data) // 2]
    whole, _ = packets_and_counters(io.BufferedReader(io.BytesIO(zlib.decompressobj(wbits=31).decompress(cut))))
    path = cap.write(tmp_path / "cut.pcap.gz", cut)
    with open_capture(str(path)) as stream:
        seen, counters = packets_and_counters(stream)
    assert seen == whole and counters.capture_truncated and counters.packets == len(whole)


def test_a_capture_is_read_once(segs):
    reader = read_packets(io.BufferedReader(io.BytesIO(cap.pcap_bytes(segs))), Counters())
    next(reader)
    with pytest.raises(RuntimeError):
        reader.batches()
