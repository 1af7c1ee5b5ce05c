"""`kafkasniff topology`: which client (client id and address) produces to and consumes from
which topic, in which groups, and which topics it commits offsets for."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from kafkasniff.analyses.damaged import answered_partitions, damaged
from kafkasniff.analyses.kafka_fields import topic_partitions
from kafkasniff.analyses.keyed import Key, KeyedAnalysis, PerKey, Rows
from kafkasniff.model import DecodedExchange, text_endpoint

# The `index` table's columns `topology` reads
ROW_COLUMNS = ("api", "client", "broker", "client_id", "group_id", "transactional_id", "partitions")
# The partition facts (analyses/facts.py) of the requests that produce, consume and commit
PRODUCE, FETCH, COMMIT = "produce", "fetch", "commit"


@dataclass(slots=True)
class ClientRequest:
    """What a request says of its client: who, to which broker, and which topics it is about."""

    client_id: str  # "-" when it sent none
    address: str
    port: int
    broker: str  # host:port
    group: str | None
    transactional_id: str | None  # a Produce request's
    produces: frozenset[str] = frozenset()  # a Produce request's topics
    consumes: frozenset[str] = frozenset()  # a Fetch (ShareFetch) request's
    commits: frozenset[str] = frozenset()  # an OffsetCommit (TxnOffsetCommit) request's


def request_of_exchange(e: DecodedExchange) -> ClientRequest | None:
    request = e.fields.get("request")
    if request is None:
        return None
    conn, api, ids = e.exchange.conn, e.fields.get("api"), e.fields["topic_ids"]
    found = ClientRequest(e.fields.get("client_id") or "-", conn.client[0], conn.client[1],
                          f"{conn.server[0]}:{conn.server[1]}", e.fields.get("group") or None, None)  # fmt: skip
    if api == "Produce":
        found.transactional_id = request.get("transactional_id") or None
        found.produces = _requested_topics(e, request, "topic_data", "partition_data")
    elif api in ("Fetch", "ShareFetch"):
        found.consumes = _topics(topic_partitions(request, "topics", "partitions", ids))
    elif api in ("OffsetCommit", "TxnOffsetCommit"):
        found.commits = _requested_topics(e, request, "topics", "partitions")
    return found


def _requested_topics(e: DecodedExchange, request: dict[str, Any], topics: str, partitions: str) -> frozenset[str]:
    """The topics a request names; of a cut request, with those only its whole response names."""
    if damaged(e.exchange.request):
        return frozenset(a.topic for a in answered_partitions(e))
    return _topics(topic_partitions(request, topics, partitions, e.fields["topic_ids"]))


def request_of_row(row: dict[str, Any]) -> ClientRequest | None:
    """The same from an `index` table row, the topics from its partition facts. (The table keeps
    no facts of ShareFetch requests: a share consumer's topics are missing from its rows.)"""
    if row["api"] is None:
        return None
    address, port = text_endpoint(row["client"])
    host, broker_port = text_endpoint(row["broker"])
    topics: dict[str, set[str]] = {PRODUCE: set(), FETCH: set(), COMMIT: set()}
    for fact in row["partitions"] or ():
        if fact["kind"] in topics:
            topics[fact["kind"]].add(fact["topic"] or fact["topic_id"])
    txn = row["transactional_id"] if row["api"] == "Produce" else None
    return ClientRequest(row["client_id"] or "-", address, port, f"{host}:{broker_port}", row["group_id"] or None,
                         txn or None, frozenset(topics[PRODUCE]), frozenset(topics[FETCH]),
                         frozenset(topics[COMMIT]))  # fmt: skip


def _topics(found: Iterable[tuple[str, int, Any]]) -> frozenset[str]:
    return frozenset(topic for topic, _, _ in found)


@dataclass(slots=True)
class ClientState:
    ports: set[int] = field(default_factory=set)
    brokers: set[str] = field(default_factory=set)
    produces: Counter[str] = field(default_factory=Counter)  # topic -> Produce requests
    consumes: Counter[str] = field(default_factory=Counter)  # topic -> Fetch requests
    commits: set[str] = field(default_factory=set)
    groups: set[str] = field(default_factory=set)
    transactional_ids: set[str] = field(default_factory=set)

    def merge(self, other: ClientState) -> ClientState:
        self.ports |= other.ports
        self.brokers |= other.brokers
        self.produces.update(other.produces)
        self.consumes.update(other.consumes)
        self.commits |= other.commits
        self.groups |= other.groups
        self.transactional_ids |= other.transactional_ids
        return self


class Topology(KeyedAnalysis[ClientRequest, ClientState]):
    """Keys: (client id, address)."""

    row_columns = ROW_COLUMNS

    def fact_of_exchange(self, e: DecodedExchange) -> ClientRequest | None:
        return request_of_exchange(e)

    def fact_of_row(self, row: dict[str, Any]) -> ClientRequest | None:
        return request_of_row(row)

    def add(self, states: dict[Key, ClientState], fact: ClientRequest) -> None:
        client = states.get((fact.client_id, fact.address))
        if client is None:
            client = states[(fact.client_id, fact.address)] = ClientState()
        client.ports.add(fact.port)
        client.brokers.add(fact.broker)
        if fact.group is not None:
            client.groups.add(fact.group)
        if fact.transactional_id is not None:
            client.transactional_ids.add(fact.transactional_id)
        for topic in fact.produces:  # (not Counter.update: its Mapping check costs more than the count)
            client.produces[topic] += 1
        for topic in fact.consumes:
            client.consumes[topic] += 1
        if fact.commits:
            client.commits |= fact.commits

    def key_kind(self, key: Key) -> str:
        return "client"

    def rows(self, states: dict[Key, ClientState]) -> Rows:
        return [
            {
                "client_id": client_id,
                "address": address,
                "connections": len(c.ports),
                "brokers": sorted(c.brokers),
                "produces_to": dict(sorted(c.produces.items())),
                "consumes_from": dict(sorted(c.consumes.items())),
                "commits_for": sorted(c.commits),
                "groups": sorted(c.groups),
                "transactional_ids": sorted(c.transactional_ids),
            }  # fmt: skip
            for (client_id, address), c in sorted(states.items())
        ]


class TopologyAnalysis(PerKey[ClientRequest, ClientState]):
    def __init__(self) -> None:
        super().__init__(Topology())


COLUMNS = (
    ("client_id", "client id"), ("address", "address"), ("connections", "connections"),
    ("produces_to", "produces to (Produce requests)"), ("consumes_from", "consumes from (Fetch requests)"),
    ("groups", "groups"),
    ("commits_for", "commits for"),
)  # fmt: skip
