"""samples/broker-stall.pcap: a real broker stall. tansu was stopped (SIGSTOP) while a confluent-kafka
producer wrote 6,000 Produce requests (one message each) on one connection; when tansu ran again
every one was answered. Its sidecar holds what librdkafka reported (its statistics and protocol
log): how many Produce requests it sent and had delivered, and the most that waited for their
answer at once (samples/record/scenarios/broker_stall.py).

kafkasniff used to give up a connection's oldest waiting request once 4,096 were in flight, which
showed thousands of these requests unanswered and their answers without a request. What waits is
now bounded by --max-memory (kafkasniff/stream/waiting_memory.py): with the default budget every
exchange pairs; with a budget too small for them all, the requests given up are said so and
counted, and their answers still show."""

from __future__ import annotations

import json
import subprocess
import sys
from bisect import bisect_left
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from kafkasniff.model import DecodedExchange, MemoryBudget
from kafkasniff.stream.waiting_memory import PENDING_COST
from tests.support.decode import decode

SAMPLES = Path(__file__).resolve().parents[1] / "samples"
FACTS: dict[str, Any] = json.loads((SAMPLES / "broker-stall.facts.json").read_text())
PRODUCER: dict[str, Any] = FACTS["producer"]
PCAP = SAMPLES / FACTS["pcap"]
OLD_IN_FLIGHT_CAP = 4096
# Half of it is for buffers (MemoryBudget.for_buffers): 2 MiB, where about 3,200 of the 6,000
# waiting requests fit (each holds its 134 bytes and PENDING_COST).
TIGHT_MEMORY = 4 << 20
GIVEN_UP_NOTICE = "request given up unanswered: --max-memory had no room for it"


@dataclass(frozen=True)
class Run:
    """A `kafkasniff --json --json-summary` run on the sample: its exchanges, summary and stderr."""

    exchanges: list[dict[str, Any]]
    summary: dict[str, Any]
    stderr: str

    def produce(self, status: str | None = None) -> list[dict[str, Any]]:
        return [e for e in self.exchanges if e["api"] == "Produce" and status in (None, e["status"])]

    def correlation_ids(self, status: str) -> list[int]:
        return sorted(e["correlation_id"] for e in self.produce(status))

    def answers_without_request(self) -> list[int]:
        """Their correlation ids (without its request, a response's api is unknown)."""
        return sorted(e["correlation_id"] for e in self.exchanges if e["status"] == "no-request")


def kafkasniff(*args: str) -> Run:
    done = subprocess.run([sys.executable, "-m", "kafkasniff", "--json", "--json-summary", *args, str(PCAP)],
                          capture_output=True, text=True, timeout=300)  # fmt: skip
    assert done.returncode == 0, done.stderr
    *lines, last = done.stdout.splitlines()
    return Run([json.loads(line) for line in lines], json.loads(last)["summary"], done.stderr)


@pytest.fixture(scope="module")
def default_budget() -> Run:
    return kafkasniff()


@pytest.fixture(scope="module")
def tight_budget() -> Run:
    return kafkasniff("-v", "--max-memory", str(TIGHT_MEMORY))


def sent_correlation_ids() -> list[int]:
    return [n for first, last in PRODUCER["produce_correlation_ids"] for n in range(first, last + 1)]


def most_waiting_at_once(exchanges: list[DecodedExchange]) -> int:
    """The most requests sent and not yet answered just before one of the responses arrives."""
    sent = sorted(e.exchange.request.ts for e in exchanges if e.exchange.request is not None)
    answered = sorted(e.exchange.response.ts for e in exchanges if e.exchange.response is not None)
    return max(bisect_left(sent, t) - bisect_left(answered, t) for t in answered)


def test_the_sidecar_says_librdkafka_had_thousands_waiting_and_all_delivered():
    assert PRODUCER["produce_requests"] == PRODUCER["messages"] == PRODUCER["delivered"]
    assert PRODUCER["delivery_errors"] == 0
    assert PRODUCER["peak_waiting_for_response"] > OLD_IN_FLIGHT_CAP
    assert len(sent_correlation_ids()) == PRODUCER["produce_requests"]


