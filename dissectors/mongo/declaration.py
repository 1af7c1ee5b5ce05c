"""What the rest of kafkasniff knows of MongoDB (see dissectors/declaration.py)."""

from __future__ import annotations

import re

from kafkasniff.dissectors.declaration import (
    ApiSelection,
    ColumnDeclaration,
    ColumnPlace,
    FieldDeclaration,
    FieldType,
    FilterOption,
    JsonKeys,
    OptionPlace,
    PortOption,
    Predicate,
    ProtocolDeclaration,
    Scalar,
    fields_get,
)
from kafkasniff.model import DecodedExchange

# command names are lowerCamelCase (internal ones start with "_"); any such --api value is taken as
# one, the first key of a command document being open-ended
COMMAND_NAME = re.compile(r"[a-z_][A-Za-z0-9_]*")


def _collection_names(e: DecodedExchange) -> set[str]:
    collection = e.fields.get("collection")
    if not collection:
        return set()
    return {collection, f"{e.fields.get('database')}.{collection}"}


def _in_collections(collections: frozenset[str]) -> Predicate:
    return lambda e: not collections.isdisjoint(_collection_names(e))


# fmt: off
MONGO = ProtocolDeclaration(
    name="mongo",
    default_ports=frozenset({27017}),
    port_option=PortOption("--mongo-port", "mongo_ports", "Extra MongoDB port (27017 is known)."),
    api=ApiSelection("MongoDB opcodes and MongoDB command names (lowerCamelCase)", "MongoDB: a command name",
                     opcode_field="opcode", open_names=COMMAND_NAME),
    filter_options=(
        FilterOption("--collection", "collections", "MongoDB: only this collection, as name or database.name "
                     "(repeatable).", OptionPlace.AFTER_CLIENT_ID, _in_collections, _collection_names),
    ),
    fields=(
        FieldDeclaration("request_id", FieldType.INTEGER, False,
                         "MongoDB requestID (a reply to an unseen request: its responseTo)", fields_get("request_id")),
        FieldDeclaration("opcode", FieldType.STRING, False, "MongoDB opcode (OP_MSG, OP_QUERY...)",
                         fields_get("opcode")),
        FieldDeclaration("database", FieldType.STRING, False, "MongoDB database", fields_get("database")),
        FieldDeclaration("collection", FieldType.STRING, False, "MongoDB collection", fields_get("collection")),
    ),
    json_keys=JsonKeys(
        naming=("api", "opcode", "compressor", "request_id", "client_id", "database", "collection"),
        outcome=("ok", "cursor_id"),
        after_errors=("error_details",),
    ),
    columns=(
        ColumnDeclaration("database", Scalar.STRING, ColumnPlace.AFTER_PROTOCOL, "database"),
        ColumnDeclaration("collection", Scalar.STRING, ColumnPlace.AFTER_PROTOCOL, "collection"),
    ),
)
# fmt: on
