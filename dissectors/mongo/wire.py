"""The MongoDB wire protocol as data: the message header and each opcode's fields, read by one
small interpreter into dissectors.tree.Node trees (little-endian throughout).

BSON documents are decoded with pymongo's `bson` package (imported on first use); bytes that
do not fit stop the decode with a DecodeError at their offset, the fields before it kept.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from enum import Enum
from typing import Any

from kafkasniff.dissectors.mongo import bson_tree
from kafkasniff.dissectors.tree import DecodeError, Node

HEADER = struct.Struct("<iiii")  # messageLength, requestID, responseTo, opCode
HEADER_SIZE = HEADER.size

# opcode -> (name, fields): each field (name, kind), kinds read by READERS below; a trailing
# "documents"/"int64s" kind repeats to the end of the message
OPCODES: dict[int, tuple[str, tuple[tuple[str, str], ...]]] = {
    1: ("OP_REPLY", (("response_flags", "int32"), ("cursor_id", "int64"), ("starting_from", "int32"),
                     ("number_returned", "int32"), ("documents", "documents"))),
    2001: ("OP_UPDATE", (("zero", "int32"), ("full_collection_name", "cstring"), ("flags", "int32"),
                         ("selector", "document"), ("update", "document"))),
    2002: ("OP_INSERT", (("flags", "int32"), ("full_collection_name", "cstring"), ("documents", "documents"))),
    2004: ("OP_QUERY", (("flags", "int32"), ("full_collection_name", "cstring"), ("number_to_skip", "int32"),
                        ("number_to_return", "int32"), ("query", "document"),
                        ("return_fields_selector", "optional_document"))),
    2005: ("OP_GET_MORE", (("zero", "int32"), ("full_collection_name", "cstring"), ("number_to_return", "int32"),
                           ("cursor_id", "int64"))),
    2006: ("OP_DELETE", (("zero", "int32"), ("full_collection_name", "cstring"), ("flags", "int32"),
                         ("selector", "document"))),
    2007: ("OP_KILL_CURSORS", (("zero", "int32"), ("number_of_cursor_ids", "int32"), ("cursor_ids", "int64s"))),
    # MongoDB 3.2-3.6 between servers and some drivers. The manual lists metadata before the
    # command's own document; the servers that send them (rpc/command_request.cpp,
    # command_reply.cpp) write the command's document first, and that is what the wire holds
    2010: ("OP_COMMAND", (("database", "cstring"), ("command_name", "cstring"), ("command_args", "document"),
                          ("metadata", "document"), ("input_documents", "documents"))),
    2011: ("OP_COMMANDREPLY", (("command_reply", "document"), ("metadata", "document"),
                               ("output_documents", "documents"))),
    2012: ("OP_COMPRESSED", (("original_opcode", "int32"), ("uncompressed_size", "int32"),
                             ("compressor_id", "uint8"), ("compressed_message", "rest"))),
    2013: ("OP_MSG", (("flag_bits", "uint32"), ("sections", "sections"))),
}  # fmt: skip
NO_REPLY = frozenset({2001, 2002, 2006, 2007})  # legacy writes and cursor kills are not answered
REPLY_ONLY = frozenset({1, 2011})  # OP_REPLY, OP_COMMANDREPLY: only a server sends them
REPLIES = REPLY_ONLY | {2012, 2013}  # what a server may send: OP_COMPRESSED and OP_MSG go both ways
OP_MSG_CHECKSUM_PRESENT, OP_MSG_MORE_TO_COME, OP_MSG_EXHAUST_ALLOWED = 1 << 0, 1 << 1, 1 << 16
MAX_MESSAGE = 48 * 1024 * 1024  # MongoDB's maxMessageSizeBytes

_I32, _U32, _I64 = struct.Struct("<i"), struct.Struct("<I"), struct.Struct("<q")
Read = Callable[[bytes, int, int, str, list[Node]], int]


def opcode_name(opcode: int) -> str:
    entry = OPCODES.get(opcode)
    return entry[0] if entry else f"OP_{opcode}"


def header(frame: bytes) -> tuple[int, int, int, int] | None:
    """(message length, request id, response to, opcode), or None when too short."""
    return HEADER.unpack_from(frame) if len(frame) >= HEADER_SIZE else None


class Refusal(Enum):
    """Why a header is not taken for a message of its direction: the words a framing notice
    shows, formatted with the header's values."""

    SHORT = "{size} bytes, too short for a message header"
    NO_BODY = "messageLength {length} not longer than the {header}-byte header"
    TOO_LONG = "messageLength {length} above maxMessageSizeBytes ({max})"
    UNKNOWN_OPCODE = "unknown opcode {opcode}"
    REPLY_FROM_CLIENT = "{name} is a reply's opcode, not a request's"
    ANSWER_FROM_CLIENT = "responseTo {response_to} on a request (a request's is 0 or -1)"
    REQUEST_FROM_SERVER = "{name} is a request's opcode, not a reply's"
    UNANSWERING_REPLY = "responseTo 0 on an {name} reply (it answers no request)"


