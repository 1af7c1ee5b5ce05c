"""A capture begun while connections were open prints their exchanges in request order, as it
prints those of connections it saw open: a quiet connection (a consumer's heartbeats) is neither
held until its next packet nor until 16 KB of its bytes rule TLS out. Cut from a real recording:
librdkafka consumers of a KIP-848 group, the first 60 packets (their handshakes) left out."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support import captures as cap
from tests.support.cli import kafkasniff

SAMPLE = cap.sample_path("kip848-consumer")


@pytest.fixture(scope="module")
def begun_late(tmp_path_factory: pytest.TempPathFactory) -> Path:
    segs = cap.load_segments(SAMPLE)
    return cap.write(tmp_path_factory.mktemp("cut") / "kip848-from-61.pcap", cap.pcap_bytes(segs[60:]))


def times(lines: str) -> list[str]:
    return [line.split(" ", 1)[0] for line in lines.splitlines()]


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_every_line_is_in_request_order_and_none_is_late(begun_late, jobs):
    run = kafkasniff(begun_late, "-j", jobs)
    assert run.returncode == 0
    shown = times(run.stdout)
    assert len(shown) == 121
    assert shown == sorted(shown)
    assert "ordering window" not in run.stderr


def test_the_connections_open_at_the_start_come_out_while_the_capture_goes_on(begun_late):
    """In arrival order too: the first exchange of the connection begun before the capture is out
    within its first seconds, not at the end of the input."""
    arrival = kafkasniff(begun_late, "--order", "arrival", "-T", "fields", "-e", "ts", "-e", "tcp_stream")
    rows = [line.split("\t") for line in arrival.stdout.splitlines()]
    first_of_begun = next(n for n, (_, stream) in enumerate(rows) if stream == "1")
    assert first_of_begun < 40 < len(rows)


def test_a_metadata_answered_on_a_connection_open_at_the_start_names_the_topics_of_later_fetches(begun_late):
    """Its exchanges are decoded once reassembly stops waiting for its handshake (1 s of capture
    time), so every Fetch answered after that names its topic, which only that Metadata maps."""
    rows = kafkasniff(begun_late, "-T", "fields", "-e", "ts", "-e", "api", "-e", "latency_ms", "-e", "topic").stdout
    fetches = [row.split("\t") for row in rows.splitlines() if "\tFetch\t" in row]
    start = min(float(row.split("\t")[0]) for row in rows.splitlines())
    answered_later = [topic for ts, _, ms, topic in fetches if ms and float(ts) + float(ms) / 1000 > start + 1.0]
    assert len(answered_later) > 20
    assert set(answered_later) == {"orders"}
