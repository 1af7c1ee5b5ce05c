"""Pairing: a connection's requests and responses matched the way its protocol declares
(`WireProtocol.pairing`), by one small strategy per way, each a per-connection object:

- `KeyedPairs` (BY_KEY): a response finds its request by the key it names; several requests may
  be in flight. A response may announce another (the protocol's `follow_up_key`): the next then
  pairs with the same request.
- `OrderedPairs` (IN_ORDER): a response answers the oldest request still waiting for one.
- `SessionPairs` (SESSION): the protocol's own session object takes every frame and says which
  exchanges complete.

Alike in every way: requests the server never answers (Kafka acks=0) are let go as
"no-response-expected" once a later request is answered, since servers answer in order; a
response to an unseen request is kept as "no-request"; what is still waiting when its connection
closes (or the input ends) comes out as "unanswered". What waits is bounded by the memory budget,
not by a count (`waiting_memory`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import OrderedDict, deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from kafkasniff.counters import Counters
from kafkasniff.dissectors.base import Pairing, PairingSession, WireProtocol
from kafkasniff.model import Connection, Exchange, ExchangeStatus, Flow, Frame, MemoryBudget, Notice
from kafkasniff.stream.outputs import ConnectionClosed, FramingOutput
from kafkasniff.stream.waiting_memory import WaitingMemory

Paired = list[Exchange | Notice]


@dataclass(slots=True)
class _Pending:
    frame: Frame
    head: Any
    expects_response: bool
    drawn: int  # bytes of the memory budget it holds while it waits
    follow_up: bool = False  # waits for a further response to an already answered request


class ConnectionPairs(ABC):
    """One connection's pairing: its frames in, in stream order; exchanges (and notices) out."""

    __slots__ = ("conn", "proto", "counters", "memory")

    def __init__(self, conn: Connection, proto: WireProtocol, counters: Counters, memory: WaitingMemory) -> None:
        self.conn, self.proto, self.counters, self.memory = conn, proto, counters, memory

    @abstractmethod
    def request(self, frame: Frame) -> Paired:
        """A frame of the client's."""

    @abstractmethod
    def response(self, frame: Frame) -> Paired:
        """A frame of the server's."""

    @abstractmethod
    def close(self) -> Paired:
        """No more frames: what still waits."""

    @abstractmethod
    def waiting(self) -> tuple[object, ...]:
        """What waits to be paired, comparable between two decoders of the connection."""

    @abstractmethod
    def waits_before(self, ts: int) -> bool:
        """Whether a request seen before `ts` still waits for its answer."""

    def _unreadable(self, frame: Frame) -> Paired:
        msg = f"request frame of {frame.size} bytes has an unreadable header"
        flow = Flow(frame.conn.client, frame.conn.server)
        return [Notice(frame.ts, frame.conn, flow, frame.offset, "unreadable-request", msg)]

    def _waiting(self, frame: Frame, head: Any, expects: bool, follow_up: bool = False) -> _Pending | None:
        """The request as it waits, its bytes drawn from the budget; None when nothing is left."""
        kept = self.memory.keep(frame)
        if kept is None:
            return None
        return _Pending(kept[0], head, expects, kept[1], follow_up)

    def _admitted(self, frame: Frame, head: Any, expects: bool, out: Paired) -> _Pending | None:
        """The request as it waits, its bytes drawn from the budget. While the budget is spent,
        this connection's oldest waiting requests make room (what that gives up goes to `out`);
        None when none is left to: the request itself is given up, to `out`."""
        while (waiting := self._waiting(frame, head, expects)) is None:
            oldest = self._oldest()
            if oldest is None:
                out += self._given_up(_Pending(frame, head, expects, 0))
                return None
            if oldest.follow_up:  # answered already: only its place is given up
                self.memory.let_go(oldest.drawn)
            else:
                out += self._given_up(oldest)
        return waiting

    def _oldest(self) -> _Pending | None:
        """This connection's oldest waiting request, taken out (the strategies that hold them)."""
        return None

    def _given_up(self, pending: _Pending) -> Paired:
        """A waiting request let go to make room: unanswered, and a notice saying why."""
        self.counters.requests_given_up_by_memory += 1
        frame = pending.frame
        flow = Flow(frame.conn.client, frame.conn.server)
        msg = ("request given up unanswered: --max-memory had no room for it while it waited for its answer "
               "(an answer that comes now shows without its request)")  # fmt: skip
        notice = Notice(frame.ts, frame.conn, flow, frame.offset, "memory", msg)
        return [notice, self._unmatched(pending)]

    def _unmatched(self, pending: _Pending) -> Exchange:
        self.memory.let_go(pending.drawn)
        self.counters.exchanges += 1
        if pending.expects_response:
            self.counters.unanswered += 1
            return Exchange(self.conn, pending.frame, None, pending.head, ExchangeStatus.UNANSWERED)
        self.counters.no_response_expected += 1
        return Exchange(self.conn, pending.frame, None, pending.head, ExchangeStatus.NO_RESPONSE_EXPECTED)

    def _no_request(self, frame: Frame, key: int | None) -> Exchange:
        self.counters.no_request += 1
        self.counters.exchanges += 1
        return Exchange(frame.conn, None, frame, key, ExchangeStatus.NO_REQUEST)


