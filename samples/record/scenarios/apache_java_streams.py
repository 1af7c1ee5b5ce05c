"""`java-streams`: a Kafka Streams 4.4.0 word count, exactly-once (processing.guarantee
exactly_once_v2), against Apache Kafka 4.4.0 itself (one combined KRaft node).

The program in samples/record/java/streams/ writes six lines to streams-lines, runs the app
(split into words, grouped by word through a repartition topic, counted in a store with a changelog
topic, every count written to streams-counts), stops it once it has forwarded a count for every word,
then reads streams-counts back read_committed and fetches the app's group offsets. Its JSON lines are
the facts: the lines and where they went, every count the app forwarded (a `peek` before the sink; the
store's cache is off, so each word's every count is forwarded), what the reader read, the offsets.

`java-streams-kip1071` is the same app with group.protocol=streams (KIP-1071): no JoinGroup or
SyncGroup; the member sends its topology in StreamsGroupHeartbeat and the broker assigns it the tasks.

Measured here: with exactly_once_v2 the app's one producer (transactional id java-streams-wc-<process
id>-1) writes the repartition, changelog and output records and the group's offsets (TxnOffsetCommit)
in one transaction per commit interval; the run takes seconds, so at-least-once is not needed.
"""

from __future__ import annotations

from collections import Counter

from samples.record.capture import Wire
from samples.record.java_program import client_versions, compiled
from samples.record.program_events import Event, of, one
from samples.record.sent import Facts, SentRecord, records_facts, topic_totals

PROGRAM_S = 150  # the program's whole run; its waits have tighter bounds of their own
GUARANTEE = "exactly_once_v2"


def sent_lines(produced: Event) -> list[SentRecord]:
    sent = []
    for r in produced["records"]:
        record = SentRecord(produced["client_id"], r["topic"], "none", 2, r["key"].encode(), r["value"].encode())
        record.acked(r["partition"], r["offset"])
        sent.append(record)
    return sent


def streams_client_ids(app: Event) -> list[str]:
    """The ids Kafka Streams gives its clients from the app's client.id (one stream thread)."""
    base = app["client_id"]
    thread = f"{base}-StreamThread-1"
    return [f"{base}-admin", f"{thread}-consumer", f"{thread}-producer", f"{base}-StateUpdater-1-restore-consumer"]


def final_counts(counts: list[Event]) -> dict[str, int]:
    last: dict[str, int] = {}
    for c in counts:
        last[c["word"]] = c["count"]
    return dict(sorted(last.items()))


def scenario(port: int, wire: Wire) -> Facts:
    """The word count as a classic consumer group (JoinGroup, SyncGroup, the streams assignor)."""
    return word_count(port, "classic")


def kip1071_scenario(port: int, wire: Wire) -> Facts:
    """The word count as a KIP-1071 streams group: the broker assigns the tasks (StreamsGroupHeartbeat)."""
    return word_count(port, "streams")


def word_count(port: int, group_protocol: str) -> Facts:
    with compiled("streams", "StreamsMain") as program:
        events = program.run(f"127.0.0.1:{port}", GUARANTEE, group_protocol, timeout=PROGRAM_S)
    produced, app, read = one(events, "produced"), one(events, "app"), one(events, "read_back")
    counts = [{"word": c["word"], "count": c["count"]} for c in of(events, "count")]
    words = Counter(w for r in produced["records"] for w in r["value"].lower().split())
    if final_counts(counts) != dict(sorted(words.items())):
        raise RuntimeError(f"the app counted {final_counts(counts)}, the lines hold {dict(words)}")
    read_final = final_counts([{"word": r["key"], "count": r["value"]} for r in read["records"]])
    if read_final != final_counts(counts):
        raise RuntimeError(f"the reader read {read_final}, the app forwarded {final_counts(counts)}")
    sent = sent_lines(produced)
    lines = Counter(r.where() for r in sent)
    offsets = one(events, "group_offsets")
    return {
        "clients": client_versions(),
        "client_ids": sorted({produced["client_id"], read["client_id"], *streams_client_ids(app)}),
        "topics": {name: {"partitions": n} for name, n in sorted(one(events, "topics_created")["topics"].items())},
        "application_id": app["application_id"],
        "processing_guarantee": app["processing_guarantee"],
        "group_protocol": app["group_protocol"],
        "topology": app["topology"],
        "subtopologies": one(events, "subtopologies")["subtopologies"],
        "active_tasks": one(events, "tasks")["active"],
        "streams_group": of(events, "streams_group"),
        "streams_group_note": "KIP-1071 only: the group as java-streams-setup's describeStreamsGroups saw it while the "
        "app ran",
        "active_tasks_note": "the stream thread's active tasks once it had forwarded every count "
        "(KafkaStreams.metadataForLocalThreads)",
        "internal_topics": offsets["internal_topics"],
        "states": [e["to"] for e in of(events, "state")],
        "lines": [{k: r[k] for k in ("partition", "offset", "key", "value")} for r in produced["records"]],
        "words": dict(sorted(words.items())),
        "counts": counts,
        "counts_note": "every count the app forwarded to streams-counts, in the order its stream thread did "
        "(statestore.cache.max.bytes 0: no update is folded into a later one)",
        "final_counts": final_counts(counts),
        "read_back": {k: read[k] for k in ("client_id", "records", "end_offsets")},
        "group_offsets": offsets["offsets"],
        "groups": [app["application_id"]],
        "committed": {app["application_id"]: offsets["offsets"]},
        "committed_note": "the app's offsets as an admin fetched them after it stopped: its last TxnOffsetCommit",
        "produced": topic_totals(lines),
        "produced_per_partition": dict(sorted(lines.items())),
        "consumed": topic_totals(lines),
        "records_sent": records_facts(sent),
        # Only the input producer reports each record with its offset; what the app itself writes
        # (repartition, changelog, counts) is checked against `counts` by its own tests.
        "records_sent_topics": sorted({r["topic"] for r in records_facts(sent)}),
    }
