"""The KRaft metadata log's records and KRaft control records, decoded where they cross the wire:
record values in the batches of a Fetch response for the `__cluster_metadata` topic (what brokers
and other controllers fetch from the active controller) and of a FetchSnapshot response.

Both are read by readers the compiler generates from the schema: the metadata records from the
release's `common/metadata` definitions (schema_data.METADATA_RECORDS), the control records from
its `common/message` data structures (schema_data.DATA).

A metadata record's value is a frame version (an unsigned varint, 1), the record type and the
record's version (unsigned varints), then the record in that version's layout. A KRaft control
record's type is its key's (schema_data.CONTROL_RECORD_TYPES, from the release's enum); its value
is the data structure named for that type, whose first field is its own version (an int16), the
version it is laid out in.
"""

from __future__ import annotations

import struct

from kafkasniff.dissectors.common.varint import read_uvarint
from kafkasniff.dissectors.kafka.body import decode
from kafkasniff.dissectors.kafka.readers import supply
from kafkasniff.dissectors.kafka.readers.runtime import NODE_COST, Context, Reader
from kafkasniff.dissectors.kafka.schema import Field, Message
from kafkasniff.dissectors.kafka.schema_data import CONTROL_RECORD_TYPES, DATA, METADATA_RECORD_NAMES, METADATA_RECORDS
from kafkasniff.dissectors.tree import DecodeError, Node, decode_problem, warning

CLUSTER_METADATA = "__cluster_metadata"
# the metadata log's topic id, the same in every cluster (Kafka's Uuid.METADATA_TOPIC_ID): Fetch
# v13+ names the topic by it alone
METADATA_TOPIC_ID = "00000000-0000-0000-0000-000000000001"
FRAME_VERSION = 1  # the only frame a metadata record value has had
# control record type (its name, schema_data.CONTROL_RECORD_TYPES) -> the data structure its value
# is: the raft's own records (ABORT and COMMIT, the transaction markers, are records.py's)
KRAFT_CONTROL = {"LEADER_CHANGE": "LeaderChangeMessage", "SNAPSHOT_HEADER": "SnapshotHeaderRecord",
                 "SNAPSHOT_FOOTER": "SnapshotFooterRecord", "KRAFT_VERSION": "KRaftVersionRecord",
                 "KRAFT_VOTERS": "VotersRecord"}  # fmt: skip

_I16 = struct.Struct(">h")
_I64 = struct.Struct(">q")
SNAPSHOT_CHUNK = "unaligned_records"  # FetchSnapshot's slice of a snapshot file, at `position` (just before it)
_readers: dict[tuple[str, int | str, int], Reader] = {}


def is_metadata_log(topic: object) -> bool:
    """Whether a topic name or id (as the tree holds it) is the metadata log's."""
    return topic in (CLUSTER_METADATA, METADATA_TOPIC_ID)


def metadata_record(buf: bytes, start: int, end: int, ctx: Context) -> Node:
    """The metadata record in buf[start:end], as a `metadata` struct: frame version, record type,
    version, then the record named by its type. What cannot be read is a warning in ctx."""
    node = Node("metadata", "struct", None, start, end - start, [])
    try:
        frame_version, record_type, version, pos = _frame(buf, start, end, node)
    except DecodeError as exc:
        ctx.warnings.append(decode_problem(exc, False, "metadata record"))
        return node
    message = METADATA_RECORDS.get(record_type)
    if frame_version != FRAME_VERSION or message is None:
        what = f"frame version {frame_version}" if message is not None else f"record type {record_type}"
        ctx.warnings.append(warning("malformed", start, f"metadata record: {what} is not in the schema"))
        return node
    name = METADATA_RECORD_NAMES[record_type]
    ctx.cost += NODE_COST * (1 + len(node.children or ()) + 1 + _fixed_nodes(message.fields))  # with its structs
    record, _ = decode(name, _reader(name, record_type, message, version), buf, pos, end, 0, ctx)
    if version > message.high:
        msg = f"{name} version {version} is newer than the schema's {message.high}: decoded as v{message.high}"
        ctx.warnings.append(warning("newer-version", start, msg))
    node.children.append(record)  # type: ignore[union-attr]
    return node


