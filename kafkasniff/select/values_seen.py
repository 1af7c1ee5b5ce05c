"""The values a capture's exchanges had for the filter options given (their topics, groups,
client ids, collections), so that a value given that none had is named as a likely mistake,
with the nearest the capture does have: `stats --topic paymnts` answers "no topic 'paymnts' in
this capture; nearest: payments", not an empty table."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

NEAREST = 3  # values named
LIMIT = 10_000  # distinct values kept per option: enough to name the nearest, bounded however long the run


def missing_text(kind: str, value: str, have: Iterable[str], where: str) -> str:
    """One line: `value` of `kind` is not in `where`, and the nearest values it has."""
    have = sorted(set(have))
    if not have:
        return f"no {kind} {value!r} in {where}: it has none"
    import difflib  # (only when a value given matched nothing)

    return f"no {kind} {value!r} in {where}; nearest: {', '.join(difflib.get_close_matches(value, have, NEAREST, 0.0))}"


@dataclass
class _Option:
    kind: str  # what a value is called: topic, group, client id
    given: frozenset[str]
    values_of: Callable[[Any], Iterable[str]]
    seen: set[str] = field(default_factory=set)


class ValuesSeen:
    """Per option given: the values the exchanges judged had."""

    def __init__(self) -> None:
        self._options: list[_Option] = []

    def watch(self, kind: str, given: Iterable[str], values_of: Callable[[Any], Iterable[str]]) -> None:
        self._options.append(_Option(kind, frozenset(given), values_of))

    def see(self, exchange: Any) -> None:
        for option in self._options:
            if len(option.seen) < LIMIT:
                option.seen.update(v for v in option.values_of(exchange) if isinstance(v, str))

    def unmatched(self, where: str) -> str | None:
        """The first value given that no exchange had, said with the nearest ones; None if none."""
        for option in self._options:
            for value in sorted(option.given - option.seen):
                return missing_text(option.kind, value, option.seen, where)
        return None
