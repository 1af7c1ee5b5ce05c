"""The whole pipeline (reassembly, the framer, pairing, dissection) fed real connections whose
byte streams were damaged, cut, or given junk frames and frames claiming gigabytes: it never
raises, each capture decodes quickly, warnings point inside their frames, memory follows the
bytes captured, and every exchange the damage did not touch decodes exactly as before."""

from __future__ import annotations

import functools
import struct
import tracemalloc
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import LazyFields
from kafkasniff.pipeline.wiring import Options
from tests.fuzz import corpus
from tests.support import captures as cap
from tests.support.decode import decode

WITH_RECORDS = Options(protocols=make_protocols(DissectOptions(records=True, max_decompressed=1 << 20)))
SEGMENTS = {name: cap.load_segments(cap.sample_path(name)) for name in ("kafka-python-v2.5", "codecs", "confluent")}
SAMPLES = st.sampled_from(sorted(SEGMENTS))
MSS = 1400


Flow = tuple[bytes, int, bytes, int]


def client_flows(segs: list[cap.Seg]) -> list[Flow]:
    """The client-to-broker direction of every connection, the busiest first."""
    ports = Counter(p for s in segs if s.payload for p in (s.sport, s.dport))
    broker = ports.most_common(1)[0][0]
    sizes = Counter(s.flow for s in segs if s.payload and s.dport == broker)
    return [flow for flow, _ in sizes.most_common()]


def pick_flow(sample: str, data: st.DataObject, server: bool = False) -> Flow:
    flows = client_flows(SEGMENTS[sample])
    flow = flows[data.draw(st.integers(0, min(len(flows), 4) - 1), label="connection")]
    return (flow[2], flow[3], flow[0], flow[1]) if server else flow


def stream_of(segs: list[cap.Seg], flow: Flow) -> bytes:
    return b"".join(s.payload for s in segs if s.flow == flow and s.payload)


def restream(segs: list[cap.Seg], flow: Flow, data: bytes) -> list[cap.Seg]:
    """The capture with one direction's bytes replaced by `data`, cut where the old segments
    were cut (the rest in MSS pieces after the last), sequence numbers following the bytes."""
    places = [i for i, s in enumerate(segs) if s.flow == flow and s.payload]
    sizes = [len(segs[i].payload) for i in places]
    chunks, pos = [], 0
    for size in sizes[:-1]:
        chunks.append(data[pos : pos + size])
        pos += size
    chunks += [data[p : p + MSS] for p in range(pos, len(data), MSS)] or [b""]
    seq = segs[places[0]].seq
    out, n = [], 0
    for i, s in enumerate(segs):
        if i not in places:
            out.append(s)
            continue
        emit = chunks[n:] if i == places[-1] else chunks[n : n + 1]
        for chunk in emit:
            if chunk:
                out.append(replace(s, seq=seq & 0xFFFFFFFF, payload=chunk))
                seq += len(chunk)
        n += len(emit)
    return out


def insert_segment(segs: list[cap.Seg], flow: Flow, at: int, data: bytes) -> list[cap.Seg]:
    """The capture with a segment of `data` sent just before the segment starting at stream
    offset `at` of `flow`: later sequence numbers, and the peer's acknowledgements, move on."""
    out, pos, inserted = [], 0, False
    first_seq = next(s.seq for s in segs if s.flow == flow and s.payload)
    for s in segs:
        if s.flow == flow and s.payload:
            if pos == at and not inserted:
                out.append(replace(s, payload=data))
                inserted = True
            pos += len(s.payload)
        if inserted and s.flow == flow:
            s = replace(s, seq=(s.seq + len(data)) & 0xFFFFFFFF)
        elif inserted and s.flow == (flow[2], flow[3], flow[0], flow[1]) and (s.ack - first_seq) & 0xFFFFFFFF > at:
            s = replace(s, ack=(s.ack + len(data)) & 0xFFFFFFFF)
        out.append(s)
    assert inserted, f"no segment of the flow starts at {at}"
    return out


def segment_starts(segs: list[cap.Seg], flow: Flow) -> set[int]:
    starts, pos = set(), 0
    for s in segs:
        if s.flow == flow and s.payload:
            starts.add(pos)
            pos += len(s.payload)
    return starts


