"""-w on capture files: the packets of the exchanges shown, as a capture that decodes to them."""

from __future__ import annotations

import io
from collections import Counter

import pytest

from kafkasniff.model import DecodedExchange
from kafkasniff.select.extract import PacketSelection, write_selected
from tests.support import captures as cap
from tests.support.decode import decode
from tests.support.written_capture import write_and_read_back


def summary_of(e: DecodedExchange) -> tuple[object, ...]:
    """(Without the summary: a topic id is named by a Metadata exchange the CLI adds, not chosen here.)"""
    ex = e.exchange
    f = e.fields
    return (ex.conn.client, ex.conn.server, f["api"], f["correlation_id"], ex.status, ex.ts, ex.latency_ns)


@pytest.mark.parametrize(("sample", "api"), [("mixed-load", "OffsetCommit"), ("mixed-load", "Fetch"),
                                             ("confluent", "JoinGroup"), ("mock-txn", "EndTxn")])  # fmt: skip
def test_the_written_capture_decodes_to_the_chosen_exchanges(sample, api):
    back = write_and_read_back(cap.sample_path(sample), lambda e: e.fields["api"] == api)
    chosen, writer, again, counters = back.chosen, back.written, back.again, back.counters
    assert chosen
    assert writer.written == counters.packets and len(writer.linktypes) == 1
    whole = [e for e in again if e.exchange.status == "ok" and not e.warnings]
    assert Counter(map(summary_of, chosen)) <= Counter(map(summary_of, whole))  # each, whole and answered
    shown = Counter(e.fields["api"] for e in again)
    assert shown[api] == len(chosen)  # and nothing of that api that was not chosen
    assert counters.packets <= sum(e.exchange.request.packets[1] - e.exchange.request.packets[0] + 1
                                   + e.exchange.response.packets[1] - e.exchange.response.packets[0] + 1
                                   for e in chosen)  # fmt: skip


def test_nothing_chosen_writes_an_empty_capture():
    out = io.BytesIO()
    writer = write_selected([str(cap.sample_path("confluent"))], PacketSelection(), out)
    assert writer.written == 0 and decode(out.getvalue())[2].packets == 0
