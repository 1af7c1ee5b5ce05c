"""Analysis tables in a terminal: every row stays readable at 100 columns (the columns that fit,
the row's other values under it), and every cell is marked as its row says it is known."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from rich.cells import cell_len
from rich.console import Console

from kafkasniff.analyses import commits, stats, topology, txn
from kafkasniff.analyses.commits import CommitsAnalysis
from kafkasniff.analyses.groups import GroupsAnalysis
from kafkasniff.rendering import group_columns, txn_columns
from kafkasniff.rendering.tables import Columns, Items, shows, table, texts
from tests.support.analyses import analyse


def printed(columns: Columns, rows: list[dict[str, Any]], width: int) -> list[str]:
    out = io.StringIO()
    Console(file=out, width=width, highlight=False).print(table("title", columns, rows), crop=False)
    return out.getvalue().splitlines()


def flat(lines: list[str]) -> str:
    """The lines' words without the box, one space apart: what wraps reads as one text."""
    return re.sub(r"\s+", " ", re.sub(r"[│┃]", " ", " ".join(lines)))


def widest(lines: list[str]) -> int:
    return max(cell_len(line.rstrip()) for line in lines)


# -- marks ---------------------------------------------------------------------------------


def test_a_field_built_from_a_damaged_exchange_reads_with_a_question_mark():
    [[count, latency]] = texts([("count", "n"), ("p50_ms", "p50")], [{"count": 3, "p50_ms": 0.25,
                                                                       "uncertain": ["p50_ms"]}])  # fmt: skip
    assert (count, latency) == ("3", "0.250?")


def test_a_bound_reads_as_at_least_or_at_most_the_value():
    row = {"records": 58, "latency_ms": 0.002, "bound": {"records": ">=", "latency_ms": "<="}}
    assert texts([("records", "r"), ("latency_ms", "l")], [row]) == [[">=58", "<=0.002"]]


def test_a_bound_value_also_uncertain_carries_both_marks():
    row = {"committed": 6, "bound": {"committed": ">="}, "uncertain": ["committed"]}
    assert texts([("committed", "c")], [row]) == [[">=6?"]]


def test_a_missing_value_is_never_marked():
    row = {"committed": None, "bound": {"committed": ">="}, "uncertain": ["committed"]}
    assert texts([("committed", "c")], [row]) == [["-"]]


def test_a_computed_column_carries_the_marks_of_the_field_it_shows():
    @shows("failed")
    def failed(row: dict[str, Any]) -> str:
        return ", ".join(f"{k}: {v}" for k, v in row["failed"].items())

    row = {"failed": {"ILLEGAL_GENERATION": 2}, "uncertain": ["failed"]}
    assert texts([(failed, "failed")], [row]) == [["ILLEGAL_GENERATION: 2?"]]
    assert texts([(lambda r: r["failed"], "unnamed")], [row]) == [["ILLEGAL_GENERATION: 2"]]


def every_analysis_table() -> list[tuple[str, Columns]]:
    return [("commits", commits.COLUMNS), ("stats api", stats.API_COLUMNS),
            ("stats partition", stats.PARTITION_COLUMNS), ("stats client", stats.CLIENT_COLUMNS),
            ("groups", group_columns.COLUMNS), ("txn", txn.COLUMNS), ("topology", topology.COLUMNS)]  # fmt: skip


@pytest.mark.parametrize(("name", "columns"), every_analysis_table())
def test_every_analysis_table_marks_its_plain_fields(name: str, columns: Columns):
    keys = [key for key, _ in columns if isinstance(key, str)]
    row: dict[str, Any] = {key: 7 for key in keys}
    row |= {"uncertain": keys[-1:], "bound": {keys[0]: ">="}}
    lines = "\n".join(printed(columns, [_filled(row, columns)], 400))
    assert ">=7" in lines and "7?" in lines, name


def _filled(row: dict[str, Any], columns: Columns) -> dict[str, Any]:
    """A synthetic row the computed columns can read too."""
    defaults = {"verdicts": [], "findings": [], "failed": {}, "failed_redundant": 0, "failed_made_good": 0,
                "stale_committers": [], "members": [], "assignments": {}, "left": [], "leader": None,
                "errors": {}}  # fmt: skip
    return {**defaults, **row}


# -- layout --------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def stale_commit_rows() -> list[dict[str, Any]]:
    return analyse("sarama-stale-commit-kafka", CommitsAnalysis())


