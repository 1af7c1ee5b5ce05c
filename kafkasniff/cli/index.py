"""`kafkasniff index`: many captures into Parquet tables on Spark."""

from __future__ import annotations

import os
import sys
from typing import Any

import click

from kafkasniff.bulk.index_job import MODES
from kafkasniff.bulk.sources import is_url
from kafkasniff.capture.pcap import CaptureError
from kafkasniff.cli.options import extra_ports, vxlan_ports, with_port_options
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
@click.option("--out", required=True, help="Directory or filesystem URL for the tables (exchanges/, records/, files/).")
@click.option("--records", is_flag=True, help="Also write a records table (one row per record).")
@click.option(
    "--mode",
    type=click.Choice(MODES),
    default="overwrite",
    show_default=True,
    help="overwrite: replace the tables; append: add the files they do not hold yet (new rotations).",
)
@click.option("--master", help="Spark master URL (default: embedded local[*]; spark-submit's when launched by it).")
@click.option("--partitions", type=click.IntRange(1), help="Stage 2 connection partitions (default: 4 per core).")
@with_port_options
@click.option("-q", "--quiet", is_flag=True, help="No progress and no summary on stderr (errors still).")
def index(captures: tuple[str, ...], out: str, records: bool, mode: str, master: str | None, partitions: int | None,
          quiet: bool, **ports: tuple[int, ...]) -> None:  # fmt: skip
    """Decode many (rotated) captures on Spark into Parquet tables of exchanges (and records).

    CAPTURES are files, directories (every capture inside), globs and filesystem URLs
    (file://, hdfs://, s3a://, gs://): pcap or pcapng, gzipped or not, recognised by their
    content (tcpdump -C/-G rotations x.pcap, x.pcap1, ... x.pcap10 in rotation order). Every
    file left out is named with why. Connections that cross file boundaries come out whole.
    Tables are partitioned by hour; the schema is in the README.

    \b
    Examples:
      kafkasniff index /captures/broker-*/ --out /data/kafkasniff
      kafkasniff index 'rotated.pcap*' --out table --records --master spark://host:7077
      kafkasniff index /captures --out /data/kafkasniff --mode append    # new rotations only
      kafkasniff stats --table /data/kafkasniff
    """

    def run() -> None:
        if not is_url(out):
            check_out(out)
        bulk = bulk_session()
        from kafkasniff.bulk.index_job import progress_reporter, run_index
        from kafkasniff.bulk.sources import find_sources

        found = find_sources(list(captures))
        for skipped in found.skipped:
            click.echo(f"kafkasniff: skipped {skipped.path}: {skipped.reason}", err=True)
        if not found.files:
            raise CaptureError("no capture files found in " + " ".join(captures))
        missing = [f for f in found.files if not is_url(f) and not os.path.isfile(f)]
        if missing:
            raise CaptureError(f"{missing[0]}: No such file")
        with bulk.spark_errors():
            spark = bulk.spark_session(master)
            stop = progress_reporter(spark, len(found.files), _progress_line) if _shows_progress(quiet) else None
            try:
                result = run_index(spark, found.files, os.path.abspath(out) if not is_url(out) else out, records,
                                   extra_ports(ports), partitions, mode, vxlan_ports(ports))  # fmt: skip
            finally:
                if stop is not None:
                    stop()
                    _progress_line("")
        _report(result, quiet)

    finish(guarded(run))


def _report(result: Any, quiet: bool) -> None:
    for skipped in result.already_indexed:
        click.echo(f"kafkasniff: skipped {skipped.path}: {skipped.reason}", err=True)
    for failed in result.unreadable:
        click.echo(f"kafkasniff: {failed.path}: {failed.error} (what was read before it is indexed)", err=True)
    if quiet:
        return
    if not result.files:
        click.echo(f"nothing new to index: {result.out} holds every file given", err=True)
        return
    for f in result.files:
        crossing = f", {_connections(f.crossing)} continued in other files" if f.crossing else ""
        click.echo(f"  {f.path}: {f.exchanges} exchanges of its own{crossing}", err=True)
    if result.redone:
        click.echo(
            f"  {result.redone} part(s) of connections crossing files decoded again from their files "
            "(damaged after the point where they were taken up)",
            err=True,
        )
    extra = f", {result.records} records" if result.records is not None else ""
    click.echo(
        f"indexed {len(result.files)} files: {result.exchanges} exchanges{extra} -> {result.out}"
        + (f" ({len(result.unreadable)} unreadable in part)" if result.unreadable else ""),
        err=True,
    )


def _connections(n: int) -> str:
    return f"{n} connection" + ("s" if n > 1 else "")


def _shows_progress(quiet: bool) -> bool:
    return not quiet and sys.stderr.isatty()


def _progress_line(text: str) -> None:
    sys.stderr.write("\r\x1b[K" + text)
    sys.stderr.flush()