def frames_of(stream: bytes) -> list[tuple[int, int]]:
    """(start, end) of each length-prefixed frame of an undamaged stream."""
    out, pos = [], 0
    while pos + 4 <= len(stream):
        end = pos + 4 + struct.unpack_from(">i", stream, pos)[0]
        out.append((pos, end))
        pos = end
    return out


def decode_checked(segs: list[cap.Seg]) -> list:
    (exchanges, _, _), elapsed = corpus.timed(lambda: decode(cap.pcap_bytes(segs), WITH_RECORDS))
    assert elapsed < 3.0, f"{elapsed:.2f}s"
    for item in exchanges:
        resolved(item.fields)
        corpus.check_markers_inside(item)
    return exchanges


@corpus.fuzz(ci=100)
@given(SAMPLES, st.data(), corpus.MUTATIONS, st.booleans())
def test_damaged_client_or_server_streams_go_through_the_pipeline_without_raising(sample, data, mutations, server):
    corpus.tried("pipeline: mutated real streams")
    segs = SEGMENTS[sample]
    flow = pick_flow(sample, data, server)
    decode_checked(restream(segs, flow, corpus.mutate(stream_of(segs, flow), mutations)))


@corpus.fuzz(ci=60)
@given(SAMPLES, st.data(), st.binary(min_size=1, max_size=2000), st.booleans())
def test_random_bytes_for_a_whole_direction_go_through_the_pipeline_without_raising(sample, data, junk, server):
    corpus.tried("pipeline: random streams")
    segs = SEGMENTS[sample]
    flow = pick_flow(sample, data, server)
    decode_checked(restream(segs, flow, junk))


def resolved(fields: dict) -> dict:
    """Every field, the lazy JSON bodies included."""
    return fields.resolved() if isinstance(fields, LazyFields) else dict(fields)


def by_correlation(exchanges: list) -> dict[tuple[object, ...], tuple[object, ...]]:
    return {
        (item.fields["correlation_id"], item.fields["api"]): (resolved(item.fields), item.warnings, item.summary)
        for item in exchanges
    }


@functools.cache
def undamaged(sample: str) -> dict[tuple[object, ...], tuple[object, ...]]:
    return by_correlation(decode_checked(SEGMENTS[sample]))


@corpus.fuzz(ci=40)
@given(SAMPLES, st.data(), st.booleans())
def test_valid_frames_next_to_a_broken_or_junk_one_decode_exactly_as_before(sample, data, junk_frame):
    corpus.tried("pipeline: valid frames next to broken ones")
    segs = SEGMENTS[sample]
    flow = pick_flow(sample, data)
    stream = stream_of(segs, flow)
    frames = frames_of(stream)
    if junk_frame:  # a whole frame of junk, its size prefix right, sent just before a frame
        starts = sorted(segment_starts(segs, flow) & {start for start, _ in frames[1:]})
        start = data.draw(st.sampled_from(starts), label="before the frame at")
        junk = data.draw(st.binary(min_size=8, max_size=300), label="junk")
        after = by_correlation(decode_checked(insert_segment(segs, flow, start, struct.pack(">i", len(junk)) + junk)))
        touched: set[object] = {struct.unpack_from(">i", junk, 4)[0]}  # what the junk would be paired by
    else:
        k = data.draw(st.integers(1, len(frames) - 1), label="frame")  # the first: see the xfail below
        start, end = frames[k]  # frame k's bytes after its correlation id damaged, its size kept
        mutations = data.draw(st.lists(st.tuples(st.integers(start + 12, end - 1), st.integers(0, 255)), min_size=1))
        buf = bytearray(stream)
        for at, value in mutations:
            buf[at] = value
        touched = {struct.unpack_from(">i", stream, start + 8)[0]}
        after = by_correlation(decode_checked(restream(segs, flow, bytes(buf))))
    before = undamaged(sample)
    for key, decoded in before.items():
        if key[0] not in touched:
            assert after.get(key) == decoded, f"exchange {key} changed"


