#!/usr/bin/env bash
# Installs everything the test suite needs (system tools, the package, test clients and broker)
# and runs the whole suite: ruff, mypy, pytest including the slow end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh
python3 scripts/generate_kafka_schema.py --check
python3 -m ruff check kafkasniff dissectors tests scripts bench
python3 -m mypy
python3 -m pytest "$@"
