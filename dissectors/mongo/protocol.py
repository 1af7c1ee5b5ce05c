"""The MongoDB wire protocol as the pipeline sees it: framing facts, pairing keys, dissection.

Replies name their request by `responseTo` == the request's `requestID`. Requests the server
never answers: OP_MSG with moreToCome (unacknowledged writes) and the legacy writes and cursor
kills. An exhaust reply (OP_MSG moreToCome from the server) announces another reply, which
answers this reply's requestID; pairing follows the chain back to the one request.
"""

from __future__ import annotations

import struct
from dataclasses import replace
from typing import Any, NamedTuple

from kafkasniff.dissectors.base import DissectOptions, WireProtocol
from kafkasniff.dissectors.common.limits import InflateLimits
from kafkasniff.dissectors.common.memory import BoundedMemory
from kafkasniff.dissectors.mongo import commands, compression, json_form, redaction, secrets, wire
from kafkasniff.dissectors.mongo.commands import OP_COMPRESSED, OP_MSG, Answered, Asked
from kafkasniff.dissectors.mongo.declaration import MONGO
from kafkasniff.dissectors.tree import DecodeError, Node, decode_problem, frame_problems, warning
from kafkasniff.model import Connection, DecodedExchange, DecodeWarning, Exchange, Frame, LazyFields

_I32, _U32 = struct.Struct("<i"), struct.Struct("<I")


class MongoHead(NamedTuple):
    """What pairing needs of a request: its id, opcode (the compressed one's too) and flags."""

    request_id: int
    opcode: int
    inner_opcode: int  # the original opcode inside OP_COMPRESSED, else `opcode`
    flags: int  # OP_MSG flagBits, 0 for other opcodes


class Side(NamedTuple):
    """One decoded message: its tree, the body fields of the (inner) message, the opcode they
    belong to, the bytes their offsets index (the inflated message for OP_COMPRESSED), and the
    compressor and compressed bytes' node when it came compressed."""

    tree: Node
    body: list[Node]
    opcode: int
    data: bytes
    compressor: str | None = None
    packed: Node | None = None


