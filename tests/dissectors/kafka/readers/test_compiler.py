"""The generated decoders: every message at every version decodes as the schema says, and a
projection (the fields a summary reads) checks the bytes exactly as a full decode does while
building only its own nodes."""

from __future__ import annotations

import random
from typing import Any

import pytest

from kafkasniff.dissectors.kafka.protocol import summary_projection
from kafkasniff.dissectors.kafka.readers.compiler import Context, Reader, keep_nothing, message_reader
from kafkasniff.dissectors.kafka.schema_data import REQUESTS, RESPONSES
from kafkasniff.dissectors.tree import DecodeError, Node

MESSAGES = [(kind, key, version) for kind, table in (("request", REQUESTS), ("response", RESPONSES))
            for key, message in sorted(table.items()) for version in range(message[0], message[1] + 1)]  # fmt: skip


def run(reader: Reader, buf: bytes) -> tuple[list[Node], int | None, Any, list[dict[str, Any]]]:
    """(nodes, end position or None, (offset, reason, past_end) of the error or None, warnings)."""
    ctx, out = Context(), []  # type: ignore[var-annotated]
    try:
        return out, reader(buf, 0, len(buf), out, ctx), None, ctx.warnings
    except DecodeError as exc:
        return out, None, (exc.offset, exc.reason, exc.past_end), ctx.warnings


def flat(nodes: list[Node]) -> list[tuple[str, str, Any, int, int]]:
    found = []
    for n in nodes:
        found.append((n.name, n.type, n.value, n.offset, n.length))
        found += flat(n.children or [])
    return found


def plausible_bytes(rnd: random.Random, size: int) -> bytes:
    """Mostly small values, so that lengths and counts often fit and decoding goes deep."""
    return bytes(rnd.choice((0, 0, 0, 1, 2, 3, 0x7F, 0xFF, rnd.randrange(256))) for _ in range(size))


def string(text: str) -> bytes:
    return len(text).to_bytes(2, "big") + text.encode()


def compact_string(text: str | None) -> bytes:
    return b"\x00" if text is None else bytes([len(text) + 1]) + text.encode()


def compact_array(items: list[bytes]) -> bytes:
    return bytes([len(items) + 1]) + b"".join(items)


def message(kind: str, key: int) -> tuple[Any, ...]:
    return (REQUESTS if kind == "request" else RESPONSES)[key]


@pytest.mark.parametrize(("kind", "key", "version"), MESSAGES, ids=lambda v: str(v))
def test_a_projection_fails_where_the_full_decode_fails_and_keeps_a_subset_of_its_nodes(kind, key, version):
    full = message_reader(message(kind, key), version)
    projected = message_reader(message(kind, key), version, summary_projection)
    nothing = message_reader(message(kind, key), version, keep_nothing)
    rnd = random.Random(f"{kind}{key}v{version}")
    for size in (0, 1, 3, 8, 20, 60, 200) * 3:
        buf = plausible_bytes(rnd, size)
        nodes, end, error, warnings = run(full, buf)
        for reader in (projected, nothing):
            p_nodes, p_end, p_error, p_warnings = run(reader, buf)
            assert (p_end, p_error) == (end, error)
            assert p_warnings == warnings
            if error is None:
                assert set(flat(p_nodes)) <= set(flat(nodes))
        assert run(nothing, buf)[0] == []


def test_the_summary_projection_of_a_produce_response_keeps_partition_error_and_offset_only():
    body = compact_array([compact_string("orders") + compact_array([
        b"\x00\x00\x00\x03" + b"\x00\x00" + (41).to_bytes(8, "big") + (-1).to_bytes(8, "big", signed=True)
        + (0).to_bytes(8, "big") + compact_array([]) + compact_string(None) + b"\x00"
    ]) + b"\x00"]) + b"\x00\x00\x00\x00" + b"\x00"  # fmt: skip
    nodes, end, error, _ = run(message_reader(RESPONSES[0], 10, summary_projection), body)
    assert (end, error) == (len(body), None)
    names = [name for name, *_ in flat(nodes)]
    assert names == ["responses", "responses", "name", "partition_responses", "partition_responses", "index",
                     "error_code", "base_offset", "error_message"]  # fmt: skip
    assert [v for name, _, v, *_ in flat(nodes) if name in ("name", "index", "base_offset")] == ["orders", 3, 41]


def test_a_run_of_fixed_fields_that_does_not_fit_names_the_field_that_ran_out():
    # OffsetCommit v2 request: group_id, generation_id (int32), member_id, retention_time_ms (int64)
    body = string("g") + b"\x00\x00\x00\x01" + string("m") + b"\x00\x00\x00"
    for reader in (message_reader(REQUESTS[8], 2), message_reader(REQUESTS[8], 2, keep_nothing)):
        _, _, error, _ = run(reader, body)
        assert error == (len(body) - 3, "retention_time_ms: int64 runs past the end", True)
