"""Tables piped to another program are laid out for 200 columns, or for COLUMNS when it is set
(a pager's window), every analysis's table within it."""

from __future__ import annotations

import os

import pytest

from tests.support.analyses import SAMPLES
from tests.support.cli import kafkasniff


@pytest.mark.parametrize("command", ["commits", "groups", "stats", "txn", "topology"])
def test_every_line_of_a_piped_table_fits_the_columns_asked_for(command: str):
    env = {**os.environ, "COLUMNS": "100"}
    for sample in ("sarama-stale-commit-kafka", "kafkajs-txn"):
        run = kafkasniff(command, SAMPLES / f"{sample}.pcap", env=env)
        assert run.returncode == 0, run.stderr
        lines = run.stdout.splitlines()
        assert lines and max(len(line.rstrip()) for line in lines) <= 100, (command, sample)


def test_without_columns_a_piped_table_is_laid_out_for_200():
    env = {k: v for k, v in os.environ.items() if k != "COLUMNS"}
    run = kafkasniff("commits", SAMPLES / "sarama-stale-commit-kafka.pcap", env=env)
    assert max(len(line.rstrip()) for line in run.stdout.splitlines()) > 100
