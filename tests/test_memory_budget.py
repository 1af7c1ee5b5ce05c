"""One memory budget for the whole run (--max-memory): partial frames of every connection and
every decode draw from it, what does not fit is cut with a notice or a `memory-budget` warning
and counted in the summary, and repeated warnings of one kind in a frame are one warning with a
count. Generated hostile captures, run as a user runs them; peak memory read off the process."""

from __future__ import annotations

import json
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from tests.fuzz import corpus
from tests.support import captures as cap
from tests.support import kafka_frames as kf

BROKER = (bytes([10, 0, 0, 2]), 9092)
TS = 1_700_000_000_000_000_000
MB = 1 << 20


def client(n: int = 0) -> tuple[bytes, int]:
    return bytes([10, 0, 1, n]), 40000 + n


def produce(corr: int, version: int, records: bytes, declared: int | None = None) -> bytes:
    """A Produce request of one topic `t` and partition 0 holding `records`; `declared`: a length
    prefix that claims more than the bytes that follow (the rest never comes)."""
    body = struct.pack(">hi", 1, 30000) + struct.pack(">ih", 1, 1) + b"t" + struct.pack(">iii", 1, 0, len(records))
    if version >= 3:
        body = struct.pack(">h", -1) + body  # no transactional id
    frame = kf.request(0, version, corr, body=body + records)
    if declared is not None:
        frame = struct.pack(">i", declared - 4) + frame[4:]
    return frame


def produce_response(corr: int, version: int) -> bytes:
    body = struct.pack(">ih", 1, 1) + b"t" + struct.pack(">iihqq", 1, 0, 0, 0, -1) + struct.pack(">i", 0)
    return kf.response(corr, body)


def opening() -> list[tuple[bool, bytes]]:
    """An ApiVersions exchange: the connection is recognised as Kafka by its first request."""
    return [(True, kf.request(18, 0, 0)), (False, kf.response(0, b"\x00\x00\x00\x00\x00\x00"))]


def write(path: Path, *conversations: list[cap.Seg]) -> Path:
    path.write_bytes(cap.pcap_bytes(cap.merge(*conversations)))
    return path


def fan_out(levels: int, fan: int = 10) -> bytes:
    """Legacy gzip wrappers, each holding `fan` copies of the one below: 10**levels messages."""
    data = corpus.legacy_message(0, b"v")
    for _ in range(levels):
        data = corpus.legacy_message(0, corpus.compress(1, data * fan), 1)
    return data


# Run by a small launcher: a child's peak memory counts what it had before exec, and a child of
# the test process starts as a copy of it (hundreds of MB after the other tests).
LAUNCHER = """
import os, subprocess, sys
process = subprocess.Popen(sys.argv[2:])
_, status, usage = os.wait4(process.pid, 0)
open(sys.argv[1], "w").write(str(usage.ru_maxrss * 1024))
sys.exit(os.waitstatus_to_exitcode(status))
"""


def run(tmp: Path, *args: str) -> tuple[int, str, str, int]:
    """A kafkasniff run: exit status, stdout, stderr and the peak resident memory of its process."""
    peak = tmp / "peak"
    done = subprocess.run([sys.executable, "-c", LAUNCHER, str(peak), sys.executable, "-m", "kafkasniff", *args],
                          capture_output=True, text=True, timeout=600)  # fmt: skip
    return done.returncode, done.stdout, done.stderr, int(peak.read_text())