@corpus.fuzz(ci=60)
@given(SAMPLES, st.data(), st.booleans())
def test_a_length_prefix_damaged_into_a_larger_size_costs_only_its_exchange(sample, data, server):
    """One frame's length prefix grown by up to 16 MB (still plausible, as one changed byte makes
    it), in either direction: every other exchange decodes exactly as before."""
    corpus.tried("pipeline: length prefix damage")
    segs = SEGMENTS[sample]
    flow = pick_flow(sample, data, server)
    stream = stream_of(segs, flow)
    frames = frames_of(stream)
    if len(frames) < 2:
        return
    k = data.draw(st.integers(0 if server else 1, len(frames) - 2), label="frame")  # one with a successor
    start, end = frames[k]
    grown = data.draw(st.integers(1, 16 << 20), label="bytes added")
    buf = bytearray(stream)
    struct.pack_into(">i", buf, start, end - start - 4 + grown)
    key_at = start + (4 if server else 8)
    touched = (flow[1] if not server else flow[3], struct.unpack_from(">i", stream, key_at)[0])
    after = by_connection(decode_checked(restream(segs, flow, bytes(buf))))
    for key, decoded in by_connection(decode_checked(segs)).items():
        if key[:2] != touched:
            assert after.get(key) == decoded, f"exchange {key} changed"


def by_connection(exchanges: list) -> dict[tuple[object, ...], tuple[object, ...]]:
    """Exchanges by client port, correlation id and api (correlation ids repeat across connections)."""
    return {
        (item.exchange.conn.client[1], item.fields["correlation_id"], item.fields["api"]):
            (resolved(item.fields), item.warnings, item.summary)
        for item in exchanges
    }  # fmt: skip


def first_request_damaged(sample: str) -> tuple[dict, dict]:
    """Before and after flipping a bit of the first request's client id length (to 268 bytes,
    past its frame) in the sample's busiest connection."""
    segs = SEGMENTS[sample]
    flow = client_flows(segs)[0]
    stream = bytearray(stream_of(segs, flow))
    stream[12] ^= 1
    after = by_correlation(decode_checked(restream(segs, flow, bytes(stream))))
    return undamaged(sample), after


def test_a_damaged_first_request_on_a_kafka_port_loses_only_itself():
    before, after = first_request_damaged("confluent")  # broker on 9092
    lost = [key for key, decoded in before.items() if key[0] != 1 and after.get(key) != decoded]
    assert lost == []


@pytest.mark.xfail(
    strict=True,
    reason="detection (kafkasniff/stream/detection.py): off the Kafka ports only the first "
    "request is judged: when it is damaged, the whole connection is not decoded",
)
def test_a_damaged_first_request_off_the_kafka_ports_loses_only_itself():
    before, after = first_request_damaged("codecs")  # broker on 39092
    lost = [key for key, decoded in before.items() if key[0] != 1 and after.get(key) != decoded]
    assert lost == []


def response_claiming(size: int, sent: int) -> bytes:
    return struct.pack(">ii", size, 1) + b"\x00" * sent


def one_exchange_capture(response: bytes) -> list[cap.Seg]:
    segs = SEGMENTS["kafka-python-v2.5"]
    flow = client_flows(segs)[0]
    request_seg = next(s for s in segs if s.payload and s.flow == flow)
    request = request_seg.payload[: 4 + struct.unpack_from(">i", request_seg.payload)[0]]
    request = request[:8] + struct.pack(">i", 1) + request[12:]  # correlation id 1
    server = replace(request_seg, src=request_seg.dst, dst=request_seg.src, sport=request_seg.dport,
                     dport=request_seg.sport, seq=1000, ack=request_seg.seq + len(request))  # fmt: skip
    out = [replace(request_seg, payload=request)]
    for pos in range(0, len(response), MSS):
        out.append(replace(server, seq=1000 + pos, ts=server.ts + pos + 1, payload=response[pos : pos + MSS]))
    return out


@corpus.fuzz(ci=40)
@given(st.sampled_from([1 << 30, (1 << 30) + 3, 0x7FFFFFFF, -1, -(1 << 31), 0, 3]), st.integers(0, 20000))
def test_a_response_claiming_a_gigabyte_or_a_negative_size_costs_only_the_bytes_sent(size, sent):
    corpus.tried("pipeline: huge and negative frame sizes")
    segs = one_exchange_capture(response_claiming(size, sent))
    decode_checked(segs)  # warm: compiles the readers this capture needs
    tracemalloc.start()
    decode_checked(segs)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 64 * sent + (2 << 20)