def looks_like_message(data: bytes, from_client: bool) -> bool:
    """A plausible header: a sane length, a known opcode that goes this way, and a responseTo
    that fits (`refusal`)."""
    head = header(data)
    return head is not None and refusal(head, from_client) is None


def refusal(head: tuple[int, int, int, int], from_client: bool) -> Refusal | None:
    """What is wrong with a header for a message of its direction, None when nothing is.

    A request's responseTo is 0, or -1 as some drivers send it. A reply's names its request,
    and may be 0 only for the opcodes no client sends (OP_REPLY, OP_COMMANDREPLY): the mongo
    shell numbers its first request 0, and a reply opcode says which side it comes from. An
    OP_MSG or OP_COMPRESSED with responseTo 0 reads as a request, so a reply of those is refused."""
    length, _, response_to, opcode = head
    if length <= HEADER_SIZE:
        return Refusal.NO_BODY
    if length > MAX_MESSAGE:
        return Refusal.TOO_LONG
    if opcode not in OPCODES:
        return Refusal.UNKNOWN_OPCODE
    if from_client:
        if opcode in REPLY_ONLY:
            return Refusal.REPLY_FROM_CLIENT
        return None if response_to in (0, -1) else Refusal.ANSWER_FROM_CLIENT
    if opcode not in REPLIES:
        return Refusal.REQUEST_FROM_SERVER
    return Refusal.UNANSWERING_REPLY if response_to == 0 and opcode not in REPLY_ONLY else None


def why_not_a_message(data: bytes, from_client: bool) -> str | None:
    """`refusal` in words, with the header's values; None when the header is plausible."""
    head = header(data)
    if head is None:
        return Refusal.SHORT.value.format(size=len(data))
    why = refusal(head, from_client)
    if why is None:
        return None
    length, _, response_to, opcode = head
    return why.value.format(length=length, header=HEADER_SIZE, max=MAX_MESSAGE, opcode=opcode,
                            name=opcode_name(opcode), response_to=response_to)  # fmt: skip


def decode_body(frame: bytes, opcode: int, start: int = HEADER_SIZE) -> tuple[list[Node], DecodeError | None]:
    """The fields after the header (at `start`), and what stopped them at which offset, if
    anything did: the fields read before it are kept."""
    entry = OPCODES.get(opcode)
    end = len(frame)
    if entry is None:
        return [Node("body", "bytes", frame[start:], start, end - start)], None
    out: list[Node] = []
    pos = start
    try:
        for name, kind in entry[1]:
            pos = READERS[kind](frame, pos, end, name, out)
    except DecodeError as exc:
        return out, exc
    if pos < end:
        return out, DecodeError(pos, f"{end - pos} bytes after the last field")
    return out, None


def leading_fields(frame: bytes, opcode: int, through: str, start: int = HEADER_SIZE) -> dict[str, Any]:
    """The fields of an opcode's body up to `through` (included), by name, read by the same
    declarations and readers as decode_body; the rest of the body is not read. Empty when the
    opcode is unknown or the bytes do not hold them."""
    entry = OPCODES.get(opcode)
    if entry is None:
        return {}
    out: list[Node] = []
    pos = start
    try:
        for name, kind in entry[1]:
            pos = READERS[kind](frame, pos, len(frame), name, out)
            if name == through:
                return {node.name: node.value for node in out}
    except DecodeError:
        pass
    return {}


# -- field kinds ----------------------------------------------------------------------------


def _fixed(st: struct.Struct, typ: str) -> Read:
    def read(buf: bytes, pos: int, end: int, name: str, out: list[Node]) -> int:
        if pos + st.size > end:
            raise DecodeError(pos, f"{name}: {typ} runs past the end", True)
        out.append(Node(name, typ, st.unpack_from(buf, pos)[0], pos, st.size))
        return pos + st.size

    return read


def _cstring(buf: bytes, pos: int, end: int, name: str, out: list[Node]) -> int:
    nul = buf.find(b"\x00", pos, end)
    if nul < 0:
        raise DecodeError(pos, f"{name}: string without its terminating NUL", True)
    out.append(Node(name, "cstring", buf[pos:nul].decode("utf-8", "replace"), pos, nul + 1 - pos))
    return nul + 1


