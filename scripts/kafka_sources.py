"""The schema's sources and how they merge: every version any source defines, each taken from the
newest source that defines it, checked against every other source that defines it too.

Sources, newest first: the pinned Apache Kafka release (its kafka-clients jar's `common/message/`,
found through the classpath Maven writes for samples/record/apache/pom.xml; a release keeps only
the versions it still supports), Apache's Kafka 4.1-era definitions (`message-4x`, client apis
only, with old versions dropped from `validVersions`), kio 0.6.5 (generated from Kafka 4.1: also
the share, streams and KRaft apis), and Apache's definitions of October 2024 (`message`, about
3.9: every version back to v0, the KRaft apis of then).
"""

from __future__ import annotations

import hashlib
import json
import re
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scripts.kafka_layouts import MessageLayout, differences, json_layouts

MESSAGE_4X = "message-4x"
KIO = "kio"
MESSAGE = "message"
METADATA_RECORDS = "metadata records"
CLASSPATH = Path(__file__).resolve().parent.parent / "samples" / "record" / "apache" / "classpath.txt"
INSTALL = "scripts/install-deps.sh"  # what writes CLASSPATH (mvn dependency:build-classpath)
_CLIENTS_JAR = re.compile(r"kafka-clients-(\d+\.\d+\.\d+)\.jar$")

# Versions two sources both define but lay out differently, and why; the newer source's layout is
# used. Anything else they disagree on stops the generator.
EXPLAINED: dict[tuple[str, int | str, str], str] = {
    ("response", 74, MESSAGE): "ListClientMetricsResources (3.9) became ListConfigResources in Kafka 4.1 "
                               "(KIP-1142): its arrays and fields were renamed, the layout kept",
    ("response", 87, MESSAGE): "ReadShareGroupStateSummary v0 was unreleased in October 2024; Kafka 4.1 "
                               "released it with a leader epoch",
    ("request", 52, MESSAGE): "Vote's candidate fields were renamed replica fields in Kafka 4.0 (KIP-996); "
                              "same layout",
    ("request", 28, MESSAGE_4X): "TxnOffsetCommit's generation_id (v3+) is generation_id_or_member_epoch in "
                                 "Kafka 4.4, since a KIP-848 consumer sends its member epoch there; same int32",
    ("request", 28, KIO): "the same rename of TxnOffsetCommit's generation_id, against kio (Kafka 4.1)",
    ("request", 28, MESSAGE): "the same rename of TxnOffsetCommit's generation_id, against the 2024 folder",
    ("response", 88, KIO): "StreamsGroupHeartbeat v1 (Kafka 4.4) made acceptable_recovery_lag an int64; "
                           "v0's int32 was renamed acceptable_recovery_lag_legacy, same v0 layout",
}  # fmt: skip


@dataclass
class Merged:
    """One message (an api's request or response, a header, a data structure) from all sources."""

    name: str
    layouts: dict[int, MessageLayout] = field(default_factory=dict)
    origin: dict[int, str] = field(default_factory=dict)  # version -> the source it was taken from
    agreed: dict[str, int] = field(default_factory=dict)  # another source -> versions it agrees on
    explained: dict[str, list[int]] = field(default_factory=dict)  # another source -> versions it differs on


def strip_comments(text: str) -> str:
    """Drop // comments, which the definition files use but JSON forbids."""
    out = []
    for line in text.splitlines():
        in_string = False
        cut = len(line)
        for i, ch in enumerate(line):
            if ch == '"' and (i == 0 or line[i - 1] != "\\"):
                in_string = not in_string
            elif not in_string and line.startswith("//", i):
                cut = i
                break
        out.append(line[:cut])
    return "\n".join(out)


def load_definitions(message_dir: Path) -> list[dict[str, Any]]:
    return [json.loads(strip_comments(p.read_text())) for p in sorted(message_dir.glob("*.json"))]


def key_of(definition: dict[str, Any]) -> int | str:
    return definition.get("apiKey", definition["name"])


def api_name(definition: dict[str, Any]) -> str:
    name: str = definition["name"]
    return name.removesuffix("Request").removesuffix("Response")


@dataclass(frozen=True)
class Release:
    """The pinned Apache Kafka release: its version and its jars in the local Maven repository."""

    version: str
    clients_jar: Path  # common/message/*.json: the apis, headers and data structures
    metadata_jar: Path  # common/metadata/*.json: the KRaft metadata log's records

    @property
    def source(self) -> str:
        """Its name in the generated SOURCES."""
        return f"kafka-{self.version}"

    def in_repository(self, jar: Path) -> str:
        """A jar's path inside the Maven repository (what is the same on every machine)."""
        parts = jar.parts
        return "/".join(parts[parts.index("repository") + 1 :]) if "repository" in parts else jar.name


