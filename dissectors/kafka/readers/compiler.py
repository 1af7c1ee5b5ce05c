"""Compiles the generated Kafka schema into decoders: Python source generated once per
(message, version, projection, emitter) and compiled, so decoding runs straight-line code with no
schema look-ups and one call per struct rather than one per field.

A compiled reader has the signature read(buf, pos, end, out, ctx) -> new pos: it decodes a
message's fields starting at `pos`, never reading at or past `end`, puts what its emitter makes
of them in `out`, and raises DecodeError at the offending offset when the bytes cannot be what the
schema says.

A reader may be compiled for a projection (`keep`): fields outside it, and structures holding
none of it, are checked exactly as a full decode checks them (same errors, same warnings) but
build nothing. Views that show only a few fields (the one-line summary) decode that way.

This module is the readers' front door: the generic entry points (`compile_reader`,
`reader_source`), the tree readers every decode uses (`message_reader`, `prefix_reader`), and the
names their callers need (the decode Context, projections), defined in runtime.py and emitter.py.
"""

from __future__ import annotations

from kafkasniff.dissectors.kafka.readers.emitter import Emitter, FieldSpec, Keep, keep_nothing
from kafkasniff.dissectors.kafka.readers.generator import Generator
from kafkasniff.dissectors.kafka.readers.runtime import FIELDS_RESERVE, NODE_COST, Context, Reader
from kafkasniff.dissectors.kafka.readers.tree_reader import TreeEmitter
from kafkasniff.dissectors.kafka.schema import Message, within

__all__ = [
    "FIELDS_RESERVE",
    "NODE_COST",
    "Context",
    "FieldSpec",
    "Keep",
    "Reader",
    "compile_reader",
    "keep_nothing",
    "message_reader",
    "prefix_reader",
    "reader_source",
    "top_function",
]


def compile_reader(message: Message, version: int, emitter: Emitter, keep: Keep | None = None) -> Reader:
    """The body reader of a whole message at `version` whose output is `emitter`'s; with `keep`,
    only the projection's fields (and the structures holding them) are emitted."""
    generator = Generator(emitter)
    return generator.build(top_function(generator, message, version, keep))


def reader_source(message: Message, version: int, emitter: Emitter, keep: Keep | None = None) -> str:
    """The Python source `compile_reader` compiles: the message's function first, then the
    functions it calls, in the order they were written."""
    generator = Generator(emitter)
    top = top_function(generator, message, version, keep)
    sources = generator.sources
    return "\n\n".join([sources[top], *(source for name, source in sources.items() if name != top)]) + "\n"


def top_function(generator: Generator, message: Message, version: int, keep: Keep | None) -> str:
    """Has `generator` write the function that reads a whole message at `version`: its name."""
    _, _, flexible_versions, fields = message
    return generator.struct_function(fields, version, within(version, flexible_versions), keep, top=True)


def message_reader(message: Message, version: int, keep: Keep | None = None) -> Reader:
    """The tree reader of a whole message (request, response, header or data) at `version`; with
    `keep`, only the projection's fields (and the structures holding them) get nodes."""
    return compile_reader(message, version, TreeEmitter(), keep)


def prefix_reader(message: Message, version: int, through: str) -> Reader:
    """A reader of a message's leading fields up to `through` (included) that builds a node for
    that field alone: what pairing needs of a body, read by the same generated code as a decode."""
    _, _, flexible_versions, fields = message
    generator = Generator(TreeEmitter())
    return generator.build(generator.prefix_function(fields, version, within(version, flexible_versions), through))
