"""What a running input serves beside the output: events to a file as they are found (stdin here;
a live tap in tests/test_live.py), and the options refused where they would mean nothing."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from kafkasniff.analyses import DECODE
from kafkasniff.analyses.events import EventWatch
from kafkasniff.cli.live_extras import LiveExtras
from kafkasniff.counters import Counters
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import DecodedExchange
from kafkasniff.pipeline.wiring import Options
from kafkasniff.rendering.events import event_object
from tests.support.analyses import SAMPLES
from tests.support.cli import kafkasniff
from tests.support.decode import decode


def events_offline(name: str) -> list[dict]:
    """What a watch fed the whole sample reports at its end."""
    options = Options(protocols=make_protocols(DissectOptions(**DECODE)))
    watch = EventWatch()
    for item in decode(SAMPLES / name, options)[0]:
        if isinstance(item, DecodedExchange):
            watch.feed(item)
    return [event_object(event, n) for n, event in enumerate(watch.check(), 1)]


@pytest.mark.parametrize("name", ["stale-commit.pcap", "sarama-stale-commit.pcap"])
def test_events_of_a_capture_on_stdin_go_to_the_events_file_as_ndjson(name: str, tmp_path: Path):
    path = tmp_path / "events.ndjson"
    done = subprocess.run([sys.executable, "-m", "kafkasniff", "-q", "--events", str(path), "-"],
                          input=(SAMPLES / name).read_bytes(), capture_output=True, timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr
    found = [json.loads(line) for line in path.read_text().splitlines()]
    expected = events_offline(name)
    assert found and [(e["kind"], e["group"], e["topic"], e["partition"], e["time"]) for e in found] == [
        (e["kind"], e["group"], e["topic"], e["partition"], e["time"]) for e in expected
    ]
    assert [e["event"] for e in found] == list(range(1, len(found) + 1))
    assert done.stderr == b""  # stdin's events go to the file only; -q: no summary


def test_an_analysis_on_stdin_writes_events_too(tmp_path: Path):
    path = tmp_path / "events.ndjson"
    command = [sys.executable, "-m", "kafkasniff", "commits", "--json", "--events", str(path), "-"]
    done = subprocess.run(command, input=(SAMPLES / "stale-commit.pcap").read_bytes(), capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert {json.loads(line)["kind"] for line in path.read_text().splitlines()} >= {"regressed-commit"}


def test_events_on_a_capture_file_are_refused_with_one_line():
    done = kafkasniff("--events", "x.ndjson", SAMPLES / "stale-commit.pcap")
    assert done.returncode == 2 and "--events reports while the input runs" in done.stderr
    assert len(done.stderr.splitlines()) == 1


def test_metrics_need_a_live_tap():
    done = kafkasniff("stats", "--metrics", "127.0.0.1:0", SAMPLES / "mixed-load.pcap")
    assert done.returncode == 2 and "--metrics is for a live capture" in done.stderr


def test_an_events_file_that_cannot_be_written_is_one_line_and_status_2(tmp_path: Path):
    command = [sys.executable, "-m", "kafkasniff", "--events", str(tmp_path / "no" / "e.ndjson"), "-"]
    done = subprocess.run(command, input=(SAMPLES / "confluent.pcap").read_bytes(), capture_output=True, timeout=120)
    assert done.returncode == 2
    assert done.stderr.decode().strip().endswith("No such file or directory") and b"Traceback" not in done.stderr


def test_watching_a_stream_feeds_its_exchanges_and_passes_every_item_on_unchanged():
    options = Options(protocols=make_protocols(DissectOptions(**DECODE)))
    items = decode(SAMPLES / "java-stale-commit.pcap", options)[0]
    extras = LiveExtras(("127.0.0.1", 0), 50, None, False, None, Counters())  # (not served: not entered)
    passed = list(extras.watching(iter([*items, "a notice"])))
    assert passed == [*items, "a notice"]
    assert extras.metrics is not None
    assert sum(extras.metrics.snapshot().tallies.requests.values()) == len(items)
