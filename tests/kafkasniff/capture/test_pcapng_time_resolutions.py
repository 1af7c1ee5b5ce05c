"""pcapng time stamps in any if_tsresol come out as integer nanoseconds: decimal powers above and
below nanoseconds, and powers of two (which some capture cards write), floored, never via a float."""

from __future__ import annotations

import io
import struct

import pytest

from kafkasniff.capture.pcap import read_packets
from kafkasniff.counters import Counters
from tests.support import captures as cap

FRAME = cap.link_wrap(1, cap.ip_bytes(cap.load_segments(cap.sample_path("confluent"))[3]))


def block(btype: int, body: bytes) -> bytes:
    body += b"\0" * (-len(body) % 4)
    return struct.pack("<II", btype, len(body) + 12) + body + struct.pack("<I", len(body) + 12)


def pcapng_of(resol: int, ticks: list[int]) -> bytes:
    """One Ethernet interface of time resolution `resol`; a packet at each of `ticks`."""
    out = [block(0x0A0D0D0A, struct.pack("<IHHq", 0x1A2B3C4D, 1, 0, -1))]
    options = struct.pack("<HHB3xHH", 9, 1, resol, 0, 0)
    out.append(block(1, struct.pack("<HHI", 1, 0, 0) + options))
    for t in ticks:
        out.append(block(6, struct.pack("<IIIII", 0, t >> 32, t & 0xFFFFFFFF, len(FRAME), len(FRAME)) + FRAME))
    return b"".join(out)


def times(data: bytes) -> list[int]:
    return [p.ts for p in read_packets(io.BufferedReader(io.BytesIO(data)), Counters())]


@pytest.mark.parametrize(
    ("resol", "ticks", "ns"),
    [
        (9, [1_795_253_613_822_722_789], [1_795_253_613_822_722_789]),
        (6, [1_795_253_613_822_722], [1_795_253_613_822_722_000]),
        (3, [1_795_253_613_822], [1_795_253_613_822_000_000]),
        (12, [12_345_678_901_234_567_891], [12_345_678_901_234_567]),  # picoseconds (64 bits: 1970): floored
        (0x80 | 30, [1_795_253_613 << 30 | 1 << 29], [1_795_253_613_500_000_000]),  # 2^-30 s
        (0x80 | 20, [(1_795_253_613 << 20) + 3], [1_795_253_613_000_002_861]),  # 3 / 2^20 s, floored
    ],
)
def test_every_resolution_to_integer_nanoseconds(resol, ticks, ns):
    assert times(pcapng_of(resol, ticks)) == ns
