"""The MongoDB samples (pymongo against mockupdb, and the same frames sent through
OP_COMPRESSED) decode to the facts their sidecars record: every exchange's command, namespace,
opcodes, sizes and outcome, the write errors, the error reply, and the compressors.
(test_end_to_end_mongo.py runs the same checks on samples recorded afresh.)"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from kafkasniff.model import DecodedExchange
from tests.support.decode import decode

SAMPLES = Path(__file__).resolve().parents[1] / "samples"
SIDECARS = sorted(SAMPLES.glob("mongo-*.facts.json"))
pytest.importorskip("bson")
# the checks test_end_to_end_mongo.py runs again on freshly recorded samples
SAMPLE_CHECKS = (
    "test_every_exchange_pairs_and_decodes_cleanly",
    "test_each_exchange_names_its_command_namespace_and_outcome",
    "test_headers_and_sizes_match_both_messages",
    "test_per_command_counts",
    "test_the_error_reply_and_the_write_errors",
)
DIRECTORY_CHECKS = (
    "test_the_handshake_is_legacy_op_query_with_the_drivers_metadata",
    "test_find_then_get_more_follows_one_cursor_to_its_end",
    "test_compressed_frames_inflate_to_the_original_messages",
    "test_compressed_and_plain_samples_decode_to_the_same_documents",
)


def load(sidecar: Path) -> tuple[dict, dict[int, DecodedExchange]]:
    facts = json.loads(sidecar.read_text())
    exchanges, _, counters = decode(sidecar.parent / facts["pcap"])
    assert counters.protocol_connections == {"mongo": facts["connections"]}
    return facts, {e.fields["request_id"]: e for e in exchanges}


@pytest.fixture(params=SIDECARS, ids=lambda p: p.name.split(".")[0])
def sample(request: pytest.FixtureRequest) -> tuple[dict, dict[int, DecodedExchange]]:
    return load(request.param)


def test_every_exchange_pairs_and_decodes_cleanly(sample):
    facts, ours = sample
    assert sorted(ours) == sorted(x["request"]["requestID"] for x in facts["exchanges"])
    assert {e.exchange.status for e in ours.values()} == {"ok"}
    assert [w for e in ours.values() for w in e.warnings] == []
    assert {f"{e.exchange.conn.server[0]}:{e.exchange.conn.server[1]}" for e in ours.values()} == {facts["server"]}


def test_each_exchange_names_its_command_namespace_and_outcome(sample):
    facts, ours = sample
    for expected in facts["exchanges"]:
        e = ours[expected["request"]["requestID"]]
        assert e.exchange.conn.client[1] == expected["client_port"]
        f = e.fields
        assert (f["api"], f["database"], f["collection"], f["ok"]) == (
            expected["command"], expected["database"], expected["collection"], expected["ok"]
        )  # fmt: skip


def test_headers_and_sizes_match_both_messages(sample):
    facts, ours = sample
    for expected in facts["exchanges"]:
        e = ours[expected["request"]["requestID"]]
        for side, frame, key in (
            ("request", e.exchange.request, "request"),
            ("reply", e.exchange.response, "response"),
        ):
            want = expected[side]
            header = e.fields[key]["header"]
            assert frame is not None and frame.size == want["messageLength"] == header["message_length"]
            assert (header["request_id"], header["response_to"], header["opcode"]) == (
                want["requestID"], want["responseTo"], want["opcode"]
            )  # fmt: skip


def test_per_command_counts(sample):
    facts, ours = sample
    assert Counter(e.fields["api"] for e in ours.values()) == facts["requests_per_command"]
    assert Counter(e.fields["api"] for e in ours.values() if e.fields["ok"]) == facts["replies_ok_per_command"]
    opcodes = Counter()
    for e in ours.values():
        for body in (e.fields["request"], e.fields["response"]):
            opcodes[str(body["header"]["opcode"])] += 1
    assert opcodes == facts["messages_per_opcode"] == facts["tshark"]["messages_per_opcode"]


def test_the_error_reply_and_the_write_errors(sample):
    facts, ours = sample
    for expected in facts["errors"]:
        e = ours[expected["requestID"]]
        assert e.fields["ok"] is False and e.errors == (expected["codeName"],)
        assert e.fields["error_details"] == [
            {"error": expected["codeName"], "code": expected["code"], "message": expected["errmsg"]}
        ]
    for expected in facts["write_errors"]:
        e = ours[expected["requestID"]]
        assert e.fields["api"] == expected["command"] and e.fields["ok"] is True
        got = [(d["index"], d["code"], d["message"]) for d in e.fields["error_details"]]
        assert got == [(w["index"], w["code"], w["errmsg"]) for w in expected["write_errors"]]
        assert e.errors == ("DuplicateKey",)


def test_the_handshake_is_legacy_op_query_with_the_drivers_metadata(where: Path = SAMPLES):
    facts, ours = load(where / "mongo-crud.facts.json")
    handshakes = [e for e in ours.values() if e.fields["opcode"] == "OP_QUERY"]
    assert len(handshakes) == facts["connections"] == 2
    driver, version = facts["client"].split()
    for e in handshakes:
        query = e.fields["request"]["query"]
        assert e.fields["request"]["full_collection_name"] == "admin.$cmd"
        name, version_sent = query["client"]["driver"]["name"], query["client"]["driver"]["version"]
        assert name.lower().startswith(driver) and version_sent.startswith(version)  # e.g. "PyMongo|c", "4.16.0"
        reply = e.fields["response"]
        assert reply["header"]["opcode"] == 1 and reply["documents"][0]["maxWireVersion"] == 17
    # later exchanges on the connection carry the client the handshake named
    assert len({e.fields["client_id"] for e in ours.values()}) == 1


def test_find_then_get_more_follows_one_cursor_to_its_end(where: Path = SAMPLES):
    facts, ours = load(where / "mongo-crud.facts.json")
    cursor_steps = [e for e in ours.values() if e.fields["api"] in ("find", "getMore")]
    returned = [e.fields["response"]["sections"][0]["body"]["cursor"] for e in cursor_steps]
    ids = [doc["_id"] for batch in returned for doc in batch.get("firstBatch", batch.get("nextBatch", []))]
    wanted = next(op for op in facts["operations"] if op["command"] == "find")["outcome"]["ids"]
    assert ids == wanted
    assert [e.fields["cursor_id"] for e in cursor_steps][-1] == 0  # exhausted
    assert len({c["id"] for c in returned[:-1]}) == 1


def test_compressed_frames_inflate_to_the_original_messages(where: Path = SAMPLES):
    facts, ours = load(where / "mongo-compressed.facts.json")
    seen = Counter()
    for frame in facts["compressed_frames"]:
        key = frame["requestID"] if frame["direction"] == "request" else frame["responseTo"]
        e = ours[key]
        body = e.fields["request" if frame["direction"] == "request" else "response"]
        assert (body["original_opcode"], body["compressor"], body["uncompressed_size"]) == (
            frame["originalOpcode"], frame["compressor"], frame["uncompressedSize"]
        )  # fmt: skip
        assert body["message"]["sections"][0]["kind"] == 0
        assert e.fields["compressor"] == frame["compressor"]
        seen[frame["compressor"]] += 1
    assert seen == facts["compressed_per_compressor"]


def test_compressed_and_plain_samples_decode_to_the_same_documents(where: Path = SAMPLES):
    _, plain = load(where / "mongo-crud.facts.json")
    _, packed = load(where / "mongo-compressed.facts.json")
    assert plain.keys() == packed.keys()

    def sections(body: dict) -> list:
        return (body.get("message") or body).get("sections") or body.get("documents")

    for key, e in plain.items():
        other = packed[key]
        for side in ("request", "response"):
            assert sections(e.fields[side]) == sections(other.fields[side])
        assert e.summary.split(" client=")[1] == other.summary.split(" client=")[1]
