"""A request's responseTo: 0 as most drivers send it, -1 as some others do; both are requests.
A reply's names its request, 0 included when the reply's opcode says it is one (the mongo shell
numbers its first request 0). Checked on headers and on a real capture rewritten so."""

import struct
from pathlib import Path

import pytest

from kafkasniff.dissectors.mongo import wire
from kafkasniff.model import DecodedExchange
from tests.support import mongo_reframe
from tests.support.captures import sample_path
from tests.support.decode import decode

pytest.importorskip("bson")

SAMPLE, SAMPLE_SERVER_PORT = "ferretdb-pymongo", 27117
UNUSUAL_PORT = 40123  # no protocol's declaration names it: the connection is recognised by content


def op_msg(request_id: int, response_to: int) -> bytes:
    body = struct.pack("<I", 0) + b"\x00" + struct.pack("<i", 5) + b"\x00"
    return struct.pack("<iiii", 16 + len(body), request_id, response_to, 2013) + body


def test_a_request_whose_response_to_is_minus_one_is_a_request() -> None:
    assert wire.looks_like_message(op_msg(7, -1), from_client=True)


def test_a_request_whose_response_to_is_zero_is_still_a_request() -> None:
    assert wire.looks_like_message(op_msg(7, 0), from_client=True)


def test_any_other_response_to_is_not_a_request() -> None:
    assert not wire.looks_like_message(op_msg(7, 3), from_client=True)


# -- a reply whose responseTo is 0 ------------------------------------------------------------------


def op_reply(request_id: int, response_to: int) -> bytes:
    body = struct.pack("<iqii", 0, 0, 0, 1) + struct.pack("<i", 5) + b"\x00"
    return struct.pack("<iiii", 16 + len(body), request_id, response_to, 1) + body


def op_commandreply(request_id: int, response_to: int) -> bytes:
    body = (struct.pack("<i", 5) + b"\x00") * 2
    return struct.pack("<iiii", 16 + len(body), request_id, response_to, 2011) + body


def test_a_reply_opcode_answering_request_zero_is_a_reply() -> None:
    """The mongo shell numbers its first request 0; only a server sends OP_REPLY or OP_COMMANDREPLY."""
    assert wire.looks_like_message(op_reply(9, 0), from_client=False)
    assert wire.looks_like_message(op_commandreply(9, 0), from_client=False)


def test_an_op_msg_answering_zero_is_not_taken_for_a_reply() -> None:
    """OP_MSG goes both ways: with responseTo 0 it reads as a request."""
    assert not wire.looks_like_message(op_msg(9, 0), from_client=False)


def test_a_reply_opcode_is_never_a_request() -> None:
    assert not wire.looks_like_message(op_reply(9, 0), from_client=True)
    assert not wire.looks_like_message(op_commandreply(9, 0), from_client=True)


# -- real captures rewritten ---------------------------------------------------------------------------


def exchanges_of(tmp_path: Path, rewrite: mongo_reframe.MessageRewrite, port: int | None) -> list[DecodedExchange]:
    target = mongo_reframe.rewrite_capture(sample_path(SAMPLE), tmp_path / "rewritten.pcap", rewrite,
                                           SAMPLE_SERVER_PORT, port)  # fmt: skip
    exchanges, notices, counters = decode(target)
    assert notices == []
    assert counters.protocol_connections == {"mongo": 2}
    return exchanges


def facts(exchanges: list[DecodedExchange]) -> list[tuple[object, ...]]:
    return [
        (e.exchange.conn.client, f["api"], f["database"], f["collection"], f["client_id"], f["ok"], e.errors,
         e.exchange.status, e.warnings)
        for e in exchanges
        for f in [e.fields]
    ]  # fmt: skip


def test_a_first_request_numbered_zero_is_answered_and_names_its_client(tmp_path: Path) -> None:
    original, _, _ = decode(sample_path(SAMPLE))
    ours = exchanges_of(tmp_path, mongo_reframe.FirstRequestAsZero(), None)
    handshakes = [e for e in ours if e.fields["request_id"] == 0]
    answers = [(e.fields["api"], e.exchange.status, e.fields["response"]["header"]["response_to"]) for e in handshakes]
    assert answers == [("ismaster", "ok", 0), ("ismaster", "ok", 0)]
    assert {e.fields["client_id"] for e in ours} == {"make_samples_pymongo"}
    assert facts(ours) == facts(original)


def test_requests_answering_minus_one_off_the_usual_port_are_recognised_and_decoded(tmp_path: Path) -> None:
    original, _, _ = decode(sample_path(SAMPLE))
    ours = exchanges_of(tmp_path, mongo_reframe.requests_answering_minus_one, UNUSUAL_PORT)
    assert {e.fields["request"]["header"]["response_to"] for e in ours} == {-1}
    assert {e.exchange.conn.server[1] for e in ours} == {UNUSUAL_PORT}
    assert [e.fields["request_id"] for e in ours] == [e.fields["request_id"] for e in original]
    assert [f[1:] for f in facts(ours)] == [f[1:] for f in facts(original)]
