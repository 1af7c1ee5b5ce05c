"""One record of a RecordBatch v2: its varint fields, key, value and headers, read in one pass.

This runs once per record (hundreds of thousands in a capture decoded with --records), so the
varints of one and two bytes, nearly all of them, are read in line; anything longer, and every
varint that runs past its end, goes to `read_varint`, which raises what it always did.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import Any

from kafkasniff.dissectors.common.varint import ZIGZAG, read_varint
from kafkasniff.dissectors.kafka.schema_data import CONTROL_RECORD_TYPES
from kafkasniff.dissectors.tree import DecodeError, Node

_I16 = struct.Struct(">h")
_I32 = struct.Struct(">i")
# a control record's type (its key's) -> its name: transaction markers, then the KRaft raft's records
CONTROL_TYPES = CONTROL_RECORD_TYPES
TRANSACTION_MARKERS = (0, 1)  # ABORT, COMMIT: their values are read here (_control), the others' in metadata_log

# decodes a record's value, buf[start:end] (control: its control type, None in a data batch)
ValueDecoder = Callable[[bytes, int, int, "int | None"], "Node | None"]


def read_record(
    buf: bytes, pos: int, end: int, base_offset: int, timestamp: int, log_append: bool, control: bool,
    in_frame: bool = True, values: ValueDecoder | None = None,
) -> tuple[Node, int]:  # fmt: skip
    """The record at buf[pos:end] of a batch whose first offset is `base_offset` and whose
    `timestamp` is its max timestamp (`log_append`: every record's) or its base one; its node at
    its frame offset, or at -1 when buf is not the frame. With `values`, its value decoded too, as
    the record's child (`_decoded_value`)."""
    start = pos
    if pos < end and buf[pos] < 0x80:
        length = ZIGZAG[buf[pos]]
        pos += 1
    elif pos + 1 < end and buf[pos + 1] < 0x80:
        u = (buf[pos] & 0x7F) | buf[pos + 1] << 7
        length = (u >> 1) ^ -(u & 1)
        pos += 2
    else:
        length, pos = read_varint(buf, pos, end)
    if length < 0 or pos + length > end:
        raise DecodeError(start, f"record of {length} bytes runs past the end", True)
    end = pos + length
    pos += 1  # attributes: unused in v2
    # each varint's one-byte case in line (a call costs as much as the read); wider ones by `_varint`
    if pos < end and (b := buf[pos]) < 0x80:
        ts_delta = ZIGZAG[b]
        pos += 1
    else:
        ts_delta, pos = _varint(buf, pos, end)
    if pos < end and (b := buf[pos]) < 0x80:
        offset_delta = ZIGZAG[b]
        pos += 1
    else:
        offset_delta, pos = _varint(buf, pos, end)
    if pos < end and (b := buf[pos]) < 0x80:
        n = ZIGZAG[b]
        pos += 1
    else:
        n, pos = _varint(buf, pos, end)
    if n < 0:
        key = None
    elif pos + n > end:
        raise DecodeError(pos, f"{n} bytes run past the end of the record", True)
    else:
        key = buf[pos : pos + n]
        if key.__class__ is not bytes:  # (a slice of bytes is bytes already: no copy)
            key = bytes(key)
        pos += n
    if pos < end and (b := buf[pos]) < 0x80:
        n = ZIGZAG[b]
        pos += 1
    elif pos + 1 < end and buf[pos + 1] < 0x80:  # a value's length: two bytes, 64 bytes to 8 KiB, as often
        u = (b & 0x7F) | buf[pos + 1] << 7
        n = (u >> 1) ^ -(u & 1)
        pos += 2
    else:
        n, pos = _varint(buf, pos, end)
    if n < 0:
        value = None
    elif pos + n > end:
        raise DecodeError(pos, f"{n} bytes run past the end of the record", True)
    else:
        value = buf[pos : pos + n]
        if value.__class__ is not bytes:
            value = bytes(value)
        pos += n
    value_end = pos
    headers: list[tuple[bytes | None, bytes | None]] = []
    if pos < end and buf[pos] == 0:  # no headers: the common case
        pos += 1
    else:
        count, pos = read_varint(buf, pos, end)
        if count < 0 or count > end - pos:
            raise DecodeError(pos, f"record header count {count} does not fit the record")
        for _ in range(count):
            hkey, pos = _varbytes(buf, pos, end)
            hvalue, pos = _varbytes(buf, pos, end)
            headers.append((hkey, hvalue))
    if pos != end:
        raise DecodeError(pos, f"record has {end - pos} bytes after its headers")
    fields: dict[str, Any] = {
        "offset": base_offset + offset_delta,
        "timestamp": timestamp if log_append else timestamp + ts_delta,
        "key": key,
        "value": value,
        "headers": headers,
    }
    if control:
        fields["control"] = _control(key, value)
    node = Node("record", "record", fields, start if in_frame else -1, end - start)
    if values is not None and value is not None:
        node.children = _decoded_value(values, buf, value_end - len(value), value_end, control, key)
    return node, end


def _varint(buf: bytes, pos: int, end: int) -> tuple[int, int]:
    """read_varint, its one- and two-byte cases first."""
    if pos < end:
        b = buf[pos]
        if b < 0x80:
            return ZIGZAG[b], pos + 1
        if pos + 1 < end and buf[pos + 1] < 0x80:
            u = (b & 0x7F) | buf[pos + 1] << 7
            return (u >> 1) ^ -(u & 1), pos + 2
    return read_varint(buf, pos, end)


def _varbytes(buf: bytes, pos: int, end: int) -> tuple[bytes | None, int]:
    n, pos = read_varint(buf, pos, end)
    if n < 0:
        return None, pos
    if pos + n > end:
        raise DecodeError(pos, f"{n} bytes run past the end of the record", True)
    return bytes(buf[pos : pos + n]), pos + n


def _decoded_value(values: ValueDecoder, buf: bytes, start: int, end: int, in_control_batch: bool,
                   key: bytes | None) -> list[Node] | None:  # fmt: skip
    """A record's value as the schema's fields, when it is a KRaft control record's or (in a data
    batch of the metadata log) a metadata record's."""
    if in_control_batch:
        kind = control_type(key)
        if kind is None or kind in TRANSACTION_MARKERS:
            return None
        decoded = values(buf, start, end, kind)
    else:
        decoded = values(buf, start, end, None)
    return None if decoded is None else [decoded]


def control_type(key: bytes | None) -> int | None:
    """A control record's type, from its key (version, type)."""
    return None if key is None or len(key) < 4 else int(_I16.unpack_from(key, 2)[0])


def _control(key: bytes | None, value: bytes | None) -> dict[str, Any] | None:
    """A control record's key (version, type); a transaction marker's value (version, coordinator
    epoch: None for the other types, whose values are metadata_log's)."""
    kind = control_type(key)
    if key is None or kind is None:
        return None
    marker = kind in TRANSACTION_MARKERS
    epoch = _I32.unpack_from(value, 2)[0] if marker and value is not None and len(value) >= 6 else None
    return {"type": CONTROL_TYPES.get(kind, str(kind)), "version": _I16.unpack_from(key)[0], "coordinator_epoch": epoch}
