"""The schema's sources: every version either Apache folder or kio defines is in the schema, each
from the newest source that has it, and sources that share a version agree on it."""

from __future__ import annotations

from pathlib import Path

import pytest

from kafkasniff.dissectors.kafka.schema_data import APIS, ERRORS, REQUESTS, RESPONSES, SOURCES
from scripts.kafka_layouts import json_layouts
from scripts.kafka_sources import EXPLAINED, KIO, MESSAGE, MESSAGE_4X, load_definitions, merge

DEFINITIONS = Path(__file__).resolve().parents[2].parent / "shared" / "kafka-protocol"
needs_definitions = pytest.mark.skipif(not (DEFINITIONS / MESSAGE_4X).is_dir(),
                                       reason="needs shared/kafka-protocol beside the repo")  # fmt: skip
PRODUCE, FETCH, METADATA, OFFSET_COMMIT = 0, 1, 3, 8
CONSUMER_GROUP_HEARTBEAT, SHARE_FETCH, STREAMS_HEARTBEAT = 68, 78, 88


@needs_definitions
@pytest.mark.parametrize("folder", [MESSAGE, MESSAGE_4X])
def test_every_version_either_apache_folder_defines_is_in_the_schema(folder: str):
    for definition in load_definitions(DEFINITIONS / folder):
        table = {"request": REQUESTS, "response": RESPONSES}.get(definition["type"])
        if table is None:
            continue
        message = table[definition["apiKey"]]
        assert set(json_layouts(definition)) <= set(range(message.low, message.high + 1)), definition["name"]


@needs_definitions
def test_versions_two_sources_share_agree_but_for_the_explained_differences():
    merged, _ = merge(DEFINITIONS)
    explained = {(kind, key, source) for (kind, key), entry in merged.items() for source in entry.explained}
    assert explained == set(EXPLAINED)
    produce = merged["request", PRODUCE]
    assert produce.agreed[MESSAGE] == 9 and produce.agreed[KIO] == 11  # v3-v11 in both folders; kio has v3-v13


def test_old_versions_come_from_the_2024_definitions_and_new_ones_from_kafka_4():
    assert SOURCES["request", PRODUCE] == ((MESSAGE, 0, 2), (MESSAGE_4X, 3, 13))
    assert SOURCES["response", FETCH] == ((MESSAGE, 0, 3), (MESSAGE_4X, 4, 18))
    assert SOURCES["request", METADATA] == ((MESSAGE_4X, 0, 13),)
    assert SOURCES["request", OFFSET_COMMIT] == ((MESSAGE, 0, 1), (MESSAGE_4X, 2, 10))


def test_apis_the_kafka_4_folder_lacks_come_from_kio():
    assert SOURCES["request", SHARE_FETCH] == ((MESSAGE, 0, 0), (KIO, 1, 2))
    assert SOURCES["request", STREAMS_HEARTBEAT] == ((KIO, 0, 0),)
    assert APIS[STREAMS_HEARTBEAT].name == "StreamsGroupHeartbeat"
    assert APIS[CONSUMER_GROUP_HEARTBEAT].high == 1


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
