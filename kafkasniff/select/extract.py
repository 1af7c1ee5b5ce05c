"""-w FILE on capture files: the packets of the exchanges shown, written to a new capture.

"Give me just the stuck commits as a capture to attach to the ticket." While the exchanges go by,
each one shown adds its request's and response's packets (first to last frame number, in its TCP
stream) to a `PacketSelection`. When the run is over, the capture files are read once more and
every packet in a selected range of its stream is copied out, record for record (time stamps,
captured bytes and original lengths unchanged), in capture order: to a pcap, or to a pcapng when
the packets have several link types (capture_writer). A packet of the stream inside
a range carries bytes of the exchange, or of one pipelined with it (an ACK, say): whole TCP
segments are kept, so the file opens in Wireshark and in kafkasniff alike.

The packets are read again as the first reading read them, with one capture-wide `CaptureState`
(net/packets.py), so that the TCP stream numbers are the first reading's:
- IP fragments are put together. A selected segment that came in fragments carries the frame
  number of the piece that completed its datagram; every piece of that datagram is written, in
  capture order, so that the written capture puts it together again (fragment_frames.py learns
  the pieces; the capture is then read once more to write them in order). Fragments of a
  datagram never put together decoded to nothing the first time either: they are left out, and
  counted (`Written`).
- Tenants are told apart: a tenant's connection, zoned when another tenant reuses its addresses
  (10.0.0.1%vlan20), is a stream of its own, so choosing it writes its packets only. Written
  alone, it is the first tenant on its addresses, and reads back with plain addresses. A packet
  the resolver drops as a mirror copy (the same packet seen under a second tag) is not written:
  the packet it copies is, and writing both would only have the written capture's reading drop it
  again; a packet of the connection seen under the second tag only is no copy, and is written.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import BinaryIO

from kafkasniff.capture.file_sets import read_files
from kafkasniff.capture.pcap import split_link_key
from kafkasniff.counters import Counters
from kafkasniff.model import Exchange, Packet
from kafkasniff.net.packets import CaptureState, decode_segment
from kafkasniff.net.tenant_segments import resolver
from kafkasniff.select.capture_writer import CaptureWriter
from kafkasniff.select.fragment_frames import FramedReassembler
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


@dataclass(frozen=True, slots=True)
class Written:
    """What -w wrote: its packets and link types, and the IP fragments left out because their
    datagram was never put together (the first reading decoded nothing of them either; its
    summary counts them as "IP fragments of datagrams not put together"), or because they repeat
    a piece of a datagram already whole."""

    written: int
    linktypes: list[int]
    fragments_left_out: int
    repeated_fragments_left_out: int


def write_selected(paths: Sequence[str], selection: PacketSelection, out: BinaryIO) -> Written:
    """Read the captures again and write the selected packets to `out`. A capture whose selected
    segments came in IP fragments is read a third time, to write every piece of their datagrams
    in capture order (the pieces are known only once the datagram is whole)."""
    ranges = selection.merged()
    reading = _read(paths, ranges, [], out)
    if reading.pieces:
        reading.writer.discard()
        reading = _read(paths, ranges, sorted(set(reading.pieces)), out)
    reading.writer.finish()
    writer = reading.writer
    fragments = reading.fragments
    return Written(writer.written, writer.linktypes, fragments.left_out, fragments.repeats_left_out)


@dataclass(slots=True)
class _Reading:
    writer: CaptureWriter
    pieces: list[int]  # frame numbers of the selected datagrams' pieces that were not written
    fragments: FramedReassembler


class _Pieces:
    """Whether a packet is one of the pieces to write (ascending frame numbers), met in capture order."""

    def __init__(self, frames: list[int]) -> None:
        self._frames = iter(frames)
        self._next = next(self._frames, None)

    def __call__(self, number: int) -> bool:
        if number != self._next:
            return False
        self._next = next(self._frames, None)
        return True


def _read(paths: Sequence[str], ranges: dict[int, list[tuple[int, int]]], pieces: list[int], out: BinaryIO) -> _Reading:
    """One reading, decoding as the first did: the same capture-wide state, so that fragments
    are put together and tenants told apart (mirror copies the resolver drops give no segment,
    and are not written). A packet is written if its segment is in a selected range, or if its
    frame number is in `pieces` (ascending); without `pieces`, the pieces of the selected
    datagrams met before their last one are returned."""
    wanted, is_piece, streams, counters = _Wanted(ranges), _Pieces(pieces), TcpStreams(), Counters()
    writer, fragments = CaptureWriter(out), FramedReassembler(counters)
    state = CaptureState(resolver(counters), fragments)
    missed: list[int] = []
    for buf, records in read_files(paths, counters).batches(with_interfaces=True):
        for ts, link, start, end, wire_len in records:
            counters.packets += 1
            number, data, seen = counters.packets, buf[start:end], counters.ip_fragments
            linktype, interface = split_link_key(link)  # the interface of a pcapng's several: a tenant tag
            seg = decode_segment(Packet(ts, linktype, data, wire_len, interface), counters, state)
            chosen = False
            if seg is not None:
                streams.see(seg.flow, seg.flags, seg.seq)  # every segment: the numbering is the first reading's
                chosen = wanted(streams.index(seg.flow), number)
            if is_piece(number) or chosen:
                writer.write(ts, link, data, wire_len)
            if chosen and counters.ip_fragments != seen and not pieces:  # put together from pieces
                missed.extend(frame for frame in fragments.carried if frame != number)
    fragments.finish()
    return _Reading(writer, missed, fragments)
