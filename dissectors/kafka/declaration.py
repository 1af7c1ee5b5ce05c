"""What the rest of kafkasniff knows of Kafka (see dissectors/declaration.py)."""

from __future__ import annotations

from kafkasniff.dissectors.declaration import (
    ApiKeys,
    ApiSelection,
    ColumnDeclaration,
    ColumnPlace,
    ColumnType,
    FieldDeclaration,
    FieldType,
    FilterOption,
    JsonKeys,
    ListOf,
    MapOf,
    OptionPlace,
    PortOption,
    Predicate,
    ProtocolDeclaration,
    Scalar,
    StructOf,
    fields_get,
)
from kafkasniff.dissectors.kafka.vocabulary import PROTOCOL, partitions_named
from kafkasniff.model import DecodedExchange

S, I16, I32, I64 = Scalar.STRING, Scalar.INT16, Scalar.INT32, Scalar.INT64


def _partitions(e: DecodedExchange) -> list[int] | None:
    """Every partition index the decoded request and response name (their JSON bodies, computed
    here if no one asked for them yet)."""
    if e.exchange.conn.protocol != PROTOCOL:
        return None
    found: dict[int, None] = {}  # ordered, without repeats
    for side in ("request", "response"):
        partitions_named(e.fields.get(side), found)
    return list(found)


def _naming_topics(topics: frozenset[str]) -> Predicate:
    return lambda e: not topics.isdisjoint(e.fields.get("topics") or ())


def _in_group(groups: frozenset[str]) -> Predicate:
    return lambda e: e.fields.get("group") in groups


def _copied(name: str, value: Scalar | ListOf, place: ColumnPlace, field: str | None = None) -> ColumnDeclaration:
    """A column holding the exchange field of its name (or `field`) as it is."""
    return ColumnDeclaration(name, value, place, field or name)


def _computed(name: str, value: ColumnType, place: ColumnPlace) -> ColumnDeclaration:
    """A column of the Kafka facts analyses/facts.py makes of the bodies."""
    return ColumnDeclaration(name, value, place)


# what `stats`, `commits` and `consumed` read of each partition an exchange names (analyses/facts.py)
PARTITION_FACT = StructOf((
    ("group", S), ("topic", S), ("topic_id", S), ("partition", I32), ("kind", S), ("offset", I64),
    ("leader_epoch", I32), ("error", S), ("records", I64), ("markers", I64), ("batches", I64), ("bytes", I64),
    # Fetch answers: what they delivered to the consumer (analyses/consumed.py's Read), and the
    # broker's log end and last stable offset
    ("fetched_end", I64), ("delivered_end", I64), ("high_watermark", I64), ("last_stable_offset", I64),
    ("txn_events", ListOf(StructOf((("producer_id", I64), ("end", I64), ("marker", S), ("records", I64))))),
    # of a damaged exchange: the values its lost bytes held (records: counted from what survived;
    # offset, error: unknown); null when whole (analyses/damaged.py)
    ("uncertain", ListOf(S)),
))  # fmt: skip

P = ColumnPlace
# fmt: off
KAFKA = ProtocolDeclaration(
    name=PROTOCOL,
    default_ports=frozenset({9092, 9093, 9094}),
    port_option=PortOption("--port", "ports", "Extra Kafka port."),
    api=ApiSelection("Kafka api names and keys", "by name or key",
                     keys=ApiKeys(range(2**15), "api_key", "Kafka api keys")),
    filter_options=(
        FilterOption("--topic", "topics", "Only exchanges about this topic (repeatable).", OptionPlace.AFTER_API,
                     _naming_topics, lambda e: e.fields.get("topics") or ()),
        FilterOption("--group", "groups", "Only this consumer group (repeatable).", OptionPlace.AFTER_API, _in_group,
                     lambda e: [e.fields["group"]] if e.fields.get("group") else []),
    ),
    fields=(
        FieldDeclaration("api_key", FieldType.INTEGER, False, "Kafka api key (8 for OffsetCommit)",
                         fields_get("api_key")),
        FieldDeclaration("api_version", FieldType.INTEGER, False, "Kafka api version", fields_get("api_version")),
        FieldDeclaration("correlation_id", FieldType.INTEGER, False, "Kafka correlation id",
                         fields_get("correlation_id")),
        FieldDeclaration("group", FieldType.STRING, False, "Kafka consumer group", fields_get("group")),
        FieldDeclaration("topic", FieldType.STRING, True, "Kafka topics the exchange names", fields_get("topics")),
        FieldDeclaration("partition", FieldType.INTEGER, True,
                         "Kafka partitions the exchange names (reads the decoded bodies)", _partitions),
    ),
    json_keys=JsonKeys(
        naming=("api_key", "api", "api_version", "correlation_id", "client_id", "group", "topics"),
        after_errors=("error_details", "topic_ids"),
    ),
    columns=(
        _copied("api_key", I32, P.BEFORE_API),
        _copied("api_version", I32, P.AFTER_API),
        _copied("correlation_id", I32, P.AFTER_API),
        _copied("group_id", S, P.AFTER_WARNINGS, "group"),
        _copied("topics", ListOf(S), P.AFTER_WARNINGS),
        _computed("generation", I32, P.AFTER_WARNINGS),
        _computed("member_id", S, P.AFTER_WARNINGS),
        _computed("transactional_id", S, P.AFTER_WARNINGS),
        _computed("producer_id", I64, P.AFTER_WARNINGS),
        _computed("producer_epoch", I32, P.AFTER_WARNINGS),
        _computed("acks", I16, P.AFTER_WARNINGS),
        _computed("txn_result", S, P.AFTER_WARNINGS),
        _computed("throttle_ms", I32, P.AFTER_WARNINGS),
        _computed("metadata_topics", MapOf(S, S), P.AFTER_WARNINGS),
        _computed("partitions", ListOf(PARTITION_FACT), P.AFTER_WARNINGS),
        # the decoded bodies `groups` and `txn` read, as JSON (analyses/kept_bodies.py); null for the rest
        _computed("bodies", S, P.AFTER_FILES),
    ),
)
# fmt: on
