"""-V/--tree: an exchange's decoded request and response as a rich tree.

Every field is a line with `@offset+length`, the bytes it occupies in its frame. What a dissector
built out of decompressed bytes occupies none of the frame's: below the `decompressed` node that
spans the compressed bytes, it says `(inflated N bytes)`, or `(inflated @offset+length)` within
the inflated bytes when its dissector keeps that place. Record batches, legacy messages and
records show every fact their JSON has, read from the same node values the JSON converters read
(`dissectors/kafka/records.py`): a batch's header, a record's headers and control marker, a legacy
message's key and value. A topic id that the exchange's `topic_ids` names is shown with its name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from kafkasniff.dissectors.base import WireProtocol
from kafkasniff.dissectors.registry import protocol_class
from kafkasniff.dissectors.tree import Node
from kafkasniff.model import DecodedExchange
from kafkasniff.rendering import lines
from kafkasniff.rendering.hexdump import hexdump

MAX_CHILDREN = 200  # elements of one array shown before "... N more"
ValueProblem = Callable[[Node], str | None]
BytesRenderer = Callable[[bytes], Any]

# What the rich tree of an exchange costs per byte its decode was charged (measured: 1.6 GB for a
# decode charged 512 MB; since batch headers and record headers are shown too, 1.4 GB for one
# charged 170 MB): decodes shown as trees get a sixth of the memory budget.
VIEW_COST = 6

ENTRIES = frozenset({"batch", "message", "record", "partial"})  # record set entries: facts in their values
# a batch's header in wire order; its attributes are shown with their crc, bit by bit
BATCH_HEAD = ("base_offset", "batch_length", "partition_leader_epoch", "magic")
BATCH_TAIL = ("last_offset_delta", "base_timestamp", "max_timestamp", "producer_id", "producer_epoch",
              "base_sequence", "record_count")  # fmt: skip
BATCH_ATTRIBUTES = ("codec", "timestamp_type", "transactional", "control", "delete_horizon")
MESSAGE_ATTRIBUTES = ("codec", "timestamp_type")


@dataclass(frozen=True)
class _View:
    """How one exchange's nodes are shown: its bytes, its protocol's problem values, its topic ids."""

    render_bytes: BytesRenderer
    problem: ValueProblem
    topic_ids: Mapping[str, str]


def exchange_tree(item: DecodedExchange, render_bytes: BytesRenderer, show_hex: bool, when: str | None = None) -> Any:
    """The rich tree of one exchange: its line, then each side's fields (and bytes, `show_hex`)."""
    from rich.tree import Tree

    root = Tree(lines.render_rich(item, when))
    if item.exchange.conn.tls is not None:
        root.add(f"[dim]TLS: {item.exchange.conn.tls.text}[/dim]")
    view = _view(item, render_bytes)
    for side, message, frame in (
        ("request", item.request_tree, item.exchange.request),
        ("response", item.response_tree, item.exchange.response),
    ):
        if frame is None:
            root.add(f"[dim]{side}: not captured[/dim]")
            continue
        branch = root.add(f"[bold]{side}[/bold] [dim]{frame.size} bytes[/dim]")
        if isinstance(message, Node):
            for child in message.children or ():
                _add(branch, child, view, False)
        if show_hex:
            branch.add(_hex(frame.data, [(off, n) for hidden_side, off, n in item.hidden if hidden_side == side]))
    for w in item.warnings:
        root.add(f"[magenta]warning {w.kind} at byte {w.offset}: {w.text}[/magenta]")
    return root


def _view(item: DecodedExchange, render_bytes: BytesRenderer) -> _View:
    protocol = protocol_class(item.exchange.conn.protocol)
    problem = protocol.value_problem if protocol is not None else WireProtocol.value_problem
    topic_ids = item.fields.get("topic_ids") if isinstance(item.fields, Mapping) else None
    return _View(render_bytes, problem, topic_ids if isinstance(topic_ids, Mapping) else {})


def _hex(data: bytes, hidden: list[tuple[int, int]]) -> Any:
    from rich.text import Text

    return Text(hexdump(data, hidden=hidden), style="dim")


def _add(parent: Any, node: Node, view: _View, inflated: bool) -> None:
    """node (`inflated`: built out of decompressed bytes) and what is below it."""
    branch = parent.add(_label(node, view, inflated))
    _add_facts(branch, node, view)
    inside = inflated or node.type == "decompressed"  # its children come out of the bytes it spans
    children = node.children or []
    for child in children[:MAX_CHILDREN]:
        _add(branch, child, view, inside)
    if len(children) > MAX_CHILDREN:
        branch.add(f"[dim]... {len(children) - MAX_CHILDREN} more[/dim]")


def _where(node: Node, inflated: bool) -> str:
    """The node's bytes in the frame (after a space). Built out of inflated bytes, it has none: it
    says so, with its place in the inflated bytes when its dissector kept one (MongoDB's), never
    as an offset that would point at unrelated bytes of the frame."""
    if inflated:
        inside = f"@{node.offset}+{node.length}" if node.offset >= 0 else f"{node.length} bytes"
        return f" [dim](inflated {inside})[/dim]"
    return f" [dim]@{node.offset}+{node.length}[/dim]" if node.offset >= 0 else ""


