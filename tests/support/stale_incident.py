"""The stale-commit incident's culprit as `commits` names it, against what the culprit's own client
logged (the sidecar's `culprit`): shared by the sarama and the Java consumer samples."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kafkasniff.model import DecodedExchange
from samples.record.stuck_commits import stuck_commits

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


def checked_stuck(rows: dict[str, Row], facts: dict[str, Any], sent: str, accepted: Callable[[Row], bool],
                  group: str = "billing") -> int:  # fmt: skip
    """Each partition's `stuck` commits in `commits`' rows against the clients' logs: every commit
    the logs call stuck (stuck_commits.RULE) is among them, sent while the wire shows it, and the
    rest are the culprit's own repeats of those offsets, which the wire calls stuck earlier (the
    group was delivered past them before a higher commit went out). Returns how many were checked."""
    culprit = facts["culprit"]["client_id"]
    checked = 0
    for where, logged in facts["commits"].items():
        truth = stuck_commits(logged, sent, accepted)
        [found] = [v for v in rows[f"{group}/{where}"]["verdicts"] if v["verdict"] == "stuck"] or [None]
        if not truth:
            assert found is None, where
            continue
        assert found is not None and found["evidence_omitted"] == 0, where
        on_wire = found["evidence"]
        assert {e["client_id"] for e in on_wire} == {culprit}
        assert {e["offset"] for e in on_wire} == {c["offset"] for c in truth}
        for c in truth:
            assert any(c[sent] - 0.01 <= e["ts"] <= c["answer_ts"] for e in on_wire), (where, c)
        checked += len(truth)
    return checked
