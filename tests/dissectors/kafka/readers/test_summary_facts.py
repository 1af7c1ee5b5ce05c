"""The summary's facts are declared once (summary_facts.FACTS): every source it names exists in
the schema, no field is the source of two facts, and what the summary decodes, labels and lists
is read off that declaration."""

from __future__ import annotations

from collections.abc import Iterator

from kafkasniff.dissectors.kafka import summary
from kafkasniff.dissectors.kafka.readers.summary_facts import (
    BY_ENTITY,
    BY_FIELD,
    FACTS,
    FactKind,
    Source,
    api_line,
    declares,
    fact_of,
    highlights,
)
from kafkasniff.dissectors.kafka.schema import Field
from kafkasniff.dissectors.kafka.schema_data import DATA, HEADERS, REQUESTS, RESPONSES


def every_field() -> Iterator[Field]:
    def walk(fields: tuple[Field, ...]) -> Iterator[Field]:
        for spec in fields:
            yield spec
            yield from walk(spec.children)

    for table in (REQUESTS, RESPONSES, HEADERS, DATA):
        for message in table.values():
            yield from walk(message[3])


def test_every_source_declared_is_in_the_schema():
    names = {spec.name for spec in every_field()}
    entities = {spec.entity for spec in every_field()}
    for fact in FACTS:
        assert fact.name in (names if fact.by is Source.FIELD else entities), fact
        assert fact.message is None or fact.message == fact.name.replace("_code", "_message"), fact


def test_no_field_of_the_schema_is_the_source_of_two_facts():
    """So the order the tree walk and the facts reader look a field up in cannot matter."""
    for spec in every_field():
        assert not (spec.name in BY_FIELD and spec.entity in BY_ENTITY), spec


def test_a_fact_is_read_only_from_the_types_declared_for_it():
    assert fact_of("partition_index", None, "int32").kind is FactKind.PARTITION  # type: ignore[union-attr]
    assert fact_of("partition_index", None, "int64") is None
    assert fact_of("name", "topicName", "string").kind is FactKind.TOPIC_NAME  # type: ignore[union-attr]
    assert fact_of("error_code", None, "int16").message == "error_message"  # type: ignore[union-attr]
    assert fact_of("member_id", None, "string") is None
    assert declares("error_message", None) and not declares("throttle_time_ms", None)


def test_the_summary_decodes_labels_and_lists_what_the_declaration_says():
    assert frozenset(BY_ENTITY) == summary.WANTED_ENTITIES
    assert set(BY_FIELD) < summary.WANTED_NAMES
    assert {fact.message for fact in FACTS if fact.message} < summary.WANTED_NAMES
    labels = [(fact.name, fact.label) for fact in FACTS if fact.kind is FactKind.ENTITY]
    assert labels == [("groupId", "group"), ("transactionalId", "txn"), ("producerId", "pid")]
    assert summary.entity_facts({"producerId": 7, "groupId": "g"}) == ["group=g", "pid=7"]


def test_each_api_shows_the_value_its_partitions_are_about():
    assert highlights("OffsetCommit") == ("committed_offset", None)
    assert highlights("Produce") == (None, "base_offset")
    assert highlights("Heartbeat") == (None, None)


def test_a_failed_authentication_says_why_and_produce_lists_its_responses_partitions():
    assert api_line("SaslAuthenticate").reason and not api_line("Produce").reason
    assert api_line("Produce").from_response and not api_line("Fetch").from_response
    assert api_line("Heartbeat") == api_line("NoSuchApi")
