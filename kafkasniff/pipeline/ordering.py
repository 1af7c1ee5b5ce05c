"""Lines in request-time order, within a bounded window of capture time.

The pipeline yields an exchange when it completes (its response arrives, or its connection
ends), but a line is labelled with its request's time, so a slow exchange (a Fetch long poll, a
JoinGroup waiting for the rebalance) comes out after lines whose requests were sent later.
`in_request_order` holds items in a heap keyed by request time and lets one go once the capture's
clock is far enough past it that nothing still to come can have an older request.

The capture's clock is a watermark: the greatest `seen_ts` so far (when an item was complete,
so the capture had reached at least that time). An item is released when

- its request time is at most `watermark - window_ns`: an exchange completing later would have
  taken longer than the window. One that did is released as soon as it arrives; when a newer
  line is already out it is *late*, counted in `OrderStats` (the trade-off of a bounded window);
- more than `max_held` items are held, or (with `size`) they take more than `max_bytes`: the
  oldest goes first, so memory stays flat whatever the rate and however large the items
  (`OrderStats.forced` counts these; they make the window effectively shorter);
- the input ends: everything held, in order.

Only items move the watermark: a live capture with no traffic holds its last lines until more
traffic or the end (the caller's input ending is the flush).

Items without a request time (`request_ts` gives None: notices) keep their place among the items
around them: a notice goes out as soon as every item that arrived before it is out, and before
any item arriving after it whose request is not older than all of those. (In the heap it takes
the greatest request time that arrived before it, its arrival number breaking the tie; one that
arrives with nothing held goes straight out.) A notice is never late.

Equal request times come out in arrival order (the heap's key is (request time, arrival number)).
Only the order changes, never which items come out. Whatever depends on the order lines are
shown in (the relative and delta times of `rendering/clock.py`) comes after this.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeVar

from kafkasniff.model import DecodedExchange, Notice

T = TypeVar("T")

# Kafka consumers long-poll: a Fetch waits up to fetch.max.wait.ms (500 ms in the Java client,
# librdkafka's fetch.wait.max.ms, and the brokers' replica fetchers), so most of what arrives out
# of order in real traffic is a half-second behind (the samples: Fetch 0.5 s, ShareFetch 0.1 s).
# Reassembly may hold a connection's bytes for up to its own one-second REORDER_WINDOW before
# they reach pairing, so an exchange can reach us up to ~1 s after its response was captured:
# 0.5 s + 1 s, and a margin for long polls configured a little longer, make 2 s. What waits
# longer (a group's first JoinGroup waits group.initial.rebalance.delay.ms, 3 s; a rebalance up
# to max.poll.interval.ms, minutes; MongoDB's awaitable hello, 10 s) cannot be covered by any
# delay live output can afford: it comes out late and is counted.
DEFAULT_WINDOW_NS = 2_000_000_000

# A decoded exchange holds ~6 to 25 KB (measured on the samples, frames' bytes and fields
# included), so 10,000 of them are a few hundred MB at most: within a run's default memory.
# That is a full 2 s window up to 5,000 exchanges per second; above that rate the oldest go
# early and the window is effectively max_held / rate (still far beyond ordinary latencies).
DEFAULT_MAX_HELD = 10_000

_NEVER = -(1 << 63)  # below any capture time: nothing is released by time before the first seen_ts


@dataclass(slots=True)
class OrderStats:
    """What the reordering could not do, for the run's summary. Filled in as items go out."""

    late: int = 0  # items released after an item with a later request time (they took longer than the window)
    late_by_max_ns: int = 0  # the most a late item's request time was behind the newest already released
    forced: int = 0  # items released before the window passed because more than max_held were held


def in_request_order(
    items: Iterable[T],
    request_ts: Callable[[T], int | None],
    seen_ts: Callable[[T], int | None],
    window_ns: int = DEFAULT_WINDOW_NS,
    max_held: int = DEFAULT_MAX_HELD,
    stats: OrderStats | None = None,
    size: Callable[[T], int] | None = None,
    max_bytes: int = 0,
) -> Iterator[T]:
    """The items in request-time order, each held at most until the capture is `window_ns` past
    its request (or more than `max_held` are held, or with `size` their sizes add up to more than
    `max_bytes`); see the module's docstring for the rules. `stats`, when given, counts the items
    that came out late or early."""
    if window_ns < 0:
        raise ValueError(f"window_ns must be >= 0, not {window_ns}")
    if max_held < 0:
        raise ValueError(f"max_held must be >= 0, not {max_held}")
    if size is not None and max_bytes <= 0:
        raise ValueError(f"max_bytes must be > 0 with a size, not {max_bytes}")
    # Checked here, not in the generator, so that a bad argument fails at the call.
    held = _Held(max_held, size, max_bytes)
    return _reordered(iter(items), request_ts, seen_ts, window_ns, held, stats if stats is not None else OrderStats())


