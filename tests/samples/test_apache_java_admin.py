"""The `java-admin` sample (Apache's AdminClient 4.4.0 and Kafka's kafka-consumer-groups tool against
Apache Kafka 4.4.0) decodes to what the program and the tool reported: every admin call is on the
wire, each request carries what the program asked for (topic names, config names and values, quota
values, ACL bindings, SCRAM mechanisms and iterations, reassignments, elections) and each answer what
the program was given (error codes, topic ids, offsets, low watermarks, log dir sizes, the quorum,
features, producers, transactions); the tool's OffsetCommit holds the offsets it printed. Real Kafka
traffic decodes without a warning."""

from __future__ import annotations

import base64
import uuid
from collections import Counter
from typing import Any

import pytest

from kafkasniff.analyses.commits import CommitsAnalysis
from kafkasniff.model import DecodedExchange
from tests.support import admin_calls
from tests.support.analyses import analyse
from tests.support.record_facts import exchanges_of, sample

NAME = "java-admin"
ADMIN = "java-admin"
# What each admin call sends: one request per call unless the call is split by leader or retried.
ONE_REQUEST_PER_CALL = {
    "create_partitions": "CreatePartitions",
    "describe_topics": "DescribeTopicPartitions",
    "describe_transactions": "DescribeTransactions",
    "list_transactions": "ListTransactions",
    "describe_producers": "DescribeProducers",
    "describe_configs": "DescribeConfigs",
    "incremental_alter_configs": "IncrementalAlterConfigs",
    "delete_records": "DeleteRecords",
    "elect_leaders": "ElectLeaders",
    "alter_partition_reassignments": "AlterPartitionReassignments",
    "list_partition_reassignments": "ListPartitionReassignments",
    "describe_log_dirs": "DescribeLogDirs",
    "list_groups": "ListGroups",
    "group_offsets": "OffsetFetch",
    "alter_consumer_group_offsets": "OffsetCommit",
    "delete_consumer_group_offsets": "OffsetDelete",
    "alter_client_quotas": "AlterClientQuotas",
    "describe_client_quotas": "DescribeClientQuotas",
    "create_acls": "CreateAcls",
    "describe_acls": "DescribeAcls",
    "delete_acls": "DeleteAcls",
    "alter_user_scram_credentials": "AlterUserScramCredentials",
    "describe_user_scram_credentials": "DescribeUserScramCredentials",
    "describe_metadata_quorum": "DescribeQuorum",
    "delete_topics": "DeleteTopics",
}


def facts() -> dict[str, Any]:
    return sample(NAME)[0]


def calls(kind: str) -> list[dict[str, Any]]:
    return admin_calls.calls(NAME, kind)


def call(kind: str) -> dict[str, Any]:
    return admin_calls.call(NAME, kind)


def admin(api: str) -> list[DecodedExchange]:
    return admin_calls.admin(NAME, api, ADMIN)


def one(api: str) -> DecodedExchange:
    (found,) = admin(api)
    return found


def topic_id(java_uuid: str) -> str:
    """Kafka's Uuid.toString (URL-safe base64 of the 16 bytes) as the UUID kafkasniff shows."""
    return str(uuid.UUID(bytes=base64.urlsafe_b64decode(java_uuid + "==")))


def where(topic: str, partition: int) -> str:
    return f"{topic}/{partition}"


def test_every_call_the_program_made_is_one_request_of_its_api():
    for kind, api in ONE_REQUEST_PER_CALL.items():
        assert len(admin(api)) == len(calls(kind)), kind


def test_each_request_version_is_the_one_tshark_read_in_the_header():
    _, exchanges = sample(NAME)
    ours: dict[str, Counter[str]] = {}
    for e in exchanges:
        ours.setdefault(str(e.fields["api_key"]), Counter())[str(e.fields["api_version"])] += 1
    assert {k: dict(v) for k, v in ours.items()} == facts()["tshark"]["request_versions"]


def test_real_kafka_traffic_decodes_without_a_warning():
    _, exchanges = sample(NAME)
    assert [(e.fields["api"], e.fields["api_version"], w.kind) for e in exchanges for w in e.warnings] == []


# --- topics ---


