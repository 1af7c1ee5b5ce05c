"""Groups that rebalance by member epochs, not by JoinGroup generations: KIP-848 consumer groups
(ConsumerGroupHeartbeat, ConsumerGroupDescribe) and KIP-932 share groups (ShareGroupHeartbeat,
ShareFetch, ShareAcknowledge).

The coordinator bumps the group epoch when membership or subscriptions change and hands each
member its new assignment in a heartbeat answer, with that epoch as the member's epoch. One row
per group and epoch, shaped like a classic generation's row: the members that reached the epoch,
the partitions each was assigned and reported owning, how long the epoch took to reach every
member, heartbeats, errors and leaves; share groups add, per partition, the records members
acquired and how they acknowledged them.

A member's assignment can change within one member epoch, both ways: the coordinator takes
partitions back before granting the next epoch (a revocation), and gives partitions another member
still owned only once that member released them (KIP-848 reconciliation reaches the target in
steps). So a row keeps every assignment each member was given at the epoch, in order
(`assignment_steps`), and shows the last as its assignment: what the member held at that epoch
once reconciled, which is what the Java client's rebalance listener reports for the epoch.

For a long run (groups.py says how), `history` caps each group: its last `history` events, its
`history` highest epochs, its last `history` leaves, and per kind of member state (latest epoch,
subscription, assignment, client id) the `history` members last added, and per member and epoch
its last `history` assignment steps; counted in `dropped` ("group-event", "epoch", "leave",
"member", "assignment-step"). `forget` drops groups, `forget_topic_id` a topic
id's name.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from kafkasniff.analyses.history import keep_last, keep_last_keys
from kafkasniff.analyses.kafka_fields import (
    body_of,
    conn_text,
    latency_ms,
    request_ts,
    response_ts,
    topic_name,
    topic_partitions,
)
from kafkasniff.dissectors.kafka.vocabulary import ACKNOWLEDGE_TYPES, LEAVE_EPOCHS
from kafkasniff.model import DecodedExchange

HEARTBEATS = {"ConsumerGroupHeartbeat": "consumer", "ShareGroupHeartbeat": "share"}
SHARE_DELIVERY = ("ShareFetch", "ShareAcknowledge")
EPOCH_APIS = (*HEARTBEATS, "ConsumerGroupDescribe", *SHARE_DELIVERY)
# a group's errors include its members' refused commits (groups.py's docstring says which event they are)
COMMIT_APIS = ("OffsetCommit", "TxnOffsetCommit")


@dataclass
class _Epoch:
    epoch: int
    protocol: str
    assignor: str | None = None
    first_granted: float | None = None  # the first heartbeat answer that carried this epoch
    last_reached: float | None = None  # the last member's first answer with it
    members: set[str] = field(default_factory=set)
    steps: dict[str, list[list[str]]] = field(default_factory=dict)  # each member's assignments, in order
    owned: dict[str, list[str]] = field(default_factory=dict)
    subscriptions: dict[str, dict[str, Any]] = field(default_factory=dict)
    heartbeats: int = 0
    errors: Counter[str] = field(default_factory=Counter)
    described: dict[str, Any] | None = None  # ConsumerGroupDescribe's view, when it was asked
    deliveries: dict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))


@dataclass
class _Group:
    protocol: str
    epochs: dict[int, _Epoch] = field(default_factory=dict)
    member_epochs: dict[str, int] = field(default_factory=dict)  # each member's latest epoch
    subscriptions: dict[str, dict[str, Any]] = field(default_factory=dict)  # each member's latest
    assignments: dict[str, list[str]] = field(default_factory=dict)  # each member's latest
    left: list[str] = field(default_factory=list)
    left_at: list[float] = field(default_factory=list)  # when each member left (its heartbeat's time)
    events: list[dict[str, Any]] = field(default_factory=list)
    clients: dict[str, str] = field(default_factory=dict)  # member id -> client id

    def epoch(self, number: int) -> _Epoch:
        return self.epochs.setdefault(number, _Epoch(number, self.protocol))

    def current(self) -> _Epoch | None:
        return self.epochs[max(self.epochs)] if self.epochs else None


class EpochGroups:
    def __init__(self, history: int | None = None, dropped: Counter[str] | None = None) -> None:
        self._history = history
        self.dropped: Counter[str] = dropped if dropped is not None else Counter()
        self._groups: dict[str, _Group] = {}
        # topic id -> name, from every exchange: a heartbeat may name a topic by id before any
        # Metadata answer in the capture has named it, so ids are resolved when rows are made
        self._names: dict[str, str] = {}

    def knows(self, group: str) -> bool:
        """Whether `group` rebalances by member epochs (its heartbeats were seen)."""
        return group in self._groups

    def clients(self, group: str) -> dict[str, str]:
        """Member id -> client id, as the group's heartbeats and ConsumerGroupDescribe named them."""
        found = self._groups.get(group)
        return found.clients if found is not None else {}

    def groups(self) -> Iterable[str]:
        return self._groups.keys()

    def topic_ids(self) -> Iterable[str]:
        return self._names.keys()

    def forget(self, groups: Iterable[str]) -> None:
        for group in groups:
            self._groups.pop(group, None)

    def held(self) -> int:
        """Epochs and their assignment steps, events, leaves and member states held, every group together."""
        return len(self._names) + sum(
            len(g.epochs) + len(g.events) + len(g.left) + len(g.member_epochs) + len(g.subscriptions)
            + len(g.assignments) + len(g.clients) + sum(len(s) for e in g.epochs.values() for s in e.steps.values())
            for g in self._groups.values()
        )  # fmt: skip

    def forget_topic_id(self, topic_id: str) -> None:
        self._names.pop(topic_id, None)

    def feed(self, e: DecodedExchange) -> None:
        self._feed(e)
        group = e.fields.get("group")
        if self._history is not None:
            # the groups the exchange may have added to: its own, and those ConsumerGroupDescribe answered
            described = (
                body_of(e.fields, "response").get("groups") if e.fields.get("api") == "ConsumerGroupDescribe" else None
            )
            for name in [group, *(d.get("group_id") for d in described or [])]:
                if isinstance(name, str) and name in self._groups:
                    self._trim(self._groups[name], self._history)

    def _trim(self, g: _Group, limit: int) -> None:
        """A group's state cut to the history (the module docstring)."""
        keep_last(g.events, limit, self.dropped, "group-event")
        for number in sorted(g.epochs)[: max(0, len(g.epochs) - limit)]:
            del g.epochs[number]
            self.dropped["epoch"] += 1
        del g.left_at[: max(0, len(g.left_at) - limit)]
        keep_last(g.left, limit, self.dropped, "leave")
        for members in (g.member_epochs, g.subscriptions, g.assignments, g.clients):
            keep_last_keys(members, limit, self.dropped, "member")

    def _feed(self, e: DecodedExchange) -> None:
        self._names.update(e.fields.get("topic_ids") or {})
        api, group = e.fields.get("api"), e.fields.get("group")
        if api in COMMIT_APIS:
            if isinstance(group, str) and group in self._groups and e.fields.get("error_details"):
                self._refused(self._groups[group], refused_commit(e))
            return
        request = body_of(e.fields, "request")
        if api not in EPOCH_APIS or not request:
            return
        response = body_of(e.fields, "response")
        if api in HEARTBEATS and group:
            self._heartbeat(self._group(group, HEARTBEATS[api]), e, request, response)
        elif api == "ConsumerGroupDescribe":
            self._describe(e, response)
        elif group:
            self._delivery(self._group(group, "share"), e, api, request, response)

    def _group(self, name: str, protocol: str) -> _Group:
        return self._groups.setdefault(name, _Group(protocol))

    def _heartbeat(self, g: _Group, e: DecodedExchange, request: dict[str, Any], response: dict[str, Any]) -> None:
        ids = e.fields["topic_ids"]
        member = response.get("member_id") or request.get("member_id") or ""
        sent, granted = request.get("member_epoch"), response.get("member_epoch")
        errors = [d["error"] for d in e.fields.get("error_details", [])]
        g.events.append(_event(e, member, sent, granted, errors))
        if member and e.fields.get("client_id"):
            g.clients[member] = e.fields["client_id"]
        if sent in LEAVE_EPOCHS:
            g.left.append(member)
            g.left_at.append(request_ts(e))
            g.assignments.pop(member, None)
        subscription = {k: request[k] for k in ("subscribed_topic_names", "subscribed_topic_regex")
                        if request.get(k) is not None}  # fmt: skip
        if subscription:  # heartbeats send it only when it changes
            g.subscriptions[member] = subscription
        if isinstance(sent, int) and sent > 0:
            before = g.epoch(sent)
            before.heartbeats += 1
            before.errors.update(errors)
            if request.get("topic_partitions") is not None:
                before.owned[member] = _partitions(request["topic_partitions"], ids)
        elif errors and (current := g.current()) is not None:
            current.errors.update(errors)
        if isinstance(granted, int) and granted > 0 and e.exchange.response is not None and not errors:
            self._grant(g, e, member, granted, request, response, ids)

    def _grant(self, g: _Group, e: DecodedExchange, member: str, granted: int, request: dict[str, Any],
               response: dict[str, Any], ids: dict[str, str]) -> None:  # fmt: skip
        """A heartbeat answered with an epoch, and with an assignment or none (the member keeps its own)."""
        epoch, answered = g.epoch(granted), response_ts(e)
        assignment = response.get("assignment")
        given = _partitions(assignment.get("topic_partitions") or [], ids) if isinstance(assignment, dict) else None
        if epoch.first_granted is None:
            epoch.first_granted = answered
        if member not in epoch.members:
            epoch.members.add(member)
            epoch.last_reached = answered
        _step(epoch, member, given if given is not None else g.assignments.get(member))
        keep_last(epoch.steps.get(member, []), self._history, self.dropped, "assignment-step")
        if given is not None:
            g.assignments[member] = given
        g.member_epochs[member] = granted
        epoch.assignor = request.get("server_assignor") or epoch.assignor
        if member in g.subscriptions:
            epoch.subscriptions[member] = g.subscriptions[member]

    def _refused(self, g: _Group, event: dict[str, Any]) -> None:
        """A refused commit: an event of the member epoch it named, its errors that epoch's."""
        named = event.pop("generation")
        event.pop("leaving")
        g.events.append({**event, "member_epoch": named, "granted_epoch": None})
        epoch = g.epochs.get(named) if isinstance(named, int) else None
        if (epoch := epoch or g.current()) is not None:
            epoch.errors.update(f"{event['api']}:{error}" for error in event["errors"])

    def _describe(self, e: DecodedExchange, response: dict[str, Any]) -> None:
        for described in response.get("groups") or []:
            name, number = described.get("group_id"), described.get("group_epoch")
            # An epoch below 0 describes no consumer-protocol epoch: brokers answer so for classic
            # and unknown groups (tansu: error 0, no members, epochs -1)
            if not name or not isinstance(number, int) or number < 0 or described.get("error_code"):
                continue
            g = self._group(name, "consumer")
            g.epoch(number).described = {
                "state": described.get("group_state"), "group_epoch": number,
                "assignment_epoch": described.get("assignment_epoch"), "assignor": described.get("assignor_name"),
                "members": {m.get("member_id"): {
                    "member_epoch": m.get("member_epoch"), "client_id": m.get("client_id"),
                    "assigned": _partitions((m.get("assignment") or {}).get("topic_partitions") or [],
                                            e.fields["topic_ids"]),
                    "target": _partitions((m.get("target_assignment") or {}).get("topic_partitions") or [],
                                          e.fields["topic_ids"]),
                } for m in described.get("members") or []},
            }  # fmt: skip

    def _delivery(self, g: _Group, e: DecodedExchange, api: str, request: dict[str, Any],
                  response: dict[str, Any]) -> None:  # fmt: skip
        member = request.get("member_id") or ""
        epoch = g.epochs.get(g.member_epochs.get(member, -1)) or g.current() or g.epoch(0)
        ids = e.fields["topic_ids"]
        for topic, partition, part in topic_partitions(request, "topics", "partitions", ids):
            for batch in part.get("acknowledgement_batches") or []:
                _acknowledge(epoch.deliveries[f"{topic}/{partition}"], batch)
        for topic, partition, part in topic_partitions(response, "responses", "partitions", ids):
            for acquired in part.get("acquired_records") or []:
                first, last = acquired.get("first_offset"), acquired.get("last_offset")
                if isinstance(first, int) and isinstance(last, int) and last >= first:
                    epoch.deliveries[f"{topic}/{partition}"]["acquired"] += last - first + 1
        epoch.errors.update(d["error"] for d in e.fields.get("error_details", []))
        g.events.append(_event(e, member, None, None, [d["error"] for d in e.fields.get("error_details", [])]))

    def rows(self) -> list[dict[str, Any]]:
        rows = []
        for name, g in sorted(self._groups.items()):
            for number, epoch in sorted(g.epochs.items()):
                row = _named(_row(name, g, number, epoch), self._names)
                # an epoch no answer in the capture granted (it began before): from its first event
                formed = epoch.first_granted if epoch.first_granted is not None else _first(row["events"])
                rows.append({**row, "formed_ts": formed, "ended_ts": _ended(g, number, epoch)})
        return rows


