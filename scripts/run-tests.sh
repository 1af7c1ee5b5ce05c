#!/usr/bin/env bash
# Installs everything the test suite needs (system tools, the package, test clients and broker)
# and runs the whole suite: ruff, mypy, pytest including the slow end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh
python3 scripts/generate_kafka_schema.py --check
python3 scripts/generate_kafka_readers.py --check
# Byte-compiled once, as an install is: where PYTHONDONTWRITEBYTECODE is set, each of the suite's
# runs of the command would otherwise compile every module it imports, the generated readers too.
python3 -m compileall -q kafkasniff dissectors > /dev/null
python3 -m ruff check kafkasniff dissectors tests scripts bench samples
python3 -m ruff format --check kafkasniff dissectors tests scripts bench samples
python3 -m mypy
# Two workers, each taking whole test files (their module fixtures record and start brokers once):
# the end-to-end files mostly wait on brokers, JVMs and Spark, so two of them overlap well on 2 cores.
python3 -m pytest -n 2 --dist loadfile --durations=15 "$@"
