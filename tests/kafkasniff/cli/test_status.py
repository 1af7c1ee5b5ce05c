"""Failures become one line on stderr and an exit status, in one place (cli/status.py)."""

from __future__ import annotations

import pytest

from kafkasniff.capture.pcap import CaptureError
from kafkasniff.cli.status import BAD_INPUT, OK, SPARK_FAILED, guarded


def failing(exc: BaseException):
    def action() -> None:
        raise exc

    return action


def test_a_spark_failure_is_one_line_and_status_3(capsys):
    from kafkasniff.bulk.session import SparkFailure

    assert guarded(failing(SparkFailure("the executor died"))) == SPARK_FAILED
    assert capsys.readouterr().err == "kafkasniff: Spark failed: the executor died\n"


def test_an_unreadable_capture_is_one_line_and_status_2(capsys):
    assert guarded(failing(CaptureError("x.pcap: not a capture"))) == BAD_INPUT
    assert capsys.readouterr().err == "kafkasniff: x.pcap: not a capture\n"


def test_a_command_that_succeeds_is_status_0():
    assert guarded(lambda: None) == OK


def test_any_other_failure_is_a_bug_and_is_not_hidden():
    with pytest.raises(ZeroDivisionError):
        guarded(failing(ZeroDivisionError()))