def test_every_produce_request_sent_is_one_answered_exchange(default_budget: Run):
    produce = default_budget.produce()
    assert len(produce) == PRODUCER["produce_requests"]
    assert {e["status"] for e in produce} == {"ok"}
    assert default_budget.correlation_ids("ok") == sent_correlation_ids()
    assert {e["client_id"] for e in produce} == {PRODUCER["client_id"]}
    assert {(e["topics"], e["warnings"]) == ([FACTS["topic"]], []) for e in produce} == {True}


def test_nothing_is_unanswered_or_without_its_request(default_budget: Run):
    summary = default_budget.summary
    assert FACTS["capture"]["packets_dropped_by_kernel"] == 0
    assert summary["packets"] == FACTS["capture"]["packets_captured"] and summary["gaps"] == 0
    assert summary["unanswered"] == summary["no_request"] == 0
    assert summary["requests_given_up_by_memory"] == summary["requests_cut_by_memory"] == 0
    assert summary["exchanges"] == len(default_budget.exchanges)
    assert "given up" not in default_budget.stderr


def test_more_requests_waited_at_once_than_the_old_cap_as_many_as_librdkafka_reported():
    """Counted from the capture alone: before the first answer after the stall, every request
    written while tansu was stopped was on the wire, all on the one connection."""
    exchanges, _, _ = decode(PCAP)
    produce = [e for e in exchanges if e.fields["api"] == "Produce"]
    assert len({e.exchange.conn for e in produce}) == 1
    waiting = most_waiting_at_once(produce)
    assert waiting > OLD_IN_FLIGHT_CAP
    assert waiting == PRODUCER["peak_waiting_for_response"] == PRODUCER["stalled_messages"]


def test_a_budget_too_small_for_them_all_gives_up_the_oldest_and_says_so(default_budget: Run, tight_budget: Run):
    """Nothing is dropped silently: each request sent is an ok exchange or, given up, an unanswered
    one with a notice; the answer of each given up still shows, without its request; the summary
    counts them."""
    summary, given_up = tight_budget.summary, tight_budget.correlation_ids("unanswered")
    assert 0 < len(given_up) < PRODUCER["stalled_messages"]
    assert summary["requests_given_up_by_memory"] == summary["unanswered"] == len(given_up)
    assert sorted(given_up + tight_budget.correlation_ids("ok")) == sent_correlation_ids()
    assert tight_budget.answers_without_request() == given_up
    assert summary["no_request"] == len(given_up)
    # each request given up adds one exchange: its answer, shown without it
    assert len(tight_budget.exchanges) == summary["exchanges"] == len(default_budget.exchanges) + len(given_up)
    assert tight_budget.stderr.count(GIVEN_UP_NOTICE) == len(given_up)
    assert f"{len(given_up)} were given up unanswered while they waited" in tight_budget.stderr
    stalled = [n for n in tight_budget.correlation_ids("ok") if n > PRODUCER["first_produce_correlation_id"]]
    assert max(given_up) < min(stalled)  # the oldest waiting made room for the newer


def test_the_budget_bounds_what_waits_by_bytes_not_by_count(tight_budget: Run):
    """As many stalled requests wait as their bytes fit in the buffers' half of the budget; these
    are smaller (134 bytes) than the head a request too big to fit may keep, so none is cut to
    its head and none carries a memory-budget warning."""
    [size] = {e["request_size"] for e in tight_budget.produce()}
    fit = MemoryBudget(TIGHT_MEMORY).for_buffers // (PENDING_COST + size)
    assert tight_budget.summary["requests_given_up_by_memory"] == PRODUCER["stalled_messages"] - fit
    assert tight_budget.summary["requests_cut_by_memory"] == 0
    assert not [w for e in tight_budget.exchanges for w in e["warnings"] if w["kind"] == "memory-budget"]
