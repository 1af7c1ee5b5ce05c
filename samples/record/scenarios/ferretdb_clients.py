"""Real drivers against FerretDB (a real MongoDB-wire server, SQLite backend): pymongo, the Go
driver, the Node.js driver and mongosh each do the same small CRUD session (insert one and many, a
find with batchSize 2 that needs getMore, update, delete, an aggregate, listCollections, a duplicate
key insert, drop) and report what they saw; the capture's own reading of the messages sits beside it."""

from __future__ import annotations

import importlib.metadata
import json
import os
import subprocess
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from samples.record.capture import capture, wait_for_closings
from samples.record.clients import CLIENT_TIMEOUT_S
from samples.record.sample_kinds import MongoSample
from samples.record.scenarios import ferretdb_tools
from samples.record.scenarios.mongo_wire import (
    MONGO_COMPRESSORS,
    mongo_exchanges,
    mongo_inflate,
    mongo_messages,
    mongo_summary,
)
from samples.record.sent import Facts

CLIENT_RUN_S = 120
DB, COLLECTION = "shop", "orders"


def pymongo_session(uri: str) -> Facts:
    from pymongo import MongoClient
    from pymongo.errors import DuplicateKeyError

    client: Any = MongoClient(uri, appname="make_samples_pymongo", serverSelectionTimeoutMS=CLIENT_TIMEOUT_S * 1000)
    orders = client[DB][COLLECTION]
    steps: list[Facts] = []

    def step(what: str, command: str, outcome: Any) -> None:
        steps.append({"operation": what, "command": command, "outcome": outcome})

    step("insert_one", "insert", {"inserted_id": orders.insert_one({"_id": 1, "item": "book", "qty": 3}).inserted_id})
    many = orders.insert_many([{"_id": i, "item": "game" if i % 2 else "book", "qty": i} for i in range(2, 6)])
    step("insert_many", "insert", {"inserted_ids": many.inserted_ids})
    ids = [d["_id"] for d in orders.find({}, batch_size=2, sort=[("_id", 1)])]
    step("find batch_size=2 sorted by _id (then getMore until the cursor is exhausted)", "find", {"ids": ids})
    updated = orders.update_one({"_id": 2}, {"$inc": {"qty": 1}})
    step("update_one", "update", {"matched": updated.matched_count, "modified": updated.modified_count})
    step("delete_many", "delete", {"deleted": orders.delete_many({"item": "game"}).deleted_count})
    pipeline = [{"$group": {"_id": "$item", "total": {"$sum": "$qty"}}}, {"$sort": {"_id": 1}}]
    step("aggregate $group", "aggregate", {"results": list(orders.aggregate(pipeline))})
    step("list_collection_names", "listCollections", {"names": client[DB].list_collection_names()})
    try:
        orders.insert_one({"_id": 1, "item": "duplicate"})
        step("insert_one duplicate _id", "insert", "no error")
    except DuplicateKeyError as exc:
        step("insert_one duplicate _id", "insert", {"error": "DuplicateKeyError", "code": exc.code})
    orders.drop()
    step("drop", "drop", "ok")
    client.close()
    return {"client": f"pymongo {importlib.metadata.version('pymongo')}", "operations": steps}


def program_session(command: list[str], env: dict[str, str] | None = None) -> Facts:
    """A client program that prints its facts as its last line of JSON."""
    done = subprocess.run(command, capture_output=True, text=True, timeout=CLIENT_RUN_S, env=env)
    if done.returncode != 0:
        raise RuntimeError(f"{command[0]} failed: {(done.stderr or done.stdout).strip()[-800:]}")
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def go_session(uri: str) -> Facts:
    return program_session([str(ferretdb_tools.go_client_binary()), uri])


def node_session(uri: str) -> Facts:
    env = {**os.environ, "NODE_PATH": str(ferretdb_tools.node_modules())}
    return program_session(["node", str(ferretdb_tools.NODE_PROGRAMS / "crud.js"), uri], env)


