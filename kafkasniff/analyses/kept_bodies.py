"""The decoded bodies an exchange table keeps for the analyses that read bodies, not facts:
`groups` (JoinGroup to LeaveGroup, DescribeGroups, KIP-848/KIP-932 heartbeats, refused
OffsetCommits) and `txn`
(InitProducerId to EndTxn, transactional Produce requests, Fetch answers carrying transaction
markers). Those exchanges are few next to the data traffic, so `groups --table` and `txn --table`
replay them through the very analyses a capture is read with.

Bodies are kept as the analyses see them from a capture (bytes as their length, `render_bytes=len`),
with record sets thinned to what they read: batch headers, and a control batch's markers."""

from __future__ import annotations

import json
from typing import Any

from kafkasniff.analyses.epoch_groups import EPOCH_APIS
from kafkasniff.analyses.groups import GROUP_APIS
from kafkasniff.analyses.kafka_fields import batches, topic_partitions
from kafkasniff.dissectors.kafka.vocabulary import PROTOCOL as KAFKA
from kafkasniff.model import DecodedExchange

TXN_APIS = ("InitProducerId", "AddPartitionsToTxn", "AddOffsetsToTxn", "TxnOffsetCommit", "EndTxn")
BODY_APIS = frozenset({*GROUP_APIS, "DescribeGroups", *EPOCH_APIS, *TXN_APIS})


def kept_bodies(item: DecodedExchange) -> str | None:
    """{"request": ..., "response": ...} as JSON for an exchange `groups` or `txn` reads, else None."""
    f = item.fields
    api = f.get("api")
    if item.exchange.conn.protocol != KAFKA or f.get("request") is None or not _read_by_analyses(api, f):
        return None
    return json.dumps({"request": _kept(f.get("request")), "response": _kept(f.get("response"))})


def _read_by_analyses(api: Any, f: dict[str, Any]) -> bool:
    if api in ("Produce", "InitProducerId"):  # an idempotent producer's are not transactions'
        return isinstance(f.get("request"), dict) and bool(f["request"].get("transactional_id"))
    if api in BODY_APIS:
        return True
    if api == "OffsetCommit":  # a refused one counts among its generation's errors in `groups`
        return bool(f.get("error_details"))
    if api == "Fetch":
        return any(batch.get("control") for _, _, entry in topic_partitions(f.get("response"), "responses",
                                                                           "partitions", {})
                   for batch in batches(entry.get("records")))  # fmt: skip
    return False


def _kept(value: Any) -> Any:
    """A body as the analyses read it: bytes as their length, record sets thinned."""
    if isinstance(value, dict):
        return {k: _thin_records(v) if k == "records" and isinstance(v, dict) else _kept(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_kept(v) for v in value]
    if isinstance(value, bytes | bytearray | memoryview):
        return len(value)
    return value


def _thin_records(records: dict[str, Any]) -> dict[str, Any]:
    out = {k: _kept(v) for k, v in records.items() if k != "batches"}
    if "batches" in records:
        out["batches"] = [_thin_batch(b) for b in records["batches"] or []]
    return out


def _thin_batch(batch: dict[str, Any]) -> dict[str, Any]:
    """A batch's header; a control batch keeps its markers (offset and control), nested legacy
    messages are thinned alike."""
    dropped = ("records", "batches", "key", "value", "headers", "last_offset_delta")  # (the latter: no --records only)
    out = {k: _kept(v) for k, v in batch.items() if k not in dropped}
    if batch.get("control"):
        out["records"] = [{"offset": r.get("offset"), "control": r.get("control")} for r in batch.get("records") or []]
    if batch.get("batches"):
        out["batches"] = [_thin_batch(b) for b in batch["batches"]]
    return out
