"""How far a consumer has read a partition: what the Fetch answers delivered to its application
(`delivered`) and where its fetcher stands (`fetched`). Between the two lie only records an
application is never given: control records (transaction markers), and with read_committed the
records of the aborted transactions the answer lists. A committed offset anywhere in that span is
caught up: clients differ on whether a commit passes a trailing marker (librdkafka commits the
marker's offset, the Java client the one after it).

read_committed follows the wire, as a client does: a transactional batch is delivered unless the
answer lists its transaction as aborted (a broker answers a read_committed Fetch only up to the
last stable offset, so what it does not list has committed). A broker that lists nothing (the
librdkafka mock does; it gives its high watermark as the last stable offset) lets aborted records
through: when an abort marker follows records of its producer that were delivered, those records
were aborted data delivered to a read_committed consumer, a finding of their own.

For a long run, `history` caps each client's series per partition (positions delivered and
fetched, aborted deliveries) at their last `history` observations (of the positions fetched, the
first and the last `history` - 1: where and when it began reading stays known), counted in
`dropped` by kind ("delivered", "fetched", "aborted-delivery"); a reader is forgotten whole
(`forget`)."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from kafkasniff.analyses.history import keep_last
from kafkasniff.analyses.kafka_fields import batches

READ_COMMITTED = 1  # Fetch's isolation_level

Where = tuple[str, str, int]  # client id, topic, partition
Positions = list[tuple[float, int]]  # (time, offset)


class Marker(StrEnum):
    COMMIT = "COMMIT"
    ABORT = "ABORT"


@dataclass(frozen=True)
class TxnEvent:
    """A read_committed answer's transactional batch: records it delivered (`marker` None), or a
    marker deciding its producer's transaction."""

    producer_id: int
    end: int  # the offset after the batch
    marker: Marker | None
    records: int = 0  # records delivered (none for a marker)


@dataclass(frozen=True)
class Read:
    """What one Fetch answer brought for one partition (a Spark table stores it per row)."""

    covered: int | None  # the offset after its last record of any kind
    delivered: int | None  # the offset after its last record delivered
    txn_events: tuple[TxnEvent, ...] = ()  # read_committed only, in offset order


def read_of(entry: dict[str, Any], read_committed: bool) -> Read:
    """The Read of a Fetch response's partition entry (records decoded)."""
    aborted = _aborted_ranges(entry) if read_committed else {}
    covered: int | None = None
    delivered: int | None = None
    events: list[TxnEvent] = []
    for batch in batches(entry.get("records")):
        end = _end(batch)
        if end is None:
            continue
        covered = end if covered is None else max(covered, end)
        pid = batch.get("producer_id")
        if batch.get("control"):
            if read_committed and isinstance(pid, int) and (marker := _marker(batch)) is not None:
                events.append(TxnEvent(pid, end, marker))
        elif read_committed and batch.get("transactional") and _in_aborted(batch, aborted):
            continue  # the client skips what the answer lists as aborted
        else:
            delivered = end if delivered is None else max(delivered, end)
            if read_committed and batch.get("transactional") and isinstance(pid, int):
                events.append(TxnEvent(pid, end, None, _record_count(batch)))
    return Read(covered, delivered, tuple(events))


@dataclass(frozen=True)
class AbortedDelivery:
    """Records of an aborted transaction a read_committed consumer was given."""

    ts: float  # when the abort marker was read
    client_id: str
    producer_id: int
    records: int


@dataclass
class _Reader:
    delivered: list[tuple[float, int]] = field(default_factory=list)  # (time, offset after the last delivered)
    fetched: list[tuple[float, int]] = field(default_factory=list)  # (time, fetcher position)
    open_txn: dict[int, int] = field(default_factory=dict)  # producer id -> records delivered since its last marker
    aborted: list[AbortedDelivery] = field(default_factory=list)


class Consumption:
    """Per client, topic and partition: the delivered and fetched positions over time, and the
    aborted records read_committed consumers were given."""

    def __init__(self, history: int | None = None, dropped: Counter[str] | None = None) -> None:
        self._readers: dict[Where, _Reader] = defaultdict(_Reader)
        self._history = history
        self.dropped: Counter[str] = dropped if dropped is not None else Counter()

    def position(self, where: Where, ts: float, fetch_offset: int) -> None:
        """A Fetch request's position for the partition."""
        if fetch_offset >= 0:
            fetched = self._readers[where].fetched
            fetched.append((ts, fetch_offset))
            self._keep_first_and_last(fetched)

    def answer(self, where: Where, ts: float, read: Read) -> None:
        """What a Fetch response brought for the partition."""
        reader = self._readers[where]
        if read.covered is not None:
            reader.fetched.append((ts, read.covered))
        if read.delivered is not None:
            reader.delivered.append((ts, read.delivered))
        for event in read.txn_events:
            if event.marker is None:
                reader.open_txn[event.producer_id] = reader.open_txn.get(event.producer_id, 0) + event.records
            elif (given := reader.open_txn.pop(event.producer_id, 0)) and event.marker is Marker.ABORT:
                reader.aborted.append(AbortedDelivery(ts, where[0], event.producer_id, given))
        if self._history is not None:
            self._keep_first_and_last(reader.fetched)
            keep_last(reader.delivered, self._history, self.dropped, "delivered")
            keep_last(reader.aborted, self._history, self.dropped, "aborted-delivery")

    def _keep_first_and_last(self, fetched: Positions) -> None:
        if self._history is not None and len(fetched) > self._history:
            over = len(fetched) - self._history
            del fetched[min(1, self._history - 1) : min(1, self._history - 1) + over]  # (a history of 1: the last)
            self.dropped["fetched"] += over

    def readers(self) -> Iterable[Where]:
        """Every client, topic and partition read."""
        return self._readers.keys()

    def forget(self, where: Where) -> None:
        self._readers.pop(where, None)

    def held(self) -> int:
        """Observations held, all readers together (how a long run's state is measured)."""
        return sum(len(r.delivered) + len(r.fetched) + len(r.aborted) + len(r.open_txn) for r in self._readers.values())

    def of(self, clients: list[str], topic: str, partition: int) -> tuple[Positions, Positions]:
        """(delivered, fetched) over time for the partition, from any of the clients."""
        readers = self._of(clients, topic, partition)
        return sorted(p for r in readers for p in r.delivered), sorted(p for r in readers for p in r.fetched)

    def aborted_delivered(self, clients: list[str], topic: str, partition: int) -> list[AbortedDelivery]:
        return sorted((a for r in self._of(clients, topic, partition) for a in r.aborted), key=lambda a: a.ts)

    def _of(self, clients: list[str], topic: str, partition: int) -> list[_Reader]:
        return [self._readers[(c, topic, partition)] for c in clients if (c, topic, partition) in self._readers]


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


def _record_count(batch: dict[str, Any]) -> int:
    records = batch.get("records")
    if isinstance(records, list) and records:
        return len(records)
    count = batch.get("record_count")
    return count if isinstance(count, int) and count > 0 else 0


def _marker(batch: dict[str, Any]) -> Marker | None:
    kinds = {(r.get("control") or {}).get("type") for r in batch.get("records") or []}
    return Marker.COMMIT if "COMMIT" in kinds else Marker.ABORT if "ABORT" in kinds else None


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
