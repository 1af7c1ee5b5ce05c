"""How a Kafka exchange is decoded: header and body of each side into field trees or straight
into facts and JSON, nested bytes, records checked. `KafkaProtocol.dissect` runs these passes in
order (its docstring says which and why); this class keeps what they share: the options, the topic
names and SASL mechanisms remembered across exchanges, the inflate limits."""

from __future__ import annotations

import struct
from collections.abc import Collection
from typing import Any, NamedTuple

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.common.memory import BoundedMemory
from kafkasniff.dissectors.kafka import headers, nested, summary, unsupported_reply
from kafkasniff.dissectors.kafka.apis import (
    API_VERSIONS,
    highest_version,
    is_known,
    response_header_version,
)
from kafkasniff.dissectors.kafka.body import (
    body_json,
    check_trailing,
    decode_body,
    decode_header,
    facts_reader,
    leading_field,
)
from kafkasniff.dissectors.kafka.headers import RequestHead
from kafkasniff.dissectors.kafka.metadata_log import later_snapshot_chunk, metadata_log_sets
from kafkasniff.dissectors.kafka.projections import summary_projection as summary_projection
from kafkasniff.dissectors.kafka.readers.runtime import Context, Keep, Reader, keep_nothing
from kafkasniff.dissectors.kafka.records import RecordLimits, batches_check_out, decode_records, record_set_json
from kafkasniff.dissectors.kafka.records_json_path import Spent, records_body_json
from kafkasniff.dissectors.kafka.summary import Digest
from kafkasniff.dissectors.kafka.vocabulary import DECISIONS
from kafkasniff.dissectors.tree import DecodeError, Node, frame_problems, to_json, warning
from kafkasniff.model import Connection, DecodedExchange, Exchange, Frame

_I16 = struct.Struct(">h")
_I32 = struct.Struct(">i")
METADATA, SASL_HANDSHAKE = 3, 17
Hidden = tuple[str, int, int]  # ("request" or "response", frame offset, length)

# apis whose summary needs their trees: nested bytes decoded in place or remembered for later
# exchanges, credentials masked, or a reply whose layout depends on its error code (see _nested_*,
# ApiVersions)
TREE_ONLY = frozenset(
    {METADATA, SASL_HANDSHAKE, nested.SASL_AUTHENTICATE, API_VERSIONS, *nested.CONSUMER_PROTOCOL_APIS,
     *nested.CREDENTIAL_APIS}
)  # fmt: skip


