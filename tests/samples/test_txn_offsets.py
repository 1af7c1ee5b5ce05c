"""The txn-offsets samples decode to what confluent-kafka's clients reported: three transactions
(commit, abort, commit) each sending the reader's offsets for its group, ended as the producer
ended them, and every OffsetFetch answer the admin and the group member were given afterwards;
against librdkafka's mock cluster, which answered -1 for offsets the committed transactions
wrote, and against Apache Kafka, which answered them (the control)."""

from __future__ import annotations

from typing import Any

import pytest

from kafkasniff.analyses.txn import TxnAnalysis
from kafkasniff.dissectors.kafka.schema_data import ERRORS
from kafkasniff.model import DecodedExchange
from tests.support.analyses import analyse
from tests.support.record_facts import exchanges_of, sample

MOCK, KAFKA = "txn-offsets-mock", "txn-offsets-kafka"
BOTH = pytest.mark.parametrize("name", [MOCK, KAFKA])
# What a broker that keeps committed transactions' offsets holds after each: commit 1, abort 2, commit 3
AFTER = [
    {"ledger-in/0": 1, "ledger-in/1": 1},
    {"ledger-in/0": 1, "ledger-in/1": 1},
    {"ledger-in/0": 3, "ledger-in/1": 3},
]
NOTHING = {"ledger-in/0": -1, "ledger-in/1": -1}


def committed_offsets(request: dict[str, Any]) -> dict[str, int]:
    return {
        f"{t['name']}/{p['partition_index']}": p["committed_offset"] for t in request["topics"] for p in t["partitions"]
    }


def fetched(e: DecodedExchange) -> tuple[dict[str, int], dict[str, str]]:
    """An OffsetFetch answer's offsets and partition errors by topic/partition (v8+ per group)."""
    response = e.fields["response"]
    (answer,) = response.get("groups") or [response]
    partitions = {f"{t['name']}/{p['partition_index']}": p for t in answer["topics"] for p in t["partitions"]}
    errors = {k: ERRORS[p["error_code"]] for k, p in partitions.items() if p["error_code"]}
    return {k: p["committed_offset"] for k, p in partitions.items()}, errors


def after_first_end(name: str, client_id: str) -> list[DecodedExchange]:
    """The client's OffsetFetch exchanges sent after the first transaction ended."""
    first_end = exchanges_of(name, "EndTxn", "ledger-txn")[0].exchange.request.ts
    return [e for e in exchanges_of(name, "OffsetFetch", client_id) if e.exchange.request.ts > first_end]


@BOTH
def test_each_transaction_ends_on_the_wire_as_the_producer_ended_it(name: str):
    facts, _ = sample(name)
    each = facts["transactions"]["each"]
    ends = exchanges_of(name, "EndTxn", "ledger-txn")
    assert [e.fields["request"]["committed"] for e in ends] == [t["outcome"] == "commit" for t in each]
    assert [e.fields["request"]["transactional_id"] for e in ends] == [facts["transactional_id"]] * len(each)
    assert [e.fields["response"]["error_code"] for e in ends] == [0] * len(each)


@BOTH
def test_each_transaction_sends_the_readers_offsets_for_its_group_in_the_readers_generation(name: str):
    facts, _ = sample(name)
    each = facts["transactions"]["each"]
    added = exchanges_of(name, "AddOffsetsToTxn", "ledger-txn")
    assert [e.fields["request"]["group_id"] for e in added] == [g for t in each for g in t["offsets_sent"]]
    assert [e.fields["response"]["error_code"] for e in added] == [0] * len(each)
    commits = exchanges_of(name, "TxnOffsetCommit", "ledger-txn")
    assert [{c.fields["request"]["group_id"]: committed_offsets(c.fields["request"])} for c in commits] == [
        t["offsets_sent"] for t in each
    ]
    assert {p["error_code"] for c in commits for t in c.fields["response"]["topics"] for p in t["partitions"]} == {0}
    (sync,) = exchanges_of(name, "SyncGroup", "ledger-reader")
    member = (sync.fields["request"]["member_id"], sync.fields["request"]["generation_id"])
    assert {
        (c.fields["request"]["member_id"], c.fields["request"]["generation_id_or_member_epoch"]) for c in commits
    } == {member}


