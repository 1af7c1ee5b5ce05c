"""Spark's failures reach the user as one line that says what went wrong."""

from __future__ import annotations

from kafkasniff.bulk.session import failure_line

# the shapes of Py4JJavaError's text, as Spark 4 words them
TASK_OOM = """An error occurred while calling o149.collectToPython.
: org.apache.spark.SparkException: Job aborted due to stage failure: Task 3 in stage 17.0 failed 1 times, \
most recent failure: Lost task 3.0 in stage 17.0 (TID 55) (10.0.0.1 executor driver): \
java.lang.OutOfMemoryError: Java heap space
\tat java.base/java.nio.HeapByteBuffer.<init>(HeapByteBuffer.java:64)
"""
WORKER_ERROR = """An error occurred while calling o77.count.
: org.apache.spark.SparkException: Job aborted due to stage failure: \
org.apache.spark.api.python.PythonException: Traceback (most recent call last):
  File "/usr/lib/python3/dist-packages/kafkasniff/bulk/stages.py", line 120, in _decode_file
    raise OSError("boom")
OSError: [Errno 5] Input/output error: '/captures/x.pcap3'

\tat org.apache.spark.api.python.BasePythonRunner$ReaderIterator.handlePythonException(PythonRunner.scala:580)
"""
ANALYSIS = "[PATH_NOT_FOUND] Path does not exist: file:/data/ks/exchanges. SQLSTATE: 42K03"


def test_a_task_that_ran_out_of_memory_says_so_and_what_to_raise():
    line = failure_line(TASK_OOM)
    assert line.startswith("a task failed: java.lang.OutOfMemoryError: Java heap space")
    assert "spark.driver.memory" in line and "\n" not in line


def test_a_python_worker_s_error_is_its_own_last_line():
    assert failure_line(WORKER_ERROR) == "OSError: [Errno 5] Input/output error: '/captures/x.pcap3'"


def test_an_analysis_error_is_its_message():
    assert failure_line(ANALYSIS) == ANALYSIS


def test_a_long_message_is_cut():
    assert len(failure_line("x" * 5000)) == 400