def _label(node: Node, view: _View, inflated: bool) -> str:
    from rich.markup import escape

    where = _where(node, inflated)
    if node.type in ENTRIES or node.children is not None:
        return f"{escape(node.name)} [dim]{escape(node.type)}[/dim]{where}{_summary(node, view)}"
    value = node.value
    if node.type == "records" and isinstance(value, bytes | bytearray | memoryview):
        shown = f"{len(value)} bytes"  # not decoded (no --records, or not a record set)
    else:
        shown = _text(value, view)
    text = f"{escape(node.name)} = {escape(shown)}{where}"
    if isinstance(value, str) and value in view.topic_ids:
        text += f"  ({escape(view.topic_ids[value])})"
    if (what := view.problem(node)) is not None:
        return f"[bold red]{text} {escape(what)}[/bold red]"
    return text


def _summary(node: Node, view: _View) -> str:
    """What a container's line says of it: an entry's main facts, an array's length."""
    from rich.markup import escape

    v = node.value
    if node.type == "batch":
        return escape(f" base_offset={v['base_offset']} {v['codec']} records={v['record_count']} crc_ok={v['crc_ok']}")
    if node.type == "message":
        return escape(f" offset={v['offset']} magic={v['magic']} {v['codec']} crc_ok={v['crc_ok']}")
    if node.type == "record":
        key, value = (_text(v[k], view) for k in ("key", "value"))
        return escape(f" offset={v['offset']} ts={v['timestamp']} key={key} value={value}")
    if node.type == "checked":
        return " [dim](entries' headers: --records decodes their contents)[/dim]"
    if node.type == "partial":
        return " [dim](an entry cut short by the fetch size)[/dim]"
    if node.type.startswith("[]") and node.children is not None:
        return f" [dim]({len(node.children)})[/dim]"
    return ""


def _text(value: Any, view: _View) -> str:
    """A value as a field line shows it: text quoted, bytes as --values renders them."""
    if isinstance(value, bytes | bytearray | memoryview):
        value = view.render_bytes(bytes(value))
    return repr(value) if isinstance(value, str) else str(value)


# -- the facts of record set entries, from their values ---------------------------------


def _add_facts(branch: Any, node: Node, view: _View) -> None:
    if node.type == "batch":
        _add_lines(branch, _batch_facts(node.value))
    elif node.type == "message":
        _add_lines(branch, _message_facts(node.value, node.children is not None, view))
    elif node.type == "record":
        _add_record_facts(branch, node.value, view)


def _add_lines(branch: Any, facts: Iterable[str]) -> None:
    for fact in facts:
        branch.add(fact)


def _fact(name: str, shown: str) -> str:
    from rich.markup import escape

    return f"{escape(name)} = {escape(shown)}"


def _batch_facts(v: Mapping[str, Any]) -> list[str]:
    """A RecordBatch's header, field by field (records or not: it is what says whose they are)."""
    facts = [_fact(key, str(v[key])) for key in BATCH_HEAD]
    facts += [_crc(v), _attributes(v, BATCH_ATTRIBUTES)]
    return facts + [_fact(key, str(v[key])) for key in BATCH_TAIL]


def _message_facts(v: Mapping[str, Any], wrapper: bool, view: _View) -> list[str]:
    """A legacy message's header, then (when its contents were decoded) its key and value; a
    compressed wrapper's value is the message set shown below it."""
    facts = [_fact("magic", str(v["magic"])), _crc(v), _attributes(v, MESSAGE_ATTRIBUTES)]
    if v["magic"] == 1:
        facts.append(_fact("timestamp", str(v["timestamp"])))
    if "key" in v:  # decoded (--records)
        facts.append(_fact("key", _text(v["key"], view)))
        value = v["value"]
        compressed = wrapper or (v["codec"] != "none" and value is not None)
        shown = f"{len(value)} bytes of {v['codec']}" if compressed else _text(value, view)
        facts.append(_fact("value", shown))
    return facts


def _crc(v: Mapping[str, Any]) -> str:
    fact = _fact("crc", f"{v['crc']:#010x}")
    return f"{fact} [dim](matches)[/dim]" if v["crc_ok"] else f"[bold red]{fact} (does not match its bytes)[/bold red]"


def _attributes(v: Mapping[str, Any], bits: tuple[str, ...]) -> str:
    from rich.markup import escape

    decoded = " ".join(f"{bit}={v[bit]}" for bit in bits)
    return f"{_fact('attributes', str(v['attributes']))} [dim]({escape(decoded)})[/dim]"


def _add_record_facts(branch: Any, v: Mapping[str, Any], view: _View) -> None:
    """A record's headers (key and value each) and, in a control batch, its marker."""
    from rich.markup import escape

    headers = v["headers"]
    if headers:
        under = branch.add(f"headers [dim]({len(headers)})[/dim]")
        for key, value in headers:
            name = None if key is None else key.decode("utf-8", "replace")
            under.add(_fact(repr(name), _text(value, view)))
    control = v.get("control")
    if control is not None:
        detail = f"coordinator_epoch={control['coordinator_epoch']} version={control['version']}"
        branch.add(f"{_fact('control', control['type'])} [dim]{escape(detail)}[/dim]")
    elif "control" in v:
        branch.add(_fact("control", "None (a control batch's record too short for a marker)"))