def refused_commit(e: DecodedExchange) -> dict[str, Any]:
    """A commit the coordinator refused as a group's event: the generation (or member epoch) it
    named, and each error once (a refusal names every partition of the commit)."""
    request = body_of(e.fields, "request")
    generation = request.get("generation_id_or_member_epoch", request.get("generation_id"))
    return {
        "ts": request_ts(e), "api": e.fields.get("api"), "client_id": e.fields.get("client_id"), "conn": conn_text(e),
        "member_id": request.get("member_id"), "generation": generation if isinstance(generation, int) else None,
        "errors": list(dict.fromkeys(d["error"] for d in e.fields.get("error_details", []))),
        "latency_ms": latency_ms(e), "leaving": [],
    }  # fmt: skip


def _first(events: list[dict[str, Any]]) -> float | None:
    return min((ev["ts"] for ev in events), default=None)


def _ended(g: _Group, number: int, epoch: _Epoch) -> float | None:
    """When the group's member set changed after this epoch began: the next epoch granted, or a
    member leaving; None while it held at the capture's end."""
    start = epoch.first_granted
    ends = [e.first_granted for n, e in g.epochs.items() if n > number and e.first_granted is not None]
    ends += g.left_at
    ends = [ts for ts in ends if start is None or ts >= start]
    return min(ends) if ends else None


