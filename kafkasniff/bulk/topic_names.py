"""Topic ids named from every Metadata of the whole input, as one machine names them.

One machine reads a capture in order and names a topic id once a Metadata answer naming it has
been decoded: an exchange decoded after that (its response seen, or its connection ended)
shows the name, one decoded before keeps the id. Spark decodes files and connections apart, so
each task knows only its own Metadata. The index therefore gathers, for every topic id, the
name and the first time a Metadata answer gave it (`first_names`, from what the decoding tasks
report of their Metadata answers; `metadata_names`, from a table of rows), and names the ids of
every row emitted at or after that time (`named_row`, as the staged rows become the tables). An
id names one topic for its whole life (a topic made again gets a new id), so the first naming is
the only one that counts.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from kafkasniff.analyses.kafka_fields import looks_like_topic_id

Names = dict[str, tuple[str, int]]  # topic id -> (name, when a Metadata answer first gave it)


@dataclass(frozen=True)
class Naming:
    """A Metadata answer's topic ids and names, when it was emitted, and where it was decoded
    (the part of a connection, so that a part decoded again can take its namings back)."""

    conn: str
    file_seq: int
    emitted: int
    topics: dict[str, str]  # topic id -> name


def first_names(namings: Iterable[Naming]) -> Names:
    """Each topic id's name as the earliest emitted Metadata answer gave it."""
    names: Names = {}
    for naming in namings:
        for topic_id, name in naming.topics.items():
            known = names.get(topic_id)
            if known is None or (naming.emitted, name) < (known[1], known[0]):
                names[topic_id] = (name, naming.emitted)
    return names


def metadata_names(exchanges: Any, emitted: Any = None) -> Names:
    """`emitted`: the column of when each row came out of pairing (default: `emitted_ns`)."""
    from pyspark.sql import functions as F

    order = F.col("emitted_ns") if emitted is None else emitted
    pairs = exchanges.select(order.alias("order"), F.explode("metadata_topics").alias("id", "name"))
    first = pairs.groupBy("id").agg(F.min_by("name", "order").alias("name"), F.min("order").alias("since"))
    return {row["id"]: (row["name"], row["since"]) for row in first.collect()}


def needs_names(row: dict[str, Any]) -> bool:
    """Whether an exchange row (with its records, if any) holds a topic id its own decoding left
    unnamed: in `topics`, a partition fact, an error detail or a record. (Asked of every row:
    plain loops, not generators.)"""
    for topic in row["topics"]:
        if looks_like_topic_id(topic):
            return True
    for fact in row["partitions"]:
        if fact["topic"] is None and fact["topic_id"] is not None:
            return True
    for detail in row["error_details"]:
        if detail["topic"] is not None and looks_like_topic_id(detail["topic"]):
            return True
    return any(r["topic"] is None and r["topic_id"] is not None for r in row.get("records") or ())


def named_row(row: dict[str, Any], names: Names) -> dict[str, Any]:
    """The row with every topic id named where one machine would have named it (a Metadata
    answer emitted at or before the row gave the name): in `topics` (each topic once), partition
    facts, error details and records."""
    emitted = row["emitted_ns"]

    def name_of(topic_id: str | None) -> str | None:
        known = names.get(topic_id) if topic_id is not None else None
        return known[0] if known is not None and known[1] <= emitted else None

    def named(topic: str | None) -> str | None:  # a topic or an id: the id's name, if known by then
        name = name_of(topic)
        return name if name is not None else topic

    def of_fact(fact: dict[str, Any]) -> dict[str, Any]:  # a fact with a topic or, instead, an id
        return fact if fact["topic"] is not None else {**fact, "topic": name_of(fact["topic_id"])}

    row["topics"] = list(dict.fromkeys(named(t) for t in row["topics"]))
    row["partitions"] = [of_fact(p) for p in row["partitions"]]
    row["error_details"] = [{**d, "topic": named(d["topic"])} for d in row["error_details"]]
    if row.get("records"):
        row["records"] = [of_fact(r) for r in row["records"]]
    return row
