"""Every analysis (commits, stats, groups, txn, topology) fed a real sample in which one exchange is
damaged: partial structs (an element that lost its later fields, a body cut short, a nested
assignment that broke) are what the analyses must take, never a crash, and the rows stay JSON."""

from __future__ import annotations

import functools
import json

from hypothesis import given
from hypothesis import strategies as st

from kafkasniff.cli.analyses import ANALYSES
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import DecodedExchange
from kafkasniff.pipeline.wiring import Options
from tests.fuzz import corpus
from tests.support.captures import SAMPLES
from tests.support.decode import decode

AS_ANALYSED = DissectOptions(records=True, render_bytes=len)  # what the analysis commands decode with


@functools.cache
def analysed_samples() -> dict[str, list[DecodedExchange]]:
    options = Options(protocols=make_protocols(AS_ANALYSED))
    return {name: decode(SAMPLES / f"{name}.pcap", options)[0] for name in corpus.SAMPLE_NAMES}


@functools.cache
def damageable() -> dict[str, list[tuple[str, int]]]:
    """api -> (sample, index) of its exchanges with a request: an example draws the api first, so
    the few group and transaction exchanges are damaged as often as the many Produce and Fetch."""
    out: dict[str, list[tuple[str, int]]] = {}
    for name, items in sorted(analysed_samples().items()):
        for i, item in enumerate(items):
            if item.exchange.request is not None:
                out.setdefault(str(item.fields.get("api") or item.fields.get("command")), []).append((name, i))
    return out


def redissect(item: DecodedExchange, request: bytes | None, response: bytes | None) -> DecodedExchange:
    protocol = make_protocols(AS_ANALYSED)[item.exchange.conn.protocol]
    ex = corpus.with_frames(item.exchange, request, response)
    head = protocol.request_head(ex.request.data)  # type: ignore[union-attr]
    return protocol.dissect(type(ex)(ex.conn, ex.request, ex.response, head, ex.status))


def analyse_all(items: list[DecodedExchange]) -> None:
    for spec in ANALYSES:
        analysis = spec.factory()
        for item in items:
            if item.exchange.conn.protocol in spec.protocols:
                analysis.feed(item)
        for section in spec.sections(analysis):
            json.dumps(section[2], default=str)


@corpus.fuzz(ci=150)
@given(st.data(), corpus.MUTATIONS, st.sampled_from(["request", "response", "both"]))
def test_every_analysis_takes_a_sample_with_one_damaged_exchange(data, mutations, side):
    api = data.draw(st.sampled_from(sorted(damageable())), label="api")
    name, index = data.draw(st.sampled_from(damageable()[api]), label="exchange")
    corpus.tried("analyses: one damaged exchange in a real sample")
    items = list(analysed_samples()[name])
    ex = items[index].exchange
    request = corpus.mutate(ex.request.data, mutations) if side != "response" else None
    response = corpus.mutate(ex.response.data, mutations) if side != "request" and ex.response else None
    items[index] = redissect(items[index], request, response)
    analyse_all(items)
