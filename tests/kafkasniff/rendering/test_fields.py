"""-T fields -e NAME: the display filter's fields, tab-separated, one exchange per line."""

from __future__ import annotations

import pytest

from kafkasniff.model import DecodedExchange
from kafkasniff.rendering.fields import field_columns
from kafkasniff.select.filters import FilterError
from tests.support import captures as cap
from tests.support.decode import decode

EXCHANGES, _, _ = decode(cap.sample_path("confluent"))


def first(api: str) -> DecodedExchange:
    return next(e for e in EXCHANGES if e.fields["api"] == api)


def test_each_named_field_in_order_tab_separated():
    render = field_columns(["frame", "tcp_stream", "api", "correlation_id", "latency_ms", "ts"])
    e = EXCHANGES[0]  # tshark: the first ApiVersions is frames 4 and 6 of tcp.stream 0
    seconds, ns = divmod(e.exchange.ts, 10**9)  # the time exactly: nine decimals
    assert render(e) == f"4-4,6-6\t0\tApiVersions\t1\t{e.exchange.latency_ns / 1e6:.3f}\t{seconds}.{ns:09d}"


def test_lists_are_joined_with_commas_and_a_missing_value_is_empty():
    commit = first("OffsetCommit")
    assert field_columns(["topic", "group", "errors", "tls"])(commit) == (
        f"{','.join(commit.fields['topics'])}\t{commit.fields['group']}\t\tfalse"
    )


def test_an_unknown_field_is_refused_with_the_nearest_name():
    with pytest.raises(FilterError, match=r"-e: no field 'latncy_ms' \(did you mean latency_ms\?\)"):
        field_columns(["api", "latncy_ms"])
    with pytest.raises(FilterError, match="at least one -e"):
        field_columns([])
