"""The two stages of the bulk pipeline as functions over Arrow record batches (what Spark's
mapInArrow hands a Python worker). They run the same core as the single-machine path.

Stage 1, one task per capture file, reads its file twice. The first read only looks at TCP
flags (`_whole_connections`): a connection whose SYN and whose end (FIN both ways, or RST) are
both in the file is whole there, and most are. The second read decodes the whole connections
on the spot, and each part of the others (those that began before the file or go on after it)
from its first segment (crossing.py): the part's exchanges after its first quiet point are kept,
the segments before it set aside as rows to shuffle, with what stage 2 needs to take the part
up. Stage 2 gets those rows grouped by connection, in file order, and follows each connection
across its parts as one machine would. So only the heads of parts travel between machines, not
every payload byte nor the decoded rows, and a long connection is decoded by as many tasks as it
has files. The exchange rows of both stages go to a `RowSink` (in the job, the task's staged
file: staging.py), and both stages report what the driver needs to make the tables of them: the
parts stage 2 decoded again, and the Metadata answers that name topic ids.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Protocol

import pyarrow as pa
import pyarrow.compute as pc

from kafkasniff.analyses import DECODE
from kafkasniff.analyses.facts import exchange_row
from kafkasniff.analyses.kafka_fields import batches as record_batches
from kafkasniff.analyses.kafka_fields import looks_like_topic_id, topic_partitions
from kafkasniff.bulk import crossing
from kafkasniff.bulk.crossing import FILE_SHIFT, Part, PartFacts, Stitcher, part_segments
from kafkasniff.bulk.schemas import EMITTED, END_OF_INPUT, EXCHANGES, PART, PART_FACTS, RECORDS, SEGMENTS, UNNAMED
from kafkasniff.bulk.sources import open_source, source_size
from kafkasniff.bulk.staging import Staged
from kafkasniff.bulk.topic_names import Naming, needs_names
from kafkasniff.capture.pcap import CaptureError, capture_stream, read_packets
from kafkasniff.counters import Counters
from kafkasniff.dissectors.base import DissectOptions, WireProtocol
from kafkasniff.dissectors.registry import make_protocols
from kafkasniff.model import ACK, FIN, RST, SYN, DecodedExchange, Exchange, Flow, Notice, SegmentFields, endpoint_text
from kafkasniff.net.packets import segment_fields
from kafkasniff.net.tunnels import use_vxlan_ports
from kafkasniff.pipeline.wiring import Options, SegmentStages
from kafkasniff.tcp.streams import SYN_FIN_RST

ROWS_PER_BATCH = 4096
SEGMENT_BYTES_PER_BATCH = 16 << 20  # a batch of set-aside segments holds at most this much payload
SEGMENT, FACTS = 0, 1  # stage 1's kinds of row, in the order stage 2 takes a part's rows

TRUNCATED = "truncated: the file ends inside a packet (cut off, or still being written)"
Key = tuple[tuple[str, int], tuple[str, int]]  # a connection's endpoints, lower first
Ports = Mapping[str, frozenset[int]]  # protocol name -> ports its port option added (Options.extra_ports)
NO_PORTS: Ports = MappingProxyType({})


@functools.lru_cache(maxsize=1 << 16)  # once per connection, not per segment
def conn_key(flow: Flow) -> str:
    a, b = sorted((flow.src, flow.dst))
    return f"{endpoint_text(a)}|{endpoint_text(b)}"


def _key(flow: Flow) -> Key:
    src, dst = flow
    return (src, dst) if src <= dst else (dst, src)


def stage1_schema() -> pa.Schema:
    """Stage 1's rows, keyed by connection for the shuffle and sorted by (conn, file_seq, kind):
    a segment set aside, or the facts of a crossing connection's part."""
    return pa.schema([
        ("conn", pa.string()),
        ("file_seq", pa.int32()),
        ("kind", pa.int8()),
        ("segment", pa.struct(list(SEGMENTS))),
        ("facts", PART_FACTS),
    ])  # fmt: skip


def staged_schema(with_records: bool) -> pa.Schema:
    """The exchange rows both stages stage: EXCHANGES, what only staged rows carry (when the
    exchange was emitted, its part, whether it needs names: schemas.EMITTED, PART, UNNAMED) and
    each exchange's records, if asked."""
    schema = EXCHANGES.append(EMITTED).append(PART).append(UNNAMED)
    if with_records:
        schema = schema.append(pa.field("records", pa.list_(pa.struct(list(RECORDS)))))
    return schema


