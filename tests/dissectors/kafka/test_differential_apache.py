"""kafkasniff against Apache Kafka's own parser, on real traffic: every request and response of
every committed sample capture (TLS ones decrypted with their key logs), read by kafkasniff's
whole pipeline as `--json --values base64` shows it, and by kafka-clients 4.4's generated message
classes (tests/oracle/ApacheParse.java, one JVM for all), agree field by field, header and body,
for every (api, version, direction) on the wire. Differences that are genuine are named, with
their reason, in apache_differential.EXPLAINED; any other fails.

Needs Java and the kafka-clients classpath that scripts/install-deps.sh writes; without them the
tests skip, saying so. `python -m scripts.differential_coverage` shows the matrix."""

from __future__ import annotations

import base64
import dataclasses
import struct
import uuid
from pathlib import Path

import pytest

from kafkasniff.model import DecodeWarning, WarningKind
from tests.support import apache_oracle, kafka_frames
from tests.support.apache_differential import (
    EXPLAINED,
    TAGGED_DEFAULT,
    Comparison,
    Outcome,
    Verdict,
    apache_body,
    comparison,
    judge,
    normalized,
    same_uuid,
    snake_case,
)
from tests.support.sample_messages import Message, captures, messages

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def compared() -> Comparison:
    unavailable = apache_oracle.available()
    if unavailable:
        pytest.skip(f"Apache's parser cannot run here: {unavailable}")
    return comparison()


@pytest.mark.parametrize("capture", captures(), ids=lambda p: p.name)
def test_apache_reads_every_message_of_the_sample_as_kafkasniff_does(compared: Comparison, capture: Path) -> None:
    verdicts = [v for v in compared.verdicts if v.message.sample == capture.name]

    unexplained = [f"{v.message.where}: {v.why}" for v in verdicts if v.outcome == Outcome.DIFFERS]

    assert unexplained == []
    assert len(verdicts) == len(messages(capture))


def test_every_combination_on_the_wire_is_verified_unless_apache_cannot_read_it(compared: Comparison) -> None:
    """What stops a combination is Apache Kafka 4.4 having dropped its version (Produce v0-2...),
    or bytes both parsers refuse alike; never a difference."""
    outcomes = {str(c): compared.outcome(c) for c in compared.by_combination()}

    assert set(outcomes.values()) <= {Outcome.VERIFIED, Outcome.UNSUPPORTED, Outcome.BOTH_REFUSE}
    assert Outcome.VERIFIED in outcomes.values()
    assert all(
        compared.why_not(c) is None for c in compared.by_combination() if compared.outcome(c) == Outcome.VERIFIED
    )


def test_every_explanation_explains_something(compared: Comparison) -> None:
    """An entry of EXPLAINED that explains no difference any more is stale: remove it."""
    assert set(compared.explained()) == set(EXPLAINED)


def test_both_parsers_refuse_the_same_broken_replies(compared: Comparison) -> None:
    """The samples hold replies that are not what the schema says (the librdkafka mock's hybrid
    ApiVersions reply, a LeaveGroup v3 reply without its members): Apache refuses them too."""
    refused = {str(v.message.where) for v in compared.verdicts if v.outcome == Outcome.BOTH_REFUSE}

    assert any(w.startswith("kafkajs-txn.pcap") for w in refused)
    assert any(w.startswith("mock-txn.pcap") for w in refused)


# -- the oracle ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def oracle() -> None:
    unavailable = apache_oracle.available()
    if unavailable:
        pytest.skip(f"Apache's parser cannot run here: {unavailable}")


def test_the_oracle_reports_what_apache_cannot_parse_line_by_line(oracle: None) -> None:
    heartbeat_v0 = bytes.fromhex("000c0000 00000007 0003636c69") + b"\x00\x01g\x00\x00\x00\x01\x00\x01m"
    frames = [
        apache_oracle.Frame(0, 2, "request", bytes.fromhex("00000002000000070003636c69")),  # Produce v2: dropped
        apache_oracle.Frame(12, 0, "request", heartbeat_v0[:-3]),  # cut inside the member id
        apache_oracle.Frame(12, 0, "request", heartbeat_v0),
        apache_oracle.Frame(99, 0, "request", b""),  # no such api
    ]

    dropped, cut, whole, unknown = apache_oracle.parse(frames)

    assert (dropped.error, dropped.message) == ("unsupported", "Produce v2 is outside Apache Kafka's 3-13")
    assert cut.error == "unparsable" and "body" in cut.message
    # group_instance_id came in v3: a new message's null, which the converter leaves out here
    assert whole.body == {"groupId": "g", "generationId": 1, "memberId": "m", "_defaults": {"groupInstanceId": None}}
    assert whole.header == {"requestApiKey": 12, "requestApiVersion": 0, "correlationId": 7, "clientId": "cli"}
    assert (whole.version, whole.trailing) == (0, 0)
    assert unknown.error == "unsupported"


