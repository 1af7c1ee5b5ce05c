"""The shape of the code: one import root, dependencies pointing one way, no import cycles.

Read from the source (every import, function-level ones included), so a violation fails here
before it fails a user.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# The pipeline reaches the dissectors through these: the protocol interface, the protocols by
# name, the records of what each declares of itself, the field tree they produce, and (for the
# Kafka analyses) the vocabulary of Kafka bodies.
DISSECTOR_ENTRY_POINTS = {"kafkasniff.dissectors.base", "kafkasniff.dissectors.registry",
                          "kafkasniff.dissectors.declaration", "kafkasniff.dissectors.tree",
                          "kafkasniff.dissectors.kafka.vocabulary"}  # fmt: skip
SHARED_MODEL = "kafkasniff.model"  # the one module of the pipeline the dissectors may use


def module_files() -> dict[str, Path]:
    """Installed module name -> source file, with dissectors/ under kafkasniff.dissectors."""
    files = {}
    for base, prefix in ((ROOT / "kafkasniff", "kafkasniff"), (ROOT / "dissectors", "kafkasniff.dissectors")):
        for path in base.rglob("*.py"):
            if (ROOT / "kafkasniff" / "dissectors") in path.parents:
                continue  # the link to dissectors/, read under its own name
            parts = path.relative_to(base).with_suffix("").parts
            name = ".".join((prefix, *parts[:-1])) if parts[-1] == "__init__" else ".".join((prefix, *parts))
            files[name] = path
    return files


def imported(path: Path, name: str, known: set[str]) -> Iterator[str]:
    """The project modules a file imports, anywhere in it."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + [base]).strip(".")
            for alias in node.names:
                full = f"{base}.{alias.name}"
                yield full if full in known else base


@functools.cache  # read once per run (seconds of parsing); the tests only read it
def import_graph() -> dict[str, set[str]]:
    files = module_files()
    known = set(files)
    return {name: {m for m in imported(path, name, known) if m in known and m != name} for name, path in files.items()}


def test_nothing_imports_a_top_level_dissectors_package():
    offenders = []
    for path in ROOT.rglob("*.py"):
        # hidden folders are tools' (.git, caches, bench's .user-venv and .tshark-trixie), not the project's
        if any(part.startswith(".") or part in ("build", "node_modules") for part in path.relative_to(ROOT).parts):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
            names += [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else []
            offenders += [f"{path.relative_to(ROOT)}: {n}" for n in names if n.split(".")[0] == "dissectors"]
    assert offenders == []


def test_dissectors_use_only_themselves_and_the_shared_model():
    outside = {
        (name, dep)
        for name, deps in import_graph().items()
        if name.startswith("kafkasniff.dissectors")
        for dep in deps
        if not dep.startswith("kafkasniff.dissectors") and dep != SHARED_MODEL
    }
    assert outside == set()


def test_the_pipeline_uses_the_dissectors_through_their_entry_points():
    reaching_in = {
        (name, dep)
        for name, deps in import_graph().items()
        if not name.startswith("kafkasniff.dissectors")
        for dep in deps
        if dep.startswith("kafkasniff.dissectors") and dep not in DISSECTOR_ENTRY_POINTS
    }
    assert reaching_in == set()


def test_the_shared_model_depends_on_nothing_of_the_project():
    assert import_graph()[SHARED_MODEL] == set()


def test_there_are_no_import_cycles():
    graph = import_graph()
    cycles: list[list[str]] = []

    def visit(name: str, path: list[str], done: set[str]) -> None:
        if name in path:
            cycles.append(path[path.index(name) :] + [name])
            return
        if name in done:
            return
        for dep in sorted(graph[name]):
            visit(dep, [*path, name], done)
        done.add(name)

    done: set[str] = set()
    for name in sorted(graph):
        visit(name, [], done)
    assert cycles == []


def test_the_command_line_is_a_leaf():
    users = {name for name, deps in import_graph().items() if any(d.startswith("kafkasniff.cli") for d in deps)}
    assert {u for u in users if not u.startswith("kafkasniff.cli")} == {"kafkasniff.__main__"}


# The pipeline's stages, lowest first: a package may use those before it, never those after it.
# The shared records (model, counters) sit below all of them; the dissectors beside them, reached
# from framing upwards through their entry points.
LAYERS = ("capture", "net", "tcp", "tls", "stream", "pipeline", "analyses", "select", "rendering", "bulk", "cli")
SHARED = {"kafkasniff.model", "kafkasniff.counters"}


def layer_of(module: str) -> int | None:
    parts = module.split(".")
    return LAYERS.index(parts[1]) if len(parts) > 2 and parts[1] in LAYERS else None


def test_the_stages_are_packages_of_their_own():
    top_level = {p.stem for p in (ROOT / "kafkasniff").glob("*.py")}
    assert top_level == {"__init__", "__main__", "model", "counters"}
    assert all((ROOT / "kafkasniff" / layer / "__init__.py").is_file() for layer in LAYERS)


def test_each_stage_uses_only_the_stages_before_it():
    upward = sorted(
        (name, dep)
        for name, deps in import_graph().items()
        if (mine := layer_of(name)) is not None
        for dep in deps
        if (theirs := layer_of(dep)) is not None and theirs > mine
    )
    assert upward == []


def test_the_first_stages_know_no_protocol():
    graph = import_graph()  # once: reading every module's imports takes seconds
    below_framing = {name for name in graph if (layer := layer_of(name)) is not None and layer < LAYERS.index("stream")}
    reaching = sorted(
        (name, dep) for name in below_framing for dep in graph[name] if dep.startswith("kafkasniff.dissectors")
    )
    assert reaching == []


def test_the_shared_records_use_nothing_above_them():
    graph = import_graph()
    assert all(dep in SHARED for name in SHARED for dep in graph[name])