def _step(epoch: _Epoch, member: str, holds: list[str] | None) -> None:
    """What a member holds by an answer at this epoch, as a new step when it changed: partitions
    taken back before the next epoch, or given once another member released them."""
    steps = epoch.steps.setdefault(member, [])
    if holds is not None and (not steps or steps[-1] != holds):
        steps.append(holds)
    if not steps:
        del epoch.steps[member]


def _acknowledge(counts: Counter[str], batch: dict[str, Any]) -> None:
    """One acknowledgement batch: a single type for every offset of the range, or one per offset."""
    first, last, types = batch.get("first_offset"), batch.get("last_offset"), batch.get("acknowledge_types") or []
    if not (isinstance(first, int) and isinstance(last, int)) or last < first or not types:
        return
    if len(types) == 1:
        counts[ACKNOWLEDGE_TYPES.get(types[0], f"type {types[0]}")] += last - first + 1
    else:
        counts.update(ACKNOWLEDGE_TYPES.get(t, f"type {t}") for t in types)


def _partitions(topic_partitions: list[dict[str, Any]], ids: dict[str, str]) -> list[str]:
    return sorted(f"{topic_name(t, ids)}/{p}" for t in topic_partitions for p in t.get("partitions") or [])


def _event(e: DecodedExchange, member: str, sent: Any, granted: Any, errors: list[str]) -> dict[str, Any]:
    return {
        "ts": request_ts(e), "api": e.fields.get("api"), "client_id": e.fields.get("client_id"), "conn": conn_text(e),
        "member_id": member, "member_epoch": sent, "granted_epoch": granted, "errors": errors,
        "latency_ms": latency_ms(e),
    }  # fmt: skip


