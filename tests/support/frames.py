"""Real frames out of the samples, and surgery on them for tests of damaged records."""

from __future__ import annotations

import struct

from kafkasniff.dissectors.kafka.protocol import KafkaProtocol
from kafkasniff.dissectors.tree import Node
from kafkasniff.model import DecodedExchange, Exchange, Frame
from tests.support.captures import sample_path
from tests.support.decode import decode


def first_exchange(sample: str, api: str, with_records: bool = True) -> DecodedExchange:
    for e in decode(sample_path(sample))[0]:
        if e.fields["api"] == api and (not with_records or _records_in(e)):
            return e
    raise LookupError(f"no {api} exchange in {sample}")


def _records_in(e: DecodedExchange) -> bool:
    tree = e.request_tree if e.fields["api"] == "Produce" else e.response_tree
    return tree is not None and any(n.value for n in records_nodes(tree.children[1]))


def records_span(frame: bytes, tree_side) -> tuple[int, int, int]:  # noqa: ANN001
    """(start of the length prefix, start of the records bytes, end) of the first records field."""
    node = next(n for n in records_nodes(tree_side.children[1]) if n.value)
    end = node.offset + node.length
    return node.offset, end - len(node.value), end


def with_records(frame: bytes, tree_side, records: bytes) -> bytes:  # noqa: ANN001
    """The frame with its first records field replaced (non-flexible int32 length prefix)."""
    prefix, start, end = records_span(frame, tree_side)
    assert start - prefix == 4, "only for non-flexible versions"
    body = frame[4:prefix] + struct.pack(">i", len(records)) + records + frame[end:]
    return struct.pack(">i", len(body)) + body


def redissect(e: DecodedExchange, request: bytes | None = None, response: bytes | None = None,
              proto: KafkaProtocol | None = None) -> DecodedExchange:  # fmt: skip
    ex = e.exchange
    req = ex.request if request is None else _frame(ex.request, request)
    resp = ex.response if response is None else _frame(ex.response, response)
    return (proto or KafkaProtocol()).dissect(Exchange(ex.conn, req, resp, ex.head, ex.status))


def _frame(old: Frame | None, data: bytes) -> Frame:
    assert old is not None
    return Frame(old.conn, old.from_client, old.ts, old.ts_first, old.offset, len(data), data)


def records_nodes(node: Node) -> list[Node]:
    """Every `records` field in a body (Produce, Fetch, ShareFetch, FetchSnapshot...)."""
    found: list[Node] = []
    for child in node.children or ():
        if child.type == "records":
            found.append(child)
        elif child.children:
            found += records_nodes(child)
    return found
