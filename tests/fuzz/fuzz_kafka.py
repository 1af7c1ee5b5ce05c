"""Coverage-guided fuzzing of the Kafka dissector with atheris (libFuzzer), for runs longer than CI's.

    pip install -e '.[fuzz]'
    python -m tests.fuzz.fuzz_kafka -max_total_time=600        # any libFuzzer flags

The first byte of an input picks a target; the rest is its data:

    0 exchange  api key, version (int16 each: what the request claims is ignored, the pipeline
                reads it from the request bytes as pairing does), request length (int32),
                request bytes, response bytes -> KafkaProtocol.dissect, all three views, JSON too
    1 records   flags (full, from broker, redact), a record set -> decode_records, to_json
    2 codec     codec number, compressed bytes -> decompress with a 1 MiB limit
    3 stream    server side?, a direction's bytes replacing a real connection's -> the pipeline
    4 headers   bytes -> parse_request_head, looks_like_*, frame_size
    5 fan-out   levels, fan, codec, magic -> nested legacy wrappers through decode_records, with a
                memory budget (an input's decode must stay within it)
    6 analyses  exchange (uint16 index into every exchange of the samples), side, frame bytes ->
                that exchange replaced in its sample, every analysis over the sample
    7 length    connection, direction, frame index (uint16), bytes added (uint32) -> a length
                prefix grown in a real stream: every other exchange must decode as before

Without corpus directories on the command line it starts from seeds made of the samples (every
exchange, record set and compressed payload of samples/*.pcap) in .cache/fuzz-corpus, and
writes what it finds there. Half the mutations are libFuzzer's, half kafkasniff's own (length
fields rewritten to extremes, regions duplicated...: tests/fuzz/corpus.py). Every input must
return without an exception, within 2 seconds, with every warning inside its frames; libFuzzer
reports a crash otherwise (-rss_limit_mb bounds memory: 1024 unless given).
"""

from __future__ import annotations

import contextlib
import functools
import random
import struct
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

try:
    import atheris
except ImportError:
    print("fuzz_kafka.py needs atheris: pip install -e '.[fuzz]' (or pip install atheris)", file=sys.stderr)
    sys.exit(2)

with atheris.instrument_imports(include=["kafkasniff"]):
    from kafkasniff.dissectors.base import DissectOptions
    from kafkasniff.dissectors.common.codecs import CodecError, decompress
    from kafkasniff.dissectors.kafka import headers
    from kafkasniff.dissectors.kafka.protocol import KafkaProtocol
    from kafkasniff.dissectors.kafka.readers.compiler import Context
    from kafkasniff.dissectors.kafka.records import RecordLimits, decode_records
    from kafkasniff.dissectors.tree import Node, to_json

from tests.fuzz import corpus  # noqa: E402  (after the instrumented imports)

TARGETS = ("exchange", "records", "codec", "stream", "headers", "fan-out", "analyses", "length")
PROTOCOLS = [
    KafkaProtocol(DissectOptions(summary_only=True)),
    KafkaProtocol(),
    KafkaProtocol(DissectOptions(records=True, max_decompressed=4 << 20)),
]
LIMITS = RecordLimits(max_decompressed=4 << 20)
SECONDS = 2.0


def exchange(data: bytes) -> None:
    if len(data) < 8:
        return
    n = struct.unpack_from(">i", data, 4)[0]
    request, response = data[8 : 8 + max(n, 0)], data[8 + max(n, 0) :]
    if len(request) < 4 or len(response) < 4:
        return
    ex = corpus.exchanges()[0]
    for proto in PROTOCOLS:
        decoded = corpus.dissect_fully(proto, corpus.with_frames(ex, request, response))
        corpus.check_markers_inside(decoded)


def records(data: bytes) -> None:
    if not data:
        return
    flags, records_ = data[0], data[1:]
    frame = b"\x00" * 4 + records_
    node = Node("records", "records", records_, 0, len(frame))
    ctx = Context()
    decode_records(node, frame, ctx, LIMITS, bool(flags & 1), bool(flags & 2), bool(flags & 4))
    to_json(node)
    for w in ctx.warnings:
        assert 4 <= w.offset <= len(frame), w


