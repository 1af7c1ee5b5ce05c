#!/usr/bin/env bash
# The benchmark in one command, from a fresh clone: installs what it needs, builds the captures
# when they are missing (real clients against tansu, about 2 minutes), then times kafkasniff's
# modes against tshark on a 49 MB cut and on the whole ~460 MB capture (bench/data/latest.md).
#
#   bash bench/run.sh            # both files, 3 runs each
#   bash bench/run.sh --quick    # the 49 MB cut only, 1 run
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh
data=bench/data
if [ ! -f "$data/real-500.pcap" ]; then
  python3 -m bench.make_bench_capture --mb 480 --out "$data/real-500"
fi
if [ ! -f "$data/real-500-head49.pcap" ]; then
  python3 -m bench.head_capture "$data/real-500.pcap" 49 "$data/real-500-head49.pcap"
fi
files=("$data/real-500-head49.pcap" "$data/real-500.pcap")
runs=3
if [ "${1:-}" = "--quick" ]; then files=("$data/real-500-head49.pcap"); runs=1; fi
python3 -m bench.run "${files[@]}" --runs "$runs" | tee "$data/latest.md"
