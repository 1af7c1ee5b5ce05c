"""The schema's sources: every version the pinned release, either Apache folder or kio defines is in
the schema, each from the newest source that has it, and sources that share a version agree on it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kafkasniff.dissectors.kafka.schema_data import (
    APIS,
    DATA,
    ERRORS,
    METADATA_RECORD_NAMES,
    METADATA_RECORDS,
    RELEASE,
    REQUESTS,
    RESPONSES,
    SOURCES,
)
from scripts.kafka_layouts import json_layouts
from scripts.kafka_sources import (
    EXPLAINED,
    KIO,
    MESSAGE,
    MESSAGE_4X,
    Release,
    find_release,
    jar_definitions,
    load_definitions,
    merge,
)

DEFINITIONS = Path(__file__).resolve().parents[2].parent / "shared" / "kafka-protocol"
needs_definitions = pytest.mark.skipif(not (DEFINITIONS / MESSAGE_4X).is_dir(),
                                       reason="needs shared/kafka-protocol beside the repo")  # fmt: skip
FOUND = find_release()
needs_release = pytest.mark.skipif(not isinstance(FOUND, Release), reason="needs scripts/install-deps.sh's classpath")
RELEASE_SOURCE = f"kafka-{RELEASE[0]}"
PRODUCE, FETCH, METADATA, OFFSET_COMMIT, TXN_OFFSET_COMMIT, DELETE_GROUPS = 0, 1, 3, 8, 28, 42
API_VERSIONS, LEADER_AND_ISR = 18, 4
CONSUMER_GROUP_HEARTBEAT, SHARE_FETCH, STREAMS_HEARTBEAT, STREAMS_TOPOLOGY_UPDATE, UNREGISTER_CONTROLLER = (
    68, 78, 88, 93, 94,
)  # fmt: skip


def release() -> Release:
    assert isinstance(FOUND, Release), FOUND
    return FOUND


def definitions_of(folder: str) -> list[dict[str, Any]]:
    if folder == RELEASE_SOURCE:
        return jar_definitions(release().clients_jar, "common/message/")
    return load_definitions(DEFINITIONS / folder)


@needs_definitions
@needs_release
@pytest.mark.parametrize("folder", [MESSAGE, MESSAGE_4X, RELEASE_SOURCE])
def test_every_version_the_release_or_either_apache_folder_defines_is_in_the_schema(folder: str):
    for definition in definitions_of(folder):
        table = {"request": REQUESTS, "response": RESPONSES, "data": DATA}.get(definition["type"])
        if table is None:
            continue
        message = table[definition.get("apiKey", definition["name"])]
        assert set(json_layouts(definition)) <= set(range(message.low, message.high + 1)), definition["name"]


@needs_release
def test_the_schema_records_the_release_and_jar_it_was_generated_from():
    version, jar, digest = RELEASE
    assert version == release().version
    assert jar == f"org/apache/kafka/kafka-clients/{version}/kafka-clients-{version}.jar"
    assert release().clients_jar.as_posix().endswith(jar) and len(digest) == 64


@needs_definitions
@needs_release
def test_versions_two_sources_share_agree_but_for_the_explained_differences():
    merged, _ = merge(DEFINITIONS, release())
    explained = {(kind, key, source) for (kind, key), entry in merged.items() for source in entry.explained}
    assert explained == set(EXPLAINED)
    produce = merged["request", PRODUCE]
    assert produce.agreed[MESSAGE_4X] == 11 and produce.agreed[KIO] == 11  # v3-v13 in all three
    assert produce.agreed[MESSAGE] == 9  # v3-v11: the 2024 folder ends at v11


def test_versions_the_release_dropped_come_from_the_2024_definitions():
    assert SOURCES["request", PRODUCE] == ((MESSAGE, 0, 2), (RELEASE_SOURCE, 3, 13))
    assert SOURCES["response", FETCH] == ((MESSAGE, 0, 3), (RELEASE_SOURCE, 4, 18))
    assert SOURCES["request", METADATA] == ((RELEASE_SOURCE, 0, 13),)
    assert SOURCES["request", OFFSET_COMMIT] == ((MESSAGE, 0, 1), (RELEASE_SOURCE, 2, 10))


def test_apis_the_release_keeps_only_as_a_number_come_from_the_2024_definitions():
    assert SOURCES["request", LEADER_AND_ISR] == ((MESSAGE, 0, 7),)


def test_the_release_brings_kafka_4_4s_versions_and_apis():
    assert APIS[API_VERSIONS].high == 5 and APIS[TXN_OFFSET_COMMIT].high == 6 and APIS[DELETE_GROUPS].high == 3
    assert SOURCES["request", STREAMS_HEARTBEAT] == ((RELEASE_SOURCE, 0, 1),)
    assert APIS[STREAMS_TOPOLOGY_UPDATE].name == "StreamsGroupTopologyDescriptionUpdate"
    assert APIS[UNREGISTER_CONTROLLER].name == "UnregisterController"
    assert SOURCES["request", SHARE_FETCH] == ((MESSAGE, 0, 0), (RELEASE_SOURCE, 1, 2))
    assert APIS[CONSUMER_GROUP_HEARTBEAT].high == 1
    assert {"AbortedTxn", "EndTxnMarker", "ControlRecordTypeSchema"} <= set(DATA)


@needs_release
def test_every_metadata_record_of_the_release_is_in_the_schema_by_its_record_type():
    definitions = jar_definitions(release().metadata_jar, "common/metadata/")
    assert {d["apiKey"]: d["name"] for d in definitions} == METADATA_RECORD_NAMES
    for definition in definitions:
        message = METADATA_RECORDS[definition["apiKey"]]
        assert set(json_layouts(definition)) == set(range(message.low, message.high + 1)), definition["name"]
        assert SOURCES["metadata", definition["apiKey"]] == ((RELEASE_SOURCE, message.low, message.high),)


def test_metadata_records_are_declared_like_messages():
    topic_record, partition_record = METADATA_RECORDS[2], METADATA_RECORDS[3]
    assert [f.name for f in topic_record.fields] == ["name", "topic_id"] and topic_record.flexible is not None
    elr = next(f for f in partition_record.fields if f.name == "eligible_leader_replicas")
    assert elr.tagged is not None and elr.versions.low == 2


def test_a_renamed_field_keeps_its_versions_under_the_release_name():
    fields = {f.name: f.versions for f in REQUESTS[TXN_OFFSET_COMMIT].fields}
    assert "generation_id" not in fields and fields["generation_id_or_member_epoch"].low == 3


def test_kafka_4_fields_are_in_their_versions_only():
    topic = next(f for f in REQUESTS[PRODUCE].fields if f.name == "topic_data").children
    by_name = {f.name: f.versions for f in topic}
    assert by_name["name"].high == 12 and by_name["topic_id"].low == 13
    metadata_error = next(f for f in RESPONSES[METADATA].fields if f.name == "error_code")
    assert metadata_error.versions.low == 13


def test_error_codes_reach_kafka_4_1():
    assert ERRORS[133] == "SHARE_SESSION_LIMIT_REACHED"
    assert ERRORS[129] == "REBOOTSTRAP_REQUIRED"
    assert ERRORS[128] == "INVALID_REGULAR_EXPRESSION"


def test_a_classpath_without_the_release_names_the_install_command(tmp_path: Path):
    assert "scripts/install-deps.sh" in str(find_release(tmp_path / "classpath.txt"))
    (tmp_path / "classpath.txt").write_text("/nowhere/kafka-clients-9.9.9.jar:/nowhere/other.jar")
    assert "scripts/install-deps.sh" in str(find_release(tmp_path / "classpath.txt"))