def test_create_topics_sends_names_partitions_and_configs_and_gets_the_ids_and_errors_reported():
    created, again = admin("CreateTopics")
    reported = call("create_topics")
    asked = {t["name"]: t["num_partitions"] for t in created.fields["request"]["topics"]}
    assert asked == reported["topics"]
    configs = {t["name"]: {c["name"]: c["value"] for c in t["configs"]} for t in created.fields["request"]["topics"]}
    assert {k: v for k, v in configs.items() if v} == reported["configs"]
    answered = created.fields["response"]["topics"]
    assert {t["name"]: t["error_code"] for t in answered} == {
        name: r["error_code"] for name, r in reported["results"].items()
    }
    assert {t["name"]: t["topic_id"] for t in answered} == {
        name: topic_id(i) for name, i in reported["topic_ids"].items()
    }
    refused = call("create_topics_again")
    assert {t["name"]: (t["error_code"], t["num_partitions"]) for t in again.fields["response"]["topics"]} == {
        name: (r["error_code"], -1) for name, r in refused["results"].items()
    }


def test_create_partitions_asks_for_the_new_count():
    grown, reported = one("CreatePartitions"), call("create_partitions")
    assert [(t["name"], t["count"]) for t in grown.fields["request"]["topics"]] == [
        (reported["topic"], reported["count"])
    ]
    assert {r["name"]: r["error_code"] for r in grown.fields["response"]["results"]} == {
        name: r["error_code"] for name, r in reported["results"].items()
    }


def test_describe_topics_answers_the_leaders_replicas_and_ids_the_program_got():
    described = one("DescribeTopicPartitions").fields["response"]["topics"]
    got = {
        t["name"]: {
            "topic_id": t["topic_id"],
            "partitions": [
                {"partition": p["partition_index"], "leader": p["leader_id"], "replicas": p["replica_nodes"]}
                for p in t["partitions"]
            ],
        }
        for t in described
    }
    reported = call("describe_topics")["topics"]
    assert got == {
        name: {"topic_id": topic_id(t["topic_id"]), "partitions": t["partitions"]} for name, t in reported.items()
    }


def test_delete_topics_answers_each_topic_with_the_error_the_program_got():
    deleted = one("DeleteTopics")
    assert {t["name"]: t["error_code"] for t in deleted.fields["response"]["responses"]} == {
        name: r["error_code"] for name, r in call("delete_topics")["results"].items()
    }


# --- configs ---


@pytest.mark.parametrize("index", range(3))
def test_describe_configs_answers_the_values_the_program_read(index: int):
    exchange, reported = admin("DescribeConfigs")[index], calls("describe_configs")[index]
    (asked,) = exchange.fields["request"]["resources"]
    assert (asked["resource_type"], asked["resource_name"]) == (
        reported["resource"]["type_code"],
        reported["resource"]["name"],
    )
    (result,) = exchange.fields["response"]["results"]
    values = {c["name"]: {"value": c["value"], "read_only": c["read_only"]} for c in result["configs"]}
    assert {name: values[name] for name in reported["configs"]} == {
        name: {"value": c["value"], "read_only": c["read_only"]} for name, c in reported["configs"].items()
    }


@pytest.mark.parametrize("index", range(2))
def test_incremental_alter_configs_sends_each_operation_and_answers_its_error(index: int):
    exchange, reported = admin("IncrementalAlterConfigs")[index], calls("incremental_alter_configs")[index]
    (resource,) = exchange.fields["request"]["resources"]
    assert (resource["resource_type"], resource["resource_name"]) == (
        reported["resource"]["type_code"],
        reported["resource"]["name"],
    )
    assert [(c["name"], c["config_operation"], c["value"]) for c in resource["configs"]] == [
        (c["name"], c["op_code"], c["value"]) for c in reported["changes"]
    ]
    (answer,) = exchange.fields["response"]["responses"]
    assert answer["error_code"] == reported["result"]["error_code"]


# --- records and offsets ---


def test_delete_records_answers_the_low_watermark_the_program_got():
    deleted, reported = one("DeleteRecords"), call("delete_records")
    (topic,) = deleted.fields["request"]["topics"]
    (part,) = topic["partitions"]
    assert (where(topic["name"], part["partition_index"]), part["offset"]) == (
        reported["partition"],
        reported["before_offset"],
    )
    (answer,) = deleted.fields["response"]["topics"][0]["partitions"]
    assert (answer["low_watermark"], answer["error_code"]) == (reported["low_watermark"], 0)


