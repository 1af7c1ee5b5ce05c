"""The connections reassembly knows: set apart until their handshake is settled (or while they
linger after a RST), followed otherwise, and once closed remembered, bounded in number and age, so
that a late copy of their bytes is told from a new connection."""

from __future__ import annotations

import pytest

from kafkasniff.counters import Counters
from kafkasniff.model import ACK, Flow, Segment
from kafkasniff.tcp import connection_table
from kafkasniff.tcp.connection import OPEN, Connection
from kafkasniff.tcp.connection_table import CLOSED_AGE, LATE_REACH, ConnectionTable

C2S = Flow(("10.0.0.1", 40000), ("10.0.0.2", 9092))
S2C = C2S.reverse()


def seg(flow: Flow, seq: int, payload: bytes = b"", ts: int = 0) -> Segment:
    return Segment(ts, flow, seq, 0, ACK, payload)


def followed(table: ConnectionTable, flow: Flow = C2S) -> Connection:
    """A connection whose handshake is settled: C2S at sequence number 1000, S2C at 5000."""
    connection = table.start(seg(flow, 1000)).connection
    for direction, next_seq in zip(connection.directions, (1000, 5000), strict=True):
        direction.phase, direction.next_seq = OPEN, next_seq
    table.follow(connection)
    return connection


def test_a_new_connection_is_set_apart_until_followed():
    counters = Counters()
    table = ConnectionTable(counters)
    direction = table.start(seg(S2C, 5000, b"late"))
    assert direction.flow == S2C and counters.connections == 1
    assert table.waiting == {S2C: direction, C2S: direction.reverse} and not table.following
    table.follow(direction.connection)
    assert table.following == {S2C: direction, C2S: direction.reverse} and not table.waiting


def test_a_reset_connection_is_set_apart_again():
    table = ConnectionTable(Counters())
    connection = followed(table)
    table.set_apart(connection)
    assert list(table.waiting.values()) == list(connection.directions) and not table.following


def test_a_forgotten_connection_leaves_where_each_flow_ended():
    table = ConnectionTable(Counters())
    connection = followed(table)
    connection.directions[0].advance(10)
    table.forget(connection, ts=3)
    assert not table.following and not table.waiting
    assert table.closed == {C2S: (1010, 3), S2C: (5000, 3)}


def test_the_oldest_closed_flows_are_forgotten_past_the_limit(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(connection_table, "CLOSED_FLOWS", 3)
    table = ConnectionTable(Counters())
    flows = [Flow(("10.0.0.1", port), ("10.0.0.2", 9092)) for port in (1, 2)]
    for flow in flows:
        table.forget(followed(table, flow), ts=0)
    assert list(table.closed) == [flows[0].reverse(), flows[1], flows[1].reverse()]


def test_a_late_copy_of_a_closed_flows_bytes_is_counted_as_retransmitted():
    counters = Counters()
    table = ConnectionTable(counters)
    table.forget(followed(table), ts=0)  # C2S ended at 1000
    assert table.late_copy(seg(C2S, 990, b"x" * 10, ts=CLOSED_AGE))
    assert counters.bytes_retransmitted == 10
    assert not table.late_copy(seg(C2S, 990, b"x" * 10, ts=CLOSED_AGE + 1))  # too old
    assert not table.late_copy(seg(C2S, 995, b"x" * 10))  # bytes past the end: not a copy
    assert not table.late_copy(seg(C2S, 1000 - LATE_REACH - 11, b"x" * 10))  # too far behind
    assert counters.bytes_retransmitted == 10


def test_a_connection_is_quiet_only_when_alone_open_and_holding_nothing():
    table = ConnectionTable(Counters())
    connection = followed(table)
    assert table.quiet() == ((C2S, 1000), (S2C, 5000))
    first = connection.directions[0]
    first.hold(5, (b"x", 0, 0, 0, 0))
    assert table.quiet() is None
    first.pending.clear()
    first.acked_off = 1  # the peer acknowledged a byte not delivered
    assert table.quiet() is None
    first.acked_off = 0
    table.start(seg(Flow(("10.0.0.1", 1), ("10.0.0.2", 9092)), 1))  # another connection, waiting
    assert table.quiet() is None
