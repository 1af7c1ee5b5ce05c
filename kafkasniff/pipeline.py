"""The stages wired together: capture -> segments -> streams -> frames -> exchanges -> decode."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field

from dissectors.base import WireProtocol
from dissectors.registry import make_protocols
from kafkasniff.counters import Counters
from kafkasniff.dissection import dissect
from kafkasniff.framing import Framer, frames
from kafkasniff.model import DecodedExchange, Exchange, Notice, Packet, Segment
from kafkasniff.packets import segments
from kafkasniff.pairing import Pairer, pair
from kafkasniff.reassembly import DEFAULT_BUFFER_CAP, reassemble


@dataclass
class Options:
    extra_ports: dict[str, frozenset[int]] = field(default_factory=dict)  # protocol -> ports
    buffer_cap: int = DEFAULT_BUFFER_CAP
    protocols: Mapping[str, WireProtocol] = field(default_factory=make_protocols)


def exchanges(packets: Iterable[Packet], counters: Counters, options: Options) -> Iterator[Exchange | Notice]:
    """Paired exchanges (and stream notices) of a packet stream, undecoded."""
    return exchanges_of_segments(segments(packets, counters), counters, options)


def exchanges_of_segments(tcp: Iterable[Segment], counters: Counters, options: Options) -> Iterator[Exchange | Notice]:
    """The same, from TCP segments (the bulk pipeline's stage 2 starts here)."""
    protos = options.protocols
    framer = Framer(list(protos.values()), counters, options.extra_ports, options.buffer_cap)
    stream = reassemble(tcp, counters, options.buffer_cap)
    return pair(frames(stream, framer), Pairer(protos, counters))


def decoded(packets: Iterable[Packet], counters: Counters, options: Options) -> Iterator[DecodedExchange | Notice]:
    """Decoded exchanges (and stream notices) of a packet stream."""
    return dissect(exchanges(packets, counters, options), options.protocols)