class MongoProtocol(WireProtocol[MongoHead]):
    name = MONGO.name
    default_ports = MONGO.default_ports
    prefix_size = 4
    min_request_bytes = wire.HEADER_SIZE

    @classmethod
    def api_names(cls) -> frozenset[str]:
        """The commands this dissector names itself; any other command an OP_MSG carries is named
        by its first key, so the set is open-ended (filters.py accepts lowerCamelCase too)."""
        return frozenset({*commands.LEGACY_COMMANDS.values(), *commands.HANDSHAKES, *secrets.SASL})

    @classmethod
    def opcode_names(cls) -> frozenset[str]:
        return frozenset(name for name, _ in wire.OPCODES.values())

    def __init__(self, options: DissectOptions | None = None) -> None:
        super().__init__(options)
        self.clients: BoundedMemory[Connection, str] = BoundedMemory()  # from each connection's handshake
        self.limits = InflateLimits(self.options.max_decompressed, self.options.max_ratio)

    # -- framing and pairing -------------------------------------------------------------

    def frame_size(self, head: bytes, from_client: bool) -> int | None:
        size = int(_I32.unpack_from(head)[0])
        return size if wire.HEADER_SIZE < size <= wire.MAX_MESSAGE else None

    def looks_like_request(self, data: bytes) -> bool:
        return wire.looks_like_message(data, from_client=True)

    def looks_like_response(self, data: bytes) -> bool:
        return wire.looks_like_message(data, from_client=False)

    def why_not_a_frame(self, window: bytes, from_client: bool) -> str:
        return wire.why_not_a_message(window, from_client) or super().why_not_a_frame(window, from_client)

    def request_head(self, frame: bytes) -> MongoHead | None:
        head = wire.header(frame)
        if head is None:
            return None
        _, request_id, _, opcode = head
        inner, flags = self._opcode_and_flags(frame, opcode)
        return MongoHead(request_id, opcode, inner, flags)

    def request_key(self, head: MongoHead) -> int:
        return head.request_id

    def response_key(self, frame: bytes) -> int | None:
        return int(_I32.unpack_from(frame, 8)[0]) if len(frame) >= wire.HEADER_SIZE else None

    def request_frame_key(self, frame: bytes) -> int | None:
        return int(_I32.unpack_from(frame, 4)[0]) if len(frame) >= 8 else None

    def expects_response(self, head: MongoHead, frame: bytes) -> bool:
        if head.inner_opcode in wire.NO_REPLY:
            return False
        return not (head.inner_opcode == OP_MSG and head.flags & wire.OP_MSG_MORE_TO_COME)

    def follow_up_key(self, frame: bytes) -> int | None:
        head = wire.header(frame)
        if head is None:
            return None
        inner, flags = self._opcode_and_flags(frame, head[3])
        return head[1] if inner == OP_MSG and flags & wire.OP_MSG_MORE_TO_COME else None

    def _opcode_and_flags(self, frame: bytes, opcode: int) -> tuple[int, int]:
        """The opcode a message stands for (inside OP_COMPRESSED, the original one) and its
        OP_MSG flag bits (0 for other opcodes), read through wire.py's declarations."""
        if opcode == OP_MSG:
            return opcode, wire.leading_fields(frame, OP_MSG, "flag_bits").get("flag_bits", 0)
        if opcode != OP_COMPRESSED:
            return opcode, 0
        fields = wire.leading_fields(frame, OP_COMPRESSED, "compressor_id")
        if not fields:
            return opcode, 0
        inner = fields["original_opcode"]
        if inner != OP_MSG:
            return inner, 0
        compressed = frame[wire.HEADER_SIZE + 9 :]  # after original_opcode, uncompressed_size, compressor_id
        try:
            body = compression.inflate(fields["compressor_id"], compressed, fields["uncompressed_size"],
                                       self._limit(len(compressed)))  # fmt: skip
        except compression.CodecError:
            return inner, 0
        return inner, wire.leading_fields(body, OP_MSG, "flag_bits", start=0).get("flag_bits", 0)

    def _limit(self, compressed: int) -> int:
        return self.limits.limit_for(compressed)

    # -- dissection ----------------------------------------------------------------------

    def reads_connection_memory(self, exchange: Exchange[MongoHead]) -> bool:
        return True  # every exchange names its client from the connection's handshake

    def connection_memory(self, conn: Connection) -> object | None:
        return self.clients.get(conn)

    def remember_connection(self, conn: Connection, memory: object) -> None:
        if isinstance(memory, str):
            self.clients.remember(conn, memory)

    def informs_later(self, exchange: Exchange[MongoHead]) -> bool:
        """A request that may carry a handshake's client metadata (a BSON key `client`; compressed
        bytes cannot be searched, so they may)."""
        head, request = exchange.head, exchange.request
        if not isinstance(head, MongoHead) or request is None:
            return False
        return head.opcode == OP_COMPRESSED or b"client\x00" in request.data

    def dissect(self, exchange: Exchange[MongoHead]) -> DecodedExchange:
        """The passes over an exchange, in this order, each relying on the ones before:

        1. decode: each side's message into its tree (`_side`; OP_COMPRESSED inflated, checksums
           checked, BSON documents expanded);
        2. the request's command facts (`commands.asked`): conceal needs to know the command;
        3. conceal (`_conceal`): credentials masked and, with --redact, document data hidden, in
           the trees every view reads, before anything reads the reply (its errmsg may be data);
        4. the reply's facts (`commands.answered`), the client name, the fields and the summary,
           all read from the concealed trees.
        """
        warnings = frame_problems(exchange.request, exchange.response, self.frame_size)
        request = self._side("request", exchange.request, warnings) if exchange.request is not None else None
        response = self._side("response", exchange.response, warnings) if exchange.response is not None else None
        asked = commands.asked(request.opcode, request.body) if request is not None else None
        hidden = self._conceal(request, response, asked)  # before the reply is read: its errmsg may be data
        answered = commands.answered(response.opcode, response.body, asked) if response is not None else None
        client = self._client(exchange.conn, asked)
        fields = self._fields(exchange, request, response, asked, answered, client)
        errors = tuple(dict.fromkeys(e["error"] for e in answered.errors)) if answered is not None else ()
        text = _summary(exchange, request, response, asked, answered, client)
        request_tree = request.tree if request is not None else None
        response_tree = response.tree if response is not None else None
        return DecodedExchange(
            exchange, fields, text, errors, tuple(warnings), request_tree, response_tree, tuple(hidden)
        )

    def _conceal(self, request: Side | None, response: Side | None, asked: Asked | None) -> list[tuple[str, int, int]]:
        """Credentials masked (unless --show-secrets) and document data redacted (--redact), in
        the documents every view reads; the frame bytes the hex dump must hide."""
        hidden: list[tuple[str, int, int]] = []
        for name, side in (("request", request), ("response", response)):
            if side is None:
                continue
            if not self.options.show_secrets:
                hidden += [(name, *span) for span in _hide_secrets(side, asked, name == "response")]
            if self.options.redact:
                hidden += [(name, *span) for span in _redact(side)]
        return hidden

    def _client(self, conn: Connection, asked: Asked | None) -> str | None:
        if asked is not None and asked.client is not None:
            self.clients.remember(conn, asked.client)
            return asked.client
        return self.clients.get(conn)

    def _fields(
        self, exchange: Exchange[MongoHead], request: Side | None, response: Side | None, asked: Asked | None,
        answered: Answered | None, client: str | None,
    ) -> LazyFields:  # fmt: skip
        head = exchange.head
        render = self.options.render_bytes
        namespace = _namespace(asked, answered)
        eager: dict[str, Any] = {
            "api": asked.command if asked is not None else None,
            "opcode": _opcode_text(exchange.request or exchange.response),
            "compressor": next((s.compressor for s in (request, response) if s is not None), None),
            # a reply to an unseen request names it by its responseTo
            "request_id": head.request_id if isinstance(head, MongoHead) else head if isinstance(head, int) else None,
            "client_id": client,
            "database": namespace[0],
            "collection": namespace[1],
            "ok": answered.ok if answered is not None else None,
            "error_details": answered.errors if answered is not None else [],
            "cursor_id": _cursor(asked, answered),
        }
        lazy = {
            "request": lambda: json_form.message(request.tree, render) if request is not None else None,
            "response": lambda: json_form.message(response.tree, render) if response is not None else None,
        }
        return LazyFields(eager, lazy)

    def _side(self, name: str, frame: Frame, warnings: list[DecodeWarning]) -> Side:
        """A message decoded into its tree; bad bytes become warnings at their offset."""
        data = frame.data
        head = wire.header(data)
        if head is None:
            warnings.append(warning("truncated", len(data), f"{name}: {len(data)} bytes, too short for a header"))
            return Side(Node(name, "message", None, 0, len(data), []), [], 0, data)
        header = Node("header", "struct", None, 0, wire.HEADER_SIZE, [
            Node(field, "int32", value, 4 * i, 4) for i, (field, value) in
            enumerate(zip(("message_length", "request_id", "response_to", "opcode"), head, strict=True))
        ])  # fmt: skip
        opcode = head[3]
        body, err = wire.decode_body(data, opcode)
        self._report(name, opcode, err, frame.lost > 0, warnings, 0)
        if opcode == OP_MSG:
            _check_crc(data, body, frame.lost > 0, warnings)
        tree = Node(name, "message", None, 0, len(data), [header, *body])
        if opcode != OP_COMPRESSED:
            self._expand(data, body)
            return Side(tree, body, opcode, data)
        return self._compressed(name, tree, body, warnings)

    def _compressed(self, name: str, tree: Node, body: list[Node], warnings: list[DecodeWarning]) -> Side:
        fields = {n.name: n for n in body}
        if "compressed_message" not in fields:
            return Side(tree, [], 0, b"")
        original, size = fields["original_opcode"].value, fields["uncompressed_size"].value
        compressor_id, payload = fields["compressor_id"].value, fields["compressed_message"]
        compressor = compression.COMPRESSORS.get(compressor_id, f"compressor {compressor_id}")
        at = payload.offset
        try:
            inner = compression.inflate(compressor_id, payload.value, size, self._limit(payload.length))
        except compression.BombError as exc:
            msg = f"{name}: {compressor} message declares {size} bytes; {exc}; not followed"
            warnings.append(warning("decompression-bomb", at, msg))
            return Side(tree, [], original, b"", compressor, payload)
        except compression.CodecError as exc:
            warnings.append(warning("decompression-failed", at, f"{name}: {exc}"))
            return Side(tree, [], original, b"", compressor, payload)
        # the original message: the header it had before compression, then the inflated body
        ids = [n.value for n in (tree.children or [])[0].children or []][1:3]
        message = struct.pack("<iiii", wire.HEADER_SIZE + size, *ids, original) + inner
        inner_body, err = wire.decode_body(message, original)
        self._report(name, original, err, False, warnings, at)
        if original == OP_MSG:
            _check_crc(message, inner_body, False, warnings, at)
        self._expand(message, inner_body)
        tree.children = [*(tree.children or []), Node("message", "decompressed", None, at, payload.length, inner_body)]
        return Side(tree, inner_body, original, message, compressor, payload)

    def _report(
        self, name: str, opcode: int, err: DecodeError | None, lost: bool, warnings: list[DecodeWarning], at: int
    ) -> None:
        """A decode error as a warning; inside a compressed message it points at the compressed bytes."""
        if err is None:
            return
        problem = decode_problem(err, lost, f"{name} {wire.opcode_name(opcode)}", at or None)
        if at:
            problem = replace(problem, message=f"{problem.message} at byte {err.offset} of the decompressed message")
        warnings.append(problem)

    def _expand(self, data: bytes, body: list[Node]) -> None:
        """Element trees under the BSON documents, for views that show fields (not one-liners)."""
        if not self.options.summary_only:
            json_form.expand_documents(data, body)


