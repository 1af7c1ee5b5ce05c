"""The flat facts of one decoded exchange: the row the bulk pipeline stores per exchange (the
shared columns, the fields the protocols' declared columns copy, and the Kafka facts computed from
the bodies), and its per-partition facts (what was committed, fetched, produced where)."""

from __future__ import annotations

from typing import Any

from kafkasniff.analyses.consumed import READ_COMMITTED, Read, read_of
from kafkasniff.analyses.damaged import ANSWERED_APIS, Answer, PartitionAnswer, answered_partitions, damaged
from kafkasniff.analyses.kafka_fields import (
    batches,
    body_of,
    conn_text,
    looks_like_topic_id,
    partition_index,
    topic_name,
)
from kafkasniff.analyses.kept_bodies import kept_bodies
from kafkasniff.dissectors.declaration import ListOf
from kafkasniff.dissectors.kafka.vocabulary import NEED_ANSWER, PARTITION_OFFSETS, PartitionOffsets
from kafkasniff.dissectors.registry import DECLARATIONS
from kafkasniff.model import DecodedExchange, endpoint_text

ERROR_KEYS = ("error", "code", "topic", "partition")
# the protocols' columns that hold an exchange field as it is: (column, field, a list?); every row has
# them all (a column of one protocol is null, or an empty list, in the others' rows)
_COPIED = tuple((c.name, c.copies, isinstance(c.type, ListOf)) for d in DECLARATIONS for c in d.columns if c.copies)


def exchange_row(item: DecodedExchange) -> dict[str, Any]:
    """One exchange as a flat row (see the README's table schema)."""
    ex = item.exchange
    f = dict(item.fields)  # the eager fields, read below with dict's own get (the bodies are lazy)
    request, response = body_of(item.fields, "request"), body_of(item.fields, "response")
    latency, api, client, server = ex.latency_ns, f.get("api"), ex.conn.client, ex.conn.server
    member_id = request.get("member_id")
    return {
        "ts_ns": ex.ts,
        "client": endpoint_text(client),
        "broker": endpoint_text(server),
        "conn": conn_text(item),
        "protocol": ex.conn.protocol,
        "api": api,
        "client_id": f.get("client_id"),
        "status": ex.status,
        "latency_ms": None if latency is None else latency / 1e6,
        "latency_bound": ex.latency_bound,
        "answered_ns": ex.response.ts if ex.response is not None else None,
        "request_size": ex.request.size if ex.request else None,
        "response_size": ex.response.size if ex.response else None,
        "errors": list(item.errors),
        "error_details": [{k: d.get(k) for k in ERROR_KEYS} for d in f.get("error_details", [])],
        "warnings": [str(w.kind) for w in item.warnings],
        **{column: (list(f.get(key) or []) if many else f.get(key)) for column, key, many in _COPIED},
        "generation": _first_int(request, "generation_id_or_member_epoch", "generation_id"),
        "member_id": member_id if isinstance(member_id, str) else None,
        "transactional_id": request.get("transactional_id"),
        "producer_id": _first_int(request, "producer_id"),
        "producer_epoch": _first_int(request, "producer_epoch"),
        "acks": _first_int(request, "acks") if api == "Produce" else None,
        "txn_result": _txn_result(ex.response is not None, api, request, response),
        "throttle_ms": _first_int(response, "throttle_time_ms"),
        "metadata_topics": _metadata_topics(response) if api == "Metadata" else {},
        "partitions": _partition_facts(item, f, request, response),
        "bodies": kept_bodies(item),
    }


def partition_facts(item: DecodedExchange) -> list[dict[str, Any]]:
    f = item.fields
    return _partition_facts(item, f, body_of(f, "request"), body_of(f, "response"))


