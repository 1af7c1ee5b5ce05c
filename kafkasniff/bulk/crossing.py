"""Connections that cross a file boundary, decoded file by file instead of shuffled whole.

A long connection spans many rotated files. Stage 1 decodes each file's part of it from the
part's first segment, as if the capture began there (`Part`). Until that decoder reaches a
quiet point (`SegmentStages.quiet_point`: every stage in step with the bytes, no answer it
missed awaited), what it gives may differ from what one machine gives, which knows the connection's past; after it,
it cannot, with two exceptions. A decoder that reads further back than the quiet point (a notice,
a response to no request, a SYN: the heuristics behind them remember older keys and sequence
numbers) is `unsure`; so is one that decodes an exchange that reads what the connection's
handshake taught (`WireProtocol.reads_connection_memory`: Kafka's SASL tokens) without having
seen it; a part that meets such an exchange before its quiet point (every MongoDB exchange names
its client from the handshake) is set aside whole. What each part learned of its connection
(`connection_memory`) travels with it, for stage 2's decoding of the parts that follow.

So stage 1 keeps the part's exchanges after its quiet point, and sets aside the segments up to
it (its head) with the quiet point itself and the decoder's state at the end of the file (`dump`).

Stage 2 (`Stitcher`) follows the connection across files: from the previous part's end state
(`resume`) it decodes the next part's head; when it is then at that part's quiet point, the
part's own exchanges stand and its end state carries on. When it is not (or the part is unsure),
the part's exchanges are dropped and stage 2 reads the rest of the part from its file itself
(`part_segments`). A part that gets no quiet point within HEAD_BYTES (a TLS connection, one
never idle) is set aside whole, as every crossing connection was before. So the connection comes
out as one machine decodes it, while only the heads travel between machines.
"""

from __future__ import annotations

import io
import pickle
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from kafkasniff.bulk.sources import open_source
from kafkasniff.capture.pcap import CaptureError, capture_stream, read_packets
from kafkasniff.counters import Counters
from kafkasniff.dissectors.base import WireProtocol
from kafkasniff.model import SYN, Connection, Exchange, ExchangeStatus, Flow, Notice, SegmentFields
from kafkasniff.net.packets import segment_fields
from kafkasniff.pipeline.wiring import Options, SegmentStages
from kafkasniff.tls.keys import KeyLog

HEAD_BYTES = 4 << 20  # payload a part may hold before it is quiet; past it, all of it is set aside
HEADS_HELD = 64 << 20  # payload all of a file's parts may hold: past it, the largest is set aside whole
FILE_SHIFT = 40  # packet numbers across files: file_seq << FILE_SHIFT | the packet's number in its file


def numbered(seg: SegmentFields, file_seq: int) -> SegmentFields:
    """The segment with its packet numbered across files (which file an exchange came from)."""
    return (*seg[:7], file_seq << FILE_SHIFT | seg[7])


class Part:
    """Stage 1: one crossing connection's part of one file, decoded from its first segment."""

    def __init__(self, options: Options) -> None:
        self.options = options
        self.stages: SegmentStages | None = SegmentStages(Counters(), options)
        self.head: list[SegmentFields] = []  # not yet set aside
        self.head_count = 0  # segments up to the quiet point
        self.head_bytes = 0
        self.point: tuple[object, ...] | None = None
        self.unsure = False
        # when the latest request the decoder saw whole was answered: a server answers in order,
        # so every request before it was answered too, and no other decoder waits for them
        self.answered: int | None = None
        self.conn: Connection | None = None

    def push(self, seg: SegmentFields, file_seq: int) -> tuple[list[SegmentFields], list[Exchange]]:
        """The next segment of the part (with its number in its file): the segments to set aside
        now, and the exchanges the part keeps."""
        stages = self.stages
        if stages is None:
            return [seg], []
        items = stages.push(numbered(seg, file_seq))
        if self.point is not None:
            return [], self._kept(items, seg)
        self.head.append(seg)
        self.head_bytes += len(seg[5])
        for item in items:
            if type(item) is not Exchange:
                continue
            if self._lacks_memory(item):
                return self.give_up(), []  # its decoding here would miss the handshake's lessons
            self._learn(item)
            if item.request is not None and item.response is not None:
                self.answered = max(self.answered or 0, item.request.ts)
        point = stages.quiet_point() if self.answered is not None else None
        if point is not None and stages.pairer.waits_before(self.answered or 0):
            # it missed answers (its start cut them): it would wait for them for ever
            self.stages, self.answered, point = SegmentStages(Counters(), self.options), None, None
        if point is not None:
            self.point, self.head_count = point, len(self.head)
            head, self.head = self.head, []
            return head, []
        if self.head_bytes > HEAD_BYTES:
            return self.give_up(), []  # never quiet so far
        return [], []

    @property
    def held(self) -> int:
        """Payload of the head held, not yet set aside."""
        return self.head_bytes if self.head else 0

    def give_up(self) -> list[SegmentFields]:
        """Set the whole part aside, from now on too: its held head, to set aside now."""
        self.stages, self.point = None, None
        head, self.head = self.head, []
        return head

    def end(self) -> list[SegmentFields]:
        """At the end of the file: what is still to set aside (a part that never got quiet)."""
        return self.give_up() if self.point is None else []

    def facts(self) -> dict[str, Any]:
        """What stage 2 needs to take up the part: a row of FACTS."""
        if self.point is None or self.stages is None:
            return {"head": None, "point": None, "unsure": False, "state": None, "memory": None}
        memory = None
        if self.conn is not None:
            learned = self.options.protocols[self.conn.protocol].connection_memory(self.conn)
            memory = None if learned is None else pickle.dumps((self.conn, learned))
        return {"head": self.head_count, "point": pickle.dumps(self.point), "unsure": self.unsure,
                "state": dump(self.stages), "memory": memory}  # fmt: skip

    def _lacks_memory(self, exchange: Exchange) -> bool:
        """Whether decoding the exchange would read what this decoder never learned of its
        connection."""
        proto = self.options.protocols[exchange.conn.protocol]
        return proto.reads_connection_memory(exchange) and proto.connection_memory(exchange.conn) is None

    def _learn(self, exchange: Exchange) -> None:
        """What a head exchange teaches of its connection, learned (it is not kept, so not
        decoded for its row: those after the quiet point are)."""
        self.conn = exchange.conn
        proto = self.options.protocols[exchange.conn.protocol]
        if proto.informs_later(exchange):
            proto.dissect(exchange)

    def _kept(self, items: list[Exchange | Notice], seg: SegmentFields) -> list[Exchange]:
        if seg[4] & SYN:
            self.unsure = True
        kept = []
        for item in items:
            if type(item) is Exchange:
                kept.append(item)
                if item.status is ExchangeStatus.NO_REQUEST or self._lacks_memory(item):
                    self.unsure = True
            else:
                self.unsure = True
        return kept


