#!/usr/bin/env bash
# Installs what the tests and benchmarks need: system tools (tcpdump, tshark, kcat, jq, strace, stunnel4 and openssl for
# the TLS samples, a JVM for Spark, debootstrap for the benchmark's Debian 13 tshark) when missing, then the package
# with its test extras (clients, broker, kio, pyspark).
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
for tool in tcpdump tshark kcat jq stunnel4 openssl strace tmux; do command -v "$tool" >/dev/null || need+=("$tool"); done
command -v java >/dev/null || need+=(openjdk-17-jre-headless)  # Spark's JVM for the bulk pipeline
command -v /usr/bin/time >/dev/null || need+=(time)  # the benchmarks' peak RSS
command -v debootstrap >/dev/null || need+=(debootstrap)  # Debian 13's tshark for bench/, in a folder
command -v chromium >/dev/null || need+=(chromium)  # renders `kafkasniff report`'s HTML in the tests
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi

python3 -m pip install -q --disable-pip-version-check -e '.[test]'

# Apache Kafka (broker, tools, Java client, Streams), pinned in samples/record/apache/pom.xml, from Maven
# Central into the local Maven repository; its classpath is written beside the pom for the recorder.
mvn -q -B -f samples/record/apache/pom.xml dependency:build-classpath \
  -Dmdep.outputFile=classpath.txt >/dev/null

# The Go sample clients' modules (pinned by their go.sum), from the Go module proxy into the module cache.
for module in samples/record/go/*/; do
  (cd "$module" && GOFLAGS=-mod=readonly GOTOOLCHAIN=local go mod download)
done
