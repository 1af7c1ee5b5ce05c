"""The README's commands work as written: the jq cookbook runs against the bundled samples."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text()
COOKBOOK = re.search(r"### jq cookbook\n.*?```sh\n(.*?)```", README, re.S)
COMMANDS = [line for line in COOKBOOK.group(1).splitlines() if line.startswith("kafkasniff ")] if COOKBOOK else []

# a line each command's output must contain
EXPECTED = {
    "errors per api": "14 Produce UNKNOWN_PRODUCER_ID",
    "the five slowest exchanges": "ms JoinGroup ml-",
    "p99 latency per api": "Produce n=",
    "the last offset each group committed, per partition": "ml-archive telemetry/0 ",
    "which client writes to which topic": "ml-ck-zstd ",
    "records per batch and codec": "ck-zstd zstd 4",
}


def test_the_cookbook_has_every_recipe():
    assert len(COMMANDS) == len(EXPECTED)


@pytest.mark.skipif(not shutil.which("jq"), reason="jq not installed")
@pytest.mark.parametrize(("title", "command"), list(zip(EXPECTED, COMMANDS, strict=False)))
def test_cookbook_recipe_runs(title: str, command: str):
    bin_dir = Path(sys.executable).parent
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin"}
    run = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert EXPECTED[title] in run.stdout, run.stdout


def test_the_mongodb_example_lines_are_what_the_command_prints():
    example = re.search(r"### MongoDB\n.*?```\n\$ (kafkasniff [^#\n]*?)\s*(#[^\n]*)?\n(.*?)```", README, re.S)
    assert example is not None
    command, shown = example.group(1).split(), example.group(3).splitlines()
    run = subprocess.run([sys.executable, "-m", "kafkasniff", *command[1:], "-q"], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)  # fmt: skip
    printed = run.stdout.splitlines()
    assert len(shown) == 3 and all(line in printed for line in shown)