@BOTH
def test_txn_shows_each_transaction_with_its_outcome_records_and_offsets(name: str):
    facts, _ = sample(name)
    rows = [r for r in analyse(name, TxnAnalysis()) if r["outcome"] in ("committed", "aborted")]
    outcomes = {"commit": "committed", "abort": "aborted"}
    assert [r["outcome"] for r in rows] == [outcomes[t["outcome"]] for t in facts["transactions"]["each"]]
    for row, txn in zip(rows, facts["transactions"]["each"], strict=True):
        sent = {f"{g}/{tp}": offset for g, parts in txn["offsets_sent"].items() for tp, offset in parts.items()}
        kept = row["offsets_committed"] if txn["outcome"] == "commit" else row["offsets_discarded"]
        assert (row["transactional_id"], kept) == (txn["transactional_id"], sent)
        assert row["records_produced"] == sum(txn["records_per_partition"].values())


@BOTH
def test_every_offset_fetch_answer_after_the_transactions_decodes_to_what_the_client_reported(name: str):
    facts, _ = sample(name)
    reported = facts["offset_fetches"]
    admin = [fetched(e) for e in after_first_end(name, "ledger-admin")]
    assert admin == [(a["offsets"], a["errors"]) for a in reported if a["client_id"] == "ledger-admin"]
    # committed() is one call; librdkafka asks again by itself while the broker says unstable
    last_end = exchanges_of(name, "EndTxn", "ledger-txn")[-1].exchange.request.ts
    member = after_first_end(name, "ledger-reader")
    assert member and all(e.exchange.request.ts > last_end for e in member)
    (committed,) = [a for a in reported if a["client_id"] == "ledger-reader"]
    assert fetched(member[-1]) == (committed["offsets"], committed["errors"])


def test_the_members_committed_offsets_are_the_last_transactions_on_kafka_and_none_on_the_mock():
    kafka, _ = sample(KAFKA)
    mock, _ = sample(MOCK)
    assert fetched(after_first_end(KAFKA, "ledger-reader")[-1]) == (AFTER[-1], {})
    assert fetched(after_first_end(MOCK, "ledger-reader")[-1]) == (NOTHING, {})
    assert kafka["committed_effective"]["ledger-settle"] == mock["committed_effective"]["ledger-settle"] == AFTER[-1]


@BOTH
def test_the_admins_settled_answer_after_each_transaction_is_the_one_the_sidecar_judges(name: str):
    facts, _ = sample(name)
    settled: dict[int, dict[str, int]] = {}
    ends = [e.exchange.request.ts for e in exchanges_of(name, "EndTxn", "ledger-txn")]
    for e in after_first_end(name, "ledger-admin"):
        offsets, errors = fetched(e)
        if not errors:
            settled[sum(1 for end in ends if end < e.exchange.request.ts)] = offsets
    judged = facts["offset_fetch_after_each_transaction"]
    assert settled == {t["transaction"]: t["answered"] for t in judged}
    assert [t["agrees"] for t in judged] == [t["answered"] == t["expected"] for t in judged]


def test_apache_kafka_answers_the_committed_transactions_offsets_where_the_mock_answers_none():
    mock, _ = sample(MOCK)
    kafka, _ = sample(KAFKA)
    assert [t["expected"] for t in mock["offset_fetch_after_each_transaction"]] == AFTER
    assert [t["answered"] for t in kafka["offset_fetch_after_each_transaction"]] == AFTER
    assert [t["answered"] for t in mock["offset_fetch_after_each_transaction"]] == [NOTHING] * len(AFTER)
    assert (kafka["broker_keeps_transactional_offsets"], mock["broker_keeps_transactional_offsets"]) == (True, False)
