"""Real traffic, made now: the sample script starts tansu, runs real clients and records them
with tcpdump; the fresh captures must decode to the facts the script recorded."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from tests.kafkasniff.analyses import test_epoch_groups_samples as epoch_groups
from tests.support import facts as sample_facts
from tests.support import fresh_samples as fresh_recording
from tests.support import record_facts

ROOT = Path(__file__).resolve().parents[1]
FRESH = [
    "kafka-python-v2.5",
    "confluent",
    "aiokafka",
    "codecs",
    "kafka-python-legacy",
    "stale-commit",
    "kip848-consumer",
    "share-group",
    "consumer-group-describe",
]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not shutil.which("tcpdump") or not shutil.which("tshark"), reason="needs tcpdump and tshark"),
    pytest.mark.skipif(os.geteuid() != 0, reason="capturing on lo needs root"),
]


@pytest.fixture(scope="module")
def fresh_samples(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return fresh_recording.record(FRESH, tmp_path_factory, "fresh-samples")


@pytest.mark.parametrize("name", FRESH)
@pytest.mark.parametrize("check", sample_facts.ALL_CHECKS, ids=lambda c: c.__name__.removeprefix("check_"))
def test_fresh_capture_decodes_to_what_the_clients_did(fresh_samples: Path, name: str, check):
    facts, exchanges = sample_facts.load(fresh_samples / f"{name}.facts.json")
    check(facts, exchanges)


@pytest.mark.parametrize("name", FRESH)
@pytest.mark.parametrize(
    "check",
    [record_facts.check_records_sent_are_decoded_exactly, record_facts.check_acknowledged_records_come_back_in_fetches],
    ids=lambda c: c.__name__.removeprefix("check_"),
)
def test_fresh_capture_holds_exactly_the_records_the_clients_sent(fresh_samples: Path, name: str, check):
    facts = json.loads((fresh_samples / f"{name}.facts.json").read_text())
    check(facts, fresh_samples / facts["pcap"])


@pytest.mark.parametrize("check", epoch_groups.CHECKS, ids=lambda c: c.__name__.removeprefix("check_"))
def test_fresh_kip848_and_share_groups_answer_what_the_clients_saw(fresh_samples: Path, check):
    check(fresh_samples)


def test_fresh_stale_commit_incident_gets_its_verdicts(fresh_samples: Path):
    from kafkasniff.analyses.commits import CommitsAnalysis
    from kafkasniff.dissectors.base import DissectOptions
    from kafkasniff.dissectors.registry import make_protocols
    from kafkasniff.pipeline.wiring import Options
    from tests.support.decode import decode

    facts = json.loads((fresh_samples / "stale-commit.facts.json").read_text())
    analysis = CommitsAnalysis()
    options = Options(protocols=make_protocols(DissectOptions(records=True)))
    for item in decode(fresh_samples / "stale-commit.pcap", options)[0]:
        analysis.feed(item)
    verdicts = {f"{r['group']}/{r['topic']}/{r['partition']}": sorted(v["verdict"] for v in r["verdicts"])
                for r in analysis.rows() if r["commits"]}  # fmt: skip
    assert {k: [v for v in found if v not in facts["expected_verdicts"][k]] for k, found in verdicts.items()} == {
        k: [] for k in facts["expected_verdicts"]}  # fmt: skip
    assert "regressed" in verdicts["settlement/payments-in/0"]