class RowSink(Protocol):
    """Where a task's exchange rows go, a batch at a time (the job: staging.StagedRows)."""

    def add(self, batch: pa.RecordBatch) -> None: ...

    def close(self) -> Staged | None: ...


# -- stage 1: each file, its whole connections decoded, the others' segments set aside ----


@dataclass
class _Conn:
    """What the first read learns of one connection (both directions) in one file."""

    opened: bool  # its first segment in the file is a SYN without ACK
    fins: int = 0  # directions that sent FIN (bit 1: the lower endpoint's, bit 2: the other's)
    reset: bool = False
    after_end: bool = False  # a segment with data or a second SYN after it ended
    syn_seq: int = -1

    @property
    def ended(self) -> bool:
        return self.reset or self.fins == 3

    @property
    def whole(self) -> bool:
        return self.opened and self.ended and not self.after_end


@dataclass
class FileReport:
    """What stage 1 tells the driver of one file, once it is read."""

    file_seq: int
    facts: FileFacts  # its `files` table row
    namings: list[Naming]  # the topic ids its Metadata answers named
    staged: Staged | None  # its exchange rows, if it had any


@dataclass
class FollowReport:
    """What stage 2 tells the driver of the connections it followed."""

    redone: list[tuple[str, int]]  # parts (connection, file_seq) whose stage 1 rows it replaced
    namings: list[Naming]
    staged: Staged | None = None  # its exchange rows, if it had any


def decode_files(
    files: Iterable[pa.RecordBatch], extra_ports: Ports, with_records: bool, run: str,
    report: Callable[[FileReport], None], sink: Callable[[int], RowSink], vxlan_ports: frozenset[int] = frozenset(),
) -> Iterator[pa.RecordBatch]:  # fmt: skip
    """Batches of (path, file_seq) -> stage 1's set-aside rows, one file at a time; each file's
    exchange rows to `sink(file_seq)`, and its report to `report` once it is read. UDP to
    `vxlan_ports` carries VXLAN (--vxlan-port), in this task's process."""
    from kafkasniff.pipeline.runtime import relax_garbage_collector

    relax_garbage_collector()
    use_vxlan_ports(vxlan_ports)
    for batch in files:
        for path, file_seq in zip(batch.column("path").to_pylist(), batch.column("file_seq").to_pylist(), strict=True):
            yield from _decode_file(path, file_seq, extra_ports, with_records, run, report, sink(file_seq))


def _decode_file(
    path: str, file_seq: int, extra_ports: Ports, with_records: bool, run: str,
    report: Callable[[FileReport], None], sink: RowSink,
) -> Iterator[pa.RecordBatch]:  # fmt: skip
    conns, error = _whole_connections(path)
    whole = {key for key, conn in conns.items() if conn.whole}
    facts = FileFacts(path, source_size(path), connections=len(conns), crossing=len(conns) - len(whole),
                      error=error, run=run)  # fmt: skip
    protocols = _protocols(with_records)
    options = Options(extra_ports=dict(extra_ports), protocols=protocols)
    stages = SegmentStages(Counters(), options)
    parts: dict[Key, tuple[str, Part]] = {}
    held = 0  # payload of the parts' heads not yet set aside
    rows = _Exchanges(sink, staged_schema(with_records))
    heads = _Heads(file_seq)
    counters = Counters()
    ts = 0
    namings: list[Naming] = []

    def add(conn: str | None, item: Exchange | Notice, emitted: int) -> None:
        """An item of a whole connection (conn None) or of a crossing part (its connection)."""
        if not isinstance(item, Exchange):
            return
        row = _add_exchange(rows, conn, item, protocols, with_records, [path], emitted)
        rows.flush_full()
        facts.exchanges += 1
        if row["metadata_topics"]:  # a Metadata answer (rare): which part it is in, should stage 2 redo it
            namings.append(Naming(_conn_of(item), file_seq, emitted, row["metadata_topics"]))

    def set_aside(conn: str, segments: list[SegmentFields]) -> None:
        for seg in segments:
            facts.crossing_bytes += len(seg[5])
            heads.add_segment(conn, seg)

    keys: dict[Flow, Key] = {}
    try:
        with capture_stream(open_source(path)) as stream:
            for seg in segment_fields(read_packets(stream, counters), counters):
                ts, flow = seg[0], seg[1]
                facts.segments += 1
                key = keys.get(flow) or keys.setdefault(flow, _key(flow))
                if key in whole:
                    for item in stages.push(seg):
                        add(None, item, ts)
                    continue
                conn, part = parts.get(key) or parts.setdefault(key, (conn_key(flow), Part(options)))
                if part.point is not None:  # past its quiet point (most segments): nothing to set aside
                    for item in part.push(seg, file_seq)[1]:
                        add(conn, item, ts)
                    continue
                before = part.held
                aside, kept = part.push(seg, file_seq)
                held += part.held - before
                set_aside(conn, aside)
                for item in kept:
                    add(conn, item, ts)
                if held > crossing.HEADS_HELD:  # memory: the largest head goes, its part set aside whole
                    conn, part = max(parts.values(), key=lambda entry: entry[1].held)
                    held -= part.held
                    set_aside(conn, part.give_up())
                yield from heads.full()
    except CaptureError:
        pass  # the first read met it too, and says so in `error`; what was read before it counts
    for item in stages.finish(ts):
        add(None, item, ts)
    for conn, part in parts.values():
        set_aside(conn, part.end())
        heads.add_facts(conn, part.facts())
    facts.packets = counters.packets
    rows.flush()
    yield from heads.rest()
    report(FileReport(file_seq, facts, namings, sink.close()))