def listed_offsets(exchanges: list[DecodedExchange], timestamp: int) -> dict[str, int]:
    """topic/partition -> offset the ListOffsets answers gave for a spec (-2 earliest, -1 latest)."""
    out: dict[str, int] = {}
    for e in exchanges:
        asked = {(t["name"], p["partition_index"]) for t in e.fields["request"]["topics"] for p in t["partitions"]
                 if p["timestamp"] == timestamp}  # fmt: skip
        for t in e.fields["response"]["topics"]:
            for p in t["partitions"]:
                if (t["name"], p["partition_index"]) in asked:
                    out[where(t["name"], p["partition_index"])] = p["offset"]
    return out


def test_list_offsets_answers_the_earliest_and_latest_offsets_before_and_after_delete_records():
    deleted_at = one("DeleteRecords").exchange.request.ts
    listed = admin("ListOffsets")
    before = [e for e in listed if e.exchange.request.ts < deleted_at]
    after = [e for e in listed if e.exchange.request.ts > deleted_at]
    earliest_before, latest, earliest_after = calls("list_offsets")
    assert listed_offsets(before, -2) == earliest_before["offsets"]
    assert listed_offsets(before, -1) == latest["offsets"]
    assert listed_offsets(after, -2) == earliest_after["offsets"]


# --- where replicas live ---


def test_elect_leaders_answers_each_partition_with_the_error_the_program_got():
    elected, reported = one("ElectLeaders"), call("elect_leaders")
    assert elected.fields["request"]["election_type"] == reported["election_type_code"]
    answers = {
        where(t["topic"], p["partition_id"]): p["error_code"]
        for t in elected.fields["response"]["replica_election_results"]
        for p in t["partition_result"]
    }
    assert answers == {w: r["error_code"] for w, r in reported["results"].items()}


def test_alter_partition_reassignments_sends_replicas_or_a_cancellation_and_answers_each():
    moved, reported = one("AlterPartitionReassignments"), call("alter_partition_reassignments")
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


def test_list_partition_reassignments_answers_what_is_running():
    listed = one("ListPartitionReassignments").fields["response"]["topics"]
    running = {where(t["name"], p["partition_index"]): p["replicas"] for t in listed for p in t["partitions"]}
    assert running == call("list_partition_reassignments")["reassignments"]


def test_describe_log_dirs_answers_each_partitions_size():
    answer = one("DescribeLogDirs").fields["response"]["results"]
    got = {
        d["log_dir"]: {
            where(t["name"], p["partition_index"]): p["partition_size"]
            for t in d["topics"]
            if t["name"].startswith("admin-")
            for p in t["partitions"]
        }
        for d in answer
    }
    assert got == {path: d["sizes"] for path, d in call("describe_log_dirs")["log_dirs"].items()}


# --- groups ---


def fetched_offsets(exchange: DecodedExchange) -> dict[str, dict[str, Any]]:
    (group,) = exchange.fields["response"]["groups"]
    return {
        where(t["name"], p["partition_index"]): {"offset": p["committed_offset"], "metadata": p["metadata"]}
        for t in group["topics"]
        for p in t["partitions"]
    }


def committed_offsets(exchange: DecodedExchange) -> dict[str, int]:
    return {
        where(t["name"], p["partition_index"]): p["committed_offset"]
        for t in exchange.fields["request"]["topics"]
        for p in t["partitions"]
    }


def test_list_groups_answers_the_group_its_state_and_type():
    (listed,) = [
        {"group": g["group_id"], "protocol": g["protocol_type"], "state": g["group_state"], "type": g["group_type"]}
        for g in one("ListGroups").fields["response"]["groups"]
    ]
    (reported,) = call("list_groups")["groups"]
    assert listed == {**reported, "type": reported["type"].lower()}


def test_a_classic_group_is_described_by_describe_groups_after_consumer_group_describe_refuses_it():
    reported = call("describe_consumer_groups")
    assert reported["type"] == "Classic"
    (refused,) = one("ConsumerGroupDescribe").fields["response"]["groups"]
    assert refused["group_id"] == reported["group"] and refused["error_code"] != 0
    (described,) = one("DescribeGroups").fields["response"]["groups"]
    assert (described["group_id"], described["group_state"], len(described["members"]), described["error_code"]) == (
        reported["group"],
        reported["state"],
        reported["members"],
        0,
    )


