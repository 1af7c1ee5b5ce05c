"""The `java-streams` sample (a Kafka Streams 4.4.0 word count, exactly_once_v2, against Apache Kafka
4.4.0) decodes to what the app reported: the lines the source wrote, one repartition record per word,
every count the app forwarded on the output topic and on the store's changelog, in transactions that
all committed with the group's offsets; what the read_committed reader read is what the app's
transactions wrote. Real Kafka traffic decodes without a warning."""

from __future__ import annotations

import functools
from collections import Counter, defaultdict
from typing import Any

from kafkasniff.analyses.txn import TxnAnalysis
from tests.support.analyses import analyse
from tests.support.record_facts import SAMPLES, check_records_sent_are_decoded_exactly, exchanges_of, sample

NAME = "java-streams"


def facts() -> dict[str, Any]:
    return sample(NAME)[0]


def producer_id() -> str:
    """The client id Kafka Streams gives the stream thread's producer."""
    (found,) = [c for c in facts()["client_ids"] if c.endswith("-StreamThread-1-producer")]
    return found


def raw(data: dict[str, str] | None) -> bytes | None:
    """Bytes from the sidecar form kafkasniff's records were rendered in."""
    if data is None:
        return None
    return data["utf8"].encode() if "utf8" in data else bytes.fromhex(data["hex"])


def internal_topic(suffix: str) -> str:
    (found,) = [t for t in facts()["internal_topics"] if t.endswith(suffix)]
    return found


@functools.cache
def app_records() -> dict[str, list[tuple[int, bytes | None, bytes | None]]]:
    """topic -> (partition, key, value) of every record the app's producer sent, in request order."""
    out: dict[str, list[tuple[int, bytes | None, bytes | None]]] = defaultdict(list)
    for e in exchanges_of(NAME, "Produce", producer_id()):
        for topic in e.fields["request"]["topic_data"]:
            name = topic.get("name") or e.fields["topic_ids"][topic["topic_id"]]
            for part in topic["partition_data"]:
                for batch in part["records"]["batches"]:
                    out[name] += [(part["index"], raw(r["key"]), raw(r["value"])) for r in batch["records"]]
    return out


def reported_counts_per_word() -> dict[str, list[int]]:
    out: dict[str, list[int]] = defaultdict(list)
    for c in facts()["counts"]:
        out[c["word"]].append(c["count"])
    return dict(out)


def test_every_line_the_source_wrote_is_decoded_with_its_key_and_value():
    check_records_sent_are_decoded_exactly(facts(), SAMPLES / facts()["pcap"])


def test_the_app_writes_one_repartition_record_per_word_keyed_by_the_word():
    records = app_records()[internal_topic("-repartition")]
    assert Counter(key.decode() for _, key, _ in records if key is not None) == Counter(facts()["words"])
    assert all(key == value for _, key, value in records)


def counts_per_word(records: list[tuple[int, bytes | None, bytes | None]]) -> dict[str, list[int]]:
    """word -> the counts written for it, in order (a word's records all go to one partition)."""
    out: dict[str, list[int]] = defaultdict(list)
    for _, key, value in records:
        word, count = word_count(key, value)
        out[word].append(count)
    return dict(out)


def test_the_output_topic_carries_every_count_the_app_forwarded():
    assert counts_per_word(app_records()["streams-counts"]) == reported_counts_per_word()
    assert sum(len(c) for c in counts_per_word(app_records()["streams-counts"]).values()) == len(facts()["counts"])


def test_the_stores_changelog_carries_the_same_counts():
    assert counts_per_word(app_records()[internal_topic("-changelog")]) == reported_counts_per_word()


@functools.cache
def transactions() -> list[dict[str, Any]]:
    return analyse(NAME, TxnAnalysis())


def test_every_transaction_of_the_app_committed_under_transactions_v2_with_the_group_offsets():
    assert transactions() and {(t["outcome"], t["protocol"]) for t in transactions()} == {("committed", "v2")}
    # exactly_once_v2: one producer per stream thread, its transactional id the application id's
    assert len({t["transactional_id"] for t in transactions()}) == 1
    assert transactions()[0]["transactional_id"].startswith(facts()["application_id"] + "-")
    assert {g for t in transactions() for g in t["groups"]} == {facts()["application_id"]}
    # exactly_once_v2 bumps the producer epoch at every commit
    epochs = [t["producer_epoch"] for t in transactions()]
    assert epochs == list(range(epochs[0], epochs[0] + len(epochs)))


def test_the_transactions_hold_every_record_the_app_wrote_and_the_last_offsets_are_the_groups():
    assert sum(t["records_produced"] for t in transactions()) == sum(len(r) for r in app_records().values())
    last: dict[str, int] = {}
    for t in transactions():
        last.update({k.removeprefix(facts()["application_id"] + "/"): v for k, v in t["offsets_committed"].items()})
    assert last == facts()["group_offsets"]


def word_count(key: bytes | None, value: bytes | None) -> tuple[str, int]:
    """A streams-counts record as its reader deserializes it: (word, count as a big-endian long)."""
    assert key is not None and value is not None
    return key.decode(), int.from_bytes(value, "big", signed=True)


def test_the_read_committed_reader_was_fetched_the_counts_the_transactions_wrote():
    fetched: dict[tuple[int, int], tuple[str, int]] = {}
    for e in exchanges_of(NAME, "Fetch", facts()["read_back"]["client_id"]):
        assert e.fields["request"]["isolation_level"] == 1
        for topic in e.fields["response"]["responses"]:
            for part in topic["partitions"]:
                for batch in part["records"]["batches"]:
                    if batch["control"]:
                        continue  # the transactions' COMMIT markers
                    for r in batch["records"] or []:
                        fetched[(part["partition_index"], r["offset"])] = word_count(raw(r["key"]), raw(r["value"]))
    read = {(r["partition"], r["offset"]): (r["key"], r["value"]) for r in facts()["read_back"]["records"]}
    assert fetched == read


def test_real_kafka_traffic_decodes_without_a_warning():
    _, exchanges = sample(NAME)
    assert [(e.fields["api"], e.fields["api_version"], w.kind) for e in exchanges for w in e.warnings] == []