@dataclass
class FileFacts:
    """A row of the `files` table (schemas.FILES)."""

    path: str
    size: int | None
    packets: int = 0
    segments: int = 0
    connections: int = 0
    crossing: int = 0
    crossing_bytes: int = 0
    exchanges: int = 0
    error: str | None = None
    run: str = ""


def _whole_connections(path: str) -> tuple[dict[Key, _Conn], str | None]:
    """Every connection of the file, from its segments' flags alone; and the error that stopped
    the reading, if one did (what was read before it counts)."""
    conns: dict[Key, _Conn] = {}
    counters = Counters()
    try:
        with capture_stream(open_source(path)) as stream:
            for seg in segment_fields(read_packets(stream, counters), counters):
                _, flow, seq, _, flags, payload, missing, _ = seg
                key = _key(flow)
                conn = conns.get(key)
                if conn is None:
                    conn = conns[key] = _Conn(opened=flags & (SYN | ACK) == SYN, syn_seq=seq if flags & SYN else -1)
                elif flags & SYN and not (flags & ACK) and seq != conn.syn_seq:
                    conn.after_end = True  # a second connection on the same ports: not whole here
                if flags & SYN_FIN_RST or payload or missing:
                    if conn.ended and (payload or missing or flags & SYN):
                        conn.after_end = True
                    if flags & FIN:
                        conn.fins |= 1 if flow.src == key[0] else 2
                    if flags & RST:
                        conn.reset = True
    except CaptureError as exc:
        return conns, str(exc)
    return conns, TRUNCATED if counters.capture_truncated else None


def _segment_batch(segments: list[tuple[str, SegmentFields]], file_seq: int, schema: pa.Schema) -> pa.RecordBatch:
    """Set-aside segments as stage 1 rows, built a column at a time: Arrow's conversion of one
    dict per row took tens of microseconds a segment, many times this."""
    conns, segs = zip(*segments, strict=True)
    ts, flows, seqs, acks, flags, payloads, missing, numbers = zip(*segs, strict=True)
    conn = pa.array(conns, pa.string())  # the shuffle's key, and the segment's own field
    count = len(segments)
    seqs_of_file = pa.array([file_seq] * count, pa.int32())
    columns = {
        "pkt_seq": numbers, "ts": ts,
        "src_ip": [f.src[0] for f in flows], "src_port": [f.src[1] for f in flows],
        "dst_ip": [f.dst[0] for f in flows], "dst_port": [f.dst[1] for f in flows],
        "seq": seqs, "ack": acks, "flags": flags, "payload": payloads, "missing": missing,
    }  # fmt: skip
    segment_type = schema.field("segment").type
    segment = pa.StructArray.from_arrays(
        [conn if f.name == "conn" else seqs_of_file if f.name == "file_seq" else pa.array(columns[f.name], type=f.type)
         for f in segment_type],
        fields=list(segment_type),
    )  # fmt: skip
    kind = pa.array([SEGMENT] * count, pa.int8())
    facts = pa.nulls(count, schema.field("facts").type)
    return pa.RecordBatch.from_arrays([conn, seqs_of_file, kind, segment, facts], schema=schema)


# -- stage 2: segments of whole connections -> exchanges ---------------------------------


