"""Seeds and mutations for the fuzz tests and the atheris harness.

Seeds are real: every (api, version) exchange of every sample capture, every distinct record
set (RecordBatch v2 of each codec, legacy magic 0/1 message sets and their compressed
wrappers), and every compressed payload those hold. Mutations are what damaged or hostile
input looks like: flipped bits, cut frames, length fields rewritten to huge or negative
values, duplicated and deleted regions, inserted junk.

`examples(n)` is how many examples a property runs: `n` in CI, more with
KAFKASNIFF_FUZZ_EXAMPLES=<count> (a local long run).
"""

from __future__ import annotations

import functools
import os
import random
import struct
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.kafka.protocol import KafkaProtocol
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.dissectors.tree import Node
from kafkasniff.model import DecodedExchange, Exchange, Frame
from kafkasniff.pipeline.wiring import Options
from tests.support.captures import SAMPLES
from tests.support.decode import decode

SAMPLE_NAMES = sorted(p.stem for p in SAMPLES.glob("*.pcap"))
FULL = DissectOptions(records=True)


LONG_RUN = os.environ.get("KAFKASNIFF_FUZZ_EXAMPLES")
TRIED: dict[str, int] = {}  # target -> inputs run (printed at the end of a long run)


def examples(ci: int) -> int:
    """Examples per property: `ci` unless KAFKASNIFF_FUZZ_EXAMPLES asks for more."""
    return int(LONG_RUN) if LONG_RUN else ci


def fuzz(ci: int) -> settings:
    """Settings of a fuzz property: `ci` examples, the same ones every run (derandomized, no
    example database) unless a long run asks for more, fresh ones each time."""
    return settings(
        max_examples=examples(ci),
        deadline=None,
        derandomize=not LONG_RUN,
        database=None,
        suppress_health_check=list(HealthCheck),
    )


def tried(target: str) -> None:
    TRIED[target] = TRIED.get(target, 0) + 1


# -- seeds out of the samples -------------------------------------------------------------


@functools.cache
def decoded_samples() -> dict[str, list[DecodedExchange]]:
    options = Options(protocols=make_protocols(FULL))
    return {name: decode(SAMPLES / f"{name}.pcap", options)[0] for name in SAMPLE_NAMES}


@functools.cache
def exchanges() -> list[Exchange]:
    """One real exchange per (sample, api key, api version, codecs of its records), both sides."""
    seen: set[tuple[Any, ...]] = set()
    out = []
    for name, items in decoded_samples().items():
        for item in items:
            ex = item.exchange
            if ex.conn.protocol != "kafka" or ex.request is None or ex.response is None:
                continue
            if item.fields["api_key"] is None:
                continue
            key = (name, item.fields["api_key"], item.fields["api_version"], _codecs(item))
            if key not in seen:
                seen.add(key)
                out.append(ex)
    return out


@functools.cache
def mongo_exchanges() -> list[Exchange]:
    """Every answered exchange of the MongoDB samples (each opcode, compressor and outcome)."""
    return [
        item.exchange
        for items in decoded_samples().values()
        for item in items
        if item.exchange.conn.protocol == "mongo" and item.exchange.response is not None
    ]


def _codecs(item: DecodedExchange) -> tuple[str, ...]:
    return _kinds(n for _, records, _ in _records_of(item) for n in _batches_and_messages(records))


def _kinds(entries: Iterator[Node]) -> tuple[str, ...]:
    return tuple(sorted({f"{n.value['magic']}/{n.value['codec']}" for n in entries}))


def _records_of(item: DecodedExchange) -> Iterator[tuple[Frame, Node, bool]]:
    """(frame, records field, from the broker) for every records field of an exchange."""
    ex = item.exchange
    for frame, tree, from_broker in ((ex.request, item.request_tree, False), (ex.response, item.response_tree, True)):
        if frame is not None and tree is not None and len(tree.children) >= 2:
            for records in _records_nodes(tree.children[1]):
                if records.value:
                    yield frame, records, from_broker


