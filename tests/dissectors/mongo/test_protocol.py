"""MongoProtocol through the whole pipeline on made-up connections: what a reader of the
wire-protocol spec expects of each opcode and flag, beyond what the recorded samples hold
(checksums, moreToCome, exhaust replies, legacy opcodes and their failures, credentials,
damage, detection off the default port)."""

from __future__ import annotations

import base64
import datetime
import json
import struct
import zlib

import pytest

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.mongo.protocol import MongoProtocol
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import DecodedExchange
from kafkasniff.pipeline.wiring import Options
from kafkasniff.rendering import ndjson
from tests.support import captures as cap
from tests.support.captures import sample_path
from tests.support.decode import decode

bson = pytest.importorskip("bson")
crc32c = pytest.importorskip("crc32c")

CLIENT, SERVER = (b"\x7f\x00\x00\x01", 50000), (b"\x7f\x00\x00\x01", 27017)
CHECKSUM, MORE_TO_COME, EXHAUST = 1, 2, 1 << 16


def message(opcode: int, body: bytes, request_id: int, response_to: int = 0) -> bytes:
    return struct.pack("<iiii", 16 + len(body), request_id, response_to, opcode) + body


def op_msg(doc: dict, request_id: int, response_to: int = 0, flags: int = 0, **sequences: list[dict]) -> bytes:
    body = struct.pack("<I", flags) + b"\x00" + bson.encode(doc)
    for name, docs in sequences.items():
        payload = name.encode() + b"\x00" + b"".join(bson.encode(d) for d in docs)
        body += b"\x01" + struct.pack("<i", 4 + len(payload)) + payload
    frame = message(2013, body + (b"\x00" * 4 if flags & CHECKSUM else b""), request_id, response_to)
    if flags & CHECKSUM:
        frame = frame[:-4] + struct.pack("<I", crc32c.crc32c(frame[:-4]))
    return frame


def legacy(opcode: int, request_id: int, *parts: bytes) -> bytes:
    return message(opcode, b"".join(parts), request_id)


def reply(request_id: int, response_to: int, *docs: dict, flags: int = 0, cursor: int = 0) -> bytes:
    body = struct.pack("<iqii", flags, cursor, 0, len(docs)) + b"".join(bson.encode(d) for d in docs)
    return message(1, body, request_id, response_to)


def run(*messages: tuple[bool, bytes], server: tuple[bytes, int] = SERVER, handshake: bool = True,
        **options) -> list[DecodedExchange]:  # fmt: skip
    segs = cap.conversation(CLIENT, server, messages, ts=1_700_000_000_000_000_000, handshake=handshake)
    extra = options.pop("extra_ports", {})
    opts = Options(extra_ports=extra, protocols=make_protocols(DissectOptions(**options)))
    exchanges, _, counters = decode(cap.pcap_bytes(segs), opts)
    assert counters.protocol_connections == {"mongo": 1}
    return exchanges


def test_a_checksum_is_verified_and_a_wrong_one_flagged_at_its_offset():
    good = op_msg({"ping": 1, "$db": "admin"}, 1, flags=CHECKSUM)
    bad = good[:-1] + bytes([good[-1] ^ 0xFF])
    (ok,), (broken,) = (
        run((True, good), (False, op_msg({"ok": 1}, 9, 1))),
        run((True, bad), (False, op_msg({"ok": 1}, 9, 1))),
    )
    assert ok.warnings == () and ok.fields["request"]["checksum_ok"] is True
    assert broken.fields["request"]["checksum_ok"] is False
    assert [(w.kind, w.offset) for w in broken.warnings] == [("checksum-mismatch", len(bad) - 4)]


def test_more_to_come_requests_expect_no_reply():
    write = op_msg({"insert": "logs", "$db": "app", "writeConcern": {"w": 0}}, 1, flags=MORE_TO_COME,
                   documents=[{"x": 1}, {"x": 2}])  # fmt: skip
    ping = op_msg({"ping": 1, "$db": "admin"}, 2)
    first, second = run((True, write), (True, ping), (False, op_msg({"ok": 1}, 10, 2)))
    assert (first.fields["api"], first.exchange.status, first.summary.split()[-1]) == ("insert", "no-response-expected",
                                                                                         "docs=2")  # fmt: skip
    assert second.exchange.status == "ok"


