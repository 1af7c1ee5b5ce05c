"""Record contents of the real samples equal what the clients sent, for every codec and magic."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support import record_facts

SAMPLES = Path(__file__).resolve().parents[1] / "samples"
WITH_RECORDS = [p for p in sorted(SAMPLES.glob("*.facts.json")) if "records_sent" in json.loads(p.read_text())]


@pytest.mark.parametrize(
    "check",
    [record_facts.check_records_sent_are_decoded_exactly, record_facts.check_acknowledged_records_come_back_in_fetches],
    ids=lambda c: c.__name__.removeprefix("check_"),
)
@pytest.mark.parametrize("facts_path", WITH_RECORDS, ids=lambda p: p.name.split(".")[0])
def test_sample_records(facts_path: Path, check):
    facts = json.loads(facts_path.read_text())
    check(facts, SAMPLES / facts["pcap"])


def test_every_codec_and_magic_is_covered_by_the_samples():
    seen = {(r["codec"], r["magic"]) for p in WITH_RECORDS for r in json.loads(p.read_text())["records_sent"]}
    new_format = {(codec, 2) for codec in ("none", "gzip", "snappy", "lz4", "zstd")}
    legacy = {(codec, magic) for codec in ("none", "gzip", "snappy", "lz4") for magic in (0, 1)}
    assert new_format | legacy <= seen


def test_both_kafka_python_and_confluent_kafka_write_every_codec():
    sent = json.loads((SAMPLES / "codecs.facts.json").read_text())["records_sent"]
    writers = {(r["client_id"][:3], r["codec"]) for r in sent}
    assert writers == {(lib, codec) for lib in ("kp-", "ck-") for codec in ("none", "gzip", "snappy", "lz4", "zstd")}


def test_a_batch_an_idempotent_producer_sends_again_counts_once():
    """A producer retry carries the same batch (producer id, epoch, base sequence) again: the
    records check must not count it as records sent twice."""
    exchanges = record_facts.decode_records(SAMPLES / "kafka-python-v2.5.pcap")
    retries = [e for e in exchanges if e.fields["api"] == "Produce" and e.fields["client_id"] == "kp-producer"]
    assert retries and record_facts.produced(exchanges + retries) == record_facts.produced(exchanges)
