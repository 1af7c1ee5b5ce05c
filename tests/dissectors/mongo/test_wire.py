"""The MongoDB wire layer: every opcode's fields read by one interpreter into field trees, with
BSON documents decoded and bad bytes reported at their offset, the fields before them kept."""

from __future__ import annotations

import struct

import pytest

from kafkasniff.dissectors.mongo import wire
from kafkasniff.dissectors.tree import DecodeError

bson = pytest.importorskip("bson")


def fields(frame: bytes, opcode: int) -> list:
    nodes, error = wire.decode_body(frame, opcode)
    assert error is None
    return nodes


def message(opcode: int, body: bytes, request_id: int = 7, response_to: int = 0) -> bytes:
    return struct.pack("<iiii", 16 + len(body), request_id, response_to, opcode) + body


def op_msg(flags: int, *sections: bytes) -> bytes:
    return message(2013, struct.pack("<I", flags) + b"".join(sections))


def body_section(doc: dict) -> bytes:
    return b"\x00" + bson.encode(doc)


def sequence_section(identifier: str, docs: list[dict]) -> bytes:
    payload = identifier.encode() + b"\x00" + b"".join(bson.encode(d) for d in docs)
    return b"\x01" + struct.pack("<i", 4 + len(payload)) + payload


def test_op_msg_with_a_body_and_a_document_sequence():
    frame = op_msg(0, body_section({"insert": "orders", "$db": "shop"}),
                   sequence_section("documents", [{"_id": 1}, {"_id": 2}]))  # fmt: skip
    flags, sections = fields(frame, 2013)
    assert flags.value == 0
    body, seq = sections.children
    assert body.children[0].value == {"insert": "orders", "$db": "shop"}
    assert seq.name == "documents" and [d.value for d in seq.children[1:]] == [{"_id": 1}, {"_id": 2}]
    assert seq.offset + seq.length == len(frame)


def test_op_msg_checksum_is_read_after_the_sections():
    frame = op_msg(wire.OP_MSG_CHECKSUM_PRESENT, body_section({"ping": 1})) + b"\x01\x02\x03\x04"
    frame = struct.pack("<i", len(frame)) + frame[4:]
    nodes = fields(frame, 2013)
    assert nodes[-1].name == "checksum" and nodes[-1].value == 0x04030201


def test_legacy_query_and_reply():
    query = message(2004, struct.pack("<i", 0) + b"admin.$cmd\x00" + struct.pack("<ii", 0, -1)
                    + bson.encode({"isMaster": 1}))  # fmt: skip
    names = [(n.name, n.value) for n in fields(query, 2004)]
    assert names[1] == ("full_collection_name", "admin.$cmd") and names[4] == ("query", {"isMaster": 1})
    reply = message(1, struct.pack("<iqii", 8, 0, 0, 1) + bson.encode({"ismaster": True, "ok": 1.0}), 9, 7)
    decoded = fields(reply, 1)
    assert decoded[-1].children[0].value["ok"] == 1.0


def test_kill_cursors_lists_its_ids():
    frame = message(2007, struct.pack("<iiqq", 0, 2, 11, 12))
    assert [c.value for c in fields(frame, 2007)[-1].children] == [11, 12]


@pytest.mark.parametrize(
    ("frame", "offset", "reason"),
    [
        (op_msg(0, b"\x02" + bson.encode({"a": 1})), 20, "section kind 2"),
        (op_msg(0, b"\x00" + struct.pack("<i", 1000) + b"\x00" * 8), 21, "does not fit"),
        (op_msg(0, b"\x00" + struct.pack("<i", 8) + b"\x07\x00\x00\x00"), 21, "not a valid BSON"),
        (message(2004, struct.pack("<i", 0) + b"no-terminator"), 20, "terminating NUL"),
    ],
)
def test_bad_bytes_are_reported_at_their_offset(frame, offset, reason):
    nodes, err = wire.decode_body(frame, struct.unpack_from("<i", frame, 12)[0])
    assert isinstance(err, DecodeError) and err.offset == offset and reason in err.reason
    assert nodes[0].name in ("flag_bits", "flags")  # what came before the bad bytes is kept


def test_sections_before_a_bad_one_stay_in_the_tree():
    frame = op_msg(0, body_section({"ping": 1}), b"\x07garbage")
    (flags, sections), err = wire.decode_body(frame, 2013)
    assert err is not None and err.offset == 20 + len(body_section({"ping": 1}))
    assert [s.children[0].value for s in sections.children] == [{"ping": 1}]


def test_a_plausible_header_is_a_known_opcode_with_a_sane_length():
    request = op_msg(0, body_section({"ping": 1}))
    assert wire.looks_like_message(request, from_client=True)
    assert not wire.looks_like_message(request, from_client=False)  # a reply answers something
    assert not wire.looks_like_message(message(9999, b"x" * 8), from_client=True)
    assert not wire.looks_like_message(b"\x00\x00\x00\x10" + b"\x00" * 12, from_client=True)  # big-endian Kafka
