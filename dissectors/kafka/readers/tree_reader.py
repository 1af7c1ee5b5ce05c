"""The tree emitter: readers that build the field tree of a body, a Node per kept field (a struct
or an array holds its children), in wire order. Every view that shows fields reads these trees;
the summary's facts and the JSON form have readers of their own (summary_reader.py,
json_reader.py) that must agree with them."""

from __future__ import annotations

from kafkasniff.dissectors.kafka.readers.emitter import Code, Emitter, FieldAt, Into, Opened, Value
from kafkasniff.dissectors.kafka.readers.runtime import UnknownTag, unknown_tag_node


class TreeEmitter(Emitter):
    """`out` is a list of Nodes: the body's, a struct's children, an array's elements."""

    unknown_tag: UnknownTag | None = staticmethod(unknown_tag_node)

    def value(self, code: Code, field: FieldAt, value: Value, into: Into) -> None:
        node = f"{field.name!r}, {value.typ!r}, {value.expr}, {value.start}, {value.length}, None, {field.entity!r}"
        code(f"{into.out}.append(Node({node}))")

    def struct_opened(self, code: Code, field: FieldAt, start: str, into: Into) -> Opened:
        return self.container(code, field, "struct", start, into.out, ("c", "t"))

    def array_opened(self, code: Code, field: FieldAt, start: str, into: Into) -> Opened:
        return self.container(code, field, field.typ, start, into.out, ("items", "a"))

    def closed(self, code: Code, opened: Opened, start: str) -> None:
        code(f"{opened.node}.length = pos - {start}")

    def record_set(self, code: Code, field: FieldAt, value: Value, size: str, into: Into) -> None:
        node = f"Node({field.name!r}, 'records', {value.expr}, {value.start}, {value.length}, None, {field.entity!r})"
        code(f"ctx.records.append({node})")
        code(f"{into.out}.append(ctx.records[-1])")

    def container(self, code: Code, field: FieldAt, typ: str, start: str, out: str,
                  prefixes: tuple[str, str]) -> Opened:  # fmt: skip
        """A struct or array node appended to `out`, with its children list to fill; its length is
        set once they are read (`closed`)."""
        children, node = code.fresh(prefixes[0]), code.fresh(prefixes[1])
        code(f"{children} = []")
        code(f"{node} = Node({field.name!r}, {typ!r}, None, {start}, 0, {children}, {field.entity!r})")
        code(f"{out}.append({node})")
        return Opened(children, node)
