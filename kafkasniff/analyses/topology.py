"""`kafkasniff topology`: which client (client id and address) produces to and consumes from
which topic, in which groups, and which topics it commits offsets for."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from kafkasniff.analyses.kafka_fields import topic_partitions
from kafkasniff.model import DecodedExchange


@dataclass
class _Client:
    ports: set[int] = field(default_factory=set)
    brokers: set[str] = field(default_factory=set)
    produces: dict[str, int] = field(default_factory=dict)  # topic -> Produce requests
    consumes: dict[str, int] = field(default_factory=dict)  # topic -> Fetch requests
    commits: set[str] = field(default_factory=set)
    groups: set[str] = field(default_factory=set)
    transactional_ids: set[str] = field(default_factory=set)


class TopologyAnalysis:
    def __init__(self) -> None:
        self._clients: dict[tuple[str, str], _Client] = defaultdict(_Client)

    def feed(self, e: DecodedExchange) -> None:
        request = e.fields.get("request")
        if request is None:
            return
        conn = e.exchange.conn
        client = self._clients[(e.fields.get("client_id") or "-", conn.client[0])]
        client.ports.add(conn.client[1])
        client.brokers.add(f"{conn.server[0]}:{conn.server[1]}")
        if e.fields.get("group"):
            client.groups.add(e.fields["group"])
        ids, api = e.fields["topic_ids"], e.fields.get("api")
        if api == "Produce":
            if request.get("transactional_id"):
                client.transactional_ids.add(request["transactional_id"])
            for topic in {t for t, _, _ in topic_partitions(request, "topic_data", "partition_data", ids)}:
                client.produces[topic] = client.produces.get(topic, 0) + 1
        elif api in ("Fetch", "ShareFetch"):
            for topic in {t for t, _, _ in topic_partitions(request, "topics", "partitions", ids)}:
                client.consumes[topic] = client.consumes.get(topic, 0) + 1
        elif api in ("OffsetCommit", "TxnOffsetCommit"):
            client.commits.update(t for t, _, _ in topic_partitions(request, "topics", "partitions", ids))

    def rows(self) -> list[dict[str, Any]]:
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
            for (client_id, address), c in sorted(self._clients.items())
        ]


COLUMNS = (
    ("client_id", "client id"), ("address", "address"), ("connections", "connections"),
    ("produces_to", "produces to (Produce requests)"), ("consumes_from", "consumes from (Fetch requests)"),
    ("groups", "groups"),
    ("commits_for", "commits for"),
)  # fmt: skip
