"""A value that selects no row of an analysis's answer is one line naming the nearest values the
capture has, exit 2, never an empty table with exit 0 (issue 47: `--partition paymnts/3`)."""

from __future__ import annotations

import json

from kafkasniff.cli.nothing_matched import unmatched
from tests.support import captures as cap
from tests.support.cli import kafkasniff

STALE = cap.sample_path("sarama-stale-commit")  # group billing, topic invoices, partitions 0-3
ROWS = [{"group": "billing", "topic": "invoices", "partition": p} for p in range(4)]


def test_a_misspelt_partition_names_the_nearest_partitions():
    said = unmatched(ROWS, {}, ("invoice", 3), "this capture's commits")
    assert said == "no partition 'invoice/3' in this capture's commits; nearest: invoices/3, invoices/2, invoices/1"


def test_a_partition_number_the_topic_never_had_is_named_too():
    assert (
        unmatched(ROWS, {}, ("invoices", 9), "it")
        == "no partition 'invoices/9' in it; nearest: invoices/3, invoices/2, invoices/1"
    )


def test_every_value_asked_for_must_select_a_row():
    assert unmatched(ROWS, {"group": {"billing"}}, None, "it") is None
    assert (
        unmatched(ROWS, {"group": {"billing", "biling-2"}}, None, "it") == "no group 'biling-2' in it; nearest: billing"
    )


def test_an_answer_without_rows_says_so():
    assert unmatched([], {"group": {"billing"}}, None, "this capture's groups") == (
        "no group 'billing' in this capture's groups: it has none"
    )


def test_the_command_says_it_in_one_line_and_exits_2():
    run = kafkasniff("commits", "--group", "billing-sarma", "-q", STALE)
    assert (run.returncode, run.stdout) == (2, "")
    assert run.stderr == "kafkasniff: no group 'billing-sarma' in this capture's commits; nearest: billing\n"
    run = kafkasniff("groups", "--group", "biling", "-q", STALE)
    assert run.returncode == 2 and "nearest: billing" in run.stderr


def test_values_that_match_select_their_rows_as_before():
    run = kafkasniff("commits", "--partition", "invoices/3", "--json", "-q", STALE)
    rows = [json.loads(line) for line in run.stdout.splitlines()]
    assert run.returncode == 0 and rows
    assert {(r["topic"], r["partition"]) for r in rows} == {("invoices", 3)}


def test_an_exchange_filter_value_no_exchange_had_names_the_nearest_in_one_line():
    mixed = cap.sample_path("mixed-load")
    for args, said in (
        (["stats", "--topic", "paymnts"], "no topic 'paymnts' in this capture; nearest: payments"),
        (["stats", "--client-id", "ml-admn"], "no client id 'ml-admn' in this capture; nearest: ml-admin"),
        (["topology", "--group", "ml-analytic"], "no group 'ml-analytic' in this capture; nearest: ml-analytics"),
    ):
        run = kafkasniff(*args, "-q", mixed)
        assert (run.returncode, run.stdout) == (2, ""), args
        assert run.stderr.startswith(f"kafkasniff: {said}") and run.stderr.count("\n") == 1, run.stderr
    mongo = kafkasniff("stats", "--collection", "shop.ordrs", "-q", cap.sample_path("mongo-crud"))
    assert mongo.returncode == 2 and "no collection 'shop.ordrs' in this capture; nearest: shop.orders" in mongo.stderr


def test_a_filter_that_matches_keeps_answering_as_before():
    run = kafkasniff("stats", "--topic", "payments", "--json", "-q", cap.sample_path("mixed-load"))
    assert run.returncode == 0 and run.stdout


def test_the_values_kept_per_option_are_bounded():
    from kafkasniff.select.values_seen import LIMIT, ValuesSeen

    values = ValuesSeen()
    values.watch("topic", ["t-x"], lambda e: [f"t-{e}"])
    for n in range(LIMIT * 2):
        values.see(n)
    assert values.unmatched("it") is not None
    assert len(values._options[0].seen) <= LIMIT + 1
