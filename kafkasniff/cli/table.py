"""What every command that answers from a `kafkasniff index` table (`--table DIR`) does alike:
refuse the options that only mean something for captures, and run its answer on Spark with
failures as one line."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

from kafkasniff.cli.index import bulk_session, check_table
from kafkasniff.cli.source import flag, given
from kafkasniff.cli.status import InputError

T = TypeVar("T")


def check_table_options(opts: dict[str, Any], allowed: frozenset[str]) -> None:
    """With --table, no capture and none of the current command's options but `allowed`."""
    if opts["capture"] or opts["interface"]:
        raise click.UsageError("--table reads the table; give no CAPTURE or --interface")
    for param in click.get_current_context().command.params:
        if param.name not in allowed and param.name is not None and given(param.name):
            raise click.UsageError(f"{flag(param.name)} is for reading captures; --table reads exchanges decoded by"
                                   " `kafkasniff index`")  # fmt: skip


def answer_from_table(table: str, master: str | None, answer: Callable[[Any], T]) -> T:
    """`answer(spark)` over the table at `table`, checked first (before Spark starts)."""
    check_table(table)
    session = bulk_session()
    from kafkasniff.bulk.table_replay import TableTooOld

    with session.spark_errors():
        spark = session.spark_session(master)
        try:
            return answer(spark)
        except TableTooOld as exc:
            raise InputError(f"{table}: {exc}") from None
