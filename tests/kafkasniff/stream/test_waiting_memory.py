"""Requests waiting for their answer are bounded by the memory budget, not by their number: a
producer whose broker falls behind may have thousands in flight on one connection, and each is
still paired with its answer when it comes."""

from __future__ import annotations

from kafkasniff.counters import Counters
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import Connection, Exchange, Frame, MemoryBudget, Notice, WarningKind
from kafkasniff.stream.framing import ConnectionClosed
from kafkasniff.stream.pairing import Pairer
from kafkasniff.stream.waiting_memory import DEFAULT_WAITING_MEMORY, HEAD_KEPT, PENDING_COST
from tests.support import kafka_frames as kf

CONN = Connection(("10.0.0.1", 40000), ("10.0.0.2", 9092), "kafka")
BODY = bytes(4000)  # a request of a few kilobytes (an empty Fetch v4 and trailing bytes)


def request(corr: int) -> Frame:
    data = kf.request(1, 4, corr, body=BODY)
    return Frame(CONN, True, corr, corr, 0, len(data), data)


def answer(corr: int, ts: int) -> Frame:
    data = kf.response(corr)
    return Frame(CONN, False, ts, ts, 0, len(data), data)


def in_flight_then_answered(n: int, memory: MemoryBudget | None) -> tuple[list[Exchange | Notice], Counters, Pairer]:
    """n requests sent before the first answer comes, then the n answers, then the close."""
    counters = Counters()
    pairer = Pairer(make_protocols(), counters, memory)
    out: list[Exchange | Notice] = []
    for corr in range(1, n + 1):
        out += pairer.feed(request(corr))
    for corr in range(1, n + 1):
        out += pairer.feed(answer(corr, 10**6 + corr))
    out += pairer.feed(ConnectionClosed(CONN, 10**9))
    return out, counters, pairer


def exchanges(out: list[Exchange | Notice]) -> list[Exchange]:
    return [e for e in out if isinstance(e, Exchange)]


def budget_for(whole: int, heads: int = 0) -> MemoryBudget:
    """A budget whose buffers' half holds that many whole requests waiting and that many more
    cut to their head, and no more."""
    return MemoryBudget(2 * (whole * (PENDING_COST + len(request(1).data)) + heads * (PENDING_COST + HEAD_KEPT)))


def test_thousands_in_flight_on_one_connection_all_pair_with_their_answers():
    out, counters, _ = in_flight_then_answered(5000, MemoryBudget(512 << 20))
    assert [e.status for e in exchanges(out)] == ["ok"] * 5000
    assert [e.latency_ns for e in exchanges(out)][:2] == [10**6, 10**6]
    assert counters.unanswered == counters.no_request == 0
    assert counters.requests_cut_by_memory == counters.requests_given_up_by_memory == 0


def test_requests_past_the_budget_wait_with_their_head_and_still_pair():
    out, counters, _ = in_flight_then_answered(15, budget_for(10, heads=5))
    done = exchanges(out)
    assert [e.status for e in done] == ["ok"] * 15
    assert counters.requests_cut_by_memory == 5
    whole, cut = done[:10], done[10:]
    assert all(e.request is not None and e.request.complete for e in whole)
    for e in cut:
        assert e.request is not None
        assert len(e.request.data) == HEAD_KEPT and e.request.lost == len(request(1).data) - HEAD_KEPT
        assert e.request.loss == WarningKind.MEMORY_BUDGET


def test_a_request_cut_for_memory_decodes_to_its_cut_with_a_memory_budget_warning():
    out, _, _ = in_flight_then_answered(3, budget_for(2, heads=1))
    cut = exchanges(out)[2]
    decoded = make_protocols()["kafka"].dissect(cut)
    kinds = [(w.kind, w.offset) for w in decoded.warnings]
    assert (WarningKind.MEMORY_BUDGET, HEAD_KEPT) in kinds
    assert decoded.fields["correlation_id"] == 3


def test_when_not_even_heads_fit_the_oldest_are_given_up_with_a_notice_each():
    out, counters, _ = in_flight_then_answered(5, budget_for(0, heads=3))
    notices = [n for n in out if isinstance(n, Notice)]
    assert [n.kind for n in notices] == ["memory", "memory"]
    assert "given up unanswered" in notices[0].message
    done = exchanges(out)
    # the first two made room for the last ones; their answers came without them
    assert [(e.status, e.request.ts) for e in done[:2] if e.request] == [("unanswered", 1), ("unanswered", 2)]
    assert sorted(e.status for e in done[2:]) == ["no-request", "no-request", "ok", "ok", "ok"]
    assert counters.requests_given_up_by_memory == 2 and counters.requests_cut_by_memory == 5
    assert "were given up unanswered while they waited" in counters.summary_line()


def test_everything_drawn_is_given_back_once_answered_or_closed():
    budget = budget_for(10, heads=2)
    in_flight_then_answered(30, budget)
    assert budget.held == 0
    unanswered = Pairer(make_protocols(), Counters(), budget)
    for corr in range(1, 8):
        unanswered.feed(request(corr))
    assert budget.held > 0
    unanswered.feed(ConnectionClosed(CONN, 10**9))
    assert budget.held == 0


def test_without_a_run_budget_what_waits_draws_from_a_default_one():
    """The Spark stages and library users pass no budget: what waits is bounded all the same."""
    pairer = Pairer(make_protocols(), Counters())
    budget = pairer.memory.memory
    assert budget.limit == DEFAULT_WAITING_MEMORY
    pairer.feed(request(1))
    assert budget.held == PENDING_COST + len(request(1).data)
    pairer.feed(answer(1, 10))
    assert budget.held == 0
