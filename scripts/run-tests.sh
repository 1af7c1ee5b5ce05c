#!/usr/bin/env bash
# Installs everything the test suite needs (system tools, the package, test clients and broker)
# and runs the whole suite: ruff, mypy, pytest including the slow end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
for tool in tcpdump tshark kcat jq; do command -v "$tool" >/dev/null || need+=("$tool"); done
command -v java >/dev/null || need+=(openjdk-17-jre-headless)  # Spark's JVM for the bulk pipeline
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi

python3 -m pip install -q --disable-pip-version-check -e '.[test]'
python3 scripts/generate_kafka_schema.py --check
python3 -m ruff check kafkasniff dissectors tests scripts
python3 -m mypy
python3 -m pytest "$@"
