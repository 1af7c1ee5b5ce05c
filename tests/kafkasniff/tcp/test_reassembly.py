"""TCP reassembly: what comes out is each flow's bytes in order, once, with holes declared."""

from __future__ import annotations

from kafkasniff.counters import Counters
from kafkasniff.model import ACK, FIN, RST, SYN, Flow, Segment, StreamData, StreamEnd, StreamGap, StreamOpen
from kafkasniff.tcp.reassembly import Reassembler, reassemble

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


def test_a_hole_the_peer_acknowledged_is_declared_lost_at_the_end_of_input():
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


# -- reordering: capture order is not sending order (span ports, multi-queue NICs) ---------------

SECOND = 1_000_000_000


def feed_all(segments: list[Segment], cap: int = 1 << 20) -> tuple[Reassembler, list, Counters]:
    """The events of `segments`, without the end of input (which gives up on every hole)."""
    counters = Counters()
    r = Reassembler(counters, cap)
    events = [e for s in segments for e in r.feed(s)]
    return r, events, counters


def data_order(events) -> list[tuple[Flow, bytes]]:
    return [(e.flow, e.data) for e in events if isinstance(e, StreamData)]


def test_a_segment_captured_after_the_peer_acknowledged_it_fills_its_hole():
    _, events, counters = feed_all(
        [
            *handshake(),
            seg(C2S, ISN + 1, b"aaaa"),
            seg(C2S, ISN + 9, b"cccc"),
            seg(S2C, 5001, ack=ISN + 13),
            seg(C2S, ISN + 5, b"bbbb"),
        ]
    )
    assert stream(events) == b"aaaabbbbcccc"
    assert not [e for e in events if isinstance(e, StreamGap)]
    assert (counters.gaps, counters.bytes_lost) == (0, 0)


def test_a_hole_the_peer_acknowledged_is_declared_lost_once_its_connection_moved_on_past_the_reorder_window():
    segments = [*handshake(), seg(C2S, ISN + 1, b"aaaa"), seg(C2S, ISN + 9, b"cccc"),
                seg(S2C, 5001, ack=ISN + 13, ts=SECOND)]  # fmt: skip
    _, events, _ = feed_all([*segments, seg(S2C, 5001, ack=ISN + 13, ts=2 * SECOND)])
    assert not [e for e in events if isinstance(e, StreamGap)]  # a window (of capture time) is not over yet
    late = seg(C2S, ISN + 5, b"bbbb", ts=2 * SECOND + 1)
    _, events, counters = feed_all([*segments, seg(S2C, 5001, ack=ISN + 13, ts=2 * SECOND + 1), late])
    gaps = [e for e in events if isinstance(e, StreamGap)]
    assert [(g.offset, g.length, g.reason, g.ts) for g in gaps] == [(4, 4, "lost", SECOND)]
    assert stream(events) == b"aaaacccc"  # the bytes later than the window come too late: a copy
    assert (counters.gaps, counters.bytes_lost, counters.bytes_retransmitted) == (1, 4, 4)


def test_a_hole_nobody_acknowledged_waits_for_its_retransmission_however_late():
    segments = [*handshake(), seg(C2S, ISN + 1, b"aaaa"), seg(C2S, ISN + 9, b"cccc"),
                seg(S2C, 5001, ack=ISN + 5, ts=10 * SECOND), seg(C2S, ISN + 5, b"bbbb", ts=20 * SECOND)]  # fmt: skip
    _, events, counters = feed_all(segments)
    assert stream(events) == b"aaaabbbbcccc" and counters.gaps == 0


def test_data_that_acknowledges_bytes_not_yet_seen_is_delivered_after_them():
    """The response arrives before the request's last segment: it still comes out second."""
    request_end = seg(C2S, ISN + 5, b"tail")
    response = seg(S2C, 5001, b"response", flags=ACK, ack=ISN + 9)
    _, events, counters = feed_all([*handshake(), seg(C2S, ISN + 1, b"head"), response, request_end])
    assert data_order(events) == [(C2S, b"head"), (C2S, b"tail"), (S2C, b"response")]
    assert counters.gaps == 0


