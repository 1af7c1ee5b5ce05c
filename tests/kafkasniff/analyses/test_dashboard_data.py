"""`top`'s figures are the analyses' own answers, fed together: the same rows `stats`, `topology`,
`groups` and `commits` give, added up or picked per view, never counted anew."""

from __future__ import annotations

from kafkasniff.analyses import DECODE
from kafkasniff.analyses.commits import CommitsAnalysis
from kafkasniff.analyses.dashboard_data import Answers, DashboardAnalyses, Spans, dashboard
from kafkasniff.analyses.groups import GroupsAnalysis
from kafkasniff.analyses.rolling import RollingAnalysis
from kafkasniff.analyses.stats import StatsAnalysis
from kafkasniff.analyses.topology import TopologyAnalysis
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import DecodedExchange
from kafkasniff.pipeline.wiring import Options
from tests.support.analyses import SAMPLES, facts_of
from tests.support.decode import decode


def exchanges(name: str) -> list[DecodedExchange]:
    options = Options(protocols=make_protocols(DissectOptions(**DECODE)))
    return decode(SAMPLES / f"{name}.pcap", options)[0]


def fed(name: str) -> DashboardAnalyses:
    analyses = DashboardAnalyses()
    for e in exchanges(name):
        analyses.feed(e)
    return analyses


def alone(analysis, name: str) -> list[dict]:
    for e in exchanges(name):
        if e.exchange.conn.protocol == "kafka" or isinstance(analysis, StatsAnalysis):
            analysis.feed(e)
    return analysis.rows()


def test_each_analysis_answers_as_it_does_alone():
    answers = fed("mixed-load").answers()
    assert answers.stats == alone(StatsAnalysis(), "mixed-load")
    assert answers.topology == alone(TopologyAnalysis(), "mixed-load")
    assert answers.groups == alone(GroupsAnalysis(), "mixed-load")
    assert answers.commits == alone(CommitsAnalysis(), "mixed-load")


def test_mongodb_exchanges_count_in_stats_alone():
    answers = fed("mongo-crud").answers()
    assert sum(r["count"] for r in answers.stats if r["kind"] == "api") > 0
    assert answers.topology == answers.groups == answers.commits == []


def test_the_capture_times_span_the_exchanges_fed():
    items = exchanges("mixed-load")
    answers = fed("mixed-load").answers()
    assert answers.first_ts == items[0].exchange.ts / 1e9
    assert answers.last_ts == max(e.exchange.ts for e in items) / 1e9


def test_the_views_lines_add_up_the_rows():
    facts = facts_of("mixed-load")
    answers = fed("mixed-load").answers()
    board = dashboard(answers, answers, Spans(2.0, 4.0))
    produce = next(line for line in board.apis if line.api == "Produce")
    assert (produce.rate_now, produce.rate_run) == (produce.count / 2, produce.count / 4)
    assert board.exchanges == sum(line.count for line in board.apis)
    assert {line.topic: line.records_produced for line in board.topics} == facts["produced"]
    assert {line.group for line in board.groups} == set(facts["groups"])
    assert {line.client_id for line in board.clients} >= set(facts["client_ids"])
    assert board.lag == [] and board.throttles == []


def test_a_partition_held_back_is_listed_with_who_holds_it():
    culprit = facts_of("sarama-stale-commit")["culprit"]
    answers = fed("sarama-stale-commit").answers()
    lag = dashboard(answers, answers, Spans(1.0, 1.0)).lag
    assert sorted(f"{line.topic}/{line.partition}" for line in lag) == sorted(culprit["stale_commits_per_partition"])
    assert all(line.culprit.startswith(culprit["client_id"]) for line in lag)


def test_a_window_without_a_length_has_no_rate():
    empty = Answers([], [], [], [], None, None)
    assert dashboard(empty, empty, Spans(0.0, 0.0)).rate_now is None


def test_forgetting_reaches_each_analysis_and_counts_per_analysis():
    rolling = RollingAnalysis(DashboardAnalyses, forget_after=1)
    for e in exchanges("mixed-load"):
        rolling.feed(e)
    rolling.snapshot(lambda a: a.answers())  # the keys were touched in this interval
    snapshot = rolling.snapshot(lambda a: a.answers())  # idle for one interval: forgotten after it
    assert snapshot.forgotten["partition (commits)"] == 14 and snapshot.forgotten["client (topology)"] > 0
    left = rolling.run.answers()
    assert (left.stats, left.topology, left.groups, left.commits) == ([], [], [], [])
