"""pymongo against mockupdb (replies scripted per command): the handshake as legacy OP_QUERY, then
OP_MSG CRUD, a find followed by getMore to exhaustion, a duplicate key write error and an ok: 0 reply."""

from __future__ import annotations

import importlib.metadata
import threading
from pathlib import Path
from typing import Any

from samples.record.capture import capture, wait_for_closings
from samples.record.clients import CLIENT_TIMEOUT_S
from samples.record.scenarios.mongo_wire import mongo_exchanges, mongo_messages, mongo_summary
from samples.record.sent import Facts

MONGO_HELLO = {"maxWireVersion": 17}  # MongoDB 6.0's wire version: pymongo then speaks OP_MSG
MONGO_DB, MONGO_COLLECTION = "shop", "orders"
MONGO_CURSOR_ID = 7364018221


class MongoScript:
    """mockupdb's replies, scripted per command; logs what the server saw and answered."""

    def __init__(self) -> None:
        self.stored: dict[Any, dict[str, Any]] = {}
        self.seen: list[Facts] = []
        self.lock = threading.Lock()

    def respond(self, request: Any) -> bool:
        doc = request.doc
        name = request.command_name
        reply: dict[str, Any] = {"ok": 1}
        if name == "insert":
            docs = doc.get("documents", [])
            dups = [i for i, d in enumerate(docs) if d.get("_id") in self.stored]
            for d in docs:
                self.stored.setdefault(d["_id"], d)
            reply["n"] = len(docs) - len(dups)
            if dups:
                reply["writeErrors"] = [
                    {
                        "index": i,
                        "code": 11000,
                        "errmsg": f"E11000 duplicate key error collection: {MONGO_DB}.{MONGO_COLLECTION} "
                        f"index: _id_ dup key: {{ _id: {docs[i]['_id']!r} }}",
                    }
                    for i in dups
                ]
        elif name == "find":
            batch = [self.stored[k] for k in sorted(self.stored)]
            reply["cursor"] = {
                "id": MONGO_CURSOR_ID,
                "ns": f"{MONGO_DB}.{MONGO_COLLECTION}",
                "firstBatch": batch[: doc.get("batchSize", 101)],
            }
        elif name == "getMore":
            batch = [self.stored[k] for k in sorted(self.stored)]
            size = doc.get("batchSize", 101)
            start = size * sum(1 for s in self.seen if s["command"] == "getMore")  # after find's first batch
            start += size
            rest = batch[start : start + size]
            done = start + size >= len(batch)
            reply["cursor"] = {
                "id": 0 if done else MONGO_CURSOR_ID,
                "ns": f"{MONGO_DB}.{MONGO_COLLECTION}",
                "nextBatch": rest,
            }
        elif name == "update":
            reply.update(n=len(doc["updates"]), nModified=len(doc["updates"]))
        elif name == "delete":
            reply["n"] = 2
        elif name == "aggregate":
            reply["cursor"] = {
                "id": 0,
                "ns": f"{MONGO_DB}.{MONGO_COLLECTION}",
                "firstBatch": [{"_id": "books", "total": 61}, {"_id": "games", "total": 45}],
            }
        elif name == "dropIndexes":
            reply = {"ok": 0, "errmsg": f"index not found with name [{doc['index']}]", "code": 27,
                     "codeName": "IndexNotFound"}  # fmt: skip
        elif name == "endSessions":
            pass
        else:
            return False
        with self.lock:
            self.seen.append({"request_id": request.request_id, "command": name, "reply": reply})
        request.replies(reply)
        return True


def mongo_crud_client(port: int, host: str = "127.0.0.1", **options: Any) -> Facts:
    """What pymongo was asked to do, and what it made of the answers; options go to MongoClient (TLS)."""
    from pymongo import MongoClient
    from pymongo.errors import DuplicateKeyError, OperationFailure

    client: Any = MongoClient(
        f"mongodb://{host}:{port}/?directConnection=true",
        appname="make_samples",
        serverSelectionTimeoutMS=CLIENT_TIMEOUT_S * 1000,
        **options,
    )
    orders = client[MONGO_DB][MONGO_COLLECTION]
    steps: list[Facts] = []

    def step(what: str, command: str, outcome: Any) -> None:
        steps.append({"operation": what, "command": command, "outcome": outcome})

    step("insert_one", "insert", {"inserted_id": orders.insert_one({"_id": 1, "item": "book", "qty": 3}).inserted_id})
    many = orders.insert_many([{"_id": i, "item": "game" if i % 2 else "book", "qty": i} for i in range(2, 6)])
    step("insert_many", "insert", {"inserted_ids": many.inserted_ids})
    got = [d["_id"] for d in orders.find({}, batch_size=2)]
    step("find batch_size=2 (then getMore until the cursor is exhausted)", "find", {"ids": got})
    updated = orders.update_one({"_id": 2}, {"$inc": {"qty": 1}})
    step("update_one", "update", {"matched": updated.matched_count, "modified": updated.modified_count})
    deleted = orders.delete_many({"item": "game"})
    step("delete_many", "delete", {"deleted": deleted.deleted_count})
    totals = list(orders.aggregate([{"$group": {"_id": "$item", "total": {"$sum": "$qty"}}}]))
    step("aggregate $group", "aggregate", {"results": totals})
    try:
        orders.insert_one({"_id": 1, "item": "duplicate"})
        step("insert_one duplicate _id", "insert", "no error")
    except DuplicateKeyError as exc:
        step("insert_one duplicate _id", "insert", {"error": "DuplicateKeyError", "code": exc.code})
    try:
        client[MONGO_DB].command("dropIndexes", MONGO_COLLECTION, index="nope_1")
        step("dropIndexes of a missing index", "dropIndexes", "no error")
    except OperationFailure as exc:
        step("dropIndexes of a missing index", "dropIndexes", {"error": "OperationFailure", "code": exc.code})
    client.close()
    return {"client": f"pymongo {importlib.metadata.version('pymongo')}", "operations": steps}


def check_against_script(exchanges: list[Facts], script: MongoScript) -> None:
    """Every request in the capture is one mockupdb answered from the script (or a handshake it answered itself)."""
    scripted = {s["request_id"]: s for s in script.seen}
    for exchange in exchanges:
        if scripted.get(exchange["request"]["requestID"], {}).get("command") == exchange["command"]:
            continue
        if exchange["command"].lower() not in ("hello", "ismaster"):
            raise RuntimeError(f"capture and mockupdb disagree on request {exchange['request']}")


def record(pcap: Path, port: int | None) -> Facts:
    """mockupdb on port (None: a free port it binds itself), pymongo against it, tcpdump on that port."""
    from mockupdb import MockupDB

    script = MongoScript()
    server = MockupDB(port=port, auto_ismaster=MONGO_HELLO, request_timeout=CLIENT_TIMEOUT_S)
    server.autoresponds(script.respond)
    bound = server.run()
    try:
        with capture(pcap, bound):
            facts = mongo_crud_client(bound)
            wait_for_closings(pcap, bound)
    finally:
        server.stop()
    messages = mongo_messages(pcap, bound)
    exchanges = mongo_exchanges(messages)
    check_against_script(exchanges, script)
    facts.update(
        port=bound,
        server_software=f"mockupdb {importlib.metadata.version('mockupdb')} (auto_ismaster={MONGO_HELLO})",
        **mongo_summary(messages, exchanges),
    )
    return facts