def test_each_offset_fetch_answers_the_offsets_and_metadata_the_program_read():
    assert [fetched_offsets(e) for e in admin("OffsetFetch")] == [c["offsets"] for c in calls("group_offsets")]


def test_the_consumers_commit_then_the_admins_alteration_are_offset_commits():
    consumer = facts()["consumer_commit"]
    (commit,) = exchanges_of(NAME, "OffsetCommit", consumer["client_id"])
    assert commit.fields["request"]["group_id"] == consumer["group"]
    assert committed_offsets(commit) == consumer["offsets"]
    altered, reported = one("OffsetCommit"), call("alter_consumer_group_offsets")
    request = altered.fields["request"]
    # an admin commits outside the group's generations: no member, generation -1
    assert (request["group_id"], request["generation_id_or_member_epoch"], request["member_id"]) == (
        reported["group"],
        -1,
        "",
    )
    assert committed_offsets(altered) == reported["offsets"]
    assert {p["committed_metadata"] for t in request["topics"] for p in t["partitions"]} == {reported["metadata"]}


def test_delete_consumer_group_offsets_is_an_offset_delete_of_the_partitions_named():
    deleted, reported = one("OffsetDelete"), call("delete_consumer_group_offsets")
    assert deleted.fields["request"]["group_id"] == reported["group"]
    asked = [
        where(t["name"], p["partition_index"]) for t in deleted.fields["request"]["topics"] for p in t["partitions"]
    ]
    assert asked == reported["partitions"]
    assert deleted.fields["response"]["error_code"] == reported["result"]["error_code"]


# --- Kafka's kafka-consumer-groups tool ---


def test_the_reset_tool_commits_the_offsets_it_printed():
    tool = facts()["reset_offsets_tool"]
    (commit,) = exchanges_of(NAME, "OffsetCommit", tool["client_id"])
    assert commit.fields["request"]["group_id"] == facts()["groups"][0]
    assert committed_offsets(commit) == {where(r["topic"], r["partition"]): r["new_offset"] for r in tool["printed"]}
    assert {p["error_code"] for t in commit.fields["response"]["topics"] for p in t["partitions"]} == {0}


def test_the_offsets_read_after_the_tool_are_those_it_printed():
    after = facts()["group_offsets_after_tool"]
    (fetch,) = exchanges_of(NAME, "OffsetFetch", after["client_id"])
    assert fetched_offsets(fetch) == after["offsets"]


def test_kafkasniff_commits_ends_each_partition_at_the_tools_offset():
    rows = analyse(NAME, CommitsAnalysis())
    tool = facts()["reset_offsets_tool"]
    last = {f"{r['topic']}/{r['partition']}": r for r in rows if r["group"] == facts()["groups"][0]}
    printed = {where(r["topic"], r["partition"]): r["new_offset"] for r in tool["printed"]}
    assert {w: r["last_committed"] for w, r in last.items()} == printed


def regressions_by(client_id: str) -> set[str]:
    """The partitions where kafkasniff's commits says a commit of client_id lowered the committed offset."""
    return {
        f"{r['topic']}/{r['partition']}"
        for r in analyse(NAME, CommitsAnalysis())
        for v in r["verdicts"]
        if v["verdict"] == "regressed"
        for e in v["evidence"]
        if e["client_id"] == client_id
    }


def test_kafkasniff_commits_names_the_admin_and_the_tool_where_they_lowered_the_consumers_offsets():
    consumer = facts()["consumer_commit"]["offsets"]
    altered = call("alter_consumer_group_offsets")["offsets"]
    assert regressions_by(ADMIN) == {w for w, o in altered.items() if o < consumer[w]}
    printed = {where(r["topic"], r["partition"]): r["new_offset"] for r in facts()["reset_offsets_tool"]["printed"]}
    deleted = set(call("delete_consumer_group_offsets")["partitions"])
    before_tool = {**consumer, **altered}
    lowered = {w for w, o in printed.items() if o < before_tool[w] and w not in deleted}
    assert regressions_by(facts()["reset_offsets_tool"]["client_id"]) - deleted == lowered


