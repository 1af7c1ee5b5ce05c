"""The stages wired together: capture -> segments -> streams -> frames -> exchanges -> decode."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field

from kafkasniff.counters import Counters
from kafkasniff.dissection import dissect
from kafkasniff.dissectors.base import WireProtocol
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.framing import Framer
from kafkasniff.model import DecodedExchange, Exchange, MemoryBudget, Notice, Packet, Segment, SegmentFields
from kafkasniff.packets import segment_fields
from kafkasniff.pairing import Pairer
from kafkasniff.reassembly import DEFAULT_BUFFER_CAP, Reassembler


@dataclass
class Options:
    extra_ports: dict[str, frozenset[int]] = field(default_factory=dict)  # protocol -> ports
    buffer_cap: int = DEFAULT_BUFFER_CAP
    protocols: Mapping[str, WireProtocol] = field(default_factory=make_protocols)
    memory: MemoryBudget | None = None  # --max-memory: buffers draw from it (decodes: DissectOptions.memory)


def exchanges(packets: Iterable[Packet], counters: Counters, options: Options) -> Iterator[Exchange | Notice]:
    """Paired exchanges (and stream notices) of a packet stream, undecoded."""
    return exchanges_of_segments(segment_fields(packets, counters), counters, options)


def exchanges_of_segments(
    tcp: Iterable[SegmentFields], counters: Counters, options: Options
) -> Iterator[Exchange | Notice]:
    """The same, from TCP segments, as Segments or plain tuples of their fields (the bulk
    pipeline's stage 2 starts here)."""
    protos = options.protocols
    reassembler = Reassembler(counters, options.buffer_cap)
    framer = Framer(list(protos.values()), counters, options.extra_ports, options.buffer_cap, options.memory)
    return _run(tcp, reassembler, framer, Pairer(protos, counters))


def _run(
    tcp: Iterable[SegmentFields], reassembler: Reassembler, framer: Framer, pairer: Pairer
) -> Iterator[Exchange | Notice]:
    """reassemble | frames | pair, as nested loops: each stage called directly rather than
    through a generator per stage, and in-order bytes (nearly all) handed from reassembly to
    framing without a Segment, a StreamData or an event list in between."""
    in_order, feed_stream = reassembler.in_order, reassembler.feed
    frame_data, feed_frames, feed_pairs = framer.data, framer.feed, pairer.feed
    ts = 0
    for seg in tcp:
        ts, flow, _, _, _, payload, _ = seg
        off = in_order(seg)
        if off is None:
            for ev in feed_stream(seg if type(seg) is Segment else Segment(*seg)):
                for item in feed_frames(ev):
                    yield from feed_pairs(item)
        elif payload:
            for item in frame_data(ts, flow, off, payload):
                yield from feed_pairs(item)
    for ev in reassembler.flush(ts):
        for item in feed_frames(ev):
            yield from feed_pairs(item)
    yield from pairer.flush()


def decoded(packets: Iterable[Packet], counters: Counters, options: Options) -> Iterator[DecodedExchange | Notice]:
    """Decoded exchanges (and stream notices) of a packet stream."""
    return dissect(exchanges(packets, counters, options), options.protocols, counters)
