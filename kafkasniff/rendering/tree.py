"""-V/--tree: an exchange's decoded request and response as a rich tree."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kafkasniff.dissectors.base import WireProtocol
from kafkasniff.dissectors.registry import protocol_class
from kafkasniff.dissectors.tree import Node
from kafkasniff.model import DecodedExchange
from kafkasniff.rendering import lines
from kafkasniff.rendering.hexdump import hexdump

MAX_CHILDREN = 200  # elements of one array shown before "... N more"
ValueProblem = Callable[[Node], str | None]

# What the rich tree of an exchange costs per byte its decode was charged (measured: 1.6 GB
# for a decode charged 512 MB): decodes shown as trees get a third of the memory budget.
VIEW_COST = 3


def exchange_tree(item: DecodedExchange, render_bytes: Any, show_hex: bool) -> Any:
    from rich.tree import Tree

    protocol = protocol_class(item.exchange.conn.protocol)
    problem = protocol.value_problem if protocol is not None else WireProtocol.value_problem
    root = Tree(lines.render_rich(item))
    if item.exchange.conn.tls is not None:
        root.add(f"[dim]TLS: {item.exchange.conn.tls.text}[/dim]")
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
                _add(branch, child, render_bytes, problem)
        if show_hex:
            branch.add(_hex(frame.data, [(off, n) for hidden_side, off, n in item.hidden if hidden_side == side]))
    for w in item.warnings:
        root.add(f"[magenta]warning {w.kind} at byte {w.offset}: {w.text}[/magenta]")
    return root


def _hex(data: bytes, hidden: list[tuple[int, int]]) -> Any:
    from rich.text import Text

    return Text(hexdump(data, hidden=hidden), style="dim")


def _label(node: Node, render_bytes: Any, problem: ValueProblem) -> str:
    from rich.markup import escape

    where = f"[dim]@{node.offset}+{node.length}[/dim]" if node.offset >= 0 else ""
    if node.children is not None or node.type in ("batch", "message", "record"):
        return f"{escape(node.name)} [dim]{escape(node.type)}[/dim] {where}{_summary(node, render_bytes)}"
    value = node.value
    if isinstance(value, bytes | bytearray | memoryview):
        shown = render_bytes(bytes(value)) if node.type != "records" else f"{len(value)} bytes"
    else:
        shown = value
    text = f"{escape(node.name)} = {escape(repr(shown) if isinstance(shown, str) else str(shown))} {where}"
    if (what := problem(node)) is not None:
        return f"[bold red]{text} {escape(what)}[/bold red]"
    return text


def _summary(node: Node, render_bytes: Any) -> str:
    from rich.markup import escape

    if node.type == "batch":
        v = node.value
        return escape(f" base_offset={v['base_offset']} {v['codec']} records={v['record_count']} crc_ok={v['crc_ok']}")
    if node.type == "message":
        v = node.value
        return escape(f" offset={v['offset']} magic={v['magic']} {v['codec']} crc_ok={v['crc_ok']}")
    if node.type == "record":
        v = node.value
        key, value = (_shown(v[k], render_bytes) for k in ("key", "value"))
        return escape(f" offset={v['offset']} ts={v['timestamp']} key={key} value={value}")
    if node.type.startswith("[]") and node.children is not None:
        return f" [dim]({len(node.children)})[/dim]"
    return ""


def _shown(data: Any, render_bytes: Any) -> str:
    if isinstance(data, bytes):
        return repr(render_bytes(data))
    return repr(data)


def _add(parent: Any, node: Node, render_bytes: Any, problem: ValueProblem) -> None:
    branch = parent.add(_label(node, render_bytes, problem))
    children = node.children or []
    for child in children[:MAX_CHILDREN]:
        _add(branch, child, render_bytes, problem)
    if len(children) > MAX_CHILDREN:
        branch.add(f"[dim]... {len(children) - MAX_CHILDREN} more[/dim]")
