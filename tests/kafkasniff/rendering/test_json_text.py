"""--json's text: orjson where installed, the standard library's encoder otherwise, and the same
lines either way."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.pipeline.wiring import Options
from kafkasniff.rendering.json_text import json_text, standard_text
from kafkasniff.rendering.ndjson import exchange_object
from tests.support.decode import decode

SAMPLES = Path(__file__).resolve().parents[3] / "samples"
# TLS captures a sidecar names (kafka-sasl-tls has no plaintext twin: its broker terminates TLS)
TLS_CAPTURES = frozenset(json.loads(p.read_text())["files"]["tls_pcap"] for p in SAMPLES.glob("*.tls-facts.json"))
CAPTURES = sorted(
    p.name for p in SAMPLES.glob("*.pcap") if not p.name.startswith("tls-") and p.name not in TLS_CAPTURES
)


@functools.cache
def objects(capture: str) -> list[dict[str, object]]:
    """Every exchange of a sample as --json's object, record contents included (their values,
    headers and timestamps are the most varied values the samples hold)."""
    options = DissectOptions(records=True)
    found, _, _ = decode(SAMPLES / capture, Options(protocols=make_protocols(options)))
    return [exchange_object(x) for x in found]


def test_the_fast_encoder_is_used_where_it_is_installed() -> None:
    pytest.importorskip("orjson")
    assert json_text is not standard_text


@pytest.mark.parametrize("capture", CAPTURES)
def test_both_encoders_write_every_sample_exchange_alike(capture: str) -> None:
    lines = objects(capture)
    assert lines
    for obj in lines:
        fast, standard = json_text(obj), standard_text(obj)
        assert json.loads(fast) == json.loads(standard)
        assert fast == standard  # no float in a sample spells an exponent


def test_the_text_is_compact_and_keeps_unicode_as_is() -> None:
    assert json_text({"topic": "zahlungen-ü", "n": [1, 2]}) == '{"topic":"zahlungen-ü","n":[1,2]}'


@pytest.mark.parametrize("text", [json_text, standard_text])
def test_floats_json_cannot_spell_are_null(text: Callable[[object], str]) -> None:
    assert text({"a": float("nan"), "b": [1.5, float("inf"), -float("inf")]}) == '{"a":null,"b":[1.5,null,null]}'
    assert json.loads(text(float("nan"))) is None


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (2**70, "1180591620717411303424"),  # past 64 bits
        ({7: "x"}, '{"7":"x"}'),  # a key that is not a string
        ((1, None, True), "[1,null,true]"),
    ],
)
def test_what_only_the_standard_encoder_takes_is_written_as_it_writes_it(value: object, expected: str) -> None:
    assert json_text(value) == standard_text(value) == expected


def test_a_lone_surrogate_is_passed_on_as_the_standard_encoder_does() -> None:
    assert json_text({"v": "a\udcff"}) == standard_text({"v": "a\udcff"}) == '{"v":"a\udcff"}'