def codec(data: bytes) -> None:
    if not data:
        return
    try:
        out = decompress(("gzip", "zlib", "snappy", "lz4", "zstd", "none")[data[0] % 6], data[1:], 1 << 20)
    except CodecError:
        return
    assert len(out) <= 1 << 20


def stream(data: bytes) -> None:
    if not data:
        return
    from tests.fuzz import test_fuzz_pipeline as pipeline

    segs = pipeline.SEGMENTS["kafka-python-v2.5"]
    flow = pipeline.client_flows(segs)[0]
    if data[0] & 1:
        flow = (flow[2], flow[3], flow[0], flow[1])
    pipeline.decode_checked(pipeline.restream(segs, flow, data[1:]))


def header_readers(data: bytes) -> None:
    headers.looks_like_request(data)
    headers.looks_like_response(data)
    headers.frame_size(data, True)
    headers.frame_size(data, False)
    with contextlib.suppress(headers.HeaderError):
        headers.parse_request_head(data)


def fan_out(data: bytes) -> None:
    if len(data) < 4:
        return
    levels, fan, codec, magic = data[0] % 10, 2 + data[1] % 15, 1 + data[2] % 4, data[3] & 1
    records = corpus.fan_out(levels, fan, codec, magic)
    frame = b"\x00" * 4 + records
    node = Node("records", "records", records, 0, len(frame))
    ctx = Context(FAN_OUT_BUDGET)
    decode_records(node, frame, ctx, LIMITS, True, True)
    assert ctx.cost <= FAN_OUT_BUDGET + (1 << 20), ctx.cost  # one entry past the budget at most


def analyses(data: bytes) -> None:
    from tests.fuzz import test_fuzz_analyses as target

    if len(data) < 3:
        return
    everything = [place for places in target.damageable().values() for place in places]
    name, index = everything[struct.unpack_from(">H", data)[0] % len(everything)]
    items = list(target.analysed_samples()[name])
    side, frame = data[2] % 2, data[3:]
    ex = items[index].exchange
    if side == 1 and ex.response is None:
        return
    items[index] = target.redissect(items[index], frame if side == 0 else None, frame if side == 1 else None)
    target.analyse_all(items)


def length(data: bytes) -> None:
    from tests.fuzz import test_fuzz_pipeline as pipeline

    if len(data) < 8:
        return
    sample = sorted(pipeline.SEGMENTS)[data[0] % len(pipeline.SEGMENTS)]
    segs = pipeline.SEGMENTS[sample]
    flows = pipeline.client_flows(segs)
    flow = flows[data[1] % min(len(flows), 4)]
    server = bool(data[1] & 0x80)
    if server:
        flow = (flow[2], flow[3], flow[0], flow[1])
    stream = pipeline.stream_of(segs, flow)
    frames = pipeline.frames_of(stream)
    if len(frames) < 2:
        return
    k = struct.unpack_from(">H", data, 2)[0] % (len(frames) - 1)
    grown = 1 + struct.unpack_from(">I", data, 4)[0] % (16 << 20)
    start, end = frames[k]
    buf = bytearray(stream)
    struct.pack_into(">i", buf, start, end - start - 4 + grown)
    touched = (flow[3] if server else flow[1], struct.unpack_from(">i", stream, start + (4 if server else 8))[0])
    after = pipeline.by_connection(pipeline.decode_checked(pipeline.restream(segs, flow, bytes(buf))))
    for key, decoded in _undamaged(sample).items():
        if key[:2] != touched:
            assert after.get(key) == decoded, f"exchange {key} changed"


@functools.cache
def _undamaged(sample: str) -> dict[tuple[object, ...], tuple[object, ...]]:
    from tests.fuzz import test_fuzz_pipeline as pipeline

    return pipeline.by_connection(pipeline.decode_checked(pipeline.SEGMENTS[sample]))


FAN_OUT_BUDGET = 8 << 20
RUN = (exchange, records, codec, stream, header_readers, fan_out, analyses, length)


