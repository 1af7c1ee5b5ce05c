"""Findings reported while a tap runs: real samples fed in capture order with a check at every
second of capture time, as a live tap's ticker does; each event appears once per episode, when
the offline answer (`commits`, `groups`, `txn`, `stats`) first says so."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

import pytest

from kafkasniff.analyses.commits import CommitsAnalysis
from kafkasniff.analyses.event_commits import CommitRules
from kafkasniff.analyses.event_errors import EXPECTED_ERRORS
from kafkasniff.analyses.event_records import Cadence, exchange_time
from kafkasniff.analyses.event_txn import TxnTimeouts
from kafkasniff.analyses.events import Event, EventKind, EventSettings, EventWatch, Subject
from kafkasniff.analyses.groups import GroupsAnalysis
from kafkasniff.analyses.stats import StatsAnalysis
from kafkasniff.analyses.txn import TxnAnalysis
from kafkasniff.model import DecodedExchange
from tests.support.analyses import SAMPLES, facts_of, sample_names
from tests.support.decode import decode

STALE_SAMPLES = ("stale-commit", "java-stale-commit", "sarama-stale-commit", "sarama-stale-commit-kafka")
TXN_SAMPLES = sorted(p.stem for p in SAMPLES.glob("*txn*.pcap"))
KAFKA_SAMPLES = [name for name in sample_names() if (SAMPLES / f"{name}.pcap").exists()]
# every check asks the analyses' rows, however long they take on a busy test machine (a live tap
# asks them less often when they cost more: tested apart)
EXACT = EventSettings(cpu_share=None)


@cache
def exchanges(name: str) -> tuple[DecodedExchange, ...]:
    from kafkasniff.analyses import DECODE
    from kafkasniff.dissectors.base import DissectOptions
    from kafkasniff.dissectors.registry import make_protocols
    from kafkasniff.pipeline.wiring import Options

    return tuple(decode(SAMPLES / f"{name}.pcap", Options(protocols=make_protocols(DissectOptions(**DECODE))))[0])


def ticking(items: tuple[DecodedExchange, ...], watch: EventWatch, upto: int | None = None) -> list[Event]:
    """Feed in capture order, checking at each whole second after the first exchange (the
    ticker's), then once more at the end; the events reported."""
    found: list[Event] = []
    items = items if upto is None else items[:upto]
    tick = exchange_time(items[0]) + 1
    for e in items:
        while exchange_time(e) >= tick:
            found += watch.check(tick)
            tick += 1
        watch.feed(e)
    return found + watch.check(tick)


@cache
def watched(name: str, settings: EventSettings = EXACT) -> tuple[Event, ...]:
    return tuple(ticking(exchanges(name), EventWatch(settings, capture=f"samples/{name}.pcap")))


def of_kind(events: tuple[Event, ...] | list[Event], kind: EventKind) -> list[Event]:
    return [ev for ev in events if ev.kind is kind]


def starts(events: tuple[Event, ...] | list[Event], kind: EventKind) -> dict[tuple[Any, ...], list[Event]]:
    """Episode starts by partition (group, topic, partition)."""
    found: dict[tuple[Any, ...], list[Event]] = {}
    for ev in of_kind(events, kind):
        if ev.ended is None:
            found.setdefault((ev.subject.group, ev.subject.topic, ev.subject.partition), []).append(ev)
    return found


def offline_rows(name: str) -> dict[tuple[str, str, int], dict[str, Any]]:
    analysis = CommitsAnalysis()
    for e in exchanges(name):
        analysis.feed(e)
    return {(r["group"], r["topic"], r["partition"]): r for r in analysis.rows()}


def first_shown(name: str, verdict: str) -> dict[tuple[str, str, int], float]:
    """Per partition, the capture time from which `kafkasniff commits` over the capture so far
    shows the verdict: the exchange after which it first does."""
    analysis, shown = CommitsAnalysis(), {}
    for e in exchanges(name):
        analysis.feed(e)
        for r in analysis.rows():
            key = (r["group"], r["topic"], r["partition"])
            if key not in shown and any(v["verdict"] == verdict for v in r["verdicts"]):
                shown[key] = exchange_time(e)
    return shown


def verdict_of(row: dict[str, Any], name: str) -> dict[str, Any] | None:
    return next((v for v in row["verdicts"] if v["verdict"] == name), None)


# -- stale and regressed commits ------------------------------------------------------------


@pytest.mark.parametrize("name", STALE_SAMPLES)
@pytest.mark.parametrize(("verdict", "kind"), [("stuck", EventKind.STALE_COMMIT),
                                               ("regressed", EventKind.REGRESSED_COMMIT)])  # fmt: skip
def test_each_partition_the_clients_left_stale_is_reported_once_when_commits_first_shows_it(
    name: str, verdict: str, kind: EventKind
) -> None:
    expected = {tuple(k.split("/")) for k, found in facts_of(name)["expected_verdicts"].items() if verdict in found}
    got = starts(watched(name), kind)
    assert {(g, t, str(p)) for g, t, p in got} == expected
    shown, rows = first_shown(name, verdict), offline_rows(name)
    for key, events in got.items():
        (event,) = events  # one episode in each sample: none clears before the capture ends
        offline = verdict_of(rows[key], verdict)
        assert offline is not None and event.time == offline["at"][0]  # the deciding commit `commits` lists first
        first_tick = exchange_time(exchanges(name)[0]) + 1
        while first_tick <= shown[key]:
            first_tick += 1
        assert event.detected == first_tick  # the first check after `commits` would show it


@pytest.mark.parametrize("name", ["java-stale-commit", "sarama-stale-commit", "sarama-stale-commit-kafka"])
def test_a_stale_commit_names_the_member_the_client_reported_as_the_culprit(name: str) -> None:
    culprit = facts_of(name)["culprit"]
    for (event,) in starts(watched(name), EventKind.STALE_COMMIT).values():
        assert event.subject.client == culprit["client_id"]
        assert culprit["client_id"] in event.text
        group, topic, partition = event.subject.group, event.subject.topic, event.subject.partition
        assert event.next == (f"kafkasniff commits samples/{name}.pcap --group {group} "
                              f"--partition {topic}/{partition} --plot")  # fmt: skip


def test_kafka_pythons_stale_commit_names_the_checkpointer_that_re_commits() -> None:
    (event,) = starts(watched("stale-commit"), EventKind.STALE_COMMIT)[("settlement", "payments-in", 0)]
    assert event.subject.client == "checkpointer"
    assert "re-committed offset 4" in event.text


@pytest.mark.parametrize("name", KAFKA_SAMPLES)
def test_no_stale_or_regressed_commit_where_commits_finds_none(name: str) -> None:
    rows = offline_rows(name).values()
    for verdict, kind in (("stuck", EventKind.STALE_COMMIT), ("regressed", EventKind.REGRESSED_COMMIT)):
        flagged = {(r["group"], r["topic"], r["partition"]) for r in rows if verdict_of(r, verdict)}
        assert set(starts(watched(name), kind)) <= flagged
        if not flagged:
            assert not of_kind(watched(name), kind)


def test_a_stale_episode_ends_once_commits_move_past_it_and_stay_quiet() -> None:
    """sarama's invoices/2 is held back for one generation, then caught up (the sidecar says so);
    30 s after the last stale commit a check finds it over; invoices/1 and /3 end behind."""
    name = "sarama-stale-commit"
    watch = EventWatch(EXACT, capture="x.pcap")
    during = ticking(exchanges(name), watch)
    last = exchange_time(exchanges(name)[-1])
    after = watch.check(last + 31) + watch.check(last + 32)
    ended = [ev for ev in after if ev.kind is EventKind.STALE_COMMIT]
    assert [(ev.subject.topic, ev.subject.partition) for ev in ended] == [("invoices", 2)]
    (start,) = starts(during, EventKind.STALE_COMMIT)[("billing", "invoices", 2)]
    assert ended[0].time == start.time and ended[0].ended == last + 31
    assert facts_of(name)["expected_state"]["billing/invoices/2"]["state"] == "caught-up"


class Rows:
    """An analysis whose rows a test writes."""

    def __init__(self) -> None:
        self.answer: list[dict[str, Any]] = []

    def feed(self, e: DecodedExchange) -> None:
        pass

    def rows(self) -> list[dict[str, Any]]:
        return self.answer


def stuck_row(at: list[float], offsets: list[int], committed: int) -> dict[str, Any]:
    evidence = [{"offset": o, "client_id": "late", "member_id": "m-1", "generation": 3} for o in offsets]
    verdict = {"verdict": "stuck", "count": len(at), "at": at, "evidence": evidence, "evidence_omitted": 0}
    return {"group": "g", "topic": "t", "partition": 0, "verdicts": [verdict], "committed": committed, "consumed": 9}


def test_a_stale_partition_is_reported_again_in_a_new_episode_after_the_last_one_ended() -> None:
    rules = CommitRules(replace(EXACT, clear_after_s=30), "c.pcap", Rows)
    commit = next(e for e in exchanges("stale-commit") if e.fields.get("api") == "OffsetCommit")

    def answer(row: dict[str, Any]) -> None:  # the analysis's rows once another commit came
        rules.analysis.answer = [row]
        rules.feed(commit)

    answer(stuck_row([100.0], [4], committed=4))
    (first,) = rules.check(101)
    answer(stuck_row([100.0, 105.0], [4, 4], committed=4))
    assert rules.check(106) == []  # the same episode: more of it
    answer(stuck_row([100.0, 105.0], [4, 4], committed=8))
    assert rules.check(134) == []  # commits moved on, but not quiet for 30 s yet
    (ended,) = rules.check(135)
    assert (ended.time, ended.ended) == (100.0, 135)
    assert rules.check(136) == []
    answer(stuck_row([100.0, 105.0, 140.0], [4, 4, 8], committed=8))
    (again,) = rules.check(141)
    assert (again.time, again.ended, again.subject.client) == (140.0, None, "late")
    assert first.kind is again.kind is EventKind.STALE_COMMIT


def test_rows_are_asked_again_only_once_something_that_changes_a_commit_verdict_came() -> None:
    rules = CommitRules(EXACT, "c.pcap", Rows)
    asked = []
    rules.analysis.rows = lambda: asked.append(1) or []  # type: ignore[method-assign]
    fetch = next(e for e in exchanges("stale-commit") if e.fields.get("api") == "Fetch")
    commit = next(e for e in exchanges("stale-commit") if e.fields.get("api") == "OffsetCommit")
    rules.check(1)
    rules.feed(fetch)
    rules.check(2)
    rules.feed(commit)
    rules.check(3)
    assert len(asked) == 2  # the first check, and the one after the commit


# -- rebalance storms -----------------------------------------------------------------------


def formed_times(name: str, group: str) -> list[float]:
    analysis = GroupsAnalysis()
    for e in exchanges(name):
        analysis.feed(e)
    return sorted(r["formed_ts"] for r in analysis.rows() if r["group"] == group and r["formed_ts"] is not None)


@pytest.mark.parametrize("name", KAFKA_SAMPLES)
def test_no_sample_storms_with_the_default_thresholds(name: str) -> None:
    """Start-ups, joins, leaves, cooperative rounds: a few generations each, not a storm."""
    assert not of_kind(watched(name), EventKind.REBALANCE_STORM)


@pytest.mark.parametrize(("name", "group", "least"), [("java-stale-commit", "billing", 4),
                                                     ("kip848-consumer", "kip848-group", 5),
                                                     ("java-groups", "java-coop", 4)])  # fmt: skip
def test_a_storm_is_reported_once_at_the_rebalance_that_completes_the_count(name: str, group: str, least: int) -> None:
    settings = replace(EXACT, storm_rebalances=least, storm_window_s=60)
    watch = EventWatch(settings, capture="c.pcap")
    (storm,) = of_kind(ticking(exchanges(name), watch), EventKind.REBALANCE_STORM)
    formed = formed_times(name, group)
    assert (storm.subject.group, storm.time, storm.ended) == (group, formed[least - 1], None)
    assert storm.next == f"kafkasniff groups c.pcap --group {group}"
    assert f"{least} rebalances" in storm.text
    # it ends when the window holds fewer than the threshold: 60 s after the least recent of the last `least`
    (ended,) = of_kind(watch.check(formed[-1] + 61), EventKind.REBALANCE_STORM)
    assert ended.ended == formed[-least] + 60
    assert watch.check(formed[-1] + 62) == []


def test_a_storm_names_the_clients_whose_members_came_and_went() -> None:
    settings = replace(EXACT, storm_rebalances=4, storm_window_s=60)
    (storm,) = of_kind(ticking(exchanges("java-stale-commit"), EventWatch(settings)), EventKind.REBALANCE_STORM)
    # billing: java-a and java-b form it, java-c joins, java-a leaves (the sidecar's story)
    assert "java-a" in storm.text and "java-c" in storm.text
    assert storm.subject.client == "java-a"  # joined, then left


# -- error bursts ----------------------------------------------------------------------------


def error_exchanges(name: str, api: str, error: str) -> list[DecodedExchange]:
    return [e for e in exchanges(name) if e.fields.get("api") == api and error in e.errors]


BURSTS = [
    ("kafka-python-legacy", "Produce", "UNKNOWN_PRODUCER_ID"),  # tansu misreads legacy Produce (the sidecar says)
    ("sarama-never-formed", "JoinGroup", "INVALID_SESSION_TIMEOUT"),  # a session timeout below the broker's minimum
    ("kafka-sasl", "SaslAuthenticate", "SASL_AUTHENTICATION_FAILED"),  # clients with wrong passwords
]


@pytest.mark.parametrize(("name", "api", "error"), BURSTS)
def test_an_error_burst_is_reported_once_from_the_answer_that_made_it(name: str, api: str, error: str) -> None:
    bursts = of_kind(watched(name), EventKind.ERROR_BURST)
    (burst,) = [ev for ev in bursts if ev.subject.api == api]
    assert (burst.subject.error, burst.ended) == (error, None)
    # the fifth answer carrying it within 10 s (each is well over 5% of the api's answers there)
    assert burst.time == exchange_time(error_exchanges(name, api, error)[4])
    assert burst.next == f"kafkasniff samples/{name}.pcap --api {api} -Y 'errors == \"{error}\"'"
    assert burst.subject.client in {e.fields.get("client_id") for e in error_exchanges(name, api, error)}


def test_a_burst_ends_once_its_window_has_slid_past_it() -> None:
    watch = EventWatch(EXACT)
    ticking(exchanges("kafka-python-legacy"), watch)
    last = exchange_time(error_exchanges("kafka-python-legacy", "Produce", "UNKNOWN_PRODUCER_ID")[-1])
    quiet = int(last) + 1 + 10  # its second has left the 10 s window
    assert watch.check(quiet - 1) == []
    (ended,) = watch.check(quiet)
    assert (ended.kind, ended.ended, ended.subject.error) == (EventKind.ERROR_BURST, quiet, "UNKNOWN_PRODUCER_ID")


@pytest.mark.parametrize("name", KAFKA_SAMPLES)
def test_bursts_only_of_errors_stats_counts_often_enough_and_never_of_the_protocols_own_steps(name: str) -> None:
    stats = StatsAnalysis()
    for e in exchanges(name):
        stats.feed(e)
    counted = {(r["api"], r["error"]): r["exchanges"] for r in stats.rows() if r["kind"] == "error"}
    for burst in of_kind(watched(name), EventKind.ERROR_BURST):
        key = (burst.subject.api, burst.subject.error)
        assert key not in EXPECTED_ERRORS
        assert counted[key] >= EventSettings().burst_errors


def test_a_rebalance_told_by_heartbeat_answers_is_no_error_burst() -> None:
    """java-stale-commit: every one of 11 Heartbeats answered REBALANCE_IN_PROGRESS."""
    assert len(error_exchanges("java-stale-commit", "Heartbeat", "REBALANCE_IN_PROGRESS")) >= 5
    assert not of_kind(watched("java-stale-commit"), EventKind.ERROR_BURST)


# -- transactions past their timeout ---------------------------------------------------------


def txn_rows(name: str, upto: int | None = None) -> list[dict[str, Any]]:
    analysis = TxnAnalysis()
    for e in exchanges(name)[:upto]:
        analysis.feed(e)
    return analysis.rows()


def declared_timeout(name: str, tid: str) -> float:
    inits = [e.fields["request"] for e in exchanges(name) if e.fields.get("api") == "InitProducerId"]
    (timeout,) = {request["transaction_timeout_ms"] for request in inits if request.get("transactional_id") == tid}
    return float(timeout) / 1000


def first_open(name: str) -> tuple[int, dict[str, Any]]:
    """The first moment a transaction is open: how many exchanges in, and its row then."""
    for upto in range(1, len(exchanges(name)) + 1):
        found = [r for r in txn_rows(name, upto) if r["outcome"] == "open"]
        if found:
            return upto, found[0]
    raise AssertionError(f"{name}: no transaction is ever open")


@pytest.mark.parametrize("name", TXN_SAMPLES)
def test_transactions_that_end_within_their_timeout_are_no_event(name: str) -> None:
    assert not of_kind(watched(name), EventKind.TXN_PAST_TIMEOUT)


# (platformatic-txn-tansu's one transaction never began: tansu refused its partitions, so `txn`
# never calls it open)
@pytest.mark.parametrize("name", [n for n in TXN_SAMPLES if n != "platformatic-txn-tansu"])
def test_a_transaction_open_past_its_declared_timeout_is_reported_once_and_its_end_after(name: str) -> None:
    """The tap goes quiet while a transaction is open: checks go on with the clock."""
    upto, row = first_open(name)
    tid = row["transactional_id"]
    timeout = declared_timeout(name, tid)
    watch = EventWatch(EXACT, capture="c.pcap")
    ticking(exchanges(name), watch, upto)
    due = row["started"] + timeout
    assert watch.check(due - 0.5) == []
    (late,) = watch.check(due + 0.5)
    assert (late.kind, late.time, late.subject.transactional_id) == (EventKind.TXN_PAST_TIMEOUT, due, tid)
    assert f"timeout of {timeout:g} s (its producer declared)" in late.text
    assert late.subject.client is not None
    assert watch.check(due + 1.5) == []
    for e in exchanges(name)[upto:]:
        watch.feed(e)
    (ended,) = of_kind(watch.check(due + 2.5), EventKind.TXN_PAST_TIMEOUT)
    final = next(r for r in txn_rows(name) if (r["transactional_id"], r["started"]) == (tid, row["started"]))
    assert (ended.time, ended.ended) == (due, final["ended"])
    assert final["outcome"] in ended.text


def test_a_transaction_whose_init_was_not_captured_gets_the_clients_default_timeout_said_as_assumed() -> None:
    name = "java-txn"
    upto, row = first_open(name)
    inits = [e for e in exchanges(name)[:upto] if e.fields.get("api") != "InitProducerId"]
    watch = EventWatch(replace(EXACT, assumed_txn_timeout_s=5))
    for e in inits:
        watch.feed(e)
    (late,) = watch.check(row["started"] + 6)
    assert late.time == row["started"] + 5
    assert "assumed" in late.text


def test_txn_rows_are_asked_again_only_once_something_that_begins_or_ends_a_transaction_came() -> None:
    rules = TxnTimeouts(EXACT, "c.pcap", Rows)
    asked = []
    rules.analysis.rows = lambda: asked.append(1) or []  # type: ignore[method-assign]
    fetch = next(e for e in exchanges("java-txn") if e.fields.get("api") == "Fetch")
    end = next(e for e in exchanges("java-txn") if e.fields.get("api") == "EndTxn")
    rules.check(1)
    rules.feed(fetch)
    rules.check(2)
    rules.feed(end)
    rules.check(3)
    assert len(asked) == 2  # the first check, and the one after the EndTxn


# -- the watch -------------------------------------------------------------------------------


def test_a_rule_whose_rows_cost_more_than_its_share_of_a_core_runs_less_often() -> None:
    clock = iter([0.0, 0.2, 10.0, 10.2, 20.0, 20.2])  # each rows() call measured at 200 ms
    cadence = Cadence(share=0.05, clock=lambda: next(clock))
    ran = [now for now in range(100, 112) if cadence.run(now, list) is not None]
    assert ran == [100, 104, 108]  # 200 ms at 5% of a core: once every 4 s
    assert cadence.costs == pytest.approx([0.2, 0.2, 0.2])


def test_checks_with_nothing_fed_report_nothing() -> None:
    watch = EventWatch()
    assert watch.check() == [] and watch.check(1e9) == []


def test_the_latest_capture_time_is_what_a_check_uses_by_default() -> None:
    watch = EventWatch()
    for e in exchanges("kafka-python-legacy"):
        watch.feed(e)
    assert watch.latest == max(exchange_time(e) for e in exchanges("kafka-python-legacy"))
    (burst,) = watch.check()
    assert burst.detected == watch.latest


def test_events_are_typed_records() -> None:
    event = of_kind(watched("java-stale-commit"), EventKind.STALE_COMMIT)[0]
    assert isinstance(event.subject, Subject) and event.kind == "stale-commit"
    assert replace(event, ended=1.0).ended == 1.0 and event.ended is None
