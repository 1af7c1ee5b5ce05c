"""Filters select exchanges by what they are about; several options narrow together."""

from __future__ import annotations

import pytest

from kafkasniff.filters import FilterError, Filters, parse_time
from tests.support.captures import sample_path
from tests.support.decode import decode

EXCHANGES = decode(sample_path("mixed-load"))[0]


def kept(**options: object) -> list:
    keep = Filters(**options)  # type: ignore[arg-type]
    return [e for e in EXCHANGES if keep(e)]


def test_no_filter_keeps_everything():
    assert len(kept()) == len(EXCHANGES)


def test_api_by_name_or_key_case_insensitive():
    by_name = kept(apis=("offsetcommit",))
    assert by_name and {e.fields["api"] for e in by_name} == {"OffsetCommit"}
    assert kept(apis=("8",)) == by_name


def test_topic_group_and_client_id_combine():
    logs = kept(topics=("logs",))
    assert logs and all("logs" in e.fields["topics"] for e in logs)
    narrowed = kept(topics=("logs",), groups=("ml-analytics",), apis=("OffsetCommit",))
    assert narrowed and all(e.fields["group"] == "ml-analytics" for e in narrowed)
    assert {e.fields["client_id"] for e in kept(client_ids=("ml-ck-zstd",))} == {"ml-ck-zstd"}


def test_errors_only():
    assert all(e.errors for e in kept(errors_only=True))


def test_connection_by_endpoint_host_or_port():
    port = EXCHANGES[0].exchange.conn.client[1]
    one = kept(conns=(f"127.0.0.1:{port}",))
    assert one and all(e.exchange.conn.client[1] == port for e in one)
    assert len(kept(conns=(":9092",))) == len(EXCHANGES)


def test_time_window_and_latency_floor():
    times = sorted(e.exchange.ts for e in EXCHANGES)
    middle = times[len(times) // 2]
    assert all(e.exchange.ts >= middle for e in kept(since=str(middle / 1e9)))
    assert all(e.exchange.ts <= middle for e in kept(until=str(middle / 1e9)))
    slow = kept(min_latency_ms=400)
    assert slow and all(e.exchange.latency_ns >= 400e6 for e in slow)


def test_times_in_iso_8601_are_utc_unless_they_say_otherwise():
    assert parse_time("2026-11-21T09:33:27") == parse_time("2026-11-21T09:33:27Z") == parse_time("1795253607")
    assert parse_time("2026-11-21T10:33:27+01:00") == parse_time("1795253607")
    with pytest.raises(FilterError):
        parse_time("yesterday")
