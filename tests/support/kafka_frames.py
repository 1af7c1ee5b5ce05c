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
