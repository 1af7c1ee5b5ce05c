"""One local Spark session per test module that asks for it (two cores, as CI has)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest


@pytest.fixture(scope="module")
def spark() -> Iterator[Any]:
    from kafkasniff.bulk.session import spark_session  # pyspark: only for the tests that run Spark

    session = spark_session("local[2]")
    yield session
    session.stop()
