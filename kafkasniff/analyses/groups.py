"""`kafkasniff groups`: per consumer group and generation, who joined, who led, what each member
was assigned, how long the rebalance took, who left, the errors, and the JoinGroup/SyncGroup/
Heartbeat/LeaveGroup timeline of that generation; a group whose joins never formed a generation
(a JoinGroup loop on MEMBER_ID_REQUIRED, say) as one row with its attempts and what DescribeGroups
said of it; KIP-848 consumer groups and KIP-932 share groups per group epoch (epoch_groups.py).

An event that names no generation (a refused JoinGroup, a LeaveGroup) belongs to the generation
it leads to (joins, syncs) or the one current when it happened (leaves, heartbeats). A commit the
coordinator refused (ILLEGAL_GENERATION, UNKNOWN_MEMBER_ID...) is an event of the generation or
member epoch it named: a group's errors include its members' refused commits. Its successful
commits are `commits`' business, not events here.

Each row says when its generation held: from its forming (the first SyncGroup answer that handed
out its assignment, or its JoinGroup answer when no SyncGroup was seen; a member epoch from the
first heartbeat answer granting it) until its member set changed (the next generation formed, or
one of its members left), `ended_ts` None while it still held at the capture's end.

A run of days (analyses/rolling.py) keeps this bounded two ways:
- Keys it forgets on demand (`state_keys`, `forget`): "group" (everything of a group: its
  generations or epochs, events, DescribeGroups answers, refused commits, member client ids) and
  "topic-id" (a topic id's name, which KIP-848 heartbeats need). Forgetting a group leaves the
  others' rows whole; forgetting every key leaves nothing.
- `history` (None: keep everything, as every command does) caps what a group keeps per exchange:
  its last `history` events (JoinGroup, SyncGroup, Heartbeat, LeaveGroup; heartbeats of
  epoch groups), DescribeGroups answers, refused commits, generations or epochs (the highest
  numbers), leaves, and member ids named (the last seen). Rows then list the generations held,
  and what a row reads from events (its timeline, errors, leaves, join attempts; when a
  generation held and where a refused JoinGroup belongs) reads the events held; heartbeats
  and rebalance times are counted as they come, so they stay exact. Every drop is counted in
  `dropped` by kind ("group-event", "describe", "refused-commit", "generation", "epoch",
  "leave", "member", "assignment-step")."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Hashable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from kafkasniff.analyses.epoch_groups import COMMIT_APIS, EpochGroups, refused_commit
from kafkasniff.analyses.history import keep_last, keep_last_keys
from kafkasniff.analyses.kafka_fields import body_of, conn_text, latency_ms, request_ts, response_ts
from kafkasniff.model import DecodedExchange

GROUP_APIS = ("JoinGroup", "SyncGroup", "Heartbeat", "LeaveGroup")


@dataclass
class _Generation:
    generation: int
    protocol: str | None = None
    leader: str | None = None
    members: set[str] = field(default_factory=set)
    assignments: dict[str, list[str]] = field(default_factory=dict)
    join_started: float | None = None
    synced: float | None = None  # the last member's SyncGroup answer
    first_synced: float | None = None  # the first SyncGroup answer: the assignment handed out
    heartbeats: int = 0
    formed: float | None = None  # when a JoinGroup answer first gave it


class GroupsAnalysis:
    def __init__(self, history: int | None = None) -> None:
        if history is not None and history < 1:
            raise ValueError("history must keep at least one observation")
        self.history = history
        self.dropped: Counter[str] = Counter()  # observations the history cap dropped, by kind
        self._generations: dict[str, dict[int, _Generation]] = defaultdict(dict)
        self._pending_join: dict[str, float] = {}  # group -> first JoinGroup of a rebalance
        self._events: dict[str, list[dict[str, Any]]] = defaultdict(list)
        self._described: dict[str, list[dict[str, Any]]] = defaultdict(list)  # DescribeGroups answers
        self._epoch_groups = EpochGroups(history, self.dropped)  # KIP-848 consumer groups and KIP-932 share groups
        self._refused_commits: dict[str, list[dict[str, Any]]] = defaultdict(list)
        self._clients: dict[str, dict[str, str]] = defaultdict(dict)  # group -> member id -> client id

    def feed(self, e: DecodedExchange) -> None:
        self._epoch_groups.feed(e)
        api, group = e.fields.get("api"), e.fields.get("group")
        if api == "DescribeGroups":
            self._describe(e)
            return
        if api in COMMIT_APIS:
            self._commit(e, group)
            return
        if api not in GROUP_APIS or not group or e.fields.get("request") is None:
            return
        request, response = body_of(e.fields, "request"), body_of(e.fields, "response")
        event = _event(e, api, request, response)
        self._events[group].append(event)
        keep_last(self._events[group], self.history, self.dropped, "group-event")
        if event["member_id"] and event["client_id"]:
            self._clients[group][event["member_id"]] = event["client_id"]
            keep_last_keys(self._clients[group], self.history, self.dropped, "member")
        if api == "JoinGroup":
            self._join(group, e, response)
        elif api == "SyncGroup":
            self._sync(group, e, request, response)
        elif api == "Heartbeat":
            generation = self._generation(group, request.get("generation_id"))
            if generation is not None:
                generation.heartbeats += 1

    def _describe(self, e: DecodedExchange) -> None:
        for g in body_of(e.fields, "response").get("groups") or []:
            if isinstance(g.get("group_id"), str):
                self._clients[g["group_id"]].update({m["member_id"]: m["client_id"] for m in g.get("members") or []
                                                     if m.get("member_id") and m.get("client_id")})  # fmt: skip
                self._described[g["group_id"]].append({
                    "ts": request_ts(e), "client_id": e.fields.get("client_id"), "state": g.get("group_state"),
                    "protocol_type": g.get("protocol_type"), "protocol": g.get("protocol_data"),
                    "members": [m.get("member_id") for m in g.get("members") or []],
                    "error": next((d["error"] for d in e.fields.get("error_details", [])
                                   if d.get("code") == g.get("error_code")), None) if g.get("error_code") else None,
                })  # fmt: skip
                keep_last(self._described[g["group_id"]], self.history, self.dropped, "describe")
                keep_last_keys(self._clients[g["group_id"]], self.history, self.dropped, "member")

    def _commit(self, e: DecodedExchange, group: Any) -> None:
        """A refused commit of a classic group, an event of the generation it named (a consumer
        group's is its member epoch's: EpochGroups keeps it)."""
        if isinstance(group, str) and e.fields.get("error_details") and not self._epoch_groups.knows(group):
            self._refused_commits[group].append(refused_commit(e))
            keep_last(self._refused_commits[group], self.history, self.dropped, "refused-commit")

    def _generation(self, group: str, number: Any) -> _Generation | None:
        if not isinstance(number, int) or number < 0:
            return None
        generations = self._generations[group]
        if number not in generations:
            generations[number] = _Generation(number)
            if self.history is not None and len(generations) > self.history:
                for old in sorted(generations)[: len(generations) - self.history]:
                    del generations[old]
                    self.dropped["generation"] += 1
        return generations.get(number)  # (none when it is older than every generation held)

    def _join(self, group: str, e: DecodedExchange, response: dict[str, Any]) -> None:
        self._pending_join.setdefault(group, request_ts(e))
        generation = self._generation(group, response.get("generation_id"))
        if generation is None:
            return
        generation.protocol = response.get("protocol_name") or generation.protocol
        generation.leader = response.get("leader") or generation.leader
        generation.members.add(response.get("member_id") or "")
        generation.members.update(m.get("member_id") or "" for m in response.get("members") or [])
        generation.members.discard("")
        if generation.join_started is None:
            generation.join_started = self._pending_join[group]
        if generation.formed is None:
            generation.formed = response_ts(e)

    def _sync(self, group: str, e: DecodedExchange, request: dict[str, Any], response: dict[str, Any]) -> None:
        generation = self._generation(group, request.get("generation_id"))
        if generation is None:
            return
        member = request.get("member_id")
        assignment = response.get("assignment")
        if member and isinstance(assignment, dict):
            generation.assignments[member] = [
                f"{a['topic']}/{p}" for a in assignment.get("assigned_partitions") or [] if "topic" in a
                for p in a.get("partitions") or []
            ]  # fmt: skip
        if e.exchange.response is not None and not response.get("error_code"):
            generation.synced = max(generation.synced or 0, response_ts(e) or 0)
            if generation.first_synced is None:
                generation.first_synced = response_ts(e)
            self._pending_join.pop(group, None)

    def rows(self) -> list[dict[str, Any]]:
        rows = []
        for group in sorted(set(self._generations) | set(self._events)):
            generations = sorted(self._generations.get(group, {}).values(), key=lambda g: g.generation)
            if not generations:
                rows.append(self._never_formed(group))
                continue
            timeline = sorted([*self._events[group], *self._refused_commits.get(group, [])], key=lambda ev: ev["ts"])
            events = _by_generation(timeline, generations)
            for g, (start, end) in zip(generations, _spans(generations, timeline), strict=True):
                row = _generation_row(group, g, events.get(g.generation, []))
                rows.append({**row, "formed_ts": start, "ended_ts": end})
        rows = [*rows, *self._epoch_groups.rows()]
        for row in rows:
            clients = self._clients.get(row["group"], {}) | self._epoch_groups.clients(row["group"])
            row["member_clients"] = {m: clients[m] for m in sorted(_members_named(row)) if m in clients}
        return sorted(rows, key=lambda row: (row["group"], row["generation"] or -1))

    def state_keys(self) -> Iterator[tuple[str, Hashable]]:
        """(kind, key) of everything held (the module docstring)."""
        groups = set().union(*self._per_group(), self._epoch_groups.groups())
        yield from (("group", group) for group in groups)
        yield from (("topic-id", topic_id) for topic_id in self._epoch_groups.topic_ids())

    def forget(self, keys: Iterable[tuple[str, Hashable]]) -> None:
        groups = []
        for kind, key in keys:
            if kind == "group" and isinstance(key, str):
                groups.append(key)
            elif kind == "topic-id" and isinstance(key, str):
                self._epoch_groups.forget_topic_id(key)
        for held in self._per_group():
            for group in groups:
                held.pop(group, None)
        self._epoch_groups.forget(groups)

    def held(self) -> int:
        """Generations, events, answers and member names held (how a long run's state is measured)."""
        per_group = (self._generations, self._events, self._described, self._refused_commits, self._clients)
        held = sum(len(value) for kept in per_group for value in kept.values())
        return held + len(self._pending_join) + self._epoch_groups.held()

    def _per_group(self) -> list[dict[str, Any]]:
        """Every classic group's state, by group."""
        return [self._generations, self._pending_join, self._events, self._described, self._refused_commits,
                self._clients]  # fmt: skip

    def _never_formed(self, group: str) -> dict[str, Any]:
        events = self._events[group]
        joins = [e for e in events if e["api"] == "JoinGroup"]
        return {
            "group": group, "generation": None, "epoch_kind": "generation", "state": "never-formed",
            "protocol": None, "leader": None, "members": [], "assignments": {}, "rebalance_ms": None,
            "heartbeats": 0, "errors": _errors(events), "left": _left(events), "join_attempts": len(joins),
            "member_ids_given": sorted({e["member_id"] for e in joins if e["member_id"]}),
            "clients": sorted({e["client_id"] for e in events if e["client_id"]}),
            "first_ts": events[0]["ts"], "last_ts": events[-1]["ts"], "described": self._described.get(group, []),
            "events": events, "formed_ts": None, "ended_ts": None,
        }  # fmt: skip


def _by_generation(events: list[dict[str, Any]], generations: list[_Generation]) -> dict[int, list[dict[str, Any]]]:
    """Each event under its generation: its own, else the next one formed for a join or sync,
    else the one current at its time."""
    numbers = {g.generation for g in generations}
    formed = sorted((g.formed if g.formed is not None else float("inf"), g.generation) for g in generations)
    out: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for ev in events:
        number = ev["generation"] if isinstance(ev["generation"], int) and ev["generation"] in numbers else None
        if number is None and ev["api"] in ("JoinGroup", "SyncGroup"):
            number = next((n for ts, n in formed if ts >= ev["ts"]), None)
        if number is None:
            current = [n for ts, n in formed if ts <= ev["ts"]]
            number = current[-1] if current else formed[0][1]
        out[number].append(ev)
    return out


def _spans(generations: list[_Generation], events: list[dict[str, Any]]) -> list[tuple[float | None, float | None]]:
    """When each generation held: from its forming (its first SyncGroup answer, else its
    JoinGroup answer, else its first event) until the next generation formed or one of its
    members left, whichever came first (None: it held at the capture's end)."""
    leaves = [(ev["ts"], member) for ev in events if ev["api"] == "LeaveGroup" for member in ev["leaving"]]
    spans = []
    for g in generations:
        start = g.first_synced if g.first_synced is not None else g.formed
        if start is None:
            start = next((ev["ts"] for ev in events if ev["generation"] == g.generation), None)
        ends = [o.formed for o in generations if o.generation > g.generation and o.formed is not None]
        ends += [ts for ts, member in leaves if member in g.members]
        ends = [ts for ts in ends if start is None or ts >= start]
        spans.append((start, min(ends) if ends else None))
    return spans


def _members_named(row: dict[str, Any]) -> set[str]:
    """The member ids a row names: members, leader, assignments, leaves."""
    named = {*row["members"], *row["assignments"], *row["left"], *row.get("member_ids_given", ())}
    return named | ({row["leader"]} if row["leader"] else set())


def _generation_row(group: str, g: _Generation, events: list[dict[str, Any]]) -> dict[str, Any]:
    duration = None
    if g.join_started is not None and g.synced is not None:
        duration = round((g.synced - g.join_started) * 1000, 3)
    return {
        "group": group, "generation": g.generation, "epoch_kind": "generation", "state": "formed",
        "protocol": g.protocol, "leader": g.leader, "members": sorted(g.members),
        "assignments": dict(sorted(g.assignments.items())), "rebalance_ms": duration, "heartbeats": g.heartbeats,
        "errors": _errors(events), "left": _left(events), "events": events,
    }  # fmt: skip


def _errors(events: list[dict[str, Any]]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for ev in events:
        for error in ev["errors"]:
            key = f"{ev['api']}:{error}"
            counts[key] = counts.get(key, 0) + 1
    return counts


def _left(events: list[dict[str, Any]]) -> list[str]:
    return list(dict.fromkeys(m for ev in events if ev["api"] == "LeaveGroup" for m in ev["leaving"]))


def _event(e: DecodedExchange, api: str, request: dict[str, Any], response: dict[str, Any]) -> dict[str, Any]:
    return {
        "ts": request_ts(e), "api": api, "client_id": e.fields.get("client_id"), "conn": conn_text(e),
        "member_id": request.get("member_id") or response.get("member_id"),
        "generation": response.get("generation_id", request.get("generation_id")),
        "errors": [d["error"] for d in e.fields.get("error_details", [])], "latency_ms": latency_ms(e),
        "leaving": [m for m in ([m.get("member_id") for m in request.get("members") or []] or
                                [request.get("member_id")]) if m] if api == "LeaveGroup" else [],
    }  # fmt: skip