def _opcode_text(frame: Frame | None) -> str | None:
    head = wire.header(frame.data) if frame is not None else None
    return wire.opcode_name(head[3]) if head is not None else None


def _check_crc(data: bytes, body: list[Node], lost: bool, warnings: list[DecodeWarning], at: int = 0) -> None:
    """OP_MSG's optional CRC-32C covers the whole message before it; the result goes in the tree."""
    checksum = next((n for n in body if n.name == "checksum"), None)
    if checksum is None or lost:
        return
    from kafkasniff.dissectors.common import checksums

    computed = checksums.crc32c(data[: checksum.offset])
    ok = computed == checksum.value
    body.append(Node("checksum_ok", "bool", ok, checksum.offset, 0))
    if not ok:
        msg = f"OP_MSG checksum {checksum.value:#010x} does not match the message's CRC-32C {computed:#010x}"
        warnings.append(warning("checksum-mismatch", at or checksum.offset, msg))


def _namespace(asked: Asked | None, answered: Answered | None) -> tuple[str | None, str | None]:
    database = asked.database if asked is not None else None
    collection = asked.collection if asked is not None else None
    if collection is None and answered is not None and answered.namespace:
        ns_db, _, ns_coll = answered.namespace.partition(".")
        database, collection = database or ns_db, ns_coll or None
    return database, collection


