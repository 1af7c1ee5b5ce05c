"""An event as a live tap reports it: one stderr line with the next step, and one NDJSON object
with a fixed set of keys."""

from __future__ import annotations

import json
from dataclasses import replace

from kafkasniff.analyses.events import Event, EventKind, Subject
from kafkasniff.rendering.events import event_line, event_ndjson, event_object

KEYS = ["event", "kind", "phase", "time", "ended", "detected", "group", "topic", "partition", "member", "client",
        "api", "error", "transactional_id", "text", "next"]  # fmt: skip

# 2026-11-29 09:33:31.117119 UTC
STALE = Event(
    EventKind.STALE_COMMIT, 1795944811.117119,
    Subject(group="billing", topic="invoices", partition=2, member="m-1", client="billing-b"),
    "group billing invoices/2: billing-b re-committed offset 4 after the group read past it",
    "kafkasniff commits tap.pcap --group billing --partition invoices/2 --plot", 1795944812.0,
)  # fmt: skip


def test_a_start_is_one_stderr_line_with_its_utc_time_what_happened_and_the_command_to_run_next() -> None:
    assert event_line(STALE) == (
        "kafkasniff: event: stale-commit at 09:33:31.117119: group billing invoices/2: billing-b re-committed "
        "offset 4 after the group read past it; next: kafkasniff commits tap.pcap --group billing "
        "--partition invoices/2 --plot"
    )


def test_an_end_says_when_it_cleared_and_how_long_the_episode_lasted() -> None:
    ended = replace(STALE, text="group billing invoices/2: commits move again, committed 16",
                    ended=STALE.time + 41, detected=STALE.time + 41)  # fmt: skip
    assert event_line(ended).startswith(
        "kafkasniff: event: stale-commit ended at 09:34:12.117119, 41 s after it began: group billing invoices/2: "
        "commits move again"
    )


def test_a_line_break_in_a_client_id_does_not_break_the_line() -> None:
    odd = replace(STALE, text="billing-b\nforged line re-committed offset 4")
    assert "\n" not in event_line(odd)


def test_the_ndjson_object_has_every_key_always_in_the_documented_order() -> None:
    obj = event_object(STALE, 7)
    assert list(obj) == KEYS
    assert obj["event"] == 7 and obj["kind"] == "stale-commit" and obj["phase"] == "start"
    assert (obj["group"], obj["topic"], obj["partition"], obj["client"]) == ("billing", "invoices", 2, "billing-b")
    assert obj["api"] is None and obj["transactional_id"] is None and obj["ended"] is None
    assert obj["next"] == STALE.next


def test_an_ndjson_line_is_one_line_of_json_an_end_with_its_phase_and_end_time() -> None:
    burst = Event(EventKind.ERROR_BURST, 100.5, Subject(api="Produce", error="NOT_LEADER_OR_FOLLOWER"),
                  "Produce answered NOT_LEADER_OR_FOLLOWER 9 times in 10 s", "kafkasniff tap.pcap --api Produce",
                  101.0, ended=130.0)  # fmt: skip
    line = event_ndjson(burst, 2)
    assert line.endswith("\n") and line.count("\n") == 1
    parsed = json.loads(line)
    assert list(parsed) == KEYS
    assert (parsed["phase"], parsed["time"], parsed["ended"], parsed["detected"]) == ("end", 100.5, 130.0, 101.0)
    assert (parsed["api"], parsed["error"], parsed["group"]) == ("Produce", "NOT_LEADER_OR_FOLLOWER", None)
