"""The decoded form every dissector produces: a tree of fields with their place in the frame."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kafkasniff.model import DecodeWarning, Frame, WarningKind


class Node:
    """One decoded field: name, wire type, value, byte offset and length in its frame.

    Structs and arrays hold their members in `children` (value None); primitives hold `value`.
    `entity` names what the value identifies (e.g. "topicName"), when the schema says so.
    """

    __slots__ = ("name", "type", "value", "offset", "length", "children", "entity")

    def __init__(
        self,
        name: str,
        type: str,
        value: Any,
        offset: int,
        length: int,
        children: list[Node] | None = None,
        entity: str | None = None,
    ) -> None:
        self.name = name
        self.type = type
        self.value = value
        self.offset = offset
        self.length = length
        self.children = children
        self.entity = entity

    def __repr__(self) -> str:
        inner = f" children={len(self.children)}" if self.children is not None else f" value={self.value!r}"
        return f"<Node {self.name}:{self.type} @{self.offset}+{self.length}{inner}>"

    def child(self, name: str) -> Node | None:
        for c in self.children or ():
            if c.name == name:
                return c
        return None


class DecodeError(Exception):
    """The bytes at `offset` cannot be what the schema says; carries a short reason."""

    def __init__(self, offset: int, reason: str, past_end: bool = False, kind: WarningKind | None = None) -> None:
        super().__init__(reason)
        self.offset = offset
        self.reason = reason
        self.past_end = past_end  # the bytes ran out (rather than holding an impossible value)
        self.kind = kind  # what the user is told, when it is neither `truncated` nor `malformed`


def warning(kind: str, offset: int, message: str) -> DecodeWarning:
    """A warning of one of the WarningKind values, at offset in its frame."""
    return DecodeWarning(WarningKind(kind), offset, message)


def decode_problem(exc: DecodeError, lost: bool, what: str, at: int | None = None) -> DecodeWarning:
    """A decode error as the user sees it, the same for every protocol: `truncated` when it ran
    into the end of a frame that lost bytes, else `malformed`; at its offset, or at `at` (the
    compressed bytes holding it)."""
    kind = exc.kind or (WarningKind.TRUNCATED if lost and exc.past_end else WarningKind.MALFORMED)
    return DecodeWarning(kind, exc.offset if at is None else at, f"{what}: {exc.reason}")


def frame_problems(
    request: Frame | None, response: Frame | None, frame_size: Callable[[bytes, bool], int | None]
) -> list[DecodeWarning]:
    """For each side of an exchange: a `truncated` warning where its data stops if it lost bytes,
    or a `malformed` one at its length prefix if framing found the next message before the end
    the prefix declares (a damaged prefix: the frame was cut where the next one begins)."""
    out = []
    for side, frame in (("request", request), ("response", response)):
        if frame is None:
            continue
        if frame.lost and frame.loss == WarningKind.DECRYPTION_FAILED:
            msg = f"{side} lost {frame.lost} of {frame.size} bytes: TLS records that did not authenticate"
            out.append(DecodeWarning(WarningKind.DECRYPTION_FAILED, len(frame.data), msg))
            continue
        if frame.lost and frame.loss == WarningKind.MEMORY_BUDGET:
            msg = (f"{side} kept {len(frame.data)} of {frame.size} bytes: --max-memory had no more for requests "
                   "waiting for their answer")  # fmt: skip
            out.append(DecodeWarning(WarningKind.MEMORY_BUDGET, len(frame.data), msg))
            continue
        if frame.lost:
            msg = f"{side} lost {frame.lost} of {frame.size} bytes"
            out.append(DecodeWarning(WarningKind.TRUNCATED, len(frame.data), msg))
            continue
        declared = frame_size(frame.data[:4], frame.from_client) if len(frame.data) >= 4 else None
        if declared is not None and declared != frame.size:
            msg = f"{side}: length prefix says {declared} bytes; the next message begins after {frame.size}"
            out.append(DecodeWarning(WarningKind.MALFORMED, 0, msg))
    return out


BytesRenderer = Callable[[bytes], Any]


def hex_bytes(data: bytes) -> str:
    return data.hex()


# node type -> its JSON form, for nodes whose value is not a plain field (record batches...)
CONVERTERS: dict[str, Callable[[Node, BytesRenderer], Any]] = {}


def to_json(node: Node, render_bytes: BytesRenderer = hex_bytes) -> Any:
    """A JSON-ready value: structs become objects keyed by field name, arrays lists."""
    kind = node.type
    convert = CONVERTERS.get(kind)
    if convert is not None:
        return convert(node, render_bytes)
    if node.children is not None:
        if kind.startswith("[]"):
            return [to_json(c, render_bytes) for c in node.children]
        if kind == "bytes" or kind == "records":  # bytes decoded as a nested structure
            return to_json(node.children[0], render_bytes) if node.children else None
        return {c.name: to_json(c, render_bytes) for c in node.children}
    value = node.value
    if isinstance(value, bytes | bytearray):
        if kind == "records":
            return {"size": len(value)}
        return render_bytes(bytes(value))
    return value


def walk(node: Node, visit: Callable[[Node, list[Node]], None], path: list[Node] | None = None) -> None:
    """Call visit(node, ancestors) for every node, depth first."""
    path = path if path is not None else []
    visit(node, path)
    if node.children:
        path.append(node)
        for c in node.children:
            walk(c, visit, path)
        path.pop()