def mongosh_session(uri: str) -> Facts:
    mongosh = ferretdb_tools.node_modules() / ".bin" / "mongosh"
    script = ferretdb_tools.NODE_PROGRAMS / "shell.js"
    return program_session([str(mongosh), "--quiet", "--nodb", "--norc", "--eval", f"db = connect({uri!r})",
                            "--file", str(script)])  # fmt: skip


def first_request_ids(messages: list[Facts]) -> dict[str, int]:
    """Per connection (client port): the requestID of the first message the client sent."""
    firsts: dict[str, int] = {}
    for message in messages:
        if message["to_server"]:
            firsts.setdefault(str(message["client_port"]), message["requestID"])
    return firsts


def handshake_facts(messages: list[Facts]) -> Facts:
    """What each side of the first handshake said about compression and wire versions."""
    plain = [mongo_inflate(m) for m in messages]
    hello = next(m for m in plain if m["to_server"])
    reply = next(m for m in plain if not m["to_server"] and m["responseTo"] == hello["requestID"])
    reply_doc = reply["body"]["doc"]
    return {
        "command": next(iter(hello["body"]["doc"])),
        "opcode": hello["opcode"],
        "client_compression": hello["body"]["doc"].get("compression", []),
        "server_compression": reply_doc.get("compression", []),
        "server_maxWireVersion": reply_doc.get("maxWireVersion"),
        "reply_opcode": reply["opcode"],
    }


def wire_facts(messages: list[Facts]) -> Facts:
    compressed = [m for m in messages if m["opcode"] == 2012]
    used = Counter(next(k for k, v in MONGO_COMPRESSORS.items() if v == m["body"]["compressor_id"]) for m in compressed)
    firsts = first_request_ids(messages)
    return {
        "first_request_ids": firsts,
        "connections_starting_with_request_id_0": sorted(int(p) for p, r in firsts.items() if r == 0),
        "replies_with_response_to_0": [m["frame"] for m in messages if not m["to_server"] and m["responseTo"] == 0],
        "compressed_messages_per_compressor": dict(sorted(used.items())),
        "handshake": handshake_facts(messages),
    }


MakeSample = Callable[[Path, int | None, Path], Facts]  # (pcap to write, port or None, output folder) -> facts


def recorder(session: Callable[[str], Facts]) -> MakeSample:
    def record(pcap: Path, port: int | None, out: Path) -> Facts:
        with ferretdb_tools.ferretdb(port) as bound:
            uri = f"mongodb://127.0.0.1:{bound}/?directConnection=true"
            with capture(pcap, bound):
                facts = session(uri)
                wait_for_closings(pcap, bound)
        messages = mongo_messages(pcap, bound)
        exchanges = mongo_exchanges(messages)
        facts.update(
            port=bound,
            uri=uri,
            server_software=f"FerretDB {ferretdb_tools.FERRETDB_VERSION} (SQLite backend)",
            **wire_facts(messages),
            **mongo_summary(messages, exchanges),
        )
        return facts

    return record


SESSION = ("insert one and many, find batchSize 2 sorted by _id then getMore to exhaustion, update, delete, "
           "aggregate $group, listCollections, a duplicate _id insert (write error 11000), drop")  # fmt: skip
CLIENTS = [  # (sample name, port of the committed capture, the client, its session)
    ("ferretdb-pymongo", 27117, "pymongo", pymongo_session),
    ("ferretdb-go", 27118, "the MongoDB Go driver (go.mongodb.org/mongo-driver)", go_session),
    ("ferretdb-node", 27119, "the MongoDB Node.js driver (npm mongodb)", node_session),
    ("ferretdb-mongosh", 27120, "mongosh (npm mongosh, --file of shell helpers)", mongosh_session),
]
SAMPLES = [
    MongoSample(
        name,
        port,
        f"{client} against FerretDB {ferretdb_tools.FERRETDB_VERSION} (SQLite backend): {SESSION}",
        recorder(session),
    )
    for name, port, client, session in CLIENTS
]
