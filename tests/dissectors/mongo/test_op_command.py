"""OP_COMMAND and OP_COMMANDREPLY, the command opcodes of MongoDB 3.2-3.6: their fields in the
order the servers wrote them, the exchange named by its command and database, the reply judged
like an OP_MSG reply, also inside OP_COMPRESSED. No server or driver reachable today sends them,
so the end-to-end checks use a real capture re-framed (tests/support/mongo_reframe.py): every
command and reply of it carried by these opcodes, on a port no declaration names."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from kafkasniff.dissectors.mongo import wire
from kafkasniff.model import DecodedExchange
from tests.support import captures as cap
from tests.support import mongo_reframe
from tests.support.captures import is_mongo_sample, sample_path
from tests.support.decode import decode

bson = pytest.importorskip("bson")

SAMPLE, SAMPLE_SERVER_PORT = "ferretdb-pymongo", 27117
UNUSUAL_PORT = 40123  # no protocol's declaration names it: the connection is recognised by content
OP_COMMAND, OP_COMMANDREPLY = 2010, 2011
CLIENT, SERVER = (b"\x7f\x00\x00\x01", 50000), (b"\x7f\x00\x00\x01", 27017)


def message(opcode: int, body: bytes, request_id: int = 7, response_to: int = 0) -> bytes:
    return struct.pack("<iiii", 16 + len(body), request_id, response_to, opcode) + body


def op_command(database: str, args: dict, metadata: dict | None = None, *inputs: dict) -> bytes:
    name = next(iter(args))
    strings = database.encode() + b"\x00" + name.encode() + b"\x00"
    documents = [args, metadata or {}, *inputs]
    return message(OP_COMMAND, strings + b"".join(bson.encode(d) for d in documents))


def names_and_values(frame: bytes, opcode: int) -> list[tuple[str, object]]:
    nodes, error = wire.decode_body(frame, opcode)
    assert error is None
    return [(n.name, n.value if n.children is None else [c.value for c in n.children]) for n in nodes]


def test_op_command_reads_database_command_name_the_command_then_its_metadata_and_inputs():
    frame = op_command("shop", {"insert": "orders"}, {"$ssm": {"$secondaryOk": True}}, {"_id": 1}, {"_id": 2})
    assert names_and_values(frame, OP_COMMAND) == [
        ("database", "shop"), ("command_name", "insert"), ("command_args", {"insert": "orders"}),
        ("metadata", {"$ssm": {"$secondaryOk": True}}), ("input_documents", [{"_id": 1}, {"_id": 2}]),
    ]  # fmt: skip


def test_op_commandreply_reads_the_reply_then_its_metadata_and_outputs():
    frame = message(OP_COMMANDREPLY, bson.encode({"ok": 1.0, "n": 2}) + bson.encode({}), 9, 7)
    assert names_and_values(frame, OP_COMMANDREPLY) == [
        ("command_reply", {"ok": 1.0, "n": 2}), ("metadata", {}), ("output_documents", []),
    ]  # fmt: skip


def test_op_command_is_a_request_and_op_commandreply_a_reply():
    request = op_command("admin", {"ping": 1})
    reply = message(OP_COMMANDREPLY, bson.encode({"ok": 1.0}) + bson.encode({}), 9, 7)
    assert wire.looks_like_message(request, from_client=True)
    assert not wire.looks_like_message(request, from_client=False)
    assert wire.looks_like_message(reply, from_client=False)
    assert not wire.looks_like_message(reply, from_client=True)


# -- a real capture re-framed ---------------------------------------------------------------------


def facts(exchanges: list[DecodedExchange]) -> list[tuple[object, ...]]:
    """What an exchange says whatever opcode carried it: the connection's client, the request's
    id, the command, its namespace, the client's name, the outcome and its errors, the summary
    without the opcode and compressor it names."""
    return [
        (e.exchange.conn.client, f["request_id"], f["api"], f["database"], f["collection"], f["client_id"], f["ok"],
         e.errors, f["error_details"], e.exchange.status, e.warnings, _without_wire(e.summary))
        for e in exchanges
        for f in [e.fields]
    ]  # fmt: skip


def _without_wire(summary: str) -> str:
    return " ".join(word for word in summary.split() if not word.startswith("OP_") and word != "zlib")


def reframed(tmp_path: Path, rewrite: mongo_reframe.MessageRewrite, name: str) -> list[DecodedExchange]:
    target = tmp_path / f"{name}.pcap"
    mongo_reframe.rewrite_capture(sample_path(SAMPLE), target, rewrite, SAMPLE_SERVER_PORT, UNUSUAL_PORT)
    exchanges, notices, counters = decode(target)
    assert notices == []
    assert counters.protocol_connections == {"mongo": 2}
    assert {e.exchange.conn.server[1] for e in exchanges} == {UNUSUAL_PORT}
    return exchanges


@pytest.fixture(scope="module")
def original() -> list[DecodedExchange]:
    assert is_mongo_sample(SAMPLE)
    exchanges, notices, _ = decode(sample_path(SAMPLE))
    assert notices == [] and len(exchanges) == 14
    return exchanges


def test_a_capture_reframed_as_op_command_decodes_to_the_same_exchanges(original, tmp_path):
    ours = reframed(tmp_path, mongo_reframe.ToOpCommand(), "op-command")
    assert {(e.fields["opcode"], e.exchange.response and e.fields["response"]["header"]["opcode"]) for e in ours} == {
        ("OP_COMMAND", OP_COMMANDREPLY)
    }  # fmt: skip
    assert facts(ours) == facts(original)


def test_the_reframed_capture_keeps_the_error_reply_and_the_write_error(tmp_path):
    ours = reframed(tmp_path, mongo_reframe.ToOpCommand(), "errors")
    (failed,) = [e for e in ours if e.fields["api"] == "endSessions"]
    assert (failed.fields["ok"], failed.errors) == (False, ("CommandNotFound",))
    assert failed.fields["error_details"][0]["code"] == 59
    duplicate = [e for e in ours if e.errors == ("DuplicateKey",)]
    assert [(e.fields["api"], e.fields["ok"]) for e in duplicate] == [("insert", True)]


def test_op_command_inside_op_compressed_decodes_to_the_same_exchanges(original, tmp_path):
    ours = reframed(tmp_path, mongo_reframe.compressed(mongo_reframe.ToOpCommand()), "compressed")
    assert {(e.fields["opcode"], e.fields["compressor"]) for e in ours} == {("OP_COMPRESSED", "zlib")}
    assert {(e.fields["request"]["original_opcode"], e.fields["response"]["original_opcode"]) for e in ours} == {
        (OP_COMMAND, OP_COMMANDREPLY)
    }  # fmt: skip
    assert all("command_args" in e.fields["request"]["message"] for e in ours)
    assert all(" OP_COMMAND zlib " in e.summary for e in ours)
    assert facts(ours) == facts(original)


def test_credentials_in_op_command_and_its_reply_are_masked():
    payload = b"n,,n=user,r=fyko+d2lbbFgONRv9qkxdawL"
    request = op_command("admin", {"saslStart": 1, "mechanism": "SCRAM-SHA-256", "payload": payload})
    reply = message(OP_COMMANDREPLY, bson.encode({"conversationId": 1, "payload": b"r=fyko+secret", "ok": 1.0})
                    + bson.encode({}), 9, 7)  # fmt: skip
    segs = cap.conversation(CLIENT, SERVER, [(True, request), (False, reply)], ts=1_700_000_000_000_000_000)
    (exchange,), _, _ = decode(cap.pcap_bytes(segs))
    assert (exchange.fields["api"], exchange.fields["database"], exchange.fields["ok"]) == ("saslStart", "admin", True)
    assert exchange.fields["request"]["command_args"]["payload"] == "********"
    assert exchange.fields["request"]["command_args"]["mechanism"] == "SCRAM-SHA-256"
    assert exchange.fields["response"]["command_reply"]["payload"] == "********"
    assert {side for side, _, _ in exchange.hidden} == {"request", "response"}
