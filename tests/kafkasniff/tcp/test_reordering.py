"""Real captures reordered the way span ports and multi-queue NICs reorder them (the two
directions captured on different queues, so a segment shows up after the peer's packet that
acknowledges it, after its own FIN, or before its connection's SYN) decode exactly as the
original: same exchanges, same bytes, nothing declared lost. A segment that truly never arrives
is still declared lost, with its size; a late copy of bytes already delivered is a duplicate."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

import pytest

from kafkasniff.counters import Counters
from kafkasniff.model import ACK, FIN, SYN, DecodedExchange, Notice
from kafkasniff.tcp.reassembly import REORDER_WINDOW
from tests.support import captures as cap
from tests.support.decode import decode

SAMPLES = ["kafka-python-v2.5", "confluent", "aiokafka", "mixed-load", "mongo-crud"]


def decoded_as(e: DecodedExchange) -> tuple[object, ...]:
    """Everything an exchange is made of: endpoints, status, fields, warnings, the bytes both ways."""
    x = e.exchange
    return (x.conn, x.status, repr(e.fields), tuple(w.kind for w in e.warnings),
            x.request.data if x.request else None, x.response.data if x.response else None)  # fmt: skip


class Sample:
    def __init__(self, name: str) -> None:
        self.name = name
        self.segs = cap.load_segments(cap.sample_path(name))
        self.exchanges, notices, self.counters = decode(cap.pcap_bytes(self.segs))
        assert self.exchanges and not notices
        assert all(e.exchange.status == "ok" and not e.warnings for e in self.exchanges)


@pytest.fixture(scope="module", params=SAMPLES)
def sample(request) -> Sample:
    return Sample(request.param)


def decode_segs(segs: list[cap.Seg]) -> tuple[list[DecodedExchange], list[Notice], Counters]:
    return decode(cap.pcap_bytes(segs))


def assert_decodes_as_the_original(sample: Sample, segs: list[cap.Seg]) -> Counters:
    exchanges, notices, counters = decode_segs(segs)
    assert Counter(map(decoded_as, exchanges)) == Counter(map(decoded_as, sample.exchanges))
    assert notices == []
    damage = (counters.gaps, counters.bytes_lost, counters.resyncs, counters.bytes_skipped)
    assert damage == (0, 0, 0, 0)
    assert (counters.unanswered, counters.no_request) == (0, 0)
    assert counters.connections == sample.counters.connections
    return counters


# -- building reordered captures ------------------------------------------------------------------


def conn_key(s: cap.Seg) -> frozenset[tuple[bytes, int]]:
    return frozenset({(s.src, s.sport), (s.dst, s.dport)})


def acknowledges(ack_seg: cap.Seg, seg: cap.Seg) -> bool:
    """Whether `ack_seg`, from the peer, acknowledges every byte of `seg`."""
    end = (seg.seq + len(seg.payload)) & 0xFFFFFFFF
    peer = (seg.dst, seg.dport, seg.src, seg.sport)
    return ack_seg.flow == peer and bool(ack_seg.flags & ACK) and (ack_seg.ack - end) & 0xFFFFFFFF < 0x80000000


def acker(segs: list[cap.Seg], i: int) -> int | None:
    """The first later packet of the peer that acknowledges data segment `i`."""
    return next((k for k in range(i + 1, len(segs)) if acknowledges(segs[k], segs[i])), None)


def moved(segs: list[cap.Seg], places: dict[int, float]) -> list[cap.Seg]:
    """Segment i put at position places[i] of the original order (t + 0.5: right after segment t,
    t - 0.5: right before it), keeping time in order: a moved segment takes its neighbour's time,
    as a capture stamps packets when it sees them."""
    order = sorted(range(len(segs)), key=lambda i: (places.get(i, i), i))
    out: list[cap.Seg] = []
    for n, i in enumerate(order):
        s = segs[i]
        if i in places:
            s = replace(s, ts=out[-1].ts if out else segs[order[n + 1]].ts)
        out.append(s)
    return out


@dataclass
class Conn:
    """Where a connection's packets are in a capture (indices)."""

    syn: int
    syn_ack: int
    ack: int
    client_data: list[int]
    server_data: list[int]
    client_fin: int | None
    server_fin: int | None
    last: int


