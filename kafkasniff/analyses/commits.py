"""`kafkasniff commits`: per group / topic / partition, the timeline of offset commits, the
committed offset at the end of the capture against what the group consumed (the state), every
verdict that applies over the capture, and who sent the stale commits (commit_verdicts.py).

Verdicts, every one that applies:
- regressed: a successful commit lowered the committed offset (at the times listed);
- competing: commits from two connections or members in flight at once;
- failing: a failed commit that was neither redundant (the offset was committed already) nor made good by a later one;
- discarded: transactional offsets whose transaction aborted;
- stuck: a source's successful re-commits of one offset after the group was delivered past it;
- idle: no successful commit;
- advancing: none of these.

Findings beside them (commit_findings.py): an OffsetFetch answer that contradicts what accepted
commits wrote (offset-fetch-contradicts), aborted records given to a read_committed consumer
(aborted-delivered).

Beside them, lag from the broker's own numbers (the high watermarks its Fetch answers reported)
and its status by Burrow's rules (lag_status.py), per partition and per group.

A run of days (analyses/rolling.py) keeps this bounded two ways:
- Keys it forgets on demand (`state_keys`, `forget`), by kind: "partition" (group, topic,
  partition: its commits, OffsetFetch answers and deletes), "topic-partition" (the broker's high
  watermarks and last stable offsets), "consumer" (client id, topic, partition: what its Fetches
  read), "client" (the groups a client id named), "group" (its assignments by generation or
  member epoch, whether it heartbeats as a KIP-848 group) and "transaction" (transactional id,
  producer id, epoch: its EndTxn answers). A key another one refers to is listed while that one is
  held, so a driver that forgets what no interval touched never forgets a group, a topic-partition
  or a client before the partitions and consumers naming it; a forgotten transaction's EndTxn
  answers stay with the partitions whose commits they decide. Forgetting any key leaves the
  others' answers whole; forgetting every key leaves nothing but the capture's end time.
- `history` (None: keep everything, as every command does) caps what a key keeps per exchange:
  a partition's last `history` commits, OffsetFetch answers and OffsetDeletes; a
  topic-partition's last `history` watermarks; a consumer's last `history` positions (the first
  one fetched kept among them); a transaction's last `history` EndTxn answers (and any older one a
  commit held still needs); a group's `history` highest generations and member epochs. Counts and
  verdicts stay whole: commits leaving the history are settled into a summary first
  (commit_records.Settled, where the rule is). What a cap can change: a verdict's `at` and
  evidence list the first commits settled and those held (counts stay exact); a failed commit is
  judged lost or made good, and a transactional one committed or pending, when it leaves; stuck
  needs the deliveries past its offset still held; the offset-fetch-contradicts and
  aborted-delivered findings and committed_before read what is held; Burrow's window reads the
  watermarks held (a window of commits older than every watermark held reads the oldest one, and
  can turn REWIND); ownership of a generation no longer held is unknown. Every observation a cap
  drops is counted in `dropped` by kind ("commit", "offset-fetch", "offset-delete",
  "high-watermark", "stable-offset", "txn-end", "delivered", "fetched", "aborted-delivery",
  "generation", "member-epoch").
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Hashable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from kafkasniff.analyses.commit_records import Settled, TxnKey
from kafkasniff.analyses.commit_verdicts import (
    ANSWER_LOST,
    Commit,
    Key,
    Observations,
    Owned,
    TxnEnd,
    decisions,
    partition_row,
    resolve,
    timeline,
)
from kafkasniff.analyses.consumed import READ_COMMITTED, Consumption, read_of
from kafkasniff.analyses.damaged import Answer, PartitionAnswer, answered_partitions, damaged
from kafkasniff.analyses.facts import partition_facts
from kafkasniff.analyses.history import keep_last
from kafkasniff.analyses.kafka_fields import (
    body_of,
    conn_text,
    request_ts,
    response_ts,
    topic_partitions,
)
from kafkasniff.analyses.lag_status import LagStatus, group_status
from kafkasniff.analyses.ownership import Ownership
from kafkasniff.model import DecodedExchange


@dataclass
class _Partition:
    commits: list[Commit]
    offset_fetches: list[tuple[float, int]]  # OffsetFetch answers: (time, committed offset, -1 for none)
    deletes: list[float] = field(default_factory=list)  # when an OffsetDelete removed the committed offset
    settled: Settled | None = None  # what is kept of the commits past the history
    ends: list[TxnEnd] = field(default_factory=list)  # forgotten transactions' EndTxn answers its commits need


class CommitsAnalysis:
    def __init__(self, history: int | None = None) -> None:
        if history is not None and history < 1:
            raise ValueError("history must keep at least one observation")
        self.history = history
        self.dropped: Counter[str] = Counter()  # observations the history cap dropped, by kind
        self._partitions: dict[Key, _Partition] = defaultdict(lambda: _Partition([], []))
        self._members: dict[str, set[str]] = defaultdict(set)  # client id -> groups it belongs to
        self._consumption = Consumption(history, self.dropped)
        self._epoch_groups: set[str] = set()  # groups seen heartbeating with KIP-848's ConsumerGroupHeartbeat
        self._txn_ends: dict[TxnKey, list[TxnEnd]] = {}
        self._ownership = Ownership(history, self.dropped)  # who owned which partition, by generation or member epoch
        # (topic, partition) -> the broker's (time, high watermark) and (time, last stable offset)
        self._watermarks: dict[tuple[str, int], list[tuple[float, int]]] = defaultdict(list)
        self._stable: dict[tuple[str, int], list[tuple[float, int]]] = defaultdict(list)
        self._end: float | None = None  # the last exchange's time: where the capture ends

    def feed(self, e: DecodedExchange) -> None:
        api, request = e.fields.get("api"), e.fields.get("request")
        seen = response_ts(e) or request_ts(e)
        self._end = seen if self._end is None else max(self._end, seen)
        if request is None:
            return
        group = e.fields.get("group")
        client = e.fields.get("client_id")
        if group and client:
            self._members[client].add(group)
        if api == "ConsumerGroupHeartbeat" and group:
            self._epoch_groups.add(group)
        self._ownership.feed(e)
        if api in ("OffsetCommit", "TxnOffsetCommit"):
            self._commit(e, api, request)
        elif api == "OffsetFetch":
            self._offset_fetch(e)
        elif api == "OffsetDelete":
            self._offset_delete(e)
        elif api == "EndTxn":
            self._end_txn(e, request)
        elif api == "Fetch" and client:
            self._fetch(e, client, request)

    def _commit(self, e: DecodedExchange, api: str, request: dict[str, Any]) -> None:
        """Each partition the commit names, or its response answers when the request's bytes
        naming it were lost (analyses/damaged.py): a commit all the same, its offset unknown."""
        names = {d["code"]: d["error"] for d in e.fields.get("error_details", [])}
        generation = request.get("generation_id_or_member_epoch", request.get("generation_id"))
        group = request.get("group_id", e.fields.get("group"))
        member_epoch = generation if group in self._epoch_groups else None
        txn = _txn_key(request) if api == "TxnOffsetCommit" else None
        cut = damaged(e.exchange.request)
        touched = set()
        for answer in answered_partitions(e):
            offset = answer.value("committed_offset")
            if not isinstance(group, str) or not (isinstance(offset, int) or cut):
                continue  # an element the decode could not finish (its exchange carries the warning)
            commit = Commit(
                request_ts(e), response_ts(e), api, offset if isinstance(offset, int) else None,
                answer.value("committed_leader_epoch"), None if member_epoch is not None else generation,
                member_epoch, request.get("member_id"), e.fields.get("client_id"), conn_text(e),
                e.fields["correlation_id"], _commit_error(answer, names), txn,
            )  # fmt: skip
            self._partitions[(group, answer.topic, answer.partition)].commits.append(commit)
            touched.add((group, answer.topic, answer.partition))
        if self.history is not None:
            for key in touched:
                self._settle(key, self._partitions[key], self.history)

    def _offset_fetch(self, e: DecodedExchange) -> None:
        """The broker's word on what is committed, -1 (nothing) included; partitions it answered
        with an error say nothing."""
        response, ids = body_of(e.fields, "response"), e.fields["topic_ids"]
        if e.exchange.response is None or response.get("error_code"):
            return
        groups = response.get("groups")
        if groups is None:  # before v8: one group, named in the request
            groups = [{"group_id": e.fields.get("group"), "topics": response.get("topics")}]
        answered = response_ts(e) or request_ts(e)
        for entry in groups:
            if not entry.get("group_id") or entry.get("error_code"):
                continue
            for topic, partition, part in topic_partitions(entry, "topics", "partitions", ids):
                if isinstance(part.get("committed_offset"), int) and not part.get("error_code"):
                    fetches = self._partitions[(entry["group_id"], topic, partition)].offset_fetches
                    fetches.append((answered, part["committed_offset"]))
                    keep_last(fetches, self.history, self.dropped, "offset-fetch")

    def _offset_delete(self, e: DecodedExchange) -> None:
        """Partitions whose committed offset the broker said it removed."""
        for fact in partition_facts(e):
            if fact["kind"] == "offset_delete" and fact["error"] is None and isinstance(fact["group"], str):
                state = self._partitions[(fact["group"], fact["topic"], fact["partition"])]
                state.deletes.append(request_ts(e))
                if self.history is not None and len(state.deletes) > self.history:
                    state.settled = state.settled or Settled()
                    state.settled.deletes += len(state.deletes) - self.history
                    keep_last(state.deletes, self.history, self.dropped, "offset-delete")

    def _end_txn(self, e: DecodedExchange, request: dict[str, Any]) -> None:
        response = body_of(e.fields, "response")
        key = _txn_key(request)
        if e.exchange.response is None or response.get("error_code") or key is None:
            return  # an EndTxn that failed ends nothing
        ends = self._txn_ends.setdefault(key, [])
        ends.append(TxnEnd(key, bool(request.get("committed")), response_ts(e) or request_ts(e)))
        if self.history is not None and len(ends) > self.history + self.history // 4:
            self._trim_ends(key, ends, self.history)

    def _trim_ends(self, key: TxnKey, ends: list[TxnEnd], limit: int) -> None:
        """Past the history (by a quarter, so that the scan runs once in a while), a transaction's
        EndTxn answers that no commit held can need: those before its oldest commit held. The
        ones commits held still need stay, beyond the cap if they must (a commit's status is its
        first EndTxn after it)."""
        oldest = min((c.ts for state in self._partitions.values() for c in state.commits if c.txn == key),
                     default=float("inf"))  # fmt: skip
        needed = next((i for i, end in enumerate(ends) if end.ts >= oldest), len(ends))
        gone = min(needed, len(ends) - limit)
        if gone > 0:
            del ends[:gone]
            self.dropped["txn-end"] += gone

    def _fetch(self, e: DecodedExchange, client: str, request: dict[str, Any]) -> None:
        ids = e.fields["topic_ids"]
        for topic, partition, entry in topic_partitions(request, "topics", "partitions", ids):
            self._consumption.position((client, topic, partition), request_ts(e), entry.get("fetch_offset", -1))
        answered = response_ts(e)
        if answered is None:
            return
        read_committed = request.get("isolation_level") == READ_COMMITTED
        for topic, partition, entry in topic_partitions(e.fields.get("response"), "responses", "partitions", ids):
            self._consumption.answer((client, topic, partition), answered, read_of(entry, read_committed))
            self._broker_offsets((topic, partition), answered, entry)

    def _broker_offsets(self, where: tuple[str, int], answered: float, entry: dict[str, Any]) -> None:
        """The high watermark and last stable offset a Fetch answer reported for a partition."""
        if entry.get("error_code"):
            return
        if isinstance(high := entry.get("high_watermark"), int) and high >= 0:
            self._watermarks[where].append((answered, high))
            keep_last(self._watermarks[where], self.history, self.dropped, "high-watermark")
        if isinstance(stable := entry.get("last_stable_offset"), int) and stable >= 0:
            self._stable[where].append((answered, stable))
            keep_last(self._stable[where], self.history, self.dropped, "stable-offset")

    def _settle(self, key: Key, state: _Partition, limit: int) -> None:
        """Past the history, fold the oldest commits into the partition's summary, down to three
        quarters of it (so that folding, which judges every commit held, runs once in a while)."""
        if len(state.commits) <= limit:
            return
        settled = state.settled = state.settled or Settled()
        outcomes = resolve(state.commits, self._ends_of(state), state.deletes, self._owner_of(key), settled.start)
        gone = len(outcomes) - max(1, limit - limit // 4)
        settled.fold(outcomes[:gone], decisions(outcomes, self._observations(key)), state.deletes)
        state.commits = [o.commit for o in outcomes[gone:]]
        named = {c.txn for c in state.commits}
        state.ends = [end for end in state.ends if end.txn in named]
        self.dropped["commit"] += gone

    def _ends_of(self, state: _Partition) -> list[TxnEnd]:
        """The EndTxn answers of the transactions the partition's commits belong to."""
        named = {c.txn for c in state.commits if c.txn is not None}
        return [*state.ends, *(end for txn in named for end in self._txn_ends.get(txn, ()))]

    # -- answers -------------------------------------------------------------------------

    def rows(self) -> list[dict[str, Any]]:
        members = self._clients_by_group()  # once, not a scan of every client per partition
        rows = [partition_row(key, state.commits, self._observations(key, members.get(key[0], [])),
                              self._ends_of(state), self._owner_of(key), state.settled)
                for key, state in sorted(self._partitions.items())]  # fmt: skip
        return with_group_status(rows)

    def _clients_by_group(self) -> dict[str, list[str]]:
        by_group: dict[str, list[str]] = defaultdict(list)
        for client, groups in self._members.items():
            for group in groups:
                by_group[group].append(client)
        return by_group

    # -- a long run (the module docstring) -------------------------------------------------

    def state_keys(self) -> Iterator[tuple[str, Hashable]]:
        """(kind, key) of everything held; a key named by another one held is listed with it."""
        partitions = list(self._partitions)
        readers = list(self._consumption.readers())
        yield from (("partition", key) for key in partitions)
        where = {(t, p) for _, t, p in partitions} | self._watermarks.keys() | self._stable.keys()
        yield from (("topic-partition", tp) for tp in where)
        yield from (("consumer", reader) for reader in readers)
        yield from (("client", client) for client in self._members.keys() | {c for c, _, _ in readers})
        groups = {g for g, _, _ in partitions} | self._epoch_groups | self._ownership.groups()
        yield from (("group", group) for group in groups)
        yield from (("transaction", txn) for txn in self._txn_ends)

    def forget(self, keys: Iterable[tuple[str, Hashable]]) -> None:
        """Drop these keys' state (module docstring); a forgotten transaction's EndTxn answers move
        to the partitions whose commits name it."""
        by_kind: dict[str, list[Any]] = defaultdict(list)
        for kind, key in keys:
            by_kind[kind].append(key)
        for key in by_kind["partition"]:
            self._partitions.pop(key, None)
        for txn in by_kind["transaction"]:
            ends = self._txn_ends.pop(txn, [])
            for state in self._partitions.values():
                if any(c.txn == txn for c in state.commits):
                    state.ends.extend(ends)
        for where in by_kind["topic-partition"]:
            self._watermarks.pop(where, None)
            self._stable.pop(where, None)
        for reader in by_kind["consumer"]:
            self._consumption.forget(reader)
        for client in by_kind["client"]:
            self._members.pop(client, None)
        self._epoch_groups.difference_update(by_kind["group"])
        self._ownership.forget(by_kind["group"])

    def held(self) -> int:
        """Observations held, every key together (how a long run's state is measured)."""
        partitions = sum(len(s.commits) + len(s.offset_fetches) + len(s.deletes) + len(s.ends)
                         for s in self._partitions.values())  # fmt: skip
        broker = sum(map(len, self._watermarks.values())) + sum(map(len, self._stable.values()))
        txns = sum(map(len, self._txn_ends.values()))
        members = sum(map(len, self._members.values())) + len(self._epoch_groups)
        return partitions + broker + txns + members + self._consumption.held() + self._ownership.held()

    def _owner_of(self, key: Key) -> Owned:
        """Whether a commit of this partition came from a member that owned it then."""
        group, topic, partition = key
        return lambda c: self._ownership.owned(group, c.member_id, c.generation, c.member_epoch, (topic, partition))

    def timeline(self, key: Key) -> dict[str, Any]:
        """One partition over time: every commit with who sent it and what became of it, the
        group's read positions, and the broker's OffsetFetch answers (the report plots them)."""
        state = self._partitions.get(key, _Partition([], []))
        seen = self._observations(key)
        start = state.settled.start if state.settled is not None else None
        return {
            "commits": timeline(
                resolve(state.commits, self._ends_of(state), state.deletes, self._owner_of(key), start)
            ),
            "delivered": list(seen.delivered),
            "fetched": list(seen.fetched),
            "offset_fetches": sorted(seen.offset_fetches),
        }

    def partition_keys(self) -> list[Key]:
        return sorted(self._partitions)

    def _observations(self, key: Key, clients: list[str] | None = None) -> Observations:
        """`clients`: the group's (found here when not given)."""
        group, topic, partition = key
        if clients is None:
            clients = [c for c, groups in self._members.items() if group in groups]
        delivered, fetched = self._consumption.of(clients, topic, partition)
        state = self._partitions[key]
        where = (topic, partition)
        return Observations(state.offset_fetches, delivered, fetched, state.deletes,
                            self._watermarks.get(where, []), self._stable.get(where, []), self._end,
                            self._consumption.aborted_delivered(clients, topic, partition))  # fmt: skip


