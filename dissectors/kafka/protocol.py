"""The Kafka wire protocol as the pipeline sees it: framing facts, pairing keys, dissection."""

from __future__ import annotations

import struct

from kafkasniff.dissectors.base import DissectOptions, WireProtocol
from kafkasniff.dissectors.common.memory import BoundedMemory
from kafkasniff.dissectors.kafka import apis, headers, nested, summary
from kafkasniff.dissectors.kafka.apis import (
    PRODUCE,
    api_name,
    error_name,
    is_known,
)
from kafkasniff.dissectors.kafka.body import leading_field
from kafkasniff.dissectors.kafka.declaration import KAFKA
from kafkasniff.dissectors.kafka.exchange_decoder import (
    METADATA,
    SASL_HANDSHAKE,
    TREE_ONLY,
    ExchangeDecoder,
    body_of,
    summary_projection,
    summary_text,
    without_request,
)
from kafkasniff.dissectors.kafka.headers import HeaderError, RequestHead
from kafkasniff.dissectors.kafka.records import RecordLimits
from kafkasniff.dissectors.kafka.schema_data import APIS
from kafkasniff.dissectors.tree import Node, to_json
from kafkasniff.model import Connection, DecodedExchange, Exchange, LazyFields

_I32 = struct.Struct(">i")
_I16 = struct.Struct(">h")
_REQ = struct.Struct(">ihhi")  # size, api key, api version, correlation id


class KafkaProtocol(WireProtocol[RequestHead]):
    name = KAFKA.name
    default_ports = KAFKA.default_ports
    prefix_size = 4
    min_request_bytes = 14

    def __init__(self, options: DissectOptions | None = None) -> None:
        super().__init__(options)
        self.decoder = ExchangeDecoder(self.options)  # it owns what decoding remembers across exchanges
        # the projection the facts are read with (None: full trees, which a tree view shows)
        trees = self.options.trees and not self.options.summary_only
        self._keep = None if trees else summary_projection

    @property
    def topic_names(self) -> BoundedMemory[str, str]:
        return self.decoder.topic_names

    @property
    def sasl_mechanisms(self) -> BoundedMemory[Connection, str]:
        return self.decoder.sasl_mechanisms

    @property
    def limits(self) -> RecordLimits:
        return self.decoder.limits

    @classmethod
    def api_names(cls) -> frozenset[str]:
        return apis.api_names()

    # -- framing and pairing -------------------------------------------------------------

    def frame_size(self, head: bytes, from_client: bool) -> int | None:
        return headers.frame_size(head, from_client)

    def looks_like_request(self, data: bytes) -> bool:
        return headers.looks_like_request(data)

    def looks_like_response(self, data: bytes) -> bool:
        return headers.looks_like_response(data)

    def why_not_a_frame(self, window: bytes, from_client: bool) -> str:
        return _why_not_a_request(window) if from_client else _why_not_a_response(window)

    def request_head(self, frame: bytes) -> RequestHead | None:
        try:
            return headers.parse_request_head(frame)
        except HeaderError:
            return None

    def request_key(self, head: RequestHead) -> int:
        return head.correlation_id

    def response_key(self, frame: bytes) -> int | None:
        return _I32.unpack_from(frame, 4)[0] if len(frame) >= 8 else None

    def request_frame_key(self, frame: bytes) -> int | None:
        return _I32.unpack_from(frame, 8)[0] if len(frame) >= 12 else None

    def expects_response(self, head: RequestHead, frame: bytes) -> bool:
        if head.api_key != PRODUCE:
            return True
        acks = produce_acks(frame, head)
        return acks is None or acks != 0

    # -- dissection ----------------------------------------------------------------------

    def informs_later(self, exchange: Exchange[RequestHead]) -> bool:
        head = exchange.head
        return isinstance(head, RequestHead) and head.api_key in (METADATA, SASL_HANDSHAKE)

    def reads_connection_memory(self, exchange: Exchange[RequestHead]) -> bool:
        head = exchange.head
        return isinstance(head, RequestHead) and head.api_key == nested.SASL_AUTHENTICATE

    def connection_memory(self, conn: Connection) -> object | None:
        return self.sasl_mechanisms.get(conn)

    def remember_connection(self, conn: Connection, memory: object) -> None:
        if isinstance(memory, str):
            self.sasl_mechanisms.remember(conn, memory)

    @staticmethod
    def value_problem(node: Node) -> str | None:
        if node.name.endswith("error_code") and isinstance(node.value, int) and node.value:
            return error_name(node.value)
        return None

    def dissect(self, exchange: Exchange[RequestHead]) -> DecodedExchange:
        """The passes over an exchange, in this order, each relying on the ones before (the
        passes themselves are `ExchangeDecoder`'s, exchange_decoder.py):

        1. decode: header and body of each side into field trees (`decode`), with the records
           of every `records` field checked, decoded (--records) and redacted (--redact) as the
           body is read (`_body`): no tree ever holds unredacted record data;
        2. nested bytes, request then response (`_nested_request`, `_nested_response`): SASL
           tokens decoded and their secrets masked, consumer-protocol metadata decoded in place,
           Metadata's topic ids remembered for this and later exchanges;
        3. facts: the summary digests (`summary.digest`) read the trees as 1 and 2 left them;
        4. JSON: bodies turned into `fields` lazily, from those same trees.

        Views that show no trees (the line, --json) skip 1 to 3 where they can: the facts are read
        straight off the bytes (`walk`, summary_reader.py) and the JSON bodies too (`full_json`,
        json_reader.py), for every api whose nested bytes need no tree (not TREE_ONLY).
        """
        head = exchange.head if isinstance(exchange.head, RequestHead) else None
        ctx = self.decoder.started(exchange, head)
        if head is None:
            return without_request(exchange, ctx)
        api = api_name(head.api_key)
        keep = self._keep
        walked = None
        if keep is not None and head.api_key in _WALKABLE and not ctx.warnings:
            walked = self.decoder.walk(exchange, head, api, ctx)
            if walked is None:  # the bytes broke a reader: the tree decoders say where and how
                ctx = self.decoder.started(exchange, head)
        if walked is None:
            request, response, hidden = self.decoder.decode(exchange, head, ctx, keep)
            asked, answered = self.decoder.digests(api, body_of(request), body_of(response))
        else:
            request = response = None
            asked, answered, hidden = walked
        request_body, response_body = body_of(request), body_of(response)
        known = self.topic_names
        errors = answered.errors if answered is not None else []
        render = self.options.render_bytes
        ids = asked.ids + answered.ids if answered is not None else asked.ids
        topic_ids = {i: known[i] for i in ids if i in known} if ids else {}
        mentioned = asked.names + answered.names if answered is not None else asked.names
        eager = {
            "api_key": head.api_key,
            "api": api,
            "api_version": head.api_version,
            "correlation_id": head.correlation_id,
            "client_id": head.client_id,
            "error_details": [e.as_dict() for e in errors],
            "topic_ids": topic_ids,
            "topics": summary.topic_names(mentioned, ids, topic_ids) if ids else list(dict.fromkeys(mentioned)),
            "group": summary.group_of(asked.entities),
        }
        if keep is not None:  # the trees are partial: the JSON bodies come from a full decode
            lazy = {
                "request": lambda: self.decoder.full_json(exchange, head, 0),
                "response": lambda: self.decoder.full_json(exchange, head, 1),
            }
        else:
            lazy = {
                "request": lambda: to_json(request_body, render) if request_body is not None else None,
                "response": lambda: to_json(response_body, render) if response_body is not None else None,
            }
        fields = LazyFields(eager, lazy)
        text = summary_text(api, exchange, head, asked, answered) if self.options.summary_text else ""
        names = tuple(dict.fromkeys(e.name for e in errors)) if errors else ()
        return DecodedExchange(exchange, fields, text, names, tuple(ctx.warnings), request, response, hidden)


