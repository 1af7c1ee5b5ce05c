"""Topic ids named from every Metadata of the whole input, as one machine names them.

One machine reads a capture in order and names a topic id once a Metadata answer naming it has
been decoded: an exchange decoded after that (its response seen, or its connection ended)
shows the name, one decoded before keeps the id. Spark decodes files and connections apart, so
each task knows only its own Metadata. The index therefore gathers, for every topic id, the
name and the first time a Metadata answer gave it (`first_names`, from what the decoding tasks
report of their Metadata answers; `metadata_names`, from a table of rows), and names the ids of
every row emitted at or after that time (`resolved`). An id names one topic for its whole life
(a topic made again gets a new id), so the first naming is the only one that counts.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import chain
from typing import Any

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


def resolved(exchanges: Any, names: Names) -> Any:
    """The exchanges with every topic id named where one machine would have named it: in
    `topics`, in partition facts, in error details and in records."""
    from pyspark.sql import functions as F

    if not names:
        return exchanges
    known = F.create_map(*chain.from_iterable(
        (F.lit(i), F.struct(F.lit(n).alias("name"), F.lit(since).alias("since"))) for i, (n, since) in names.items()
    ))  # fmt: skip
    emitted = F.col("emitted_ns")

    def name_of(topic_id: Any) -> Any:
        entry = known[topic_id]
        return F.when(entry.isNotNull() & (entry["since"] <= emitted), entry["name"])

    def named(facts: str, id_field: str) -> Any:
        return F.transform(facts, lambda f: f.withField("topic", F.coalesce(f["topic"], name_of(f[id_field]))))

    out = exchanges.withColumns({
        # names first, then the ids (as summary.topic_names lists them), each topic once
        "topics": F.array_distinct(F.transform("topics", lambda t: F.coalesce(name_of(t), t))),
        "partitions": named("partitions", "topic_id"),
        "error_details": F.transform("error_details",
                                     lambda d: d.withField("topic", F.coalesce(name_of(d["topic"]), d["topic"]))),
    })  # fmt: skip
    if "records" in exchanges.columns:
        out = out.withColumn("records", named("records", "topic_id"))
    return out
