"""`kafkasniff txn`: transactions per transactional id, producer id and epoch: the partitions and
offsets they add, the records they produce, how they end (EndTxn commit or abort), the control
markers Fetch responses carry for them, how long they took, and which are still open.

Transactions v2 (KIP-890 part 2: Produce v12+, EndTxn v5+) enroll a partition with the first
transactional Produce to it, not with AddPartitionsToTxn, and bump the producer epoch at every
EndTxn: its answer names the epoch the next transaction uses, which its markers may carry too.

AddPartitionsToTxn v4+ is sent by brokers only (KIP-890): the partition leader, while a
transactional write waits, asks the transaction coordinator about the producers' partitions, a
batch of transactions per request. Under transactions v1 it checks that the client enrolled them
(verify_only): no enrolment, so it neither begins a transaction nor marks a partition never
joined. Under transactions v2 it enrolls them itself (verify_only false), on the Produce's
behalf: the partitions the transaction then writes to are enrolled by Produce.

Outcomes: committed and aborted (an EndTxn answered without error), open (it began, by a
partition the coordinator accepted, records or offsets, and nothing ended it by the end of the
capture), abandoned (the producer initialised again before ending it: the coordinator aborts it),
end-failed (its EndTxn was answered with an error or never answered), never-began (no partition
joined: AddPartitionsToTxn refused or never answered), and init-failed (an InitProducerId
answered with an error or never answered: the attempt the others never get to).

A run of days (analyses/rolling.py) keeps this bounded two ways:
- Keys it forgets on demand (`state_keys`, `forget`): "producer" (a producer id: its
  transactions, open and finished, the control markers Fetch answers carried for it, its
  transactional id) and "transactional-id" (when its InitProducerId answers came, which tell an
  abandoned transaction; listed while a transaction of that id is held). Forgetting a producer
  leaves the other producers' rows whole; forgetting every key leaves nothing.
- `history` (None: keep everything, as every command does) caps, per producer id, the finished
  transactions at the last `history` (and the open ones: a transaction left open by a producer
  that initialised again stays open forever), the markers at the last `history` per partition,
  and per transactional id the last `history` InitProducerId times (the latest is what tells an
  abandoned transaction, so outcomes stay exact). Rows then list the transactions held; a marker
  whose transaction was dropped matches none. Drops are counted in `dropped` by kind
  ("transaction", "open-transaction", "marker", "init")."""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from kafkasniff.analyses.history import keep_last
from kafkasniff.analyses.kafka_fields import batches, body_of, request_ts, response_ts, topic_partitions
from kafkasniff.model import DecodedExchange

TV2_PRODUCE, TV2_END_TXN = 12, 5  # the first versions of transactions v2 (KIP-890 part 2)
BROKER_ADD = 4  # the first AddPartitionsToTxn version, the partition leader's only (KIP-890 part 1)


@dataclass
class _Txn:
    transactional_id: str
    producer_id: int
    epoch: int
    started: float
    outcome: str = "open"
    ended: float | None = None
    partitions: set[str] = field(default_factory=set)
    groups: set[str] = field(default_factory=set)
    offsets: dict[str, int] = field(default_factory=dict)
    records: int = 0
    markers: list[dict[str, Any]] = field(default_factory=list)
    first_offsets: dict[str, int] = field(default_factory=dict)  # partition -> first offset written
    errors: Counter[str] = field(default_factory=Counter)
    enrolled_by_produce: set[str] = field(default_factory=set)  # transactions v2: no AddPartitionsToTxn
    leader_added: set[str] = field(default_factory=set)  # transactions v2: enrolled by the partition leader
    v2: bool = False
    next_epoch: int | None = None  # transactions v2: the epoch EndTxn bumped to
    not_joined: dict[str, str] = field(default_factory=dict)  # partition -> why: the error or UNANSWERED
    end_error: str | None = None  # the last EndTxn's error, when it ended nothing

    def began(self) -> bool:
        return bool(self.partitions or self.records or self.offsets)


MarkerKey = tuple[int, int, str, int]  # producer id, epoch, topic/partition, offset


