"""A connection's state: its two directions linked, each placing sequence numbers in its byte
stream across the 32-bit wrap, holding segments by offset, and knowing what it delivered."""

from __future__ import annotations

from kafkasniff.model import Flow
from kafkasniff.tcp.connection import Connection, Phase, seq_diff

C2S = Flow(("10.0.0.1", 40000), ("10.0.0.2", 9092))


def started(next_seq: int) -> Connection:
    connection = Connection(C2S, ts=7)
    connection.directions[0].next_seq = next_seq
    return connection


def test_sequence_differences_are_signed_across_the_wrap():
    assert seq_diff(5, 0xFFFFFFFB) == 10
    assert seq_diff(0xFFFFFFFB, 5) == -10
    assert seq_diff(100, 100) == 0


def test_a_connection_links_its_two_directions_and_starts_in_its_handshake():
    connection = Connection(C2S, ts=7)
    first, second = connection.directions
    assert (first.flow, second.flow) == (C2S, C2S.reverse())
    assert first.reverse is second and second.reverse is first
    assert first.connection is connection and second.connection is connection
    assert first.phase is second.phase is Phase.HANDSHAKE
    assert connection.since == 7 and connection.reset_at is None


def test_sequence_numbers_become_stream_offsets_across_the_wrap():
    direction = started(0xFFFFFFF0).directions[0]
    assert direction.offset_of(0xFFFFFFF0) == 0
    assert direction.offset_of(0x10) == 0x20
    direction.advance(0x20)
    assert (direction.next_off, direction.next_seq) == (0x20, 0x10)
    assert direction.offset_of(0xFFFFFFF0) == 0  # behind the next byte: already delivered


def test_the_first_held_offset_skips_offsets_no_longer_held():
    direction = started(1).directions[0]
    for offset in (30, 10, 20):
        direction.hold(offset, (b"x", 0, 0, 0, 0))
    assert direction.first() == 10
    del direction.pending[10]
    assert direction.first() == 20


def test_a_direction_reached_an_offset_once_it_delivered_what_comes_before_or_its_fin():
    direction = started(1).directions[0]
    direction.advance(10)
    assert direction.reached(10) and not direction.reached(11)
    assert not direction.reached_fin()
    direction.fin_off = 10
    assert direction.reached_fin() and direction.reached(1000)  # nothing comes after the FIN