def test_one_input(data: bytes) -> None:
    if not data:
        return
    started = time.perf_counter()
    RUN[data[0] % len(RUN)](data[1:])
    elapsed = time.perf_counter() - started
    if elapsed > SECONDS:
        raise AssertionError(f"{TARGETS[data[0] % len(RUN)]} took {elapsed:.2f}s")


HEADER_SIZE = {0: 9, 1: 2, 2: 2, 3: 2, 4: 1, 5: 5, 6: 4, 7: 9}  # bytes of an input before its mutable payload


def custom_mutator(data: bytes, max_size: int, seed: int) -> bytes:
    rng = random.Random(seed)
    if not data or rng.random() < 0.5:
        return bytes(atheris.Mutate(data, max_size))
    keep = HEADER_SIZE[data[0] % len(RUN)]
    mutated = data[:keep] + corpus.mutate(data[keep:], corpus.random_ops(rng))
    return mutated[:max_size]


def seeds() -> list[bytes]:
    out = []
    for ex in corpus.exchanges():
        assert ex.request is not None and ex.response is not None
        request, response = ex.request.data, ex.response.data
        head = ex.head
        out.append(b"\x00" + struct.pack(">hhi", head.api_key, head.api_version, len(request)) + request + response)
        out.append(b"\x04" + request[:64])
    for record_set in corpus.record_sets():
        out.append(b"\x01" + bytes([3 if record_set.from_broker else 1]) + record_set.data)
    for number, payloads in corpus.compressed_payloads().items():
        out += [b"\x02" + bytes([number]) + payload for payload in payloads]
    from tests.fuzz import test_fuzz_pipeline as pipeline

    segs = pipeline.SEGMENTS["kafka-python-v2.5"]
    flow = pipeline.client_flows(segs)[0]
    out.append(b"\x03\x00" + pipeline.stream_of(segs, flow))
    out.append(b"\x03\x01" + pipeline.stream_of(segs, (flow[2], flow[3], flow[0], flow[1])))
    out += [b"\x05" + bytes([levels, fan, codec, 1]) for levels in (2, 5, 7) for fan in (2, 8) for codec in (0, 3)]
    from tests.fuzz import test_fuzz_analyses as target

    everything = [place for places in target.damageable().values() for place in places]
    for places in target.damageable().values():
        name, index = places[0]
        ex = target.analysed_samples()[name][index].exchange
        at = everything.index((name, index))
        out.append(b"\x06" + struct.pack(">H", at) + b"\x00" + ex.request.data)  # type: ignore[union-attr]
        if ex.response is not None:
            out.append(b"\x06" + struct.pack(">H", at) + b"\x01" + ex.response.data)
    out += [b"\x07" + bytes([s, f]) + struct.pack(">HI", k, g) for s in (0, 1, 2) for f in (0, 0x80)
            for k, g in ((1, 1), (3, 5000), (7, 1 << 20))]  # fmt: skip
    return out


def warm_up() -> None:
    """Load what the targets read once (the samples decoded, undamaged streams), so that the
    first input of a target is timed like the others."""
    from tests.fuzz import test_fuzz_analyses, test_fuzz_pipeline

    test_fuzz_analyses.damageable()
    for sample in test_fuzz_pipeline.SEGMENTS:
        _undamaged(sample)


def main() -> None:
    warm_up()
    argv = list(sys.argv)
    if not any(not a.startswith("-") for a in argv[1:]):  # no corpus directory given: the samples' seeds
        directory = ROOT / ".cache" / "fuzz-corpus"
        directory.mkdir(parents=True, exist_ok=True)
        for i, seed in enumerate(seeds()):
            (directory / f"seed-{i:04d}").write_bytes(seed)
        argv.append(str(directory))
    if not any(a.startswith("-rss_limit_mb") for a in argv):
        argv.append("-rss_limit_mb=1024")
    if not any(a.startswith("-max_len") for a in argv):
        argv.append("-max_len=262144")
    atheris.Setup(argv, test_one_input, custom_mutator=custom_mutator)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