class TxnAnalysis:
    def __init__(self, history: int | None = None) -> None:
        if history is not None and history < 1:
            raise ValueError("history must keep at least one observation")
        self.history = history
        self.dropped: Counter[str] = Counter()  # what the history cap dropped, by kind
        self._per_producer: Counter[int] = Counter()  # finished transactions held per producer id (with a cap)
        self._markers_at: dict[
            tuple[int, str], list[MarkerKey]
        ] = {}  # (producer id, partition) -> markers (with a cap)
        self._done: list[_Txn] = []
        self._open: dict[tuple[int, int], _Txn] = {}
        self._ids: dict[int, str] = {}  # producer id -> transactional id, from InitProducerId
        self._inits: dict[str, list[float]] = {}  # transactional id -> when InitProducerId succeeded
        self._seen_markers: dict[MarkerKey, dict[str, Any]] = {}

    def feed(self, e: DecodedExchange) -> None:
        api, request = e.fields.get("api"), e.fields.get("request")
        if request is None:
            return
        response = body_of(e.fields, "response")
        if api == "InitProducerId" and request.get("transactional_id"):
            self._init(e, request, response)
        elif api == "AddPartitionsToTxn":
            for txn_request in request.get("transactions") or [_unprefixed(request)]:  # v4+ batches them
                if txn_request.get("verify_only"):
                    self._verified(txn_request, _refused(e, txn_request))
                else:
                    self._added(e, txn_request, _refused(e, txn_request))
        elif api == "AddOffsetsToTxn":
            self._txn(e, request).groups.add(request.get("group_id", ""))
        elif api == "TxnOffsetCommit":
            txn = self._txn(e, request)
            txn.groups.add(request.get("group_id", ""))
            for topic, partition, entry in topic_partitions(request, "topics", "partitions", e.fields["topic_ids"]):
                if isinstance(entry.get("committed_offset"), int):
                    txn.offsets[f"{request.get('group_id')}/{topic}/{partition}"] = entry["committed_offset"]
        elif api == "Produce" and request.get("transactional_id"):
            self._produce(e, request)
        elif api == "EndTxn":
            self._end(e, request, response)
        elif api == "Fetch":
            self._markers(e, response)
        for detail in e.fields.get("error_details", []):
            key = (request.get("producer_id"), request.get("producer_epoch"))
            if key in self._open:
                self._open[key].errors[f"{api}:{detail['error']}"] += 1

    def _init(self, e: DecodedExchange, request: dict[str, Any], response: dict[str, Any]) -> None:
        tid = request["transactional_id"]
        error = _error(e, response)
        if error is None and response.get("producer_id", -1) >= 0:
            self._ids[response["producer_id"]] = tid
            self._inits.setdefault(tid, []).append(request_ts(e))
            keep_last(self._inits[tid], self.history, self.dropped, "init")
            return
        failed = _Txn(tid, request.get("producer_id", -1), request.get("producer_epoch", -1), request_ts(e),
                      outcome="init-failed", ended=response_ts(e))  # fmt: skip
        failed.errors[f"InitProducerId:{error}"] += 1
        self._finished(failed)

    def _finished(self, txn: _Txn) -> None:
        """A transaction ended (or an attempt failed): past the history, its producer's oldest goes."""
        self._done.append(txn)
        if self.history is None:
            return
        pid = txn.producer_id
        self._per_producer[pid] += 1
        if self._per_producer[pid] > self.history:
            oldest = next(i for i, t in enumerate(self._done) if t.producer_id == pid)
            del self._done[oldest]
            self._per_producer[pid] -= 1
            self.dropped["transaction"] += 1

    def _added(self, e: DecodedExchange, txn_request: dict[str, Any], refused: dict[str, str]) -> None:
        """Partitions enrolled: by the client, or by the partition leader for a transactions v2 write."""
        txn = self._txn(e, txn_request)
        by_leader = e.fields["api_version"] >= BROKER_ADD
        for where in (f"{t}/{p}" for t, p in _partitions(txn_request)):
            if where in refused:
                txn.not_joined[where] = refused[where]
                continue
            txn.partitions.add(where)
            txn.not_joined.pop(where, None)
            if by_leader:  # on behalf of a write waiting on it: a Produce, or TxnOffsetCommit's offsets
                txn.leader_added.add(where)
                txn.v2 = True

    def _verified(self, txn_request: dict[str, Any], refused: dict[str, str]) -> None:
        """The partition leader's check that partitions are in an open transaction (transactions v1).
        Those confirmed are in it (the group offsets' partition AddOffsetsToTxn enrolled, say); a
        refusal is the write's error, not a partition that never joined."""
        txn = self._open.get((txn_request.get("producer_id", -1), txn_request.get("producer_epoch", -1)))
        if txn is None:
            return
        for where in (f"{t}/{p}" for t, p in _partitions(txn_request)):
            if where in refused:
                txn.errors[f"AddPartitionsToTxn:{refused[where]}"] += 1
            else:
                txn.partitions.add(where)

    def _txn(self, e: DecodedExchange, request: dict[str, Any]) -> _Txn:
        pid, epoch = request.get("producer_id", -1), request.get("producer_epoch", -1)
        txn = self._open.get((pid, epoch))
        if txn is None:
            tid = request.get("transactional_id") or self._ids.get(pid, "?")
            txn = self._open[(pid, epoch)] = _Txn(tid, pid, epoch, request_ts(e))
            if self.history is not None:
                self._cap_open(pid, self.history)
        return txn

    def _cap_open(self, pid: int, limit: int) -> None:
        """Past the history, the producer's transactions opened first are dropped."""
        opened = [key for key in self._open if key[0] == pid]
        for key in opened[: max(0, len(opened) - limit)]:
            del self._open[key]
            self.dropped["open-transaction"] += 1

    def _produce(self, e: DecodedExchange, request: dict[str, Any]) -> None:
        ids, v2 = e.fields["topic_ids"], e.fields["api_version"] >= TV2_PRODUCE
        acked = {(t, p): r.get("base_offset", -1) for t, p, r in
                 topic_partitions(e.fields.get("response"), "responses", "partition_responses", ids)}  # fmt: skip
        for topic, partition, entry in topic_partitions(request, "topic_data", "partition_data", ids):
            for batch in batches(entry.get("records")):
                if batch.get("transactional"):
                    pid = {"transactional_id": request["transactional_id"], "producer_id": batch.get("producer_id"),
                           "producer_epoch": batch.get("producer_epoch")}  # fmt: skip
                    txn = self._txn(e, pid)
                    txn.records += batch.get("record_count") or 0
                    where, base = f"{topic}/{partition}", acked.get((topic, partition), -1)
                    if v2 and (where not in txn.partitions or where in txn.leader_added):
                        txn.enrolled_by_produce.add(where)
                    txn.partitions.add(where)
                    txn.v2 = txn.v2 or v2
                    if base >= 0:
                        txn.first_offsets[where] = min(txn.first_offsets.get(where, base), base)

    def _end(self, e: DecodedExchange, request: dict[str, Any], response: dict[str, Any]) -> None:
        txn = self._txn(e, request)
        error = _error(e, response)
        if error is not None:
            txn.errors[f"EndTxn:{error}"] += 1
            txn.end_error = error
            return
        txn.outcome = "committed" if request.get("committed") else "aborted"
        txn.ended = response_ts(e)
        if e.fields["api_version"] >= TV2_END_TXN:
            txn.v2 = True
            txn.next_epoch = response.get("producer_epoch")
        self._finished(self._open.pop((txn.producer_id, txn.epoch)))

    def _markers(self, e: DecodedExchange, response: dict[str, Any]) -> None:
        for topic, partition, entry in topic_partitions(response, "responses", "partitions", e.fields["topic_ids"]):
            for batch in batches(entry.get("records")):
                if not batch.get("control"):
                    continue
                pid, epoch = batch.get("producer_id"), batch.get("producer_epoch")
                for record in batch.get("records") or []:
                    if not (isinstance(pid, int) and isinstance(epoch, int) and isinstance(record.get("offset"), int)):
                        continue  # a record the decode could not finish
                    key = (pid, epoch, f"{topic}/{partition}", record["offset"])
                    marker = {"topic": topic, "partition": partition, "offset": record["offset"],
                              "type": (record.get("control") or {}).get("type"), "seen": request_ts(e)}  # fmt: skip
                    if key not in self._seen_markers:
                        self._seen_markers[key] = marker
                        self._cap_markers(key)

    def _cap_markers(self, key: MarkerKey) -> None:
        """Past the history, the producer's markers first seen on the partition are dropped."""
        if self.history is None:
            return
        at = self._markers_at.setdefault((key[0], key[2]), [])
        at.append(key)
        for old in at[: max(0, len(at) - self.history)]:
            del self._seen_markers[old]
        keep_last(at, self.history, self.dropped, "marker")

    def rows(self) -> list[dict[str, Any]]:
        for txn in self._open.values():
            txn.outcome = self._unended(txn)
        txns = sorted([*self._done, *self._open.values()], key=lambda t: t.started)
        self._assign_markers(txns)
        return [_row(t) for t in txns]

    def state_keys(self) -> Iterator[tuple[str, Hashable]]:
        """(kind, key) of everything held (the module docstring)."""
        txns = [*self._done, *self._open.values()]
        producers = {t.producer_id for t in txns} | self._ids.keys() | {key[0] for key in self._seen_markers}
        yield from (("producer", pid) for pid in producers)
        yield from (("transactional-id", tid) for tid in self._inits.keys() | {t.transactional_id for t in txns})

    def forget(self, keys: Iterable[tuple[str, Hashable]]) -> None:
        keys = list(keys)
        producers = {key for kind, key in keys if kind == "producer" and isinstance(key, int)}
        self._done = [t for t in self._done if t.producer_id not in producers]
        self._open = {key: t for key, t in self._open.items() if key[0] not in producers}
        self._seen_markers = {key: m for key, m in self._seen_markers.items() if key[0] not in producers}
        self._markers_at = {key: at for key, at in self._markers_at.items() if key[0] not in producers}
        for pid in producers:
            self._ids.pop(pid, None)
            self._per_producer.pop(pid, None)
        for kind, tid in keys:
            if kind == "transactional-id" and isinstance(tid, str):
                self._inits.pop(tid, None)

    def held(self) -> int:
        """Transactions, markers and inits held (how a long run's state is measured)."""
        inits = sum(map(len, self._inits.values()))
        return len(self._done) + len(self._open) + len(self._seen_markers) + len(self._ids) + inits

    def _unended(self, txn: _Txn) -> str:
        """What became of a transaction no EndTxn ended."""
        if not txn.began():
            return "never-began"
        if any(ts > txn.started for ts in self._inits.get(txn.transactional_id, [])):
            return "abandoned"
        return "end-failed" if txn.end_error is not None else "open"

    def _assign_markers(self, txns: list[_Txn]) -> None:
        """A marker ends the last transaction that wrote to its partition before the marker's
        offset (by the offsets the broker acknowledged; in order when those are unknown). A marker
        an earlier answer (rows of a snapshot before) gave a transaction stays with it."""
        assigned = {id(m) for t in txns for m in t.markers}
        for (pid, epoch, where, offset), marker in sorted(self._seen_markers.items(), key=lambda kv: kv[0][3]):
            if id(marker) in assigned:
                continue
            ended = [t for t in txns if t.producer_id == pid and epoch in (t.epoch, t.next_epoch)
                     and where in t.partitions and t.outcome != "open"
                     and all(m is not marker for m in t.markers)]  # fmt: skip
            before = [t for t in ended if t.first_offsets.get(where, -1) < offset]
            free = [t for t in before if not any(f"{m['topic']}/{m['partition']}" == where for m in t.markers)]
            if free:
                (free[-1] if any(where in t.first_offsets for t in free) else free[0]).markers.append(marker)