def _partition_facts(
    item: DecodedExchange, f: dict[str, Any], request: dict[str, Any], response: dict[str, Any]
) -> list[dict[str, Any]]:
    """The facts of every partition the exchange's bodies list, as `kind` of fact they give.
    (Run for every exchange an index stores: written as plain loops, without generators.)"""
    specs = _FACT_SPECS.get(str(f.get("api")))
    if not specs:
        return []
    details = f.get("error_details")
    errors = {(d.get("topic"), d.get("partition")): d["error"] for d in details} if details else {}
    unanswered = item.exchange.response is None
    topic_ids = f.get("topic_ids", {})
    out: list[dict[str, Any]] = []
    read_committed = request.get("isolation_level") == READ_COMMITTED
    for side, spec, kind in specs:
        body = request if side == "request" else response
        needs_answer, fetched, offset_field = kind in NEED_ANSWER, kind == "fetched", spec.offset
        # an OffsetDelete refused as a whole (GROUP_ID_NOT_FOUND...) names no partition
        whole = errors.get((None, None)) if kind == "offset_delete" else None
        for group, entry_body in _bodies(f, side, body):
            for topic_entry in (entry_body or {}).get(spec.topics) or ():
                topic = topic_name(topic_entry, {})
                if topic is None:
                    continue
                is_id = looks_like_topic_id(topic)
                name, topic_id = (topic_ids.get(topic), topic) if is_id else (topic, None)
                for entry in topic_entry.get(spec.partitions) or ():
                    partition = partition_index(entry)
                    if partition is None:
                        continue
                    error = errors.get((name or topic, partition), whole)
                    if unanswered and needs_answer:
                        error = "UNANSWERED"
                    count, markers, batch_count, size = _records(entry.get("records"))
                    fact = {
                        "group": group, "topic": name, "topic_id": topic_id, "partition": partition, "kind": kind,
                        "offset": entry.get(offset_field) if offset_field else None,
                        "leader_epoch": entry.get("committed_leader_epoch"), "error": error,
                        "records": count, "markers": markers, "batches": batch_count, "bytes": size,
                        "fetched_end": None, "delivered_end": None, "txn_events": None,
                        "high_watermark": None, "last_stable_offset": None, "uncertain": None,
                    }  # fmt: skip
                    if fetched:
                        fact.update(_read(read_of(entry, read_committed)), **_broker_offsets(entry))
                    out.append(fact)
    ex = item.exchange
    if damaged(ex.request) or damaged(ex.response):
        _doubted(item, f, out, errors)
    return out


def _doubted(item: DecodedExchange, f: dict[str, Any], out: list[dict[str, Any]], errors: dict[Any, str]) -> None:
    """A damaged exchange's facts, each with the values its lost bytes held listed as `uncertain`
    (records counted from what survived: at least those; an offset: unknown; an error: unknown
    when the bytes answering it were lost); and the partitions only its response names, whose
    request entries were lost: answered, so written or committed, their values unknown."""
    ex = item.exchange
    lost = {"request": damaged(ex.request), "response": damaged(ex.response)}
    answers = {(a.topic, a.partition): a for a in answered_partitions(item)}
    request_kind = _REQUEST_KIND.get(str(f.get("api")))
    for fact in out:
        doubtful = [key for key in _VALUES[fact["kind"]] if fact[key] is None] if lost[_SIDE[fact["kind"]]] else []
        answer = answers.get((fact["topic"] or fact["topic_id"], fact["partition"]))
        if fact["kind"] == request_kind and answer is not None and answer.answer is Answer.LOST:
            doubtful.append("error")
        fact["uncertain"] = doubtful or None
    if request_kind is None:
        return
    for answer in answers.values():
        if answer.named_by_response_only:
            out.append(_answered_only(f, answer, request_kind, errors))


def _answered_only(f: dict[str, Any], answer: PartitionAnswer, kind: str, errors: dict[Any, str]) -> dict[str, Any]:
    """The fact of a partition only the response names: the request's values for it were lost."""
    unnamed = looks_like_topic_id(answer.topic)  # (an id a Metadata named comes as its name)
    name, topic_id = (None, answer.topic) if unnamed else (answer.topic, None)
    return {
        "group": f.get("group"), "topic": name, "topic_id": topic_id, "partition": answer.partition, "kind": kind,
        "offset": None, "leader_epoch": None, "error": errors.get((name or answer.topic, answer.partition)),
        "records": None, "markers": None, "batches": None, "bytes": None,
        "fetched_end": None, "delivered_end": None, "txn_events": None,
        "high_watermark": None, "last_stable_offset": None, "uncertain": list(_VALUES[kind]) or None,
    }  # fmt: skip