def test_exhaust_replies_all_pair_with_their_one_request():
    """The server answers an exhaustAllowed getMore with moreToCome replies, each answering the
    previous reply's requestID; the last one, without moreToCome, ends the stream."""
    get_more = op_msg({"getMore": 77, "collection": "c", "$db": "d"}, 5, flags=EXHAUST)
    batch = [{"_id": 1}]
    replies = [
        op_msg({"cursor": {"id": 77, "ns": "d.c", "nextBatch": batch}, "ok": 1}, 100, 5, flags=MORE_TO_COME),
        op_msg({"cursor": {"id": 77, "ns": "d.c", "nextBatch": batch}, "ok": 1}, 101, 100, flags=MORE_TO_COME),
        op_msg({"cursor": {"id": 0, "ns": "d.c", "nextBatch": batch}, "ok": 1}, 102, 101),
    ]
    out = run((True, get_more), *((False, r) for r in replies))
    assert [(e.exchange.status, e.fields["request_id"], e.fields["response"]["header"]["request_id"]) for e in out] == [
        ("ok", 5, 100), ("ok", 5, 101), ("ok", 5, 102)
    ]  # fmt: skip
    assert [e.fields["cursor_id"] for e in out] == [77, 77, 0]


def test_an_exhaust_stream_cut_by_the_connection_end_leaves_nothing_unanswered():
    hello = op_msg({"hello": 1, "topologyVersion": {"counter": 0}, "maxAwaitTimeMS": 10000, "$db": "admin"}, 5,
                   flags=EXHAUST)  # fmt: skip
    streamed = op_msg({"isWritablePrimary": True, "ok": 1}, 100, 5, flags=MORE_TO_COME)
    out = run((True, hello), (False, streamed))
    assert [e.exchange.status for e in out] == ["ok"]


def test_legacy_writes_are_named_by_their_command_and_expect_no_reply():
    ns = b"shop.orders\x00"
    insert = legacy(2002, 1, struct.pack("<i", 0), ns, bson.encode({"_id": 1}), bson.encode({"_id": 2}))
    update = legacy(2001, 2, struct.pack("<i", 0), ns, struct.pack("<i", 0), bson.encode({"_id": 1}),
                    bson.encode({"$set": {"a": 1}}))  # fmt: skip
    delete = legacy(2006, 3, struct.pack("<i", 0), ns, struct.pack("<i", 1), bson.encode({"_id": 2}))
    kill = legacy(2007, 4, struct.pack("<iiqq", 0, 2, 11, 12))
    last = op_msg({"ping": 1, "$db": "admin"}, 5)
    out = run(*((True, m) for m in (insert, update, delete, kill, last)), (False, op_msg({"ok": 1}, 50, 5)))
    got = [(e.fields["api"], e.fields["opcode"], e.fields["database"], e.fields["collection"], e.exchange.status)
           for e in out]  # fmt: skip
    assert got == [
        ("insert", "OP_INSERT", "shop", "orders", "no-response-expected"),
        ("update", "OP_UPDATE", "shop", "orders", "no-response-expected"),
        ("delete", "OP_DELETE", "shop", "orders", "no-response-expected"),
        ("killCursors", "OP_KILL_CURSORS", None, None, "no-response-expected"),
        ("ping", "OP_MSG", "admin", None, "ok"),
    ]
    assert "docs=2" in out[0].summary and out[3].fields["request"]["cursor_ids"] == [11, 12]


def test_legacy_query_get_more_and_their_failures():
    query = legacy(2004, 1, struct.pack("<i", 0), b"shop.orders\x00", struct.pack("<ii", 0, 2), bson.encode({"a": 1}))
    get_more = legacy(2005, 2, struct.pack("<i", 0), b"shop.orders\x00", struct.pack("<iq", 2, 99))
    failed = legacy(
        2004, 3, struct.pack("<i", 0), b"shop.orders\x00", struct.pack("<ii", 0, 2), bson.encode({"$bad": 1})
    )
    out = run(
        (True, query), (False, reply(10, 1, {"_id": 1}, {"_id": 2}, cursor=99)),
        (True, get_more), (False, reply(11, 2, flags=1)),  # CursorNotFound
        (True, failed), (False, reply(12, 3, {"$err": "unknown operator: $bad", "code": 2}, flags=2)),  # QueryFailure
    )  # fmt: skip
    assert [(e.fields["api"], e.fields["collection"], e.errors) for e in out] == [
        ("query", "orders", ()), ("getMore", "orders", ("CursorNotFound",)), ("query", "orders", ("BadValue",))
    ]  # fmt: skip
    assert "returned=2 next_cursor=99" in out[0].summary and "cursor=99" in out[1].summary
    assert out[2].fields["error_details"] == [{"error": "BadValue", "code": 2, "message": "unknown operator: $bad"}]


