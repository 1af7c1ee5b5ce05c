"""Dissection: each exchange handed to its protocol's decoder; notices pass through."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from kafkasniff.dissectors.base import WireProtocol
from kafkasniff.model import DecodedExchange, Exchange, Notice


def dissect(
    items: Iterable[Exchange | Notice], protocols: Mapping[str, WireProtocol]
) -> Iterator[DecodedExchange | Notice]:
    for item in items:
        if isinstance(item, Exchange):
            yield protocols[item.conn.protocol].dissect(item)
        else:
            yield item
