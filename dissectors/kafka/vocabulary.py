"""The vocabulary of decoded Kafka bodies, once, for the summary line and the analyses: which
fields name a partition or a topic (and the partitions a body names, for -Y's `partition`), and
which per-partition offset each api is about."""

from __future__ import annotations

from typing import Any, NamedTuple

# the protocol's name as connections spell it (its declaration's): the Kafka analyses read its exchanges only
PROTOCOL = "kafka"
PARTITION_FIELDS = ("partition_index", "partition", "index", "partition_id")
TOPIC_NAME_FIELDS = ("name", "topic", "topic_name")


class PartitionOffsets(NamedTuple):
    """Where an api's per-partition facts sit in one side of its body, and what they are."""

    topics: str  # the array of topics
    partitions: str  # each topic's array of partitions
    kind: str | None  # the analyses' name for such a fact; None: only the summary shows it
    offset: str | None  # the per-partition offset the api is about
    on_summary: bool = True  # shown after topic:partition on a summary line


# (api, side) -> its per-partition facts
PARTITION_OFFSETS = {
    ("OffsetCommit", "request"): PartitionOffsets("topics", "partitions", "commit", "committed_offset"),
    ("TxnOffsetCommit", "request"): PartitionOffsets("topics", "partitions", "commit", "committed_offset"),
    ("OffsetFetch", "response"): PartitionOffsets("topics", "partitions", "committed", "committed_offset"),
    ("Fetch", "request"): PartitionOffsets("topics", "partitions", "fetch", "fetch_offset"),
    ("Fetch", "response"): PartitionOffsets("responses", "partitions", "fetched", "high_watermark", False),
    ("ListOffsets", "response"): PartitionOffsets("topics", "partitions", "list_offsets", "offset"),
    ("Produce", "request"): PartitionOffsets("topic_data", "partition_data", "produce", None, False),
    ("Produce", "response"): PartitionOffsets("responses", "partition_responses", "produced", "base_offset"),
    ("DeleteRecords", "request"): PartitionOffsets("topics", "partitions", None, "offset"),
    # a group's committed offset removed (an admin's deleteConsumerGroupOffsets): commits start afresh
    ("OffsetDelete", "request"): PartitionOffsets("topics", "partitions", "offset_delete", None, False),
}

# kinds of partition fact that say something only once answered: unanswered, they are UNANSWERED
NEED_ANSWER = frozenset({"commit", "offset_delete"})

# api -> (side, per-partition field) a summary line shows
HIGHLIGHTS = {api: (side, p.offset) for (api, side), p in PARTITION_OFFSETS.items() if p.on_summary}

# KIP-848 (consumer) and KIP-932 (share) groups: member epochs a heartbeat sends to leave
LEAVE_EPOCHS = {-1: "left", -2: "left (static member, will rejoin)"}
# KIP-932: what ShareFetch and ShareAcknowledge acknowledgement batches say of each record
ACKNOWLEDGE_TYPES = {0: "gap", 1: "accept", 2: "release", 3: "reject"}

# api -> (a request's leading field, its values as words): what the request decided, said on the
# summary line in the words operators use (EndTxn: the transaction's outcome)
DECISIONS = {"EndTxn": ("committed", {True: "COMMIT", False: "ABORT"})}


def partitions_named(body: Any, found: dict[int, None]) -> None:
    """Add to `found` the partition indexes a decoded body names, read under each topic entry (an
    object naming a topic, by name or id) whatever the api and version call its lists: objects
    with a partition index field, or plain integers in a list named for partitions (OffsetFetch's
    partition_indexes, an assignment's partitions)."""
    if isinstance(body, list):
        for item in body:
            partitions_named(item, found)
        return
    if not isinstance(body, dict):
        return
    is_topic = _names_a_topic(body)
    for key, item in body.items():
        if key == "records":  # record batches: large, and they name no partition of their own
            continue
        if is_topic and isinstance(item, list):
            for entry in item:
                if isinstance(entry, dict):
                    index = _partition_index(entry)
                elif type(entry) is int and "partition" in key:
                    index = entry
                else:
                    index = None
                if index is not None:
                    found[index] = None
        partitions_named(item, found)


def _names_a_topic(entry: dict[str, Any]) -> bool:
    return any(isinstance(entry.get(key), str) for key in (*TOPIC_NAME_FIELDS, "topic_id"))


def _partition_index(entry: dict[str, Any]) -> int | None:
    for key in PARTITION_FIELDS:
        if isinstance(entry.get(key), int):
            return int(entry[key])
    return None
