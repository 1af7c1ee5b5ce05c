"""A consumer-protocol assignment damaged inside a real SyncGroup v5 response: what decoded is
kept and flagged like any other partial decode, and `groups` reports the generation without
crashing on the element that lost its fields."""

from __future__ import annotations

import json
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from kafkasniff.dissectors.tree import Node
from tests.support import captures as cap
from tests.support.decode import decode

CLIENT, BROKER = (bytes([10, 0, 0, 1]), 40000), (bytes([10, 0, 0, 2]), 9092)


def partitions_count_offset(tree: Node) -> int:
    """Frame offset of the first assigned topic's partitions array count."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if node.name == "partitions" and node.type.startswith("[]"):
            return node.offset
        stack += node.children or []
    raise AssertionError("no partitions array in the assignment")


@pytest.fixture(scope="module")
def capture(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The stale-commit sample's first answered SyncGroup v5 with an assignment, its partitions
    count raised past the bytes left."""
    exchanges = decode(cap.sample_path("stale-commit"))[0]
    sync = next(
        e for e in exchanges
        if e.fields["api"] == "SyncGroup" and (e.fields["response"] or {}).get("assignment")
    )  # fmt: skip
    request, response = sync.exchange.request.data, bytearray(sync.exchange.response.data)
    at = partitions_count_offset(sync.response_tree)
    struct.pack_into(">i", response, at, 1000)
    messages = [(True, request), (False, bytes(response))]
    path = tmp_path_factory.mktemp("partial-assignment") / "sync.pcap"
    path.write_bytes(cap.pcap_bytes(cap.conversation(CLIENT, BROKER, messages, ts=1_700_000_000_000_000_000)))
    return path


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "kafkasniff", *args], capture_output=True, text=True, timeout=120)


def test_a_partial_assignment_is_flagged_where_it_broke(capture: Path):
    [line] = run(str(capture), "--json", "-q").stdout.splitlines()
    exchange = json.loads(line)
    [assigned] = exchange["response"]["assignment"]["assigned_partitions"]
    assert "partitions" not in assigned  # kept as far as it decoded
    [problem] = [w for w in exchange["warnings"] if w["kind"] == "malformed"]
    assert "ConsumerProtocolAssignment" in problem["message"] and "partitions" in problem["message"]


def test_groups_reports_the_generation_of_a_partial_assignment(capture: Path):
    result = run("groups", str(capture), "--json", "-q")
    assert result.returncode == 0, result.stderr
    [row] = [json.loads(line) for line in result.stdout.splitlines()]
    assert row["assignments"] == {next(iter(row["assignments"])): []}
