"""Degraded variants of the real samples, each with the exact exchanges that must still come out
(derived from the original capture's decode) and the counters that account for the damage: a
damaged capture never loses data silently, and never makes up exchanges."""

from __future__ import annotations

import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from kafkasniff.counters import Counters
from kafkasniff.model import DecodedExchange, Frame, Notice
from kafkasniff.pipeline.wiring import Options
from tests.support import captures as cap
from tests.support.decode import decode

SAMPLES = ["kafka-python-v2.5", "confluent", "mixed-load"]
Sig = tuple[object, ...]


def sig(e: DecodedExchange) -> Sig:
    """An exchange as the tests name it: client port, api, correlation id, status, warning kinds."""
    f = e.fields
    return (e.exchange.conn.client[1], f["api"], f["correlation_id"], e.exchange.status,
            tuple(sorted({w.kind for w in e.warnings})))  # fmt: skip


def sigs(exchanges: list[DecodedExchange]) -> Counter[Sig]:
    return Counter(map(sig, exchanges))


def kinds(exchanges: list[DecodedExchange]) -> set[str]:
    return {w.kind for e in exchanges for w in e.warnings}


def statuses_agree(exchanges: list[DecodedExchange], counters: Counters) -> None:
    """The summary counts every exchange that came out, and every unpaired one by its status."""
    by_status = Counter(e.exchange.status for e in exchanges)
    assert counters.exchanges == len(exchanges)
    assert counters.unanswered == by_status["unanswered"]
    assert counters.no_request == by_status["no-request"]
    assert counters.no_response_expected == by_status["no-response-expected"]


class Sample:
    def __init__(self, name: str) -> None:
        self.name = name
        self.segs = cap.load_segments(cap.sample_path(name))
        self.exchanges, _, self.counters = decode(cap.pcap_bytes(self.segs))
        assert self.exchanges and all(e.exchange.status == "ok" and not e.warnings for e in self.exchanges)


@pytest.fixture(scope="module", params=SAMPLES)
def sample(request) -> Sample:
    return Sample(request.param)


# -- lossless: same exchanges, nothing counted as damage --------------------------------------


@pytest.mark.parametrize(
    "variant",
    [
        pytest.param(lambda s: cap.recut(s, 7), id="recut-7-bytes"),
        pytest.param(cap.coalesce, id="coalesced"),
        pytest.param(lambda s: cap.swap_pairs(cap.recut(s, 100)), id="reordered"),
        pytest.param(lambda s: cap.swap_pairs(s, every=1), id="reordered-every-pair"),
        pytest.param(lambda s: cap.duplicate(cap.recut(s, 100)), id="duplicated-and-overlapping"),
    ],
)
def test_lossless_variants_give_exactly_the_original_exchanges(sample, variant):
    exchanges, notices, counters = decode(cap.pcap_bytes(variant(sample.segs)))
    assert sigs(exchanges) == sigs(sample.exchanges)
    assert not notices
    assert (counters.gaps, counters.bytes_lost, counters.bytes_skipped, counters.resyncs) == (0, 0, 0, 0)
    statuses_agree(exchanges, counters)


def test_duplicates_are_counted_as_retransmitted(sample):
    recut = cap.recut(sample.segs, 100)
    duplicated = cap.duplicate(recut)
    extra = sum(len(s.payload) for s in duplicated) - sum(len(s.payload) for s in recut)
    _, _, counters = decode(cap.pcap_bytes(duplicated))
    assert counters.bytes_retransmitted == extra


# -- a lost segment ---------------------------------------------------------------------------


def owner(exchanges: list[DecodedExchange], seg: cap.Seg, offset: int) -> tuple[DecodedExchange, Frame]:
    """The exchange and frame holding stream byte `offset` of the segment's flow."""
    for e in exchanges:
        for frame in (e.exchange.request, e.exchange.response):
            if frame is None:
                continue
            src = frame.conn.client if frame.from_client else frame.conn.server
            dst = frame.conn.server if frame.from_client else frame.conn.client
            if (src[1], dst[1]) == (seg.sport, seg.dport) and frame.offset <= offset < frame.offset + frame.size:
                return e, frame
    raise AssertionError("no frame holds that byte")