def test_a_fin_that_acknowledges_bytes_not_yet_seen_ends_its_flow_after_them():
    fin = seg(S2C, 5001, flags=FIN | ACK, ack=ISN + 9)
    _, events, _ = feed_all([*handshake(), seg(C2S, ISN + 1, b"head"), fin, seg(C2S, ISN + 5, b"tail")])
    kinds = [(type(e).__name__, e.flow) for e in events if isinstance(e, StreamData | StreamEnd)]
    assert kinds == [("StreamData", C2S), ("StreamData", C2S), ("StreamEnd", S2C)]


def test_a_lost_last_segment_the_peer_acknowledged_is_reported_with_its_size():
    response = seg(S2C, 5001, b"response", ack=ISN + 9, ts=SECOND)
    events, counters = run([*handshake(), seg(C2S, ISN + 1, b"head"), response])
    gaps = [e for e in events if isinstance(e, StreamGap)]
    assert [(g.flow, g.offset, g.length, g.reason) for g in gaps] == [(C2S, 4, 4, "lost")]
    assert events.index(gaps[0]) < next(i for i, e in enumerate(events) if isinstance(e, StreamData) and e.flow == S2C)
    assert counters.bytes_lost == 4


def test_a_segment_captured_after_both_fins_is_delivered_and_ends_its_flow():
    closing = [seg(C2S, ISN + 9, flags=FIN | ACK, ack=5001), seg(S2C, 5001, flags=FIN | ACK, ack=ISN + 10),
               seg(C2S, ISN + 10, ack=5002)]  # fmt: skip
    _, events, counters = feed_all([*handshake(), seg(C2S, ISN + 1, b"head"), *closing, seg(C2S, ISN + 5, b"tail")])
    assert stream(events) == b"headtail" and counters.gaps == 0
    assert [(e.flow, e.reason) for e in events if isinstance(e, StreamEnd)] == [(C2S, "fin"), (S2C, "fin")]


def test_data_before_the_syn_is_placed_by_the_handshake():
    syn, syn_ack, ack = handshake()
    _, events, counters = feed_all([seg(C2S, ISN + 1, b"first"), syn, seg(C2S, ISN + 6, b"second"), syn_ack, ack])
    assert isinstance(events[0], StreamOpen) and events[0].flow == C2S
    assert stream(events) == b"firstsecond"
    assert not [e for e in events if isinstance(e, StreamGap)] and counters.connections == 1


def test_a_syn_ack_alone_says_where_both_directions_start():
    """A capture that began after the SYN: the SYN-ACK acknowledges it, so the client's bytes are
    not "midstream", and the late SYN changes nothing."""
    syn, syn_ack, ack = handshake()
    _, events, counters = feed_all([syn_ack, ack, seg(C2S, ISN + 1, b"request"), syn])
    assert [(type(e).__name__, e.flow) for e in events] == [("StreamOpen", C2S), ("StreamData", C2S)]
    assert counters.connections == 1


def test_a_connection_without_its_handshake_is_midstream_from_its_lowest_sequence_number():
    early = [seg(C2S, 123456 + 4, b"efgh"), seg(C2S, 123456, b"abcd")]  # reordered, as a capture may begin
    r, events, _ = feed_all(early)
    assert events == []  # its SYN may still come
    events += r.feed(seg(C2S, 123456 + 8, b"ijkl", ts=SECOND + 1))
    assert isinstance(events[0], StreamGap) and events[0].reason == "midstream"
    assert stream(events) == b"abcdefghijkl"


def test_a_connection_without_its_handshake_holds_little_while_waiting_for_it():
    big = [seg(C2S, 5000 + i * 1000, b"x" * 1000) for i in range(80)]
    _, events, _ = feed_all(big)
    assert stream(events)  # released before the end: at most OPENING_HOLD bytes held
    assert events[0] == StreamGap(0, C2S, 0, 0, "midstream")


