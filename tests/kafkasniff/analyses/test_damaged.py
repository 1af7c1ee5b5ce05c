"""A damaged capture says what it does not know, and takes what survived from either side: issue
47's two reproductions, made from real samples at test time (a snaplen that cut every request; one
lost segment), each compared with the undamaged sample's answers."""

from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from kafkasniff.analyses import DECODE
from kafkasniff.analyses.damaged import Answer, Bound, answered_partitions, with_marks
from kafkasniff.analyses.facts import partition_facts
from kafkasniff.analyses.stats import StatsAnalysis
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import DecodedExchange
from kafkasniff.pipeline.wiring import Options
from tests.support import damage_rewrite as damage
from tests.support.analyses import SAMPLES
from tests.support.captures import load_segments
from tests.support.decode import decode

COMMITS = ("OffsetCommit", "TxnOffsetCommit")


def decoded(capture: Path | bytes) -> list[DecodedExchange]:
    return decode(capture, Options(protocols=make_protocols(DissectOptions(**DECODE))))[0]


@cache
def whole(name: str) -> tuple[DecodedExchange, ...]:
    return tuple(decoded(SAMPLES / f"{name}.pcap"))


@cache
def snaplen_cut() -> tuple[DecodedExchange, ...]:
    return tuple(decoded(damage.snaplen_cut(SAMPLES)))


def key(e: DecodedExchange) -> tuple[Any, ...]:
    return e.exchange.conn.client, e.fields.get("correlation_id")


def stats_rows(exchanges: tuple[DecodedExchange, ...], kind: str) -> dict[tuple[Any, ...], dict[str, Any]]:
    analysis = StatsAnalysis()
    for e in exchanges:
        analysis.feed(e)
    return {tuple(v for k, v in row.items() if k in ("api", "topic", "partition", "client_id")): row
            for row in analysis.rows() if row["kind"] == kind}  # fmt: skip


# -- a snaplen that cut every request ------------------------------------------------------------


def test_the_snaplen_cut_the_requests_records_and_offsets_and_left_the_responses_whole():
    commits = [e for e in snaplen_cut() if e.fields["api"] in ("Produce", *COMMITS)]
    assert commits and all(e.exchange.request.lost and not e.exchange.response.lost for e in commits)
    assert all(e.exchange.latency_bound is None for e in commits)  # the cut packets' times are exact


def test_every_partition_a_commit_response_answered_is_a_commit_though_its_request_was_cut():
    """The responses name each partition and its error: the commits, and which succeeded, are
    those of the undamaged capture; only the offsets the cut bytes held are unknown."""

    def answers(exchanges: tuple[DecodedExchange, ...]) -> Counter[tuple[Any, ...]]:
        return Counter((e.fields["group"], a.topic, a.partition, a.answer, a.error_code)
                       for e in exchanges if e.fields["api"] in COMMITS for a in answered_partitions(e))  # fmt: skip

    assert answers(snaplen_cut()) == answers(whole(damage.SNAPLEN_SAMPLE))
    cut = [a for e in snaplen_cut() if e.fields["api"] in COMMITS for a in answered_partitions(e)]
    assert all(a.answer is Answer.ANSWERED for a in cut)
    assert all(a.value("committed_offset") is None for a in cut)  # 150 bytes reach no offset
    succeeded = Counter(a.partition for a in cut if a.error_code == 0)
    assert min(succeeded.values()) >= 2  # the "2 successful commits per partition", and more


def test_the_commit_facts_of_a_cut_request_name_its_answered_partitions_with_the_offset_uncertain():
    def facts(exchanges: tuple[DecodedExchange, ...]) -> Counter[tuple[Any, ...]]:
        return Counter((f["group"], f["topic"], f["partition"], f["error"])
                       for e in exchanges for f in partition_facts(e) if f["kind"] == "commit")  # fmt: skip

    assert facts(snaplen_cut()) == facts(whole(damage.SNAPLEN_SAMPLE))
    cut = [f for e in snaplen_cut() for f in partition_facts(e) if f["kind"] == "commit"]
    assert {(f["offset"], tuple(f["uncertain"])) for f in cut} == {(None, ("offset",))}
    assert all(f["uncertain"] is None for e in whole(damage.SNAPLEN_SAMPLE) for f in partition_facts(e))


