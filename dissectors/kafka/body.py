"""Kafka message bodies and headers decoded into field trees, inside the frame's own bytes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kafkasniff.dissectors.common.varint import read_uvarint
from kafkasniff.dissectors.kafka.projections import client_id_only
from kafkasniff.dissectors.kafka.readers import supply
from kafkasniff.dissectors.kafka.readers.runtime import Context, Keep, Reader
from kafkasniff.dissectors.kafka.schema import Message
from kafkasniff.dissectors.kafka.schema_data import REQUESTS, RESPONSES
from kafkasniff.dissectors.tree import DecodeError, Node, decode_problem, warning

_header_readers: dict[tuple[str, int, Keep | None], Reader] = {}


def _header_reader(header: str, version: int, keep: Keep | None) -> Reader:
    reader = _header_readers.get((header, version, keep))
    if reader is None:
        reader = _header_readers[(header, version, keep)] = supply.header(header, version, keep)
    return reader


def schema_version(table: str, api_key: int, version: int) -> int | None:
    """The version to decode with: itself, or the newest the schema knows for newer ones."""
    message = (REQUESTS if table == "request" else RESPONSES).get(api_key)
    if message is None:
        return None
    return min(max(version, message.low), message.high)


def decode(
    name: str, reader: Reader, buf: bytes, start: int, end: int, lost: int, ctx: Context, trailing: bool = True
) -> tuple[Node, int]:
    """Run a compiled reader over buf[start:end] into a struct node; never raises.

    A failure becomes a `malformed` warning at its offset, or `truncated` when it hit the end of
    a frame that lost bytes. Bytes left over after the body are flagged unless trailing=False.
    """
    node = Node(name, "struct", None, start, 0, [])
    pos = start
    try:
        pos = reader(buf, start, end, node.children, ctx)
    except DecodeError as exc:
        ctx.warnings.append(decode_problem(exc, bool(lost), name))
        pos = end
        for child in node.children or ():
            _close_interrupted(child)
    else:
        if trailing:
            check_trailing(name, pos, end, lost, ctx)
    node.length = pos - start
    return node, pos


def _close_interrupted(node: Node) -> int:
    """The end of a node an error interrupted: its reader never set its length (0), so it spans
    what was read of it, its children's bytes. Where it ends."""
    end = node.offset + node.length
    for child in node.children or ():
        if child.offset >= 0:  # (bytes inflated elsewhere have no place in the frame)
            end = max(end, _close_interrupted(child))
    if node.children:
        node.length = end - node.offset
    return end


def check_trailing(name: str, pos: int, end: int, lost: int, ctx: Context) -> None:
    if pos < end and not lost:
        ctx.warnings.append(warning("trailing-bytes", pos, f"{name}: {end - pos} bytes after the last field"))


def decode_header(
    kind: str, header_version: int, buf: bytes, lost: int, ctx: Context, keep: Keep | None = None
) -> tuple[Node, int]:
    """The request or response header, right after the length prefix (`keep`: a projection)."""
    table_key = "RequestHeader" if kind == "request" else "ResponseHeader"
    reader = _header_reader(table_key, header_version, keep)
    return decode("header", reader, buf, 4, len(buf), lost, ctx, trailing=False)


def decode_body(
    kind: str, api_key: int, version: int, buf: bytes, offset: int, lost: int, ctx: Context, keep: Keep | None = None
) -> Node | None:
    """The body of a request or response (kind) of `api_key` at `version`; None if unknown api.
    With `keep`, only the projection's fields get nodes (the checks and warnings are the same)."""
    reader = body_reader(_body_readers, kind, api_key, version, keep, supply.tree, keep)
    if reader is None:
        return None
    node, _ = decode(kind, reader, buf, offset, len(buf), lost, ctx)
    return node


