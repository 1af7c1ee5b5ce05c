"""Nanosecond time stamps are exact in every view: --json and -T fields write the integer's decimal."""

from __future__ import annotations

import dataclasses
import json
from decimal import Decimal

import pytest

from kafkasniff.model import DecodedExchange
from kafkasniff.rendering import ndjson
from kafkasniff.rendering.clock import exact_seconds
from kafkasniff.rendering.fields import field_columns
from tests.support import captures as cap
from tests.support.decode import decode

NS = 10**9


@pytest.fixture(scope="module")
def nanosecond_exchanges() -> list[DecodedExchange]:
    """confluent as a nanosecond pcap, each packet moved on by a few odd nanoseconds: times no
    float of epoch seconds can hold (one is about 240 ns coarse at today's dates)."""
    segs = cap.load_segments(cap.sample_path("confluent"))
    shifted = [dataclasses.replace(s, ts=s.ts + 789 + 7 * i) for i, s in enumerate(segs)]
    exchanges, _, _ = decode(cap.pcap_bytes(shifted, nano=True))
    assert exchanges and any(float(e.exchange.ts / NS) * NS != e.exchange.ts for e in exchanges)
    return exchanges


def test_the_exact_decimal_of_nanoseconds():
    assert exact_seconds(1_795_253_613_822_722_789) == "1795253613.822722789"
    assert exact_seconds(5) == "0.000000005"
    assert exact_seconds(-1_500_000_000) == "-1.500000000"


def test_json_ts_is_exact(nanosecond_exchanges):
    for e in nanosecond_exchanges:
        text = ndjson.render(e)
        assert json.loads(text, parse_float=Decimal)["ts"] * NS == e.exchange.ts
        rest = json.loads(text)
        del rest["ts"]
        assert rest == {k: v for k, v in json.loads(json.dumps(ndjson.exchange_object(e))).items() if k != "ts"}


def test_fields_ts_is_exact(nanosecond_exchanges):
    render = field_columns(["ts", "api"])
    for e in nanosecond_exchanges:
        ts, api = render(e).split("\t")
        assert Decimal(ts) * NS == e.exchange.ts and api == e.fields["api"]
