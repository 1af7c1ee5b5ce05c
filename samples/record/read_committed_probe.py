"""Whether librdkafka, reading read_committed from its own mock cluster, hands the application
the records of an aborted transaction. The mock's Fetch answers list no aborted transactions, and
a read_committed client skips only what an answer lists, so it does: run here on a mock of its
own (not captured), once per recording that relies on it, and kept in the sidecar."""

from __future__ import annotations

import time
from typing import Any

PLAN = ("commit", "abort", "commit")  # two records each, on one partition
READ_FOR_S = 6.0


def aborted_records_handed_over() -> dict[str, Any]:
    """What a read_committed consumer was given of PLAN's transactions: offsets, and how many of
    them belong to the aborted one."""
    import confluent_kafka

    cluster = confluent_kafka.Producer({"test.mock.num.brokers": 1})
    broker = next(iter(cluster.list_topics(timeout=10).brokers.values()))
    bootstrap = f"{broker.host}:{broker.port}"
    aborted = _produce(bootstrap)
    offsets = _read(bootstrap)
    return {
        "librdkafka": confluent_kafka.libversion()[0],
        "transactions": list(PLAN),
        "offsets_read": offsets,
        "aborted_offsets": aborted,
        "aborted_handed_over": sum(1 for o in offsets if o in aborted),
    }


def _produce(bootstrap: str) -> list[int]:
    import confluent_kafka

    producer = confluent_kafka.Producer({"bootstrap.servers": bootstrap, "transactional.id": "probe"})
    producer.init_transactions(10)
    aborted: list[int] = []
    offset = 0
    for outcome in PLAN:
        producer.begin_transaction()
        for i in range(2):
            producer.produce("probe", value=f"{outcome}-{i}".encode(), partition=0)
        producer.flush()
        if outcome == "abort":
            aborted += [offset, offset + 1]
        (producer.commit_transaction if outcome == "commit" else producer.abort_transaction)(10)
        offset += 3  # two records and the marker
    return aborted


def _read(bootstrap: str) -> list[int]:
    import confluent_kafka

    consumer = confluent_kafka.Consumer({
        "bootstrap.servers": bootstrap, "group.id": "probe", "isolation.level": "read_committed",
        "auto.offset.reset": "earliest", "enable.auto.commit": False,
    })  # fmt: skip
    consumer.subscribe(["probe"])
    offsets: list[int] = []
    deadline = time.monotonic() + READ_FOR_S
    try:
        while time.monotonic() < deadline and len(offsets) < 2 * len(PLAN):
            message = consumer.poll(0.5)
            if message is not None and not message.error() and (offset := message.offset()) is not None:
                offsets.append(offset)
    finally:
        consumer.close()
    return offsets


if __name__ == "__main__":
    import json

    print(json.dumps(aborted_records_handed_over()))
