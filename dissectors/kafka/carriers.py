"""Where Kafka bodies carry the consumer protocol: the `bytes` fields of JoinGroup and SyncGroup
that hold a subscription or an assignment (nested.py decodes them in place)."""

from __future__ import annotations

JOIN_GROUP, SYNC_GROUP = 11, 14

# (api key, "request"/"response") -> (path of field names to the bytes, consumer protocol message)
CONSUMER_PROTOCOL_FIELDS = {
    (JOIN_GROUP, "request"): (("protocols", "metadata"), "ConsumerProtocolSubscription"),
    (JOIN_GROUP, "response"): (("members", "metadata"), "ConsumerProtocolSubscription"),
    (SYNC_GROUP, "request"): (("assignments", "assignment"), "ConsumerProtocolAssignment"),
    (SYNC_GROUP, "response"): (("assignment",), "ConsumerProtocolAssignment"),
}

CONSUMER_PROTOCOL_APIS = frozenset(key for key, _ in CONSUMER_PROTOCOL_FIELDS)
# the bytes fields (and arrays on the way) that carry them: a summary needs their topics
CARRIER_NAMES = frozenset(name for path, _ in CONSUMER_PROTOCOL_FIELDS.values() for name in path)