def test_a_retransmitted_syn_keeps_the_connection_and_a_new_one_starts_another():
    syn = handshake()[0]
    _, events, counters = feed_all([*handshake(), seg(C2S, ISN + 1, b"abc"), syn, seg(C2S, ISN + 4, b"def")])
    assert stream(events) == b"abcdef" and counters.connections == 1
    again = [seg(C2S, 777, flags=SYN), seg(S2C, 9000, flags=SYN | ACK, ack=778), seg(C2S, 778, b"new")]
    _, events, counters = feed_all([*handshake(), seg(C2S, ISN + 1, b"abc"), *again])
    assert counters.connections == 2
    assert [(e.offset, e.data) for e in events if isinstance(e, StreamData)] == [(0, b"abc"), (0, b"new")]


def test_a_late_copy_of_a_closed_connections_bytes_is_a_retransmission_not_a_new_connection():
    closing = [seg(C2S, ISN + 4, flags=FIN | ACK, ack=5001), seg(S2C, 5001, flags=FIN | ACK, ack=ISN + 5),
               seg(C2S, ISN + 5, ack=5002)]  # fmt: skip
    events, counters = run([*handshake(), seg(C2S, ISN + 1, b"abc"), *closing, seg(C2S, ISN + 1, b"abc")])
    assert stream(events) == b"abc"
    assert (counters.connections, counters.bytes_retransmitted, counters.gaps) == (1, 3, 0)


def test_waiting_for_the_other_direction_is_bounded_by_the_buffer_cap():
    """Responses that acknowledge a request byte never captured are held, at most `cap` bytes."""
    responses = [seg(S2C, 5001 + i * 10, b"r" * 10, ack=ISN + 9) for i in range(10)]
    _, events, counters = feed_all([*handshake(), seg(C2S, ISN + 1, b"head"), *responses], cap=50)
    assert stream(events, S2C) == b"r" * 100
    gaps = [e for e in events if isinstance(e, StreamGap)]
    assert [(g.flow, g.offset, g.length) for g in gaps] == [(C2S, 4, 4)]


def test_the_fast_path_leaves_data_acknowledging_unseen_bytes_to_feed():
    r = Reassembler(Counters())
    for s in [*handshake(), seg(C2S, ISN + 1, b"head")]:
        r.feed(s)
    assert r.in_order(seg(S2C, 5001, b"ok", ack=ISN + 5)) == 0
    assert r.in_order(seg(S2C, 5003, b"early", ack=ISN + 9)) is None


def test_data_captured_before_the_syn_ack_waits_for_it():
    syn, syn_ack, ack = handshake()
    response = seg(S2C, 5001, b"response", ack=ISN + 8)
    _, events, _ = feed_all([syn, seg(C2S, ISN + 1, b"request"), response, syn_ack, ack])
    assert data_order(events) == [(C2S, b"request"), (S2C, b"response")]
    assert not [e for e in events if isinstance(e, StreamGap)]


def test_segments_captured_after_a_rst_still_take_their_place():
    """The client resets, acknowledging the server's answer: the answer, sent before the RST, is
    captured after it. The connection ends once the answer is in."""
    rst = seg(C2S, ISN + 8, flags=RST | ACK, ack=5001 + 6)
    r, events, _ = feed_all([*handshake(), seg(C2S, ISN + 1, b"request"), rst])
    assert not [e for e in events if isinstance(e, StreamEnd)]  # it lingers for the answer
    events += r.feed(seg(S2C, 5001, b"answer", ack=ISN + 8))
    assert data_order(events) == [(C2S, b"request"), (S2C, b"answer")]
    assert {(e.flow, e.reason) for e in events if isinstance(e, StreamEnd)} == {(C2S, "rst"), (S2C, "rst")}
    assert not [e for e in events if isinstance(e, StreamGap)]


def test_a_rst_that_owes_nothing_ends_the_connection_at_once():
    _, events, _ = feed_all([*handshake(), seg(C2S, ISN + 1, b"request"), seg(C2S, ISN + 8, flags=RST)])
    assert {(e.flow, e.reason) for e in events if isinstance(e, StreamEnd)} == {(C2S, "rst"), (S2C, "rst")}


