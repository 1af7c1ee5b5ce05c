#!/usr/bin/env bash
# The benchmark in one command, from a fresh clone: installs what it needs, builds the captures
# when they are missing (real clients against tansu, about 6 minutes in all), then times
# kafkasniff's modes against two tsharks on two 49 MB cuts and on three whole captures
# (bench/data/latest.md). The anchor is Debian 13's tshark 4.4, debootstrapped once into
# bench/.tshark-trixie (git-ignored, ~415 MB, about a minute; bench/tshark_current.py); the
# system's Debian 12 tshark 4.0 is the second column:
#   real-500  both clients (~460 MB)
#   rdk-450   confluent-kafka only, librdkafka's newest versions: tshark 4.0 decodes only the
#             headers there, kafkasniff's worst case against it (~450 MB)
#   kp-330    kafka-python only, pinned to versions tshark 4.0 decodes fully (~330 MB)
#
#   bash bench/run.sh            # all six files, 3 runs each
#   bash bench/run.sh --quick    # the two 49 MB cuts only, 1 run
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh
python3 -m bench.tshark_current || echo "no Debian 13 tshark (needs root): timing the system's only" >&2
data=bench/data
if [ ! -f "$data/real-500.pcap" ]; then
  python3 -m bench.make_bench_capture --mb 480 --out "$data/real-500"
fi
if [ ! -f "$data/real-500-head49.pcap" ]; then
  python3 -m bench.head_capture "$data/real-500.pcap" 49 "$data/real-500-head49.pcap"
fi
if [ ! -f "$data/rdk-450.pcap" ]; then
  python3 -m bench.make_bench_capture --mb 480 --librdkafka-only --out "$data/rdk-450"
fi
if [ ! -f "$data/rdk-450-head49.pcap" ]; then
  python3 -m bench.head_capture "$data/rdk-450.pcap" 49 "$data/rdk-450-head49.pcap"
fi
if [ ! -f "$data/kp-330.pcap" ]; then
  python3 -m bench.make_bench_capture --mb 370 --tshark-decodable --out "$data/kp-330"
fi
# rdk-450.raw.pcap is the loopback capture as tcpdump wrote it (segments up to 64 KiB, as a
# broker host's capture with segmentation offload looks): few packets per exchange, so tshark's
# per-packet cost is small there and kafkasniff's per-exchange cost shows most
files=("$data/real-500-head49.pcap" "$data/rdk-450-head49.pcap" "$data/real-500.pcap" "$data/rdk-450.pcap"
       "$data/rdk-450.raw.pcap" "$data/kp-330.pcap")
runs=3
if [ "${1:-}" = "--quick" ]; then files=("$data/real-500-head49.pcap" "$data/rdk-450-head49.pcap"); runs=1; fi
python3 -m bench.run "${files[@]}" --runs "$runs" | tee "$data/latest.md"
