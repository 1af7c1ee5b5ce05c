"""What tshark, an independent decoder, reads in a finished capture."""

from __future__ import annotations

import functools
import subprocess
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from samples.record.sent import Facts

TSHARK_EXPERT_ERROR = 8388608  # numeric value of _ws.expert.severity "Error"
MALFORMED = f"_ws.malformed || _ws.expert.severity == {TSHARK_EXPERT_ERROR}"


def run(cmd: list[str]) -> str:
    return subprocess.run(cmd, capture_output=True, text=True, timeout=60, check=True).stdout


@functools.cache  # asked for by every facts call
def version() -> str:
    return run(["tshark", "--version"]).splitlines()[0].strip()


def kafka_on(port: int) -> list[str]:
    """The options that make tshark read port's TCP streams as Kafka."""
    return ["-d", f"tcp.port=={port},kafka"]


def values(
    pcap: Path, port: int, display_filter: str, field: str, decode: Sequence[str] | None = None
) -> list[list[str]]:
    """One list per matching frame; a frame holding several PDUs yields several values. decode: the
    options that make tshark see Kafka on port (by default its TCP streams; e.g. inside TLS)."""
    out = run(["tshark", "-r", str(pcap), *(decode or kafka_on(port)), "-Y", display_filter, "-T", "fields",
               "-e", field, "-E", "occurrence=a", "-E", "aggregator=|"])  # fmt: skip
    # "|" rather than the default "," because expert messages may contain commas.
    return [line.split("|") for line in out.splitlines() if line.strip()]


def rows(pcap: Path, port: int, display_filter: str, fields: list[str]) -> list[list[list[str]]]:
    """Per matching frame, per field, every occurrence (several PDUs or array entries per frame)."""
    return table(pcap, kafka_on(port), display_filter, fields)


def table(pcap: Path, options: Sequence[str], display_filter: str, fields: Sequence[str]) -> list[list[list[str]]]:
    """As rows, with tshark's decoding options given (any protocol)."""
    cmd = ["tshark", "-n", "-r", str(pcap), *options, "-Y", display_filter, "-T", "fields"]
    for field in fields:
        cmd += ["-e", field]
    cmd += ["-E", "occurrence=a", "-E", "aggregator=|", "-E", "separator=/t"]
    split = lambda value: value.split("|") if value else []  # noqa: E731
    return [[split(value) for value in line.split("\t")] for line in run(cmd).splitlines() if line.strip()]


def flatten(nested: list[list[str]]) -> list[str]:
    return [value for row in nested for value in row]


def kafka_facts(pcap: Path, port: int, decode: Sequence[str] | None = None) -> Facts:
    """Kafka requests per api key and version, responses and malformed frames on port (decode: as in values)."""
    to_broker, from_broker = f"kafka && tcp.dstport=={port}", f"kafka && tcp.srcport=={port}"
    request_keys = flatten(values(pcap, port, to_broker, "kafka.request_key", decode))
    request_versions = flatten(values(pcap, port, to_broker, "kafka.request.version", decode))
    response_ids = flatten(values(pcap, port, from_broker, "kafka.correlation_id", decode))
    # On port only: in a capture of several ports, tshark may take another port's bytes for something else.
    malformed = f"({MALFORMED}) && tcp.port=={port}"
    malformed_frames = flatten(values(pcap, port, malformed, "frame.number", decode))
    malformed_reasons = Counter(flatten(values(pcap, port, malformed, "_ws.expert.message", decode)))
    versions: dict[str, Counter[str]] = {}
    # Keys and versions come one per PDU in frame order, so they pair up.
    for key, request_version in zip(request_keys, request_versions, strict=True):
        versions.setdefault(key, Counter())[request_version] += 1
    by_key = lambda kv: int(kv[0])  # noqa: E731
    return {
        "requests_per_api_key": dict(sorted(Counter(request_keys).items(), key=by_key)),
        "request_versions": {k: dict(sorted(v.items())) for k, v in sorted(versions.items(), key=by_key)},
        "responses": len(response_ids),
        "malformed": len(malformed_frames),
        "malformed_frames": [int(n) for n in malformed_frames],
        "malformed_reasons": dict(sorted(malformed_reasons.items())),
        "version": version(),
    }


def packet_count(pcap: Path) -> int:
    return len(run(["tshark", "-r", str(pcap), "-T", "fields", "-e", "frame.number"]).split())
