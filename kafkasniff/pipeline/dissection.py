"""Dissection: each exchange handed to its protocol's decoder; notices pass through."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import TypeVar

from kafkasniff.counters import Counters
from kafkasniff.dissectors.base import WireProtocol
from kafkasniff.model import DecodedExchange, Exchange, WarningKind

Passed = TypeVar("Passed")  # what is not an exchange: notices (and what the reading process decoded itself)


def dissect(
    items: Iterable[Exchange | Passed], protocols: Mapping[str, WireProtocol], counters: Counters | None = None
) -> Iterator[DecodedExchange | Passed]:
    """Each exchange decoded by its protocol (decodes cut by their memory budget counted); the rest
    passes through."""
    for item in items:
        if isinstance(item, Exchange):
            decoded = protocols[item.conn.protocol].dissect(item)
            if decoded.warnings and counters is not None and _cut_by_memory(decoded):
                counters.decodes_cut_by_memory += 1
            yield decoded
        else:
            yield item


def _cut_by_memory(item: DecodedExchange) -> bool:
    return any(w.kind is WarningKind.MEMORY_BUDGET for w in item.warnings)
