"""kafkasniff as a user runs it: installed (not editable) with its dependencies into a virtual
environment of its own, `bench/.user-venv` (git-ignored), without the system's site-packages.
bench/run.py times its console script by default.

Why not `python -m kafkasniff` from the tree: every interpreter this machine starts first runs
the `.pth` files of the system's site-packages, the editable install's finder (it imports pathlib
and more) and the sandbox's certificate hook (certifi): about 30-50 ms of `import site` that an
installed kafkasniff never pays, on every run, in every process. `--from-tree` in bench/run.py
still times the tree that way.

The environment is made once (its dependencies from the package index, ~30 s); each bench run
reinstalls only the tree (a few seconds), compiled to bytecode as pip does.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VENV = ROOT / "bench" / ".user-venv"


def installed(tree: Path, venv: Path = VENV) -> Path:
    """The console script of `tree` freshly installed into `venv` (made when missing)."""
    python = venv / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    subprocess.run([*pip, *dependencies(tree)], check=True)  # a no-op when they are there
    subprocess.run([*pip, "--no-deps", "--force-reinstall", str(tree)], check=True)
    return venv / "bin" / "kafkasniff"


def dependencies(tree: Path) -> list[str]:
    """The tree's declared run-time dependencies (pyproject.toml)."""
    with open(tree / "pyproject.toml", "rb") as f:
        return list(tomllib.load(f)["project"]["dependencies"])
