"""Damaged input never raises: flipped, cut and shuffled bytes of a real capture still decode
(or end in a CaptureError, which the CLI turns into one line and exit 2)."""

from __future__ import annotations

import contextlib

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafkasniff.capture.pcap import CaptureError
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.pipeline.wiring import Options
from tests.support import captures as cap
from tests.support.decode import decode

REAL = cap.pcap_bytes(cap.recut(cap.load_segments(cap.sample_path("confluent")), 200))
SEGS = cap.load_segments(cap.sample_path("kafka-python-v2.5"))


def decodes_or_capture_error(data: bytes) -> None:
    with contextlib.suppress(CaptureError):
        decode(data)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(24, len(REAL) - 1), st.integers(0, 255)), min_size=1, max_size=40))
def test_flipped_bytes_anywhere_in_the_file(flips):
    data = bytearray(REAL)
    for pos, value in flips:
        data[pos] = value
    decodes_or_capture_error(bytes(data))


@settings(max_examples=100, deadline=None)
@given(st.integers(0, len(REAL)))
def test_cut_anywhere(cut):
    decodes_or_capture_error(REAL[:cut])


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.integers(0, len(SEGS) - 1), st.binary(max_size=64)), min_size=1, max_size=10))
def test_payloads_replaced_by_random_bytes(replacements):
    segs = list(SEGS)
    for index, payload in replacements:
        segs[index] = cap.Seg(**{**segs[index].__dict__, "payload": payload})
    decode(cap.pcap_bytes(segs))


WITH_RECORDS = Options(protocols=make_protocols(DissectOptions(records=True)))
MIXED = cap.load_segments(cap.sample_path("mixed-load"))[:300]  # the producers of every codec
PRODUCES = [i for i, s in enumerate(MIXED) if s.dport == 9092 and len(s.payload) > 300][:200]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.tuples(st.sampled_from(PRODUCES), st.integers(0, 1 << 20), st.integers(0, 255)), min_size=1, max_size=8)
)
def test_damaged_compressed_batches_of_every_codec_never_raise(flips):
    segs = list(MIXED)
    for index, where, value in flips:
        payload = bytearray(segs[index].payload)
        payload[where % len(payload)] = value
        segs[index] = cap.Seg(**{**segs[index].__dict__, "payload": bytes(payload)})
    decode(cap.pcap_bytes(segs), WITH_RECORDS)
