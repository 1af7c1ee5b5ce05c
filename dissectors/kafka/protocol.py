"""The Kafka wire protocol as the pipeline sees it: framing facts, pairing keys, dissection."""

from __future__ import annotations

import struct
from typing import Any

from dissectors.base import WireProtocol
from dissectors.kafka import headers
from dissectors.kafka.apis import PRODUCE, api_name, highest_version, is_known
from dissectors.kafka.headers import HeaderError, RequestHead
from kafkasniff.model import DecodedExchange, Exchange, Frame

_I16 = struct.Struct(">h")
_I32 = struct.Struct(">i")


class KafkaProtocol(WireProtocol):
    name = "kafka"
    default_ports = frozenset({9092, 9093, 9094})
    prefix_size = 4
    min_request_bytes = 14

    def frame_size(self, head: bytes, from_client: bool) -> int | None:
        return headers.frame_size(head, from_client)

    def looks_like_request(self, data: bytes) -> bool:
        return headers.looks_like_request(data)

    def looks_like_response(self, data: bytes) -> bool:
        return headers.looks_like_response(data)

    def request_head(self, frame: bytes) -> RequestHead | None:
        try:
            return headers.parse_request_head(frame)
        except HeaderError:
            return None

    def request_key(self, head: RequestHead) -> int:
        return head.correlation_id

    def response_key(self, frame: bytes) -> int | None:
        return _I32.unpack_from(frame, 4)[0] if len(frame) >= 8 else None

    def expects_response(self, head: RequestHead, frame: bytes) -> bool:
        if head.api_key != PRODUCE:
            return True
        acks = produce_acks(frame, head)
        return acks is None or acks != 0

    def dissect(self, exchange: Exchange) -> DecodedExchange:
        head = exchange.head if isinstance(exchange.head, RequestHead) else None
        warnings: list[dict[str, Any]] = []
        for side, frame in (("request", exchange.request), ("response", exchange.response)):
            if frame is not None and frame.lost:
                warnings.append(
                    _warning("truncated", len(frame.data), f"{side} lost {frame.lost} of {frame.size} bytes")
                )
        if head is None:
            return _without_request(exchange, warnings)
        if not is_known(head.api_key):
            warnings.append(_warning("unknown-api", 4, f"api key {head.api_key} is not in the schema"))
        elif head.api_version > highest_version(head.api_key):
            warnings.append(
                _warning(
                    "newer-version",
                    6,
                    f"version {head.api_version} is newer than the schema's {highest_version(head.api_key)}",
                )
            )
        if exchange.response is not None:
            _check_response_header(exchange.response, head, warnings)
        fields = {
            "api_key": head.api_key,
            "api": api_name(head.api_key),
            "api_version": head.api_version,
            "correlation_id": head.correlation_id,
            "client_id": head.client_id,
            "request": None,
            "response": None,
            "errors": [],
        }
        summary = f"{api_name(head.api_key)} v{head.api_version} #{head.correlation_id}"
        return DecodedExchange(exchange, fields, summary, (), tuple(warnings))


def produce_acks(frame: bytes, head: RequestHead) -> int | None:
    """The acks field of a Produce request (after the transactional id from v3 on)."""
    pos = head.body_offset
    try:
        if head.api_version >= 9:
            n, pos = headers.read_uvarint(frame, pos)
            pos += max(0, n - 1)
        elif head.api_version >= 3:
            n = _I16.unpack_from(frame, pos)[0]
            pos += 2 + max(0, n)
        return int(_I16.unpack_from(frame, pos)[0])
    except (HeaderError, struct.error):
        return None


def _check_response_header(frame: Frame, head: RequestHead, warnings: list[dict[str, Any]]) -> None:
    try:
        headers.response_body_offset(frame.data, head.api_key, head.api_version)
    except HeaderError as exc:
        warnings.append(_warning("malformed", 8, f"response header: {exc}"))


def _without_request(exchange: Exchange, warnings: list[dict[str, Any]]) -> DecodedExchange:
    corr = exchange.head if isinstance(exchange.head, int) else None
    fields: dict[str, Any] = {
        "api_key": None,
        "api": None,
        "api_version": None,
        "correlation_id": corr,
        "client_id": None,
        "request": None,
        "response": None,
        "errors": [],
    }
    return DecodedExchange(exchange, fields, f"response #{corr} to an unseen request", (), tuple(warnings))


def _warning(kind: str, offset: int, message: str) -> dict[str, Any]:
    return {"kind": kind, "offset": offset, "message": message}
