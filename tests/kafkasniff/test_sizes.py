"""Sizes a reader can hold at once: no module over 600 lines, no class over 300.

The generated schema data and readers are exempt: they are written by scripts/generate_kafka_schema.py
and scripts/generate_kafka_readers.py.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MAX_MODULE_LINES = 600
MAX_CLASS_LINES = 300
GENERATED = {ROOT / "dissectors" / "kafka" / "schema_data.py"}
GENERATED_FOLDER = ROOT / "dissectors" / "kafka" / "readers" / "generated"


def sources() -> list[Path]:
    files = [*(ROOT / "kafkasniff").rglob("*.py"), *(ROOT / "dissectors").rglob("*.py")]
    link = ROOT / "kafkasniff" / "dissectors"
    mine = (p for p in files if link not in p.parents and GENERATED_FOLDER not in p.parents)
    return sorted(p for p in mine if p not in GENERATED)


def test_no_module_is_longer_than_a_reader_can_hold():
    long = {str(p.relative_to(ROOT)): n for p in sources() if (n := len(p.read_text().splitlines())) > MAX_MODULE_LINES}
    assert long == {}


def test_no_class_is_longer_than_a_reader_can_hold():
    long = {
        f"{p.relative_to(ROOT)}: {node.name}": size
        for p in sources()
        for node in ast.walk(ast.parse(p.read_text()))
        if isinstance(node, ast.ClassDef)
        and (size := (node.end_lineno or node.lineno) - node.lineno + 1) > MAX_CLASS_LINES
    }
    assert long == {}