def with_group_status(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each row with its group's lag status: its worst partition's (Burrow's group status)."""
    by_group: dict[str, list[LagStatus]] = defaultdict(list)
    for row in rows:
        by_group[row["group"]].append(LagStatus(row["lag_status"]))
    return [{**row, "group_status": str(group_status(by_group[row["group"]]))} for row in rows]


def group_statuses(rows: list[dict[str, Any]]) -> str:
    """One status per group, for a table's title: `billing STALL, audit OK`."""
    return ", ".join(
        f"{group} {status}" for group, status in dict((r["group"], r["group_status"]) for r in rows).items()
    )


def _commit_error(answer: PartitionAnswer, names: dict[int, str]) -> str | None:
    """What the response said of a commit's partition: None for success (or a whole answer
    that leaves it out, as before), its error's name, UNANSWERED, or ANSWER_LOST."""
    if answer.answer is Answer.UNANSWERED:
        return "UNANSWERED"
    if answer.answer is Answer.LOST:
        return ANSWER_LOST
    code = answer.error_code
    return names.get(code, f"ERROR_{code}") if code else None


def _txn_key(request: dict[str, Any]) -> tuple[str, int, int] | None:
    tid, pid, epoch = request.get("transactional_id"), request.get("producer_id"), request.get("producer_epoch")
    if isinstance(tid, str) and isinstance(pid, int) and isinstance(epoch, int):
        return tid, pid, epoch
    return None


def verdict_names(row: dict[str, Any]) -> str:
    """The table's verdicts cell: each with how many times it happened, then the findings."""
    named = [(v["verdict"], v["count"]) for v in row["verdicts"]]
    named += [(f["finding"], f["count"]) for f in row["findings"]]
    return ", ".join(name + (f" x{count}" if count > 1 and name != "advancing" else "") for name, count in named)


def stale_cell(row: dict[str, Any]) -> str:
    """The table's culprit cell: who sent stale commits, how many, in which generations."""
    parts = []
    for s in row["stale_committers"]:
        when = s["generations"] or s["member_epochs"]
        kind = "gen" if s["generations"] else "epoch"
        span = f" ({kind} {when[0]}-{when[-1]})" if len(when) > 1 else f" ({kind} {when[0]})" if when else ""
        parts.append(f"{s['client_id'] or s['member_id'] or s['conn']} x{s['commits']}{span}")
    return ", ".join(parts)


verdict_names.style_as = "verdict"  # type: ignore[attr-defined]
verdict_names.field = "verdicts"  # type: ignore[attr-defined]  # (its cell is marked as the row's verdicts are)


def failed_cell(row: dict[str, Any]) -> str:
    """The table's failures cell: by error, and how many only repeated an offset already committed."""
    if not row["failed"]:
        return "-"
    text = ", ".join(f"{error}: {n}" for error, n in row["failed"].items())
    words = (("failed_redundant", "redundant"), ("failed_made_good", "made good later"))
    harmless = [f"{row[key]} {word}" for key, word in words if row[key]]
    return text + (f" ({', '.join(harmless)})" if harmless else "")


failed_cell.field = "failed"  # type: ignore[attr-defined]

COLUMNS = (
    ("group", "group"), ("topic", "topic"), ("partition", "partition"), ("state", "state at end"),
    ("committed", "committed"), ("consumed", "consumed to"), (verdict_names, "what happened"),
    ("broker_lag", "lag (high watermark)"), ("lag_status", "status"),
    ("commits", "commits"), (failed_cell, "failed"), (stale_cell, "stale commits by"),
)  # fmt: skip
