"""A sample recorded in a network namespace of its own (`unshare --net`), as root.

The scenario's command line runs itself again inside the namespace (--inside), where the scenario
prepares the network (its loopback, its TCP settings) before it records: nothing it sets touches the
machine's own network, and no other traffic reaches its capture.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from samples.record.sent import Facts
from samples.record.waits import deadline

NAMESPACE_START_S = 30  # beyond the recording's own deadline: unshare and the interpreter starting again


def record_in_private_network(
    argv: list[str] | None,
    *,
    name: str,
    module: str,
    description: str | None,  # --help: the scenario's docstring
    prepare: Callable[[], None],
    record: Callable[[Path, Path], Facts],
    summary: Callable[[Facts], str],
    deadline_s: int,
) -> int:
    """The command line of the scenario `python -m module`: name.pcap and name.facts.json written by
    record(pcap, work directory) inside the namespace that prepare() set up; summary(facts) printed."""
    parser = argparse.ArgumentParser(prog=f"python -m {module}", description=description,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)  # fmt: skip
    parser.add_argument("--out", type=Path, default=Path("samples"), help=f"where {name}.pcap and its facts go")
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)  # in the namespace already
    args = parser.parse_args(argv)
    if not args.inside:
        command = [sys.executable, "-m", module, "--inside", "--out", str(args.out)]
        return subprocess.run(["unshare", "--net", *command], timeout=deadline_s + NAMESPACE_START_S).returncode
    prepare()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=f"{name}-") as tmp, deadline(deadline_s, f"recording {name}"):
        os.chmod(tmp, 0o777)  # tcpdump drops privileges before writing
        facts = record(args.out / f"{name}.pcap", Path(tmp))
    (args.out / f"{name}.facts.json").write_text(json.dumps(facts, indent=2, sort_keys=True) + "\n")
    print(summary(facts))
    return 0