def test_write_concern_errors_are_errors_too():
    request = op_msg({"insert": "c", "$db": "d"}, 1, documents=[{"_id": 1}])
    answer = op_msg({"ok": 1, "n": 1, "writeConcernError": {"code": 64, "errmsg": "waiting for replication timed out"}},
                    9, 1)  # fmt: skip
    (e,) = run((True, request), (False, answer))
    assert e.errors == ("WriteConcernFailed",) and e.fields["ok"] is True
    assert e.fields["error_details"][0]["write_concern"] is True


def test_bson_types_become_relaxed_extended_json():
    oid = bson.ObjectId("65a1b2c3d4e5f60718293a4b")
    when = datetime.datetime(2026, 11, 21, 9, 30, tzinfo=datetime.UTC)
    row = {"_id": oid, "at": when, "blob": b"\x00\x01", "big": bson.Int64(1 << 40), "price": bson.Decimal128("9.99")}
    doc = {"insert": "c", "$db": "d", "documents": [row]}
    (e,) = run((True, op_msg(doc, 1)), (False, op_msg({"ok": 1.0, "n": 1}, 9, 1)))
    shown = json.loads(ndjson.render(e))["request"]["sections"][0]["body"]["documents"][0]
    assert shown == {"_id": {"$oid": str(oid)}, "at": {"$date": "2026-11-21T09:30:00Z"},
                     "blob": {"$binary": {"base64": "AAE=", "subType": "00"}}, "big": 1 << 40,
                     "price": {"$numberDecimal": "9.99"}}  # fmt: skip


def test_tree_elements_point_at_their_bytes():
    frame = op_msg({"find": "orders", "filter": {"qty": {"$gt": 2}}, "$db": "shop"}, 1)
    (e,) = run((True, frame), (False, op_msg({"ok": 1}, 9, 1)))
    body = e.request_tree.child("sections").children[0].children[0]
    elements = {n.name: n for n in body.children}
    assert list(elements) == ["find", "filter", "$db"]
    for node in elements.values():  # type byte, then the name, NUL-terminated
        assert frame[node.offset + 1 : node.offset + 1 + len(node.name) + 1] == node.name.encode() + b"\x00"
    gt = elements["filter"].children[0].children[0]
    assert (gt.name, gt.value, frame[gt.offset]) == ("$gt", 2, 0x10)  # an int32 element
    assert gt.offset + gt.length <= elements["filter"].offset + elements["filter"].length


def test_damage_is_a_marker_at_its_offset_and_the_rest_still_decodes():
    good = op_msg({"ping": 1, "$db": "admin"}, 1)
    broken_doc = bson.encode({"a": "x"})
    broken_doc = broken_doc[:7] + b"\xff" + broken_doc[8:]  # the string length, now absurd
    broken = message(2013, struct.pack("<I", 0) + b"\x00" + broken_doc, 2)
    out = run((True, broken), (False, op_msg({"ok": 1}, 9, 2)), (True, good), (False, op_msg({"ok": 1}, 10, 1)))
    assert [w.kind for w in out[0].warnings] == ["malformed"] and out[0].warnings[0].offset == 21
    assert out[0].fields["request"]["flag_bits"] == 0
    assert out[1].warnings == () and out[1].fields["api"] == "ping"


def test_compressed_damage_points_at_the_compressed_bytes():
    inner = struct.pack("<I", 0) + b"\x00" + bson.encode({"ping": 1, "$db": "admin"})
    packed = zlib.compress(inner)
    frame = message(2012, struct.pack("<iiB", 2013, len(inner), 2) + packed[:-6] + b"\x00" * 6, 1)
    (e,) = run((True, frame), (False, op_msg({"ok": 1}, 9, 1)))
    assert [(w.kind, w.offset) for w in e.warnings] == [("decompression-failed", 25)]
    assert e.fields["request"]["compressor"] == "zlib" and "message" not in e.fields["request"]


def sasl_start(request_id: int) -> bytes:
    payload = b"n,,n=app,r=fyko+d2lbbFgONRv9qkxdawL"
    return op_msg({"saslStart": 1, "mechanism": "SCRAM-SHA-256", "payload": payload, "$db": "admin"}, request_id)


def test_credentials_are_masked_in_every_view_unless_asked():
    request = sasl_start(1)
    answer = op_msg({"conversationId": 1, "done": False, "payload": b"r=fyko+d2lbbFgONRv9qkxdawL3rfcNHYJY1ZVvWVs7j,s=QSXCR+Q6sek8bf92,i=4096", "ok": 1}, 9, 1)  # fmt: skip # noqa: E501
    (masked,) = run((True, request), (False, answer))
    body = masked.fields["request"]["sections"][0]["body"]
    assert body["payload"] == "********" and body["mechanism"] == "SCRAM-SHA-256"
    assert masked.fields["response"]["sections"][0]["body"]["payload"] == "********"
    (side, offset, length), _ = masked.hidden
    assert side == "request" and b"fyko" in request[offset : offset + length]
    (shown,) = run((True, request), (False, answer), show_secrets=True)
    assert shown.hidden == ()
    payload = shown.fields["request"]["sections"][0]["body"]["payload"]["$binary"]["base64"]
    assert b"fyko" in base64.b64decode(payload)
    for view in (ndjson.render(masked), str(masked.request_tree.children)):
        assert "fyko" not in view and b"fyko".hex() not in view


