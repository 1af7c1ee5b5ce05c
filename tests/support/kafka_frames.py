"""Minimal Kafka frames for stage unit tests (real traffic is tested against the samples)."""

from __future__ import annotations

import struct


def request(api_key: int, version: int, corr: int, client_id: str | None = "cli", body: bytes = b"") -> bytes:
    cid = struct.pack(">h", -1) if client_id is None else struct.pack(">h", len(client_id)) + client_id.encode()
    tagged = b"\x00" if _flexible(api_key, version) else b""
    payload = struct.pack(">hhi", api_key, version, corr) + cid + tagged + body
    return struct.pack(">i", len(payload)) + payload


def response(corr: int, body: bytes = b"\x00\x00", flexible: bool = False) -> bytes:
    payload = struct.pack(">i", corr) + (b"\x00" if flexible else b"") + body
    return struct.pack(">i", len(payload)) + payload


def produce_v3(corr: int, acks: int, txn_id: str | None = None) -> bytes:
    txn = struct.pack(">h", -1) if txn_id is None else struct.pack(">h", len(txn_id)) + txn_id.encode()
    return request(0, 3, corr, body=txn + struct.pack(">hi", acks, 30000) + b"\x00\x00\x00\x00")


def produce_v9(corr: int, acks: int) -> bytes:
    return request(0, 9, corr, body=b"\x00" + struct.pack(">hi", acks, 30000) + b"\x01\x00")


def _flexible(api_key: int, version: int) -> bool:
    from kafkasniff.dissectors.kafka.apis import is_flexible

    return is_flexible(api_key, version)


def _zigzag(value: int) -> bytes:
    value = (value << 1) ^ (value >> 63)
    out = bytearray()
    while value > 0x7F:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    return bytes(out + bytes([value]))


def record(value: bytes | None, key: bytes | None = None, offset_delta: int = 0) -> bytes:
    """One RecordBatch v2 record, no headers."""

    def field(b: bytes | None) -> bytes:
        return _zigzag(-1) if b is None else _zigzag(len(b)) + b

    body = b"\x00" + _zigzag(0) + _zigzag(offset_delta) + field(key) + field(value) + _zigzag(0)
    return _zigzag(len(body)) + body


def control_record(commit: bool, coordinator_epoch: int = 0) -> bytes:
    """A transaction marker: key (version 0, type 1 commit / 0 abort), value (version 0, epoch)."""
    return record(struct.pack(">hi", 0, coordinator_epoch), key=struct.pack(">hh", 0, 1 if commit else 0))


def record_batch(records: list[bytes], base_offset: int = 0, producer_id: int = -1, producer_epoch: int = -1,
                 transactional: bool = False, control: bool = False) -> bytes:  # fmt: skip
    """A whole RecordBatch v2 with its CRC-32C, uncompressed."""
    import crc32c

    attributes = (0x10 if transactional else 0) | (0x20 if control else 0)
    after_crc = struct.pack(">hiqqqhii", attributes, len(records) - 1, 0, 0, producer_id, producer_epoch, 0,
                            len(records)) + b"".join(records)  # fmt: skip
    head = struct.pack(">qiib", base_offset, 4 + 1 + 4 + len(after_crc), 0, 2)
    return head + struct.pack(">I", crc32c.crc32c(after_crc)) + after_crc
