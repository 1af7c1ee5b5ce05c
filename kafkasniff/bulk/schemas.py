"""Arrow schemas of the bulk pipeline's two stages and of the tables it writes."""

from __future__ import annotations

import pyarrow as pa

from kafkasniff.dissectors.declaration import ColumnPlace, ColumnType, ListOf, MapOf, Scalar
from kafkasniff.dissectors.registry import DECLARATIONS

# Stage 1: one row per TCP segment, keyed by connection.
SEGMENTS = pa.schema([
    ("conn", pa.string()),  # both endpoints, lower first: the same for both directions
    ("file_seq", pa.int32()),  # position of the file in the sorted input
    ("pkt_seq", pa.int64()),  # position of the packet in its file
    ("ts", pa.int64()),  # nanoseconds since the epoch
    ("src_ip", pa.string()), ("src_port", pa.int32()), ("dst_ip", pa.string()), ("dst_port", pa.int32()),
    ("seq", pa.int64()), ("ack", pa.int64()), ("flags", pa.int16()),
    ("payload", pa.binary()), ("missing", pa.int32()),
])  # fmt: skip

# Stage 1: a crossing connection's part of a file, for stage 2 to take up (bulk/crossing.py):
# how many of its segments were set aside before its quiet point (null: all of them), that point
# and the part's decoder state at the end of the file (pickled), whether the part is unsure, and
# what the protocol remembers of the connection by then (pickled: WireProtocol.connection_memory).
PART_FACTS = pa.struct([("head", pa.int32()), ("point", pa.binary()), ("unsure", pa.bool_()), ("state", pa.binary()),
                        ("memory", pa.binary())])  # fmt: skip

ERROR_DETAIL = pa.struct([("error", pa.string()), ("code", pa.int32()), ("topic", pa.string()),
                          ("partition", pa.int32())])  # fmt: skip

_SCALARS = {Scalar.STRING: pa.string(), Scalar.INT16: pa.int16(), Scalar.INT32: pa.int32(),
            Scalar.INT64: pa.int64(), Scalar.FLOAT64: pa.float64()}  # fmt: skip


def arrow_type(declared: ColumnType) -> pa.DataType:
    """A protocol's declared column type as Arrow's."""
    if isinstance(declared, Scalar):
        return _SCALARS[declared]
    if isinstance(declared, ListOf):
        return pa.list_(arrow_type(declared.item))
    if isinstance(declared, MapOf):
        return pa.map_(arrow_type(declared.key), arrow_type(declared.value))
    return pa.struct([(name, arrow_type(field)) for name, field in declared.fields])


def protocol_columns(place: ColumnPlace) -> list[tuple[str, pa.DataType]]:
    """The protocols' own columns (their declarations') that stand at `place`, in the registry's order."""
    return [(c.name, arrow_type(c.type)) for d in DECLARATIONS for c in d.columns if c.place is place]


P = ColumnPlace
# Stage 2 output: one row per exchange (the `exchanges` table): the shared columns, and the
# protocols' own where they declare them.
EXCHANGES = pa.schema([
    ("ts_ns", pa.int64()), ("client", pa.string()), ("broker", pa.string()), ("conn", pa.string()),
    ("protocol", pa.string()), *protocol_columns(P.AFTER_PROTOCOL), *protocol_columns(P.BEFORE_API),
    ("api", pa.string()), *protocol_columns(P.AFTER_API),
    ("client_id", pa.string()), ("status", pa.string()), ("latency_ms", pa.float64()),
    ("latency_bound", pa.string()),  # as in --json: null when exact
    ("answered_ns", pa.int64()),
    ("request_size", pa.int64()), ("response_size", pa.int64()), ("errors", pa.list_(pa.string())),
    ("error_details", pa.list_(ERROR_DETAIL)), ("warnings", pa.list_(pa.string())),
    *protocol_columns(P.AFTER_WARNINGS),
    ("files", pa.list_(pa.string())),  # the capture file(s) that held its request and response
    *protocol_columns(P.AFTER_FILES),
    ("hour", pa.string()),
])  # fmt: skip

# Optional `records` table: one row per record of Produce requests and Fetch responses.
RECORDS = pa.schema([
    ("ts_ns", pa.int64()), ("conn", pa.string()), ("client_id", pa.string()), ("direction", pa.string()),
    ("topic", pa.string()), ("topic_id", pa.string()), ("partition", pa.int32()), ("offset", pa.int64()),
    ("timestamp", pa.int64()), ("key", pa.binary()), ("value", pa.binary()),
    ("headers", pa.list_(pa.struct([("key", pa.string()), ("value", pa.binary())]))),
    ("magic", pa.int8()), ("codec", pa.string()), ("producer_id", pa.int64()), ("hour", pa.string()),
])  # fmt: skip

# The `files` table: one row per capture file an index run read (or found unreadable).
FILES = pa.schema([
    ("path", pa.string()), ("size", pa.int64()), ("packets", pa.int64()), ("segments", pa.int64()),
    ("connections", pa.int64()),  # TCP connections seen in the file
    ("crossing", pa.int64()),  # of those, the ones that cross the file's start or end
    ("crossing_bytes", pa.int64()),  # payload bytes of those shuffled to stage 2 (bulk/crossing.py says which)
    ("exchanges", pa.int64()),  # decoded in the file's own task (crossing connections: after their quiet point)
    ("error", pa.string()),  # why the file (or its tail) could not be read; null when it was
    ("run", pa.string()),  # when the index run that read it started (UTC, ISO 8601)
])  # fmt: skip

# When each exchange came out of pairing (its response, its connection's end, or the end of the
# input): the single-machine path's order of decoding, which decides which Metadata named a
# topic id before it. Used to resolve topic ids across the whole input, then dropped.
EMITTED = pa.field("emitted_ns", pa.int64())
END_OF_INPUT = 1 << 62  # emitted by the end of the input (unanswered when the capture ended)

# Staged rows only (bulk/staging.py), dropped when the tables are written: the crossing part a
# stage 1 row belongs to (its connection; null for a connection whole in its file, and for stage
# 2's rows), should stage 2 decode that part again; and whether the row holds topic ids that no
# Metadata its task saw has named (topic_names.needs_names), for the names of the whole input.
PART = pa.field("part", pa.string())
UNNAMED = pa.field("unnamed", pa.bool_())
