"""Pairing modes a protocol declares: in order (no key) and by a session of its own, through the
real framer and pairer and through the wired pipeline on a made-up capture.

The two made-up protocols: each frame a 4-byte big-endian total size (prefix included), a 3-byte
verb, a body. One pairs in order on port 7070 (ASK answered by one ANS; TEL never answered), the
other by its own session on port 7071 (GET answered by any number of MOR frames, then one END).
"""

from __future__ import annotations

import io
import struct
from collections.abc import Sequence
from typing import ClassVar

from kafkasniff.capture.pcap import read_packets
from kafkasniff.counters import Counters
from kafkasniff.dissectors.base import Pairing, PairingSession, WireProtocol
from kafkasniff.model import (
    Connection,
    DecodedExchange,
    Exchange,
    ExchangeStatus,
    Flow,
    Frame,
    MemoryBudget,
    StreamData,
    StreamEnd,
    StreamEvent,
    StreamOpen,
)
from kafkasniff.pipeline.wiring import Options, exchanges
from kafkasniff.stream.framing import Framer
from kafkasniff.stream.pairing import Pairer
from kafkasniff.stream.waiting_memory import PENDING_COST
from tests.support import captures as cap


def message(verb: bytes, body: bytes = b"") -> bytes:
    return struct.pack(">I", 7 + len(body)) + verb + body


class _Toy(WireProtocol[bytes]):
    prefix_size = 4
    min_request_bytes = 7
    requests: ClassVar[frozenset[bytes]]
    responses: ClassVar[frozenset[bytes]]

    def frame_size(self, head: bytes, from_client: bool) -> int | None:
        size: int = struct.unpack(">I", head)[0]
        return size if 7 <= size <= 1 << 20 else None

    def looks_like_request(self, data: bytes) -> bool:
        return len(data) >= 7 and data[4:7] in self.requests

    def looks_like_response(self, data: bytes) -> bool:
        return len(data) >= 7 and data[4:7] in self.responses

    def request_head(self, frame: bytes) -> bytes | None:
        return frame[4:7] if frame[4:7] in self.requests else None

    def dissect(self, exchange: Exchange[bytes]) -> DecodedExchange:
        raise AssertionError("these tests pair; they do not decode")


class InOrderToy(_Toy):
    """ASK is answered by one ANS, in order; TELL is never answered."""

    name = "in-order-toy"
    default_ports = frozenset({7070})
    pairing = Pairing.IN_ORDER
    requests = frozenset({b"ASK", b"TEL"})
    responses = frozenset({b"ANS"})

    def expects_response(self, head: bytes, frame: bytes) -> bool:
        return head != b"TEL"


class StreamingSession(PairingSession):
    """GET is answered by any number of MOR frames and then one END, in order: the exchange
    completes at END (its response), the MOR frames between are part of it."""

    def __init__(self, conn: Connection) -> None:
        self.conn = conn
        self.asked: list[Frame] = []

    def frame(self, frame: Frame) -> Sequence[Exchange]:
        if frame.from_client:
            self.asked.append(frame)
            return []
        if frame.data[4:7] != b"END":
            return []
        if not self.asked:
            return [Exchange(self.conn, None, frame, 0, ExchangeStatus.NO_REQUEST)]
        request = self.asked.pop(0)
        return [Exchange(self.conn, request, frame, request.data[4:7], ExchangeStatus.OK)]

    def close(self) -> Sequence[Exchange]:
        left, self.asked = self.asked, []
        return [Exchange(self.conn, f, None, f.data[4:7], ExchangeStatus.UNANSWERED) for f in left]

    def pending(self) -> Sequence[Frame]:
        return self.asked


class SessionToy(_Toy):
    name = "session-toy"
    default_ports = frozenset({7071})
    pairing = Pairing.SESSION
    requests = frozenset({b"GET"})
    responses = frozenset({b"MOR", b"END"})

    def pairing_session(self, conn: Connection) -> PairingSession:
        return StreamingSession(conn)


PROTOCOLS: dict[str, WireProtocol] = {p.name: p for p in (InOrderToy(), SessionToy())}
IN_ORDER = Flow(("10.0.0.1", 40000), ("10.0.0.2", 7070))
SESSION = Flow(("10.0.0.1", 40001), ("10.0.0.2", 7071))


def run(events: list[StreamEvent]) -> tuple[list[Exchange], Counters]:
    """The events through the real framer and pairer; the exchanges, and the counters."""
    counters = Counters()
    framer, pairer = Framer(list(PROTOCOLS.values()), counters), Pairer(PROTOCOLS, counters)
    out = [paired for ev in events for item in framer.feed(ev) for paired in pairer.feed(item)]
    out += pairer.flush()
    return [e for e in out if isinstance(e, Exchange)], counters


def talk(flow: Flow, messages: list[tuple[bool, bytes]], segment: int = 5) -> list[StreamEvent]:
    """A connection's messages (from the client or not), each direction's bytes in small segments."""
    events: list[StreamEvent] = [StreamOpen(0, flow)]
    offsets = {True: 0, False: 0}
    for ts, (from_client, data) in enumerate(messages, 1):
        side = flow if from_client else flow.reverse()
        for i in range(0, len(data), segment):
            events.append(StreamData(ts, side, offsets[from_client] + i, data[i : i + segment]))
        offsets[from_client] += len(data)
    return events


def told(exchanges: list[Exchange]) -> list[tuple[bytes | None, bytes | None, str]]:
    """Each exchange as (request verb and body, response verb and body, status)."""
    return [(e.request and e.request.data[4:], e.response and e.response.data[4:], e.status) for e in exchanges]


