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


def stale_sent(facts: dict[str, Any], where: str) -> list[Row]:
    """The commits the clients logged for a partition that were stale: sent by a member that did
    not own the partition then (`owned` false), or flagged stale by the recorder's own rule."""
    logged = facts["commits"].get(where, [])
    return sorted((c for c in logged if c.get("stale") or c.get("owned") is False), key=lambda c: c["sent_ts"])


def named_culprits(rows: dict[str, Row], facts: dict[str, Any], group: str = "billing") -> list[tuple[Row, list[Row]]]:
    """Each partition's stale committer in `commits`' rows, checked to be the culprit with its
    member id, connection, count, generations and offsets of every stale commit its client logged
    (refused ones included), and how many of them lowered the committed offset (took effect as
    stale); with those logged commits, for the caller's checks of when."""
    culprit = facts["culprit"]
    stale = {where: found for where in facts["commits"] if (found := stale_sent(facts, where))}
    assert {k for k, r in rows.items() if r["stale_committers"]} == {f"{group}/{where}" for where in stale}
    named = []
    for where, logged in stale.items():
        [who] = rows[f"{group}/{where}"]["stale_committers"]
        assert who["client_id"] == culprit["client_id"]
        assert {(c["member_id"], c["connection"]) for c in logged} == {(who["member_id"], who["conn"])}
        assert [who["conn"]] == culprit["commit_connections"]
        assert (who["commits"], who["generations"], who["offsets"]) == (
            len(logged),
            sorted({c["generation"] for c in logged}),
            sorted({c["offset"] for c in logged}),
        )
        assert who["lowered"] == culprit["stale_applied_per_partition"][where]["count"]
        named.append((who, logged))
    return named
