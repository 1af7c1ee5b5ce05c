"""The Spark session: embedded local mode by default, whatever spark-submit or --master says
otherwise. Never asks Spark to download anything at run time."""

from __future__ import annotations

import os
import sys
from typing import Any


def spark_session(master: str | None = None, app: str = "kafkasniff") -> Any:
    from pyspark.sql import SparkSession

    builder = SparkSession.builder.appName(app)
    launched_by_spark_submit = "PYSPARK_GATEWAY_PORT" in os.environ
    if master:
        builder = builder.master(master)
    elif not launched_by_spark_submit:
        builder = builder.master("local[*]")
    if not launched_by_spark_submit and (master is None or master.startswith("local")):
        # workers must run this interpreter, which has kafkasniff and its dependencies
        os.environ["PYSPARK_PYTHON"] = sys.executable
        os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable
    builder = (
        builder.config("spark.sql.session.timeZone", "UTC")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.sql.execution.arrow.pyspark.enabled", "true")
        .config("spark.sql.adaptive.enabled", "true")
    )
    session = builder.getOrCreate()
    session.sparkContext.setLogLevel("ERROR")
    return session
