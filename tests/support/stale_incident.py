"""The stale-commit incident's culprit as `commits` names it, against what the culprit's own client
logged (the sidecar's `culprit`): shared by the sarama and the Java consumer samples."""

from __future__ import annotations

from typing import Any

from kafkasniff.model import DecodedExchange

Row = dict[str, Any]


def requested(e: DecodedExchange) -> float:
    """When the exchange's request was on the wire, in seconds."""
    assert e.exchange.request is not None
    return e.exchange.request.ts / 1e9


def per_partition(body: dict[str, Any], value: str) -> dict[str, int]:
    """topic/partition -> one field of each partition a commit body lists."""
    return {f"{t['name']}/{p['partition_index']}": p[value] for t in body["topics"] for p in t["partitions"]}


def named_culprits(rows: dict[str, Row], culprit: dict[str, Any], group: str = "billing") -> list[tuple[Row, Row]]:
    """Each partition's stale committer in `commits`' rows, checked to be the culprit with its
    member id, connection, count, generations and offsets; with what the culprit logged for that
    partition, for the caller's checks of when."""
    stale = culprit["stale_applied_per_partition"]
    assert {k for k, r in rows.items() if r["stale_committers"]} == {f"{group}/{where}" for where in stale}
    named = []
    for where, expected in stale.items():
        [who] = rows[f"{group}/{where}"]["stale_committers"]
        assert (who["client_id"], [who["member_id"]], [who["conn"]]) == (
            culprit["client_id"],
            expected["member_ids"],
            expected["connections"],
        )
        assert [who["conn"]] == culprit["commit_connections"]
        assert (who["commits"], who["generations"], who["offsets"]) == (
            expected["count"],
            expected["generations"],
            expected["offsets"],
        )
        named.append((who, expected))
    return named
