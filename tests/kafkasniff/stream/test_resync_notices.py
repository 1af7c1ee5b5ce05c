"""What framing says when it loses and regains sync (Issue 46): the cause in the protocol's words
(a plausible length whose frame is not a request is not an "implausible frame length"), the bytes
the counters count as skipped, and no resync for a capture that begins mid-connection exactly
where a frame does. Captures: a real sample, its first request damaged or its start cut off."""

from __future__ import annotations

import struct
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from kafkasniff.model import SYN
from kafkasniff.pipeline.wiring import Options
from tests.support import captures as cap
from tests.support.decode import decode

SAMPLE, CLIENT, BROKER = "kafka-python-v2.5", 54956, 19092  # its connection with the most exchanges
FIRST_KEPT = 5  # a capture begun mid-connection starts at this request (0-based)
# the broker's port given (--port): a connection whose first bytes are no request is still framed
BY_PORT = Options(extra_ports={"kafka": frozenset({BROKER})})


def segments() -> list[cap.Seg]:
    return cap.load_segments(cap.sample_path(SAMPLE))


def mine(s: cap.Seg) -> bool:
    return CLIENT in (s.sport, s.dport)


def requests_of(segs: list[cap.Seg]) -> list[int]:
    """Indexes of the connection's request segments (kafka-python sends one request a segment)."""
    return [i for i, s in enumerate(segs) if s.sport == CLIENT and s.payload]


def begun_at(segs: list[cap.Seg], index: int, skip: int = 0) -> list[cap.Seg]:
    """The capture as if begun at segment `index` of the connection (its handshake and what came
    before not seen), `skip` bytes into that segment."""
    head = replace(segs[index], seq=(segs[index].seq + skip) & 0xFFFFFFFF, payload=segs[index].payload[skip:])
    return [head if i == index else s for i, s in enumerate(segs) if not mine(s) or i >= index]


def first_request_api_key_set_to(segs: list[cap.Seg], api_key: int) -> list[cap.Seg]:
    index = requests_of(segs)[0]
    payload = bytearray(segs[index].payload)
    struct.pack_into(">h", payload, 4, api_key)
    return [replace(s, payload=bytes(payload)) if i == index else s for i, s in enumerate(segs)]


def notices_of(notices: list, kind: str) -> list[str]:
    return [n.message for n in notices if n.kind == kind and n.conn.client[1] == CLIENT]


def test_a_capture_begun_where_a_request_begins_counts_no_resync():
    segs = segments()
    start = requests_of(segs)[FIRST_KEPT]
    assert not any(s.flags & SYN for s in begun_at(segs, start) if mine(s))
    whole, _, _ = decode(cap.pcap_bytes(segs))
    begun, notices, counters = decode(cap.pcap_bytes(begun_at(segs, start)), BY_PORT)
    ids = [e.fields["correlation_id"] for e in begun if e.exchange.conn.client[1] == CLIENT]
    assert ids == [e.fields["correlation_id"] for e in whole if e.exchange.conn.client[1] == CLIENT][FIRST_KEPT:]
    assert (counters.resyncs, counters.bytes_skipped) == (0, 0)
    assert notices_of(notices, "resync") == []


def test_a_capture_begun_inside_a_request_counts_one_resync_naming_the_bytes_skipped():
    segs = segments()
    start = requests_of(segs)[FIRST_KEPT]
    _, notices, counters = decode(cap.pcap_bytes(begun_at(segs, start, skip=9)), BY_PORT)
    assert (counters.resyncs, counters.bytes_skipped) == (1, len(segs[start].payload) - 9)
    assert notices_of(notices, "resync") == [f"resynchronised after skipping {counters.bytes_skipped} bytes"]


