"""Arrow schemas of the bulk pipeline's two stages and of the tables it writes."""

from __future__ import annotations

import pyarrow as pa

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

PARTITION_FACT = pa.struct([
    ("group", pa.string()), ("topic", pa.string()), ("topic_id", pa.string()), ("partition", pa.int32()),
    ("kind", pa.string()), ("offset", pa.int64()), ("leader_epoch", pa.int32()), ("error", pa.string()),
    ("records", pa.int64()), ("markers", pa.int64()), ("batches", pa.int64()), ("bytes", pa.int64()),
    # Fetch answers: what they delivered to the consumer (analyses/consumed.py's Read)
    ("fetched_end", pa.int64()), ("delivered_end", pa.int64()),
    ("txn_events", pa.list_(pa.struct([("producer_id", pa.int64()), ("end", pa.int64()), ("marker", pa.string())]))),
])  # fmt: skip

ERROR_DETAIL = pa.struct([("error", pa.string()), ("code", pa.int32()), ("topic", pa.string()),
                          ("partition", pa.int32())])  # fmt: skip

# Stage 2 output: one row per exchange (the `exchanges` table).
EXCHANGES = pa.schema([
    ("ts_ns", pa.int64()), ("client", pa.string()), ("broker", pa.string()), ("conn", pa.string()),
    ("protocol", pa.string()), ("database", pa.string()), ("collection", pa.string()), ("api_key", pa.int32()),
    ("api", pa.string()), ("api_version", pa.int32()), ("correlation_id", pa.int32()),
    ("client_id", pa.string()), ("status", pa.string()), ("latency_ms", pa.float64()), ("answered_ns", pa.int64()),
    ("request_size", pa.int64()), ("response_size", pa.int64()), ("errors", pa.list_(pa.string())),
    ("error_details", pa.list_(ERROR_DETAIL)), ("warnings", pa.list_(pa.string())), ("group_id", pa.string()),
    ("topics", pa.list_(pa.string())), ("generation", pa.int32()), ("member_id", pa.string()),
    ("transactional_id", pa.string()), ("producer_id", pa.int64()), ("producer_epoch", pa.int32()),
    ("acks", pa.int16()), ("txn_result", pa.string()), ("throttle_ms", pa.int32()),
    ("metadata_topics", pa.map_(pa.string(), pa.string())), ("partitions", pa.list_(PARTITION_FACT)),
    ("files", pa.list_(pa.string())),  # the capture file(s) that held its request and response
    # the decoded bodies `groups` and `txn` read, as JSON (analyses/kept_bodies.py); null for the rest
    ("bodies", pa.string()),
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