def decode_connections(
    batches: Iterable[pa.RecordBatch], paths: Sequence[str], sink: RowSink, extra_ports: Ports = NO_PORTS,
    with_records: bool = False, vxlan_ports: frozenset[int] = frozenset(),
) -> FollowReport:  # fmt: skip
    """Stage 1's set-aside segments and part facts, sorted by (conn, file_seq, kind,
    segment.pkt_seq) -> the exchange rows of the parts' heads, to `sink`, each connection
    followed across its parts as one connection (crossing.Stitcher). Returns the parts whose own
    exchange rows must give way to rows decoded here, and the topic ids named here.

    Each connection runs through its own reassembly/framing/pairing, and its own per-capture
    memory (topic ids are named later, from every Metadata of the input: see topic_names.py),
    so memory holds one connection's open state at a time, however long the connection is.
    Parts read again from their files read UDP to `vxlan_ports` as VXLAN, as stage 1 did.
    """
    from kafkasniff.pipeline.runtime import relax_garbage_collector

    relax_garbage_collector()
    use_vxlan_ports(vxlan_ports)
    rows = _Exchanges(sink, staged_schema(with_records))
    files_of = _files_of(paths)
    followed = FollowReport([], [])
    current: _Followed | None = None

    def add(item: Exchange | Notice, emitted: int) -> None:
        assert current is not None
        if not isinstance(item, Exchange):
            return
        row = _add_exchange(rows, None, item, current.protocols, with_records, files_of, emitted)
        if row["metadata_topics"]:
            followed.namings.append(Naming(current.conn, -1, emitted, row["metadata_topics"]))

    def finished() -> None:  # the connection's last row was taken: what it still holds
        if current is not None:
            for item in current.stitcher.finish():
                add(item, END_OF_INPUT)

    for batch in batches:
        for conn, taken in _set_aside(batch):
            if current is None or conn != current.conn:
                finished()
                current = _Followed(conn, paths, extra_ports, with_records)
            if isinstance(taken, PartFacts):
                stands, items = current.stitcher.part(taken)
                if not stands:
                    followed.redone.append((conn, taken.file_seq))
                for item, emitted in items:
                    add(item, emitted)
            else:
                for item in current.stitcher.segment(taken):
                    add(item, taken[0])
            rows.flush_full()
    finished()
    rows.flush()
    followed.staged = sink.close()
    return followed


class _Followed:
    """The connection stage 2 is following: its key, decoder and per-capture memory."""

    def __init__(self, conn: str, paths: Sequence[str], extra_ports: Ports, with_records: bool) -> None:
        self.conn = conn
        self.protocols = _protocols(with_records)
        options = Options(extra_ports=dict(extra_ports), protocols=self.protocols)

        def belongs(flow: Flow) -> bool:
            return conn_key(flow) == conn

        def rest_of_part(file_seq: int, skip: int) -> Iterator[SegmentFields]:
            return part_segments(paths[file_seq], file_seq, belongs, skip)

        self.stitcher = Stitcher(options, rest_of_part)


def _set_aside(rows: pa.RecordBatch) -> Iterator[tuple[str, SegmentFields | PartFacts]]:
    """Set-aside segments and part facts, in their order, each with its connection."""
    kinds = rows.column("kind")
    segments = _segments(rows.filter(pc.equal(kinds, SEGMENT)).column("segment"))
    facts_rows = rows.filter(pc.equal(kinds, FACTS))
    facts = iter(zip(facts_rows.column("file_seq").to_pylist(), facts_rows.column("facts").to_pylist(), strict=True))
    for conn, kind in zip(rows.column("conn").to_pylist(), kinds.to_pylist(), strict=True):
        if kind == SEGMENT:
            yield conn, next(segments)
        else:
            file_seq, row = next(facts)
            yield conn, PartFacts(file_seq, **row)


def _files_of(paths: Sequence[str]) -> Callable[[Exchange], list[str]]:
    def files(exchange: Exchange) -> list[str]:
        numbers = [n for f in (exchange.request, exchange.response) if f is not None for n in f.packets if n]
        return [paths[i] for i in sorted({n >> FILE_SHIFT for n in numbers})]

    return files


_SEGMENT_COLUMNS = ("ts", "src_ip", "src_port", "dst_ip", "dst_port", "seq", "ack", "flags", "payload", "missing",
                    "file_seq", "pkt_seq")  # fmt: skip


