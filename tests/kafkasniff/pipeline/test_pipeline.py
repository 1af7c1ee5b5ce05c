"""The wired pipeline (fast paths between stages) gives what the stages give one after the other,
item for item and count for count, on clean and damaged captures."""

from __future__ import annotations

import io
from collections.abc import Iterable, Iterator

import pytest

from kafkasniff.capture.pcap import read_packets
from kafkasniff.counters import Counters
from kafkasniff.model import Segment
from kafkasniff.net.packets import segments
from kafkasniff.pipeline.wiring import Options, exchanges
from kafkasniff.stream.framing import Framer, frames
from kafkasniff.stream.pairing import Pairer, pair
from kafkasniff.tcp.reassembly import reassemble
from kafkasniff.tcp.streams import TcpStreams
from tests.support import captures as cap

SEGS = cap.load_segments(cap.sample_path("confluent"))
MIXED = cap.load_segments(cap.sample_path("mixed-load"))[:400]


def stage_by_stage(data: bytes, options: Options) -> tuple[list, Counters]:
    counters = Counters()
    packets = read_packets(io.BufferedReader(io.BytesIO(data)), counters)
    streams = TcpStreams()
    framer = Framer(list(options.protocols.values()), counters, options.extra_ports, options.buffer_cap,
                    stream_of=streams.index)  # fmt: skip

    def numbered(segs: Iterable[Segment]) -> Iterator[Segment]:
        for seg in segs:
            streams.see(seg.flow, seg.flags, seg.seq)
            yield seg

    stream = reassemble(numbered(segments(packets, counters)), counters, options.buffer_cap)
    return list(pair(frames(stream, framer), Pairer(options.protocols, counters))), counters


def wired(data: bytes, options: Options) -> tuple[list, Counters]:
    counters = Counters()
    return list(exchanges(read_packets(io.BufferedReader(io.BytesIO(data)), counters), counters, options)), counters


@pytest.mark.parametrize(
    "capture",
    [
        pytest.param(lambda: cap.pcap_bytes(SEGS), id="clean"),
        pytest.param(lambda: cap.pcap_bytes(cap.swap_pairs(cap.recut(SEGS, 100))), id="reordered"),
        pytest.param(lambda: cap.pcap_bytes(cap.duplicate(cap.recut(SEGS, 100))), id="duplicated"),
        pytest.param(lambda: cap.pcap_bytes(cap.drop(cap.recut(SEGS, 100), 40)), id="lost"),
        pytest.param(lambda: cap.pcap_bytes(SEGS[25:]), id="started-late"),
        pytest.param(lambda: cap.snaplen_cut(SEGS, 120), id="snaplen"),
        pytest.param(lambda: cap.pcap_bytes(cap.to_ipv6(SEGS), linktype=113), id="ipv6-general-path"),
        pytest.param(lambda: cap.pcap_bytes(cap.swap_pairs(cap.recut(MIXED, 700), every=2)), id="mixed-load"),
    ],
)
def test_wired_pipeline_equals_the_stages_in_a_row(capture):
    data = capture()
    for options in (Options(), Options(buffer_cap=500)):
        assert wired(data, options) == stage_by_stage(data, options)