def test_records_acknowledged_from_cut_requests_are_at_least_those_counted_never_a_confident_zero():
    truth, cut = stats_rows(whole(damage.SNAPLEN_SAMPLE), "partition"), stats_rows(snaplen_cut(), "partition")
    assert cut.keys() == truth.keys()
    produced = ("records_produced", "batches_produced", "bytes_produced")
    for where, row in cut.items():
        assert row["bound"] == dict.fromkeys(produced, ">=")
        assert all(row[field] <= truth[where][field] for field in produced)
        assert truth[where]["records_produced"] == 16 and "bound" not in truth[where]
        assert row["records_fetched"] == truth[where]["records_fetched"]  # the Fetch answers were whole
    clients = stats_rows(snaplen_cut(), "client")
    assert clients[("billing-producer",)]["bound"] == {"records_produced": ">="}


# -- one lost segment ------------------------------------------------------------------------------


def spanning_request() -> DecodedExchange:
    """The undamaged sample's Produce whose request spans the most packets of its flow."""
    return max((e for e in whole(damage.LOST_SAMPLE) if e.fields["api"] == "Produce"),
               key=lambda e: e.exchange.request.packets[1] - e.exchange.request.packets[0])  # fmt: skip


@cache
def lost_segment(with_its_ack: bool = False) -> tuple[DecodedExchange, ...]:
    spanning = spanning_request().exchange.request.packets
    return tuple(decoded(damage.lost_segment(SAMPLES, spanning, with_its_ack)))


@pytest.mark.parametrize("with_its_ack", [False, True], ids=["acknowledged-apart", "acknowledged-by-the-response"])
def test_a_request_that_lost_a_segment_keeps_its_time_and_latency_and_lost_that_segment_only(with_its_ack: bool):
    """Its last bytes, held behind the hole, ended it when they were captured: not when the hole
    was given up, which the response's own acknowledgement of it made the response's time (a
    latency of 0.000 ms, unmarked, where it was 0.143)."""
    truth = spanning_request()
    [hit] = [e for e in lost_segment(with_its_ack) if key(e) == key(truth)]
    segments = load_segments(SAMPLES / f"{damage.LOST_SAMPLE}.pcap")
    first, last = truth.exchange.request.packets
    flow = segments[first - 1].flow
    dropped = next(s for s in segments[first : last - 1] if s.flow == flow)
    request = hit.exchange.request
    assert request.lost == len(dropped.payload) and request.end_seen
    assert (hit.exchange.ts, hit.exchange.latency_ns) == (truth.exchange.ts, truth.exchange.latency_ns)
    assert hit.exchange.latency_bound is None
    assert f"request lost {len(dropped.payload)} of {request.size} bytes" in [w.message for w in hit.warnings]


def test_records_of_a_produce_whose_request_lost_a_segment_are_at_least_those_counted():
    truth, hit = stats_rows(whole(damage.LOST_SAMPLE), "partition"), stats_rows(lost_segment(), "partition")
    marked = {where: row for where, row in hit.items() if "bound" in row}
    assert len(marked) == 1
    [(where, row)] = marked.items()
    assert row["records_produced"] < truth[where]["records_produced"]
    assert row["bound"]["records_produced"] == ">="
    assert {w: r for w, r in hit.items() if w != where} == {w: r for w, r in truth.items() if w != where}


# -- latencies measured to the last bytes seen -----------------------------------------------------


def test_latency_percentiles_over_latencies_that_are_bounds_are_bounds_the_same_way():
    """kernel-drops: real drops cut the end of some requests (their latencies at most what was
    measured) and of some responses (at least); an api with one kind only has percentiles bound
    that way, with both uncertain, with none exact."""
    exchanges = whole("kernel-drops")
    bounds: dict[str, set[str]] = {}
    for e in exchanges:
        if e.exchange.latency_ns is not None:
            bounds.setdefault(e.fields["api"], set()).update({e.exchange.latency_bound} - {None})
    assert bounds["Produce"]
    fields = ["max_ms", "p50_ms", "p90_ms", "p99_ms"]
    for (api,), row in stats_rows(exchanges, "api").items():
        kinds = bounds.get(api, set())
        mark = {"lower": ">=", "upper": "<="}.get(min(kinds)) if len(kinds) == 1 else None
        if mark:
            assert (row["bound"], row.get("uncertain")) == (dict.fromkeys(fields, mark), None)
        else:
            assert (row.get("bound"), row.get("uncertain")) == (None, fields if kinds else None)


# -- the marks ------------------------------------------------------------------------------------


def test_a_row_names_its_uncertain_and_bound_fields_only_when_it_has_some():
    assert with_marks({"n": 1}) == {"n": 1}
    row = with_marks({"a": 1, "b": 2, "c": 3}, ["c", "a"], {"b": Bound.AT_LEAST, "a": Bound.AT_MOST})
    assert row == {"a": 1, "b": 2, "c": 3, "uncertain": ["c"], "bound": {"a": "<=", "b": ">="}}
