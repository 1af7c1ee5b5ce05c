"""Lines in request-time order: an exchange is held until the capture's clock (the latest time an
item was complete) is a window past its request, so a slow exchange takes its request's place;
one slower than the window comes out late, and is counted; memory is bounded by max_held;
notices keep their place among the exchanges around them."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import pairwise

import pytest

from kafkasniff.model import DecodedExchange
from kafkasniff.pipeline.ordering import (
    DEFAULT_MAX_HELD,
    DEFAULT_WINDOW_NS,
    OrderStats,
    in_request_order,
    request_time,
    seen_time,
)
from tests.support.captures import sample_path
from tests.support.decode import decode

S = 1_000_000_000  # one second, in ns
MS = 1_000_000


@dataclass(frozen=True)
class Ex:
    """An exchange: its name, its request's time and the time it completed."""

    name: str
    request: int
    done: int


@dataclass(frozen=True)
class Note:
    """A notice: no request time; the time it was raised."""

    name: str
    at: int


Item = Ex | Note


def request_ts(item: Item) -> int | None:
    return item.request if isinstance(item, Ex) else None


def seen_ts(item: Item) -> int | None:
    return item.done if isinstance(item, Ex) else item.at


def ordered(items: list[Item], window_ns: int = S, max_held: int = 1000, stats: OrderStats | None = None) -> list[str]:
    return [i.name for i in in_request_order(items, request_ts, seen_ts, window_ns, max_held, stats)]


