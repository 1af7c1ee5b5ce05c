"""Resynchronising after a hole accepts whatever correlation id the protocol allows (Issue 46): a
client that numbers its requests again from 0 part way (a real capture with its ids rewritten,
tests/support/resync_ids.py) loses only the exchanges the hole touched, not everything after it.
The notice names the bytes the counters count as skipped."""

from __future__ import annotations

import pytest

from kafkasniff.model import DecodedExchange
from tests.support import captures as cap
from tests.support.decode import decode
from tests.support.resync_ids import restart_ids

SAMPLE, CLIENT, BROKER = "kafka-python-v2.5", 54956, 19092  # its connection with the most exchanges
RESTART_AT = 5  # the 6th request is keyed 0 again, the 7th 1...
MSS = 40  # segments small enough that a hole can begin inside one frame and end inside the next


@pytest.fixture(scope="module")
def restarted() -> tuple[list[cap.Seg], list[DecodedExchange]]:
    segs = cap.recut(restart_ids(cap.load_segments(cap.sample_path(SAMPLE)), CLIENT, BROKER, RESTART_AT), MSS)
    exchanges, _, counters = decode(cap.pcap_bytes(segs))
    assert counters.resyncs == 0 and counters.bytes_skipped == 0
    return segs, exchanges


def across(segs: list[cap.Seg], sport: int, dport: int, frame: int) -> list[cap.Seg]:
    """The capture without the two segments of the direction sport -> dport around the start of
    its `frame`-th frame (0-based): the hole takes the end of one frame and the head of the next."""
    pos, starts = 0, set()
    stream = b"".join(s.payload for s in segs if (s.sport, s.dport) == (sport, dport))
    while pos < len(stream):
        starts.add(pos)
        pos += int.from_bytes(stream[pos : pos + 4], "big") + 4
    mine = [i for i, s in enumerate(segs) if (s.sport, s.dport) == (sport, dport) and s.payload]
    offsets = [sum(len(segs[j].payload) for j in mine[:n]) for n in range(len(mine))]
    begin = sorted(starts)[frame]
    after = offsets.index(begin)
    return [s for i, s in enumerate(segs) if i not in (mine[after - 1], mine[after])]


def whole_frames(exchanges: list[DecodedExchange], from_client: bool) -> list[tuple[object, ...]]:
    """The whole frames of one direction the exchanges hold, by connection and stream offset."""
    frames = [f for e in exchanges for f in (e.exchange.request, e.exchange.response) if f is not None]
    mine = sorted((f.conn.client, f.offset, f.data) for f in frames if f.from_client == from_client and not f.lost)
    return [(client, data) for client, _, data in mine]


@pytest.mark.parametrize(("sport", "dport"), [(CLIENT, BROKER), (BROKER, CLIENT)], ids=["request", "response"])
def test_a_hole_before_ids_begin_again_costs_only_the_frames_it_touched(restarted, sport: int, dport: int):
    """Every frame after the hole is found again though its id is below the last one seen.
    (Whether each then pairs depends on when TCP reassembly gives up on the hole and hands on the
    bytes held behind it, which is not framing's to decide.)"""
    segs, exchanges = restarted
    damaged, notices, counters = decode(cap.pcap_bytes(across(segs, sport, dport, RESTART_AT)))

    from_client = sport == CLIENT
    before = whole_frames(exchanges, from_client)
    conn = [n for n, (client, _) in enumerate(before) if client[1] == CLIENT]
    cut = {conn[RESTART_AT - 1], conn[RESTART_AT]}  # the frames the hole took the end and the head of
    assert whole_frames(damaged, from_client) == [f for n, f in enumerate(before) if n not in cut]
    assert counters.resyncs == 1
    [resync] = [n for n in notices if n.kind == "resync"]
    assert resync.message == f"resynchronised after skipping {counters.bytes_skipped} bytes"
