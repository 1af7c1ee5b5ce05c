"""The undecoded stages in a child process: the same exchanges, notices and counters as in one
process, errors as one line, and progress reported as the child reads."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
from dataclasses import replace

import pytest

from kafkasniff.capture.pcap import CaptureError, open_capture, read_packets
from kafkasniff.counters import Counters
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import DecodedExchange, Exchange, MemoryBudget, Notice
from kafkasniff.pipeline import split_process
from kafkasniff.pipeline.dissection import dissect
from kafkasniff.pipeline.split_process import Rendered, exchanges_from_child, worth_splitting
from kafkasniff.pipeline.wiring import Options, exchanges
from kafkasniff.rendering import ndjson
from tests.support import captures as cap
from tests.support.captures import sample_path


def in_one_process(path: str) -> tuple[list, Counters]:
    counters = Counters()
    with open_capture(path) as stream:
        return list(exchanges(read_packets(stream, counters), counters, Options())), counters


@pytest.mark.parametrize("sample", ["mixed-load", "mock-txn"])
def test_the_child_gives_what_one_process_gives(sample):
    path = str(sample_path(sample))
    expected, expected_counters = in_one_process(path)
    counters, read = Counters(), []
    items = list(exchanges_from_child(path, Options(), counters, read.append))
    assert items == expected
    assert counters == expected_counters
    assert sum(read) == sample_path(sample).stat().st_size


def test_damaged_captures_give_the_same_notices_and_counts(tmp_path):
    segs = cap.recut(cap.load_segments(sample_path("confluent")), 100)
    path = cap.write(tmp_path / "lost.pcap", cap.pcap_bytes(cap.drop(segs, len(segs) // 2)))
    expected, expected_counters = in_one_process(str(path))
    counters = Counters()
    assert list(exchanges_from_child(str(path), Options(), counters)) == expected
    assert counters == expected_counters and counters.gaps == 1


def test_a_capture_the_child_cannot_read_is_a_one_line_error(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("not a capture\n")
    with pytest.raises(CaptureError, match="not a pcap or pcapng capture"):
        list(exchanges_from_child(str(path), Options(), Counters()))


def stop_early(monkeypatch, end) -> list[int]:
    """Take one item of a capture read by a child, then stop; the child's id, as `end` got it."""
    ended: list[int] = []
    monkeypatch.setattr(split_process, "_end", lambda pid: (ended.append(pid), end(pid)))
    monkeypatch.setattr(split_process, "BATCH", 2)
    path = str(sample_path("mixed-load"))
    items = exchanges_from_child(path, Options(protocols=make_protocols(DissectOptions())), Counters())
    next(items)
    items.close()  # the parent stops taking batches with most of the capture unread
    assert len(ended) == 1
    return ended


def test_a_parent_that_stops_early_ends_the_child_and_reaps_it(monkeypatch):
    pid = stop_early(monkeypatch, split_process._end)[0]
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)  # reaped: no process of that id is left


def test_the_child_ends_by_itself_once_the_parent_has_closed_its_end(monkeypatch):
    statuses: list[int] = []
    stop_early(monkeypatch, lambda pid: statuses.append(os.waitpid(pid, 0)[1]))
    assert statuses == [0]  # its next write failed, and it ended quietly


def test_only_large_files_are_worth_a_second_process(tmp_path):
    assert not worth_splitting(str(sample_path("confluent")))
    assert not worth_splitting("-")
    big = tmp_path / "big.pcap"
    big.write_bytes(b"\0" * (17 * 1024 * 1024))
    assert worth_splitting(str(big)) == ((os.cpu_count() or 1) > 1)


@pytest.mark.slow
def test_the_cli_prints_the_same_with_a_second_process_as_with_one(tmp_path):
    segs = cap.recut(cap.load_segments(sample_path("mixed-load")), 1448)
    span = segs[-1].ts - segs[0].ts + 1_000_000_000
    copies = [replace(s, ts=s.ts + k * span, sport=s.sport if s.sport == 9092 else s.sport + k,
                      dport=s.dport if s.dport == 9092 else s.dport + k) for k in range(5) for s in segs]  # fmt: skip
    path = cap.write(tmp_path / "big.pcap", cap.pcap_bytes(copies))
    assert worth_splitting(str(path))
    for view in ([], ["--json"], ["--api", "Fetch", "--json"], ["-c", "7"], ["--api", "Produce", "--min-latency", "1"]):
        split = subprocess.run([sys.executable, "-m", "kafkasniff", *view, str(path)], capture_output=True, text=True)
        one = subprocess.run(
            [sys.executable, "-m", "kafkasniff", "-j", "1", *view, str(path)], capture_output=True, text=True
        )
        assert split.returncode == one.returncode == 0
        assert split.stdout == one.stdout and split.stdout.count("\n") > (2000 if len(view) < 2 else 0)
        assert split.stderr == one.stderr  # the summary's counts


def rendered_in_one_process(path: str, options: Options) -> list[str]:
    counters = Counters()
    with open_capture(path) as stream:
        decoded = dissect(exchanges(read_packets(stream, counters), counters, options), options.protocols)
        return [ndjson.render(x) for x in decoded if isinstance(x, DecodedExchange)]


