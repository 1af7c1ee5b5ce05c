"""-w FILE on capture files: the packets of the exchanges shown, written to a new capture.

"Give me just the stuck commits as a capture to attach to the ticket." While the exchanges go by,
each one shown adds its request's and response's packets (first to last frame number, in its TCP
stream) to a `PacketSelection`. When the run is over, the capture files are read once more and
every packet in a selected range of its stream is copied out, record for record (time stamps,
captured bytes and original lengths unchanged), in capture order: to a pcap, or to a pcapng when
the packets have several link types (capture_writer). A packet of the stream inside
a range carries bytes of the exchange, or of one pipelined with it (an ACK, say): whole TCP
segments are kept, so the file opens in Wireshark and in kafkasniff alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import BinaryIO

from kafkasniff.capture.file_sets import read_files
from kafkasniff.counters import Counters
from kafkasniff.model import Exchange, Packet
from kafkasniff.net.packets import decode_segment
from kafkasniff.select.capture_writer import CaptureWriter
from kafkasniff.tcp.streams import TcpStreams


class PacketSelection:
    """Frame-number ranges per TCP stream (Wireshark's tcp.stream), from the exchanges chosen."""

    def __init__(self) -> None:
        self._ranges: dict[int, list[tuple[int, int]]] = {}
        self.exchanges = 0

    def add(self, exchange: Exchange) -> None:
        stream = exchange.conn.stream
        if stream is None:
            return
        spans = self._ranges.setdefault(stream, [])
        for frame in (exchange.request, exchange.response):
            if frame is not None and frame.packets[0]:
                spans.append(frame.packets)
        self.exchanges += 1

    def merged(self) -> dict[int, list[tuple[int, int]]]:
        """Each stream's ranges sorted, overlapping and adjacent ones joined."""
        out: dict[int, list[tuple[int, int]]] = {}
        for stream, spans in self._ranges.items():
            joined: list[tuple[int, int]] = []
            for first, last in sorted(spans):
                if joined and first <= joined[-1][1] + 1:
                    joined[-1] = (joined[-1][0], max(last, joined[-1][1]))
                else:
                    joined.append((first, last))
            out[stream] = joined
        return out


class _Wanted:
    """Whether a packet (frame number, stream) is selected, for packets met in capture order."""

    def __init__(self, ranges: dict[int, list[tuple[int, int]]]) -> None:
        self.ranges = ranges
        self.at = dict.fromkeys(ranges, 0)  # per stream: the first range not yet behind us

    def __call__(self, stream: int | None, number: int) -> bool:
        spans = self.ranges.get(stream) if stream is not None else None
        if not spans:
            return False
        assert stream is not None
        i = self.at[stream]
        while i < len(spans) and spans[i][1] < number:
            i += 1
        self.at[stream] = i
        return i < len(spans) and spans[i][0] <= number


def write_selected(paths: Sequence[str], selection: PacketSelection, out: BinaryIO) -> CaptureWriter:
    """Read the captures again and write the selected packets to `out`."""
    wanted = _Wanted(selection.merged())
    streams = TcpStreams()
    writer = CaptureWriter(out)
    counters = Counters()
    for buf, records in read_files(paths, counters).batches():
        for ts, linktype, start, end, wire_len in records:
            counters.packets += 1
            data = buf[start:end]
            seg = decode_segment(Packet(ts, linktype, data, wire_len), counters)
            if seg is None:
                continue
            streams.see(seg.flow, seg.flags, seg.seq)  # every segment: the numbering is the first reading's
            if wanted(streams.index(seg.flow), counters.packets):
                writer.write(ts, linktype, data, wire_len)
    writer.finish()
    return writer