def _cursor(asked: Asked | None, answered: Answered | None) -> int | None:
    if answered is not None and answered.cursor_id is not None:
        return answered.cursor_id
    return asked.cursor_id if asked is not None else None


def _summary(
    exchange: Exchange[MongoHead], request: Side | None, response: Side | None, asked: Asked | None,
    answered: Answered | None, client: str | None,
) -> str:  # fmt: skip
    """e.g. `getMore shop.orders #424238335 zstd client=app cursor=7 returned=2 next_cursor=7`."""
    if asked is None:
        return f"reply #{exchange.head} to an unseen request"
    database, collection = _namespace(asked, answered)
    namespace = f"{database}.{collection}" if collection else database or ""
    head = exchange.head
    request_id = head.request_id if isinstance(head, MongoHead) else "?"
    text = f"{asked.command} {namespace} #{request_id}".replace("  ", " ")
    if request is not None and request.opcode != OP_MSG:
        text += f" {wire.opcode_name(request.opcode)}"
    compressor = (request and request.compressor) or (response and response.compressor)
    if compressor:
        text += f" {compressor}"
    if client:
        text += f" client={client}"
    facts = [f"{name}={count}" for name, count in asked.counts.items()]
    if asked.cursor_id is not None:
        facts.append(f"cursor={asked.cursor_id}")
    if answered is not None:
        facts += _answer_facts(answered)
    return " ".join([text, *facts])