@pytest.mark.parametrize("sample", ["mixed-load", "confluent", "mongo-crud"])
def test_batches_decoded_by_either_process_give_the_lines_of_one_process(sample, monkeypatch):
    """Every other batch decoded in the child: Metadata's topic ids (and MongoDB's client names)
    learnt in one process still name the Fetch (the commands) the other decodes."""
    monkeypatch.setattr(split_process, "BATCH", 3)
    path = str(sample_path(sample))
    expected = rendered_in_one_process(path, Options(protocols=make_protocols(DissectOptions())))
    options = Options(protocols=make_protocols(DissectOptions()))
    turns = itertools.cycle([True, False])
    items = exchanges_from_child(path, options, Counters(), None, ndjson.render, turns.__next__)
    shown, kinds = [], set()
    for item in dissect(items, options.protocols):
        kinds.add(type(item))
        if isinstance(item, Rendered):
            shown.append(item.text)
        elif isinstance(item, DecodedExchange):
            shown.append(ndjson.render(item))
    assert shown == expected
    assert {Rendered, DecodedExchange} <= kinds
    if sample != "mongo-crud":
        assert sum('"topic_ids":{"' in line for line in shown) >= 10


def test_exchanges_of_large_frames_are_decoded_where_they_were_read(monkeypatch):
    """The parent is never behind, yet the child decodes each exchange whose frames reach the
    threshold, and hands over its line instead of its bytes: the lines are one process's."""
    monkeypatch.setattr(split_process, "DECODED_WHERE_READ", 2048)
    path = str(sample_path("mixed-load"))
    expected = rendered_in_one_process(path, Options(protocols=make_protocols(DissectOptions())))
    options = Options(protocols=make_protocols(DissectOptions()))
    items = list(exchanges_from_child(path, options, Counters(), None, ndjson.render, lambda: False))
    handed = [item for item in items if isinstance(item, Exchange)]
    rendered = [item for item in items if isinstance(item, Rendered)]
    assert len(rendered) >= 10 and len(handed) >= 10
    assert all(split_process._frame_bytes(item) < 2048 or options.protocols["kafka"].informs_later(item)
               for item in handed)  # fmt: skip
    shown = [item.text if isinstance(item, Rendered) else ndjson.render(item)
             for item in dissect(items, options.protocols) if not isinstance(item, Notice)]  # fmt: skip
    assert shown == expected


def test_a_render_that_drops_an_exchange_leaves_no_line():
    path = str(sample_path("confluent"))
    options = Options(protocols=make_protocols(DissectOptions()))
    items = list(exchanges_from_child(path, options, Counters(), None, lambda item: None, lambda: True))
    assert items and all(isinstance(i, Rendered) and i.text is None or isinstance(i, Notice) for i in items)


def test_decodes_cut_by_memory_count_in_both_processes(monkeypatch):
    monkeypatch.setattr(split_process, "BATCH", 2)
    path = str(sample_path("codecs"))
    tight = DissectOptions(memory=MemoryBudget(64 * 1024), records=True)
    expected = Counters()
    with open_capture(path) as stream:
        options = Options(protocols=make_protocols(tight))
        list(dissect(exchanges(read_packets(stream, expected), expected, options), options.protocols, expected))
    assert expected.decodes_cut_by_memory > 2
    counters, turns = Counters(), itertools.cycle([True, False])
    options = Options(protocols=make_protocols(tight))
    items = exchanges_from_child(path, options, counters, None, ndjson.render, turns.__next__)
    list(dissect(items, options.protocols, counters))
    assert counters.decodes_cut_by_memory == expected.decodes_cut_by_memory


def test_the_parent_is_behind_only_while_exchanges_left_to_it_are_not_finished():
    """Rendered batches cost the parent nothing, and a batch it has read may still be ahead of it:
    the child decodes only while enough of the exchanges it left to the parent wait for it."""
    finished = split_process._Finished()
    backlog = split_process._Backlog(finished)
    assert not backlog()
    for undecoded in (0, 0):  # two batches the child rendered: nothing for the parent to decode
        backlog.sent(undecoded)
    assert not backlog()
    backlog.sent(split_process.WORTH_SHARING)  # a batch of exchanges for the parent
    assert backlog()
    finished.count[0] = 1  # the parent has read it all, and decoded one of them
    assert not backlog()


def test_the_child_sees_what_the_parent_finishes_after_the_fork():
    import multiprocessing

    finished = split_process._Finished()
    backlog = split_process._Backlog(finished)
    backlog.sent(split_process.WORTH_SHARING)
    fork = multiprocessing.get_context("fork")
    (go, say_go), (answer, say) = fork.Pipe(duplex=False), fork.Pipe(duplex=False)

    def child_asks() -> None:
        go.recv()
        say.send(backlog())

    child = fork.Process(target=child_asks, daemon=True)
    child.start()
    assert backlog()
    finished.count[0] = 5  # after the fork: the child sees it through the memory they share
    say_go.send(True)
    assert answer.poll(30)
    assert answer.recv() is False
    child.join()
