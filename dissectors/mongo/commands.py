"""What a MongoDB exchange is about, read from its decoded messages: the command, its
database and collection, the client's handshake metadata, counts, and the reply's outcome
(ok, error codes, write errors, cursors).

Legacy opcodes are named by the command they stand for (OP_INSERT is an insert, OP_QUERY on a
collection a query), so statistics per command take old and new clients together.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from kafkasniff.dissectors.tree import Node

OP_REPLY, OP_UPDATE, OP_INSERT, OP_QUERY, OP_GET_MORE, OP_DELETE, OP_KILL_CURSORS = (
    1,
    2001,
    2002,
    2004,
    2005,
    2006,
    2007,
)
OP_COMMAND, OP_COMMANDREPLY, OP_COMPRESSED, OP_MSG = 2010, 2011, 2012, 2013
# the field that holds the command (or its reply) document, for the opcodes that carry one field
COMMAND_FIELDS = {OP_COMMAND: "command_args", OP_COMMANDREPLY: "command_reply"}
LEGACY_COMMANDS = {OP_UPDATE: "update", OP_INSERT: "insert", OP_QUERY: "query", OP_GET_MORE: "getMore",
                   OP_DELETE: "delete", OP_KILL_CURSORS: "killCursors"}  # fmt: skip
COUNTED = {"documents": "docs", "updates": "updates", "deletes": "deletes"}  # batched writes: field -> fact
QUERY_FAILURE, CURSOR_NOT_FOUND = 1 << 1, 1 << 0  # OP_REPLY responseFlags
HANDSHAKES = frozenset({"hello", "ismaster", "isMaster"})

# MongoDB server error codes seen most in the field (error_codes.yml), for replies that carry a
# code without its codeName (old servers, write errors)
CODE_NAMES = {
    1: "InternalError", 2: "BadValue", 6: "HostUnreachable", 7: "HostNotFound", 8: "UnknownError",
    9: "FailedToParse", 11: "UserNotFound", 13: "Unauthorized", 14: "TypeMismatch", 18: "AuthenticationFailed",
    20: "IllegalOperation", 26: "NamespaceNotFound", 27: "IndexNotFound", 43: "CursorNotFound",
    48: "NamespaceExists", 50: "MaxTimeMSExpired", 59: "CommandNotFound", 64: "WriteConcernFailed",
    66: "ImmutableField", 85: "IndexOptionsConflict", 86: "IndexKeySpecsConflict", 89: "NetworkTimeout",
    91: "ShutdownInProgress", 112: "WriteConflict", 121: "DocumentValidationFailure", 166: "CommandNotSupportedOnView",
    189: "PrimarySteppedDown", 211: "KeyNotFound", 225: "TransactionTooOld", 244: "TransactionAborted",
    251: "NoSuchTransaction", 256: "TransactionCommitted", 262: "ExceededTimeLimit", 10107: "NotWritablePrimary",
    11000: "DuplicateKey", 11600: "InterruptedAtShutdown", 11602: "InterruptedDueToReplStateChange",
    13435: "NotPrimaryNoSecondaryOk", 13436: "NotPrimaryOrSecondary",
}  # fmt: skip


@dataclass
class Asked:
    """What a request asks."""

    command: str
    database: str | None = None
    collection: str | None = None
    counts: dict[str, int] = field(default_factory=dict)  # docs / updates / deletes in a batched write
    cursor_id: int | None = None
    client: str | None = None  # from the handshake's client metadata
    document: Mapping[str, Any] | None = None


@dataclass
class Answered:
    """What a reply says."""

    ok: bool | None = None
    errors: list[dict[str, Any]] = field(default_factory=list)  # error, code, message (index for write errors)
    returned: int | None = None  # documents in this batch of a cursor
    cursor_id: int | None = None
    namespace: str | None = None  # the cursor's, when the reply names it
    n: int | None = None
    modified: int | None = None


def error_name(code: Any, code_name: Any = None) -> str:
    if isinstance(code_name, str) and code_name:
        return code_name
    if isinstance(code, int):
        return CODE_NAMES.get(code, f"code {code}")
    return "CommandFailed"


def asked(opcode: int, nodes: list[Node]) -> Asked:
    """The request's command, namespace and counts from its body nodes (the inner message's for
    OP_COMPRESSED)."""
    if opcode == OP_MSG:
        return _op_msg_request(nodes)
    if opcode == OP_COMMAND:
        return _op_command_request(nodes)
    ns = _value(nodes, "full_collection_name")
    database, collection = _split(ns) if isinstance(ns, str) else (None, None)
    if opcode == OP_QUERY:
        query = _value(nodes, "query")
        query = query if isinstance(query, Mapping) else {}
        if collection == "$cmd":
            inner = query.get("$query")
            return _command(inner if isinstance(inner, Mapping) else query, database)
        return Asked("query", database, collection, document=query)
    out = Asked(LEGACY_COMMANDS.get(opcode, f"op {opcode}"), database, collection)
    if opcode == OP_INSERT:
        documents = _node(nodes, "documents")
        out.counts["docs"] = len(documents.children or []) if documents is not None else 0
    elif opcode == OP_GET_MORE:
        out.cursor_id = _value(nodes, "cursor_id")
    elif opcode == OP_KILL_CURSORS:
        out.counts["cursors"] = _value(nodes, "number_of_cursor_ids") or 0
    return out


def answered(opcode: int, nodes: list[Node], request: Asked | None) -> Answered:
    if opcode == OP_MSG:
        body = _body_document(nodes)
        return _reply(body) if body is not None else Answered()
    if opcode == OP_COMMANDREPLY:
        document = _value(nodes, COMMAND_FIELDS[OP_COMMANDREPLY])
        return _reply(document) if isinstance(document, Mapping) else Answered()
    if opcode != OP_REPLY:
        return Answered()
    flags = _value(nodes, "response_flags") or 0
    documents = [d.value for d in (_node(nodes, "documents") or Node("", "", None, 0, 0, [])).children or []]
    first = documents[0] if documents and isinstance(documents[0], Mapping) else None
    if flags & CURSOR_NOT_FOUND:
        return Answered(False, [{"error": "CursorNotFound", "code": 43, "message": "cursor not found"}])
    if flags & QUERY_FAILURE:
        first = first or {}
        code = first.get("code")
        error = {"error": error_name(code, first.get("codeName")), "code": code, "message": first.get("$err")}
        return Answered(False, [error])
    if request is not None and request.command not in ("query", "getMore") and first is not None:
        return _reply(first)  # a command answered through OP_QUERY on $cmd
    return Answered(True, returned=_value(nodes, "number_returned"), cursor_id=_value(nodes, "cursor_id"))


def client_name(document: Mapping[str, Any] | None) -> str | None:
    """The handshake's client metadata as one name: the application's, else driver and version."""
    client = document.get("client") if document is not None else None
    if not isinstance(client, Mapping):
        return None
    application = client.get("application")
    if isinstance(application, Mapping) and isinstance(application.get("name"), str):
        return str(application["name"])
    driver = client.get("driver")
    if isinstance(driver, Mapping) and isinstance(driver.get("name"), str):
        version = driver.get("version")
        return f"{driver['name']} {version}" if isinstance(version, str) else str(driver["name"])
    return None


def _op_msg_request(nodes: list[Node]) -> Asked:
    body = _body_document(nodes)
    out = _command(body or {}, None)
    sections = _node(nodes, "sections")
    for section in (sections.children or []) if sections is not None else []:
        if section.type == "sequence" and section.name in COUNTED:
            out.counts[COUNTED[section.name]] = len(section.children or []) - 1  # minus the identifier
    return out


def _op_command_request(nodes: list[Node]) -> Asked:
    """OP_COMMAND names its database and command outside the command's document; the document
    says the rest (its first key is the command, as the server checks)."""
    database, name = _value(nodes, "database"), _value(nodes, "command_name")
    document = _value(nodes, COMMAND_FIELDS[OP_COMMAND])
    if isinstance(document, Mapping) and document:
        return _command(document, database if isinstance(database, str) else None)
    return Asked(name or "(empty)", database if isinstance(database, str) else None)


def _command(document: Mapping[str, Any], database: str | None) -> Asked:
    name = next(iter(document), None)
    if name is None:
        return Asked("(empty)", database, document=document)
    target = document.get(name)
    collection = target if isinstance(target, str) else document.get("collection")
    db = document.get("$db")
    out = Asked(name, db if isinstance(db, str) else database, collection if isinstance(collection, str) else None)
    out.document = document
    for key, fact in COUNTED.items():
        items = document.get(key)
        if isinstance(items, list):
            out.counts[fact] = len(items)
    if name == "getMore" and isinstance(target, int):
        out.cursor_id = target
    if name in HANDSHAKES:
        out.client = client_name(document)
    return out


def _reply(body: Mapping[str, Any]) -> Answered:
    out = Answered(ok=_truthy(body.get("ok")))
    if out.ok is False:
        code = body.get("code")
        message = body.get("errmsg") or body.get("$err")
        out.errors.append({"error": error_name(code, body.get("codeName")), "code": code, "message": message})
    for item in body.get("writeErrors") or ():
        if isinstance(item, Mapping):
            code = item.get("code")
            out.errors.append({"error": error_name(code, item.get("codeName")), "code": code,
                               "message": item.get("errmsg"), "index": item.get("index")})  # fmt: skip
    concern = body.get("writeConcernError")
    if isinstance(concern, Mapping):
        code = concern.get("code")
        out.errors.append({"error": error_name(code, concern.get("codeName")), "code": code,
                           "message": concern.get("errmsg"), "write_concern": True})  # fmt: skip
    cursor = body.get("cursor")
    if isinstance(cursor, Mapping):
        batch = cursor.get("firstBatch", cursor.get("nextBatch"))
        out.returned = len(batch) if isinstance(batch, list) else None
        out.cursor_id = cursor.get("id") if isinstance(cursor.get("id"), int) else None
        out.namespace = cursor.get("ns") if isinstance(cursor.get("ns"), str) else None
    n, modified = body.get("n"), body.get("nModified")
    out.n = n if isinstance(n, int) and not isinstance(n, bool) else None
    out.modified = modified if isinstance(modified, int) and not isinstance(modified, bool) else None
    return out


def _truthy(ok: Any) -> bool | None:
    if isinstance(ok, bool | int | float):
        return bool(ok)
    return None


def _split(namespace: str) -> tuple[str, str | None]:
    database, dot, collection = namespace.partition(".")
    return database, collection if dot else None


def _body_document(nodes: list[Node]) -> Mapping[str, Any] | None:
    sections = _node(nodes, "sections")
    for section in (sections.children or []) if sections is not None else []:
        if section.type == "section" and section.children:
            value = section.children[0].value
            return value if isinstance(value, Mapping) else None
    return None


def _node(nodes: list[Node], name: str) -> Node | None:
    for node in nodes:
        if node.name == name:
            return node
    return None


def _value(nodes: list[Node], name: str) -> Any:
    node = _node(nodes, name)
    return node.value if node is not None else None
