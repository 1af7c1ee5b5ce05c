"""The `java-admin-cluster` sample (Apache's AdminClient 4.4.0 against Apache Kafka 4.4.0 with three
brokers, every broker's port captured) decodes to what the program reported: replicas placed by hand,
the reassignments asked for, listed while they ran and done, the preferred election's answer per
partition, the topics after each step, each broker's log dirs asked of that broker; and the brokers'
own replication: every record written to a replicated partition is fetched by its followers, and the
moved partition's records by the broker it moved to. Real Kafka traffic decodes without a warning."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from kafkasniff.model import DecodedExchange
from tests.support import admin_calls
from tests.support.record_facts import exchanges_of, sample

NAME = "java-admin-cluster"


def facts() -> dict[str, Any]:
    return sample(NAME)[0]


def calls(kind: str) -> list[dict[str, Any]]:
    return admin_calls.calls(NAME, kind)


def call(kind: str) -> dict[str, Any]:
    return admin_calls.call(NAME, kind)


def admin(api: str) -> list[DecodedExchange]:
    return admin_calls.admin(NAME, api, NAME)


def broker_of(exchange: DecodedExchange) -> int:
    """The id of the broker an exchange went to, from its port."""
    ids = {port: int(node) for node, port in facts()["broker_ports"].items()}
    return ids[exchange.exchange.conn.server[1]]


def where(topic: str, partition: int) -> str:
    return f"{topic}/{partition}"


def test_every_exchange_is_with_one_of_the_three_brokers():
    _, exchanges = sample(NAME)
    assert {broker_of(e) for e in exchanges} == {int(node) for node in facts()["broker_ports"]}


def test_create_topics_places_each_partitions_replicas_as_asked():
    (created,) = admin("CreateTopics")
    placed = {
        t["name"]: {str(a["partition_index"]): a["broker_ids"] for a in t["assignments"]}
        for t in created.fields["request"]["topics"]
    }
    assert placed == call("create_topics")["assignments"]
    assert {t["error_code"] for t in created.fields["response"]["topics"]} == {0}


def test_each_describe_answers_the_leaders_replicas_and_isr_the_program_read():
    described = [
        {
            where(t["name"], p["partition_index"]): {
                "leader": p["leader_id"],
                "replicas": p["replica_nodes"],
                "isr": sorted(p["isr_nodes"]),
            }
            for t in e.fields["response"]["topics"]
            for p in t["partitions"]
        }
        for e in admin("DescribeTopicPartitions")
    ]
    assert described == [c["partitions"] for c in calls("describe_topics")]


def test_the_reassignments_ask_for_the_new_replicas_and_each_listing_shows_the_moves_running():
    (moved,) = admin("AlterPartitionReassignments")
    reported = call("alter_partition_reassignments")
    asked = {
        where(t["name"], p["partition_index"]): p["replicas"]
        for t in moved.fields["request"]["topics"]
        for p in t["partitions"]
    }
    assert asked == reported["requested"]
    answers = {
        where(t["name"], p["partition_index"]): p["error_code"]
        for t in moved.fields["response"]["responses"]
        for p in t["partitions"]
    }
    assert answers == {w: r["error_code"] for w, r in reported["results"].items()}
    listings = [
        {
            where(t["name"], p["partition_index"]): {
                "replicas": p["replicas"],
                "adding": p["adding_replicas"],
                "removing": p["removing_replicas"],
            }
            for t in e.fields["response"]["topics"]
            for p in t["partitions"]
        }
        for e in admin("ListPartitionReassignments")
    ]
    assert listings == [c["reassignments"] for c in calls("list_partition_reassignments")]


def test_the_preferred_election_moves_one_leader_and_is_not_needed_for_the_others():
    (elected,) = admin("ElectLeaders")
    reported = call("elect_leaders")
    assert elected.fields["request"]["election_type"] == reported["election_type_code"]
    answers = {
        where(t["topic"], p["partition_id"]): p["error_code"]
        for t in elected.fields["response"]["replica_election_results"]
        for p in t["partition_result"]
    }
    assert answers == {w: r["error_code"] for w, r in reported["results"].items()}


def test_each_brokers_log_dirs_are_asked_of_that_broker_and_answer_the_sizes_reported():
    got = {
        str(broker_of(e)): {
            d["log_dir"]: {
                where(t["name"], p["partition_index"]): p["partition_size"]
                for t in d["topics"]
                if t["name"].startswith("cluster-")
                for p in t["partitions"]
            }
            for d in e.fields["response"]["results"]
        }
        for e in admin("DescribeLogDirs")
    }
    assert got == call("describe_log_dirs")["brokers"]


def fetched_by_followers() -> dict[tuple[int, int, str], list[int]]:
    """(follower, leader, topic/partition) -> the offsets the leader's Fetch answers carried."""
    out: dict[tuple[int, int, str], list[int]] = defaultdict(list)
    for e in exchanges_of(NAME, "Fetch"):
        follower = e.fields["client_id"]
        if not follower.endswith("-fetcher-0") or e.fields["response"] is None:
            continue
        for t in e.fields["response"]["responses"]:
            name = t.get("topic") or e.fields["topic_ids"][t["topic_id"]]
            for p in t["partitions"]:
                for batch in (p["records"] or {}).get("batches", []):
                    offsets = [r["offset"] for r in batch["records"] or []]
                    out[(int(follower.split("-")[1]), broker_of(e), where(name, p["partition_index"]))] += offsets
    return dict(out)


def test_the_followers_fetch_every_record_of_the_replicated_partitions_from_their_leaders():
    created = calls("describe_topics")[0]["partitions"]
    written: dict[str, list[int]] = defaultdict(list)
    for r in facts()["produced"]:
        written[where(r["topic"], r["partition"])].append(r["offset"])
    expected = {
        (follower, p["leader"], w): written[w]
        for w, p in created.items()
        for follower in p["replicas"]
        if follower != p["leader"]
    }
    fetched = fetched_by_followers()
    assert {k: fetched.get(k) for k in expected} == expected


def test_the_moved_partitions_records_are_copied_by_the_broker_it_moved_to():
    before, after = calls("describe_topics")[0]["partitions"], calls("describe_topics")[1]["partitions"]
    moved = [
        w for w in before if before[w]["replicas"] != after[w]["replicas"] and before[w]["leader"] != after[w]["leader"]
    ]
    assert moved
    for w in moved:
        (new,) = set(after[w]["replicas"]) - set(before[w]["replicas"])
        offsets = sorted(r["offset"] for r in facts()["produced"] if where(r["topic"], r["partition"]) == w)
        assert fetched_by_followers()[(new, before[w]["leader"], w)] == offsets


def test_real_kafka_traffic_decodes_without_a_warning():
    _, exchanges = sample(NAME)
    assert [(e.fields["api"], e.fields["api_version"], w.kind) for e in exchanges for w in e.warnings] == []
