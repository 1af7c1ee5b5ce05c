#!/usr/bin/env python3
"""A copy of this tree with the hot modules compiled by mypyc, to time against the pure-Python one.

Copies the tracked files to DEST (the dissectors link made a folder), compiles MODULES there
with mypyc (the test extras' mypy brings it; a C compiler is needed), checks that the copy
imports its compiled modules, and that its one-line view of each FILE is byte for byte the pure
tree's. Then time both with bench.run:

    python -m bench.compiled /tmp/ks-mypyc bench/data/rdk-450.raw.pcap
    python -m bench.run bench/data/rdk-450.raw.pcap --modes one-line json --tree /tmp/ks-mypyc

Nothing here is shipped: the package installs and runs as pure Python. The module list is the
per-packet and per-exchange path; modules holding classes that interpreted code subclasses
(capture/pcap.py's PacketReader, readers/emitter.py's Emitter, subclassed by each emitter) or that
subclass builtins (model.py's WarningList) are left out, as mypyc cannot compile them as they are.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MODULES = (
    "kafkasniff/net/packets.py", "kafkasniff/net/layers.py", "kafkasniff/net/links.py", "kafkasniff/net/ip.py",
    "kafkasniff/net/tcp_header.py", "kafkasniff/net/fast_path.py",
    "kafkasniff/tcp/reassembly.py", "kafkasniff/tcp/connection.py", "kafkasniff/tcp/connection_table.py",
    "kafkasniff/tcp/delivery.py", "kafkasniff/tcp/limits.py", "kafkasniff/tcp/streams.py",
    "kafkasniff/stream/framing.py", "kafkasniff/stream/connection.py", "kafkasniff/stream/outputs.py",
    "kafkasniff/stream/flow_state.py", "kafkasniff/stream/resync.py", "kafkasniff/stream/damaged_length.py",
    "kafkasniff/stream/flow_framer.py", "kafkasniff/stream/pairing.py",
    "kafkasniff/pipeline/wiring.py", "kafkasniff/pipeline/ordering.py", "kafkasniff/pipeline/dissection.py",
    "kafkasniff/rendering/lines.py", "kafkasniff/dissectors/tree.py", "kafkasniff/dissectors/kafka/protocol.py",
    "kafkasniff/dissectors/kafka/exchange_decoder.py",
    "kafkasniff/dissectors/kafka/summary.py", "kafkasniff/dissectors/kafka/records.py",
    "kafkasniff/dissectors/kafka/record_json.py",
    "kafkasniff/dissectors/kafka/body.py", "kafkasniff/dissectors/kafka/headers.py",
    "kafkasniff/dissectors/kafka/apis.py", "kafkasniff/dissectors/common/varint.py",
    "kafkasniff/dissectors/common/limits.py",
)  # fmt: skip


READERS = "kafkasniff/dissectors/kafka/readers"


def reader_modules(api_keys: list[int]) -> tuple[str, ...]:
    """The readers' runtime and the generated readers of these apis, every family: the decoding
    code mypyc sees once the readers are modules (scripts/generate_kafka_readers.py)."""
    families = ("tree", "summary_tree", "facts", "json")
    generated = (f"{READERS}/generated/{family}/api_{key}.py" for family in families for key in api_keys)
    return (f"{READERS}/runtime.py", f"{READERS}/generated/headers.py", *generated)


def copy_tree(dest: Path) -> None:
    """The tracked files of this tree (as they are in the working tree) into dest, the dissectors
    under kafkasniff/ as a folder: mypyc names a module by its path."""
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    for name in filter(None, listed.decode().split("\0")):
        source, target = ROOT / name, dest / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.is_symlink():
            shutil.copytree(source.resolve(), target, ignore=shutil.ignore_patterns("__pycache__"))
        elif source.is_file():
            shutil.copy2(source, target)


def compile_modules(dest: Path, modules: tuple[str, ...]) -> float:
    """mypyc over the modules, in place; the dissectors' extensions land where pyproject's
    package-dir maps them (the top-level dissectors/) and are moved beside their sources."""
    started = time.monotonic()
    subprocess.run([sys.executable, "-m", "mypyc", *modules], cwd=dest, check=True, stdout=subprocess.DEVNULL)
    for built in (dest / "dissectors").rglob("*.so"):
        built.replace(dest / "kafkasniff" / built.relative_to(dest))
    return time.monotonic() - started


def compiled_count(tree: Path) -> int:
    """How many of the copy's imported kafkasniff modules are extension modules."""
    probe = ("import sys, kafkasniff.cli, kafkasniff.pipeline.split_process, kafkasniff.dissectors.registry;"
             "print(sum(str(getattr(m, '__file__', '')).endswith('.so') for n, m in list(sys.modules.items())"
             " if n.startswith('kafkasniff')))")  # fmt: skip
    out = subprocess.run([sys.executable, "-c", probe], cwd=tree, capture_output=True, text=True, check=True)
    return int(out.stdout.strip())


def same_lines(tree: Path, capture: Path) -> bool:
    """The copy's one-line view of a capture is the pure tree's, byte for byte."""
    command = [sys.executable, "-m", "kafkasniff", "-q", str(capture)]
    outputs = [subprocess.run(command, cwd=where, capture_output=True, check=True).stdout for where in (ROOT, tree)]
    return outputs[0] == outputs[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dest", type=Path, help="where the compiled copy goes (must not exist)")
    parser.add_argument("files", nargs="*", type=Path, help="captures whose one-line view must not change")
    parser.add_argument("--readers", default="", help="also the generated readers of these api keys, e.g. 0,1,8")
    parser.add_argument("--readers-only", action="store_true", help="the readers alone, not the pipeline's modules")
    args = parser.parse_args()
    if args.dest.exists():
        parser.error(f"{args.dest} exists")
    dest = args.dest.resolve()
    copy_tree(dest)
    readers = reader_modules([int(key) for key in args.readers.split(",")]) if args.readers else ()
    modules = readers if args.readers_only else (*MODULES, *readers)
    seconds = compile_modules(dest, modules)
    print(f"compiled {len(modules)} modules in {seconds:.0f} s; {compiled_count(dest)} imported compiled")
    for capture in args.files:
        print(f"{capture}: one-line view {'the same' if same_lines(dest, capture.resolve()) else 'DIFFERS'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