def _error(e: DecodedExchange, response: dict[str, Any]) -> str | None:
    """The error a single-result answer carries (UNANSWERED when there was none), or None."""
    if e.exchange.response is None:
        return "UNANSWERED"
    if not response.get("error_code"):
        return None
    names = {d["code"]: d["error"] for d in e.fields.get("error_details", [])}
    return str(names.get(response["error_code"], f"ERROR_{response['error_code']}"))


def _refused(e: DecodedExchange, txn_request: dict[str, Any]) -> dict[str, str]:
    """A transaction's partitions the coordinator did not add (or confirm): topic/partition -> why.
    When unanswered, every partition of the request; an error of the whole request, all of them too."""
    every = [f"{t}/{p}" for t, p in _partitions(txn_request)]
    if e.exchange.response is None:
        return dict.fromkeys(every, "UNANSWERED")
    names = {d["code"]: d["error"] for d in e.fields.get("error_details", [])}
    refused = {f"{topic['name']}/{r['partition_index']}": str(names.get(code, f"ERROR_{code}"))
               for topic in _results(body_of(e.fields, "response"), txn_request) if "name" in topic
               for r in topic.get("results_by_partition") or [] if (code := r.get("partition_error_code"))}  # fmt: skip
    whole = [d["error"] for d in e.fields.get("error_details", []) if d.get("partition") is None]
    return {**dict.fromkeys(every, whole[0]), **refused} if whole else refused


