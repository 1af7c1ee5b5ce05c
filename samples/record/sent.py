"""What the clients were asked to send, in the sidecar's form."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

Facts = dict[str, Any]
Header = tuple[str, bytes | None]


def partition_key(topic: str, partition: int) -> str:
    return f"{topic}/{partition}"


def topic_totals(per_partition: Counter[str]) -> dict[str, int]:
    totals = Counter[str]()
    for key, n in per_partition.items():
        totals[key.split("/")[0]] += n
    return dict(sorted(totals.items()))


def wire_bytes(data: bytes | None) -> dict[str, str] | None:
    """Sidecar form of a key, value or header value: UTF-8 text if it decodes, else hex; null stays null."""
    if data is None:
        return None
    try:
        return {"utf8": data.decode("utf-8")}
    except UnicodeDecodeError:
        return {"hex": data.hex()}


@dataclass
class SentRecord:
    """One record as a client was asked to send it; partition and offset as the broker acknowledged them."""

    client_id: str
    topic: str
    codec: str
    magic: int | None
    key: bytes | None
    value: bytes | None
    headers: tuple[Header, ...] = ()
    partition: int | None = None  # the requested partition until acknowledged
    offset: int | None = None
    extra: tuple[tuple[str, Any], ...] = ()

    def acked(self, partition: int, offset: int) -> None:
        self.partition = partition
        # kafka-python reports -1 for acks=0; librdkafka reports -1001 when it does not know.
        self.offset = offset if offset >= 0 else None

    def where(self) -> str:
        """topic/partition, once the partition is known."""
        if self.partition is None:
            raise RuntimeError(f"{self.client_id}: no partition known for record {self.key!r}")
        return partition_key(self.topic, self.partition)

    def facts(self) -> Facts:
        return {
            "client_id": self.client_id,
            "topic": self.topic,
            "partition": self.partition,
            "codec": self.codec,
            "magic": self.magic,
            "key": wire_bytes(self.key),
            "value": wire_bytes(self.value),
            "headers": [[name, wire_bytes(value)] for name, value in self.headers],
            "offset": self.offset,
            **dict(self.extra),
        }


def records_facts(records: list[SentRecord]) -> list[Facts]:
    return [record.facts() for record in records]


def one_group_facts(
    topic: str,
    partitions: int,
    group: str,
    produced: Counter[str],
    consumed: Counter[str],
    committed: dict[str, int],
    sent: list[SentRecord],
) -> Facts:
    """The facts of a scenario with one topic read by one consumer group (per topic/partition)."""
    return {
        "topics": {topic: {"partitions": partitions}},
        "groups": [group],
        "produced": {topic: produced.total()},
        "produced_per_partition": dict(sorted(produced.items())),
        "consumed": {topic: consumed.total()},
        "consumed_per_partition": dict(sorted(consumed.items())),
        "committed": {group: dict(sorted(committed.items()))},
        "records_sent": records_facts(sent),
    }