def test_a_commit_after_the_partitions_offset_was_deleted_is_no_regression():
    deleted = set(call("delete_consumer_group_offsets")["partitions"])
    assert regressions_by(facts()["reset_offsets_tool"]["client_id"]) & deleted == set()


# --- quotas ---


def quota_entity(parts: list[dict[str, Any]]) -> dict[str, str]:
    return {p["entity_type"]: p["entity_name"] for p in parts}


def test_alter_client_quotas_sends_each_entitys_values_and_removals():
    sent = []
    for exchange in admin("AlterClientQuotas"):
        for entry in exchange.fields["request"]["entries"]:
            set_ops = {op["key"]: op["value"] for op in entry["ops"] if not op["remove"]}
            removed = [op["key"] for op in entry["ops"] if op["remove"]]
            sent.append({"entity": quota_entity(entry["entity"]), **({"set": set_ops} if set_ops else {}),
                         **({"remove": removed} if removed else {})})  # fmt: skip
        assert {e["error_code"] for e in exchange.fields["response"]["entries"]} == {0}
    assert sent == [a for c in calls("alter_client_quotas") for a in c["alterations"]]


def test_describe_client_quotas_answers_the_quotas_the_program_read():
    got = [
        sorted(
            (
                {"entity": quota_entity(e["entity"]), "values": {v["key"]: v["value"] for v in e["values"]}}
                for e in x.fields["response"]["entries"]
            ),
            key=str,
        )  # fmt: skip
        for x in admin("DescribeClientQuotas")
    ]
    assert got == [sorted(c["quotas"], key=str) for c in calls("describe_client_quotas")]


# --- ACLs ---


def binding(resource_type: int, name: str, pattern: int, acl: dict[str, Any]) -> tuple[Any, ...]:
    return (resource_type, name, pattern, acl["principal"], acl["host"], acl["operation"], acl["permission_type"])


def reported_binding(b: dict[str, Any]) -> tuple[Any, ...]:
    codes = b["codes"]
    return (codes["resource_type"], b["name"], codes["pattern_type"], b["principal"], b["host"], codes["operation"],
            codes["permission"])  # fmt: skip


def test_create_acls_sends_each_binding():
    created = one("CreateAcls")
    sent = [binding(c["resource_type"], c["resource_name"], c["resource_pattern_type"], c)
            for c in created.fields["request"]["creations"]]  # fmt: skip
    assert sent == [reported_binding(b) for b in call("create_acls")["bindings"]]
    assert {r["error_code"] for r in created.fields["response"]["results"]} == {
        call("create_acls")["result"]["error_code"]
    }


def test_describe_acls_answers_the_bindings_the_program_read_before_and_after_the_deletion():
    got = [
        sorted(
            binding(r["resource_type"], r["resource_name"], r["pattern_type"], a)
            for r in e.fields["response"]["resources"]
            for a in r["acls"]
        )  # fmt: skip
        for e in admin("DescribeAcls")
    ]
    assert got == [sorted(reported_binding(b) for b in c["bindings"]) for c in calls("describe_acls")]


def test_delete_acls_filters_by_principal_and_answers_the_bindings_it_deleted():
    deleted, reported = one("DeleteAcls"), call("delete_acls")
    (asked,) = deleted.fields["request"]["filters"]
    assert asked["principal_filter"] == reported["filter_principal"]
    (result,) = deleted.fields["response"]["filter_results"]
    matched = [binding(m["resource_type"], m["resource_name"], m["pattern_type"], m) for m in result["matching_acls"]]
    assert matched == [reported_binding(b) for b in reported["deleted"]]


# --- SCRAM credentials ---


def test_alter_user_scram_credentials_sends_the_users_mechanisms_and_iterations():
    upserted, deleted = admin("AlterUserScramCredentials")
    upsert_call, delete_call = calls("alter_user_scram_credentials")
    assert [(u["name"], u["mechanism"], u["iterations"]) for u in upserted.fields["request"]["upsertions"]] == [
        (u["user"], u["mechanism_type"], u["iterations"]) for u in upsert_call["upsertions"]
    ]
    assert [(d["name"], d["mechanism"]) for d in deleted.fields["request"]["deletions"]] == [
        (d["user"], d["mechanism_type"]) for d in delete_call["deletions"]
    ]
    for exchange, reported in ((upserted, upsert_call), (deleted, delete_call)):
        assert {r["error_code"] for r in exchange.fields["response"]["results"]} == {reported["result"]["error_code"]}