def body_reader(cache: dict[tuple[str, int, int, Any], Any], kind: str, api_key: int, version: int, variant: Any,
                make: Callable[..., Any], *args: Any) -> Any:  # fmt: skip
    """A reader of a body at the version on the wire, from `cache` or made
    (`make(kind, api_key, v, message, *args)`)
    for the version the schema decodes it with (`schema_version`), and cached under that one
    only: a capture that makes versions up makes no entries. `variant` tells apart readers of
    one body (a projection, a field); None for an api the schema does not know."""
    reader = cache.get((kind, api_key, version, variant), _UNSET)
    if reader is _UNSET:
        decode_version = schema_version(kind, api_key, version)
        if decode_version is None:
            return None
        reader = cache.get((kind, api_key, decode_version, variant), _UNSET)
        if reader is _UNSET:
            message: Message = (REQUESTS if kind == "request" else RESPONSES)[api_key]
            reader = make(kind, api_key, decode_version, message, *args)
            cache[(kind, api_key, decode_version, variant)] = reader
    return reader


_UNSET = object()
_body_readers: dict[tuple[str, int, int, Any], Reader] = {}


def leading_field(kind: str, api_key: int, version: int, name: str, buf: bytes, offset: int) -> Any | None:
    """The value of one of a body's leading top-level fields, read up to it by generated code (the
    rest of the body is not read; a version newer than the schema's is read as its newest); None
    when the api is unknown or the bytes do not hold the field."""
    reader = body_reader(_prefix_readers, kind, api_key, version, name, supply.leading, name)
    if reader is None:
        return None
    out: list[Node] = []
    try:
        reader(buf, offset, len(buf), out, Context())
    except DecodeError:
        return None
    return out[-1].value if out else None


_prefix_readers: dict[tuple[str, int, int, Any], Reader] = {}


_client_id_readers: dict[int, Reader] = {}  # by header version: the hot path's own look-up


def request_header(frame: bytes, header_version: int) -> tuple[str | None, int, int]:
    """(client id, where the body starts, tagged fields in the header) of a request frame, read by
    the schema's RequestHeader reader with only the client id kept; DecodeError when broken."""
    reader = _client_id_readers.get(header_version)
    if reader is None:
        reader = _client_id_readers[header_version] = _header_reader("RequestHeader", header_version, client_id_only)
    out: list[Node] = []
    pos = reader(frame, 4, len(frame), out, Context())  # a Context of its own: tags warn
    client_id = out[0].value if out else None
    if header_version < 2:
        return client_id, pos, 0
    section = out[0].offset + out[0].length if out else 12  # the tagged fields follow the client id
    tagged = 0 if frame[section] == 0 else read_uvarint(frame, section, len(frame))[0]
    return client_id, pos, tagged


def facts_reader(kind: str, api_key: int, version: int, keep: Keep, highlight: str | None) -> Reader | None:
    """The reader that finds a body's summary facts (summary_reader.py) into a Digest, with the
    checks and warnings of a decode projected by `keep` (bytes left after it: `check_trailing`);
    None for an unknown api, or a version without a facts reader. It raises a DecodeError, not a
    warning: the caller decodes such bytes into a tree."""
    return body_reader(_facts_readers, kind, api_key, version, (keep, highlight), supply.facts, keep,
                       kind == "request", highlight)  # fmt: skip


_facts_readers: dict[tuple[str, int, int, Any], Reader | None] = {}


def body_json(kind: str, api_key: int, version: int, buf: bytes, offset: int, ctx: Context) -> dict[str, Any] | None:
    """A body's JSON form read straight off the bytes (json_reader.py); None for an api the
    schema does not know. A DecodeError is raised: the caller decodes such bytes into a tree."""
    reader = body_reader(_json_readers, kind, api_key, version, None, supply.json)
    if reader is None:
        return None
    out: dict[str, Any] = {}
    reader(buf, offset, len(buf), out, ctx)
    return out


_json_readers: dict[tuple[str, int, int, Any], Reader] = {}