# -- the state carried from one part to the next --------------------------------------------


class _StatePickler(pickle.Pickler):
    """What belongs to the run rather than to the connection (protocols, counters, TLS keys) is
    left out: the stage that takes the state up gives its own."""

    def persistent_id(self, obj: Any) -> Any:
        if isinstance(obj, WireProtocol):
            return ("protocol", obj.name)
        if isinstance(obj, Counters):
            return ("counters",)
        if isinstance(obj, KeyLog):
            return ("keys",)
        return None


class _StateUnpickler(pickle.Unpickler):
    def __init__(self, data: bytes, protocols: Mapping[str, WireProtocol], counters: Counters) -> None:
        super().__init__(io.BytesIO(data))
        self.protocols, self.counters = protocols, counters

    def persistent_load(self, pid: Any) -> Any:
        kind = pid[0]
        if kind == "protocol":
            return self.protocols[pid[1]]
        if kind == "counters":
            return self.counters
        if kind == "keys":
            return KeyLog()
        raise pickle.UnpicklingError(f"unknown persistent id {pid!r}")


def dump(stages: SegmentStages) -> bytes:
    out = io.BytesIO()
    _StatePickler(out, protocol=pickle.HIGHEST_PROTOCOL).dump(stages)
    return out.getvalue()


def resume(state: bytes, protocols: Mapping[str, WireProtocol]) -> SegmentStages:
    stages = _StateUnpickler(state, protocols, Counters()).load()
    assert isinstance(stages, SegmentStages)
    return stages


# -- stage 2 -------------------------------------------------------------------------------


@dataclass
class PartFacts:
    """A FACTS row: where the part's head ends (None: set aside whole), its quiet point and end
    state, pickled, and whether it read further back than the point."""

    file_seq: int
    head: int | None
    point: bytes | None
    unsure: bool
    state: bytes | None
    memory: bytes | None = None


Reread = Callable[[int, int], Iterator[SegmentFields]]  # (file_seq, segments to skip) -> the rest of the part


class Stitcher:
    """Stage 2: one connection across its parts, in file order. Segments set aside go through
    `stages` (the connection's decoder as one machine runs it); at each part's facts, it either
    takes up the part's end state or reads the rest of the part itself."""

    def __init__(self, options: Options, reread: Reread) -> None:
        self.options, self.reread = options, reread
        self.stages: SegmentStages | None = None

    def segment(self, seg: SegmentFields) -> list[Exchange | Notice]:
        return self._stages().push(seg)

    def part(self, facts: PartFacts) -> tuple[bool, list[tuple[Exchange | Notice, int]]]:
        """Whether the part's own exchanges stand; and what decoding its rest here gave, if not
        (each with the time of the segment that completed it)."""
        if facts.head is None or facts.point is None or facts.state is None:
            return True, []  # set aside whole: its segments came through `segment`
        stages = self._stages()
        if not facts.unsure and stages.quiet_point() == pickle.loads(facts.point):
            self.stages = resume(facts.state, self.options.protocols)
            if facts.memory is not None:  # what the part's own decoding learned, for the parts after it
                conn, memory = pickle.loads(facts.memory)
                self.options.protocols[conn.protocol].remember_connection(conn, memory)
            return True, []
        items: list[tuple[Exchange | Notice, int]] = []
        for seg in self.reread(facts.file_seq, facts.head):
            items += [(item, seg[0]) for item in stages.push(seg)]
        return False, items

    def finish(self) -> list[Exchange | Notice]:
        """The end of the input: what the connection still holds."""
        return [] if self.stages is None else list(self.stages.finish(self.stages.ts))

    def _stages(self) -> SegmentStages:
        if self.stages is None:
            self.stages = SegmentStages(Counters(), self.options)
        return self.stages


def part_segments(path: str, file_seq: int, belongs: Callable[[Flow], bool], skip: int) -> Iterator[SegmentFields]:
    """A connection's segments (those whose flow `belongs`) in a file after its first `skip`,
    numbered across files."""
    counters = Counters()
    seen = 0
    try:
        with capture_stream(open_source(path)) as stream:
            for seg in segment_fields(read_packets(stream, counters), counters):
                if not belongs(seg[1]):
                    continue
                seen += 1
                if seen > skip:
                    yield numbered(seg, file_seq)
    except CaptureError:
        return  # stage 1 stopped at the same place, and said why
