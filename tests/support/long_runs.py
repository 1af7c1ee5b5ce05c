"""A sample's exchanges as an analysis of a long run sees them: decoded once, replayed as many
times as a test likes, each replay later than the last (as if the clients did it all again)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from functools import cache
from typing import Any

from kafkasniff.analyses import DECODE
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import DecodedExchange, Frame
from kafkasniff.pipeline.wiring import Options
from tests.support.analyses import SAMPLES
from tests.support.decode import decode


@cache
def exchanges(name: str) -> tuple[DecodedExchange, ...]:
    """A sample's exchanges decoded the way the analysis commands decode them."""
    options = Options(protocols=make_protocols(DissectOptions(**DECODE)))
    return tuple(decode(SAMPLES / f"{name}.pcap", options)[0])


def fed(analysis: Any, name: str) -> Any:
    for e in exchanges(name):
        analysis.feed(e)
    return analysis


def replayed(name: str, times: int) -> Iterator[DecodedExchange]:
    """The sample's exchanges `times` times over, each replay starting after the last one ended."""
    items = exchanges(name)
    first = min(_frame_times(items))
    span = max(_frame_times(items)) - first + 1_000_000_000  # a second's pause between replays
    for i in range(times):
        yield from (_shifted(e, i * span) for e in items)


def _frame_times(items: tuple[DecodedExchange, ...]) -> Iterator[int]:
    for e in items:
        for frame in (e.exchange.request, e.exchange.response):
            if frame is not None:
                yield frame.ts


def _shifted(e: DecodedExchange, by_ns: int) -> DecodedExchange:
    def later(frame: Frame | None) -> Frame | None:
        return None if frame is None else replace(frame, ts=frame.ts + by_ns, ts_first=frame.ts_first + by_ns)

    exchange = replace(e.exchange, request=later(e.exchange.request), response=later(e.exchange.response))
    return replace(e, exchange=exchange)