def _records_nodes(node: Node) -> Iterator[Node]:
    for child in node.children or ():
        if child.type == "records":
            yield child
        elif child.children:
            yield from _records_nodes(child)


def _batches_and_messages(node: Node) -> Iterator[Node]:
    for child in node.children or ():
        if child.type in ("batch", "message"):
            yield child
        yield from _batches_and_messages(child)


@dataclass(frozen=True)
class RecordSet:
    label: str  # sample: magic/codec of its entries
    data: bytes
    from_broker: bool


@functools.cache
def record_sets() -> list[RecordSet]:
    """Every distinct kind of record set in the samples (by sample, side and entry codecs)."""
    seen: set[tuple[Any, ...]] = set()
    out = []
    for name, items in decoded_samples().items():
        for item in items:
            for _, records, from_broker in _records_of(item):
                kinds = _kinds(_batches_and_messages(records))
                if (name, from_broker, kinds) not in seen:
                    seen.add((name, from_broker, kinds))
                    out.append(RecordSet(f"{name}: {','.join(kinds)}", bytes(records.value), from_broker))
    return out


CODEC_NUMBERS = {"gzip": 1, "snappy": 2, "lz4": 3, "zstd": 4}


@functools.cache
def compressed_payloads() -> dict[int, list[bytes]]:
    """Real compressed payloads by codec number (up to 40 each): batch bodies, wrapper values."""
    out: dict[int, list[bytes]] = {1: [], 2: [], 3: [], 4: []}
    for items in decoded_samples().values():
        for item in items:
            for frame, records, _ in _records_of(item):
                for node in _batches_and_messages(records):
                    codec = CODEC_NUMBERS.get(node.value["codec"])
                    if codec is None:
                        continue
                    if node.type == "batch" and node.offset >= 0:
                        payload = frame.data[node.offset + 61 : node.offset + node.length]
                    elif node.type == "message" and node.value["value"] is not None:
                        payload = node.value["value"]
                    else:
                        continue
                    if len(out[codec]) < 40 and payload not in out[codec]:
                        out[codec].append(bytes(payload))
    return out


# -- mutations ----------------------------------------------------------------------------

INTERESTING = (0, 1, -1, -2, 0x7F, 0x80, 0xFF, 0x7FFF, -0x8000, 0xFFFF, 0x7FFFFFFF, -0x80000000, 0x80000000, 0xFFFFFFFF,
               1 << 31, 1 << 40, (1 << 63) - 1, -(1 << 63))  # fmt: skip
Op = tuple[Any, ...]


def uvarint(value: int) -> bytes:
    """An unsigned varint (values past 64 bits wrap, as a hostile field would)."""
    value &= (1 << 64) - 1
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def mutate(data: bytes, ops: list[Op]) -> bytes:
    """Apply mutation ops in order; positions wrap around the current length."""
    buf = bytearray(data)
    for op in ops:
        kind = op[0]
        n = len(buf)
        if kind == "truncate":
            del buf[op[1] % (n + 1) :]
        elif kind == "insert":
            at = op[1] % (n + 1)
            buf[at:at] = op[2]
        elif not n:
            continue
        elif kind == "flip":
            buf[op[1] % n] ^= 1 << (op[2] % 8)
        elif kind == "set":
            buf[op[1] % n] = op[2] & 0xFF
        elif kind == "length":  # a length, count or size field rewritten to an extreme
            at, width, value = op[1] % n, op[2], op[3]
            if width == "varint":
                field = uvarint(value)
            else:
                size = {"int16": 2, "int32": 4, "int64": 8}[width]
                field = (value & ((1 << (8 * size)) - 1)).to_bytes(size, "big")
            buf[at : at + len(field)] = field
        elif kind == "duplicate":
            start = op[1] % n
            region = buf[start : start + op[2]]
            at = op[3] % (n + 1)
            buf[at:at] = region
        elif kind == "delete":
            start = op[1] % n
            del buf[start : start + op[2]]
    return bytes(buf)