def _segments(segments: pa.StructArray) -> Iterator[SegmentFields]:
    """Set-aside segments back as the pipeline's segment tuples, read a column at a time (a dict
    per row cost 3 us a segment)."""
    columns = dict(zip(segments.type.names, segments.flatten(), strict=True))
    flows: dict[tuple[str, int, str, int], Flow] = {}  # a connection's two directions, made once
    for ts, src_ip, src_port, dst_ip, dst_port, seq, ack, flags, payload, missing, file_seq, pkt_seq in zip(
        *(columns[name].to_pylist() for name in _SEGMENT_COLUMNS), strict=True
    ):
        ends = (src_ip, src_port, dst_ip, dst_port)
        flow = flows.get(ends)
        if flow is None:
            flow = flows[ends] = Flow((src_ip, src_port), (dst_ip, dst_port))
        yield ts, flow, seq, ack, flags, payload, missing, file_seq << FILE_SHIFT | pkt_seq


# -- both stages ----------------------------------------------------------------------------


def _protocols(with_records: bool) -> dict[str, WireProtocol]:
    """The analyses' decode (their facts and bodies: analyses.DECODE); with the records table,
    every record in full (its key and value as bytes)."""
    if with_records:
        return make_protocols(DissectOptions(records=True, trees=False, render_bytes=bytes))
    return make_protocols(DissectOptions(**DECODE))


def _add_exchange(
    rows: _Exchanges, part: str | None, item: Exchange, protocols: dict[str, WireProtocol], with_records: bool,
    files: list[str] | Callable[[Exchange], list[str]], emitted: int,
) -> dict[str, Any]:  # fmt: skip
    """The row of an exchange that pairing gave out, added to `rows`; `part`: the crossing part
    it belongs to (its connection), if it does."""
    decoded = protocols[item.conn.protocol].dissect(item)
    row = exchange_table_row(decoded, files if isinstance(files, list) else files(item), emitted, with_records)
    row["part"] = part
    row["unnamed"] = needs_names(row)
    rows.add(row)
    return row


def _conn_of(exchange: Exchange) -> str:
    return conn_key(Flow(exchange.conn.client, exchange.conn.server))


HOUR_NS = 3600 * 1_000_000_000


@functools.lru_cache(maxsize=64)
def _hour(hours: int) -> str:
    """The `hour` partition of hours since the epoch (made once per hour, not per row)."""
    return time.strftime("%Y-%m-%dT%H", time.gmtime(hours * 3600))


def exchange_table_row(item: DecodedExchange, files: list[str], emitted: int, with_records: bool) -> dict[str, Any]:
    row = exchange_row(item)
    row["hour"] = _hour(row["ts_ns"] // HOUR_NS)
    row["files"] = files
    row["emitted_ns"] = emitted
    if with_records:
        row["records"] = record_rows(item, row["hour"])
    return row


class _Exchanges:
    """Exchange rows gathered into record batches of the staged schema, ROWS_PER_BATCH at a
    time, for the task's sink."""

    def __init__(self, sink: RowSink, schema: pa.Schema) -> None:
        self.sink, self.schema = sink, schema
        self.rows: list[dict[str, Any]] = []

    def add(self, row: dict[str, Any]) -> None:
        self.rows.append(row)

    def flush_full(self) -> None:
        if len(self.rows) >= ROWS_PER_BATCH:
            self.flush()

    def flush(self) -> None:
        if self.rows:
            self.sink.add(pa.RecordBatch.from_pylist(self.rows, schema=self.schema))
        self.rows = []


class _Heads:
    """Stage 1's set-aside rows of one file, gathered into record batches: by ROWS_PER_BATCH
    rows, or sooner when segments reach SEGMENT_BYTES_PER_BATCH of payload."""

    def __init__(self, file_seq: int) -> None:
        self.schema, self.file_seq = stage1_schema(), file_seq
        self.facts: list[dict[str, Any]] = []
        self.segments: list[tuple[str, SegmentFields]] = []  # (conn, segment)
        self.payload = 0

    def add_facts(self, conn: str, facts: dict[str, Any]) -> None:
        self.facts.append({"conn": conn, "file_seq": self.file_seq, "kind": FACTS, "facts": facts})

    def add_segment(self, conn: str, seg: SegmentFields) -> None:
        self.segments.append((conn, seg))
        self.payload += len(seg[5])

    def full(self) -> Iterator[pa.RecordBatch]:
        if len(self.facts) + len(self.segments) >= ROWS_PER_BATCH or self.payload >= SEGMENT_BYTES_PER_BATCH:
            yield from self.rest()

    def rest(self) -> Iterator[pa.RecordBatch]:
        if self.facts:
            yield pa.RecordBatch.from_pylist(self.facts, schema=self.schema)
        if self.segments:
            yield _segment_batch(self.segments, self.file_seq, self.schema)
        self.facts, self.segments, self.payload = [], [], 0


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