def test_the_oracle_writes_record_sets_batch_by_batch_and_a_cut_last_batch_as_kafkasniff_does(oracle: None) -> None:
    batch = kafka_frames.record_batch([kafka_frames.record(b"v", key=b"k")], base_offset=5, producer_id=9)
    records = batch + batch[:10]  # a fetch size cut the second batch
    partition = struct.pack(">ihqqi", 0, 0, 6, 6, 0) + struct.pack(">i", len(records)) + records
    fetch_v4 = struct.pack(">iii", 7, 0, 1) + struct.pack(">h", 1) + b"t" + struct.pack(">i", 1) + partition

    (parsed,) = apache_oracle.parse([apache_oracle.Frame(1, 4, "response", fetch_v4)])

    assert parsed.body is not None
    (whole, cut) = parsed.body["responses"][0]["partitions"][0]["records"]["batches"]
    assert (whole["base_offset"], whole["producer_id"], whole["crc_ok"], whole["record_count"]) == (5, 9, True, 1)
    assert whole["records"] == [{"offset": 5, "timestamp": 0, "key": "aw==", "value": "dg==", "headers": []}]
    assert cut == {"partial": True, "size": 10}


# -- the rules that bring Apache's JSON to kafkasniff's conventions -----------------------------


def test_camel_case_names_become_kafkasniff_snake_case_names() -> None:
    assert snake_case("partitionIndex") == "partition_index"
    assert snake_case("throttleTimeMs") == "throttle_time_ms"
    assert snake_case("isrNodes") == "isr_nodes"
    assert snake_case("ISRNodes") == "isr_nodes"
    assert snake_case("topicId") == "topic_id"
    assert snake_case("v2Field") == "v2_field"


def test_a_records_field_apaches_converter_writes_as_its_size_is_kafkasniffs_size_object() -> None:
    apache = {"topicData": [{"partitionData": [{"index": 0, "recordsSizeInBytes": 70}]}], "records": None}

    assert normalized(apache) == {"topic_data": [{"partition_data": [{"index": 0, "records": {"size": 70}}]}],
                                  "records": None}  # fmt: skip


def test_tagged_fields_apache_does_not_know_are_kafkasniffs_unknown_tags() -> None:
    parsed = apache_oracle.Parsed({"correlationId": 1}, {"errorCode": 0}, 0, unknown_tags={"7": "AQI="})

    assert apache_body(parsed) == {"error_code": 0, "unknown_tag_7": "AQI="}


def test_apaches_uuid_text_and_the_canonical_form_name_the_same_bytes() -> None:
    value = uuid.UUID("6ba7b810-9dad-11d1-80b4-00c04fd430c8")
    apache = base64.urlsafe_b64encode(value.bytes).decode().rstrip("=")

    assert same_uuid(str(value), apache)
    assert not same_uuid(str(uuid.UUID(int=1)), apache)
    assert not same_uuid("not a uuid", apache)


# -- judging one message --------------------------------------------------------------------------


def _heartbeat_v4(body: dict, warnings: tuple[DecodeWarning, ...] = ()) -> Message:
    header = {"request_api_key": 12, "request_api_version": 4, "correlation_id": 7, "client_id": "cli"}
    return Message("made-up.pcap", 0, "request", 12, 4, b"", None, header, body, body, warnings)


APACHE_HEADER = {"requestApiKey": 12, "requestApiVersion": 4, "correlationId": 7, "clientId": "cli"}
APACHE_BODY = {"groupId": "g", "generationId": 1, "memberId": "m", "groupInstanceId": None}
OURS = {"group_id": "g", "generation_id": 1, "member_id": "m", "group_instance_id": None}