def find_release(classpath: Path = CLASSPATH) -> Release | str:
    """The release the classpath names, or why there is none (one line naming the fix)."""
    fix = f"run {INSTALL} (mvn dependency:build-classpath writes it)"
    if not classpath.is_file():
        return f"no Kafka release classpath at {classpath}: {fix}"
    jars = [Path(p) for p in classpath.read_text().strip().split(":") if p]
    clients = [(m.group(1), jar) for jar in jars if (m := _CLIENTS_JAR.search(jar.name))]
    if not clients or not clients[0][1].is_file():
        return f"no kafka-clients jar named by {classpath}: {fix}"
    version, jar = clients[0]
    metadata = next((j for j in jars if j.name == f"kafka-metadata-{version}.jar" and j.is_file()), None)
    if metadata is None:
        return f"no kafka-metadata-{version}.jar named by {classpath}: {fix}"
    return Release(version, jar, metadata)


def jar_definitions(jar: Path, folder: str) -> list[dict[str, Any]]:
    """The definition files in one folder of a jar (`common/message/`), in name order."""
    with zipfile.ZipFile(jar) as archive:
        names = sorted(n for n in archive.namelist() if n.startswith(folder) and n.endswith(".json"))
        return [json.loads(strip_comments(archive.read(n).decode())) for n in names]


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def merge(defs_dir: Path, release: Release) -> tuple[dict[tuple[str, int | str], Merged], dict[str, int]]:
    """Every message of every source, merged; and how many definitions each source gave (the
    release's metadata records counted apart, as METADATA_RECORDS)."""
    merged: dict[tuple[str, int | str], Merged] = {}
    oldest = load_definitions(defs_dir / MESSAGE)
    newest_first = [
        (release.source, jar_definitions(release.clients_jar, "common/message/")),
        (MESSAGE_4X, load_definitions(defs_dir / MESSAGE_4X)),
    ]
    # the metadata log's records (type "metadata", keyed by record type): from the release only
    records = jar_definitions(release.metadata_jar, "common/metadata/")
    _take_definitions(merged, release.source, records)
    for source, definitions in newest_first:
        _take_definitions(merged, source, definitions)
    kio_count = _take_kio(merged)
    _take_definitions(merged, MESSAGE, oldest)
    counts = {source: len(definitions) for source, definitions in newest_first}
    counts |= {KIO: kio_count, MESSAGE: len(oldest), METADATA_RECORDS: len(records)}
    return dict(sorted(merged.items(), key=lambda kv: (kv[0][0], str(kv[0][1]).zfill(8)))), counts


def _take_definitions(merged: dict[tuple[str, int | str], Merged], source: str,
                      definitions: list[dict[str, Any]]) -> None:  # fmt: skip
    for definition in definitions:
        _take(merged, definition["type"], key_of(definition), api_name(definition), source,
              json_layouts(definition))  # fmt: skip


def _take_kio(merged: dict[tuple[str, int | str], Merged]) -> int:
    from scripts.kio_layouts import kio_api_names, kio_layouts

    count = 0
    for api_key, module in kio_api_names().items():
        for kind in ("request", "response"):
            layouts = kio_layouts(api_key, kind)
            count += len(layouts)
            name = "".join(part.title() for part in module.split("_"))
            _take(merged, kind, api_key, name, KIO, layouts)
    return count


def _take(merged: dict[tuple[str, int | str], Merged], kind: str, key: int | str, name: str, source: str,
          layouts: dict[int, MessageLayout]) -> None:  # fmt: skip
    """Adds a source's versions of one message: those no newer source had are taken, the others
    compared."""
    entry = merged.setdefault((kind, key), Merged(name))
    for v, layout in layouts.items():
        if v not in entry.layouts:
            entry.layouts[v], entry.origin[v] = layout, source
            continue
        found = differences(entry.layouts[v], layout)
        if not found:
            entry.agreed[source] = entry.agreed.get(source, 0) + 1
        elif (kind, key, source) in EXPLAINED:
            entry.explained.setdefault(source, []).append(v)
        else:
            raise SystemExit(f"{kind} {key} ({name}) v{v}: {entry.origin[v]} and {source} disagree, unexplained: "
                             f"{'; '.join(found[:3])}")  # fmt: skip


def origin_ranges(origin: dict[int, str]) -> tuple[tuple[str, int, int], ...]:
    """{0: a, 1: a, 2: b} -> ((a, 0, 1), (b, 2, 2))."""
    ranges: list[tuple[str, int, int]] = []
    for v in sorted(origin):
        if ranges and ranges[-1][0] == origin[v] and ranges[-1][2] == v - 1:
            ranges[-1] = (origin[v], ranges[-1][1], v)
        else:
            ranges.append((origin[v], v, v))
    return tuple(ranges)