@pytest.fixture(scope="module")
def fan_out_capture(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A 1.3 KB capture whose Produce request holds ten million messages in seven levels."""
    records = fan_out(7)
    messages = [*opening(), (True, produce(1, 2, records)), (False, produce_response(1, 2))]
    return write(tmp_path_factory.mktemp("fan-out") / "fan-out.pcap", cap.conversation(client(), BROKER, messages, TS))


@pytest.mark.slow
@pytest.mark.parametrize("view", [["--records", "--json"], ["-V", "--records"], ["stats", "--json"]])
def test_nested_wrappers_with_fan_out_stop_at_the_default_budget(fan_out_capture: Path, tmp_path: Path, view):
    args = [*view[:1], str(fan_out_capture), *view[1:]] if view[0] == "stats" else [str(fan_out_capture), *view]
    status, out, err, peak = run(tmp_path, *args)
    assert status == 0, err
    assert peak < 800 * MB  # was 8 GB, then MemoryError
    assert "1 decodes cut to fit --max-memory" in err
    if view == ["--records", "--json"]:
        produce_line = json.loads(out.splitlines()[1])
        assert [w["kind"] for w in produce_line["warnings"]] == ["memory-budget"]


def test_nested_wrappers_with_fan_out_follow_a_smaller_budget(fan_out_capture: Path, tmp_path: Path):
    status, out, err, peak = run(tmp_path, str(fan_out_capture), "--records", "--json", "--max-memory", "32M")
    assert status == 0, err
    assert peak < 32 * MB + 120 * MB  # the interpreter and its libraries take the rest
    [warning] = json.loads(out.splitlines()[1])["warnings"]
    assert warning["kind"] == "memory-budget" and "16777216 bytes" in warning["message"]  # half of it


def test_a_frame_of_many_small_uncompressed_records_is_charged_too(tmp_path: Path):
    n = 300_000
    records = corpus.batch(corpus.record(b"") * n, 0, n)  # 2 MB of records
    messages = [*opening(), (True, produce(1, 3, records)), (False, produce_response(1, 3))]
    capture = write(tmp_path / "many.pcap", cap.conversation(client(), BROKER, messages, TS))
    status, out, err, peak = run(tmp_path, str(capture), "--records", "--json", "--max-memory", "32M")
    assert status == 0, err
    request = json.loads(out.splitlines()[1])
    [batch] = request["request"]["topic_data"][0]["partition_data"][0]["records"]["batches"]
    assert 0 < len(batch["records"]) < n
    assert [w["kind"] for w in request["warnings"]] == ["memory-budget"]
    assert peak < 32 * MB + 120 * MB


def test_partial_frames_of_all_connections_share_one_budget(tmp_path: Path):
    """Eight connections each hold 4 MB of a frame that claims 60 MB when the capture ends: with
    16 MB for the whole run (8 MB for buffers), the frames that do not fit are cut to their heads
    and said so."""
    conversations = []
    for n in range(8):
        frame = produce(1, 3, bytes(4 * MB), declared=60 * MB)
        conversations.append(cap.conversation(client(n), BROKER, [*opening(), (True, frame)], TS))
    capture = write(tmp_path / "partial.pcap", *conversations)
    status, out, err, peak = run(tmp_path, str(capture), "-v", "--max-memory", "16M", "--json", "--json-summary")
    assert status == 0, err
    summary = json.loads(out.splitlines()[-1])["summary"]
    assert 6 <= summary["frames_cut_by_memory"] < 8  # 8 MB holds one of them, at least
    assert err.count("--max-memory has no more for partial frames") == summary["frames_cut_by_memory"]
    assert summary["unanswered"] == 8  # every request is still shown, cut or not
    assert peak < 16 * MB + 8 * 4 * MB + 120 * MB  # the capture's own segments pass through once


def test_a_million_unknown_tagged_fields_are_one_warning_with_a_count(tmp_path: Path):
    tags = 1_000_000
    section = corpus.uvarint(tags) + b"".join(corpus.uvarint(t) + b"\x00" for t in range(10, 10 + tags))
    request = kf.request(18, 3, 1, body=b"\x02a\x021" + section)  # ApiVersions v3: name, version, tags
    response = kf.response(1, b"\x00\x00" + b"\x01" + b"\x00\x00\x00\x00" + b"\x00")  # no error, no apis
    messages = [(True, request), (False, response)]
    capture = write(tmp_path / "tags.pcap", cap.conversation(client(), BROKER, messages, TS))
    status, out, err, _ = run(tmp_path, str(capture), "--json")
    assert status == 0, err
    [line] = out.splitlines()
    assert len(line) < 4096  # was 13 MB
    [warning] = json.loads(line)["warnings"]
    assert warning["kind"] == "unknown-tag" and warning["count"] == tags


def test_a_decode_cut_by_the_budget_is_the_same_in_every_mode(fan_out_capture: Path, tmp_path: Path):
    """A decode's share of --max-memory does not depend on what else is buffered or on how many
    processes decode: -j 1 and -j 2 print the same bytes."""
    outputs = {run(tmp_path, str(fan_out_capture), "--records", "--json", "--max-memory", "32M", "-j", jobs)[1]
               for jobs in ("1", "2")}  # fmt: skip
    assert len(outputs) == 1
