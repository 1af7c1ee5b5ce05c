"""A capture replayed at its own pace: each packet waits for its time since the first, divided by
the speed, counted from the replay's start."""

from __future__ import annotations

import pytest

from kafkasniff.capture.pacing import paced
from kafkasniff.model import Packet

SECOND = 1_000_000_000


def packets_at(*seconds: float) -> list[Packet]:
    return [Packet(int(1_700_000_000 * SECOND + s * SECOND), 1, b"", 0) for s in seconds]


class Clock:
    """A clock that only moves when slept on, or when the decoding is said to take time."""

    def __init__(self) -> None:
        self.now = 100.0
        self.sleeps: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(round(seconds, 6))
        self.now += seconds


def test_each_packet_waits_for_its_time_since_the_first():
    clock = Clock()
    out = list(paced(packets_at(0, 1, 3.5), 1, clock, clock.sleep))
    assert out == packets_at(0, 1, 3.5)
    assert clock.sleeps == [1.0, 2.5]


def test_a_speed_divides_the_waits():
    clock = Clock()
    list(paced(packets_at(0, 1, 3), 10, clock, clock.sleep))
    assert clock.sleeps == [0.1, 0.2]


def test_time_spent_between_packets_is_not_waited_again():
    clock = Clock()
    replay = paced(packets_at(0, 2, 4), 1, clock, clock.sleep)
    next(replay)
    clock.now += 1.5  # decoding the first packet took 1.5 s
    next(replay)
    clock.now += 3  # and the second longer than the gap to the third
    next(replay)
    assert clock.sleeps == [0.5]


def test_a_packet_stamped_before_the_one_before_it_comes_at_once():
    clock = Clock()
    list(paced(packets_at(0, 2, 1), 1, clock, clock.sleep))
    assert clock.sleeps == [2.0]


def test_a_speed_of_zero_is_refused():
    with pytest.raises(ValueError):
        list(paced(packets_at(0), 0))
