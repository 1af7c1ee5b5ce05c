"""The readers generated ahead of time are checked like the schema: the committed modules are what
the generator writes now, and a module that is not is named."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "generate_kafka_readers.py"
GENERATED = ROOT / "dissectors" / "kafka" / "readers" / "generated"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=120)


def test_the_committed_readers_are_what_the_schema_generates():
    result = run("--check")
    assert result.returncode == 0, result.stderr


def test_a_module_edited_by_hand_or_left_over_is_named_in_one_line(tmp_path: Path):
    out = tmp_path / "generated"
    shutil.copytree(GENERATED, out, ignore=shutil.ignore_patterns("__pycache__"))
    produce = out / "tree" / "api_0.py"
    produce.write_text(produce.read_text().replace("'acks'", "'ack'", 1))
    (out / "json" / "api_999.py").write_text("READERS = {}\n")
    result = run("--check", "--out", str(out))
    assert result.returncode == 1
    assert len(result.stderr.splitlines()) == 1
    assert "tree/api_0.py" in result.stderr and "json/api_999.py (not generated)" in result.stderr


def test_writing_makes_every_module_a_run_can_import(tmp_path: Path):
    out = tmp_path / "generated"
    result = run("--out", str(out))
    assert result.returncode == 0, result.stderr
    written = {str(p.relative_to(out)) for p in out.rglob("*.py")}
    committed = {str(p.relative_to(GENERATED)) for p in GENERATED.rglob("*.py")}
    assert written == committed
    assert {"tree/api_0.py", "summary_tree/api_1.py", "facts/api_3.py", "json/api_8.py", "headers.py"} <= written
