"""Api keys the schema does not know (Kafka adds them) are counted, never a crash: every
analysis, and the table rows, take an exchange whose bodies are raw bytes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from kafkasniff.analyses.facts import exchange_row
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import DecodedExchange
from kafkasniff.pipeline.wiring import Options
from tests.support import captures as cap
from tests.support import kafka_frames as kf
from tests.support.decode import decode

CLIENT, BROKER = (bytes([10, 0, 0, 1]), 40000), (bytes([10, 0, 0, 2]), 9092)
BODIES = [b"", b"\x00\x01\x02\x03", b"\x00\x00\x00\x07" + b"x" * 40]
ANALYSES = ["stats", "commits", "groups", "txn", "topology"]


@pytest.fixture(scope="module")
def capture(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A connection of api key 200 exchanges with raw bodies of several shapes."""
    # an ApiVersions first: the connection is recognised as Kafka by its opening request
    messages = [(True, kf.request(18, 0, 0)), (False, kf.response(0, b"\x00\x00\x00\x00\x00\x00"))]
    for corr, body in enumerate(BODIES, 1):
        messages += [(True, kf.request(200, 0, corr, body=body)), (False, kf.response(corr, body))]
    path = tmp_path_factory.mktemp("unknown-api") / "unknown.pcap"
    path.write_bytes(cap.pcap_bytes(cap.conversation(CLIENT, BROKER, messages, ts=1_700_000_000_000_000_000)))
    return path


@pytest.mark.parametrize("command", ANALYSES)
def test_every_analysis_takes_an_api_the_schema_does_not_know(capture: Path, command: str):
    run = subprocess.run([sys.executable, "-m", "kafkasniff", command, str(capture), "--json", "-q"],
                         capture_output=True, text=True, timeout=120)  # fmt: skip
    assert run.returncode == 0, run.stderr
    rows = [json.loads(line) for line in run.stdout.splitlines()]
    if command == "stats":
        apis = {(r["api"], r["count"], r["answered"]) for r in rows if r["kind"] == "api"}
        assert apis == {("ApiVersions", 1, 1), ("Unknown(200)", 3, 3)}


def test_the_table_rows_of_an_unknown_api_hold_its_key_and_sizes(capture: Path):
    rows = [exchange_row(item) for item in analyse_items(capture) if item.fields["api_key"] == 200]
    assert [(r["api"], r["partitions"]) for r in rows] == [("Unknown(200)", [])] * len(BODIES)


def analyse_items(path: Path) -> list[DecodedExchange]:
    """The exchanges as the analyses get them (records decoded, bytes rendered as their size)."""
    return decode(path, Options(protocols=make_protocols(DissectOptions(records=True, render_bytes=len))))[0]
