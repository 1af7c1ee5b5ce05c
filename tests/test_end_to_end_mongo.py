"""The MongoDB samples recorded afresh (pymongo against mockupdb on lo, captured by tcpdump, then
rewritten through OP_COMPRESSED) decode to the facts the sample script records, and agree with
tshark: the same checks as on the bundled samples."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tests import test_mongo_samples as checks
from tests import test_tshark_mongo as tshark
from tests.support import fresh_samples

ROOT = Path(__file__).resolve().parents[1]
FRESH = ["mongo-crud", "mongo-compressed"]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not shutil.which("tcpdump") or not shutil.which("tshark"), reason="needs tcpdump and tshark"),
    pytest.mark.skipif(os.geteuid() != 0, reason="capturing on lo needs root"),
]
pytest.importorskip("mockupdb")


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return fresh_samples.record(FRESH, tmp_path_factory, "fresh-mongo")


@pytest.mark.parametrize("name", FRESH)
@pytest.mark.parametrize("check", checks.SAMPLE_CHECKS)
def test_fresh_sample_decodes_to_its_facts(fresh: Path, name: str, check: str):
    getattr(checks, check)(checks.load(fresh / f"{name}.facts.json"))


@pytest.mark.parametrize("check", checks.DIRECTORY_CHECKS)
def test_fresh_samples_hold_the_handshake_cursor_and_compression(fresh: Path, check: str):
    getattr(checks, check)(fresh)


@pytest.mark.parametrize("name", FRESH)
def test_fresh_sample_agrees_with_tshark(fresh: Path, name: str):
    tshark.test_every_message_agrees_with_tshark(fresh / f"{name}.facts.json")
