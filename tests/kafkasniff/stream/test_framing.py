"""Framing: frames come out whole however the bytes were cut, and sync is regained after loss."""

from __future__ import annotations

from kafkasniff.counters import Counters
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import Flow, Frame, Notice, StreamData, StreamEnd, StreamGap, StreamOpen
from kafkasniff.stream.framing import Framer
from tests.support import kafka_frames as kf

C2S = Flow(("10.0.0.1", 40000), ("10.0.0.2", 9092))
S2C = C2S.reverse()
ODD = Flow(("10.0.0.1", 40000), ("10.0.0.2", 19092))


def run(events, cap: int = 1 << 20) -> tuple[list[Frame], list[Notice], Counters]:
    counters = Counters()
    framer = Framer(list(make_protocols().values()), counters, buffer_cap=cap)
    out = [o for ev in events for o in framer.feed(ev)]
    return [o for o in out if isinstance(o, Frame)], [o for o in out if isinstance(o, Notice)], counters


def chunks(flow: Flow, data: bytes, size: int, start: int = 0) -> list[StreamData]:
    return [StreamData(i, flow, start + i, data[i : i + size]) for i in range(0, len(data), size)]


REQS = [kf.request(3, 8, i, "app", body=bytes(40)) for i in range(1, 6)]


def test_frames_split_over_many_segments_and_many_in_one():
    stream = b"".join(REQS)
    for size in (1, 3, 17, len(stream)):
        frames, _, _ = run([StreamOpen(0, C2S), *chunks(C2S, stream, size)])
        assert [f.data for f in frames] == REQS
        assert all(f.from_client and f.complete for f in frames)


def test_a_hole_inside_a_frame_of_known_length_keeps_its_header_and_the_next_frame():
    stream = b"".join(REQS)
    a = len(REQS[0]) + 15  # inside the second frame, after its header
    events = [StreamOpen(0, C2S), StreamData(0, C2S, 0, stream[:a]), StreamGap(1, C2S, a, 3, "lost"),
              StreamData(2, C2S, a + 3, stream[a + 3 :])]  # fmt: skip
    frames, notices, _ = run(events)
    assert [f.data[:12] for f in frames] == [r[:12] for r in REQS]
    assert len(frames[1].data) == 15  # it keeps what came before the hole
    assert [f.lost for f in frames] == [0, 3, 0, 0, 0]  # it lost the hole only: its rest was seen
    assert frames[1].end_seen and frames[1].ts == 2  # ... and its end, when it was captured
    assert [(n.kind, n.offset, n.message) for n in notices] == [
        ("gap", a, "3 bytes missing: not captured (a segment the capture missed)")
    ]  # -v says where, nothing more


def test_a_frame_whose_end_the_snaplen_cut_ended_when_its_packet_was_captured():
    """The snaplen cut the bytes, not the packet: its time is the frame's end, exactly; a frame
    whose end was in a hole (never captured) ended at an unknown time after its last bytes seen."""
    stream = b"".join(REQS[:2])
    a = len(REQS[0]) + 20
    for reason, end_seen, ts in (("snaplen", True, 1), ("lost", False, 0)):
        events = [StreamOpen(0, C2S), StreamData(0, C2S, 0, stream[:a]),
                  StreamGap(1, C2S, a, len(stream) - a, reason)]  # fmt: skip
        frames, _, _ = run(events)
        assert [(f.lost, f.end_seen, f.ts) for f in frames] == [(0, True, 0), (len(stream) - a, end_seen, ts)]


def test_after_a_hole_across_a_frame_boundary_sync_is_regained_at_the_next_request():
    stream = b"".join(REQS)
    a, b = 5, len(REQS[0]) + len(REQS[1]) + 2  # from inside frame 1 to inside frame 3
    events = [StreamOpen(0, C2S), StreamData(0, C2S, 0, stream[:a]), StreamGap(1, C2S, a, b - a, "lost"),
              StreamData(2, C2S, b, stream[b:])]  # fmt: skip
    frames, notices, counters = run(events)
    assert [f.data for f in frames if f.complete] == REQS[3:]
    assert [n.kind for n in notices] == ["gap", "resync"]
    assert counters.resyncs == 1 and counters.bytes_skipped == len(REQS[2]) - 2 + a


def test_a_capture_started_mid_connection_resyncs_on_the_first_whole_frame():
    stream = b"".join(REQS)
    cut = 9
    events = [StreamGap(0, C2S, 0, 0, "midstream"), *chunks(C2S, stream[cut:], 1000)]
    frames, notices, _ = run(events)
    assert [f.data for f in frames] == REQS[1:]
    assert notices[0].kind == "resync"


def test_responses_resync_at_a_segment_start():
    resps = [kf.response(i, body=b"\x00" * (20 + i)) for i in range(1, 5)]
    events = [StreamOpen(0, C2S), StreamGap(0, S2C, 0, 0, "midstream"), StreamData(0, S2C, 0, resps[0][7:])]
    events += [StreamData(1, S2C, len(resps[0]) - 7, b"".join(resps[1:]))]
    frames, _, _ = run(events)
    assert [f.data for f in frames] == resps[1:]


def test_a_frame_larger_than_the_cap_keeps_its_head_and_drops_the_rest():
    big = kf.request(0, 3, 9, "bulk", body=b"\x00\x00\x00\x01" + b"z" * 300_000)
    tail = kf.request(3, 8, 10, "bulk")
    frames, notices, counters = run([StreamOpen(0, C2S), *chunks(C2S, big + tail, 1448)], cap=100_000)
    assert frames[0].size == len(big) and frames[0].data == big[: len(frames[0].data)] and frames[0].lost > 0
    assert len(frames[0].data) <= 64 * 1024 + 1448
    assert frames[1].data == tail and frames[1].complete
    assert notices[0].kind == "oversize" and counters.bytes_dropped_by_cap > 0


