"""A rolling analysis answers, at each snapshot, over the run so far and over the last interval,
and keeps the run's state bounded by forgetting keys no interval touched for a while."""

from __future__ import annotations

import itertools
import threading

from kafkasniff.analyses import DECODE
from kafkasniff.analyses.rolling import RollingAnalysis, Window
from kafkasniff.analyses.stats import StatsAnalysis
from kafkasniff.analyses.topology import TopologyAnalysis
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import DecodedExchange
from kafkasniff.pipeline.wiring import Options
from tests.support.analyses import SAMPLES
from tests.support.decode import decode


def exchanges(name: str) -> list[DecodedExchange]:
    options = Options(protocols=make_protocols(DissectOptions(**DECODE)))
    return [item for item in decode(SAMPLES / f"{name}.pcap", options)[0] if isinstance(item, DecodedExchange)]


def api_counts(rows: list[dict]) -> dict[str, int]:
    return {r["api"]: r["count"] for r in rows if r["kind"] == "api"}


def rows(analysis: StatsAnalysis) -> list[dict]:
    return analysis.rows()


class Clock:
    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


def test_the_run_window_answers_as_the_analysis_of_everything_fed_and_the_interval_window_as_the_last_part():
    fed = exchanges("mixed-load")
    first, second = fed[: len(fed) // 2], fed[len(fed) // 2 :]
    clock = Clock()
    rolling = RollingAnalysis(StatsAnalysis, clock=clock)
    for item in first:
        rolling.feed(item)
    clock.now += 10
    one = rolling.snapshot(rows)
    for item in second:
        rolling.feed(item)
    clock.now += 10
    two = rolling.snapshot(rows, final=True)

    whole, part = StatsAnalysis(), StatsAnalysis()
    for item in fed:
        whole.feed(item)
    for item in second:
        part.feed(item)
    assert [w.window for w in two.windows] == [Window.RUN, Window.INTERVAL]
    assert two.windows[0].answer == whole.rows()
    assert two.windows[1].answer == part.rows()
    assert (one.number, two.number, one.final, two.final) == (1, 2, False, True)
    assert (two.windows[0].since, two.windows[1].since, two.taken) == (1_000.0, 1_010.0, 1_020.0)


def test_an_interval_with_no_exchanges_answers_nothing_while_the_run_keeps_its_answer():
    rolling = RollingAnalysis(StatsAnalysis)
    for item in exchanges("confluent"):
        rolling.feed(item)
    rolling.snapshot(rows)
    quiet = rolling.snapshot(rows)
    assert quiet.windows[1].answer == []
    assert api_counts(quiet.windows[0].answer) != {}


def test_keys_no_interval_touched_for_forget_after_intervals_are_dropped_and_counted():
    rolling = RollingAnalysis(TopologyAnalysis, forget_after=2)
    for item in exchanges("mixed-load"):
        rolling.feed(item)
    clients = len(rolling.snapshot(rows).windows[0].answer)
    assert clients > 0
    kept = rolling.snapshot(rows)  # idle for one interval: still there
    assert len(kept.windows[0].answer) == clients and kept.forgotten == {}
    rolling.snapshot(rows)  # idle for two: dropped after this answer
    gone = rolling.snapshot(rows)
    assert gone.windows[0].answer == []
    assert gone.forgotten == {"client": clients}


def test_a_key_touched_again_starts_its_idle_count_over():
    fed = exchanges("confluent")
    rolling = RollingAnalysis(StatsAnalysis, forget_after=2)
    for _ in range(4):
        for item in fed:
            rolling.feed(item)
        snapshot = rolling.snapshot(rows)
        assert snapshot.forgotten == {}
    assert api_counts(snapshot.windows[0].answer) == {k: 4 * n for k, n in api_counts(stats_rows_of(fed)).items()}


def stats_rows_of(fed: list[DecodedExchange]) -> list[dict]:
    analysis = StatsAnalysis()
    for item in fed:
        analysis.feed(item)
    return analysis.rows()


def test_a_snapshot_taken_while_another_thread_feeds_sees_whole_exchanges_only():
    fed = exchanges("mixed-load")
    rolling = RollingAnalysis(StatsAnalysis)
    done = threading.Event()

    def feed() -> None:
        for item in itertools.islice(itertools.cycle(fed), 20 * len(fed)):
            rolling.feed(item)
        done.set()

    feeder = threading.Thread(target=feed)
    feeder.start()
    totals = []
    while not done.is_set():
        snapshot = rolling.snapshot(rows)
        totals.append(sum(api_counts(snapshot.windows[1].answer).values()))
    feeder.join()
    last = rolling.snapshot(rows, final=True)
    assert sum(totals) + sum(api_counts(last.windows[1].answer).values()) == 20 * len(fed)
    assert sum(api_counts(last.windows[0].answer).values()) == 20 * len(fed)
