"""Bounded waits on a reported state: each names its step and, when it runs out, the last state seen."""

from __future__ import annotations

import contextlib
import signal
import time
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

T = TypeVar("T")


class WaitTimedOut(RuntimeError):
    """A state the recorder waited for did not come within its bound."""


def wait_until(
    reached: Callable[[], T | None],
    *,
    seconds: float,
    step: str,
    state: Callable[[], str],
    interval: float = 0.05,
) -> T:
    """Call reached() until it returns something other than None or False; return that.

    reached may itself drive a client (a poll); past the bound, WaitTimedOut says which step was
    waiting, for how long, and what state() reports at that moment.
    """
    limit = time.monotonic() + seconds
    while True:
        outcome = reached()
        if outcome is not None and outcome is not False:
            return outcome
        if time.monotonic() > limit:
            raise WaitTimedOut(f"{step}: not reached within {seconds:g} s; last state: {state()}")
        time.sleep(interval)


@contextlib.contextmanager
def deadline(seconds: int, what: str) -> Iterator[None]:
    """Last-resort guard so that a wedged client call cannot hang the recorder."""

    def expire(signum: int, frame: Any) -> None:
        raise WaitTimedOut(f"{what} exceeded its {seconds} s bound")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
