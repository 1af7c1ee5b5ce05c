"""The Spark session: embedded local mode by default, whatever spark-submit or --master says
otherwise. Never asks Spark to download anything at run time."""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

# In local mode the JVM only hands the parts' heads from Python task to Python task: its
# optimising compiler (C2) took 4-5 s of CPU a run and bought nothing measurable, so the quick
# one (C1) alone compiles it: 13.2 -> 8.4 s of CPU for a 22 KB capture, 31.2 -> 24.7 s for
# 450 MB of rotations; on four rotations with every crossing part set aside whole (140 MB
# through the shuffle) 23.7 -> 17.7 s of CPU and 13.8 -> 12.2 s wall (bench/RESULTS.md).
# C1 alone reserves 48 MB of code cache, not tiered compilation's 240 MB: a session kept for many
# queries filled it, the JVM stopped compiling and then failed to link a method handle, which
# ended its scheduler (seen in the test suite); the larger reserve costs address space only.
LOCAL_JVM_OPTIONS = ("-XX:TieredStopAtLevel=1", "-XX:ReservedCodeCacheSize=240m")
LOG_CONFIG = Path(__file__).with_name("log4j2.properties")  # errors only, not Spark's start-up warnings


def driver_java_options(local: bool) -> str:
    """The JVM options of a driver kafkasniff starts itself (prepended to any
    spark.driver.extraJavaOptions of the user's, which win)."""
    return " ".join([f'"-Dlog4j2.configurationFile={LOG_CONFIG}"', *(LOCAL_JVM_OPTIONS if local else ())])


def spark_session(master: str | None = None, app: str = "kafkasniff") -> Any:
    from pyspark.sql import SparkSession

    builder = SparkSession.builder.appName(app)
    launched_by_spark_submit = "PYSPARK_GATEWAY_PORT" in os.environ
    if master:
        builder = builder.master(master)
    elif not launched_by_spark_submit:
        builder = builder.master("local[*]")
    if not launched_by_spark_submit:
        local = master is None or master.startswith("local")
        builder = builder.config("spark.driver.defaultJavaOptions", driver_java_options(local))
        # Executors run the interpreter the driver names (its PYSPARK_PYTHON or spark.pyspark.python;
        # a worker's own environment is not consulted): in local mode this one, which has kafkasniff;
        # on a cluster this one too unless the user names another (the same path on every machine)
        if local:
            os.environ["PYSPARK_PYTHON"] = sys.executable
        else:
            os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
        os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
    builder = (
        builder.config("spark.sql.session.timeZone", "UTC")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.sql.execution.arrow.pyspark.enabled", "true")
        .config("spark.sql.adaptive.enabled", "true")
        # Arrow batches to Python workers bounded by rows only: with a byte bound, Spark sizes the
        # batch being built after every row, walking every vector of the nested exchange struct
        # stage 2's input carries; that took 44 of stage 2's 47 s of JVM CPU on 450 MB of segments.
        # 2048 rows of segments (at most 64 KiB each) stay under 128 MiB.
        .config("spark.sql.execution.arrow.maxBytesPerBatch", str(2**31 - 1))
        .config("spark.sql.execution.arrow.maxRecordsPerBatch", "2048")
    )
    session = builder.getOrCreate()
    # failures reach the user as one line (spark_errors); the JVM's log would repeat them at length
    session.sparkContext.setLogLevel("FATAL")
    logging.getLogger("py4j").setLevel(logging.CRITICAL)
    return session


class SparkFailure(Exception):
    """Spark (the driver's JVM, the cluster or a Python worker) failed: one line for the user."""


@contextlib.contextmanager
def spark_errors() -> Iterator[None]:
    """Spark's failures as one SparkFailure line each instead of Py4J's and the JVM's tracebacks
    (the first line that says what went wrong: a Python worker's own error when there is one)."""
    from py4j.protocol import Py4JError
    from pyspark.errors import PySparkException

    try:
        yield
    except (Py4JError, PySparkException) as exc:
        raise SparkFailure(failure_line(str(exc))) from None


def failure_line(text: str) -> str:
    """The one line of a Spark failure's text worth showing: a Python worker's own error when
    there is one, else the JVM's exception, cut to the task's own error when a task failed."""
    lines = [line.rstrip() for line in text.splitlines()]
    starts = [i for i, line in enumerate(lines) if "Traceback (most recent call last):" in line]
    if starts:
        start = starts[0]
        # the error is the first line after the traceback that is not one of its frames
        for line in lines[start + 1 :]:
            if line and not line.startswith((" ", "\t", "File ")):
                return _short(line)
    for line in lines:
        line = line.strip().removeprefix(": ")
        if not line or line.startswith(("at ", "An error occurred while calling")):
            continue
        if "most recent failure:" in line and "): " in line:
            line = "a task failed: " + line.rsplit("): ", 1)[1]
        if "OutOfMemoryError" in line:
            line += " (give Spark more memory: spark.driver.memory in local mode, spark.executor.memory on a cluster)"
        return _short(line)
    return "Spark failed without saying why"


def _short(line: str, limit: int = 400) -> str:
    return line if len(line) <= limit else line[: limit - 3] + "..."
