"""Pairing: requests and responses of a connection matched by the protocol's request key.

Several requests may be in flight. A response may announce another (the protocol's
`follow_up_key`): the next then pairs with the same request. Requests the server never answers (Kafka acks=0) are let
go as "no-response-expected" once a later request is answered, since servers answer in order;
a response to an unseen request is kept as "no-request"; what is still waiting when its
connection closes (or the input ends) comes out as "unanswered".
"""

from __future__ import annotations

from collections import OrderedDict, deque
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from kafkasniff.counters import Counters
from kafkasniff.dissectors.base import WireProtocol
from kafkasniff.model import Connection, Exchange, ExchangeStatus, Flow, Frame, Notice
from kafkasniff.stream.framing import ConnectionClosed, FramingOutput

MAX_IN_FLIGHT = 4096  # per connection; beyond it the oldest request is given up on


@dataclass(slots=True)
class _Pending:
    frame: Frame
    head: Any
    expects_response: bool
    follow_up: bool = False  # waits for a further response to an already answered request


class _ConnPairs:
    __slots__ = ("waiting", "silent")

    def __init__(self) -> None:
        self.waiting: OrderedDict[int, _Pending] = OrderedDict()
        self.silent: deque[int] = deque()  # keys of requests that expect no response, oldest first


class Pairer:
    def __init__(self, protocols: Mapping[str, WireProtocol], counters: Counters) -> None:
        self.protocols = protocols
        self.counters = counters
        self._conns: dict[Connection, _ConnPairs] = {}

    def feed(self, item: FramingOutput) -> list[Exchange | Notice]:
        if type(item) is not Frame:  # one test for what nearly everything is
            if isinstance(item, Notice):
                return [item]
            if isinstance(item, ConnectionClosed):
                return self._close(item.conn)
        pairs = self._conns.get(item.conn)
        if pairs is None:
            pairs = self._conns[item.conn] = _ConnPairs()
        proto = self.protocols[item.conn.protocol]
        if item.from_client:
            return self._request(proto, pairs, item)
        return self._response(proto, pairs, item)

    def waiting(self) -> tuple[object, ...]:
        """What waits to be paired, comparable between two pairers: each request still waiting
        (its key, when it was seen, its size, whether it expects an answer, whether it awaits a
        follow-up), and the keys of those that expect none."""
        return tuple((tuple(_described(key, p) for key, p in pairs.waiting.items()), tuple(pairs.silent))
                     for pairs in self._conns.values())  # fmt: skip

    def waits_before(self, ts: int) -> bool:
        """Whether a request seen before `ts` still waits for its answer (not for a follow-up:
        that one was answered already)."""
        waiting = (p for pairs in self._conns.values() for p in pairs.waiting.values())
        return any(p.frame.ts < ts and not p.follow_up for p in waiting)

    def flush(self) -> list[Exchange | Notice]:
        out: list[Exchange | Notice] = []
        for conn in list(self._conns):
            out.extend(self._close(conn))
        return out

    def _request(self, proto: WireProtocol, pairs: _ConnPairs, frame: Frame) -> list[Exchange | Notice]:
        out: list[Exchange | Notice] = []
        head = proto.request_head(frame.data)
        if head is None:
            msg = f"request frame of {frame.size} bytes has an unreadable header"
            flow = Flow(frame.conn.client, frame.conn.server)
            return [Notice(frame.ts, frame.conn, flow, frame.offset, "unreadable-request", msg)]
        key = proto.request_key(head)
        previous = pairs.waiting.pop(key, None)
        if previous is not None:  # a key reused while in flight: the first will never be matched
            out.append(self._unmatched(frame.conn, previous))
        expects = proto.expects_response(head, frame.data)
        pairs.waiting[key] = _Pending(frame, head, expects)
        if not expects:
            pairs.silent.append(key)
        if len(pairs.waiting) > MAX_IN_FLIGHT:
            _, oldest = pairs.waiting.popitem(last=False)
            if not oldest.follow_up:
                out.append(self._unmatched(frame.conn, oldest))
        return out

    def _response(self, proto: WireProtocol, pairs: _ConnPairs, frame: Frame) -> list[Exchange | Notice]:
        key = proto.response_key(frame.data)
        pending = pairs.waiting.pop(key, None) if key is not None else None
        if pending is None:
            self.counters.no_request += 1
            self.counters.exchanges += 1
            return [Exchange(frame.conn, None, frame, key, ExchangeStatus.NO_REQUEST)]
        out = self._release_silent(frame.conn, pairs, pending.frame.ts) if pairs.silent else []
        self.counters.exchanges += 1
        out.append(Exchange(frame.conn, pending.frame, frame, pending.head, ExchangeStatus.OK))
        follow = proto.follow_up_key(frame.data)
        if follow is not None:  # another response will come, answering this one's key
            pairs.waiting[follow] = _Pending(pending.frame, pending.head, True, follow_up=True)
        return out

    def _release_silent(self, conn: Connection, pairs: _ConnPairs, before_ts: int) -> list[Exchange | Notice]:
        """Unanswerable requests sent before an answered one will not be answered now."""
        out: list[Exchange | Notice] = []
        while pairs.silent:
            key = pairs.silent[0]
            pending = pairs.waiting.get(key)
            if pending is not None and not pending.expects_response:
                if pending.frame.ts >= before_ts:
                    break
                del pairs.waiting[key]
                out.append(self._unmatched(conn, pending))
            pairs.silent.popleft()
        return out

    def _unmatched(self, conn: Connection, pending: _Pending) -> Exchange:
        self.counters.exchanges += 1
        if pending.expects_response:
            self.counters.unanswered += 1
            return Exchange(conn, pending.frame, None, pending.head, ExchangeStatus.UNANSWERED)
        self.counters.no_response_expected += 1
        return Exchange(conn, pending.frame, None, pending.head, ExchangeStatus.NO_RESPONSE_EXPECTED)

    def _close(self, conn: Connection) -> list[Exchange | Notice]:
        pairs = self._conns.pop(conn, None)
        if pairs is None:
            return []
        # a stream of responses ends with its connection: its request was answered already
        return [self._unmatched(conn, p) for p in pairs.waiting.values() if not p.follow_up]


def _described(key: Any, pending: _Pending) -> tuple[object, ...]:
    return key, pending.frame.ts, pending.frame.size, pending.expects_response, pending.follow_up


def pair(items: Iterable[FramingOutput], pairer: Pairer) -> Iterator[Exchange | Notice]:
    for item in items:
        yield from pairer.feed(item)
    yield from pairer.flush()
