"""The command line on MongoDB traffic, alone and mixed with Kafka in one capture: the same
views, filters and statistics a Kafka user has."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from tests.support import captures as cap
from tests.support.cli import kafkasniff

SAMPLES = Path(__file__).resolve().parents[3] / "samples"
CRUD, COMPRESSED, KAFKA = (
    SAMPLES / "mongo-crud.pcap",
    SAMPLES / "mongo-compressed.pcap",
    SAMPLES / "kafka-python-v2.5.pcap",
)
MONGO_JSON_KEYS = {
    "ts", "client", "broker", "protocol", "api", "opcode", "compressor", "request_id", "client_id", "database",
    "collection", "latency_ms", "status", "request_size", "response_size", "request", "response", "ok", "cursor_id",
    "errors", "error_details", "warnings", "tcp_stream", "frames",
}  # fmt: skip
pytest.importorskip("bson")


def lines(*args: str) -> list[str]:
    run = kafkasniff(*args, "-q")
    assert run.returncode == 0, run.stderr
    return run.stdout.splitlines()


def test_one_line_per_exchange_with_command_namespace_latency_and_outcome():
    run = kafkasniff(str(CRUD))
    out = run.stdout.splitlines()
    assert len(out) == 12
    assert "127.0.0.1:60784 -> 127.0.0.1:27017 ismaster admin #1804289383 OP_QUERY client=make_samples" in out[0]
    assert " find shop.orders #1957747793 client=make_samples returned=2 next_cursor=7364018221 " in out[4]
    assert re.search(r" [0-9.]+ ms s1 f\d+/\d+$", out[4])  # latency, then where Wireshark shows it
    assert out[-1].endswith("error=IndexNotFound s1 f33/34") and " ok=0 " in out[-1]
    assert run.stderr.startswith("summary: 40 packets, 2 connections (2 mongo), 12 exchanges")


def test_json_has_the_documented_mongodb_keys():
    objects = [json.loads(line) for line in lines(str(COMPRESSED), "--json")]
    assert len(objects) == 12 and all(set(o) == MONGO_JSON_KEYS for o in objects)
    find = next(o for o in objects if o["api"] == "find")
    assert (find["opcode"], find["compressor"], find["database"], find["collection"]) == ("OP_COMPRESSED", "zstd",
                                                                                          "shop", "orders")  # fmt: skip
    assert find["response"]["message"]["sections"][0]["body"]["cursor"]["firstBatch"][0]["item"] == "book"


@pytest.mark.parametrize(
    ("args", "count"),
    [
        (("--api", "insert"), 3),
        (("--api", "find", "--api", "getMore"), 3),
        (("--collection", "orders"), 10),
        (("--collection", "shop.orders"), 10),
        (("--collection", "admin.orders"), 0),
        (("--errors",), 2),
        (("--client-id", "make_samples"), 12),
        (("--conn", ":60784"), 1),
    ],
)
def test_filters(args, count):
    assert len(lines(str(CRUD), *args)) == count


def test_the_tree_shows_bson_elements_with_their_offsets():
    out = "\n".join(lines(str(CRUD), "-V", "--api", "update"))
    assert "updates sequence @" in out and "$inc document @" in out and "nModified = 1 @" in out


def test_stats_give_latency_percentiles_and_errors_per_command():
    rows = [json.loads(line) for line in lines("stats", str(CRUD), "--json")]
    per_command = {r["api"]: r for r in rows if r["kind"] == "api"}
    assert set(per_command) == {"ismaster", "insert", "find", "getMore", "update", "delete", "aggregate",
                                "dropIndexes"}  # fmt: skip
    assert per_command["insert"]["count"] == 3 and per_command["getMore"]["count"] == 2
    assert 0 < per_command["find"]["p50_ms"] <= per_command["find"]["max_ms"] < 10
    errors = {(r["api"], r["error"]): r["exchanges"] for r in rows if r["kind"] == "error"}
    assert errors == {("insert", "DuplicateKey"): 1, ("dropIndexes", "IndexNotFound"): 1}


def test_two_processes_print_what_one_does():
    assert lines(str(COMPRESSED), "--json", "-j", "2") == lines(str(COMPRESSED), "--json", "-j", "1")


def moved(path: Path, old: int, new: int) -> list[cap.Seg]:
    def port(p: int) -> int:
        return new if p == old else p

    return [replace(s, sport=port(s.sport), dport=port(s.dport)) for s in cap.load_segments(path)]


def test_mongo_port_and_the_header_heuristic_find_mongodb_elsewhere(tmp_path: Path):
    pcap = cap.write(tmp_path / "moved.pcap", cap.pcap_bytes(moved(CRUD, 27017, 4242)))
    expected = [line.replace(":27017", ":4242") for line in lines(str(CRUD))]
    assert lines(str(pcap), "--mongo-port", "4242") == expected
    assert lines(str(pcap)) == expected  # the handshake's header is recognised without the flag


def test_kafka_and_mongodb_in_one_capture(tmp_path: Path):
    pcap = cap.write(tmp_path / "both.pcap", cap.pcap_bytes(cap.merge(cap.load_segments(KAFKA),
                                                                      cap.load_segments(CRUD))))  # fmt: skip
    run = kafkasniff(str(pcap), "--json")
    protocols = [json.loads(line)["protocol"] for line in run.stdout.splitlines()]
    assert protocols.count("kafka") == 35 and protocols.count("mongo") == 12
    assert "(9 kafka, 2 mongo)" in run.stderr or "(2 mongo, 9 kafka)" in run.stderr
    kafka_only = [json.loads(line) for line in lines("commits", str(pcap), "--json")]
    assert kafka_only == [json.loads(line) for line in lines("commits", str(KAFKA), "--json")]
