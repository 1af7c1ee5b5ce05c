"""Run kafkasniff in this process and write where its CPU went: this process's own (the one that
prints: the -j parent, the default's decoding parent) and its children's (the -j workers, the
default's reading child), as JSON to OUT. GNU time gives only their sum.

    python -m bench.own_cpu OUT -q -j 4 bench/data/real-50.pcap
"""

from __future__ import annotations

import json
import resource
import sys


def seconds(usage: resource.struct_rusage) -> float:
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    out, args = sys.argv[1], sys.argv[2:]
    from kafkasniff.cli import main as kafkasniff

    sys.argv = ["kafkasniff", *args]
    try:
        kafkasniff()
    finally:  # (click ends with SystemExit, also on success)
        own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
        with open(out, "w") as f:
            json.dump({"own": seconds(own), "children": seconds(children)}, f)


if __name__ == "__main__":
    main()
