"""-t: a line's time as tshark's time formats show it, in UTC, to the microsecond (cut, not
rounded, as tshark cuts); relative and delta formats count from the lines shown, in the order
they are shown."""

from __future__ import annotations

import calendar

import pytest

from kafkasniff.rendering.clock import DEFAULT_TIME_FORMAT, TIME_FORMATS, seconds, time_format
from kafkasniff.rendering.lines import clock

S = 1_000_000_000
US = 1_000
MIDNIGHT = calendar.timegm((2026, 11, 21, 0, 0, 0)) * S  # 2026-11-21 00:00:00 UTC
MORNING = calendar.timegm((2026, 11, 21, 9, 33, 27)) * S + 123_456_789  # 09:33:27.123456789


def shown(kind: str, *timestamps: int) -> list[str]:
    """What one run's formatter shows for these lines, in this order."""
    show = time_format(kind)
    return [show(ts) for ts in timestamps]


# -- absolute ----------------------------------------------------------------------------------


def test_absolute_time_of_day_is_utc_to_the_microsecond():
    assert shown("a", MORNING) == ["09:33:27.123456"]
    assert shown("a", MIDNIGHT) == ["00:00:00.000000"]


def test_absolute_date_and_time():
    assert shown("ad", MORNING) == ["2026-11-21 09:33:27.123456"]
    assert shown("ad", MIDNIGHT - 1) == ["2026-11-20 23:59:59.999999"]


def test_digits_past_the_microsecond_are_cut_not_rounded():
    # Rounding would carry the last nanoseconds of a day into the next one.
    assert shown("ad", MIDNIGHT - 1, MIDNIGHT - 500, MIDNIGHT - 999) == ["2026-11-20 23:59:59.999999"] * 3
    assert shown("a", MIDNIGHT + 999, MIDNIGHT + 1_000, MIDNIGHT + 1_999) == [
        "00:00:00.000000",
        "00:00:00.000001",
        "00:00:00.000001",
    ]


def test_a_second_boundary_changes_the_second_both_ways():
    # The formatter keeps the previous line's second: going back (a late line) must not reuse it.
    lines = (MORNING, MORNING + S, MORNING, MORNING + 60 * S)
    assert shown("a", *lines) == ["09:33:27.123456", "09:33:28.123456", "09:33:27.123456", "09:34:27.123456"]


def test_utc_kinds_are_the_absolute_ones_because_ours_are_always_utc():
    assert shown("u", MORNING, MIDNIGHT) == shown("a", MORNING, MIDNIGHT)
    assert shown("ud", MORNING, MIDNIGHT) == shown("ad", MORNING, MIDNIGHT)


def test_the_default_is_the_line_views_own_clock():
    assert DEFAULT_TIME_FORMAT == "a"
    for ts in (MORNING, MIDNIGHT, MIDNIGHT - 1, 0):
        assert time_format()(ts) == clock(ts)


def test_absolute_time_before_1970_still_counts_forward_within_its_second():
    assert shown("ad", -1) == ["1969-12-31 23:59:59.999999"]


# -- epoch -------------------------------------------------------------------------------------


def test_epoch_seconds():
    assert shown("e", MORNING) == [f"{MORNING // S}.123456"]
    assert shown("e", 0, 999, 1_000_000_001_000) == ["0.000000", "0.000000", "1000.000001"]


# -- relative and delta --------------------------------------------------------------------------


def test_relative_counts_from_the_first_line_shown():
    lines = (MORNING, MORNING + 12 * S + 345_678 * US, MORNING + 90_061 * S)
    assert shown("r", *lines) == ["0.000000", "12.345678", "90061.000000"]


def test_relative_from_a_given_origin():
    show = time_format("r", origin_ns=MORNING - 2 * S)
    assert [show(MORNING), show(MORNING + S)] == ["2.000000", "3.000000"]
    assert time_format("a", origin_ns=0)(MORNING) == "09:33:27.123456"  # others ignore it


def test_relative_before_the_first_line_is_negative():
    # A line released late (out of request order) can be older than the first one shown.
    assert shown("r", MORNING, MORNING - 1_500 * US) == ["0.000000", "-0.001500"]


def test_delta_counts_from_the_previous_line_shown():
    lines = (MORNING, MORNING + 123 * US, MORNING + 123 * US, MORNING + 2 * S)
    assert shown("d", *lines) == ["0.000000", "0.000123", "0.000000", "1.999877"]


def test_delta_is_exact_then_cut():
    # 999 ns apart twice: each delta is cut to 0.000000, and 0.000001 shows only from the
    # exact difference, as tshark computes it (so deltas need not add up to the relative time).
    assert shown("d", MORNING, MORNING + 999, MORNING + 1_998) == ["0.000000", "0.000000", "0.000000"]
    assert shown("r", MORNING, MORNING + 999, MORNING + 1_998) == ["0.000000", "0.000000", "0.000001"]


def test_a_line_out_of_order_has_a_negative_delta():
    assert shown("d", MORNING, MORNING - 1_500, MORNING - 3 * S) == ["0.000000", "-0.000001", "-2.999998"]
    assert shown("d", MORNING, MORNING - 499) == ["0.000000", "-0.000000"]  # cut toward zero, sign kept


def test_dd_is_the_same_delta_as_d():
    lines = (MORNING, MORNING + 5 * S, MORNING + 5 * S + 1)
    assert shown("dd", *lines) == shown("d", *lines)


def test_each_run_gets_a_fresh_formatter():
    first = time_format("d")
    first(MORNING)
    assert first(MORNING + S) == "1.000000"
    assert time_format("d")(MORNING + S) == "0.000000"  # a new run: no previous line
    relative = time_format("r")
    relative(MORNING)
    assert time_format("r")(MORNING + S) == "0.000000"


# -- the list of kinds -----------------------------------------------------------------------------


def test_every_listed_kind_has_a_formatter_and_a_description():
    assert list(TIME_FORMATS) == ["a", "ad", "u", "ud", "e", "r", "d", "dd"]
    for kind, description in TIME_FORMATS.items():
        assert description and "\n" not in description
        assert isinstance(time_format(kind)(MORNING), str)


def test_an_unknown_kind_says_which_there_are():
    with pytest.raises(ValueError, match="unknown time format 'adoy': one of a, ad, u, ud, e, r, d, dd"):
        time_format("adoy")


def test_seconds_is_signed_and_cut_toward_zero():
    assert [seconds(n) for n in (0, 1, 999, 1_000, S, -1, -1_000, -S - 1_999)] == [
        "0.000000",
        "0.000000",
        "0.000000",
        "0.000001",
        "1.000000",
        "-0.000000",
        "-0.000001",
        "-1.000001",
    ]
