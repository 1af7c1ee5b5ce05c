"""A direction begun mid-connection is judged plaintext as soon as whole frames of a protocol
chain to the end of its bytes, not after 16 KB of them: a quiet connection's exchanges are not
held for minutes. Ciphertext is never judged plaintext this way."""

from __future__ import annotations

from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import Flow, StreamData, StreamGap
from kafkasniff.tls.detection import Detection
from kafkasniff.tls.plaintext_chain import PlaintextChain
from kafkasniff.tls.records import SEARCH_SPAN
from tests.support import captures as cap

PROTOCOLS = list(make_protocols().values())


def directions(sample: str) -> list[list[bytes]]:
    """Each direction's data segments in a real capture, the busiest direction first."""
    flows: dict[tuple[bytes, int, bytes, int], list[bytes]] = {}
    for s in cap.load_segments(cap.sample_path(sample)):
        if s.payload:
            flows.setdefault(s.flow, []).append(s.payload)
    return sorted(flows.values(), key=lambda payloads: -sum(map(len, payloads)))


def client_segments(sample: str, first: int) -> list[bytes]:
    """The payloads the busiest client of a real capture sent to port 9092, from its `first` data
    segment on."""
    flows: dict[tuple[bytes, int, bytes, int], list[bytes]] = {}
    for s in cap.load_segments(cap.sample_path(sample)):
        if s.payload and s.dport == 9092:
            flows.setdefault(s.flow, []).append(s.payload)
    return max(flows.values(), key=len)[first:]


def detect(payloads: list[bytes]) -> tuple[bool | None, int]:
    """What detection says of a direction whose capture began with these segments (None: still
    undecided), and after how many bytes."""
    detection = Detection(None, PlaintextChain(PROTOCOLS))
    flow = Flow(("10.0.0.1", 40000), ("10.0.0.2", 9092))
    detection.add(StreamGap(0, flow, 0, 0, "midstream"))
    taken = 0
    for n, payload in enumerate(payloads):
        taken += len(payload)
        decided = detection.add(StreamData(n, flow, taken - len(payload), payload))
        if decided is not None:
            return decided[1], taken
    return None, taken


def test_a_kafka_client_begun_inside_a_request_is_plaintext_within_a_few_requests():
    requests = client_segments("confluent", 3)
    inside = [requests[0][7:], *requests[1:]]  # the capture began 7 bytes into a request
    verdict, taken = detect(inside)
    assert verdict is False
    assert taken < 2_000 < SEARCH_SPAN


def test_a_chain_that_does_not_reach_the_end_of_the_bytes_yet_decides_nothing():
    requests = client_segments("confluent", 3)
    verdict, _ = detect([requests[0][7:], requests[1], requests[2][:10]])
    assert verdict is None


def test_tls_records_begun_anywhere_are_never_read_as_frames():
    chain = PlaintextChain(PROTOCOLS)
    for payloads in directions("tls-confluent")[:6]:
        for first in range(min(len(payloads), 12)):
            window = payloads[first : first + 20]
            data = b"".join(window)
            starts = [sum(map(len, window[:n])) for n in range(len(window))]
            for cut in (0, 1, 3, 5):
                assert not chain(data[cut:], [0, *[at - cut for at in starts[1:]]])


def test_a_single_whole_frame_is_not_enough():
    request = client_segments("confluent", 3)[1]
    assert not PlaintextChain(PROTOCOLS)(request, [0])
    assert PlaintextChain(PROTOCOLS)(request + request, [0])
