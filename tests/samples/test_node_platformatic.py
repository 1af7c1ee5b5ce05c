"""The @platformatic/kafka and kafka-node samples decode to what their programs reported: every
request the client logged (its connection's local port and correlation id) is on the wire with the
fields the program sent, answered as the client saw it, or unanswered where the client got none;
failed InitProducerId attempts, AddPartitionsToTxn never answered, EndTxn COMMIT/ABORT, Produce
answers per partition (rejected, acknowledged, acks=0), JoinGroup, commits."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest

from kafkasniff.model import DecodedExchange
from tests.support import record_facts

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
PLT_MOCK, PLT_TANSU = "platformatic-txn", "platformatic-txn-tansu"
KN_MOCK, KN_TANSU = "kafka-node-legacy", "kafka-node-tansu"
NAMES = (PLT_MOCK, PLT_TANSU, KN_MOCK, KN_TANSU)


@cache
def sample(name: str) -> tuple[dict[str, Any], dict[tuple[int, int], DecodedExchange]]:
    """The sidecar, and the decoded exchanges by (client port, correlation id)."""
    facts, exchanges = record_facts.sample(name)
    return facts, {(e.exchange.conn.client[1], e.fields["correlation_id"]): e for e in exchanges}


def on_wire(name: str, logged: dict[str, Any]) -> DecodedExchange:
    """The exchange a program logged, found by its connection and correlation id."""
    _, by_id = sample(name)
    exchange = by_id[(logged["local_port"], logged["correlation_id"])]
    assert exchange.fields["api"] == logged["api"]
    assert exchange.fields["client_id"] == logged["client_id"]
    if logged.get("api_version") is not None:
        assert exchange.fields["api_version"] == logged["api_version"]
    answered = exchange.fields["response"] is not None
    assert answered == logged["answered"], (logged, exchange.exchange.status)
    return exchange


def per_partition(answer: dict[str, Any]) -> dict[str, tuple[int, int | None]]:
    return {
        f"{t['name']}/{p['index']}": (p["error_code"], p["base_offset"] if p["error_code"] == 0 else None)
        for t in answer["responses"]
        for p in t["partition_responses"]
    }


def code(error: dict[str, Any] | None) -> int:
    return error["code"] if error else 0


@pytest.mark.parametrize("name", [PLT_MOCK, PLT_TANSU])
def test_every_init_producer_id_attempt_is_on_the_wire_with_its_answer(name: str):
    facts, _ = sample(name)
    attempts = facts["init_producer_id_attempts"]
    assert [a["ok"] for a in attempts] == [False, True]
    for attempt in attempts:
        exchange = on_wire(name, attempt)
        request, response = exchange.fields["request"], exchange.fields["response"]
        assert request["transactional_id"] == attempt["transactional_id"] == facts["transactional_id"]
        assert (request["producer_id"], request["producer_epoch"]) == (
            attempt["producer_id_sent"],
            attempt["producer_epoch_sent"],
        )
        assert response["error_code"] == code(attempt["error"])
        assert (response["producer_id"], response["producer_epoch"]) == (
            attempt["producer_id"],
            attempt["producer_epoch"],
        )
    # the library's default 0/0 refused, -1/-1 given an id
    assert (attempts[0]["producer_id_sent"], attempts[0]["producer_epoch_sent"]) == (0, 0)
    assert attempts[0]["error"]["name"] == {PLT_MOCK: "UNKNOWN_PRODUCER_ID", PLT_TANSU: "UNKNOWN_SERVER_ERROR"}[name]


@pytest.mark.parametrize("name", [PLT_MOCK, PLT_TANSU])
def test_each_transaction_adds_partitions_produces_and_ends_as_the_program_saw_it(name: str):
    facts, _ = sample(name)
    txns = facts["transactions"]["each"]
    assert facts["transactions"]["order"] == {PLT_MOCK: ["COMMIT", "ABORT", "COMMIT"], PLT_TANSU: ["ABORT"]}[name]
    for txn in txns:
        for add in txn["add_partitions"]:
            request = on_wire(name, add).fields["request"]
            sent = request["transactions"][0] if "transactions" in request else {
                "transactional_id": request["v3_and_below_transactional_id"],
                "producer_id": request["v3_and_below_producer_id"],
                "producer_epoch": request["v3_and_below_producer_epoch"],
                "topics": request["v3_and_below_topics"],
            }  # fmt: skip
            assert (sent["transactional_id"], sent["producer_id"], sent["producer_epoch"]) == (
                txn["transactional_id"],
                txn["producer_id"],
                txn["producer_epoch"],
            )
            assert sorted(f"{t['name']}/{p}" for t in sent["topics"] for p in t["partitions"]) == add["partitions_sent"]
        joined = sorted({p for a in txn["add_partitions"] for p, e in a["partitions_answered"].items() if e is None})
        assert joined == txn["partitions_joined"]
        for produce in txn["produce_requests"]:
            exchange = on_wire(name, produce)
            assert exchange.fields["request"]["transactional_id"] == txn["transactional_id"]
            assert per_partition(exchange.fields["response"]) == {
                k: (code(v["error"]), v["base_offset"]) for k, v in produce["partitions"].items()
            }
        end = on_wire(name, txn["end_txn"])
        assert end.fields["request"]["committed"] == (txn["outcome"] == "COMMIT")
        assert end.fields["request"]["producer_id"] == txn["producer_id"]
        assert end.fields["response"]["error_code"] == code(txn["end_txn"]["error"])


def test_on_tansu_the_partitions_never_join_the_transaction():
    facts, _ = sample(PLT_TANSU)
    (txn,) = facts["transactions"]["each"]
    assert len(txn["add_partitions"]) == 3 and not any(a["answered"] for a in txn["add_partitions"])
    assert {a["api_version"] for a in txn["add_partitions"]} == {5}
    assert len({a["local_port"] for a in txn["add_partitions"]}) == 3  # each attempt on a new connection
    assert txn["partitions_joined"] == [] and txn["produce_requests"] == [] and not txn["send_ok"]
    assert txn["outcome"] == "ABORT" and txn["end_txn"]["answered"]


@pytest.mark.parametrize("name", [PLT_MOCK, PLT_TANSU])
def test_the_program_logged_every_request_on_the_wire(name: str):
    facts, by_id = sample(name)
    assert facts["exchanges_logged"] == len(by_id) == sum(facts["tshark"]["requests_per_api_key"].values())


@pytest.mark.parametrize("name", [PLT_TANSU, KN_MOCK])
def test_commits_and_joins_are_on_the_wire_as_the_consumer_made_them(name: str):
    facts, _ = sample(name)
    for commit in facts["commits"]:
        request = on_wire(name, commit).fields["request"]
        assert (request["group_id"], request["member_id"], request["generation_id_or_member_epoch"]) == (
            commit["group_id"],
            commit["member_id"],
            commit["generation_id"],
        )
        sent = {
            f"{t['name']}/{p['partition_index']}": p["committed_offset"]
            for t in request["topics"]
            for p in t["partitions"]
        }
        assert sent == commit["offsets"]
    joins = facts["group_joins"]
    for join in joins:
        response = on_wire(name, join).fields["response"]
        assert response["error_code"] == code(join["error"])
    (generation,) = facts["generations"]
    assert joins[-1]["generation_id"] == generation["generation_id"]


@pytest.mark.parametrize("name", [KN_MOCK, KN_TANSU])
def test_kafka_node_produce_requests_and_their_answers(name: str):
    facts, by_id = sample(name)
    requests = facts["produce_requests"]
    for produce in requests:
        if "local_port" not in produce:
            continue  # acks=0 (no request log line) or never written
        exchange = on_wire(name, produce)
        request = exchange.fields["request"]
        assert request["acks"] == produce["acks"]
        batches = [b for t in request["topic_data"] for p in t["partition_data"] for b in p["records"]["batches"]]
        assert {b["magic"] for b in batches} == {1} and {b["codec"] for b in batches} == {produce["codec"]}
        if produce["answered"]:
            assert per_partition(exchange.fields["response"]) == {
                k: (code(v["error"]), v["base_offset"]) for k, v in produce["partitions"].items()
            }
    (acks0,) = [e for e in by_id.values() if e.fields["api"] == "Produce" and e.fields["request"]["acks"] == 0]
    assert acks0.fields["client_id"] == "kn-acks0"
    (said,) = [r for r in requests if r["acks"] == 0]
    # The mock answers acks=0 all the same (kafka-node drops the answer unread); tansu closes instead.
    unread = [(u["local_port"], u["correlation_id"]) for u in said["broker_answer_unread"]]
    if acks0.exchange.status == "no-response-expected":
        assert unread == []
    else:
        assert unread == [(acks0.exchange.conn.client[1], acks0.fields["correlation_id"])]
    assert acks0.exchange.status == {KN_MOCK: "ok", KN_TANSU: "no-response-expected"}[name]
    written = [r for r in requests if r["written"]]
    assert len([e for e in by_id.values() if e.fields["api"] == "Produce"]) == len(written)


def test_kafka_node_on_the_mock_one_batch_rejected_the_others_stored():
    facts, _ = sample(KN_MOCK)
    answers = [(r["codec"], r["acks"], r["partitions"]) for r in facts["produce_requests"]]
    rejected = [a for a in answers if any(v["error"] for v in a[2].values())]
    assert [(codec, acks) for codec, acks, _ in rejected] == [("gzip", 1)]
    assert rejected[0][2]["legacy-orders/0"]["error"]["name"] == "UNSUPPORTED_VERSION"
    assert facts["produced_rejected"] == {"legacy-orders": 2} and facts["produced_acks0"] == {"legacy-orders": 2}


def test_kafka_node_on_tansu_nothing_is_answered_and_the_group_never_forms():
    facts, by_id = sample(KN_TANSU)
    produce = [e for e in by_id.values() if e.fields["api"] == "Produce"]
    assert {e.exchange.status for e in produce} == {"unanswered", "no-response-expected"}
    (join,) = facts["group_joins"]
    assert join["error"] == {"code": 79, "name": "MEMBER_ID_REQUIRED"} and not facts["formed"]
    apis = {e.fields["api"] for e in by_id.values()}
    assert not apis & {"SyncGroup", "OffsetCommit", "Heartbeat", "Fetch"}
    assert facts["committed"] == {} and facts["produced"] == {}
