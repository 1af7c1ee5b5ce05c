"""Kafka dissection as a user sees it in the JSON: bodies, errors where they happened, nested
protocols, and markers instead of exceptions when bytes are wrong."""

from __future__ import annotations

import struct

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.kafka.apis import highest_version
from kafkasniff.dissectors.kafka.protocol import KafkaProtocol
from kafkasniff.model import Connection, DecodedExchange, Exchange, Frame
from tests.support import kafka_frames as kf
from tests.support.captures import sample_path
from tests.support.decode import decode

METADATA = 3
CONN = Connection(("10.0.0.1", 40000), ("10.0.0.2", 9092), "kafka")


def exchange(
    request: bytes, response: bytes | None, proto: KafkaProtocol | None = None, lost: int = 0
) -> DecodedExchange:
    proto = proto or KafkaProtocol()
    req = Frame(CONN, True, 1, 1, 0, len(request) + lost, request, lost)
    resp = Frame(CONN, False, 2, 2, 0, len(response), response) if response is not None else None
    head = proto.request_head(request)
    return proto.dissect(Exchange(CONN, req, resp, head, "ok" if resp else "unanswered"))


def sample(name: str) -> list[DecodedExchange]:
    return decode(sample_path(name))[0]


def test_consumer_protocol_assignment_is_decoded_inside_sync_group():
    sync = next(e for e in sample("kafka-python-v2.5") if e.fields["api"] == "SyncGroup")
    assignment = sync.fields["response"]["assignment"]
    assert assignment["assigned_partitions"] == [{"topic": "orders", "partitions": [0, 1, 2]}]
    join = next(e for e in sample("kafka-python-v2.5") if e.fields["api"] == "JoinGroup")
    assert join.fields["request"]["protocols"][0]["metadata"]["topics"] == ["orders"]


def test_errors_name_the_topic_and_partition_they_concern():
    produce = next(e for e in sample("kafka-python-legacy") if e.fields["api"] == "Produce")
    assert produce.errors == ("UNKNOWN_PRODUCER_ID",)
    detail = produce.fields["error_details"][0]
    assert (detail["error"], detail["code"], detail["topic"], detail["partition"]) == (
        "UNKNOWN_PRODUCER_ID",
        59,
        "legacy",
        0,
    )
    assert "error=UNKNOWN_PRODUCER_ID" not in produce.summary  # the line renderer adds errors itself


def test_summary_line_carries_group_and_committed_offsets():
    commits = [e.summary for e in sample("kafka-python-v2.5") if e.fields["api"] == "OffsetCommit"]
    assert commits[-1] == "OffsetCommit v8 #10 client=kp-consumer group=billing orders:0=9"


def sasl_authenticate(corr: int, token: bytes) -> bytes:
    return kf.request(36, 1, corr, "app", body=struct.pack(">i", len(token)) + token)


def test_sasl_plain_password_is_masked_unless_asked():
    proto = KafkaProtocol()
    exchange(kf.request(17, 1, 1, "app", body=struct.pack(">h", 5) + b"PLAIN"), kf.response(1), proto)
    masked = exchange(sasl_authenticate(2, b"\x00alice\x00s3cret"), None, proto)
    assert masked.fields["request"]["auth_bytes"] == {"authzid": "", "username": "alice", "password": "********"}
    shown = exchange(
        sasl_authenticate(2, b"\x00alice\x00s3cret"), None, KafkaProtocol(DissectOptions(show_secrets=True))
    )
    assert shown.fields["request"]["auth_bytes"]["password"] == "s3cret"


def test_a_truncated_body_keeps_the_fields_before_the_cut_and_says_where():
    full = kf.request(8, 2, 5, "c", body=struct.pack(">h", 5) + b"group" + struct.pack(">ih", 7, 2) + b"m1")
    cut = full[:-4]
    decoded = exchange(cut, None, lost=4)
    assert decoded.fields["request"]["group_id"] == "group"
    assert decoded.fields["request"]["generation_id_or_member_epoch"] == 7
    kinds = [w.kind for w in decoded.warnings]
    assert kinds == ["truncated", "truncated"]
    assert decoded.warnings[1].offset == len(full) - 4  # where member_id should start


