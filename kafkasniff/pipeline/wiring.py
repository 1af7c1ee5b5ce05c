"""The stages wired together: capture -> segments -> streams -> (TLS) -> frames -> exchanges -> decode."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field

from kafkasniff.counters import Counters
from kafkasniff.dissectors.base import WireProtocol
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import (
    DecodedExchange,
    Exchange,
    Flow,
    MemoryBudget,
    Notice,
    Packet,
    Segment,
    SegmentFields,
    StreamData,
)
from kafkasniff.net.packets import segment_fields
from kafkasniff.pipeline.dissection import dissect
from kafkasniff.stream.detection import start_tls_ports
from kafkasniff.stream.framing import Framer, FramingOutput
from kafkasniff.stream.pairing import Pairer
from kafkasniff.tcp.reassembly import DEFAULT_BUFFER_CAP, Reassembler
from kafkasniff.tcp.streams import SYN_FIN_RST as _SYN_FIN_RST
from kafkasniff.tcp.streams import TcpStreams
from kafkasniff.tls.keys import KeyLog
from kafkasniff.tls.stage import StageOutput, TlsStage


@dataclass
class Options:
    extra_ports: dict[str, frozenset[int]] = field(default_factory=dict)  # protocol -> ports
    buffer_cap: int = DEFAULT_BUFFER_CAP
    protocols: Mapping[str, WireProtocol] = field(default_factory=make_protocols)
    memory: MemoryBudget | None = None  # --max-memory: buffers draw from it (decodes: DissectOptions.memory)
    # TLS secrets (--keylog); a pcapng's Decryption Secrets Blocks add to them as they are read
    keys: KeyLog = field(default_factory=KeyLog)


def exchanges(packets: Iterable[Packet], counters: Counters, options: Options) -> Iterator[Exchange | Notice]:
    """Paired exchanges (and stream notices) of a packet stream, undecoded."""
    return exchanges_of_segments(segment_fields(packets, counters), counters, options)


def exchanges_of_segments(
    tcp: Iterable[SegmentFields], counters: Counters, options: Options
) -> Iterator[Exchange | Notice]:
    """The same, from TCP segments, as Segments or plain tuples of their fields (the bulk
    pipeline starts here)."""
    stages = SegmentStages(counters, options)
    yield from stages.run(tcp)
    yield from stages.finish(stages.ts)


class SegmentStages:
    """reassemble | TLS | frames | pair, as nested loops: each stage called directly rather than
    through a generator per stage, and in-order bytes of plaintext connections (nearly all)
    handed from reassembly to framing without a Segment, a StreamData or an event list between.
    `run` takes segments as they come; `push` one at a time, so that a caller can interleave its
    own work with theirs (the bulk pipeline's first stage sets aside the segments of connections
    that cross a file boundary as it goes); `finish` ends the input."""

    def __init__(self, counters: Counters, options: Options) -> None:
        protos = options.protocols
        self.reassembler = Reassembler(counters, options.buffer_cap)
        self.timers = self.reassembler.timers
        # connections of a protocol that may turn to TLS part way stay watched for a ClientHello
        starting = start_tls_ports(list(protos.values()), options.extra_ports)
        self.tls = TlsStage(options.keys, counters, options.memory, may_start_tls=starting,
                            protocols=list(protos.values()))  # fmt: skip
        self.streams = TcpStreams()
        self.framer = Framer(list(protos.values()), counters, options.extra_ports, options.buffer_cap,
                             options.memory, self.streams.index)  # fmt: skip
        self.pairer = Pairer(protos, counters, options.memory)
        self.ts = 0  # the time of the last segment taken

    def quiet_point(self) -> tuple[object, ...] | None:
        """For stages that follow one plaintext connection: where it stands when no stage holds
        bytes of it (`Reassembler.quiet`, `Framer.quiet`), with the requests waiting for an
        answer (`Pairer.waiting`); None when a stage holds bytes. Two such stages that reach
        the same quiet point give the same from there on, whatever each saw before it: the bulk
        pipeline splits long connections at such points."""
        streams = self.reassembler.quiet()
        if streams is None or not self.tls.plaintext():
            return None
        framing = self.framer.quiet()
        return None if framing is None else (streams, framing, self.pairer.waiting())

    def push(self, seg: SegmentFields) -> list[Exchange | Notice]:
        """What one more segment (in capture order) completes: usually nothing. `run`'s loop
        for one segment, without a generator: the bulk pipeline's first stage pushes every
        segment alone, and a generator per segment cost it a tenth of its time."""
        ts, flow, seq, _, flags, payload, _, number = seg
        self.ts = ts
        expired = list(self._expired(ts)) if ts > self.timers.due else []
        if flags & _SYN_FIN_RST or flow not in self.streams.by_flow:
            self.streams.see(flow, flags, seq)
        off = self.reassembler.in_order(seg)
        if off is None:
            return expired + list(self._reassembled(seg))
        if not payload:
            return expired
        if expired:
            return expired + self._in_order(ts, flow, off, payload, number)
        return self._in_order(ts, flow, off, payload, number)

    def _in_order(self, ts: int, flow: Flow, off: int, payload: bytes, number: int) -> list[Exchange | Notice]:
        if self.tls.sides.get(flow, _UNDECIDED) is None:  # a plaintext connection
            feed = self.pairer.feed
            return [done for item in self.framer.data(ts, flow, off, payload, number) for done in feed(item)]
        return list(_after_tls(self.tls.data(ts, flow, off, payload, number), self.tls, self.framer, self.pairer))

    def run(self, tcp: Iterable[SegmentFields]) -> Iterator[Exchange | Notice]:
        """What the segments (in capture order) complete, as they complete it."""
        reassembler, tls, framer, pairer = self.reassembler, self.tls, self.framer, self.pairer
        in_order = reassembler.in_order
        frame_data, feed_pairs = framer.data, pairer.feed
        tls_sides, tls_data = tls.sides, tls.data
        numbered, see = self.streams.by_flow, self.streams.see
        ts = self.ts
        timers = self.timers
        due = timers.due  # (changes only off the fast path: read again after it)
        for seg in tcp:
            ts, flow, seq, _, flags, payload, _, number = seg
            if ts > due:
                yield from self._expired(ts)
                due = timers.due
            if flags & _SYN_FIN_RST or flow not in numbered:  # (see's own first test, inlined: per segment)
                see(flow, flags, seq)
            off = in_order(seg)
            if off is None:
                yield from self._reassembled(seg)
                due = timers.due
            elif payload:
                if tls_sides.get(flow, _UNDECIDED) is None:  # a plaintext connection
                    for item in frame_data(ts, flow, off, payload, number):
                        yield from feed_pairs(item)
                else:
                    yield from _after_tls(tls_data(ts, flow, off, payload, number), tls, framer, pairer)
        self.ts = ts

    def _reassembled(self, seg: SegmentFields) -> Iterator[Exchange | Notice]:
        """A segment off the fast path (out of order, SYN/FIN/RST, a gap) through the whole of
        reassembly, and what follows from it."""
        tls, framer, pairer = self.tls, self.framer, self.pairer
        for ev in self.reassembler.feed(seg if type(seg) is Segment else Segment(*seg)):
            yield from _after_tls(tls.feed(ev), tls, framer, pairer)

    def _expired(self, ts: int) -> Iterator[Exchange | Notice]:
        """What the waits the capture's clock passed at `ts` release (see tcp/timers.py)."""
        tls, framer, pairer = self.tls, self.framer, self.pairer
        for ev in self.reassembler.expire(ts):
            yield from _after_tls(tls.feed(ev), tls, framer, pairer)

    def finish(self, ts: int) -> Iterator[Exchange | Notice]:
        """End of input at time `ts`: what every open connection still holds."""
        for ev in self.reassembler.flush(ts):
            yield from _after_tls(self.tls.feed(ev), self.tls, self.framer, self.pairer)
        yield from self.pairer.flush()


