"""`kafkasniff groups`: per consumer group and generation, who joined, who led, what each member
was assigned, how long the rebalance took, and the JoinGroup/SyncGroup/Heartbeat/LeaveGroup
timeline; KIP-848 consumer groups and KIP-932 share groups per group epoch (epoch_groups.py)."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from kafkasniff.analyses.epoch_groups import EpochGroups
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
    synced: float | None = None
    heartbeats: int = 0
    errors: dict[str, int] = field(default_factory=dict)


class GroupsAnalysis:
    def __init__(self) -> None:
        self._generations: dict[str, dict[int, _Generation]] = defaultdict(dict)
        self._pending_join: dict[str, float] = {}  # group -> first JoinGroup of a rebalance
        self._events: dict[str, list[dict[str, Any]]] = defaultdict(list)
        self._left: dict[str, list[str]] = defaultdict(list)
        self._epoch_groups = EpochGroups()  # KIP-848 consumer groups and KIP-932 share groups

    def feed(self, e: DecodedExchange) -> None:
        self._epoch_groups.feed(e)
        api, group = e.fields.get("api"), e.fields.get("group")
        if api not in GROUP_APIS or not group or e.fields.get("request") is None:
            return
        request, response = body_of(e.fields, "request"), body_of(e.fields, "response")
        self._events[group].append(_event(e, api, request, response))
        if api == "JoinGroup":
            self._join(group, e, response)
        elif api == "SyncGroup":
            self._sync(group, e, request, response)
        elif api == "Heartbeat":
            generation = self._generation(group, request.get("generation_id"))
            if generation is not None:
                generation.heartbeats += 1
        elif api == "LeaveGroup":
            members = [m.get("member_id") for m in request.get("members") or []] or [request.get("member_id")]
            self._left[group] += [m for m in members if m]
        for detail in e.fields.get("error_details", []):
            target = self._generation(group, request.get("generation_id"))
            if target is not None:
                target.errors[detail["error"]] = target.errors.get(detail["error"], 0) + 1

    def _generation(self, group: str, number: Any) -> _Generation | None:
        if not isinstance(number, int) or number < 0:
            return None
        return self._generations[group].setdefault(number, _Generation(number))

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
            self._pending_join.pop(group, None)

    def rows(self) -> list[dict[str, Any]]:
        rows = []
        for group, generations in sorted(self._generations.items()):
            for number, g in sorted(generations.items()):
                duration = None
                if g.join_started is not None and g.synced is not None:
                    duration = round((g.synced - g.join_started) * 1000, 3)
                rows.append({
                    "group": group, "generation": number, "epoch_kind": "generation", "protocol": g.protocol,
                    "leader": g.leader,
                    "members": sorted(g.members), "assignments": dict(sorted(g.assignments.items())),
                    "rebalance_ms": duration, "heartbeats": g.heartbeats, "errors": g.errors,
                    "left": self._left.get(group, []), "events": self._events[group],
                })  # fmt: skip
        return sorted([*rows, *self._epoch_groups.rows()], key=lambda row: (row["group"], row["generation"]))


def _event(e: DecodedExchange, api: str, request: dict[str, Any], response: dict[str, Any]) -> dict[str, Any]:
    return {
        "ts": request_ts(e), "api": api, "client_id": e.fields.get("client_id"), "conn": conn_text(e),
        "member_id": request.get("member_id") or response.get("member_id"),
        "generation": response.get("generation_id", request.get("generation_id")),
        "errors": [d["error"] for d in e.fields.get("error_details", [])], "latency_ms": latency_ms(e),
    }  # fmt: skip


COLUMNS = (
    ("group", "group"), ("generation", "generation or epoch"), ("protocol", "protocol"), ("leader", "leader"),
    ("members", "members"), ("assignments", "assignments"), ("rebalance_ms", "rebalance ms"),
    ("heartbeats", "heartbeats"), ("errors", "errors"),
)  # fmt: skip
