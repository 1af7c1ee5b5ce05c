"""How far a consumer has read a partition: what the Fetch answers delivered to its application
(`delivered`) and where its fetcher stands (`fetched`). Between the two lie only records an
application is never given: control records (transaction markers), and with read_committed the
records of aborted transactions. A committed offset anywhere in that span is caught up: clients
differ on whether a commit passes a trailing marker (librdkafka commits the marker's offset, the
Java client the one after it)."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from kafkasniff.analyses.kafka_fields import batches

READ_COMMITTED = 1  # Fetch's isolation_level

Where = tuple[str, str, int]  # client id, topic, partition
Positions = list[tuple[float, int]]  # (time, offset)


@dataclass(frozen=True)
class Read:
    """What one Fetch answer brought for one partition (a Spark table stores it per row)."""

    covered: int | None  # the offset after its last record of any kind
    delivered: int | None  # the offset after its last record surely delivered
    # read_committed, in offset order: (producer id, end of its transactional records, None) awaiting
    # their marker, and (producer id, offset after the marker, "COMMIT" or "ABORT") deciding them
    txn_events: tuple[tuple[int, int, str | None], ...] = ()


def read_of(entry: dict[str, Any], read_committed: bool) -> Read:
    """The Read of a Fetch response's partition entry (records decoded)."""
    aborted = _aborted_ranges(entry) if read_committed else {}
    covered: int | None = None
    delivered: int | None = None
    events: list[tuple[int, int, str | None]] = []
    for batch in batches(entry.get("records")):
        end = _end(batch)
        if end is None:
            continue
        covered = end if covered is None else max(covered, end)
        pid = batch.get("producer_id")
        if batch.get("control"):
            if read_committed and isinstance(pid, int):
                events.append((pid, end, _marker(batch)))
        elif not batch.get("transactional") or not read_committed:
            delivered = end if delivered is None else max(delivered, end)
        elif not _in_aborted(batch, aborted) and isinstance(pid, int):
            events.append((pid, end, None))  # delivered once its marker says committed
    return Read(covered, delivered, tuple(events))


@dataclass
class _Reader:
    delivered: list[tuple[float, int]] = field(default_factory=list)  # (time, offset after the last delivered)
    fetched: list[tuple[float, int]] = field(default_factory=list)  # (time, fetcher position)
    undecided: dict[int, int] = field(default_factory=dict)  # producer id -> end of its records before its marker


class Consumption:
    """Per client, topic and partition: the delivered and fetched positions over time."""

    def __init__(self) -> None:
        self._readers: dict[Where, _Reader] = defaultdict(_Reader)

    def position(self, where: Where, ts: float, fetch_offset: int) -> None:
        """A Fetch request's position for the partition."""
        if fetch_offset >= 0:
            self._readers[where].fetched.append((ts, fetch_offset))

    def answer(self, where: Where, ts: float, read: Read) -> None:
        """What a Fetch response brought for the partition."""
        reader = self._readers[where]
        if read.covered is not None:
            reader.fetched.append((ts, read.covered))
        if read.delivered is not None:
            reader.delivered.append((ts, read.delivered))
        for pid, end, marker in read.txn_events:
            if marker is None:
                reader.undecided[pid] = max(reader.undecided.get(pid, end), end)
                continue
            decided = reader.undecided.pop(pid, None)
            if decided is not None and marker == "COMMIT":
                reader.delivered.append((ts, decided))

    def of(self, clients: list[str], topic: str, partition: int) -> tuple[Positions, Positions]:
        """(delivered, fetched) over time for the partition, from any of the clients."""
        readers = [self._readers[(c, topic, partition)] for c in clients if (c, topic, partition) in self._readers]
        return sorted(p for r in readers for p in r.delivered), sorted(p for r in readers for p in r.fetched)


def _end(batch: dict[str, Any]) -> int | None:
    offsets = [r["offset"] for r in batch.get("records") or [] if isinstance(r.get("offset"), int)]
    if offsets:
        return max(offsets) + 1
    base = batch.get("base_offset")
    if isinstance(base, int) and isinstance(batch.get("last_offset_delta"), int):  # records not decoded
        return int(base + batch["last_offset_delta"] + 1)
    if isinstance(base, int) and isinstance(batch.get("record_count"), int):
        return int(base + batch["record_count"])
    return None


def _marker(batch: dict[str, Any]) -> str | None:
    kinds = {(r.get("control") or {}).get("type") for r in batch.get("records") or []}
    return "COMMIT" if "COMMIT" in kinds else "ABORT" if "ABORT" in kinds else None


def _aborted_ranges(entry: dict[str, Any]) -> dict[int, list[tuple[int, int | None]]]:
    """Producer id -> [first offset, offset of its abort marker or None) of the aborted
    transactions a read_committed answer lists."""
    markers: dict[int, list[int]] = {}
    for batch in batches(entry.get("records")):
        if batch.get("control") and isinstance(batch.get("producer_id"), int):
            for record in batch.get("records") or []:
                if isinstance(record.get("offset"), int):
                    markers.setdefault(batch["producer_id"], []).append(record["offset"])
    ranges: dict[int, list[tuple[int, int | None]]] = {}
    for txn in entry.get("aborted_transactions") or []:
        pid, first = txn.get("producer_id"), txn.get("first_offset")
        if isinstance(pid, int) and isinstance(first, int):
            end = min((m for m in markers.get(pid, []) if m >= first), default=None)
            ranges.setdefault(pid, []).append((first, end))
    return ranges


def _in_aborted(batch: dict[str, Any], aborted: dict[int, list[tuple[int, int | None]]]) -> bool:
    base = batch.get("base_offset")
    ranges = aborted.get(batch.get("producer_id", -1), [])
    return isinstance(base, int) and any(first <= base and (end is None or base < end) for first, end in ranges)