# api -> the sides whose partitions give facts: (side, where its partitions are, kind of fact)
_FACT_SPECS: dict[str, list[tuple[str, PartitionOffsets, str]]] = {}
for (_api, _side), _spec in PARTITION_OFFSETS.items():
    if _spec.kind is not None:
        _FACT_SPECS.setdefault(_api, []).append((_side, _spec, _spec.kind))
for _sides in _FACT_SPECS.values():
    _sides.sort(key=lambda entry: entry[0] != "request")  # the request's facts first

# kind of fact -> the side of the exchange it is read from, and its values that live in that side's bytes
_SIDE = {kind: side for sides in _FACT_SPECS.values() for side, _, kind in sides}
_RECORD_VALUES = ("records", "markers", "batches", "bytes")
_VALUES = {kind: (("offset",) if spec.offset else ()) + (_RECORD_VALUES if kind in ("produce", "fetched") else ())
           for sides in _FACT_SPECS.values() for _, spec, kind in sides}  # fmt: skip
# the kind of fact each partition of a request gives, for the apis whose responses answer each
_REQUEST_KIND = {api: kind for api, sides in _FACT_SPECS.items() for side, _, kind in sides
                 if side == "request" and api in ANSWERED_APIS}  # fmt: skip


def _bodies(
    f: dict[str, Any], side: str, body: dict[str, Any]
) -> list[tuple[str | None, dict[str, Any] | None]]:  # fmt: skip
    """(group, body) pairs: OffsetFetch v8+ answers for several groups at once."""
    if f.get("api") == "OffsetFetch" and side == "response" and body:
        groups = body.get("groups") or [{"group_id": f.get("group"), "topics": body.get("topics")}]
        return [(g.get("group_id"), g) for g in groups]
    return [(f.get("group"), body)]


def _broker_offsets(entry: dict[str, Any]) -> dict[str, int | None]:
    """The high watermark and last stable offset a Fetch answer reported (none beside an error)."""
    if entry.get("error_code"):
        return {"high_watermark": None, "last_stable_offset": None}
    return {key: value if isinstance(value := entry.get(key), int) and value >= 0 else None
            for key in ("high_watermark", "last_stable_offset")}  # fmt: skip


def _read(read: Read) -> dict[str, Any]:
    events = [{"producer_id": e.producer_id, "end": e.end, "marker": e.marker, "records": e.records}
              for e in read.txn_events]  # fmt: skip
    return {"fetched_end": read.covered, "delivered_end": read.delivered, "txn_events": events}


def _records(records: dict[str, Any] | None) -> tuple[int | None, int | None, int | None, int | None]:
    """Data records, control records (transaction markers), batches and bytes of a decoded record
    set: what `stats` counts."""
    if not isinstance(records, dict):
        return None, None, None, None
    if "batches" not in records:  # not decoded
        return None, None, None, records.get("size")
    count = markers = batch_count = 0
    for batch in batches(records):
        n = batch.get("record_count")
        if n is None:
            n = len(batch.get("records") or ())
        if batch.get("control"):
            markers += n
        else:
            count += n
        batch_count += 1
    return count, markers, batch_count, records.get("size")


def _txn_result(answered: bool, api: Any, request: dict[str, Any], response: dict[str, Any]) -> str | None:
    """An EndTxn that ended its transaction: COMMIT or ABORT (one answered with an error ended nothing)."""
    if api != "EndTxn" or not answered or response.get("error_code") or not isinstance(request.get("committed"), bool):
        return None
    return "COMMIT" if request["committed"] else "ABORT"


def _first_int(body: dict[str, Any], *keys: str) -> int | None:
    for key in keys:
        value = body.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            return int(value)
    return None


def _metadata_topics(response: dict[str, Any]) -> dict[str, str]:
    topics = response.get("topics") or []
    return {t["topic_id"]: t["name"] for t in topics if t.get("topic_id") and t.get("name")}