class KeyedPairs(ConnectionPairs):
    """Pairing.BY_KEY."""

    __slots__ = ("pending", "silent")

    def __init__(self, conn: Connection, proto: WireProtocol, counters: Counters, memory: WaitingMemory) -> None:
        super().__init__(conn, proto, counters, memory)
        self.pending: OrderedDict[int, _Pending] = OrderedDict()
        self.silent: deque[int] = deque()  # keys of requests that expect no response, oldest first

    def request(self, frame: Frame) -> Paired:
        proto = self.proto
        head = proto.request_head(frame.data)
        if head is None:
            return self._unreadable(frame)
        out: Paired = []
        key = proto.request_key(head)
        previous = self.pending.pop(key, None)
        if previous is not None:  # a key reused while in flight: the first will never be matched
            out.append(self._unmatched(previous))
        expects = proto.expects_response(head, frame.data)
        waiting = self._admitted(frame, head, expects, out)
        if waiting is not None:
            self.pending[key] = waiting
            if not expects:
                self.silent.append(key)
        return out

    def _oldest(self) -> _Pending | None:
        return self.pending.popitem(last=False)[1] if self.pending else None

    def response(self, frame: Frame) -> Paired:
        proto = self.proto
        key = proto.response_key(frame.data)
        pending = self.pending.pop(key, None) if key is not None else None
        if pending is None:
            return [self._no_request(frame, key)]
        self.memory.let_go(pending.drawn)
        out = self._release_silent(pending.frame.ts) if self.silent else []
        self.counters.exchanges += 1
        out.append(Exchange(frame.conn, pending.frame, frame, pending.head, ExchangeStatus.OK))
        follow = proto.follow_up_key(frame.data)
        if follow is not None:  # another response will come, answering this one's key
            waiting = self._waiting(pending.frame, pending.head, True, follow_up=True)
            if waiting is not None:  # (else it will show without its request, as one not seen)
                self.pending[follow] = waiting
        return out

    def _release_silent(self, before_ts: int) -> Paired:
        """Unanswerable requests sent before an answered one will not be answered now."""
        out: Paired = []
        while self.silent:
            key = self.silent[0]
            pending = self.pending.get(key)
            if pending is not None and not pending.expects_response:
                if pending.frame.ts >= before_ts:
                    break
                del self.pending[key]
                out.append(self._unmatched(pending))
            self.silent.popleft()
        return out

    def close(self) -> Paired:
        out: Paired = []
        for p in self.pending.values():
            if p.follow_up:  # a stream of responses ends with its connection: it was answered already
                self.memory.let_go(p.drawn)
            else:
                out.append(self._unmatched(p))
        self.pending.clear()
        return out

    def waiting(self) -> tuple[object, ...]:
        """Each request still waiting (its key, when it was seen, its size, whether it expects an
        answer, whether it awaits a follow-up), and the keys of those that expect none."""
        return tuple(_described(key, p) for key, p in self.pending.items()), tuple(self.silent)

    def waits_before(self, ts: int) -> bool:
        # (not for a follow-up: that one was answered already)
        return any(p.frame.ts < ts and not p.follow_up for p in self.pending.values())


class OrderedPairs(ConnectionPairs):
    """Pairing.IN_ORDER."""

    __slots__ = ("pending",)

    def __init__(self, conn: Connection, proto: WireProtocol, counters: Counters, memory: WaitingMemory) -> None:
        super().__init__(conn, proto, counters, memory)
        self.pending: deque[_Pending] = deque()  # oldest first

    def request(self, frame: Frame) -> Paired:
        head = self.proto.request_head(frame.data)
        if head is None:
            return self._unreadable(frame)
        expects = self.proto.expects_response(head, frame.data)
        out: Paired = []
        waiting = self._admitted(frame, head, expects, out)
        if waiting is not None:
            self.pending.append(waiting)
        return out

    def _oldest(self) -> _Pending | None:
        return self.pending.popleft() if self.pending else None

    def response(self, frame: Frame) -> Paired:
        pending = self.pending
        if not pending:
            return [self._no_request(frame, None)]
        # it answers the oldest request that expects an answer (or, with none, the oldest: one
        # answered anyway); those before it that expect none will not be answered now
        answered = next((i for i, p in enumerate(pending) if p.expects_response), 0)
        out: Paired = [self._unmatched(pending.popleft()) for _ in range(answered)]
        request = pending.popleft()
        self.memory.let_go(request.drawn)
        self.counters.exchanges += 1
        out.append(Exchange(frame.conn, request.frame, frame, request.head, ExchangeStatus.OK))
        return out

    def close(self) -> Paired:
        out: Paired = [self._unmatched(p) for p in self.pending]
        self.pending.clear()
        return out

    def waiting(self) -> tuple[object, ...]:
        return tuple((p.frame.ts, p.frame.size, p.expects_response) for p in self.pending)

    def waits_before(self, ts: int) -> bool:
        return any(p.frame.ts < ts for p in self.pending)


