"""Kafka messages serialized by kio 0.5.0, an older release of PyPI `kio` that still defines what
kio 0.6.5 (the one the `test` extra installs) dropped or redefined: the ZooKeeper-era inter-broker
apis, versions removed in Kafka 4, and the early-access v0 of the share-group apis.

Only one `kio` can be imported per interpreter, so kio 0.5.0 is installed on first use into
`.cache/kio-0.5.0/` (pip, with the network) and `tests/support/kio_legacy_encode.py` runs with it
in a subprocess: it builds the messages by the same rules as the kio 0.6.5 suite (`kio_values`)
and hands back their bytes and the values kafkasniff should decode from them.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import Any

from packaging.requirements import Requirement

from tests.support import kio_values
from tests.support.differential import Combination, newer_than_every_serializer, schema_combinations

VERSION = "0.5.0"
ROOT = Path(__file__).resolve().parents[2]
CACHE_DIR = ROOT / ".cache" / f"kio-{VERSION}"
ENCODER_MODULE = "tests.support.kio_legacy_encode"
PIP_TIMEOUT_SECONDS = 300
ENCODE_TIMEOUT_SECONDS = 120


class KioLegacyUnavailable(RuntimeError):
    """kio 0.5.0 could not be installed (typically: no network to PyPI)."""


@dataclass(frozen=True)
class LegacyMessage:
    """One message kio 0.5.0 serialized: the body, what kafkasniff should decode from it, and
    the fields that hold their default value (none, when the builder did its job)."""

    body: bytes
    expected: Any
    defaulted: list[str]


@dataclass
class Encoded:
    """What the subprocess reports: which kio it ran, and the messages for each combination."""

    kio_version: str
    kio_file: Path
    messages: dict[tuple[Combination, bool], LegacyMessage] = field(default_factory=dict)  # (combination, nulls)
    undefined: list[Combination] = field(default_factory=list)  # asked for, but kio 0.5.0 has no entity

    def message(self, combination: Combination, nulls: bool) -> LegacyMessage:
        if combination in self.undefined:
            raise LookupError(f"kio {VERSION} has no entity for {combination}")
        return self.messages[combination, nulls]


def consulted_combinations() -> list[Combination]:
    """Where kio 0.5.0 is consulted: every combination of kafkasniff's schema that kio 0.6.5 has
    no entity for, or one whose wire format differs from kafkasniff's for that version, but for
    what is newer than kio 0.5.0 too."""
    drift = kio_values.DEFINITION_DRIFT
    lacking = [c for c in schema_combinations() if kio_values.entity_class(c) is None or c in drift]
    return [c for c in lacking if not newer_than_every_serializer(c)]


@cache
def encoded(combinations: tuple[Combination, ...]) -> Encoded:
    """Messages with every field non-default, and with every nullable field null, for each
    combination, serialized by kio 0.5.0 in a subprocess.

    :raises KioLegacyUnavailable: when kio 0.5.0 is not cached and cannot be installed."""
    site = install()
    environment = dict(os.environ)
    environment["PYTHONPATH"] = os.pathsep.join([str(site), str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])
    finished = subprocess.run(
        [sys.executable, "-m", ENCODER_MODULE],
        input=json.dumps(combinations),
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=environment,
        timeout=ENCODE_TIMEOUT_SECONDS,
        check=False,
    )
    if finished.returncode != 0:
        raise RuntimeError(f"{ENCODER_MODULE} failed ({finished.returncode}):\n{finished.stderr}")
    return _parse(json.loads(finished.stdout))


def _parse(report: dict[str, Any]) -> Encoded:
    result = Encoded(report["kio_version"], Path(report["kio_file"]))
    for item in report["messages"]:
        combination = Combination(*item["combination"])
        result.messages[combination, item["nulls"]] = LegacyMessage(
            bytes.fromhex(item["body"]), item["expected"], item["defaulted"]
        )
    result.undefined = [Combination(*c) for c in report["undefined"]]
    return result


# -- installing -------------------------------------------------------------------------------


def install() -> Path:
    """The directory kio 0.5.0 is installed in, installing it there first if need be.

    pip installs into a fresh directory that is then renamed into place, so that an interrupted
    or concurrent install never leaves a half-filled cache behind."""
    if _installed(CACHE_DIR):
        return CACHE_DIR
    CACHE_DIR.parent.mkdir(parents=True, exist_ok=True)
    staging = CACHE_DIR.with_name(f"{CACHE_DIR.name}.installing-{os.getpid()}")
    shutil.rmtree(staging, ignore_errors=True)
    try:
        _pip_install(staging, [f"kio=={VERSION}"])
        missing = _unmet_requirements(staging)
        if missing:  # kio's runtime dependencies that the running environment lacks
            _pip_install(staging, missing)
        (staging / ".gitignore").write_text("# kio 0.5.0 for the differential tests, installed by pip\n*\n")
        try:
            staging.rename(CACHE_DIR)
        except OSError:  # another process installed it meanwhile
            if not _installed(CACHE_DIR):
                raise
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return CACHE_DIR


def _installed(directory: Path) -> bool:
    return (directory / f"kio-{VERSION}.dist-info").is_dir()


def _pip_install(target: Path, requirements: list[str]) -> None:
    command = [
        *(sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-input"),
        *("--timeout", "20", "--retries", "2", "--no-deps", "--only-binary=:all:"),
        *("--target", str(target), *requirements),
    ]
    try:
        finished = subprocess.run(command, capture_output=True, text=True, timeout=PIP_TIMEOUT_SECONDS, check=False)
    except subprocess.TimeoutExpired as exc:
        raise KioLegacyUnavailable(f"kio {VERSION} could not be installed: pip timed out after {exc.timeout}s") from exc
    if finished.returncode != 0:
        errors = [line for line in finished.stderr.splitlines() if line.startswith("ERROR")] or ["(no message)"]
        raise KioLegacyUnavailable(
            f"kio {VERSION} could not be installed into {CACHE_DIR.relative_to(ROOT)} (no network to PyPI?):"
            f" `pip install {' '.join(requirements)}` failed: {errors[-1]}"
        )


def _unmet_requirements(site: Path) -> list[str]:
    """kio's runtime requirements (its extras aside) that the running environment does not meet."""
    distribution = metadata.Distribution.at(site / f"kio-{VERSION}.dist-info")
    unmet: list[str] = []
    for line in distribution.requires or []:
        requirement = Requirement(line)
        if requirement.marker is not None and not requirement.marker.evaluate({"extra": ""}):
            continue
        try:
            installed = metadata.version(requirement.name)
        except metadata.PackageNotFoundError:
            unmet.append(str(requirement))
            continue
        if not requirement.specifier.contains(installed, prereleases=True):
            unmet.append(str(requirement))
    return unmet
