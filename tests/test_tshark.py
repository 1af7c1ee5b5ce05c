"""kafkasniff against Wireshark's Kafka dissector (tshark), run now on the bundled samples."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections import Counter
from pathlib import Path

import pytest

from tests.support.decode import decode

SAMPLES = Path(__file__).resolve().parents[1] / "samples"
FACTS = sorted(SAMPLES.glob("*.facts.json"))

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not shutil.which("tshark"), reason="tshark not installed")]


def tshark_fields(pcap: Path, port: int, display_filter: str, *fields: str) -> list[list[str]]:
    args = ["tshark", "-n", "-r", str(pcap), "-d", f"tcp.port=={port},kafka", "-Y", display_filter, "-T", "fields"]
    for field in fields:
        args += ["-e", field]
    out = subprocess.run(args, capture_output=True, text=True, timeout=300, check=True).stdout
    return [line.split("\t") for line in out.splitlines()]


@pytest.mark.parametrize("facts_path", FACTS, ids=lambda p: p.name.split(".")[0])
def test_request_counts_and_correlation_ids_equal_tsharks(facts_path: Path):
    facts = json.loads(facts_path.read_text())
    pcap, port = SAMPLES / facts["pcap"], facts["port"]
    rows = tshark_fields(
        pcap, port, f"tcp.dstport=={port} && kafka", "tcp.srcport", "kafka.request_key", "kafka.correlation_id"
    )
    theirs = Counter()
    for sport, keys, corrs in rows:
        for key, corr in zip(keys.split(","), corrs.split(","), strict=True):
            theirs[(int(sport), int(key), int(corr))] += 1
    exchanges, _, _ = decode(pcap)
    ours = Counter(
        (e.exchange.conn.client[1], e.fields["api_key"], e.fields["correlation_id"])
        for e in exchanges
        if e.exchange.request is not None
    )
    assert ours == theirs


@pytest.mark.parametrize("facts_path", FACTS, ids=lambda p: p.name.split(".")[0])
def test_every_response_tshark_pairs_we_pair_too(facts_path: Path):
    facts = json.loads(facts_path.read_text())
    pcap, port = SAMPLES / facts["pcap"], facts["port"]
    rows = tshark_fields(
        pcap, port, f"tcp.srcport=={port} && kafka.request_frame", "tcp.dstport", "kafka.correlation_id"
    )
    theirs = Counter((int(dport), int(c)) for dport, corrs in rows for c in corrs.split(","))
    exchanges, _, _ = decode(pcap)
    ours = Counter(
        (e.exchange.conn.client[1], e.fields["correlation_id"]) for e in exchanges if e.exchange.status == "ok"
    )
    assert not theirs - ours  # tshark leaves responses to versions it does not know unpaired; we do not
    assert sum(ours.values()) == facts["tshark"]["responses"]
