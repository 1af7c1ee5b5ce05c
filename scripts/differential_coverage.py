#!/usr/bin/env python3
"""Report how many (api key, version, direction) combinations of kafkasniff's schema the
differential tests verify against independent serializers (kio 0.6.5, kafka-python, and kio
0.5.0 in a subprocess) and Apache Kafka 4.4's own parser on every sample capture's messages, by
which, and why the others are not; then Apache's matrix of what is on the wire and its count of
differences (explained and not).

Usage: python -m scripts.differential_coverage   (needs the `test` extra: kio, kafka-python;
kio 0.5.0 is installed into .cache/kio-0.5.0/ on first use, which needs network to PyPI once;
without it, the report says so and leaves kio 0.5.0 out; Apache's parser needs Java and the
classpath scripts/install-deps.sh writes, and is left out, saying so, without them)
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.support.differential_coverage import coverage

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    result = coverage()
    print(result.report())
    return 0


if __name__ == "__main__":
    sys.exit(main())