def _results(response: dict[str, Any], txn_request: dict[str, Any]) -> list[dict[str, Any]]:
    """The per-topic results of one transaction: v4+ answer each transaction of the batch apart."""
    if response.get("results_by_transaction") is None:
        return list(response.get("results_by_topic_v3_and_below") or [])
    tid = txn_request.get("transactional_id")
    return [t for r in response["results_by_transaction"] if r.get("transactional_id") == tid
            for t in r.get("topic_results") or []]  # fmt: skip


def _unprefixed(request: dict[str, Any]) -> dict[str, Any]:
    """AddPartitionsToTxn v0-3 names its fields v3_and_below_*."""
    return {k.removeprefix("v3_and_below_"): v for k, v in request.items()}


def _partitions(request: dict[str, Any]) -> list[tuple[str, int]]:
    return [(t["name"], p) for t in request.get("topics") or [] if "name" in t for p in t.get("partitions") or []]


def _offsets(t: _Txn) -> dict[str, dict[str, int]]:
    """The group offsets it sent, under what became of them: committed with a committed
    transaction, discarded with an aborted one, pending otherwise."""
    kind = {"committed": "committed", "aborted": "discarded"}.get(t.outcome, "pending")
    return {f"offsets_{k}": (t.offsets if k == kind else {}) for k in ("committed", "discarded", "pending")}