def _after_tls(events: list[StageOutput], tls: TlsStage, framer: Framer, pairer: Pairer) -> Iterator[Exchange | Notice]:
    for ev in events:
        if isinstance(ev, Notice):
            yield from pairer.feed(ev)
            continue
        # plaintext goes by framing's fast path
        if type(ev) is StreamData:
            framed = framer.data(ev.ts, ev.flow, ev.offset, ev.data, ev.number)
        else:
            framed = framer.feed(ev)
        for item in framed:
            yield from pairer.feed(_locate(item, tls))


def _locate(item: FramingOutput, tls: TlsStage) -> FramingOutput:
    """A framing notice on a decrypted connection: at the TCP offset of its record too."""
    if type(item) is not Notice or item.conn is None or item.conn.tls is None:
        return item
    tcp = tls.stream_offset(item.flow, item.offset)
    where = f"plaintext offset {item.offset}" + ("" if tcp is None else f", in the TLS record at {tcp}")
    return Notice(item.ts, item.conn, item.flow, item.offset if tcp is None else tcp, item.kind,
                  f"{item.message} ({where})", item.skipped)  # fmt: skip


_UNDECIDED = 0


def decoded(packets: Iterable[Packet], counters: Counters, options: Options) -> Iterator[DecodedExchange | Notice]:
    """Decoded exchanges (and stream notices) of a packet stream."""
    return dissect(exchanges(packets, counters, options), options.protocols, counters)