def test_the_salted_passwords_are_masked():
    (upserted, _) = admin("AlterUserScramCredentials")
    assert all(u["salted_password"] == "********" for u in upserted.fields["request"]["upsertions"])


def test_describe_user_scram_credentials_answers_each_users_mechanisms_and_iterations():
    got = [
        {
            r["user"]: [(i["mechanism"], i["iterations"]) for i in r["credential_infos"]]
            for r in e.fields["response"]["results"]
        }  # fmt: skip
        for e in admin("DescribeUserScramCredentials")
    ]
    assert got == [
        {user: [(i["mechanism_type"], i["iterations"]) for i in infos] for user, infos in c["users"].items()}
        for c in calls("describe_user_scram_credentials")
    ]


# --- the cluster ---


def test_describe_cluster_answers_the_id_controller_and_brokers_the_program_got():
    reported = call("describe_cluster")
    answer = admin("DescribeCluster")[-1].fields["response"]
    assert (answer["cluster_id"], answer["controller_id"]) == (reported["cluster_id"], reported["controller"]["id"])
    assert [{"id": b["broker_id"], "host": b["host"], "port": b["port"]} for b in answer["brokers"]] == reported[
        "nodes"
    ]


def test_describe_quorum_answers_the_leader_epoch_high_watermark_and_voters():
    reported = call("describe_metadata_quorum")
    (topic,) = one("DescribeQuorum").fields["response"]["topics"]
    (part,) = topic["partitions"]
    assert (part["leader_id"], part["leader_epoch"], part["high_watermark"], len(part["observers"])) == (
        reported["leader_id"],
        reported["leader_epoch"],
        reported["high_watermark"],
        reported["observers"],
    )
    assert [{"replica_id": v["replica_id"], "log_end_offset": v["log_end_offset"]} for v in part["current_voters"]] == (
        reported["voters"]
    )


def test_describe_features_is_an_api_versions_whose_answer_holds_the_features():
    reported = call("describe_features")
    answer = admin("ApiVersions")[-1].fields["response"]
    assert {f["name"]: f["max_version_level"] for f in answer["finalized_features"]} == reported["finalized"]
    assert {f["name"]: [f["min_version"], f["max_version"]] for f in answer["supported_features"]} == (
        reported["supported"]
    )
    assert answer["finalized_features_epoch"] == reported["finalized_epoch"]


# --- producers and transactions ---


def test_describe_producers_answers_each_partitions_active_producers():
    answer = one("DescribeProducers").fields["response"]["topics"]
    got = {
        where(t["name"], p["partition_index"]): sorted(
            (s["producer_id"], s["producer_epoch"], s["last_sequence"], s["current_txn_start_offset"])
            for s in p["active_producers"]
        )
        for t in answer
        for p in t["partitions"]
    }
    assert got == {
        w: sorted(
            (s["producer_id"], s["producer_epoch"], s["last_sequence"], s["current_transaction_start_offset"] or -1)
            for s in states
        )
        for w, states in call("describe_producers")["partitions"].items()
    }


def test_the_open_transaction_is_described_and_listed_as_the_program_saw_it():
    reported = call("describe_transactions")
    (state,) = one("DescribeTransactions").fields["response"]["transaction_states"]
    assert (state["transactional_id"], state["transaction_state"], state["producer_id"], state["producer_epoch"],
            state["transaction_timeout_ms"]) == (reported["transactional_id"], reported["state"],
                                                 reported["producer_id"], reported["producer_epoch"],
                                                 reported["timeout_ms"])  # fmt: skip
    assert sorted(where(t["topic"], p) for t in state["topics"] for p in t["partitions"]) == reported["partitions"]
    listed = one("ListTransactions").fields["response"]["transaction_states"]
    assert [
        {"transactional_id": t["transactional_id"], "producer_id": t["producer_id"], "state": t["transaction_state"]}
        for t in listed
    ] == call("list_transactions")["transactions"]
