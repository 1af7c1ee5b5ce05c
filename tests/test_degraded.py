"""Variants of real captures that a real network or capture produces: re-cut segments,
coalesced segments, reordering, duplicates, a lost segment, a capture started late. Every
exchange whose bytes are intact must still come out exactly as from the original."""

from __future__ import annotations

from collections import Counter

import pytest

from kafkasniff.model import DecodedExchange
from tests.support import captures as cap
from tests.support.decode import decode, identity

SAMPLES = ["kafka-python-v2.5", "confluent"]


@pytest.fixture(scope="module", params=SAMPLES)
def sample(request) -> tuple[list[cap.Seg], list[DecodedExchange]]:
    segs = cap.load_segments(cap.sample_path(request.param))
    exchanges, _, _ = decode(cap.pcap_bytes(segs))
    assert exchanges and all(e.exchange.status == "ok" for e in exchanges)
    return segs, exchanges


def ids(exchanges: list[DecodedExchange]) -> Counter:
    return Counter(map(identity, exchanges))


@pytest.mark.parametrize(
    "variant",
    [
        pytest.param(lambda s: cap.recut(s, 7), id="recut-7-bytes"),
        pytest.param(lambda s: cap.recut(s, 100), id="recut-100-bytes"),
        pytest.param(cap.coalesce, id="coalesced"),
        pytest.param(lambda s: cap.swap_pairs(cap.recut(s, 100)), id="reordered"),
        pytest.param(lambda s: cap.duplicate(cap.recut(s, 100)), id="duplicated-and-overlapping"),
    ],
)
def test_lossless_variants_give_identical_exchanges(sample, variant):
    segs, original = sample
    exchanges, notices, counters = decode(cap.pcap_bytes(variant(segs)))
    assert ids(exchanges) == ids(original)
    assert counters.gaps == 0 and counters.resyncs == 0 and counters.bytes_skipped == 0
    assert all(not e.warnings for e in exchanges)


def frames_touching(exchanges: list[DecodedExchange], seg: cap.Seg) -> list[DecodedExchange]:
    """Exchanges with a frame on the lost segment's flow that was in transit when it was sent."""
    hit = []
    for e in exchanges:
        for frame in (e.exchange.request, e.exchange.response):
            if frame is None:
                continue
            src = frame.conn.client if frame.from_client else frame.conn.server
            if src[1] == seg.sport and frame.ts_first <= seg.ts <= frame.ts:
                hit.append(e)
    return hit


def test_a_lost_segment_loses_only_its_exchange(sample):
    segs, original = sample
    recut = cap.recut(segs, 100)
    big = [i for i, s in enumerate(recut) if len(s.payload) == 100 and i > 0 and len(recut[i - 1].payload) == 100]
    assert big, "the sample needs a frame spanning several 100-byte segments"
    victim = big[len(big) // 2]
    exchanges, _, counters = decode(cap.pcap_bytes(cap.drop(recut, victim)))
    touched = frames_touching(original, recut[victim])
    assert len(touched) == 1
    assert ids(exchanges) == ids(original)  # the damaged frame kept its header, so it still pairs
    damaged = [e for e in exchanges if e.warnings]
    assert [identity(e) for e in damaged] == [identity(touched[0])]
    assert damaged[0].warnings[0].kind == "truncated"
    assert counters.gaps == 1 and counters.bytes_lost == 100


def test_a_capture_started_mid_connection_keeps_every_later_exchange(sample):
    segs, original = sample
    recut = cap.recut(segs, 100)
    start = len(recut) // 3
    cut_ts = recut[start].ts
    exchanges, notices, _ = decode(cap.pcap_bytes(recut[start:]))
    later = [e for e in original if e.exchange.request and e.exchange.request.ts_first > cut_ts]
    assert later
    got = ids(e for e in exchanges if e.exchange.status == "ok")
    assert not ids(later) - got


def test_snaplen_cut_packets_still_pair_every_exchange_and_say_truncated(sample):
    segs, original = sample
    exchanges, _, counters = decode(cap.snaplen_cut(segs, 90))
    assert ids(exchanges) == ids(original)
    assert counters.bytes_lost > 0
    cut = [e for e in exchanges if e.warnings]
    assert cut and all(w.kind == "truncated" for e in cut for w in e.warnings)
