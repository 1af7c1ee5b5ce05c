"""A direction's bytes in order and once, each hole declared: Delivery on one connection, without
the rest of reassembly (test_reassembly.py specifies them together)."""

from __future__ import annotations

from kafkasniff.counters import Counters
from kafkasniff.model import ACK, Flow, Segment, StreamData, StreamEnd, StreamEvent, StreamGap
from kafkasniff.tcp.connection import CLOSING, ENDED, OPEN, Connection
from kafkasniff.tcp.connection_table import ConnectionTable
from kafkasniff.tcp.delivery import Delivery
from kafkasniff.tcp.limits import REORDER_WINDOW

C2S = Flow(("10.0.0.1", 40000), ("10.0.0.2", 9092))
ISN = 0xFFFFFFF0  # near the wrap


class Parts:
    """A followed connection (C2S from ISN, the other way from 5000) and the Delivery of its bytes,
    with the connections its `close` was asked to end."""

    def __init__(self, cap: int = 1 << 20) -> None:
        self.counters = Counters()
        self.table = ConnectionTable(self.counters)
        self.closed: list[tuple[Connection, int, str]] = []
        self.delivery = Delivery(
            self.counters, cap, self.table, lambda c, ts, why, events: self.closed.append((c, ts, why))
        )
        self.client = self.table.start(Segment(0, C2S, ISN, 0, ACK, b""))
        self.connection = self.client.connection
        for direction, next_seq in zip(self.connection.directions, (ISN, 5000), strict=True):
            direction.phase, direction.next_seq = OPEN, next_seq
        self.table.follow(self.connection)

    def data(self, offset: int, payload: bytes, need: int = 0, missing: int = 0, ts: int = 0) -> list[StreamEvent]:
        events: list[StreamEvent] = []
        seg = Segment(ts, C2S, (ISN + offset) & 0xFFFFFFFF, 0, ACK, payload, missing)
        self.delivery.data(self.client, seg, need, events)
        return events


def delivered(events: list[StreamEvent]) -> list[tuple[int, bytes]]:
    return [(e.offset, e.data) for e in events if isinstance(e, StreamData)]


def test_bytes_in_order_go_at_once_and_bytes_ahead_wait_for_the_hole():
    parts = Parts()
    assert delivered(parts.data(0, b"abc")) == [(0, b"abc")]
    assert parts.data(6, b"ghi") == []  # past the wrap, ahead of the next byte: held
    assert parts.client.pending_bytes == 3
    assert delivered(parts.data(3, b"def")) == [(3, b"def")]
    events: list[StreamEvent] = []
    assert parts.delivery.drain(parts.client, 0, events)
    assert delivered(events) == [(6, b"ghi")] and parts.client.pending_bytes == 0


def test_what_was_delivered_already_is_counted_as_retransmitted_and_dropped():
    parts = Parts()
    parts.data(0, b"abcdef")
    assert parts.data(0, b"abc") == []
    assert delivered(parts.data(3, b"defgh")) == [(6, b"gh")]
    assert parts.counters.bytes_retransmitted == 6


def test_bytes_the_capture_cut_are_a_snaplen_gap():
    parts = Parts()
    events = parts.data(0, b"ab", missing=5)
    assert delivered(events) == [(0, b"ab")]
    assert [(g.offset, g.length, g.reason) for g in events if isinstance(g, StreamGap)] == [(2, 5, "snaplen")]
    assert (parts.counters.bytes_lost, parts.counters.bytes_cut_by_snaplen, parts.client.next_off) == (5, 5, 7)


def test_bytes_that_acknowledge_the_other_directions_unseen_bytes_wait_for_them():
    parts = Parts()
    server = parts.client.reverse
    need = parts.delivery.acknowledged(server, 5010, ts=1)
    assert need == 10 and server.deadline == 1 + REORDER_WINDOW
    assert parts.data(0, b"question", need) == []  # sent after the 10 bytes it acknowledges
    server.advance(10)
    events: list[StreamEvent] = []
    parts.delivery.settle(parts.connection, 2, events)
    assert delivered(events) == [(0, b"question")] and server.deadline is None


def test_an_acknowledged_hole_is_lost_once_the_wait_is_over_as_of_the_acknowledgement():
    parts = Parts()
    server = parts.client.reverse
    parts.delivery.acknowledged(parts.client, ISN + 4, ts=1)
    events: list[StreamEvent] = []
    assert not parts.delivery.give_up(parts.connection, events, now=1 + REORDER_WINDOW)
    assert parts.delivery.give_up(parts.connection, events, now=2 + REORDER_WINDOW)
    assert events == [StreamGap(1, C2S, 0, 4, "lost")] and server.deadline is None


def test_bytes_held_behind_a_lost_hole_go_at_their_own_capture_time_not_when_the_hole_was_given_up():
    """A request's last bytes captured at 3, behind a hole the broker acknowledged at 7 (with its
    response): they ended the request at 3, or the request would seem answered at once."""
    parts = Parts()
    parts.data(0, b"head")
    parts.data(8, b"tail", ts=3)
    parts.data(12, b"more", ts=2)  # captured earlier than the bytes before it: it goes no earlier
    parts.delivery.acknowledged(parts.client, ISN + 16, ts=7)
    events: list[StreamEvent] = []
    assert parts.delivery.give_up(parts.connection, events, now=8 + REORDER_WINDOW)
    assert events == [StreamGap(7, C2S, 4, 4, "lost"), StreamData(3, C2S, 8, b"tail", 0),
                      StreamData(3, C2S, 12, b"more", 0)]  # fmt: skip


def test_bytes_held_behind_a_late_segment_go_when_it_arrives():
    """Reordering, not loss: the bytes were readable only once the late one was in."""
    parts = Parts()
    parts.data(4, b"tail", ts=1)
    assert delivered(parts.data(0, b"head", ts=5)) == [(0, b"head")]
    events: list[StreamEvent] = []
    parts.delivery.settle(parts.connection, 5, events)
    assert events == [StreamData(5, C2S, 4, b"tail", 0)]


def test_holding_past_the_cap_gives_up_on_the_hole():
    parts = Parts(cap=4)
    events = parts.data(2, b"cdefg")
    assert events == [StreamGap(0, C2S, 0, 2, "overflow"), StreamData(0, C2S, 2, b"cdefg", 0)]
    assert parts.counters.bytes_dropped_by_cap == 2


def test_a_closing_direction_ends_at_its_fin_and_the_connection_is_forgotten_when_both_did():
    parts = Parts()
    parts.data(0, b"abc")
    parts.client.fin_off, parts.client.phase = 3, CLOSING
    events: list[StreamEvent] = []
    parts.delivery.settle(parts.connection, 5, events)
    assert events == [StreamEnd(5, C2S, "fin")] and parts.client.phase is ENDED
    assert C2S in parts.table.following  # the other direction goes on
    parts.client.reverse.phase = ENDED
    parts.delivery.settle(parts.connection, 6, [])
    assert not parts.table.following and C2S in parts.table.closed


def test_a_reset_connection_is_closed_once_nothing_is_held():
    parts = Parts()
    parts.connection.reset_at = 4
    parts.delivery.settle(parts.connection, 5, [])
    assert parts.closed == [(parts.connection, 4, "rst")]


def test_data_of_an_ended_direction_is_a_retransmission():
    parts = Parts()
    parts.client.phase = ENDED
    assert parts.data(0, b"late") == []
    assert parts.counters.bytes_retransmitted == 4
