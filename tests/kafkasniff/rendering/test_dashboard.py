"""`top`'s frame fits the terminal whatever its size: no line wider than it, no more lines than
it has, the name column cut with a mark, columns left out from the right, rows past the
bottom counted."""

from __future__ import annotations

import pytest
from rich.console import Console

from kafkasniff.analyses.dashboard_data import ApiLine, ClientLine, Dashboard
from kafkasniff.rendering.dashboard import Choice, Marks, Status, frame, layout
from kafkasniff.rendering.dashboard_views import APIS, LAG, VIEWS, milliseconds, number

STATUS = Status("capture.pcap at max", "running", 1_700_000_000.0, 1.0, 1234, False, None, None, {}, None)


def api(name: str, count: int) -> ApiLine:
    return ApiLine(name, count, 12.5, 3.25, 0.5, 10.0, 0.75, 3004.1, 1, 2, 0, 0)


def board(apis: int = 3, name: str = "Produce") -> Dashboard:
    lines = [api(f"{name}{n}", 100 - n) for n in range(apis)]
    clients = [ClientLine("a-client-id-that-goes-on-and-on-and-on", 7, None, 1_500_000, 20, 0, 0, 0)]
    return Dashboard(lines, clients, [], [], [], [], sum(a.count for a in lines), 12.5)


def drawn(board: Dashboard | None, choice: Choice, width: int, height: int, fill: bool = True) -> list[str]:
    console = Console(width=width, height=height, record=True, force_terminal=False, color_system=None)
    with console.capture() as capture:
        console.print(frame(board, STATUS, choice, width, height, Marks.for_encoding("utf-8"), fill))
    return capture.get().rstrip("\n").split("\n")


@pytest.mark.parametrize("width,height", [(80, 24), (60, 15), (40, 10), (120, 50)])
@pytest.mark.parametrize("view", range(len(VIEWS)))
def test_every_view_fits_the_terminal(width: int, height: int, view: int):
    lines = drawn(board(30, "GetTelemetrySubscriptionsAndMore"), Choice(view), width, height)
    assert len(lines) == height
    assert max(len(line) for line in lines) <= width
    assert lines[-1].startswith("1-6/tab view")


def test_a_long_name_is_cut_with_a_mark_and_the_numbers_stay_whole():
    lines = drawn(board(1, "GetTelemetrySubscriptionsAndMore"), Choice(0), 80, 24)
    row = next(line for line in lines if line.startswith("GetTelemetry"))
    assert row.split()[0].endswith("…") and row.split()[1:4] == ["100", "12.5", "3.2"]


def test_rows_past_the_bottom_are_counted():
    lines = drawn(board(30), Choice(0), 80, 24)
    assert "… 13 more" in lines  # 24 lines: 6 of them the frame's own, 17 rows and this one


def test_the_rows_are_sorted_by_the_chosen_column_largest_first_then_reversed():
    choice = Choice(0)
    first = [line.split()[0] for line in drawn(board(3), choice, 80, 24) if line.startswith("Produce")]
    assert first == ["Produce0", "Produce1", "Produce2"]
    last = [line.split()[0] for line in drawn(board(3), choice.reversed(), 80, 24) if line.startswith("Produce")]
    assert last == first[::-1]
    assert any("total▲" in line for line in drawn(board(3), choice.reversed(), 80, 24))


def test_s_cycles_through_the_columns_and_tab_through_the_views():
    choice = Choice(0)
    assert choice.next_sort().sort() == (2, True) and choice.next_sort().next_sort().sort() == (3, True)
    names = Choice(0)
    for _ in range(len(APIS.columns) - 1):  # from the count, round to the api names
        names = names.next_sort()
    assert names.sort() == (0, False)  # a name column sorts from A
    assert Choice(len(VIEWS) - 1).next_view().view == 0


def test_columns_that_do_not_fit_go_from_the_right():
    headings = [c.heading for c in APIS.columns]
    cells = [["Produce", "361", "83.2", "83.2", "0.967", "10.3", "0.967", "10.3", "0", "0", "0", "0"]]
    kept, widths = layout(APIS.columns, headings, cells, 40)
    assert kept == [0, 1, 2, 3, 4] and sum(widths) + len(widths) - 1 <= 40


def test_a_text_column_that_does_not_fit_whole_is_cut_to_the_room_left():
    headings = [c.heading for c in LAG.columns]
    cells = [
        ["invoices/1", "billing", "behind", "6", "6", "billing-b x3 (gen 4)", "regressed x3, failing x2, stuck x3"]
    ]
    kept, widths = layout(LAG.columns, headings, cells, 80)
    assert kept == list(range(7)) and sum(widths) + 6 == 80 and widths[-1] < len(cells[0][-1])


def test_before_the_first_answer_the_screen_says_it_waits():
    lines = drawn(None, Choice(0), 80, 24)
    assert "waiting for the first answer..." in lines and len(lines) == 24


def test_the_last_frame_printed_after_the_screen_has_no_filling_lines():
    assert len(drawn(board(2), Choice(0), 80, 24, fill=False)) == 6 + 2


def test_a_drop_on_a_live_tap_is_named_and_not_yet_counted_ones_are_unknown():
    live = Status("eth0", "running", None, 1.0, 10, True, None, None, {}, "kafkasniff: listening on eth0")
    line = drawn_status(live)
    assert "dropped: ? by the kernel, ? not decoded" in line and "listening on eth0" in line
    assert "5 by the kernel, 7 not decoded" in drawn_status(Status("eth0", "running", None, 1.0, 10, True, 5, 7, {},
                                                                   None))  # fmt: skip


def drawn_status(status: Status) -> str:
    console = Console(width=200, height=10, force_terminal=False, color_system=None)
    with console.capture() as capture:
        console.print(frame(None, status, Choice(0), 200, 10))
    return capture.get().split("\n")[1]


def test_numbers_are_short():
    assert [number(v) for v in (None, 7, 12.25, 987, 1234, 1_500_000, 2.5e9)] == [
        "-", "7", "12.2", "987", "1.23k", "1.5M", "2.5G"]  # fmt: skip
    assert [milliseconds(v) for v in (None, 0.1234, 12.345, 3004.2)] == ["-", "0.123", "12.3", "3004"]
