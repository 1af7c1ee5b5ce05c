"""Apache Kafka's own parser as an oracle: `tests/oracle/ApacheParse.java`, compiled on first use
against kafka-clients (the classpath `scripts/install-deps.sh` resolves from
`samples/record/apache/pom.xml` into `classpath.txt` beside it) and run in one JVM per batch of
frames. Each frame comes back as kafka-clients' generated JsonConverters write its header and body,
or as the reason Apache refused it.

The classes are compiled into `.cache/apache-oracle/<digest>/`, the digest of the source and the
classpath, so that editing either compiles afresh and a stale build is never run.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import shutil
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "tests" / "oracle" / "ApacheParse.java"
MAIN_CLASS = "ApacheParse"
CLASSPATH_FILE = ROOT / "samples" / "record" / "apache" / "classpath.txt"
CACHE_DIR = ROOT / ".cache" / "apache-oracle"
COMPILE_TIMEOUT_SECONDS = 120
PARSE_TIMEOUT_SECONDS = 120
# the JVM only parses: the C1 compiler alone starts faster and does not cost a second core
JVM_OPTIONS = ("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xshare:auto")


class OracleUnavailable(RuntimeError):
    """No Java, or no kafka-clients classpath (scripts/install-deps.sh not run)."""


@dataclass(frozen=True)
class Frame:
    """A frame to parse: its bytes after the 4-byte length prefix, and what its header alone
    cannot tell Apache (a response's api and version are the request's)."""

    api_key: int
    api_version: int
    direction: str  # "request" or "response"
    data: bytes


@dataclass(frozen=True)
class Nested:
    """Bytes a field carries that hold a message of their own, led by its version: the consumer
    protocol's ConsumerProtocolSubscription or ConsumerProtocolAssignment."""

    message: str
    data: bytes


@dataclass(frozen=True)
class Parsed:
    """Apache's reading of one frame: header and body as its JsonConverters write them, the
    version the body was read at, the body's tagged fields it does not know (tag: base64; its
    converters leave them out), and the bytes left after it; or why it refused the frame
    (`error`: "unsupported", an api or version Apache Kafka does not speak, or "unparsable")."""

    header: dict[str, Any] | None = None  # None for nested bytes
    body: dict[str, Any] | None = None
    version: int | None = None
    unknown_tags: dict[str, str] = field(default_factory=dict)
    trailing: int = 0
    error: str | None = None
    message: str = ""


def parse(frames: Sequence[Frame | Nested]) -> list[Parsed]:
    """Apache's parse of every frame, in order, by one JVM.

    :raises OracleUnavailable: when Java or the kafka-clients classpath is missing."""
    if not frames:
        return []
    classes = compiled()
    lines = (_request_line(i, frame) for i, frame in enumerate(frames))
    finished = subprocess.run(
        ["java", *JVM_OPTIONS, "-cp", os.pathsep.join([str(classes), classpath()]), MAIN_CLASS],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=PARSE_TIMEOUT_SECONDS,
        check=False,
    )
    if finished.returncode != 0:
        raise RuntimeError(f"{MAIN_CLASS} failed ({finished.returncode}):\n{finished.stderr}")
    results = [json.loads(line) for line in finished.stdout.splitlines()]
    if [r["id"] for r in results] != list(range(len(frames))):
        raise RuntimeError(f"{MAIN_CLASS} answered {len(results)} lines for {len(frames)} frames")
    return [_parsed(r) for r in results]


def _request_line(index: int, frame: Frame | Nested) -> str:
    data = base64.b64encode(frame.data).decode()
    if isinstance(frame, Nested):
        return json.dumps({"id": index, "message": frame.message, "frame": data})
    return json.dumps({"id": index, "api_key": frame.api_key, "api_version": frame.api_version,
                       "direction": frame.direction, "frame": data})  # fmt: skip


def _parsed(result: dict[str, Any]) -> Parsed:
    if "error" in result:
        return Parsed(error=result["error"], message=result["message"])
    return Parsed(result.get("header"), result["body"], result["version"], result["unknown_tags"], result["trailing"])


def classpath() -> str:
    """kafka-clients and what it needs, as install-deps.sh resolved them."""
    if not CLASSPATH_FILE.is_file():
        raise OracleUnavailable(f"{CLASSPATH_FILE.relative_to(ROOT)} is missing: run scripts/install-deps.sh")
    return CLASSPATH_FILE.read_text().strip()


def available() -> str | None:
    """None when the oracle can run here, else why not."""
    try:
        compiled()
    except OracleUnavailable as unavailable:
        return str(unavailable)
    return None


@cache
def compiled() -> Path:
    """The directory of the compiled oracle, compiling it there first if need be. javac writes
    into a fresh directory that is then renamed into place: an interrupted or concurrent compile
    never leaves a half-built cache behind."""
    if shutil.which("javac") is None or shutil.which("java") is None:
        raise OracleUnavailable("no javac/java on PATH")
    path = classpath()
    digest = hashlib.sha256(SOURCE.read_bytes() + path.encode()).hexdigest()[:16]
    target = CACHE_DIR / digest
    if (target / f"{MAIN_CLASS}.class").is_file():
        return target
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    staging = CACHE_DIR / f"{digest}.compiling-{os.getpid()}"
    shutil.rmtree(staging, ignore_errors=True)
    try:
        command = ["javac", "-nowarn", "-d", str(staging), "-cp", path, str(SOURCE)]
        finished = subprocess.run(command, capture_output=True, text=True, timeout=COMPILE_TIMEOUT_SECONDS)
        if finished.returncode != 0:
            raise RuntimeError(f"javac {SOURCE.name} failed:\n{finished.stderr}")
        try:
            staging.rename(target)
        except OSError:  # another process compiled it meanwhile
            if not (target / f"{MAIN_CLASS}.class").is_file():
                raise
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return target