def stream_offset(segs: list[cap.Seg], index: int) -> int:
    flow = segs[index].flow
    return sum(len(s.payload) for s in segs[:index] if s.flow == flow)


def test_a_lost_segment_damages_exactly_the_frame_it_was_part_of(sample):
    recut = cap.recut(sample.segs, 100)
    inside = [i for i, s in enumerate(recut) if len(s.payload) == 100 and i and len(recut[i - 1].payload) == 100]
    victim = inside[len(inside) // 2]
    exchanges, notices, counters = decode(cap.pcap_bytes(cap.drop(recut, victim)))
    hit, frame = owner(sample.exchanges, recut[victim], stream_offset(recut, victim))
    assert frame.offset + 8 <= stream_offset(recut, victim)  # its header survived: it still pairs
    expected = sigs(sample.exchanges)
    expected[sig(hit)] -= 1
    expected[sig(hit)[:4] + (("truncated",),)] += 1
    assert sigs(exchanges) == +expected
    rest = frame.offset + frame.size - stream_offset(recut, victim) - 100  # the frame's bytes after the hole
    assert (counters.gaps, counters.bytes_lost, counters.bytes_skipped, counters.resyncs) == (1, 100, rest, 0)
    assert [(n.kind, n.offset, n.message) for n in notices] == [
        ("gap", stream_offset(recut, victim), "100 bytes missing: not captured (a segment the capture missed)")
    ]
    statuses_agree(exchanges, counters)


# -- a capture started mid-connection ---------------------------------------------------------


def test_a_capture_started_mid_connection_gives_every_exchange_whose_frames_it_holds(sample):
    recut = cap.recut(sample.segs, 100)
    start = len(recut) // 3
    before: Counter[tuple[int, int]] = Counter()  # (source port, destination port) -> bytes cut off
    for s in recut[:start]:
        before[(s.sport, s.dport)] += len(s.payload)
    exchanges, notices, counters = decode(cap.pcap_bytes(recut[start:]))

    def whole(frame: Frame) -> bool:
        src, dst = (
            (frame.conn.client, frame.conn.server) if frame.from_client else (frame.conn.server, frame.conn.client)
        )
        return frame.offset >= before[(src[1], dst[1])]

    expected: Counter[Sig] = Counter()
    for e in sample.exchanges:
        request, response = e.exchange.request, e.exchange.response
        assert request is not None and response is not None
        if whole(request):
            expected[sig(e)] += 1
        elif whole(response):
            expected[(e.exchange.conn.client[1], None, e.fields["correlation_id"], "no-request", ())] += 1
    assert sigs(exchanges) == expected
    assert counters.bytes_skipped == 0  # every cut connection resumed at a frame boundary here
    assert counters.resyncs == len({(n.flow, n.offset) for n in notices if n.kind == "resync"})
    assert {n.kind for n in notices} <= {"resync"}
    statuses_agree(exchanges, counters)


# -- snaplen ------------------------------------------------------------------------------------

HEADERS = 14 + 20 + 20  # Ethernet, IPv4, TCP as pcap_bytes writes them


@pytest.mark.parametrize("snaplen", [90, 200])
def test_snaplen_cut_packets_are_truncated_never_malformed(sample, snaplen):
    exchanges, notices, counters = decode(cap.snaplen_cut(sample.segs, snaplen))
    assert "malformed" not in kinds(exchanges)
    cut = [max(0, len(s.payload) - (snaplen - HEADERS)) for s in sample.segs]
    assert counters.bytes_lost == sum(cut) and counters.gaps == sum(1 for n in cut if n)
    assert (counters.bytes_cut_by_snaplen, counters.snaplen_gaps) == (counters.bytes_lost, counters.gaps)
    assert (counters.snaplen, counters.packets_cut_by_snaplen) == (snaplen, sum(1 for n in cut if n))
    told = f"capture cut by its snaplen of {snaplen} bytes: {sum(1 for n in cut if n)} packets"
    assert told in counters.summary_line()
    assert "0 gaps (0 bytes lost)" in counters.summary_line()  # the cuts are not losses of the network
    statuses_agree(exchanges, counters)
    if sample.name == "mixed-load":  # fetch responses share packets: some lose their header
        original = {sig(e)[:3] for e in sample.exchanges}
        assert all(sig(e)[:3] in original for e in exchanges if e.exchange.status == "ok")
        return
    # every frame of the small samples starts its own packet: each exchange still pairs
    expected = Counter(sig(e)[:4] for e in sample.exchanges)
    assert Counter(sig(e)[:4] for e in exchanges) == expected
    for e in exchanges:
        assert kinds([e]) <= {"truncated"}
        lost = any(f is not None and f.lost for f in (e.exchange.request, e.exchange.response))
        assert lost == bool(e.warnings)
    cut_flows = {(s.src, s.sport, s.dst, s.dport) for s, n in zip(sample.segs, cut, strict=True) if n}
    assert [n.kind for n in notices] == ["gap"] * len(cut_flows)  # once per direction: the summary counts the rest


# -- a connection reset mid-frame ---------------------------------------------------------------


def test_a_reset_mid_frame_marks_that_frame_and_leaves_the_rest_intact(sample):
    recut = cap.recut(sample.segs, 100)
    requests = [i for i, s in enumerate(recut) if s.dport in (9092, 19092) and len(s.payload) == 100]
    victim = requests[len(requests) // 2]
    seg = recut[victim]
    exchanges, notices, counters = decode(cap.pcap_bytes(cap.reset_mid_frame(recut, victim)))
    at = stream_offset(recut, victim) + 50
    hit, frame = owner(sample.exchanges, seg, at)
    assert frame.from_client and frame.offset + 8 <= at
    conn = hit.exchange.conn
    expected: Counter[Sig] = Counter()
    for e in sample.exchanges:
        if e.exchange.conn != conn:
            expected[sig(e)] += 1
        elif e is hit:
            expected[sig(e)[:3] + ("unanswered", ("truncated",))] += 1
        elif e.exchange.response is not None and e.exchange.response.ts < seg.ts:
            expected[sig(e)] += 1  # answered before the reset
        elif e.exchange.request is not None and e.exchange.request.ts < seg.ts:
            expected[sig(e)[:3] + ("unanswered", ())] += 1  # asked before, never answered
    assert sigs(exchanges) == expected
    assert [n.kind for n in notices] == ["ended-mid-frame"]
    assert counters.bytes_lost == 0 and counters.bytes_skipped == 0
    statuses_agree(exchanges, counters)


# -- other traffic on a Kafka port --------------------------------------------------------------

CLIENT, SERVER = (bytes([10, 9, 9, 9]), 50123), (bytes([10, 9, 9, 1]), 9092)
TLS_CLIENT = (CLIENT[0], 50200)


def junk_connections(start_ts: int) -> list[list[cap.Seg]]:
    rng = random.Random(7)
    http = [(True, b"GET /metrics HTTP/1.1\r\nHost: broker:9092\r\nAccept: */*\r\n\r\n"),
            (False, b"HTTP/1.1 404 Not Found\r\nContent-Length: 9\r\n\r\nnot found")] * 3  # fmt: skip
    redis = [(True, b"*3\r\n$3\r\nSET\r\n$3\r\nkey\r\n$5\r\nvalue\r\n"), (False, b"+OK\r\n"),
             (True, b"*2\r\n$3\r\nGET\r\n$3\r\nkey\r\n"), (False, b"$5\r\nvalue\r\n")] * 4  # fmt: skip
    binary = [(i % 2 == 0, rng.randbytes(rng.randrange(1, 3000))) for i in range(40)]
    return [
        cap.conversation((CLIENT[0], CLIENT[1] + n), SERVER, messages, start_ts + n * 7_000, step=3_000)
        for n, messages in enumerate([http, redis, binary])
    ]


def test_other_traffic_on_a_kafka_port_makes_no_exchanges_and_is_counted_as_skipped(sample):
    junk = junk_connections(sample.segs[0].ts)
    exchanges, notices, counters = decode(cap.pcap_bytes(cap.merge(sample.segs, *junk)))
    assert sigs(exchanges) == sigs(sample.exchanges)
    assert counters.bytes_skipped == sum(len(s.payload) for conn in junk for s in conn)
    assert counters.protocol_connections == {"kafka": sample.counters.protocol_connections["kafka"] + 3}
    assert all(n.conn is not None and n.conn.client[0] == "10.9.9.9" for n in notices)
    statuses_agree(exchanges, counters)


# -- TLS on a Kafka port ------------------------------------------------------------------------


def tls_connection(start_ts: int, handshake: bool = True) -> list[cap.Seg]:
    rng = random.Random(3)
    messages = [(True, cap.tls_client_hello()), (False, cap.tls_server_flight(rng))] if handshake else []
    for n in range(6):
        messages.append((True, cap.tls_application_data(rng, [300 + 17 * n, 64])))
        messages.append((False, cap.tls_application_data(rng, [5000 + 301 * n])))
    return cap.conversation(TLS_CLIENT, SERVER, messages, start_ts, step=2_000, handshake=handshake)


@pytest.mark.parametrize("handshake", [True, False], ids=["from-the-handshake", "mid-connection"])
def test_tls_on_a_kafka_port_is_skipped_with_one_notice_and_counted(sample, handshake):
    tls = tls_connection(sample.segs[0].ts, handshake)
    exchanges, notices, counters = decode(cap.pcap_bytes(cap.merge(sample.segs, tls)))
    assert sigs(exchanges) == sigs(sample.exchanges)
    assert [n.kind for n in notices] == ["encrypted"]
    assert notices[0].message.endswith("no key log (--keylog FILE, or a pcapng with its secrets)")
    if handshake:  # its ClientHello says who the client is
        assert notices[0].conn is not None and notices[0].conn.server == ("10.9.9.1", 9092)
    assert counters.connections_encrypted == 1
    assert counters.bytes_encrypted == sum(len(s.payload) for s in tls)
    assert counters.bytes_skipped == 0 and counters.resyncs == 0
    assert counters.protocol_connections == {"kafka": sample.counters.protocol_connections["kafka"], "tls": 1}
    assert "1 TLS connections without keys" in counters.summary_line()
    statuses_agree(exchanges, counters)


def test_tls_cut_into_tiny_segments_is_still_recognised():
    tls = cap.recut(tls_connection(1_000_000_000), 3)
    exchanges, notices, counters = decode(cap.pcap_bytes(tls))
    assert exchanges == [] and [n.kind for n in notices] == ["encrypted"]
    assert counters.bytes_encrypted == sum(len(s.payload) for s in tls)


# -- a buffer cap hit ---------------------------------------------------------------------------


def test_a_tiny_buffer_cap_counts_what_it_drops():
    sample = Sample("mixed-load")
    cap_bytes = 2000
    big = [f for e in sample.exchanges for f in (e.exchange.request, e.exchange.response) if f and f.size > cap_bytes]
    exchanges, notices, counters = decode(cap.pcap_bytes(sample.segs), Options(buffer_cap=cap_bytes))
    assert Counter(sig(e)[:4] for e in exchanges) == Counter(sig(e)[:4] for e in sample.exchanges)
    oversize = [n for n in notices if n.kind == "oversize"]
    assert len(oversize) == len(big)
    assert counters.bytes_dropped_by_cap == sum(f.size - min(f.size, 64 * 1024) for f in big) > 0
    assert counters.bytes_skipped == 0 and counters.bytes_lost == 0
    statuses_agree(exchanges, counters)


# -- a pcap cut off mid-record ------------------------------------------------------------------


@pytest.mark.parametrize("keep", [10, 16 + 40], ids=["in-the-record-header", "in-the-packet"])
def test_a_pcap_cut_off_mid_record_decodes_every_whole_packet(sample, keep):
    exchanges, _, counters = decode(cap.cut_mid_record(sample.segs, keep))
    whole, _, whole_counters = decode(cap.pcap_bytes(sample.segs[:-1]))
    assert sigs(exchanges) == sigs(whole)
    assert counters.capture_truncated and not whole_counters.capture_truncated
    assert counters.packets == len(sample.segs) - 1


def test_the_cli_says_a_cut_off_pcap_is_truncated_and_exits_0(tmp_path: Path):
    segs = cap.load_segments(cap.sample_path("confluent"))
    cut = cap.write(tmp_path / "cut.pcap", cap.cut_mid_record(segs, 30))
    whole = cap.write(tmp_path / "whole.pcap", cap.pcap_bytes(segs[:-1]))
    run = [sys.executable, "-m", "kafkasniff"]
    got = subprocess.run([*run, str(cut)], capture_output=True, text=True, timeout=60)
    want = subprocess.run([*run, str(whole)], capture_output=True, text=True, timeout=60)
    assert got.returncode == 0
    assert got.stdout == want.stdout and got.stdout
    assert got.stderr.strip().endswith("capture file truncated")
    assert got.stderr.replace(", capture file truncated", "") == want.stderr


# -- notices are all accounted for ----------------------------------------------------------------


def test_every_notice_kind_is_counted_somewhere(sample):
    """Resyncs, skipped and encrypted bytes in one capture: the counters add up to the damage."""
    recut = cap.recut(sample.segs, 100)
    late = recut[len(recut) // 3 :]
    junk = junk_connections(late[0].ts)
    tls = tls_connection(late[0].ts)
    exchanges, notices, counters = decode(cap.pcap_bytes(cap.merge(late, *junk, tls)))
    kinds_seen = Counter(n.kind for n in notices)
    assert kinds_seen["encrypted"] == counters.connections_encrypted == 1
    assert kinds_seen["resync"] == counters.resyncs
    assert counters.bytes_skipped >= sum(len(s.payload) for conn in junk for s in conn)
    assert counters.bytes_encrypted == sum(len(s.payload) for s in tls)
    statuses_agree(exchanges, counters)
    assert all(isinstance(n, Notice) for n in notices)


# -- times of a frame that lost its end ---------------------------------------------------------


@pytest.mark.parametrize("side", ["request", "response"])
def test_a_frame_that_lost_its_last_segment_keeps_the_time_of_its_last_bytes_seen(sample, side):
    """Its exchange keeps its place in time and its latency, measured to the last bytes seen,
    says which bound it is: a request that ended later was answered sooner (an upper bound), a
    response that ended later took longer (a lower bound)."""
    recut = cap.recut(sample.segs, 100)
    to_broker = side == "request"
    last_pieces = [
        i for i in range(2, len(recut) - 1)
        if len(recut[i - 1].payload) == 100 and recut[i].payload and recut[i].flow == recut[i - 1].flow
        and (recut[i].dport < recut[i].sport) == to_broker and recut[i + 1].flow != recut[i].flow
    ]  # fmt: skip
    victim = next(i for i in last_pieces if owner(sample.exchanges, recut[i], stream_offset(recut, i))[1].size > 200)
    hit, frame = owner(sample.exchanges, recut[victim], stream_offset(recut, victim))
    assert stream_offset(recut, victim) + len(recut[victim].payload) == frame.offset + frame.size  # its very end
    whole = next(e for e in decode(cap.pcap_bytes(recut))[0] if sig(e)[:3] == sig(hit)[:3])
    exchanges, _, _ = decode(cap.pcap_bytes(cap.drop(recut, victim)))
    damaged = next(e for e in exchanges if sig(e)[:3] == sig(hit)[:3])
    assert damaged.exchange.ts == hit.exchange.ts
    kept, was = getattr(damaged.exchange, side), getattr(whole.exchange, side)
    assert (kept.ts, kept.end_seen) == (was.ts, False)
    assert kept.packets == (was.packets[0], was.packets[1] - 1)  # from its first packet to the last one seen
    assert damaged.exchange.latency_ns == hit.exchange.latency_ns
    assert damaged.exchange.latency_bound == ("upper" if side == "request" else "lower")