_WALKABLE = frozenset(key for key in APIS if key not in TREE_ONLY)  # apis whose facts `walk` may read


def _why_not_a_request(data: bytes) -> str:
    """What `headers.looks_like_request` finds wrong with a request header, in words."""
    if len(data) < 14:
        return f"{len(data)} bytes are too few for a request header"
    size, api_key, version, corr = _REQ.unpack_from(data)
    if not 10 <= size <= headers.MAX_REQUEST:
        return f"a request of {size} bytes is out of range"
    if corr < 0:
        return f"negative correlation id {corr}"
    if not is_known(api_key):
        return f"unknown api key {api_key}"
    top = apis.highest_version(api_key) + headers.VERSION_SLACK
    if not 0 <= version <= top:
        return f"{api_name(api_key)} version {version} is outside 0..{top}"
    n = _I16.unpack_from(data, 12)[0]
    if n < -1 or n > size - 10:
        return f"client id length {n} does not fit the request"
    if any(not 0x20 <= b < 0x7F for b in data[14 : 14 + n]):
        return "its client id is not printable text"
    return "its header does not parse"


def _why_not_a_response(data: bytes) -> str:
    if len(data) < 8:
        return f"{len(data)} bytes are too few for a response header"
    corr = _I32.unpack_from(data, 4)[0]
    return f"negative correlation id {corr}" if corr < 0 else "its header does not parse"


def produce_acks(frame: bytes, head: RequestHead) -> int | None:
    """The acks field of a Produce request, read by the schema's code (None if unreadable)."""
    acks = leading_field("request", PRODUCE, head.api_version, "acks", frame, head.body_offset)
    return acks if isinstance(acks, int) else None
