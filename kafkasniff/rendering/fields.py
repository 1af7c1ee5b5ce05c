"""-T fields -e NAME...: chosen fields of each exchange, tab-separated, as tshark prints them.

The names are the display filter's (-Y) vocabulary; a list is joined with commas, a field without
a value is empty, a frame-number field prints each side's first-last range."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from kafkasniff.dissectors.declaration import FieldType
from kafkasniff.model import DecodedExchange
from kafkasniff.rendering.clock import exact_seconds
from kafkasniff.select.display_filter import field_named, unknown_field
from kafkasniff.select.filters import FilterError


def field_columns(names: Sequence[str]) -> Callable[[DecodedExchange], str]:
    """The renderer of one exchange as a line of the named fields; FilterError for an unknown name."""
    if not names:
        raise FilterError("-T fields needs at least one -e FIELD (the names -Y takes: see --help)")
    getters: list[Callable[[DecodedExchange], Any]] = []
    for name in names:
        found = field_named(name)
        if found is None:
            raise FilterError(f"-e: {unknown_field(name)}")
        if found.type is FieldType.FRAMES:
            getters.append(_frames_text)
        elif found.name == "ts":
            getters.append(_exact_ts)
        elif found.type is FieldType.TIME:
            getters.append(_in_seconds(found.get))
        else:
            getters.append(found.get)

    def render(item: DecodedExchange) -> str:
        return "\t".join(_text(get(item)) for get in getters)

    return render


def _frames_text(item: DecodedExchange) -> str:
    sides = (item.exchange.request, item.exchange.response)
    return ",".join(f"{f.packets[0]}-{f.packets[1]}" for f in sides if f is not None and f.packets[0])


def _exact_ts(item: DecodedExchange) -> str:
    """The exchange's time to the nanosecond, from its integer (tshark's frame.time_epoch has nine
    decimals too); through a float it would be a quarter of a microsecond off."""
    return exact_seconds(item.exchange.ts)


def _in_seconds(get: Callable[[DecodedExchange], Any]) -> Callable[[DecodedExchange], str | None]:
    """A time to the microsecond, as the lines show it (a float's repr would vary in length)."""

    def seconds(item: DecodedExchange) -> str | None:
        value = get(item)
        return None if value is None else f"{value:.6f}"

    return seconds


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return f"{value:.3f}"
    if isinstance(value, list | tuple):
        return ",".join(_text(v) for v in value)
    return str(value)