def test_a_message_read_alike_is_verified() -> None:
    verdict = judge(_heartbeat_v4(OURS), apache_oracle.Parsed(APACHE_HEADER, APACHE_BODY, 4))

    assert (verdict.outcome, verdict.unexplained) == (Outcome.VERIFIED, [])


def test_a_value_read_otherwise_differs() -> None:
    verdict = judge(_heartbeat_v4({**OURS, "generation_id": 2}), apache_oracle.Parsed(APACHE_HEADER, APACHE_BODY, 4))

    assert verdict.outcome == Outcome.DIFFERS
    assert [str(d) for d in verdict.unexplained] == [".generation_id: kafkasniff 2, Apache 1"]


def test_a_field_only_one_side_has_differs_unless_it_is_a_tagged_default() -> None:
    untagged = judge(_heartbeat_v4({**OURS, "extra": 0}), apache_oracle.Parsed(APACHE_HEADER, APACHE_BODY, 4))
    missing = judge(_heartbeat_v4(OURS), apache_oracle.Parsed(APACHE_HEADER, {**APACHE_BODY, "extra": 0}, 4))

    assert [str(d) for d in untagged.unexplained] == [".extra: only kafkasniff has it (0)"]
    assert [str(d) for d in missing.unexplained] == [".extra: only Apache has it (0)"]


def test_a_tagged_field_sent_with_the_default_apache_holds_is_explained() -> None:
    """Apache's converters leave a tagged field at its default out; the oracle says what Apache's
    message holds there, and only that value, on a field kafkasniff's schema calls tagged, is
    explained."""
    ours = {"error_code": 0, "api_keys": [], "throttle_time_ms": 0, "zk_migration_ready": False}
    message = dataclasses.replace(_heartbeat_v4(ours), api_key=18, api_version=3, direction="response",
                                  header={"correlation_id": 1})  # fmt: skip

    def judged(ours: dict, defaults: dict) -> Verdict:
        apache = {"errorCode": 0, "apiKeys": [], "throttleTimeMs": 0, "_defaults": defaults}
        return judge(dataclasses.replace(message, body=ours, records_body=ours),
                     apache_oracle.Parsed({"correlationId": 1}, apache, 3))  # fmt: skip

    held = judged(ours, {"zkMigrationReady": False})
    other_value = judged({**ours, "zk_migration_ready": True}, {"zkMigrationReady": False})
    no_default = judged(ours, {})
    untagged = judged({**ours, "throttle_time_ms": 0, "error_code": 0, "extra": 0}, {"extra": 0})

    assert held.outcome == Outcome.VERIFIED
    assert [(str(d), why) for d, why in held.explained] == [
        (".zk_migration_ready: only kafkasniff has it (False); Apache holds its default False", TAGGED_DEFAULT)
    ]
    assert other_value.outcome == no_default.outcome == untagged.outcome == Outcome.DIFFERS


def test_bytes_both_refuse_agree_and_bytes_one_refuses_differ() -> None:
    broken = (DecodeWarning(WarningKind.MALFORMED, 20, "request: members: array length runs past the end"),)
    thrown = apache_oracle.Parsed(error="unparsable", message="body: java.nio.BufferUnderflowException")

    assert judge(_heartbeat_v4({}, broken), thrown).outcome == Outcome.BOTH_REFUSE
    assert judge(_heartbeat_v4(OURS), thrown).outcome == Outcome.DIFFERS
    assert judge(_heartbeat_v4({}, broken), apache_oracle.Parsed(APACHE_HEADER, APACHE_BODY, 4)).outcome == (
        Outcome.DIFFERS
    )


def test_bytes_left_after_the_body_must_be_the_same_count_on_both_sides() -> None:
    left = (DecodeWarning(WarningKind.TRAILING_BYTES, 30, "request: 3 bytes after the last field"),)

    same = judge(_heartbeat_v4(OURS, left), apache_oracle.Parsed(APACHE_HEADER, APACHE_BODY, 4, trailing=3))
    other = judge(_heartbeat_v4(OURS, left), apache_oracle.Parsed(APACHE_HEADER, APACHE_BODY, 4, trailing=1))

    assert same.outcome == Outcome.VERIFIED
    assert [str(d) for d in other.unexplained] == [".<bytes after the body>: kafkasniff 3, Apache 1"]