class SessionPairs(ConnectionPairs):
    """Pairing.SESSION: the protocol's session decides; its exchanges are counted here."""

    __slots__ = ("session",)

    def __init__(self, conn: Connection, proto: WireProtocol, counters: Counters, memory: WaitingMemory) -> None:
        super().__init__(conn, proto, counters, memory)
        self.session: PairingSession = proto.pairing_session(conn)

    def request(self, frame: Frame) -> Paired:
        return self._counted(self.session.frame(frame))

    def response(self, frame: Frame) -> Paired:
        return self._counted(self.session.frame(frame))

    def close(self) -> Paired:
        return self._counted(self.session.close())

    def waiting(self) -> tuple[object, ...]:
        return tuple((f.ts, f.size) for f in self.session.pending())

    def waits_before(self, ts: int) -> bool:
        return any(f.ts < ts for f in self.session.pending())

    def _counted(self, exchanges: Sequence[Exchange]) -> Paired:
        counters = self.counters
        for exchange in exchanges:
            counters.exchanges += 1
            status = exchange.status
            if status is ExchangeStatus.UNANSWERED:
                counters.unanswered += 1
            elif status is ExchangeStatus.NO_REQUEST:
                counters.no_request += 1
            elif status is ExchangeStatus.NO_RESPONSE_EXPECTED:
                counters.no_response_expected += 1
        return list(exchanges)


STRATEGIES: dict[Pairing, Callable[[Connection, WireProtocol, Counters, WaitingMemory], ConnectionPairs]] = {
    Pairing.BY_KEY: KeyedPairs,
    Pairing.IN_ORDER: OrderedPairs,
    Pairing.SESSION: SessionPairs,
}


class Pairer:
    """Feed framing's output; get exchanges and notices. Each connection is paired by the
    strategy its protocol declares."""

    def __init__(self, protocols: Mapping[str, WireProtocol], counters: Counters,
                 memory: MemoryBudget | None = None) -> None:  # fmt: skip
        self.protocols = protocols
        self.counters = counters
        self.memory = WaitingMemory(memory, counters)
        self._conns: dict[Connection, ConnectionPairs] = {}

    def feed(self, item: FramingOutput) -> Paired:
        if type(item) is not Frame:  # one test for what nearly everything is
            if isinstance(item, Notice):
                return [item]
            if isinstance(item, ConnectionClosed):
                return self._close(item.conn)
        pairs = self._conns.get(item.conn)
        if pairs is None:
            proto = self.protocols[item.conn.protocol]
            pairs = self._conns[item.conn] = STRATEGIES[proto.pairing](item.conn, proto, self.counters, self.memory)
        if item.from_client:
            return pairs.request(item)
        return pairs.response(item)

    def waiting(self) -> tuple[object, ...]:
        """What waits to be paired, comparable between two pairers (`ConnectionPairs.waiting`)."""
        return tuple(pairs.waiting() for pairs in self._conns.values())

    def waits_before(self, ts: int) -> bool:
        """Whether a request seen before `ts` still waits for its answer (not for a follow-up:
        that one was answered already)."""
        return any(pairs.waits_before(ts) for pairs in self._conns.values())

    def flush(self) -> Paired:
        out: Paired = []
        for conn in list(self._conns):
            out.extend(self._close(conn))
        return out

    def _close(self, conn: Connection) -> Paired:
        pairs = self._conns.pop(conn, None)
        return [] if pairs is None else pairs.close()


def _described(key: Any, pending: _Pending) -> tuple[object, ...]:
    return key, pending.frame.ts, pending.frame.size, pending.expects_response, pending.follow_up


def pair(items: Iterable[FramingOutput], pairer: Pairer) -> Iterator[Exchange | Notice]:
    for item in items:
        yield from pairer.feed(item)
    yield from pairer.flush()