def test_in_order_responses_answer_the_requests_in_the_order_they_were_sent():
    asked = [(True, message(b"ASK", b"1")), (True, message(b"ASK", b"2")),
             (False, message(b"ANS", b"one")), (False, message(b"ANS", b"two"))]  # fmt: skip
    exchanges, counters = run(talk(IN_ORDER, asked))
    assert told(exchanges) == [(b"ASK1", b"ANSone", "ok"), (b"ASK2", b"ANStwo", "ok")]
    assert exchanges[0].head == b"ASK" and counters.exchanges == 2


def test_in_order_a_request_that_expects_no_answer_is_let_go_when_a_later_one_is_answered():
    asked = [(True, message(b"TEL", b"x")), (True, message(b"ASK", b"1")), (False, message(b"ANS", b"one"))]
    exchanges, counters = run(talk(IN_ORDER, asked))
    assert told(exchanges) == [(b"TELx", None, "no-response-expected"), (b"ASK1", b"ANSone", "ok")]
    assert counters.no_response_expected == 1


def test_in_order_a_request_answered_anyway_pairs_and_an_answer_beyond_the_requests_has_none():
    asked = [(True, message(b"TEL", b"x")), (False, message(b"ANS", b"1")), (False, message(b"ANS", b"2"))]
    exchanges, counters = run(talk(IN_ORDER, asked))
    assert told(exchanges) == [(b"TELx", b"ANS1", "ok"), (None, b"ANS2", "no-request")]
    assert counters.no_request == 1


def test_in_order_requests_still_waiting_when_the_connection_closes_are_unanswered():
    ends = [StreamEnd(9, IN_ORDER, "fin"), StreamEnd(9, IN_ORDER.reverse(), "fin")]
    exchanges, counters = run([*talk(IN_ORDER, [(True, message(b"ASK", b"1"))]), *ends])
    assert told(exchanges) == [(b"ASK1", None, "unanswered")] and counters.unanswered == 1


def test_a_session_pairs_a_request_with_the_end_of_its_streamed_answer():
    asked = [(True, message(b"GET", b"a")), (False, message(b"MOR", b"1")), (False, message(b"MOR", b"2")),
             (True, message(b"GET", b"b")), (False, message(b"END", b"a")), (False, message(b"END", b"b")),
             (True, message(b"GET", b"c"))]  # fmt: skip
    exchanges, counters = run(talk(SESSION, asked))
    assert told(exchanges) == [(b"GETa", b"ENDa", "ok"), (b"GETb", b"ENDb", "ok"), (b"GETc", None, "unanswered")]
    assert (counters.exchanges, counters.unanswered) == (3, 1)


def test_what_a_session_waits_for_is_what_the_pairer_says_waits():
    counters = Counters()
    framer, pairer = Framer(list(PROTOCOLS.values()), counters), Pairer(PROTOCOLS, counters)
    for ev in talk(SESSION, [(True, message(b"GET", b"a")), (False, message(b"MOR", b"1"))]):
        for item in framer.feed(ev):
            assert pairer.feed(item) == []
    assert pairer.waits_before(2) and not pairer.waits_before(1)
    assert pairer.waiting() == (((1, 8),),)


def test_the_wired_pipeline_pairs_each_connection_the_way_its_protocol_declares():
    client, server = (bytes([10, 0, 0, 1]), 40000), (bytes([10, 0, 0, 2]), 7070)
    in_order = cap.conversation(client, server, [(True, message(b"ASK", b"1") + message(b"ASK", b"2")),
                                                 (False, message(b"ANS", b"one")), (False, message(b"ANS", b"two"))],
                                ts=0)  # fmt: skip
    client, server = (bytes([10, 0, 0, 1]), 40001), (bytes([10, 0, 0, 2]), 7071)
    session = cap.conversation(client, server, [(True, message(b"GET", b"a" * 3000)), (False, message(b"MOR")),
                                                (False, message(b"END", b"z" * 2000))], ts=500)  # fmt: skip
    data = cap.pcap_bytes(cap.merge(in_order, session))
    counters = Counters()
    packets = read_packets(io.BufferedReader(io.BytesIO(data)), counters)
    paired = [e for e in exchanges(packets, counters, Options(protocols=PROTOCOLS)) if isinstance(e, Exchange)]
    assert sorted((e.conn.protocol, e.status, e.request and len(e.request.data), e.response and len(e.response.data))
                  for e in paired) == [("in-order-toy", "ok", 8, 10), ("in-order-toy", "ok", 8, 10),
                                       ("session-toy", "ok", 3007, 2007)]  # fmt: skip
    assert counters.protocol_connections == {"in-order-toy": 1, "session-toy": 1}


def test_in_order_requests_given_up_for_memory_are_all_reported_even_the_one_that_found_no_room():
    """Room for one small ASK waiting: a large one makes the small one give way, then finds no
    room still, and is given up too. Both come out as unanswered."""
    conn = Connection(IN_ORDER.src, IN_ORDER.dst, "in-order-toy")
    small, large = message(b"ASK"), message(b"ASK", bytes(600))
    counters = Counters()
    pairer = Pairer(PROTOCOLS, counters, MemoryBudget(2 * (PENDING_COST + len(small))))
    out = [*pairer.feed(Frame(conn, True, 1, 1, 0, len(small), small)),
           *pairer.feed(Frame(conn, True, 2, 2, len(small), len(large), large))]  # fmt: skip
    assert [(e.status, e.request.ts) for e in out if isinstance(e, Exchange) and e.request] == [
        (ExchangeStatus.UNANSWERED, 1), (ExchangeStatus.UNANSWERED, 2),
    ]  # fmt: skip
    assert counters.requests_given_up_by_memory == counters.unanswered == 2
