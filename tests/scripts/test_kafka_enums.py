"""Facts read from the release's compiled enums: its error codes (every code the older tables have,
named alike, and the codes the release added) and its control record types."""

from __future__ import annotations

import pytest

from kafkasniff.dissectors.kafka.schema_data import CONTROL_RECORD_TYPES, ERRORS
from scripts.kafka_enums import release_control_types, release_errors
from scripts.kafka_sources import Release, find_release
from scripts.kio_layouts import kio_errors

FOUND = find_release()
pytestmark = pytest.mark.skipif(not isinstance(FOUND, Release), reason="needs scripts/install-deps.sh's classpath")


@pytest.fixture(scope="module")
def errors() -> dict[int, str]:
    assert isinstance(FOUND, Release)
    return release_errors(FOUND.clients_jar)


def test_the_enum_reads_as_the_codes_kio_knows_and_more(errors: dict[int, str]):
    assert {code: errors.get(code) for code in kio_errors()} == kio_errors()
    assert errors[-1] == "UNKNOWN_SERVER_ERROR" and errors[0] == "NONE" and errors[3] == "UNKNOWN_TOPIC_OR_PARTITION"


def test_kafka_4_4s_new_codes_reach_the_schema(errors: dict[int, str]):
    assert errors[134] == ERRORS[134] == "GROUP_DELETION_FAILED"
    assert errors[136] == ERRORS[136] == "CONTROLLER_ID_NOT_REGISTERED"
    assert dict(sorted(errors.items())) == ERRORS


def test_the_control_record_types_are_the_transaction_markers_and_the_raft_records():
    assert isinstance(FOUND, Release)
    types = release_control_types(FOUND.clients_jar)
    assert types[0] == "ABORT" and types[1] == "COMMIT" and types[2] == "LEADER_CHANGE" and types[6] == "KRAFT_VOTERS"
    assert types == CONTROL_RECORD_TYPES and min(types) == 0
