"""The emitter interface: what a generated reader builds is its emitter's alone. An emitter written
against the public hooks alone sees every kept field the tree reader gives a node, in wire order,
and its reader checks the bytes exactly as the tree reader does."""

from __future__ import annotations

import random
from typing import Any

import pytest

from kafkasniff.dissectors.kafka.protocol import summary_projection
from kafkasniff.dissectors.kafka.readers.compiler import compile_reader, message_reader, reader_source
from kafkasniff.dissectors.kafka.readers.emitter import Code, Emitter, FieldAt, Into, Opened, Value
from kafkasniff.dissectors.kafka.readers.runtime import Context
from kafkasniff.dissectors.kafka.readers.tree_reader import TreeEmitter
from kafkasniff.dissectors.kafka.schema_data import REQUESTS, RESPONSES
from kafkasniff.dissectors.tree import DecodeError, Node
from tests.dissectors.kafka.readers.test_compiler import plausible_bytes


class NamesEmitter(Emitter):
    """Appends the name of every kept field as it is read (`out` is one flat list)."""

    def value(self, code: Code, field: FieldAt, value: Value, into: Into) -> None:
        code(f"{into.out}.append({field.name!r})")

    def struct_opened(self, code: Code, field: FieldAt, start: str, into: Into) -> Opened:
        code(f"{into.out}.append({field.name!r})")
        return Opened(into.out)

    def array_opened(self, code: Code, field: FieldAt, start: str, into: Into) -> Opened:
        code(f"{into.out}.append({field.name!r})")
        return Opened(into.out)

    def record_set(self, code: Code, field: FieldAt, value: Value, size: str, into: Into) -> None:
        code(f"{into.out}.append({field.name!r})")


def names(nodes: list[Node]) -> list[str]:
    return [name for n in nodes for name in (n.name, *names(n.children or []))]


def run(reader: Any, buf: bytes) -> tuple[list[Any], Any]:
    out: list[Any] = []
    try:
        return out, reader(buf, 0, len(buf), out, Context())
    except DecodeError as exc:
        return out, (exc.offset, exc.reason)


@pytest.mark.parametrize(("table", "key", "version"), [(REQUESTS, 0, 9), (RESPONSES, 0, 13), (RESPONSES, 1, 16),
                                                       (REQUESTS, 8, 2), (RESPONSES, 3, 12)])  # fmt: skip
@pytest.mark.parametrize("keep", [None, summary_projection], ids=["full", "projected"])
def test_an_emitter_of_its_own_sees_what_the_tree_reader_keeps_and_fails_where_it_fails(table, key, version, keep):
    ours = compile_reader(table[key], version, NamesEmitter(), keep)
    tree = message_reader(table[key], version, keep)
    rnd = random.Random(f"{key}v{version}")
    for size in (0, 3, 20, 60, 200) * 4:
        buf = plausible_bytes(rnd, size)
        nodes, tree_end = run(tree, buf)
        seen, end = run(ours, buf)
        assert end == tree_end
        if not isinstance(end, tuple):
            assert seen == [n for n in names(nodes) if not n.startswith("unknown_tag_")]


def test_the_source_shown_is_the_source_compiled():
    source = reader_source(RESPONSES[0], 13, TreeEmitter())
    first = source.splitlines()[0]
    assert first.startswith("def struct_") and first.endswith("(buf, pos, end, out, ctx):")  # the message's own
    assert "Node('responses', '[]struct'" in source and "partition_responses" in source