def test_a_first_request_of_an_unknown_api_is_named_so_and_all_its_bytes_are_counted_skipped():
    """Its length is right: the notice says what is wrong instead, and the resync names every
    byte skipped, not only those kept to be judged again (256 said where 572 were counted)."""
    segs = first_request_api_key_set_to(segments(), 999)
    first = segs[requests_of(segs)[0]].payload
    answer = next(s.payload for s in segs if s.sport == BROKER and s.dport == CLIENT and s.payload)
    _, notices, counters = decode(cap.pcap_bytes(segs), BY_PORT)
    assert notices_of(notices, "bad-length") == [
        f"length {len(first)} plausible but the frame is not a kafka request: unknown api key 999",
        f"length {len(answer)} plausible but the frame is not a kafka response: its client sent no recognised request",
    ]
    # the client's request skipped; the server's answer, held until its client was recognised, kept
    assert notices_of(notices, "resync") == [f"resynchronised after skipping {len(first)} bytes",
                                             "resynchronised after skipping 0 bytes"]  # fmt: skip
    assert counters.bytes_skipped == len(first)


def test_a_first_response_longer_than_what_is_kept_to_judge_names_all_its_bytes_skipped():
    """A response of 287 bytes with a negative correlation id: framing keeps only the last 256
    bytes it scanned to judge again, yet the resync names all 287 skipped, as the summary counts."""
    segs = segments()
    index = next(i for i, s in enumerate(segs) if s.sport == BROKER and s.dport == CLIENT and s.payload)
    payload = bytearray(segs[index].payload)
    struct.pack_into(">i", payload, 4, -1)
    segs[index] = replace(segs[index], payload=bytes(payload))
    _, notices, counters = decode(cap.pcap_bytes(segs), BY_PORT)
    assert len(payload) > 256
    assert notices_of(notices, "bad-length") == [
        f"length {len(payload)} plausible but the frame is not a kafka response: negative correlation id -1"
    ]
    assert notices_of(notices, "resync") == [f"resynchronised after skipping {len(payload)} bytes"]
    assert counters.bytes_skipped == len(payload)


def test_the_summary_of_a_capture_begun_where_a_request_begins_counts_no_resync(tmp_path: Path):
    segs = segments()
    path = cap.write(tmp_path / "begun.pcap", cap.pcap_bytes(begun_at(segs, requests_of(segs)[FIRST_KEPT])))
    run = subprocess.run(
        [sys.executable, "-m", "kafkasniff", str(path), "--port", str(BROKER)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    assert "0 bytes skipped, 0 resyncs" in run.stdout + run.stderr
    assert "resynchronised" not in run.stdout


def test_a_direction_that_ends_before_sync_is_regained_says_what_it_skipped():
    """Every response's correlation id made negative: none is ever taken, and when the connection
    ends a notice names the bytes skipped since the first (the summary's count), not silence."""
    segs = segments()
    answers = [i for i, s in enumerate(segs) if s.sport == BROKER and s.dport == CLIENT and s.payload]
    for i in answers:
        payload = bytearray(segs[i].payload)
        struct.pack_into(">i", payload, 4, -1)
        segs[i] = replace(segs[i], payload=bytes(payload))
    _, notices, counters = decode(cap.pcap_bytes(segs), BY_PORT)
    total = sum(len(segs[i].payload) for i in answers)
    assert notices_of(notices, "resync") == []
    assert notices_of(notices, "skipped") == [f"ended after skipping {total} bytes with no kafka frame found"]
    assert counters.bytes_skipped == total


def test_a_request_whose_length_is_out_of_range_says_so_in_the_protocol_s_words():
    """The length prefix itself is implausible: the notice keeps saying so, and why."""
    segs = segments()
    index = requests_of(segs)[0]
    payload = bytearray(segs[index].payload)
    struct.pack_into(">i", payload, 0, 0x7FFFFFFF)
    segs[index] = replace(segs[index], payload=bytes(payload))
    _, notices, _ = decode(cap.pcap_bytes(segs), BY_PORT)
    assert notices_of(notices, "bad-length")[0] == (
        "implausible frame length 7fffffff: a request of 2147483647 bytes is out of range"
    )
