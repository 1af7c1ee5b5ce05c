"""Client programs in Java (Apache's own client, Streams, admin): compiled from their sources in the
repo with javac against the pinned release's classpath, and run so that they report as every
other client program does, one JSON line per action (program_events.py)."""

from __future__ import annotations

import contextlib
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from samples.record.apache_kafka import classpath, java, kafka_version
from samples.record.program_events import Event, run_program

JAVA_SOURCES = Path(__file__).resolve().parent / "java"
# What every program shares (its JSON-line events, its `done` and `failed`, a client's settings),
# compiled beside each: the programs are in the default package, so the classes need no imports.
COMMON = JAVA_SOURCES / "common"
COMPILE_S = 180
CLIENT_OPTIONS = ("-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1")


@dataclass(frozen=True)
class JavaProgram:
    """A compiled program: the folder of its classes, and its main class."""

    classes: Path
    main: str

    def command(self, *args: str) -> list[str]:
        return [java(), *CLIENT_OPTIONS, "-cp", f"{self.classes}:{classpath()}", self.main, *args]

    def run(self, *args: str, timeout: float) -> list[Event]:
        """Run it to its `done` event; its events."""
        return run_program(self.command(*args), timeout)


def javac() -> str:
    java_path = Path(java())
    return str(java_path.with_name("javac")) if java_path.is_absolute() else "javac"


@contextlib.contextmanager
def compiled(folder: str, main: str) -> Iterator[JavaProgram]:
    """The program in samples/record/java/<folder>/, with the common classes, compiled into a
    temporary folder."""
    own = sorted(str(p) for p in (JAVA_SOURCES / folder).rglob("*.java"))
    if not own:
        raise RuntimeError(f"no Java sources under {JAVA_SOURCES / folder}")
    sources = [*own, *sorted(str(p) for p in COMMON.glob("*.java"))]
    with tempfile.TemporaryDirectory(prefix=f"java-{folder}-") as tmp:
        built = subprocess.run([javac(), "-nowarn", "-d", tmp, "-cp", classpath(), *sources],
                               capture_output=True, text=True, timeout=COMPILE_S)  # fmt: skip
        if built.returncode != 0:
            raise RuntimeError(f"javac {folder} failed: {built.stderr[-2000:]}")
        yield JavaProgram(Path(tmp), main)


def client_versions() -> dict[str, str]:
    """What the facts record of the Java side: the client release and the JVM."""
    out = subprocess.run([java(), "-version"], capture_output=True, text=True, timeout=30)
    return {"kafka_clients": kafka_version(), "java": (out.stderr or out.stdout).splitlines()[0]}
