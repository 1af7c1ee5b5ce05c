"""The `java-streams` and `java-streams-kip1071` samples (a Kafka Streams 4.4.0 word count,
exactly_once_v2, against Apache Kafka 4.4.0; a classic group, then a KIP-1071 streams group) decode to
what the app reported: the lines the source wrote, one repartition record per word, every count the
app forwarded on the output topic and on the store's changelog, in transactions that all committed with
the group's offsets; what the read_committed reader read is what the app's transactions wrote; a streams
group's heartbeats carry the app's topology and the tasks it ran. Real Kafka traffic decodes without a
warning."""

from __future__ import annotations

import functools
from collections import Counter, defaultdict
from typing import Any

import pytest

from kafkasniff.analyses.txn import TxnAnalysis
from kafkasniff.model import DecodedExchange
from tests.support.analyses import analyse
from tests.support.record_facts import SAMPLES, check_records_sent_are_decoded_exactly, exchanges_of, sample

NAMES = ("java-streams", "java-streams-kip1071")
KIP1071 = "java-streams-kip1071"


def facts(name: str) -> dict[str, Any]:
    return sample(name)[0]


def producer_id(name: str) -> str:
    """The client id Kafka Streams gives the stream thread's producer."""
    (found,) = [c for c in facts(name)["client_ids"] if c.endswith("-StreamThread-1-producer")]
    return found


def raw(data: dict[str, str] | None) -> bytes | None:
    """Bytes from the sidecar form kafkasniff's records were rendered in."""
    if data is None:
        return None
    return data["utf8"].encode() if "utf8" in data else bytes.fromhex(data["hex"])


def internal_topic(name: str, suffix: str) -> str:
    (found,) = [t for t in facts(name)["internal_topics"] if t.endswith(suffix)]
    return found


@functools.cache
def app_records(name: str) -> dict[str, list[tuple[int, bytes | None, bytes | None]]]:
    """topic -> (partition, key, value) of every record the app's producer sent, in request order."""
    out: dict[str, list[tuple[int, bytes | None, bytes | None]]] = defaultdict(list)
    for e in exchanges_of(name, "Produce", producer_id(name)):
        for topic in e.fields["request"]["topic_data"]:
            topic_name = topic.get("name") or e.fields["topic_ids"][topic["topic_id"]]
            for part in topic["partition_data"]:
                for batch in part["records"]["batches"]:
                    out[topic_name] += [(part["index"], raw(r["key"]), raw(r["value"])) for r in batch["records"]]
    return out


def reported_counts_per_word(name: str) -> dict[str, list[int]]:
    out: dict[str, list[int]] = defaultdict(list)
    for c in facts(name)["counts"]:
        out[c["word"]].append(c["count"])
    return dict(out)


@pytest.mark.parametrize("name", NAMES)
def test_every_line_the_source_wrote_is_decoded_with_its_key_and_value(name: str):
    check_records_sent_are_decoded_exactly(facts(name), SAMPLES / facts(name)["pcap"])


@pytest.mark.parametrize("name", NAMES)
def test_the_app_writes_one_repartition_record_per_word_keyed_by_the_word(name: str):
    records = app_records(name)[internal_topic(name, "-repartition")]
    assert Counter(key.decode() for _, key, _ in records if key is not None) == Counter(facts(name)["words"])
    assert all(key == value for _, key, value in records)


def counts_per_word(records: list[tuple[int, bytes | None, bytes | None]]) -> dict[str, list[int]]:
    """word -> the counts written for it, in order (a word's records all go to one partition)."""
    out: dict[str, list[int]] = defaultdict(list)
    for _, key, value in records:
        word, count = word_count(key, value)
        out[word].append(count)
    return dict(out)


@pytest.mark.parametrize("name", NAMES)
def test_the_output_topic_carries_every_count_the_app_forwarded(name: str):
    assert counts_per_word(app_records(name)["streams-counts"]) == reported_counts_per_word(name)
    assert sum(len(c) for c in counts_per_word(app_records(name)["streams-counts"]).values()) == len(
        facts(name)["counts"]
    )


@pytest.mark.parametrize("name", NAMES)
def test_the_stores_changelog_carries_the_same_counts(name: str):
    assert counts_per_word(app_records(name)[internal_topic(name, "-changelog")]) == reported_counts_per_word(name)


@functools.cache
def transactions(name: str) -> list[dict[str, Any]]:
    return analyse(name, TxnAnalysis())


@pytest.mark.parametrize("name", NAMES)
def test_every_transaction_of_the_app_committed_under_transactions_v2_with_the_group_offsets(name: str):
    assert transactions(name) and {(t["outcome"], t["protocol"]) for t in transactions(name)} == {("committed", "v2")}
    # exactly_once_v2: one producer per stream thread, its transactional id the application id's
    assert len({t["transactional_id"] for t in transactions(name)}) == 1
    assert transactions(name)[0]["transactional_id"].startswith(facts(name)["application_id"] + "-")
    assert {g for t in transactions(name) for g in t["groups"]} == {facts(name)["application_id"]}
    # exactly_once_v2 bumps the producer epoch at every commit
    epochs = [t["producer_epoch"] for t in transactions(name)]
    assert epochs == list(range(epochs[0], epochs[0] + len(epochs)))


@pytest.mark.parametrize("name", NAMES)
def test_the_transactions_hold_every_record_the_app_wrote_and_the_last_offsets_are_the_groups(name: str):
    assert sum(t["records_produced"] for t in transactions(name)) == sum(len(r) for r in app_records(name).values())
    last: dict[str, int] = {}
    for t in transactions(name):
        last.update({k.removeprefix(facts(name)["application_id"] + "/"): v for k, v in t["offsets_committed"].items()})
    assert last == facts(name)["group_offsets"]