def _frame(buf: bytes, start: int, end: int, node: Node) -> tuple[int, int, int, int]:
    """The value's three leading unsigned varints, each a child of `node`; and where the record starts."""
    values = []
    pos = start
    for name in ("frame_version", "type", "version"):
        value, after = read_uvarint(buf, pos, end)
        node.children.append(Node(name, "uvarint", value, pos, after - pos))  # type: ignore[union-attr]
        values.append(value)
        pos = after
    return values[0], values[1], values[2], pos


def control_record(control_type: int, buf: bytes, start: int, end: int, ctx: Context) -> Node | None:
    """A KRaft control record's value in buf[start:end], as the data structure its type names; None
    for the other control types (transaction markers) and values too short for a version."""
    name = KRAFT_CONTROL.get(CONTROL_RECORD_TYPES.get(control_type, ""))
    if name is None or end - start < 2:
        return None
    message = DATA[name]
    version = _I16.unpack_from(buf, start)[0]
    ctx.cost += NODE_COST * (1 + _fixed_nodes(message.fields))
    node, _ = decode(name, _reader(name, name, message, version), buf, start, end, 0, ctx)
    if version > message.high:
        msg = f"{name} version {version} is newer than the schema's {message.high}: decoded as v{message.high}"
        ctx.warnings.append(warning("newer-version", start, msg))
    return node


def _fixed_nodes(fields: tuple[Field, ...]) -> int:
    """The nodes a message's fields make besides its arrays' elements (the compiler charges those
    as it reads their counts): what a decoded value holds on top of the record it is in."""
    return sum(1 + (_fixed_nodes(f.children) if f.type == "struct" else 0) for f in fields)


def _reader(name: str, key: int | str, message: Message, version: int) -> Reader:
    """The reader of one message at a version on the wire: the nearest the schema has."""
    use = min(max(version, message.low), message.high)
    reader = _readers.get((name, key, use))
    if reader is None:
        table = "metadata_record" if isinstance(key, int) else "data"
        reader = _readers[(name, key, use)] = supply.data(table, key, use)
    return reader


FETCH, FETCH_SNAPSHOT = 1, 59
# api key -> (its response's topic array, the fields that name a topic, its partition array, the
# partition's record set): where a response carries a topic's records
_CARRIERS = {
    FETCH: ("responses", ("topic", "topic_id"), "partitions", "records"),
    FETCH_SNAPSHOT: ("topics", ("name",), "partitions", "unaligned_records"),
}


def metadata_log_sets(kind: str, api_key: int, body: Node) -> list[Node]:
    """The record sets of a response that are the metadata log's (Fetch) or a snapshot of it
    (FetchSnapshot)."""
    carrier = _CARRIERS.get(api_key)
    if kind != "response" or carrier is None:
        return []
    topics, names, partitions, records = carrier
    found = []
    for topic in _elements(body, topics):
        if any(is_metadata_log(n.value) for n in topic.children or () if n.name in names):
            found += [s for p in _elements(topic, partitions) for s in p.children or () if s.name == records]
    return found


def _elements(node: Node, name: str) -> list[Node]:
    array = node.child(name)
    return array.children or [] if array is not None else []


def later_snapshot_chunk(node: Node, frame: bytes) -> bool:
    """Whether a record set is a FetchSnapshot chunk from a position past the snapshot's start: it
    begins where the previous chunk stopped, as likely inside a batch as not, so its bytes are not
    batches to read (the first chunk's are, its last batch maybe cut). The position is the int64
    right before the chunk's length prefix (the partition's layout in every version)."""
    if node.name != SNAPSHOT_CHUNK or node.offset < 8:
        return False
    return bool(_I64.unpack_from(frame, node.offset - 8)[0] != 0)