def fast(name: str, at_ms: int) -> Ex:
    """An exchange answered within a millisecond."""
    return Ex(name, at_ms * MS, at_ms * MS + MS // 2)


# -- order ---------------------------------------------------------------------------------------


def test_input_already_in_request_order_passes_through_unchanged():
    items: list[Item] = [fast(f"e{i}", i * 10) for i in range(100)]
    stats = OrderStats()
    assert ordered(items, stats=stats) == [f"e{i}" for i in range(100)]
    assert stats == OrderStats()


def test_a_slow_exchange_within_the_window_is_put_back_at_its_request_time():
    # A Fetch long poll sent at 0 ms, answered at 500 ms; others come and go meanwhile.
    items: list[Item] = [fast("a", 100), fast("b", 200), Ex("fetch", 0, 500 * MS), fast("c", 600)]
    stats = OrderStats()
    assert ordered(items, window_ns=S, stats=stats) == ["fetch", "a", "b", "c"]
    assert stats.late == 0


def reading(items: list[Item], read: list[str]) -> Iterator[Item]:
    """The items, noting in `read` each one as it is taken: to see when something came out."""
    for item in items:
        read.append(item.name)
        yield item


def test_an_item_is_released_once_the_capture_is_a_window_past_its_request():
    items: list[Item] = [fast("a", 0), fast("b", 50), Ex("c", 90 * MS, 100 * MS), fast("d", 160)]
    read: list[str] = []
    out = in_request_order(reading(items, read), request_ts, seen_ts, window_ns=100 * MS)
    assert next(out).name == "a"
    # "a" (request at 0) went as soon as "c" (complete at 100 ms) showed the clock 100 ms past it.
    assert read == ["a", "b", "c"]
    assert [i.name for i in out] == ["b", "c", "d"]  # "b" when "d" came, the rest at the end of the input


def test_an_exchange_slower_than_the_window_comes_out_late_and_is_counted():
    # A JoinGroup held 3 s by the broker (group.initial.rebalance.delay.ms) with a 1 s window.
    items: list[Item] = [fast("a", 1000), fast("b", 2000), fast("c", 3050), Ex("join", 0, 3100 * MS), fast("d", 3200)]
    stats = OrderStats()
    assert ordered(items, window_ns=S, stats=stats) == ["a", "b", "join", "c", "d"]
    assert stats.late == 1
    assert stats.late_by_max_ns == 2000 * MS  # behind "b", the newest line already out
    assert stats.forced == 0


def test_a_late_exchange_comes_out_as_soon_as_it_arrives():
    items: list[Item] = [fast("a", 0), fast("b", 5000), Ex("slow", 1000 * MS, 5001 * MS)]
    out = in_request_order(iter(items), request_ts, seen_ts, window_ns=S)
    assert next(out).name == "a"  # "b" moved the clock to 5 s
    assert next(out).name == "slow"  # older than anything the window still holds: out at once
    assert [i.name for i in out] == ["b"]


def test_equal_request_times_keep_their_arrival_order():
    items: list[Item] = [Ex(name, 7 * MS, done) for name, done in (("x", 9 * MS), ("y", 8 * MS), ("z", 20 * MS))]
    items += [Ex("w", 5 * MS, 30 * MS)]
    assert ordered(items, window_ns=S) == ["w", "x", "y", "z"]
    assert ordered(items, window_ns=0) == ["x", "y", "z", "w"]  # no window: as they arrive (w late)


def test_the_end_of_the_input_releases_everything_held_in_order():
    items: list[Item] = [Ex("c", 30 * MS, 31 * MS), Ex("a", 10 * MS, 40 * MS), Ex("b", 20 * MS, 41 * MS)]
    out = in_request_order(iter(items), request_ts, seen_ts, window_ns=10 * S)
    assert [i.name for i in out] == ["a", "b", "c"]


def test_random_latencies_within_the_window_come_out_sorted():
    rng = random.Random(7)
    exchanges = [Ex(f"e{i}", i * MS, i * MS + rng.randrange(0, 900 * MS)) for i in range(5000)]
    exchanges.sort(key=lambda e: e.done)  # the pipeline's order: completion
    arrival: list[Item] = list(exchanges)
    stats = OrderStats()
    out = ordered(arrival, window_ns=S, max_held=10_000, stats=stats)
    assert out == [f"e{i}" for i in range(5000)]
    assert stats == OrderStats()


# -- memory --------------------------------------------------------------------------------------


def test_no_more_than_max_held_items_are_held_the_oldest_going_first():
    items: list[Item] = [Ex(f"e{i}", i * MS, i * MS) for i in range(10)]  # all within one window
    stats = OrderStats()
    out = in_request_order(iter(items), request_ts, seen_ts, window_ns=S, max_held=3, stats=stats)
    pulled = []
    for item in out:
        pulled.append(item.name)
        if len(pulled) == 1:
            assert stats.forced == 1  # released when the fourth arrived
    assert pulled == [f"e{i}" for i in range(10)]
    assert stats.forced == 7 and stats.late == 0  # the last three went at the end


def test_max_held_reached_makes_slow_exchanges_late():
    items: list[Item] = [fast("a", 10), fast("b", 20), fast("c", 30), Ex("slow", 0, 40 * MS)]
    stats = OrderStats()
    assert ordered(items, window_ns=S, max_held=2, stats=stats) == ["a", "slow", "b", "c"]
    assert (stats.forced, stats.late) == (2, 1)


def test_held_items_never_take_more_than_max_bytes_the_oldest_going_first():
    sizes = {"a": 40, "b": 40, "c": 40, "d": 10, "e": 10}
    items: list[Item] = [fast(name, 10 * (i + 1)) for i, name in enumerate(sizes)]  # all within one window
    stats = OrderStats()
    out = in_request_order(items, request_ts, seen_ts, S, stats=stats, size=lambda i: sizes[i.name], max_bytes=100)
    assert [i.name for i in out] == list(sizes)  # the same order: only when they go changes
    assert (stats.forced, stats.late) == (1, 0)  # "a" went when "c" took the held bytes to 120


def test_a_byte_budget_reached_makes_slow_exchanges_late_and_counts_them():
    items: list[Item] = [fast("a", 10), fast("b", 20), Ex("slow", 0, 40 * MS)]
    stats = OrderStats()
    out = in_request_order(items, request_ts, seen_ts, S, stats=stats, size=lambda item: 60, max_bytes=100)
    assert [i.name for i in out] == ["a", "slow", "b"]
    assert (stats.forced, stats.late) == (2, 1)


def test_max_held_zero_is_arrival_order():
    items: list[Item] = [fast("b", 20), fast("a", 10), Note("n", 0)]
    assert ordered(items, max_held=0) == ["b", "a", "n"]


def test_arguments_are_checked_at_the_call():
    with pytest.raises(ValueError, match="window_ns"):
        in_request_order([], request_ts, seen_ts, window_ns=-1)
    with pytest.raises(ValueError, match="max_held"):
        in_request_order([], request_ts, seen_ts, max_held=-1)
    with pytest.raises(ValueError, match="max_bytes"):
        in_request_order([], request_ts, seen_ts, size=len, max_bytes=0)


def test_defaults_cover_a_fetch_long_poll_delayed_by_reassembly():
    # fetch.max.wait.ms (500 ms) plus reassembly's 1 s hold fit in the window, and the window at
    # 5,000 exchanges a second fits in max_held.
    assert DEFAULT_WINDOW_NS >= 1500 * MS
    assert DEFAULT_MAX_HELD >= 5000 * DEFAULT_WINDOW_NS // S


# -- notices ---------------------------------------------------------------------------------------


def test_a_notice_comes_after_everything_that_arrived_before_it():
    items: list[Item] = [fast("a", 30), Ex("slow", 10 * MS, 40 * MS), Note("gap", 41 * MS), fast("b", 50)]
    assert ordered(items) == ["slow", "a", "gap", "b"]


def test_a_notice_stays_before_what_arrives_after_it_unless_that_is_older():
    # "old" arrives after the notice but its request is older than "a": it goes before "a",
    # so before the notice too; "mid" is newer than everything before the notice: after it.
    items: list[Item] = [fast("a", 30), Note("gap", 31 * MS), Ex("old", 10 * MS, 60 * MS), Ex("mid", 35 * MS, 61 * MS)]
    assert ordered(items) == ["old", "a", "gap", "mid"]


def test_a_notice_with_nothing_held_goes_straight_out():
    items: list[Item] = [Note("first", 0), fast("a", 10), fast("b", 20)]
    out = in_request_order(iter(items), request_ts, seen_ts, window_ns=S)
    assert next(out).name == "first"
    assert ordered(items) == ["first", "a", "b"]


def test_notices_in_a_row_keep_their_order():
    items: list[Item] = [fast("a", 10), Note("n1", 11 * MS), Note("n2", 12 * MS), fast("b", 13), Note("n3", 14 * MS)]
    assert ordered(items) == ["a", "n1", "n2", "b", "n3"]


def test_a_notice_waiting_on_forced_releases_goes_with_the_last_of_them():
    items: list[Item] = [fast("a", 10), fast("b", 20), Note("n", 21 * MS), fast("c", 30), fast("d", 40)]
    read: list[str] = []
    out = in_request_order(reading(items, read), request_ts, seen_ts, window_ns=S, max_held=2)
    # The notice's arrival forces "a" out, "c" forces "b": then nothing before the notice is held,
    # and it goes at once rather than waiting for the window or for "d".
    assert [next(out).name for _ in range(3)] == ["a", "b", "n"]
    assert read == ["a", "b", "n", "c"]
    assert [i.name for i in out] == ["c", "d"]


def test_notices_are_never_counted_late():
    items: list[Item] = [fast("a", 10), fast("b", 1500), fast("c", 2500), Ex("slow", 0, 3000 * MS)]
    items += [Note("n", 3001 * MS), fast("d", 2600)]
    stats = OrderStats()
    assert ordered(items, window_ns=S, stats=stats) == ["a", "b", "slow", "c", "n", "d"]
    assert stats.late == 1  # "slow" only


# -- the pipeline's own items ----------------------------------------------------------------------


@pytest.fixture(scope="module", params=["confluent", "mixed-load"])
def real(request: pytest.FixtureRequest) -> list[DecodedExchange]:
    """A sample's exchanges as the pipeline yields them (confluent: 7 connections, a JoinGroup
    answered after 3 s, Fetch long polls after 0.5 s; mixed-load: 20 connections, 455 exchanges)."""
    exchanges, _, _ = decode(sample_path(request.param))
    return exchanges


def test_a_real_capture_comes_out_in_request_order_with_the_same_exchanges(real: list[DecodedExchange]):
    times = [e.exchange.ts for e in real]
    assert times != sorted(times)  # the pipeline's order is completion order

    stats = OrderStats()
    out = list(in_request_order(real, request_time, seen_time, window_ns=60 * S, max_held=100_000, stats=stats))
    assert [request_time(e) for e in out] == sorted(times)
    assert Counter(map(id, out)) == Counter(map(id, real))
    assert stats == OrderStats()


def test_a_real_capture_with_the_default_window_leaves_only_exchanges_slower_than_it_late(
    real: list[DecodedExchange],
):
    stats = OrderStats()
    out = list(in_request_order(real, request_time, seen_time, stats=stats))
    slow = [e for e in real if (e.exchange.latency_ns or 0) > DEFAULT_WINDOW_NS]
    assert slow and all(e.summary.startswith("JoinGroup") for e in slow)  # the broker's 3 s initial delay
    assert stats.late <= len(slow)
    times = [e.exchange.ts for e in out if isinstance(e, DecodedExchange)]
    assert sum(after < t for t, after in pairwise(times)) == stats.late  # the count is what a reader sees
    assert Counter(map(id, out)) == Counter(map(id, real))
