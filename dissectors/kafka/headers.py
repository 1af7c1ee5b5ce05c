"""Kafka request and response headers (request v0/v1/v2, response v0/v1)."""

from __future__ import annotations

import struct
from dataclasses import dataclass

from kafkasniff.dissectors.common.memory import BoundedMemory
from kafkasniff.dissectors.kafka.apis import (
    highest_version,
    is_known,
    request_header_version,
)
from kafkasniff.dissectors.kafka.body import request_header
from kafkasniff.dissectors.tree import DecodeError
from kafkasniff.model import pickled_as_call

_REQ = struct.Struct(">ihhi")  # size, api key, api version, correlation id
_I16 = struct.Struct(">h")
_I32 = struct.Struct(">i")

MAX_REQUEST = 256 * 1024 * 1024  # far above any broker's socket.request.max.bytes
MAX_RESPONSE = 1024 * 1024 * 1024
VERSION_SLACK = 4  # versions a newer client may speak beyond the schema


@pickled_as_call
@dataclass(slots=True, unsafe_hash=True)  # not frozen: made per exchange (model.py says why)
class RequestHead:
    api_key: int
    api_version: int
    correlation_id: int
    client_id: str | None
    header_version: int
    body_offset: int  # in the frame, length prefix included
    tagged_fields: int  # count of header tagged fields (v2)


class HeaderError(ValueError):
    """The header runs past the frame or holds an impossible value."""


def parse_request_head(frame: bytes) -> RequestHead:
    if len(frame) < 12:
        raise HeaderError("request header needs 12 bytes")
    _, api_key, version, corr = _REQ.unpack_from(frame)
    header_version = request_header_version(api_key, version)
    if header_version and len(frame) >= 14:
        # nearly every request: a client id, then (v2) no tagged fields; read here, since pairing
        # reads every request's header; anything else goes through the schema's reader below
        n = _I16.unpack_from(frame, 12)[0]
        end = 14 + n
        if n >= 0 and (end < len(frame) if header_version == 2 else end <= len(frame)):
            raw = frame[14:end]
            client_id = _CLIENT_IDS.get(raw)
            if client_id is None:
                client_id = raw.decode("utf-8", "replace")
                _CLIENT_IDS.remember(raw, client_id)
            if header_version == 1:
                return RequestHead(api_key, version, corr, client_id, 1, end, 0)
            if frame[end] == 0:
                return RequestHead(api_key, version, corr, client_id, 2, end + 1, 0)
    try:
        client_id, pos, tagged = request_header(frame, header_version)
    except DecodeError as exc:
        raise HeaderError(exc.reason) from None
    return RequestHead(api_key, version, corr, client_id, header_version, pos, tagged)


_CLIENT_IDS: BoundedMemory[bytes, str] = BoundedMemory(4096)  # a capture's few client ids, decoded once each


def looks_like_request(data: bytes) -> bool:
    """A request header that a real client would send: known api, sane version and client id."""
    if len(data) < 14:
        return False
    size, api_key, version, corr = _REQ.unpack_from(data)
    if not (10 <= size <= MAX_REQUEST) or corr < 0 or not is_known(api_key):
        return False
    if not 0 <= version <= highest_version(api_key) + VERSION_SLACK:
        return False
    if request_header_version(api_key, version) == 0:
        return True
    n = _I16.unpack_from(data, 12)[0]
    if n == -1:
        return True
    if n < 0 or n > size - 10:
        return False
    client_id = data[14 : 14 + n]
    return all(0x20 <= b < 0x7F for b in client_id)


def looks_like_response(data: bytes) -> bool:
    if len(data) < 8:
        return False
    size, corr = struct.unpack_from(">ii", data)
    return 4 <= size <= MAX_RESPONSE and corr >= 0


def frame_size(head: bytes, from_client: bool) -> int | None:
    if len(head) < 4:
        return None
    size = _I32.unpack_from(head)[0]
    low, high = (8, MAX_REQUEST) if from_client else (4, MAX_RESPONSE)
    return size + 4 if low <= size <= high else None