def _offset_list(t: _Txn) -> list[dict[str, Any]]:
    """Each group offset it sent, with what became of it (the table shows them under the row)."""
    outcome = {"committed": "committed", "aborted": "discarded"}.get(t.outcome, "pending")
    listed = []
    for key, offset in sorted(t.offsets.items()):
        group, rest = key.rsplit("/", 2)[0], key.rsplit("/", 2)[1:]
        listed.append({"group": group, "topic": rest[0], "partition": int(rest[1]), "offset": offset,
                       "outcome": outcome})  # fmt: skip
    return listed


def _row(t: _Txn) -> dict[str, Any]:
    began = t.outcome != "init-failed"  # a refused InitProducerId: an attempt, with no protocol or duration
    duration = round((t.ended - t.started) * 1000, 3) if t.ended is not None and began else None
    return {
        "transactional_id": t.transactional_id, "producer_id": t.producer_id, "producer_epoch": t.epoch,
        "protocol": ("v2" if t.v2 else "v1") if began else "-", "next_epoch": t.next_epoch,
        "enrolled_by_produce": sorted(t.enrolled_by_produce), "outcome": t.outcome, "started": t.started,
        "ended": t.ended, "duration_ms": duration,
        "partitions": sorted(t.partitions), "not_joined": dict(sorted(t.not_joined.items())),
        "groups": sorted(g for g in t.groups if g), **_offsets(t), "offsets": _offset_list(t),
        "records_produced": t.records,
        "markers": sorted(t.markers, key=lambda m: (m["topic"], m["partition"], m["offset"])),
        "marker_summary": ", ".join(f"{n} {kind}" for kind, n in Counter(m["type"] for m in t.markers).items()),
        "errors": dict(t.errors),
    }  # fmt: skip


COLUMNS = (
    ("transactional_id", "transactional id"), ("producer_id", "producer id"), ("producer_epoch", "epoch"),
    ("protocol", "txn protocol"), ("outcome", "outcome"), ("duration_ms", "duration ms"),
    ("partitions", "partitions"), ("not_joined", "never joined"), ("groups", "groups"),
    ("records_produced", "records"), ("marker_summary", "markers seen"), ("errors", "errors"),
)  # fmt: skip
