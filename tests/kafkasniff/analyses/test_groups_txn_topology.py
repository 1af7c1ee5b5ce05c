"""`groups`, `txn` and `topology` on real samples, against what the clients did."""

from __future__ import annotations

from collections import defaultdict

from kafkasniff.analyses.groups import GroupsAnalysis
from kafkasniff.analyses.topology import TopologyAnalysis
from kafkasniff.analyses.txn import TxnAnalysis
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.pipeline.wiring import Options
from tests.support import captures as cap
from tests.support.analyses import analyse, facts_of
from tests.support.decode import decode


def test_groups_show_generations_assignments_and_rebalance_time():
    facts = facts_of("mixed-load")
    rows = analyse("mixed-load", GroupsAnalysis())
    by_group = {r["group"]: r for r in rows}
    assert set(by_group) == set(facts["groups"])
    for group, row in by_group.items():
        assigned = {tp for parts in row["assignments"].values() for tp in parts}
        expected = {tp for tp in facts["consumed_per_partition_by_group"][group]}
        assert assigned == expected, group
        assert row["leader"] in row["members"] and row["generation"] >= 0  # tansu counts from 0
        assert row["rebalance_ms"] is not None and row["rebalance_ms"] > 0
        assert {e["api"] for e in row["events"]} >= {"JoinGroup", "SyncGroup"}


def test_txn_shows_committed_aborted_and_the_markers_that_ended_them():
    facts = facts_of("mock-txn")
    rows = analyse("mock-txn", TxnAnalysis())
    outcomes = [r["outcome"] for r in rows]
    assert outcomes.count("committed") == facts["transactions"]["committed"]
    assert outcomes.count("aborted") == facts["transactions"]["aborted"]
    assert all(r["transactional_id"] == facts["transactional_id"] for r in rows)
    aborted = next(r for r in rows if r["outcome"] == "aborted")
    assert aborted["markers"] and {m["type"] for m in aborted["markers"]} == {"ABORT"}
    committed_markers = {m["type"] for r in rows if r["outcome"] == "committed" for m in r["markers"]}
    assert committed_markers == {"COMMIT"}
    consume_transform = next(r for r in rows if r["groups"])
    assert consume_transform["groups"] == facts["groups"] and consume_transform["offsets_committed"]
    produced = sum(r["records_produced"] for r in rows)
    assert produced == sum(facts["produced"].values()) + sum(facts["produced_aborted"].values())
    assert all(r["duration_ms"] is not None for r in rows)


def test_txn_reports_a_transaction_still_open_at_the_end():
    """The same capture cut just before the last EndTxn: that transaction is open."""
    facts = facts_of("mock-txn")
    segs = cap.load_segments(cap.sample_path("mock-txn"))
    end_txns = [i for i, s in enumerate(segs) if s.dport == facts["port"] and s.payload[4:6] == b"\x00\x1a"]
    cut = cap.pcap_bytes(segs[: end_txns[-1]])
    analysis = TxnAnalysis()
    for item in decode(cut, Options(protocols=make_protocols(DissectOptions(records=True))))[0]:
        analysis.feed(item)
    rows = analysis.rows()
    assert [r["outcome"] for r in rows][-1] == "open"
    assert rows[-1]["ended"] is None and rows[-1]["duration_ms"] is None and rows[-1]["partitions"]


def test_topology_maps_clients_to_the_topics_they_produce_to_and_consume_from():
    facts = facts_of("codecs")
    rows = analyse("codecs", TopologyAnalysis())
    produced = defaultdict(set)
    for r in facts["records_sent"]:
        produced[r["client_id"]].add(r["topic"])
    got = {r["client_id"]: set(r["produces_to"]) for r in rows if r["produces_to"]}
    assert got == dict(produced)
    consumers = [r for r in rows if r["consumes_from"]]
    assert consumers and set().union(*(r["consumes_from"] for r in consumers)) == set(facts["consumed"])
    assert all(r["address"] == "127.0.0.1" for r in rows)


