"""Filters select exchanges by what they are about; several options narrow together."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

import pytest

from kafkasniff.model import Connection, DecodedExchange, Frame, endpoint_text
from kafkasniff.select.filters import FilterError, Filters, parse_time
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


# -- what the filters accept and how they count (synthetic variants of the sample's exchanges) --

DAY_NS = 86_400 * 10**9
MONGO = decode(sample_path("mongo-crud"))[0]


def moved(e: DecodedExchange, ts: int | None = None, conn: Connection | None = None) -> DecodedExchange:
    """The exchange at another time (its latency kept) or on another connection."""
    x = e.exchange
    delta = 0 if ts is None else ts - x.ts

    def shifted(frame: Frame | None) -> Frame | None:
        return None if frame is None else replace(frame, ts=frame.ts + delta, ts_first=frame.ts_first + delta)

    exchange = replace(x, request=shifted(x.request), response=shifted(x.response), conn=conn or x.conn)
    return replace(e, exchange=exchange)


def printed(ts: int) -> str:
    """A time as the line view prints it: HH:MM:SS.ffffff, UTC, digits past the microsecond cut."""
    seconds, ns = divmod(ts, 10**9)
    return f"{datetime.fromtimestamp(seconds, UTC):%H:%M:%S}.{ns // 1000:06d}"


def at(day: int, clock: str) -> int:
    """Epoch ns of a time of day on the sample's date plus `day` days."""
    hours, minutes, seconds = (int(part) for part in clock.split(":"))
    midnight = EXCHANGES[0].exchange.ts // DAY_NS * DAY_NS
    return midnight + day * DAY_NS + ((hours * 60 + minutes) * 60 + seconds) * 10**9


def judged(exchanges: list[DecodedExchange], **options: object) -> list[DecodedExchange]:
    keep = Filters(**options)  # type: ignore[arg-type]
    return [e for e in exchanges if keep(e)]


def test_a_protocol_s_own_options_are_the_keywords_its_declaration_names():
    assert kept(collections=("orders",)) == []  # MongoDB's --collection, on a Kafka capture
    with pytest.raises(TypeError, match="unexpected keyword argument 'topic'"):
        Filters(topic=("logs",))


def test_an_unknown_api_is_one_line_naming_the_nearest_api():
    with pytest.raises(FilterError) as raised:
        Filters(apis=("OffsetComit",))
    message = str(raised.value)
    assert message.startswith("--api: no api 'OffsetComit' (did you mean OffsetCommit?)")
    assert "Kafka api names and keys" in message and "MongoDB" in message and "\n" not in message
    # a lower-case Kafka name mistyped is a typo too, not a MongoDB command nobody has heard of
    with pytest.raises(FilterError, match=r"did you mean Produce\?"):
        Filters(apis=("prodcue",))
    with pytest.raises(FilterError, match="no api key 40000"):
        Filters(apis=("40000",))


def test_api_by_key_number_and_a_key_the_schema_does_not_know_yet():
    assert kept(apis=("8",)) == kept(apis=("OffsetCommit",)) != []
    assert kept(apis=("0", "OFFSETCOMMIT")) == kept(apis=("Produce", "8"))
    assert kept(apis=("32000",)) == []  # a valid key: accepted, and nothing in the sample uses it


def test_mongodb_commands_and_opcodes_are_apis():
    assert [e.fields["api"] for e in judged(MONGO, apis=("find",))] == ["find"]
    assert {e.fields["api"] for e in judged(MONGO, apis=("getmore", "insert"))} == {"getMore", "insert"}
    legacy = judged(MONGO, apis=("OP_QUERY",))
    assert legacy and {e.fields["opcode"] for e in legacy} == {"OP_QUERY"}
    # command names are open-ended: one the dissector's tables do not name is still a command
    assert judged(MONGO, apis=("listCollections",)) == []
    both = judged(EXCHANGES + MONGO, apis=("find", "Produce"))
    assert both == kept(apis=("Produce",)) + judged(MONGO, apis=("find",))