def test_what_a_rst_said_was_sent_is_lost_once_the_connection_moved_on_past_the_reorder_window():
    rst = seg(C2S, ISN + 8, flags=RST | ACK, ack=5001 + 6, ts=2)
    r, events, _ = feed_all([*handshake(), seg(C2S, ISN + 1, b"request", ts=1), rst])
    later = r.feed(seg(C2S, ISN + 8, flags=RST, ts=3 + SECOND))
    gaps = [e for e in later if isinstance(e, StreamGap)]
    assert [(g.flow, g.offset, g.length, g.reason) for g in gaps] == [(S2C, 0, 6, "lost")]
    assert {(e.flow, e.reason, e.ts) for e in later if isinstance(e, StreamEnd)} == {(C2S, "rst", 2), (S2C, "rst", 2)}


def test_any_packet_of_the_capture_ends_a_wait_and_the_connection_comes_out_as_its_own_would_end_it():
    """A connection that goes quiet is not held until its next packet (or the end); and what it
    gives is the same whatever else the capture holds (-j N, Spark): only when it comes out moves."""
    other = Flow(("10.0.0.3", 40001), ("10.0.0.2", 9092))
    segments = [
        *handshake(),
        seg(C2S, ISN + 1, b"aaaa"),
        seg(C2S, ISN + 9, b"cccc"),
        seg(S2C, 5001, ack=ISN + 13, ts=1),
    ]
    alone, _, _ = feed_all(segments)
    own_packet = alone.feed(seg(S2C, 5001, ack=ISN + 13, ts=3 + SECOND))
    beside, _, _ = feed_all(segments)
    assert beside.feed(seg(other, 1, flags=SYN, ts=1 + SECOND)) == [StreamOpen(1 + SECOND, other)]  # not past it yet
    by_other = beside.feed(seg(other, 1, flags=SYN, ts=2 + SECOND))
    gaps = [e for e in by_other if isinstance(e, StreamGap)]
    assert [(g.flow, g.offset, g.length, g.reason) for g in gaps] == [(C2S, 4, 4, "lost")]
    assert [e for e in by_other if e.flow != other] == own_packet
    assert beside.feed(seg(S2C, 5001, ack=ISN + 13, ts=3 + SECOND)) == []


def test_a_connection_begun_before_the_capture_and_gone_quiet_opens_when_the_capture_is_a_second_on():
    other = Flow(("10.0.0.3", 40001), ("10.0.0.2", 9092))
    r, held, _ = feed_all([seg(C2S, 100, b"request", ts=5), seg(S2C, 900, b"response", ack=107, ts=6)])
    assert held == []  # waiting for a handshake that may have been captured late
    assert r.feed(seg(other, 1, flags=SYN, ts=5 + SECOND)) == [StreamOpen(5 + SECOND, other)]
    opened = r.feed(seg(other, 1, flags=SYN, ts=6 + SECOND))
    assert stream(opened) == b"request" and stream(opened, S2C) == b"response"
    assert {(e.flow, e.reason) for e in opened if isinstance(e, StreamGap)} == {(C2S, "midstream"), (S2C, "midstream")}


def test_a_reset_connection_stops_lingering_when_the_capture_is_a_second_past_its_rst():
    other = Flow(("10.0.0.3", 40001), ("10.0.0.2", 9092))
    rst = seg(C2S, ISN + 8, flags=RST | ACK, ack=5001 + 6, ts=2)  # it says 6 bytes of the server's were sent
    r, _, _ = feed_all([*handshake(), seg(C2S, ISN + 1, b"request", ts=1), rst])
    ended = r.feed(seg(other, 1, flags=SYN, ts=3 + SECOND))
    assert [(g.flow, g.length, g.reason) for g in ended if isinstance(g, StreamGap)] == [(S2C, 6, "lost")]
    assert {(e.flow, e.reason, e.ts) for e in ended if isinstance(e, StreamEnd)} == {(C2S, "rst", 2), (S2C, "rst", 2)}
