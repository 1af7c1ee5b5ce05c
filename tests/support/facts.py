"""What a sample capture must decode to, checked against its sidecar of facts."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from kafkasniff.model import DecodedExchange
from tests.support.decode import decode

SAMPLES = Path(__file__).resolve().parents[2] / "samples"


def kafka_sidecars() -> list[Path]:
    """The sidecars of the Kafka samples (the MongoDB samples record other facts: issue 10)."""
    return sorted(p for p in SAMPLES.glob("*.facts.json") if "requests_per_api_key" in p.read_text())


def load(facts_path: Path) -> tuple[dict, list[DecodedExchange]]:
    facts = json.loads(facts_path.read_text())
    exchanges, _, _ = decode(facts_path.parent / facts["pcap"])
    return facts, exchanges


def check_requests_match_tshark(facts: dict, exchanges: list[DecodedExchange]) -> None:
    ours = Counter(str(e.fields["api_key"]) for e in exchanges if e.exchange.request is not None)
    assert dict(ours) == facts["tshark"]["requests_per_api_key"]


def check_all_paired_and_clean(facts: dict, exchanges: list[DecodedExchange]) -> None:
    """Every response paired; only requests still in flight when the capture stopped (or never
    answered, acks=0) lack one; no decode damage."""
    statuses = Counter(e.exchange.status for e in exchanges)
    tshark = facts["tshark"]
    assert statuses["no-request"] == 0, statuses
    assert sum(1 for e in exchanges if e.exchange.response is not None) == tshark["responses"]
    in_flight = sum(tshark["requests_per_api_key"].values()) - tshark["responses"]
    assert statuses["unanswered"] + statuses["no-response-expected"] == in_flight, statuses
    known = {(k["api_key"], k["api_version"], k.get("kind", "malformed")) for k in facts.get("known_malformed", [])}
    damage = [
        (e.fields["api_key"], e.fields["api_version"], w)
        for e in exchanges
        for w in e.warnings
        if w.kind != "newer-version" and (e.fields["api_key"], e.fields["api_version"], w.kind) not in known
    ]
    assert damage == []


def check_clients_and_broker(facts: dict, exchanges: list[DecodedExchange]) -> None:
    assert {e.fields["client_id"] for e in exchanges} >= set(facts["client_ids"])
    assert {f"{e.exchange.conn.server[0]}:{e.exchange.conn.server[1]}" for e in exchanges} == {facts["broker"]}


def check_committed_offsets(facts: dict, exchanges: list[DecodedExchange]) -> None:
    """The last offset each group committed per partition, as the consumers recorded it."""
    last: dict[str, dict[str, int]] = {}
    for e in exchanges:
        if e.fields["api"] not in ("OffsetCommit", "TxnOffsetCommit") or e.fields["request"] is None:
            continue
        group = last.setdefault(e.fields["request"]["group_id"], {})
        for topic in e.fields["request"]["topics"]:
            # OffsetCommit v10 and TxnOffsetCommit v6 name their topics by id
            name = topic.get("name") or e.fields["topic_ids"].get(topic.get("topic_id"))
            for p in topic["partitions"]:
                group[f"{name}/{p['partition_index']}"] = p["committed_offset"]
    assert last == facts.get("committed", {})


def check_topics_created(facts: dict, exchanges: list[DecodedExchange]) -> None:
    created = {
        t["name"]: t["num_partitions"]
        for e in exchanges
        if e.fields["api"] == "CreateTopics"
        for t in e.fields["request"]["topics"]
    }
    expected = {name: spec["partitions"] for name, spec in facts.get("topics", {}).items()}
    assert {k: v for k, v in created.items() if k in expected} == expected or not created


ALL_CHECKS = (
    check_requests_match_tshark,
    check_all_paired_and_clean,
    check_clients_and_broker,
    check_committed_offsets,
    check_topics_created,
)
