"""Which connections are TLS. A direction's first bytes are a ClientHello or ServerHello record;
a direction whose start was not captured is TLS when a chain of record headers begins within the
first record's span of its bytes (`records`), and plaintext when whole frames of a protocol
decoded here chain to the end of its bytes (`plaintext_chain`). Until one direction decides, the connection's
events are held (drawing on the run's memory budget). A plaintext connection that may turn to
TLS part way (STARTTLS) does so at a data event that begins with a ClientHello record."""

from __future__ import annotations

from kafkasniff.model import Endpoint, Flow, MemoryBudget, StreamData, StreamEnd, StreamEvent, StreamGap
from kafkasniff.tls.handshake import CLIENT_HELLO
from kafkasniff.tls.plaintext_chain import PlaintextChain
from kafkasniff.tls.records import HANDSHAKE, SEARCH_SPAN, SNIFF, looks_like_tls, record_start

UNDECIDED_LIMIT = 4 * SEARCH_SPAN  # bytes of a direction begun mid-connection held while it may be TLS
ConnectionKey = tuple[Endpoint, Endpoint]
HELLO_RECORD_TYPE = bytes((HANDSHAKE,))  # the first byte of a data event that may begin with a ClientHello
_CLIENT_HELLO_TYPE = bytes((CLIENT_HELLO,))


class Undecided:
    """A connection's events while nobody knows yet whether it is TLS."""

    __slots__ = ("events", "data", "midstream", "taken", "scanned")

    def __init__(self) -> None:
        self.events: list[StreamEvent] = []
        self.data: dict[Flow, bytes] = {}
        self.midstream: set[Flow] = set()
        self.taken = 0  # bytes drawn from the memory budget
        self.scanned: dict[Flow, int] = {}  # mid-connection: where the search for records goes on


class Detection:
    """The connections held undecided. `add` takes each of their events until one says whether
    the connection is TLS."""

    __slots__ = ("memory", "held", "plaintext")

    def __init__(self, memory: MemoryBudget | None, plaintext: PlaintextChain | None = None) -> None:
        self.memory = memory
        self.held: dict[ConnectionKey, Undecided] = {}
        self.plaintext = plaintext  # proves a direction begun mid-connection plaintext, when given

    def add(self, ev: StreamEvent) -> tuple[Undecided, bool] | None:
        """The connection's held events and whether it is TLS, once the event decides; None
        while it does not."""
        key = connection_key(ev.flow)
        held = self.held.get(key)
        if held is None:
            held = self.held[key] = Undecided()
        held.events.append(ev)
        flow = ev.flow
        if isinstance(ev, StreamGap):  # its start was not captured, or not all of it
            held.midstream.add(flow)
        verdict: bool | None = None
        if isinstance(ev, StreamData):
            data = held.data[flow] = held.data.get(flow, b"") + ev.data
            verdict, held.scanned[flow] = _verdict(data, flow in held.midstream, held.scanned.get(flow, 0))
            if verdict is None and self.plaintext is not None and flow in held.midstream:
                verdict = False if self.plaintext(data, _segment_starts(held, flow)) else None
            if verdict is None and not self._take(held, len(ev.data)):
                verdict = False  # no memory left to wait: taken for what it most likely is, plaintext
        elif isinstance(ev, StreamEnd):
            verdict = False  # a direction ended before saying: nothing to decrypt in it
        if verdict is None:
            return None
        del self.held[key]
        if self.memory is not None:
            self.memory.give_back(held.taken)
        return held, verdict

    def _take(self, held: Undecided, n: int) -> bool:
        if self.memory is None:
            return True
        if not self.memory.take(n):
            return False
        held.taken += n
        return True


class PlaintextWatch:
    """A direction of a plaintext connection that may turn to TLS part way (STARTTLS): its
    events pass through the stage until one of its data events begins with a ClientHello."""

    __slots__ = ()


def _segment_starts(held: Undecided, flow: Flow) -> list[int]:
    """Where each data event of `flow` held begins, in its bytes held."""
    starts, at = [], 0
    for ev in held.events:
        if type(ev) is StreamData and ev.flow == flow:
            starts.append(at)
            at += len(ev.data)
    return starts


def connection_key(flow: Flow) -> ConnectionKey:
    """The connection's endpoints, the same for both directions."""
    return (flow.src, flow.dst) if flow.src <= flow.dst else (flow.dst, flow.src)


def begins_client_hello(data: bytes) -> bool:
    """Whether a data event begins with a TLS handshake record holding a ClientHello: where a
    STARTTLS connection turns to TLS."""
    return data[:1] == HELLO_RECORD_TYPE and data[5:6] == _CLIENT_HELLO_TYPE and looks_like_tls(data) is True


def _verdict(data: bytes, midstream: bool, scanned: int) -> tuple[bool | None, int]:
    """Whether a direction's first bytes are TLS (None: not known yet), and where a search of a
    direction begun mid-connection goes on when more bytes come."""
    if not midstream:
        return looks_like_tls(data[:SNIFF]), 0
    at, resume = record_start(data, scanned)
    if at is not None:
        return True, 0
    return (False if resume >= SEARCH_SPAN or len(data) > UNDECIDED_LIMIT else None), resume