def document_at(buf: bytes, pos: int, end: int, name: str) -> Node:
    """One BSON document: its int32 length must fit, then the bytes must be valid BSON."""
    if pos + 5 > end:
        raise DecodeError(pos, f"{name}: document runs past the end", True)
    size = _I32.unpack_from(buf, pos)[0]
    if size < 5 or pos + size > end:
        raise DecodeError(pos, f"{name}: document of {size} bytes does not fit ({end - pos} left)", size >= 5)
    try:
        value: Any = bson_tree.decode(bytes(buf[pos : pos + size]))
    except Exception as exc:  # bson raises several types for bad input; all mean "not BSON"
        raise DecodeError(pos, f"{name}: not a valid BSON document ({exc})") from None
    return Node(name, "document", value, pos, size)


def _document(buf: bytes, pos: int, end: int, name: str, out: list[Node]) -> int:
    node = document_at(buf, pos, end, name)
    out.append(node)
    return pos + node.length


def _optional_document(buf: bytes, pos: int, end: int, name: str, out: list[Node]) -> int:
    return pos if pos == end else _document(buf, pos, end, name, out)


def _repeated(read: Read, kind: str) -> Read:
    """A field repeated to the end of the message; what was read before a failure stays in the
    tree (the container is in `out` before its first element is read)."""

    def read_all(buf: bytes, pos: int, end: int, name: str, out: list[Node]) -> int:
        node = Node(name, kind, None, pos, 0, [])
        out.append(node)
        items = node.children
        assert items is not None
        while pos < end:
            pos = read(buf, pos, end, name, items)
            node.length = pos - node.offset
        return pos

    return read_all


_read_int64 = _fixed(_I64, "int64")


def _rest(buf: bytes, pos: int, end: int, name: str, out: list[Node]) -> int:
    out.append(Node(name, "bytes", buf[pos:end], pos, end - pos))
    return end


def _section(buf: bytes, pos: int, end: int, name: str, items: list[Node]) -> int:
    """One OP_MSG section: kind 0 is one body document, kind 1 a named document sequence."""
    kind = buf[pos]
    if kind == 0:
        node = document_at(buf, pos + 1, end, "body")
        items.append(Node("body", "section", None, pos, 1 + node.length, [node]))
        return pos + 1 + node.length
    if kind == 1:
        return _sequence(buf, pos, end, items)
    raise DecodeError(pos, f"section kind {kind} is not 0 or 1")


_read_sections = _repeated(_section, "[]section")


def _sections(buf: bytes, pos: int, end: int, name: str, out: list[Node]) -> int:
    """OP_MSG's sections, then a CRC-32C when flagBits says so (checked by the protocol, which
    sees the whole frame)."""
    flags = out[-1].value if out else 0
    if not flags & OP_MSG_CHECKSUM_PRESENT:
        return _read_sections(buf, pos, end, name, out)
    if end - 4 < pos:
        raise DecodeError(pos, "no room for the checksum flagBits announce", True)
    pos = _read_sections(buf, pos, end - 4, name, out)
    out.append(Node("checksum", "uint32", _U32.unpack_from(buf, end - 4)[0], end - 4, 4))
    return end


def _sequence(buf: bytes, pos: int, end: int, items: list[Node]) -> int:
    if pos + 5 > end:
        raise DecodeError(pos, "document sequence runs past the end", True)
    size = _I32.unpack_from(buf, pos + 1)[0]
    if size < 4 or pos + 1 + size > end:
        raise DecodeError(pos + 1, f"document sequence of {size} bytes does not fit", size >= 4)
    seq_end = pos + 1 + size
    node = Node("sequence", "sequence", None, pos, 1 + size, [])
    items.append(node)
    docs = node.children
    assert docs is not None
    p = _cstring(buf, pos + 5, seq_end, "identifier", docs)
    node.name = docs[0].value
    while p < seq_end:
        p = _document(buf, p, seq_end, node.name, docs)
    return seq_end


READERS: dict[str, Read] = {
    "int32": _fixed(_I32, "int32"),
    "uint32": _fixed(_U32, "uint32"),
    "int64": _read_int64,
    "uint8": _fixed(struct.Struct("<B"), "uint8"),
    "cstring": _cstring,
    "document": _document,
    "optional_document": _optional_document,
    "documents": _repeated(_document, "[]document"),
    "int64s": _repeated(_read_int64, "[]int64"),
    "rest": _rest,
    "sections": _sections,
}