def word_count(key: bytes | None, value: bytes | None) -> tuple[str, int]:
    """A streams-counts record as its reader deserializes it: (word, count as a big-endian long)."""
    assert key is not None and value is not None
    return key.decode(), int.from_bytes(value, "big", signed=True)


@pytest.mark.parametrize("name", NAMES)
def test_the_read_committed_reader_was_fetched_the_counts_the_transactions_wrote(name: str):
    fetched: dict[tuple[int, int], tuple[str, int]] = {}
    for e in exchanges_of(name, "Fetch", facts(name)["read_back"]["client_id"]):
        assert e.fields["request"]["isolation_level"] == 1
        for topic in e.fields["response"]["responses"]:
            for part in topic["partitions"]:
                for batch in part["records"]["batches"]:
                    if batch["control"]:
                        continue  # the transactions' COMMIT markers
                    for r in batch["records"] or []:
                        fetched[(part["partition_index"], r["offset"])] = word_count(raw(r["key"]), raw(r["value"]))
    read = {(r["partition"], r["offset"]): (r["key"], r["value"]) for r in facts(name)["read_back"]["records"]}
    assert fetched == read


@pytest.mark.parametrize("name", NAMES)
def test_real_kafka_traffic_decodes_without_a_warning(name: str):
    _, exchanges = sample(name)
    assert [(e.fields["api"], e.fields["api_version"], w.kind) for e in exchanges for w in e.warnings] == []


# --- the group: classic, or a KIP-1071 streams group ---


@pytest.mark.parametrize("name", NAMES)
def test_the_app_joins_the_group_its_protocol_names(name: str):
    consumer = [c for c in facts(name)["client_ids"] if c.endswith("-StreamThread-1-consumer")]
    joins = [e for c in consumer for e in exchanges_of(name, "JoinGroup", c)]
    heartbeats = [e for c in consumer for e in exchanges_of(name, "StreamsGroupHeartbeat", c)]
    if facts(name)["group_protocol"] == "streams":
        assert joins == [] and heartbeats
    else:
        assert joins and heartbeats == []
    assert {e.fields["request"]["group_id"] for e in joins + heartbeats} == {facts(name)["application_id"]}


def heartbeats() -> list[DecodedExchange]:
    (consumer,) = [c for c in facts(KIP1071)["client_ids"] if c.endswith("-StreamThread-1-consumer")]
    return exchanges_of(KIP1071, "StreamsGroupHeartbeat", consumer)


def test_the_first_streams_heartbeat_carries_the_apps_topology():
    sent = heartbeats()[0].fields["request"]["topology"]["subtopologies"]
    app = facts(KIP1071)["application_id"]

    def named(topics: list[str]) -> list[str]:
        """Internal topics as the broker knows them: the application id before the topology's name."""
        return sorted(t if t in facts(KIP1071)["topics"] else f"{app}-{t}" for t in topics)

    by_id = {int(s["subtopology_id"]): s for s in sent}
    for sub in facts(KIP1071)["subtopologies"]:
        wire = by_id[sub["id"]]
        sources = wire["source_topics"] + [t["name"] for t in wire["repartition_source_topics"]]
        assert sorted(sources) == named(sub["sources"])
        internal_sinks = [t for t in sub["sinks"] if t not in facts(KIP1071)["topics"]]
        assert sorted(wire["repartition_sink_topics"]) == named(internal_sinks)
        assert sorted(t["name"] for t in wire["state_changelog_topics"]) == named(
            [f"{store}-changelog" for store in sub["stores"]]
        )


def test_the_broker_assigns_the_tasks_the_app_ran():
    assigned = [e.fields["response"]["active_tasks"] for e in heartbeats() if e.fields["response"]["active_tasks"]]
    got = {(int(t["subtopology_id"]), p) for t in assigned[-1] for p in t["partitions"]}
    assert got == {(t["subtopology"], t["partition"]) for t in facts(KIP1071)["active_tasks"]}
    # the member then reports the tasks it owns in its next heartbeat
    owned = [e.fields["request"]["active_tasks"] for e in heartbeats() if e.fields["request"]["active_tasks"]]
    assert {(int(t["subtopology_id"]), p) for t in owned[-1] for p in t["partitions"]} == got


def test_the_closing_app_leaves_its_streams_group():
    assert "NOT_RUNNING" in facts(KIP1071)["states"]
    last = heartbeats()[-1]
    assert (last.fields["request"]["member_epoch"], last.fields["response"]["member_epoch"]) == (-1, -1)


def test_the_streams_group_described_while_the_app_ran_is_what_the_admin_reported():
    (reported,) = facts(KIP1071)["streams_group"]
    (described,) = exchanges_of(KIP1071, "StreamsGroupDescribe", reported["client_id"])
    (group,) = described.fields["response"]["groups"]
    assert (group["group_id"], group["group_state"], group["group_epoch"], group["assignment_epoch"]) == (
        reported["group"],
        reported["state"],
        reported["group_epoch"],
        reported["target_assignment_epoch"],
    )
    assert group["topology"]["epoch"] == reported["topology_epoch"]
    members = [
        {
            "member_id": m["member_id"],
            "member_epoch": m["member_epoch"],
            "client_id": m["client_id"],
            "process_id": m["process_id"],
            "active_tasks": {t["subtopology_id"]: t["partitions"] for t in m["assignment"]["active_tasks"]},
        }
        for m in group["members"]
    ]
    assert members == reported["members"]
    # the member the heartbeats speak for
    assert {e.fields["request"]["member_id"] for e in heartbeats()} == {m["member_id"] for m in members}
