"""Serialize Kafka messages with whichever `kio` this interpreter imports, and report them as JSON:
run by `kio_legacy` in a subprocess whose PYTHONPATH puts kio 0.5.0 first.

stdin: a JSON list of [api key, version, direction].
stdout: {"kio_version", "kio_file", "messages": [{"combination", "nulls", "body" (hex), "expected",
"defaulted"}], "undefined": [combinations kio has no entity for]}.

The messages are built by `kio_values`, the rules of the kio 0.6.5 suite: every field
non-default, or every nullable field null; seeded by the combination, so every run is the same.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import kio

from tests.support.differential import Combination, seed
from tests.support.kio_values import build_message, defaulted_fields, entity_class, expected_json, serialize


def encode(combinations: list[Combination]) -> dict[str, Any]:
    messages: list[dict[str, Any]] = []
    undefined: list[Combination] = []
    for combination in combinations:
        entity_type = entity_class(combination)
        if entity_type is None:
            undefined.append(combination)
            continue
        for nulls in (False, True):
            message = build_message(entity_type, seed(combination, nulls), nulls)
            messages.append(
                {
                    "combination": combination,
                    "nulls": nulls,
                    "body": serialize(message).hex(),
                    "expected": expected_json(message, combination),
                    "defaulted": defaulted_fields(message),
                }
            )
    return {"kio_version": kio.__version__, "kio_file": kio.__file__, "messages": messages, "undefined": undefined}


def main() -> int:
    combinations = [Combination(*item) for item in json.load(sys.stdin)]
    json.dump(encode(combinations), sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
