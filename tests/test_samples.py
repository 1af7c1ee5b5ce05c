"""Every real sample decodes to the facts its sidecar records (what the clients did, and the
request counts tshark found when the sample was made)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support import facts as sample_facts

SAMPLES = Path(__file__).resolve().parents[1] / "samples"
FACTS = sample_facts.kafka_sidecars()


@pytest.mark.parametrize("check", sample_facts.ALL_CHECKS, ids=lambda c: c.__name__.removeprefix("check_"))
@pytest.mark.parametrize("facts_path", FACTS, ids=lambda p: p.name.split(".")[0])
def test_sample_decodes_to_its_facts(facts_path: Path, check):
    facts, exchanges = sample_facts.load(facts_path)
    check(facts, exchanges)
