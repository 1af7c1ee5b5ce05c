"""What a sample capture must decode to, checked against its sidecar of facts."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from kafkasniff.model import DecodedExchange
from tests.support.decode import decode


def load(facts_path: Path) -> tuple[dict, list[DecodedExchange]]:
    facts = json.loads(facts_path.read_text())
    exchanges, _, _ = decode(facts_path.parent / facts["pcap"])
    return facts, exchanges


def check_requests_match_tshark(facts: dict, exchanges: list[DecodedExchange]) -> None:
    ours = Counter(str(e.fields["api_key"]) for e in exchanges if e.exchange.request is not None)
    assert dict(ours) == facts["tshark"]["requests_per_api_key"]


def check_all_paired_and_clean(facts: dict, exchanges: list[DecodedExchange]) -> None:
    statuses = Counter(e.exchange.status for e in exchanges)
    assert statuses["no-request"] == 0, statuses
    assert statuses["unanswered"] == 0, statuses
    assert sum(1 for e in exchanges if e.exchange.response is not None) == facts["tshark"]["responses"]
    assert [e.warnings for e in exchanges if e.warnings] == []


def check_clients_and_broker(facts: dict, exchanges: list[DecodedExchange]) -> None:
    assert {e.fields["client_id"] for e in exchanges} >= set(facts["client_ids"])
    assert {f"{e.exchange.conn.server[0]}:{e.exchange.conn.server[1]}" for e in exchanges} == {facts["broker"]}


ALL_CHECKS = (check_requests_match_tshark, check_all_paired_and_clean, check_clients_and_broker)