def test_a_table_that_fits_is_one_line_per_row(stale_commit_rows: list[dict[str, Any]]):
    lines = printed(commits.COLUMNS, stale_commit_rows, 400)
    body = [line for line in lines if line.startswith("│")]
    assert len(body) == len(stale_commit_rows) and widest(lines) < 400


def test_the_commits_table_at_100_columns_keeps_each_row_on_its_line_and_its_other_values_under_it(
    stale_commit_rows: list[dict[str, Any]],
):
    lines = printed(commits.COLUMNS, stale_commit_rows, 100)
    assert widest(lines) <= 100
    for row in stale_commit_rows:
        start = rf"│ {row['group']} +│ {row['topic']} +│ {row['partition']} +│ {row['state']} "
        lead = next(i for i, line in enumerate(lines) if re.match(start, line))
        assert f"│ {row['committed']} " in lines[lead]  # the row's first columns on one line, whole
        under = []
        for line in lines[lead + 1 :]:
            if not line.startswith("│  "):
                break
            under.append(line)
        block = flat(under)
        for key, heading in commits.COLUMNS:
            shown = texts([(key, heading)], [row])[0][0]
            if shown not in ("-", "") and f"│ {shown} " not in lines[lead]:
                assert f"{heading}: {shown}" in block, (heading, block)


def test_the_groups_table_at_100_columns_keeps_member_ids_whole():
    rows = analyse("sarama-stale-commit-kafka", GroupsAnalysis())
    lines = printed(group_columns.COLUMNS, rows, 100)
    assert widest(lines) <= 100
    members = {m for row in rows for m in row["members"]}
    text = "\n".join(lines)
    assert all(m in text for m in members)
    assert "OffsetCommit:ILLEGAL_GENERATION" in text  # the refused commits among the group's errors


def test_a_row_whose_values_all_fit_has_no_line_under_it():
    columns = [("name", "name"), ("wide", "a long heading"), ("short", "short")]
    rows = [{"name": "a", "wide": "x " * 60, "short": 1}, {"name": "b", "wide": None, "short": 2}]
    lines = printed(columns, rows, 60)
    assert widest(lines) <= 60
    b = next(i for i, line in enumerate(lines) if line.startswith("│ b "))
    assert not lines[b + 1].startswith("│  ")  # "-" is not repeated under the row


def test_item_lists_are_shortened_only_when_the_table_does_not_fit():
    columns = [("transactional_id", "transactional id"), (lambda r: Items(r["offsets"]), "offsets")]
    rows = [{"transactional_id": "pay", "offsets": [f"g/t/{p}@{p * 10} committed" for p in range(8)]}]
    wide = "\n".join(printed(columns, rows, 300))
    assert "g/t/7@70 committed" in wide and "more" not in wide
    narrow = flat(printed(columns, rows, 60))
    assert "g/t/0@0 committed, g/t/1@10 committed, g/t/2@20 committed, +5 more" in narrow


# -- txn offsets ---------------------------------------------------------------------------


def txn_row(**extra: Any) -> dict[str, Any]:
    return {"transactional_id": "pay", "producer_id": 4000, "producer_epoch": 0, "protocol": "v1",
            "outcome": "committed", "duration_ms": 1.5, "partitions": ["t/0"], "not_joined": [], "groups": ["g"],
            "records_produced": 3, "marker_summary": "1 COMMIT", "errors": {}, **extra}  # fmt: skip


def test_the_txn_table_shows_the_offsets_a_transaction_carried_when_the_rows_have_them():
    assert txn_columns.columns([txn_row()]) == txn.COLUMNS
    offsets = [{"group": "g", "topic": "t", "partition": 0, "offset": 6, "outcome": "committed"},
               {"group": "g", "topic": "t", "partition": 1, "offset": 9, "outcome": "discarded"}]  # fmt: skip
    rows = [txn_row(offsets=offsets), txn_row()]
    columns = txn_columns.columns(rows)
    assert columns[-1][1] == "offsets"
    assert [r[-1] for r in texts(columns, rows)] == ["g/t/0@6 committed, g/t/1@9 discarded", "-"]


def test_many_transactional_offsets_read_as_the_first_ones_and_how_many_more_at_100_columns():
    offsets = [{"group": "g", "topic": "t", "partition": p, "offset": p, "outcome": "pending"} for p in range(30)]
    rows = [txn_row(offsets=offsets)]
    lines = printed(txn_columns.columns(rows), rows, 100)
    assert widest(lines) <= 100
    assert "offsets: g/t/0@0 pending, g/t/1@1 pending, g/t/2@2 pending, +27 more" in flat(lines)