def _produce_v9(records: dict) -> Message:
    """A Produce v9 request of one record set, as kafkasniff's --json and --json --records show it."""
    header = {"request_api_key": 0, "request_api_version": 9, "correlation_id": 7, "client_id": "cli"}

    def body(record_set: dict) -> dict:
        partitions = [{"index": 0, "records": record_set}]
        return {"transactional_id": None, "acks": -1, "timeout_ms": 100,
                "topic_data": [{"name": "t", "partition_data": partitions}]}  # fmt: skip

    return Message("made-up.pcap", 0, "request", 0, 9, b"", None, header, body({"size": records["size"]}),
                   body(records), ())  # fmt: skip


RECORD = {"offset": 0, "timestamp": 5, "key": None, "value": "dg==", "headers": [{"key": "h", "value": None}]}
BATCH = {"base_offset": 0, "magic": 2, "codec": "zstd", "crc_ok": True, "record_count": 1, "records": [RECORD]}
APACHE_PARTITION = {"index": 0, "records": {"size": 70, "batches": [BATCH]}}
APACHE_PRODUCE = {"transactionalId": None, "acks": -1, "timeoutMs": 100,
                  "topicData": [{"name": "t", "partitionData": [APACHE_PARTITION]}]}  # fmt: skip
PRODUCE_HEADER = {"requestApiKey": 0, "requestApiVersion": 9, "correlationId": 7, "clientId": "cli"}


def test_record_sets_are_compared_record_by_record() -> None:
    same = judge(_produce_v9({"size": 70, "batches": [BATCH]}), apache_oracle.Parsed(PRODUCE_HEADER, APACHE_PRODUCE, 9))
    other_value = {**BATCH, "records": [{**RECORD, "value": "dw=="}]}
    other = judge(_produce_v9({"size": 70, "batches": [other_value]}),
                  apache_oracle.Parsed(PRODUCE_HEADER, APACHE_PRODUCE, 9))  # fmt: skip

    assert same.outcome == Outcome.VERIFIED
    assert [str(d) for d in other.unexplained] == [
        ".topic_data[0].partition_data[0].records.batches[0].records[0].value: kafkasniff 'dw==', Apache 'dg=='"
    ]


def test_an_empty_record_set_is_its_size_alone_as_kafkasniff_writes_it() -> None:
    empty = {"topicData": [{"name": "t", "partitionData": [{"index": 0, "records": {"size": 0, "batches": []}}]}]}
    body = apache_body(apache_oracle.Parsed(PRODUCE_HEADER, empty, 9))

    assert body == {"topic_data": [{"name": "t", "partition_data": [{"index": 0, "records": {"size": 0}}]}]}


def _sync_group_v0_response() -> Message:
    """A SyncGroup v0 response whose assignment (ConsumerProtocolAssignment v0: topic t, partition
    0, no user data) kafkasniff shows decoded."""
    assignment = struct.pack(">hih", 0, 1, 1) + b"t" + struct.pack(">iii", 1, 0, -1)
    frame = struct.pack(">ihi", 7, 0, len(assignment)) + assignment
    decoded = {"version": 0, "assigned_partitions": [{"topic": "t", "partitions": [0]}], "user_data": None}
    body = {"error_code": 0, "assignment": decoded}
    return Message("made-up.pcap", 0, "response", 14, 0, frame, 4, {"correlation_id": 7}, body, body, ())


def test_bytes_kafkasniff_decodes_inside_a_field_are_compared_by_their_bytes_and_apaches_reading() -> None:
    message = _sync_group_v0_response()
    assignment = base64.b64encode(message.frame[10:]).decode()
    apache = apache_oracle.Parsed({"correlationId": 7}, {"errorCode": 0, "assignment": assignment}, 0)

    def apache_reads(partition: int) -> dict:
        inner = {"assignedPartitions": [{"topic": "t", "partitions": [partition]}], "userData": None}
        return {("assignment",): apache_oracle.Parsed(body=inner, version=0)}

    same = judge(message, apache, apache_reads(0))
    other = judge(message, apache, apache_reads(1))
    other_bytes = judge(message, dataclasses.replace(apache, body={"errorCode": 0, "assignment": "AAA="}))

    assert (same.outcome, same.unexplained) == (Outcome.VERIFIED, [])
    assert [str(d) for d in other.unexplained] == [
        ".assignment.assigned_partitions[0].partitions[0]: kafkasniff 0, Apache 1"
    ]
    assert other_bytes.outcome == Outcome.DIFFERS
