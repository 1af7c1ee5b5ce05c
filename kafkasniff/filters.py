"""Which exchanges to show: the --api, --topic, --group, --client-id, --collection, --errors,
--conn, --since/--until and --min-latency options, combined with AND (values of one option with
OR). --api matches a MongoDB command name, --collection a MongoDB collection."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TypeVar

from kafkasniff.model import DecodedExchange, endpoint_text

Predicate = Callable[[DecodedExchange], bool]
Passed = TypeVar("Passed")  # notices (and exchanges already filtered elsewhere) pass through


class FilterError(ValueError):
    """An option value that cannot be understood; the message is for the user."""


@dataclass
class Filters:
    apis: tuple[str, ...] = ()
    topics: tuple[str, ...] = ()
    groups: tuple[str, ...] = ()
    client_ids: tuple[str, ...] = ()
    collections: tuple[str, ...] = ()
    errors_only: bool = False
    conns: tuple[str, ...] = ()
    since: str | None = None
    until: str | None = None
    min_latency_ms: float | None = None
    predicates: list[Predicate] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        p = self.predicates
        if self.apis:
            wanted = {a.lower() for a in self.apis}
            p.append(lambda e: str(e.fields.get("api")).lower() in wanted or str(e.fields.get("api_key")) in wanted)
        if self.topics:
            topics = set(self.topics)
            p.append(lambda e: not topics.isdisjoint(e.fields.get("topics") or ()))
        if self.groups:
            groups = set(self.groups)
            p.append(lambda e: e.fields.get("group") in groups)
        if self.client_ids:
            clients = set(self.client_ids)
            p.append(lambda e: e.fields.get("client_id") in clients)
        if self.collections:
            collections = set(self.collections)
            p.append(lambda e: not collections.isdisjoint(_collection_names(e)))
        if self.errors_only:
            p.append(lambda e: bool(e.errors))
        if self.conns:
            conns = set(self.conns)
            p.append(lambda e: _endpoints(e) & conns != set())
        if self.since is not None:
            since = parse_time(self.since)
            p.append(lambda e: e.exchange.ts >= since)
        if self.until is not None:
            until = parse_time(self.until)
            p.append(lambda e: e.exchange.ts <= until)
        if self.min_latency_ms is not None:
            floor_ns = self.min_latency_ms * 1e6
            p.append(lambda e: e.exchange.latency_ns is not None and e.exchange.latency_ns >= floor_ns)

    def __call__(self, item: DecodedExchange) -> bool:
        return all(p(item) for p in self.predicates)

    def apply(self, items: Iterable[DecodedExchange | Passed]) -> Iterator[DecodedExchange | Passed]:
        if not self.predicates:
            yield from items
            return
        for item in items:
            if not isinstance(item, DecodedExchange) or self(item):
                yield item


def _collection_names(e: DecodedExchange) -> set[str]:
    collection = e.fields.get("collection")
    if not collection:
        return set()
    return {collection, f"{e.fields.get('database')}.{collection}"}


def _endpoints(e: DecodedExchange) -> set[str]:
    conn = e.exchange.conn
    texts = {endpoint_text(conn.client), endpoint_text(conn.server)}
    return texts | {t.split(":")[0] for t in texts} | {f":{conn.client[1]}", f":{conn.server[1]}"}


def parse_time(text: str) -> int:
    """Epoch seconds (float) or an ISO 8601 date-time (UTC unless it says otherwise) -> epoch ns."""
    if re.fullmatch(r"\d+(\.\d+)?", text):
        return int(float(text) * 1e9)
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise FilterError(f"{text!r} is not a time (epoch seconds or ISO 8601, e.g. 2026-11-21T09:33:27)") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return int(moment.timestamp() * 1e9)
