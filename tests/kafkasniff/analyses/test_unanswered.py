"""Unanswered requests per api, client id and connection: the same from a capture's exchanges
as from their rows in an `index` table (what `report --table` reads)."""

from __future__ import annotations

import subprocess
from pathlib import Path

from kafkasniff.analyses import DECODE
from kafkasniff.analyses.facts import exchange_row
from kafkasniff.analyses.keyed import PerKey
from kafkasniff.analyses.unanswered import Unanswered
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.pipeline.wiring import Options
from tests.support.analyses import SAMPLES
from tests.support.decode import decode


def test_two_describe_configs_cut_from_their_answers_are_one_row_of_two(tmp_path: Path):
    """java-admin cut after DescribeConfigs #16, without the answer to #15."""
    cut = tmp_path / "cut.pcap"
    subprocess.run(["editcap", "-r", str(SAMPLES / "java-admin.pcap"), str(cut), "1-311", "313"], check=True,
                   capture_output=True, timeout=60)  # fmt: skip
    items = decode(cut, Options(protocols=make_protocols(DissectOptions(**DECODE))))[0]
    from_capture = PerKey(Unanswered())
    for item in items:
        from_capture.feed(item)
    [row] = from_capture.rows()
    assert (row["api"], row["client_id"], row["requests"]) == ("DescribeConfigs", "java-admin", 2)
    assert row["first_ts"] < row["last_ts"] and row["conn"].endswith(":52741")
    analysis, states = Unanswered(), {}
    for item in items:
        table_row = exchange_row(item)
        fact = analysis.fact_of_row({column: table_row[column] for column in analysis.row_columns})
        if fact is not None:
            analysis.add(states, fact)
    assert analysis.rows(states) == from_capture.rows()


def test_a_capture_answered_throughout_has_none():
    items = decode(SAMPLES / "sarama-stale-commit-kafka.pcap", Options(protocols=make_protocols(DissectOptions())))[0]
    analysis = PerKey(Unanswered())
    for item in items:
        analysis.feed(item)
    assert analysis.rows() == []