_POS = st.integers(0, 1 << 24)
OPS = st.one_of(
    st.tuples(st.just("flip"), _POS, st.integers(0, 7)),
    st.tuples(st.just("set"), _POS, st.integers(0, 255)),
    st.tuples(st.just("truncate"), _POS),
    st.tuples(st.just("insert"), _POS, st.binary(min_size=1, max_size=16)),
    st.tuples(
        st.just("length"),
        _POS,
        st.sampled_from(["int16", "int32", "int64", "varint"]),
        st.one_of(st.sampled_from(INTERESTING), st.integers(-(1 << 63), (1 << 64) - 1)),
    ),
    st.tuples(st.just("duplicate"), _POS, st.integers(1, 256), _POS),
    st.tuples(st.just("delete"), _POS, st.integers(1, 64)),
)
MUTATIONS = st.lists(OPS, min_size=1, max_size=6)


def random_ops(rng: random.Random) -> list[Op]:
    """The same mutations drawn from a plain Random (the atheris harness's custom mutator)."""
    ops: list[Op] = []
    for _ in range(rng.randint(1, 4)):
        kind = rng.choice(["flip", "set", "truncate", "insert", "length", "length", "duplicate", "delete"])
        pos = rng.randrange(1 << 24)
        if kind == "flip":
            ops.append((kind, pos, rng.randrange(8)))
        elif kind == "set":
            ops.append((kind, pos, rng.randrange(256)))
        elif kind == "truncate":
            ops.append((kind, pos))
        elif kind == "insert":
            ops.append((kind, pos, rng.randbytes(rng.randint(1, 16))))
        elif kind == "length":
            value = rng.choice(INTERESTING) if rng.random() < 0.7 else rng.randrange(-(1 << 63), 1 << 64)
            ops.append((kind, pos, rng.choice(["int16", "int32", "int64", "varint"]), value))
        elif kind == "duplicate":
            ops.append((kind, pos, rng.randint(1, 256), rng.randrange(1 << 24)))
        else:
            ops.append((kind, pos, rng.randint(1, 64)))
    return ops


# -- running one input --------------------------------------------------------------------


def with_frames(ex: Exchange, request: bytes | None, response: bytes | None) -> Exchange:
    """The exchange with other bytes in its frames (sizes follow the bytes)."""

    def frame(old: Frame | None, data: bytes | None) -> Frame | None:
        if old is None or data is None:
            return old
        return Frame(old.conn, old.from_client, old.ts, old.ts_first, old.offset, len(data), data)

    return Exchange(ex.conn, frame(ex.request, request), frame(ex.response, response), ex.head, ex.status)


def dissect_fully(proto: KafkaProtocol, ex: Exchange) -> DecodedExchange:
    """Dissect the way the pipeline does (the head re-read from the request bytes), JSON included."""
    head = proto.request_head(ex.request.data) if ex.request is not None else ex.head
    decoded = proto.dissect(Exchange(ex.conn, ex.request, ex.response, head, ex.status))
    decoded.fields["request"], decoded.fields["response"]  # noqa: B018 (the lazy JSON views)
    return decoded


def check_markers_inside(decoded: DecodedExchange) -> None:
    """Every warning points at a byte of one of the exchange's frames (or just past its end)."""
    ex = decoded.exchange
    longest = max(len(f.data) for f in (ex.request, ex.response) if f is not None)
    for w in decoded.warnings:
        assert 0 <= w.offset <= longest, f"warning outside the frame ({longest} bytes): {w}"


