"""Bodies as JSON with --records, read straight off the bytes: the JSON readers (json_reader.py)
with every record set decoded in full where they meet it (`records.full_sets`), instead of a field
tree of the whole body turned into JSON. The tree's JSON is the specification; this way gives it
byte for byte or gives up (None), and the caller decodes the tree.

What can tell the two apart, and how it is ruled out:
- the memory budget: a tree decode charges a body's arrays, then its records; here they
  interleave, so each record set meets more room than in the tree. With no budget, bomb or codec
  limit met (`records.room_came_into_it`) the room made no difference;
- the KRaft metadata log, whose values a tree decodes as metadata records (metadata_log.py), and
  FetchSnapshot's later chunks, which are not batches: such responses are left to the tree (a
  Fetch response once read, by the topics it names).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kafkasniff.dissectors.base import DissectOptions
from kafkasniff.dissectors.kafka.body import body_json
from kafkasniff.dissectors.kafka.metadata_log import FETCH, FETCH_SNAPSHOT, is_metadata_log
from kafkasniff.dissectors.kafka.readers.runtime import Context
from kafkasniff.dissectors.kafka.records import RecordLimits, full_sets, room_came_into_it
from kafkasniff.dissectors.tree import DecodeError


@dataclass(slots=True)
class Spent:
    """What one side's full decode charged to its context: the response's starts from the request's."""

    cost: int = 0
    inflated: int = 0

    @staticmethod
    def of(ctx: Context) -> Spent:
        return Spent(ctx.cost, ctx.inflated)


def records_body_json(
    kind: str, api_key: int, version: int, frame: bytes, offset: int, ctx: Context, options: DissectOptions,
    limits: RecordLimits,
) -> dict[str, Any] | None:  # fmt: skip
    """The body at `offset` as its full tree's JSON would be, `ctx` starting with what was spent
    before it in the tree's decode; None when the tree's may differ (or the bytes break a reader)."""
    response = kind == "response"
    if response and api_key == FETCH_SNAPSHOT:
        return None
    ctx.render = render = options.render_bytes
    ctx.record_sets = full_sets(ctx, limits, response, options.redact, options.trees, render)
    try:
        body = body_json(kind, api_key, version, frame, offset, ctx)
    except DecodeError:
        return None
    if body is None or room_came_into_it(ctx):
        return None
    return None if response and api_key == FETCH and fetches_the_metadata_log(body) else body


def fetches_the_metadata_log(body: dict[str, Any]) -> bool:
    """Whether a Fetch response's JSON has records of the metadata log (a topic named by its name
    or, from v13, its id: metadata_log.metadata_log_sets reads the same fields of its tree)."""
    topics = body.get("responses") or ()
    return any(is_metadata_log(t.get("topic")) or is_metadata_log(t.get("topic_id")) for t in topics)