def test_a_time_of_day_is_on_the_date_of_the_first_exchange():
    times = sorted(e.exchange.ts for e in EXCHANGES)
    middle = times[len(times) // 2]
    assert kept(since=printed(middle)) == [e for e in EXCHANGES if e.exchange.ts >= middle]
    # the time a line prints keeps that line as the end of a window
    assert kept(until=printed(middle)) == [e for e in EXCHANGES if e.exchange.ts <= middle]
    minute = printed(middle)[:5]  # HH:MM: that minute's start, and the whole sample lies in that minute
    assert kept(since=minute, until="23:59:59") == kept()
    # the same capture three days later: the same times of day select the same exchanges
    later = [moved(e, ts=e.exchange.ts + 3 * DAY_NS) for e in EXCHANGES]
    assert len(judged(later, since=printed(middle))) == len(kept(since=printed(middle)))


def test_the_date_is_the_first_judged_exchange_s_or_the_one_given():
    late, early = moved(EXCHANGES[0], ts=at(0, "23:59:00")), moved(EXCHANGES[1], ts=at(1, "00:00:30"))
    # 00:00:10 on the first exchange's date: both are after it
    assert judged([late, early], since="00:00:10") == [late, early]
    pinned = Filters(since="00:00:10")
    pinned.resolve_times(early.exchange.ts)  # the caller knows the date first (several processes)
    assert [e for e in (late, early) if pinned(e)] == [early]


def test_a_window_of_times_of_day_may_cross_midnight():
    clocks = [(0, "23:50:00"), (0, "23:59:59"), (1, "00:05:00"), (1, "00:20:00")]
    night = [moved(e, ts=at(day, clock)) for e, (day, clock) in zip(EXCHANGES, clocks, strict=False)]
    assert judged(night, since="23:55", until="00:10") == night[1:3]
    assert judged(night, since="23:55", until="23:59:59") == night[1:2]
    assert judged(night, since=str(at(0, "23:55:00") / 1e9), until="00:10") == []  # only two times of day cross


@pytest.mark.parametrize("text", ["yesterday", "25:00", "09:60", "9h33", "09:33:27,5", ""])
def test_a_bad_time_is_one_line_naming_the_accepted_forms(text: str):
    for option in ("since", "until"):
        with pytest.raises(FilterError) as raised:
            Filters(**{option: text})  # type: ignore[arg-type]
        message = str(raised.value)
        assert message.startswith(f"--{option}: {text!r} is not a time") and "\n" not in message
        assert "epoch seconds" in message and "ISO 8601" in message and "09:33:27" in message


def test_times_keep_their_nanoseconds():
    assert parse_time("1795253607.123456789") == 1795253607123456789
    assert parse_time("2026-11-21T09:33:27.123456") == 1795253607123456000
    assert parse_time("2026-11-21 09:33:27") == parse_time("1795253607")  # the line's date-and-time form


def ipv6(e: DecodedExchange, client: str = "::1", server: str = "::1") -> DecodedExchange:
    conn = e.exchange.conn
    return moved(e, conn=replace(conn, client=(client, conn.client[1]), server=(server, conn.server[1])))


def test_ipv6_endpoints_bracketed_bare_and_by_address():
    mixed = [ipv6(e) if i % 2 else e for i, e in enumerate(EXCHANGES[:20])]
    on_ipv6 = mixed[1::2]
    server = on_ipv6[0].exchange.conn.server
    assert endpoint_text(server) == f"[::1]:{server[1]}"
    for value in (endpoint_text(server), "::1", "[::1]", "0:0:0:0:0:0:0:1", f"[0:0:0::1]:{server[1]}"):
        assert judged(mixed, conns=(value,)) == on_ipv6, value
    assert judged(mixed, conns=(f":{server[1]}",)) == mixed  # a port alone, either family
    assert judged(mixed, conns=("[::1]:1",)) == []
    # the capture's own spelling of an address need not be the canonical one
    spelled = [ipv6(e, client="0:0:0:0:0:0:0:1", server="fe80:0::1") for e in EXCHANGES[:3]]
    assert judged(spelled, conns=("::1",)) == judged(spelled, conns=("[FE80::1]",)) == spelled


def test_ipv4_endpoints_as_before():
    port = EXCHANGES[0].exchange.conn.client[1]
    assert kept(conns=("127.0.0.1",)) == kept() == kept(conns=("127.0.0.1:9092",))
    assert kept(conns=(f"127.0.0.1:{port}", f"127.0.0.1:{port}")) == kept(conns=(f":{port}",))
    assert kept(conns=("10.0.0.1",)) == []


@pytest.mark.parametrize("text", ["", ":", "127.0.0.1:", ":port", "host:70000", "[::1]:", "::zz", "[::1"])
def test_a_bad_endpoint_is_one_line(text: str):
    with pytest.raises(FilterError, match=r"^--conn: .*\[ADDR\]:PORT"):
        Filters(conns=(text,))


def test_filters_count_what_they_judged_and_kept():
    idle = Filters()
    assert not idle.active and all(idle(e) for e in EXCHANGES) and (idle.seen, idle.matched) == (0, 0)
    direct = Filters(apis=("OffsetCommit",))
    kept_directly = [e for e in EXCHANGES if direct(e)]
    assert direct.active and (direct.seen, direct.matched) == (len(EXCHANGES), len(kept_directly))
    applied = Filters(apis=("OffsetCommit",))
    notice = object()  # what is not an exchange passes through uncounted
    passed = list(applied.apply([notice, *EXCHANGES]))
    assert passed == [notice, *kept_directly] and (applied.seen, applied.matched) == (direct.seen, direct.matched)
    assert Filters(since="10:00").active  # a time of day still waiting for its date is a filter
