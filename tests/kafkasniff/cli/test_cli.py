"""The command line as a user meets it: output on stdout, diagnostics on stderr, clear exits."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest

from kafkasniff.dissectors.registry import DECLARATIONS
from tests.support.terminal import run_on_a_terminal

SAMPLE = Path(__file__).resolve().parents[3] / "samples" / "kafka-python-v2.5.pcap"
JSON_KEYS = {
    "ts", "client", "broker", "protocol", "api_key", "api", "api_version", "correlation_id", "client_id", "group",
    "topics", "latency_ms", "status", "request_size", "response_size", "request", "response", "errors", "error_details",
    "topic_ids", "warnings", "tcp_stream", "frames",
}  # fmt: skip


def kafkasniff(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "kafkasniff", *args], input=stdin, capture_output=True, timeout=120)


def test_one_line_per_exchange_and_a_summary_on_stderr():
    run = kafkasniff(str(SAMPLE))
    assert run.returncode == 0
    lines = run.stdout.decode().splitlines()
    assert len(lines) == 35
    assert "127.0.0.1:54910 -> 127.0.0.1:19092 Produce v8 #3 client=kp-producer" in lines[9]
    assert lines[9].endswith(" ms s3 f48/49")  # the latency, then tcp.stream 3, frames 48 (request) and 49
    assert run.stderr.decode().startswith("summary: 146 packets, 9 connections (9 kafka), 35 exchanges")


def test_json_is_one_object_per_line_with_the_documented_keys():
    run = kafkasniff(str(SAMPLE), "--json")
    objects = [json.loads(line) for line in run.stdout.decode().splitlines()]
    assert len(objects) == 35
    assert all(set(o) == JSON_KEYS for o in objects)
    produce = next(o for o in objects if o["api"] == "Produce")
    assert produce["api_key"] == 0 and produce["api_version"] == 8 and produce["status"] == "ok"
    assert produce["client"].startswith("127.0.0.1:") and produce["broker"] == "127.0.0.1:19092"
    assert isinstance(produce["ts"], float) and produce["latency_ms"] > 0
    assert produce["errors"] == [] and produce["warnings"] == []
    commit = next(o for o in objects if o["api"] == "OffsetCommit")
    assert commit["request"]["group_id"] == "billing"
    assert commit["request"]["topics"][0]["name"] == "orders"
    assert {"partition_index", "committed_offset", "committed_leader_epoch"} <= set(
        commit["request"]["topics"][0]["partitions"][0]
    )
    assert commit["response"]["topics"][0]["partitions"][0]["error_code"] == 0


def test_standard_input_and_gzip():
    data = SAMPLE.read_bytes()
    assert len(kafkasniff("-", stdin=data).stdout.splitlines()) == 35
    assert len(kafkasniff("-", stdin=gzip.compress(data)).stdout.splitlines()) == 35


def test_extra_port_flag_and_quiet():
    run = kafkasniff("--port", "19092", "-q", str(SAMPLE))
    assert run.returncode == 0 and run.stderr == b""
    assert len(run.stdout.splitlines()) == 35


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"this is a text file\n", b"not a pcap or pcapng capture"),
        (b"", b"empty input"),
        (b"\xd4\xc3\xb2\xa1\x02\x00", b"pcap file header is truncated"),
    ],  # fmt: skip
)
def test_input_that_is_not_a_capture_is_one_line_and_exit_2(tmp_path: Path, content: bytes, message: bytes):
    path = tmp_path / "bad.pcap"
    path.write_bytes(content)
    run = kafkasniff(str(path))
    assert run.returncode == 2
    assert run.stderr.count(b"\n") == 1 and message in run.stderr and b"Traceback" not in run.stderr


def test_a_missing_file_is_one_line_and_exit_2(tmp_path: Path):
    run = kafkasniff(str(tmp_path / "nope.pcap"))
    assert run.returncode == 2 and b"No such file" in run.stderr and run.stderr.count(b"\n") == 1


def test_output_into_a_closed_pipe_is_not_an_error():
    proc = subprocess.Popen(
        [sys.executable, "-m", "kafkasniff", str(SAMPLE)], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.readline()
    proc.stdout.close()
    assert proc.wait(timeout=60) == 0
    assert b"Traceback" not in proc.stderr.read()


def test_filters_and_count_on_the_command_line():
    run = kafkasniff(str(SAMPLE), "--api", "OffsetCommit", "--group", "billing", "-c", "2")
    lines = run.stdout.decode().splitlines()
    assert len(lines) == 2 and all("OffsetCommit" in line and "group=billing" in line for line in lines)


def test_a_bad_filter_value_is_a_usage_error():
    run = kafkasniff(str(SAMPLE), "--since", "yesterday")
    assert run.returncode == 2 and b"not a time" in run.stderr and b"Traceback" not in run.stderr


def test_tree_view_with_hex_and_records():
    run = kafkasniff(str(SAMPLE), "-V", "-x", "--records", "--api", "Produce", "-c", "1")
    text = run.stdout.decode()
    assert run.returncode == 0
    assert "topic_data" in text and "batch" in text and "record" in text and "key='" in text
    assert "00000000  " in text  # the hex dump


def test_errors_are_highlighted_in_the_tree():
    legacy = SAMPLE.parent / "kafka-python-legacy.pcap"
    text = kafkasniff(str(legacy), "-V", "--api", "Produce", "-c", "1").stdout.decode()
    assert "error_code = 59" in text and "UNKNOWN_PRODUCER_ID" in text


def test_help_shows_examples_and_exit_codes():
    for args in (["--help"], ["show", "--help"]):
        text = kafkasniff(*args).stdout.decode()
        assert "Examples:" in text and "Exit status" in text


def test_every_command_reading_captures_takes_each_protocol_s_port_option():
    for command in ("show", "stats", "index"):
        text = kafkasniff(command, "--help").stdout.decode()
        assert all(d.port_option.flag in text and d.port_option.help[:20] in text for d in DECLARATIONS), command


def test_colour_on_a_terminal_and_no_progress_bar_among_the_lines(tmp_path: Path):
    big = tmp_path / "big.pcap"
    data = SAMPLE.read_bytes()
    big.write_bytes(data + data[24:] * (9 * 1024 * 1024 // len(data)))  # > 8 MB of repeated packets
    status, seen = run_on_a_terminal([str(big)], None)
    assert status == 0
    assert b"\x1b[" in seen  # colours
    assert "━".encode() not in seen  # no bar on the terminal the lines go to (test_cli_behaviour.py: where it is)


@pytest.mark.parametrize("command", ["commits", "stats", "groups", "txn", "topology"])
def test_every_analysis_prints_a_table_and_json(command: str):
    table = kafkasniff(command, "-q", str(SAMPLE.parent / "mixed-load.pcap"))
    assert table.returncode == 0 and "┃" in table.stdout.decode()
    rows = [
        json.loads(line)
        for line in kafkasniff(command, "-q", "--json", str(SAMPLE.parent / "mock-txn.pcap")).stdout.splitlines()
    ]
    assert rows and all(isinstance(r, dict) for r in rows)
    assert b"Examples:" in kafkasniff(command, "--help").stdout


def test_analysis_input_errors_are_one_line():
    run = kafkasniff("commits", str(SAMPLE.parent / "nope.pcap"))
    assert run.returncode == 2 and run.stderr.count(b"\n") == 1


def test_jobs_give_the_same_output_in_the_same_order():
    sample = str(SAMPLE.parent / "mixed-load.pcap")
    for view in ([], ["--json"]):
        one = kafkasniff(sample, *view)
        two = kafkasniff(sample, *view, "-j", "2")
        assert two.returncode == 0 and two.stdout == one.stdout and two.stderr == one.stderr


def test_jobs_are_refused_where_they_cannot_work():
    assert kafkasniff("-", "-j", "2", stdin=SAMPLE.read_bytes()).returncode == 2