def connections(segs: list[cap.Seg]) -> list[Conn]:
    by_conn: dict[frozenset[tuple[bytes, int]], list[int]] = {}
    for i, s in enumerate(segs):
        by_conn.setdefault(conn_key(s), []).append(i)
    out = []
    for idx in by_conn.values():
        syn = next(i for i in idx if segs[i].flags & (SYN | ACK) == SYN)
        client = segs[syn].flow
        syn_ack = next(i for i in idx if segs[i].flags & (SYN | ACK) == SYN | ACK)
        ack = next(i for i in idx if i > syn_ack and segs[i].flow == client)
        fins = {segs[i].flow == client: i for i in reversed(idx) if segs[i].flags & FIN}
        data = [i for i in idx if segs[i].payload]
        client_data = [i for i in data if segs[i].flow == client]
        server_data = [i for i in data if segs[i].flow != client]
        out.append(Conn(syn, syn_ack, ack, client_data, server_data, fins.get(True), fins.get(False), idx[-1]))
    return out


# -- a segment captured after the peer acknowledged it --------------------------------------------


def test_each_data_segment_captured_right_after_the_peers_ack_of_it_decodes_as_the_original():
    sample = Sample("kafka-python-v2.5")
    late = [(i, k) for i in range(len(sample.segs)) if sample.segs[i].payload and (k := acker(sample.segs, i))]
    assert len(late) > 60
    for i, k in late:
        assert_decodes_as_the_original(sample, moved(sample.segs, {i: k + 0.5}))


def soon_after(segs: list[cap.Seg], k: int, further: int) -> int:
    """The packet `further` packets after packet k, or the last one before that still within a
    tenth of REORDER_WINDOW of it (captures reorder by little time; a capture may pause for seconds)."""
    limit = segs[k].ts + REORDER_WINDOW // 10
    return max(t for t in range(k, min(k + further, len(segs) - 1) + 1) if segs[t].ts <= limit)


@pytest.mark.parametrize("recut", [None, 100], ids=["as-captured", "recut-100"])
@pytest.mark.parametrize("further", [0, 1, 5], ids=["right-after", "1-packet-later", "5-packets-later"])
def test_segments_captured_after_the_peers_ack_of_them_decode_as_the_original(sample, recut, further):
    segs = cap.recut(sample.segs, recut) if recut else sample.segs
    places = {}
    for n, i in enumerate(i for i, s in enumerate(segs) if s.payload):
        k = acker(segs, i)
        if n % 3 == 0 and k is not None:
            places[i] = soon_after(segs, k, further) + 0.5
    assert places
    assert_decodes_as_the_original(sample, moved(segs, places))


# -- a segment captured after a FIN ---------------------------------------------------------------


@pytest.mark.parametrize("early", ["its-own-fin", "both-fins", "every-closing-packet"])
def test_the_last_data_of_each_direction_captured_after_the_fins_decodes_as_the_original(sample, early):
    """The FINs (and what follows them) captured just before the last data segments, which thus
    come after them."""
    places: dict[int, float] = {}
    for c in connections(sample.segs):
        lasts = {fin: data[-1] for data, fin in ((c.client_data, c.client_fin), (c.server_data, c.server_fin))
                 if data and fin is not None}  # fmt: skip
        if early == "its-own-fin":
            places.update({fin: last - 0.5 for fin, last in lasts.items()})
        elif lasts:
            first_fin, last_data = min(lasts), min(lasts.values())
            closing = range(first_fin, c.last + 1) if early == "every-closing-packet" else lasts
            same = conn_key(sample.segs[first_fin])
            places.update({i: last_data - 0.5 for i in closing if conn_key(sample.segs[i]) == same})
    assert places
    assert_decodes_as_the_original(sample, moved(sample.segs, places))


# -- a stray packet before the SYN ----------------------------------------------------------------