def test_impossible_values_are_malformed_at_their_offset_not_exceptions():
    body = (
        struct.pack(">h", 5)
        + b"group"
        + struct.pack(">ih", 7, 2)
        + b"m1"
        + struct.pack(">q", 1000)
        + struct.pack(">i", 2**30)
    )
    decoded = exchange(kf.request(8, 2, 5, "c", body=body), None)
    assert decoded.warnings[0].kind == "malformed"
    assert "array count" in decoded.warnings[0].message
    assert decoded.warnings[0].offset == 4 + 8 + 3 + len(body) - 4


def test_leftover_bytes_after_the_body_are_flagged():
    decoded = exchange(
        kf.request(12, 0, 3, "c", body=struct.pack(">h", 1) + b"g" + struct.pack(">ih", 1, 1) + b"m" + b"XYZ"), None
    )
    assert [w.kind for w in decoded.warnings] == ["trailing-bytes"]


def test_unknown_tagged_fields_are_kept_with_their_tag():
    # Heartbeat v4 (flexible): group, generation, member, instance id, then tags: tag 99 with 3 bytes
    body = b"\x02g" + struct.pack(">i", 1) + b"\x02m" + b"\x00" + b"\x01\x63\x03abc"
    decoded = exchange(kf.request(12, 4, 3, "c", body=body), None)
    assert decoded.fields["request"]["unknown_tag_99"] == "616263"
    assert [w.kind for w in decoded.warnings] == ["unknown-tag"]


def test_unknown_api_key_keeps_the_header_and_the_raw_body():
    decoded = exchange(kf.request(999, 0, 3, "c", body=b"\x01\x02"), None)
    assert decoded.fields["api"] == "Unknown(999)" and decoded.fields["request"] == "0102"
    assert [w.kind for w in decoded.warnings] == ["unknown-api"]


def test_metadata_v13_from_librdkafka_is_decoded_as_v13_with_its_top_level_error_code():
    mock = [
        e
        for e in sample("mock-txn")
        if e.fields["api"] == "Metadata" and e.fields["api_version"] == 13 and e.fields["response"]
    ]
    assert mock and not [w for e in mock for w in e.warnings if w.kind == "newer-version"]
    assert all(e.fields["response"]["error_code"] == 0 for e in mock)
    assert all(e.fields["response"]["topics"] is not None for e in mock)


def test_a_version_newer_than_the_schema_is_decoded_as_the_newest_and_its_leftover_bytes_flagged():
    newer = highest_version(METADATA) + 1
    body = b"\x01\x00\x00\x00" + b"\x07\x07"  # v13's fields (no topics, two flags, no tags); 2 bytes more
    decoded = exchange(kf.request(METADATA, newer, 1, "c", body=body), None)
    request_end = len(kf.request(METADATA, newer, 1, "c", body=body))
    assert [(w.kind, w.offset) for w in decoded.warnings] == [("newer-version", 6), ("trailing-bytes", request_end - 2)]


def test_api_versions_error_reply_is_read_in_the_v0_layout():
    v0_reply = struct.pack(">hi", 35, 1) + struct.pack(">hhh", 18, 0, 3)
    decoded = exchange(kf.request(18, 3, 1, "c", body=b"\x02a\x021\x00"), kf.response(1, body=v0_reply))
    assert decoded.warnings == ()
    assert decoded.errors == ("UNSUPPORTED_VERSION",)
    assert decoded.fields["response"]["api_keys"] == [{"api_key": 18, "min_version": 0, "max_version": 3}]


def test_api_versions_error_reply_in_the_requests_own_layout_is_read_in_it():
    v3_reply = struct.pack(">hb", 35, 2) + struct.pack(">hhhb", 18, 0, 2, 0) + struct.pack(">ib", 0, 0)
    decoded = exchange(kf.request(18, 3, 1, "c", body=b"\x02a\x021\x00"), kf.response(1, body=v3_reply))
    assert decoded.warnings == ()
    assert decoded.errors == ("UNSUPPORTED_VERSION",)
    assert decoded.fields["response"]["api_keys"] == [{"api_key": 18, "min_version": 0, "max_version": 2}]


def test_api_versions_error_reply_in_no_layout_shows_its_error_code_and_a_nonstandard_reply_note():
    mock = [e for e in sample("mock-txn") if e.fields["api"] == "ApiVersions" and e.fields["api_version"] == 3]
    assert mock
    for e in mock:
        assert e.errors == ("UNSUPPORTED_VERSION",)
        assert e.fields["response"] == {"error_code": 35}
        assert [(w.kind, w.offset) for w in e.warnings] == [("nonstandard-reply", 10)]
        assert "16781824" not in str(e.warnings)
