"""-w of a capture with several link types writes a pcapng that keeps every one of them."""

from __future__ import annotations

import io
import shutil
import struct
import subprocess
from collections import Counter
from pathlib import Path

import pytest

from kafkasniff.capture.pcap import read_packets
from kafkasniff.model import DecodedExchange
from kafkasniff.net.links import LINKTYPE_ETHERNET, LINKTYPE_RAW
from kafkasniff.select.capture_writer import CaptureWriter
from kafkasniff.select.extract import PacketSelection, write_selected
from tests.support import captures as cap
from tests.support.decode import decode, identity
from tests.support.tunnel_rewrite import rewrite_frames

ETHERNET_HEADER = 14


@pytest.fixture(scope="module")
def two_link_types(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """confluent as Ethernet and kafkajs-txn as raw IP, merged by mergecap into one pcapng."""
    if shutil.which("mergecap") is None:
        pytest.skip("mergecap (Wireshark) is not installed")
    tmp = tmp_path_factory.mktemp("linktypes")
    raw_ip = rewrite_frames(
        cap.sample_path("kafkajs-txn"), lambda f: f[ETHERNET_HEADER:], tmp / "raw.pcap", LINKTYPE_RAW
    )
    merged = tmp / "merged.pcapng"
    subprocess.run(["mergecap", "-F", "pcapng", "-w", str(merged), str(cap.sample_path("confluent")), str(raw_ip)],
                   check=True)  # fmt: skip
    return merged


def timed(item: DecodedExchange) -> tuple[object, ...]:
    return (*identity(item), item.exchange.ts, item.exchange.latency_ns)


def records_of(capture: bytes) -> list[tuple[int, int, bytes, int]]:
    return [(p.ts, p.linktype, bytes(p.data), p.wire_len) for p in read_packets(io.BufferedReader(io.BytesIO(capture)))]


def test_every_link_type_is_written_and_the_exchanges_come_back_whole(two_link_types):
    exchanges, _, _ = decode(two_link_types)
    assert {e.exchange.conn.client for e in exchanges} and len(exchanges) > 20
    selection = PacketSelection()
    for e in exchanges:
        selection.add(e.exchange)
    out = io.BytesIO()
    writer = write_selected([str(two_link_types)], selection, out)
    assert sorted(writer.linktypes) == [LINKTYPE_ETHERNET, LINKTYPE_RAW]
    assert out.getvalue()[:4] == b"\x0a\x0d\x0d\x0a"  # a pcapng: a pcap holds one link type
    again, _, counters = decode(out.getvalue())
    assert counters.packets == writer.written
    assert Counter(map(timed, again)) == Counter(map(timed, exchanges))


def test_each_packet_is_written_as_it_was_read_with_nanosecond_times():
    packets = [(1_700_000_000_123_456_789, LINKTYPE_ETHERNET, b"\x01" * 61, 1514),
               (1_700_000_000_123_456_790, LINKTYPE_RAW, b"\x45" * 40, 40),
               (1_700_000_001_000_000_001, LINKTYPE_ETHERNET, b"\x02" * 64, 64)]  # fmt: skip
    out = io.BytesIO()
    writer = CaptureWriter(out)
    for packet in packets:
        writer.write(*packet)
    writer.finish()
    assert records_of(out.getvalue()) == packets


def test_one_link_type_is_written_as_a_nanosecond_pcap():
    packets = [(1_700_000_000_123_456_789, LINKTYPE_RAW, b"\x45" * 41, 1500)]
    out = io.BytesIO()
    writer = CaptureWriter(out)
    writer.write(*packets[0])
    writer.finish()
    assert struct.unpack_from("<II", out.getvalue(), 0)[0] == 0xA1B23C4D
    assert struct.unpack_from("<I", out.getvalue(), 20)[0] == LINKTYPE_RAW
    assert records_of(out.getvalue()) == packets


def test_the_written_pcapng_reads_in_wireshark_tools(two_link_types, tmp_path):
    if shutil.which("capinfos") is None:
        pytest.skip("capinfos (Wireshark) is not installed")
    exchanges, _, _ = decode(two_link_types)
    selection = PacketSelection()
    for e in exchanges:
        selection.add(e.exchange)
    written = tmp_path / "written.pcapng"
    with written.open("wb") as out:
        writer = write_selected([str(two_link_types)], selection, out)
    info = subprocess.run(["capinfos", "-M", "-c", "-E", str(written)], capture_output=True, text=True, check=True)
    assert f"Number of packets:   {writer.written}" in info.stdout
    assert "Ethernet (" in info.stdout and "Raw IP (" in info.stdout  # both link types, kept
    kept = records_of(written.read_bytes())
    assert kept == [r for r in records_of(two_link_types.read_bytes()) if r in kept]  # as read, in capture order