def timed(call: Callable[[], Any]) -> tuple[Any, float]:
    """(result, CPU seconds the call took): CPU time, not wall time, so that another busy process on
    the machine cannot make a bounded decode look slow; a runaway loop still spends CPU. The
    garbage collector is off during the call: a long run's heap (hypothesis keeps every example
    it shrinks) made a collection inside a 16 ms decode cost 1.5 s of the call's time."""
    import gc
    import time

    enabled = gc.isenabled()
    gc.disable()
    try:
        started = time.process_time()
        result = call()
        return result, time.process_time() - started
    finally:
        if enabled:
            gc.enable()


def le32(value: int) -> bytes:
    return struct.pack(">i", value)


# -- hostile record sets, built ------------------------------------------------------------


def compress(codec: int, data: bytes) -> bytes:
    if codec == 1:
        import gzip

        return gzip.compress(data)
    if codec == 2:
        import snappy

        return bytes(snappy.compress(data))
    if codec == 3:
        import lz4.frame

        return bytes(lz4.frame.compress(data))
    if codec == 4:
        import zstandard

        return zstandard.ZstdCompressor(level=19).compress(data)
    raise ValueError(codec)


def zigzag(value: int) -> bytes:
    return uvarint((value << 1) ^ (value >> 63))


def record(value: bytes, key: bytes | None = None) -> bytes:
    """One v2 record (no headers)."""
    body = b"\x00" + zigzag(0) + zigzag(0) + (zigzag(-1) if key is None else zigzag(len(key)) + key)
    body += zigzag(len(value)) + value + zigzag(0)
    return zigzag(len(body)) + body


def batch(payload: bytes, codec: int, count: int, base_offset: int = 0) -> bytes:
    """A RecordBatch v2 around records (compressed already when codec is set), CRC right."""
    import crc32c

    after_crc = struct.pack(">hiqqqhii", codec, count - 1, 0, 0, -1, -1, -1, count) + payload
    head = struct.pack(">qiib", base_offset, 4 + 1 + 4 + len(after_crc), 0, 2)
    return head + struct.pack(">I", crc32c.crc32c(after_crc)) + after_crc


def legacy_message(offset: int, value: bytes | None, codec: int = 0, magic: int = 1) -> bytes:
    """One magic 0/1 message (a wrapper when codec is set), CRC right."""
    import zlib

    body = struct.pack(">bb", magic, codec) + (struct.pack(">q", 1000 + offset) if magic == 1 else b"")
    body += struct.pack(">i", 1) + b"k"
    body += struct.pack(">i", -1) if value is None else struct.pack(">i", len(value)) + value
    message = struct.pack(">I", zlib.crc32(body)) + body
    return struct.pack(">qi", offset, len(message)) + message


# -- hostile constructions ------------------------------------------------------------------


def fan_out(levels: int, fan: int, codec: int, magic: int = 1) -> bytes:
    """Legacy wrappers nested `levels` deep, each holding `fan` copies of the one below:
    fan**levels messages out of a few hundred bytes (what took 8 GB before the budget)."""
    data = legacy_message(0, b"v", magic=magic)
    for _ in range(levels):
        data = legacy_message(0, compress(codec, data * fan), codec, magic)
    return data


RECORD_HEADER_FIELDS = ("length", "attributes", "timestamp_delta", "offset_delta", "key_length", "value_length",
                        "header_count", "header_key_length", "header_value_length")  # fmt: skip


def hostile_record(field: str, value: int) -> bytes:
    """A v2 record with one header field (one of RECORD_HEADER_FIELDS) rewritten to `value`."""
    parts = {
        "attributes": b"\x00", "timestamp_delta": zigzag(0), "offset_delta": zigzag(0),
        "key_length": zigzag(1), "key": b"k", "value_length": zigzag(1), "value": b"v", "header_count": zigzag(1),
        "header_key_length": zigzag(1), "header_key": b"h", "header_value_length": zigzag(1), "header_value": b"w",
    }  # fmt: skip
    if field == "attributes":
        parts[field] = bytes([value & 0xFF])
    elif field != "length":
        parts[field] = zigzag(value)
    body = b"".join(parts.values())
    return (zigzag(value) if field == "length" else zigzag(len(body))) + body
