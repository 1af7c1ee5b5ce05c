"""`kafkasniff commits`: per group / topic / partition, the timeline of offset commits and a
verdict on whether the committed offset really advances.

Verdicts, first that applies:
- regressed: a successful commit below an earlier successful one (a stale commit path);
- competing: commits from two connections or members overlapping in flight;
- failing: commits answered with errors, at least as often as not, or the last one;
- stuck: several successful commits of one offset while the group's consumers fetch past it;
- idle: no successful commit;
- advancing: otherwise.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import asdict, dataclass
from typing import Any

from kafkasniff.analyses.kafka_fields import body_of, conn_text, request_ts, response_ts, topic_partitions
from kafkasniff.model import DecodedExchange

MAX_EVIDENCE = 12

Key = tuple[str, str, int]  # group, topic, partition


@dataclass(frozen=True)
class Commit:
    ts: float
    answered: float | None
    api: str
    offset: int
    leader_epoch: int | None
    generation: int | None  # a classic group's generation
    member_epoch: int | None  # a KIP-848 group's member epoch (OffsetCommit v9+ sends one or the other)
    member_id: str | None
    client_id: str | None
    conn: str
    correlation_id: int
    error: str | None

    @property
    def source(self) -> tuple[str, str | None]:
        return self.conn, self.member_id


@dataclass
class _Partition:
    commits: list[Commit]
    fetched_committed: list[tuple[float, int]]  # OffsetFetch answers: (time, committed offset)


class CommitsAnalysis:
    def __init__(self) -> None:
        self._partitions: dict[Key, _Partition] = defaultdict(lambda: _Partition([], []))
        self._members: dict[str, set[str]] = defaultdict(set)  # client id -> groups it belongs to
        self._fetches: dict[tuple[str, str, int], list[tuple[float, int]]] = defaultdict(list)
        self._epoch_groups: set[str] = set()  # groups seen heartbeating with KIP-848's ConsumerGroupHeartbeat

    def feed(self, e: DecodedExchange) -> None:
        api, request = e.fields.get("api"), e.fields.get("request")
        if request is None:
            return
        group = e.fields.get("group")
        client = e.fields.get("client_id")
        if group and client:
            self._members[client].add(group)
        if api == "ConsumerGroupHeartbeat" and group:
            self._epoch_groups.add(group)
        if api in ("OffsetCommit", "TxnOffsetCommit"):
            self._commit(e, api, request)
        elif api == "OffsetFetch":
            self._offset_fetch(e)
        elif api == "Fetch" and client:
            for topic, partition, entry in topic_partitions(request, "topics", "partitions", e.fields["topic_ids"]):
                self._fetches[(client, topic, partition)].append((request_ts(e), entry.get("fetch_offset", -1)))

    def _commit(self, e: DecodedExchange, api: str, request: dict[str, Any]) -> None:
        ids = e.fields["topic_ids"]
        errors = {(t, p): entry.get("error_code", 0) for t, p, entry in
                  topic_partitions(e.fields.get("response"), "topics", "partitions", ids)}  # fmt: skip
        names = {d["code"]: d["error"] for d in e.fields.get("error_details", [])}
        generation = request.get("generation_id_or_member_epoch", request.get("generation_id"))
        group = request.get("group_id")
        member_epoch = generation if group in self._epoch_groups else None
        for topic, partition, entry in topic_partitions(request, "topics", "partitions", ids):
            offset = entry.get("committed_offset")
            if not isinstance(group, str) or not isinstance(offset, int):
                continue  # an element the decode could not finish (its exchange carries the warning)
            code = errors.get((topic, partition))
            if e.exchange.response is None:
                error: str | None = "UNANSWERED"
            else:
                error = names.get(code, f"ERROR_{code}") if code else None
            commit = Commit(
                request_ts(e), response_ts(e), api, offset, entry.get("committed_leader_epoch"),
                None if member_epoch is not None else generation, member_epoch, request.get("member_id"),
                e.fields.get("client_id"), conn_text(e), e.fields["correlation_id"], error,
            )  # fmt: skip
            self._partitions[(group, topic, partition)].commits.append(commit)

    def _offset_fetch(self, e: DecodedExchange) -> None:
        response, ids = body_of(e.fields, "response"), e.fields["topic_ids"]
        groups = response.get("groups")
        if groups is None:  # before v8: one group, named in the request
            groups = [{"group_id": e.fields.get("group"), "topics": response.get("topics")}]
        for entry in groups:
            for topic, partition, part in topic_partitions(entry, "topics", "partitions", ids):
                if entry.get("group_id") and part.get("committed_offset", -1) >= 0:
                    key = (entry["group_id"], topic, partition)
                    self._partitions[key].fetched_committed.append((request_ts(e), part["committed_offset"]))

    # -- verdicts ------------------------------------------------------------------------

    def rows(self) -> list[dict[str, Any]]:
        return [
            partition_row(key, state.commits, state.fetched_committed, self._fetch_positions(*key))
            for key, state in sorted(self._partitions.items())
        ]

    def _fetch_positions(self, group: str, topic: str, partition: int) -> list[tuple[float, int]]:
        clients = [c for c, groups in self._members.items() if group in groups]
        return sorted(p for c in clients for p in self._fetches.get((c, topic, partition), []))


def partition_row(
    key: Key, commits: list[Commit], fetched_committed: list[tuple[float, int]], fetches: list[tuple[float, int]]
) -> dict[str, Any]:
    """The answer for one group/topic/partition (shared with the Spark table analysis)."""
    group, topic, partition = key
    commits = sorted(commits, key=lambda c: (c.ts, c.correlation_id))
    fetched_committed = sorted(fetched_committed)
    ok = [c for c in commits if c.error is None]
    failed: Counter[str] = Counter(c.error for c in commits if c.error is not None)
    verdict, evidence = _verdict(commits, ok, failed, fetches, fetched_committed)
    return {
        "group": group,
        "topic": topic,
        "partition": partition,
        "verdict": verdict,
        "last_committed": ok[-1].offset if ok else None,
        "first_committed": ok[0].offset if ok else None,
        "commits": len(commits),
        "failed": dict(failed),
        "fetch_position": max((offset for _, offset in fetches), default=None),
        "committed_before": fetched_committed[0][1] if fetched_committed else None,
        "client_ids": sorted({c.client_id for c in commits if c.client_id}),
        "connections": sorted({c.conn for c in commits}),
        "members": sorted({c.member_id for c in commits if c.member_id}),
        "evidence": [_evidence(c) for c in evidence[:MAX_EVIDENCE]],
    }


def _verdict(
    commits: list[Commit], ok: list[Commit], failed: Counter[str],
    fetches: list[tuple[float, int]], fetched_committed: list[tuple[float, int]],
) -> tuple[str, list[Commit]]:  # fmt: skip
    regressions = _regressions(ok)
    if regressions:
        return "regressed", regressions
    overlaps = _overlaps(commits)
    if overlaps:
        return "competing", overlaps
    if failed and (sum(failed.values()) >= len(ok) or commits[-1].error is not None):
        return "failing", [c for c in commits if c.error is not None]
    if not ok:
        return "idle", commits
    first, last = ok[0], ok[-1]
    fetched_past = any(ts > first.ts and offset > last.offset for ts, offset in fetches)
    if len(ok) >= 2 and last.offset == first.offset and fetched_past:
        return "stuck", ok[-MAX_EVIDENCE:]
    return "advancing", ok[-3:]


def _regressions(ok: list[Commit]) -> list[Commit]:
    """The earlier higher commit and the lower one after it, for every step back."""
    found: list[Commit] = []
    best: Commit | None = None
    for c in ok:
        if best is not None and c.offset < best.offset:
            found += [best, c]
        if best is None or c.offset >= best.offset:
            best = c
    return list(dict.fromkeys(found))


def _overlaps(commits: list[Commit]) -> list[Commit]:
    """Pairs of commits from different sources where one was sent before the other was answered."""
    found: list[Commit] = []
    for i, a in enumerate(commits):
        for b in commits[i + 1 :]:
            if a.answered is not None and b.ts >= a.answered:
                break
            if a.source != b.source:
                found += [a, b]
    return list(dict.fromkeys(found))


def _evidence(c: Commit) -> dict[str, Any]:
    return {k: v for k, v in asdict(c).items() if v is not None or k == "error"}


COLUMNS = (
    ("group", "group"), ("topic", "topic"), ("partition", "partition"), ("verdict", "verdict"),
    ("last_committed", "last committed"), ("fetch_position", "fetched to"), ("commits", "commits"),
    ("failed", "failed"), ("client_ids", "committed by"),
)  # fmt: skip
