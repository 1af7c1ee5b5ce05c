"""Split a real capture into tcpdump -C style rotated files, connections crossing the cuts."""

from __future__ import annotations

import gzip
from pathlib import Path

from tests.support import captures as cap


def rotate(sample: str, directory: Path, files: int) -> list[Path]:
    segs = cap.load_segments(cap.sample_path(sample))
    size = len(segs) // files + 1
    paths = []
    for i in range(files):
        path = directory / f"{sample}.pcap{i if i else ''}"  # x.pcap, x.pcap1, x.pcap2, ...
        path.write_bytes(cap.pcap_bytes(segs[i * size : (i + 1) * size]))
        paths.append(path)
    return paths


def rotations_with_a_note(sample: str, directory: Path, files: int) -> list[Path]:
    """A user's capture directory: `files` rotations, the last cut short (still being written),
    and a gzipped note that is no capture beside them."""
    paths = rotate(sample, directory, files)
    paths[-1].write_bytes(paths[-1].read_bytes()[:-100])
    (directory / "notes.txt.gz").write_bytes(gzip.compress(b"rotated hourly"))
    return paths


def crossing_connections(sample: str, files: int) -> int:
    """How many connections have packets in more than one of the rotated files."""
    segs = cap.load_segments(cap.sample_path(sample))
    size = len(segs) // files + 1
    seen: dict[frozenset, set[int]] = {}
    for i, s in enumerate(segs):
        seen.setdefault(frozenset({(s.src, s.sport), (s.dst, s.dport)}), set()).add(i // size)
    return sum(1 for parts in seen.values() if len(parts) > 1)