class ExchangeDecoder:
    """The decoding passes over one exchange, with the memory they share across exchanges."""

    def __init__(self, options: DissectOptions) -> None:
        self.options = options
        self.topic_names: BoundedMemory[str, str] = BoundedMemory()  # topic id -> name, from Metadata
        self.sasl_mechanisms: BoundedMemory[Connection, str] = BoundedMemory()
        self.limits = RecordLimits(max_decompressed=options.max_decompressed, max_ratio=options.max_ratio)
        self._plans: dict[tuple[int, int], _WalkPlan] = {}  # (api key, version) -> how `walk` reads it
        self._asked: tuple[bytes, Spent] | None = None  # the last request frame's JSON with --records: what it spent

    def context(self) -> Context:
        """A decode's context, its memory budget --max-memory's share for a decode (less for views
        that build more per decoded field)."""
        memory = self.options.memory
        return Context() if memory is None else Context(memory.for_a_decode // self.options.view_cost)

    def started(self, exchange: Exchange[RequestHead], head: RequestHead | None) -> Context:
        """A decode's context with what the frames alone tell (and the version's, if unknown)."""
        ctx = self.context()
        request, response = exchange.request, exchange.response
        # the common case first: whole frames whose length prefix says their size
        if not (_whole(request) and _whole(response)):
            ctx.warnings += frame_problems(request, response, headers.frame_size)
        if head is not None and head.api_version > highest_version(head.api_key):
            _check_version(head, ctx)
        return ctx

    def digests(self, api: str, request: Node | None, response: Node | None) -> tuple[Digest, Digest | None]:
        """The summary facts of decoded bodies (`summary.digest`, the request's entities too)."""
        request_field, response_field = summary.highlights(api)
        asked = summary.digest(request, self.topic_names, request_field)
        asked.entities = summary.entities(request)
        answered = summary.digest(response, self.topic_names, response_field) if response is not None else None
        return asked, answered

    def walk(
        self, exchange: Exchange[RequestHead], head: RequestHead, api: str, ctx: Context
    ) -> tuple[Digest, Digest | None, tuple[Hidden, ...]] | None:
        """The summary facts read straight off the bytes (summary_reader.py) as `_decode` and
        `_digests` would find them in projected trees; None when this version has no such reader
        or its bytes are not what the schema says (`ctx` is then spoilt)."""
        plan = self._plans.get((head.api_key, head.api_version))
        if plan is None:
            plan = self._plans[(head.api_key, head.api_version)] = _walk_plan(head, api)
        asked, answered = Digest(self.topic_names), None
        hidden: list[Hidden] = []
        try:
            frame = exchange.request
            if frame is not None:
                if plan.request is None:
                    return None
                if head.tagged_fields:  # read for its warnings: pairing read the rest
                    decode_header("request", head.header_version, frame.data, frame.lost, ctx, keep_nothing)
                self._walk_body("request", plan.request, frame, head.body_offset, ctx, asked, hidden)
            frame = exchange.response
            if frame is not None:
                if plan.response is None:
                    return None
                ctx.warnings.new_frame()
                data = frame.data
                if not plan.flexible_response:
                    offset = 8
                elif len(data) > 8 and data[8] == 0:
                    offset = 9
                else:  # tagged fields in the header: read for their warnings
                    _, offset = decode_header("response", 1, data, frame.lost, ctx, keep_nothing)
                answered = Digest(self.topic_names)
                self._walk_body("response", plan.response, frame, offset, ctx, answered, hidden)
        except DecodeError:
            return None
        return asked, answered, tuple(hidden)

    def _walk_body(self, kind: str, reader: Reader, frame: Frame, offset: int, ctx: Context, found: Digest,
                   hidden: list[Hidden]) -> None:  # fmt: skip
        """One side's facts into `found` by its facts reader, with a decode's checks: bytes left
        over, the record sets met."""
        data = frame.data
        records_before = len(ctx.records)
        end = len(data)
        pos = reader(data, offset, end, found, ctx)
        if pos < end:
            check_trailing(kind, pos, end, frame.lost, ctx)
        if len(ctx.records) > records_before:
            spans: list[nested.Span] = []
            self._check_records(kind, frame, ctx, records_before, spans)
            hidden += [(kind, *span) for span in spans]

    def decode(
        self, exchange: Exchange[RequestHead], head: RequestHead, ctx: Context, keep: Keep | None,
        responses: bool = True,
    ) -> tuple[Node | None, Node | None, tuple[Hidden, ...]]:  # fmt: skip
        """Request and response trees (with a projection, `keep`, they hold only its fields), and
        the byte spans no view may show (credentials; record contents under --redact). Without
        `responses`, the request's alone: it never depends on the response (the response's may
        on the request's, and its decode draws on what the request's left of the budget)."""
        asked: list[nested.Span] = []
        answered: list[nested.Span] = []
        request = None
        if exchange.request is not None:
            request = self._decode_request(exchange, head, ctx, keep, asked)
        response = None
        if exchange.response is not None and responses:
            ctx.warnings.new_frame()
            response = self._decode_response(exchange, head, request, ctx, keep, answered)
        hidden = [("request", *span) for span in asked] + [("response", *span) for span in answered]
        return request, response, tuple(hidden)

    def full_json(self, exchange: Exchange[RequestHead], head: RequestHead, side: int) -> Any:
        """A body as JSON, for an exchange first decoded for its summary: read straight off the
        bytes (json_reader.py; records_json_path.py with --records), or from a full decode's tree
        (nested bytes, and bytes that are not what the schema says)."""
        frame = exchange.response if side else exchange.request
        if frame is None:
            return None
        offset = body_offset(head, frame.data, side)
        if self.options.records:
            return self._records_json(exchange, head, side, frame, offset)
        if head.api_key not in TREE_ONLY and offset is not None:
            ctx = self.context()
            ctx.render = render = self.options.render_bytes
            if self.options.batch_headers:
                limits, from_broker = self.limits, bool(side)
                ctx.record_sets = lambda buf, start, pos, size: record_set_json(buf, start, pos, size, ctx, limits,
                                                                                from_broker, render)  # fmt: skip
            kind = "response" if side else "request"
            try:
                body = body_json(kind, head.api_key, head.api_version, frame.data, offset, ctx)
            except DecodeError:
                body = None
            if body is not None:
                return body
        return self._tree_json(exchange, head, side, self.context())

    def _tree_json(self, exchange: Exchange[RequestHead], head: RequestHead, side: int, ctx: Context) -> Any:
        """A body's JSON from a full decode's tree (the response's after the request's, in one `ctx`)."""
        decoded = self.decode(exchange, head, ctx, None, responses=bool(side))
        tree = body_of(decoded[side])  # type: ignore[arg-type]
        return to_json(tree, self.options.render_bytes) if tree is not None else None

    def _records_json(self, exchange: Exchange[RequestHead], head: RequestHead, side: int, frame: Frame,
                      offset: int | None) -> Any:  # fmt: skip
        """`full_json` with --records: its tree's JSON, by way of the JSON readers where that gives
        the same (records_json_path.py). A tree decode draws both sides from one budget, so the
        response's starts from what the request's full decode spent."""
        before = self._request_spent(exchange, head) if side else Spent()
        body = None
        if head.api_key not in TREE_ONLY and offset is not None:
            ctx = self.context()
            ctx.cost, ctx.inflated = before.cost, before.inflated
            kind = "response" if side else "request"
            body = records_body_json(kind, head.api_key, head.api_version, frame.data, offset, ctx, self.options,
                                     self.limits)  # fmt: skip
        if body is None:
            ctx = self.context()
            body = self._tree_json(exchange, head, side, ctx)
        if not side:
            self._asked = (frame.data, Spent.of(ctx))
        return body

    def _request_spent(self, exchange: Exchange[RequestHead], head: RequestHead) -> Spent:
        """What the request's full decode spent: remembered from its JSON (views ask for it first), or found now."""
        if exchange.request is None:
            return Spent()
        if self._asked is None or self._asked[0] is not exchange.request.data:
            self.full_json(exchange, head, 0)
        assert self._asked is not None
        spent = self._asked[1]
        self._asked = None  # asked once per response: no frame held longer than needed
        return spent

    def _decode_request(
        self, exchange: Exchange[RequestHead], head: RequestHead, ctx: Context, keep: Keep | None,
        hidden: list[nested.Span],
    ) -> Node:  # fmt: skip
        frame = exchange.request
        assert frame is not None
        if keep is not None and not head.tagged_fields:  # pairing read this header whole already
            header = Node("header", "struct", None, 4, head.body_offset - 4, [])
        else:
            header_keep = None if keep is None else keep_nothing
            header, _ = decode_header("request", head.header_version, frame.data, frame.lost, ctx, header_keep)
        body = self._body("request", head, frame, head.body_offset, ctx, keep, hidden)
        if body is not None:
            self._nested_request(exchange.conn, head, body, frame.data, ctx, keep is None, hidden)
        return _message("request", frame, header, body)

    def _decode_response(
        self, exchange: Exchange[RequestHead], head: RequestHead, request: Node | None, ctx: Context, keep: Keep | None,
        hidden: list[nested.Span],
    ) -> Node:  # fmt: skip
        frame = exchange.response
        assert frame is not None
        header_version = 1 if response_header_version(head.api_key, head.api_version) else 0
        known_offset = body_offset(head, frame.data, 1) if keep is not None else None
        if known_offset is not None:  # correlation id (read by pairing) and no tagged fields
            offset = known_offset
            header = Node("header", "struct", None, 4, offset - 4, [])
        else:
            header_keep = None if keep is None else keep_nothing
            header, offset = decode_header("response", header_version, frame.data, frame.lost, ctx, header_keep)
        if head.api_key == API_VERSIONS and _error_code_at(frame.data, offset) == unsupported_reply.UNSUPPORTED_VERSION:
            # a broker that cannot speak the requested version answers in v0's layout (KIP-511), or not
            layout = 0 if frame.lost else unsupported_reply.reply_layout(head.api_version, frame.data, offset)
            if layout is None:
                error_only, note = unsupported_reply.error_code_only(head.api_version, frame.data, offset)
                ctx.warnings.append(note)
                return _message("response", frame, header, error_only)
            head = RequestHead(head.api_key, layout, head.correlation_id, head.client_id, head.header_version, 0, 0)
        body = self._body("response", head, frame, offset, ctx, keep, hidden)
        if body is not None:
            self._nested_response(exchange, head, body, body_of(request), ctx, keep is None, hidden)
        return _message("response", frame, header, body)

    def _body(
        self, kind: str, head: RequestHead, frame: Frame, offset: int, ctx: Context, keep: Keep | None,
        hidden: list[nested.Span],
    ) -> Node | None:  # fmt: skip
        records_before = len(ctx.records)
        body = decode_body(kind, head.api_key, head.api_version, frame.data, offset, frame.lost, ctx, keep)
        if body is None:  # an api the schema does not know
            return Node("body", "bytes", frame.data[offset:], offset, len(frame.data) - offset)
        # Bytes a newer version's fields may fill stay flagged: decoding with an older layout
        # must not pass them off as nothing.
        metadata = metadata_log_sets(kind, head.api_key, body) if self.options.records else ()
        self._check_records(kind, frame, ctx, records_before, hidden, batch_headers=keep is None, metadata=metadata)
        return body

    def _check_records(self, kind: str, frame: Frame, ctx: Context, since: int, hidden: list[nested.Span],
                       batch_headers: bool = False, metadata: Collection[Node] = ()) -> None:  # fmt: skip
        """The record sets a body decode met (ctx.records from `since`): checked, decoded with
        --records (or to their batch headers, for a full tree's JSON with DissectOptions.batch_headers),
        their payloads hidden from views with --redact. `metadata`: those of the KRaft metadata log,
        whose record values --records decodes as metadata records."""
        if len(ctx.records) > since:
            opts = self.options
            # nothing kept of a set (no --records, no trees): one that checks out says nothing
            cheap = not (opts.records or opts.trees or batch_headers)
            for node in ctx.records[since:]:
                if opts.redact:
                    span = nested.payload_span(node)
                    if span is not None and span[1] > span[0]:  # the hex dump hides them too
                        hidden.append((span[0], span[1] - span[0]))
                if later_snapshot_chunk(node, frame.data):
                    continue  # a slice of a snapshot from mid-file: bytes, not batches
                if cheap and (not node.value or batches_check_out(node, frame.data)):
                    continue  # (what decode_records would find, without its look-ups)
                # the analyses' decode: a set that is not plain v2 batches (legacy wrappers, damage) is
                # decoded to its batch headers here too, so that what its JSON will meet (a bomb, the
                # memory budget) is said now, with the exchange's warnings; plain ones are checked once
                headers_now = opts.batch_headers and not opts.records
                if headers_now and not batch_headers and node.value and batches_check_out(node, frame.data):
                    if not opts.trees:
                        continue  # checked: decode_records would check it again and keep nothing
                    headers_now = False
                decode_records(node, frame.data, ctx, self.limits, opts.records, kind == "response", opts.redact,
                               headers=opts.trees, batch_headers=headers_now,
                               metadata=any(node is m for m in metadata))  # fmt: skip

    def _nested_request(
        self, conn: Connection, head: RequestHead, body: Node, frame: bytes, ctx: Context, full: bool,
        hidden: list[nested.Span],
    ) -> None:  # fmt: skip
        show = self.options.show_secrets
        hidden += nested.mask_credentials(head.api_key, "request", body, show)
        if head.api_key == SASL_HANDSHAKE:
            mechanism = body.child("mechanism")
            if mechanism is not None and isinstance(mechanism.value, str):
                self.sasl_mechanisms.remember(conn, mechanism.value)
        elif head.api_key == nested.SASL_AUTHENTICATE:
            if full:  # credentials are not part of a summary
                hidden += nested.decode_sasl("request", body, frame, self.sasl_mechanisms.get(conn), show)
        elif head.api_key in nested.CONSUMER_PROTOCOL_APIS:
            nested.decode_consumer_protocol(head.api_key, "request", body, frame, _protocol_type(body), ctx)

    def _nested_response(
        self, exchange: Exchange[RequestHead], head: RequestHead, body: Node, request: Node | None, ctx: Context,
        full: bool, hidden: list[nested.Span],
    ) -> None:  # fmt: skip
        frame = exchange.response.data if exchange.response is not None else b""
        hidden += nested.mask_credentials(head.api_key, "response", body, self.options.show_secrets)
        if head.api_key == nested.SASL_AUTHENTICATE and full:
            mechanism = self.sasl_mechanisms.get(exchange.conn)
            hidden += nested.decode_sasl("response", body, frame, mechanism, self.options.show_secrets)
            return
        if head.api_key == METADATA:
            for topic in _elements(body, "topics"):
                topic_id, name = topic.child("topic_id"), topic.child("name")
                if topic_id is not None and name is not None and isinstance(name.value, str):
                    self.topic_names.remember(topic_id.value, name.value)
            return
        if head.api_key not in nested.CONSUMER_PROTOCOL_APIS:
            return
        protocol_type = _protocol_type(body) or (_protocol_type(request) if request is not None else None)
        nested.decode_consumer_protocol(head.api_key, "response", body, frame, protocol_type, ctx)


class _WalkPlan(NamedTuple):
    """How `walk` reads the bodies of one api at one version: the facts readers (None: none at
    this version), and whether the response header may carry tagged fields."""

    request: Reader | None
    response: Reader | None
    flexible_response: bool


def _walk_plan(head: RequestHead, api: str) -> _WalkPlan:
    request_field, response_field = summary.highlights(api)
    key, version = head.api_key, head.api_version
    return _WalkPlan(facts_reader("request", key, version, summary_projection, request_field),
                     facts_reader("response", key, version, summary_projection, response_field),
                     bool(response_header_version(key, version)))  # fmt: skip


def _whole(frame: Frame | None) -> bool:
    """No bytes lost, and the length prefix is the frame's size (`frame_problems` finds nothing)."""
    if frame is None:
        return True
    data = frame.data
    return not frame.lost and len(data) >= 4 and _I32.unpack_from(data)[0] + 4 == frame.size


def without_request(exchange: Exchange[RequestHead], ctx: Context) -> DecodedExchange:
    """A response whose request was not seen: its correlation id, the frames' warnings."""
    corr = exchange.head if isinstance(exchange.head, int) else None
    fields: dict[str, Any] = {
        "api_key": None,
        "api": None,
        "api_version": None,
        "correlation_id": corr,
        "client_id": None,
        "request": None,
        "response": None,
        "error_details": [],
        "topic_ids": {},
        "topics": [],
        "group": None,
    }
    text = f"response #{corr} to an unseen request"
    return DecodedExchange(exchange, fields, text, (), tuple(ctx.warnings))


def _check_version(head: RequestHead, ctx: Context) -> None:
    if not is_known(head.api_key):
        ctx.warnings.append(warning("unknown-api", 4, f"api key {head.api_key} is not in the schema"))
    elif head.api_version > highest_version(head.api_key):
        newest = highest_version(head.api_key)
        msg = f"version {head.api_version} is newer than the schema's {newest}: decoded as v{newest}"
        ctx.warnings.append(warning("newer-version", 6, msg))


def _decision(api: str, exchange: Exchange[RequestHead], head: RequestHead) -> str | None:
    """The word for what the request decided (vocabulary.DECISIONS), read by the schema's code."""
    decided = DECISIONS.get(api)
    if decided is None or exchange.request is None or head.body_offset is None:
        return None
    name, words = decided
    value = leading_field("request", head.api_key, head.api_version, name, exchange.request.data, head.body_offset)
    return words.get(value) if isinstance(value, bool) else None


def _message(kind: str, frame: Frame, header: Node, body: Node | None) -> Node:
    children = [header] if body is None else [header, body]
    return Node(kind, "message", None, 0, len(frame.data), children)


def body_of(message: Node | None) -> Node | None:
    if message is None or not message.children or len(message.children) < 2:
        return None
    return message.children[1]


def summary_text(api: str, exchange: Exchange[RequestHead], head: RequestHead, asked: Digest,
                  answered: Digest | None) -> str:  # fmt: skip
    """The one-line summary: the request header, what it decided, the facts of both bodies."""
    facts = summary.summary_facts(api, asked, answered)
    decision = _decision(api, exchange, head)
    if decision is not None:
        facts.insert(0, decision)
    text = f"{api} v{head.api_version} #{head.correlation_id}"
    if head.client_id is not None:
        text += f" client={head.client_id}"
    if facts:
        text += " " + " ".join(facts)
    return text


def body_offset(head: RequestHead, frame: bytes, side: int) -> int | None:
    """Where a request's or response's body starts, None when a response header has tagged fields."""
    if not side:
        return head.body_offset
    if not response_header_version(head.api_key, head.api_version):
        return 8
    return 9 if len(frame) > 8 and frame[8] == 0 else None


def _error_code_at(frame: bytes, offset: int) -> int | None:
    return _I16.unpack_from(frame, offset)[0] if len(frame) >= offset + 2 else None


def _protocol_type(body: Node | None) -> str | None:
    node = body.child("protocol_type") if body is not None else None
    return node.value if node is not None and isinstance(node.value, str) else None


def _elements(body: Node, name: str) -> list[Node]:
    array = body.child(name)
    return array.children or [] if array is not None else []