class _Held(NamedTuple):
    """What the heap may hold: a count, and with `size` a number of bytes."""

    max_held: int
    size: Callable[[Any], int] | None
    max_bytes: int


def _reordered(
    items: Iterator[T],
    request_ts: Callable[[T], int | None],
    seen_ts: Callable[[T], int | None],
    window_ns: int,
    held: _Held,
    stats: OrderStats,
) -> Iterator[T]:
    # One loop with everything in locals, and as few calls per item as it can: it runs per exchange,
    # at 100k+ exchanges a second (each held item's size is measured once, and kept beside it)
    heap: list[tuple[int, int, T, int]] = []  # (request time, arrival number, item, size): never compares items
    push, pop = heapq.heappush, heapq.heappop
    cutoff = _NEVER  # watermark - window: held items at or before it can go
    newest = _NEVER  # the greatest request time arrived: where a notice arriving now belongs
    shown = _NEVER  # the greatest request time released: an older one released after it is late
    arrival = 0
    max_held, size, max_bytes = held
    held_bytes = 0  # the held items' sizes, when they are measured
    for item in items:
        seen = seen_ts(item)
        if seen is not None and seen - window_ns > cutoff:
            cutoff = seen - window_ns
        ts = request_ts(item)
        if ts is None:
            if not heap:
                yield item  # everything before it is out already
                continue
            ts = newest  # heap not empty, so something with a request time arrived before it
        elif ts > newest:
            newest = ts
        nbytes = size(item) if size is not None else 0
        push(heap, (ts, arrival, item, nbytes))
        arrival += 1
        held_bytes += nbytes
        while heap and heap[0][0] <= cutoff:
            ts, _, out, nbytes = pop(heap)
            held_bytes -= nbytes
            if ts < shown:
                _late(stats, shown - ts)
            else:
                shown = ts
            yield out
        while len(heap) > max_held or (held_bytes > max_bytes and size is not None and heap):
            ts, _, out, nbytes = pop(heap)
            held_bytes -= nbytes
            stats.forced += 1
            shown = _released(ts, shown, stats)
            yield out
            # Notices now first have nothing before them held: they need not wait for the window.
            while heap and request_ts(heap[0][2]) is None:
                _, _, out, nbytes = pop(heap)
                held_bytes -= nbytes
                yield out
    while heap:  # the end of the input: the capture's clock will not move again
        ts, _, out, _ = pop(heap)
        shown = _released(ts, shown, stats)
        yield out


def _released(ts: int, shown: int, stats: OrderStats) -> int:
    """The newest request time released, once an item of request time `ts` went out (counted late
    when it is behind what was released already)."""
    if ts < shown:
        _late(stats, shown - ts)
        return shown
    return ts


def _late(stats: OrderStats, behind_ns: int) -> None:
    stats.late += 1
    if behind_ns > stats.late_by_max_ns:
        stats.late_by_max_ns = behind_ns


# -- the pipeline's items ----------------------------------------------------------------------


def request_time(item: DecodedExchange | Notice) -> int | None:
    """The time a line shows for an exchange (its request's; its response's when the request was
    not captured); None for a notice, which keeps its place instead."""
    if isinstance(item, DecodedExchange):
        ex = item.exchange
        frame = ex.request or ex.response
        return frame.ts if frame is not None else None
    return None


def seen_time(item: DecodedExchange | Notice) -> int | None:
    """A time the capture had reached when the item was complete: the response's last byte, or
    the request's when it was not answered (the connection's end came later still); a notice's
    own time."""
    if isinstance(item, DecodedExchange):
        ex = item.exchange
        frame = ex.response or ex.request
        return frame.ts if frame is not None else None
    return item.ts
