"""`kafkasniff index`: many captures into Parquet tables on Spark."""

from __future__ import annotations

import os
from typing import Any

import click

from kafkasniff.capture import CaptureError
from kafkasniff.cli.status import EPILOG, InputError, finish, guarded

TABLE_HINT = "give the --out directory of `kafkasniff index`"


def bulk_session() -> Any:
    """The Spark side, or a one-line error saying how to install it."""
    try:
        import pyarrow  # noqa: F401
        import pyspark  # noqa: F401
    except ImportError:
        from kafkasniff.bulk import INSTALL_HINT

        raise CaptureError(INSTALL_HINT) from None
    from kafkasniff.bulk import session

    return session


def check_table(path: str) -> None:
    """Refuse, before Spark starts (it takes most of a minute to fail on it), a --table that is
    not a table `kafkasniff index` made: its --out directory, holding exchanges/ (or that
    exchanges/ directory itself), Parquet files partitioned by hour."""
    if not os.path.exists(path):
        raise InputError(f"{path}: No such directory; {TABLE_HINT}")
    if not os.path.isdir(path):
        raise InputError(f"{path}: not a directory; {TABLE_HINT}")
    exchanges = os.path.join(path, "exchanges")
    data = exchanges if os.path.isdir(exchanges) else path
    try:
        if _holds_parquet(data):
            return
    except OSError as exc:
        raise InputError(f"{exc.filename or data}: {exc.strerror}") from None
    if os.path.isdir(exchanges) or os.path.exists(os.path.join(path, "_SUCCESS")):
        raise InputError(f"{path}: the table has no exchanges (its captures held none)")
    raise InputError(f"{path}: not a table made by `kafkasniff index` (no exchanges/ of Parquet files)")


def _holds_parquet(folder: str) -> bool:
    """Parquet files in `folder` or in its partitions (hour=.../), as Spark writes them."""
    with os.scandir(folder) as entries:
        for entry in entries:
            if entry.is_file() and entry.name.endswith(".parquet"):
                return True
            if entry.is_dir() and "=" in entry.name and _holds_parquet(entry.path):
                return True
    return False


def check_out(out: str) -> None:
    """An --out that cannot become a directory of tables, refused before Spark starts."""
    if os.path.exists(out) and not os.path.isdir(out):
        raise InputError(f"{out}: exists and is not a directory; --out names the directory the tables go to")


@click.command(epilog=EPILOG)
@click.argument("captures", nargs=-1, required=True)
@click.option("--out", required=True, help="Directory for the Parquet tables (exchanges/, records/).")
@click.option("--records", is_flag=True, help="Also write a records table (one row per record).")
@click.option("--master", help="Spark master URL (default: embedded local[*]; spark-submit's when launched by it).")
@click.option("--partitions", type=click.IntRange(1), help="Connection partitions for stage 2 (default: parallelism).")
@click.option("--port", "ports", multiple=True, type=click.IntRange(1, 65535), help="Extra Kafka port.")
@click.option("-q", "--quiet", is_flag=True, help="No summary on stderr.")
def index(captures: tuple[str, ...], out: str, records: bool, master: str | None, partitions: int | None,
          ports: tuple[int, ...], quiet: bool) -> None:  # fmt: skip
    """Decode many (rotated) captures on Spark into Parquet tables of exchanges (and records).

    CAPTURES are files, directories (every capture inside) and globs: pcap, pcapng, gzipped,
    tcpdump -C/-G rotations (x.pcap, x.pcap1, ...). Connections that cross file boundaries come
    out whole. Tables are partitioned by hour; the schema is in the README.

    \b
    Examples:
      kafkasniff index /captures/broker-*/ --out /data/kafkasniff
      kafkasniff index 'rotated.pcap*' --out table --records --master spark://host:7077
      kafkasniff stats --table /data/kafkasniff
    """

    def run() -> None:
        check_out(out)
        bulk = bulk_session()
        from kafkasniff.bulk.index_job import expand_inputs, run_index

        files = expand_inputs(captures)
        if not files:
            raise CaptureError("no capture files found in " + " ".join(captures))
        missing = [f for f in files if not os.path.isfile(f)]
        if missing:
            raise CaptureError(f"{missing[0]}: No such file")
        spark = bulk.spark_session(master)
        result = run_index(spark, files, out, records, frozenset(ports), partitions)
        if not quiet:
            extra = f", {result.records} records" if result.records is not None else ""
            click.echo(f"indexed {result.files} files: {result.exchanges} exchanges{extra} -> {out}", err=True)

    finish(guarded(run))