def _row(name: str, g: _Group, number: int, epoch: _Epoch) -> dict[str, Any]:
    took = None
    if epoch.first_granted is not None and epoch.last_reached is not None:
        took = round((epoch.last_reached - epoch.first_granted) * 1000, 3)
    row: dict[str, Any] = {
        "group": name, "generation": number, "epoch_kind": "group epoch",
        "protocol": g.protocol + (f" ({epoch.assignor})" if epoch.assignor else ""), "leader": None,
        "members": sorted(epoch.members), "assignments": {m: steps[-1] for m, steps in sorted(epoch.steps.items())},
        "assignment_steps": dict(sorted(epoch.steps.items())),
        "owned": dict(sorted(epoch.owned.items())), "subscriptions": dict(sorted(epoch.subscriptions.items())),
        "rebalance_ms": took, "heartbeats": epoch.heartbeats, "errors": dict(epoch.errors),
        "left": g.left, "events": [ev for ev in g.events if _in_epoch(ev, number, g)],
    }  # fmt: skip
    if epoch.described is not None:
        row["described"] = epoch.described
    if epoch.deliveries:
        row["deliveries"] = {where: dict(counts) for where, counts in sorted(epoch.deliveries.items())}
    return row


def _named(row: dict[str, Any], names: dict[str, str]) -> dict[str, Any]:
    """A row with the topic ids in its partitions ("id/3") replaced by names where known."""

    def name(where: str) -> str:
        topic, _, partition = where.rpartition("/")
        return f"{names.get(topic, topic)}/{partition}"

    row["owned"] = {member: sorted(map(name, parts)) for member, parts in row["owned"].items()}
    # named, two steps may turn out the same: one answer named a topic by id before another named it
    row["assignment_steps"] = {member: _changes([sorted(map(name, parts)) for parts in steps])
                               for member, steps in row["assignment_steps"].items()}  # fmt: skip
    row["assignments"] = {member: steps[-1] for member, steps in row["assignment_steps"].items()}
    if "deliveries" in row:
        row["deliveries"] = {name(where): counts for where, counts in row["deliveries"].items()}
    return row


def _changes(steps: list[list[str]]) -> list[list[str]]:
    """The steps without one that repeats the step before it."""
    return [parts for i, parts in enumerate(steps) if i == 0 or parts != steps[i - 1]]


def _in_epoch(event: dict[str, Any], number: int, g: _Group) -> bool:
    """An event belongs to the epoch it was sent at, or to the one it was granted."""
    return number in (event["member_epoch"], event["granted_epoch"]) or (
        event["member_epoch"] is None and event["granted_epoch"] is None and number == max(g.epochs)
    )
