"""The analyses' decode (`analyses.DECODE`: record sets as their batches' headers and markers)
answers every analysis, and makes every table row, exactly as a full decode of every record does."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from kafkasniff.analyses import DECODE
from kafkasniff.analyses.commits import CommitsAnalysis
from kafkasniff.analyses.facts import exchange_row
from kafkasniff.analyses.groups import GroupsAnalysis
from kafkasniff.analyses.stats import StatsAnalysis
from kafkasniff.analyses.topology import TopologyAnalysis
from kafkasniff.analyses.txn import TxnAnalysis
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.pipeline.wiring import Options
from tests.support.analyses import SAMPLES
from tests.support.decode import decode

ANALYSES = (CommitsAnalysis, StatsAnalysis, TxnAnalysis, GroupsAnalysis, TopologyAnalysis)


def answers(pcap: Path, options: dict[str, Any]) -> dict[str, str]:
    items = decode(pcap, Options(protocols=make_protocols(DissectOptions(**options))))[0]
    out = {}
    for kind in ANALYSES:
        analysis = kind()
        for item in items:
            if kind is StatsAnalysis or item.exchange.conn.protocol == "kafka":
                analysis.feed(item)
        out[kind.__name__] = json.dumps(analysis.rows(), sort_keys=True, default=str)
    rows = [exchange_row(item) for item in items]
    out["table rows"] = json.dumps(rows, sort_keys=True, default=str)
    return out


@pytest.mark.parametrize("pcap", sorted(SAMPLES.glob("*.pcap")), ids=lambda p: p.stem)
def test_batch_headers_answer_as_every_record_decoded_does(pcap: Path):
    assert answers(pcap, DECODE) == answers(pcap, {"records": True, "render_bytes": len})


def test_a_batch_s_header_says_where_its_records_end_without_decoding_them():
    from kafkasniff.analyses.consumed import _end

    compacted = {"base_offset": 100, "record_count": 3, "last_offset_delta": 9, "records": None}
    assert _end(compacted) == 110  # where the consumer's next fetch starts, not 103
