"""One direction's framer as a state machine: where it stands (`Sync`) as its bytes and holes come."""

from __future__ import annotations

from kafkasniff.counters import Counters
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import Connection, StreamGap
from kafkasniff.stream.flow_framer import FlowFramer
from kafkasniff.stream.flow_state import Sync
from kafkasniff.stream.outputs import FramingOutput
from kafkasniff.stream.resync import GIVE_UP_AFTER
from tests.support import kafka_frames as kf

CONN = Connection(("10.0.0.1", 40000), ("10.0.0.2", 9092), "kafka")
REQS = [kf.request(3, 8, i, "app", body=bytes(40)) for i in range(1, 6)]
STREAM = b"".join(REQS)


def directions() -> tuple[FlowFramer, FlowFramer]:
    proto, counters = make_protocols()["kafka"], Counters()
    client, server = (FlowFramer(proto, CONN, side, counters, 1 << 20) for side in (True, False))
    client.peer, server.peer = server, client
    return client, server


def test_a_direction_starts_in_sync_and_trusts_lengths_once_a_frame_is_recognised():
    client, _ = directions()
    out: list[FramingOutput] = []
    assert (client.sync, client.recognised) == (Sync.IN_SYNC, False)
    client.data(1, 0, REQS[0] + REQS[1][:10], out)
    assert (client.sync, client.recognised, client.need) == (Sync.IN_SYNC, True, len(REQS[1]))
    assert client.in_sync() == (10, len(REQS[1]), 1, 0)


def test_a_hole_across_frames_loses_sync_until_the_next_plausible_frame():
    client, _ = directions()
    out: list[FramingOutput] = []
    client.data(1, 0, STREAM[:5], out)
    hole_end = len(REQS[0]) + len(REQS[1]) + 2
    client.gap(StreamGap(2, client.flow, 5, hole_end - 5, "lost"), out)
    assert client.sync is Sync.LOST and client.in_sync() is None
    client.data(3, hole_end, STREAM[hole_end:], out)
    assert client.sync is Sync.IN_SYNC


def test_a_hole_inside_a_frame_of_known_length_keeps_sync_and_skips_the_frame_s_rest():
    client, _ = directions()
    out: list[FramingOutput] = []
    client.data(1, 0, STREAM[:20], out)
    client.gap(StreamGap(2, client.flow, 20, 5, "lost"), out)
    assert client.sync is Sync.IN_SYNC and client.skip_to == len(REQS[0])
    client.data(3, 25, STREAM[25:], out)
    assert client.skip_to is None and client.in_sync() == (0, None, 0, 0)


def test_a_frame_start_found_mid_connection_is_held_until_its_end_arrives():
    client, _ = directions()
    out: list[FramingOutput] = []
    client.gap(StreamGap(0, client.flow, 0, 0, "midstream"), out)
    client.data(1, 0, STREAM[:20], out)
    assert client.sync is Sync.HOLDING
    client.data(2, 20, STREAM[20:], out)
    assert client.sync is Sync.IN_SYNC


def test_a_server_whose_client_said_nothing_recognisable_is_not_believed_until_it_does():
    client, server = directions()
    out: list[FramingOutput] = []
    server.data(1, 0, kf.response(1), out)
    assert server.sync is Sync.UNASKED and out[0].kind == "bad-length"  # type: ignore[union-attr]


def test_a_direction_with_nothing_plausible_for_long_is_given_up_on():
    client, _ = directions()
    out: list[FramingOutput] = []
    garbage = bytes(range(256)) * 256
    for i in range(GIVE_UP_AFTER // len(garbage) + 2):
        client.data(i, i * len(garbage), garbage, out)
    assert client.sync is Sync.GAVE_UP
    client.data(9, 0, STREAM, out)
    assert client.sync is Sync.GAVE_UP and client.counters.frames == 0