@pytest.mark.parametrize("stray", ["first-client-data", "first-server-data", "syn-ack", "handshake-ack",
                                   "syn-ack-and-first-client-data"])  # fmt: skip
def test_a_stray_packet_captured_before_its_syn_leaves_the_connection_whole(sample, stray):
    places = {}
    for c in connections(sample.segs):
        picks = {
            "first-client-data": c.client_data[:1],
            "first-server-data": c.server_data[:1],
            "syn-ack": [c.syn_ack],
            "handshake-ack": [c.ack],
            "syn-ack-and-first-client-data": [c.syn_ack, *c.client_data[:1]],
        }[stray]
        places.update({i: c.syn - 0.5 for i in picks})
    assert places
    assert_decodes_as_the_original(sample, moved(sample.segs, places))


# -- late copies ----------------------------------------------------------------------------------


@pytest.mark.parametrize("when", ["after-its-ack", "after-its-connection-closed"])
def test_a_late_copy_of_delivered_bytes_is_a_retransmission_not_new_data(sample, when):
    segs = sample.segs
    ends = {conn_key(segs[c.last]): c.last for c in connections(segs)}
    copies: dict[float, cap.Seg] = {}
    for n, i in enumerate(i for i, s in enumerate(segs) if s.payload):
        k = acker(segs, i)
        if n % 4 == 0 and k is not None:
            copies[(k if when == "after-its-ack" else ends[conn_key(segs[i])]) + 0.5 + i / 1e6] = segs[i]
    assert copies
    out = [*segs, *copies.values()]
    places = {len(segs) + n: at for n, at in enumerate(copies)}
    counters = assert_decodes_as_the_original(sample, moved(out, places))
    copied = sum(len(s.payload) for s in copies.values())
    assert counters.bytes_retransmitted - sample.counters.bytes_retransmitted == copied


# -- what is truly lost is still declared lost ----------------------------------------------------


def test_a_lost_last_segment_of_a_request_is_declared_lost_with_its_size(sample):
    """The peer acknowledged it and answered; then the connection ended: the bytes never came."""
    segs = sample.segs
    c = next(c for c in connections(segs) if c.client_data and acker(segs, c.client_data[-1]))
    victim = c.client_data[-1]
    exchanges, _, counters = decode_segs(cap.drop(segs, victim))
    assert (counters.gaps, counters.bytes_lost) == (1, len(segs[victim].payload))
    assert counters.connections == sample.counters.connections
    others = [e for e in sample.exchanges if e.exchange.conn.client[1] != segs[victim].sport]
    assert not Counter(map(decoded_as, others)) - Counter(map(decoded_as, exchanges))


def test_a_segment_later_than_the_reorder_window_is_declared_lost_and_its_copy_counted_as_retransmitted(sample):
    """Waiting for a late segment is bounded: once the connection's own packets are more than
    REORDER_WINDOW past the peer's answer that acknowledged it, it is lost; when it does show up,
    it is a copy of bytes already given up on."""
    segs = sample.segs

    def answer(i: int) -> int | None:  # the first data segment of the peer that acknowledges segment i
        return next((k for k in range(i + 1, len(segs)) if segs[k].payload and acknowledges(segs[k], segs[i])), None)

    i, k = next((i, k) for i, s in enumerate(segs) if s.payload and (k := answer(i)) is not None)
    after = next(n for n in range(k + 1, len(segs)) if conn_key(segs[n]) == conn_key(segs[i]))
    pause = 2 * REORDER_WINDOW  # the connection's next packet comes two windows after the answer
    shifted = [s if n <= k else replace(s, ts=s.ts + pause) for n, s in enumerate(segs)]
    exchanges, _, counters = decode_segs(moved(shifted, {i: after + 0.5}))
    size = len(segs[i].payload)
    assert (counters.gaps, counters.bytes_lost) == (1, size)
    assert counters.bytes_retransmitted - sample.counters.bytes_retransmitted == size
    assert counters.connections == sample.counters.connections
    # without the pause, the same order decodes as the original
    assert_decodes_as_the_original(sample, moved(segs, {i: after + 0.5}))