def test_each_generation_row_has_its_own_members_leaves_events_and_join_errors():
    """kafkajs-group: worker-1 alone (generation 0), worker-2 joins (1), worker-1 leaves, worker-2
    alone (2) leaves; tansu answers each first JoinGroup MEMBER_ID_REQUIRED."""
    facts = facts_of("kafkajs-group")
    rows = {r["generation"]: r for r in analyse("kafkajs-group", GroupsAnalysis())}
    for generation in facts["generations"]:
        row = rows[generation["generation_id"]]
        assert row["members"] == sorted(m["member_id"] for m in generation["members"])
        assert row["assignments"] == {m["member_id"]: m["partitions"] for m in generation["members"]}
        left = [x["member_id"] for x in facts["left"] if x["generation_id"] == generation["generation_id"]]
        assert row["left"] == left
        assert all(e["generation"] in (None, -1, generation["generation_id"]) for e in row["events"])
    events = [e for r in rows.values() for e in r["events"]]
    assert len(events) == len({(e["ts"], e["conn"]) for e in events})  # each event once
    joins_refused = sum(r["errors"].get("JoinGroup:MEMBER_ID_REQUIRED", 0) for r in rows.values())
    assert joins_refused == sum(1 for e in events if e["api"] == "JoinGroup" and e["errors"] == ["MEMBER_ID_REQUIRED"])
    assert joins_refused >= 2 and rows[0]["errors"]["JoinGroup:MEMBER_ID_REQUIRED"] == 1


def test_an_aborted_transaction_shows_its_group_offsets_as_discarded():
    facts = facts_of("kafkajs-txn")
    rows = analyse("kafkajs-txn", TxnAnalysis())
    outcomes = [r["outcome"] for r in rows]
    assert outcomes == ["committed" if t["outcome"] == "COMMIT" else "aborted" for t in facts["transactions"]["each"]]
    aborted = rows[outcomes.index("aborted")]
    assert aborted["offsets_discarded"] == {
        f"payments-settle/{tp}": o for tp, o in facts["discarded_offsets"]["payments-settle"].items()
    }
    assert aborted["offsets_committed"] == {}
    assert {(o["group"], f"{o['topic']}/{o['partition']}", o["offset"], o["outcome"]) for o in aborted["offsets"]} == {
        ("payments-settle", tp, o, "discarded") for tp, o in facts["discarded_offsets"]["payments-settle"].items()
    }


def test_a_consume_transform_produce_transaction_lists_the_offsets_it_committed():
    facts = facts_of("mock-txn")
    [carrying] = [r for r in analyse("mock-txn", TxnAnalysis()) if r["offsets"]]
    assert carrying["outcome"] == "committed"
    sent = {f"{o['topic']}/{o['partition']}": o["offset"] for o in carrying["offsets"]}
    assert sent == facts["committed"]["txn-group"]
    assert {o["outcome"] for o in carrying["offsets"]} == {"committed"}


def test_a_group_whose_joins_never_formed_a_generation_is_shown_with_its_attempts_and_describe_answer():
    """sarama-never-formed: sarama joins again each time Apache Kafka refuses its session timeout
    (INVALID_SESSION_TIMEOUT) and hands out no member id; an admin's DescribeGroups sees no member."""
    facts = facts_of("sarama-never-formed")
    [row] = analyse("sarama-never-formed", GroupsAnalysis())
    assert (row["group"], row["state"], row["generation"]) == (facts["groups"][0], "never-formed", None)
    assert row["join_attempts"] == len(facts["join_attempts"])
    assert row["errors"] == {"JoinGroup:INVALID_SESSION_TIMEOUT": len(facts["join_attempts"])}
    [described] = row["described"]
    assert described["client_id"] == facts["describe_groups"]["client_id"]
    assert sorted(described["members"]) == sorted(facts["describe_groups"]["members"]) == row["member_ids_given"]


def test_txn_shows_a_refused_init_and_the_partitions_that_never_joined():
    """platformatic-txn-tansu: the library's default InitProducerId (0/0) is refused, -1/-1 is
    accepted; AddPartitionsToTxn v5 is never answered (tansu closes the connection), so the
    transaction the program then aborts never had a partition."""
    facts = facts_of("platformatic-txn-tansu")
    rows = analyse("platformatic-txn-tansu", TxnAnalysis())
    refused = [a for a in facts["init_producer_id_attempts"] if not a["ok"]]
    failed = [r for r in rows if r["outcome"] == "init-failed"]
    assert [(r["producer_id"], r["errors"]) for r in failed] == [
        (a["producer_id_sent"], {f"InitProducerId:{a['error']['name']}": 1}) for a in refused
    ]
    [txn] = [r for r in rows if r["outcome"] != "init-failed"]
    [expected] = facts["transactions"]["each"]
    assert (txn["outcome"], txn["partitions"]) == ("aborted", expected["partitions_joined"])
    assert txn["not_joined"] == dict.fromkeys(expected["partitions_requested"], "UNANSWERED")