def test_a_connection_ending_mid_frame_yields_the_partial_frame():
    frames, notices, _ = run(
        [StreamOpen(0, C2S), StreamData(0, C2S, 0, REQS[0] + REQS[1][:20]), StreamEnd(1, C2S, "rst")]
    )
    assert frames[1].data == REQS[1][:20] and frames[1].lost == len(REQS[1]) - 20
    assert notices[0].kind == "ended-mid-frame"


def test_kafka_on_an_unknown_port_is_recognised_by_its_request_header():
    frames, _, counters = run([StreamOpen(0, ODD), *chunks(ODD, b"".join(REQS), 500)])
    assert len(frames) == 5 and frames[0].conn.server == ("10.0.0.2", 19092)
    assert counters.protocol_connections == {"kafka": 1}


def test_other_traffic_on_an_unknown_port_is_ignored():
    http = b"GET /index.html HTTP/1.1\r\nHost: example\r\n\r\n" * 4
    frames, _, counters = run([StreamOpen(0, ODD), *chunks(ODD, http, 500)])
    assert frames == [] and counters.bytes_ignored == len(http)


def test_garbage_on_a_kafka_port_is_skipped_and_then_given_up_on():
    garbage = bytes(range(256)) * 80_000  # 20 MB of non-Kafka bytes on port 9092
    frames, notices, counters = run([StreamOpen(0, C2S), *chunks(C2S, garbage, 65536), StreamEnd(9, C2S, "fin")])
    assert frames == [] and notices[-1].kind == "gave-up"
    assert counters.bytes_skipped == len(garbage)


def test_responses_of_a_connection_whose_client_sent_no_request_are_not_believed():
    redis = [(C2S, b"*1\r\n$4\r\nPING\r\n"), (S2C, b"+PONG\r\n" * 3)]
    events = [StreamOpen(0, C2S)] + [StreamData(i, flow, 0, data) for i, (flow, data) in enumerate(redis)]
    frames, _, counters = run([*events, StreamEnd(9, C2S, "fin"), StreamEnd(9, S2C, "fin")])
    assert frames == [] and counters.bytes_skipped == sum(len(d) for _, d in redis)


def test_a_capture_started_mid_connection_at_a_frame_boundary_frames_from_there_without_a_resync():
    """Issue 46: nothing was skipped, so nothing was resynchronised (it used to count a resync
    "after skipping 0 bytes")."""
    stream = b"".join(REQS)
    events = [StreamGap(0, C2S, 0, 0, "midstream"), *chunks(C2S, stream, 20)]
    frames, notices, counters = run(events)
    assert [f.data for f in frames] == REQS
    assert notices == [] and counters.bytes_skipped == 0 and counters.resyncs == 0


def test_after_a_hole_record_data_that_reads_as_a_request_header_is_not_taken_for_one():
    """Record bytes at the start of a full-sized segment after a hole can read as a Produce v0
    request of 11 MB; believed, it would swallow every request after it. Its correlation id (0)
    does not follow the last one seen (2), so sync is regained at the next real request."""
    fake_header = bytes.fromhex("00ab010000000000000000000000")  # 11 MB, Produce v0, #0, client ""
    long_body = bytes(300) + fake_header + bytes(3000)
    reqs = [kf.request(3, 8, i, "app", body=bytes(40)) for i in (1, 2, 3)]
    reqs += [kf.request(0, 9, 4, "app", body=long_body)] + [kf.request(3, 8, i, "app", body=bytes(40)) for i in (5, 6)]
    stream = b"".join(reqs)
    lost_from = len(b"".join(reqs[:2])) + 30  # inside request 3; the hole takes request 4's header
    resume = stream.index(fake_header)
    hole = StreamGap(1, C2S, lost_from, resume - lost_from, "lost")
    events = [StreamOpen(0, C2S), StreamData(0, C2S, 0, stream[:lost_from]), hole,
              *chunks(C2S, stream[resume:], 1448, resume)]  # fmt: skip
    frames, notices, _ = run(events)
    whole = [f.data for f in frames if f.complete]
    assert whole[:2] == reqs[:2]
    assert whole[2:] == reqs[4:]  # the requests after the hole, not one 11 MB frame
    assert [n.kind for n in notices] == ["gap", "resync"]


def test_a_second_hole_that_ends_where_the_frame_does_keeps_sync_without_a_resync():
    stream = b"".join(REQS)
    first_end = len(REQS[0])
    second_end = first_end + len(REQS[1])
    a, b = first_end + 15, first_end + 30  # two holes in the second frame, after its header
    events = [StreamOpen(0, C2S), StreamData(0, C2S, 0, stream[:a]), StreamGap(1, C2S, a, 5, "lost"),
              StreamData(2, C2S, a + 5, stream[a + 5 : b]), StreamGap(3, C2S, b, second_end - b, "lost"),
              StreamData(4, C2S, second_end, stream[second_end:])]  # fmt: skip
    frames, notices, counters = run(events)
    assert [f.data[:12] for f in frames] == [r[:12] for r in REQS]
    assert len(frames[1].data) == 15  # a damaged frame keeps its head only
    assert [f.lost for f in frames] == [0, 5 + second_end - b, 0, 0, 0]  # the holes: the bytes between were seen
    assert not frames[1].end_seen  # its end was in the second hole
    assert [(n.kind, n.offset) for n in notices] == [("gap", a), ("gap", b)]
    assert counters.resyncs == 0
