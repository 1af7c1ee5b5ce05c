"""Run an analysis over a sample the way the subcommands do (records decoded)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from kafkasniff.analyses import DECODE
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.pipeline.wiring import Options
from tests.support.decode import decode
from tests.support.facts import kafka_sidecars

SAMPLES = Path(__file__).resolve().parents[2] / "samples"


def facts_of(name: str, folder: Path = SAMPLES) -> dict[str, Any]:
    return json.loads((folder / f"{name}.facts.json").read_text())


def analyse(name: str, analysis: Any, folder: Path = SAMPLES) -> list[dict[str, Any]]:
    options = Options(protocols=make_protocols(DissectOptions(**DECODE)))
    for item in decode(folder / f"{name}.pcap", options)[0]:
        analysis.feed(item)
    return analysis.rows()


def sample_names() -> list[str]:
    return sorted(p.name.removesuffix(".facts.json") for p in kafka_sidecars())
