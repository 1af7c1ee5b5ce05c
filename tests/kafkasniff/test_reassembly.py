"""TCP reassembly: what comes out is each flow's bytes in order, once, with holes declared."""

from __future__ import annotations

from kafkasniff.counters import Counters
from kafkasniff.model import ACK, FIN, RST, SYN, Flow, Segment, StreamData, StreamEnd, StreamGap, StreamOpen
from kafkasniff.reassembly import Reassembler, reassemble

C2S = Flow(("10.0.0.1", 40000), ("10.0.0.2", 9092))
S2C = C2S.reverse()
ISN = 0xFFFFFF00  # near the wrap, so every test crosses it


def seg(flow: Flow, seq: int, payload: bytes = b"", flags: int = ACK, ack: int = 0, ts: int = 0) -> Segment:
    return Segment(ts, flow, seq & 0xFFFFFFFF, ack & 0xFFFFFFFF, flags, payload)


def stream(events, flow: Flow = C2S) -> bytes:
    return b"".join(e.data for e in events if isinstance(e, StreamData) and e.flow == flow)


def handshake() -> list[Segment]:
    return [seg(C2S, ISN, flags=SYN), seg(S2C, 5000, flags=SYN | ACK, ack=ISN + 1), seg(C2S, ISN + 1, ack=5001)]


def run(segments: list[Segment], cap: int = 1 << 20) -> tuple[list, Counters]:
    counters = Counters()
    return list(reassemble(segments, counters, cap)), counters


def test_in_order_bytes_across_sequence_wrap():
    events, _ = run([*handshake(), seg(C2S, ISN + 1, b"a" * 200), seg(C2S, ISN + 201, b"b" * 100)])
    assert isinstance(events[0], StreamOpen) and events[0].flow == C2S
    assert stream(events) == b"a" * 200 + b"b" * 100
    assert [e.offset for e in events if isinstance(e, StreamData)] == [0, 200]


def test_out_of_order_segments_are_put_back_in_order():
    events, _ = run([*handshake(), seg(C2S, ISN + 11, b"world"), seg(C2S, ISN + 1, b"hello, wor"[:10])])
    assert stream(events) == b"hello, wor" + b"world"


def test_retransmissions_and_overlaps_are_delivered_once():
    events, counters = run(
        [*handshake(), seg(C2S, ISN + 1, b"abcdef"), seg(C2S, ISN + 1, b"abcdef"), seg(C2S, ISN + 4, b"defghi")]
    )
    assert stream(events) == b"abcdefghi"
    assert counters.bytes_retransmitted == 9


def test_a_hole_the_peer_acknowledged_is_declared_lost_at_once():
    events, counters = run(
        [*handshake(), seg(C2S, ISN + 1, b"aaaa"), seg(C2S, ISN + 9, b"cccc"), seg(S2C, 5001, ack=ISN + 13)]
    )
    gaps = [e for e in events if isinstance(e, StreamGap)]
    assert [(g.offset, g.length, g.reason) for g in gaps] == [(4, 4, "lost")]
    assert stream(events) == b"aaaacccc"
    assert counters.bytes_lost == 4 and counters.gaps == 1
    assert not isinstance(events[-1], StreamEnd) or events[-1].reason == "eof"


def test_the_buffer_cap_bounds_out_of_order_data():
    segments = [*handshake(), seg(C2S, ISN + 1, b"x")]
    segments += [seg(C2S, ISN + 100 + i * 10, b"y" * 10) for i in range(10)]  # hole at 2..99
    events, counters = run(segments, cap=50)
    gap = next(e for e in events if isinstance(e, StreamGap))
    assert (gap.offset, gap.reason) == (1, "overflow")
    assert stream(events) == b"x" + b"y" * 100
    assert counters.bytes_dropped_by_cap == 98


def test_a_connection_already_open_starts_with_a_midstream_marker():
    events, _ = run([seg(C2S, 123456, b"tail of something"), seg(C2S, 123456 + 17, b"more")])
    assert isinstance(events[0], StreamGap) and events[0].reason == "midstream"
    assert stream(events) == b"tail of somethingmore"


def test_fin_ends_a_flow_after_its_last_byte_even_if_the_fin_came_early():
    r = Reassembler(Counters())
    out = []
    for s in [*handshake(), seg(C2S, ISN + 4, b"def", flags=FIN | ACK), seg(C2S, ISN + 1, b"abc")]:
        out += r.feed(s)
    assert stream(out) == b"abcdef"
    assert isinstance(out[-1], StreamEnd) and out[-1].reason == "fin"


def test_rst_ends_both_flows_and_gives_up_on_holes():
    events, _ = run([*handshake(), seg(C2S, ISN + 1, b"ab"), seg(C2S, ISN + 5, b"ef"), seg(S2C, 5001, flags=RST)])
    assert stream(events) == b"abef"
    ends = [e for e in events if isinstance(e, StreamEnd)]
    assert {(e.flow, e.reason) for e in ends} == {(C2S, "rst"), (S2C, "rst")}


def test_a_snaplen_cut_payload_becomes_a_gap_of_the_cut_size():
    s = Segment(0, C2S, (ISN + 1) & 0xFFFFFFFF, 0, ACK, b"abc", missing=7)
    events, counters = run([*handshake(), s, seg(C2S, ISN + 11, b"next")])
    gaps = [e for e in events if isinstance(e, StreamGap)]
    assert [(g.offset, g.length, g.reason) for g in gaps] == [(3, 7, "snaplen")]
    assert stream(events) == b"abcnext"


def test_end_of_input_ends_every_flow():
    events, _ = run([*handshake(), seg(C2S, ISN + 1, b"abc")])
    assert {(e.flow, e.reason) for e in events if isinstance(e, StreamEnd)} == {(C2S, "eof"), (S2C, "eof")}


def test_late_acks_of_a_closed_connection_do_not_open_a_new_one():
    closing = [seg(C2S, ISN + 1, flags=FIN | ACK), seg(S2C, 5001, flags=FIN | ACK), seg(C2S, ISN + 2, ack=5002)]
    _, counters = run([*handshake(), *closing])
    assert counters.connections == 1
