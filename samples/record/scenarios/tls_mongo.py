"""pymongo with TLS through the Python TLS front to mockupdb, once per leg: mongo-crud's operations
(replies scripted per command). pymongo takes no SSLContext, so the front writes the key log."""

from __future__ import annotations

import contextlib
import importlib.metadata
from collections.abc import Iterator
from pathlib import Path

from samples.record.clients import CLIENT_TIMEOUT_S
from samples.record.scenarios.mongo_crud import MONGO_HELLO, MongoScript, check_against_script, mongo_crud_client
from samples.record.scenarios.mongo_wire import mongo_exchanges, mongo_messages, mongo_summary
from samples.record.sent import Facts
from samples.record.tls.runs import Backend, LegRun

# pymongo sends the host name as SNI and connects to localhost over IPv4 only, where the front listens.
SNI = "localhost"


@contextlib.contextmanager
def backend(tls_port: int, log: Path) -> Iterator[Backend]:
    """mockupdb on a free port of its own (it binds it itself), answering from a fresh script."""
    from mockupdb import MockupDB

    script = MongoScript()
    server = MockupDB(auto_ismaster=MONGO_HELLO, request_timeout=CLIENT_TIMEOUT_S)
    server.autoresponds(script.respond)
    port = server.run()
    software = f"mockupdb {importlib.metadata.version('mockupdb')} (auto_ismaster={MONGO_HELLO})"
    try:
        yield Backend(port, software, script)
    finally:
        server.stop()


def scenario(run: LegRun) -> Facts:
    facts = mongo_crud_client(run.tls_port, host=SNI, tls=True, tlsAllowInvalidCertificates=True)
    return {**facts, "sni": SNI}


def finish(run: LegRun, plain_pcap: Path) -> Facts:
    """The plain side read with pymongo's bson (not tshark), checked against what mockupdb answered."""
    messages = mongo_messages(plain_pcap, run.plain_port)
    exchanges = mongo_exchanges(messages)
    check_against_script(exchanges, run.backend.handle)
    return {"plain_side_bson": mongo_summary(messages, exchanges)}
