"""Kafka headers: the header version follows from the api and version, never from guessing."""

from __future__ import annotations

import json
import struct

import pytest

from kafkasniff.dissectors.kafka import headers
from kafkasniff.dissectors.kafka.apis import request_header_version, response_header_version
from kafkasniff.dissectors.kafka.protocol import KafkaProtocol, produce_acks
from tests.support import kafka_frames as kf
from tests.support.decode import decode
from tests.support.facts import kafka_sidecars


def test_request_header_v1_has_a_nullable_client_id():
    head = headers.parse_request_head(kf.request(3, 8, 42, "my-app"))
    assert (head.api_key, head.api_version, head.correlation_id, head.client_id) == (3, 8, 42, "my-app")
    assert head.header_version == 1 and head.body_offset == 4 + 8 + 2 + 6
    assert headers.parse_request_head(kf.request(3, 8, 1, None)).client_id is None


def test_request_header_v2_skips_tagged_fields_after_the_client_id():
    frame = kf.request(3, 9, 7, "c", body=b"BODY")
    # replace the empty tagged-field section by one field: tag 5, 3 bytes
    frame = frame[:-5] + b"\x01\x05\x03xyz" + b"BODY"
    frame = struct.pack(">i", len(frame) - 4) + frame[4:]
    head = headers.parse_request_head(frame)
    assert head.header_version == 2 and head.tagged_fields == 1
    assert frame[head.body_offset :] == b"BODY"


@pytest.mark.parametrize("client_id", ["my-app", "", None, "caf\u00e9", "\udcff"])
@pytest.mark.parametrize(("api_key", "version"), [(3, 8), (3, 9), (0, 3), (0, 9)])
def test_the_common_header_read_directly_is_what_the_schema_reads(api_key, version, client_id):
    """Headers v1 and v2 without tagged fields are read without the schema's reader (pairing
    reads every request's): the head is the one that reader gives."""
    raw = None if client_id is None else client_id.encode("utf-8", "surrogateescape")
    frame = kf.request(api_key, version, 5, None, body=b"B")
    cut = 14  # after the client id's length, which kf wrote as -1
    if raw is not None:
        frame = frame[:12] + struct.pack(">h", len(raw)) + raw + frame[cut:]
        frame = struct.pack(">i", len(frame) - 4) + frame[4:]
    head = headers.parse_request_head(frame)
    header_version = request_header_version(api_key, version)
    client, body_offset, tagged = headers.request_header(frame, header_version)
    assert (head.client_id, head.body_offset, head.tagged_fields) == (client, body_offset, tagged)
    assert frame[head.body_offset :] == b"B"


def test_controlled_shutdown_v0_uses_request_header_v0():
    assert request_header_version(7, 0) == 0
    assert request_header_version(7, 1) == 1


def test_api_versions_responses_always_use_header_v0():
    assert response_header_version(18, 3) == 0
    assert response_header_version(3, 9) == 1
    assert response_header_version(3, 8) == 0


def test_a_header_that_runs_past_its_frame_is_an_error_not_a_crash():
    frame = kf.request(3, 8, 1, "abcdef")[:16]
    with pytest.raises(headers.HeaderError):
        headers.parse_request_head(frame)


@pytest.mark.parametrize(
    ("frame", "acks"),
    [(kf.produce_v3(1, 0), 0), (kf.produce_v3(1, -1, "txn"), -1), (kf.produce_v9(1, 0), 0), (kf.produce_v9(1, 1), 1)],
)
def test_produce_acks_is_read_past_the_transactional_id(frame, acks):
    head = headers.parse_request_head(frame)
    assert produce_acks(frame, head) == acks
    assert KafkaProtocol().expects_response(head, frame) == (acks != 0)


def test_request_recognition():
    assert headers.looks_like_request(kf.request(18, 3, 1, "rdkafka"))
    assert not headers.looks_like_request(kf.request(999, 0, 1, "x"))  # unknown api
    assert not headers.looks_like_request(kf.request(3, 40, 1, "x"))  # absurd version
    assert not headers.looks_like_request(kf.request(3, 1, 1, "bad\x01id"))
    assert not headers.looks_like_request(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
    assert not headers.looks_like_request(b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03abcdef")


def test_produce_acks_read_for_pairing_is_what_the_full_decode_reads_in_every_sample():
    """Pairing reads acks with a reader that stops after it; it must agree with the whole body."""
    seen = 0
    for sidecar in kafka_sidecars():
        for e in decode(sidecar.parent / json.loads(sidecar.read_text())["pcap"])[0]:
            if e.fields["api"] == "Produce" and e.exchange.request is not None:
                head = headers.parse_request_head(e.exchange.request.data)
                assert produce_acks(e.exchange.request.data, head) == e.fields["request"]["acks"]
                seen += 1
    assert seen > 100
