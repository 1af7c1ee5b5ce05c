"""The kafkajs samples decode to what the kafkajs programs reported: transactions, the OffsetFetch
after the aborted one, the markers a read_committed consumer fetched; the group's generations, its
members' commits and leaves; the producers' acks."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from tests.support.record_facts import exchanges_of, sample

SAMPLES = Path(__file__).resolve().parents[2] / "samples"
TXN, GROUP = "kafkajs-txn", "kafkajs-group"


def offsets(request: dict[str, Any]) -> dict[str, int]:
    return {
        f"{t['name']}/{p['partition_index']}": p["committed_offset"] for t in request["topics"] for p in t["partitions"]
    }


# --- kafkajs-txn ---


def test_each_transaction_ends_on_the_wire_as_the_program_ended_it():
    facts, _ = sample(TXN)
    txns = facts["transactions"]["each"]
    ends = exchanges_of(TXN, "EndTxn", "txn-producer")
    assert [e.fields["request"]["committed"] for e in ends] == [t["outcome"] == "COMMIT" for t in txns]
    assert [e.fields["response"]["error_code"] for e in ends] == [0] * len(txns)
    for end, txn in zip(ends, txns, strict=True):
        request = end.fields["request"]
        assert (request["transactional_id"], request["producer_id"], request["producer_epoch"]) == (
            txn["transactional_id"],
            txn["producer_id"],
            txn["producer_epoch"],
        )
    (init,) = exchanges_of(TXN, "InitProducerId", "txn-producer")
    assert init.fields["request"]["transactional_id"] == facts["transactional_id"]
    assert (init.fields["response"]["producer_id"], init.fields["response"]["producer_epoch"]) == (
        facts["producer_id"],
        facts["producer_epoch"],
    )


def test_the_aborted_transaction_sends_its_offsets_and_the_broker_then_answers_none_committed():
    facts, _ = sample(TXN)
    (aborted,) = [t for t in facts["transactions"]["each"] if t["outcome"] == "ABORT"]
    (commit,) = exchanges_of(TXN, "TxnOffsetCommit", "txn-producer")
    group = commit.fields["request"]["group_id"]
    assert {group: offsets(commit.fields["request"])} == aborted["offsets_sent"] == facts["discarded_offsets"]
    (added,) = exchanges_of(TXN, "AddOffsetsToTxn", "txn-producer")
    assert added.fields["request"]["group_id"] == group
    # after every EndTxn, the admin's OffsetFetch: the aborted offsets are not committed
    (fetch,) = exchanges_of(TXN, "OffsetFetch", "settle-admin")
    assert fetch.exchange.request.ts > max(e.exchange.request.ts for e in exchanges_of(TXN, "EndTxn"))
    answer = fetch.fields["response"]["topics"]
    got = {f"{t['name']}/{p['partition_index']}": p["committed_offset"] for t in answer for p in t["partitions"]}
    assert got == facts["offset_fetch_after_abort"]["offsets"]
    assert set(got.values()) == {-1} and facts["committed_effective"] == {group: {}}


def test_the_read_committed_consumer_fetches_every_marker_the_transactions_wrote():
    facts, _ = sample(TXN)
    fetches = exchanges_of(TXN, "Fetch", "audit-consumer")
    assert {e.fields["request"]["isolation_level"] for e in fetches} == {1}  # read_committed
    markers: dict[str, dict[int, str]] = {}
    data: dict[str, set[int]] = {}
    for e in fetches:
        for topic in e.fields["response"]["responses"]:
            for part in topic["partitions"]:
                where = f"{topic['topic']}/{part['partition_index']}"
                for batch in (part["records"] or {}).get("batches", []):
                    for record in batch["records"]:
                        if batch["control"]:
                            markers.setdefault(where, {})[record["offset"]] = record["control"]["type"]
                        else:
                            data.setdefault(where, set()).add(record["offset"])
    assert {w: sorted(m) for w, m in markers.items()} == facts["marker_offsets_expected"]
    assert {w: dict(Counter(m.values())) for w, m in markers.items()} == facts["markers_expected"]
    # data records only: what the consumer was handed (the mock lists no aborted transactions)
    assert {w: len(o) for w, o in data.items()} == facts["consumed_per_partition"]


def test_the_transactional_records_are_produced_inside_their_transactions():
    facts, _ = sample(TXN)
    produces = exchanges_of(TXN, "Produce", "txn-producer")
    assert len(produces) == len(facts["transactions"]["each"])
    for produce, txn in zip(produces, facts["transactions"]["each"], strict=True):
        request = produce.fields["request"]
        assert request["transactional_id"] == facts["transactional_id"] and request["acks"] == -1
        sent = {
            f"{t['name']}/{p['index']}": sum(b["record_count"] for b in p["records"]["batches"])
            for t in request["topic_data"]
            for p in t["partition_data"]
        }
        assert sent == txn["records_per_partition"]
        batches = [b for t in request["topic_data"] for p in t["partition_data"] for b in p["records"]["batches"]]
        assert all(b["transactional"] and b["producer_id"] == facts["producer_id"] for b in batches)


# --- kafkajs-group ---


def test_every_commit_a_member_reported_is_on_the_wire_with_its_member_id_and_generation():
    facts, _ = sample(GROUP)
    wire = [
        {
            "client_id": e.fields["client_id"],
            "member_id": e.fields["request"]["member_id"],
            "generation_id": e.fields["request"]["generation_id_or_member_epoch"],
            "offsets": offsets(e.fields["request"]),
            "errors": {p["error_code"] for t in e.fields["response"]["topics"] for p in t["partitions"]},
        }
        for e in exchanges_of(GROUP, "OffsetCommit")
    ]
    keys = ("member_id", "generation_id", "offsets")
    for client in ("worker-1", "worker-2"):  # each member's commits in its order; the two members' interleave
        assert [{k: c[k] for k in keys} for c in wire if c["client_id"] == client] == [
            {k: c[k] for k in keys} for c in facts["commits"] if c["client_id"] == client
        ]
    assert len(wire) == len(facts["commits"]) and all(c["errors"] == {0} for c in wire)


def test_each_generation_has_the_members_and_assignments_the_programs_reported():
    facts, _ = sample(GROUP)
    joined: dict[int, set[str]] = {}
    for e in exchanges_of(GROUP, "JoinGroup"):
        response = e.fields["response"]
        if response["error_code"] == 0:
            joined.setdefault(response["generation_id"], set()).add(response["member_id"])
    assigned: dict[int, dict[str, list[str]]] = {}
    for e in exchanges_of(GROUP, "SyncGroup"):
        parts = e.fields["response"]["assignment"]["assigned_partitions"]
        generation, member = e.fields["request"]["generation_id"], e.fields["request"]["member_id"]
        assigned.setdefault(generation, {})[member] = [f"{a['topic']}/{p}" for a in parts for p in a["partitions"]]
    expected = {
        g["generation_id"]: {m["member_id"]: m["partitions"] for m in g["members"]} for g in facts["generations"]
    }
    assert {g: set(members) for g, members in expected.items()} == joined
    assert assigned == expected
    assert [len(g["members"]) for g in facts["generations"]] == [1, 2, 1]


def test_the_members_leave_in_the_order_and_with_the_ids_they_reported():
    facts, _ = sample(GROUP)
    leaves = exchanges_of(GROUP, "LeaveGroup")
    assert [(e.fields["client_id"], e.fields["request"]["members"][0]["member_id"]) for e in leaves] == [
        (left["client_id"], left["member_id"]) for left in facts["left"]
    ]
    assert all(e.fields["response"]["error_code"] == 0 for e in leaves)
    # each leave ends the generation the member was last in: the next one lacks it
    generations = {g["generation_id"]: {m["member_id"] for m in g["members"]} for g in facts["generations"]}
    for left in facts["left"][:-1]:
        assert left["member_id"] in generations[left["generation_id"]]
        assert left["member_id"] not in generations[left["generation_id"] + 1]


def test_each_producer_sends_with_its_acks_and_only_acknowledged_records_count_as_produced():
    facts, _ = sample(GROUP)
    for acks, producer in facts["produced_by_acks"].items():
        (produce,) = exchanges_of(GROUP, "Produce", producer["client_id"])
        assert produce.fields["request"]["acks"] == int(acks)
        if acks == "0":
            assert producer["acknowledged_base_offsets"] == {}
    acked = Counter[str]()
    for acks, producer in facts["produced_by_acks"].items():
        if acks != "0":
            acked.update(producer["sent"])
    assert dict(acked) == facts["produced_per_partition"]
    assert sum(facts["produced_acks0_per_partition"].values()) == sum(facts["produced_by_acks"]["0"]["sent"].values())
