"""The schema generator's check: it passes only when it could compare, and the module is current."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "generate_kafka_schema.py"
DEFINITIONS = ROOT.parent / "shared" / "kafka-protocol"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=120)


def test_check_fails_in_one_line_when_the_definitions_are_missing(tmp_path: Path):
    result = run("--check", "--defs", str(tmp_path / "nowhere"))
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and "no Kafka definitions at" in result.stderr


def test_check_fails_in_one_line_naming_the_install_command_when_the_release_is_missing(tmp_path: Path):
    if not (DEFINITIONS / "message").is_dir():
        pytest.skip("needs shared/kafka-protocol beside the repo")
    result = run("--check", "--classpath", str(tmp_path / "classpath.txt"))
    assert result.returncode == 2
    assert len(result.stderr.splitlines()) == 1 and "scripts/install-deps.sh" in result.stderr


@pytest.mark.skipif(not (DEFINITIONS / "message").is_dir(), reason="needs shared/kafka-protocol beside the repo")
def test_the_committed_schema_is_what_the_definitions_generate():
    result = run("--check")
    assert result.returncode == 0, result.stderr