def _answer_facts(answered: Answered) -> list[str]:
    out = []
    if answered.ok is False:
        out.append("ok=0")
    if answered.n is not None:
        out.append(f"n={answered.n}")
    if answered.modified is not None:
        out.append(f"modified={answered.modified}")
    if answered.returned is not None:
        out.append(f"returned={answered.returned}")
    if answered.cursor_id is not None:
        out.append(f"next_cursor={answered.cursor_id}")
    return out


def _hide_secrets(side: Side, asked: Asked | None, reply: bool) -> list[tuple[int, int]]:
    """Mask credentials in a message's command documents; the frame bytes that held them."""
    spans: list[tuple[int, int]] = []
    for document in _command_documents(side):
        spans += secrets.mask(document, side.data, asked, reply)
    return _in_frame(side, spans)


def _redact(side: Side) -> list[tuple[int, int]]:
    """--redact: document values out of every view; the frame bytes that held them."""
    commands_ = {id(d) for d in _command_documents(side)}
    spans: list[tuple[int, int]] = []
    for document in _documents(side.body):
        spans += redaction.redact(document, id(document) in commands_)
    return _in_frame(side, spans)


def _documents(nodes: list[Node]) -> list[Node]:
    out: list[Node] = []
    for node in nodes:
        if node.type == "document":
            out.append(node)
        elif node.type in json_form.CONTAINERS:
            out += _documents(node.children or [])
    return out


def _in_frame(side: Side, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Spans in the (inflated) message as spans of the frame: all the compressed bytes when
    they were compressed (snappy keeps literals readable), shifted when the compressor is noop."""
    packed = side.packed
    if not spans or packed is None:
        return spans
    if side.compressor == "noop":  # the inflated body is the payload itself
        return [(offset - wire.HEADER_SIZE + packed.offset, length) for offset, length in spans]
    return [(packed.offset, packed.length)]


def _command_documents(side: Side) -> list[Node]:
    if side.opcode == OP_MSG:
        sections = next((n for n in side.body if n.name == "sections"), None)
        return (
            [s.children[0] for s in (sections.children or []) if s.type == "section" and s.children] if sections else []
        )
    if side.opcode in commands.COMMAND_FIELDS:
        return [n for n in side.body if n.name == commands.COMMAND_FIELDS[side.opcode]]
    if side.opcode == commands.OP_QUERY:
        return [n for n in side.body if n.name == "query"]
    if side.opcode == commands.OP_REPLY:
        documents = next((n for n in side.body if n.name == "documents"), None)
        return (documents.children or [])[:1] if documents is not None else []
    return []
