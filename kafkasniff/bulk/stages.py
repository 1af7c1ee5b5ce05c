"""The two stages of the bulk pipeline as functions over Arrow record batches (what Spark's
mapInArrow hands a Python worker). They run the same core as the single-machine path."""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterable, Iterator
from typing import Any

import pyarrow as pa

from kafkasniff.analyses.facts import exchange_row
from kafkasniff.analyses.kafka_fields import batches as record_batches
from kafkasniff.analyses.kafka_fields import looks_like_topic_id, topic_partitions
from kafkasniff.bulk.schemas import EXCHANGES, RECORDS, SEGMENTS
from kafkasniff.capture import CaptureError, open_capture, read_packets
from kafkasniff.counters import Counters
from kafkasniff.dissection import dissect
from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import DecodedExchange, Flow, Segment, endpoint_text
from kafkasniff.packets import decode_segment
from kafkasniff.pipeline import Options, exchanges_of_segments

ROWS_PER_BATCH = 4096


def conn_key(seg: Segment) -> str:
    a, b = sorted((seg.flow.src, seg.flow.dst))
    return f"{endpoint_text(a)}|{endpoint_text(b)}"


# -- stage 1: files -> segments ----------------------------------------------------------


def extract_segments(files: Iterable[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
    """Batches of (path, file_seq) -> batches of SEGMENTS rows, one file at a time."""
    for batch in files:
        for path, file_seq in zip(batch.column("path").to_pylist(), batch.column("file_seq").to_pylist(), strict=True):
            yield from _file_segments(path, file_seq)


def _file_segments(path: str, file_seq: int) -> Iterator[pa.RecordBatch]:
    counters = Counters()
    columns: dict[str, list[Any]] = {name: [] for name in SEGMENTS.names}
    try:
        with open_capture(path) as stream:
            for pkt_seq, packet in enumerate(read_packets(stream, counters)):
                seg = decode_segment(packet, counters)
                if seg is None:
                    continue
                (src_ip, src_port), (dst_ip, dst_port) = seg.flow.src, seg.flow.dst
                values = (conn_key(seg), file_seq, pkt_seq, seg.ts, src_ip, src_port, dst_ip, dst_port, seg.seq,
                          seg.ack, seg.flags, seg.payload, seg.missing)  # fmt: skip
                for column, value in zip(columns.values(), values, strict=True):
                    column.append(value)
                if len(columns["conn"]) >= ROWS_PER_BATCH:
                    yield pa.RecordBatch.from_pydict(columns, schema=SEGMENTS)
                    columns = {name: [] for name in SEGMENTS.names}
    except CaptureError:
        pass  # an unreadable file (or its unreadable tail) adds no segments; the rest still counts
    if columns["conn"]:
        yield pa.RecordBatch.from_pydict(columns, schema=SEGMENTS)


# -- stage 2: segments of whole connections -> exchanges ---------------------------------


def decode_connections(
    batches: Iterable[pa.RecordBatch], extra_ports: frozenset[int] = frozenset(), with_records: bool = False
) -> Iterator[pa.RecordBatch]:
    """SEGMENTS rows sorted by (conn, ts) -> EXCHANGES rows (plus a `records` column if asked).

    Each connection runs through its own reassembly/framing/pairing, so memory holds one
    connection's open state at a time, however long the connection is.
    """
    from kafkasniff.runtime import relax_garbage_collector

    relax_garbage_collector()
    protocols = make_protocols(DissectOptions(records=True, render_bytes=bytes))
    options = Options(extra_ports={"kafka": extra_ports}, protocols=protocols)
    schema = _output_schema(with_records)
    rows: list[dict[str, Any]] = []
    segments = (seg for batch in batches for seg in _segments(batch))
    for _, conn_segments in itertools.groupby(segments, key=conn_key):
        counters = Counters()
        for item in dissect(exchanges_of_segments(conn_segments, counters, options), protocols, counters):
            if not isinstance(item, DecodedExchange):
                continue
            row = exchange_row(item)
            row["hour"] = time.strftime("%Y-%m-%dT%H", time.gmtime(row["ts_ns"] // 1_000_000_000))
            if with_records:
                row["records"] = record_rows(item, row["hour"])
            rows.append(row)
            if len(rows) >= ROWS_PER_BATCH:
                yield pa.RecordBatch.from_pylist(rows, schema=schema)
                rows = []
    if rows:
        yield pa.RecordBatch.from_pylist(rows, schema=schema)


def _output_schema(with_records: bool) -> pa.Schema:
    if not with_records:
        return EXCHANGES
    return EXCHANGES.append(pa.field("records", pa.list_(pa.struct(list(RECORDS)))))


def _segments(batch: pa.RecordBatch) -> Iterator[Segment]:
    for r in batch.to_pylist():
        flow = Flow((r["src_ip"], r["src_port"]), (r["dst_ip"], r["dst_port"]))
        yield Segment(r["ts"], flow, r["seq"], r["ack"], r["flags"], r["payload"], r["missing"])


def record_rows(item: DecodedExchange, hour: str) -> list[dict[str, Any]]:
    """Every record of a Produce request or Fetch response."""
    f = item.fields
    if f.get("api") == "Produce":
        body, path, direction = f.get("request"), ("topic_data", "partition_data"), "produced"
    elif f.get("api") == "Fetch":
        body, path, direction = f.get("response"), ("responses", "partitions"), "fetched"
    else:
        return []
    out = []
    for topic, partition, entry in topic_partitions(body, *path, {}):
        is_id = looks_like_topic_id(topic)
        name = f["topic_ids"].get(topic) if is_id else topic
        for batch in record_batches(entry.get("records")):
            for record in batch.get("records") or []:
                out.append({
                    "ts_ns": item.exchange.ts, "conn": f"{item.exchange.conn.label}", "client_id": f.get("client_id"),
                    "direction": direction, "topic": name, "topic_id": topic if is_id else None,
                    "partition": partition, "offset": record["offset"], "timestamp": record["timestamp"],
                    "key": record["key"], "value": record["value"],
                    "headers": [{"key": h["key"], "value": h["value"]} for h in record["headers"]],
                    "magic": batch.get("magic"), "codec": batch.get("codec"),
                    "producer_id": batch.get("producer_id"), "hour": hour,
                })  # fmt: skip
    return out