def test_create_user_passwords_are_masked():
    request = op_msg({"createUser": "app", "pwd": "s3cret!", "roles": [], "$db": "admin"}, 1)
    (e,) = run((True, request), (False, op_msg({"ok": 1}, 9, 1)))
    assert "s3cret" not in ndjson.render(e) and len(e.hidden) == 1


def test_a_mongo_connection_off_its_port_is_found_by_its_header():
    hello = op_msg({"hello": 1, "$db": "admin", "client": {"application": {"name": "billing"}}}, 1)
    (e,) = run((True, hello), (False, op_msg({"ok": 1, "isWritablePrimary": True}, 9, 1)), server=(SERVER[0], 4242))
    assert (e.fields["api"], e.fields["client_id"], e.exchange.conn.server[1]) == ("hello", "billing", 4242)


def test_mongo_port_declares_an_extra_port():
    """On a declared port even a first message the heuristic would doubt (a reply first, the
    capture began mid-connection) is framed as MongoDB."""
    (e,) = run(
        (False, op_msg({"ok": 1}, 9, 1)),
        server=(SERVER[0], 4242),
        handshake=False,
        extra_ports={"mongo": frozenset({4242})},
    )
    assert e.exchange.status == "no-request" and e.summary == "reply #1 to an unseen request"


def test_redact_hides_document_data_and_keeps_what_the_exchange_is():
    insert = op_msg({"insert": "orders", "$db": "shop", "comment": "for alice"}, 1,
                    documents=[{"_id": "cust-42", "card": "4111-1111", "qty": 3, "raw": b"\x01\x02"}])  # fmt: skip
    error = {"ok": 0, "code": 11000, "errmsg": 'E11000 dup key: { _id: "cust-42" }', "codeName": "DuplicateKey"}
    answer = op_msg(error, 9, 1)
    (e,) = run((True, insert), (False, answer), redact=True)
    shown = ndjson.render(e) + str(e.request_tree.children) + e.summary
    for secret in ("cust-42", "4111", "alice", b"\x01\x02".hex()):
        assert secret not in shown
    body, sequence = e.fields["request"]["sections"]
    assert body["body"] == {"insert": "orders", "$db": "shop", "comment": "<redacted 9 bytes>"}
    assert sequence["documents"] == [{"_id": "<redacted 7 bytes>", "card": "<redacted 9 bytes>", "qty": 3,
                                      "raw": "<redacted 2 bytes>"}]  # fmt: skip
    assert e.errors == ("DuplicateKey",) and e.fields["collection"] == "orders"
    masked = bytearray(insert)
    for side, offset, length in e.hidden:
        if side == "request":
            masked[offset : offset + length] = b"*" * length
    assert b"cust-42" not in masked and b"4111" not in masked and b"alice" not in masked and b"orders" in masked
    assert [side for side, _, _ in e.hidden] == ["request"] * 4 + ["response"]


def test_redact_hides_all_the_compressed_bytes_of_a_compressed_message():
    inner = struct.pack("<I", 0) + b"\x00" + bson.encode({"insert": "c", "$db": "d", "documents": [{"name": "bob"}]})
    frame = message(2012, struct.pack("<iiB", 2013, len(inner), 2) + zlib.compress(inner), 1)
    (e,) = run((True, frame), (False, op_msg({"ok": 1}, 9, 1)), redact=True)
    assert e.hidden == (("request", 25, len(frame) - 25),)
    assert "bob" not in ndjson.render(e)


def test_the_opcode_and_flags_pairing_reads_are_what_the_full_decode_reads_in_both_samples():
    """Pairing reads an OP_MSG's flag bits (inside OP_COMPRESSED too) through wire.py's field
    declarations, stopping there; they must be what the whole decode finds."""
    protocol, seen = MongoProtocol(), 0
    for name in ("mongo-crud", "mongo-compressed"):
        for e in decode(sample_path(name))[0]:
            request = e.fields["request"]
            inner = request.get("message", request)
            head = protocol.request_head(e.exchange.request.data)
            assert head is not None and head.inner_opcode == request.get("original_opcode", request["header"]["opcode"])
            assert head.flags == inner.get("flag_bits", 0)
            seen += 1
    assert seen == 24
