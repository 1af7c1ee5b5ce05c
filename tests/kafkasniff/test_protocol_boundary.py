"""The protocol boundary: outside its own folder (dissectors/NAME/) and the registry, no code names
a protocol. Options, filters, views and the Spark job read what each protocol declares of itself
(dissectors/declaration.py), so a third protocol is its folder and a line in registry.py.

Read from the source with ast. What counts as naming a protocol in code: a string literal that is
a protocol's name ("kafka", "mongo", "mongodb", any case) or one of its options ("--mongo-port",
"--topic"...; a port option's parameter name, "mongo_ports"), and its protocol class (KafkaProtocol)
named or imported. Prose is not code: docstrings, and literals that merely mention a protocol among
other words (help text, messages: "Extra Kafka port.") are left alone.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from kafkasniff.dissectors.registry import DECLARATIONS, PROTOCOL_CLASSES

ROOT = Path(__file__).resolve().parents[2]
# how people write a protocol besides its declared name
OTHER_SPELLINGS = {"mongo": ("mongodb",)}


def protocol_words() -> frozenset[str]:
    """Literals that name a protocol or its options, in lower case."""
    words: set[str] = set()
    for d in DECLARATIONS:
        words |= {d.name, *OTHER_SPELLINGS.get(d.name, ()), d.port_option.flag, d.port_option.dest}
        words |= {option.flag for option in d.filter_options}
    return frozenset(word.lower() for word in words)


def protocol_classes() -> frozenset[str]:
    return frozenset(cls.__name__ for cls in PROTOCOL_CLASSES.values())


def checked_files() -> Iterator[tuple[str, Path]]:
    """kafkasniff/ and dissectors/, but for each protocol's folder and the registry."""
    own = {ROOT / "dissectors" / d.name for d in DECLARATIONS}
    for base in (ROOT / "kafkasniff", ROOT / "dissectors"):
        for path in sorted(base.rglob("*.py")):
            if (ROOT / "kafkasniff" / "dissectors") in path.parents or own & set(path.parents):
                continue
            name = path.relative_to(ROOT).as_posix()
            if name != "dissectors/registry.py":
                yield name, path


def docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes of a module, its classes and functions."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def namings(source: str, words: frozenset[str], classes: frozenset[str]) -> Iterator[tuple[int, str]]:
    """(line, what) for each place the source names a protocol in code."""
    tree = ast.parse(source)
    prose = docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in prose:
            if node.value.lower() in words:
                yield node.lineno, repr(node.value)
        elif isinstance(node, ast.Name) and node.id in classes:
            yield node.lineno, node.id
        elif isinstance(node, ast.Attribute) and node.attr in classes:
            yield node.lineno, node.attr
        elif isinstance(node, ast.ImportFrom):
            yield from ((node.lineno, a.name) for a in node.names if a.name in classes)


def test_no_code_outside_a_protocol_s_folder_and_the_registry_names_a_protocol():
    words, classes = protocol_words(), protocol_classes()
    found = [
        f"{name}:{line}: {what}"
        for name, path in checked_files()
        for line, what in namings(path.read_text(), words, classes)
    ]
    assert found == []


def test_the_check_finds_a_protocol_branched_on_an_option_and_a_class():
    source = '''
"""A module about Kafka and MongoDB."""
from kafkasniff.dissectors.kafka.protocol import KafkaProtocol

def f(e, opts):
    """Only kafka's exchanges."""
    ports = {"kafka": opts["ports"]}
    click.option("--mongo-port", help="Extra MongoDB port (27017 is known).")
    return e.exchange.conn.protocol == "MongoDB" and registry.KafkaProtocol
'''
    found = sorted(namings(source, protocol_words(), protocol_classes()))
    assert found == [(3, "KafkaProtocol"), (7, "'kafka'"), (7, "'ports'"), (8, "'--mongo-port'"), (9, "'MongoDB'"),
                     (9, "KafkaProtocol")]  # fmt: skip


def test_each_protocol_class_reads_its_name_and_ports_from_its_declaration():
    for d in DECLARATIONS:
        cls = PROTOCOL_CLASSES[d.name]
        assert (cls.name, cls.default_ports) == (d.name, d.default_ports)
    assert [d.name for d in DECLARATIONS] == list(PROTOCOL_CLASSES)  # one order: detection's
